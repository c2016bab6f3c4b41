/* BCH keys: the guarantee proved exhaustively on small codes over GF(2^5),
 * and checked at full size (781 keys of GF(2^10)) on random subsets and on
 * every subset of at most 4 keys. */
#include <stdlib.h>

#include "keys_sources_test.h"

int test_rank(const uint64_t *keys, size_t n)
{
    uint64_t rows[64];
    int rank = 0;
    for (size_t i = 0; i < n && i < 64; i++)
        rows[i] = keys[i];
    for (int bit = 63; bit >= 0; bit--) {
        uint64_t mask = UINT64_C(1) << bit;
        size_t pivot = (size_t)rank;
        while (pivot < n && !(rows[pivot] & mask))
            pivot++;
        if (pivot == n)
            continue;
        uint64_t p = rows[pivot];
        rows[pivot] = rows[rank];
        rows[rank] = p;
        for (size_t i = 0; i < n; i++)
            if (i != (size_t)rank && (rows[i] & mask))
                rows[i] ^= p;
        rank++;
    }
    return rank;
}

/* Subsets of size exactly `size` among columns[from..n) whose XOR with acc is 0. */
static long dependent_subsets(const uint64_t *columns, size_t n, size_t from, unsigned size, uint64_t acc)
{
    if (size == 0)
        return acc == 0;
    long found = 0;
    for (size_t i = from; i + size <= n; i++)
        found += dependent_subsets(columns, n, i + 1, size - 1, acc ^ columns[i]);
    return found;
}

void test_bch_small(void)
{
    uint64_t columns[31];
    /* The double-error-correcting BCH(31, 21) code: every 4 columns are
     * independent, and 5 can be dependent (its minimum distance is 5). */
    CHECK_INT(zb_bch_columns(columns, 31, 5, 2, 0), 5);
    for (size_t i = 0; i < 31; i++)
        CHECK(columns[i] < (1u << 10));
    for (unsigned s = 1; s <= 4; s++)
        CHECK_INT(dependent_subsets(columns, 31, 0, s, 0), 0);
    CHECK(dependent_subsets(columns, 31, 0, 5, 0) > 0);
    /* With the parity row: every 5 independent, and 6 can be dependent. */
    CHECK_INT(zb_bch_columns(columns, 31, 5, 2, 1), 6);
    for (unsigned s = 1; s <= 5; s++)
        CHECK_INT(dependent_subsets(columns, 31, 0, s, 0), 0);
    CHECK(dependent_subsets(columns, 31, 0, 6, 0) > 0);
    /* t = 3, BCH(31, 16): every 6 independent. */
    CHECK_INT(zb_bch_columns(columns, 31, 5, 3, 0), 7);
    for (unsigned s = 1; s <= 6; s++)
        CHECK_INT(dependent_subsets(columns, 31, 0, s, 0), 0);

    /* Bad arguments. */
    CHECK_INT(zb_bch_columns(columns, 31, 2, 1, 0), -1);
    CHECK_INT(zb_bch_columns(columns, 31, 13, 1, 0), -1);
    CHECK_INT(zb_bch_columns(columns, 31, 12, 6, 0), -1); /* 72 bits */
    CHECK_INT(zb_bch_columns(columns, 32, 5, 2, 0), -1);  /* only 31 columns */
    CHECK_INT(zb_bch_columns(NULL, 0, 10, 6, 1), 13 + 1);
}

/* Dependent subsets of 2, 3 and 4 keys among keys[0..n) cut to `bits`
 * bits, exhaustively: the pairs are distinct and nonzero; no XOR of two is a
 * third (sorted keys, binary search); a 4-subset shows up as 3 coinciding
 * XORs of two disjoint pairs. Returns the number of 4-subsets, -1 if a
 * smaller dependency exists (or out of memory). */
static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static long small_dependencies(const uint64_t *keys, size_t n, unsigned bits)
{
    uint64_t mask = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    size_t pairs = n * (n - 1) / 2;
    uint64_t *sorted = malloc(n * sizeof *sorted), *xors = malloc(pairs * sizeof *xors),
             *scratch = malloc(pairs * sizeof *scratch);
    long result = -1;
    if (!sorted || !xors || !scratch)
        goto done;
    for (size_t i = 0; i < n; i++) {
        sorted[i] = keys[i] & mask;
        if (!sorted[i])
            goto done;
    }
    qsort(sorted, n, sizeof *sorted, compare_u64);
    for (size_t i = 1; i < n; i++)
        if (sorted[i] == sorted[i - 1])
            goto done;
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            uint64_t x = sorted[i] ^ sorted[j];
            if (bsearch(&x, sorted, n, sizeof *sorted, compare_u64))
                goto done;
            xors[k++] = x;
        }
    /* No 2- or 3-dependency, so equal pair XORs come from disjoint pairs. */
    uint64_t coinciding = zb_count_equal_pairs(xors, scratch, pairs);
    result = (long)(coinciding / 3);
done:
    free(sorted);
    free(xors);
    free(scratch);
    return result;
}

static uint64_t random_below(uint64_t *state, uint64_t n)
{
    return zb_splitmix64_next(state) % n;
}

