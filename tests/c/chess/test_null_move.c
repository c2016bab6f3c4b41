/* The null move: the key after it equals the key computed from scratch and
 * the key of the FEN it should reach; refused in check; unmade exactly. */
#include "chess_test.h"

static zb_position *at(const char *fen)
{
    zb_position *pos = zb_position_new(NULL);
    CHECK(zb_position_set_fen(pos, fen, strlen(fen), NULL) == ZB_OK);
    return pos;
}

/* A null move from `fen` reaches `after` (FEN text: side, ep, clocks). */
static void check_null(const char *fen, const char *after)
{
    zb_position *pos = at(fen), *expected = at(after);
    uint64_t key_before = zb_position_key(pos);
    CHECK(zb_position_make_null(pos) == ZB_OK);
    CHECK_STR(fen_of(pos), after);
    CHECK_U64(zb_position_key(pos), zb_position_compute_key(pos));
    CHECK_U64(zb_position_key(pos), zb_position_key(expected));
    CHECK_INT(zb_position_ply(pos), 1);
    CHECK_INT(zb_position_move_at(pos, 1), ZB_MOVE_NULL);
    CHECK(zb_position_unmake(pos) == ZB_OK);
    CHECK_STR(fen_of(pos), fen);
    CHECK_U64(zb_position_key(pos), key_before);
    zb_position_free(pos);
    zb_position_free(expected);
}

void test_null_move(void)
{
    /* white passes: black to move, fullmove unchanged, halfmove + 1 */
    check_null(ZB_START_FEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /* black passes: fullmove + 1 */
    check_null("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
               "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    /* an ep square in the key (a black pawn beside e4): its key goes too */
    check_null("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
               "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 4");
    /* an ep square not in the key (no pawn beside): cleared all the same */
    check_null("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
               "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");

    /* in check: refused, the position unchanged */
    const char *check = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    zb_position *pos = at(check);
    CHECK(zb_position_make_null(pos) == ZB_ERR_NULL_MOVE_IN_CHECK);
    CHECK_STR(fen_of(pos), check);
    CHECK_INT(zb_position_ply(pos), 0);
    CHECK_STR(zb_error_name(ZB_ERR_NULL_MOVE_IN_CHECK), "NULL_MOVE_IN_CHECK");

    /* in a line of moves: keys stay right through make, null, make and
     * back; two null moves in a row return to the same key (a repetition) */
    zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
    static const char *line[] = {"e4", "--", "d4", "--", "--", "d5", "exd5", "--", "c4", "c5", "dxc6", "--"};
    uint64_t keys[16];
    keys[0] = zb_position_key(pos);
    for (size_t i = 0; i < sizeof line / sizeof *line; i++) {
        if (!strcmp(line[i], "--"))
            CHECK(zb_position_make_null(pos) == ZB_OK);
        else
            CHECK(zb_position_play(pos, line[i], strlen(line[i])) == ZB_OK);
        keys[i + 1] = zb_position_key(pos);
        CHECK_U64(keys[i + 1], zb_position_compute_key(pos));
    }
    CHECK_U64(keys[5], keys[3]); /* "--", "--" */
    CHECK(zb_position_repetitions(pos) == 0);
    for (size_t i = sizeof line / sizeof *line; i > 0; i--) {
        CHECK(zb_position_unmake(pos) == ZB_OK);
        CHECK_U64(zb_position_key(pos), keys[i - 1]);
        CHECK_U64(zb_position_key(pos), zb_position_compute_key(pos));
    }
    CHECK_STR(fen_of(pos), ZB_START_FEN);
    zb_position_free(pos);
}
