/* What the audit's files share (zobrist_audit.h is the public side). */
#ifndef ZB_AUDIT_INTERNAL_H
#define ZB_AUDIT_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "zobrist_audit.h"

/* ------------------------------------------------------------ audit_rank.c */

/* keys cut to bits (low or high) into out[0..n). */
void audit_cut(const uint64_t *keys, size_t n, unsigned bits, int high, uint64_t *out);
/* Rank of values[0..n); pivots[0..rank) gets the leading bit of each vector
 * of an echelon basis. The bits of a vector of the span at those pivots are
 * its coordinates (a linear bijection onto GF(2)^rank), so any t of them
 * split the span into 2^t cosets of equal size, however the keys are made. */
int audit_rank_pivots(const uint64_t *values, size_t n, unsigned *pivots);

/* ---------------------------------------------------------- audit_result.c */

struct zb_audit {
    int rank;
    unsigned max_size;
    size_t limit;
    size_t n;
    unsigned bits;
    uint64_t found[ZB_AUDIT_MAX_SIZE + 1];
    int more[ZB_AUDIT_MAX_SIZE + 1];
    uint16_t *deps; /* ZB_AUDIT_MAX_SIZE indices each, unused ones 0xffff */
    uint8_t *dep_sizes;
    size_t dep_count, dep_capacity;
};

/* Counts a dependency of `size` ascending indices, kept while under the
 * limit. 0, or -1 out of memory. */
int audit_add_dependency(zb_audit *a, const uint16_t *indices, unsigned size);
/* Sorts the kept dependencies by size, then lexicographically. */
void audit_sort_dependencies(zb_audit *a);

/* --------------------------------------------------------- audit_subsets.c */

/* A subset of at most 4 keys, ascending indices. */
typedef struct audit_subset {
    uint16_t idx[4];
    uint8_t size;
} audit_subset;

typedef struct audit_pair {
    uint64_t value; /* v_i ^ v_j */
    uint16_t i, j;  /* i < j */
} audit_pair;

/* The pair table of one pass width: every pair, bucketed by its pass
 * (bucket[p] .. bucket[p + 1]), descending by i inside a bucket so that
 * a scan for pairs above an index stops at the first one at or below it. */
typedef struct audit_pairs {
    audit_pair *pairs;
    uint32_t *bucket; /* 2^t + 1 offsets */
    unsigned t;
} audit_pairs;

typedef struct audit_table {
    const uint64_t *values; /* the cut keys */
    size_t n;
    uint32_t *pass_of;      /* the pass coordinates of each key (t bits) */
    audit_pairs pairs;      /* needed from size 2 */
} audit_table;

/* Builds table->pass_of and, if need_pairs, the pair table for t pass bits
 * taken at pivots[0..t). 0, or -1 out of memory. */
int audit_table_build(audit_table *table, const unsigned *pivots, unsigned t, int need_pairs);
void audit_table_release(audit_table *table);

/* What a pass's generation does with each subset: store its value while
 * there is room (values mode), or, in identify mode, keep the subsets whose
 * value is one of the duplicates, with the duplicate's number. Both stop
 * after `capacity` subsets so that the two modes see the same ones. */
typedef struct audit_dupe_set audit_dupe_set;
typedef struct audit_record {
    uint32_t dupe;
    audit_subset subset;
} audit_record;

typedef struct audit_emitter {
    size_t emitted, capacity;
    int full;
    uint64_t *values;            /* values mode (NULL in identify mode) */
    const audit_dupe_set *dupes; /* identify mode */
    audit_record *records;
    size_t record_count, record_capacity;
    int out_of_memory;
} audit_emitter;

/* Emits every subset of `size` keys (0..4) whose value has pass p. */
void audit_generate(const audit_table *table, unsigned size, uint32_t p, audit_emitter *e);

/* ------------------------------------------------------ audit_duplicates.c */

/* The values occurring twice or more among values[0..n) (which it
 * reorders), once each, into a growing array *dupes. scratch has room for
 * n. 0, or -1 out of memory. */
int audit_find_duplicates(uint64_t *values, uint64_t *scratch, size_t n, uint64_t **dupes, size_t *dupe_count);

/* A set of duplicate values, each with its number 0..count-1. */
audit_dupe_set *audit_dupe_set_new(const uint64_t *dupes, size_t count);
void audit_dupe_set_free(audit_dupe_set *set);
/* The value's number, or -1 if not in the set. */
long audit_dupe_set_find(const audit_dupe_set *set, uint64_t value);

#endif
