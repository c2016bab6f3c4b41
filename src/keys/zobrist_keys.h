/*
 * zobrist_keys.h - the game-independent layer: Zobrist's general method.
 *
 * A key space has N features (in Zobrist's report, a "type of man" on a
 * location: a letter at a position of a word, a stone on a point, a piece on
 * a square); each feature has a random 64-bit key. The hash of a set of
 * features is the XOR of their keys, so adding or removing one feature is
 * one XOR, and the hash does not depend on the order the features came in.
 * The additive variant sums the high 48 bits of the keys modulo 2^48 instead.
 *
 * This layer knows no game: games (chess/, uttt/, go/) build on it.
 */
#ifndef ZOBRIST_KEYS_H
#define ZOBRIST_KEYS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* SplitMix64 (Steele, Lea & Flood 2014): state += 0x9E3779B97F4A7C15, then a
 * fixed xor-shift-multiply finaliser. Only fixed-width unsigned arithmetic, so
 * every platform (C, WASM, JS BigInt) produces the same sequence. */
uint64_t zb_splitmix64_next(uint64_t *state);

/* Fills keys[0..count) with successive SplitMix64 outputs starting from seed. */
void zb_keys_fill(uint64_t *keys, size_t count, uint64_t seed);

/* Other programs' generators, to reproduce their key tables: xorshift64*
 * (Vigna 2016; Stockfish's PRNG) and xoroshiro128** (Blackman & Vigna 2018;
 * chess.js's, state[0] the low word s0, state[1] the high word s1). */
uint64_t zb_xorshift64star_next(uint64_t *state);
uint64_t zb_xoroshiro128ss_next(uint64_t state[2]);

/* Hash of a set of features: XOR of keys[feature] for each listed feature.
 * Listing a feature twice cancels it (the set's symmetric difference). */
uint64_t zb_hash_features(const uint64_t *keys, const uint32_t *features, size_t count);

/* Adds a feature if absent, removes it if present: one XOR. */
static inline uint64_t zb_toggle(uint64_t hash, const uint64_t *keys, uint32_t feature)
{
    return hash ^ keys[feature];
}

/* The additive variant: each feature's 48-bit key is the high 48 bits of its
 * 64-bit key (key >> 16), and the hash is their sum modulo 2^48. Adding and
 * removing are different operations (an add, a subtract). */
#define ZB_ADD48_MASK ((UINT64_C(1) << 48) - 1)
uint64_t zb_hash_features_add48(const uint64_t *keys, const uint32_t *features, size_t count);
static inline uint64_t zb_add48_insert(uint64_t hash, const uint64_t *keys, uint32_t feature)
{
    return (hash + (keys[feature] >> 16)) & ZB_ADD48_MASK;
}
static inline uint64_t zb_add48_remove(uint64_t hash, const uint64_t *keys, uint32_t feature)
{
    return (hash - (keys[feature] >> 16)) & ZB_ADD48_MASK;
}

/* Pairs of equal values among hashes[0..count): the sum over runs of equal
 * values of r(r-1)/2. Sorts hashes in place (a radix sort through scratch,
 * which has room for count values). Used to count hash collisions among
 * positions known to be distinct. */
uint64_t zb_count_equal_pairs(uint64_t *hashes, uint64_t *scratch, size_t count);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_KEYS_H */
