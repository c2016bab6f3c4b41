/* zobrist tt-errors: the error table of Zobrist's report (1970), measured
 * on real transposition tables (zobrist_tt.h).
 *   tt-errors [--keys uniform|chess|words] [--n N] [--trials T | --precise] [--seed S]
 *
 * The report's model. A table has 2^n slots; a key's low n bits pick the
 * slot and its next m bits are stored there as check bits. A retrieval of a
 * position that is not in the table goes wrong (a type-1 error) when it
 * meets a stored position whose n + m bits are its own: for one stored
 * position that chance is 2^-(n+m). The report multiplies it over 2^n
 * retrievals, so each retrieval is set against one stored position:
 *     P(no error) = (1 - 2^-(n+m))^(2^n) ~ e^(-2^-m).
 * (Against a full table a new position would meet an occupant in every
 * slot and go wrong with chance 2^-m per retrieval: (1 - 2^-m)^(2^n), far
 * smaller. The report's figures are the per-stored-position ones.)
 *
 * The experiment, one trial:
 *   1. draw 2^n + 1 distinct positions from the key source (distinct by
 *      their identity, which never comes from the key being tested: see
 *      the sources below);
 *   2. for each m = 0..10, an instrumented always-replace table of 2^n
 *      slots and m check bits, empty, stores one of them, picked at random,
 *      and is then probed with the other 2^n, each with its own identity;
 *   3. the trial is a success for m when no probe is a type-1 error (the
 *      check bits of the stored position matched a different position).
 * Each probe is a type-1 error with probability exactly 2^-(n+m) when keys
 * are random, independently of the others given the stored key, so the
 * fraction of successful trials estimates (1 - 2^-(n+m))^(2^n). All m use
 * the same positions in a trial, so their rows stray from the exact values
 * together; each m's interval stands on its own.
 *
 * The report's claims (a 32K table with 20-bit keys errs about 3 % of the
 * time, with 25-bit keys about 0.1 %) are the same experiment at n = 15,
 * with "k-bit keys" meaning 15 index bits + (k - 15) check bits, and
 * "error" the chance of at least one type-1 error in 2^15 retrievals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "zobrist_chess.h"
#include "zobrist_keys.h"
#include "zobrist_tt.h"

#define MAX_M 10
#define MAX_N 20
#define CLAIM_N 15
#define Z95 1.959963984540054

/* ------------------------------------------------------------ key sources */

typedef enum { KEYS_UNIFORM, KEYS_CHESS, KEYS_WORDS } key_source;

/* The report's words: up to 10 letters, a feature for each letter at each
 * place (26 x 10), keys from SplitMix64 seeded with the report's year as in
 * tests/c/keys/test_words.c. */
#define LETTERS 26
#define PLACES 10
#define WORD_KEY_SEED 1970

/* Positions one after another, each with its key and its identity: equal
 * identities for equal positions, different (exactly, or but for a 2^-64
 * chance independent of the key) for different ones. */
typedef struct source {
    key_source kind;
    uint64_t rng;
    uint64_t count;             /* uniform: the identity is the draw's number */
    zb_position *pos;           /* chess: the game being played */
    uint64_t identity_keys[ZB_CHESS_FEATURES];
    uint64_t word_keys[LETTERS * PLACES];
} source;

static int source_open(source *s, key_source kind, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->rng = seed;
    if (kind == KEYS_CHESS) {
        s->pos = zb_position_new(NULL); /* Polyglot's keys */
        if (!s->pos)
            return -1;
        cli_identity_keys(s->identity_keys);
    }
    if (kind == KEYS_WORDS)
        zb_keys_fill(s->word_keys, LETTERS * PLACES, WORD_KEY_SEED);
    return 0;
}

static void source_close(source *s) { zb_position_free(s->pos); }

/* Chess: the current position of a random legal game, then one more move. */
static int chess_next(source *s, uint64_t *key, uint64_t *identity)
{
    *key = zb_position_key(s->pos);
    *identity = cli_position_identity(s->identity_keys, s->pos);
    return cli_random_game_step(s->pos, &s->rng);
}

