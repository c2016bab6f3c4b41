/* The PGN exports: a streaming reader for the JS glue in wasm/pgn/. The glue
 * pushes chunks as they arrive (zbw_pgn_push) and pulls games (zbw_pgn_next),
 * so memory stays bounded whatever the input's size (zobrist_pgn.h).
 *
 * A game crosses to JS as a header of doubles (zbw_pgn_header: counts,
 * pointers, error details; every value is exact below 2^53) and one text
 * blob of NUL-terminated strings: the tag names and values in order, the
 * result, the start FEN, the error's text and FEN. The moves and keys are
 * read in place (valid until the next call on the reader). No printf: the
 * glue writes the error line itself. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "zobrist.h"

#include "exports.h"

/* The header's slots (wasm/pgn/reader.js reads them by these indices). */
enum {
    H_NUMBER, H_LINE, H_PLIES, H_KEY_COUNT, H_MOVES, H_KEYS, H_TEXT, H_TEXT_LEN, H_TAG_COUNT, H_WARNINGS,
    H_ERROR, H_CHESS_ERROR, H_ERR_LINE, H_ERR_COLUMN, H_ERR_OFFSET, H_ERR_PLY, H_ERR_DEPTH,
    H_VARIATION_COUNT, H_VARIATIONS, H_BYTES_READ, H_COUNT_
};

/* A variation move as the glue reads it: keys at 0 and 8, move at 16,
 * depth at 18, ply at 20, 24 bytes in all. */
_Static_assert(sizeof(zb_pgn_variation_move) == 24, "variation move layout");
_Static_assert(offsetof(zb_pgn_variation_move, key_after) == 8, "variation move layout");
_Static_assert(offsetof(zb_pgn_variation_move, move) == 16, "variation move layout");
_Static_assert(offsetof(zb_pgn_variation_move, depth) == 18, "variation move layout");
_Static_assert(offsetof(zb_pgn_variation_move, ply) == 20, "variation move layout");

typedef struct zbw_pgn {
    zb_pgn_reader *reader;
    zb_pgn_game game;
    double header[H_COUNT_];
    char *text;
    size_t text_cap;
} zbw_pgn;

/* Stable names ("ILLEGAL_MOVE") and messages of the reader's error codes;
 * a warning bit's name (NULL when not one bit we know). */
const char *zbw_pgn_error_name(int err) { return zb_pgn_error_name((zb_pgn_error)err); }
const char *zbw_pgn_error_message(int err) { return zb_pgn_error_message((zb_pgn_error)err); }
const char *zbw_pgn_warning_name(unsigned bit) { return zb_pgn_warning_name(bit); }

/* A reader (variations non-zero: also play and report the moves inside
 * variations; any_length non-zero: no cap on a game's text, as the book
 * builder reads, like polyglot); NULL when out of memory. */
zbw_pgn *zbw_pgn_new(int variations, int any_length)
{
    zbw_pgn *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    zb_pgn_options options = {0};
    options.variations = variations != 0;
    if (any_length)
        options.max_game_bytes = SIZE_MAX;
    p->reader = zb_pgn_new(&options);
    if (!p->reader) {
        free(p);
        return NULL;
    }
    return p;
}

void zbw_pgn_free(zbw_pgn *p)
{
    if (!p)
        return;
    zb_pgn_free(p->reader);
    free(p->text);
    free(p);
}

/* Appends a chunk (copied): 0, or -1 when out of memory or after finish. */
int zbw_pgn_push(zbw_pgn *p, const char *chunk, size_t len) { return zb_pgn_push(p->reader, chunk, len); }
/* The end of the input: the last game is then read to its end. */
void zbw_pgn_finish(zbw_pgn *p) { zb_pgn_finish(p->reader); }

/* The header of the game last pulled (H_COUNT_ doubles). */
const double *zbw_pgn_header(const zbw_pgn *p) { return p->header; }

/* The next game into the reader's slot, without describing it for JS (the
 * book builder reads it in C): 1 with a game, 0 when more input is needed
 * or at the end. */
int zbw_pgn_pull(zbw_pgn *p) { return zb_pgn_next(p->reader, &p->game); }

/* The game last pulled, for the other export files. */
const zb_pgn_game *zbw_pgn_current(const zbw_pgn *p) { return &p->game; }

