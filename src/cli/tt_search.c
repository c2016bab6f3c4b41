/* zobrist tt-search: type-1 errors of an always-replace table in a real
 * search over real chess positions, against the prediction for that policy.
 *   tt-search [--n N] [--m M] [--depth D] [--roots R] [--seed S] [--used|--blind]
 *
 * The search: negamax alpha-beta to depth D (default 6; material only:
 * P 1, N B 3, R 5, Q 9; mate, stalemate), from the start position and from
 * R - 1 (default 15) positions of random games (10 to 49 plies), one after
 * the other without clearing the table, as an engine keeps it between
 * moves. Every interior node probes the table (Polyglot key, and the
 * position's identity: its features hashed with an independent SplitMix64
 * key set, numbered in order of first sight) before expanding, and stores
 * its result after. The table: 2^n slots, m check bits, always-replace,
 * instrumented. Two modes:
 *   used   an entry found is used as a search uses it (its move tried first
 *          if legal, its bound cutting when deep enough), right or wrong;
 *          one search a setting (n, m).
 *   blind  entries are not used, so the tree does not depend on the table:
 *          one search probes and stores all the settings' tables at once.
 *
 * The prediction. A probe of position P goes to the slot of P's low n bits.
 * With always-replace the slot holds the last position stored there: empty
 * (a miss), P itself (a hit), or another position Q. In the last case Q's
 * low n bits are P's, and its next m bits, independent of them for random
 * keys, equal P's with probability 2^-m: then the probe returns Q's entry,
 * a type-1 error. So
 *     P(type-1 per probe) = 2^-m x (probes meeting another position) / probes,
 * about 2^-m for a table nearly full of other positions. The probes meeting
 * another position are counted with a shadow of the table kept here: one
 * identity a slot, set by every store (always-replace stores always). It
 * also counts the probes meeting their own position, which must equal the
 * table's hits (checked). With m = 0 every such probe errs (measured =
 * predicted, exactly); with m = 64 - n the whole key is compared and only
 * two positions with equal 64-bit keys could err (none expected).
 *
 * What it shows. Blind, the rate is the prediction's (ratio ~1). Used, it
 * is 5-20 % above: an error whose entry cuts the node stores nothing, so
 * the other position stays in the slot and the next probe of the same
 * position (a transposition) errs again, where a probe that did not err
 * would have stored and replaced it. The repeat column counts those; the
 * fresh ratio leaves them out. Errors also come in families (a clashing
 * pair's successors clash too: tt-cluster), so the binomial interval is
 * somewhat narrow. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "zobrist_chess.h"
#include "zobrist_keys.h"
#include "zobrist_tt.h"

#define ID_LIMIT (UINT32_C(1) << 22)    /* distinct positions a run: 4 MB of state a table */
#define SETTINGS 20                      /* n 10, 12, 14, 16 by m 0, 2, 4, 8, 64 - n */
#define MATE 30000
#define INFINITE 32000

/* ------------------------------------------------- identities, numbered */

typedef struct id_map {
    uint64_t *identities;
    uint32_t *numbers; /* number + 1; 0 = empty */
    size_t mask, count;
} id_map;

static int id_map_grow(id_map *map)
{
    size_t capacity = map->identities ? 2 * (map->mask + 1) : (size_t)1 << 16;
    uint64_t *identities = malloc(capacity * sizeof *identities);
    uint32_t *numbers = calloc(capacity, sizeof *numbers);
    if (!identities || !numbers) {
        free(identities);
        free(numbers);
        return -1;
    }
    for (size_t i = 0; map->identities && i <= map->mask; i++) {
        if (!map->numbers[i])
            continue;
        size_t j = (size_t)(map->identities[i] >> 40) & (capacity - 1);
        while (numbers[j])
            j = (j + 1) & (capacity - 1);
        identities[j] = map->identities[i];
        numbers[j] = map->numbers[i];
    }
    free(map->identities);
    free(map->numbers);
    map->identities = identities;
    map->numbers = numbers;
    map->mask = capacity - 1;
    return 0;
}

