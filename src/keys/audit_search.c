/* The audit's search: every dependent subset of at most K keys, by meet in
 * the middle. A dependency D of s keys, split into L = its floor(s/2)
 * smallest indices and U = its ceil(s/2) largest, has XOR(L) = XOR(U), and
 * that is the only split of D with those sizes and max L < min U (the
 * canonical split). So sizes 2h - 1 and 2h are found together, in "group
 * h": the subsets of h and h - 1 keys (the empty set included, for a key
 * that is zero), the equal XORs among them, and of those the pairs (L, U)
 * with |U| = h, |L| = h or h - 1 and max L < min U; each dependency is
 * found exactly once, so no deduplication is needed and each size's count
 * is exact.
 *
 * Memory stays bounded by passes: a pass is t linear coordinates of the
 * XOR (audit_rank_pivots), equal XORs have equal coordinates, and the
 * subsets of one pass are generated directly (audit_subsets.c); t is chosen
 * so that a pass holds about 4 M subsets. A pass's XORs are stored alone
 * (8 bytes each); the duplicates among them are found (audit_duplicates.c),
 * and only then, if there are any, is the pass generated again to name the
 * subsets behind them.
 *
 * At widths of a few bits a pass can hold more subsets than its buffer
 * (t cannot exceed the rank): the buffer's worth is searched, half of it
 * (h-1)-subsets, and that suffices when every size of the group passes the
 * limit in it; otherwise the run fails with ZB_AUDIT_OUT_OF_MEMORY rather
 * than report counts it could not finish.
 *
 * Time: group h generates C(N, h) + C(N, h - 1) subsets once, each for a
 * few nanoseconds, plus one look-up a key or pair per pass, and finds the
 * equal ones in about 15-25 ns a subset on this machine (memory-bound);
 * N = 781 at 64 bits: K = 6 is 79 M subsets, K = 8 is 15.4 G. Equal XORs
 * then cost the dependencies they hold, which the limit bounds. */
#include <stdlib.h>
#include <string.h>

#include "audit_internal.h"

#define PASS_TARGET ((double)(1 << 22)) /* subsets a pass, on average */
#define PASS_CAPACITY ((size_t)1 << 23) /* and at most: 64 MB of XORs */
#define MAX_PASS_BITS 24
#define PROGRESS_EVERY (UINT64_C(1) << 22)  /* pair checks between calls */

typedef struct search {
    zb_audit *audit;
    const zb_audit_options *opt;
    double work_done, work_total, group_work;
    uint64_t checks;
    int error;
} search;

static int report(search *s, double fraction_of_group)
{
    if (!s->opt->progress)
        return 0;
    double f = (s->work_done + s->group_work * fraction_of_group) / s->work_total;
    if (s->opt->progress(f > 1 ? 1 : f, s->opt->context)) {
        s->error = ZB_AUDIT_CANCELLED;
        return -1;
    }
    return 0;
}

static int group_done(const zb_audit *a, unsigned h)
{
    return a->more[2 * h - 1] && (2 * h > a->max_size || a->more[2 * h]);
}

static int add(search *s, const audit_subset *low, const audit_subset *high)
{
    uint16_t d[ZB_AUDIT_MAX_SIZE];
    unsigned size = 0;
    for (unsigned i = 0; i < low->size; i++)
        d[size++] = low->idx[i];
    for (unsigned i = 0; i < high->size; i++)
        d[size++] = high->idx[i];
    if (audit_add_dependency(s->audit, d, size)) {
        s->error = ZB_AUDIT_OUT_OF_MEMORY;
        return -1;
    }
    return 0;
}

static int by_smallest_descending(const void *a, const void *b)
{
    const audit_subset *x = a, *y = b;
    return (int)y->idx[0] - (int)x->idx[0];
}

static int by_largest_ascending(const void *a, const void *b)
{
    const audit_subset *x = a, *y = b;
    return (int)x->idx[x->size - 1] - (int)y->idx[y->size - 1];
}

/* The canonical pairs among subsets with one XOR: list[0..count), those of
 * h keys first. Sorted so that the scan for the partners of an h-subset x
 * (an h-subset above it, an (h-1)-subset below it) stops at the first that
 * is not one: every pair looked at is a dependency, so a run of millions of
 * equal XORs (at a small width) costs no more than the dependencies it
 * holds, which the limit bounds. */
