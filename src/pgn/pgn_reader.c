/* The streaming PGN reader: a lexer that consumes only complete tokens (or
 * streams through comments and skipped lines), so the input is never held
 * beyond the current token, and a parser that plays the moves as they come. */
#include <stdlib.h>
#include <string.h>

#include "pgn_text.h"
#include "hot_inline.h"
#include "zobrist_pgn.h"

/* ------------------------------------------------------------ the reader */

enum { BETWEEN, TAGS, MOVETEXT };                      /* where the lexer is */
enum { SKIP_NONE, SKIP_LINE, SKIP_COMMENT, SKIP_TOKEN }; /* streaming skips */
enum { MAX_TOKEN = 256, MAX_TAG_NAME = 255 };

/* A line of play: the main line (level 0) or a variation being read. */
typedef struct level {
    zb_position *pos;
    size_t ply;           /* game ply of pos */
    size_t moves_here;    /* moves made on this level */
    zb_move last_move;    /* ZB_MOVE_NULL for a null move */
    size_t start_ply;
    char start_fen[ZB_FEN_MAX];
} level;

/* Where something is in the input: 1-based line and column, byte offset. */
typedef struct place {
    uint64_t line, col, off;
} place;

typedef struct tag_ref {
    size_t name, value; /* offsets in the arena */
} tag_ref;

struct zb_pgn_reader {
    zb_pgn_options opt;
    /* input: data[pos..len) not yet consumed; data[0] is input offset base */
    char *buf;
    size_t buf_cap;
    const char *data;
    size_t len, pos;
    int borrowed, finished;
    uint64_t base, line, line_start;
    char nl;        /* the byte that ends a line (line_end_of); 0 until told */
    int line_clean; /* only blanks so far on this line */
    int comment_clean; /* a comment between games that began on a clean line */
    uint64_t scan_at;  /* a tag line at input offset scan_at has no newline in its first scan_len bytes */
    size_t scan_len;
    /* closes_later(): a look ahead from the tag-like line at input offset
     * look_from got to look_at, with no '}' or empty line before it (or, if
     * look_closed, to the '}' at look_at); look_blank: only blanks so far on
     * look_at's line */
    uint64_t look_from, look_at;
    int look_blank, look_closed;
    int state, skip, comment_in_game;
    int skipped_text; /* for the next game's warning */

    /* the game being read */
    zb_position *start; /* the standard start, copied into levels[0] by a game without a FEN */
    int in_game, ready, started; /* started: start position set up */
    uint64_t game_start;
    unsigned depth;        /* variation depth */
    zb_pgn_game game;
    char result[8];
    uint64_t open_line, open_col, open_off; /* the outermost open '(' / the open '{' */
    place fen_tag, variant_tag; /* where the game's FEN and Variant tags are, for their errors */
    char start_fen[ZB_FEN_MAX];

    char *arena;
    size_t arena_len, arena_cap;
    tag_ref *tag_refs;
    zb_pgn_tag *tags;
    size_t tag_count, tag_cap;
    zb_move *moves;
    uint64_t *keys;
    size_t plies, move_cap, key_cap, tags_out_cap;
    char *file_chunk;
    zb_pgn_variation_move *vmoves;
    size_t vcount, vcap;

    level *levels;
    size_t level_count; /* allocated levels */

    uint64_t games, total_plies;
};

/* Byte classes for the movetext lexer. */
enum { C_OTHER = 0, C_SPACE = 1, C_NEWLINE = 2, C_DELIM = 4, C_BAD = 8 };
/* cls[byte]: C_SPACE for ' ' \t \r \f \v, C_NEWLINE for \n, C_DELIM for
 * { } ( ) ; $ and [ (a tag glued to a result, "1-0[Event"), C_BAD for other
 * control bytes and bytes >= 127. */
static const unsigned char cls[256] = {
    8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 2, 1, 1, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    1, 0, 0, 0, 4, 0, 0, 0, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 4, 0, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
};
static int ends_token(unsigned char c) { return cls[c] & (C_SPACE | C_NEWLINE | C_DELIM); }

static uint64_t here(const zb_pgn_reader *r) { return r->base + r->pos; }

/* The byte that ends a line, told by the input's first line end: '\n' for
 * LF and CRLF files (a CR is then a blank), '\r' for a file with the old
 * Mac OS line ends (CR alone), which would otherwise read as one line:
 * one game, the others skipped. CRs that end at an LF ("\r\r\n", CRLF
 * converted twice) make '\n' too: read as CR lines, every line would count
 * twice in error places. 0: cannot tell yet; a first line longer than
 * NEWLINE_WINDOW bytes counts as LF, so that no more is held. */
enum { NEWLINE_WINDOW = 1 << 16 };
static char line_end_of(const zb_pgn_reader *r)
{
    if (r->pos >= r->len) /* nothing yet (data may still be NULL) */
        return r->finished ? '\n' : 0;
    const char *start = r->data + r->pos, *end = r->data + r->len;
    for (const char *p = start; p < end && p - start < NEWLINE_WINDOW; p++) {
        if (*p == '\n')
            return '\n';
        if (*p == '\r') {
            /* CRs before an LF: CRLF converted twice ("\r\r\n"), LF lines */
            while (p + 1 < end && p[1] == '\r' && p + 1 - start < NEWLINE_WINDOW)
                p++;
            if (p + 1 < end)
                return p[1] == '\n' ? '\n' : '\r';
            return r->finished || p + 1 - start >= NEWLINE_WINDOW ? '\r' : 0;
        }
    }
    return r->finished || end - start >= NEWLINE_WINDOW ? '\n' : 0;
}

/* ------------------------------------------------------------- storage */

static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap ? *cap : 16;
    while (n < need)
        n *= 2;
    void *q = realloc(*p, n * elem);
    if (!q)
        return -1;
    *p = q;
    *cap = n;
    return 0;
}

/* ----------------------------------------------------------------- errors */

int zb_pgn_utf8_char(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    int k;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        k = 1;
    else if (c >= 0xE0 && c <= 0xEF)
        k = 2;
    else if (c >= 0xF0 && c <= 0xF4)
        k = 3;
    else
        return 0;
    for (int j = 1; j <= k; j++) {
        if ((size_t)j >= n)
            return -1;
        if ((s[j] & 0xC0) != 0x80)
            return 0;
    }
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] >= 0xA0) || (c == 0xF0 && s[1] < 0x90) ||
        (c == 0xF4 && s[1] >= 0x90))
        return 0; /* overlong, a surrogate, or past U+10FFFF */
    return k + 1;
}

/* A Latin-1 byte (its code point) as UTF-8, into out[0..2): a byte that is
 * not UTF-8 is read so in tag values and in error texts alike. */
static void latin1_to_utf8(unsigned char c, unsigned char out[2])
{
    out[0] = (unsigned char)(0xC0 | c >> 6);
    out[1] = (unsigned char)(0x80 | (c & 0x3F));
}

/* The offending text, as JSON and JS need it: valid UTF-8 (a byte that
 * starts no UTF-8 character read as Latin-1, as tag values are), control
 * bytes as '?', at most ERROR_TEXT bytes cut at a character's end and then
 * marked "...". */
enum { ERROR_TEXT = 60 };
static void set_text(zb_pgn_error_info *e, const char *text, size_t len)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t i = 0, n = 0;
    while (i < len) {
        int k = zb_pgn_utf8_char(s + i, len - i);
        unsigned char one[2];
        const unsigned char *from = s + i;
        size_t m = (size_t)k;
        if (k < 0) /* cut short by the caller's cut: not shown */
            break;
        if (k == 0) { /* Latin-1 */
            latin1_to_utf8(s[i], one);
            from = one, m = 2, k = 1;
        } else if (k == 1 && (s[i] < 32 || s[i] == 127)) { /* keep the line printable */
            one[0] = '?';
            from = one;
        }
        if (n + m > ERROR_TEXT)
            break;
        memcpy(e->text + n, from, m);
        n += m, i += (size_t)k;
    }
    if (i < len) {
        memcpy(e->text + n, "...", 3);
        n += 3;
    }
    e->text[n] = '\0';
}

