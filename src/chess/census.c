/* Census: every distinct position reachable in exactly n plies, and how often
 * hashes of different widths collide among them. Identity is exact (board,
 * side, castling rights, and the ep square only when an ep capture is legal,
 * as in OEIS A083276: 20, 400, 5362, 72078, 822518, 9417681 ...; or, on
 * request, whenever one is pseudo-legal, as in A057745); a Zobrist key never
 * decides whether two positions are the same. */
#include <stdlib.h>
#include <string.h>

#include "large_memory.h"
#include "make_move.h"

#if defined(__GNUC__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif

/* A position in 34 bytes: a nibble a square (piece + 1, or 0), then side
 * and castling rights, then the legal ep file + 1 (or 0). */
typedef struct packed {
    uint8_t squares[32];
    uint8_t side_castling;
    uint8_t ep;
} packed;

typedef struct level {
    packed *items;
    size_t count, capacity;
} level;

/* The four hashes of a packed position, a byte at a time: for each of the 32
 * board bytes (two squares) and each of its 256 values, what those squares
 * add to the XOR key and to the additive sum. 128 KB, so hashing a position
 * takes 32 lookups instead of 64 branches. */
typedef struct byte_keys {
    uint64_t xor_key, sum48;
} byte_keys;

struct zb_census {
    zb_position *pos;  /* where parents are unpacked and expanded */
    level current;     /* positions at the last completed ply */
    level next;        /* positions being found at the next ply */
    /* Open addressing over next.items, by the hash's top bits: the item's
     * index + 1 in the low 32 bits (0: empty), the hash's top 32 bits above,
     * so that a probe meeting another position rarely has to read it. */
    uint64_t *slots;
    unsigned slot_bits;
    size_t cursor;     /* next parent of current to expand */
    size_t ply;
    int ep_rule;       /* ZB_CENSUS_EP_LEGAL or ZB_CENSUS_EP_PSEUDO_LEGAL */
    uint64_t pairs[ZB_CENSUS_HASHES];
    byte_keys board_keys[32][256];
};

static uint64_t packed_hash(const packed *p)
{
    uint64_t h = 0x9E3779B97F4A7C15ULL * (1 + p->side_castling + 256u * p->ep), word;
    for (int i = 0; i < 32; i += 8) {
        memcpy(&word, p->squares + i, 8);
        h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 29;
    }
    return h;
}

static void pack(const zb_position *pos, int legal_ep_file, packed *out)
{
    for (int i = 0; i < 32; i++) {
        int lo = pos->board[2 * i], hi = pos->board[2 * i + 1];
        out->squares[i] = (uint8_t)((lo == ZB_NO_PIECE ? 0 : lo + 1) | (hi == ZB_NO_PIECE ? 0 : hi + 1) << 4);
    }
    out->side_castling = (uint8_t)(pos->side | pos->st->castling << 1);
    out->ep = (uint8_t)(legal_ep_file + 1);
}

static void unpack(zb_position *pos, const packed *p)
{
    memset(pos->by_type, 0, sizeof pos->by_type);
    memset(pos->by_color, 0, sizeof pos->by_color);
    for (int sq = 0; sq < 64; sq++) {
        int nibble = (p->squares[sq >> 1] >> (4 * (sq & 1))) & 15;
        pos->board[sq] = (uint8_t)(nibble ? nibble - 1 : ZB_NO_PIECE);
        if (nibble) {
            pos->by_type[piece_type(nibble - 1)] |= BB(sq);
            pos->by_color[piece_color(nibble - 1)] |= BB(sq);
        }
    }
    pos->side = p->side_castling & 1;
    pos->st = pos->history;
    pos->st->castling = p->side_castling >> 1;
    pos->st->ep_square = (uint8_t)(p->ep ? (pos->side == ZB_WHITE ? 40 : 16) + p->ep - 1 : ZB_NO_SQUARE);
    pos->st->halfmove = 0;
    pos->st->ep_hashed = 0; /* keys are not followed here: hashes_of computes them */
    pos->st->key = 0;
}

