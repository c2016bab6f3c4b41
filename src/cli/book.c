/* zobrist book build | merge | moves | info | dump: Polyglot opening books. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "zobrist.h"
#include "zobrist_book.h"
#include "zobrist_pgn.h"

static int book_fail(const char *what, const char *path, zb_book_error err, const zb_book_problem *problem)
{
    int why = errno; /* for OPEN and READ, before anything else can change it */
    fprintf(stderr, "zobrist: %s \"%s\": %s (%s)", what, path, zb_book_error_message(err), zb_book_error_name(err));
    if ((err == ZB_BOOK_ERR_OPEN || err == ZB_BOOK_ERR_READ) && why)
        fprintf(stderr, ": %s", strerror(why));
    if (problem && (err == ZB_BOOK_ERR_TRUNCATED || err == ZB_BOOK_ERR_UNSORTED || err == ZB_BOOK_ERR_BAD_MOVE))
        fprintf(stderr, err == ZB_BOOK_ERR_TRUNCATED ? " after entry %zu" : " at entry %zu", problem->entry);
    fputc('\n', stderr);
    return 1;
}

static zb_book *open_book(const char *path)
{
    zb_book *book;
    zb_book_problem problem;
    zb_book_error err = zb_book_open(path, ZB_BOOK_VALIDATE, &book, &problem);
    if (err == ZB_BOOK_ERR_OPEN && errno == EINVAL) { /* say which: strerror's "Invalid argument" does not */
        fprintf(stderr, "zobrist: cannot use book \"%s\": not a regular file (a book is a file of 16-byte entries)\n", path);
        return NULL;
    }
    if (err) {
        book_fail("cannot use book", path, err, &problem);
        return NULL;
    }
    return book;
}

/* ------------------------------------------------------------------ build */

/* Adds one file's games; 0 on success, 1 after reporting an error. */
static int add_pgn_file(zb_book_builder *builder, const char *path, const zb_book_build_options *options)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "zobrist: cannot open PGN file \"%s\": %s\n", path, strerror(errno));
        return 1;
    }
    /* The reader stops playing at max_ply, as polyglot does: faster, and a
     * bad move past it is no error. */
    zb_pgn_options pgn_options = {0};
    pgn_options.max_plies = options->max_ply > 0 ? (size_t)options->max_ply : 0;
    pgn_options.max_game_bytes = SIZE_MAX; /* polyglot reads a game of any length (comments are not kept) */
    zb_pgn_reader *reader = zb_pgn_new(&pgn_options);
    if (!reader) {
        fclose(f);
        fprintf(stderr, "zobrist: out of memory\n");
        return 1;
    }
    zb_pgn_game game;
    int got, status = 0;
    while (status == 0 && (got = zb_pgn_read_file(reader, f, &game)) == 1) {
        size_t ply = 0;
        zb_book_error err = zb_book_builder_add_game(builder, &game, options->max_ply, &ply);
        if (err == ZB_BOOK_ERR_GAME) {
            char line[512];
            zb_pgn_format_error(&game, line, sizeof line);
            fprintf(stderr, "zobrist: %s: %s\n", path, line);
        } else if (err == ZB_BOOK_ERR_NULL_MOVE) {
            char name[512];
            zb_pgn_format_game(&game, name, sizeof name);
            fprintf(stderr, "zobrist: %s: %s from line %" PRIu64 ", ply %zu: a null move cannot go in a book\n", path,
                    name, game.line, ply);
        } else if (err) {
            fprintf(stderr, "zobrist: %s (%s)\n", zb_book_error_message(err), zb_book_error_name(err));
        }
        status = err != ZB_BOOK_OK;
    }
    if (status == 0 && got < 0) { /* the failed read's errno: nothing has run since */
        fprintf(stderr, "zobrist: cannot read PGN file \"%s\": %s\n", path, strerror(errno));
        status = 1;
    }
    zb_pgn_free(reader);
    fclose(f);
    return status;
}

/* A percentage: digits with an optional fraction ("50", "50.5"), 0 to 100. */
static int parse_percent(const char *text, double *out)
{
    char *end;
    if (*text < '0' || *text > '9')
        return -1;
    errno = 0;
    double value = strtod(text, &end);
    if (*end || errno == ERANGE || !(value >= 0.0 && value <= 100.0))
        return -1;
    *out = value;
    return 0;
}

/* The value after option argv[*i], or NULL after saying what is wrong. */
static const char *option_value(int argc, char **argv, int *i)
{
    if (*i + 1 < argc)
        return argv[++*i];
    fprintf(stderr, "zobrist: book build: %s needs a value\n", argv[*i]);
    return NULL;
}

static int bad_build_value(const char *option, const char *value, const char *what)
{
    fprintf(stderr, "zobrist: book build: %s must be %s, got \"%s\"\n", option, what, value);
    return 2;
}

