/* zobrist uttt perft | key | census | play: ultimate tic-tac-toe positions'
 * keys (zobrist_uttt.h: the position text). A position may be one quoted
 * argument or its three words unquoted; "start" names the empty board.
 *   uttt perft DEPTH [POSITION] [--verify] [--divide]
 *   uttt key POSITION
 *   uttt census PLIES
 *   uttt play POSITION MOVE...   the key, then the key after each move */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "zobrist_uttt.h"

static int load_position(zb_uttt *pos, char **words, int count)
{
    if (count == 1 && !strcmp(words[0], "start")) {
        zb_uttt_reset(pos);
        return 0;
    }
    char *text = cli_join(words, count);
    if (!text)
        return fprintf(stderr, "zobrist: out of memory\n"), 1;
    size_t where = 0;
    zb_uttt_error err = zb_uttt_set_text(pos, text, strlen(text), &where);
    if (err)
        fprintf(stderr, "zobrist: invalid position \"%s\": %s (%s at character %zu)\n", text,
                zb_uttt_error_message(err), zb_uttt_error_name(err), where + 1);
    free(text);
    return err ? 1 : 0;
}

static int cmd_key(zb_uttt *pos, int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("uttt key needs a POSITION");
    if (load_position(pos, argv, argc))
        return 1;
    cli_print_key(stdout, zb_uttt_key(pos));
    putchar('\n');
    return 0;
}

/* The moves from the root to where the position is, in move text. */
static void print_path(const zb_uttt *pos, FILE *out)
{
    fputs("zobrist: reached by", out);
    for (size_t ply = 1; ply <= zb_uttt_ply(pos); ply++) {
        char name[ZB_UTTT_MOVE_TEXT_MAX];
        zb_uttt_move_to_text(zb_uttt_move_at(pos, ply), name);
        fprintf(out, " %s", name);
    }
    fputc('\n', out);
}

static int cmd_perft(zb_uttt *pos, int argc, char **argv)
{
    int verify = 0, divide = 0, depth = -1, words = 0;
    char **position = malloc(((size_t)argc + 1) * sizeof *position);
    if (!position)
        return 1;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--verify"))
            verify = 1;
        else if (!strcmp(argv[i], "--divide"))
            divide = 1;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return free(position), cli_unknown_argument(argv[i]);
        else if (depth < 0) {
            long d;
            if (cli_parse_int(argv[i], 0, 81, &d))
                return free(position), cli_usage("DEPTH must be a whole number from 0 to 81");
            depth = (int)d;
        } else
            position[words++] = argv[i];
    }
    if (depth < 0)
        return free(position), cli_usage("uttt perft needs a DEPTH");
    int bad = words && load_position(pos, position, words);
    free(position);
    if (bad)
        return 1;
    if (divide && depth > 0) {
        uint8_t moves[ZB_UTTT_MAX_MOVES];
        size_t count = zb_uttt_legal_moves(pos, moves);
        uint64_t total = 0;
        for (size_t i = 0; i < count; i++) {
            char name[ZB_UTTT_MOVE_TEXT_MAX];
            zb_uttt_move_to_text(moves[i], name);
            zb_uttt_make(pos, moves[i]);
            uint64_t nodes = zb_uttt_perft(pos, depth - 1);
            zb_uttt_unmake(pos);
            printf("%s: %" PRIu64 "\n", name, nodes);
            total += nodes;
        }
        printf("\n%" PRIu64 "\n", total);
        if (!verify)
            return 0;
    }
    if (!verify) {
        printf("%" PRIu64 "\n", zb_uttt_perft(pos, depth));
        return 0;
    }
    zb_uttt_perft_check check;
    zb_uttt_error err = zb_uttt_perft_verify(pos, depth, &check);
    if (err == ZB_UTTT_ERR_KEY_MISMATCH) {
        char text[ZB_UTTT_TEXT_MAX];
        zb_uttt_text(pos, text);
        fprintf(stderr, "zobrist: key mismatch %zu plies below the root: incremental %016" PRIx64
                        ", from scratch %016" PRIx64 ", position %s\n",
                zb_uttt_ply(pos), check.incremental, check.scratch, text);
        print_path(pos, stderr);
        return 1;
    }
    if (err)
        return fprintf(stderr, "zobrist: %s\n", zb_uttt_error_message(err)), 1;
    if (!divide)
        printf("%" PRIu64 "\n", check.nodes);
    cli_summary("keys verified at all %" PRIu64 " nodes", check.checked);
    return 0;
}

