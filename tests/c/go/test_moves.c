/* Moves: text and codes, captures, suicide, errors that leave the position
 * unchanged, and undo back to the set position. */
#include <stdlib.h>

#include "go_test.h"

static void test_move_text(void)
{
    static const struct {
        int size, move;
        const char *text;
    } cases[] = {
        {19, 0, "A1"}, {19, 7, "H1"}, {19, 8, "J1"}, {19, 18, "T1"}, {19, 19, "A2"},
        {19, 360, "T19"}, {19, 361, "pass"}, {9, 80, "J9"}, {9, 3 * 9 + 3, "D4"}, {2, 4, "pass"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char out[ZB_GO_MOVE_TEXT_MAX];
        CHECK_INT(zb_go_move_text(cases[i].size, cases[i].move, out), strlen(cases[i].text));
        CHECK_STR(out, cases[i].text);
        zb_go_position *pos = zb_go_new(cases[i].size, ZB_GO_TT, NULL);
        int move = -1;
        CHECK_GO_ERR(zb_go_parse_move(pos, cases[i].text, strlen(cases[i].text), &move), ZB_GO_OK);
        CHECK_INT(move, cases[i].move);
        zb_go_free(pos);
    }
    char out[ZB_GO_MOVE_TEXT_MAX];
    CHECK_INT(zb_go_move_text(9, 82, out), 0);
    CHECK_INT(zb_go_move_text(9, -1, out), 0);
    CHECK_INT(zb_go_move_text(20, 0, out), 0);

    /* Every code of a 19x19 board writes and reads back. */
    zb_go_position *pos = zb_go_new(19, ZB_GO_TT, NULL);
    int round_trips = 0;
    for (int m = 0; m <= 361; m++) {
        int back = -1;
        size_t len = zb_go_move_text(19, m, out);
        round_trips += zb_go_parse_move(pos, out, len, &back) == ZB_GO_OK && back == m;
    }
    CHECK_INT(round_trips, 362);

    static const struct {
        const char *text;
        zb_go_error err;
    } bad[] = {
        {"", ZB_GO_ERR_MOVE_SYNTAX},     {"I5", ZB_GO_ERR_MOVE_SYNTAX},  {"A", ZB_GO_ERR_MOVE_SYNTAX},
        {"A01", ZB_GO_ERR_MOVE_SYNTAX},  {"A0", ZB_GO_ERR_MOVE_SYNTAX},  {"5A", ZB_GO_ERR_MOVE_SYNTAX},
        {"A100", ZB_GO_ERR_MOVE_SYNTAX}, {"passe", ZB_GO_ERR_MOVE_SYNTAX}, {" A1", ZB_GO_ERR_MOVE_SYNTAX},
        {"A20", ZB_GO_ERR_POINT_OFF_BOARD}, {"U1", ZB_GO_ERR_POINT_OFF_BOARD}, {"Z9", ZB_GO_ERR_POINT_OFF_BOARD},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int move = 12345;
        if (!CHECK_GO_ERR(zb_go_parse_move(pos, bad[i].text, strlen(bad[i].text), &move), bad[i].err))
            fprintf(stderr, "  move text \"%s\"\n", bad[i].text);
        CHECK_INT(move, 12345);
    }
    int move = -1;
    CHECK_GO_ERR(zb_go_parse_move(pos, "PaSs", 4, &move), ZB_GO_OK);
    CHECK_INT(move, 361);
    CHECK_GO_ERR(zb_go_parse_move(pos, "d4", 2, &move), ZB_GO_OK);
    CHECK_INT(move, 3 * 19 + 3);
    CHECK_GO_ERR(zb_go_parse_move(pos, NULL, 0, &move), ZB_GO_ERR_MOVE_SYNTAX);
    zb_go_free(pos);
    /* Off a small board, though fine on a large one. */
    pos = zb_go_new(3, ZB_GO_TT, NULL);
    CHECK_GO_ERR(zb_go_play(pos, "D1", 2), ZB_GO_ERR_POINT_OFF_BOARD);
    CHECK_GO_ERR(zb_go_play(pos, "A4", 2), ZB_GO_ERR_POINT_OFF_BOARD);
    zb_go_free(pos);
}

/* A bad move gives its own error and changes nothing. */
static void expect_refused(const char *text, zb_go_rules rules, const char *move_text, int code, zb_go_error expected)
{
    zb_go_position *pos = go_from(text, rules);
    if (!pos)
        return;
    uint64_t key = zb_go_key(pos);
    zb_go_error err = move_text ? zb_go_play(pos, move_text, strlen(move_text)) : zb_go_make_checked(pos, code);
    if (!CHECK_GO_ERR(err, expected))
        fprintf(stderr, "  move %s (%d) in %s\n", move_text ? move_text : "code", code, text);
    if (!move_text)
        CHECK_GO_ERR(zb_go_check_move(pos, code), expected);
    CHECK_STR(go_text_of(pos), text);
    CHECK_U64(zb_go_key(pos), key);
    CHECK_INT(zb_go_ply(pos), 0);
    zb_go_free(pos);
}

static void test_bad_moves(void)
{
    expect_refused("b../.../... w 0", ZB_GO_TT, NULL, -1, ZB_GO_ERR_POINT_OFF_BOARD);
    expect_refused("b../.../... w 0", ZB_GO_TT, NULL, 10, ZB_GO_ERR_POINT_OFF_BOARD);
    expect_refused("b../.../... w 0", ZB_GO_TT, "A3", 0, ZB_GO_ERR_POINT_OCCUPIED);
    expect_refused("b../.../... w 0", ZB_GO_TT, NULL, 6, ZB_GO_ERR_POINT_OCCUPIED);
    expect_refused("b../.../... w 2", ZB_GO_TT, "B2", 0, ZB_GO_ERR_GAME_OVER);
    expect_refused("b../.../... w 2", ZB_GO_TT, "pass", 0, ZB_GO_ERR_GAME_OVER);
    expect_refused("b../.../... w 0", ZB_GO_TT, "I1", 0, ZB_GO_ERR_MOVE_SYNTAX);
    /* Single-stone suicide: never, not even under Tromp-Taylor. */
    expect_refused(".w./w../... b 0", ZB_GO_TT, "A3", 0, ZB_GO_ERR_SUICIDE);
    expect_refused(".w./w../... b 0", ZB_GO_CGOS, "A3", 0, ZB_GO_ERR_SUICIDE);
    /* Multi-stone suicide under CGOS rules. */
    expect_refused("bw./.w./w.. b 0", ZB_GO_CGOS, "A2", 0, ZB_GO_ERR_SUICIDE);
    /* Filling the last liberty of a friendly group that has another is fine;
     * a capture is not suicide even when the stone had no liberty before. */
    zb_go_position *pos = go_from(".w./wb./b.. w 0", ZB_GO_CGOS);
    CHECK_GO_ERR(zb_go_play(pos, "A3", 2), ZB_GO_OK); /* white (2,0) joins (2,1) and (1,0) */
    CHECK_STR(go_text_of(pos), "ww./wb./b.. b 0");
    zb_go_free(pos);
    pos = go_from(".wb/wb./... b 0", ZB_GO_CGOS); /* A3 has no empty neighbour */
    CHECK_GO_ERR(zb_go_play(pos, "A3", 2), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), "b.b/wb./... w 0");
    int removed[ZB_GO_MAX_POINTS];
    CHECK_INT(zb_go_last_captures(pos, removed), 1);
    CHECK_INT(removed[0], 7);
    zb_go_free(pos);
}

