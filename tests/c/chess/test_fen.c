/* FEN parsing and output: round trips, and a specific error for each way a
 * FEN can be malformed or describe an impossible position. */
#include <stdlib.h>

#include "chess_test.h"
#include "fen_mutations.h"

static void test_round_trips(void)
{
    static const char *fens[] = {
        ZB_START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 65535 65535",
        "7k/8/8/8/8/8/8/K7 b - - 99 200",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 3 40",
        "QQQQQQQQ/Q7/8/8/8/8/8/K6k b - - 0 1", /* 8 promotions: the most possible */
    };
    for (size_t i = 0; i < sizeof fens / sizeof *fens; i++) {
        zb_position *pos = position_from(fens[i]);
        if (!pos)
            continue;
        CHECK_STR(fen_of(pos), fens[i]);
        zb_position_free(pos);
    }
    /* Four fields: the clocks default to 0 1; runs of whitespace are one separator. */
    static const struct {
        const char *in, *out;
    } normalised[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", ZB_START_FEN},
        {"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w\tKQkq - 0  1 \n", ZB_START_FEN},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 000000 0000001", ZB_START_FEN},
    };
    for (size_t i = 0; i < sizeof normalised / sizeof *normalised; i++) {
        zb_position *pos = position_from(normalised[i].in);
        if (pos)
            CHECK_STR(fen_of(pos), normalised[i].out);
        zb_position_free(pos);
    }
}

