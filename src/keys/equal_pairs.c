/* Counting equal pairs among hash values: how collisions are counted among
 * positions already known to be distinct. */
#include <string.h>

#include "zobrist_keys.h"

/* LSD radix sort, 16 bits a pass: linear in count, which matters for the
 * census's millions of hashes. */
static void radix_sort(uint64_t *v, uint64_t *tmp, size_t n)
{
    static size_t counts[1 << 16];
    for (int shift = 0; shift < 64; shift += 16) {
        memset(counts, 0, sizeof counts);
        for (size_t i = 0; i < n; i++)
            counts[(v[i] >> shift) & 0xFFFF]++;
        size_t total = 0;
        for (size_t d = 0; d < (1 << 16); d++) {
            size_t k = counts[d];
            counts[d] = total;
            total += k;
        }
        for (size_t i = 0; i < n; i++)
            tmp[counts[(v[i] >> shift) & 0xFFFF]++] = v[i];
        memcpy(v, tmp, n * sizeof *v);
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
