/* Names and messages of zb_error codes. */
#include "zobrist_chess.h"

static const struct {
    const char *name;
    const char *message;
} errors[ZB_ERR_COUNT_] = {
    [ZB_OK] = {"OK", "no error"},
    [ZB_ERR_FEN_EMPTY] = {"FEN_EMPTY", "the FEN is empty"},
    [ZB_ERR_FEN_FIELD_COUNT] = {"FEN_FIELD_COUNT", "a FEN has 6 space-separated fields (or 4, without the clocks)"},
    [ZB_ERR_FEN_RANK_COUNT] = {"FEN_RANK_COUNT", "the piece placement must have 8 ranks separated by '/'"},
    [ZB_ERR_FEN_RANK_TOO_LONG] = {"FEN_RANK_TOO_LONG", "a rank has more than 8 squares"},
    [ZB_ERR_FEN_RANK_TOO_SHORT] = {"FEN_RANK_TOO_SHORT", "a rank has fewer than 8 squares"},
    [ZB_ERR_FEN_RANK_DIGITS] = {"FEN_RANK_DIGITS", "two digits in a row in a rank"},
    [ZB_ERR_FEN_PIECE_CHAR] = {"FEN_PIECE_CHAR", "a character that is not a piece (PNBRQKpnbrqk), a digit 1-8 or '/'"},
    [ZB_ERR_FEN_KING_COUNT] = {"FEN_KING_COUNT", "each side must have exactly one king"},
    [ZB_ERR_FEN_PAWN_RANK] = {"FEN_PAWN_RANK", "a pawn on the first or eighth rank"},
    [ZB_ERR_FEN_PIECE_COUNT] = {"FEN_PIECE_COUNT", "more pieces than a side can have (16 in all, 8 pawns, promotions only from missing pawns)"},
    [ZB_ERR_FEN_SIDE] = {"FEN_SIDE", "the side to move must be 'w' or 'b'"},
    [ZB_ERR_FEN_CASTLING_SYNTAX] = {"FEN_CASTLING_SYNTAX", "castling rights must be '-' or a subset of 'KQkq' in that order"},
    [ZB_ERR_FEN_CASTLING_RIGHTS] = {"FEN_CASTLING_RIGHTS", "a castling right without its king and rook on their original squares"},
    [ZB_ERR_FEN_EP_SYNTAX] = {"FEN_EP_SYNTAX", "the en-passant field must be '-' or a square like 'e3'"},
    [ZB_ERR_FEN_EP_RANK] = {"FEN_EP_RANK", "the en-passant square must be on rank 6 with white to move, rank 3 with black"},
    [ZB_ERR_FEN_EP_PAWN] = {"FEN_EP_PAWN", "no pawn can just have made the double step the en-passant square says"},
    [ZB_ERR_FEN_EP_CLOCK] = {"FEN_EP_CLOCK", "an en-passant square needs a halfmove clock of 0: a pawn just moved"},
    [ZB_ERR_FEN_HALFMOVE] = {"FEN_HALFMOVE", "the halfmove clock must be a whole number from 0 to 65535"},
    [ZB_ERR_FEN_FULLMOVE] = {"FEN_FULLMOVE", "the fullmove number must be a whole number from 1 to 65535"},
    [ZB_ERR_FEN_OPPONENT_IN_CHECK] = {"FEN_OPPONENT_IN_CHECK", "the side not to move is in check"},
    [ZB_ERR_FEN_IMPOSSIBLE_CHECK] = {"FEN_IMPOSSIBLE_CHECK", "no move gives this check: more than two checkers, or two knights or pawns"},
    [ZB_ERR_MOVE_SYNTAX] = {"MOVE_SYNTAX", "not a move in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q)"},
    [ZB_ERR_MOVE_NO_PIECE] = {"MOVE_NO_PIECE", "the side to move has no such piece there"},
    [ZB_ERR_MOVE_ILLEGAL] = {"MOVE_ILLEGAL", "no legal move matches"},
    [ZB_ERR_MOVE_KING_IN_CHECK] = {"MOVE_KING_IN_CHECK", "the move would leave or put the king in check"},
    [ZB_ERR_MOVE_AMBIGUOUS] = {"MOVE_AMBIGUOUS", "more than one legal move matches"},
    [ZB_ERR_MOVE_PROMOTION_MISSING] = {"MOVE_PROMOTION_MISSING", "a pawn reaching the last rank must name its promotion piece"},
    [ZB_ERR_MOVE_PROMOTION_INVALID] = {"MOVE_PROMOTION_INVALID", "only a pawn reaching the last rank promotes, to N, B, R or Q"},
    [ZB_ERR_MOVETEXT_SYNTAX] = {"MOVETEXT_SYNTAX", "an unclosed comment, an unbalanced parenthesis or a move after the result in the movetext"},
    [ZB_ERR_NOTHING_TO_UNDO] = {"NOTHING_TO_UNDO", "no move to take back"},
    [ZB_ERR_KEY_MISMATCH] = {"KEY_MISMATCH", "the incremental key differs from the key computed from scratch"},
    [ZB_ERR_ARGUMENT] = {"ARGUMENT", "an argument is out of range"},
    [ZB_ERR_NO_MEMORY] = {"NO_MEMORY", "out of memory"},
    [ZB_ERR_NULL_MOVE_IN_CHECK] = {"NULL_MOVE_IN_CHECK", "a null move is not allowed while in check"},
};

const char *zb_error_name(zb_error err)
{
    return (unsigned)err < ZB_ERR_COUNT_ ? errors[err].name : "UNKNOWN";
}

const char *zb_error_message(zb_error err)
{
    return (unsigned)err < ZB_ERR_COUNT_ ? errors[err].message : "unknown error code";
}