/* The identity's number (a new one the first time); -1 out of memory or ids. */
static int id_map_number(id_map *map, uint64_t identity, uint32_t *number)
{
    if (2 * (map->count + 1) > map->mask + 1 && id_map_grow(map))
        return -1;
    size_t i = (size_t)(identity >> 40) & map->mask; /* the identity is a random key */
    while (map->numbers[i] && map->identities[i] != identity)
        i = (i + 1) & map->mask;
    if (!map->numbers[i]) {
        if (map->count >= ID_LIMIT)
            return -1;
        map->identities[i] = identity;
        map->numbers[i] = (uint32_t)++map->count;
    }
    *number = map->numbers[i] - 1;
    return 0;
}

/* ------------------------------------------------------------ the search */

/* One table measured, and its shadow. */
typedef struct table {
    unsigned n, m;
    zb_tt *tt;
    uint32_t *shadow; /* the identity + 1 stored last in each slot; 0 = empty */
    uint64_t index_mask;
    uint64_t meets_other, meets_own;
    uint8_t *erred;         /* for each identity: its last probe was a type-1 error */
    uint64_t repeats;       /* type-1 errors of a position whose last probe erred too */
    uint64_t fresh_meets;   /* probes meeting another position, the last probe not an error */
} table;

/* Used: one table, whose entries the search uses. Blind: every setting's
 * table, probed and stored at each node of one traversal, none used. */
typedef struct search {
    zb_position *pos;
    table tables[SETTINGS];
    unsigned count;
    int blind;
    id_map ids;
    const uint64_t *identity_keys;
    int failed;
} search;

static const int piece_value[6] = {100, 300, 300, 500, 900, 0};

/* What the move gains in material for the side making it. */
static int gain(const zb_position *pos, zb_move move)
{
    int kind = zb_move_kind(move);
    if (kind == ZB_MOVE_CASTLING)
        return 0; /* its to-square may hold its own rook */
    if (kind == ZB_MOVE_EN_PASSANT)
        return piece_value[ZB_PAWN];
    int captured = zb_position_piece_at(pos, zb_move_to(move));
    int value = captured == ZB_NO_PIECE ? 0 : piece_value[captured >> 1];
    if (kind == ZB_MOVE_PROMOTION)
        value += piece_value[zb_move_promotion_type(move)] - piece_value[ZB_PAWN];
    return value;
}

/* The table's move first (if legal here), then the larger gains. */
static void order_moves(const zb_position *pos, zb_move *moves, size_t count, zb_move first)
{
    int keys[ZB_MAX_MOVES];
    for (size_t i = 0; i < count; i++)
        keys[i] = moves[i] == first && first != ZB_MOVE_NONE ? 100000 : gain(pos, moves[i]);
    for (size_t i = 1; i < count; i++) /* insertion sort, stable */
        for (size_t j = i; j > 0 && keys[j] > keys[j - 1]; j--) {
            int k = keys[j];
            keys[j] = keys[j - 1], keys[j - 1] = k;
            zb_move m = moves[j];
            moves[j] = moves[j - 1], moves[j - 1] = m;
        }
}

static uint64_t identity_of(const search *s) { return cli_position_identity(s->identity_keys, s->pos); }