/* The first error of a game counts; returns 1 if this one was recorded. */
static int fail_at(zb_pgn_reader *r, zb_pgn_error code, uint64_t line, uint64_t col, uint64_t off, const char *text,
                   size_t len)
{
    zb_pgn_error_info *e = &r->game.error;
    if (e->code != ZB_PGN_OK)
        return 0;
    memset(e, 0, sizeof *e);
    e->code = code;
    e->line = line;
    e->column = col;
    e->offset = off;
    if (text)
        set_text(e, text, len);
    return 1;
}

static place place_here(const zb_pgn_reader *r)
{
    place p = {r->line, here(r) - r->line_start + 1, here(r)};
    return p;
}

static int fail_here(zb_pgn_reader *r, zb_pgn_error code, const char *text, size_t len)
{
    place at = place_here(r);
    return fail_at(r, code, at.line, at.col, at.off, text, len);
}

/* ------------------------------------------------------------ the game */

static void begin_game(zb_pgn_reader *r)
{
    r->in_game = 1;
    r->started = 0;
    r->game_start = here(r);
    r->depth = 0;
    r->arena_len = 0;
    r->tag_count = 0;
    r->plies = 0;
    r->vcount = 0;
    memset(&r->game, 0, sizeof r->game);
    r->game.number = ++r->games;
    r->game.line = r->line;
    if (r->skipped_text)
        r->game.warnings |= ZB_PGN_WARN_SKIPPED_TEXT;
    r->skipped_text = 0;
    r->start_fen[0] = '\0';
    strcpy(r->result, "*");
}

static const char *tag_of(const zb_pgn_reader *r, const char *name)
{
    for (size_t i = 0; i < r->tag_count; i++)
        if (!strcmp(r->arena + r->tag_refs[i].name, name))
            return r->arena + r->tag_refs[i].value;
    return NULL;
}

/* The value of the last tag of this name: a second FEN tag is read as the
 * one that counts, as pgn-extract and python-chess read it (and as
 * r->fen_tag places it). */
static const char *last_tag_of(const zb_pgn_reader *r, const char *name)
{
    for (size_t i = r->tag_count; i-- > 0;)
        if (!strcmp(r->arena + r->tag_refs[i].name, name))
            return r->arena + r->tag_refs[i].value;
    return NULL;
}

/* Whether a[0..n) is b, ignoring ASCII case. */
static int equals_nocase(const char *a, size_t n, const char *b)
{
    for (size_t i = 0; i < n; i++, b++) {
        char x = a[i] >= 'A' && a[i] <= 'Z' ? (char)(a[i] + 32) : a[i], y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
        if (x != y || !*b)
            return 0;
    }
    return *b == '\0';
}

/* Whether a Variant tag's value names standard chess (blanks around it
 * ignored; empty counts as standard). */
static int standard_variant(const char *v)
{
    static const char *const names[] = {"standard", "chess", "normal", "from position"};
    while (*v == ' ' || *v == '\t')
        v++;
    size_t n = strlen(v);
    while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t'))
        n--;
    if (n == 0)
        return 1;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (equals_nocase(v, n, names[i]))
            return 1;
    return 0;
}

static level *get_level(zb_pgn_reader *r, size_t d)
{
    if (d >= r->level_count) {
        size_t n = d + 1;
        level *l = realloc(r->levels, n * sizeof *l);
        if (!l)
            return NULL;
        r->levels = l;
        for (size_t i = r->level_count; i < n; i++) {
            memset(&l[i], 0, sizeof l[i]);
            if (!(l[i].pos = zb_position_new(r->opt.keys))) {
                r->level_count = i;
                return NULL;
            }
        }
        r->level_count = n;
    }
    return &r->levels[d];
}

static int push_key(zb_pgn_reader *r, uint64_t key)
{
    if (grow((void **)&r->keys, &r->key_cap, r->plies + 2, sizeof *r->keys) < 0)
        return -1;
    r->game.key_count = r->plies + 1;
    r->keys[r->plies] = key;
    return 0;
}

/* What python-chess makes of a FEN tag the chess layer finds inconsistent
 * (and hashes accordingly): castling rights without their king and rook at
 * home dropped, Shredder-FEN rights (the rook's file: "HAha") read as KQkq,
 * an en-passant square no pawn can have made (or on the wrong rank)
 * dropped, the halfmove clock of an en-passant position 0, a fullmove
 * number 0 or missing (five fields) read as 1. Writes the repaired FEN; 0
 * if the FEN's shape is not even that, else 1 | 2 if its fullmove was 0. */
static int repair_fen(const char *fen, size_t len, char *out, size_t cap)
{
    const char *f[6];
    size_t n[6], k = 0, i = 0;
    while (i < len && k < 6) {
        while (i < len && (fen[i] == ' ' || fen[i] == '\t'))
            i++;
        if (i == len)
            break;
        f[k] = fen + i;
        while (i < len && fen[i] != ' ' && fen[i] != '\t')
            i++;
        n[k] = (size_t)(fen + i - f[k]);
        k++;
    }
    while (i < len && (fen[i] == ' ' || fen[i] == '\t'))
        i++;
    if (k < 4 || i < len || n[0] > 90 || n[2] > 4) /* 4 to 6 fields, nothing after */
        return 0;
    char board[64];
    memset(board, 0, sizeof board);
    int rank = 7, file = 0;
    for (size_t j = 0; j < n[0]; j++) {
        char c = f[0][j];
        if (c == '/')
            rank--, file = 0;
        else if (c >= '1' && c <= '8')
            file += c - '0';
        else if (rank >= 0 && file < 8)
            board[8 * rank + file++] = c;
        if (rank < 0)
            return 0;
    }
    char castling[5];
    size_t c = 0;
    int rights = 0; /* written in KQkq order, once each: "AH" or "QK" is "KQ" */
    for (size_t j = 0; j < n[2]; j++) {
        char right = f[2][j];
        if (right >= 'A' && right <= 'H' && board[4] == 'K') /* Shredder-FEN: the rook's file */
            right = right > 'E' ? 'K' : 'Q';
        else if (right >= 'a' && right <= 'h' && board[60] == 'k')
            right = right > 'e' ? 'k' : 'q';
        int ok = (right == 'K' && board[4] == 'K' && board[7] == 'R') || (right == 'Q' && board[4] == 'K' && board[0] == 'R') ||
                 (right == 'k' && board[60] == 'k' && board[63] == 'r') || (right == 'q' && board[60] == 'k' && board[56] == 'r');
        if (ok)
            rights |= 1 << (int)(strchr("KQkq", right) - "KQkq");
    }
    for (int b = 0; b < 4; b++)
        if (rights & 1 << b)
            castling[c++] = "KQkq"[b];
    if (!c)
        castling[c++] = '-';
    castling[c] = '\0';
    /* the ep square stays only if the pawn that just moved is there */
    int keep_ep = 0;
    if (n[3] == 2 && f[3][0] >= 'a' && f[3][0] <= 'h' && (f[3][1] == '3' || f[3][1] == '6')) {
        int ep_file = f[3][0] - 'a';
        keep_ep = f[3][1] == '6' ? board[32 + ep_file] == 'p' && !board[40 + ep_file] && !board[48 + ep_file]
                                 : board[24 + ep_file] == 'P' && !board[16 + ep_file] && !board[8 + ep_file];
    }
    size_t need = n[0] + 1 + n[1] + 1 + c + 1 + 2 + 1 + (k == 6 ? n[5] + 3 : 3) + (k >= 5 ? n[4] : 0) + 1;
    if (need + 8 > cap || n[1] > 4 || (k == 6 && n[5] > 8) || (k >= 5 && n[4] > 8))
        return 0;
    size_t o = 0;
    memcpy(out + o, f[0], n[0]), o += n[0], out[o++] = ' ';
    memcpy(out + o, f[1], n[1]), o += n[1], out[o++] = ' ';
    memcpy(out + o, castling, c), o += c, out[o++] = ' ';
    if (keep_ep)
        memcpy(out + o, f[3], 2), o += 2;
    else
        out[o++] = '-';
    if (k >= 5) {
        /* halfmove 0 with an ep square (the pawn just moved), else as written */
        if (keep_ep) {
            memcpy(out + o, " 0 ", 3), o += 3;
        } else {
            out[o++] = ' ';
            memcpy(out + o, f[4], n[4]), o += n[4];
            out[o++] = ' ';
        }
        int zero = k == 6 && n[5] == 1 && f[5][0] == '0';
        if (k == 5 || zero)
            out[o++] = '1';
        else
            memcpy(out + o, f[5], n[5]), o += n[5];
        out[o] = '\0';
        return zero ? 3 : 1;
    }
    out[o] = '\0';
    return 1;
}

