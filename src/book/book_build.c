/* Building a book from games as `polyglot make-book` does, byte for byte:
 *   - every move of a game (the first max_ply plies) counts one game for its
 *     (position key, move) entry, and adds 2, 1 or 0 to the entry's score as
 *     the game was won, drawn or lost by the side that played it (1-0 and
 *     0-1 are wins; every other result is a draw);
 *   - when an entry reaches 16384 games, every entry of its position has its
 *     games and score halved, rounding up;
 *   - entries played fewer than min_game times, with score 0, scoring less
 *     than min_score %, or of the colour not kept, are dropped;
 *   - the weight is the score (1 with uniform), the learn field 0;
 *   - entries are sorted by key, then by weight, highest first, ties in the
 *     order the entries were first played. */
#include <stdlib.h>
#include <string.h>

#include "zobrist_book.h"

#define COUNT_MAX 16384
#define EMPTY UINT32_MAX

/* The entries, in the order they were first played (ties keep this order). */
typedef struct entry {
    uint64_t key;
    uint16_t move;
    uint16_t n;   /* games (16 bits, as polyglot) */
    uint16_t sum; /* 2 a win, 1 a draw */
    uint8_t side;
} entry;

/* The hash table: linear probing from a home slot that depends on the key
 * alone, so a position's entries lie between its home slot and the next
 * empty slot (halving walks them); a fingerprint of key and move spares
 * most visits to the entries themselves. */
typedef struct slot {
    uint32_t index; /* into entries; EMPTY marks an empty slot */
    uint32_t print;
} slot;

/* Moves wait in a batch so the hash table's slots can be fetched from
 * memory for all of them at once (each is a cache miss in a large book). */
#define BATCH 128
typedef struct pending {
    uint64_t key;
    uint16_t move;
    int8_t result; /* for the side to move */
    uint8_t side;
} pending;

struct zb_book_builder {
    zb_book_build_options options;
    pending batch[BATCH];
    size_t batched;
    entry *entries;
    size_t size, alloc;
    slot *slots;
    size_t mask;
    size_t games;
    int result; /* of the game, for the side to move at the next add */
    size_t ply;
    int finished;
};

void zb_book_build_options_default(zb_book_build_options *o)
{
    o->max_ply = 1024;
    o->min_game = 3;
    o->min_score = 0.0;
    o->only_white = 0;
    o->only_black = 0;
    o->uniform = 0;
}

static slot *new_slots(size_t count)
{
    slot *slots = malloc(count * sizeof *slots);
    if (slots)
        memset(slots, 0xff, count * sizeof *slots);
    return slots;
}

zb_book_builder *zb_book_builder_new(const zb_book_build_options *options)
{
    zb_book_builder *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    if (options)
        b->options = *options;
    else
        zb_book_build_options_default(&b->options);
    b->mask = (1u << 14) - 1;
    b->slots = new_slots(b->mask + 1);
    if (!b->slots)
        return free(b), NULL;
    return b;
}

void zb_book_builder_free(zb_book_builder *b)
{
    if (!b)
        return;
    free(b->slots);
    free(b->entries);
    free(b);
}

static inline size_t home_of(uint64_t key, size_t mask)
{
    /* Polyglot keys are uniform already; mix anyway for made-up keys. */
    key ^= key >> 31;
    key *= UINT64_C(0x9E3779B97F4A7C15);
    return (size_t)(key >> 29) & mask;
}

static inline uint32_t print_of(uint64_t key, uint16_t move)
{
    return (uint32_t)(key ^ key >> 32) ^ (uint32_t)move * 0x9E3779B1u;
}

static int grow(zb_book_builder *b)
{
    size_t mask = b->mask * 2 + 1;
    slot *slots = new_slots(mask + 1);
    if (!slots)
        return -1;
    for (size_t i = 0; i < b->size; i++) { /* in entry order, as the table was filled */
        size_t s = home_of(b->entries[i].key, mask);
        while (slots[s].index != EMPTY)
            s = (s + 1) & mask;
        slots[s].index = (uint32_t)i;
        slots[s].print = print_of(b->entries[i].key, b->entries[i].move);
    }
    free(b->slots);
    b->slots = slots;
    b->mask = mask;
    return 0;
}

void zb_book_builder_start_game(zb_book_builder *b, int result)
{
    if (!b)
        return;
    b->games++;
    b->ply = 0;
    b->result = result > 0 ? 1 : result < 0 ? -1 : 0;
}

