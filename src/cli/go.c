/* zobrist go perft | key | play | census: Go positions' keys, perft counts,
 * and the census of distinct positions and their hash collisions. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "zobrist_go.h"

/* Options shared by the go commands; the other words stay in words[]. */
typedef struct go_args {
    long size;          /* 0 when not given */
    int rules, verify;
    char **words;
    int count;
} go_args;

/* 0, or a usage error's status. */
static int parse_options(int argc, char **argv, go_args *a, int allow_verify)
{
    a->size = 0, a->rules = ZB_GO_TT, a->verify = 0, a->count = 0;
    a->words = malloc(((size_t)argc + 1) * sizeof *a->words);
    if (!a->words)
        return 1;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--size")) {
            if (i + 1 >= argc || cli_parse_int(argv[++i], ZB_GO_MIN_SIZE, ZB_GO_MAX_SIZE, &a->size))
                return cli_usage("--size needs a board size from 2 to 19");
        } else if (!strcmp(argv[i], "--rules")) {
            if (i + 1 < argc && !strcmp(argv[i + 1], "tt"))
                a->rules = ZB_GO_TT;
            else if (i + 1 < argc && !strcmp(argv[i + 1], "cgos"))
                a->rules = ZB_GO_CGOS;
            else
                return cli_usage("--rules must be tt or cgos");
            i++;
        } else if (allow_verify && !strcmp(argv[i], "--verify")) {
            a->verify = 1;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            return cli_unknown_argument(argv[i]);
        } else {
            a->words[a->count++] = argv[i];
        }
    }
    return 0;
}

/* How many words make up the position at words[0]: a quoted position is one
 * word with spaces, an unquoted one three (rows, player, passes). */
static int position_words(char **words, int count)
{
    if (count == 0 || !strchr(words[0], '/'))
        return 0;
    return strchr(words[0], ' ') || count < 3 ? 1 : 3;
}

/* A position from text (size from it) or the empty board of --size. */
static zb_go_position *load(const go_args *a, char **words, int count, int *status)
{
    *status = 1;
    if (count == 0) {
        if (!a->size) {
            *status = cli_usage("give a POSITION or --size N");
            return NULL;
        }
        zb_go_position *pos = zb_go_new((int)a->size, (zb_go_rules)a->rules, NULL);
        if (!pos)
            fprintf(stderr, "zobrist: out of memory\n");
        return pos;
    }
    char *text = cli_join(words, count);
    zb_go_position *pos = zb_go_new(ZB_GO_MIN_SIZE, (zb_go_rules)a->rules, NULL);
    if (!text || !pos) {
        fprintf(stderr, "zobrist: out of memory\n");
        free(text), zb_go_free(pos);
        return NULL;
    }
    size_t where = 0;
    zb_go_error err = zb_go_set_text(pos, text, strlen(text), &where);
    if (err) {
        fprintf(stderr, "zobrist: invalid Go position \"%s\": %s (%s at character %zu)\n", text,
                zb_go_error_message(err), zb_go_error_name(err), where + 1);
        free(text), zb_go_free(pos);
        return NULL;
    }
    free(text);
    if (a->size && a->size != zb_go_size(pos)) {
        zb_go_free(pos);
        *status = cli_usage("--size differs from the position's size");
        return NULL;
    }
    return pos;
}

static int cmd_perft(const go_args *a)
{
    long depth;
    if (a->count < 1)
        return cli_usage("go perft needs a DEPTH");
    if (cli_parse_int(a->words[0], 0, 40, &depth))
        return cli_usage("DEPTH must be a whole number from 0 to 40");
    int status;
    zb_go_position *pos = load(a, a->words + 1, a->count - 1, &status);
    if (!pos)
        return status;
    if (!a->verify) {
        printf("%" PRIu64 "\n", zb_go_perft(pos, (int)depth));
        zb_go_free(pos);
        return 0;
    }
    zb_go_perft_check check;
    size_t root_ply = zb_go_ply(pos);
    zb_go_error err = zb_go_perft_verify(pos, (int)depth, &check);
    status = 0;
    if (err == ZB_GO_ERR_KEY_MISMATCH) {
        char text[ZB_GO_TEXT_MAX];
        zb_go_text(pos, text);
        fprintf(stderr, "zobrist: key mismatch %zu plies below the root: incremental %016" PRIx64
                        ", from scratch %016" PRIx64 ", position %s\nzobrist: reached by",
                zb_go_ply(pos) - root_ply, check.incremental, check.scratch, text);
        for (size_t ply = root_ply + 1; ply <= zb_go_ply(pos); ply++) {
            char move[ZB_GO_MOVE_TEXT_MAX];
            zb_go_move_text(zb_go_size(pos), zb_go_move_at(pos, ply), move);
            fprintf(stderr, " %s", move);
        }
        fputc('\n', stderr);
        status = 1;
    } else if (err) {
        fprintf(stderr, "zobrist: %s\n", zb_go_error_message(err));
        status = 1;
    } else {
        printf("%" PRIu64 "\n", check.nodes);
        cli_summary("keys verified at all %" PRIu64 " nodes", check.checked);
    }
    zb_go_free(pos);
    return status;
}

