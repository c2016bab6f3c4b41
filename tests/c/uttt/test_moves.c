/* Moves: their text, the errors of illegal ones (state unchanged), and
 * random games played against the naive rules, with the key from scratch,
 * the text round trip and undo checked at every ply. */
#include "uttt_test.h"

static void test_move_text(void)
{
    /* Grid names by hand: column a-i from the left, row 1-9 from the top. */
    static const struct {
        const char *text;
        int code;
    } names[] = {
        {"a1", 0},  {"b1", 1},  {"c1", 2},  {"a2", 3},  {"c3", 8},  {"d1", 9},  {"i1", 20}, {"a4", 27},
        {"e5", 40}, {"f6", 44}, {"g7", 72}, {"a9", 60}, {"i7", 74}, {"i9", 80}, {"e4", 37}, {"d5", 39},
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        int code = -1;
        char out[ZB_UTTT_MOVE_TEXT_MAX];
        CHECK_UERR(zb_uttt_move_from_text(names[i].text, 2, &code), ZB_UTTT_OK);
        CHECK_INT(code, names[i].code);
        CHECK_INT(zb_uttt_move_to_text(names[i].code, out), 2);
        CHECK_STR(out, names[i].text);
    }
    /* Every code: text and back, and the decimal form. */
    for (int code = 0; code < 81; code++) {
        char out[ZB_UTTT_MOVE_TEXT_MAX], decimal[12];
        int back = -1, column, row;
        zb_uttt_move_to_text(code, out);
        column = out[0] - 'a', row = out[1] - '1';
        CHECK_INT(zb_uttt_board_of(code), 3 * (row / 3) + column / 3);
        CHECK_INT(zb_uttt_cell_of(code), 3 * (row % 3) + column % 3);
        CHECK_UERR(zb_uttt_move_from_text(out, 2, &back), ZB_UTTT_OK);
        CHECK_INT(back, code);
        snprintf(decimal, sizeof decimal, "%d", code);
        back = -1;
        CHECK_UERR(zb_uttt_move_from_text(decimal, strlen(decimal), &back), ZB_UTTT_OK);
        CHECK_INT(back, code);
    }
    static const char *syntax[] = {"", "e", "e55", "j1", "a0", "E5", " e5", "e5 ", "5e", "00", "05", "-1", "+1",
                                   "1.", "100", "x", "e-", "ii"};
    for (size_t i = 0; i < sizeof syntax / sizeof *syntax; i++) {
        int code = 1234;
        if (!CHECK_UERR(zb_uttt_move_from_text(syntax[i], strlen(syntax[i]), &code), ZB_UTTT_ERR_MOVE_SYNTAX))
            fprintf(stderr, "    move \"%s\"\n", syntax[i]);
        CHECK_INT(code, 1234);
    }
    int code = 1234;
    CHECK_UERR(zb_uttt_move_from_text("81", 2, &code), ZB_UTTT_ERR_MOVE_RANGE);
    CHECK_UERR(zb_uttt_move_from_text("99", 2, &code), ZB_UTTT_ERR_MOVE_RANGE);
    CHECK_UERR(zb_uttt_move_from_text("e5x", 2, &code), ZB_UTTT_OK); /* only len characters */
    CHECK_INT(code, 40);
    char out[ZB_UTTT_MOVE_TEXT_MAX] = "zz";
    CHECK_INT(zb_uttt_move_to_text(81, out), 0);
    CHECK_STR(out, "");
    CHECK_INT(zb_uttt_move_to_text(-1, out), 0);
}

