/* Position text: round trips, and a specific error with its offset for each
 * way a text can be malformed or describe a position no game reaches; the
 * position unchanged after every error. */
#include "uttt_test.h"

#define E "........."
#define B9(a, b, c, d, e, f, g, h, i) a "/" b "/" c "/" d "/" e "/" f "/" g "/" h "/" i
#define START B9(E, E, E, E, E, E, E, E, E)

/* Offsets in a well-formed text: group b at 10 b, side at 90, forced at 92. */
static const struct {
    const char *text;
    zb_uttt_error error;
    int offset; /* -1: not checked */
} bad[] = {
    {"", ZB_UTTT_ERR_TEXT_EMPTY, 0},
    {" \t\r\n ", ZB_UTTT_ERR_TEXT_EMPTY, 0},
    {START, ZB_UTTT_ERR_TEXT_FIELD_COUNT, 89},
    {START " x", ZB_UTTT_ERR_TEXT_FIELD_COUNT, 91},
    {START " x - 0", ZB_UTTT_ERR_TEXT_FIELD_COUNT, 94},
    {START " x -  extra  ", ZB_UTTT_ERR_TEXT_FIELD_COUNT, 95},
    {"x -", ZB_UTTT_ERR_TEXT_FIELD_COUNT, 3},
    {B9(E, E, E, E, E, E, E, E, E) "/" E " x -", ZB_UTTT_ERR_TEXT_GROUP_COUNT, 89},
    {E "/" E "/" E "/" E "/" E "/" E "/" E "/" E " x -", ZB_UTTT_ERR_TEXT_GROUP_COUNT, 79},
    {E " x -", ZB_UTTT_ERR_TEXT_GROUP_COUNT, 9},
    {B9(E, E, E, E, E, E, E, E, E) "/ x -", ZB_UTTT_ERR_TEXT_GROUP_COUNT, 89},
    {B9(".........." , E, E, E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_GROUP_TOO_LONG, 9},
    {B9(E, E, E, E, E, E, E, E, "..........") " x -", ZB_UTTT_ERR_TEXT_GROUP_TOO_LONG, 89},
    {B9("........", E, E, E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT, 8},
    {B9(E, E, E, E, E, E, E, E, "........") " x -", ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT, 88},
    {B9("", E, E, E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT, 0},
    {B9(E, E, E, E, "", E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT, 40},
    {B9("X........", E, E, E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_CELL_CHAR, 0},
    {B9(E, "....O....", E, E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_CELL_CHAR, 14},
    {B9(E, E, E, E, E, E, E, E, "........1") " x -", ZB_UTTT_ERR_TEXT_CELL_CHAR, 88},
    {B9(E, E, "...-.....", E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_CELL_CHAR, 23},
    {B9(E, E, E, "\xff........", E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_CELL_CHAR, 30},
    {"9/9/9/9/9/9/9/9/9 x -", ZB_UTTT_ERR_TEXT_CELL_CHAR, 0},
    {START " X -", ZB_UTTT_ERR_TEXT_SIDE, 90},
    {START " xo -", ZB_UTTT_ERR_TEXT_SIDE, 90},
    {START " - -", ZB_UTTT_ERR_TEXT_SIDE, 90},
    {START " 0 -", ZB_UTTT_ERR_TEXT_SIDE, 90},
    {START " x 9", ZB_UTTT_ERR_TEXT_FORCED_SYNTAX, 92},
    {START " x 10", ZB_UTTT_ERR_TEXT_FORCED_SYNTAX, 92},
    {START " x a", ZB_UTTT_ERR_TEXT_FORCED_SYNTAX, 92},
    {START " x --", ZB_UTTT_ERR_TEXT_FORCED_SYNTAX, 92},
    {START " x 0-", ZB_UTTT_ERR_TEXT_FORCED_SYNTAX, 92},
    /* syntax before sense: a bad side is found before bad counts */
    {B9("x........", E, E, E, E, E, E, E, E) " y -", ZB_UTTT_ERR_TEXT_SIDE, 90},
    /* counts */
    {START " o -", ZB_UTTT_ERR_TEXT_STONE_COUNT, 0},
    {"  " START " o -", ZB_UTTT_ERR_TEXT_STONE_COUNT, 2},
    {B9("....x....", E, E, E, E, E, E, E, E) " x 4", ZB_UTTT_ERR_TEXT_STONE_COUNT, 0},
    {B9("....x....", "o........", E, E, E, E, E, E, E) " o 0", ZB_UTTT_ERR_TEXT_STONE_COUNT, 0},
    {B9("....x....", "x........", E, E, E, E, E, E, E) " o 0", ZB_UTTT_ERR_TEXT_STONE_COUNT, 0},
    {B9("o........", E, E, E, E, E, E, E, E) " x 0", ZB_UTTT_ERR_TEXT_STONE_COUNT, 0},
    /* local boards */
    {B9(E, E, "xxxooo...", E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_BOARD_BOTH_LINES, 20},
    {B9(E, "xo.xo.xo.", E, E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_BOARD_BOTH_LINES, 10},
    {B9("xxx...xxx", "oo.oo....", "oo.......", E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_BOARD_PLAYED_AFTER_WIN, 0},
    {B9("xx.xx.xx.", "oo.oo....", "oo.......", E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_BOARD_PLAYED_AFTER_WIN, 0},
    {B9("xx.......", "xx.......", E, E, E, E, "ooo...ooo", E, E) " x -", ZB_UTTT_ERR_TEXT_STONE_COUNT, 0},
    {B9("xx.x.....", "x........", E, E, E, E, "ooo...ooo", "xx.x.....", E) " o -",
     ZB_UTTT_ERR_TEXT_BOARD_PLAYED_AFTER_WIN, 60},
    /* the global board */
    {B9("xxx......", "xxx......", "xxx......", "ooo......", "ooo......", "ooo......", E, E, E) " x -",
     ZB_UTTT_ERR_TEXT_GLOBAL_BOTH_LINES, 0},
    {B9("xxxoo....", "xxxoo....", "xxxoo....", "oo.......", "oo.......", "oo.......", "xxxoo....", "xxxoo....",
        "xxxoo....") " x -",
     ZB_UTTT_ERR_TEXT_GLOBAL_PLAYED_AFTER_WIN, 0},
    {B9("xxxoo....", "xxxoo....", "xxxoo....", "oo.......", "o........", E, E, E, E) " x -",
     ZB_UTTT_ERR_TEXT_WINNER_TO_MOVE, 90},
    {B9("xxxoo....", "xxxoo....", "xxxoo....", "oo.......", E, E, E, E, E) " o 4",
     ZB_UTTT_ERR_TEXT_GAME_OVER_FORCED, 92},
    {B9("ooo......", "ooo......", "ooo......", "xx.x.....", "xx.x.....", "xx.x.....", E, E, E) " x 7",
     ZB_UTTT_ERR_TEXT_GAME_OVER_FORCED, 92},
    /* the forced board */
    {B9("xxxoo....", "o........", "x.o......", E, E, E, E, E, E) " x 0", ZB_UTTT_ERR_TEXT_FORCED_CLOSED, 92},
    {B9(E, E, E, E, "....x....", E, E, E, E) " o 3", ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED, 92},
    {B9(E, E, E, E, "....x....", E, E, E, E) " o 4 ", ZB_UTTT_OK, -1},
    {B9(E, E, E, E, E, E, E, E, E) " x 4", ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED, 92},
    /* the only o on cell 2 is on a board x won: it was not the last move */
    {B9("x.oxxx...", E, E, E, E, "oo.o.....", E, E, E) " x 2", ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED, 92},
    /* the x on cell 1 of board 0 is not the stone that made its lines */
    {B9("xxxx..x..", E, "oo.o.....", "o........", E, E, E, E, E) " o 1", ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED, 92},
    {B9("xxxx..x..", E, "oo.o.....", "o........", E, E, E, E, E) " o 0", ZB_UTTT_ERR_TEXT_FORCED_CLOSED, 92},
    {B9("xxxx..x..", E, "oo.o.....", "o........", E, E, E, E, E) " o -", ZB_UTTT_OK, -1},
    /* a forced board that is closed */
    {B9("....o....", "....o....", E, E, "xxxo.....", E, E, E, "x........") " o 4",
     ZB_UTTT_ERR_TEXT_FORCED_CLOSED, 92},
    /* free choice */
    {B9(E, E, E, E, "....x....", E, E, E, E) " o -", ZB_UTTT_ERR_TEXT_FREE_UNEXPLAINED, 92},
    {B9("xxxoo....", "o........", E, E, E, E, E, E, E) " x -", ZB_UTTT_OK, -1},
    {B9("xxxoo....", E, "..o......", E, E, E, E, E, E) " x -", ZB_UTTT_ERR_TEXT_FREE_UNEXPLAINED, 92},
    {B9("xxxoo....", "o........", E, E, E, E, E, E, E) " x 4", ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED, 92},
};

/* Texts accepted and written back unchanged. */
static const char *good[] = {
    START " x -",
    B9(E, E, E, E, "....x....", E, E, E, E) " o 4",
    B9("....o....", E, E, E, "x...x....", E, E, E, E) " o 0",
    ".x..x..../o......../........./........./o......../........./........./........./......... x 0",
    /* one stone made two lines */
    B9("xxxx..x..", "o........", "o........", "o........", "o.o......", E, E, E, E) " x -",
    /* a drawn board and a won one; free choice from o's stone in cell 0 */
    B9("xoxxoooxx", "o........", "x........", "o........", "x........", E, E, E, E) " o -",
    /* x won the game (boards 0 1 2); over: no forced board */
    B9("xxxoo....", "xxxoo....", "xxxoo....", "oo.......", E, E, E, E, E) " o -",
    /* o won the game on a diagonal */
    B9("x........", "x........", "ooo......", "x........", "ooo.x....", "x........", "ooo.x....", "x........",
       "xx.......") " x -",
};

static void test_round_trips(void)
{
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        zb_uttt *pos = uttt_from(good[i]);
        if (!pos)
            continue;
        CHECK_STR(uttt_text_of(pos), good[i]);
        CHECK_INT(strlen(uttt_text_of(pos)), 93);
        CHECK_U64(zb_uttt_key(pos), zb_uttt_compute_key(pos));
        CHECK_INT(zb_uttt_ply(pos), 0);
        zb_uttt_free(pos);
    }
    /* Whitespace: runs of it separate, around it is ignored. */
    zb_uttt *pos = uttt_from("\n  " B9(E, E, E, E, "....x....", E, E, E, E) " \t o\t\t4 \r\n");
    if (pos)
        CHECK_STR(uttt_text_of(pos), good[1]);
    zb_uttt_free(pos);
    /* The text need not be NUL-terminated: only len characters count. */
    pos = zb_uttt_new(NULL);
    const char *longer = START " x -garbage";
    CHECK_UERR(zb_uttt_set_text(pos, longer, 93, NULL), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_set_text(pos, longer, 94, NULL), ZB_UTTT_ERR_TEXT_FORCED_SYNTAX);
    /* Results and statuses of the game-over texts. */
    CHECK_UERR(zb_uttt_set_text(pos, good[6], strlen(good[6]), NULL), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_result(pos), ZB_UTTT_X_WON);
    uint8_t moves[ZB_UTTT_MAX_MOVES];
    CHECK_INT(zb_uttt_legal_moves(pos, moves), 0);
    CHECK_UERR(zb_uttt_play(pos, "e5", 2), ZB_UTTT_ERR_GAME_OVER);
    CHECK_UERR(zb_uttt_set_text(pos, good[7], strlen(good[7]), NULL), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_result(pos), ZB_UTTT_O_WON);
    CHECK_UERR(zb_uttt_set_text(pos, good[5], strlen(good[5]), NULL), ZB_UTTT_OK);
    CHECK_INT(zb_uttt_result(pos), ZB_UTTT_ONGOING);
    CHECK_INT(zb_uttt_side(pos), ZB_UTTT_O);
    CHECK_INT(zb_uttt_forced_board(pos), ZB_UTTT_NO_BOARD);
    zb_uttt_free(pos);
}

static void test_bad_texts(void)
{
    zb_uttt *pos = zb_uttt_new(NULL);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        /* A position with history, to see that nothing of it changes. */
        zb_uttt_reset(pos);
        uttt_play_all(pos, "e5 d4 a1");
        char before[ZB_UTTT_TEXT_MAX];
        zb_uttt_text(pos, before);
        uint64_t key = zb_uttt_key(pos);
        size_t where = 12345;
        zb_uttt_error err = zb_uttt_set_text(pos, bad[i].text, strlen(bad[i].text), &where);
        if (!CHECK_UERR(err, bad[i].error))
            fprintf(stderr, "    text %zu: \"%s\"\n", i, bad[i].text);
        if (bad[i].error == ZB_UTTT_OK)
            continue;
        if (bad[i].offset >= 0 && !CHECK_INT(where, bad[i].offset))
            fprintf(stderr, "    text %zu: \"%s\"\n", i, bad[i].text);
        CHECK(where <= strlen(bad[i].text));
        CHECK_STR(uttt_text_of(pos), before);
        CHECK_U64(zb_uttt_key(pos), key);
        CHECK_INT(zb_uttt_ply(pos), 3);
        CHECK_UERR(zb_uttt_set_text(pos, bad[i].text, strlen(bad[i].text), NULL), bad[i].error);
    }
    /* A NUL inside the text is a bad character like any other. */
    static const char with_nul[] = "....\0..../" E "/" E "/" E "/" E "/" E "/" E "/" E "/" E " x -";
    size_t where = 0;
    CHECK_UERR(zb_uttt_set_text(pos, with_nul, sizeof with_nul - 1, &where), ZB_UTTT_ERR_TEXT_CELL_CHAR);
    CHECK_INT(where, 4);
    zb_uttt_free(pos);
}

static void test_error_names(void)
{
    CHECK_STR(zb_uttt_error_name(ZB_UTTT_OK), "OK");
    CHECK_STR(zb_uttt_error_name(ZB_UTTT_ERR_CELL_OCCUPIED), "CELL_OCCUPIED");
    CHECK_STR(zb_uttt_error_name(ZB_UTTT_ERR_WRONG_BOARD), "WRONG_BOARD");
    CHECK_STR(zb_uttt_error_name(ZB_UTTT_ERR_TEXT_GROUP_TOO_LONG), "TEXT_GROUP_TOO_LONG");
    CHECK_STR(zb_uttt_error_name(ZB_UTTT_ERR_COUNT_), "UNKNOWN");
    CHECK_STR(zb_uttt_error_name((zb_uttt_error)-1), "UNKNOWN");
    CHECK_STR(zb_uttt_error_message((zb_uttt_error)999), "unknown error code");
    /* Every code has its own name and a message. */
    for (int a = 0; a < ZB_UTTT_ERR_COUNT_; a++) {
        CHECK(zb_uttt_error_name((zb_uttt_error)a) != NULL && strlen(zb_uttt_error_message((zb_uttt_error)a)) > 5);
        for (int b = 0; b < a; b++)
            CHECK(strcmp(zb_uttt_error_name((zb_uttt_error)a), zb_uttt_error_name((zb_uttt_error)b)) != 0);
    }
}

void test_text(void)
{
    test_round_trips();
    test_bad_texts();
    test_error_names();
}
