/* zobrist audit: how independent a chess key table is over GF(2).
 *   audit [--seed S | --layout SPEC] [--bits B] [--high] [--max-size K] [--limit L]
 *
 * Two positions collide exactly when the keys of the features that only one
 * of them has XOR to zero, so the audit (zobrist_audit.h) lists every set of
 * at most K keys (default 6) that XORs to zero at B bits (default 64; the
 * low bits, or the high ones with --high), beside the count random keys
 * would give, C(N, s) 2^-B, and the table's rank.
 *
 * The table: Polyglot's 781 keys by default, --seed S the 781 keys
 * zb_chess_keys_init_seeded draws, --layout SPEC any layout --layout takes
 * elsewhere. Features in Polyglot's order: 64 piece + square (piece = 2 type
 * + colour, type pawn .. king, colour 1 white; square a1 = 0), castling
 * K Q k q, ep file a..h, turn. A 16-key castling layout (stockfish,
 * chessjs) keys castling by the whole set of rights, so its table has the 16
 * rights keys in place of the 4: 793 features, numbered in that order. The
 * halfmove-clock keys of stockfish's layout are not part of the table.
 *
 * Whether a dependency can make two reachable positions collide: P and Q
 * collide by D when D = F(P) xor F(Q) (their feature sets), that is D splits
 * into X = the features only P has and Y = those only Q has. "cannot occur"
 * is printed when (1) D has a pawn on rank 1 or 8, or (2) no split of D into
 * X and Y passes all of these necessary conditions:
 *   - a side has a king in X exactly when it has one in Y (each position
 *     has one king a colour; a king that P has and Q lacks is replaced in Q
 *     by one Q alone has), and likewise for a 16-key layout's castling set
 *     (each position has exactly one);
 *   - a castling right implies its king and rook at home (K: white king e1,
 *     rook h1; Q: e1, a1; k: black king e8, rook h8; q: e8, a8): a right in
 *     X must not imply a feature of Y, nor a right in Y one of X, and the
 *     implied features not in D are in both positions;
 *   - each position's known features (X or Y, plus those implied features
 *     not in D) have at most one piece a square, one king a colour, one ep
 *     file and one castling set.
 * Everything else (the number of pieces, checks, whether a pawn can take en
 * passant, the turn) is not checked, so "may occur" means only that these
 * tests did not rule it out. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "zobrist.h"

#define MAX_FEATURES (ZB_CHESS_FEATURES + 12)
#define DEFAULT_LIMIT 100

typedef enum { F_PIECE, F_RIGHT, F_RIGHTS_SET, F_EP, F_TURN } feature_kind;

typedef struct feature {
    feature_kind kind;
    int piece, square; /* F_PIECE */
    int value;         /* the right 0..3 (K Q k q), the rights set 0..15, the ep file */
} feature;

typedef struct table {
    uint64_t keys[MAX_FEATURES];
    feature features[MAX_FEATURES];
    size_t n;
    int turn_side;
} table;

static void table_from_layout(table *t, const zb_chess_keys *k)
{
    t->n = 0;
    t->turn_side = k->turn_side;
    for (int i = 0; i < 768; i++) {
        t->keys[t->n] = k->table[i];
        t->features[t->n++] = (feature){F_PIECE, i / 64, i % 64, 0};
    }
    for (int i = 0; i < (k->castling_16 ? 16 : 4); i++) {
        t->keys[t->n] = k->castling_16 ? k->castling[i] : k->table[ZB_CHESS_CASTLING_FEATURE + i];
        t->features[t->n++] = (feature){k->castling_16 ? F_RIGHTS_SET : F_RIGHT, 0, 0, i};
    }
    for (int i = 0; i < 8; i++) {
        t->keys[t->n] = k->table[772 + i];
        t->features[t->n++] = (feature){F_EP, 0, 0, i};
    }
    t->keys[t->n] = k->table[780];
    t->features[t->n++] = (feature){F_TURN, 0, 0, 0};
}

