/* Census: every distinct position reachable in exactly n plies, exactly and
 * under the key's equivalence (closed boards reduced to their outcome), and
 * how often hashes of different widths collide among the equivalence
 * classes. Identity is always the packed cells, never a key. */
#include <stdlib.h>
#include <string.h>

#include "uttt_internal.h"

/* A position in 20 bytes: each board as a base-3 number of its cells
 * (digit 1 for x, 2 for o, cell 0 least significant), or, for a closed
 * board under the equivalence, CLOSED_CODE + its outcome; then the forced
 * board and the side. */
#define CLOSED_CODE 19683 /* 3^9 */
typedef struct packed {
    uint16_t board[9];
    uint8_t forced, side;
} packed;

/* A growing list of distinct packed positions, with an open-addressing
 * index while it is being built: a slot is the item's index + 1 in the low
 * 32 bits (0: empty) and the high half of its hash above, so most probes
 * are decided without touching the item (a cache miss). */
typedef struct set {
    packed *items;
    size_t count, capacity;
    uint64_t *slots;
    size_t slot_mask;
} set;

struct zb_uttt_census {
    zb_uttt *pos;  /* where parents are unpacked and expanded */
    uint16_t code_of[512];                      /* mask -> base-3 code, digits 1 */
    uint16_t x_of[CLOSED_CODE], o_of[CLOSED_CODE]; /* code -> the two masks */
    set current;   /* exact positions at the last completed ply */
    set next;      /* exact positions being found at the next ply */
    set classes;   /* the current ply under the equivalence */
    size_t cursor; /* next parent of current to expand */
    size_t ply;
    uint64_t pairs[ZB_UTTT_CENSUS_HASHES];
};

/* The base-3 tables: packing and unpacking are the census's inner loop. */
static void fill_tables(zb_uttt_census *c)
{
    for (unsigned m = 0; m < 512; m++) {
        unsigned code = 0;
        for (int cell = 8; cell >= 0; cell--)
            code = 3 * code + (m >> cell & 1);
        c->code_of[m] = (uint16_t)code;
    }
    for (unsigned code = 0; code < CLOSED_CODE; code++) {
        unsigned x = 0, o = 0, rest = code;
        for (int cell = 0; cell < 9; cell++, rest /= 3) {
            x |= (rest % 3 == 1) << cell;
            o |= (rest % 3 == 2) << cell;
        }
        c->x_of[code] = (uint16_t)x;
        c->o_of[code] = (uint16_t)o;
    }
}

static void pack_exact(const zb_uttt_census *c, const zb_uttt *pos, packed *out)
{
    for (int b = 0; b < 9; b++)
        out->board[b] = (uint16_t)(c->code_of[pos->cells[0][b]] + 2 * c->code_of[pos->cells[1][b]]);
    out->forced = pos->forced;
    out->side = pos->side;
}

/* The exact packing's equivalence class: closed boards become outcomes. */
static void to_class(const zb_uttt_census *c, const packed *exact, packed *out)
{
    *out = *exact;
    for (int b = 0; b < 9; b++) {
        unsigned code = exact->board[b];
        int outcome = uttt_board_outcome(c->x_of[code], c->o_of[code]);
        if (outcome != ZB_UTTT_OPEN)
            out->board[b] = (uint16_t)(CLOSED_CODE + outcome);
    }
}

/* Into the census's position; its key is not followed (hashes_of computes
 * the classes' hashes). */
static void unpack_exact(const zb_uttt_census *c, zb_uttt *pos, const packed *p)
{
    for (int b = 0; b < 9; b++) {
        pos->cells[0][b] = c->x_of[p->board[b]];
        pos->cells[1][b] = c->o_of[p->board[b]];
    }
    pos->forced = p->forced;
    pos->side = p->side;
    pos->ply = 0;
    pos->key = 0;
    uttt_derive_status(pos);
}

static uint64_t packed_hash(const packed *p)
{
    uint64_t words[3] = {0, 0, 0};
    memcpy(words, p, sizeof *p);
    uint64_t h = words[0] ^ (words[1] * 0x9E3779B97F4A7C15ULL) ^ (words[2] * 0xC2B2AE3D27D4EB4FULL);
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL; /* SplitMix64's finaliser */
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
    return h ^ (h >> 31);
}

