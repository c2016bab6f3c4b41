/* Perft: count the leaves of the legal move tree, making and unmaking every
 * move (leaves included, no bulk counting), so the incremental key is
 * updated at every node. */
#include "make_move.h"

static uint64_t perft(zb_position *pos, int depth)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t count = generate_legal_moves(pos, moves);
    uint64_t nodes = 0;
    for (size_t i = 0; i < count; i++) {
        make_move_fast(pos, moves[i]); /* cannot fail: room reserved */
        nodes += depth == 1 ? 1 : perft(pos, depth - 1);
        unmake_move_fast(pos);
    }
    return nodes;
}

uint64_t zb_perft(zb_position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (zb_position_reserve(pos, (size_t)depth + 1) != ZB_OK)
        return 0;
    return perft(pos, depth);
}

static zb_error verify(zb_position *pos, int depth, zb_perft_check *check)
{
    uint64_t scratch = zb_position_compute_key(pos), incremental = zb_position_key(pos);
    check->checked++;
    if (scratch != incremental) {
        check->incremental = incremental;
        check->scratch = scratch;
        return ZB_ERR_KEY_MISMATCH;
    }
    if (depth == 0) {
        check->nodes++;
        return ZB_OK;
    }
    zb_move moves[ZB_MAX_MOVES];
    size_t count = generate_legal_moves(pos, moves);
    for (size_t i = 0; i < count; i++) {
        make_move_fast(pos, moves[i]);
        zb_error err = verify(pos, depth - 1, check);
        if (err)
            return err; /* leave the position where the keys differ */
        unmake_move_fast(pos);
    }
    return ZB_OK;
}

zb_error zb_perft_verify(zb_position *pos, int depth, zb_perft_check *check)
{
    *check = (zb_perft_check){0, 0, 0, 0};
    if (depth < 0)
        return ZB_ERR_ARGUMENT;
    if (zb_position_reserve(pos, (size_t)depth + 1) != ZB_OK)
        return ZB_ERR_NO_MEMORY;
    return verify(pos, depth, check);
}
