/*
 * zobrist_audit.h - how independent a table of keys is, over GF(2).
 *
 * Two sets of features get the same XOR hash exactly when the keys of their
 * symmetric difference XOR to zero. So what makes a key table good is not
 * the Hamming distance between keys but that no small subset of keys is
 * linearly dependent: a dependent subset of s keys makes every two positions
 * that differ by exactly those s features collide. The audit finds, for a
 * table of N keys cut to b bits, the rank over GF(2) and EVERY dependent
 * subset of at most K keys (the codewords of weight <= K of the table's
 * kernel code), exhaustively, beside what random keys would give: a given
 * s-subset of random b-bit keys XORs to zero with probability 2^-b, so the
 * expected count is C(N, s) 2^-b.
 *
 * Knows no game: a table is N 64-bit keys, a feature is an index into it.
 */
#ifndef ZOBRIST_AUDIT_H
#define ZOBRIST_AUDIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ZB_AUDIT_MAX_KEYS 4096 /* N: indices fit 12 bits */
#define ZB_AUDIT_MAX_SIZE 8    /* K: halves of at most 4 keys */

/* Errors (*error of zb_audit_run; zb_audit_rank returns -1 for the first). */
enum {
    ZB_AUDIT_OK = 0,
    ZB_AUDIT_BAD_ARGUMENT = 1, /* keys NULL, n 0 or > 4096, bits not 1..64, K not 1..8, limit 0 */
    ZB_AUDIT_OUT_OF_MEMORY = 2, /* malloc failed, or a pass of equal bits held more subsets than
                                   the pass memory and the limit was not reached in them */
    ZB_AUDIT_CANCELLED = 3      /* the progress callback returned nonzero */
};

/* The rank over GF(2) of keys[0..n) cut to `bits` bits: the low bits, or the
 * high bits if `high` (key >> (64 - bits)). -1 on bad arguments (keys NULL
 * with n > 0, n > 4096, bits not 1..64). */
int zb_audit_rank(const uint64_t *keys, size_t n, unsigned bits, int high);

typedef struct zb_audit_options {
    unsigned bits;   /* 1..64: the width the keys are cut to */
    int high;        /* nonzero: the high `bits` bits, else the low ones */
    unsigned max_size; /* K, 1..8: dependent subsets of at most K keys */
    size_t limit;    /* dependencies kept and counted per size, >= 1: a size
                        with more is reported as "more than limit" and its
                        search stops (counts under the limit are exact) */
    /* Called between passes (every few milliseconds to a second) with the
     * fraction done; returning nonzero cancels the run. May be NULL. */
    int (*progress)(double fraction, void *context);
    void *context;
} zb_audit_options;

/* bits 64, low, K 6, limit 1000, no progress callback. */
void zb_audit_options_init(zb_audit_options *opt);

typedef struct zb_audit zb_audit;

/* Runs the audit. NULL on error, with *error (if error is not NULL) set to
 * a ZB_AUDIT_ error; *error is ZB_AUDIT_OK on success. Single-threaded,
 * plain malloc. Peak memory for N = 781 at 64 bits: 45 MB (K = 6), 65 MB
 * (K = 8); at widths of a few bits, where passes overflow, up to ~450 MB;
 * N = 4096 adds a 130 MB table of pairs. Time for Polyglot's 781 keys at 64
 * bits: about 2 s (K = 6) and 7 min (K = 8); see src/keys/audit_search.c. */
zb_audit *zb_audit_run(const uint64_t *keys, size_t n, const zb_audit_options *opt, int *error);
void zb_audit_free(zb_audit *audit);

/* The rank of the table cut as asked. */
int zb_audit_table_rank(const zb_audit *audit);

/* Dependent subsets of one size s (1..K): found, and whether there were
 * more than the limit (then found == limit and the search of that size
 * stopped early), beside C(N, s) 2^-bits for random keys. */
typedef struct zb_audit_size_count {
    uint64_t found;
    int more_than_limit;
    double expected;
} zb_audit_size_count;
/* 0, or -1 if size is not 1..K (out is then zeroed). */
int zb_audit_size(const zb_audit *audit, unsigned size, zb_audit_size_count *out);

/* The dependencies kept, by size then lexicographically: how many, and the
 * i-th one's key indices (ascending) into out[0..size), its size returned
 * (0 if i is out of range). out needs room for ZB_AUDIT_MAX_SIZE indices. */
size_t zb_audit_dependency_count(const zb_audit *audit);
unsigned zb_audit_dependency(const zb_audit *audit, size_t i, uint32_t *out);

/* C(n, s) 2^-bits: the expected number of dependent s-subsets among n
 * random keys of `bits` bits. */
double zb_audit_expected(size_t n, unsigned s, unsigned bits);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_AUDIT_H */