zb_book_error zb_book_builder_reserve(zb_book_builder *b, size_t count)
{
    if (!b || b->finished)
        return ZB_BOOK_ERR_ARGUMENT;
    if (count > ((size_t)1 << 28))
        count = (size_t)1 << 28;
    while ((b->mask + 1) * 3 < count * 4)
        if (grow(b) != 0)
            return ZB_BOOK_ERR_NO_MEMORY;
    if (count > b->alloc) {
        entry *bigger = realloc(b->entries, count * sizeof *bigger);
        if (!bigger)
            return ZB_BOOK_ERR_NO_MEMORY;
        b->entries = bigger;
        b->alloc = count;
    }
    return ZB_BOOK_OK;
}

static zb_book_error insert(zb_book_builder *b, uint64_t key, uint16_t raw_move, int side, int result)
{
    uint32_t print = print_of(key, raw_move);
    size_t home = home_of(key, b->mask), s = home;
    entry *e;
    for (;; s = (s + 1) & b->mask) {
        slot sl = b->slots[s];
        if (sl.index == EMPTY)
            break;
        if (sl.print == print) {
            e = &b->entries[sl.index];
            if (e->key == key && e->move == raw_move)
                goto found;
        }
    }
    if (b->size >= UINT32_MAX - 1)
        return ZB_BOOK_ERR_NO_MEMORY;
    if (b->size == b->alloc) {
        size_t alloc = b->alloc ? b->alloc * 2 : 4096;
        entry *bigger = realloc(b->entries, alloc * sizeof *bigger);
        if (!bigger)
            return ZB_BOOK_ERR_NO_MEMORY;
        b->entries = bigger;
        b->alloc = alloc;
    }
    e = &b->entries[b->size];
    e->key = key;
    e->move = raw_move;
    e->n = 0;
    e->sum = 0;
    e->side = (uint8_t)side;
    b->slots[s].index = (uint32_t)b->size++;
    b->slots[s].print = print;
    if (b->size * 4 > (b->mask + 1) * 3) { /* at most 3/4 full */
        if (grow(b) != 0) {
            b->size--;
            return ZB_BOOK_ERR_NO_MEMORY;
        }
        home = home_of(key, b->mask);
    }
found:
    e->n = (uint16_t)(e->n + 1);
    e->sum = (uint16_t)(e->sum + result + 1);
    if (e->n >= COUNT_MAX)
        for (size_t h = home; b->slots[h].index != EMPTY; h = (h + 1) & b->mask) {
            entry *x = &b->entries[b->slots[h].index];
            if (x->key == key) {
                x->n = (uint16_t)((x->n + 1) / 2);
                x->sum = (uint16_t)((x->sum + 1) / 2);
            }
        }
    return ZB_BOOK_OK;
}

static zb_book_error flush(zb_book_builder *b)
{
#if defined(__GNUC__)
    for (size_t i = 0; i < b->batched; i++)
        __builtin_prefetch(&b->slots[home_of(b->batch[i].key, b->mask)]);
#endif
    zb_book_error err = ZB_BOOK_OK;
    for (size_t i = 0; i < b->batched && !err; i++)
        err = insert(b, b->batch[i].key, b->batch[i].move, b->batch[i].side, b->batch[i].result);
    b->batched = 0;
    return err;
}

zb_book_error zb_book_builder_add(zb_book_builder *b, uint64_t key, uint16_t raw_move, int side)
{
    if (!b || b->finished || (side != ZB_WHITE && side != ZB_BLACK))
        return ZB_BOOK_ERR_ARGUMENT;
    int result = b->result;
    b->result = -result;
    if ((long)b->ply++ >= (long)b->options.max_ply)
        return ZB_BOOK_OK;
    pending *p = &b->batch[b->batched++];
    p->key = key;
    p->move = raw_move;
    p->side = (uint8_t)side;
    p->result = (int8_t)result;
    return b->batched == BATCH ? flush(b) : ZB_BOOK_OK;
}

zb_book_error zb_book_builder_add_move(zb_book_builder *b, const zb_position *pos, zb_move move)
{
    if (!b || !pos)
        return ZB_BOOK_ERR_ARGUMENT;
    return zb_book_builder_add(b, zb_position_key(pos), zb_book_move_encode(pos, move), zb_position_side(pos));
}

size_t zb_book_builder_games(const zb_book_builder *b) { return b ? b->games : 0; }
size_t zb_book_builder_entries(const zb_book_builder *b) { return b ? b->size : 0; }