static int cmd_key(const go_args *a)
{
    if (a->count < 1)
        return cli_usage("go key needs a POSITION");
    int status;
    zb_go_position *pos = load(a, a->words, a->count, &status);
    if (!pos)
        return status;
    cli_print_key(stdout, zb_go_key(pos));
    putchar('\n');
    zb_go_free(pos);
    return 0;
}

/* The key of the position, then of the position after each move, a line each. */
static int cmd_play(const go_args *a)
{
    int used = position_words(a->words, a->count), status;
    zb_go_position *pos = load(a, a->words, used, &status);
    if (!pos)
        return status;
    cli_print_key(stdout, zb_go_key(pos));
    putchar('\n');
    status = 0;
    for (int i = used; i < a->count; i++) {
        const char *move = a->words[i];
        zb_go_error err = zb_go_play(pos, move, strlen(move));
        if (err) {
            char text[ZB_GO_TEXT_MAX];
            zb_go_text(pos, text);
            fflush(stdout);
            fprintf(stderr, "zobrist: bad move \"%s\" (move %d): %s (%s) in position %s\n", move, i - used + 1,
                    zb_go_error_message(err), zb_go_error_name(err), text);
            status = 1;
            break;
        }
        cli_print_key(stdout, zb_go_key(pos));
        putchar('\n');
    }
    zb_go_free(pos);
    return status;
}

/* Colliding pairs beside the birthday expectation among n distinct
 * classes for a hash of `bits` bits: n(n-1)/2^(bits+1). */
static void print_pairs(uint64_t pairs, double n, int bits)
{
    double expected = n > 1 ? n * (n - 1) / 2 / (double)(UINT64_C(1) << (bits - 1)) / 2 : 0;
    char cell[48];
    snprintf(cell, sizeof cell, expected < 0.01 ? "%" PRIu64 " (%.1e)" : "%" PRIu64 " (%.2f)", pairs, expected);
    printf(" %24s", cell);
}

/* A row a ply, printed as each completes (each ply is its own walk). */
static int cmd_census(const go_args *a)
{
    long plies;
    if (a->count < 1)
        return cli_usage("go census needs PLIES");
    if (cli_parse_int(a->words[0], 0, 40, &plies))
        return cli_usage("PLIES must be a whole number from 0 to 40");
    int status;
    zb_go_position *pos = load(a, a->words + 1, a->count - 1, &status);
    if (!pos)
        return status;
    static const int bits[ZB_GO_CENSUS_HASHES] = {32, 48, 48, 64};
    printf("ply    positions      classes   xor32 pairs (expected)   xor48 pairs (expected)   "
           "add48 pairs (expected)   xor64 pairs (expected)\n");
    status = 0;
    for (long ply = 1; ply <= plies; ply++) {
        zb_go_census_result r;
        zb_go_error err = zb_go_census_ply(pos, (int)ply, 0, &r);
        if (err) {
            fflush(stdout);
            fprintf(stderr, "zobrist: %s at ply %ld\n",
                    err == ZB_GO_ERR_NO_MEMORY ? "out of memory" : zb_go_error_message(err), ply);
            status = 1;
            break;
        }
        printf("%3ld %12" PRIu64 " %12" PRIu64, ply, r.positions, r.classes);
        for (int h = 0; h < ZB_GO_CENSUS_HASHES; h++)
            print_pairs(r.pairs[h], (double)r.classes, bits[h]);
        putchar('\n');
        fflush(stdout);
        if (ferror(stdout)) /* no reader left: the next ply would be for nobody */
            break;
    }
    zb_go_free(pos);
    return status;
}

int cli_go(int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("go needs a command: perft, key, play or census");
    const char *command = argv[0];
    int (*run)(const go_args *) = !strcmp(command, "perft") ? cmd_perft
                                  : !strcmp(command, "key") ? cmd_key
                                  : !strcmp(command, "play") ? cmd_play
                                  : !strcmp(command, "census") ? cmd_census
                                                               : NULL;
    if (!run)
        return cli_usage("unknown go command");
    go_args a;
    int status = parse_options(argc - 1, argv + 1, &a, run == cmd_perft);
    if (!status)
        status = run(&a);
    free(a.words);
    return status;
}