/* The start position from the FEN, SetUp and Variant tags; called at the
 * first movetext token or at the game's end. */
static void start_game_position(zb_pgn_reader *r)
{
    if (r->started)
        return;
    r->started = 1;
    if (r->game.error.code == ZB_PGN_ERR_GAME_TOO_LONG || r->game.error.code == ZB_PGN_ERR_NO_MEMORY)
        return;
    const char *variant = tag_of(r, "Variant");
    if (variant && !standard_variant(variant)) {
        place at = r->variant_tag;
        fail_at(r, ZB_PGN_ERR_VARIANT_UNSUPPORTED, at.line, at.col, at.off, variant, strlen(variant));
        return;
    }
    level *l = get_level(r, 0);
    if (!l) {
        fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
        return;
    }
    const char *fen = last_tag_of(r, "FEN");
    if (!fen) {
        /* The standard start: a copy is faster than a FEN or unmaking the last game. */
        if (zb_position_copy(l->pos, r->start) != ZB_OK) {
            fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
            return;
        }
        strcpy(r->start_fen, ZB_START_FEN);
        memcpy(l->start_fen, r->start_fen, ZB_FEN_MAX);
        l->ply = l->start_ply = 0;
        l->moves_here = 0;
        if (push_key(r, zb_position_key(l->pos)) < 0)
            fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
        return;
    }
    size_t len = strlen(fen), where = 0;
    zb_error err = zb_position_set_fen(l->pos, fen, len, &where);
    if (err == ZB_ERR_FEN_FULLMOVE && where < len && fen[where] == '0' && strspn(fen + where + 1, " \t\r\n") == len - where - 1) {
        char fixed[ZB_FEN_MAX * 2];
        if (len < sizeof fixed) {
            memcpy(fixed, fen, len);
            fixed[where] = '1';
            err = zb_position_set_fen(l->pos, fixed, len, &where);
            if (!err)
                r->game.warnings |= ZB_PGN_WARN_FULLMOVE_ZERO;
        }
    }
    if (err == ZB_ERR_FEN_EP_CLOCK || err == ZB_ERR_FEN_EP_PAWN || err == ZB_ERR_FEN_EP_RANK || err == ZB_ERR_FEN_CASTLING_RIGHTS ||
        err == ZB_ERR_FEN_CASTLING_SYNTAX || err == ZB_ERR_FEN_FIELD_COUNT) {
        char fixed[ZB_FEN_MAX * 2];
        int repaired = repair_fen(fen, len, fixed, sizeof fixed);
        if (repaired && zb_position_set_fen(l->pos, fixed, strlen(fixed), NULL) == ZB_OK) {
            r->game.warnings |= ZB_PGN_WARN_FEN_REPAIRED | (repaired & 2 ? ZB_PGN_WARN_FULLMOVE_ZERO : 0);
            err = ZB_OK;
        }
    }
    if (err) {
        if (fail_at(r, ZB_PGN_ERR_BAD_FEN_TAG, r->fen_tag.line, r->fen_tag.col, r->fen_tag.off, fen, len))
            r->game.error.chess_error = err;
        return;
    }
    zb_position_fen(l->pos, r->start_fen);
    memcpy(l->start_fen, r->start_fen, ZB_FEN_MAX);
    l->ply = l->start_ply = 0;
    l->moves_here = 0;
    if (push_key(r, zb_position_key(l->pos)) < 0)
        fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
}

static void end_game(zb_pgn_reader *r, const char *result)
{
    start_game_position(r);
    if (r->depth > 0)
        fail_at(r, ZB_PGN_ERR_UNBALANCED_VARIATION, r->open_line, r->open_col, r->open_off, "(", 1);
    if (result)
        strcpy(r->result, result);
    else
        r->game.warnings |= ZB_PGN_WARN_NO_RESULT;
    const char *tag_result = tag_of(r, "Result");
    if (result && tag_result && strcmp(tag_result, result) != 0)
        r->game.warnings |= ZB_PGN_WARN_RESULT_MISMATCH;
    r->in_game = 0;
    r->ready = 1;
    r->state = BETWEEN;
}

/* Checks the cap on a game's text; 1 if the game is (now) too long. */
static int too_long(zb_pgn_reader *r, uint64_t end)
{
    if (end - r->game_start <= r->opt.max_game_bytes)
        return 0;
    if (r->game.error.code == ZB_PGN_OK)
        fail_here(r, ZB_PGN_ERR_GAME_TOO_LONG, NULL, 0);
    return 1;
}

/* ------------------------------------------------------------------ tags */

static int valid_utf8(const unsigned char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        int k = zb_pgn_utf8_char(s + i, n - i);
        if (k <= 0)
            return 0;
        i += (size_t)k;
    }
    return 1;
}

static int is_name_char(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '+' ||
           c == '#' || c == '=' || c == ':' || c == '-' || c == '.';
}

/* Adds a tag (value unescaped from v[0..vlen)). A value is at most 3 times
 * its bytes: Latin-1 doubles a byte, U+FFFD for a NUL triples it. */
static int add_tag(zb_pgn_reader *r, const char *name, size_t nlen, const char *v, size_t vlen, int escapes)
{
    if (grow((void **)&r->arena, &r->arena_cap, r->arena_len + nlen + 3 * vlen + 2, 1) < 0 ||
        grow((void **)&r->tag_refs, &r->tag_cap, r->tag_count + 1, sizeof *r->tag_refs) < 0)
        return -1;
    tag_ref *t = &r->tag_refs[r->tag_count++];
    t->name = r->arena_len;
    memcpy(r->arena + r->arena_len, name, nlen);
    r->arena_len += nlen;
    r->arena[r->arena_len++] = '\0';
    t->value = r->arena_len;
    char *out = r->arena + r->arena_len;
    size_t n = 0;
    for (size_t i = 0; i < vlen; i++) {
        if (escapes && v[i] == '\\' && i + 1 < vlen && (v[i + 1] == '"' || v[i + 1] == '\\'))
            i++;
        out[n++] = v[i];
    }
    if (!valid_utf8((const unsigned char *)out, n)) {
        /* Latin-1: each byte is its code point. Convert from the end. */
        size_t high = 0;
        for (size_t i = 0; i < n; i++)
            high += (unsigned char)out[i] >= 0x80;
        size_t j = n + high;
        for (size_t i = n; i-- > 0;) {
            unsigned char c = (unsigned char)out[i];
            if (c >= 0x80) {
                j -= 2;
                latin1_to_utf8(c, (unsigned char *)out + j);
            } else {
                out[--j] = (char)c;
            }
        }
        n += high;
        r->game.warnings |= ZB_PGN_WARN_LATIN1;
    }
    /* A NUL byte, which would end the C string, is U+FFFD: the value stays whole. */
    size_t nuls = 0;
    for (size_t i = 0; i < n; i++)
        nuls += out[i] == '\0';
    if (nuls) {
        size_t j = n + 2 * nuls;
        for (size_t i = n; i-- > 0;) {
            if (out[i] == '\0') {
                j -= 3;
                memcpy(out + j, "\xef\xbf\xbd", 3);
            } else {
                out[--j] = out[i];
            }
        }
        n += 2 * nuls;
    }
    out[n] = '\0';
    r->arena_len += n + 1;
    return 0;
}

