/* Generators whose key tables are known to be weak, reproduced exactly so
 * that their collisions can be measured (zobrist_key_sources.h says where
 * each comes from). */
#include "zobrist_key_sources.h"

/* ---- the C standard's sample rand(): 15 bits of a 32-bit LCG */

unsigned zb_crand_next(uint32_t *state)
{
    *state = *state * UINT32_C(1103515245) + UINT32_C(12345);
    return (*state >> 16) & 0x7FFF;
}

void zb_keys_fill_crand(uint64_t *keys, size_t count, uint32_t seed)
{
    uint32_t state = seed;
    for (size_t i = 0; i < count; i++) {
        uint64_t k = zb_crand_next(&state);
        k |= (uint64_t)zb_crand_next(&state) << 15;
        k |= (uint64_t)zb_crand_next(&state) << 30;
        k |= (uint64_t)zb_crand_next(&state) << 45;
        k |= (uint64_t)(zb_crand_next(&state) & 0xF) << 60;
        keys[i] = k;
    }
}

/* ---- java.util.Random: a 48-bit LCG */

#define JAVA_MULTIPLIER UINT64_C(0x5DEECE66D)
#define JAVA_MASK ((UINT64_C(1) << 48) - 1)

uint64_t zb_java_random_new(uint64_t seed)
{
    return (seed ^ JAVA_MULTIPLIER) & JAVA_MASK;
}

uint32_t zb_java_next32(uint64_t *state)
{
    *state = (*state * JAVA_MULTIPLIER + 0xB) & JAVA_MASK;
    return (uint32_t)(*state >> 16);
}

uint64_t zb_java_next_long(uint64_t *state)
{
    uint64_t high = (uint64_t)zb_java_next32(state) << 32;
    uint32_t low = zb_java_next32(state);
    /* Java adds the second int sign-extended: a negative one borrows. */
    uint64_t low_extended = (low & UINT32_C(0x80000000)) ? (UINT64_C(0xFFFFFFFF00000000) | low) : low;
    return high + low_extended;
}

void zb_keys_fill_java(uint64_t *keys, size_t count, uint64_t seed)
{
    uint64_t state = zb_java_random_new(seed);
    for (size_t i = 0; i < count; i++)
        keys[i] = zb_java_next_long(&state);
}

void zb_keys_fill_java_reseeded(uint64_t *keys, size_t count, uint64_t seed)
{
    for (size_t i = 0; i < count; i++) {
        uint64_t state = zb_java_random_new(seed + i);
        keys[i] = zb_java_next_long(&state);
    }
}

/* ---- Knuth's MMIX LCG, its low bits used as they are */

uint64_t zb_mmix_lcg_next(uint64_t *state)
{
    *state = *state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
    return *state;
}

void zb_keys_fill_mmix_lcg(uint64_t *keys, size_t count, uint64_t seed)
{
    uint64_t state = seed;
    for (size_t i = 0; i < count; i++)
        keys[i] = zb_mmix_lcg_next(&state);
}
