/* Move text: GTP coordinates (column letter without I, row from the
 * bottom) and "pass". */
#include "go_internal.h"

static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; /* GTP: no I */

static int lower(char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

zb_go_error zb_go_parse_move(const zb_go_position *pos, const char *text, size_t len, int *out)
{
    if (!text)
        return ZB_GO_ERR_MOVE_SYNTAX;
    if (len == 4 && lower(text[0]) == 'p' && lower(text[1]) == 'a' && lower(text[2]) == 's' && lower(text[3]) == 's') {
        *out = pos->points;
        return ZB_GO_OK;
    }
    if (len < 2 || len > 3)
        return ZB_GO_ERR_MOVE_SYNTAX;
    int col = -1;
    for (int i = 0; columns[i]; i++)
        if (lower(text[0]) == lower(columns[i]))
            col = i;
    if (col < 0 || text[1] < '1' || text[1] > '9' || (len == 3 && (text[2] < '0' || text[2] > '9')))
        return ZB_GO_ERR_MOVE_SYNTAX;
    int row = text[1] - '0';
    if (len == 3)
        row = 10 * row + text[2] - '0';
    if (col >= pos->size || row > pos->size)
        return ZB_GO_ERR_POINT_OFF_BOARD;
    *out = (row - 1) * pos->size + col;
    return ZB_GO_OK;
}

zb_go_error zb_go_play(zb_go_position *pos, const char *text, size_t len)
{
    int move;
    zb_go_error err = zb_go_parse_move(pos, text, len, &move);
    return err ? err : zb_go_make_checked(pos, move);
}

size_t zb_go_move_text(int size, int move, char out[ZB_GO_MOVE_TEXT_MAX])
{
    size_t len = 0;
    if (size >= ZB_GO_MIN_SIZE && size <= ZB_GO_MAX_SIZE && move == size * size) {
        for (const char *s = "pass"; *s; s++)
            out[len++] = *s;
    } else if (size >= ZB_GO_MIN_SIZE && size <= ZB_GO_MAX_SIZE && move >= 0 && move < size * size) {
        int row = move / size + 1;
        out[len++] = columns[move % size];
        if (row >= 10)
            out[len++] = (char)('0' + row / 10);
        out[len++] = (char)('0' + row % 10);
    }
    out[len] = '\0';
    return len;
}