/* polyglot make-book's options. Its values are read as polyglot reads them
 * where that means something (any number of plies or games: a minimum of 0
 * games keeps every entry, as 1 does; a fraction of a percent), and
 * refused where it would read garbage as 0. */
static int parse_build_options(int argc, char **argv, zb_book_build_options *options, const char **out, char **files, int *nfiles)
{
    int in_pgn = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *value;
        long v;
        if (!strcmp(a, "--pgn")) {
            in_pgn = 1;
            continue;
        }
        if (a[0] == '-' && a[1] == '-')
            in_pgn = 0;
        if (!strcmp(a, "--out") || !strcmp(a, "--max-ply") || !strcmp(a, "--min-game") || !strcmp(a, "--min-score")) {
            if (!(value = option_value(argc, argv, &i)))
                return 2;
            if (!strcmp(a, "--out"))
                *out = value;
            else if (!strcmp(a, "--min-score")) {
                if (parse_percent(value, &options->min_score))
                    return bad_build_value(a, value, "a percentage from 0 to 100 (50, 50.5)");
            } else if (cli_parse_int(value, 0, INT_MAX, &v)) {
                return bad_build_value(a, value, "a whole number from 0 to 2147483647");
            } else if (!strcmp(a, "--max-ply")) {
                options->max_ply = (int)v;
            } else {
                options->min_game = (int)v;
            }
        } else if (!strcmp(a, "--only-white")) {
            options->only_white = 1, options->only_black = 0;
        } else if (!strcmp(a, "--only-black")) {
            options->only_black = 1, options->only_white = 0;
        } else if (!strcmp(a, "--uniform")) {
            options->uniform = 1;
        } else if (in_pgn && a[0] != '-') {
            files[(*nfiles)++] = argv[i];
        } else {
            fprintf(stderr, a[0] == '-' ? "zobrist: book build: unknown option \"%s\" (zobrist --help lists them)\n"
                                        : "zobrist: book build: \"%s\" is no option (PGN files follow --pgn)\n", a);
            return 2;
        }
    }
    if (!*nfiles || !*out) {
        fprintf(stderr, "zobrist: book build needs --pgn FILE... and --out BOOK.bin\n");
        return 2;
    }
    return 0;
}

static int cmd_build(int argc, char **argv)
{
    zb_book_build_options options;
    zb_book_build_options_default(&options);
    const char *out = NULL;
    char **files = malloc(((size_t)argc + 1) * sizeof *files);
    int nfiles = 0;
    if (!files)
        return 1;
    int bad = parse_build_options(argc, argv, &options, &out, files, &nfiles);
    if (bad) {
        free(files);
        return bad;
    }
    zb_book_builder *builder = zb_book_builder_new(&options);
    if (!builder) {
        free(files);
        fprintf(stderr, "zobrist: out of memory\n");
        return 1;
    }
    /* about one entry a move, and a move for every 6 or 7 bytes of PGN */
    size_t bytes = 0;
    for (int i = 0; i < nfiles; i++) {
        FILE *f = fopen(files[i], "rb");
        if (f && fseek(f, 0, SEEK_END) == 0) {
            long size = ftell(f);
            if (size > 0)
                bytes += (size_t)size;
        }
        if (f)
            fclose(f);
    }
    zb_book_builder_reserve(builder, bytes / 7);
    int status = 0;
    for (int i = 0; i < nfiles && !status; i++)
        status = add_pgn_file(builder, files[i], &options);
    free(files);
    zb_book_entry *entries = NULL;
    size_t count = 0;
    if (!status) {
        zb_book_error err = zb_book_builder_finish(builder, &entries, &count);
        size_t played = zb_book_builder_entries(builder), games = zb_book_builder_games(builder);
        if (!err)
            err = zb_book_write_file(out, entries, count);
        if (err)
            status = book_fail("cannot write book", out, err, NULL);
        else
            fprintf(stderr, "zobrist: %zu games, %zu entries, %zu kept in %s\n", games, played, count, out);
    }
    free(entries);
    zb_book_builder_free(builder);
    return status;
}

/* ------------------------------------------------------------------ merge */

static int cmd_merge(int argc, char **argv)
{
    if (argc != 3)
        return cli_usage("book merge needs IN1 IN2 OUT");
    zb_book *a = open_book(argv[0]);
    if (!a)
        return 1;
    zb_book *b = open_book(argv[1]);
    if (!b)
        return zb_book_close(a), 1;
    zb_book_entry *entries = NULL;
    size_t count = 0;
    zb_book_error err = zb_book_merge(a, b, &entries, &count);
    if (!err)
        err = zb_book_write_file(argv[2], entries, count);
    free(entries);
    zb_book_close(a);
    zb_book_close(b);
    if (err)
        return book_fail("cannot write book", argv[2], err, NULL);
    return 0;
}

/* ------------------------------------------------------------------ moves */