/* Prints the key of the position, then the key after each move. */
static int cmd_play(zb_uttt *pos, int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("uttt play needs a POSITION (quoted, or \"start\") and moves");
    /* One argument with spaces, "start", or the text's three words. */
    int words = strchr(argv[0], ' ') || !strcmp(argv[0], "start") ? 1 : 3;
    if (argc < words)
        return cli_usage("uttt play needs a POSITION (quoted, or \"start\") and moves");
    if (load_position(pos, argv, words))
        return 1;
    cli_print_key(stdout, zb_uttt_key(pos));
    putchar('\n');
    for (int i = words; i < argc; i++) {
        zb_uttt_error err = zb_uttt_play(pos, argv[i], strlen(argv[i]));
        if (err) {
            char text[ZB_UTTT_TEXT_MAX];
            zb_uttt_text(pos, text);
            fflush(stdout);
            fprintf(stderr, "zobrist: ply %zu: bad move \"%s\": %s (%s) in position %s\n", zb_uttt_ply(pos) + 1,
                    argv[i], zb_uttt_error_message(err), zb_uttt_error_name(err), text);
            return 1;
        }
        cli_print_key(stdout, zb_uttt_key(pos));
        putchar('\n');
    }
    return 0;
}

/* Colliding pairs beside the birthday expectation among n distinct
 * positions for a hash of `bits` bits: n(n-1)/2^(bits+1). */
static void print_pairs(uint64_t pairs, double n, int bits)
{
    double expected = n * (n - 1) / 2 / (double)(UINT64_C(1) << (bits - 1)) / 2;
    char cell[48];
    snprintf(cell, sizeof cell, expected < 0.01 ? "%" PRIu64 " (%.1e)" : "%" PRIu64 " (%.2f)", pairs, expected);
    printf(" %24s", cell);
}

static int cmd_census(zb_uttt *pos, int argc, char **argv)
{
    long plies;
    if (argc != 1 || cli_parse_int(argv[0], 0, 12, &plies))
        return cli_usage("uttt census needs PLIES, a whole number from 0 to 12");
    zb_uttt_census *census = zb_uttt_census_new(pos);
    if (!census)
        return fprintf(stderr, "zobrist: out of memory\n"), 1;
    static const int bits[ZB_UTTT_CENSUS_HASHES] = {32, 48, 48, 64};
    printf("ply    positions      classes   xor32 pairs (expected)   xor48 pairs (expected)   "
           "add48 pairs (expected)   xor64 pairs (expected)\n");
    for (long ply = 1; ply <= plies; ply++) {
        int status;
        while ((status = zb_uttt_census_step(census, 1 << 16)) == 0)
            ;
        if (status < 0) {
            zb_uttt_census_free(census);
            return fprintf(stderr, "zobrist: out of memory at ply %ld\n", ply), 1;
        }
        double classes = (double)zb_uttt_census_classes(census);
        printf("%3ld %12zu %12zu", ply, zb_uttt_census_positions(census), zb_uttt_census_classes(census));
        for (int h = 0; h < ZB_UTTT_CENSUS_HASHES; h++)
            print_pairs(zb_uttt_census_pairs(census, h), classes, bits[h]);
        putchar('\n');
        fflush(stdout);
        if (ferror(stdout)) /* no reader left: the next ply would be for nobody */
            break;
    }
    zb_uttt_census_free(census);
    return 0;
}

int cli_uttt(int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("uttt needs a command: perft, key, census or play");
    const char *command = argv[0];
    if (strcmp(command, "perft") && strcmp(command, "key") && strcmp(command, "census") && strcmp(command, "play"))
        return cli_usage("unknown uttt command");
    zb_uttt *pos = zb_uttt_new(NULL);
    if (!pos)
        return fprintf(stderr, "zobrist: out of memory\n"), 1;
    int status;
    if (!strcmp(command, "perft"))
        status = cmd_perft(pos, argc - 1, argv + 1);
    else if (!strcmp(command, "key"))
        status = cmd_key(pos, argc - 1, argv + 1);
    else if (!strcmp(command, "census"))
        status = cmd_census(pos, argc - 1, argv + 1);
    else
        status = cmd_play(pos, argc - 1, argv + 1);
    zb_uttt_free(pos);
    return status;
}
