/* Equal values in a pass: the audit's meet in the middle. A pass holds a
 * few million XORs; they are scattered by a hash into buckets of a few
 * hundred (two scatters, the first with few write streams),
 * and each small bucket goes through a hash table in L1 that notices a
 * value's second sighting. Linear, cache-sized steps: no sort of the pass. */
#include <stdlib.h>
#include <string.h>

#include "audit_internal.h"

#define GOLDEN UINT64_C(0x9E3779B97F4A7C15)

static uint64_t mix(uint64_t v)
{
    v ^= v >> 31;
    v *= GOLDEN;
    return v ^ v >> 29;
}

typedef struct slot {
    uint64_t value;
    uint32_t stamp; /* the bucket that wrote it: no clearing between buckets */
    uint32_t seen;
} slot;

static int push(uint64_t **dupes, size_t *count, size_t *capacity, uint64_t v)
{
    if (*count == *capacity) {
        size_t c = *capacity ? 2 * *capacity : 256;
        uint64_t *d = realloc(*dupes, c * sizeof *d);
        if (!d)
            return -1;
        *dupes = d;
        *capacity = c;
    }
    (*dupes)[(*count)++] = v;
    return 0;
}

static size_t bucket_of(uint64_t v, unsigned above, unsigned s)
{
    return s ? (size_t)(mix(v) << above >> (64 - s)) : 0;
}

/* Counts values[0..n) into 2^s buckets by `s` bits of their hash below the
 * `above` bits already used, and moves them to out, bucket by bucket; end[b]
 * is where bucket b ends. */
static void scatter(const uint64_t *values, uint64_t *out, size_t n, unsigned above, unsigned s, size_t *end)
{
    size_t buckets = (size_t)1 << s;
    memset(end, 0, (buckets + 1) * sizeof *end);
    for (size_t i = 0; i < n; i++)
        end[bucket_of(values[i], above, s) + 1]++;
    for (size_t b = 0; b < buckets; b++)
        end[b + 1] += end[b];
    for (size_t i = 0; i < n; i++)
        out[end[bucket_of(values[i], above, s)]++] = values[i];
}

typedef struct finder {
    slot *table;
    size_t table_size;
    uint32_t stamp;
    unsigned hashed; /* hash bits used by the scatters */
    uint64_t **dupes;
    size_t *count, capacity;
    int status;
} finder;

/* The values seen twice in one small bucket, by a hash table that fits L1
 * (stamped, so it is never cleared). */
static void find_in_bucket(finder *f, const uint64_t *values, size_t m)
{
    unsigned bits = 1;
    while (((size_t)1 << bits) < 2 * m)
        bits++;
    size_t size = (size_t)1 << bits, mask = size - 1;
    if (size > f->table_size) {
        free(f->table);
        f->table = calloc(size, sizeof *f->table);
        f->table_size = f->table ? size : 0;
        if (!f->table) {
            f->status = -1;
            return;
        }
    }
    uint32_t stamp = ++f->stamp;
    for (size_t i = 0; i < m; i++) {
        uint64_t v = values[i];
        size_t at = (size_t)(mix(v) << f->hashed >> (64 - bits));
        for (;; at = (at + 1) & mask) {
            slot *x = &f->table[at];
            if (x->stamp != stamp) {
                *x = (slot){v, stamp, 1};
                break;
            }
            if (x->value == v) {
                if (x->seen++ == 1 && push(f->dupes, f->count, &f->capacity, v))
                    f->status = -1;
                break;
            }
        }
    }
}

/* Two scatters, then buckets of a few hundred values each. The first
 * scatter, over the whole pass (beyond the caches), has 16 buckets: with
 * more write streams it was twice as slow here; the second works in cache. */
int audit_find_duplicates(uint64_t *values, uint64_t *scratch, size_t n, uint64_t **dupes, size_t *dupe_count)
{
    unsigned s = 0;
    while ((n >> s) > 256 && s < 16)
        s++;
    unsigned s1 = s < 4 ? s : 4, s2 = s - s1;
    size_t buckets1 = (size_t)1 << s1, buckets2 = (size_t)1 << s2;
    size_t *end1 = malloc((buckets1 + 1) * sizeof *end1), *end2 = malloc((buckets2 + 1) * sizeof *end2);
    *dupes = NULL;
    *dupe_count = 0;
    finder f = {NULL, 0, 0, s, dupes, dupe_count, 0, 0};
    if (!end1 || !end2)
        f.status = -1;
    else
        scatter(values, scratch, n, 0, s1, end1);
    for (size_t b = 0, from = 0; b < buckets1 && f.status == 0; from = end1[b], b++) {
        scatter(scratch + from, values + from, end1[b] - from, s1, s2, end2);
        for (size_t c = 0, at = from; c < buckets2 && f.status == 0; at = from + end2[c], c++)
            find_in_bucket(&f, values + at, from + end2[c] - at);
    }
    free(f.table);
    free(end1);
    free(end2);
    if (f.status) {
        free(*dupes);
        *dupes = NULL;
        *dupe_count = 0;
    }
    return f.status;
}

struct audit_dupe_set {
    uint64_t *values;
    uint32_t *numbers; /* number + 1; 0 for an empty slot */
    size_t mask;
};

audit_dupe_set *audit_dupe_set_new(const uint64_t *dupes, size_t count)
{
    audit_dupe_set *set = calloc(1, sizeof *set);
    if (!set)
        return NULL;
    size_t size = 16;
    while (size < 2 * count)
        size *= 2;
    set->mask = size - 1;
    set->values = malloc(size * sizeof *set->values);
    set->numbers = calloc(size, sizeof *set->numbers);
    if (!set->values || !set->numbers) {
        audit_dupe_set_free(set);
        return NULL;
    }
    for (size_t i = 0; i < count; i++) {
        size_t at = (size_t)mix(dupes[i]) & set->mask;
        while (set->numbers[at])
            at = (at + 1) & set->mask;
        set->values[at] = dupes[i];
        set->numbers[at] = (uint32_t)i + 1;
    }
    return set;
}

void audit_dupe_set_free(audit_dupe_set *set)
{
    if (!set)
        return;
    free(set->values);
    free(set->numbers);
    free(set);
}

long audit_dupe_set_find(const audit_dupe_set *set, uint64_t value)
{
    for (size_t at = (size_t)mix(value) & set->mask; set->numbers[at]; at = (at + 1) & set->mask)
        if (set->values[at] == value)
            return (long)set->numbers[at] - 1;
    return -1;
}