/* The ep file if a legal ep capture exists after the last move, else -1. */
static int legal_ep_file(const zb_position *pos)
{
    int ep = pos->st->ep_square;
    if (ep == ZB_NO_SQUARE)
        return -1;
    for (bitboard b = zb_pawn_attacks[pos->side ^ 1][ep] & pieces_of(pos, pos->side, ZB_PAWN); b;)
        if (move_is_legal(pos, make_move(bb_pop(&b), ep, ZB_MOVE_EN_PASSANT, 0)))
            return square_file(ep);
    return -1;
}

/* The ep file that is part of the identity under the census's rule: a legal
 * capture (A083276), or any pawn of the side to move beside the pawn that
 * just double-stepped, pinned or not (A057745; Polyglot's own rule). */
static int ep_file(const zb_census *c, const zb_position *pos)
{
    if (c->ep_rule == ZB_CENSUS_EP_PSEUDO_LEGAL) {
        int ep = pos->st->ep_square; /* whatever the key layout's own ep rule */
        int beside = ep != ZB_NO_SQUARE && (zb_pawn_attacks[pos->side ^ 1][ep] & pieces_of(pos, pos->side, ZB_PAWN));
        return beside ? square_file(ep) : -1;
    }
    return legal_ep_file(pos);
}

static int reserve(level *l, size_t n)
{
    if (n <= l->capacity)
        return 0;
    size_t capacity = l->capacity ? l->capacity : 1024;
    while (capacity < n)
        capacity *= 2;
    packed *items = realloc(l->items, capacity * sizeof *items);
    if (!items)
        return -1;
    l->items = items;
    l->capacity = capacity;
    return 0;
}

/* Most positions the slots take before they double: 3/4 full. With the
 * hash's top bits beside each index, a longer probe costs no extra reads. */
static size_t slot_limit(const zb_census *c) { return c->slots ? ((size_t)3 << c->slot_bits) / 4 : 0; }

static void free_slots(zb_census *c)
{
    zb_large_free(c->slots, c->slots ? ((size_t)1 << c->slot_bits) * sizeof *c->slots : 0);
    c->slots = NULL;
    c->slot_bits = 0;
}

/* Doubles the slots (or makes the first ones). A slot's place comes from the
 * hash's top bits, which the slot keeps: no position is read again. */
static int grow_slots(zb_census *c)
{
    unsigned bits = c->slots ? c->slot_bits + 1 : 16;
    size_t size = (size_t)1 << bits;
    if (size > SIZE_MAX / sizeof(uint64_t))
        return -1;
    uint64_t *slots = zb_large_calloc(size * sizeof *slots);
    if (!slots)
        return -1;
    if (c->slots)
        for (size_t i = 0; i < (size_t)1 << c->slot_bits; i++) {
            uint64_t slot = c->slots[i];
            if (!slot)
                continue;
            size_t s = (size_t)(slot >> (64 - bits));
            while (slots[s])
                s = (s + 1) & (size - 1);
            slots[s] = slot;
        }
    free_slots(c);
    c->slots = slots;
    c->slot_bits = bits;
    return 0;
}

static size_t slot_of(const zb_census *c, uint64_t hash) { return (size_t)(hash >> (64 - c->slot_bits)); }

/* Adds a position (its hash given) to the next ply unless it is there
 * already; the caller has made room (slot_limit) for it. */
static int insert(zb_census *c, const packed *p, uint64_t hash)
{
    size_t mask = ((size_t)1 << c->slot_bits) - 1;
    uint64_t top = hash & ~(uint64_t)UINT32_MAX;
    size_t s = slot_of(c, hash);
    for (uint64_t slot; (slot = c->slots[s]) != 0; s = (s + 1) & mask)
        if ((slot & ~(uint64_t)UINT32_MAX) == top && !memcmp(&c->next.items[(uint32_t)slot - 1], p, sizeof *p))
            return 0;
    if (c->next.count >= UINT32_MAX || reserve(&c->next, c->next.count + 1))
        return -1;
    c->next.items[c->next.count++] = *p;
    c->slots[s] = top | c->next.count;
    return 0;
}