/* Negamax; material is the side to move's balance. */
static int negamax(search *s, int depth, int alpha, int beta, int material)
{
    if (depth == 0 || s->failed)
        return material;
    uint64_t key = zb_position_key(s->pos);
    uint32_t id;
    if (id_map_number(&s->ids, identity_of(s), &id)) {
        s->failed = 1;
        return 0;
    }
    zb_tt_entry entry;
    zb_tt_outcome outcome;
    for (unsigned t = 0; t < s->count; t++) {
        table *tb = &s->tables[t];
        zb_tt_probe_id(tb->tt, key, id, &entry, &outcome);
        uint32_t occupant = tb->shadow[key & tb->index_mask];
        int other = occupant && occupant != id + 1, error = outcome == ZB_TT_TYPE1_ERROR;
        tb->meets_other += other;
        tb->meets_own += occupant == id + 1;
        tb->repeats += error && tb->erred[id];
        tb->fresh_meets += other && !tb->erred[id];
        tb->erred[id] = (uint8_t)error;
    }
    zb_move first = ZB_MOVE_NONE;
    if (!s->blind && (outcome == ZB_TT_HIT || outcome == ZB_TT_TYPE1_ERROR)) { /* used, right or wrong */
        first = entry.move;
        if (entry.depth >= depth &&
            (entry.bound == ZB_TT_EXACT || (entry.bound == ZB_TT_LOWER && entry.score >= beta) ||
             (entry.bound == ZB_TT_UPPER && entry.score <= alpha)))
            return entry.score;
    }
    zb_move moves[ZB_MAX_MOVES];
    size_t count = zb_position_legal_moves(s->pos, moves);
    if (count == 0)
        return zb_position_in_check(s->pos) ? -MATE : 0;
    order_moves(s->pos, moves, count, first);
    int best = -INFINITE, original_alpha = alpha;
    zb_move best_move = moves[0];
    for (size_t i = 0; i < count && alpha < beta; i++) {
        int after = material + gain(s->pos, moves[i]);
        if (zb_position_make(s->pos, moves[i])) {
            s->failed = 1;
            return 0;
        }
        int score = -negamax(s, depth - 1, -beta, -alpha, -after);
        zb_position_unmake(s->pos);
        if (score > best)
            best = score, best_move = moves[i];
        if (best > alpha)
            alpha = best;
    }
    zb_tt_bound bound = best <= original_alpha ? ZB_TT_UPPER : best >= beta ? ZB_TT_LOWER : ZB_TT_EXACT;
    zb_tt_entry result = {(int8_t)depth, (int16_t)best, bound, best_move, 0};
    for (unsigned t = 0; t < s->count; t++) {
        zb_tt_store_id(s->tables[t].tt, key, id, &result);
        s->tables[t].shadow[key & s->tables[t].index_mask] = id + 1;
    }
    return best;
}

/* The side to move's material balance, from scratch (at a root). */
static int material_of(const zb_position *pos)
{
    int balance = 0;
    for (int square = 0; square < 64; square++) {
        int piece = zb_position_piece_at(pos, square);
        if (piece != ZB_NO_PIECE)
            balance += (piece & 1) == ZB_WHITE ? piece_value[piece >> 1] : -piece_value[piece >> 1];
    }
    return zb_position_side(pos) == ZB_WHITE ? balance : -balance;
}

/* --------------------------------------------------------------- roots */

/* The start, then positions 10 to 49 plies into random games (stopped
 * earlier where a game ends), as FENs. */
static int make_roots(uint64_t seed, unsigned count, char (*fens)[ZB_FEN_MAX])
{
    zb_position *pos = zb_position_new(NULL);
    if (!pos)
        return -1;
    uint64_t rng = seed;
    zb_position_fen(pos, fens[0]);
    for (unsigned r = 1; r < count; r++) {
        zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
        unsigned plies = 10 + (unsigned)(zb_splitmix64_next(&rng) % 40);
        zb_move moves[ZB_MAX_MOVES];
        for (unsigned p = 0; p < plies; p++) {
            size_t legal = zb_position_legal_moves(pos, moves);
            zb_move next = legal ? moves[zb_splitmix64_next(&rng) % legal] : ZB_MOVE_NONE;
            if (!legal || zb_position_make(pos, next) || !zb_position_legal_moves(pos, moves)) {
                if (legal)
                    zb_position_unmake(pos); /* a root with moves to search */
                break;
            }
        }
        zb_position_fen(pos, fens[r]);
    }
    zb_position_free(pos);
    return 0;
}

/* ------------------------------------------------------------ one run */

typedef struct result {
    unsigned n, m;
    zb_tt_counters counters;
    uint64_t meets_other, meets_own, repeats, fresh_meets;
} result;

/* Searches every root with the settings' tables (one, or all when blind);
 * the results into out[]. A fresh numbering of identities a run. */
