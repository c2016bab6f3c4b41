/* Perft: count the move sequences of a given length, making and unmaking
 * every move (leaves included), superko checked at every node. Each
 * placement's effect is found once, for both the legality test and the make. */
#include "go_internal.h"

/* Makes the placement at the empty point p if it is legal: 1 then. The
 * common case (nothing removed: go_effect_simple) keeps its key in a local
 * and skips the removal branches. */
GO_ALWAYS_INLINE int try_place(zb_go_position *pos, int p, go_effect *effect)
{
    uint64_t stones_key;
    if (go_effect_simple(pos, p, &stones_key)) {
        if (go_repeats_simple(pos, p, stones_key))
            return 0;
        go_apply_simple(pos, p, stones_key);
        return 1;
    }
    if (go_effect_of(pos, p, effect) != ZB_GO_OK || go_repeats_inline(pos, p, effect))
        return 0;
    go_apply_inline(pos, p, effect);
    return 1;
}

/* The last ply in a loop of its own, without the recursive call (across
 * which WASM keeps no value in a register). */
static uint64_t perft_last(zb_go_position *pos)
{
    if (pos->passes >= 2)
        return 0;
    uint64_t nodes = 0;
    go_effect effect;
    for (int p = 0, points = pos->points; p < points; p++) {
        if (pos->board[p] != ZB_GO_EMPTY || !try_place(pos, p, &effect))
            continue;
        nodes++;
        go_unmake_inline(pos);
    }
    go_apply_inline(pos, pos->points, NULL);
    nodes++;
    go_unmake_inline(pos);
    return nodes;
}

static uint64_t perft(zb_go_position *pos, int depth)
{
    if (depth == 1)
        return perft_last(pos);
    if (pos->passes >= 2)
        return 0;
    uint64_t nodes = 0;
    go_effect effect;
    for (int p = 0, points = pos->points; p < points; p++) {
        if (pos->board[p] != ZB_GO_EMPTY || !try_place(pos, p, &effect)) /* room reserved */
            continue;
        nodes += perft(pos, depth - 1);
        go_unmake_inline(pos);
    }
    go_apply_inline(pos, pos->points, NULL);
    nodes += perft(pos, depth - 1);
    go_unmake_inline(pos);
    return nodes;
}

uint64_t zb_go_perft(zb_go_position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (go_reserve(pos, (size_t)depth + 1) != ZB_GO_OK)
        return 0;
    return perft(pos, depth);
}

static zb_go_error verify(zb_go_position *pos, int depth, zb_go_perft_check *check)
{
    uint64_t scratch = zb_go_compute_key(pos), stones = go_scratch_stones_key(pos);
    check->checked++;
    if (scratch != pos->key || stones != pos->stones_key) {
        check->incremental = pos->key;
        check->scratch = scratch;
        return ZB_GO_ERR_KEY_MISMATCH;
    }
    if (depth == 0) {
        check->nodes++;
        return ZB_GO_OK;
    }
    int moves[ZB_GO_MAX_MOVES];
    size_t count = zb_go_legal_moves(pos, moves);
    for (size_t i = 0; i < count; i++) {
        zb_go_make(pos, moves[i]);
        zb_go_error err = verify(pos, depth - 1, check);
        if (err)
            return err; /* leave the position where the keys differ */
        zb_go_unmake(pos);
    }
    return ZB_GO_OK;
}

zb_go_error zb_go_perft_verify(zb_go_position *pos, int depth, zb_go_perft_check *check)
{
    *check = (zb_go_perft_check){0, 0, 0, 0};
    if (depth < 0)
        return ZB_GO_ERR_ARGUMENT;
    if (go_reserve(pos, (size_t)depth + 1) != ZB_GO_OK)
        return ZB_GO_ERR_NO_MEMORY;
    return verify(pos, depth, check);
}
