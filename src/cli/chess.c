/* zobrist key | replay | perft: chess positions' keys, Polyglot's or any
 * --layout's. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "zobrist.h"

static int load_fen(zb_position *pos, const char *fen)
{
    size_t where = 0;
    zb_error err = zb_position_set_fen(pos, fen, strlen(fen), &where);
    if (err) {
        fprintf(stderr, "zobrist: invalid FEN \"%s\": %s (%s at character %zu)\n", fen, zb_error_message(err),
                zb_error_name(err), where + 1);
        return 1;
    }
    return 0;
}

/* An argument that can only be an option (a FEN starts with a piece or a
 * digit, and "-1" is a number), left over once the known ones are taken. */
static int is_option(const char *arg) { return arg[0] == '-' && arg[1] != '\0' && (arg[1] < '0' || arg[1] > '9'); }

static int cmd_key(zb_position *pos, int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("key needs a FEN");
    for (int i = 0; i < argc; i++)
        if (is_option(argv[i]))
            return cli_unknown_argument(argv[i]);
    char *fen = cli_join(argv, argc);
    if (!fen)
        return 1;
    int status = load_fen(pos, fen);
    if (!status) {
        cli_print_key(stdout, zb_position_key(pos));
        putchar('\n');
    }
    free(fen);
    return status;
}

/* Plays one game line and prints its keys; reports a bad move on stderr. */
static int replay_line(zb_position *pos, const char *line, size_t len, size_t line_number)
{
    /* A move token has at least 2 characters and a separator. */
    size_t cap = len / 2 + 2;
    uint64_t *keys = malloc(cap * sizeof *keys);
    if (!keys) {
        fprintf(stderr, "zobrist: line %zu: out of memory\n", line_number);
        return 1;
    }
    zb_replay_result r = zb_replay(pos, line, len, keys, cap);
    for (size_t i = 0; i < r.keys_written; i++) {
        if (i)
            putchar(' ');
        cli_print_key(stdout, keys[i]);
    }
    putchar('\n');
    free(keys);
    if (r.error == ZB_OK)
        return 0;
    char fen[ZB_FEN_MAX];
    zb_position_fen(pos, fen);
    fflush(stdout);
    fprintf(stderr, "zobrist: line %zu, ply %zu: %s \"%.*s\": %s (%s) in position %s\n", line_number, r.plies + 1,
            r.error == ZB_ERR_MOVETEXT_SYNTAX ? "bad movetext" : "bad move", (int)r.error_len, line + r.error_offset,
            zb_error_message(r.error), zb_error_name(r.error), fen);
    return 1;
}

static int cmd_replay(zb_position *pos, int argc, char **argv)
{
    char *start_fen = NULL;
    if (argc >= 1) {
        if (strcmp(argv[0], "--fen") != 0 || argc < 2)
            return cli_usage("replay takes only --layout L and --fen FEN");
        start_fen = cli_join(argv + 1, argc - 1); /* an unquoted FEN works too */
    } else {
        start_fen = cli_join((char *[]){ZB_START_FEN}, 1);
    }
    if (!start_fen || load_fen(pos, start_fen))
        return free(start_fen), 1;
    char *line = NULL;
    size_t line_cap = 0, line_number = 0;
    ssize_t len;
    int failures = 0;
    while (!ferror(stdout) && (len = getline(&line, &line_cap, stdin)) >= 0) { /* stop once output fails */
        line_number++;
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            len--;
        load_fen(pos, start_fen);
        failures += replay_line(pos, line, (size_t)len, line_number);
    }
    if (ferror(stdin)) { /* a read error is no end of the games (stdin a directory, EIO) */
        fprintf(stderr, "zobrist: replay: cannot read standard input after line %zu: %s\n", line_number,
                strerror(errno));
        failures++;
    }
    free(line);
    free(start_fen);
    return failures ? 1 : 0;
}

