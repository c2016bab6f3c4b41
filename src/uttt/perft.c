/* Perft: count the leaves of the legal move tree, making and unmaking every
 * move (leaves included, no bulk counting), so the incremental key is
 * updated at every node. No allocation: the history is in the position. */
#include "uttt_internal.h"

static uint64_t perft(zb_uttt *pos, int depth)
{
    uint8_t moves[ZB_UTTT_MAX_MOVES];
    size_t count = generate_moves(pos, moves);
    uint64_t nodes = 0;
    if (depth == 1) {
        for (size_t i = 0; i < count; i++) {
            make_fast(pos, moves[i]);
            nodes++;
            unmake_fast(pos);
        }
        return nodes;
    }
    for (size_t i = 0; i < count; i++) {
        make_fast(pos, moves[i]);
        nodes += perft(pos, depth - 1);
        unmake_fast(pos);
    }
    return nodes;
}

uint64_t zb_uttt_perft(zb_uttt *pos, int depth)
{
    return depth <= 0 ? 1 : perft(pos, depth);
}

static zb_uttt_error verify(zb_uttt *pos, int depth, zb_uttt_perft_check *check)
{
    uint64_t scratch = zb_uttt_compute_key(pos);
    check->checked++;
    if (scratch != pos->key) {
        check->incremental = pos->key;
        check->scratch = scratch;
        return ZB_UTTT_ERR_KEY_MISMATCH;
    }
    if (depth == 0) {
        check->nodes++;
        return ZB_UTTT_OK;
    }
    uint8_t moves[ZB_UTTT_MAX_MOVES];
    size_t count = generate_moves(pos, moves);
    for (size_t i = 0; i < count; i++) {
        make_fast(pos, moves[i]);
        zb_uttt_error err = verify(pos, depth - 1, check);
        if (err)
            return err; /* leave the position where the keys differ */
        unmake_fast(pos);
    }
    return ZB_UTTT_OK;
}

zb_uttt_error zb_uttt_perft_verify(zb_uttt *pos, int depth, zb_uttt_perft_check *check)
{
    *check = (zb_uttt_perft_check){0, 0, 0, 0};
    if (depth < 0)
        return ZB_UTTT_ERR_ARGUMENT;
    return verify(pos, depth, check);
}
