/* Positions: life cycle, what can be asked of them, and the key from
 * scratch (the definition the incremental key must agree with). */
#include <stdlib.h>
#include <string.h>

#include "uttt_internal.h"

int uttt_board_outcome(unsigned x, unsigned o)
{
    if (has_line(x))
        return ZB_UTTT_X_WON;
    if (has_line(o))
        return ZB_UTTT_O_WON;
    return (x | o) == ALL_CELLS ? ZB_UTTT_DRAWN : ZB_UTTT_OPEN;
}

void uttt_derive_status(zb_uttt *pos)
{
    pos->closed = pos->won[0] = pos->won[1] = 0;
    for (int b = 0; b < 9; b++) {
        int outcome = uttt_board_outcome(pos->cells[0][b], pos->cells[1][b]);
        if (outcome != ZB_UTTT_OPEN)
            pos->closed |= (uint16_t)(1u << b);
        if (outcome == ZB_UTTT_X_WON || outcome == ZB_UTTT_O_WON)
            pos->won[outcome] |= (uint16_t)(1u << b);
    }
    if (has_line(pos->won[ZB_UTTT_X]))
        pos->result = ZB_UTTT_X_WON;
    else if (has_line(pos->won[ZB_UTTT_O]))
        pos->result = ZB_UTTT_O_WON;
    else
        pos->result = pos->closed == ALL_CELLS ? ZB_UTTT_DRAWN : ZB_UTTT_ONGOING;
}

void uttt_derive(zb_uttt *pos)
{
    uttt_derive_status(pos);
    pos->key = zb_uttt_compute_key(pos);
}

zb_uttt *zb_uttt_new(const zb_uttt_keys *keys)
{
    zb_uttt *pos = malloc(sizeof *pos);
    if (!pos)
        return NULL;
    pos->keys = keys ? keys : zb_uttt_keys_default();
    pos->perft_key_sum = 0;
    zb_uttt_reset(pos);
    return pos;
}

void zb_uttt_free(zb_uttt *pos) { free(pos); }

zb_uttt *zb_uttt_clone(const zb_uttt *pos)
{
    zb_uttt *copy = malloc(sizeof *copy);
    if (copy)
        memcpy(copy, pos, sizeof *copy);
    return copy;
}

void zb_uttt_reset(zb_uttt *pos)
{
    memset(pos->cells, 0, sizeof pos->cells);
    pos->side = ZB_UTTT_X;
    pos->forced = ZB_UTTT_NO_BOARD;
    pos->ply = 0;
    uttt_derive(pos);
}

size_t zb_uttt_features(const zb_uttt *pos, uint32_t *out)
{
    size_t n = 0;
    for (int s = 0; s < 81; s++) {
        int b = s / 9, c = s % 9;
        if (pos->closed >> b & 1)
            continue; /* a closed board is its outcome only */
        for (int player = 0; player < 2; player++)
            if (pos->cells[player][b] >> c & 1)
                out[n++] = zb_uttt_stone_feature(s, player);
    }
    for (int b = 0; b < 9; b++)
        if (pos->closed >> b & 1)
            out[n++] = ZB_UTTT_OUTCOME_FEATURE + 3u * (uint32_t)b +
                       (uint32_t)uttt_board_outcome(pos->cells[0][b], pos->cells[1][b]);
    if (pos->forced != ZB_UTTT_NO_BOARD)
        out[n++] = ZB_UTTT_FORCED_FEATURE + pos->forced;
    if (pos->side == ZB_UTTT_O)
        out[n++] = ZB_UTTT_TURN_FEATURE;
    return n;
}

uint64_t zb_uttt_compute_key(const zb_uttt *pos)
{
    uint32_t features[ZB_UTTT_MAX_FEATURES];
    size_t n = zb_uttt_features(pos, features);
    return zb_hash_features(pos->keys->table, features, n);
}

uint64_t zb_uttt_key(const zb_uttt *pos) { return pos->key; }
int zb_uttt_side(const zb_uttt *pos) { return pos->side; }
int zb_uttt_forced_board(const zb_uttt *pos) { return pos->forced; }
int zb_uttt_result(const zb_uttt *pos) { return pos->result; }
size_t zb_uttt_ply(const zb_uttt *pos) { return pos->ply; }

int zb_uttt_board_status(const zb_uttt *pos, int board)
{
    if (board < 0 || board > 8)
        return ZB_UTTT_OPEN;
    if (!(pos->closed >> board & 1))
        return ZB_UTTT_OPEN;
    if (pos->won[ZB_UTTT_X] >> board & 1)
        return ZB_UTTT_X_WON;
    return pos->won[ZB_UTTT_O] >> board & 1 ? ZB_UTTT_O_WON : ZB_UTTT_DRAWN;
}

int zb_uttt_cell(const zb_uttt *pos, int square)
{
    if (square < 0 || square > 80)
        return ZB_UTTT_EMPTY;
    int b = square / 9, c = square % 9;
    if (pos->cells[ZB_UTTT_X][b] >> c & 1)
        return ZB_UTTT_X;
    return pos->cells[ZB_UTTT_O][b] >> c & 1 ? ZB_UTTT_O : ZB_UTTT_EMPTY;
}

int zb_uttt_move_at(const zb_uttt *pos, size_t ply)
{
    return ply >= 1 && ply <= pos->ply ? pos->history[ply - 1].move : -1;
}
