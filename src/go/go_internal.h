/* The Go position's representation, shared by the files that implement it. */
#ifndef ZB_GO_INTERNAL_H
#define ZB_GO_INTERNAL_H

#include <string.h>

#include "zobrist_go.h"

/* Every edge neighbour points at one off-board cell, so a point always has
 * four neighbours and loops need no bounds tests. */
#define GO_OFF_CELL ZB_GO_MAX_POINTS
enum { GO_OFF = 3 };
/* 64-bit words of a stone bitset of the largest board. */
#define GO_WORDS ((ZB_GO_MAX_POINTS + 63) / 64)

/* What a move changed, for unmake: one record per ply. */
typedef struct go_ply {
    uint64_t key, stones_key; /* before the move */
    uint32_t removed_start;   /* its stones in the removed stack (when removed_count > 0) */
    uint32_t removal_floor;   /* before the move (when removed_count > 0: else unchanged) */
    uint16_t removed_count;
    int16_t move;
    uint8_t passes;           /* before the move */
    uint8_t suicide;          /* the removed stones were the mover's */
} go_ply;

struct zb_go_position {
    int size, points, words;  /* N, N^2, bitset words in use */
    zb_go_rules rules;
    int side, passes;
    int custom_keys;
    uint64_t key, stones_key;
    uint64_t bits[2][GO_WORDS];                /* stones by colour */
    uint8_t board[ZB_GO_MAX_POINTS + 1];       /* colour, ZB_GO_EMPTY; GO_OFF at GO_OFF_CELL */
    uint16_t neighbours[ZB_GO_MAX_POINTS][4];
    uint64_t keys[ZB_GO_MAX_KEYS];
    uint64_t failed_confirmations;
    /* flood fills: a point is visited when mark == stamp (no clearing) */
    uint32_t mark[ZB_GO_MAX_POINTS + 1];
    uint32_t stamp;
    /* history */
    go_ply *plies;
    size_t ply, ply_cap;
    uint64_t *arrangement_keys;  /* stones-only key of each arrangement */
    uint64_t *arrangement_bits;  /* its stones: 2 * words words each (room counted at 2 * GO_WORDS) */
    size_t arrangements, arrangement_cap, arrangement_bits_cap;
    /* The newest arrangement a move that removed stones made (0: the
     * start). Arrangements since then only gained stones, so a placement
     * that removes nothing cannot repeat them: superko looks below it. */
    size_t removal_floor;
    /* Long games: arrangements 0..key_set_count-1 indexed by key (go_key_set.c). */
    uint32_t *key_set;
    size_t key_set_size, key_set_count;
    uint16_t *removed;           /* stones removed by the moves in history */
    size_t removed_count, removed_cap;
};

/* What a placement does, found before making it. */
typedef struct go_effect {
    uint64_t stones_key; /* of the arrangement after the move */
    int suicide;         /* the mover's own group goes (Tromp-Taylor) */
    int removed_count;
    uint16_t removed[ZB_GO_MAX_POINTS];
} go_effect;

static inline void go_set_bit(uint64_t *bits, int point) { bits[point >> 6] |= UINT64_C(1) << (point & 63); }
static inline void go_clear_bit(uint64_t *bits, int point) { bits[point >> 6] &= ~(UINT64_C(1) << (point & 63)); }

/* Sets size, neighbours and (unless caller-given) keys; empties the board. */
void go_resize(zb_go_position *pos, int size);
/* Forgets the history: the current arrangement becomes the only one. */
void go_reset_history(zb_go_position *pos);
/* The keys of the current stones and side, from scratch. */
uint64_t go_scratch_stones_key(const zb_go_position *pos);

/* Effect of the side to move placing a stone on an empty or occupied point:
 * ZB_GO_OK, ZB_GO_ERR_POINT_OCCUPIED or ZB_GO_ERR_SUICIDE (superko aside). */
zb_go_error go_effect_of(zb_go_position *pos, int point, go_effect *out);
/* Whether the arrangement after the placement repeats an earlier one: key
 * lookup, then the stones compared (failed confirmations counted). */