/* board_keys (see byte_keys) from the position's key table. */
static void fill_board_keys(zb_census *c)
{
    const zb_chess_keys *keys = c->pos->keys;
    for (int byte = 0; byte < 32; byte++)
        for (int value = 0; value < 256; value++) {
            byte_keys k = {0, 0};
            for (int half = 0; half < 2; half++) {
                int nibble = (value >> (4 * half)) & 15, sq = 2 * byte + half;
                if (nibble && nibble <= 12) {
                    uint64_t key = keys->table[64 * (nibble - 1) + sq];
                    k.xor_key ^= key;
                    k.sum48 += key >> 16;
                }
            }
            c->board_keys[byte][value] = k;
        }
}

/* A packed position's 64-bit XOR key and its additive sum of the keys' high
 * 48 bits, from the position's key table. */
static void key_and_sum(const zb_census *c, const packed *p, uint64_t *xor_key, uint64_t *sum48)
{
    const zb_chess_keys *keys = c->pos->keys;
    const uint64_t *t = keys->table;
    uint64_t x = 0, sum = 0;
    for (int byte = 0; byte < 32; byte++) {
        const byte_keys *k = &c->board_keys[byte][p->squares[byte]];
        x ^= k->xor_key;
        sum += k->sum48;
    }
    unsigned rights = (p->side_castling >> 1) & 15;
    x ^= keys->castling[rights];
    if (keys->castling_16) {
        sum += keys->castling[rights] >> 16;
    } else {
        for (int bit = 0; bit < 4; bit++)
            if (rights & (1u << bit))
                sum += t[ZB_CHESS_CASTLING_FEATURE + bit] >> 16;
    }
    if (p->ep) { /* in the identity: the census's rule decides, not the layout's */
        x ^= t[ZB_CHESS_EP_FEATURE + p->ep - 1];
        sum += t[ZB_CHESS_EP_FEATURE + p->ep - 1] >> 16;
    }
    if ((p->side_castling & 1) == keys->turn_side) {
        x ^= t[ZB_CHESS_TURN_FEATURE];
        sum += t[ZB_CHESS_TURN_FEATURE] >> 16;
    }
    *xor_key = x;
    *sum48 = sum & ((UINT64_C(1) << 48) - 1);
}

/* One of the four hashes, from a position's XOR key and additive sum. */
static uint64_t hash_from(int hash, uint64_t xor_key, uint64_t sum48)
{
    switch (hash) {
    case ZB_CENSUS_XOR32:
        return xor_key & UINT32_MAX;
    case ZB_CENSUS_XOR48:
        return xor_key >> 16;
    case ZB_CENSUS_ADD48:
        return sum48;
    default:
        return xor_key;
    }
}

/* Colliding pairs of each hash among the distinct positions of the ply.
 * Each position is hashed once: its XOR keys are kept while the three
 * hashes taken from them are counted, then counted themselves (xor64). */
