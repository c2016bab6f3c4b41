/* zobrist tt-cluster: Zobrist's clustering of errors (1970), shown.
 *   tt-cluster [--keys words|chess] [--bits B] [--draws N] [--pairs P] [--plies 1|2] [--seed S]
 *
 * The report: if hash(CATS) = hash(DOGS) then hash(CAT) = hash(DOG) and
 * hash(CATNIP) = hash(DOGNIP). With XOR codes a successor's key is its
 * parent's key XOR the keys of the features the step toggles (T), so
 *     key(u') ^ key(v') = key(u) ^ key(v) ^ key(T_u) ^ key(T_v).
 * Two items that clash (low B bits of key(u) ^ key(v) zero) have successors
 * that clash for certain when the steps toggle the same features (T_u = T_v:
 * their keys cancel), and with the independent chance 2^-B otherwise.
 *
 *   words  The report's example: 5-letter words, a key for each letter at
 *          each place (26 x 10). A suffix toggles the same letter-at-place
 *          features in both words, so every shared extension clashes: the
 *          rate is 1, the factor over 2^-B is 2^B.
 *   chess  Positions from random games, Polyglot keys. A move (from, to,
 *          kind, promotion) legal in both toggles the same features only
 *          when both move the same piece, capture the same piece (or none),
 *          lose the same castling rights and end with the same hashed ep
 *          file (Polyglot hashes it only when a pawn can take) and drop the
 *          same one; successors clash exactly then, and by chance otherwise.
 *          So the rate is the fraction of shared moves with equal toggles:
 *          far below 1 (about 0.4: unrelated positions seldom have the
 *          same piece on a square and the same victim), far above 2^-B.
 *          Counted after 1 and 2 plies (toggles summed from the pair: an ep
 *          difference after ply 1 is gone after ply 2, a capture's stays).
 *          The table splits the successors by same toggles (all of which
 *          must clash) and by the first differing feature (pieces,
 *          castling, ep); merged counts pairs made one position.
 *
 * One row a width B: N items drawn (duplicates dropped, by an identity that
 * is not the key), the pairs among them that clash at B bits found by
 * sorting, beside the expectation C(N, 2) 2^-B (the keys of unrelated items
 * behave as independent); then up to P of those pairs, their successors, how
 * many clash, the rate and the factor = rate / 2^-B. Defaults: N = 2^20,
 * P = 4000, B = 20, 24, 28 (one row with --bits), 2 plies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "zobrist_chess.h"
#include "zobrist_keys.h"

#define LETTERS 26
#define PLACES 10
#define WORD_LENGTH 5
#define WORD_KEY_SEED 1970 /* as tt-errors and tests/c/keys/test_words.c */
#define MAX_PLIES 2

typedef enum { KEYS_WORDS, KEYS_CHESS } key_kind;

/* ---------------------------------------------------------------- sources */

typedef struct source {
    key_kind kind;
    uint64_t rng;
    zb_position *pos; /* chess: the random game being played */
    uint64_t identity_keys[ZB_CHESS_FEATURES];
    uint64_t word_keys[LETTERS * PLACES];
} source;

static int source_open(source *s, key_kind kind, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->rng = seed;
    zb_keys_fill(s->word_keys, LETTERS * PLACES, WORD_KEY_SEED);
    cli_identity_keys(s->identity_keys);
    if (kind == KEYS_CHESS && !(s->pos = zb_position_new(NULL)))
        return -1;
    return 0;
}

static void source_close(source *s) { zb_position_free(s->pos); }

/* A word packed 5 bits a letter, place 0 lowest; its key from place 0 on. */
static uint64_t word_key(const source *s, uint64_t packed, unsigned length)
{
    uint64_t key = 0;
    for (unsigned place = 0; place < length; place++)
        key ^= s->word_keys[LETTERS * place + ((packed >> (5 * place)) & 31)];
    return key;
}

/* The next item: its key and identity. Chess: the random game's current
 * position, then one more random move (cli_random_game_step). */
static int source_next(source *s, uint64_t *key, uint64_t *identity)
{
    if (s->kind == KEYS_WORDS) {
        uint64_t packed = 0;
        for (unsigned place = 0; place < WORD_LENGTH; place++)
            packed |= (zb_splitmix64_next(&s->rng) % LETTERS) << (5 * place); /* bias 2^-59: none to see */
        *key = word_key(s, packed, WORD_LENGTH);
        *identity = packed;
        return 0;
    }
    *key = zb_position_key(s->pos);
    *identity = cli_position_identity(s->identity_keys, s->pos);
    return cli_random_game_step(s->pos, &s->rng);
}