/* A move that must fail with `expected`, leaving the position as it was. */
static void expect_bad_move(zb_uttt *pos, const char *move, zb_uttt_error expected, int line)
{
    char before[ZB_UTTT_TEXT_MAX];
    zb_uttt_text(pos, before);
    uint64_t key = zb_uttt_key(pos);
    size_t ply = zb_uttt_ply(pos);
    int code = -7;
    if (!check_uerr(zb_uttt_play(pos, move, strlen(move)), expected, move, __FILE__, line))
        return;
    check_uerr(zb_uttt_parse_move(pos, move, strlen(move), &code), expected, move, __FILE__, line);
    check_int(code, -7, "parse_move's output on error", __FILE__, line);
    check_str(uttt_text_of(pos), before, "text after a bad move", __FILE__, line);
    check_u64(zb_uttt_key(pos), key, "key after a bad move", __FILE__, line);
    check_int((long long)zb_uttt_ply(pos), (long long)ply, "ply after a bad move", __FILE__, line);
}
#define BAD_MOVE(pos, move, error) expect_bad_move((pos), (move), (error), __LINE__)

static void test_bad_moves(void)
{
    zb_uttt *pos = zb_uttt_new(NULL);
    uint8_t moves[ZB_UTTT_MAX_MOVES];
    CHECK_INT(zb_uttt_legal_moves(pos, moves), 81);
    BAD_MOVE(pos, "j5", ZB_UTTT_ERR_MOVE_SYNTAX);
    BAD_MOVE(pos, "", ZB_UTTT_ERR_MOVE_SYNTAX);
    BAD_MOVE(pos, "81", ZB_UTTT_ERR_MOVE_RANGE);
    CHECK_UERR(zb_uttt_play(pos, "e5", 2), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_forced_board(pos), 4);
    CHECK_INT(zb_uttt_side(pos), ZB_UTTT_O);
    CHECK_INT(zb_uttt_legal_moves(pos, moves), 8);
    BAD_MOVE(pos, "e5", ZB_UTTT_ERR_CELL_OCCUPIED);
    BAD_MOVE(pos, "40", ZB_UTTT_ERR_CELL_OCCUPIED);
    BAD_MOVE(pos, "a1", ZB_UTTT_ERR_WRONG_BOARD);
    BAD_MOVE(pos, "i9", ZB_UTTT_ERR_WRONG_BOARD);
    BAD_MOVE(pos, "c4", ZB_UTTT_ERR_WRONG_BOARD);
    BAD_MOVE(pos, "g6", ZB_UTTT_ERR_WRONG_BOARD);
    CHECK_UERR(zb_uttt_play(pos, "f6", 2), ZB_UTTT_OK); /* board 4, cell 8: x to board 8 */
    BAD_MOVE(pos, "e5", ZB_UTTT_ERR_WRONG_BOARD);
    CHECK_UERR(zb_uttt_play(pos, "g7", 2), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_forced_board(pos), 0);
    CHECK_UERR(zb_uttt_make_checked(pos, 81), ZB_UTTT_ERR_MOVE_RANGE);
    CHECK_UERR(zb_uttt_make_checked(pos, -1), ZB_UTTT_ERR_MOVE_RANGE);
    CHECK_UERR(zb_uttt_make_checked(pos, 40), ZB_UTTT_ERR_WRONG_BOARD);
    CHECK_UERR(zb_uttt_check_move(pos, 0), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_ply(pos), 3);

    /* Board 0 won by x; the o of board 1 sent x there: a free choice. */
    const char *closed = "xxxoo..../o......../x.o....../........./........./........./........./........./......... x -";
    CHECK_UERR(zb_uttt_set_text(pos, closed, strlen(closed), NULL), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_legal_moves(pos, moves), 8 + 7 + 6 * 9);
    BAD_MOVE(pos, "c2", ZB_UTTT_ERR_BOARD_CLOSED); /* board 0, cell 5: empty, but the board is closed */
    BAD_MOVE(pos, "a1", ZB_UTTT_ERR_BOARD_CLOSED); /* closed and occupied: closed says more */
    BAD_MOVE(pos, "d1", ZB_UTTT_ERR_CELL_OCCUPIED);
    CHECK_UERR(zb_uttt_play(pos, "f1", 2), ZB_UTTT_OK); /* board 1, cell 2: o to board 2 */
    BAD_MOVE(pos, "c3", ZB_UTTT_ERR_BOARD_CLOSED);      /* board 0 while sent to 2: closed first */
    BAD_MOVE(pos, "e5", ZB_UTTT_ERR_WRONG_BOARD);
    BAD_MOVE(pos, "g1", ZB_UTTT_ERR_CELL_OCCUPIED);
    BAD_MOVE(pos, "i1", ZB_UTTT_ERR_CELL_OCCUPIED);

    /* A decided game: every move is GAME_OVER, even into an open board. */
    const char *over = "xxxoo..../xxxoo..../xxxoo..../oo......./........./........./........./........./......... o -";
    CHECK_UERR(zb_uttt_set_text(pos, over, strlen(over), NULL), ZB_UTTT_OK);
    BAD_MOVE(pos, "e5", ZB_UTTT_ERR_GAME_OVER);
    BAD_MOVE(pos, "a1", ZB_UTTT_ERR_GAME_OVER);
    BAD_MOVE(pos, "zz", ZB_UTTT_ERR_MOVE_SYNTAX);
    CHECK_UERR(zb_uttt_make_checked(pos, 81), ZB_UTTT_ERR_MOVE_RANGE);
    CHECK_UERR(zb_uttt_unmake(pos), ZB_UTTT_ERR_NOTHING_TO_UNDO);
    CHECK_INT(zb_uttt_move_at(pos, 0), -1);
    CHECK_INT(zb_uttt_move_at(pos, 1), -1);
    zb_uttt_free(pos);
}

