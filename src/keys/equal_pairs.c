/* Counting equal pairs among hash values: how collisions are counted among
 * positions already known to be distinct. */
#include <string.h>

#include "zobrist_keys.h"

/* Radix sort, 11 bits a digit, counts on the stack so that several threads
 * can count at once: linear in count, which matters for the census's
 * millions of hashes. Large arrays get one pass on their top digit first
 * (MSD), so that the other passes run bucket by bucket inside the cache
 * instead of scattering across the whole array each time. A digit that is
 * the same in every value (the high digits of 32- and 48-bit hashes) gets
 * no pass. */
enum { RADIX_BITS = 11, RADIX = 1 << RADIX_BITS, MSD_FROM = 1 << 16 };

/* The bits that differ between values of v[0..n). */
static uint64_t varying_bits(const uint64_t *v, size_t n)
{
    uint64_t any = 0, all = UINT64_MAX;
    for (size_t i = 0; i < n; i++)
        any |= v[i], all &= v[i];
    return any ^ all;
}

/* Digit counts turned into each digit's first place. */
static void places(size_t counts[RADIX])
{
    size_t total = 0;
    for (size_t d = 0; d < RADIX; d++) {
        size_t k = counts[d];
        counts[d] = total;
        total += k;
    }
}

/* LSD radix sort of v[0..n) on the digits below bit end, through tmp; the
 * sorted values end in v. */
static void lsd_sort(uint64_t *v, uint64_t *tmp, size_t n, int end)
{
    uint64_t varying = varying_bits(v, n);
    uint64_t *const caller = v;
    size_t counts[RADIX];
    for (int shift = 0; shift < end; shift += RADIX_BITS) {
        if (!((varying >> shift) & (RADIX - 1)))
            continue;
        memset(counts, 0, sizeof counts);
        for (size_t i = 0; i < n; i++)
            counts[(v[i] >> shift) & (RADIX - 1)]++;
        places(counts);
        for (size_t i = 0; i < n; i++)
            tmp[counts[(v[i] >> shift) & (RADIX - 1)]++] = v[i];
        uint64_t *swap = v;
        v = tmp;
        tmp = swap;
    }
    if (v != caller) /* an odd number of passes */
        memcpy(caller, v, n * sizeof *v);
}

static void radix_sort(uint64_t *v, uint64_t *tmp, size_t n)
{
    uint64_t varying = varying_bits(v, n);
    int top = 0; /* one past the highest varying bit */
    while (top < 64 && varying >> top)
        top++;
    if (n < MSD_FROM || top <= RADIX_BITS) {
        lsd_sort(v, tmp, n, top);
        return;
    }
    int shift = top - RADIX_BITS;
    size_t counts[RADIX], starts[RADIX];
    memset(counts, 0, sizeof counts);
    for (size_t i = 0; i < n; i++)
        counts[(v[i] >> shift) & (RADIX - 1)]++;
    places(counts);
    memcpy(starts, counts, sizeof starts);
    for (size_t i = 0; i < n; i++)
        tmp[counts[(v[i] >> shift) & (RADIX - 1)]++] = v[i];
    /* counts[d] is now where bucket d ends. Each bucket is sorted on the
     * lower bits in tmp, then copied back while it is still in the cache. */
    for (size_t d = 0; d < RADIX; d++) {
        size_t first = starts[d], count = counts[d] - first;
        lsd_sort(tmp + first, v + first, count, shift);
        memcpy(v + first, tmp + first, count * sizeof *v);
    }
}

uint64_t zb_count_equal_pairs(uint64_t *hashes, uint64_t *scratch, size_t count)
{
    radix_sort(hashes, scratch, count);
    uint64_t pairs = 0;
    for (size_t i = 0, run = 1; i < count; i++, run++) {
        if (i + 1 == count || hashes[i + 1] != hashes[i]) {
            pairs += (uint64_t)run * (run - 1) / 2;
            run = 0;
        }
    }
    return pairs;
}