/* Every one of `trials` random subsets of `size` distinct keys has full rank. */
static int random_subsets_independent(const uint64_t *keys, size_t n, unsigned size, unsigned trials, uint64_t seed)
{
    for (unsigned t = 0; t < trials; t++) {
        uint64_t subset[64];
        size_t chosen[64];
        for (unsigned i = 0; i < size; i++) {
            size_t pick;
            int again;
            do {
                pick = (size_t)random_below(&seed, n);
                again = 0;
                for (unsigned j = 0; j < i; j++)
                    again |= chosen[j] == pick;
            } while (again);
            chosen[i] = pick;
            subset[i] = keys[pick];
        }
        if (test_rank(subset, size) != (int)size)
            return 0;
    }
    return 1;
}

void test_bch_full(void)
{
    enum { N = 781 };
    static uint64_t keys[1023];
    unsigned d = 0;

    /* 64 bits: t = 6 syndromes, parity, 3 random bits: every 13 independent. */
    CHECK_INT(zb_keys_fill_bch(keys, N, 64, 1, &d), 0);
    CHECK_INT(d, 14);
    CHECK(random_subsets_independent(keys, N, 13, 3000, 11));
    CHECK_INT(small_dependencies(keys, N, 64), 0);
    /* The parity bit (bit 60) is set in every key; a different seed changes
     * only the 3 random bits above it. */
    uint64_t other[N];
    CHECK_INT(zb_keys_fill_bch(other, N, 64, 2, NULL), 0);
    for (size_t i = 0; i < N; i++) {
        CHECK(keys[i] >> 60 & 1);
        CHECK_U64(keys[i] & ((UINT64_C(1) << 61) - 1), other[i] & ((UINT64_C(1) << 61) - 1));
    }
    /* The full code: all 1023 columns, still no dependency of 4. */
    CHECK_INT(zb_keys_fill_bch(keys, 1023, 64, 1, &d), 0);
    CHECK_INT(small_dependencies(keys, 1023, 64), 0);

    /* 32 bits: t = 3, parity, 1 random bit: every 7 independent, the keys
     * in the low 32 bits. Random 32-bit keys would have about
     * C(781, 4) 2^-32 = 3.6 dependent 4-subsets. */
    CHECK_INT(zb_keys_fill_bch(keys, N, 32, 1, &d), 0);
    CHECK_INT(d, 8);
    int high_bits = 0;
    for (size_t i = 0; i < N; i++)
        high_bits |= keys[i] >> 32 != 0;
    CHECK(!high_bits);
    CHECK(random_subsets_independent(keys, N, 7, 3000, 12));
    CHECK_INT(small_dependencies(keys, N, 32), 0);
    /* ... and the search does find them in random keys: SplitMix64's from
     * seed 1, cut to 32 bits, have 4 (zobrist audit --seed 1 --bits 32
     * lists the same 4). */
    zb_keys_fill(keys, N, 1);
    CHECK_INT(small_dependencies(keys, N, 32), 4);

    /* Filling random bits above a 32-bit construction keeps its low bits. */
    CHECK_INT(zb_keys_fill_bch(keys, N, 32, 1, NULL), 0);
    CHECK_INT(zb_keys_fill_bch(other, N, 32, 1, NULL), 0);
    zb_keys_fill_random_above(other, N, 32, 5);
    int kept = 1, filled = 0;
    for (size_t i = 0; i < N; i++) {
        kept &= (uint32_t)other[i] == (uint32_t)keys[i];
        filled += other[i] >> 32 != 0;
    }
    CHECK(kept);
    CHECK(filled > N - 2);

    /* Without the parity bit: every 2t independent, and the bit random. */
    CHECK_INT(zb_keys_fill_bch_no_parity(keys, N, 64, 1, &d), 0);
    CHECK_INT(d, 13);
    CHECK(random_subsets_independent(keys, N, 12, 1000, 13));
    CHECK_INT(zb_keys_fill_bch_no_parity(keys, N, 32, 1, &d), 0);
    CHECK_INT(d, 7);
    CHECK(random_subsets_independent(keys, N, 6, 1000, 14));
    CHECK_INT(small_dependencies(keys, N, 32), 0);
    int ones = 0;
    for (size_t i = 0; i < N; i++)
        ones += keys[i] >> 30 & 1;
    CHECK(ones > N / 4 && ones < 3 * N / 4);
    CHECK_INT(zb_keys_fill_bch_no_parity(keys, N, 9, 1, &d), -1);

    /* Other widths, and bad arguments. */
    CHECK_INT(zb_keys_fill_bch(keys, N, 60, 1, &d), 0);
    CHECK_INT(d, 13); /* t = 6, no bit left for parity */
    CHECK_INT(zb_keys_fill_bch(keys, N, 5, 1, &d), 0);
    CHECK_INT(d, 2); /* parity alone: no key is zero */
    CHECK_INT(zb_keys_fill_bch(keys, N, 0, 1, &d), -1);
    CHECK_INT(zb_keys_fill_bch(keys, N, 65, 1, &d), -1);
    CHECK_INT(zb_keys_fill_bch(keys, 1024, 64, 1, &d), -1);
}