/* Words: every word of 1 to 10 letters equally likely (so most have 10:
 * short words, few and drawn again and again, would weigh the few clashes
 * among their keys; see the report on clustering). The word is drawn as its
 * number among all of them, 26 + 26^2 + ... + 26^10, by rejection (no
 * modulo bias). The identity is the word itself, packed: the length, then
 * 5 bits a letter. */
static void word_next(source *s, uint64_t *key, uint64_t *identity)
{
    uint64_t words = 0, power = 1;
    for (unsigned length = 1; length <= PLACES; length++)
        words += power *= LETTERS;
    uint64_t limit = UINT64_MAX - UINT64_MAX % words, r;
    do
        r = zb_splitmix64_next(&s->rng);
    while (r >= limit);
    r %= words;
    unsigned length = 1;
    for (power = LETTERS; r >= power; power *= LETTERS, length++)
        r -= power;
    uint64_t hash = 0, packed = length;
    for (unsigned place = 0; place < length; place++, r /= LETTERS) {
        unsigned letter = (unsigned)(r % LETTERS);
        hash ^= s->word_keys[LETTERS * place + letter];
        packed |= (uint64_t)letter << (4 + 5 * place);
    }
    *key = hash;
    *identity = packed;
}

static int source_next(source *s, uint64_t *key, uint64_t *identity)
{
    switch (s->kind) {
    case KEYS_CHESS:
        return chess_next(s, key, identity);
    case KEYS_WORDS:
        word_next(s, key, identity);
        return 0;
    default: /* uniform: every draw is a new position */
        *key = zb_splitmix64_next(&s->rng);
        *identity = s->count++;
        return 0;
    }
}

/* ---------------------------------------------- distinct positions a trial */

/* A set of identities, emptied for each trial by a new stamp. */
typedef struct seen_set {
    uint64_t *values;
    uint32_t *stamps;
    size_t mask;
    uint32_t now;
} seen_set;

static int seen_open(seen_set *s, size_t capacity) /* capacity: a power of two */
{
    s->values = malloc(capacity * sizeof *s->values);
    s->stamps = calloc(capacity, sizeof *s->stamps);
    s->mask = capacity - 1;
    s->now = 0;
    return s->values && s->stamps ? 0 : -1;
}

static void seen_close(seen_set *s)
{
    free(s->values);
    free(s->stamps);
}

static void seen_empty(seen_set *s)
{
    if (++s->now == 0) { /* the stamps wrapped: really empty them */
        memset(s->stamps, 0, (s->mask + 1) * sizeof *s->stamps);
        s->now = 1;
    }
}

/* 1 if value was not in the set (now it is), 0 if it was. */
static int seen_add(seen_set *s, uint64_t value)
{
    uint64_t h = value * 0x9E3779B97F4A7C15ULL; /* packed words are not random */
    for (size_t i = (size_t)(h >> 40) & s->mask;; i = (i + 1) & s->mask) {
        if (s->stamps[i] != s->now) {
            s->stamps[i] = s->now, s->values[i] = value;
            return 1;
        }
        if (s->values[i] == value)
            return 0;
    }
}

/* ------------------------------------------------------------- the trials */

typedef struct experiment {
    source src;
    seen_set seen;
    unsigned n;
    size_t count;            /* 2^n + 1 positions a trial */
    uint64_t *keys;
    zb_tt *tables[MAX_M + 1]; /* NULL for the m not measured */
} experiment;

static int experiment_open(experiment *x, key_source kind, uint64_t seed, unsigned n, const int *measure_m)
{
    memset(x, 0, sizeof *x);
    x->n = n;
    x->count = ((size_t)1 << n) + 1;
    x->keys = malloc(x->count * sizeof *x->keys);
    if (!x->keys || seen_open(&x->seen, (size_t)4 << n) || source_open(&x->src, kind, seed))
        return -1;
    for (unsigned m = 0; m <= MAX_M; m++) {
        zb_tt_config config = {n, m, ZB_TT_ALWAYS_REPLACE, 1, (uint32_t)x->count};
        if (measure_m[m] && zb_tt_create(&config, &x->tables[m]))
            return -1;
    }
    return 0;
}

