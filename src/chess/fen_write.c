/* FEN out: the position as a FEN that fen.c reads back. Not on any hot
 * path (zobrist.wasm compiles it for size). */
#include "position_internal.h"

static const char piece_chars[] = "pPnNbBrRqQkK"; /* indexed by piece */

static size_t write_number(char *out, unsigned value)
{
    char digits[10];
    size_t n = 0, len = 0;
    do
        digits[n++] = (char)('0' + value % 10);
    while ((value /= 10) != 0);
    while (n)
        out[len++] = digits[--n];
    return len;
}

size_t zb_position_fen(const zb_position *pos, char out[ZB_FEN_MAX])
{
    size_t n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = pos->board[8 * rank + file];
            if (piece == ZB_NO_PIECE) {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty), empty = 0;
            out[n++] = piece_chars[piece];
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (rank)
            out[n++] = '/';
    }
    out[n++] = ' ';
    out[n++] = pos->side == ZB_WHITE ? 'w' : 'b';
    out[n++] = ' ';
    if (!pos->st->castling)
        out[n++] = '-';
    for (int bit = 0; bit < 4; bit++)
        if (pos->st->castling & (1 << bit))
            out[n++] = "KQkq"[bit];
    out[n++] = ' ';
    int ep = pos->st->ep_square;
    if (ep == ZB_NO_SQUARE) {
        out[n++] = '-';
    } else {
        out[n++] = (char)('a' + square_file(ep));
        out[n++] = (char)('1' + square_rank(ep));
    }
    /* Moves can push a clock past what a FEN may say (65535): write the most
     * a FEN may say, so every FEN written here reads back. */
    out[n++] = ' ';
    n += write_number(out + n, pos->st->halfmove < ZB_FEN_CLOCK_MAX ? pos->st->halfmove : ZB_FEN_CLOCK_MAX);
    out[n++] = ' ';
    n += write_number(out + n, pos->fullmove < ZB_FEN_CLOCK_MAX ? pos->fullmove : ZB_FEN_CLOCK_MAX);
    out[n] = '\0';
    return n;
}