/* --------------------------------------------------- distinct items drawn */

typedef struct item {
    uint64_t key, identity;
    uint64_t draw; /* its number in the source's sequence (to find it again) */
} item;

/* Open addressing over identities; 1 if new (added), 0 if seen. */
static int set_add(uint64_t *slots, size_t mask, uint64_t identity)
{
    uint64_t stored = identity | 1; /* 0 marks an empty slot: identities lose bit 0 here */
    for (size_t i = (size_t)((identity * 0x9E3779B97F4A7C15ULL) >> 40) & mask;; i = (i + 1) & mask) {
        if (slots[i] == 0) {
            slots[i] = stored;
            return 1;
        }
        if (slots[i] == stored)
            return 0;
    }
}

/* Draws N items and keeps the distinct ones in *out (count in *kept).
 * Dropping bit 0 of the identity in the set merges two items only when their
 * identities differ in bit 0 alone: for chess a 2^-63 chance a pair, for
 * words never (a packed word's bit 0 is its first letter's: set_add is given
 * the identity shifted left one bit). */
static int draw_items(key_kind kind, uint64_t seed, size_t draws, item **out, size_t *kept)
{
    size_t capacity = 4;
    while (capacity < 2 * draws)
        capacity *= 2;
    uint64_t *set = calloc(capacity, sizeof *set);
    item *items = malloc(draws * sizeof *items);
    source s;
    int status = source_open(&s, kind, seed);
    *kept = 0;
    for (uint64_t d = 0; d < draws && !status && set && items; d++) {
        item it = {0, 0, d};
        status = source_next(&s, &it.key, &it.identity);
        uint64_t shown = kind == KEYS_WORDS ? it.identity << 1 : it.identity;
        if (!status && set_add(set, capacity - 1, shown))
            items[(*kept)++] = it;
    }
    source_close(&s);
    free(set);
    if (status || !items) {
        free(items);
        return -1;
    }
    *out = items;
    return 0;
}

/* ------------------------------------------------ clashing pairs, sorted */

typedef struct low_key {
    uint64_t low;
    uint32_t index;
} low_key;

