/* zobrist pgn: keys (or JSON lines) of every game in PGN files, streamed. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "pgn_text.h"
#include "zobrist.h"
#include "zobrist_pgn.h"

enum { FORMAT_KEYS, FORMAT_JSONL, FORMAT_NONE };

typedef struct run {
    int format, progress;
    int progress_width; /* of the progress line on the terminal, 0 when none is shown */
    uint64_t games, plies, failed;
    double started, last_report;
} run;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void put_key(uint64_t key, FILE *out)
{
    static const char hex[] = "0123456789abcdef";
    char text[16];
    for (int i = 15; i >= 0; i--, key >>= 4)
        text[i] = hex[key & 15];
    fwrite(text, 1, 16, out);
}

/* A JSON string: quotes, backslashes and control characters escaped. The
 * reader's tag values are UTF-8 already; a file name need not be, and a
 * byte that starts no UTF-8 character is written as its Latin-1 character
 * (as the reader reads such bytes), so the line stays valid JSON. */
static void put_json(const char *s, FILE *out)
{
    putc('"', out);
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    while (p < end) {
        unsigned char c = *p;
        int k = zb_pgn_utf8_char(p, (size_t)(end - p));
        size_t n = k > 0 ? (size_t)k : 0;
        if (c == '"' || c == '\\')
            putc('\\', out), putc(c, out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else if (n == 0)
            putc(0xC0 | c >> 6, out), putc(0x80 | (c & 0x3F), out);
        else
            fwrite(p, 1, n, out);
        p += n ? n : 1;
    }
    putc('"', out);
}

static void put_uci(zb_move m, FILE *out)
{
    char uci[ZB_UCI_MAX];
    if (m == ZB_PGN_NULL_MOVE)
        strcpy(uci, "0000");
    else
        zb_move_to_uci(m, uci);
    fputs(uci, out);
}

static void print_keys(const zb_pgn_game *g, FILE *out)
{
    for (size_t i = 0; i < g->key_count; i++) {
        if (i)
            putc(' ', out);
        put_key(g->keys[i], out);
    }
    for (size_t i = 0; i < g->variation_move_count; i++) {
        putc(' ', out);
        put_key(g->variation_moves[i].key_after, out);
    }
    putc('\n', out);
}

/* Whether no tag before tag i has its name (JSON objects want unique keys). */
static int first_of_its_name(const zb_pgn_game *g, size_t i)
{
    for (size_t j = 0; j < i; j++)
        if (!strcmp(g->tags[j].name, g->tags[i].name))
            return 0;
    return 1;
}

/* One game as a JSON object. "game" and "line" count within the file, which
 * "file" names as given ("-" for stdin), so that a game of several files is
 * found again. */
static void print_jsonl(const zb_pgn_game *g, const char *file, FILE *out)
{
    fputs("{\"file\":", out);
    put_json(file, out);
    fprintf(out, ",\"game\":%llu,\"line\":%llu,\"tags\":{", (unsigned long long)g->number,
            (unsigned long long)g->line);
    for (size_t i = 0, written = 0; i < g->tag_count; i++) {
        if (!first_of_its_name(g, i)) /* a repeated name: the first counts, as in zb_pgn_tag_value and JS */
            continue;
        if (written++)
            putc(',', out);
        put_json(g->tags[i].name, out);
        putc(':', out);
        put_json(g->tags[i].value, out);
    }
    fputs("},\"fen\":", out);
    put_json(g->start_fen, out);
    fputs(",\"result\":", out);
    put_json(g->result, out);
    fputs(",\"uci\":[", out);
    for (size_t i = 0; i < g->plies; i++) {
        fputs(i ? ",\"" : "\"", out);
        put_uci(g->moves[i], out);
        putc('"', out);
    }
    fputs("],\"keys\":[", out);
    for (size_t i = 0; i < g->key_count; i++) {
        fputs(i ? ",\"" : "\"", out);
        put_key(g->keys[i], out);
        putc('"', out);
    }
    putc(']', out);
    if (g->variation_moves) {
        fputs(",\"variations\":[", out);
        for (size_t i = 0; i < g->variation_move_count; i++) {
            const zb_pgn_variation_move *v = &g->variation_moves[i];
            fprintf(out, "%s{\"depth\":%u,\"ply\":%lu,\"uci\":\"", i ? "," : "", (unsigned)v->depth,
                    (unsigned long)v->ply);
            put_uci(v->move, out);
            fputs("\",\"key_before\":\"", out);
            put_key(v->key_before, out);
            fputs("\",\"key\":\"", out);
            put_key(v->key_after, out);
            fputs("\"}", out);
        }
        putc(']', out);
    }
    fputs(",\"warnings\":[", out);
    int first = 1;
    for (unsigned b = 0; b < ZB_PGN_WARN_COUNT_; b++)
        if (g->warnings & (1u << b)) {
            fputs(first ? "" : ",", out);
            put_json(zb_pgn_warning_name(1u << b), out);
            first = 0;
        }
    fputs("],\"error\":", out);
    const zb_pgn_error_info *e = &g->error;
    if (e->code == ZB_PGN_OK) {
        fputs("null}\n", out);
        return;
    }
    fputs("{\"code\":", out);
    put_json(zb_pgn_error_name(e->code), out);
    fputs(",\"message\":", out);
    put_json(zb_pgn_error_message(e->code), out);
    if (e->chess_error != ZB_OK) {
        fputs(",\"chess_error\":", out);
        put_json(zb_error_name(e->chess_error), out);
        fputs(",\"chess_message\":", out);
        put_json(zb_error_message(e->chess_error), out);
    }
    fprintf(out, ",\"line\":%llu,\"column\":%llu,\"ply\":%zu,\"depth\":%u,\"text\":", (unsigned long long)e->line,
            (unsigned long long)e->column, e->ply, e->depth);
    put_json(e->text, out);
    fputs(",\"fen\":", out);
    put_json(e->fen, out);
    fputs("}}\n", out);
}

static void progress(run *r, int final)
{
    double t = now_seconds();
    if (!final && t - r->last_report < 0.5)
        return;
    r->last_report = t;
    double elapsed = t - r->started;
    int width = fprintf(stderr, "\rzobrist pgn: %llu games, %llu plies, %.2f M plies/s%s", (unsigned long long)r->games,
                        (unsigned long long)r->plies, elapsed > 0 ? (double)r->plies / elapsed / 1e6 : 0.0,
                        final ? "\n" : "");
    r->progress_width = final || width < 1 ? 0 : width - 1;
}

/* Blanks the progress line, so that a message written next starts a line
 * of its own instead of continuing the progress text. */
static void clear_progress(run *r)
{
    if (r->progress_width)
        fprintf(stderr, "\r%*s\r", r->progress_width, "");
    r->progress_width = 0;
}

static int read_stream(run *r, const zb_pgn_options *options, FILE *in, const char *name)
{
    zb_pgn_reader *reader = zb_pgn_new(options);
    if (!reader) {
        fprintf(stderr, "zobrist: out of memory\n");
        return 1;
    }
    zb_pgn_game g;
    int got = 0;
    uint64_t games_here = 0;
    while (!ferror(stdout) && (got = zb_pgn_read_file(reader, in, &g)) == 1) { /* stop once output fails */
        games_here++;
        r->games++;
        r->plies += g.plies;
        if (r->format == FORMAT_KEYS)
            print_keys(&g, stdout);
        else if (r->format == FORMAT_JSONL)
            print_jsonl(&g, name, stdout);
        if (g.error.code != ZB_PGN_OK) {
            char line[1024];
            r->failed++;
            zb_pgn_format_error(&g, line, sizeof line);
            fflush(stdout);
            clear_progress(r);
            fprintf(stderr, "zobrist: %s: %s\n", name, line);
        }
        if (r->progress && (r->games & 255) == 0)
            progress(r, 0);
    }
    int why = errno;
    uint64_t bytes = zb_pgn_bytes_read(reader);
    zb_pgn_free(reader);
    if (got < 0) {
        clear_progress(r);
        fprintf(stderr, "zobrist: %s: read error: %s\n", name, strerror(why));
        return 1;
    }
    if (games_here == 0 && bytes > 0) { /* say so: a file of another encoding (UTF-16) reads as no games */
        clear_progress(r);
        fprintf(stderr, "zobrist: %s: warning: no game in its %llu bytes (PGN is read as UTF-8 or Latin-1 text)\n", name,
                (unsigned long long)bytes);
    }
    return 0;
}

int cli_pgn(int argc, char **argv)
{
    run r = {FORMAT_KEYS, isatty(2), 0, 0, 0, 0, now_seconds(), 0};
    zb_pgn_options options = {0};
    int files = 0, status = 0;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--variations"))
            options.variations = 1;
        else if (!strcmp(argv[i], "--format")) {
            if (i + 1 >= argc)
                return cli_usage("--format needs keys, jsonl or none");
            const char *f = argv[++i];
            if (!strcmp(f, "keys"))
                r.format = FORMAT_KEYS;
            else if (!strcmp(f, "jsonl"))
                r.format = FORMAT_JSONL;
            else if (!strcmp(f, "none"))
                r.format = FORMAT_NONE;
            else
                return cli_usage("--format needs keys, jsonl or none");
        } else if (!strcmp(argv[i], "--progress"))
            r.progress = 1;
        else if (!strcmp(argv[i], "--no-progress"))
            r.progress = 0;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_unknown_argument(argv[i]);
    }
    for (int i = 0; i < argc && !ferror(stdout); i++) {
        if (!strcmp(argv[i], "--format")) {
            i++;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] == '-')
            continue;
        files++;
        if (!strcmp(argv[i], "-")) {
            status |= read_stream(&r, &options, stdin, "-");
            continue;
        }
        FILE *in = fopen(argv[i], "rb");
        if (!in) {
            int why = errno;
            clear_progress(&r);
            fprintf(stderr, "zobrist: cannot open %s: %s\n", argv[i], strerror(why));
            status = 1;
            continue;
        }
        status |= read_stream(&r, &options, in, argv[i]);
        fclose(in);
    }
    if (!files)
        status |= read_stream(&r, &options, stdin, "-");
    if (r.progress)
        progress(&r, 1);
    if (r.format == FORMAT_NONE)
        printf("games %llu plies %llu failed %llu\n", (unsigned long long)r.games, (unsigned long long)r.plies,
               (unsigned long long)r.failed);
    return status || r.failed ? 1 : 0;
}
