/* Perft: count the leaves of the legal move tree, making and unmaking every
 * move (leaves included, no bulk counting), so the incremental key is
 * updated at every node. No allocation: the history is in the position. */
#include "uttt_internal.h"

/* The moves of generate_moves in its order (boards, then cells, ascending),
 * made straight from the masks: no list to write and read back. The masks
 * are taken before the moves, which unmake restores. The leaves' keys are
 * XORed into *key_sum: unmake restores the key by a plain store, so without
 * a use of the key after make, a compiler drops the leaf's key update, and
 * perft would no longer measure what it claims to. */
static uint64_t perft(zb_uttt *pos, int depth, uint64_t *key_sum)
{
    if (pos->result != ZB_UTTT_ONGOING)
        return 0;
    unsigned boards = pos->forced != ZB_UTTT_NO_BOARD ? 1u << pos->forced : ~pos->closed & ALL_CELLS;
    uint64_t nodes = 0;
    if (depth == 1) {
        uint64_t keys = 0;
        for (; boards; boards &= boards - 1) {
            int b = __builtin_ctz(boards);
            for (unsigned empty = ~(pos->cells[0][b] | pos->cells[1][b]) & ALL_CELLS; empty; empty &= empty - 1) {
                make_at(pos, b, __builtin_ctz(empty));
                nodes++;
                keys ^= pos->key;
                unmake_fast(pos);
            }
        }
        *key_sum ^= keys;
        return nodes;
    }
    for (; boards; boards &= boards - 1) {
        int b = __builtin_ctz(boards);
        for (unsigned empty = ~(pos->cells[0][b] | pos->cells[1][b]) & ALL_CELLS; empty; empty &= empty - 1) {
            make_at(pos, b, __builtin_ctz(empty));
            nodes += perft(pos, depth - 1, key_sum);
            unmake_fast(pos);
        }
    }
    return nodes;
}

uint64_t zb_uttt_perft(zb_uttt *pos, int depth)
{
    if (depth <= 0)
        return 1;
    return perft(pos, depth, &pos->perft_key_sum);
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
