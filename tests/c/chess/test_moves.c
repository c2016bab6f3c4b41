/* Moves: SAN and UCI in and out, bad moves, undo, repetition, movetext. */
#include <stdlib.h>

#include "chess_test.h"

#define TWO_KNIGHTS "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 1 3"
#define TWO_ROOKS "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
#define FOUR_QUEENS "4k3/8/8/8/8/3Q1Q2/8/3QKQ2 w - - 0 1"
#define EP_F6 "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define CASTLES "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define PROMOTE "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define FOOLS_MATE "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
#define MATED "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"

static const struct {
    const char *fen, *text, *uci;
} good_moves[] = {
    {ZB_START_FEN, "e4", "e2e4"},
    {ZB_START_FEN, "Nf3", "g1f3"},
    {ZB_START_FEN, "Nf3!", "g1f3"},
    {ZB_START_FEN, "e4?!", "e2e4"},
    {ZB_START_FEN, "d4!!", "d2d4"},
    {ZB_START_FEN, "g1f3", "g1f3"},
    {ZB_START_FEN, " e2e4 ", "e2e4"},
    {ZB_START_FEN, "\ne2e4\r\n", "e2e4"},
    {ZB_START_FEN, "g1f3!?", "g1f3"},
    {ZB_START_FEN, "e2e4+", "e2e4"},
    {ZB_START_FEN, "Ng1f3", "g1f3"},
    {TWO_KNIGHTS, "Nbd7", "b8d7"},
    {TWO_KNIGHTS, "Nfd7", "f6d7"},
    {TWO_KNIGHTS, "N8d7", "b8d7"},
    {TWO_ROOKS, "R1a3", "a1a3"},
    {TWO_ROOKS, "R5a3", "a5a3"},
    {FOUR_QUEENS, "Qd1e2", "d1e2"},
    {FOUR_QUEENS, "Qf3e2", "f3e2"},
    {EP_F6, "exf6", "e5f6"},
    {EP_F6, "exf6e.p.", "e5f6"},
    {EP_F6, "e5f6", "e5f6"},
    {CASTLES, "O-O", "e1g1"},
    {CASTLES, "O-O-O", "e1c1"},
    {CASTLES, "0-0", "e1g1"},
    {CASTLES, "e1c1", "e1c1"},
    {CASTLES, "Rxa8+", "a1a8"},
    {PROMOTE, "e8=Q+", "e7e8q"},
    {PROMOTE, "e8Q", "e7e8q"},
    {PROMOTE, "exd8=N", "e7d8n"},
    {PROMOTE, "e7e8r", "e7e8r"},
    {FOOLS_MATE, "Qh4#", "d8h4"},
    {FOOLS_MATE, "Qh4", "d8h4"},
};

static void test_good_moves(void)
{
    for (size_t i = 0; i < sizeof good_moves / sizeof *good_moves; i++) {
        zb_position *pos = position_from(good_moves[i].fen);
        zb_move move = ZB_MOVE_NONE;
        char uci[ZB_UCI_MAX] = "";
        zb_error err = zb_parse_move(pos, good_moves[i].text, strlen(good_moves[i].text), &move);
        if (!CHECK_ERR(err, ZB_OK))
            fprintf(stderr, "  for \"%s\" in %s\n", good_moves[i].text, good_moves[i].fen);
        zb_move_to_uci(move, uci);
        CHECK_STR(uci, good_moves[i].uci);
        zb_position_free(pos);
    }
}

static const struct {
    const char *fen, *uci, *san;
} sans[] = {
    {ZB_START_FEN, "g1f3", "Nf3"},
    {ZB_START_FEN, "e2e4", "e4"},
    {TWO_KNIGHTS, "b8d7", "Nbd7"},
    {TWO_KNIGHTS, "f6e4", "Ne4"},
    {TWO_ROOKS, "a1a3", "R1a3"},
    {TWO_ROOKS, "a5a8", "Ra8+"},
    {FOUR_QUEENS, "d1e2", "Qd1e2#"}, /* the d- and f-files are covered: mate */
    {FOUR_QUEENS, "d3e2", "Qd3e2#"},
    {FOUR_QUEENS, "d3d2", "Q3d2"},
    {FOUR_QUEENS, "d3e4", "Qde4#"},
    {FOUR_QUEENS, "f3f7", "Qf7#"},
    {EP_F6, "e5f6", "exf6"},
    {CASTLES, "e1g1", "O-O"},
    {CASTLES, "e1c1", "O-O-O"},
    {CASTLES, "a1a8", "Rxa8+"},
    {PROMOTE, "e7e8q", "e8=Q+"},
    {PROMOTE, "e7d8n", "exd8=N"},
    {PROMOTE, "e7d8r", "exd8=R+"},
    {FOOLS_MATE, "d8h4", "Qh4#"},
};

