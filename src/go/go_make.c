/* Making and taking back moves, with the key updated incrementally. */
#include "go_internal.h"

void go_apply_removals(zb_go_position *pos, const go_effect *effect)
{
    int me = pos->side ^ 1; /* go_apply has switched sides */
    int removed_colour = effect->suicide ? me : me ^ 1;
    pos->plies[pos->ply - 1].removed_start = (uint32_t)pos->removed_count;
    uint16_t *removed = pos->removed + pos->removed_count;
    for (int i = 0; i < effect->removed_count; i++) {
        int q = effect->removed[i];
        pos->board[q] = ZB_GO_EMPTY;
        go_clear_bit(pos->bits[removed_colour], q);
        removed[i] = (uint16_t)q;
    }
    pos->removed_count += (size_t)effect->removed_count;
}

void go_unmake_removals(zb_go_position *pos, const go_ply *rec)
{
    int me = pos->side; /* unmake has switched back */
    int colour = rec->suicide ? me : me ^ 1;
    const uint16_t *removed = pos->removed + rec->removed_start;
    for (int i = 0; i < rec->removed_count; i++) {
        int q = removed[i];
        pos->board[q] = (uint8_t)colour;
        go_set_bit(pos->bits[colour], q);
    }
    pos->removed_count = rec->removed_start;
    pos->removal_floor = rec->removal_floor;
}

void go_apply(zb_go_position *pos, int point, const go_effect *effect) { go_apply_inline(pos, point, effect); }

zb_go_error zb_go_unmake(zb_go_position *pos)
{
    if (pos->ply == 0)
        return ZB_GO_ERR_NOTHING_TO_UNDO;
    go_unmake_inline(pos);
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
