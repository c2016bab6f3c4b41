/* Names and messages of zb_go_error codes. */
#include "zobrist_go.h"

static const struct {
    const char *name;
    const char *message;
} errors[ZB_GO_ERR_COUNT_] = {
    [ZB_GO_OK] = {"OK", "no error"},
    [ZB_GO_ERR_SIZE_RANGE] = {"SIZE_RANGE", "the board size must be from 2 to 19"},
    [ZB_GO_ERR_RULES] = {"RULES", "the rules must be tt (Tromp-Taylor) or cgos"},
    [ZB_GO_ERR_TEXT_EMPTY] = {"TEXT_EMPTY", "the position text is empty"},
    [ZB_GO_ERR_TEXT_FIELD_COUNT] = {"TEXT_FIELD_COUNT", "a position has 3 space-separated fields: rows, player to move, passes"},
    [ZB_GO_ERR_TEXT_CHAR] = {"TEXT_CHAR", "a character that is not '.', 'b', 'w' or '/' in the rows"},
    [ZB_GO_ERR_TEXT_ROW_LENGTH] = {"TEXT_ROW_LENGTH", "a row is longer or shorter than the first"},
    [ZB_GO_ERR_TEXT_ROW_COUNT] = {"TEXT_ROW_COUNT", "the number of rows differs from the row length (boards are square)"},
    [ZB_GO_ERR_TEXT_SIDE] = {"TEXT_SIDE", "the player to move must be 'b' or 'w'"},
    [ZB_GO_ERR_TEXT_PASSES] = {"TEXT_PASSES", "the number of consecutive passes must be 0, 1 or 2"},
    [ZB_GO_ERR_TEXT_NO_LIBERTIES] = {"TEXT_NO_LIBERTIES", "a group of stones has no liberties"},
    [ZB_GO_ERR_SIZE_MISMATCH] = {"SIZE_MISMATCH", "the position's own keys are for another board size"},
    [ZB_GO_ERR_MOVE_SYNTAX] = {"MOVE_SYNTAX", "not a move: 'pass' or a column A-T (no I) and a row number, like D4"},
    [ZB_GO_ERR_POINT_OFF_BOARD] = {"POINT_OFF_BOARD", "the point is off the board"},
    [ZB_GO_ERR_POINT_OCCUPIED] = {"POINT_OCCUPIED", "the point is occupied"},
    [ZB_GO_ERR_SUICIDE] = {"SUICIDE", "the stone would leave its own group without liberties"},
    [ZB_GO_ERR_SUPERKO] = {"SUPERKO", "the move would repeat an earlier arrangement of stones (positional superko)"},
    [ZB_GO_ERR_GAME_OVER] = {"GAME_OVER", "two passes in a row ended the game"},
    [ZB_GO_ERR_NOTHING_TO_UNDO] = {"NOTHING_TO_UNDO", "no move to take back"},
    [ZB_GO_ERR_KEY_MISMATCH] = {"KEY_MISMATCH", "the incremental key differs from the key computed from scratch"},
    [ZB_GO_ERR_ARGUMENT] = {"ARGUMENT", "an argument is out of range"},
    [ZB_GO_ERR_NO_MEMORY] = {"NO_MEMORY", "out of memory"},
};

const char *zb_go_error_name(zb_go_error err)
{
    return (unsigned)err < ZB_GO_ERR_COUNT_ ? errors[err].name : "UNKNOWN";
}

const char *zb_go_error_message(zb_go_error err)
{
    return (unsigned)err < ZB_GO_ERR_COUNT_ ? errors[err].message : "unknown error code";
}
