/* zobrist census PLIES [--ep legal|pseudo] [--layout SPEC] [--low48] [FEN]: every distinct chess
 * position reachable in exactly 1..PLIES plies (identity by position, never
 * by key: board, side, castling rights, and the ep square when the capture
 * is legal, as OEIS A083276 counts, or with --ep pseudo when it is
 * pseudo-legal, as A057745 counts), and for each ply the colliding pairs of four hashes beside the
 * birthday expectation P(P-1)/2^(bits+1). Native, so that the census at
 * scale (issue 11) is not limited by a WASM instance's 4 GB.
 * --layout SPEC hashes with that key layout (layout_option.c; Polyglot's by
 * default). --low48 adds xor48low, the LOW 48 bits of the 64-bit key: an
 * LCG's low bits have short periods, so key tables from LCGs can fail there
 * while their high 48 bits (xor48) look fine. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "cli.h"
#include "zobrist.h"

/* Whether a position is the start position: its FEN's first four fields
 * (the clocks do not change what a census counts). */
static int is_start_position(const zb_position *pos)
{
    const size_t fields = sizeof ZB_START_FEN - sizeof " 0 1"; /* its length without the clocks */
    char fen[ZB_FEN_MAX];
    zb_position_fen(pos, fen);
    return !strncmp(fen, ZB_START_FEN, fields) && fen[fields] == ' ';
}

/* Distinct positions after n plies from the start: OEIS A083276 (legal ep)
 * and A057745 (pseudo-legal ep; 0 where this file does not know it). */
static const double known_legal[] = {1, 20, 400, 5362, 72078, 822518, 9417681, 96400068, 988187354};
static const double known_pseudo[] = {1, 20, 400, 5362, 72078, 822518, 9417683, 0, 0};
static const struct {
    const char *name;
    int bits;
} hashes[ZB_CENSUS_HASHES] = {{"xor32", 32}, {"xor48", 48}, {"add48", 48}, {"xor64", 64}};

static double seconds_since(const struct timespec *start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

static double peak_mb(void)
{
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)usage.ru_maxrss / 1024.0; /* ru_maxrss is in KB on Linux */
}

/* Colliding pairs of the low 48 bits of the positions' 64-bit keys. -1
 * when out of memory. */
static long long low48_pairs(const zb_census *census)
{
    size_t n = zb_census_positions(census);
    uint64_t *keys = malloc((n ? n : 1) * sizeof *keys), *scratch = malloc((n ? n : 1) * sizeof *scratch);
    long long pairs = -1;
    if (keys && scratch) {
        n = zb_census_hashes(census, ZB_CENSUS_XOR64, keys);
        for (size_t i = 0; i < n; i++)
            keys[i] &= (UINT64_C(1) << 48) - 1;
        pairs = (long long)zb_count_equal_pairs(keys, scratch, n);
    }
    free(keys);
    free(scratch);
    return pairs;
}

/* Takes a flag out of argv; 1 if it was there. */
static int take_flag(int *argc, char **argv, const char *flag)
{
    int found = 0;
    for (int i = 0; i < *argc; i++)
        if (!strcmp(argv[i], flag)) {
            memmove(argv + i, argv + i + 1, (size_t)(*argc - i - 1) * sizeof *argv);
            (*argc)--, i--, found = 1;
        }
    return found;
}

