/* The UTTT position's representation and its make/unmake, shared by the
 * files that implement it. A local board is two 9-bit masks (X's cells,
 * O's cells); "has a line" is a lookup in a 512-bit table. */
#ifndef ZB_UTTT_INTERNAL_H
#define ZB_UTTT_INTERNAL_H

#include "zobrist_uttt.h"

#define ALL_CELLS 0x1FFu

/* What unmake restores: the key and forced board before the move. */
typedef struct uttt_undo {
    uint64_t key;
    uint8_t move;
    uint8_t forced;
    uint8_t board, cell; /* move / 9, move % 9: unmake needs no division */
} uttt_undo;

struct zb_uttt {
    uint16_t cells[2][9]; /* [player][board]: bit c = a stone on cell c */
    uint16_t won[2];      /* [player]: bit b = local board b won */
    uint16_t closed;      /* bit b = board b won or drawn */
    uint8_t side;         /* player to move */
    uint8_t forced;       /* 0..8 or ZB_UTTT_NO_BOARD */
    uint8_t result;       /* ZB_UTTT_X_WON .. ZB_UTTT_ONGOING */
    uint8_t ply;          /* moves since the text: at most 81 */
    uint64_t key;
    const zb_uttt_keys *keys;
    uint64_t perft_key_sum; /* XOR of the leaf keys perft saw: keeps their update live */
    uttt_undo history[ZB_UTTT_MAX_MOVES];
};

/* Bit m of the table: whether the 9-bit cell mask m holds a line of three. */
extern const uint64_t uttt_line_table[8];
static inline int has_line(unsigned mask) { return (int)(uttt_line_table[mask >> 6] >> (mask & 63)) & 1; }

/* make_fast and unmake_fast are the perft's whole cost: clang does not
 * inline make_fast on its own (it measured 40% slower), so both insist. */
#define UTTT_ALWAYS_INLINE static inline __attribute__((always_inline))

/* The move (board b, cell c), unchecked: updates cells, closed boards,
 * result, forced board, side and key, and pushes what unmake needs. */
UTTT_ALWAYS_INLINE void make_at(zb_uttt *pos, int b, int c)
{
    const zb_uttt_keys *keys = pos->keys;
    int move = 9 * b + c, p = pos->side;
    uttt_undo *u = &pos->history[pos->ply++];
    u->key = pos->key;
    u->move = (uint8_t)move;
    u->forced = pos->forced;
    u->board = (uint8_t)b;
    u->cell = (uint8_t)c;

    uint64_t key = pos->key ^ keys->table[zb_uttt_stone_feature(move, p)] ^ keys->table[ZB_UTTT_TURN_FEATURE] ^
                   keys->forced[pos->forced];
    unsigned mine = pos->cells[p][b] |= (uint16_t)(1u << c);
    if (has_line(mine) || (mine | pos->cells[p ^ 1][b]) == ALL_CELLS) {
        /* The board closes: its stones leave the key, its outcome enters,
         * so a closed board hashes the same however it was closed. */
        for (int who = 0; who < 2; who++)
            for (unsigned m = pos->cells[who][b]; m; m &= m - 1)
                key ^= keys->table[zb_uttt_stone_feature(9 * b + __builtin_ctz(m), who)];
        int outcome = has_line(mine) ? p : ZB_UTTT_DRAWN;
        key ^= keys->table[ZB_UTTT_OUTCOME_FEATURE + 3 * b + outcome];
        pos->closed |= (uint16_t)(1u << b);
        if (outcome == p) {
            pos->won[p] |= (uint16_t)(1u << b);
            if (has_line(pos->won[p]))
                pos->result = (uint8_t)p;
        }
        if (pos->closed == ALL_CELLS && pos->result == ZB_UTTT_ONGOING)
            pos->result = ZB_UTTT_DRAWN;
    }
    int forced = pos->result != ZB_UTTT_ONGOING || (pos->closed >> c & 1) ? ZB_UTTT_NO_BOARD : c;
    pos->forced = (uint8_t)forced;
    pos->key = key ^ keys->forced[forced];
    pos->side = (uint8_t)(p ^ 1);
}

UTTT_ALWAYS_INLINE void make_fast(zb_uttt *pos, int move) { make_at(pos, move / 9, move % 9); }

/* Takes back the last move (there must be one). A move is made only in an
 * open board of an ongoing game, so whatever is closed or decided about its
 * board now, the move did. */
UTTT_ALWAYS_INLINE void unmake_fast(zb_uttt *pos)
{
    const uttt_undo *u = &pos->history[--pos->ply];
    int b = u->board, c = u->cell, p = pos->side ^ 1;
    uint16_t keep = (uint16_t)~(1u << b);
    pos->cells[p][b] &= (uint16_t)~(1u << c);
    pos->closed &= keep;
    pos->won[0] &= keep;
    pos->won[1] &= keep;
    pos->result = ZB_UTTT_ONGOING;
    pos->forced = u->forced;
    pos->key = u->key;
    pos->side = (uint8_t)p;
}

/* Legal moves in increasing order; 0 when the game is over. */
static inline size_t generate_moves(const zb_uttt *pos, uint8_t *out)
{
    if (pos->result != ZB_UTTT_ONGOING)
        return 0;
    unsigned boards = pos->forced != ZB_UTTT_NO_BOARD ? 1u << pos->forced : ~pos->closed & ALL_CELLS;
    size_t n = 0;
    for (; boards; boards &= boards - 1) {
        int b = __builtin_ctz(boards);
        for (unsigned empty = ~(pos->cells[0][b] | pos->cells[1][b]) & ALL_CELLS; empty; empty &= empty - 1)
            out[n++] = (uint8_t)(9 * b + __builtin_ctz(empty));
    }
    return n;
}

/* Derives closed, won and result from the cells (a board with a line is won
 * by that line's player; both players' lines are the text checker's
 * problem). uttt_derive also sets the key from scratch. */
void uttt_derive_status(zb_uttt *pos);
void uttt_derive(zb_uttt *pos);

/* Status of one board from its masks: ZB_UTTT_X_WON .. ZB_UTTT_OPEN. */
int uttt_board_outcome(unsigned x, unsigned o);

/* Where the parts of a position text are, for error offsets. */
typedef struct uttt_text_offsets {
    size_t boards, group[9], side, forced;
} uttt_text_offsets;

/* Whether a parsed position (cells, side, forced board; derived) is one a
 * game can reach, as far as the header's checks tell; the offending part's
 * offset in *where. */
zb_uttt_error uttt_check_reachable(const zb_uttt *pos, const uttt_text_offsets *at, size_t *where);

#endif
