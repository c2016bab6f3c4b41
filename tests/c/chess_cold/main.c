/* zb_key_of_fen in a fresh process, before anything has built the slider
 * tables (hence a binary of its own): the keys and the checks that need
 * slider attacks must be right without them, and the tables stay unbuilt. */
#include <string.h>

#include "test.h"
#include "zobrist.h"
#include "bitboard.h"

static const struct {
    const char *fen;
    uint64_t key;
} vectors[] = { /* Polyglot's book_format.html */
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9cULL},
    {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0ULL},
    {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78ULL},
    {"rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", 0x00fdd303c946bdd9ULL},
    {"rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637ULL},
};

/* Positions whose verdict depends on a slider's attack through the board. */
static const struct {
    const char *fen;
    zb_error err;
} checks[] = {
    {"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", ZB_ERR_FEN_OPPONENT_IN_CHECK},  /* rook on the e-file */
    {"4k3/8/8/8/4P3/8/8/4R1K1 w - - 0 1", ZB_OK},                     /* ... blocked */
    {"4k3/8/8/8/8/8/8/B5K1 w - - 0 1", ZB_OK},                        /* bishop a1 misses e8 */
    {"7k/8/8/8/8/8/8/B5K1 w - - 0 1", ZB_ERR_FEN_OPPONENT_IN_CHECK},  /* the long diagonal */
    {"4k3/8/8/8/8/8/2n5/q3K2q w - - 0 1", ZB_ERR_FEN_IMPOSSIBLE_CHECK}, /* three checkers, two on the rank */
    {"4k3/8/8/8/8/8/8/q3K2q w - - 0 1", ZB_OK}, /* two (the validator allows any two sliders) */
};

static void test_cold(void)
{
    CHECK_INT(zb_slider_tables_ready, 0);
    for (size_t i = 0; i < sizeof vectors / sizeof *vectors; i++) {
        uint64_t key = 0;
        CHECK_INT(zb_key_of_fen(NULL, vectors[i].fen, strlen(vectors[i].fen), &key, NULL), ZB_OK);
        CHECK_U64(key, vectors[i].key);
    }
    for (size_t i = 0; i < sizeof checks / sizeof *checks; i++) {
        uint64_t key;
        size_t offset = 99;
        CHECK_INT(zb_key_of_fen(NULL, checks[i].fen, strlen(checks[i].fen), &key, &offset), checks[i].err);
    }
    uint64_t key;
    size_t offset = 0;
    CHECK_INT(zb_key_of_fen(NULL, "8/8/8 w - - 0 1", 15, &key, &offset), ZB_ERR_FEN_RANK_COUNT);
    CHECK_INT(zb_key_of_fen(NULL, NULL, 0, &key, NULL), ZB_ERR_ARGUMENT);
    CHECK_INT(zb_slider_tables_ready, 0); /* still: the key path never built them */
}

/* After the tables exist, the same answers as a position's. */
static void test_warm(void)
{
    zb_position *pos = zb_position_new(NULL);
    CHECK_INT(zb_slider_tables_ready, 1);
    for (size_t i = 0; i < sizeof checks / sizeof *checks; i++) {
        uint64_t key = 0;
        zb_error err = zb_key_of_fen(NULL, checks[i].fen, strlen(checks[i].fen), &key, NULL);
        CHECK_INT(err, checks[i].err);
        CHECK_INT(zb_position_set_fen(pos, checks[i].fen, strlen(checks[i].fen), NULL), err);
        if (err == ZB_OK)
            CHECK_U64(key, zb_position_key(pos));
    }
    zb_position_free(pos);
}

int main(void)
{
    static const test_suite suites[] = {{"cold", test_cold}, {"warm", test_warm}};
    return test_run("chess_cold", suites, sizeof suites / sizeof *suites);
}