static void experiment_close(experiment *x)
{
    for (unsigned m = 0; m <= MAX_M; m++)
        zb_tt_destroy(x->tables[m]);
    source_close(&x->src);
    seen_close(&x->seen);
    free(x->keys);
}

/* One trial: successes[m] + 1 for each measured m with no type-1 error. */
static int trial(experiment *x, uint64_t *successes)
{
    seen_empty(&x->seen);
    for (size_t i = 0; i < x->count;) {
        uint64_t identity;
        if (source_next(&x->src, &x->keys[i], &identity))
            return -1;
        if (seen_add(&x->seen, identity))
            i++;
    }
    /* The stored one (identity 0), picked at random: a game's first
     * position would always be the start position. */
    size_t pick = (size_t)(zb_splitmix64_next(&x->src.rng) % x->count);
    uint64_t stored = x->keys[pick];
    x->keys[pick] = x->keys[0];
    x->keys[0] = stored;

    static const zb_tt_entry entry = {1, 0, ZB_TT_EXACT, 0, 0};
    for (unsigned m = 0; m <= MAX_M; m++) {
        zb_tt *tt = x->tables[m];
        if (!tt)
            continue;
        zb_tt_clear(tt);
        zb_tt_store_id(tt, x->keys[0], 0, &entry);
        int clean = 1;
        for (size_t i = 1; i < x->count && clean; i++) {
            zb_tt_entry found;
            zb_tt_outcome outcome;
            zb_tt_probe_id(tt, x->keys[i], (uint32_t)i, &found, &outcome);
            clean = outcome != ZB_TT_TYPE1_ERROR;
        }
        successes[m] += (uint64_t)clean;
    }
    return 0;
}

/* Runs the trials; successes[m] counts the trials with no type-1 error. */
static int run(key_source kind, uint64_t seed, unsigned n, uint64_t trials, const int *measure_m, uint64_t *successes)
{
    experiment x;
    int status = experiment_open(&x, kind, seed, n, measure_m);
    for (uint64_t t = 0; t < trials && !status; t++)
        status = trial(&x, successes);
    experiment_close(&x);
    return status;
}

/* -------------------------------------------------------------- the table */

/* The report's printed values; the issue text gives m = 0 and m = 10. */
static const char *const printed[MAX_M + 1] = {".36778", "-", "-", "-", "-", "-", "-", "-", "-", "-", ".99901"};

/* A little arithmetic without libm (the CLI links with no -lm). */

static double exp_minus(double x) /* e^-x for 0 <= x <= 1: the series, 30 terms */
{
    double sum = 1, term = 1;
    for (int k = 1; k <= 30; k++)
        sum += term *= -x / k;
    return sum;
}

/* (1 - 2^-(n+m))^(2^n): n squarings, exact but for ~2^n roundings of 2^-53. */
static double exact_no_error(unsigned n, unsigned m)
{
    double p = 1 - cli_two_to_minus(n + m);
    for (unsigned i = 0; i < n; i++)
        p *= p;
    return p;
}

/* Trials for a 95 % interval no wider than +-half whatever the value (the
 * widest is at p = 1/2). */
static uint64_t trials_for(double half) { return (uint64_t)(Z95 * Z95 * 0.25 / (half * half)) + 1; }

static const char *const source_names[] = {"uniform", "chess", "words"};

static void print_table(key_source kind, unsigned n, uint64_t trials, uint64_t seed, const uint64_t *successes)
{
    printf("# Zobrist (1970): P(no type-1 error in 2^n retrievals from a 2^n-slot table, m check bits)\n");
    printf("# keys %s, n %u (%lu slots), %llu trials, seed %llu, 95%% Wilson intervals\n", source_names[kind], n,
           1ul << n, (unsigned long long)trials, (unsigned long long)seed);
    printf("#  m  measured  interval           exact    e^-2^-m  printed\n");
    int inside = 0;
    for (unsigned m = 0; m <= MAX_M; m++) {
        double low, high, exact = exact_no_error(n, m);
        cli_wilson95(successes[m], trials, &low, &high);
        inside += low <= exact && exact <= high;
        printf("%4u  %.5f   %.5f  %.5f   %.5f  %.5f  %s\n", m, (double)successes[m] / (double)trials, low, high,
               exact, exp_minus(cli_two_to_minus(m)), printed[m]);
    }
    printf("# the exact value is inside the interval for %d of %d m\n", inside, MAX_M + 1);
}