static int run(const unsigned *ns, const unsigned *ms, unsigned count, int blind, int depth,
               char (*fens)[ZB_FEN_MAX], unsigned roots, const uint64_t *identity_keys, result *out)
{
    search s = {0};
    s.count = count;
    s.blind = blind;
    s.identity_keys = identity_keys;
    s.pos = zb_position_new(NULL);
    int status = s.pos ? 0 : -1;
    for (unsigned t = 0; t < count && !status; t++) {
        table *tb = &s.tables[t];
        zb_tt_config config = {ns[t], ms[t], ZB_TT_ALWAYS_REPLACE, 1, ID_LIMIT};
        tb->n = ns[t], tb->m = ms[t];
        tb->index_mask = (UINT64_C(1) << ns[t]) - 1;
        tb->shadow = calloc((size_t)1 << ns[t], sizeof *tb->shadow);
        tb->erred = calloc(ID_LIMIT, 1);
        status = tb->shadow && tb->erred && !zb_tt_create(&config, &tb->tt) ? 0 : -1;
    }
    for (unsigned r = 0; r < roots && !status && !s.failed; r++) {
        status = zb_position_set_fen(s.pos, fens[r], strlen(fens[r]), NULL) ? -1 : 0;
        for (unsigned t = 0; t < count; t++)
            zb_tt_new_search(s.tables[t].tt);
        if (!status)
            negamax(&s, depth, -INFINITE, INFINITE, material_of(s.pos));
    }
    for (unsigned t = 0; t < count; t++) {
        table *tb = &s.tables[t];
        out[t] = (result){tb->n, tb->m, zb_tt_counters_of(tb->tt), tb->meets_other, tb->meets_own, tb->repeats,
                          tb->fresh_meets};
        zb_tt_destroy(tb->tt);
        free(tb->shadow);
        free(tb->erred);
    }
    zb_position_free(s.pos);
    free(s.ids.identities);
    free(s.ids.numbers);
    return status || s.failed ? -1 : 0;
}

/* --------------------------------------------------------------- output */


/* ratio: measured / predicted (0 when nothing is predicted, as when no
 * probe meets another position); fresh: the same without the repeats, over
 * the probes meeting another position whose previous probe did not err. */
static void print_row(const result *r, int blind)
{
    const zb_tt_counters *c = &r->counters;
    double probes = (double)c->probes, low, high, unit = cli_two_to_minus(r->m);
    double other = (double)r->meets_other / probes, predicted = other * unit;
    double rate = (double)c->type1_errors / probes;
    double fresh = (double)(c->type1_errors - r->repeats) / ((double)r->fresh_meets * unit);
    cli_wilson95(c->type1_errors, c->probes, &low, &high);
    printf("%s %3u %3u %8llu %7llu %6.4f %7llu %9.3e %9.3e %9.3e %9.3e %6.3f %7llu %6.3f\n", blind ? "blind" : "used ",
           r->n, r->m, (unsigned long long)c->probes, (unsigned long long)c->hits, other,
           (unsigned long long)c->type1_errors, rate, low, high, predicted, predicted > 0 ? rate / predicted : 0,
           (unsigned long long)r->repeats, r->fresh_meets ? fresh : 0);
}

