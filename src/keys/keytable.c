/* Key tables: seeded keys, and the hash of a set of features (XOR or sum). */
#include "zobrist_keys.h"

uint64_t zb_splitmix64_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void zb_keys_fill(uint64_t *keys, size_t count, uint64_t seed)
{
    uint64_t state = seed;
    for (size_t i = 0; i < count; i++)
        keys[i] = zb_splitmix64_next(&state);
}

uint64_t zb_hash_features(const uint64_t *keys, const uint32_t *features, size_t count)
{
    uint64_t hash = 0;
    for (size_t i = 0; i < count; i++)
        hash ^= keys[features[i]];
    return hash;
}

uint64_t zb_hash_features_add48(const uint64_t *keys, const uint32_t *features, size_t count)
{
    uint64_t hash = 0;
    for (size_t i = 0; i < count; i++)
        hash = zb_add48_insert(hash, keys, features[i]);
    return hash;
}