/* Tromp-Taylor's multi-stone suicide removes the group; undo brings it back. */
static void test_tt_suicide(void)
{
    const char *text = "bw./.w./w.. b 0";
    zb_go_position *pos = go_from(text, ZB_GO_TT);
    if (!pos)
        return;
    uint64_t key = zb_go_key(pos);
    CHECK_GO_ERR(zb_go_play(pos, "A2", 2), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), ".w./.w./w.. w 0");
    CHECK_U64(zb_go_key(pos), zb_go_compute_key(pos));
    CHECK(zb_go_last_was_suicide(pos));
    int removed[ZB_GO_MAX_POINTS];
    size_t n = zb_go_last_captures(pos, removed);
    CHECK_INT(n, 2);
    CHECK((removed[0] == 6 && removed[1] == 3) || (removed[0] == 3 && removed[1] == 6));
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), text);
    CHECK_U64(zb_go_key(pos), key);
    zb_go_free(pos);
}

static void test_captures_and_undo(void)
{
    /* Black captures three white stones at the bottom left, then more play. */
    const char *text = "...../...../b..../wb.../ww... b 0";
    zb_go_position *pos = go_from(text, ZB_GO_TT);
    if (!pos)
        return;
    const char *moves[] = {"C1", "E5", "B3", "pass", "A1", "D1"};
    const char *after[] = {
        "...../...../b..../.b.../..b.. w 0",
        "....w/...../b..../.b.../..b.. b 0",
        "....w/...../bb.../.b.../..b.. w 0",
        "....w/...../bb.../.b.../..b.. b 1",
        "....w/...../bb.../.b.../b.b.. w 0",
        "....w/...../bb.../.b.../b.bw. b 0",
    };
    char texts[7][ZB_GO_TEXT_MAX];
    uint64_t keys[7];
    zb_go_text(pos, texts[0]);
    keys[0] = zb_go_key(pos);
    for (int i = 0; i < 6; i++) {
        CHECK_GO_ERR(zb_go_play(pos, moves[i], strlen(moves[i])), ZB_GO_OK);
        CHECK_STR(go_text_of(pos), after[i]);
        CHECK_U64(zb_go_key(pos), zb_go_compute_key(pos));
        zb_go_text(pos, texts[i + 1]);
        keys[i + 1] = zb_go_key(pos);
        if (i == 0) {
            int removed[ZB_GO_MAX_POINTS];
            size_t n = zb_go_last_captures(pos, removed);
            int seen = 0;
            for (size_t k = 0; k < n; k++)
                seen |= 1 << removed[k];
            CHECK_INT(n, 3);
            CHECK_INT(seen, (1 << 0) | (1 << 1) | (1 << 5));
            CHECK(!zb_go_last_was_suicide(pos));
        }
        if (i == 3) {
            int removed[ZB_GO_MAX_POINTS];
            CHECK_INT(zb_go_last_captures(pos, removed), 0);
            CHECK_INT(zb_go_passes(pos), 1);
        }
    }
    CHECK_INT(zb_go_ply(pos), 6);
    CHECK_INT(zb_go_move_at(pos, 1), 2);
    CHECK_INT(zb_go_move_at(pos, 4), 25);
    CHECK_INT(zb_go_move_at(pos, 0), -1);
    CHECK_INT(zb_go_move_at(pos, 7), -1);
    zb_go_position *copy = zb_go_clone(pos);
    for (int i = 6; i > 0; i--) {
        CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
        CHECK_STR(go_text_of(pos), texts[i - 1]);
        CHECK_U64(zb_go_key(pos), keys[i - 1]);
    }
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_ERR_NOTHING_TO_UNDO);
    CHECK_STR(go_text_of(pos), text);
    /* The clone kept its own history. */
    CHECK_STR(go_text_of(copy), texts[6]);
    CHECK_INT(zb_go_ply(copy), 6);
    CHECK_GO_ERR(zb_go_unmake(copy), ZB_GO_OK);
    CHECK_STR(go_text_of(copy), texts[5]);
    zb_go_free(copy);

    /* Clear: the empty board of the same size. */
    zb_go_clear(pos);
    CHECK_STR(go_text_of(pos), "...../...../...../...../..... b 0");
    CHECK_U64(zb_go_key(pos), 0);
    zb_go_free(pos);
}

/* legal_moves agrees with check_move on every point; pass always there. */
static void test_legal_moves(void)
{
    zb_go_position *pos = go_from(".w.bw/wbbbw/w.bww/bbbw./wwww. b 0", ZB_GO_CGOS);
    if (!pos)
        return;
    int moves[ZB_GO_MAX_MOVES];
    size_t n = zb_go_legal_moves(pos, moves);
    CHECK_INT(n, 5);
    CHECK_INT(moves[n - 1], 25);
    size_t legal = 0;
    for (int m = 0; m <= 25; m++)
        legal += zb_go_check_move(pos, m) == ZB_GO_OK;
    CHECK_INT(legal, n);
    zb_go_free(pos);
    pos = go_from("../.. b 2", ZB_GO_TT);
    CHECK_INT(zb_go_legal_moves(pos, moves), 0);
    zb_go_free(pos);
}

void test_go_moves(void)
{
    test_move_text();
    test_bad_moves();
    test_tt_suicide();
    test_captures_and_undo();
    test_legal_moves();
}
