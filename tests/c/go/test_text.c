/* Position text: round trips, and every kind of bad text with its offset,
 * leaving the position as it was. */
#include <stdlib.h>

#include "go_test.h"

static void test_round_trips(void)
{
    static const char *texts[] = {
        "../.. b 0",
        "bw/.. w 1",
        "...../...../...../...b./..b.b w 0",
        ".w.bw/wbbbw/w.bww/bbbw./wwww. b 0",
        "b.w/.bw/... b 2",
        "bbbbbbbbbbbbbbbbbb./wwwwwwwwwwwwwwwwww./.................../.................../.................../"
        ".................../.................../.................../.................../.................../"
        ".................../.................../.................../.................../.................../"
        ".................../.................../.................../.........b........w w 0",
    };
    zb_go_position *pos = zb_go_new(9, ZB_GO_TT, NULL);
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        size_t where = 0;
        zb_go_error err = zb_go_set_text(pos, texts[i], strlen(texts[i]), &where);
        if (!CHECK_GO_ERR(err, ZB_GO_OK))
            fprintf(stderr, "  %s at %zu\n", texts[i], where);
        char out[ZB_GO_TEXT_MAX];
        size_t len = zb_go_text(pos, out);
        CHECK_STR(out, texts[i]);
        CHECK_INT(len, strlen(texts[i]));
        CHECK_U64(zb_go_key(pos), zb_go_compute_key(pos));
        CHECK_INT(zb_go_ply(pos), 0);
    }
    CHECK_INT(zb_go_size(pos), 19);
    CHECK_INT(zb_go_side(pos), ZB_GO_WHITE);
    /* The longest text fits the buffer size the header promises. */
    CHECK(strlen(texts[5]) < ZB_GO_TEXT_MAX);
    zb_go_free(pos);

    /* Spaces and tabs between and around fields; the writer uses one space. */
    pos = go_from("  b./.w \t w   1 ", ZB_GO_TT);
    if (pos)
        CHECK_STR(go_text_of(pos), "b./.w w 1");
    CHECK_INT(zb_go_passes(pos), 1);
    CHECK(!zb_go_game_over(pos));
    zb_go_free(pos);
    /* The text is read with its length: no NUL needed, nothing read past it. */
    pos = zb_go_new(2, ZB_GO_TT, NULL);
    CHECK_GO_ERR(zb_go_set_text(pos, "w./.. b 2GARBAGE", 9, NULL), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), "w./.. b 2");
    CHECK(zb_go_game_over(pos));
    CHECK_INT(zb_go_stone_at(pos, 2), ZB_GO_WHITE); /* top row is row 1 */
    zb_go_free(pos);
}

static void test_errors(void)
{
    static const struct {
        const char *text;
        zb_go_error err;
        size_t offset;
    } bad[] = {
        {"", ZB_GO_ERR_TEXT_EMPTY, 0},
        {"   ", ZB_GO_ERR_TEXT_EMPTY, 0},
        {"../.. b", ZB_GO_ERR_TEXT_FIELD_COUNT, 7},
        {"../..", ZB_GO_ERR_TEXT_FIELD_COUNT, 5},
        {"../.. b 0 x", ZB_GO_ERR_TEXT_FIELD_COUNT, 10},
        {"..x/.../... b 0", ZB_GO_ERR_TEXT_CHAR, 2},
        {"../.B b 0", ZB_GO_ERR_TEXT_CHAR, 4},
        {"../... b 0", ZB_GO_ERR_TEXT_ROW_LENGTH, 5},
        {".../.. b 0", ZB_GO_ERR_TEXT_ROW_LENGTH, 6},
        {"..//.. b 0", ZB_GO_ERR_TEXT_ROW_LENGTH, 3},
        {"../../.. b 0", ZB_GO_ERR_TEXT_ROW_COUNT, 5},
        {".../... b 0", ZB_GO_ERR_TEXT_ROW_COUNT, 7},
        {". b 0", ZB_GO_ERR_SIZE_RANGE, 0},
        {"/.. b 0", ZB_GO_ERR_SIZE_RANGE, 0},
        {"..................... b 0", ZB_GO_ERR_SIZE_RANGE, 19},
        {"../.. x 0", ZB_GO_ERR_TEXT_SIDE, 6},
        {"../.. bw 0", ZB_GO_ERR_TEXT_SIDE, 6},
        {"../.. b 3", ZB_GO_ERR_TEXT_PASSES, 8},
        {"../.. b 00", ZB_GO_ERR_TEXT_PASSES, 8},
        {"../.. b -", ZB_GO_ERR_TEXT_PASSES, 8},
        {"bw/w. b 0", ZB_GO_ERR_TEXT_NO_LIBERTIES, 0},
        {".b/bw b 0", ZB_GO_ERR_TEXT_NO_LIBERTIES, 4},
        {"bb/bb w 0", ZB_GO_ERR_TEXT_NO_LIBERTIES, 0},
        {"..b/.bw/bww b 0", ZB_GO_ERR_TEXT_NO_LIBERTIES, 6}, /* its first stone in the text */
    };
    const char *prior = "b.w/.bw/... w 1";
    zb_go_position *pos = go_from(prior, ZB_GO_TT);
    if (!pos)
        return;
    CHECK_GO_ERR(zb_go_play(pos, "A1", 2), ZB_GO_OK); /* some history to keep */
    char before[ZB_GO_TEXT_MAX];
    zb_go_text(pos, before);
    uint64_t key = zb_go_key(pos);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        size_t where = 999;
        zb_go_error err = zb_go_set_text(pos, bad[i].text, strlen(bad[i].text), &where);
        if (!CHECK_GO_ERR(err, bad[i].err) || !CHECK_INT(where, bad[i].offset))
            fprintf(stderr, "  text \"%s\"\n", bad[i].text);
        CHECK_GO_ERR(zb_go_set_text(pos, bad[i].text, strlen(bad[i].text), NULL), bad[i].err);
        CHECK_STR(go_text_of(pos), before);
        CHECK_U64(zb_go_key(pos), key);
        CHECK_INT(zb_go_ply(pos), 1);
    }
    CHECK_GO_ERR(zb_go_set_text(pos, NULL, 0, NULL), ZB_GO_ERR_TEXT_EMPTY);
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), prior);
    zb_go_free(pos);
}

void test_go_text(void)
{
    test_round_trips();
    test_errors();
}