/* The name of the tag line at p ('['), blanks before it skipped; *len its
 * length (0: none). */
static const char *tag_name(const char *p, const char *eol, size_t *len)
{
    const char *s = p + 1;
    while (s < eol && (*s == ' ' || *s == '\t'))
        s++;
    const char *name = s;
    while (s < eol && is_name_char((unsigned char)*s))
        s++;
    *len = (size_t)(s - name);
    return name;
}

/* Whether a tag line that did not parse names FEN, SetUp or Variant (any
 * case): without it the moves would be read from the wrong position or by
 * the wrong rules, so it fails the game instead of being skipped. */
static int decides_moves(const char *p, const char *eol)
{
    size_t n;
    const char *name = tag_name(p, eol, &n);
    return equals_nocase(name, n, "FEN") || equals_nocase(name, n, "SetUp") || equals_nocase(name, n, "Variant");
}

/* Parses one tag pair at data[pos] == '[' in the line data[pos..eol);
 * returns how many bytes it used, or 0 if it is not a tag pair. */
static size_t parse_tag(zb_pgn_reader *r, const char *p, const char *eol, int store)
{
    size_t nlen;
    const char *name = tag_name(p, eol, &nlen);
    const char *s = name + nlen;
    if (nlen == 0 || nlen > MAX_TAG_NAME)
        return 0;
    while (s < eol && (*s == ' ' || *s == '\t'))
        s++;
    if (s < eol && *s == ']') { /* "[Site]": no value; skipped, as pgn-extract skips it */
        if (store)
            r->game.warnings |= ZB_PGN_WARN_TAG_WITHOUT_VALUE;
        return (size_t)(s + 1 - p);
    }
    if (s == eol || *s != '"')
        return 0;
    const char *v = ++s;
    while (s < eol && *s != '"') {
        if (*s == '\\' && s + 1 < eol)
            s++;
        s++;
    }
    /* vend: the closing quote, or (none: the last one was escaped, as in
     * "C:\dir\") just before the value */
    const char *vend = s < eol ? s : v - 1;
    int escapes = 1;
    if (s < eol)
        s++;
    while (s < eol && (*s == ' ' || *s == '\t'))
        s++;
    if (s == eol || *s != ']') {
        /* python-chess's rule: the value runs to the last quote that a
         * closing bracket follows on the line (unescaped quotes inside, or
         * a backslash before the closing quote, kept as written). */
        const char *q = eol, *last = NULL;
        while (q > vend && !last) {
            q--;
            if (*q != ']')
                continue;
            const char *t = q;
            while (t > vend && (t[-1] == ' ' || t[-1] == '\t'))
                t--;
            if (t - 1 > vend && t[-1] == '"')
                last = t - 1;
        }
        if (!last)
            return 0;
        vend = last;
        s = q;
        escapes = 0;
    }
    if (store) {
        if (add_tag(r, name, nlen, v, (size_t)(vend - v), escapes) < 0)
            fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
        if (nlen == 3 && !memcmp(name, "FEN", 3))
            r->fen_tag = place_here(r);
        if (nlen == 7 && !memcmp(name, "Variant", 7))
            r->variant_tag = place_here(r);
    }
    return (size_t)(s + 1 - p);
}

/* ---------------------------------------------------------------- moves */

static void fail_move(zb_pgn_reader *r, zb_pgn_error code, zb_error chess, level *l, unsigned depth, const char *tok,
                      size_t len, uint64_t line, uint64_t col, uint64_t off)
{
    if (!fail_at(r, code, line, col, off, tok, len))
        return;
    r->game.error.chess_error = chess;
    r->game.error.ply = l->ply + 1;
    r->game.error.depth = depth;
    zb_position_fen(l->pos, r->game.error.fen);
}

static ZB_HOT_INLINE void record(zb_pgn_reader *r, level *l, unsigned depth, zb_move m, uint64_t before)
{
    uint64_t key = zb_position_key(l->pos);
    if (depth == 0) {
        if (grow((void **)&r->moves, &r->move_cap, r->plies + 1, sizeof *r->moves) < 0)
            goto oom;
        r->moves[r->plies++] = m;
        if (push_key(r, key) < 0)
            goto oom;
        return;
    }
    if (grow((void **)&r->vmoves, &r->vcap, r->vcount + 1, sizeof *r->vmoves) < 0)
        goto oom;
    r->vmoves[r->vcount++] = (zb_pgn_variation_move){before, key, m, (uint16_t)depth, (uint32_t)l->ply};
    return;
oom:
    fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
}

static int is_file_char(char c) { return c >= 'a' && c <= 'h'; }
static int is_rank_char(char c) { return c >= '1' && c <= '8'; }
static int one_of(char c, const char *set) { return c != '\0' && strchr(set, c) != NULL; }

/* Long algebraic notation, which python-chess also reads: "e2-e4", "Ng1-f3",
 * "e4xd5", "e7-e8=Q", "Ng1f3": played as the UCI move when the piece letter
 * (pawn if none) is the piece on the from square. */
static zb_error parse_long(const zb_position *pos, const char *t, size_t n, zb_move *out)
{
    while (n && strchr("+#!?", t[n - 1]))
        n--;
    size_t i = 0;
    int type = ZB_PAWN;
    const char *letters = "NBRQK", *found;
    if (n && (found = strchr(letters, t[0])) != NULL && t[0]) {
        type = ZB_KNIGHT + (int)(found - letters);
        i++;
    }
    if (n < i + 4 || t[i] < 'a' || t[i] > 'h' || t[i + 1] < '1' || t[i + 1] > '8')
        return ZB_ERR_MOVE_SYNTAX;
    char uci[8];
    uci[0] = t[i], uci[1] = t[i + 1];
    i += 2;
    if (t[i] == '-' || t[i] == 'x' || t[i] == ':')
        i++;
    if (n < i + 2 || t[i] < 'a' || t[i] > 'h' || t[i + 1] < '1' || t[i + 1] > '8')
        return ZB_ERR_MOVE_SYNTAX;
    uci[2] = t[i], uci[3] = t[i + 1];
    i += 2;
    size_t u = 4;
    if (i < n && t[i] == '=')
        i++;
    if (i < n && strchr("NBRQnbrq", t[i]) && t[i]) {
        uci[u++] = (char)(t[i] | 0x20);
        i++;
    }
    if (i != n)
        return ZB_ERR_MOVE_SYNTAX;
    int piece = zb_position_piece_at(pos, 8 * (uci[1] - '1') + (uci[0] - 'a'));
    if (piece == ZB_NO_PIECE || piece / 2 != type)
        return ZB_ERR_MOVE_SYNTAX;
    return zb_parse_move(pos, uci, u, out);
}

/* Forms real files write that SAN does not, which pgn-extract and
 * python-chess both read: a capture mark on a piece move that takes nothing
 * ("Nxd5" to an empty square), a pawn capture without its mark ("ed4"), a
 * promotion piece in lower case ("e8=q", "e8q"), an "ep" suffix ("exd6ep"). The
 * token is rewritten as SAN and parsed again; ZB_ERR_MOVE_SYNTAX when
 * there was nothing to rewrite. */
