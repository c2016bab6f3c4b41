/* The PGN reader's error and warning names and messages, and error lines. */
#include <stdio.h>
#include <string.h>

#include "zobrist_pgn.h"

static const struct {
    const char *name, *message;
} errors[ZB_PGN_ERR_COUNT_] = {
    [ZB_PGN_OK] = {"OK", "no error"},
    [ZB_PGN_ERR_TAG_SYNTAX] = {"TAG_SYNTAX", "a tag pair is not [Name \"value\"]"},
    [ZB_PGN_ERR_UNTERMINATED_COMMENT] = {"UNTERMINATED_COMMENT", "a { comment is not closed before the next game or the end"},
    [ZB_PGN_ERR_UNBALANCED_VARIATION] = {"UNBALANCED_VARIATION", "a '(' is not closed at the game's end"},
    [ZB_PGN_ERR_BAD_CHARACTER] = {"BAD_CHARACTER", "a character that cannot be in movetext"},
    [ZB_PGN_ERR_BAD_FEN_TAG] = {"BAD_FEN_TAG", "the FEN tag is not a valid position"},
    [ZB_PGN_ERR_ILLEGAL_MOVE] = {"ILLEGAL_MOVE", "a move is not legal or does not parse"},
    [ZB_PGN_ERR_NULL_MOVE_IN_CHECK] = {"NULL_MOVE_IN_CHECK", "a null move by a side in check"},
    [ZB_PGN_ERR_VARIANT_UNSUPPORTED] = {"VARIANT_UNSUPPORTED", "the Variant tag names a variant other than standard chess"},
    [ZB_PGN_ERR_GAME_TOO_LONG] = {"GAME_TOO_LONG", "the game's text is longer than the limit"},
    [ZB_PGN_ERR_VARIATION_TOO_DEEP] = {"VARIATION_TOO_DEEP", "variations nest deeper than the limit"},
    [ZB_PGN_ERR_NO_MEMORY] = {"NO_MEMORY", "out of memory"},
};

const char *zb_pgn_error_name(zb_pgn_error err)
{
    return (unsigned)err < ZB_PGN_ERR_COUNT_ ? errors[err].name : "UNKNOWN";
}

const char *zb_pgn_error_message(zb_pgn_error err)
{
    return (unsigned)err < ZB_PGN_ERR_COUNT_ ? errors[err].message : "unknown error";
}

const char *zb_pgn_warning_name(unsigned warning_bit)
{
    static const char *const names[ZB_PGN_WARN_COUNT_] = {
        "FULLMOVE_ZERO", "NO_RESULT", "RESULT_MISMATCH", "LATIN1", "SKIPPED_TEXT", "FEN_REPAIRED", "TAG_WITHOUT_VALUE",
        "BAD_TAG",
    };
    for (unsigned i = 0; i < ZB_PGN_WARN_COUNT_; i++)
        if (warning_bit == 1u << i)
            return names[i];
    return NULL;
}

const char *zb_pgn_tag_value(const zb_pgn_game *game, const char *name)
{
    if (!game || !name)
        return NULL;
    for (size_t i = 0; i < game->tag_count; i++)
        if (!strcmp(game->tags[i].name, name))
            return game->tags[i].value;
    return NULL;
}

/* snprintf into out[*used..size), keeping the total length. */
#define APPEND(...)                                                                                          \
    do {                                                                                                     \
        int n_ = snprintf(*used < size ? out + *used : NULL, *used < size ? size - *used : 0, __VA_ARGS__); \
        if (n_ > 0)                                                                                          \
            *used += (size_t)n_;                                                                             \
    } while (0)

enum { TAG_SHOWN = 80 }; /* bytes of a tag value a message shows at most */

static void append_tag(const zb_pgn_game *game, const char *name, char *out, size_t size, size_t *used, int *first)
{
    const char *value = zb_pgn_tag_value(game, name);
    if (!value)
        return;
    size_t n = strlen(value);
    if (n > TAG_SHOWN) { /* cut between UTF-8 characters (tag values are UTF-8) */
        n = TAG_SHOWN;
        while (n > 0 && ((unsigned char)value[n] & 0xC0) == 0x80)
            n--;
    }
    APPEND("%s%s \"%.*s\"", *first ? " (" : " ", name, (int)n, value);
    *first = 0;
}

/* zb_pgn_format_game into out[*used..size). */
static void append_game(const zb_pgn_game *game, char *out, size_t size, size_t *used)
{
    int first = 1;
    APPEND("game %llu", (unsigned long long)game->number);
    append_tag(game, "White", out, size, used, &first);
    append_tag(game, "Black", out, size, used, &first);
    append_tag(game, "Event", out, size, used, &first);
    if (!first)
        APPEND(")");
}

size_t zb_pgn_format_game(const zb_pgn_game *game, char *out, size_t size)
{
    size_t used = 0;
    if (size)
        out[0] = '\0';
    if (game)
        append_game(game, out, size, &used);
    return used;
}

size_t zb_pgn_format_error(const zb_pgn_game *game, char *out, size_t size)
{
    size_t used_ = 0, *used = &used_;
    if (size)
        out[0] = '\0';
    if (!game)
        return 0;
    const zb_pgn_error_info *e = &game->error;
    append_game(game, out, size, used);
    APPEND(", line %llu column %llu", (unsigned long long)e->line, (unsigned long long)e->column);
    if (e->ply)
        APPEND(", ply %zu%s", e->ply, e->depth ? " in a variation" : "");
    APPEND(": %s", zb_pgn_error_name(e->code));
    if (e->text[0])
        APPEND(" \"%s\"", e->text);
    APPEND(": %s", zb_pgn_error_message(e->code));
    if (e->chess_error != ZB_OK)
        APPEND(" (%s: %s)", zb_error_name(e->chess_error), zb_error_message(e->chess_error));
    if (e->fen[0])
        APPEND(" in position %s", e->fen);
    return used_;
}