static int reserve(set *s, size_t n)
{
    if (n <= s->capacity)
        return 0;
    size_t capacity = s->capacity ? s->capacity : 1024;
    while (capacity < n)
        capacity *= 2;
    packed *items = realloc(s->items, capacity * sizeof *items);
    if (!items)
        return -1;
    s->items = items;
    s->capacity = capacity;
    return 0;
}

static int grow_slots(set *s)
{
    size_t size = s->slots ? 2 * (s->slot_mask + 1) : 1 << 12;
    uint64_t *slots = calloc(size, sizeof *slots);
    if (!slots)
        return -1;
    for (size_t i = 0; i < s->count; i++) {
        uint64_t h = packed_hash(&s->items[i]);
        size_t k = h & (size - 1);
        while (slots[k])
            k = (k + 1) & (size - 1);
        slots[k] = (h & 0xFFFFFFFF00000000ULL) | (i + 1);
    }
    free(s->slots);
    s->slots = slots;
    s->slot_mask = size - 1;
    return 0;
}

static void drop_slots(set *s)
{
    free(s->slots);
    s->slots = NULL;
    s->slot_mask = 0;
}

/* Adds a position unless it is there already; -1 when out of memory. */
static int insert(set *s, const packed *p)
{
    if ((!s->slots || 2 * (s->count + 1) > s->slot_mask + 1) && grow_slots(s))
        return -1;
    uint64_t h = packed_hash(p), tag = h & 0xFFFFFFFF00000000ULL;
    size_t k = h & s->slot_mask;
    for (; s->slots[k]; k = (k + 1) & s->slot_mask)
        if ((s->slots[k] & 0xFFFFFFFF00000000ULL) == tag &&
            !memcmp(&s->items[(s->slots[k] & 0xFFFFFFFFu) - 1], p, sizeof *p))
            return 0;
    if (reserve(s, s->count + 1))
        return -1;
    s->items[s->count++] = *p;
    s->slots[k] = tag | s->count;
    return 0;
}

/* The XOR and ADD48 hashes of a class, from its features on the keys. */
static void hashes_of(const zb_uttt_census *c, const packed *p, uint64_t *xor64, uint64_t *add48)
{
    const zb_uttt_keys *keys = c->pos->keys;
    uint32_t features[ZB_UTTT_MAX_FEATURES];
    size_t n = 0;
    for (int b = 0; b < 9; b++) {
        if (p->board[b] >= CLOSED_CODE) {
            features[n++] = ZB_UTTT_OUTCOME_FEATURE + 3u * (uint32_t)b + (p->board[b] - CLOSED_CODE);
            continue;
        }
        unsigned x = c->x_of[p->board[b]], o = c->o_of[p->board[b]];
        for (int cell = 0; cell < 9; cell++)
            if ((x | o) >> cell & 1)
                features[n++] = zb_uttt_stone_feature(9 * b + cell, o >> cell & 1);
    }
    if (p->forced != ZB_UTTT_NO_BOARD)
        features[n++] = ZB_UTTT_FORCED_FEATURE + p->forced;
    if (p->side == ZB_UTTT_O)
        features[n++] = ZB_UTTT_TURN_FEATURE;
    *xor64 = zb_hash_features(keys->table, features, n);
    *add48 = zb_hash_features_add48(keys->table, features, n);
}

static uint64_t hash_from(int hash, uint64_t xor64, uint64_t add48)
{
    switch (hash) {
    case ZB_UTTT_CENSUS_XOR32: return xor64 & 0xFFFFFFFFULL;
    case ZB_UTTT_CENSUS_XOR48: return xor64 >> 16;
    case ZB_UTTT_CENSUS_ADD48: return add48;
    default: return xor64;
    }
}