static void print_claim(unsigned check_bits, uint64_t successes, uint64_t trials, const char *report)
{
    double low, high, error = 1 - (double)successes / (double)trials;
    cli_wilson95(successes, trials, &low, &high);
    printf("claim %u-bit keys (%u index + %u check bits): error %.3f %% (95%%: %.3f - %.3f %%), exact %.3f %%, "
           "report: %s\n",
           CLAIM_N + check_bits, CLAIM_N, check_bits, 100 * error, 100 * (1 - high), 100 * (1 - low),
           100 * (1 - exact_no_error(CLAIM_N, check_bits)), report);
}

int cli_tt_errors(int argc, char **argv)
{
    key_source kind = KEYS_UNIFORM;
    long n = 10, trials = 0, seed = 1;
    int precise = 0;
    for (int i = 0; i < argc; i++) {
        const char *value = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(argv[i], "--keys")) {
            int k = KEYS_UNIFORM;
            while (k <= KEYS_WORDS && strcmp(value, source_names[k]))
                k++;
            if (k > KEYS_WORDS)
                return cli_usage("--keys must be uniform, chess or words");
            kind = (key_source)k;
            i++;
        } else if (!strcmp(argv[i], "--n")) {
            if (cli_parse_int(value, 0, MAX_N, &n))
                return cli_usage("--n must be a whole number from 0 to 20");
            i++;
        } else if (!strcmp(argv[i], "--trials")) {
            if (cli_parse_int(value, 1, 100000000, &trials))
                return cli_usage("--trials must be a whole number from 1 to 100000000");
            i++;
        } else if (!strcmp(argv[i], "--seed")) {
            if (cli_parse_int(value, 0, 2147483647, &seed))
                return cli_usage("--seed must be a whole number from 0 to 2147483647");
            i++;
        } else if (!strcmp(argv[i], "--precise")) {
            precise = 1;
        } else {
            return cli_unknown_argument(argv[i]);
        }
    }
    /* --precise sets the number of trials: with --trials it would be ignored. */
    if (precise && trials)
        return cli_usage("--trials or --precise, not both");
    uint64_t t = trials ? (uint64_t)trials : trials_for(precise ? 0.001 : 0.005);
    clock_t start = clock();

    uint64_t successes[MAX_M + 1] = {0};
    int all_m[MAX_M + 1];
    for (unsigned m = 0; m <= MAX_M; m++)
        all_m[m] = 1;
    if (run(kind, (uint64_t)seed, (unsigned)n, t, all_m, successes))
        return fprintf(stderr, "zobrist: out of memory\n"), 1;
    print_table(kind, (unsigned)n, t, (uint64_t)seed, successes);

    /* The claims: a 32K table, with an eighth of the trials (each has 32
     * times the positions of an n = 10 one), a 32nd for chess (whose random
     * games cost ~0.5 us a position), so the default run stays in a minute. */
    uint64_t claim_trials = t / (kind == KEYS_CHESS ? 32 : 8), claimed[MAX_M + 1] = {0};
    claim_trials += claim_trials == 0;
    int claim_m[MAX_M + 1] = {0};
    claim_m[5] = claim_m[10] = 1;
    if (run(kind, (uint64_t)seed + 1, CLAIM_N, claim_trials, claim_m, claimed))
        return fprintf(stderr, "zobrist: out of memory\n"), 1;
    printf("# the report's claims: a 32K table (n %u), %llu trials\n", CLAIM_N, (unsigned long long)claim_trials);
    print_claim(5, claimed[5], claim_trials, "about 3 %");
    print_claim(10, claimed[10], claim_trials, "about 0.1 %");
    cli_summary("tt-errors took %.1f s", (double)(clock() - start) / CLOCKS_PER_SEC);
    return 0;
}
