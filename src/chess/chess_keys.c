/* The chess layout on a key table: Polyglot's keys, or a seeded set. */
#include "zobrist_chess.h"

void zb_chess_keys_init(zb_chess_keys *keys, const uint64_t table[ZB_CHESS_FEATURES])
{
    for (int i = 0; i < ZB_CHESS_FEATURES; i++)
        keys->table[i] = table[i];
    for (int rights = 0; rights < 16; rights++) {
        uint64_t k = 0;
        for (int bit = 0; bit < 4; bit++)
            if (rights & (1 << bit))
                k ^= table[ZB_CHESS_CASTLING_FEATURE + bit];
        keys->castling[rights] = k;
    }
}

void zb_chess_keys_init_seeded(zb_chess_keys *keys, uint64_t seed)
{
    uint64_t table[ZB_CHESS_FEATURES];
    zb_keys_fill(table, ZB_CHESS_FEATURES, seed);
    zb_chess_keys_init(keys, table);
}

static zb_chess_keys polyglot_keys;
static int polyglot_ready;

const zb_chess_keys *zb_chess_keys_polyglot(void)
{
    if (!polyglot_ready) {
        zb_chess_keys_init(&polyglot_keys, zb_polyglot_random64);
        polyglot_ready = 1;
    }
    return &polyglot_keys;
}