/* The classes of the completed ply and their colliding pairs. */
static int count_classes(zb_uttt_census *c)
{
    c->classes.count = 0;
    for (size_t i = 0; i < c->current.count; i++) {
        packed cls;
        to_class(c, &c->current.items[i], &cls);
        if (insert(&c->classes, &cls))
            return -1;
    }
    drop_slots(&c->classes);
    /* Features once a class: the XOR and ADD48 hashes, the others from XOR. */
    size_t n = c->classes.count, room = n ? n : 1; /* malloc(0) may be NULL */
    uint64_t *xor64 = malloc(room * sizeof *xor64), *add48 = malloc(room * sizeof *add48);
    uint64_t *work = malloc(room * sizeof *work), *tmp = malloc(room * sizeof *tmp);
    int status = xor64 && add48 && work && tmp ? 0 : -1;
    for (size_t i = 0; !status && i < n; i++)
        hashes_of(c, &c->classes.items[i], &xor64[i], &add48[i]);
    for (int h = 0; !status && h < ZB_UTTT_CENSUS_HASHES; h++) {
        for (size_t i = 0; i < n; i++)
            work[i] = hash_from(h, xor64[i], add48[i]);
        c->pairs[h] = zb_count_equal_pairs(work, tmp, n);
    }
    free(xor64);
    free(add48);
    free(work);
    free(tmp);
    return status;
}

zb_uttt_census *zb_uttt_census_new(const zb_uttt *root)
{
    zb_uttt_census *c = calloc(1, sizeof *c);
    packed start;
    if (!c || !(c->pos = zb_uttt_clone(root))) {
        zb_uttt_census_free(c);
        return NULL;
    }
    fill_tables(c);
    pack_exact(c, root, &start);
    if (insert(&c->current, &start) || count_classes(c)) {
        zb_uttt_census_free(c);
        return NULL;
    }
    drop_slots(&c->current);
    return c;
}

void zb_uttt_census_free(zb_uttt_census *c)
{
    if (!c)
        return;
    zb_uttt_free(c->pos);
    set *sets[] = {&c->current, &c->next, &c->classes};
    for (int i = 0; i < 3; i++) {
        free(sets[i]->items);
        free(sets[i]->slots);
    }
    free(c);
}

int zb_uttt_census_step(zb_uttt_census *c, size_t budget)
{
    for (; budget && c->cursor < c->current.count; budget--, c->cursor++) {
        uint8_t moves[ZB_UTTT_MAX_MOVES];
        unpack_exact(c, c->pos, &c->current.items[c->cursor]);
        size_t n = generate_moves(c->pos, moves);
        for (size_t i = 0; i < n; i++) {
            packed child;
            make_fast(c->pos, moves[i]);
            pack_exact(c, c->pos, &child);
            unmake_fast(c->pos);
            if (insert(&c->next, &child))
                return -1;
        }
    }
    if (c->cursor < c->current.count)
        return 0;
    /* The ply is complete: it becomes the current one. */
    set done = c->current;
    c->current = c->next;
    drop_slots(&c->current);
    c->next = done;
    c->next.count = 0;
    c->cursor = 0;
    c->ply++;
    return count_classes(c) ? -1 : 1;
}

size_t zb_uttt_census_ply(const zb_uttt_census *c) { return c->ply; }
size_t zb_uttt_census_positions(const zb_uttt_census *c) { return c->current.count; }
size_t zb_uttt_census_classes(const zb_uttt_census *c) { return c->classes.count; }
double zb_uttt_census_progress(const zb_uttt_census *c)
{
    return c->current.count ? (double)c->cursor / (double)c->current.count : 1.0;
}
uint64_t zb_uttt_census_pairs(const zb_uttt_census *c, int hash)
{
    return hash >= 0 && hash < ZB_UTTT_CENSUS_HASHES ? c->pairs[hash] : 0;
}

size_t zb_uttt_census_hashes(const zb_uttt_census *c, int hash, uint64_t *out)
{
    if (hash < 0 || hash >= ZB_UTTT_CENSUS_HASHES)
        return 0;
    for (size_t i = 0; i < c->classes.count; i++) {
        uint64_t xor64, add48;
        hashes_of(c, &c->classes.items[i], &xor64, &add48);
        out[i] = hash_from(hash, xor64, add48);
    }
    return c->classes.count;
}
