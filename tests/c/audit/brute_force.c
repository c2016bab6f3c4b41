/* The dependencies by plain enumeration of every subset: the reference the
 * meet in the middle is checked against (small n only). */
#include <stdlib.h>

#include "audit_test.h"

typedef struct walk {
    const uint64_t *values;
    size_t n;
    unsigned k;
    uint32_t chosen[8];
    uint64_t *counts;
    uint32_t *sets;
    size_t count, capacity;
} walk;

static void visit(walk *w, size_t from, unsigned depth, uint64_t x)
{
    if (depth > 0 && x == 0) {
        if (w->count == w->capacity) {
            w->capacity = w->capacity ? 2 * w->capacity : 64;
            w->sets = realloc(w->sets, w->capacity * 8 * sizeof *w->sets);
        }
        for (unsigned i = 0; i < 8; i++)
            w->sets[w->count * 8 + i] = i < depth ? w->chosen[i] : UINT32_MAX;
        w->count++;
        w->counts[depth]++;
    }
    if (depth == w->k)
        return;
    for (size_t i = from; i < w->n; i++) {
        w->chosen[depth] = (uint32_t)i;
        visit(w, i + 1, depth + 1, x ^ w->values[i]);
    }
}

static int by_size_then_indices(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    unsigned sx = 0, sy = 0;
    while (sx < 8 && x[sx] != UINT32_MAX)
        sx++;
    while (sy < 8 && y[sy] != UINT32_MAX)
        sy++;
    if (sx != sy)
        return sx < sy ? -1 : 1;
    for (unsigned i = 0; i < sx; i++)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

void brute_force_dependencies(const uint64_t *keys, size_t n, unsigned bits, int high, unsigned k,
                              uint64_t counts[9], uint32_t **sets, size_t *count)
{
    uint64_t *values = malloc(n * sizeof *values);
    for (size_t i = 0; i < n; i++)
        values[i] = bits == 64 ? keys[i] : high ? keys[i] >> (64 - bits) : keys[i] & ((UINT64_C(1) << bits) - 1);
    for (unsigned s = 0; s <= 8; s++)
        counts[s] = 0;
    walk w = {values, n, k, {0}, counts, NULL, 0, 0};
    visit(&w, 0, 0, 0);
    qsort(w.sets, w.count, 8 * sizeof *w.sets, by_size_then_indices);
    *sets = w.sets;
    *count = w.count;
    free(values);
}

void check_against_brute_force(const uint64_t *keys, size_t n, unsigned bits, int high, unsigned k)
{
    uint64_t counts[9];
    uint32_t *sets;
    size_t count;
    brute_force_dependencies(keys, n, bits, high, k, counts, &sets, &count);
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    opt.bits = bits;
    opt.high = high;
    opt.max_size = k;
    opt.limit = 1000000;
    int error = -1;
    zb_audit *a = zb_audit_run(keys, n, &opt, &error);
    CHECK_INT(error, ZB_AUDIT_OK);
    if (!a) {
        free(sets);
        return;
    }
    for (unsigned s = 1; s <= k; s++) {
        zb_audit_size_count c;
        CHECK_INT(zb_audit_size(a, s, &c), 0);
        CHECK_U64(c.found, counts[s]);
        CHECK_INT(c.more_than_limit, 0);
    }
    CHECK_INT(zb_audit_dependency_count(a), count);
    for (size_t i = 0; i < count && i < zb_audit_dependency_count(a); i++) {
        uint32_t got[8];
        unsigned size = zb_audit_dependency(a, i, got);
        int same = 1;
        for (unsigned j = 0; j < 8; j++)
            same &= j < size ? got[j] == sets[i * 8 + j] : sets[i * 8 + j] == UINT32_MAX;
        if (!CHECK(same))
            break;
    }
    CHECK_INT(zb_audit_table_rank(a), zb_audit_rank(keys, n, bits, high));
    zb_audit_free(a);
    free(sets);
}
