/* Native benchmark: keys from FEN, make+unmake with the incremental key, and
 * perft with make/unmake at every node. Figures, not tests: each workload
 * runs several times and the median is printed with the machine it ran on.
 * Then book lookups (by key, by position) in a book built from eco.pgn, and
 * transposition-table probes and stores beside a bare array (tt-loops.h).
 *   bench-native ["compiler and flags"]
 *   bench-native --tt-json BITS [--small-pages]   the table's loops only, as
 *       JSON; --small-pages: on 4 KB pages, as WebAssembly memory is */
#define _DEFAULT_SOURCE /* clock_gettime; prctl's PR_SET_THP_DISABLE */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "large_memory.h"
#include "tt-loops.h"
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

/* 4. Book lookups, in a book built from the ECO file Debian's pgn-extract
 * ships (the page's demo book): by key, and by position with the legality of
 * every entry checked, on the start position (20 book moves: the goal's
 * case, <= 200 ns) and on every position of the book's first 8 plies. */
#define ECO_PGN "/usr/share/pgn-extract/eco.pgn"

static zb_book *eco_book(void)
{
    FILE *f = fopen(ECO_PGN, "rb");
    if (!f)
        return NULL;
    zb_book_build_options options;
    zb_book_build_options_default(&options);
    options.min_game = 1;
    zb_book_builder *builder = zb_book_builder_new(&options);
    zb_pgn_reader *reader = zb_pgn_new(NULL);
    zb_pgn_game game;
    while (zb_pgn_read_file(reader, f, &game) == 1)
        zb_book_builder_add_game(builder, &game, options.max_ply, NULL);
    fclose(f);
    zb_pgn_free(reader);
    zb_book_entry *entries = NULL;
    size_t count = 0;
    zb_book *book = NULL;
    if (zb_book_builder_finish(builder, &entries, &count) == ZB_BOOK_OK) {
        unsigned char *bytes = malloc(count * ZB_BOOK_ENTRY_SIZE + 1);
        for (size_t i = 0; bytes && i < count; i++)
            zb_book_entry_encode(&entries[i], bytes + i * ZB_BOOK_ENTRY_SIZE);
        if (bytes)
            zb_book_from_bytes(bytes, count * ZB_BOOK_ENTRY_SIZE, ZB_BOOK_VALIDATE, &book, NULL);
        free(bytes);
    }
    free(entries);
    zb_book_builder_free(builder);
    return book;
}

/* Median ns of one probe of each position, RUNS runs of `reps` rounds. */
static double time_probes(const zb_book *book, zb_position **positions, size_t n, int reps, uint64_t *sink)
{
    double runs[RUNS];
    zb_book_move moves[64];
    for (int r = 0; r < RUNS; r++) {
        double t = now();
        for (int rep = 0; rep < reps; rep++)
            for (size_t i = 0; i < n; i++)
                *sink += zb_book_probe(book, positions[i], moves, 64) + moves[0].move;
        runs[r] = (now() - t) / ((double)reps * (double)n);
    }
    return median(runs, RUNS) * 1e9;
}

static uint64_t bench_book(void)
{
    zb_book *book = eco_book();
    if (!book) {
        printf("book lookups: skipped (no %s: make deps-native installs pgn-extract)\n", ECO_PGN);
        return 0;
    }
    uint64_t sink = 0;
    size_t size = zb_book_size(book);
    double runs[RUNS];
    for (int r = 0; r < RUNS; r++) {
        double t = now();
        for (int rep = 0; rep < 20; rep++)
            for (size_t i = 0; i < size; i += 4) {
                size_t first;
                sink += zb_book_find_key(book, zb_book_entry_at(book, i).key, &first);
            }
        runs[r] = (now() - t) / (20.0 * (double)((size + 3) / 4));
    }
    double by_key = median(runs, RUNS) * 1e9;

    /* the book's positions: every book move from the start, 8 plies deep */
    enum { MAX_POSITIONS = 4096 };
    zb_position **positions = malloc(MAX_POSITIONS * sizeof *positions);
    size_t n = 0, moves_total = 0;
    positions[n++] = zb_position_new(NULL);
    for (size_t i = 0; i < n && n < MAX_POSITIONS; i++) {
        zb_book_move moves[64];
        size_t count = zb_book_probe(book, positions[i], moves, 64);
        moves_total += count;
        if (zb_position_ply(positions[i]) >= 8)
            continue;
        for (size_t m = 0; m < count && m < 64 && n < MAX_POSITIONS; m++)
            if (moves[m].status == ZB_BOOK_OK && (positions[n] = zb_position_clone(positions[i])) != NULL)
                zb_position_make(positions[n++], moves[m].move);
    }
    double start = time_probes(book, positions, 1, 200000, &sink);
    double all = time_probes(book, positions, n, 200000 / (int)n + 1, &sink);
    printf("book lookup by key (%zu-entry book):     %8.1f ns\n", size, by_key);
    printf("book lookup by position, legality checked: %6.1f ns start (20 moves; goal <= 200 ns), %.1f ns average"
           " over %zu book positions (%.1f entries each)\n",
           start, all, n, (double)moves_total / (double)n);
    for (size_t i = 0; i < n; i++)
        zb_position_free(positions[i]);
    free(positions);
    zb_book_close(book);
    return sink;
}

