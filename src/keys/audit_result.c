/* The audit's result: counts per size, the dependencies kept, accessors. */
#include <stdlib.h>
#include <string.h>

#include "audit_internal.h"

void zb_audit_options_init(zb_audit_options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->bits = 64;
    opt->max_size = 6;
    opt->limit = 1000;
}

double zb_audit_expected(size_t n, unsigned s, unsigned bits)
{
    if (s > n)
        return 0;
    double c = 1;
    for (unsigned i = 0; i < s; i++)
        c = c * (double)(n - i) / (double)(i + 1);
    for (unsigned i = 0; i < bits; i++)
        c /= 2;
    return c;
}

int audit_add_dependency(zb_audit *a, const uint16_t *indices, unsigned size)
{
    if (a->more[size])
        return 0;
    if (a->found[size] == a->limit) {
        a->more[size] = 1;
        return 0;
    }
    if (a->dep_count == a->dep_capacity) {
        size_t capacity = a->dep_capacity ? 2 * a->dep_capacity : 64;
        uint16_t *deps = realloc(a->deps, capacity * ZB_AUDIT_MAX_SIZE * sizeof *deps);
        if (!deps)
            return -1;
        a->deps = deps;
        uint8_t *sizes = realloc(a->dep_sizes, capacity);
        if (!sizes)
            return -1;
        a->dep_sizes = sizes;
        a->dep_capacity = capacity;
    }
    uint16_t *d = a->deps + a->dep_count * ZB_AUDIT_MAX_SIZE;
    for (unsigned i = 0; i < ZB_AUDIT_MAX_SIZE; i++)
        d[i] = i < size ? indices[i] : 0xffff;
    a->dep_sizes[a->dep_count++] = (uint8_t)size;
    a->found[size]++;
    return 0;
}

/* Sorted through an index of (size, position) so sizes and lists move together. */
typedef struct dep_ref {
    const zb_audit *audit;
    size_t at;
} dep_ref;

static int compare_deps(const void *x, const void *y)
{
    const dep_ref *p = x, *q = y;
    const zb_audit *a = p->audit;
    if (a->dep_sizes[p->at] != a->dep_sizes[q->at])
        return a->dep_sizes[p->at] < a->dep_sizes[q->at] ? -1 : 1;
    const uint16_t *u = a->deps + p->at * ZB_AUDIT_MAX_SIZE, *v = a->deps + q->at * ZB_AUDIT_MAX_SIZE;
    for (unsigned i = 0; i < ZB_AUDIT_MAX_SIZE; i++)
        if (u[i] != v[i])
            return u[i] < v[i] ? -1 : 1;
    return 0;
}

void audit_sort_dependencies(zb_audit *a)
{
    size_t n = a->dep_count;
    dep_ref *refs = malloc(n * sizeof *refs + 1);
    uint16_t *deps = malloc(n * ZB_AUDIT_MAX_SIZE * sizeof *deps + 1);
    uint8_t *sizes = malloc(n + 1);
    if (refs && deps && sizes) { /* out of memory: left in the order found */
        for (size_t i = 0; i < n; i++)
            refs[i] = (dep_ref){a, i};
        qsort(refs, n, sizeof *refs, compare_deps);
        for (size_t i = 0; i < n; i++) {
            memcpy(deps + i * ZB_AUDIT_MAX_SIZE, a->deps + refs[i].at * ZB_AUDIT_MAX_SIZE,
                   ZB_AUDIT_MAX_SIZE * sizeof *deps);
            sizes[i] = a->dep_sizes[refs[i].at];
        }
        free(a->deps);
        free(a->dep_sizes);
        a->deps = deps;
        a->dep_sizes = sizes;
        deps = NULL;
        sizes = NULL;
    }
    free(refs);
    free(deps);
    free(sizes);
}

void zb_audit_free(zb_audit *audit)
{
    if (!audit)
        return;
    free(audit->deps);
    free(audit->dep_sizes);
    free(audit);
}

int zb_audit_table_rank(const zb_audit *audit) { return audit ? audit->rank : -1; }

int zb_audit_size(const zb_audit *audit, unsigned size, zb_audit_size_count *out)
{
    memset(out, 0, sizeof *out);
    if (!audit || size < 1 || size > audit->max_size)
        return -1;
    out->found = audit->found[size];
    out->more_than_limit = audit->more[size];
    out->expected = zb_audit_expected(audit->n, size, audit->bits);
    return 0;
}

size_t zb_audit_dependency_count(const zb_audit *audit) { return audit ? audit->dep_count : 0; }

unsigned zb_audit_dependency(const zb_audit *audit, size_t i, uint32_t *out)
{
    if (!audit || i >= audit->dep_count)
        return 0;
    unsigned size = audit->dep_sizes[i];
    for (unsigned k = 0; k < size; k++)
        out[k] = audit->deps[i * ZB_AUDIT_MAX_SIZE + k];
    return size;
}