int zb_book_result_from_text(const char *text, size_t len)
{
    if (len == 3 && !memcmp(text, "1-0", 3))
        return ZB_BOOK_RESULT_WHITE;
    if (len == 3 && !memcmp(text, "0-1", 3))
        return ZB_BOOK_RESULT_BLACK;
    return ZB_BOOK_RESULT_DRAW;
}

static int weight_of(const zb_book_builder *b, const entry *e) { return b->options.uniform ? 1 : e->sum; }

static int keep(const zb_book_builder *b, const entry *e)
{
    if (e->n < b->options.min_game || e->sum == 0)
        return 0;
    double score = ((double)e->sum / (double)e->n) / 2.0;
    if (score < b->options.min_score / 100.0)
        return 0;
    if ((b->options.only_white && e->side == ZB_BLACK) || (b->options.only_black && e->side == ZB_WHITE))
        return 0;
    return weight_of(b, e) != 0;
}

typedef struct item {
    uint64_t key;
    uint16_t move;
    uint16_t weight;
} item;

zb_book_error zb_book_builder_finish(zb_book_builder *b, zb_book_entry **entries, size_t *count)
{
    if (!b || !entries || !count)
        return ZB_BOOK_ERR_ARGUMENT;
    *entries = NULL;
    *count = 0;
    if (!b->finished) {
        b->finished = 1;
        zb_book_error err = flush(b);
        if (err)
            return err;
    }
    size_t n = 0;
    for (size_t i = 0; i < b->size; i++)
        n += keep(b, &b->entries[i]) != 0;
    /* Stable sorts of the kept entries, in the order first played: by weight,
     * highest first (counting sort on 16 bits), then by key (counting sort on
     * the top bits, then insertion sort in each small bucket: keys are
     * uniform). */
    int bits = 1;
    while (bits < 24 && ((size_t)1 << (bits + 2)) <= n)
        bits++;
    size_t buckets = (size_t)1 << bits, nc = buckets > 65536 ? buckets : 65536;
    item *a = malloc((n ? n : 1) * sizeof *a), *t = malloc((n ? n : 1) * sizeof *t);
    size_t *c = malloc((nc + 1) * sizeof *c);
    zb_book_entry *out = malloc((n ? n : 1) * sizeof *out);
    if (!a || !t || !c || !out) {
        free(a), free(t), free(c), free(out);
        return ZB_BOOK_ERR_NO_MEMORY;
    }
    size_t k = 0;
    for (size_t i = 0; i < b->size; i++) {
        const entry *e = &b->entries[i];
        if (keep(b, e)) {
            t[k].key = e->key;
            t[k].move = e->move;
            t[k].weight = (uint16_t)weight_of(b, e);
            k++;
        }
    }
    if (!b->options.uniform) {
        memset(c, 0, 65537 * sizeof *c);
        for (size_t i = 0; i < n; i++)
            c[65535u - t[i].weight + 1]++;
        for (size_t d = 1; d <= 65536; d++)
            c[d] += c[d - 1];
        for (size_t i = 0; i < n; i++)
            a[c[65535u - t[i].weight]++] = t[i];
    } else {
        memcpy(a, t, n * sizeof *a);
    }
    memset(c, 0, (buckets + 1) * sizeof *c);
    for (size_t i = 0; i < n; i++)
        c[(a[i].key >> (64 - bits)) + 1]++;
    for (size_t d = 1; d <= buckets; d++)
        c[d] += c[d - 1];
    for (size_t i = 0; i < n; i++)
        t[c[a[i].key >> (64 - bits)]++] = a[i];
    /* now c[h] is the end of bucket h; insertion-sort each by key (stable) */
    size_t lo = 0;
    for (size_t h = 0; h < buckets; h++) {
        size_t hi = c[h];
        for (size_t i = lo + 1; i < hi; i++) {
            item x = t[i];
            size_t j = i;
            while (j > lo && t[j - 1].key > x.key) {
                t[j] = t[j - 1];
                j--;
            }
            t[j] = x;
        }
        lo = hi;
    }
    for (size_t i = 0; i < n; i++) {
        out[i].key = t[i].key;
        out[i].move = t[i].move;
        out[i].weight = t[i].weight;
        out[i].learn = 0;
    }
    free(a), free(t), free(c);
    *entries = out;
    *count = n;
    return ZB_BOOK_OK;
}
