/* The audit's subsets: every subset of 0..4 keys whose XOR falls in one
 * pass, generated without looking at the others. A pass is t coordinates of
 * the XOR (audit_rank_pivots), which are linear: pass(A ^ B) = pass(A) ^
 * pass(B). So the 3-subsets {a < b < c} of pass p are a key a and a pair of
 * pass pass(a) ^ p above it, and the 4-subsets {a < b < c < d} a pair (a, b)
 * of pass r and a pair (c, d) of pass r ^ p above b: each subset comes
 * once, and the work is the subsets of the pass plus one look-up a key or
 * pair (Schroeppel and Shamir's idea, with a table of pairs). */
#include <stdlib.h>

#include "audit_internal.h"

static uint32_t gather(uint64_t v, const unsigned *pivots, unsigned t)
{
    uint32_t p = 0;
    for (unsigned k = 0; k < t; k++)
        p |= (uint32_t)(v >> pivots[k] & 1) << k;
    return p;
}

static int build_pairs(audit_table *table, unsigned t)
{
    size_t n = table->n, count = n * (n - 1) / 2, buckets = (size_t)1 << t;
    audit_pairs *pp = &table->pairs;
    pp->t = t;
    pp->pairs = malloc(count * sizeof *pp->pairs + 1);
    pp->bucket = calloc(buckets + 1, sizeof *pp->bucket);
    if (!pp->pairs || !pp->bucket)
        return -1;
    /* A counting sort by pass, the pairs taken with i descending so that
     * each bucket is descending by i. */
    for (size_t i = n - 1; i-- > 0;)
        for (size_t j = i + 1; j < n; j++)
            pp->bucket[(table->pass_of[i] ^ table->pass_of[j]) + 1]++;
    for (size_t b = 0; b < buckets; b++)
        pp->bucket[b + 1] += pp->bucket[b];
    uint32_t *next = malloc(buckets * sizeof *next);
    if (!next)
        return -1;
    for (size_t b = 0; b < buckets; b++)
        next[b] = pp->bucket[b];
    for (size_t i = n - 1; i-- > 0;)
        for (size_t j = i + 1; j < n; j++)
            pp->pairs[next[table->pass_of[i] ^ table->pass_of[j]]++] =
                (audit_pair){table->values[i] ^ table->values[j], (uint16_t)i, (uint16_t)j};
    free(next);
    return 0;
}

int audit_table_build(audit_table *table, const unsigned *pivots, unsigned t, int need_pairs)
{
    table->pass_of = malloc(table->n * sizeof *table->pass_of + 1);
    table->pairs = (audit_pairs){NULL, NULL, t};
    if (!table->pass_of)
        return -1;
    for (size_t i = 0; i < table->n; i++)
        table->pass_of[i] = gather(table->values[i], pivots, t);
    return need_pairs && table->n >= 2 ? build_pairs(table, t) : 0;
}

void audit_table_release(audit_table *table)
{
    free(table->pass_of);
    free(table->pairs.pairs);
    free(table->pairs.bucket);
    table->pass_of = NULL;
    table->pairs.pairs = NULL;
    table->pairs.bucket = NULL;
}

/* Identify mode: keeps the subset if its value is a duplicate. */
static void identify(audit_emitter *e, uint64_t v, unsigned size, unsigned a, unsigned b, unsigned c, unsigned d)
{
    long dupe = audit_dupe_set_find(e->dupes, v);
    if (dupe < 0 || e->out_of_memory)
        return;
    if (e->record_count == e->record_capacity) {
        size_t capacity = e->record_capacity ? 2 * e->record_capacity : 1024;
        audit_record *records = realloc(e->records, capacity * sizeof *records);
        if (!records) {
            e->out_of_memory = 1;
            return;
        }
        e->records = records;
        e->record_capacity = capacity;
    }
    e->records[e->record_count++] =
        (audit_record){(uint32_t)dupe, {{(uint16_t)a, (uint16_t)b, (uint16_t)c, (uint16_t)d}, (uint8_t)size}};
}

/* One body for both modes: `identifying` is a constant at each call, so
 * the values mode's inner loops are a load, an XOR and a store. */
#define EMIT(v, size, a, b, c, d)                                                                                      \
    do {                                                                                                               \
        if (emitted == capacity) {                                                                                     \
            e->full = 1;                                                                                               \
            goto done;                                                                                                 \
        }                                                                                                              \
        if (identifying) {                                                                                             \
            emitted++;                                                                                                 \
            identify(e, (v), (size), (a), (b), (c), (d));                                                              \
        } else {                                                                                                       \
            values[emitted++] = (v);                                                                                   \
        }                                                                                                              \
    } while (0)

static inline void generate(const audit_table *table, unsigned size, uint32_t p, audit_emitter *e,
                            const int identifying)
{
    size_t emitted = e->emitted, capacity = e->capacity, n = table->n;
    uint64_t *values = e->values;
    const uint64_t *keys = table->values;
    const audit_pair *pairs = table->pairs.pairs;
    const uint32_t *bucket = table->pairs.bucket;
    uint32_t buckets = (uint32_t)1 << table->pairs.t;
    switch (size) {
    case 0: /* the empty set: its XOR is 0, in pass 0 */
        if (p == 0)
            EMIT(0, 0, 0, 0, 0, 0);
        break;
    case 1:
        for (size_t a = 0; a < n; a++)
            if (table->pass_of[a] == p)
                EMIT(keys[a], 1, a, 0, 0, 0);
        break;
    case 2:
        if (n >= 2)
            for (uint32_t k = bucket[p]; k < bucket[p + 1]; k++)
                EMIT(pairs[k].value, 2, pairs[k].i, pairs[k].j, 0, 0);
        break;
    case 3:
        if (n >= 3)
            for (size_t a = 0; a < n; a++) {
                uint32_t q = table->pass_of[a] ^ p;
                uint64_t va = keys[a];
                for (uint32_t k = bucket[q]; k < bucket[q + 1] && pairs[k].i > a; k++)
                    EMIT(va ^ pairs[k].value, 3, a, pairs[k].i, pairs[k].j, 0);
            }
        break;
    case 4:
        if (n >= 4)
            for (uint32_t r = 0; r < buckets; r++) {
                uint32_t q = r ^ p, q_end = bucket[q + 1];
                for (uint32_t k1 = bucket[r]; k1 < bucket[r + 1]; k1++) {
                    uint64_t v1 = pairs[k1].value;
                    unsigned above = pairs[k1].j;
                    for (uint32_t k2 = bucket[q]; k2 < q_end && pairs[k2].i > above; k2++)
                        EMIT(v1 ^ pairs[k2].value, 4, pairs[k1].i, above, pairs[k2].i, pairs[k2].j);
                }
            }
        break;
    }
done:
    e->emitted = emitted;
}

void audit_generate(const audit_table *table, unsigned size, uint32_t p, audit_emitter *e)
{
    if (e->values)
        generate(table, size, p, e, 0);
    else
        generate(table, size, p, e, 1);
}