static int put(zbw_pgn *p, size_t *len, const char *s)
{
    size_t n = strlen(s) + 1;
    if (*len + n > p->text_cap) {
        size_t cap = p->text_cap ? p->text_cap : 1024;
        while (cap < *len + n)
            cap *= 2;
        char *bigger = realloc(p->text, cap);
        if (!bigger)
            return -1;
        p->text = bigger;
        p->text_cap = cap;
    }
    memcpy(p->text + *len, s, n);
    *len += n;
    return 0;
}

/* The text blob of the game last pulled; its length in *len. 0, or -1 when
 * out of memory. */
static int put_text(zbw_pgn *p, size_t *len)
{
    const zb_pgn_game *g = &p->game;
    *len = 0;
    for (size_t i = 0; i < g->tag_count; i++)
        if (put(p, len, g->tags[i].name) || put(p, len, g->tags[i].value))
            return -1;
    if (put(p, len, g->result ? g->result : "*") || put(p, len, g->start_fen ? g->start_fen : "") ||
        put(p, len, g->error.text) || put(p, len, g->error.fen))
        return -1;
    return 0;
}

/* Fills the header and (with_text, or when the game failed: its error line
 * names the players) the text blob for the game last pulled: 0, or -1 when
 * out of memory. */
static int describe(zbw_pgn *p, int with_text)
{
    const zb_pgn_game *g = &p->game;
    double *h = p->header;
    size_t len = 0;
    if ((with_text || g->error.code != ZB_PGN_OK) && put_text(p, &len))
        return -1;
    h[H_NUMBER] = (double)g->number;
    h[H_LINE] = (double)g->line;
    h[H_PLIES] = (double)g->plies;
    h[H_KEY_COUNT] = (double)g->key_count;
    h[H_MOVES] = (double)(size_t)g->moves;
    h[H_KEYS] = (double)(size_t)g->keys;
    h[H_TEXT] = (double)(size_t)p->text;
    h[H_TEXT_LEN] = (double)len;
    h[H_TAG_COUNT] = (double)g->tag_count;
    h[H_WARNINGS] = (double)g->warnings;
    h[H_ERROR] = (double)g->error.code;
    h[H_CHESS_ERROR] = (double)g->error.chess_error;
    h[H_ERR_LINE] = (double)g->error.line;
    h[H_ERR_COLUMN] = (double)g->error.column;
    h[H_ERR_OFFSET] = (double)g->error.offset;
    h[H_ERR_PLY] = (double)g->error.ply;
    h[H_ERR_DEPTH] = (double)g->error.depth;
    h[H_VARIATION_COUNT] = (double)g->variation_move_count;
    h[H_VARIATIONS] = (double)(size_t)g->variation_moves;
    h[H_BYTES_READ] = (double)zb_pgn_bytes_read(p->reader);
    return 0;
}

/* The game last pulled, with its text (a game the book builder rejected). */
int zbw_pgn_describe(zbw_pgn *p) { return describe(p, 1); }

/* The next game, described (with_text 0: the header alone for a good game,
 * when the glue wants neither its tags nor its FEN): 1 with a game, 0 when
 * more input is needed or at the end, -1 when out of memory. */
int zbw_pgn_next(zbw_pgn *p, int with_text)
{
    if (!zb_pgn_next(p->reader, &p->game))
        return 0;
    return describe(p, with_text) ? -1 : 1;
}

double zbw_pgn_bytes_read(const zbw_pgn *p) { return (double)zb_pgn_bytes_read(p->reader); }

/* The SAN of plies moves played from a FEN (NUL-terminated), space-separated
 * into out (room for 8 bytes a move); "--" for a null move. Returns the
 * length, or -1 if the moves cannot be replayed (or out of memory). */
int zbw_pgn_san(const char *fen, const zb_move *moves, size_t plies, char *out)
{
    if (plies == 0)
        return 0;
    char (*san)[ZB_SAN_MAX] = malloc(plies * sizeof *san);
    if (!san)
        return -1;
    zb_pgn_game g;
    memset(&g, 0, sizeof g);
    g.start_fen = fen;
    g.moves = moves;
    g.plies = plies;
    int len = -1;
    if (zb_pgn_game_san(&g, san) == ZB_OK) {
        len = 0;
        for (size_t i = 0; i < plies; i++) {
            size_t n = strlen(san[i]);
            if (i)
                out[len++] = ' ';
            memcpy(out + len, san[i], n);
            len += (int)n;
        }
    }
    free(san);
    return len;
}