static zb_error parse_lenient(const zb_position *pos, const char *t, size_t n, zb_move *out)
{
    char s[24];
    size_t end = n, m = 0;
    while (end && one_of(t[end - 1], "+#!?"))
        end--;
    if (end > 2 && t[end - 2] == 'e' && t[end - 1] == 'p')
        end -= 2;
    if (end == 0 || end + 1 >= sizeof s)
        return ZB_ERR_MOVE_SYNTAX;
    int piece = one_of(t[0], "NBRQK");
    for (size_t i = 0; i < end; i++) {
        char c = t[i];
        if (piece && (c == 'x' || c == ':'))
            continue; /* the chess layer finds a piece's capture itself */
        if (i > 0 && (t[i - 1] == '=' || (i == end - 1 && is_rank_char(t[i - 1]) && one_of(c, "qrbn"))) && c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A'); /* "e8=q", "e8q" */
        s[m++] = c;
    }
    if (!piece && m >= 3 && is_file_char(s[0]) && is_file_char(s[1]) && is_rank_char(s[2])) {
        memmove(s + 2, s + 1, m - 1); /* "ed4" -> "exd4" */
        s[1] = 'x';
        m++;
    }
    if (m == n && !memcmp(s, t, n))
        return ZB_ERR_MOVE_SYNTAX;
    return zb_parse_move(pos, s, m, out);
}

/* Plays one move token on the line at `depth`. */
static ZB_HOT_INLINE void play(zb_pgn_reader *r, const char *tok, size_t len, int is_null, uint64_t line, uint64_t col, uint64_t off)
{
    unsigned depth = r->depth;
    level *l = &r->levels[depth];
    if (depth == 0 && r->opt.max_plies && l->ply >= r->opt.max_plies)
        return; /* past the caller's last ply: not even parsed */
    if (is_null) {
        uint64_t before = zb_position_key(l->pos);
        zb_error err = zb_position_make_null(l->pos);
        if (err == ZB_ERR_NULL_MOVE_IN_CHECK) {
            fail_move(r, ZB_PGN_ERR_NULL_MOVE_IN_CHECK, ZB_OK, l, depth, tok, len, line, col, off);
            return;
        }
        if (err) {
            fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
            return;
        }
        l->last_move = ZB_MOVE_NULL;
        l->ply++;
        l->moves_here++;
        record(r, l, depth, ZB_PGN_NULL_MOVE, before);
        return;
    }
    zb_move m;
    zb_error err = zb_parse_move(l->pos, tok, len, &m);
    if (err == ZB_ERR_MOVE_SYNTAX && parse_long(l->pos, tok, len, &m) == ZB_OK)
        err = ZB_OK;
    if (err && parse_lenient(l->pos, tok, len, &m) == ZB_OK)
        err = ZB_OK; /* the error stays the token's own when this fails too */
    if (err) {
        fail_move(r, ZB_PGN_ERR_ILLEGAL_MOVE, err, l, depth, tok, len, line, col, off);
        return;
    }
    uint64_t before = depth ? zb_position_key(l->pos) : 0;
    if (zb_position_make(l->pos, m) != ZB_OK) {
        fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
        return;
    }
    l->last_move = m;
    l->ply++;
    l->moves_here++;
    record(r, l, depth, m, before);
}

/* '(' with the variations option: the new line starts before the parent's
 * last move (or where the parent started, if it has none). */
static void open_variation(zb_pgn_reader *r)
{
    level *parent = &r->levels[r->depth - 1];
    level *child = get_level(r, r->depth);
    if (!child) {
        fail_here(r, ZB_PGN_ERR_NO_MEMORY, NULL, 0);
        return;
    }
    parent = &r->levels[r->depth - 1]; /* realloc may have moved it */
    char fen[ZB_FEN_MAX];
    size_t ply;
    if (parent->moves_here == 0) {
        memcpy(fen, parent->start_fen, ZB_FEN_MAX);
        ply = parent->start_ply;
    } else {
        zb_position_unmake(parent->pos); /* a null move too */
        zb_position_fen(parent->pos, fen);
        if (parent->last_move == ZB_MOVE_NULL)
            zb_position_make_null(parent->pos); /* not in check: it was made here before */
        else
            zb_position_make(parent->pos, parent->last_move);
        ply = parent->ply - 1;
    }
    zb_position_set_fen(child->pos, fen, strlen(fen), NULL);
    memcpy(child->start_fen, fen, ZB_FEN_MAX);
    child->start_ply = child->ply = ply;
    child->moves_here = 0;
}

/* ------------------------------------------------------------ the lexer */

/* The result a token states, as PGN writes it, or NULL. "1/2" alone, as
 * some programs write a draw, is one too (pgn-extract reads it). */
static const char *result_of(const char *t, size_t n)
{
    if (n == 1 && t[0] == '*')
        return "*";
    if (n == 3 && t[1] == '-' && t[0] == '1' && t[2] == '0')
        return "1-0";
    if (n == 3 && t[1] == '-' && t[0] == '0' && t[2] == '1')
        return "0-1";
    if ((n == 3 && !memcmp(t, "1/2", 3)) || (n == 7 && !memcmp(t, "1/2-1/2", 7)))
        return "1/2-1/2";
    return NULL;
}

/* Tokens that are only annotations: "!?", "+-", "=", "+/-", "#". */
static int is_annotation(const char *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char c = t[i];
        if (c != '!' && c != '?' && c != '+' && c != '-' && c != '=' && c != '/' && c != '#')
            return 0;
    }
    return 1;
}

/* A complete movetext token t[0..n) (no delimiters in it); bad: some byte
 * is a control character or not ASCII. */
static void movetext_token(zb_pgn_reader *r, const char *t, size_t n, int bad)
{
    /* A result glued to the move before it ("Nc6*"): the move, then the
     * result, as pgn-extract and python-chess read it. */
    if (n > 1 && t[n - 1] == '*') {
        movetext_token(r, t, n - 1, bad);
        movetext_token(r, t + n - 1, 1, 0);
        return;
    }
    uint64_t line = r->line, col = here(r) - r->line_start + 1, off = here(r);
    int playable = !r->game.error.code && (r->depth == 0 || r->opt.variations);
    unsigned char c0 = (unsigned char)t[0];
    int ep = n == 2 && c0 == 'e' && t[1] == 'p';
    if (!bad && n >= 2 && t[1] != '.' && !ep && ((c0 >= 'a' && c0 <= 'h') || c0 == 'N' || c0 == 'B' || c0 == 'R' || c0 == 'Q' || c0 == 'K')) {
        if (playable) /* the usual move: straight to the chess layer */
            play(r, t, n, 0, line, col, off);
        return;
    }
    if (bad) {
        if (playable || r->depth == 0) {
            size_t i = 0;
            while (!(cls[(unsigned char)t[i]] & C_BAD))
                i++;
            fail_at(r, ZB_PGN_ERR_BAD_CHARACTER, line, col + i, off + i, t, n);
        }
        return;
    }
    /* Move numbers and their dots, alone ("12", "12.", "12...", "...") or
     * stuck to what follows ("12.e4", "...Nc6", "2.1-0"). */
    size_t d = 0;
    while (d < n && t[d] >= '0' && t[d] <= '9')
        d++;
    if (d == n)
        return;
    if (t[d] != '.')
        d = 0; /* digits of something else: "0-0", "1-0" */
    while (d < n && t[d] == '.')
        d++;
    if (d == n)
        return;
    const char *tok = t + d;
    size_t len = n - d;
    /* A result, also with a full stop after it ("1-0.") */
    const char *result = result_of(tok, len);
    if (!result && len > 1 && tok[len - 1] == '.')
        result = result_of(tok, len - 1);
    if (result) {
        if (r->depth == 0) {
            end_game(r, result);
            r->line_clean = 1; /* "1-0 [Event ..." or "* 1. d4": the next game may start on this line */
        }
        return;
    }
    int is_null = len == 2 && ((tok[0] == '-' && tok[1] == '-') || (tok[0] == 'Z' && tok[1] == '0'));
    if (!is_null && is_annotation(tok, len))
        return;
    if ((len == 4 && tok[0] == 'e' && tok[1] == '.' && tok[2] == 'p' && tok[3] == '.') || (len == 2 && tok[0] == 'e' && tok[1] == 'p'))
        return; /* "e.p." or "ep" after an en passant capture */
    if (len == 1 && tok[0] == 'N') /* a novelty mark */
        return;
    if (tok[0] == '<' && tok[len - 1] == '>') /* "<...>": reserved by the standard, skipped */
        return;
    if (!playable)
        return;
    play(r, tok, len, is_null, line, col + (uint64_t)(tok - t), off + (uint64_t)(tok - t));
}

