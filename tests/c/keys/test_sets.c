/* SplitMix64 against independent vectors, and hashes of feature sets. */
#include <stdlib.h>
#include <string.h>

#include "keys_test.h"

/* SplitMix64 outputs computed independently (Python big integers). */
void test_prng(void)
{
    static const struct {
        uint64_t seed, first[4];
    } vectors[] = {
        {0, {0xe220a8397b1dcdafULL, 0x6e789e6aa1b965f4ULL, 0x06c45d188009454fULL, 0xf88bb8a8724c81ecULL}},
        {1234567, {0x599ed017fb08fc85ULL, 0x2c73f08458540fa5ULL, 0x883ebce5a3f27c77ULL, 0x3fbef740e9177b3fULL}},
        {UINT64_MAX, {0xe4d971771b652c20ULL, 0xe99ff867dbf682c9ULL, 0x382ff84cb27281e9ULL, 0x6d1db36ccba982d2ULL}},
    };
    for (size_t v = 0; v < sizeof vectors / sizeof *vectors; v++) {
        uint64_t state = vectors[v].seed, keys[4];
        for (int i = 0; i < 4; i++)
            CHECK_U64(zb_splitmix64_next(&state), vectors[v].first[i]);
        zb_keys_fill(keys, 4, vectors[v].seed);
        for (int i = 0; i < 4; i++)
            CHECK_U64(keys[i], vectors[v].first[i]);
    }
}

void test_sets(void)
{
    uint64_t keys[16];
    zb_keys_fill(keys, 16, 7);
    uint32_t set[] = {3, 9, 14}, reordered[] = {14, 3, 9}, twice[] = {3, 9, 14, 9};
    uint64_t h = zb_hash_features(keys, set, 3);
    CHECK_U64(h, keys[3] ^ keys[9] ^ keys[14]);
    CHECK_U64(zb_hash_features(keys, reordered, 3), h);
    CHECK_U64(zb_hash_features(keys, twice, 4), keys[3] ^ keys[14]); /* listed twice: cancels */
    CHECK_U64(zb_hash_features(keys, set, 0), 0);
    CHECK_U64(zb_toggle(zb_toggle(h, keys, 5), keys, 5), h);
    CHECK_U64(zb_toggle(h, keys, 9), keys[3] ^ keys[14]);

    /* Additive: the sum of the high 48 bits, modulo 2^48, in any order. */
    uint64_t sum = ((keys[3] >> 16) + (keys[9] >> 16) + (keys[14] >> 16)) % (UINT64_C(1) << 48);
    CHECK_U64(zb_hash_features_add48(keys, set, 3), sum);
    CHECK_U64(zb_hash_features_add48(keys, reordered, 3), sum);
    CHECK_U64(zb_add48_remove(zb_add48_insert(sum, keys, 5), keys, 5), sum);
    CHECK_U64(zb_add48_remove(sum, keys, 9), ((keys[3] >> 16) + (keys[14] >> 16)) % (UINT64_C(1) << 48));
    uint64_t all_ones[2] = {UINT64_MAX, UINT64_MAX};
    uint32_t both[] = {0, 1};
    CHECK_U64(zb_hash_features_add48(all_ones, both, 2), ZB_ADD48_MASK - 1); /* wraps: 2 * (2^48 - 1) mod 2^48 */
}

void test_pairs(void)
{
    uint64_t v[] = {5, 1, 5, 7, 5, 1, 9, 1ULL << 40, 1ULL << 40}, scratch[9];
    /* three 5s: 3 pairs; two 1s: 1; two 2^40: 1 */
    CHECK_INT(zb_count_equal_pairs(v, scratch, 9), 5);
    uint64_t distinct[] = {3, 2, 1}, s3[3];
    CHECK_INT(zb_count_equal_pairs(distinct, s3, 3), 0);
    CHECK_INT(zb_count_equal_pairs(distinct, s3, 0), 0);
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Arrays large enough for the sort's top-digit pass, at widths whose high
 * digits are constant (20, 40 bits) or not (64): the pairs and the sorted
 * order against qsort. */
void test_pairs_large(void)
{
    enum { N = 300000 };
    static uint64_t v[N], scratch[N], expected[N];
    static const unsigned widths[] = {20, 40, 64};
    uint64_t state = 99;
    for (size_t w = 0; w < sizeof widths / sizeof *widths; w++) {
        uint64_t mask = widths[w] == 64 ? UINT64_MAX : (UINT64_C(1) << widths[w]) - 1;
        for (size_t i = 0; i < N; i++)
            v[i] = zb_splitmix64_next(&state) & mask;
        for (size_t i = 0; i < N; i += 1000) /* planted equal values, at any width */
            v[i + 1] = v[i];
        memcpy(expected, v, sizeof v);
        qsort(expected, N, sizeof *expected, compare_u64);
        uint64_t pairs = 0;
        for (size_t i = 0, run = 1; i < N; i++, run++)
            if (i + 1 == N || expected[i + 1] != expected[i])
                pairs += run * (run - 1) / 2, run = 0;
        CHECK_U64(zb_count_equal_pairs(v, scratch, N), pairs);
        CHECK(!memcmp(v, expected, sizeof v));
    }
}