static int pair_up(search *s, audit_subset *list, size_t count, unsigned h, double fraction)
{
    zb_audit *a = s->audit;
    size_t whole = 0;
    while (whole < count && list[whole].size == h)
        whole++;
    qsort(list, whole, sizeof *list, by_smallest_descending);
    if (h >= 2)
        qsort(list + whole, count - whole, sizeof *list, by_largest_ascending);
    for (size_t i = 0; i < whole; i++) {
        const audit_subset *x = &list[i];
        unsigned x_min = x->idx[0], x_max = x->idx[h - 1];
        size_t looked = 0;
        if (2 * h <= a->max_size)
            for (size_t j = 0; j < whole && !a->more[2 * h] && list[j].idx[0] > x_max; j++, looked++)
                if (add(s, x, &list[j]))
                    return -1;
        for (size_t j = whole; j < count && !a->more[2 * h - 1] && (h == 1 || list[j].idx[h - 2] < x_min);
             j++, looked++)
            if (add(s, &list[j], x))
                return -1;
        s->checks += looked + 1;
        if (s->checks >= PROGRESS_EVERY) {
            s->checks = 0;
            if (report(s, fraction))
                return -1;
        }
        if (group_done(a, h))
            break;
    }
    return 0;
}

/* The subsets behind the duplicates, grouped by value (a counting sort on
 * the duplicate's number), each group paired up. */
static int pair_records(search *s, const audit_record *records, size_t count, size_t dupes, unsigned h,
                        double fraction)
{
    size_t *start = calloc(dupes + 1, sizeof *start);
    audit_subset *sorted = malloc(count * sizeof *sorted + 1);
    int status = -1;
    if (!start || !sorted) {
        s->error = ZB_AUDIT_OUT_OF_MEMORY;
        goto done;
    }
    for (size_t i = 0; i < count; i++)
        start[records[i].dupe + 1]++;
    for (size_t d = 0; d < dupes; d++)
        start[d + 1] += start[d];
    /* The h-subsets of a value before its (h - 1)-subsets: two rounds. */
    for (unsigned round = 0; round < 2; round++)
        for (size_t i = 0; i < count; i++)
            if ((records[i].subset.size == h) == (round == 0))
                sorted[start[records[i].dupe]++] = records[i].subset;
    for (size_t d = 0, from = 0; d < dupes; from = start[d], d++)
        if (pair_up(s, sorted + from, start[d] - from, h, fraction))
            goto done;
    status = 0;
done:
    free(start);
    free(sorted);
    return status;
}

/* One pass of group h: its XORs, their duplicates, the subsets behind
 * them. *full if the pass did not fit (its first `capacity` subsets were
 * searched). */
static int run_pass(search *s, const audit_table *table, unsigned h, uint32_t p, uint64_t *values,
                    uint64_t *scratch, size_t capacity, size_t low_capacity, double fraction, int *full)
{
    audit_emitter e = {0};
    e.capacity = capacity;
    e.values = values;
    /* The (h-1)-subsets first, in at most low_capacity (half the buffer
     * when the group may not fit): a pass that does not fit has both kinds. */
    e.capacity = low_capacity;
    audit_generate(table, h - 1, p, &e);
    int low_full = e.full;
    e.full = 0;
    e.capacity = capacity;
    audit_generate(table, h, p, &e);
    *full = low_full || e.full;
    uint64_t *dupes;
    size_t dupe_count;
    if (audit_find_duplicates(values, scratch, e.emitted, &dupes, &dupe_count)) {
        s->error = ZB_AUDIT_OUT_OF_MEMORY;
        return -1;
    }
    if (dupe_count == 0)
        return 0;
    audit_emitter named = {0};
    named.capacity = capacity;
    named.dupes = audit_dupe_set_new(dupes, dupe_count);
    int status = -1;
    if (!named.dupes) {
        s->error = ZB_AUDIT_OUT_OF_MEMORY;
        goto done;
    }
    named.capacity = low_capacity; /* the same subsets as above */
    audit_generate(table, h - 1, p, &named);
    named.full = 0;
    named.capacity = capacity;
    audit_generate(table, h, p, &named);
    if (named.out_of_memory) {
        s->error = ZB_AUDIT_OUT_OF_MEMORY;
        goto done;
    }
    status = pair_records(s, named.records, named.record_count, dupe_count, h, fraction);
done:
    audit_dupe_set_free((audit_dupe_set *)named.dupes);
    free(named.records);
    free(dupes);
    return status;
}