/* Consumes n bytes that may hold newlines. */
static void consume(zb_pgn_reader *r, size_t n)
{
    const char *p = r->data + r->pos, *end = p + n;
    while ((p = memchr(p, r->nl, (size_t)(end - p))) != NULL) {
        p++;
        r->line++;
        r->line_start = r->base + (size_t)(p - r->data);
        r->line_clean = 1;
    }
    r->pos += n;
}

/* Does data[at..) start a tag pair line: '[' name blanks '"'? 1 yes, 0 no,
 * -1 cannot tell yet. */
static int looks_like_tag(const zb_pgn_reader *r, size_t at)
{
    size_t i = at;
    if (i >= r->len)
        return r->finished ? 0 : -1;
    if (r->data[i] != '[')
        return 0;
    i++;
    size_t name = 0;
    while (i < r->len && is_name_char((unsigned char)r->data[i]) && name <= MAX_TAG_NAME)
        i++, name++;
    if (i == r->len)
        return r->finished ? 0 : -1;
    if (name == 0 || name > MAX_TAG_NAME)
        return 0;
    size_t blanks = 0;
    while (i < r->len && (r->data[i] == ' ' || r->data[i] == '\t') && blanks < 64)
        i++, blanks++;
    if (i == r->len)
        return r->finished ? 0 : -1;
    return r->data[i] == '"';
}

/* Whether t[0..n) has the shape of a SAN move: "e4", "exd5", "e8=Q",
 * "Nf3", "Nbd7", "R1xa2", "O-O", "0-0-0", with any "+#!?" after it. */
static int san_shaped(const char *t, size_t n)
{
    while (n > 0 && one_of(t[n - 1], "+#!?"))
        n--;
    if ((n == 3 || n == 5) && (t[0] == 'O' || t[0] == '0'))
        return !memcmp(t, t[0] == 'O' ? "O-O-O" : "0-0-0", n);
    if (n >= 2 && one_of(t[n - 1], "NBRQ")) /* a promotion: "e8Q", "e8=Q" */
        n -= n >= 3 && t[n - 2] == '=' ? 2 : 1;
    if (n < 2 || !is_file_char(t[n - 2]) || !is_rank_char(t[n - 1]))
        return 0; /* not ending on a square */
    size_t i = 0, mid = n - 2;
    if (one_of(t[0], "NBRQK")) { /* a piece, then [file][rank][x] */
        i = 1;
        if (i < mid && is_file_char(t[i]))
            i++;
        if (i < mid && is_rank_char(t[i]))
            i++;
    } else if (mid > 0 && is_file_char(t[0])) { /* a pawn's capture: file x */
        i = 1;
    }
    if (i < mid && t[i] == 'x')
        i++;
    return i == mid;
}

/* Whether the text at p, first on its line between games, is a SAN move: a
 * game with neither tags nor move numbers starts with one (pgn-extract and
 * python-chess read "e4 e5 *" as a game). -1: cannot tell yet. */
static int starts_with_move(const zb_pgn_reader *r, const char *p, const char *end)
{
    enum { SAN_LONGEST = 16 };
    const char *q = p;
    while (q < end && q - p <= SAN_LONGEST && !ends_token((unsigned char)*q))
        q++;
    if (q == end && !r->finished)
        return -1;
    return q - p <= SAN_LONGEST && san_shaped(p, (size_t)(q - p));
}

/* Inside a comment, a line at data[at..) that starts like a tag pair: 1 if
 * a '}' comes before the next empty line (the line is the comment's text,
 * as in valid PGN), 0 if an empty line or the end of input comes first (the
 * comment was never closed: the line starts the next game), -1 if it cannot
 * tell yet. At most COMMENT_LOOKAHEAD bytes are looked at (what waits for
 * more input stays bounded); past them the comment goes on. A look from an
 * earlier such line of the comment that got past this one saw neither '}'
 * nor an empty line (or saw its '}'), so it goes on from where it got: one
 * pass a comment, where a look from every line took 64 KB times the lines. */
enum { COMMENT_LOOKAHEAD = 1 << 16 };
static int closes_later(zb_pgn_reader *r, size_t at)
{
    uint64_t from = r->base + at;
    size_t i = at;
    int blank = 0; /* the tag-like line itself is not blank */
    if (r->look_from <= from && r->look_at > from) { /* go on from the last look */
        if (r->look_closed)
            return 1;
        i = (size_t)(r->look_at - r->base);
        blank = r->look_blank;
    } else {
        r->look_from = from;
    }
    for (; i < r->len; i++) {
        char c = r->data[i];
        if (c == '}') {
            r->look_at = r->base + i, r->look_closed = 1;
            return 1;
        }
        if (c == r->nl) {
            if (blank) {
                r->look_at = 0;
                return 0;
            }
            blank = 1;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            blank = 0;
        }
        if (i - at >= COMMENT_LOOKAHEAD) {
            r->look_at = r->base + i + 1, r->look_blank = blank, r->look_closed = 0;
            return 1;
        }
    }
    r->look_at = r->finished ? 0 : r->base + i;
    r->look_blank = blank, r->look_closed = 0;
    return r->finished ? 0 : -1;
}

/* Streams through the current skip; 1 when it is done, 0 when it needs more input. */
static int do_skip(zb_pgn_reader *r)
{
    const char *p = r->data + r->pos, *end = r->data + r->len;
    if (r->skip == SKIP_LINE) {
        const char *nl = memchr(p, r->nl, (size_t)(end - p));
        if (!nl) {
            r->pos = r->len;
            return 0;
        }
        r->pos = (size_t)(nl - r->data);
        consume(r, 1);
        r->skip = SKIP_NONE;
        return 1;
    }
    if (r->skip == SKIP_TOKEN) {
        while (p < end && !ends_token((unsigned char)*p))
            p++;
        r->pos = (size_t)(p - r->data);
        if (p == end)
            return 0;
        r->skip = SKIP_NONE;
        return 1;
    }
    /* SKIP_COMMENT: to '}', or to a tag line that no '}' follows before an
     * empty line (an unterminated comment: closes_later). */
    while (p < end) {
        unsigned char c = (unsigned char)*p;
        if (c == '}') {
            r->pos = (size_t)(p - r->data) + 1;
            r->skip = SKIP_NONE;
            /* "{intro} 1. e4 ..." between games: the game can start after it */
            r->line_clean = !r->comment_in_game && r->comment_clean;
            return 1;
        }
        if (c == r->nl) {
            size_t at = (size_t)(p - r->data) + 1;
            while (at < r->len && (r->data[at] == ' ' || r->data[at] == '\t'))
                at++;
            int tag = at < r->len ? looks_like_tag(r, at) : (r->finished ? 0 : -1);
            if (tag > 0) {
                int closes = closes_later(r, at);
                tag = closes < 0 ? -1 : !closes;
            }
            if (tag < 0) {
                r->pos = (size_t)(p - r->data);
                return 0; /* wait to see the next line */
            }
            r->pos = (size_t)(p - r->data);
            consume(r, 1);
            p = r->data + r->pos;
            if (tag) {
                if (r->comment_in_game && r->in_game)
                    fail_at(r, ZB_PGN_ERR_UNTERMINATED_COMMENT, r->open_line, r->open_col, r->open_off, "{", 1);
                r->skip = SKIP_NONE;
                return 1;
            }
            continue;
        }
        p++;
    }
    r->pos = r->len;
    return 0;
}

/* Starts a { comment at data[pos]. */
static void open_comment(zb_pgn_reader *r, int in_game)
{
    r->open_line = r->line;
    r->open_col = here(r) - r->line_start + 1;
    r->open_off = here(r);
    r->comment_in_game = in_game;
    r->skip = SKIP_COMMENT;
    r->pos++;
    r->line_clean = 0;
}

