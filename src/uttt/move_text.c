/* Move text: a cell's name on the 9x9 global grid (column a-i from the left,
 * row 1-9 from the top), or its decimal code 0..80. */
#include "zobrist_uttt.h"

size_t zb_uttt_move_to_text(int move, char out[ZB_UTTT_MOVE_TEXT_MAX])
{
    if (move < 0 || move > 80) {
        out[0] = '\0';
        return 0;
    }
    int b = move / 9, c = move % 9;
    out[0] = (char)('a' + 3 * (b % 3) + c % 3);
    out[1] = (char)('1' + 3 * (b / 3) + c / 3);
    out[2] = '\0';
    return 2;
}

zb_uttt_error zb_uttt_move_from_text(const char *text, size_t len, int *move)
{
    if (len == 2 && text[0] >= 'a' && text[0] <= 'i' && text[1] >= '1' && text[1] <= '9') {
        int column = text[0] - 'a', row = text[1] - '1';
        *move = 9 * (3 * (row / 3) + column / 3) + 3 * (row % 3) + column % 3;
        return ZB_UTTT_OK;
    }
    /* A code: one digit, or two without a leading zero; 81..99 are codes
     * out of range rather than bad syntax. */
    if (len < 1 || len > 2)
        return ZB_UTTT_ERR_MOVE_SYNTAX;
    int code = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] < '0' || text[i] > '9')
            return ZB_UTTT_ERR_MOVE_SYNTAX;
        code = 10 * code + (text[i] - '0');
    }
    if (len == 2 && text[0] == '0')
        return ZB_UTTT_ERR_MOVE_SYNTAX;
    if (code > 80)
        return ZB_UTTT_ERR_MOVE_RANGE;
    *move = code;
    return ZB_UTTT_OK;
}