static int count_pairs(zb_census *c)
{
    size_t n = c->current.count;
    uint64_t *xor_keys = malloc(n * sizeof *xor_keys), *work = malloc(n * sizeof *work);
    uint64_t *tmp = malloc(n * sizeof *tmp);
    if (!xor_keys || !work || !tmp) {
        free(xor_keys);
        free(work);
        free(tmp);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        key_and_sum(c, &c->current.items[i], &xor_keys[i], &work[i]);
    c->pairs[ZB_CENSUS_ADD48] = zb_count_equal_pairs(work, tmp, n);
    for (int h = ZB_CENSUS_XOR32; h <= ZB_CENSUS_XOR48; h++) {
        for (size_t i = 0; i < n; i++)
            work[i] = hash_from(h, xor_keys[i], 0);
        c->pairs[h] = zb_count_equal_pairs(work, tmp, n);
    }
    c->pairs[ZB_CENSUS_XOR64] = zb_count_equal_pairs(xor_keys, tmp, n);
    free(xor_keys);
    free(work);
    free(tmp);
    return 0;
}

zb_census *zb_census_new(const zb_position *root) { return zb_census_new_ep(root, ZB_CENSUS_EP_LEGAL); }

zb_census *zb_census_new_ep(const zb_position *root, int ep_rule)
{
    if (ep_rule != ZB_CENSUS_EP_LEGAL && ep_rule != ZB_CENSUS_EP_PSEUDO_LEGAL)
        return NULL;
    zb_census *c = calloc(1, sizeof *c);
    if (!c || !(c->pos = zb_position_clone(root)) || reserve(&c->current, 1)) {
        zb_census_free(c);
        return NULL;
    }
    c->ep_rule = ep_rule;
    fill_board_keys(c);
    pack(root, ep_file(c, root), &c->current.items[0]);
    c->current.count = 1;
    return c;
}

void zb_census_free(zb_census *c)
{
    if (!c)
        return;
    zb_position_free(c->pos);
    free(c->current.items);
    free(c->next.items);
    free_slots(c);
    free(c);
}

/* Every child of one parent: packed and hashed first, their slots fetched
 * while the next are made, then inserted. A ply's slots are far larger
 * than the cache, so overlapping those reads is most of the speed. */
static int expand(zb_census *c, const packed *parent)
{
    zb_move moves[ZB_MAX_MOVES];
    packed children[ZB_MAX_MOVES];
    uint64_t hashes[ZB_MAX_MOVES];
    unpack(c->pos, parent);
    size_t n = generate_legal_moves(c->pos, moves);
    while (c->next.count + n > slot_limit(c))
        if (grow_slots(c))
            return -1;
    for (size_t i = 0; i < n; i++) {
        if (make_move_fast(c->pos, moves[i]) != ZB_OK)
            return -1;
        pack(c->pos, ep_file(c, c->pos), &children[i]);
        unmake_move_fast(c->pos);
        hashes[i] = packed_hash(&children[i]);
        PREFETCH(&c->slots[slot_of(c, hashes[i])]);
    }
    for (size_t i = 0; i < n; i++)
        if (insert(c, &children[i], hashes[i]))
            return -1;
    return 0;
}

int zb_census_step(zb_census *c, size_t budget)
{
    for (; budget && c->cursor < c->current.count; budget--, c->cursor++)
        if (expand(c, &c->current.items[c->cursor]))
            return -1;
    if (c->cursor < c->current.count)
        return 0;
    /* The ply is complete: it becomes the current one, and its parents are
     * freed before the pairs are counted (the moment of peak memory). */
    free(c->current.items);
    c->current = c->next;
    c->next = (level){NULL, 0, 0};
    c->cursor = 0;
    free_slots(c);
    c->ply++;
    return count_pairs(c) ? -1 : 1;
}

size_t zb_census_ply(const zb_census *c) { return c->ply; }
size_t zb_census_positions(const zb_census *c) { return c->current.count; }
double zb_census_progress(const zb_census *c)
{
    return c->current.count ? (double)c->cursor / (double)c->current.count : 1.0;
}
uint64_t zb_census_pairs(const zb_census *c, int hash)
{
    return hash >= 0 && hash < ZB_CENSUS_HASHES ? c->pairs[hash] : 0;
}

size_t zb_census_hashes(const zb_census *c, int hash, uint64_t *out)
{
    if (hash < 0 || hash >= ZB_CENSUS_HASHES)
        return 0;
    for (size_t i = 0; i < c->current.count; i++) {
        uint64_t xor_key, sum48;
        key_and_sum(c, &c->current.items[i], &xor_key, &sum48);
        out[i] = hash_from(hash, xor_key, sum48);
    }
    return c->current.count;
}
