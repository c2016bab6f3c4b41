/* Counting equal pairs among hash values: how collisions are counted among
 * positions already known to be distinct. */
#include <string.h>

#include "zobrist_keys.h"

/* LSD radix sort, 11 bits a pass (6 passes), counts on the stack so that
 * several threads can count at once: linear in count, which matters for the
 * census's millions of hashes. */
enum { RADIX_BITS = 11, RADIX = 1 << RADIX_BITS };

static void radix_sort(uint64_t *v, uint64_t *tmp, size_t n)
{
    size_t counts[RADIX];
    for (int shift = 0; shift < 64; shift += RADIX_BITS) {
        memset(counts, 0, sizeof counts);
        for (size_t i = 0; i < n; i++)
            counts[(v[i] >> shift) & (RADIX - 1)]++;
        size_t total = 0;
        for (size_t d = 0; d < RADIX; d++) {
            size_t k = counts[d];
            counts[d] = total;
            total += k;
        }
        for (size_t i = 0; i < n; i++)
            tmp[counts[(v[i] >> shift) & (RADIX - 1)]++] = v[i];
        uint64_t *swap = v;
        v = tmp;
        tmp = swap;
    }
    /* Six passes: the sorted values are back in the caller's array. */
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
