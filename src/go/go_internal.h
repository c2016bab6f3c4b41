/* The Go position's representation, shared by the files that implement it. */
#ifndef ZB_GO_INTERNAL_H
#define ZB_GO_INTERNAL_H

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
    uint32_t removed_start;   /* its stones in the removed stack */
    uint32_t removal_floor;   /* before the move */
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

#endif