int go_repeats(zb_go_position *pos, int point, const go_effect *effect);
/* Makes a placement whose effect is known, or a pass (point == N^2, effect
 * unused, may be NULL); the history must have room (go_reserve). */
void go_apply(zb_go_position *pos, int point, const go_effect *effect);
/* The arrangement key index: brought up to date (0, or -1 when out of
 * memory: then scan instead), its newest entry taken out (unmake, when it
 * indexes the arrangement being taken back), emptied. */
int go_key_set_sync(zb_go_position *pos);
void go_key_set_pop(zb_go_position *pos);
void go_key_set_reset(zb_go_position *pos);
/* A key's first slot in a table of size (a power of two) slots. Caller-given
 * keys need not be random in their low bits, so the key is mixed first. */
static inline size_t go_key_slot(uint64_t key, size_t size)
{
    return (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (size - 1);
}
/* Superko scans at most this many arrangements; more, and it looks them up. */
#define GO_SCAN_LIMIT 32
/* Room for n more moves with their removed stones. */
zb_go_error go_reserve(zb_go_position *pos, size_t n);

/* The perft's whole cost is the effect, the superko scan, make and unmake:
 * they are inline here so the perft gets them in its own loop (gcc does not
 * inline across files; in WASM a call spills every live value), and the
 * functions above are these, out of line. */
#define GO_ALWAYS_INLINE static inline __attribute__((always_inline))

static inline uint32_t go_next_stamp(zb_go_position *pos)
{
    if (++pos->stamp == 0) { /* wrapped: old marks could look current */
        memset(pos->mark, 0, sizeof pos->mark);
        pos->stamp = 1;
    }
    return pos->stamp;
}

/* Appends the group of the stone at start to stones[*count..], stamping it.
 * Returns 1 when the group has no liberty other than `except`; 0 as soon as
 * it finds one (the collection is then incomplete and *count is restored). */
static inline int go_fill_without_liberty(zb_go_position *pos, int start, int except, uint16_t *stones, int *count)
{
    uint32_t stamp = go_next_stamp(pos);
    const uint8_t *board = pos->board;
    uint32_t *mark = pos->mark;
    int colour = board[start], first = *count, n = first;
    mark[start] = stamp;
    stones[n++] = (uint16_t)start;
    for (int i = first; i < n; i++) {
        const uint16_t *nb = pos->neighbours[stones[i]];
        for (int k = 0; k < 4; k++) {
            int q = nb[k], c = board[q];
            if (c == ZB_GO_EMPTY && q != except)
                return 0; /* *count untouched */
            if (c == colour && mark[q] != stamp) {
                mark[q] = stamp;
                stones[n++] = (uint16_t)q;
            }
        }
    }
    *count = n;
    return 1;
}

/* Whether the stone at q belongs to a group already collected whole. */
static inline int go_in_filled(const zb_go_position *pos, int q, const uint32_t *stamps, int n)
{
    for (int i = 0; i < n; i++)
        if (pos->mark[q] == stamps[i])
            return 1;
    return 0;
}

/* Whether the stone at q has a liberty of its own other than `except`: then
 * its group has one, and no fill is needed to tell. */
static inline int go_own_liberty(const zb_go_position *pos, int q, int except)
{
    const uint16_t *nb = pos->neighbours[q];
    for (int k = 0; k < 4; k++)
        if (pos->board[nb[k]] == ZB_GO_EMPTY && nb[k] != except)
            return 1;
    return 0;
}

GO_ALWAYS_INLINE zb_go_error go_effect_inline(zb_go_position *pos, int point, go_effect *out)
{
    const uint8_t *board = pos->board;
    if (board[point] != ZB_GO_EMPTY)
        return ZB_GO_ERR_POINT_OCCUPIED;
    int me = pos->side, them = me ^ 1;
    const uint16_t *nb = pos->neighbours[point];
    int liberty = 0;
    for (int k = 0; k < 4; k++)
        liberty |= board[nb[k]] == ZB_GO_EMPTY;

    uint64_t key = pos->stones_key;
    uint32_t filled[4];
    int nfilled = 0, own_count = 0, removed_count = 0;
    uint16_t own[ZB_GO_MAX_POINTS];
    /* Unrolled: in WASM a loop costs an interrupt check an iteration. */
#pragma GCC unroll 4
    for (int k = 0; k < 4; k++) {
        int q = nb[k], c = board[q];
        if (c == them) {
            if (go_own_liberty(pos, q, point) || go_in_filled(pos, q, filled, nfilled))
                continue;
            int start = removed_count;
            if (go_fill_without_liberty(pos, q, point, out->removed, &removed_count)) {
                filled[nfilled++] = pos->stamp;
                for (int i = start; i < removed_count; i++)
                    key ^= pos->keys[zb_go_stone_feature(out->removed[i], them)];
            }
        } else if (c == me && !liberty) {
            /* A friendly group with another liberty gives the stone one. */
            if (go_in_filled(pos, q, filled, nfilled))
                continue;
            if (go_own_liberty(pos, q, point) || !go_fill_without_liberty(pos, q, point, own, &own_count))
                liberty = 1;
            else
                filled[nfilled++] = pos->stamp;
        }
    }
    out->suicide = 0;
    out->removed_count = removed_count;
    if (liberty || removed_count > 0) {
        out->stones_key = key ^ pos->keys[zb_go_stone_feature(point, me)];
        return ZB_GO_OK;
    }
    if (own_count == 0 || pos->rules == ZB_GO_CGOS)
        return ZB_GO_ERR_SUICIDE;
    /* Tromp-Taylor: the stone and its group leave the board. */
    out->suicide = 1;
    out->removed_count = own_count;
    for (int i = 0; i < own_count; i++) {
        out->removed[i] = own[i];
        key ^= pos->keys[zb_go_stone_feature(own[i], me)];
    }
    out->stones_key = key;
    return ZB_GO_OK;
}

/* The common case of go_effect_of on an empty point: the stone has a
 * liberty and every enemy neighbour a liberty of its own, so nothing is
 * captured and no group needs a fill. 1 and the new stones-only key then;
 * else 0 (ask go_effect_of). */
GO_ALWAYS_INLINE int go_effect_simple(const zb_go_position *pos, int point, uint64_t *stones_key)
{
    const uint8_t *board = pos->board;
    const uint16_t *nb = pos->neighbours[point];
    int me = pos->side, them = me ^ 1, liberty = 0, simple = 1;
#pragma GCC unroll 4
    for (int k = 0; k < 4; k++) {
        int q = nb[k], c = board[q];
        liberty |= c == ZB_GO_EMPTY;
        if (c == them && !go_own_liberty(pos, q, point))
            simple = 0;
    }
    if (!liberty || !simple)
        return 0;
    *stones_key = pos->stones_key ^ pos->keys[zb_go_stone_feature(point, me)];
    return 1;
}

/* go_repeats for the perft's short paths: the scan of the keys inline, the
 * rest (a key matched, or a long history) out of line. */
int go_repeats_slow(zb_go_position *pos, int point, const go_effect *effect, size_t end, size_t from);
/* go_repeats_inline for a placement that removes nothing. */
GO_ALWAYS_INLINE int go_repeats_simple(zb_go_position *pos, int point, uint64_t key)
{
    size_t end = pos->removal_floor;
    const uint64_t *keys = pos->arrangement_keys;
    if (end <= GO_SCAN_LIMIT) {
        size_t i = end;
        while (i-- > 0)
            if (keys[i] == key)
                break;
        if (i == (size_t)-1)
            return 0;
        end = i + 1;
    }
    go_effect effect; /* only its first fields are read */
    effect.stones_key = key;
    effect.suicide = 0;
    effect.removed_count = 0;
    return go_repeats_slow(pos, point, &effect, pos->removal_floor, end);
}

GO_ALWAYS_INLINE int go_repeats_inline(zb_go_position *pos, int point, const go_effect *effect)
{
    size_t end = effect->removed_count > 0 ? pos->arrangements : pos->removal_floor;
    if (end > GO_SCAN_LIMIT)
        return go_repeats_slow(pos, point, effect, end, end);
    uint64_t key = effect->stones_key;
    const uint64_t *keys = pos->arrangement_keys;
    for (size_t i = end; i-- > 0;)
        if (keys[i] == key)
            return go_repeats_slow(pos, point, effect, end, i + 1);
    return 0;
}

/* The rare parts of make and unmake, out of line: the stones a move
 * removes (captures, or the mover's in a suicide) leave, and come back. */
void go_apply_removals(zb_go_position *pos, const go_effect *effect);
void go_unmake_removals(zb_go_position *pos, const go_ply *rec);

/* The placement part of go_apply: removed_count stones removed (effect's),
 * the stone placed unless suicide; sides already switched by the caller. */
GO_ALWAYS_INLINE void go_place(zb_go_position *pos, go_ply *rec, int point, uint64_t turn, uint64_t stones_key,
                               int suicide, int removed_count, const go_effect *effect)
{
    int them = pos->side, me = them ^ 1;
    pos->passes = 0;
    rec->removed_count = (uint16_t)removed_count;
    rec->suicide = (uint8_t)suicide;
    if (removed_count > 0)
        go_apply_removals(pos, effect);
    if (!suicide) {
        pos->board[point] = (uint8_t)me;
        go_set_bit(pos->bits[me], point);
    }
    pos->stones_key = stones_key;
    pos->key = stones_key ^ (them == ZB_GO_WHITE ? turn : 0);

    size_t w = (size_t)pos->words, i = pos->arrangements++;
    pos->arrangement_keys[i] = stones_key;
    uint64_t *bits = pos->arrangement_bits + 2 * w * i;
    if (w == 1) { /* up to 8 x 8: the common case, without a loop */
        bits[0] = pos->bits[0][0];
        bits[1] = pos->bits[1][0];
    } else {
        for (size_t k = 0; k < w; k++) { /* a few words: a loop beats memcpy */
            bits[k] = pos->bits[0][k];
            bits[w + k] = pos->bits[1][k];
        }
    }
    if (removed_count > 0) {
        rec->removal_floor = (uint32_t)pos->removal_floor;
        pos->removal_floor = i;
    }
}

/* The record of a move, pushed; the side switched. */
GO_ALWAYS_INLINE go_ply *go_push(zb_go_position *pos, int point)
{
    go_ply *rec = &pos->plies[pos->ply++];
    rec->key = pos->key;
    rec->stones_key = pos->stones_key;
    rec->move = (int16_t)point;
    rec->passes = (uint8_t)pos->passes;
    pos->side ^= 1;
    return rec;
}

GO_ALWAYS_INLINE void go_apply_inline(zb_go_position *pos, int point, const go_effect *effect)
{
    uint64_t turn = pos->keys[zb_go_turn_feature(pos->size)];
    go_ply *rec = go_push(pos, point);
    if (point == pos->points) {
        rec->removed_count = 0;
        rec->suicide = 0;
        pos->key ^= turn;
        pos->passes++;
        return;
    }
    go_place(pos, rec, point, turn, effect->stones_key, effect->suicide, effect->removed_count, effect);
}

/* go_apply of a placement that removes nothing (go_effect_simple's). */
GO_ALWAYS_INLINE void go_apply_simple(zb_go_position *pos, int point, uint64_t stones_key)
{
    uint64_t turn = pos->keys[zb_go_turn_feature(pos->size)];
    go_place(pos, go_push(pos, point), point, turn, stones_key, 0, 0, NULL);
}

/* Takes back the last move (there must be one). */
GO_ALWAYS_INLINE void go_unmake_inline(zb_go_position *pos)
{
    const go_ply *rec = &pos->plies[--pos->ply];
    int me = pos->side ^ 1; /* who made the move */
    int move = rec->move;
    pos->side = me;
    pos->key = rec->key;
    pos->stones_key = rec->stones_key;
    pos->passes = rec->passes;
    if (move == pos->points)
        return;
    if (pos->key_set_count == pos->arrangements)
        go_key_set_pop(pos);
    pos->arrangements--;
    int suicide = rec->suicide, removed_count = rec->removed_count;
    if (!suicide) {
        pos->board[move] = ZB_GO_EMPTY;
        go_clear_bit(pos->bits[me], move);
    }
    if (removed_count > 0) /* else the stack and the floor are as they were */
        go_unmake_removals(pos, rec);
}

#endif
