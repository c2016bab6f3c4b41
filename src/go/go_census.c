/* Census: the distinct positions at the ends of every legal move sequence
 * of a given length, and the hash collisions among their classes. Superko
 * makes the legal moves a matter of the game's history, so positions cannot
 * be expanded on their own: the census walks the sequences depth first, as
 * perft does, and collects the leaves in a hash set of packed positions.
 * It uses only the public API (zobrist_go.h), so changes inside the
 * position's representation cannot break it. */
#include <stdlib.h>
#include <string.h>

#include "zobrist_go.h"

/* A packed position, from bit 0 of word 0 up: the consecutive passes (2
 * bits), the side to move (1 bit), a mark always set (so a slot whose word
 * 0 is zero is empty), then 2 bits a point: 0 empty, 1 black, 2 white. A
 * point's 2 bits never straddle two words (the fields start at an even bit). */
enum { PASSES_MASK = 3, SIDE_SHIFT = 2, USED_BIT = 8, POINTS_SHIFT = 4 };
#define WORDS_OF(points) (((size_t)(points) * 2 + POINTS_SHIFT + 63) / 64)
#define MAX_WORDS WORDS_OF(ZB_GO_MAX_POINTS) /* 12 */

typedef struct census {
    zb_go_position *pos;      /* a clone of the root: the walk makes and unmakes on it */
    int points;               /* N^2 */
    size_t words;             /* of a packed position */
    size_t max_bytes, bytes, peak_bytes;
    uint64_t *slots;          /* capacity slots of `words` words */
    size_t capacity, count;   /* capacity: a power of two, or 0 */
    uint64_t sequences;
} census;

/* ---------------------------------------------------- counted allocations */

static void *alloc(census *c, size_t count, size_t size)
{
    if (size && count > (SIZE_MAX - c->bytes) / size)
        return NULL;
    size_t bytes = count * size;
    if (c->max_bytes && c->bytes + bytes > c->max_bytes)
        return NULL;
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p)
        return NULL;
    c->bytes += bytes;
    if (c->bytes > c->peak_bytes)
        c->peak_bytes = c->bytes;
    return p;
}

static void release(census *c, void *p, size_t count, size_t size)
{
    if (!p)
        return;
    free(p);
    c->bytes -= count * size;
}

/* --------------------------------------------------------- the hash set */

static uint64_t hash_words(const uint64_t *w, size_t n)
{
    uint64_t h = 0;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ w[i]) * UINT64_C(0x9E3779B97F4A7C15);
        h ^= h >> 29;
    }
    h = (h ^ (h >> 30)) * UINT64_C(0xBF58476D1CE4E5B9); /* SplitMix64's finaliser */
    h = (h ^ (h >> 27)) * UINT64_C(0x94D049BB133111EB);
    return h ^ (h >> 31);
}

static int same(const uint64_t *a, const uint64_t *b, size_t w)
{
    for (size_t i = 0; i < w; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

/* The slot holding p (whose hash_words is h), or the empty slot where it
 * would go. */
static uint64_t *probe(const census *c, const uint64_t *p, uint64_t h)
{
    size_t mask = c->capacity - 1, w = c->words;
    for (size_t k = h & mask;; k = (k + 1) & mask) {
        uint64_t *slot = c->slots + k * w;
        if (!slot[0] || same(slot, p, w))
            return slot;
    }
}

static int grow(census *c)
{
    size_t w = c->words, capacity = c->capacity ? 2 * c->capacity : 1024;
    uint64_t *old = c->slots, *slots = alloc(c, capacity * w, sizeof *slots);
    if (!slots)
        return -1;
    size_t old_capacity = c->capacity;
    c->slots = slots;
    c->capacity = capacity;
    for (size_t k = 0; k < old_capacity; k++) {
        const uint64_t *p = old + k * w;
        if (p[0])
            memcpy(probe(c, p, hash_words(p, w)), p, w * sizeof *p);
    }
    release(c, old, old_capacity * w, sizeof *old);
    return 0;
}

/* Adds p (whose hash_words is h) unless it is there; -1 when out of memory. */
static int insert(census *c, const uint64_t *p, uint64_t h)
{
    if (4 * (c->count + 1) > 3 * c->capacity && grow(c))
        return -1;
    uint64_t *slot = probe(c, p, h);
    if (!slot[0]) {
        memcpy(slot, p, c->words * sizeof *p);
        c->count++;
    }
    return 0;
}

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)(p))
#endif

/* -------------------------------------------------------------- the walk */

