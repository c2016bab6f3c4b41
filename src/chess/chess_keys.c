/* Chess key layouts on a key table: Polyglot's keys, a seeded set, or any
 * table with its castling, en-passant and turn rules. */
#include <string.h>

#include "zobrist_chess.h"

zb_error zb_chess_keys_init_layout(zb_chess_keys *keys, const uint64_t table[ZB_CHESS_FEATURES],
                                   const uint64_t castling16[16], zb_ep_rule ep_rule, int turn_side)
{
    if (!keys || !table || (unsigned)ep_rule > ZB_EP_ALWAYS || (turn_side != ZB_WHITE && turn_side != ZB_BLACK))
        return ZB_ERR_ARGUMENT;
    memmove(keys->table, table, sizeof keys->table);
    for (int rights = 0; rights < 16; rights++) {
        uint64_t k = 0;
        if (castling16) {
            k = castling16[rights];
        } else {
            for (int bit = 0; bit < 4; bit++)
                if (rights & (1 << bit))
                    k ^= keys->table[ZB_CHESS_CASTLING_FEATURE + bit];
        }
        keys->castling[rights] = k;
    }
    /* A 16-key layout has no key per right; the single-right keys stand in
     * for them where a feature is named alone (the audit, the XOR trail). */
    if (castling16)
        for (int bit = 0; bit < 4; bit++)
            keys->table[ZB_CHESS_CASTLING_FEATURE + bit] = castling16[1 << bit];
    keys->ep_rule = (uint8_t)ep_rule;
    keys->turn_side = (uint8_t)turn_side;
    keys->castling_16 = castling16 != NULL;
    keys->halfmove_buckets = 0;
    return ZB_OK;
}

void zb_chess_keys_init(zb_chess_keys *keys, const uint64_t table[ZB_CHESS_FEATURES])
{
    zb_chess_keys_init_layout(keys, table, NULL, ZB_EP_PSEUDO_LEGAL, ZB_WHITE);
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

const zb_chess_keys *zb_chess_keys_named(const char *name)
{
    if (!name)
        return NULL;
    if (!strcmp(name, "polyglot"))
        return zb_chess_keys_polyglot();
    if (!strcmp(name, "stockfish"))
        return zb_chess_keys_stockfish();
    if (!strcmp(name, "chessjs"))
        return zb_chess_keys_chessjs();
    return NULL;
}

uint64_t zb_chess_keys_hash(const zb_chess_keys *keys, const uint32_t *features, size_t count)
{
    uint64_t key = 0;
    unsigned rights = 0;
    int white = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t f = features[i];
        if (f >= ZB_CHESS_FEATURES)
            continue;
        if (f >= ZB_CHESS_CASTLING_FEATURE && f < ZB_CHESS_EP_FEATURE)
            rights ^= 1u << (f - ZB_CHESS_CASTLING_FEATURE);
        else if (f == ZB_CHESS_TURN_FEATURE)
            white ^= 1;
        else
            key ^= keys->table[f];
    }
    /* A 4-key layout from its four keys, not from castling[]: a key computed
     * from scratch then checks the incremental one's precomputed sums. */
    if (keys->castling_16) {
        key ^= keys->castling[rights];
    } else {
        for (int bit = 0; bit < 4; bit++)
            if (rights & (1u << bit))
                key ^= keys->table[ZB_CHESS_CASTLING_FEATURE + bit];
    }
    if (white == (keys->turn_side == ZB_WHITE))
        key ^= keys->table[ZB_CHESS_TURN_FEATURE];
    return key;
}