/* The error the naive rules expect for a code. */
static zb_uttt_error naive_error(const naive *n, int code)
{
    if (naive_result(n) != '.')
        return ZB_UTTT_ERR_GAME_OVER;
    if (naive_board_outcome(n, code / 9) != '.')
        return ZB_UTTT_ERR_BOARD_CLOSED;
    if (n->forced >= 0 && n->forced != code / 9)
        return ZB_UTTT_ERR_WRONG_BOARD;
    return n->cell[code] != '.' ? ZB_UTTT_ERR_CELL_OCCUPIED : ZB_UTTT_OK;
}

static int naive_status(char outcome)
{
    return outcome == 'x' ? ZB_UTTT_X_WON : outcome == 'o' ? ZB_UTTT_O_WON : outcome == 'd' ? ZB_UTTT_DRAWN : ZB_UTTT_OPEN;
}

/* The position agrees with the naive one in everything visible. */
static void compare_with_naive(const zb_uttt *pos, const naive *n)
{
    char text[ZB_UTTT_TEXT_MAX];
    zb_uttt_text(pos, text);
    naive from_text;
    CHECK(naive_from_text(&from_text, text) == 0);
    CHECK(memcmp(from_text.cell, n->cell, 81) == 0);
    CHECK_INT(zb_uttt_side(pos), n->side);
    CHECK_INT(zb_uttt_forced_board(pos), n->forced < 0 ? ZB_UTTT_NO_BOARD : n->forced);
    CHECK_INT(zb_uttt_result(pos), naive_status(naive_result(n)));
    for (int b = 0; b < 9; b++)
        CHECK_INT(zb_uttt_board_status(pos, b), naive_status(naive_board_outcome(n, b)));
    uint8_t moves[ZB_UTTT_MAX_MOVES];
    int expected[81];
    size_t count = zb_uttt_legal_moves(pos, moves);
    int naive_count = naive_moves(n, expected);
    CHECK_INT(count, naive_count);
    for (size_t i = 0; i < count && (int)i < naive_count; i++)
        CHECK_INT(moves[i], expected[i]);
    for (int code = 0; code < 81; code++)
        CHECK_UERR(zb_uttt_check_move(pos, code), naive_error(n, code));
}