static void test_san_output(void)
{
    for (size_t i = 0; i < sizeof sans / sizeof *sans; i++) {
        zb_position *pos = position_from(sans[i].fen);
        zb_move move;
        char san[ZB_SAN_MAX];
        if (!CHECK_ERR(zb_parse_move(pos, sans[i].uci, strlen(sans[i].uci), &move), ZB_OK))
            continue;
        uint64_t key = zb_position_key(pos);
        zb_move_to_san(pos, move, san);
        CHECK_STR(san, sans[i].san);
        CHECK_U64(zb_position_key(pos), key); /* made and unmade for the check mark */
        zb_position_free(pos);
    }
}

/* Every legal move's SAN and UCI parse back to that move. */
static void test_notation_round_trips(void)
{
    static const char *fens[] = {ZB_START_FEN, TWO_KNIGHTS, TWO_ROOKS, FOUR_QUEENS, EP_F6, CASTLES, PROMOTE,
                                 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                                 "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"};
    for (size_t i = 0; i < sizeof fens / sizeof *fens; i++) {
        zb_position *pos = position_from(fens[i]);
        zb_move moves[ZB_MAX_MOVES];
        size_t n = zb_position_legal_moves(pos, moves);
        for (size_t m = 0; m < n; m++) {
            char san[ZB_SAN_MAX], uci[ZB_UCI_MAX];
            zb_move back = ZB_MOVE_NONE;
            zb_move_to_san(pos, moves[m], san);
            if (!CHECK_ERR(zb_parse_move(pos, san, strlen(san), &back), ZB_OK) || !CHECK_INT(back, moves[m]))
                fprintf(stderr, "  SAN \"%s\" in %s\n", san, fens[i]);
            zb_move_to_uci(moves[m], uci);
            back = ZB_MOVE_NONE;
            if (!CHECK_ERR(zb_parse_move(pos, uci, strlen(uci), &back), ZB_OK) || !CHECK_INT(back, moves[m]))
                fprintf(stderr, "  UCI \"%s\" in %s\n", uci, fens[i]);
        }
        zb_position_free(pos);
    }
}