/* The moves from history ply `from` to the current one, in UCI. */
static void print_path(const zb_position *pos, size_t from, FILE *out)
{
    fputs("zobrist: reached by", out);
    for (size_t ply = from + 1; ply <= zb_position_ply(pos); ply++) {
        char uci[ZB_UCI_MAX];
        zb_move_to_uci(zb_position_move_at(pos, ply), uci);
        fprintf(out, " %s", uci);
    }
    fputc('\n', out);
}

static int cmd_perft(zb_position *pos, int argc, char **argv)
{
    int verify = 0, divide = 0, depth = -1, fen_args = 0;
    char **fen_argv = malloc(((size_t)argc + 1) * sizeof *fen_argv);
    if (!fen_argv)
        return 1;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--verify"))
            verify = 1;
        else if (!strcmp(argv[i], "--divide"))
            divide = 1;
        else if (is_option(argv[i]))
            return free(fen_argv), cli_unknown_argument(argv[i]);
        else if (depth < 0) {
            long d;
            if (cli_parse_int(argv[i], 0, 20, &d))
                return free(fen_argv), cli_usage("DEPTH must be a whole number from 0 to 20");
            depth = (int)d;
        } else
            fen_argv[fen_args++] = argv[i];
    }
    if (depth < 0)
        return free(fen_argv), cli_usage("perft needs a DEPTH");
    if (fen_args) {
        char *fen = cli_join(fen_argv, fen_args);
        int bad = !fen || load_fen(pos, fen);
        free(fen);
        if (bad)
            return free(fen_argv), 1;
    }
    free(fen_argv);

    if (divide && depth > 0) {
        zb_move moves[ZB_MAX_MOVES];
        size_t count = zb_position_legal_moves(pos, moves);
        uint64_t total = 0;
        for (size_t i = 0; i < count; i++) {
            char uci[ZB_UCI_MAX];
            zb_move_to_uci(moves[i], uci);
            zb_position_make(pos, moves[i]);
            uint64_t nodes = zb_perft(pos, depth - 1);
            zb_position_unmake(pos);
            printf("%s: %" PRIu64 "\n", uci, nodes);
            total += nodes;
        }
        printf("\n%" PRIu64 "\n", total);
        if (!verify)
            return 0;
    }
    if (!verify) {
        printf("%" PRIu64 "\n", zb_perft(pos, depth));
        return 0;
    }
    zb_perft_check check;
    size_t root_ply = zb_position_ply(pos);
    zb_error err = zb_perft_verify(pos, depth, &check);
    if (err == ZB_ERR_KEY_MISMATCH) {
        char fen[ZB_FEN_MAX];
        zb_position_fen(pos, fen);
        fprintf(stderr, "zobrist: key mismatch %zu plies below the root: incremental %016" PRIx64
                        ", from scratch %016" PRIx64 ", position %s\n",
                zb_position_ply(pos) - root_ply, check.incremental, check.scratch, fen);
        print_path(pos, root_ply, stderr);
        return 1;
    }
    if (err)
        return fprintf(stderr, "zobrist: %s\n", zb_error_message(err)), 1;
    if (!divide)
        printf("%" PRIu64 "\n", check.nodes);
    cli_summary("keys verified at all %" PRIu64 " nodes", check.checked);
    return 0;
}

int cli_chess(const char *command, int argc, char **argv)
{
    static zb_chess_keys layout; /* outlives the position */
    const zb_chess_keys *keys;
    int taken = cli_take_layout(&argc, argv, &layout, &keys);
    if (taken)
        return taken;
    zb_position *pos = zb_position_new(keys);
    if (!pos) {
        fprintf(stderr, "zobrist: cannot initialise (out of memory)\n");
        return 1;
    }
    int status;
    if (!strcmp(command, "key"))
        status = cmd_key(pos, argc, argv);
    else if (!strcmp(command, "replay"))
        status = cmd_replay(pos, argc, argv);
    else
        status = cmd_perft(pos, argc, argv);
    zb_position_free(pos);
    return status;
}