static void feature_name(const table *t, const feature *f, char *out, size_t len)
{
    static const char *types[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    static const char rights[] = "KQkq";
    switch (f->kind) {
    case F_PIECE:
        snprintf(out, len, "%s %s %c%c", f->piece & 1 ? "white" : "black", types[f->piece / 2],
                 'a' + f->square % 8, '1' + f->square / 8);
        break;
    case F_RIGHT:
        snprintf(out, len, "castling %c", rights[f->value]);
        break;
    case F_RIGHTS_SET: {
        char set[5] = "-";
        for (int b = 0, at = 0; b < 4; b++)
            if (f->value >> b & 1) {
                set[at++] = rights[b];
                set[at] = '\0';
            }
        snprintf(out, len, "castling %s", set);
        break;
    }
    case F_EP:
        snprintf(out, len, "ep file %c", 'a' + f->value);
        break;
    case F_TURN:
        snprintf(out, len, "turn (%s to move)", t->turn_side == ZB_WHITE ? "white" : "black");
        break;
    }
}

/* ------------------------------------------------------ can it occur? */

#define WHITE_KING 11
#define BLACK_KING 10
#define WHITE_ROOK 7
#define BLACK_ROOK 6

typedef struct placed {
    int piece, square;
} placed;

/* The king and rook a right needs at home. */
static int right_implies(int right, placed out[2])
{
    static const placed needs[4][2] = {
        {{WHITE_KING, 4}, {WHITE_ROOK, 7}},
        {{WHITE_KING, 4}, {WHITE_ROOK, 0}},
        {{BLACK_KING, 60}, {BLACK_ROOK, 63}},
        {{BLACK_KING, 60}, {BLACK_ROOK, 56}},
    };
    out[0] = needs[right][0];
    out[1] = needs[right][1];
    return 2;
}

/* The pieces the rights of a feature imply (none for other features). */
static int implied_by(const feature *f, placed out[8])
{
    int count = 0;
    if (f->kind == F_RIGHT)
        count = right_implies(f->value, out);
    else if (f->kind == F_RIGHTS_SET)
        for (int r = 0; r < 4; r++)
            if (f->value >> r & 1)
                count += right_implies(r, out + count);
    return count;
}

/* What one position is known to hold: pieces by square, kings, ep, rights. */
typedef struct holding {
    int on[64]; /* piece + 1, 0 empty */
    int kings[2], eps, sets;
    int bad;
} holding;

static void hold_piece(holding *h, int piece, int square)
{
    if (h->on[square] && h->on[square] != piece + 1)
        h->bad = 1;
    if (h->on[square] == piece + 1)
        return;
    h->on[square] = piece + 1;
    if (piece / 2 == 5 && ++h->kings[piece & 1] > 1)
        h->bad = 1;
}

static void hold(holding *h, const feature *f)
{
    if (f->kind == F_PIECE)
        hold_piece(h, f->piece, f->square);
    else if (f->kind == F_EP && ++h->eps > 1)
        h->bad = 1;
    else if (f->kind == F_RIGHTS_SET && ++h->sets > 1)
        h->bad = 1;
}

static int in_dependency(const table *t, const uint32_t *dep, unsigned size, placed p)
{
    for (unsigned i = 0; i < size; i++) {
        const feature *f = &t->features[dep[i]];
        if (f->kind == F_PIECE && f->piece == p.piece && f->square == p.square)
            return 1;
    }
    return 0;
}

/* side[i] is 0 if dep[i] is in X (only P), 1 if in Y (only Q). */
static int split_possible(const table *t, const uint32_t *dep, unsigned size, const int *side)
{
    int kings[2][2] = {{0}}, sets[2] = {0};
    holding h[2];
    memset(h, 0, sizeof h);
    for (unsigned i = 0; i < size; i++) {
        const feature *f = &t->features[dep[i]];
        if (f->kind == F_PIECE && f->piece / 2 == 5)
            kings[side[i]][f->piece & 1]++;
        sets[side[i]] += f->kind == F_RIGHTS_SET;
        hold(&h[side[i]], f);
    }
    if (kings[0][0] != kings[1][0] || kings[0][1] != kings[1][1] || sets[0] != sets[1])
        return 0;
    for (unsigned i = 0; i < size; i++) {
        placed needs[8];
        int count = implied_by(&t->features[dep[i]], needs);
        for (int k = 0; k < count; k++) {
            /* In D: it must be on the right's own side. Not in D: both hold it. */
            for (unsigned j = 0; j < size; j++) {
                const feature *g = &t->features[dep[j]];
                if (g->kind == F_PIECE && g->piece == needs[k].piece && g->square == needs[k].square &&
                    side[j] != side[i])
                    return 0;
            }
            if (!in_dependency(t, dep, size, needs[k])) {
                hold_piece(&h[0], needs[k].piece, needs[k].square);
                hold_piece(&h[1], needs[k].piece, needs[k].square);
            }
        }
    }
    return !h[0].bad && !h[1].bad;
}

/* NULL if the dependency may occur, else why not. */
static const char *why_impossible(const table *t, const uint32_t *dep, unsigned size)
{
    for (unsigned i = 0; i < size; i++) {
        const feature *f = &t->features[dep[i]];
        if (f->kind == F_PIECE && f->piece / 2 == 0 && (f->square < 8 || f->square >= 56))
            return "a pawn on rank 1 or 8";
    }
    for (unsigned mask = 0; mask < 1u << size; mask++) {
        int side[ZB_AUDIT_MAX_SIZE];
        for (unsigned i = 0; i < size; i++)
            side[i] = mask >> i & 1;
        if (split_possible(t, dep, size, side))
            return NULL;
    }
    return "no split between two positions is consistent";
}

/* ------------------------------------------------------------ the command */

static int show_progress(double fraction, void *context)
{
    (void)context;
    fprintf(stderr, "\r%5.1f %%", 100 * fraction);
    return 0;
}


static void print_report(const table *t, const char *source, const zb_audit_options *opt, const zb_audit *a)
{
    printf("# audit: %s keys (%zu features), %s %u bits, dependencies of at most %u keys, limit %zu a size\n",
           source, t->n, opt->high ? "high" : "low", opt->bits, opt->max_size, opt->limit);
    printf("rank %d of %zu keys (at most %u)\n", zb_audit_table_rank(a), t->n, opt->bits);
    printf("size      found   expected\n");
    for (unsigned s = 1; s <= opt->max_size; s++) {
        zb_audit_size_count c;
        zb_audit_size(a, s, &c);
        char found[32];
        snprintf(found, sizeof found, "%s%" PRIu64, c.more_than_limit ? ">" : "", c.found);
        printf("%4u %10s   %.3g\n", s, found, c.expected);
    }
    size_t count = zb_audit_dependency_count(a), impossible = 0;
    printf("dependencies: %zu listed\n", count);
    for (size_t i = 0; i < count; i++) {
        uint32_t dep[ZB_AUDIT_MAX_SIZE];
        unsigned size = zb_audit_dependency(a, i, dep);
        printf("%u:", size);
        for (unsigned j = 0; j < size; j++)
            printf(" %" PRIu32, dep[j]);
        printf(" |");
        for (unsigned j = 0; j < size; j++) {
            char name[40];
            feature_name(t, &t->features[dep[j]], name, sizeof name);
            printf("%s %s", j ? "," : "", name);
        }
        const char *why = why_impossible(t, dep, size);
        impossible += why != NULL;
        printf(" | %s%s\n", why ? "cannot occur: " : "may occur", why ? why : "");
    }
    if (count)
        printf("of which %zu cannot occur between reachable positions, %zu may\n", impossible, count - impossible);
}

int cli_audit(int argc, char **argv)
{
    char source[96] = "polyglot";
    for (int i = 0; i < argc; i++) /* named in the report: the last --layout wins */
        if (!strcmp(argv[i], "--layout") && i + 1 < argc)
            snprintf(source, sizeof source, "layout %s", argv[i + 1]);
        else if (!strncmp(argv[i], "--layout=", 9))
            snprintf(source, sizeof source, "layout %s", argv[i] + 9);
    static zb_chess_keys layout;
    const zb_chess_keys *keys = NULL;
    if (cli_take_layout(&argc, argv, &layout, &keys))
        return 2;
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    opt.limit = DEFAULT_LIMIT;
    static zb_chess_keys seeded;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        long number;
        uint64_t seed;
        if (!strcmp(arg, "--high")) {
            opt.high = 1;
            continue;
        }
        if (!value)
            return cli_usage("audit: an option without its value, or an unknown option");
        i++;
        if (!strcmp(arg, "--seed")) {
            if (keys == &layout || cli_parse_u64(value, &seed))
                return cli_usage(keys == &layout ? "audit: --seed or --layout, not both"
                                                 : "audit: --seed needs a whole number");
            zb_chess_keys_init_seeded(&seeded, seed);
            keys = &seeded;
            snprintf(source, sizeof source, "seed %" PRIu64, seed);
        } else if (!strcmp(arg, "--bits") && !cli_parse_int(value, 1, 64, &number)) {
            opt.bits = (unsigned)number;
        } else if (!strcmp(arg, "--max-size") && !cli_parse_int(value, 1, ZB_AUDIT_MAX_SIZE, &number)) {
            opt.max_size = (unsigned)number;
        } else if (!strcmp(arg, "--limit") && !cli_parse_int(value, 1, 10000000, &number)) {
            opt.limit = (size_t)number;
        } else {
            return cli_usage("audit: --bits 1..64, --max-size 1..8, --limit 1..10000000, --seed S, --layout SPEC, --high");
        }
    }
    static table t;
    table_from_layout(&t, keys ? keys : zb_chess_keys_polyglot());
    if (isatty(STDERR_FILENO))
        opt.progress = show_progress;
    int error;
    zb_audit *a = zb_audit_run(t.keys, t.n, &opt, &error);
    if (opt.progress)
        fputs("\r        \r", stderr);
    if (!a) {
        fprintf(stderr, "zobrist: audit: %s\n",
                error == ZB_AUDIT_OUT_OF_MEMORY ? "out of memory (try fewer keys a size: --max-size, or more --bits)"
                                                : "failed");
        return 1;
    }
    print_report(&t, source, &opt, a);
    zb_audit_free(a);
    return 0;
}
