/* A PGN game into the builder, by polyglot make-book's rules: one place for
 * them, shared by the CLI and the WebAssembly build. */
#include <string.h>

#include "zobrist_book.h"

/* The game's result as polyglot reads it: its last Result tag (each one it
 * reads overwrites the one before), NULL if none. */
static const char *result_tag(const zb_pgn_game *game)
{
    const char *value = NULL;
    for (size_t i = 0; i < game->tag_count; i++)
        if (!strcmp(game->tags[i].name, "Result"))
            value = game->tags[i].value;
    return value;
}

zb_book_error zb_book_builder_add_game(zb_book_builder *b, const zb_pgn_game *game, long max_ply, size_t *ply)
{
    if (game->error.code != ZB_PGN_OK) {
        /* polyglot reads no move past max-ply: a bad move there is no error,
         * nor a null move in check (one read, as the CLI's reader stops at
         * max-ply and the JS glue's does not) */
        int move = game->error.code == ZB_PGN_ERR_ILLEGAL_MOVE || game->error.code == ZB_PGN_ERR_NULL_MOVE_IN_CHECK;
        int past = move && game->error.depth == 0 &&
                   game->error.ply > (size_t)(max_ply < 0 ? 0 : max_ply);
        if (!past)
            return ZB_BOOK_ERR_GAME;
    }
    const char *result = result_tag(game);
    zb_book_builder_start_game(b, result ? zb_book_result_from_text(result, strlen(result)) : 0);
    int side = strstr(game->start_fen, " b ") ? ZB_BLACK : ZB_WHITE;
    for (size_t i = 0; i < game->plies && (long)i < max_ply; i++, side ^= 1) {
        if (game->moves[i] == ZB_PGN_NULL_MOVE) {
            if (ply)
                *ply = i + 1;
            return ZB_BOOK_ERR_NULL_MOVE;
        }
        zb_book_error err = zb_book_builder_add(b, game->keys[i], zb_book_move_encode(NULL, game->moves[i]), side);
        if (err)
            return err;
    }
    return ZB_BOOK_OK;
}
