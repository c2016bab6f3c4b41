/* Chess key sets and the Polyglot standard's test keys. */
#include <stdlib.h>

#include "chess_test.h"

/* The chess key set from a seed: the key layer's SplitMix64 outputs, in
 * feature order (values from Python big integers). */
static void test_seeded_chess_keys(void)
{
    zb_chess_keys seeded;
    zb_chess_keys_init_seeded(&seeded, 1234567);
    CHECK_U64(seeded.table[0], 0x599ed017fb08fc85ULL);
    CHECK_U64(seeded.table[780], 0x34c0c2536836b5ccULL);
}

static void test_polyglot_table(void)
{
    CHECK_U64(zb_polyglot_random64[0], 0x9D39247E33776D41ULL);
    CHECK_U64(zb_polyglot_random64[780], 0xF8D626AAAF278509ULL);
    const zb_chess_keys *k = zb_chess_keys_polyglot();
    CHECK_U64(k->castling[0], 0);
    CHECK_U64(k->castling[15], k->table[768] ^ k->table[769] ^ k->table[770] ^ k->table[771]);
    CHECK_U64(k->castling[ZB_CASTLE_BLACK_SHORT], k->table[770]);
}

/* The test keys of the Polyglot book standard (book_format.html), reached
 * both from their FEN and by playing the moves from the start. */
static const struct {
    const char *moves, *fen;
    uint64_t key;
} polyglot_vectors[] = {
    {"", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9cULL},
    {"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196ULL},
    {"e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0ULL},
    {"e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4ULL},
    {"e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78ULL},
    {"e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3", 0x652a607ca3f242c1ULL},
    {"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", 0x00fdd303c946bdd9ULL},
    {"a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637ULL},
    {"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", 0x5c3f9b829b279560ULL},
};

/* The first n space-separated fields of a FEN, into out. */
static const char *first_fields(const char *fen, int n, char out[ZB_FEN_MAX])
{
    size_t len = 0;
    for (int spaces = 0; fen[len] && len + 1 < ZB_FEN_MAX; len++)
        if (fen[len] == ' ' && ++spaces == n)
            break;
    memcpy(out, fen, len);
    out[len] = '\0';
    return out;
}

static void test_polyglot_vectors(void)
{
    for (size_t i = 0; i < sizeof polyglot_vectors / sizeof *polyglot_vectors; i++) {
        zb_position *from_fen = position_from(polyglot_vectors[i].fen);
        if (!from_fen)
            continue;
        CHECK_U64(zb_position_key(from_fen), polyglot_vectors[i].key);
        CHECK_U64(zb_position_compute_key(from_fen), polyglot_vectors[i].key);

        zb_position *played = zb_position_new(NULL);
        const char *moves = polyglot_vectors[i].moves;
        zb_replay_result r = zb_replay(played, moves, strlen(moves), NULL, 0);
        CHECK_ERR(r.error, ZB_OK);
        CHECK_U64(zb_position_key(played), polyglot_vectors[i].key);
        /* The standard's FENs leave the halfmove clock at 0 after king moves;
         * the clocks are not hashed, so compare the first four fields. */
        char mine[ZB_FEN_MAX], theirs[ZB_FEN_MAX];
        CHECK_STR(first_fields(fen_of(played), 4, mine), first_fields(polyglot_vectors[i].fen, 4, theirs));
        zb_position_free(played);
        zb_position_free(from_fen);
    }
}

/* Polyglot hashes the ep file only when a pawn of the side to move stands
 * beside the pushed pawn, whether or not the capture would be legal: the key
 * with the ep square differs from the key without it by that file's key, or
 * not at all. */
static void test_polyglot_ep_rule(void)
{
    static const struct {
        const char *with_ep, *without_ep;
        int hashed;
    } cases[] = {
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
         "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 0}, /* nobody beside */
        {"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
         "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 1}, /* d4 beside e4 */
        {"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", "8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1", 1}, /* e4 pinned */
        {"4k3/8/8/8/1Pp5/8/8/4K3 b - b3 0 1", "4k3/8/8/8/1Pp5/8/8/4K3 b - - 0 1", 1},
        {"4k3/8/8/8/P2p4/8/8/4K3 b - a3 0 1", "4k3/8/8/8/P2p4/8/8/4K3 b - - 0 1", 0}, /* d4 is not beside a4 */
        {"4k3/8/8/pP6/8/8/8/4K3 w - a6 0 1", "4k3/8/8/pP6/8/8/8/4K3 w - - 0 1", 1},
        {"4k3/8/8/p1P5/8/8/8/4K3 w - a6 0 1", "4k3/8/8/p1P5/8/8/8/4K3 w - - 0 1", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        zb_position *with_ep = position_from(cases[i].with_ep), *without_ep = position_from(cases[i].without_ep);
        if (with_ep && without_ep) {
            int file = zb_position_ep_square(with_ep) & 7;
            uint64_t expected = cases[i].hashed ? zb_polyglot_random64[ZB_CHESS_EP_FEATURE + file] : 0;
            CHECK_U64(zb_position_key(with_ep) ^ zb_position_key(without_ep), expected);
        }
        zb_position_free(with_ep);
        zb_position_free(without_ep);
    }
}

/* The same position reached by different move orders has the same key. */
static void test_transpositions(void)
{
    static const char *orders[][2] = {
        {"e4 e5 Nf3 Nc6", "Nf3 Nc6 e4 e5"},
        {"d4 d5 c4 e6 Nc3 Nf6", "c4 e6 Nc3 d5 d4 Nf6"},
        {"Nf3 Nf6 Ng1 Ng8", ""}, /* back to the start */
    };
    for (size_t i = 0; i < 3; i++) {
        zb_position *a = zb_position_new(NULL), *b = zb_position_new(NULL);
        CHECK_ERR(zb_replay(a, orders[i][0], strlen(orders[i][0]), NULL, 0).error, ZB_OK);
        CHECK_ERR(zb_replay(b, orders[i][1], strlen(orders[i][1]), NULL, 0).error, ZB_OK);
        CHECK_U64(zb_position_key(a), zb_position_key(b));
        zb_position_free(a);
        zb_position_free(b);
    }
    /* Same board, different side to move or rights: different keys. */
    zb_position *a = position_from("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    zb_position *b = position_from("4k3/8/8/8/8/8/8/R3K2R w K - 0 1");
    zb_position *c = position_from("4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1");
    CHECK_U64(zb_position_key(a) ^ zb_position_key(b), zb_polyglot_random64[769]);
    CHECK_U64(zb_position_key(a) ^ zb_position_key(c), zb_polyglot_random64[780]);
    zb_position_free(a);
    zb_position_free(b);
    zb_position_free(c);
}

/* A position on a seeded key set: key is the XOR of that set's features. */
static void test_seeded_position(void)
{
    zb_chess_keys keys;
    zb_chess_keys_init_seeded(&keys, 42);
    zb_position *pos = zb_position_new(&keys);
    const char *moves = "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O";
    CHECK_ERR(zb_replay(pos, moves, strlen(moves), NULL, 0).error, ZB_OK);
    uint32_t features[ZB_CHESS_MAX_FEATURES];
    size_t n = zb_position_features(pos, features);
    CHECK_U64(zb_position_key(pos), zb_hash_features(keys.table, features, n));
    CHECK(zb_position_key(pos) != zb_hash_features(zb_polyglot_random64, features, n));
    zb_position_free(pos);
}

void test_keys(void)
{
    test_seeded_chess_keys();
    test_polyglot_table();
    test_polyglot_vectors();
    test_polyglot_ep_rule();
    test_transpositions();
    test_seeded_position();
}
