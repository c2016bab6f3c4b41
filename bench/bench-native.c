/* Native benchmark: keys from FEN, make+unmake with the incremental key, and
 * perft with make/unmake at every node. Figures, not tests: each workload
 * runs several times and the median is printed with the machine it ran on.
 *   bench-native ["compiler and flags"] */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "zobrist.h"

#define RUNS 5

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return v[n / 2];
}

static void print_machine(const char *flags)
{
    char line[256], cpu[256] = "unknown CPU";
    FILE *f = fopen("/proc/cpuinfo", "r");
    while (f && fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (!strncmp(line, "model name", 10) && colon) {
            snprintf(cpu, sizeof cpu, "%s", colon + 2);
            cpu[strcspn(cpu, "\n")] = '\0';
            break;
        }
    }
    if (f)
        fclose(f);
    printf("machine:  %s\n", cpu);
#ifdef __clang__
    printf("compiler: clang %s\n", __clang_version__);
#else
    printf("compiler: gcc %s\n", __VERSION__);
#endif
    printf("flags:    %s\n", flags);
}

/* Positions from one deterministic random game tree walk: FENs of varied positions. */
static size_t collect_fens(char (*fens)[ZB_FEN_MAX], size_t max)
{
    zb_position *pos = zb_position_new(NULL);
    uint64_t rng = 2024;
    size_t n = 0;
    while (n < max) {
        zb_move moves[ZB_MAX_MOVES];
        size_t count = zb_position_legal_moves(pos, moves);
        if (count == 0 || zb_position_ply(pos) >= 120) {
            zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
            continue;
        }
        zb_position_make(pos, moves[zb_splitmix64_next(&rng) % count]);
        zb_position_fen(pos, fens[n++]);
    }
    zb_position_free(pos);
    return n;
}

int main(int argc, char **argv)
{
    enum { FEN_COUNT = 2000 };
    static char fens[FEN_COUNT][ZB_FEN_MAX];
    size_t fen_len[FEN_COUNT];
    double runs[RUNS];
    uint64_t sink = 0;

    print_machine(argc > 1 ? argv[1] : "(not given)");
    size_t nfens = collect_fens(fens, FEN_COUNT);
    for (size_t i = 0; i < nfens; i++)
        fen_len[i] = strlen(fens[i]);
    zb_position *pos = zb_position_new(NULL);

    /* 1. FEN -> validated position -> key. */
    for (int r = 0; r < RUNS; r++) {
        double t = now();
        for (int rep = 0; rep < 100; rep++)
            for (size_t i = 0; i < nfens; i++) {
                zb_position_set_fen(pos, fens[i], fen_len[i], NULL);
                sink ^= zb_position_key(pos);
            }
        runs[r] = (now() - t) / (100.0 * (double)nfens);
    }
    double fen_ns = median(runs, RUNS) * 1e9;
    printf("key from FEN (parse, validate, hash):  %8.1f ns  %6.2f M/s\n", fen_ns, 1e3 / fen_ns);

    /* 2. make + unmake of every legal move of those positions. */
    for (int r = 0; r < RUNS; r++) {
        double elapsed = 0;
        uint64_t pairs = 0;
        for (size_t i = 0; i < nfens; i++) {
            zb_move moves[ZB_MAX_MOVES];
            zb_position_set_fen(pos, fens[i], fen_len[i], NULL);
            size_t count = zb_position_legal_moves(pos, moves);
            double t = now();
            for (int rep = 0; rep < 50; rep++)
                for (size_t m = 0; m < count; m++) {
                    zb_position_make(pos, moves[m]);
                    sink ^= zb_position_key(pos);
                    zb_position_unmake(pos);
                }
            elapsed += now() - t;
            pairs += 50 * count;
        }
        runs[r] = elapsed / (double)pairs;
    }
    double make_ns = median(runs, RUNS) * 1e9;
    printf("make + unmake (incremental key):       %8.1f ns  %6.2f M/s\n", make_ns, 1e3 / make_ns);

    /* 3. perft, make/unmake and key update at every node. */
    static const struct {
        const char *name, *fen;
        int depth;
    } trees[] = {
        {"start", ZB_START_FEN, 6},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
    };
    for (size_t i = 0; i < sizeof trees / sizeof *trees; i++) {
        uint64_t nodes = 0;
        zb_position_set_fen(pos, trees[i].fen, strlen(trees[i].fen), NULL);
        for (int r = 0; r < 3; r++) {
            double t = now();
            nodes = zb_perft(pos, trees[i].depth);
            runs[r] = now() - t;
        }
        double seconds = median(runs, 3);
        printf("perft %d %-9s %11" PRIu64 " nodes  %6.3f s  %6.1f M nodes/s\n", trees[i].depth, trees[i].name, nodes,
               seconds, (double)nodes / seconds / 1e6);
    }
    zb_position_free(pos);
    return sink == 42; /* keeps the work observable */
}