/* The root packed from its features. */
static void pack(const census *c, uint64_t *out)
{
    uint32_t features[ZB_GO_MAX_POINTS + 1];
    size_t n = zb_go_features(c->pos, features);
    uint32_t stones = 2u * (uint32_t)c->points; /* the turn feature and above */
    memset(out, 0, c->words * sizeof *out);
    out[0] = USED_BIT | (uint64_t)zb_go_passes(c->pos) | (uint64_t)zb_go_side(c->pos) << SIDE_SHIFT;
    for (size_t i = 0; i < n && features[i] < stones; i++) {
        uint32_t bit = POINTS_SHIFT + 2 * (features[i] >> 1);
        out[bit >> 6] |= (uint64_t)((features[i] & 1) + 1) << (bit & 63);
    }
}

static void set_point(uint64_t *p, int point, uint64_t code)
{
    unsigned bit = POINTS_SHIFT + 2 * (unsigned)point;
    p[bit >> 6] = (p[bit >> 6] & ~(UINT64_C(3) << (bit & 63))) | code << (bit & 63);
}

/* child: parent (packed) after `move`, just made on the census's position
 * by the side to move in parent: the stone placed, the stones the move
 * removed taken off (zb_go_last_captures: the opponent's, or after a
 * Tromp-Taylor suicide the mover's group, the point played included). */
static void pack_child(const census *c, const uint64_t *parent, int move, uint64_t *child)
{
    uint64_t side = parent[0] >> SIDE_SHIFT & 1, passes = parent[0] & PASSES_MASK;
    memcpy(child, parent, c->words * sizeof *child);
    if (move == c->points) {
        passes++;
    } else {
        passes = 0;
        set_point(child, move, side + 1);
        int removed[ZB_GO_MAX_POINTS];
        size_t n = zb_go_last_captures(c->pos, removed);
        for (size_t i = 0; i < n; i++)
            set_point(child, removed[i], 0);
    }
    child[0] = (child[0] & ~(uint64_t)(PASSES_MASK | 1u << SIDE_SHIFT)) | passes | (side ^ 1) << SIDE_SHIFT;
}

/* Every legal sequence of `depth` >= 1 more plies from the position packed
 * in `packed`; the move lists of the levels below in moves[], and their
 * packed positions in packed[words..]. -1 when out of memory. The last
 * level packs its children first, prefetching their slots, then inserts
 * them: the table is far larger than the caches. */
static int walk(census *c, int depth, int *moves, uint64_t *packed)
{
    size_t n = zb_go_legal_moves(c->pos, moves), w = c->words;
    uint64_t *child = packed + w;
    if (depth == 1) {
        uint64_t hashes[ZB_GO_MAX_MOVES];
        for (size_t i = 0; i < n; i++) {
            if (zb_go_make(c->pos, moves[i]) != ZB_GO_OK)
                return -1; /* only out of memory: the moves are legal */
            pack_child(c, packed, moves[i], child + i * w);
            zb_go_unmake(c->pos);
            hashes[i] = hash_words(child + i * w, w);
            PREFETCH(c->slots + (hashes[i] & (c->capacity - 1)) * w);
        }
        c->sequences += n;
        for (size_t i = 0; i < n; i++)
            if (insert(c, child + i * w, hashes[i]))
                return -1;
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        if (zb_go_make(c->pos, moves[i]) != ZB_GO_OK)
            return -1;
        pack_child(c, packed, moves[i], child);
        int status = walk(c, depth - 1, moves + c->points + 1, child);
        zb_go_unmake(c->pos);
        if (status)
            return status;
    }
    return 0;
}

/* ---------------------------------------------------- classes and hashes */

/* Whether the position in slot is its class's representative: the one of
 * fewest passes (the class forgets them). */
static int represents(const census *c, const uint64_t *slot)
{
    uint64_t passes = slot[0] & PASSES_MASK, other[MAX_WORDS];
    memcpy(other, slot, c->words * sizeof *slot);
    for (uint64_t fewer = 0; fewer < passes; fewer++) {
        other[0] = (slot[0] & ~(uint64_t)PASSES_MASK) | fewer;
        if (probe(c, other, hash_words(other, c->words))[0])
            return 0;
    }
    return 1;
}

/* The class's XOR key and ADD48 hash from its features on the root's keys. */
static void hashes_of(const census *c, const uint64_t *slot, uint64_t *xor64, uint64_t *add48)
{
    uint32_t features[ZB_GO_MAX_POINTS + 1];
    size_t n = 0;
    for (size_t i = 0; i < c->words; i++) {
        uint64_t word = i ? slot[i] : slot[i] >> POINTS_SHIFT;
        /* the point of the word's lowest 2 bits, and on by 1 a shift */
        int point = i ? (int)(32 * i - POINTS_SHIFT / 2) : 0;
        for (; word; word >>= 2, point++)
            if (word & 3)
                features[n++] = zb_go_stone_feature(point, (int)(word & 3) - 1);
    }
    if (slot[0] >> SIDE_SHIFT & 1)
        features[n++] = 2u * (uint32_t)c->points; /* zb_go_turn_feature */
    const uint64_t *keys = zb_go_keys(c->pos);
    *xor64 = zb_hash_features(keys, features, n);
    *add48 = zb_hash_features_add48(keys, features, n);
}