/* bench-native --fens FILE: the median ns of zb_position_set_fen and the key
 * per FEN over the FENs of FILE (one a line), alone on stdout; bench/bench.js
 * puts it beside WASM keysOfFens on the same FENs. */
static int bench_fen_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 2;
    }
    size_t cap = 1024, n = 0;
    char(*fens)[ZB_FEN_MAX] = malloc(cap * sizeof *fens);
    size_t *lens = malloc(cap * sizeof *lens);
    char line[4 * ZB_FEN_MAX];
    while (fens && lens && fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, "\n");
        if (len == 0 || len >= ZB_FEN_MAX)
            continue;
        if (n == cap) {
            cap *= 2;
            fens = realloc(fens, cap * sizeof *fens);
            lens = realloc(lens, cap * sizeof *lens);
            if (!fens || !lens)
                break;
        }
        memcpy(fens[n], line, len);
        lens[n++] = len;
    }
    fclose(f);
    if (!fens || !lens || n == 0) {
        fprintf(stderr, "%s: no FENs\n", path);
        return 2;
    }
    zb_position *pos = zb_position_new(NULL);
    uint64_t sink = 0;
    double runs[RUNS];
    int reps = (int)(200000 / n) + 1; /* ~40 ms a run at 200 ns a FEN */
    for (int r = 0; r < RUNS; r++) {
        double t = now();
        for (int rep = 0; rep < reps; rep++)
            for (size_t i = 0; i < n; i++) {
                if (zb_position_set_fen(pos, fens[i], lens[i], NULL) != ZB_OK)
                    return fprintf(stderr, "%s: bad FEN %zu\n", path, i), 2;
                sink ^= zb_position_key(pos);
            }
        runs[r] = (now() - t) / ((double)reps * (double)n);
    }
    printf("%.1f\n", median(runs, RUNS) * 1e9);
    zb_position_free(pos);
    free(fens);
    free(lens);
    return sink == 42;
}

/* Transposition table probe + store (always-replace, 16 check bits) on
 * SplitMix64 keys, against the same loop over a bare array of the same
 * size (load the slot, compare, write): the table's own cost. A 2^12-slot
 * table stays in cache; a 2^24-slot one (256 MB) does not. */
/* Perft 5 from Kiwipete (castling, ep, promotions near) in every key layout,
 * round-robin so that the machine's noise falls on all alike; each layout's
 * median against Polyglot's (issue 10: within 10 %). */
static uint64_t bench_layouts(void)
{
    enum { LAYOUT_RUNS = 7, LAYOUTS = 5 };
    static zb_chess_keys legal16, literal;
    uint64_t table[ZB_CHESS_FEATURES + 16];
    zb_keys_fill(table, ZB_CHESS_FEATURES + 16, 7);
    zb_chess_keys_init_layout(&legal16, table, table + ZB_CHESS_FEATURES, ZB_EP_LEGAL, ZB_BLACK);
    zb_chess_keys_init_layout(&literal, table, NULL, ZB_EP_ALWAYS, ZB_WHITE);
    const struct {
        const char *name;
        const zb_chess_keys *keys;
    } layouts[LAYOUTS] = {
        {"polyglot", zb_chess_keys_polyglot()}, {"stockfish", zb_chess_keys_stockfish()},
        {"chessjs", zb_chess_keys_chessjs()}, {"seed,16 castling,legal ep", &legal16}, {"seed,literal ep", &literal},
    };
    const char *fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    zb_position *pos[LAYOUTS];
    double runs[LAYOUTS][LAYOUT_RUNS];
    uint64_t sink = 0;
    for (int l = 0; l < LAYOUTS; l++) {
        pos[l] = zb_position_new(layouts[l].keys);
        zb_position_set_fen(pos[l], fen, strlen(fen), NULL);
    }
    for (int l = 0; l < LAYOUTS; l++) /* warm-up: tables and caches */
        sink += zb_perft(pos[l], 3);
    for (int r = 0; r < LAYOUT_RUNS; r++)
        for (int l = 0; l < LAYOUTS; l++) {
            double t = now();
            sink += zb_perft(pos[l], 4);
            runs[l][r] = now() - t;
        }
    double base = median(runs[0], LAYOUT_RUNS);
    for (int l = 0; l < LAYOUTS; l++) {
        double m = median(runs[l], LAYOUT_RUNS);
        printf("perft 4 kiwipete, %-26s %6.3f s  %5.2fx Polyglot's%s\n", layouts[l].name, m, m / base,
               l == 0 ? "" : m / base <= 1.10 ? "  (goal <= 1.10x: met)" : "  (goal <= 1.10x: not met)");
        zb_position_free(pos[l]);
    }
    return sink;
}