static int compare_low(const void *a, const void *b)
{
    const low_key *x = a, *y = b;
    if (x->low != y->low)
        return x->low < y->low ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

typedef struct pair {
    uint32_t a, b; /* indices of items */
} pair;

/* All pairs of items whose keys agree in the low `bits` bits: their number;
 * the first `max_pairs` (in key order) into pairs[] (*used of them). */
static uint64_t find_pairs(const item *items, size_t count, unsigned bits, low_key *sorted, pair *pairs,
                           size_t max_pairs, size_t *used)
{
    uint64_t mask = (UINT64_C(1) << bits) - 1, total = 0;
    for (size_t i = 0; i < count; i++)
        sorted[i] = (low_key){items[i].key & mask, (uint32_t)i};
    qsort(sorted, count, sizeof *sorted, compare_low);
    *used = 0;
    for (size_t start = 0, end; start < count; start = end) {
        for (end = start + 1; end < count && sorted[end].low == sorted[start].low; end++)
            ;
        total += (uint64_t)(end - start) * (end - start - 1) / 2;
        for (size_t i = start; i < end && *used < max_pairs; i++)
            for (size_t j = i + 1; j < end && *used < max_pairs; j++)
                pairs[(*used)++] = (pair){sorted[i].index, sorted[j].index};
    }
    return total;
}

/* ------------------------------------------------------------ successors */

typedef struct tally {
    uint64_t successors; /* successor pairs of distinct items */
    uint64_t clashing;   /* of those, keys equal in the low B bits */
    uint64_t same;       /* chess: the steps toggled the same features */
    uint64_t same_clashing;
    uint64_t differ_pieces, differ_castling, differ_ep; /* where the toggles differed first */
    uint64_t merged;     /* chess: the two successors are one position */
} tally;

/* Words: u and v extended by every suffix of 1 and 2 letters. */
static void word_successors(const source *s, uint64_t u, uint64_t v, uint64_t mask, tally *t)
{
    for (unsigned length = 1; length <= 2; length++) {
        unsigned suffixes = length == 1 ? LETTERS : LETTERS * LETTERS;
        for (unsigned x = 0; x < suffixes; x++) {
            uint64_t suffix = length == 1 ? x : (x % LETTERS) | (uint64_t)(x / LETTERS) << 5;
            uint64_t shift = 5 * WORD_LENGTH;
            uint64_t ku = word_key(s, u | suffix << shift, WORD_LENGTH + length);
            uint64_t kv = word_key(s, v | suffix << shift, WORD_LENGTH + length);
            t->successors++;
            t->clashing += ((ku ^ kv) & mask) == 0;
        }
    }
}

static int compare_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static int compare_move(const void *a, const void *b)
{
    zb_move x = *(const zb_move *)a, y = *(const zb_move *)b;
    return x < y ? -1 : x > y;
}

static size_t sorted_features(const zb_position *pos, uint32_t *out)
{
    size_t count = zb_position_features(pos, out);
    qsort(out, count, sizeof *out, compare_u32);
    return count;
}

/* The symmetric difference of two sorted feature lists, sorted. */
static size_t toggled(const uint32_t *a, size_t na, const uint32_t *b, size_t nb, uint32_t *out)
{
    size_t i = 0, j = 0, n = 0;
    while (i < na || j < nb) {
        if (j == nb || (i < na && a[i] < b[j]))
            out[n++] = a[i++];
        else if (i == na || b[j] < a[i])
            out[n++] = b[j++];
        else
            i++, j++;
    }
    return n;
}

/* The moves legal in both positions, sorted; returns how many. */
static size_t shared_moves(const zb_position *u, const zb_position *v, zb_move *out)
{
    zb_move mu[ZB_MAX_MOVES], mv[ZB_MAX_MOVES];
    size_t nu = zb_position_legal_moves(u, mu), nv = zb_position_legal_moves(v, mv), n = 0;
    qsort(mu, nu, sizeof *mu, compare_move);
    qsort(mv, nv, sizeof *mv, compare_move);
    for (size_t i = 0, j = 0; i < nu && j < nv;) {
        if (mu[i] < mv[j])
            i++;
        else if (mv[j] < mu[i])
            j++;
        else
            out[n++] = mu[i], i++, j++;
    }
    return n;
}

/* The root pair's features, for the toggles of the steps below them. */
typedef struct chess_pair {
    const source *src;
    zb_position *u, *v;
    uint32_t fu[ZB_CHESS_MAX_FEATURES], fv[ZB_CHESS_MAX_FEATURES];
    size_t nu, nv;
    uint64_t mask;
} chess_pair;

/* The successor pair now on the boards, set against the roots. */
static void classify(chess_pair *c, tally *t)
{
    if (cli_position_identity(c->src->identity_keys, c->u) == cli_position_identity(c->src->identity_keys, c->v)) {
        t->merged++; /* different toggles made them one position: no pair */
        return;
    }
    uint32_t gu[ZB_CHESS_MAX_FEATURES], gv[ZB_CHESS_MAX_FEATURES];
    uint32_t tu[2 * ZB_CHESS_MAX_FEATURES], tv[2 * ZB_CHESS_MAX_FEATURES], diff[4 * ZB_CHESS_MAX_FEATURES];
    size_t ngu = sorted_features(c->u, gu), ngv = sorted_features(c->v, gv);
    size_t ntu = toggled(c->fu, c->nu, gu, ngu, tu), ntv = toggled(c->fv, c->nv, gv, ngv, tv);
    int clash = ((zb_position_key(c->u) ^ zb_position_key(c->v)) & c->mask) == 0;
    t->successors++;
    t->clashing += clash;
    size_t nd = toggled(tu, ntu, tv, ntv, diff);
    if (nd == 0) {
        t->same++;
        t->same_clashing += clash;
    } else if (diff[0] < ZB_CHESS_CASTLING_FEATURE) {
        t->differ_pieces++;
    } else if (diff[0] < ZB_CHESS_EP_FEATURE) {
        t->differ_castling++;
    } else {
        t->differ_ep++;
    }
}

/* Every sequence of `plies` moves legal in both, from the boards as they are. */
static int chess_walk(chess_pair *c, unsigned plies, tally *tallies, unsigned ply)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t n = shared_moves(c->u, c->v, moves);
    for (size_t i = 0; i < n; i++) {
        if (zb_position_make(c->u, moves[i]) || zb_position_make(c->v, moves[i]))
            return -1;
        classify(c, &tallies[ply]);
        if (ply + 1 < plies && chess_walk(c, plies, tallies, ply + 1))
            return -1;
        zb_position_unmake(c->u);
        zb_position_unmake(c->v);
    }
    return 0;
}

/* ------------------------------------------------------------ the command */

typedef struct row {
    unsigned bits;
    uint64_t pairs_found;
    size_t pairs_used;
    tally plies[MAX_PLIES];
} row;