static int count_classes(census *c, zb_go_census_result *out)
{
    size_t classes = 0, w = c->words;
    for (size_t k = 0; k < c->capacity; k++)
        if (c->slots[k * w] && represents(c, c->slots + k * w))
            classes++;
    uint64_t *xor64 = alloc(c, classes, sizeof *xor64);
    uint64_t *work = xor64 ? alloc(c, classes, sizeof *work) : NULL;
    uint64_t *tmp = work ? alloc(c, classes, sizeof *tmp) : NULL;
    int status = tmp ? 0 : -1;
    if (!status) {
        size_t i = 0;
        for (size_t k = 0; k < c->capacity; k++)
            if (c->slots[k * w] && represents(c, c->slots + k * w)) {
                hashes_of(c, c->slots + k * w, &xor64[i], &work[i]);
                i++;
            }
        out->pairs[ZB_GO_CENSUS_ADD48] = zb_count_equal_pairs(work, tmp, classes);
        for (i = 0; i < classes; i++)
            work[i] = xor64[i] & UINT64_C(0xFFFFFFFF);
        out->pairs[ZB_GO_CENSUS_XOR32] = zb_count_equal_pairs(work, tmp, classes);
        for (i = 0; i < classes; i++)
            work[i] = xor64[i] >> 16;
        out->pairs[ZB_GO_CENSUS_XOR48] = zb_count_equal_pairs(work, tmp, classes);
        out->pairs[ZB_GO_CENSUS_XOR64] = zb_count_equal_pairs(xor64, tmp, classes);
        out->classes = classes;
    }
    release(c, xor64, classes, sizeof *xor64);
    release(c, work, classes, sizeof *work);
    release(c, tmp, classes, sizeof *tmp);
    return status;
}

/* ------------------------------------------------------------------- API */

zb_go_error zb_go_census_ply(const zb_go_position *root, int plies, size_t max_bytes, zb_go_census_result *out)
{
    if (!root || !out || plies < 0)
        return ZB_GO_ERR_ARGUMENT;
    if ((size_t)plies > SIZE_MAX / 1024) /* the sizes below would overflow (32 bits) */
        return ZB_GO_ERR_NO_MEMORY;
    census c;
    memset(&c, 0, sizeof c);
    c.points = zb_go_size(root) * zb_go_size(root);
    c.words = WORDS_OF(c.points);
    c.max_bytes = max_bytes;
    /* A move list a level; a packed position a level above the last, then
     * the last level's children (as many as a move list). */
    size_t lists = ((size_t)plies + 1) * ((size_t)c.points + 1);
    size_t packs = ((size_t)plies + (size_t)c.points + 1) * c.words;
    int *moves = NULL;
    uint64_t *packed = NULL;
    zb_go_census_result result;
    memset(&result, 0, sizeof result);
    result.plies = plies;
    int status = -1;
    if ((c.pos = zb_go_clone(root)) && zb_go_reserve(c.pos, (size_t)plies + 1) == ZB_GO_OK &&
        (moves = alloc(&c, lists, sizeof *moves)) && (packed = alloc(&c, packs, sizeof *packed)) && !grow(&c)) {
        pack(&c, packed);
        if (plies > 0) {
            status = walk(&c, plies, moves, packed);
        } else {
            c.sequences = 1;
            status = insert(&c, packed, hash_words(packed, c.words));
        }
        if (!status)
            status = count_classes(&c, &result);
    }
    release(&c, moves, lists, sizeof *moves);
    release(&c, packed, packs, sizeof *packed);
    result.sequences = c.sequences;
    result.positions = c.count;
    result.peak_bytes = c.peak_bytes;
    release(&c, c.slots, c.capacity * c.words, sizeof *c.slots);
    zb_go_free(c.pos);
    if (status)
        return ZB_GO_ERR_NO_MEMORY;
    *out = result;
    return ZB_GO_OK;
}

zb_go_error zb_go_census_run(const zb_go_position *root, int plies, size_t max_bytes, zb_go_census_result *out)
{
    if (!root || (!out && plies > 0) || plies < 0)
        return ZB_GO_ERR_ARGUMENT;
    for (int ply = 1; ply <= plies; ply++) {
        zb_go_error err = zb_go_census_ply(root, ply, max_bytes, &out[ply - 1]);
        if (err)
            return err;
    }
    return ZB_GO_OK;
}
