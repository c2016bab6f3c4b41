/* The search: against brute force, planted dependencies, the limit. */
#include <stdlib.h>

#include "audit_test.h"

void test_brute_force(void)
{
    uint64_t keys[60];
    zb_keys_fill(keys, 60, 12);
    /* Sizes 1-4 at 12 bits: C(60,4) 2^-12 ~ 119 dependencies of 4 keys. */
    check_against_brute_force(keys, 60, 12, 0, 4);
    check_against_brute_force(keys, 60, 12, 1, 4);
    check_against_brute_force(keys, 60, 13, 0, 3);
    /* Sizes 1-6 (groups 1-3, odd and even) at 10 bits on 28 keys. */
    check_against_brute_force(keys, 28, 10, 1, 6);
    check_against_brute_force(keys, 28, 11, 0, 5);
    /* Up to 8 keys on 20 keys at 9 bits: group 4 and its 3-subsets. */
    check_against_brute_force(keys, 20, 9, 0, 8);
    check_against_brute_force(keys, 20, 9, 1, 7);
    /* A zero key and equal keys: sizes 1 and 2. */
    keys[5] = 0;
    keys[9] = keys[40];
    check_against_brute_force(keys, 60, 64, 0, 4);
    /* All keys zero: every subset. */
    uint64_t zeros[12] = {0};
    check_against_brute_force(zeros, 12, 64, 0, 8);
}

/* Random 64-bit keys with dependencies of 2..8 keys planted on disjoint
 * indices (the last key of each is the XOR of the others). The audit must
 * find each, and every union of planted ones of at most 8 keys (also
 * dependent), and nothing else. */
void test_planted(void)
{
    enum { N = 64, PLANTED = 7 };
    uint64_t keys[N];
    zb_keys_fill(keys, N, 2024);
    unsigned first[PLANTED], next = 3; /* dependency of s keys: first[s-2] .. + s-1, spread out */
    for (unsigned s = 2; s <= 8; s++) {
        first[s - 2] = next;
        uint64_t x = 0;
        for (unsigned i = 0; i + 1 < s; i++)
            x ^= keys[next + i];
        keys[next + s - 1] = x;
        next += s + 1;
    }
    uint64_t expected[9] = {0};
    for (unsigned mask = 1; mask < 1u << PLANTED; mask++) {
        unsigned size = 0;
        for (unsigned d = 0; d < PLANTED; d++)
            if (mask >> d & 1)
                size += d + 2;
        if (size <= 8)
            expected[size]++;
    }
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    opt.max_size = 8;
    int error;
    zb_audit *a = zb_audit_run(keys, N, &opt, &error);
    if (!CHECK(a != NULL))
        return;
    CHECK_INT(zb_audit_table_rank(a), N - PLANTED);
    for (unsigned s = 1; s <= 8; s++) {
        zb_audit_size_count c;
        zb_audit_size(a, s, &c);
        CHECK_U64(c.found, expected[s]);
    }
    /* Each listed one XORs to zero, is a union of planted ones, and the
     * list is strictly increasing (so no duplicates). */
    size_t count = zb_audit_dependency_count(a);
    uint64_t total = 0;
    for (unsigned s = 1; s <= 8; s++)
        total += expected[s];
    CHECK_INT(count, total);
    uint32_t previous[8] = {0}, indices[8];
    unsigned previous_size = 0;
    for (size_t i = 0; i < count; i++) {
        unsigned size = zb_audit_dependency(a, i, indices);
        uint64_t x = 0;
        for (unsigned j = 0; j < size; j++)
            x ^= keys[indices[j]];
        CHECK_U64(x, 0);
        int later = size > previous_size;
        for (unsigned j = 0; j < size && size == previous_size; j++)
            if (indices[j] != previous[j]) {
                later = indices[j] > previous[j];
                break;
            }
        CHECK(later);
        for (unsigned j = 0; j < size; j++) {
            previous[j] = indices[j];
            unsigned owner = PLANTED;
            for (unsigned d = 0; d < PLANTED; d++)
                if (indices[j] >= first[d] && indices[j] < first[d] + d + 2)
                    owner = d;
            CHECK(owner < PLANTED);
        }
        previous_size = size;
    }
    zb_audit_free(a);

    /* The planted dependencies hold in any cut of the keys too: at the
     * high 40 bits all of them are found again (and random ones are rare). */
    opt.bits = 40;
    opt.high = 1;
    opt.max_size = 4;
    a = zb_audit_run(keys, N, &opt, &error);
    if (CHECK(a != NULL)) {
        zb_audit_size_count c;
        zb_audit_size(a, 2, &c);
        CHECK_U64(c.found, 1);
        zb_audit_size(a, 3, &c);
        CHECK_U64(c.found, 1);
        zb_audit_size(a, 4, &c);
        CHECK_U64(c.found, 1);
    }
    zb_audit_free(a);
}

/* Counts stop at the limit, honestly: "more than" for the sizes above it,
 * exact ones below. */
void test_limit(void)
{
    uint64_t keys[60];
    zb_keys_fill(keys, 60, 12);
    uint64_t counts[9];
    uint32_t *sets;
    size_t count;
    brute_force_dependencies(keys, 60, 12, 0, 4, counts, &sets, &count);
    free(sets);
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    opt.bits = 12;
    opt.max_size = 4;
    opt.limit = 20;
    CHECK(counts[3] > 0 && counts[3] <= 20 && counts[4] > 20); /* the case this test needs */
    int error;
    zb_audit *a = zb_audit_run(keys, 60, &opt, &error);
    if (!CHECK(a != NULL))
        return;
    for (unsigned s = 1; s <= 4; s++) {
        zb_audit_size_count c;
        zb_audit_size(a, s, &c);
        CHECK_INT(c.more_than_limit, counts[s] > 20);
        CHECK_U64(c.found, counts[s] > 20 ? 20 : counts[s]);
    }
    size_t kept = 0;
    for (unsigned s = 1; s <= 4; s++)
        kept += counts[s] > 20 ? 20 : counts[s];
    CHECK_INT(zb_audit_dependency_count(a), kept);
    zb_audit_free(a);
}