int cli_census(int argc, char **argv)
{
    zb_chess_keys layout;
    const zb_chess_keys *keys = NULL;
    int taken = cli_take_layout(&argc, argv, &layout, &keys);
    if (taken)
        return taken;
    int low48 = take_flag(&argc, argv, "--low48");
    int ep_rule = ZB_CENSUS_EP_LEGAL;
    for (int i = 0; i < argc; i++) { /* --ep RULE anywhere, the last one winning, as --layout */
        if (strcmp(argv[i], "--ep"))
            continue;
        if (i + 1 < argc && !strcmp(argv[i + 1], "pseudo"))
            ep_rule = ZB_CENSUS_EP_PSEUDO_LEGAL;
        else if (i + 1 < argc && !strcmp(argv[i + 1], "legal"))
            ep_rule = ZB_CENSUS_EP_LEGAL;
        else
            return cli_usage("census: --ep must be legal or pseudo");
        memmove(argv + i, argv + i + 2, (size_t)(argc - i - 2) * sizeof *argv);
        argc -= 2, i--;
    }
    for (int i = 0; i < argc; i++) /* what is left is PLIES and a FEN, which starts with no '-' */
        if (argv[i][0] == '-' && argv[i][1] != '\0' && (argv[i][1] < '0' || argv[i][1] > '9'))
            return cli_unknown_argument(argv[i]);
    long plies;
    if (argc < 1 || cli_parse_int(argv[0], 1, 8, &plies) != 0)
        return cli_usage("census: PLIES must be 1 to 8");
    const double *known = ep_rule == ZB_CENSUS_EP_LEGAL ? known_legal : known_pseudo;
    zb_position *root = zb_position_new(keys);
    if (!root) {
        fputs("zobrist: out of memory\n", stderr);
        return 1;
    }
    int from_start = argc < 2;
    if (!from_start) {
        char *fen = cli_join(argv + 1, argc - 1);
        size_t offset = 0;
        zb_error err = fen ? zb_position_set_fen(root, fen, strlen(fen), &offset) : ZB_ERR_NO_MEMORY;
        if (err) /* as the other commands say it (chess.c) */
            fprintf(stderr, "zobrist: census: invalid FEN \"%s\": %s (%s at character %zu)\n", fen ? fen : "",
                    zb_error_message(err), zb_error_name(err), offset + 1);
        free(fen);
        if (err) {
            zb_position_free(root);
            return 1;
        }
        from_start = is_start_position(root); /* the start, however its FEN is written */
    }
    zb_census *census = zb_census_new_ep(root, ep_rule);
    if (!census) {
        fputs("zobrist: out of memory\n", stderr);
        zb_position_free(root);
        return 1;
    }
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    printf("# ply  positions%s  pairs (expected) for xor32 xor48 add48 xor64%s  seconds  peak MB\n",
           !from_start ? "" : ep_rule == ZB_CENSUS_EP_LEGAL ? "  (A083276)" : "  (A057745)", low48 ? " xor48low" : "");
    int status = 0;
    while ((long)zb_census_ply(census) < plies) {
        int step = zb_census_step(census, (size_t)1 << 20);
        if (step < 0) {
            fputs("zobrist: census: out of memory\n", stderr);
            status = 1;
            break;
        }
        if (step == 0)
            continue;
        size_t ply = zb_census_ply(census);
        double n = (double)zb_census_positions(census);
        printf("%5zu  %10.0f", ply, n);
        if (from_start && known[ply] > 0)
            printf("  (%.0f)", known[ply]);
        else if (from_start)
            printf("  (?)");
        for (int h = 0; h < ZB_CENSUS_HASHES; h++) {
            double expected = n * (n - 1) / 2 / (double)(1ULL << (hashes[h].bits - 1)) / 2;
            if (hashes[h].bits == 64)
                expected = n * (n - 1) / 2 / 18446744073709551616.0;
            printf("  %s %llu (%.3g)", hashes[h].name, (unsigned long long)zb_census_pairs(census, h), expected);
        }
        if (low48) {
            long long pairs = low48_pairs(census);
            if (pairs < 0) {
                fputs("\nzobrist: census: out of memory\n", stderr);
                status = 1;
                break;
            }
            printf("  xor48low %lld (%.3g)", pairs, n * (n - 1) / 2 / (double)(1ULL << 47) / 2);
        }
        printf("  %.2f s  %.0f MB\n", seconds_since(&start), peak_mb());
        fflush(stdout);
        if (ferror(stdout)) /* no reader left: the next ply would be for nobody */
            break;
        if (from_start && known[ply] > 0 && n != known[ply]) {
            fprintf(stderr, "zobrist: census: %.0f positions at ply %zu, OEIS says %.0f\n", n, ply, known[ply]);
            status = 1;
        }
    }
    zb_census_free(census);
    zb_position_free(root);
    return status;
}