/* Transposition tables (tt-loops.h): probe + store per key against a bare
 * array, all on huge pages where the system has them. */
enum { TT_OPS = 1 << 22, TT_AHEAD = 32 };

typedef struct tt_bench {
    zb_tt *tt;
    uint64_t *bare, *keys;
    unsigned bits;
} tt_bench;

static int tt_bench_open(tt_bench *b, unsigned bits)
{
    zb_tt_config config = {bits, 16, ZB_TT_ALWAYS_REPLACE, 0, 0};
    b->bits = bits;
    b->bare = zb_large_calloc(((size_t)1 << bits) * sizeof *b->bare);
    b->keys = malloc((TT_OPS + TT_AHEAD) * sizeof *b->keys);
    if (zb_tt_create(&config, &b->tt) != ZB_TT_OK || !b->bare || !b->keys)
        return -1;
    uint64_t state = 1970;
    for (size_t i = 0; i < TT_OPS + TT_AHEAD; i++)
        b->keys[i] = zb_splitmix64_next(&state);
    return 0;
}

static void tt_bench_close(tt_bench *b)
{
    zb_tt_destroy(b->tt);
    zb_large_free(b->bare, ((size_t)1 << b->bits) * sizeof *b->bare);
    free(b->keys);
}

/* ns per key of each loop, medians of RUNS rounds, the loops alternating. */
enum { TT_INLINE, TT_CALLS, TT_BARE, TT_INLINE_AHEAD, TT_BARE_AHEAD, TT_FLOOR, TT_FLOOR_COUNTED, TT_INLINE_SERIAL, TT_BARE_SERIAL,
       TT_LOOPS };
enum { TT_SERIAL_OPS = TT_OPS / 8 }; /* a miss at a time: fewer keys */
static uint64_t tt_bench_run(tt_bench *b, double ns[TT_LOOPS])
{
    double runs[TT_LOOPS][RUNS];
    uint64_t sink = 0;
    for (int r = 0; r < RUNS; r++)
        for (int loop = 0; loop < TT_LOOPS; loop++) {
            uint32_t ops = loop >= TT_INLINE_SERIAL ? TT_SERIAL_OPS : TT_OPS;
            double t = now();
            switch (loop) {
            case TT_INLINE: sink += tt_loop(b->tt, b->keys, ops, 0, 0); break;
            case TT_CALLS: sink += tt_call_loop(b->tt, b->keys, ops); break;
            case TT_BARE: sink += bare_loop(b->bare, b->bits, b->keys, ops, 0, 0); break;
            case TT_INLINE_AHEAD: sink += tt_loop(b->tt, b->keys, ops, TT_AHEAD, 0); break;
            case TT_BARE_AHEAD: sink += bare_loop(b->bare, b->bits, b->keys, ops, TT_AHEAD, 0); break;
            case TT_FLOOR: sink += floor_loop(b->tt, b->keys, ops, 0); break;
            case TT_FLOOR_COUNTED: sink += floor_loop(b->tt, b->keys, ops, 1); break;
            case TT_INLINE_SERIAL: sink += tt_loop(b->tt, b->keys, ops, 0, 1); break;
            default: sink += bare_loop(b->bare, b->bits, b->keys, ops, 0, 1); break;
            }
            runs[loop][r] = (now() - t) / ops * 1e9;
        }
    for (int loop = 0; loop < TT_LOOPS; loop++)
        ns[loop] = median(runs[loop], RUNS);
    return sink;
}

