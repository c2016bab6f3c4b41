/* Moves on a position: the legal list, checked and unchecked make, unmake,
 * and playing move text. */
#include "uttt_internal.h"

size_t zb_uttt_legal_moves(const zb_uttt *pos, uint8_t *out) { return generate_moves(pos, out); }

void zb_uttt_make(zb_uttt *pos, int move) { make_fast(pos, move); }

zb_uttt_error zb_uttt_check_move(const zb_uttt *pos, int move)
{
    if (move < 0 || move > 80)
        return ZB_UTTT_ERR_MOVE_RANGE;
    int b = move / 9, c = move % 9;
    if (pos->result != ZB_UTTT_ONGOING)
        return ZB_UTTT_ERR_GAME_OVER;
    if (pos->closed >> b & 1)
        return ZB_UTTT_ERR_BOARD_CLOSED;
    if (pos->forced != ZB_UTTT_NO_BOARD && pos->forced != b)
        return ZB_UTTT_ERR_WRONG_BOARD;
    if ((pos->cells[0][b] | pos->cells[1][b]) >> c & 1)
        return ZB_UTTT_ERR_CELL_OCCUPIED;
    return ZB_UTTT_OK;
}

zb_uttt_error zb_uttt_make_checked(zb_uttt *pos, int move)
{
    zb_uttt_error err = zb_uttt_check_move(pos, move);
    if (err == ZB_UTTT_OK)
        make_fast(pos, move);
    return err;
}

zb_uttt_error zb_uttt_unmake(zb_uttt *pos)
{
    if (pos->ply == 0)
        return ZB_UTTT_ERR_NOTHING_TO_UNDO;
    unmake_fast(pos);
    return ZB_UTTT_OK;
}

zb_uttt_error zb_uttt_parse_move(const zb_uttt *pos, const char *text, size_t len, int *move)
{
    int parsed;
    zb_uttt_error err = zb_uttt_move_from_text(text, len, &parsed);
    if (err == ZB_UTTT_OK)
        err = zb_uttt_check_move(pos, parsed);
    if (err == ZB_UTTT_OK)
        *move = parsed;
    return err;
}

zb_uttt_error zb_uttt_play(zb_uttt *pos, const char *text, size_t len)
{
    int move;
    zb_uttt_error err = zb_uttt_parse_move(pos, text, len, &move);
    if (err == ZB_UTTT_OK)
        make_fast(pos, move);
    return err;
}
