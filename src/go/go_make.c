/* Making and taking back moves, with the key updated incrementally. */
#include "go_internal.h"

void go_apply(zb_go_position *pos, int point, const go_effect *effect)
{
    int me = pos->side, them = me ^ 1;
    go_ply *rec = &pos->plies[pos->ply++];
    rec->key = pos->key;
    rec->stones_key = pos->stones_key;
    rec->move = (int16_t)point;
    rec->passes = (uint8_t)pos->passes;
    rec->removed_start = (uint32_t)pos->removed_count;
    rec->removed_count = 0;
    rec->suicide = 0;
    rec->removal_floor = (uint32_t)pos->removal_floor;
    uint64_t turn = pos->keys[zb_go_turn_feature(pos->size)];
    pos->side = them;
    pos->key ^= turn;
    if (point == pos->points) {
        pos->passes++;
        return;
    }
    pos->passes = 0;

    int removed_colour = effect->suicide ? me : them;
    for (int i = 0; i < effect->removed_count; i++) {
        int q = effect->removed[i];
        pos->board[q] = ZB_GO_EMPTY;
        go_clear_bit(pos->bits[removed_colour], q);
        pos->removed[pos->removed_count++] = (uint16_t)q;
    }
    rec->removed_count = (uint16_t)effect->removed_count;
    rec->suicide = (uint8_t)effect->suicide;
    if (!effect->suicide) {
        pos->board[point] = (uint8_t)me;
        go_set_bit(pos->bits[me], point);
    }
    pos->stones_key = effect->stones_key;
    pos->key = effect->stones_key ^ (them == ZB_GO_WHITE ? turn : 0);

    size_t w = (size_t)pos->words, i = pos->arrangements++;
    pos->arrangement_keys[i] = pos->stones_key;
    uint64_t *bits = pos->arrangement_bits + 2 * w * i;
    for (size_t k = 0; k < w; k++) { /* a word or two: a loop beats memcpy */
        bits[k] = pos->bits[0][k];
        bits[w + k] = pos->bits[1][k];
    }
    if (effect->removed_count > 0)
        pos->removal_floor = i;
}

zb_go_error zb_go_unmake(zb_go_position *pos)
{
    if (pos->ply == 0)
        return ZB_GO_ERR_NOTHING_TO_UNDO;
    const go_ply *rec = &pos->plies[--pos->ply];
    int me = pos->side ^ 1; /* who made the move */
    pos->side = me;
    pos->key = rec->key;
    pos->stones_key = rec->stones_key;
    pos->passes = rec->passes;
    if (rec->move == pos->points)
        return ZB_GO_OK;
    if (pos->key_set_count == pos->arrangements)
        go_key_set_pop(pos);
    pos->arrangements--;
    pos->removal_floor = rec->removal_floor;
    if (!rec->suicide) {
        pos->board[rec->move] = ZB_GO_EMPTY;
        go_clear_bit(pos->bits[me], rec->move);
    }
    int colour = rec->suicide ? me : me ^ 1;
    for (size_t i = 0; i < rec->removed_count; i++) {
        int q = pos->removed[rec->removed_start + i];
        pos->board[q] = (uint8_t)colour;
        go_set_bit(pos->bits[colour], q);
    }
    pos->removed_count = rec->removed_start;
    return ZB_GO_OK;
}

zb_go_error zb_go_make(zb_go_position *pos, int move)
{
    go_effect effect;
    if (move < 0 || move > pos->points)
        return ZB_GO_ERR_POINT_OFF_BOARD;
    if (move < pos->points) {
        zb_go_error err = go_effect_of(pos, move, &effect);
        if (err)
            return err;
    }
    if (go_reserve(pos, 1) != ZB_GO_OK)
        return ZB_GO_ERR_NO_MEMORY;
    go_apply(pos, move, move < pos->points ? &effect : NULL);
    return ZB_GO_OK;
}

/* The checks of zb_go_check_move; on success *effect holds a placement's. */
static zb_go_error check(zb_go_position *pos, int move, go_effect *effect)
{
    if (move < 0 || move > pos->points)
        return ZB_GO_ERR_POINT_OFF_BOARD;
    if (pos->passes >= 2)
        return ZB_GO_ERR_GAME_OVER;
    if (move == pos->points)
        return ZB_GO_OK;
    zb_go_error err = go_effect_of(pos, move, effect);
    if (err)
        return err;
    return go_repeats(pos, move, effect) ? ZB_GO_ERR_SUPERKO : ZB_GO_OK;
}

zb_go_error zb_go_check_move(zb_go_position *pos, int move)
{
    go_effect effect;
    return check(pos, move, &effect);
}

zb_go_error zb_go_make_checked(zb_go_position *pos, int move)
{
    go_effect effect;
    zb_go_error err = check(pos, move, &effect);
    if (err)
        return err;
    if (go_reserve(pos, 1) != ZB_GO_OK)
        return ZB_GO_ERR_NO_MEMORY;
    go_apply(pos, move, move < pos->points ? &effect : NULL);
    return ZB_GO_OK;
}

size_t zb_go_legal_moves(zb_go_position *pos, int *out)
{
    if (pos->passes >= 2)
        return 0;
    size_t n = 0;
    go_effect effect;
    for (int p = 0; p < pos->points; p++)
        if (pos->board[p] == ZB_GO_EMPTY && go_effect_of(pos, p, &effect) == ZB_GO_OK && !go_repeats(pos, p, &effect))
            out[n++] = p;
    out[n++] = pos->points;
    return n;
}