int cli_tt_search(int argc, char **argv)
{
    long only_n = -1, only_m = -1, depth = 6, roots = 16, seed = 1;
    int used_only = 0, blind_only = 0;
    for (int i = 0; i < argc; i += 2) { /* an option and its value, or a flag */
        const char *value = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(argv[i], "--blind") || !strcmp(argv[i], "--used")) {
            if (!strcmp(argv[i], "--used"))
                used_only = 1;
            else
                blind_only = 1;
            i--; /* a flag: no value */
            continue;
        }
        if (!strcmp(argv[i], "--n")) {
            if (cli_parse_int(value, 1, 24, &only_n))
                return cli_usage("--n must be a whole number from 1 to 24");
        } else if (!strcmp(argv[i], "--m")) {
            if (cli_parse_int(value, 0, 63, &only_m))
                return cli_usage("--m must be a whole number from 0 to 64 - n");
        } else if (!strcmp(argv[i], "--depth")) {
            if (cli_parse_int(value, 1, 8, &depth))
                return cli_usage("--depth must be a whole number from 1 to 8");
        } else if (!strcmp(argv[i], "--roots")) {
            if (cli_parse_int(value, 1, 1000, &roots))
                return cli_usage("--roots must be a whole number from 1 to 1000");
        } else if (!strcmp(argv[i], "--seed")) {
            if (cli_parse_int(value, 0, 2147483647, &seed))
                return cli_usage("--seed must be a whole number from 0 to 2147483647");
        } else {
            return cli_unknown_argument(argv[i]);
        }
    }
    /* Each flag drops the other mode: both would leave none (the last one won). */
    if (used_only && blind_only)
        return cli_usage("--used or --blind, not both");
    int modes[2] = {!blind_only, !used_only}; /* entries used, blind */
    /* The settings: n 10, 12, 14, 16 (or --n) by m 0, 2, 4, 8, 64 - n (or --m). */
    static const unsigned default_n[] = {10, 12, 14, 16}, default_m[] = {0, 2, 4, 8, 64};
    unsigned ns[SETTINGS], ms[SETTINGS], count = 0;
    for (unsigned i = 0; i < 4; i++)
        for (unsigned j = 0; j < 5; j++) {
            unsigned n = only_n >= 0 ? (unsigned)only_n : default_n[i];
            unsigned m = only_m >= 0 ? (unsigned)only_m : default_m[j] == 64 ? 64 - n : default_m[j];
            if (m > 64 - n)
                return cli_usage("--m must be a whole number from 0 to 64 - n");
            int again = 0;
            for (unsigned k = 0; k < count; k++)
                again |= ns[k] == n && ms[k] == m;
            if (!again)
                ns[count] = n, ms[count++] = m;
        }
    clock_t start = clock();

    char(*fens)[ZB_FEN_MAX] = malloc((size_t)roots * sizeof *fens);
    uint64_t identity_keys[ZB_CHESS_FEATURES];
    cli_identity_keys(identity_keys);
    int status = fens && !make_roots((uint64_t)seed, (unsigned)roots, fens) ? 0 : -1;
    if (!status) {
        printf("# tt-search: alpha-beta (material) to depth %ld from %ld roots (the start and %ld from random "
               "games), seed %ld\n", depth, roots, roots - 1, seed);
        printf("# always-replace table, 2^n slots, m check bits, instrumented; rates per probe, 95%% Wilson\n");
        printf("# predicted type-1 rate = 2^-m x other, other = fraction of probes whose slot holds another "
               "position\n");
        printf("# used: the search uses what it finds (move first, cutoffs), right or wrong; blind: it does not\n");
        printf("# (so one traversal, the same for every setting, probes and stores all the tables)\n");
        printf("# repeat: type-1 errors of a position whose previous probe erred too; fresh: the ratio without them\n");
        printf("# use    n   m   probes    hits  other  type-1      rate  95%% interval      predicted  ratio  repeat  fresh\n");
    }
    result results[SETTINGS];
    for (int blind = 0; blind < 2 && !status; blind++) {
        if (!modes[blind])
            continue;
        if (blind)
            status = run(ns, ms, count, 1, (int)depth, fens, (unsigned)roots, identity_keys, results);
        for (unsigned k = 0; k < count && !blind && !status; k++)
            status = run(&ns[k], &ms[k], 1, 0, (int)depth, fens, (unsigned)roots, identity_keys, &results[k]);
        for (unsigned k = 0; k < count && !status; k++) {
            if (results[k].meets_own != results[k].counters.hits) { /* the shadow and the table disagree */
                fprintf(stderr, "zobrist: tt-search: the table's hits (%llu) are not the shadow's (%llu)\n",
                        (unsigned long long)results[k].counters.hits, (unsigned long long)results[k].meets_own);
                status = -1;
            } else {
                print_row(&results[k], blind);
            }
        }
    }
    free(fens);
    if (status)
        return fprintf(stderr, "zobrist: tt-search failed (out of memory, or more than %lu positions)\n",
                       (unsigned long)ID_LIMIT), 1;
    cli_summary("tt-search took %.1f s", (double)(clock() - start) / CLOCKS_PER_SEC);
    return 0;
}