/* The common movetext, in one loop: moves ("e4", "Nbd7+", "O-O") and move
 * numbers ("12.", "12..."), with the blanks between them. Returns 1 after
 * consuming something, 0 at anything else (left to step). */
static int fast_movetext(zb_pgn_reader *r)
{
    const char *p = r->data + r->pos, *end = r->data + r->len, *start = p;
    const char nl = r->nl;
    int playable = !r->game.error.code && (r->depth == 0 || r->opt.variations);
    uint64_t cap = r->opt.max_game_bytes, limit = cap > UINT64_MAX - r->game_start ? UINT64_MAX : r->game_start + cap;
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (here(r) > limit)
            break;
        if ((c >= 'a' && c <= 'h') || c == 'N' || c == 'B' || c == 'R' || c == 'Q' || c == 'K' || c == 'O') {
            const char *q = p + 1;
            unsigned seen = 0;
            while (q < end && !ends_token((unsigned char)*q) && q - p <= MAX_TOKEN)
                seen |= cls[(unsigned char)*q++];
            if (q == end || q - p == 1 || q - p > MAX_TOKEN || (seen & C_BAD) ||
                (c == 'e' && (p[1] == '.' || (p[1] == 'p' && q - p == 2))) || q[-1] == '*')
                break; /* left to step(): "N", "e.p.", "ep", a result glued to the move ("Nc6*") */
            r->pos = (size_t)(p - r->data);
            r->line_clean = 0;
            if (playable) {
                play(r, p, (size_t)(q - p), 0, r->line, here(r) - r->line_start + 1, here(r));
                if (r->game.error.code) {
                    r->pos = (size_t)(q - r->data);
                    return 1;
                }
            }
            p = q;
        } else if (c >= '0' && c <= '9') {
            const char *q = p + 1;
            while (q < end && *q >= '0' && *q <= '9')
                q++;
            if (q == end || *q != '.')
                break;
            while (q < end && *q == '.')
                q++;
            if (q == end || !(cls[(unsigned char)*q] & (C_SPACE | C_NEWLINE)))
                break;
            r->line_clean = 0;
            p = q;
        } else {
            break;
        }
        /* blanks */
        while (cls[(unsigned char)*p] & (C_SPACE | C_NEWLINE)) {
            if (*p == nl) {
                r->line++;
                r->line_start = r->base + (size_t)(p + 1 - r->data);
                r->line_clean = 1;
            }
            if (++p == end) {
                r->pos = r->len;
                return 1;
            }
        }
        r->pos = (size_t)(p - r->data);
        if (r->line_clean && (*p == '[' || *p == '%'))
            return 1;
    }
    r->pos = (size_t)(p - r->data);
    return p != start;
}

/* One step of the lexer; 1 if it made progress, 0 if it needs more input. */
static int step(zb_pgn_reader *r)
{
    if (r->skip != SKIP_NONE)
        return do_skip(r);
    const char *p = r->data + r->pos, *end = r->data + r->len;
    /* blanks */
    while (cls[(unsigned char)*p] & (C_SPACE | C_NEWLINE)) {
        if (*p == r->nl) {
            r->line++;
            r->line_start = r->base + (size_t)(p + 1 - r->data);
            r->line_clean = 1;
        }
        if (++p == end) {
            r->pos = r->len;
            return 1;
        }
    }
    r->pos = (size_t)(p - r->data);
    unsigned char c = (unsigned char)*p;
    if (c == 0xEF && r->line_clean) { /* a BOM first on a line */
        if (end - p < 3 && !r->finished)
            return 0;
        if (end - p >= 3 && (unsigned char)p[1] == 0xBB && (unsigned char)p[2] == 0xBF) {
            r->pos += 3;
            r->line_start += 3; /* invisible: the next character is in column 1 */
            return 1;
        }
    }
    if (r->state == BETWEEN) {
        int clean = r->line_clean;
        r->line_clean = 0;
        if (c == '{') {
            open_comment(r, 0);
            r->comment_clean = clean;
            return 1;
        }
        if (clean && c == '[') {
            begin_game(r);
            r->state = TAGS;
            r->line_clean = 1;
            return 1;
        }
        if (clean && c >= '0' && c <= '9') {
            const char *q = p;
            while (q < end && q - p < 12 && *q >= '0' && *q <= '9')
                q++;
            if (q == end && !r->finished) {
                r->line_clean = clean;
                return 0;
            }
            int number = q < end && *q == '.';
            if (!number && q < end && (*q == ' ' || *q == '\t')) { /* "1 e4 e5 2 Nf3": a number without its dot */
                const char *m = q;
                while (m < end && m - q < 64 && (*m == ' ' || *m == '\t'))
                    m++;
                number = m < end ? starts_with_move(r, m, end) : r->finished ? 0 : -1;
                if (number < 0) {
                    r->line_clean = clean;
                    return 0;
                }
            }
            if (number) {
                begin_game(r);
                r->state = MOVETEXT;
                r->line_clean = 1;
                start_game_position(r);
                return 1;
            }
        }
        if (clean) {
            int move = starts_with_move(r, p, end);
            if (move < 0) {
                r->line_clean = clean;
                return 0;
            }
            if (move) {
                begin_game(r);
                r->state = MOVETEXT;
                start_game_position(r);
                return 1;
            }
        }
        if (c != '%' && c != ';')
            r->skipped_text = 1;
        r->skip = SKIP_LINE;
        return 1;
    }
    too_long(r, here(r));
    if (r->line_clean && c == '%') {
        r->skip = SKIP_LINE;
        return 1;
    }
    if (r->state == TAGS) {
        if (c == '[') {
            /* A tag line arriving in small chunks is searched for its end once. */
            size_t from = r->scan_at == here(r) ? r->scan_len : 0;
            const char *nl = memchr(p + from, r->nl, (size_t)(end - p) - from);
            const char *eol = nl ? nl : end;
            r->scan_at = here(r);
            r->scan_len = (size_t)(eol - p);
            if ((size_t)(eol - p) > r->opt.max_game_bytes) { /* the same whether or not the line is all here */
                /* the line's own bytes: a cap under the error text's length
                 * must not show (or read) what lies past them */
                fail_here(r, ZB_PGN_ERR_GAME_TOO_LONG, p, (size_t)(eol - p));
                r->skip = SKIP_LINE;
                return 1;
            }
            if (!nl && !r->finished)
                return 0;
            int store = r->game.error.code != ZB_PGN_ERR_GAME_TOO_LONG && r->game.error.code != ZB_PGN_ERR_NO_MEMORY;
            size_t used = parse_tag(r, p, eol, store);
            if (!used) {
                /* Skipped, as pgn-extract and python-chess skip it, unless
                 * it is a tag that decides how the moves are read. */
                if (decides_moves(p, eol))
                    fail_here(r, ZB_PGN_ERR_TAG_SYNTAX, p, (size_t)(eol - p));
                else
                    r->game.warnings |= ZB_PGN_WARN_BAD_TAG;
                r->skip = SKIP_LINE;
                return 1;
            }
            r->pos += used;
            r->line_clean = 0;
            return 1;
        }
        if (c == ';') {
            r->skip = SKIP_LINE;
            return 1;
        }
        r->state = MOVETEXT;
        start_game_position(r);
        return 1;
    }
    /* MOVETEXT */
    if (fast_movetext(r))
        return 1;
    p = r->data + r->pos;
    c = (unsigned char)*p;
    int clean = r->line_clean;
    r->line_clean = 0;
    switch (c) {
    case '[':
        if (clean) { /* the next game's tags */
            end_game(r, NULL);
            r->line_clean = 1;
            return 1;
        }
        fail_here(r, ZB_PGN_ERR_BAD_CHARACTER, "[", 1);
        r->pos++;
        return 1;
    case '{':
        open_comment(r, 1);
        return 1;
    case ';':
        r->skip = SKIP_LINE;
        return 1;
    case '(':
        if (r->depth == 0) {
            r->open_line = r->line;
            r->open_col = here(r) - r->line_start + 1;
            r->open_off = here(r);
        }
        r->depth++;
        if (r->opt.variations && !r->game.error.code && r->started) {
            if (r->depth > r->opt.max_variation_depth)
                fail_here(r, ZB_PGN_ERR_VARIATION_TOO_DEEP, "(", 1);
            else
                open_variation(r);
        }
        r->pos++;
        return 1;
    case ')':
        if (r->depth > 0) /* a stray one is skipped, as pgn-extract and python-chess skip it */
            r->depth--;
        r->pos++;
        return 1;
    case '}': /* a stray one is skipped, as pgn-extract and python-chess skip it */
        r->pos++;
        return 1;
    case '%': /* not first on its line (that is an escape line, above): the same */
        r->skip = SKIP_LINE;
        return 1;
    case '$': {
        const char *q = p + 1;
        while (q < end && *q >= '0' && *q <= '9')
            q++;
        if (q == end && !r->finished) {
            r->line_clean = clean;
            return 0;
        }
        r->pos = (size_t)(q - r->data);
        return 1;
    }
    default:
        break;
    }
    const char *q = p + 1;
    unsigned seen = cls[c];
    while (q < end && !ends_token((unsigned char)*q) && q - p <= MAX_TOKEN)
        seen |= cls[(unsigned char)*q++];
    if (q - p > MAX_TOKEN) {
        fail_here(r, cls[c] & C_BAD ? ZB_PGN_ERR_BAD_CHARACTER : ZB_PGN_ERR_ILLEGAL_MOVE, p, MAX_TOKEN);
        if (r->game.error.code == ZB_PGN_ERR_ILLEGAL_MOVE && r->game.error.chess_error == ZB_OK)
            r->game.error.chess_error = ZB_ERR_MOVE_SYNTAX;
        r->skip = SKIP_TOKEN;
        return 1;
    }
    if (q == end && !r->finished) {
        r->line_clean = clean;
        return 0;
    }
    movetext_token(r, p, (size_t)(q - p), (seen & C_BAD) != 0);
    r->pos = (size_t)(q - r->data);
    return 1;
}