static const struct {
    const char *fen;
    zb_error error;
    int offset; /* where the error is reported, or -1 to skip that check */
} bad_fens[] = {
    {"", ZB_ERR_FEN_EMPTY, 0},
    {"   \t ", ZB_ERR_FEN_EMPTY, 0},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", ZB_ERR_FEN_FIELD_COUNT, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", ZB_ERR_FEN_FIELD_COUNT, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", ZB_ERR_FEN_FIELD_COUNT, 57},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", ZB_ERR_FEN_RANK_COUNT, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_COUNT, 36},
    {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_TOO_LONG, 17},
    {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_TOO_LONG, 18},
    {"rnbqkbnr/pppppppp/8/8/4P4/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_TOO_LONG, 24},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 33},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 42},
    {"rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 18},
    {"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_DIGITS, 19},
    /* Faults the SSE2 reading finds in ways of its own: a short rank made up
     * for by a long one (64 squares, 7 slashes), a '/' first, two '/' or two
     * digits across the edge of its 16-byte blocks, a byte below '!' that is
     * not whitespace ending the placement, an eighth '/' past offset 64. */
    {"4/8p3/8/8/8/8/8/8 w - - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 1},
    {"/8/8/8/8/8/8/8p7 w - - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 0},
    {"8//8/8/8/8/8/8p7 w - - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 2},
    {"rnbqkbnr/pppp3p//8/8/8/8/8p7 w - - 0 1", ZB_ERR_FEN_RANK_TOO_SHORT, 16},
    {"rnbqkbnr/pppppp11/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_RANK_DIGITS, 16},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\001 w KQkq - 0 1", ZB_ERR_FEN_PIECE_CHAR, 43},
    {"pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/ w - - 0 1", ZB_ERR_FEN_RANK_COUNT, 71},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", ZB_ERR_FEN_PIECE_CHAR, 42},
    {"rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_PIECE_CHAR, 18},
    {"rnbqkbnr/pp.ppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_PIECE_CHAR, 11},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w KQkq - 0 1", ZB_ERR_FEN_FIELD_COUNT, 56},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", ZB_ERR_FEN_KING_COUNT, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", ZB_ERR_FEN_KING_COUNT, 40},
    {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", ZB_ERR_FEN_KING_COUNT, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w kq - 0 1", ZB_ERR_FEN_PAWN_RANK, 42},
    {"rnbqkbnp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", ZB_ERR_FEN_PAWN_RANK, 7},
    {"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ZB_ERR_FEN_PIECE_COUNT, 0},
    {"rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/1NBQKBNR w Kkq - 0 1", ZB_ERR_FEN_PIECE_COUNT, 0}, /* 16, one promoted */
    {"4k3/8/8/8/8/QQQQ4/PPPPPPP1/4K3 w - - 0 1", ZB_ERR_FEN_PIECE_COUNT, 0},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", ZB_ERR_FEN_SIDE, 44},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", ZB_ERR_FEN_SIDE, 44},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", ZB_ERR_FEN_SIDE, 44},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", ZB_ERR_FEN_CASTLING_SYNTAX, 49},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1", ZB_ERR_FEN_CASTLING_SYNTAX, 47},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQkq - 0 1", ZB_ERR_FEN_CASTLING_SYNTAX, 47},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -K - 0 1", ZB_ERR_FEN_CASTLING_SYNTAX, 46},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", ZB_ERR_FEN_CASTLING_SYNTAX, 46},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", ZB_ERR_FEN_CASTLING_RIGHTS, 46},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", ZB_ERR_FEN_KING_COUNT, -1},
    {"rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1", ZB_ERR_FEN_CASTLING_RIGHTS, 46},
    {"r3k2r/8/8/8/8/8/8/R4K1R w KQ - 0 1", ZB_ERR_FEN_CASTLING_RIGHTS, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", ZB_ERR_FEN_EP_SYNTAX, 51},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1", ZB_ERR_FEN_EP_SYNTAX, 51},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq E6 0 1", ZB_ERR_FEN_EP_SYNTAX, 51},
    {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", ZB_ERR_FEN_EP_RANK, -1},
    {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", ZB_ERR_FEN_EP_RANK, -1},
    {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1", ZB_ERR_FEN_EP_PAWN, -1},
    {"rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", ZB_ERR_FEN_EP_PAWN, -1},
    {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", ZB_ERR_FEN_PIECE_COUNT, -1},
    {"rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1", ZB_ERR_FEN_EP_PAWN, -1},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", ZB_ERR_FEN_HALFMOVE, 53},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", ZB_ERR_FEN_HALFMOVE, 53},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 65536 1", ZB_ERR_FEN_HALFMOVE, 53},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999999999 1", ZB_ERR_FEN_HALFMOVE, 53},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", ZB_ERR_FEN_FULLMOVE, 55},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.5", ZB_ERR_FEN_FULLMOVE, 55},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 +1", ZB_ERR_FEN_FULLMOVE, 55},
    {"4k3/8/8/8/8/8/8/4K2R w - - 0 1", ZB_OK, -1}, /* control: valid */
    {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", ZB_ERR_FEN_OPPONENT_IN_CHECK, -1},
    {"8/8/8/8/8/8/3kK3/8 b - - 0 1", ZB_ERR_FEN_OPPONENT_IN_CHECK, -1},
    {"4k3/8/8/8/8/8/3q4/4K3 b - - 0 1", ZB_ERR_FEN_OPPONENT_IN_CHECK, -1},
    {"4k3/8/8/8/1b6/3n1n2/8/r3K3 w - - 0 1", ZB_ERR_FEN_IMPOSSIBLE_CHECK, -1},
    {"4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", ZB_ERR_FEN_IMPOSSIBLE_CHECK, -1},   /* two knights */
    {"4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1", ZB_ERR_FEN_IMPOSSIBLE_CHECK, -1},   /* two pawns */
    {"4k3/8/8/8/8/8/5n2/r3K3 w - - 0 1", ZB_OK, -1},                          /* knight and rook: possible */
    {"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 5 2", ZB_ERR_FEN_EP_CLOCK, 58},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBKR w kq - 0 1", ZB_ERR_FEN_KING_COUNT, 41},
};

static void test_bad_fens(void)
{
    zb_position *pos = position_from("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    char before[ZB_FEN_MAX];
    zb_position_fen(pos, before);
    uint64_t key = zb_position_key(pos);
    int errors = 0;
    for (size_t i = 0; i < sizeof bad_fens / sizeof *bad_fens; i++) {
        size_t offset = 12345;
        zb_error err = zb_position_set_fen(pos, bad_fens[i].fen, strlen(bad_fens[i].fen), &offset);
        if (!CHECK_ERR(err, bad_fens[i].error))
            fprintf(stderr, "  for FEN \"%s\"\n", bad_fens[i].fen);
        if (err == ZB_OK) {
            zb_position_set_fen(pos, before, strlen(before), NULL);
            continue;
        }
        errors++;
        if (bad_fens[i].offset >= 0 && !CHECK_INT(offset, bad_fens[i].offset))
            fprintf(stderr, "  for FEN \"%s\"\n", bad_fens[i].fen);
        CHECK(offset <= strlen(bad_fens[i].fen));
        /* A rejected FEN leaves the position as it was. */
        CHECK_STR(fen_of(pos), before);
        CHECK_U64(zb_position_key(pos), key);
    }
    CHECK(errors >= 40);
    /* Every FEN error code is exercised. */
    for (int code = ZB_ERR_FEN_EMPTY; code <= ZB_ERR_FEN_IMPOSSIBLE_CHECK; code++) {
        int seen = 0;
        for (size_t i = 0; i < sizeof bad_fens / sizeof *bad_fens; i++)
            seen |= bad_fens[i].error == (zb_error)code;
        if (!CHECK(seen))
            fprintf(stderr, "  no test for %s\n", zb_error_name((zb_error)code));
    }
    /* Not NUL-terminated, and an embedded NUL. */
    CHECK_ERR(zb_position_set_fen(pos, ZB_START_FEN, 20, NULL), ZB_ERR_FEN_FIELD_COUNT);
    CHECK_ERR(zb_position_set_fen(pos, "8/8/8/8\0/8/8/8/8 w - - 0 1", 26, NULL), ZB_ERR_FEN_PIECE_CHAR);
    CHECK_ERR(zb_position_set_fen(pos, NULL, 0, NULL), ZB_ERR_ARGUMENT);
    zb_position_free(pos);
}

/* Clocks pushed past 65535 by moves are written as 65535, so the FEN reads back. */
static void test_clock_limit(void)
{
    zb_position *pos = position_from("8/8/8/4k3/8/8/4K3/8 b - - 65535 65535");
    CHECK_ERR(zb_position_play(pos, "Kd5", 3), ZB_OK);
    CHECK_INT(zb_position_fullmove(pos), 65536);
    CHECK_INT(zb_position_halfmove(pos), 65536);
    char fen[ZB_FEN_MAX];
    zb_position_fen(pos, fen);
    CHECK_STR(fen, "8/8/8/3k4/8/8/4K3/8 w - - 65535 65535");
    zb_position *again = position_from(fen);
    zb_position_free(again);
    zb_position_unmake(pos);
    CHECK_INT(zb_position_fullmove(pos), 65535);
    zb_position_free(pos);
}

/* The piece count at each kind's limit (what a side starts with): one more
 * than the limit is a promotion, valid with a pawn fewer and not with all 8
 * (the parse checks the limits together first, the exact count after). */
static void test_piece_count_limits(void)
{
    static const struct {
        const char *promoted, *all_pawns; /* one more of a kind, with 7 and with 8 pawns */
    } over[] = {
        {"4k3/8/8/8/8/N7/1PPPPPPP/RN2K1NR w - - 0 1", "4k3/8/8/8/8/N7/PPPPPPPP/RN2K1NR w - - 0 1"},
        {"4k3/8/8/8/8/B7/1PPPPPPP/R1B1KB1R w - - 0 1", "4k3/8/8/8/8/B7/PPPPPPPP/R1B1KB1R w - - 0 1"},
        {"4k3/8/8/8/8/R7/1PPPPPPP/R3K2R w - - 0 1", "4k3/8/8/8/8/R7/PPPPPPPP/R3K2R w - - 0 1"},
        {"4k3/8/8/8/8/Q7/1PPPPPPP/3QK3 w - - 0 1", "4k3/8/8/8/8/Q7/PPPPPPPP/3QK3 w - - 0 1"},
        {"1n2k1n1/1ppppppp/n7/8/8/8/8/4K3 b - - 0 1", "1n2k1n1/pppppppp/n7/8/8/8/8/4K3 b - - 0 1"},
        {"2b1kb2/1ppppppp/b7/8/8/8/8/4K3 b - - 0 1", "2b1kb2/pppppppp/b7/8/8/8/8/4K3 b - - 0 1"},
        {"r3k2r/1ppppppp/r7/8/8/8/8/4K3 b - - 0 1", "r3k2r/pppppppp/r7/8/8/8/8/4K3 b - - 0 1"},
        {"3qk3/1ppppppp/q7/8/8/8/8/4K3 b - - 0 1", "3qk3/pppppppp/q7/8/8/8/8/4K3 b - - 0 1"},
    };
    zb_position *pos = zb_position_new(NULL);
    CHECK_ERR(zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL), ZB_OK); /* every kind at its limit */
    for (size_t i = 0; i < sizeof over / sizeof *over; i++) {
        if (!CHECK_ERR(zb_position_set_fen(pos, over[i].promoted, strlen(over[i].promoted), NULL), ZB_OK))
            fprintf(stderr, "  for FEN \"%s\"\n", over[i].promoted);
        if (!CHECK_ERR(zb_position_set_fen(pos, over[i].all_pawns, strlen(over[i].all_pawns), NULL), ZB_ERR_FEN_PIECE_COUNT))
            fprintf(stderr, "  for FEN \"%s\"\n", over[i].all_pawns);
    }
    zb_position_free(pos);
}

static void test_error_names(void)
{
    CHECK_STR(zb_error_name(ZB_ERR_FEN_RANK_TOO_LONG), "FEN_RANK_TOO_LONG");
    CHECK_STR(zb_error_name((zb_error)9999), "UNKNOWN");
    for (int code = 0; code < ZB_ERR_COUNT_; code++) {
        CHECK(zb_error_name((zb_error)code) != NULL && zb_error_message((zb_error)code) != NULL);
    }
}

/* The library's reading of a placement against the plain one
 * (fen_mutations.h). */
static void test_placement_against_reference(void)
{
    fen_mutations_test(zb_position_set_fen);
    fen_ranks_test(zb_position_set_fen);
}

void test_fen(void)
{
    test_round_trips();
    test_bad_fens();
    test_clock_limit();
    test_piece_count_limits();
    test_error_names();
    test_placement_against_reference();
}
