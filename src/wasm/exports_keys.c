/* The key layer's exports: key tables and the hash of a set of features,
 * for any game or object (wasm/keys/). Tables and feature lists live in
 * memory the glue allocates with zbw_alloc. */
#include "zobrist_keys.h"

/* SplitMix64 keys from seed into out[0..count). */
void zbw_keys_fill(uint64_t seed, uint64_t *out, size_t count) { zb_keys_fill(out, count, seed); }

/* XOR of keys[features[i]]; the glue has checked every index against the
 * table's size. */
uint64_t zbw_hash_features(const uint64_t *keys, const uint32_t *features, size_t count)
{
    return zb_hash_features(keys, features, count);
}

/* The same with the additive 48-bit hash (a double holds it exactly). */
double zbw_hash_features_add48(const uint64_t *keys, const uint32_t *features, size_t count)
{
    return (double)zb_hash_features_add48(keys, features, count);
}