static uint64_t bench_tt(void)
{
    static const unsigned sizes[] = {12, 24};
    uint64_t sink = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        tt_bench b;
        double ns[TT_LOOPS];
        if (tt_bench_open(&b, sizes[i])) {
            printf("transposition table of 2^%u slots: out of memory\n", sizes[i]);
            tt_bench_close(&b);
            continue;
        }
        sink += tt_bench_run(&b, ns);
        size_t kb = ((size_t)16 << sizes[i]) >> 10;
        printf("tt probe + store, 2^%u slots (%zu %s): inline %.1f ns, library calls %.1f ns; bare array %.1f ns: %.2fx\n",
               sizes[i], kb < 1024 ? kb : kb >> 10, kb < 1024 ? "KB" : "MB", ns[TT_INLINE], ns[TT_CALLS],
               ns[TT_BARE], ns[TT_INLINE] / ns[TT_BARE]);
        if (sizes[i] <= 16) {
            printf("    (goal <= 5 ns in a cache-resident table: %s)\n", ns[TT_INLINE] <= 5 ? "met" : "not met");
        } else {
            printf("    both prefetching %d keys ahead: %.1f ns vs %.1f ns: %.2fx\n", TT_AHEAD, ns[TT_INLINE_AHEAD],
                   ns[TT_BARE_AHEAD], ns[TT_INLINE_AHEAD] / ns[TT_BARE_AHEAD]);
            if (TT_LOOPS_SERIAL) {
                double ratio = ns[TT_INLINE_SERIAL] / ns[TT_BARE_SERIAL];
                printf("    one key at a time (as in a search): %.1f ns vs %.1f ns: %.2fx\n", ns[TT_INLINE_SERIAL],
                       ns[TT_BARE_SERIAL], ratio);
            }
            printf("    the stream's floor (tt-loops.h: the same work, the table's fields in registers, no checks): %.1f ns: "
                   "%.2fx the bare array; with the counters a plain table keeps: %.1f ns: %.2fx\n",
                   ns[TT_FLOOR], ns[TT_FLOOR] / ns[TT_BARE], ns[TT_FLOOR_COUNTED], ns[TT_FLOOR_COUNTED] / ns[TT_BARE]);
            printf("    (goal within 1.2x of the bare array: %s one at a time, %s for a stream of independent keys)\n",
                   TT_LOOPS_SERIAL && ns[TT_INLINE_SERIAL] <= 1.2 * ns[TT_BARE_SERIAL] ? "met" : "not met",
                   ns[TT_INLINE] <= 1.2 * ns[TT_BARE] ? "met" : "not met");
        }
        tt_bench_close(&b);
    }
    return sink;
}

/* --tt-json BITS: the loops on one table size as JSON (ns per key), for
 * bench/tt-wasm.js to set beside the same loops in WebAssembly. With
 * small_pages, transparent huge pages are switched off for this process
 * first: WebAssembly memory gets none (V8 maps it without the advice), so
 * this separates the page size's share of the WASM/native ratio from the
 * code's. */
static int bench_tt_json(const char *bits_text, int small_pages)
{
    unsigned bits = (unsigned)atoi(bits_text);
    if (small_pages) {
#if defined(__linux__) && defined(PR_SET_THP_DISABLE)
        if (prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) != 0) {
            perror("bench-native --small-pages: prctl");
            return 2;
        }
#else
        fprintf(stderr, "bench-native --small-pages: needs Linux\n");
        return 2;
#endif
    }
    tt_bench b;
    double ns[TT_LOOPS];
    if (bits < 4 || bits > 28 || tt_bench_open(&b, bits)) {
        fprintf(stderr, "bench-native --tt-json: bits 4..28 and memory for them, please\n");
        return 2;
    }
    uint64_t sink = tt_bench_run(&b, ns);
    printf("{\"inline\": %.3f, \"calls\": %.3f, \"bare\": %.3f, \"inlineAhead\": %.3f, \"bareAhead\": %.3f, "
           "\"floor\": %.3f, \"floorCounted\": %.3f, \"inlineSerial\": %.3f, \"bareSerial\": %.3f, \"sink\": %u}\n",
           ns[TT_INLINE], ns[TT_CALLS], ns[TT_BARE], ns[TT_INLINE_AHEAD], ns[TT_BARE_AHEAD], ns[TT_FLOOR],
           ns[TT_FLOOR_COUNTED], ns[TT_INLINE_SERIAL], ns[TT_BARE_SERIAL], (unsigned)(sink & 1));
    tt_bench_close(&b);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--fens"))
        return bench_fen_file(argv[2]);
    if (argc >= 2 && !strcmp(argv[1], "--tt-json")) {
        int small_pages = argc == 4 && !strcmp(argv[3], "--small-pages");
        if (argc != 3 && !small_pages) {
            fprintf(stderr, "usage: bench-native --tt-json BITS [--small-pages]\n");
            return 2;
        }
        return bench_tt_json(argv[2], small_pages);
    }

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
    printf("key from FEN (parse, validate, hash):  %8.1f ns  %6.2f M/s  (goal <= 150 ns: %s)\n", fen_ns, 1e3 / fen_ns,
           fen_ns <= 150 ? "met" : "not met");

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
    sink ^= bench_layouts();
    sink ^= bench_book();
    sink ^= bench_tt();
    return sink == 42; /* keeps the work observable */
}