static void test_random_games(void)
{
    uint64_t seed = 2026;
    int results[4] = {0, 0, 0, 0};
    zb_uttt *pos = zb_uttt_new(NULL), *again = zb_uttt_new(NULL);
    const int games = UTTT_SANITIZED ? 150 : 400;
    for (int game = 0; game < games; game++) {
        naive n;
        naive_start(&n);
        zb_uttt_reset(pos);
        char texts[82][ZB_UTTT_TEXT_MAX];
        uint64_t keys[82];
        int played[82];
        size_t ply = 0;
        for (;;) {
            zb_uttt_text(pos, texts[ply]);
            keys[ply] = zb_uttt_key(pos);
            CHECK_U64(keys[ply], zb_uttt_compute_key(pos));
            if (game % 8 == 0 || ply == 0)
                compare_with_naive(pos, &n);
            /* Every reachable position is accepted as text, with its key. */
            size_t where = 0;
            zb_uttt_error err = zb_uttt_set_text(again, texts[ply], strlen(texts[ply]), &where);
            if (!CHECK_UERR(err, ZB_UTTT_OK))
                fprintf(stderr, "    reachable text rejected at %zu: %s\n", where, texts[ply]);
            CHECK_STR(uttt_text_of(again), texts[ply]);
            CHECK_U64(zb_uttt_key(again), keys[ply]);
            uint8_t moves[ZB_UTTT_MAX_MOVES];
            size_t count = zb_uttt_legal_moves(pos, moves);
            if (!count)
                break;
            int move = moves[test_random(&seed) % count];
            char name[ZB_UTTT_MOVE_TEXT_MAX];
            zb_uttt_move_to_text(move, name);
            CHECK_UERR(game % 2 ? zb_uttt_play(pos, name, 2) : zb_uttt_make_checked(pos, move), ZB_UTTT_OK);
            naive_play(&n, move);
            played[++ply] = move;
        }
        compare_with_naive(pos, &n);
        results[zb_uttt_result(pos)]++;
        CHECK_INT(zb_uttt_ply(pos), ply);
        /* A clone undoes the same way. */
        zb_uttt *clone = zb_uttt_clone(pos);
        for (size_t p = ply; p > 0; p--) {
            CHECK_INT(zb_uttt_move_at(pos, p), played[p]);
            CHECK_UERR(zb_uttt_unmake(pos), ZB_UTTT_OK);
            CHECK_STR(uttt_text_of(pos), texts[p - 1]);
            CHECK_U64(zb_uttt_key(pos), keys[p - 1]);
        }
        CHECK_UERR(zb_uttt_unmake(pos), ZB_UTTT_ERR_NOTHING_TO_UNDO);
        CHECK_STR(uttt_text_of(pos), ZB_UTTT_START_TEXT);
        CHECK_U64(zb_uttt_key(pos), 0);
        if (clone) {
            CHECK_U64(zb_uttt_key(clone), keys[ply]);
            for (size_t p = ply; p > ply / 2; p--)
                zb_uttt_unmake(clone);
            CHECK_STR(uttt_text_of(clone), texts[ply / 2]);
            CHECK_U64(zb_uttt_key(clone), keys[ply / 2]);
        }
        zb_uttt_free(clone);
    }
    /* The games reached every kind of end. */
    CHECK(results[ZB_UTTT_X_WON] > 0);
    CHECK(results[ZB_UTTT_O_WON] > 0);
    CHECK(results[ZB_UTTT_DRAWN] > 0);
    CHECK_INT(results[ZB_UTTT_ONGOING], 0);
    zb_uttt_free(pos);
    zb_uttt_free(again);
}

/* A position set from text undoes only to that text. */
static void test_undo_to_text(void)
{
    const char *text = ".x..x..../o......../........./........./o......../........./........./........./......... x 0";
    zb_uttt *pos = uttt_from(text);
    if (!pos)
        return;
    uint64_t key = zb_uttt_key(pos);
    CHECK(uttt_play_all(pos, "c1 h1 e1") == 0);
    CHECK_INT(zb_uttt_ply(pos), 3);
    while (zb_uttt_unmake(pos) == ZB_UTTT_OK)
        ;
    CHECK_STR(uttt_text_of(pos), text);
    CHECK_U64(zb_uttt_key(pos), key);
    CHECK_INT(zb_uttt_ply(pos), 0);
    zb_uttt_reset(pos);
    CHECK_STR(uttt_text_of(pos), ZB_UTTT_START_TEXT);
    zb_uttt_free(pos);
}

void test_moves(void)
{
    test_move_text();
    test_bad_moves();
    test_random_games();
    test_undo_to_text();
}
