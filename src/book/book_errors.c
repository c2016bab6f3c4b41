/* zb_book_error names and messages. */
#include "zobrist_book.h"

static const char *const names[ZB_BOOK_ERR_COUNT_] = {
    [ZB_BOOK_OK] = "OK",
    [ZB_BOOK_ERR_OPEN] = "OPEN",
    [ZB_BOOK_ERR_READ] = "READ",
    [ZB_BOOK_ERR_WRITE] = "WRITE",
    [ZB_BOOK_ERR_TRUNCATED] = "TRUNCATED",
    [ZB_BOOK_ERR_UNSORTED] = "UNSORTED",
    [ZB_BOOK_ERR_BAD_MOVE] = "BAD_MOVE",
    [ZB_BOOK_ERR_ILLEGAL_MOVE] = "ILLEGAL_MOVE",
    [ZB_BOOK_ERR_NOT_FOUND] = "NOT_FOUND",
    [ZB_BOOK_ERR_NO_WEIGHT] = "NO_WEIGHT",
    [ZB_BOOK_ERR_ARGUMENT] = "ARGUMENT",
    [ZB_BOOK_ERR_NO_MEMORY] = "NO_MEMORY",
    [ZB_BOOK_ERR_TOO_DEEP] = "TOO_DEEP",
    [ZB_BOOK_ERR_GAME] = "GAME",
    [ZB_BOOK_ERR_NULL_MOVE] = "NULL_MOVE",
};

static const char *const messages[ZB_BOOK_ERR_COUNT_] = {
    [ZB_BOOK_OK] = "no error",
    [ZB_BOOK_ERR_OPEN] = "the book file cannot be opened",
    [ZB_BOOK_ERR_READ] = "the book file cannot be read",
    [ZB_BOOK_ERR_WRITE] = "the output cannot be written",
    [ZB_BOOK_ERR_TRUNCATED] = "the book's size is not a multiple of 16 bytes",
    [ZB_BOOK_ERR_UNSORTED] = "a key is smaller than the key before it (the book is not sorted)",
    [ZB_BOOK_ERR_BAD_MOVE] = "a move field that no chess move has",
    [ZB_BOOK_ERR_ILLEGAL_MOVE] = "a book move that is illegal in its position",
    [ZB_BOOK_ERR_NOT_FOUND] = "the position has no legal move in the book",
    [ZB_BOOK_ERR_NO_WEIGHT] = "the position's book moves all have weight 0",
    [ZB_BOOK_ERR_ARGUMENT] = "an argument is out of range",
    [ZB_BOOK_ERR_NO_MEMORY] = "out of memory",
    [ZB_BOOK_ERR_TOO_DEEP] = "a book line is longer than 1024 plies (polyglot's limit)",
    [ZB_BOOK_ERR_GAME] = "a game of the PGN input failed",
    [ZB_BOOK_ERR_NULL_MOVE] = "a null move cannot go in a book",
};

const char *zb_book_error_name(zb_book_error err)
{
    return (unsigned)err < ZB_BOOK_ERR_COUNT_ ? names[err] : "UNKNOWN";
}

const char *zb_book_error_message(zb_book_error err)
{
    return (unsigned)err < ZB_BOOK_ERR_COUNT_ ? messages[err] : "unknown error";
}
