/* Key layouts: the built-in ones reproduce their programs' keys, each rule
 * (castling keys, ep, turn, Stockfish's halfmove buckets) does what it says,
 * and make/unmake keeps every layout's key equal to the key from scratch. */
#include <string.h>

#include "chess_test.h"

static uint64_t key_of(const zb_chess_keys *keys, const char *fen)
{
    uint64_t key = 0;
    CHECK_ERR(zb_key_of_fen(keys, fen, strlen(fen), &key, NULL), ZB_OK);
    return key;
}

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Values printed by Debian's stockfish 15.1 (d) and by chess.js 1.4 (hash()). */
static void test_foreign_values(void)
{
    CHECK_U64(key_of(zb_chess_keys_stockfish(), START), UINT64_C(0x8F8F01D4562F59FB));
    CHECK_U64(key_of(zb_chess_keys_stockfish(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
              UINT64_C(0xB46022469E3DD31B));
    CHECK_U64(key_of(zb_chess_keys_chessjs(), START), UINT64_C(0x3436f01fd716346e));
    CHECK_U64(key_of(zb_chess_keys_chessjs(), "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 30"), UINT64_C(0xda556d9d7eb62996));
    CHECK_U64(key_of(zb_chess_keys_chessjs(), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
              UINT64_C(0x29b4a4498fde769c));
    CHECK(zb_chess_keys_named("polyglot") == zb_chess_keys_polyglot());
    CHECK(zb_chess_keys_named("stockfish") == zb_chess_keys_stockfish());
    CHECK(zb_chess_keys_named("chessjs") == zb_chess_keys_chessjs());
    CHECK(zb_chess_keys_named("Polyglot") == NULL);
    CHECK(zb_chess_keys_named(NULL) == NULL);
}

static void test_generators(void)
{
    /* xorshift64* by hand: one step from 1. */
    uint64_t s = 1;
    uint64_t x = 1;
    x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
    CHECK_U64(zb_xorshift64star_next(&s), x * UINT64_C(2685821657736338717));
    CHECK_U64(s, x);
    /* xoroshiro128**: from s0 = 1, s1 = 0 the first output is rotl(5, 7) * 9. */
    uint64_t t[2] = { 1, 0 };
    CHECK_U64(zb_xoroshiro128ss_next(t), (UINT64_C(5) << 7) * 9);
    CHECK_U64(t[0], (UINT64_C(1) << 24) ^ 1 ^ (UINT64_C(1) << 16));
    CHECK_U64(t[1], UINT64_C(1) << 37);
}

static void test_rules(void)
{
    uint64_t table[ZB_CHESS_FEATURES], castling[16];
    zb_keys_fill(table, ZB_CHESS_FEATURES, 77);
    zb_keys_fill(castling, 16, 78);
    zb_chess_keys pseudo, legal, literal, black, sixteen;
    CHECK_ERR(zb_chess_keys_init_layout(&pseudo, table, NULL, ZB_EP_PSEUDO_LEGAL, ZB_WHITE), ZB_OK);
    CHECK_ERR(zb_chess_keys_init_layout(&legal, table, NULL, ZB_EP_LEGAL, ZB_WHITE), ZB_OK);
    CHECK_ERR(zb_chess_keys_init_layout(&literal, table, NULL, ZB_EP_ALWAYS, ZB_WHITE), ZB_OK);
    CHECK_ERR(zb_chess_keys_init_layout(&black, table, NULL, ZB_EP_PSEUDO_LEGAL, ZB_BLACK), ZB_OK);
    CHECK_ERR(zb_chess_keys_init_layout(&sixteen, table, castling, ZB_EP_PSEUDO_LEGAL, ZB_WHITE), ZB_OK);
    CHECK_ERR(zb_chess_keys_init_layout(&pseudo, table, NULL, (zb_ep_rule)3, ZB_WHITE), ZB_ERR_ARGUMENT);
    CHECK_ERR(zb_chess_keys_init_layout(&pseudo, table, NULL, ZB_EP_LEGAL, 2), ZB_ERR_ARGUMENT);
    CHECK_ERR(zb_chess_keys_init_layout(NULL, table, NULL, ZB_EP_LEGAL, ZB_WHITE), ZB_ERR_ARGUMENT);
    CHECK_ERR(zb_chess_keys_init_layout(&pseudo, table, NULL, ZB_EP_PSEUDO_LEGAL, ZB_WHITE), ZB_OK);

    /* A pinned capturer: keyed by the pseudo-legal rule, not by the legal one. */
    const char *pinned = "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1", *pinned_plain = "4k3/8/8/2KPp2r/8/8/8/8 w - - 0 1";
    CHECK_U64(key_of(&pseudo, pinned), key_of(&pseudo, pinned_plain) ^ table[ZB_CHESS_EP_FEATURE + 4]);
    CHECK_U64(key_of(&legal, pinned), key_of(&legal, pinned_plain));
    /* A capture that is legal: both rules key it. */
    const char *open = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", *open_plain = "4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1";
    CHECK_U64(key_of(&legal, open), key_of(&legal, open_plain) ^ table[ZB_CHESS_EP_FEATURE + 4]);
    /* Nobody to take: only the literal rule keys the square. */
    const char *lone = "4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1", *lone_plain = "4k3/8/8/4p3/8/8/8/4K3 w - - 0 1";
    CHECK_U64(key_of(&pseudo, lone), key_of(&pseudo, lone_plain));
    CHECK_U64(key_of(&literal, lone), key_of(&literal, lone_plain) ^ table[ZB_CHESS_EP_FEATURE + 4]);

    /* The turn key on the other side; 16 castling keys by the rights. */
    CHECK_U64(key_of(&black, START), key_of(&pseudo, START) ^ table[ZB_CHESS_TURN_FEATURE]);
    CHECK_U64(key_of(&sixteen, "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1") ^ key_of(&sixteen, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"),
              castling[ZB_CASTLE_WHITE_SHORT | ZB_CASTLE_BLACK_LONG] ^ castling[0]); /* no rights has a key too */
    CHECK(castling[9] != (castling[1] ^ castling[8])); /* not linear, so no single-right delta */

    /* Stockfish's halfmove buckets: none below 14, one key a bucket of 8. */
    const zb_chess_keys *sf = zb_chess_keys_stockfish();
    CHECK_U64(zb_chess_keys_halfmove_key(sf, 13), 0);
    CHECK_U64(zb_chess_keys_halfmove_key(sf, 14), UINT64_C(1442695040888963407));
    CHECK_U64(zb_chess_keys_halfmove_key(sf, 21), UINT64_C(1442695040888963407));
    CHECK(zb_chess_keys_halfmove_key(sf, 22) != zb_chess_keys_halfmove_key(sf, 21));
    CHECK_U64(zb_chess_keys_halfmove_key(zb_chess_keys_polyglot(), 50), 0);

    /* Every layout: incremental keys equal keys from scratch, 3 plies deep
     * from positions with castling, ep and promotions. */
    const zb_chess_keys *layouts[] = { &pseudo, &legal, &literal, &black, &sixteen, zb_chess_keys_stockfish(), zb_chess_keys_chessjs() };
    const char *fens[] = { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                           "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                           "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
                           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 12 30" /* into Stockfish's first bucket at 14 */ };
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++)
        for (size_t f = 0; f < sizeof fens / sizeof *fens; f++) {
            zb_position *pos = zb_position_new(layouts[l]);
            CHECK_ERR(zb_position_set_fen(pos, fens[f], strlen(fens[f]), NULL), ZB_OK);
            zb_perft_check check;
            CHECK_ERR(zb_perft_verify(pos, 3, &check), ZB_OK);
            uint32_t features[ZB_CHESS_MAX_FEATURES];
            size_t n = zb_position_features(pos, features);
            CHECK_U64(zb_chess_keys_hash(layouts[l], features, n) ^
                          zb_chess_keys_halfmove_key(layouts[l], zb_position_halfmove(pos)),
                      zb_position_compute_key(pos));
            CHECK_U64(zb_position_compute_key(pos), zb_position_key(pos));
            /* Its key under every other layout (and Polyglot's for NULL) is
             * that layout's key of the same FEN, each by its own ep rule. */
            CHECK_U64(zb_position_key_with(pos, layouts[l]), zb_position_key(pos));
            CHECK_U64(zb_position_key_with(pos, NULL), key_of(NULL, fens[f]));
            for (size_t o = 0; o < sizeof layouts / sizeof *layouts; o++)
                CHECK_U64(zb_position_key_with(pos, layouts[o]), key_of(layouts[o], fens[f]));
            zb_position_free(pos);
        }
    /* The ep rules differ here (a pinned capturer, nobody to take): each
     * layout's key of the position, whichever layout it was set with. */
    const char *ep_fens[] = { pinned, lone, open };
    for (size_t f = 0; f < sizeof ep_fens / sizeof *ep_fens; f++)
        for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
            zb_position *pos = zb_position_new(layouts[l]);
            CHECK_ERR(zb_position_set_fen(pos, ep_fens[f], strlen(ep_fens[f]), NULL), ZB_OK);
            for (size_t o = 0; o < sizeof layouts / sizeof *layouts; o++)
                CHECK_U64(zb_position_key_with(pos, layouts[o]), key_of(layouts[o], ep_fens[f]));
            zb_position_free(pos);
        }
    /* From scratch, Stockfish's key has its halfmove bucket too (its d: Key). */
    zb_position *sf_pos = zb_position_new(zb_chess_keys_stockfish());
    const char *late = "4k3/8/8/8/8/8/8/4K3 w - - 20 40";
    CHECK_ERR(zb_position_set_fen(sf_pos, late, strlen(late), NULL), ZB_OK);
    CHECK_U64(zb_position_key(sf_pos), UINT64_C(0x33976DC7B52FB4E5));
    CHECK_U64(zb_position_compute_key(sf_pos), UINT64_C(0x33976DC7B52FB4E5));
    zb_position_free(sf_pos);
}

void test_layouts(void)
{
    test_foreign_values();
    test_generators();
    test_rules();
}
