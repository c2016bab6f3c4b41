/* Names and messages of zb_uttt_error codes: stable, for callers to match. */
#include "zobrist_uttt.h"

static const struct {
    const char *name;
    const char *message;
} errors[ZB_UTTT_ERR_COUNT_] = {
    [ZB_UTTT_OK] = {"OK", "no error"},
    [ZB_UTTT_ERR_TEXT_EMPTY] = {"TEXT_EMPTY", "the position text is empty"},
    [ZB_UTTT_ERR_TEXT_FIELD_COUNT] = {"TEXT_FIELD_COUNT", "a position has 3 space-separated fields: boards, player to move, forced board"},
    [ZB_UTTT_ERR_TEXT_GROUP_COUNT] = {"TEXT_GROUP_COUNT", "the boards field must have 9 groups separated by '/'"},
    [ZB_UTTT_ERR_TEXT_GROUP_TOO_LONG] = {"TEXT_GROUP_TOO_LONG", "a group has more than 9 cells"},
    [ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT] = {"TEXT_GROUP_TOO_SHORT", "a group has fewer than 9 cells"},
    [ZB_UTTT_ERR_TEXT_CELL_CHAR] = {"TEXT_CELL_CHAR", "a cell must be 'x', 'o' or '.'"},
    [ZB_UTTT_ERR_TEXT_SIDE] = {"TEXT_SIDE", "the player to move must be 'x' or 'o'"},
    [ZB_UTTT_ERR_TEXT_FORCED_SYNTAX] = {"TEXT_FORCED_SYNTAX", "the forced board must be a digit 0-8 or '-'"},
    [ZB_UTTT_ERR_TEXT_STONE_COUNT] = {"TEXT_STONE_COUNT", "x must have as many stones as o with x to move, one more with o to move"},
    [ZB_UTTT_ERR_TEXT_BOARD_BOTH_LINES] = {"TEXT_BOARD_BOTH_LINES", "a local board has lines of both players"},
    [ZB_UTTT_ERR_TEXT_BOARD_PLAYED_AFTER_WIN] = {"TEXT_BOARD_PLAYED_AFTER_WIN", "a won local board has stones played after its line was made"},
    [ZB_UTTT_ERR_TEXT_GLOBAL_BOTH_LINES] = {"TEXT_GLOBAL_BOTH_LINES", "both players have three won boards in a line"},
    [ZB_UTTT_ERR_TEXT_GLOBAL_PLAYED_AFTER_WIN] = {"TEXT_GLOBAL_PLAYED_AFTER_WIN", "boards were won after the game was won"},
    [ZB_UTTT_ERR_TEXT_WINNER_TO_MOVE] = {"TEXT_WINNER_TO_MOVE", "the winner of the game is to move, but made the last move"},
    [ZB_UTTT_ERR_TEXT_GAME_OVER_FORCED] = {"TEXT_GAME_OVER_FORCED", "the game is over, so no board can be forced: use '-'"},
    [ZB_UTTT_ERR_TEXT_FORCED_CLOSED] = {"TEXT_FORCED_CLOSED", "the forced board is closed (won or full)"},
    [ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED] = {"TEXT_FORCED_UNEXPLAINED", "no last move of the opponent in that cell of a board sends to the forced board"},
    [ZB_UTTT_ERR_TEXT_FREE_UNEXPLAINED] = {"TEXT_FREE_UNEXPLAINED", "a free choice ('-') needs a last move whose cell names a closed board"},
    [ZB_UTTT_ERR_MOVE_SYNTAX] = {"MOVE_SYNTAX", "not a move: a column a-i and a row 1-9 (e5), or a code 0-80"},
    [ZB_UTTT_ERR_MOVE_RANGE] = {"MOVE_RANGE", "a move code must be 0 to 80"},
    [ZB_UTTT_ERR_GAME_OVER] = {"GAME_OVER", "the game is over: no move can be made"},
    [ZB_UTTT_ERR_BOARD_CLOSED] = {"BOARD_CLOSED", "that local board is closed (won or full)"},
    [ZB_UTTT_ERR_WRONG_BOARD] = {"WRONG_BOARD", "the player to move is sent to another local board"},
    [ZB_UTTT_ERR_CELL_OCCUPIED] = {"CELL_OCCUPIED", "that cell is taken"},
    [ZB_UTTT_ERR_NOTHING_TO_UNDO] = {"NOTHING_TO_UNDO", "no move to take back"},
    [ZB_UTTT_ERR_KEY_MISMATCH] = {"KEY_MISMATCH", "the incremental key differs from the key computed from scratch"},
    [ZB_UTTT_ERR_ARGUMENT] = {"ARGUMENT", "an argument is out of range"},
    [ZB_UTTT_ERR_NO_MEMORY] = {"NO_MEMORY", "out of memory"},
};

const char *zb_uttt_error_name(zb_uttt_error err)
{
    return (unsigned)err < ZB_UTTT_ERR_COUNT_ ? errors[err].name : "UNKNOWN";
}

const char *zb_uttt_error_message(zb_uttt_error err)
{
    return (unsigned)err < ZB_UTTT_ERR_COUNT_ ? errors[err].message : "unknown error code";
}
