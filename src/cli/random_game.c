/* What the transposition-table experiments (tt-errors, tt-cluster,
 * tt-search) draw chess positions from: a position's identity, the key of
 * its features under a key set independent of Polyglot's (equal for equal
 * positions; for different ones but by 2^-64), and random legal games. */
#include <string.h>

#include "cli.h"
#include "zobrist.h"

#define IDENTITY_KEY_SEED 0x1de7171e5ULL
/* Random games are cut at this many plies (and at mate, stalemate and the
 * 50-move rule), then a new one starts from the start position. */
#define GAME_MAX_PLIES 200

void cli_identity_keys(uint64_t keys[ZB_CHESS_FEATURES])
{
    zb_keys_fill(keys, ZB_CHESS_FEATURES, IDENTITY_KEY_SEED);
}

uint64_t cli_position_identity(const uint64_t *identity_keys, const zb_position *pos)
{
    uint32_t features[ZB_CHESS_MAX_FEATURES];
    size_t count = zb_position_features(pos, features);
    return zb_hash_features(identity_keys, features, count);
}

int cli_random_game_step(zb_position *pos, uint64_t *rng)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t legal = zb_position_legal_moves(pos, moves);
    if (legal == 0 || zb_position_ply(pos) >= GAME_MAX_PLIES || zb_position_halfmove(pos) >= 100)
        return zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL) ? -1 : 0;
    return zb_position_make(pos, moves[zb_splitmix64_next(rng) % legal]) ? -1 : 0;
}
