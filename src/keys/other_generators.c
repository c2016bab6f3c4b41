/* Generators other programs fill their key tables with, so that their
 * layouts can be reproduced exactly (see chess/foreign_layouts.c). */
#include "zobrist_keys.h"

static inline uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t zb_xorshift64star_next(uint64_t *state)
{
    uint64_t s = *state;
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    *state = s;
    return s * UINT64_C(2685821657736338717);
}

uint64_t zb_xoroshiro128ss_next(uint64_t state[2])
{
    uint64_t s0 = state[0], s1 = state[1];
    uint64_t result = rotl64(s0 * 5, 7) * 9;
    s1 ^= s0;
    state[0] = rotl64(s0, 24) ^ s1 ^ (s1 << 16);
    state[1] = rotl64(s1, 37);
    return result;
}