static double binomial(size_t n, unsigned k) { return zb_audit_expected(n, k, 0); }

static int run_group(search *s, const uint64_t *values, const unsigned *pivots, unsigned h)
{
    zb_audit *a = s->audit;
    double subsets = binomial(a->n, h) + binomial(a->n, h - 1);
    unsigned t = 0;
    while (t < (unsigned)a->rank && t < MAX_PASS_BITS && subsets / (double)((uint64_t)1 << t) > PASS_TARGET)
        t++;
    size_t capacity = subsets + 1 < (double)PASS_CAPACITY ? (size_t)subsets + 1 : PASS_CAPACITY;
    size_t low_capacity = subsets < (double)capacity ? capacity : capacity / 2;
    audit_table table = {values, a->n, NULL, {NULL, NULL, 0}};
    uint64_t *buffer = malloc(capacity * sizeof *buffer), *scratch = malloc(capacity * sizeof *scratch);
    int status = -1;
    if (!buffer || !scratch || audit_table_build(&table, pivots, t, h >= 2)) {
        s->error = ZB_AUDIT_OUT_OF_MEMORY;
        goto done;
    }
    s->group_work = subsets;
    uint32_t passes = (uint32_t)1 << t;
    for (uint32_t p = 0; p < passes && !group_done(a, h); p++) {
        double fraction = (double)p / passes;
        int full;
        if (run_pass(s, &table, h, p, buffer, scratch, capacity, low_capacity, fraction, &full))
            goto done;
        if (full && !group_done(a, h)) {
            s->error = ZB_AUDIT_OUT_OF_MEMORY; /* the pass cannot be searched whole */
            goto done;
        }
        if (report(s, (double)(p + 1) / passes))
            goto done;
    }
    s->work_done += subsets;
    status = 0;
done:
    audit_table_release(&table);
    free(buffer);
    free(scratch);
    return status;
}

static int valid(const uint64_t *keys, size_t n, const zb_audit_options *opt)
{
    return keys && n >= 1 && n <= ZB_AUDIT_MAX_KEYS && opt && opt->bits >= 1 && opt->bits <= 64 &&
           opt->max_size >= 1 && opt->max_size <= ZB_AUDIT_MAX_SIZE && opt->limit >= 1;
}

zb_audit *zb_audit_run(const uint64_t *keys, size_t n, const zb_audit_options *opt, int *error)
{
    int dummy;
    if (!error)
        error = &dummy;
    *error = ZB_AUDIT_OK;
    if (!valid(keys, n, opt)) {
        *error = ZB_AUDIT_BAD_ARGUMENT;
        return NULL;
    }
    zb_audit *a = calloc(1, sizeof *a);
    uint64_t *values = malloc(n * sizeof *values);
    if (!a || !values) {
        free(a);
        free(values);
        *error = ZB_AUDIT_OUT_OF_MEMORY;
        return NULL;
    }
    a->max_size = opt->max_size;
    a->limit = opt->limit;
    a->n = n;
    a->bits = opt->bits;
    audit_cut(keys, n, opt->bits, opt->high, values);
    unsigned pivots[64];
    a->rank = audit_rank_pivots(values, n, pivots);
    search s = {a, opt, 0, 0, 0, 0, ZB_AUDIT_OK};
    unsigned groups = (opt->max_size + 1) / 2;
    for (unsigned h = 1; h <= groups; h++)
        s.work_total += binomial(n, h) + binomial(n, h - 1);
    /* Independent keys (rank n) have no dependency at all. */
    for (unsigned h = 1; h <= groups && (size_t)a->rank < n; h++)
        if (run_group(&s, values, pivots, h))
            break;
    free(values);
    if (s.error) {
        zb_audit_free(a);
        *error = s.error;
        return NULL;
    }
    audit_sort_dependencies(a);
    return a;
}