/* FENs of the items at the sorted draw numbers wanted[], by drawing again. */
static int fens_of(uint64_t seed, const uint64_t *wanted, size_t count, char (*fens)[ZB_FEN_MAX])
{
    source s;
    int status = source_open(&s, KEYS_CHESS, seed);
    size_t next = 0;
    for (uint64_t d = 0; next < count && !status; d++) {
        while (next < count && wanted[next] == d)
            zb_position_fen(s.pos, fens[next++]);
        uint64_t key, identity;
        status = source_next(&s, &key, &identity);
    }
    source_close(&s);
    return status;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static size_t index_of(const uint64_t *sorted, size_t count, uint64_t value)
{
    const uint64_t *found = bsearch(&value, sorted, count, sizeof *sorted, compare_u64);
    return (size_t)(found - sorted);
}

/* Chess successors of the pairs: positions rebuilt from their FENs. */
static int chess_rows(uint64_t seed, const item *items, const pair *pairs, row *r, unsigned plies)
{
    size_t count = 2 * r->pairs_used;
    uint64_t *wanted = malloc((count + 1) * sizeof *wanted);
    char(*fens)[ZB_FEN_MAX] = malloc((count + 1) * sizeof *fens);
    chess_pair c = {0};
    source s;
    int status = !wanted || !fens || source_open(&s, KEYS_WORDS, seed) ? -1 : 0;
    c.src = &s;
    c.u = zb_position_new(NULL);
    c.v = zb_position_new(NULL);
    if (!c.u || !c.v)
        status = -1;
    for (size_t i = 0; i < r->pairs_used && !status; i++)
        wanted[2 * i] = items[pairs[i].a].draw, wanted[2 * i + 1] = items[pairs[i].b].draw;
    if (!status) {
        qsort(wanted, count, sizeof *wanted, compare_u64);
        status = fens_of(seed, wanted, count, fens);
    }
    c.mask = (UINT64_C(1) << r->bits) - 1;
    for (size_t i = 0; i < r->pairs_used && !status; i++) {
        const item *a = &items[pairs[i].a], *b = &items[pairs[i].b];
        const char *fa = fens[index_of(wanted, count, a->draw)], *fb = fens[index_of(wanted, count, b->draw)];
        if (zb_position_set_fen(c.u, fa, strlen(fa), NULL) || zb_position_set_fen(c.v, fb, strlen(fb), NULL) ||
            zb_position_key(c.u) != a->key || zb_position_key(c.v) != b->key) {
            fprintf(stderr, "zobrist: tt-cluster: a drawn position was not found again\n");
            status = -1;
            break;
        }
        c.nu = sorted_features(c.u, c.fu);
        c.nv = sorted_features(c.v, c.fv);
        status = chess_walk(&c, plies, r->plies, 0);
    }
    zb_position_free(c.u);
    zb_position_free(c.v);
    if (wanted && fens)
        source_close(&s);
    free(wanted);
    free(fens);
    return status;
}

static void word_rows(const item *items, const pair *pairs, row *r)
{
    source s;
    source_open(&s, KEYS_WORDS, 0); /* words allocate nothing: it cannot fail */
    uint64_t mask = (UINT64_C(1) << r->bits) - 1;
    for (size_t i = 0; i < r->pairs_used; i++)
        word_successors(&s, items[pairs[i].a].identity, items[pairs[i].b].identity, mask, &r->plies[0]);
    source_close(&s);
}


static void print_header(key_kind kind, size_t draws, size_t distinct, size_t max_pairs, uint64_t seed)
{
    printf("# tt-cluster: keys %s, %zu drawn (%zu distinct), up to %zu clashing pairs a row, seed %llu\n",
           kind == KEYS_WORDS ? "words" : "chess", draws, distinct, max_pairs, (unsigned long long)seed);
    if (kind == KEYS_WORDS) {
        printf("# items: random %d-letter words, keys of letters at places (26 x 10, SplitMix64 seed %d)\n",
               WORD_LENGTH, WORD_KEY_SEED);
        printf("# successors: both words extended by the same suffix, every one of 1 and 2 letters\n");
        printf("#  B  pairs  expected | used  successors  clashing     rate  expected    factor\n");
    } else {
        printf("# items: positions from random games, Polyglot keys; successors: both positions after the\n");
        printf("# same legal moves; same = the moves toggled the same features; differ: first difference\n");
        printf("#  B  pairs  expected | used ply successors  clashing     rate  expected    factor"
               "   same same-clash  pieces castling  ep merged\n");
    }
}

static void print_row(key_kind kind, const row *r, unsigned plies, double expected_pairs)
{
    for (unsigned p = 0; p < (kind == KEYS_WORDS ? 1u : plies); p++) {
        const tally *t = &r->plies[p];
        double rate = t->successors ? (double)t->clashing / (double)t->successors : 0;
        printf("%4u %6llu %9.1f   %4zu", r->bits, (unsigned long long)r->pairs_found, expected_pairs, r->pairs_used);
        if (kind == KEYS_CHESS)
            printf(" %3u", p + 1);
        printf(" %11llu %9llu  %.5f  %.2e  %8.3g", (unsigned long long)t->successors,
               (unsigned long long)t->clashing, rate, cli_two_to_minus(r->bits), rate / cli_two_to_minus(r->bits));
        if (kind == KEYS_CHESS)
            printf(" %6llu %10llu %7llu %8llu %3llu %6llu", (unsigned long long)t->same,
                   (unsigned long long)t->same_clashing, (unsigned long long)t->differ_pieces,
                   (unsigned long long)t->differ_castling, (unsigned long long)t->differ_ep,
                   (unsigned long long)t->merged);
        printf("\n");
    }
}

int cli_tt_cluster(int argc, char **argv)
{
    key_kind kind = KEYS_WORDS;
    long bits = 0, draws = 1L << 20, max_pairs = 4000, seed = 1, plies = MAX_PLIES;
    for (int i = 0; i < argc; i += 2) { /* every option takes a value */
        const char *value = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(argv[i], "--keys")) {
            if (strcmp(value, "words") && strcmp(value, "chess"))
                return cli_usage("--keys must be words or chess");
            kind = strcmp(value, "words") ? KEYS_CHESS : KEYS_WORDS;
        } else if (!strcmp(argv[i], "--bits")) {
            if (cli_parse_int(value, 8, 40, &bits))
                return cli_usage("--bits must be a whole number from 8 to 40");
        } else if (!strcmp(argv[i], "--draws")) {
            if (cli_parse_int(value, 2, 1L << 24, &draws))
                return cli_usage("--draws must be a whole number from 2 to 16777216");
        } else if (!strcmp(argv[i], "--pairs")) {
            if (cli_parse_int(value, 1, 100000, &max_pairs))
                return cli_usage("--pairs must be a whole number from 1 to 100000");
        } else if (!strcmp(argv[i], "--plies")) {
            if (cli_parse_int(value, 1, MAX_PLIES, &plies))
                return cli_usage("--plies must be 1 or 2");
        } else if (!strcmp(argv[i], "--seed")) {
            if (cli_parse_int(value, 0, 2147483647, &seed))
                return cli_usage("--seed must be a whole number from 0 to 2147483647");
        } else {
            return cli_unknown_argument(argv[i]);
        }
    }
    clock_t start = clock();
    static const unsigned default_bits[] = {20, 24, 28};
    unsigned rows = bits ? 1 : 3;
    item *items = NULL;
    size_t distinct;
    if (draw_items(kind, (uint64_t)seed, (size_t)draws, &items, &distinct))
        return fprintf(stderr, "zobrist: tt-cluster: out of memory\n"), 1;
    low_key *sorted = malloc(distinct * sizeof *sorted);
    pair *pairs = malloc((size_t)max_pairs * sizeof *pairs);
    int status = sorted && pairs ? 0 : -1;
    if (!status)
        print_header(kind, (size_t)draws, distinct, (size_t)max_pairs, (uint64_t)seed);
    for (unsigned k = 0; k < rows && !status; k++) {
        row r = {0};
        r.bits = bits ? (unsigned)bits : default_bits[k];
        r.pairs_found = find_pairs(items, distinct, r.bits, sorted, pairs, (size_t)max_pairs, &r.pairs_used);
        if (kind == KEYS_WORDS)
            word_rows(items, pairs, &r);
        else
            status = chess_rows((uint64_t)seed, items, pairs, &r, (unsigned)plies);
        double expected = (double)distinct * (double)(distinct - 1) / 2 * cli_two_to_minus(r.bits);
        if (!status)
            print_row(kind, &r, (unsigned)plies, expected);
    }
    free(items);
    free(sorted);
    free(pairs);
    if (status)
        return fprintf(stderr, "zobrist: tt-cluster failed\n"), 1;
    cli_summary("tt-cluster took %.1f s", (double)(clock() - start) / CLOCKS_PER_SEC);
    return 0;
}