static const struct {
    const char *fen, *text;
    zb_error error;
} bad_moves[] = {
    {ZB_START_FEN, "", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "   ", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "e9", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "Zf3", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "Nf", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "e2e4e5", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "O-O-O-O", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "e2-e4", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "ee4", ZB_ERR_MOVE_SYNTAX},   /* a pawn names its file only to capture */
    {ZB_START_FEN, "ed3", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "0000", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "xd4", ZB_ERR_MOVE_SYNTAX},
    {ZB_START_FEN, "e5", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "Nf6", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "Qh5", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "e2e5", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "O-O", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "exd5", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "Nxf3", ZB_ERR_MOVE_ILLEGAL},
    {ZB_START_FEN, "e3e4", ZB_ERR_MOVE_NO_PIECE},
    {ZB_START_FEN, "e7e5", ZB_ERR_MOVE_NO_PIECE},
    {ZB_START_FEN, "a1a1", ZB_ERR_MOVE_ILLEGAL},
    {CASTLES, "Qd1", ZB_ERR_MOVE_NO_PIECE},
    {ZB_START_FEN, "e4=Q", ZB_ERR_MOVE_PROMOTION_INVALID},
    {ZB_START_FEN, "e2e4q", ZB_ERR_MOVE_PROMOTION_INVALID},
    {ZB_START_FEN, "e2e4k", ZB_ERR_MOVE_PROMOTION_INVALID},
    {PROMOTE, "e8", ZB_ERR_MOVE_PROMOTION_MISSING},
    {PROMOTE, "e7e8", ZB_ERR_MOVE_PROMOTION_MISSING},
    {PROMOTE, "exd8", ZB_ERR_MOVE_PROMOTION_MISSING},
    {PROMOTE, "e8=K", ZB_ERR_MOVE_PROMOTION_INVALID},
    {PROMOTE, "e8=P", ZB_ERR_MOVE_PROMOTION_INVALID},
    {PROMOTE, "Ke2=Q", ZB_ERR_MOVE_PROMOTION_INVALID},
    {TWO_KNIGHTS, "Nd7", ZB_ERR_MOVE_AMBIGUOUS},
    {TWO_ROOKS, "Ra3", ZB_ERR_MOVE_AMBIGUOUS},
    {FOUR_QUEENS, "Qe2", ZB_ERR_MOVE_AMBIGUOUS},
    {FOUR_QUEENS, "Qde2", ZB_ERR_MOVE_AMBIGUOUS},
    {"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nf4", ZB_ERR_MOVE_KING_IN_CHECK},   /* pinned */
    {"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2f4", ZB_ERR_MOVE_KING_IN_CHECK},
    {"4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "Ke2", ZB_ERR_MOVE_KING_IN_CHECK},      /* into check */
    {"4k3/8/8/8/8/8/8/r3K2R w K - 0 1", "O-O", ZB_ERR_MOVE_KING_IN_CHECK},     /* out of check */
    {"4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "O-O", ZB_ERR_MOVE_KING_IN_CHECK},    /* through check */
    {"4k3/8/8/8/8/8/8/r3K2R w K - 0 1", "h1h5", ZB_ERR_MOVE_KING_IN_CHECK},    /* ignores check */
    {"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", ZB_ERR_MOVE_ILLEGAL},            /* no right */
    {MATED, "a3", ZB_ERR_MOVE_KING_IN_CHECK},
    {MATED, "Kf2", ZB_ERR_MOVE_KING_IN_CHECK},
    {EP_F6, "exd6", ZB_ERR_MOVE_ILLEGAL},                                      /* no ep on d6 */
};

static void test_bad_moves(void)
{
    for (size_t i = 0; i < sizeof bad_moves / sizeof *bad_moves; i++) {
        zb_position *pos = position_from(bad_moves[i].fen);
        char before[ZB_FEN_MAX];
        zb_position_fen(pos, before);
        uint64_t key = zb_position_key(pos);
        zb_error err = zb_position_play(pos, bad_moves[i].text, strlen(bad_moves[i].text));
        if (!CHECK_ERR(err, bad_moves[i].error))
            fprintf(stderr, "  for \"%s\" in %s\n", bad_moves[i].text, bad_moves[i].fen);
        CHECK_STR(fen_of(pos), before);
        CHECK_U64(zb_position_key(pos), key);
        CHECK_INT(zb_position_ply(pos), 0);
        zb_position_free(pos);
    }
    CHECK(sizeof bad_moves / sizeof *bad_moves >= 20);
    for (int code = ZB_ERR_MOVE_SYNTAX; code <= ZB_ERR_MOVE_PROMOTION_INVALID; code++) {
        int seen = 0;
        for (size_t i = 0; i < sizeof bad_moves / sizeof *bad_moves; i++)
            seen |= bad_moves[i].error == (zb_error)code;
        if (!CHECK(seen))
            fprintf(stderr, "  no test for %s\n", zb_error_name((zb_error)code));
    }
    /* make_checked refuses a move that is not legal here. */
    zb_position *pos = zb_position_new(NULL);
    zb_move e2e5 = (zb_move)(12 | (36 << 6));
    CHECK_ERR(zb_position_make_checked(pos, e2e5), ZB_ERR_MOVE_ILLEGAL);
    CHECK_ERR(zb_position_make_checked(pos, ZB_MOVE_NONE), ZB_ERR_MOVE_ILLEGAL);
    CHECK_ERR(zb_position_make_checked(pos, (zb_move)0xFFFF), ZB_ERR_MOVE_ILLEGAL);
    CHECK_STR(fen_of(pos), ZB_START_FEN);
    CHECK_ERR(zb_parse_move(pos, NULL, 0, &e2e5), ZB_ERR_ARGUMENT);
    /* An empty movetext with no text at all, and history sizes memory cannot hold. */
    CHECK_ERR(zb_replay(pos, NULL, 0, NULL, 0).error, ZB_OK);
    CHECK_ERR(zb_position_reserve(pos, (size_t)1 << 60), ZB_ERR_NO_MEMORY);
    CHECK_ERR(zb_position_reserve(pos, SIZE_MAX), ZB_ERR_NO_MEMORY);
    CHECK_ERR(zb_position_reserve(pos, SIZE_MAX - 1), ZB_ERR_NO_MEMORY);
    CHECK_ERR(zb_position_play(pos, "e4", 2), ZB_OK); /* still usable */
    zb_position_free(pos);
}

static void test_undo(void)
{
    zb_position *pos = zb_position_new(NULL);
    CHECK_ERR(zb_position_unmake(pos), ZB_ERR_NOTHING_TO_UNDO);
    const char *game = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";
    uint64_t keys[32];
    char fens[32][ZB_FEN_MAX];
    zb_movetext it;
    const char *token;
    size_t len, ply = 0;
    zb_position_fen(pos, fens[0]);
    keys[0] = zb_position_key(pos);
    zb_movetext_start(&it, game, strlen(game));
    while (zb_movetext_next(&it, &token, &len) == 1) {
        CHECK_ERR(zb_position_play(pos, token, len), ZB_OK);
        ply++;
        keys[ply] = zb_position_key(pos);
        zb_position_fen(pos, fens[ply]);
        CHECK_U64(keys[ply], zb_position_compute_key(pos));
    }
    CHECK_INT(zb_position_ply(pos), 20);
    CHECK_STR(fens[20], "r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11");
    for (; ply > 0; ply--) {
        CHECK_ERR(zb_position_unmake(pos), ZB_OK);
        CHECK_U64(zb_position_key(pos), keys[ply - 1]);
        CHECK_STR(fen_of(pos), fens[ply - 1]);
    }
    CHECK_ERR(zb_position_unmake(pos), ZB_ERR_NOTHING_TO_UNDO);
    zb_position_free(pos);
}

/* The i-th ply of Nf3 Nf6 Ng1 Ng8, again and again. */
static const char *knight_shuffle(int i)
{
    static const char *const moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    return moves[i % 4];
}

/* zb_position_copy: dst gets src's board, history (unmake walks back
 * through src's moves) and layout, whatever dst held; src is untouched. */
static void test_copy(void)
{
    zb_position *src = position_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    zb_position *dst = zb_position_new(zb_chess_keys_stockfish());
    const char *moves[] = {"O-O", "Kd8", "Ra1b1", "Rh8h7", "Rb1b8"};
    uint64_t keys[6];
    char fens[6][ZB_FEN_MAX];
    keys[0] = zb_position_key(src);
    zb_position_fen(src, fens[0]);
    for (size_t i = 0; i < 5; i++) {
        CHECK_ERR(zb_position_play(src, moves[i], strlen(moves[i])), ZB_OK);
        keys[i + 1] = zb_position_key(src);
        zb_position_fen(src, fens[i + 1]);
    }
    /* dst at a longer game first, so that its board and history differ */
    for (int i = 0; i < 80; i++)
        CHECK_ERR(zb_position_play(dst, knight_shuffle(i), 3), ZB_OK);
    CHECK_INT(zb_position_ply(dst), 80);
    CHECK_ERR(zb_position_copy(dst, src), ZB_OK);
    CHECK_INT(zb_position_ply(dst), 5);
    CHECK(zb_position_keys(dst) == zb_position_keys(src));
    for (size_t ply = 5;; ply--) {
        CHECK_U64(zb_position_key(dst), keys[ply]);
        CHECK_STR(fen_of(dst), fens[ply]);
        CHECK_U64(zb_position_key(dst), zb_position_compute_key(dst));
        if (ply == 0)
            break;
        CHECK_ERR(zb_position_unmake(dst), ZB_OK);
    }
    CHECK_ERR(zb_position_unmake(dst), ZB_ERR_NOTHING_TO_UNDO);
    CHECK_STR(fen_of(src), fens[5]);
    CHECK_ERR(zb_position_copy(src, src), ZB_OK); /* onto itself: nothing changes */
    CHECK_STR(fen_of(src), fens[5]);
    CHECK_INT(zb_position_ply(src), 5);
    /* into a position with a shorter history: it grows */
    zb_position *fresh = zb_position_new(NULL), *shuffled = zb_position_new(NULL);
    for (int i = 0; i < 100; i++)
        CHECK_ERR(zb_position_play(shuffled, knight_shuffle(i), 3), ZB_OK);
    CHECK_ERR(zb_position_copy(fresh, shuffled), ZB_OK);
    CHECK_INT(zb_position_ply(fresh), 100);
    CHECK_U64(zb_position_key(fresh), zb_position_key(shuffled));
    CHECK_INT(zb_position_move_at(fresh, 3), zb_position_move_at(shuffled, 3));
    for (int i = 0; i < 100; i++)
        CHECK_ERR(zb_position_unmake(fresh), ZB_OK);
    CHECK_STR(fen_of(fresh), ZB_START_FEN);
    zb_position_free(shuffled);
    zb_position_free(fresh);
    zb_position_free(dst);
    zb_position_free(src);
}

static void test_repetition(void)
{
    zb_position *pos = zb_position_new(NULL);
    const char *shuffle = "Nf3 Nf6 Ng1 Ng8";
    CHECK_INT(zb_position_repetitions(pos), 0);
    CHECK_ERR(zb_replay(pos, shuffle, strlen(shuffle), NULL, 0).error, ZB_OK);
    CHECK_INT(zb_position_repetitions(pos), 1);
    CHECK(!zb_position_is_threefold(pos));
    CHECK_ERR(zb_replay(pos, shuffle, strlen(shuffle), NULL, 0).error, ZB_OK);
    CHECK_INT(zb_position_repetitions(pos), 2);
    CHECK(zb_position_is_threefold(pos));
    zb_position_unmake(pos);
    CHECK_INT(zb_position_repetitions(pos), 1); /* the position after ...Ng1 */

    /* Only moves since the last pawn move or capture count. */
    zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
    const char *after_pawn = "Nf3 Nf6 Ng1 Ng8 e3 e6 Nf3 Nf6 Ng1 Ng8";
    CHECK_ERR(zb_replay(pos, after_pawn, strlen(after_pawn), NULL, 0).error, ZB_OK);
    CHECK_INT(zb_position_repetitions(pos), 1);
    zb_position_free(pos);
}

static void test_movetext(void)
{
    static const struct {
        const char *text;
        size_t plies;
        zb_error error;
        size_t error_offset;
    } cases[] = {
        {"1. e4 e5 2. Nf3 Nc6", 4, ZB_OK, 0},
        {"1.e4 e5 2.Nf3 Nc6 3.Bb5", 5, ZB_OK, 0},
        {"1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 $1 Nc6 ; a comment\n 3. Bb5 a6 1-0", 6, ZB_OK, 0},
        {"e4 e5 1/2-1/2", 2, ZB_OK, 0},
        {"e4 e5 *", 2, ZB_OK, 0},
        {"e2e4 e7e5 g1f3", 3, ZB_OK, 0},
        {"1. e4 1... e5", 2, ZB_OK, 0},
        {"", 0, ZB_OK, 0},
        {"e4 e5 Ke3", 2, ZB_ERR_MOVE_ILLEGAL, 6},
        {"1. e4 {unclosed", 1, ZB_ERR_MOVETEXT_SYNTAX, 6},
        {"1. e4 (1. d4", 1, ZB_ERR_MOVETEXT_SYNTAX, 6},
        {"1. e4 ) e5", 1, ZB_ERR_MOVETEXT_SYNTAX, 6},
        {"1. e4 e5 2. Nf3 Nf3", 3, ZB_ERR_MOVE_ILLEGAL, 16},
        {"1. e4 (1. d4 ; a note with a ) in it\n d5) e5", 2, ZB_OK, 0},
        {"1. e4 (1. d4 }) e5", 1, ZB_ERR_MOVETEXT_SYNTAX, 6},
        /* the result ends the game: comments and NAGs may follow, moves not */
        {"1. e4 e5 1-0 {White resigned too soon} $2", 2, ZB_OK, 0},
        {"1. e4 e5 2. Nf3 1-0 2. Nc6", 3, ZB_ERR_MOVETEXT_SYNTAX, 23},
        {"1. e4 * e5", 1, ZB_ERR_MOVETEXT_SYNTAX, 8},
        /* null moves, as PGN writes them and as UCI does; none in check */
        {"1. e4 -- 2. d4 Z0 3. Nf3 0000", 6, ZB_OK, 0},
        {"1. e4 f5 2. Qh5+ --", 3, ZB_ERR_NULL_MOVE_IN_CHECK, 17},
        {"e4 ---", 1, ZB_ERR_MOVE_SYNTAX, 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        zb_position *pos = zb_position_new(NULL);
        uint64_t keys[16];
        zb_replay_result r = zb_replay(pos, cases[i].text, strlen(cases[i].text), keys, 16);
        if (!CHECK_ERR(r.error, cases[i].error) | !CHECK_INT(r.plies, cases[i].plies))
            fprintf(stderr, "  for movetext \"%s\"\n", cases[i].text);
        CHECK_INT(r.keys_written, r.plies + 1);
        CHECK_U64(keys[r.plies], zb_position_key(pos));
        if (r.error)
            CHECK_INT(r.error_offset, cases[i].error_offset);
        zb_position_free(pos);
    }
    /* Keys stop at the capacity; the game is still played to the end. */
    zb_position *pos = zb_position_new(NULL);
    uint64_t keys[2];
    zb_replay_result r = zb_replay(pos, "e4 e5 Nf3", 9, keys, 2);
    CHECK_INT(r.plies, 3);
    CHECK_INT(r.keys_written, 2);
    CHECK_U64(keys[0], 0x463b96181691fc9cULL);
    CHECK_U64(keys[1], 0x823c9b50fd114196ULL);
    zb_position_free(pos);
}

void test_moves(void)
{
    test_good_moves();
    test_san_output();
    test_notation_round_trips();
    test_bad_moves();
    test_undo();
    test_copy();
    test_repetition();
    test_movetext();
}
