/* PGN movetext: the move tokens of a game, and replaying them with keys. */
#include <string.h>

#include "zobrist_chess.h"

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int ends_token(char c) { return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';'; }

static int token_is(const char *t, size_t len, const char *word)
{
    size_t i = 0;
    while (i < len && word[i] && t[i] == word[i])
        i++;
    return i == len && !word[i];
}

static int is_result(const char *t, size_t len)
{
    return token_is(t, len, "1-0") || token_is(t, len, "0-1") || token_is(t, len, "1/2-1/2") || token_is(t, len, "*");
}

void zb_movetext_start(zb_movetext *it, const char *text, size_t len)
{
    it->cursor = text;
    it->end = text ? text + len : text;
}

/* Skips a {comment}, or a (variation) with its nested variations and
 * comments ({...} and ; to the end of the line, where a parenthesis does
 * not count); returns 0 if it is not closed or a '}' stands alone in it. */
static int skip_group(zb_movetext *it)
{
    int depth = 0;
    while (it->cursor < it->end) {
        char c = *it->cursor++;
        if (c == '{') {
            while (it->cursor < it->end && *it->cursor != '}')
                it->cursor++;
            if (it->cursor == it->end)
                return 0;
            it->cursor++;
            if (depth == 0)
                return 1;
        } else if (c == ';' && depth > 0) {
            while (it->cursor < it->end && *it->cursor != '\n')
                it->cursor++;
        } else if (c == '}') {
            return 0;
        } else if (c == '(') {
            depth++;
        } else if (c == ')') {
            if (--depth == 0)
                return 1;
        }
    }
    return 0;
}

int zb_movetext_next(zb_movetext *it, const char **token, size_t *token_len)
{
    for (;;) {
        while (it->cursor < it->end && is_space(*it->cursor))
            it->cursor++;
        if (it->cursor == it->end)
            return 0;
        const char *start = it->cursor;
        char c = *start;
        if (c == '{' || c == '(') {
            if (!skip_group(it)) {
                *token = start;
                *token_len = (size_t)(it->end - start);
                return -1;
            }
            continue;
        }
        if (c == ')' || c == '}') {
            *token = start;
            *token_len = 1;
            return -1;
        }
        if (c == ';') { /* comment to the end of the line */
            while (it->cursor < it->end && *it->cursor != '\n')
                it->cursor++;
            continue;
        }
        while (it->cursor < it->end && !ends_token(*it->cursor))
            it->cursor++;
        size_t len = (size_t)(it->cursor - start);
        if (c == '$') /* NAG */
            continue;
        /* A move number, alone ("12.", "12...") or stuck to the move ("12.e4"). */
        size_t digits = 0;
        while (digits < len && is_digit(start[digits]))
            digits++;
        if (digits > 0 && digits < len && start[digits] == '.') {
            while (digits < len && start[digits] == '.')
                digits++;
            start += digits;
            len -= digits;
            if (len == 0)
                continue;
        }
        if (is_result(start, len)) {
            /* The result ends the game: a move after it is an error, not
             * more of the same game (comments and NAGs may follow). */
            zb_movetext rest = *it;
            int more = zb_movetext_next(&rest, token, token_len);
            if (more == 0)
                it->cursor = it->end;
            return more == 0 ? 0 : -1;
        }
        *token = start;
        *token_len = len;
        return 1;
    }
}

/* A null move as PGN writes it ("--", "Z0") or UCI ("0000"). */
static int is_null_move(const char *t, size_t len)
{
    return (len == 2 && (!memcmp(t, "--", 2) || !memcmp(t, "Z0", 2))) || (len == 4 && !memcmp(t, "0000", 4));
}

zb_replay_result zb_replay(zb_position *pos, const char *text, size_t len, uint64_t *keys, size_t keys_cap)
{
    zb_replay_result result = {ZB_OK, 0, 0, 0, 0};
    zb_movetext it;
    const char *token;
    size_t token_len;
    int status;
    if (!pos || (!text && len)) {
        result.error = ZB_ERR_ARGUMENT;
        return result;
    }
    if (keys && keys_cap)
        keys[result.keys_written++] = zb_position_key(pos);
    zb_movetext_start(&it, text, len);
    while ((status = zb_movetext_next(&it, &token, &token_len)) == 1) {
        zb_error err = is_null_move(token, token_len) ? zb_position_make_null(pos) : zb_position_play(pos, token, token_len);
        if (err) {
            result.error = err;
            result.error_offset = (size_t)(token - text);
            result.error_len = token_len;
            return result;
        }
        result.plies++;
        if (keys && result.keys_written < keys_cap)
            keys[result.keys_written++] = zb_position_key(pos);
    }
    if (status < 0) {
        result.error = ZB_ERR_MOVETEXT_SYNTAX;
        result.error_offset = (size_t)(token - text);
        result.error_len = token_len;
    }
    return result;
}