static int cmd_moves(int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("book moves needs BOOK.bin");
    zb_position *pos = zb_position_new(NULL);
    if (!pos)
        return 1;
    if (argc > 1) {
        char *fen = cli_join(argv + 1, argc - 1);
        size_t where = 0;
        zb_error ferr = fen ? zb_position_set_fen(pos, fen, strlen(fen), &where) : ZB_ERR_NO_MEMORY;
        if (ferr) {
            fprintf(stderr, "zobrist: invalid FEN \"%s\": %s (%s at character %zu)\n", fen ? fen : "",
                    zb_error_message(ferr), zb_error_name(ferr), where + 1);
            free(fen);
            zb_position_free(pos);
            return 1;
        }
        free(fen);
    }
    zb_book *book = open_book(argv[0]);
    if (!book)
        return zb_position_free(pos), 1;
    size_t n = zb_book_probe(book, pos, NULL, 0);
    zb_book_move *moves = malloc((n ? n : 1) * sizeof *moves);
    if (!moves) {
        zb_book_close(book);
        zb_position_free(pos);
        return 1;
    }
    zb_book_probe(book, pos, moves, n);
    uint64_t total = 0;
    size_t legal = 0;
    for (size_t i = 0; i < n && moves[i].status == ZB_BOOK_OK; i++)
        total += moves[i].weight, legal++;
    printf("key %016" PRIx64 ": %zu book move%s\n", zb_position_key(pos), legal, legal == 1 ? "" : "s");
    for (size_t i = 0; i < n; i++) {
        char uci[ZB_UCI_MAX], san[ZB_SAN_MAX];
        if (moves[i].status == ZB_BOOK_OK) {
            zb_move_to_uci(moves[i].move, uci);
            zb_move_to_san(pos, moves[i].move, san);
            char raw[ZB_UCI_MAX];
            zb_book_raw_to_text(moves[i].raw, raw);
            printf("%-6s %-8s weight %5u  learn %10" PRIu32 "  %6.2f%%  book %s\n", uci, san, moves[i].weight,
                   moves[i].learn, total ? 100.0 * moves[i].weight / (double)total : 0.0, raw);
        } else {
            zb_book_raw_to_text(moves[i].raw, uci);
            fprintf(stderr, "zobrist: entry %zu: move %s (field %04x) weight %u: %s (%s), not played\n", moves[i].entry,
                    uci, moves[i].raw, moves[i].weight, zb_book_error_message(moves[i].status),
                    zb_book_error_name(moves[i].status));
        }
    }
    free(moves);
    zb_book_close(book);
    zb_position_free(pos);
    if (n == 0) {
        cli_summary("the position is not in the book");
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------- info, dump */

static int cmd_info(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("book info needs BOOK.bin");
    zb_book *book = open_book(argv[0]);
    if (!book)
        return 1;
    zb_book_info info;
    zb_book_error err = zb_book_get_info(book, &info);
    zb_book_close(book);
    if (err)
        return book_fail("cannot read book", argv[0], err, NULL);
    printf("Lines for white                : %8" PRIu64 "\n", info.white_lines);
    printf("Lines for black                : %8" PRIu64 "\n", info.black_lines);
    printf("Positions on lines for white   : %8" PRIu64 "\n", info.white_positions);
    printf("Positions on lines for black   : %8" PRIu64 "\n", info.black_positions);
    printf("Isolated positions             : %8" PRIu64 "\n", info.isolated_positions);
    return 0;
}

static int cmd_dump(int argc, char **argv)
{
    const char *path = NULL, *color = NULL;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--color") && i + 1 < argc)
            color = argv[++i];
        else if (!path && argv[i][0] != '-')
            path = argv[i];
        else
            return cli_usage("book dump takes BOOK.bin --color white|black");
    }
    if (!path || !color || (strcmp(color, "white") && strcmp(color, "black")))
        return cli_usage("book dump needs BOOK.bin and --color white|black");
    zb_book *book = open_book(path);
    if (!book)
        return 1;
    printf("Dump of \"%s\" for %s.\n", path, color);
    zb_book_error err = zb_book_dump(book, !strcmp(color, "white") ? ZB_WHITE : ZB_BLACK, stdout);
    zb_book_close(book);
    if (err)
        return book_fail("cannot read book", path, err, NULL);
    return 0;
}

int cli_book(int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("book needs build, merge, moves, info or dump");
    const char *cmd = argv[0];
    if (!strcmp(cmd, "build"))
        return cmd_build(argc - 1, argv + 1);
    if (!strcmp(cmd, "merge"))
        return cmd_merge(argc - 1, argv + 1);
    if (!strcmp(cmd, "moves"))
        return cmd_moves(argc - 1, argv + 1);
    if (!strcmp(cmd, "info"))
        return cmd_info(argc - 1, argv + 1);
    if (!strcmp(cmd, "dump"))
        return cmd_dump(argc - 1, argv + 1);
    return cli_usage("unknown book command");
}
