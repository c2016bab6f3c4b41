/* A FEN placement read the plain way, one character at a time with a branch
 * for each kind, for tests to hold the library's reading against (fen.c
 * reads it with no branch on the characters, and finds a fault's code and
 * place with a second reading). Header only: the unit tests and the fuzz
 * harness both include it. */
#ifndef ZB_TEST_FEN_PLACEMENT_REFERENCE_H
#define ZB_TEST_FEN_PLACEMENT_REFERENCE_H

#include <stddef.h>
#include <string.h>

#include "zobrist.h"

static int reference_is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* The placement at the start of text (after any whitespace): ZB_OK and each
 * square's piece (ZB_NO_PIECE if empty) in board, or the first fault: its code
 * and its offset in *where. ZB_ERR_FEN_EMPTY if there is nothing but
 * whitespace. */
static zb_error reference_placement(const char *text, size_t len, int board[64], size_t *where)
{
    static const char pieces[] = "pPnNbBrRqQkK"; /* indexed by piece */
    size_t i = 0;
    while (i < len && reference_is_space(text[i]))
        i++;
    *where = i;
    if (i == len)
        return ZB_ERR_FEN_EMPTY;
    for (int sq = 0; sq < 64; sq++)
        board[sq] = ZB_NO_PIECE;
    int rank = 7, file = 0, after_digit = 0;
    for (; i < len && !reference_is_space(text[i]); i++) {
        char c = text[i];
        const char *piece = c ? strchr(pieces, c) : NULL;
        *where = i;
        if (c == '/') {
            if (file < 8)
                return ZB_ERR_FEN_RANK_TOO_SHORT;
            if (rank == 0)
                return ZB_ERR_FEN_RANK_COUNT;
            rank--, file = 0, after_digit = 0;
        } else if (c >= '1' && c <= '9') {
            if (after_digit)
                return ZB_ERR_FEN_RANK_DIGITS;
            file += c - '0';
            if (file > 8)
                return ZB_ERR_FEN_RANK_TOO_LONG;
            after_digit = 1;
        } else if (piece) {
            if (file == 8)
                return ZB_ERR_FEN_RANK_TOO_LONG;
            board[8 * rank + file++] = (int)(piece - pieces);
            after_digit = 0;
        } else {
            return ZB_ERR_FEN_PIECE_CHAR;
        }
    }
    *where = i;
    if (rank != 0)
        return ZB_ERR_FEN_RANK_COUNT;
    if (file < 8)
        return ZB_ERR_FEN_RANK_TOO_SHORT;
    return ZB_OK;
}

static int reference_is_placement_error(zb_error err)
{
    return err == ZB_ERR_FEN_RANK_COUNT || err == ZB_ERR_FEN_RANK_TOO_LONG || err == ZB_ERR_FEN_RANK_TOO_SHORT ||
           err == ZB_ERR_FEN_RANK_DIGITS || err == ZB_ERR_FEN_PIECE_CHAR;
}

/* Whether the library's verdict on a FEN (err, and offset if it failed, and
 * pos if it succeeded) agrees with the reference placement: a FEN accepted
 * has the reference's board and a placement the reference accepts; a
 * placement error is the reference's, at its offset. Only a missing or
 * extra field (and an empty text) is told before a fault of the placement:
 * any other error comes after the placement was read, so the reference
 * must accept it. */
static int reference_agrees(const char *text, size_t len, zb_error err, size_t offset, const zb_position *pos)
{
    int board[64];
    size_t where;
    zb_error expected = reference_placement(text, len, board, &where);
    if (err == ZB_OK) {
        if (expected != ZB_OK)
            return 0;
        for (int sq = 0; sq < 64; sq++)
            if (zb_position_piece_at(pos, sq) != board[sq])
                return 0;
        return 1;
    }
    if (reference_is_placement_error(err))
        return err == expected && offset == where;
    if (err == ZB_ERR_FEN_FIELD_COUNT || err == ZB_ERR_FEN_EMPTY)
        return 1;
    return expected == ZB_OK;
}

#endif