/* ------------------------------------------------------------ public API */

zb_pgn_reader *zb_pgn_new(const zb_pgn_options *options)
{
    if (zb_init() != 0)
        return NULL;
    zb_pgn_reader *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    if (options)
        r->opt = *options;
    if (!r->opt.max_game_bytes)
        r->opt.max_game_bytes = ZB_PGN_DEFAULT_MAX_GAME_BYTES;
    if (!r->opt.max_variation_depth)
        r->opt.max_variation_depth = 64;
    r->line = 1;
    r->line_clean = 1;
    r->scan_at = UINT64_MAX;
    r->state = BETWEEN;
    if (!get_level(r, 0) || !(r->start = zb_position_new(r->opt.keys))) {
        zb_pgn_free(r);
        return NULL;
    }
    return r;
}

void zb_pgn_free(zb_pgn_reader *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->level_count; i++)
        zb_position_free(r->levels[i].pos);
    free(r->levels);
    zb_position_free(r->start);
    free(r->buf);
    free(r->arena);
    free(r->tag_refs);
    free(r->tags);
    free(r->moves);
    free(r->keys);
    free(r->vmoves);
    free(r->file_chunk);
    free(r);
}

zb_pgn_reader *zb_pgn_new_memory(const char *data, size_t len, const zb_pgn_options *options)
{
    zb_pgn_reader *r = zb_pgn_new(options);
    if (!r)
        return NULL;
    r->data = data ? data : "";
    r->len = data ? len : 0;
    r->borrowed = 1;
    r->finished = 1;
    return r;
}

int zb_pgn_push(zb_pgn_reader *r, const char *chunk, size_t len)
{
    if (!r || r->finished || r->borrowed || (!chunk && len))
        return -1;
    if (r->pos > 0) { /* drop what was consumed */
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->base += r->pos;
        r->len -= r->pos;
        r->pos = 0;
    }
    if (grow((void **)&r->buf, &r->buf_cap, r->len + len + 1, 1) < 0)
        return -1;
    if (len)
        memcpy(r->buf + r->len, chunk, len);
    r->len += len;
    r->data = r->buf;
    return 0;
}

void zb_pgn_finish(zb_pgn_reader *r)
{
    if (r)
        r->finished = 1;
}

static void deliver(zb_pgn_reader *r, zb_pgn_game *out)
{
    zb_pgn_game *g = &r->game;
    if (r->tag_count && grow((void **)&r->tags, &r->tags_out_cap, r->tag_count, sizeof *r->tags) == 0) {
        for (size_t i = 0; i < r->tag_count; i++) {
            r->tags[i].name = r->arena + r->tag_refs[i].name;
            r->tags[i].value = r->arena + r->tag_refs[i].value;
        }
        g->tags = r->tags;
        g->tag_count = r->tag_count;
    }
    g->result = r->result;
    g->start_fen = r->start_fen;
    g->moves = r->moves;
    g->plies = r->plies;
    g->keys = r->keys;
    if (g->key_count == 0)
        g->keys = NULL;
    g->variation_moves = r->vcount ? r->vmoves : NULL;
    g->variation_move_count = r->vcount;
    r->total_plies += r->plies;
    *out = *g;
}

int zb_pgn_next(zb_pgn_reader *r, zb_pgn_game *out)
{
    if (!r || !out)
        return 0;
    for (;;) {
        if (r->ready) {
            r->ready = 0;
            deliver(r, out);
            return 1;
        }
        if (!r->nl && !(r->nl = line_end_of(r)))
            return 0; /* more input first */
        if (r->pos >= r->len) {
            if (!r->finished)
                return 0;
            if (r->skip == SKIP_COMMENT && r->comment_in_game && r->in_game)
                fail_at(r, ZB_PGN_ERR_UNTERMINATED_COMMENT, r->open_line, r->open_col, r->open_off, "{", 1);
            r->skip = SKIP_NONE;
            if (!r->in_game)
                return 0;
            end_game(r, NULL);
            continue;
        }
        if (!step(r) && !r->finished)
            return 0;
    }
}

int zb_pgn_read_file(zb_pgn_reader *r, FILE *file, zb_pgn_game *out)
{
    enum { CHUNK = 1 << 16 };
    if (!r->file_chunk && !(r->file_chunk = malloc(CHUNK)))
        return -1;
    char *chunk = r->file_chunk;
    for (;;) {
        int got = zb_pgn_next(r, out);
        if (got || r->finished)
            return got;
        size_t n = fread(chunk, 1, CHUNK, file);
        if (n && zb_pgn_push(r, chunk, n) < 0)
            return -1;
        if (n < CHUNK) {
            if (ferror(file))
                return -1;
            zb_pgn_finish(r);
        }
    }
}

uint64_t zb_pgn_games_read(const zb_pgn_reader *r) { return r ? r->games : 0; }
uint64_t zb_pgn_plies_read(const zb_pgn_reader *r) { return r ? r->total_plies : 0; }
uint64_t zb_pgn_bytes_read(const zb_pgn_reader *r) { return r ? r->base + r->pos : 0; }

zb_error zb_pgn_game_san(const zb_pgn_game *game, char (*san)[ZB_SAN_MAX])
{
    if (!game || (!san && game->plies) || !game->start_fen || !game->start_fen[0])
        return game && game->plies == 0 ? ZB_OK : ZB_ERR_ARGUMENT;
    zb_position *pos = zb_position_new(NULL);
    if (!pos)
        return ZB_ERR_NO_MEMORY;
    zb_error err = zb_position_set_fen(pos, game->start_fen, strlen(game->start_fen), NULL);
    for (size_t i = 0; !err && i < game->plies; i++) {
        if (game->moves[i] == ZB_PGN_NULL_MOVE) {
            strcpy(san[i], "--");
            err = zb_position_make_null(pos);
        } else {
            zb_move_to_san(pos, game->moves[i], san[i]);
            err = zb_position_make(pos, game->moves[i]);
        }
    }
    zb_position_free(pos);
    return err;
}
