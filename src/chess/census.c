/* Census: every distinct position reachable in exactly n plies, and how often
 * hashes of different widths collide among them. Identity is exact (board,
 * side, castling rights, and the ep square only when an ep capture is legal,
 * as in OEIS A083276: 20, 400, 5362, 72078, 822518, 9417681 ...; or, on
 * request, whenever one is pseudo-legal, as in A057745); a Zobrist key never
 * decides whether two positions are the same. */
#include <stdlib.h>
#include <string.h>

#include "make_move.h"

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

struct zb_census {
    zb_position *pos;  /* where parents are unpacked and expanded */
    level current;     /* positions at the last completed ply */
    level next;        /* positions being found at the next ply */
    uint32_t *slots;   /* open addressing over next.items: index + 1, or 0 */
    size_t slot_mask;
    size_t cursor;     /* next parent of current to expand */
    size_t ply;
    int ep_rule;       /* ZB_CENSUS_EP_LEGAL or ZB_CENSUS_EP_PSEUDO_LEGAL */
    uint64_t pairs[ZB_CENSUS_HASHES];
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

static int grow_slots(zb_census *c)
{
    size_t size = c->slots ? 2 * (c->slot_mask + 1) : 1 << 16;
    uint32_t *slots = calloc(size, sizeof *slots);
    if (!slots)
        return -1;
    for (size_t i = 0; i < c->next.count; i++) {
        size_t s = packed_hash(&c->next.items[i]) & (size - 1);
        while (slots[s])
            s = (s + 1) & (size - 1);
        slots[s] = (uint32_t)(i + 1);
    }
    free(c->slots);
    c->slots = slots;
    c->slot_mask = size - 1;
    return 0;
}

/* Adds a position to the next ply unless it is there already. */
static int insert(zb_census *c, const packed *p)
{
    if (2 * (c->next.count + 1) > c->slot_mask + 1 && grow_slots(c))
        return -1;
    size_t s = packed_hash(p) & c->slot_mask;
    for (; c->slots[s]; s = (s + 1) & c->slot_mask)
        if (!memcmp(&c->next.items[c->slots[s] - 1], p, sizeof *p))
            return 0;
    if (reserve(&c->next, c->next.count + 1))
        return -1;
    c->next.items[c->next.count++] = *p;
    c->slots[s] = (uint32_t)c->next.count;
    return 0;
}

/* The four hashes of a packed position, from the position's key table. */
static void hashes_of(const zb_chess_keys *keys, const packed *p, uint64_t out[ZB_CENSUS_HASHES])
{
    const uint64_t *t = keys->table;
    uint64_t x = 0, sum = 0;
    for (int sq = 0; sq < 64; sq++) {
        int nibble = (p->squares[sq >> 1] >> (4 * (sq & 1))) & 15;
        if (nibble) {
            uint64_t k = t[64 * (nibble - 1) + sq];
            x ^= k;
            sum += k >> 16;
        }
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
    out[ZB_CENSUS_XOR32] = x & 0xFFFFFFFFULL;
    out[ZB_CENSUS_XOR48] = x >> 16;
    out[ZB_CENSUS_ADD48] = sum & ((1ULL << 48) - 1);
    out[ZB_CENSUS_XOR64] = x;
}

/* Colliding pairs of each hash among the distinct positions of the ply. */
static int count_pairs(zb_census *c)
{
    size_t n = c->current.count;
    uint64_t *keys = malloc(n * sizeof *keys), *tmp = malloc(n * sizeof *tmp);
    if (!keys || !tmp) {
        free(keys);
        free(tmp);
        return -1;
    }
    for (int h = 0; h < ZB_CENSUS_HASHES; h++) {
        for (size_t i = 0; i < n; i++) {
            uint64_t all[ZB_CENSUS_HASHES];
            hashes_of(c->pos->keys, &c->current.items[i], all);
            keys[i] = all[h];
        }
        c->pairs[h] = zb_count_equal_pairs(keys, tmp, n);
    }
    free(keys);
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
    free(c->slots);
    free(c);
}

int zb_census_step(zb_census *c, size_t budget)
{
    if (!c->slots && grow_slots(c))
        return -1;
    for (; budget && c->cursor < c->current.count; budget--, c->cursor++) {
        zb_move moves[ZB_MAX_MOVES];
        unpack(c->pos, &c->current.items[c->cursor]);
        size_t n = generate_legal_moves(c->pos, moves);
        for (size_t i = 0; i < n; i++) {
            packed child;
            if (make_move_fast(c->pos, moves[i]) != ZB_OK)
                return -1;
            pack(c->pos, ep_file(c, c->pos), &child);
            unmake_move_fast(c->pos);
            if (insert(c, &child))
                return -1;
        }
    }
    if (c->cursor < c->current.count)
        return 0;
    /* The ply is complete: it becomes the current one. */
    level done = c->current;
    c->current = c->next;
    c->next = done;
    c->next.count = 0;
    c->cursor = 0;
    free(c->slots);
    c->slots = NULL;
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
        uint64_t all[ZB_CENSUS_HASHES];
        hashes_of(c->pos->keys, &c->current.items[i], all);
        out[i] = all[hash];
    }
    return c->current.count;
}
