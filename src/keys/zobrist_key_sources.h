/*
 * zobrist_key_sources.h - key tables to compare with SplitMix64's: keys
 * guaranteed independent (BCH) and generators known to be weak.
 *
 * Two sets of features collide exactly when the keys of their symmetric
 * difference XOR to zero, so a key table is as good as its smallest linearly
 * dependent subset over GF(2) (zobrist_audit.h measures it). Random 64-bit
 * keys make small dependencies unlikely; the BCH construction rules them out;
 * the weak generators show what the tables many programs used look like.
 *
 * Knows no game: a table is `count` 64-bit keys.
 */
#ifndef ZOBRIST_KEY_SOURCES_H
#define ZOBRIST_KEY_SOURCES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------ keys independent by design */

/* The parity-check columns of a primitive narrow-sense binary BCH code of
 * length 2^m - 1 (Warnock & Wendroff, "Search tables in computer chess",
 * ICCA Journal 11(1), 1988, built Zobrist keys this way). With alpha a root
 * of a fixed primitive polynomial of degree m (3 <= m <= 12), column i
 * (i = 0 .. count-1, count <= 2^m - 1) is
 *     alpha^i, alpha^(3i), ..., alpha^((2t-1)i)     m bits each,
 * syndrome j (alpha^((2j+1)i)) in bits j*m .. j*m + m-1, and, if parity, a
 * 1 in bit t*m (an overall parity row: the extended code). The code's roots
 * include alpha^1 .. alpha^(2t) (alpha^(2k) is a conjugate of alpha^k), so
 * by the BCH bound every 2t columns are independent; with the parity row every
 * dependency has even size, so every 2t + 1 are. The bits above t*m + parity
 * are zero. Returns the guaranteed smallest dependency size, 2t + 1 or
 * 2t + 2 (every dependent subset has at least that many columns), or -1 for
 * bad arguments (m outside 3..12, t*m + parity > 64, count > 2^m - 1). */
int zb_bch_columns(uint64_t *columns, size_t count, unsigned m, unsigned t, int parity);

/* A key table of BCH columns in GF(2^10) (length 1023), in the low `bits`
 * bits (1..64; the bits above are zero): t = bits / 10 syndromes, the parity
 * bit if a bit is left, and SplitMix64 bits from seed in the rest (more rows
 * never create a dependency). Key i is column i, i = 0 .. count-1 (the first
 * count columns; count <= 1023). *min_dependency (if not NULL) gets the
 * guaranteed smallest dependency size: 14 at 64 bits (t = 6, parity, 3
 * random bits), 8 at 32 bits (t = 3, parity, 1 random bit). 0, or -1 for
 * bad arguments. Parts of the 64-bit table keep a guarantee of their own:
 * its low 32 bits (alpha^i, alpha^3i, alpha^5i and 2 bits of alpha^7i) at
 * least 7; its high 48 bits (alpha^5i .. alpha^11i, 4 bits of alpha^3i and
 * the parity bit: roots alpha^5, alpha^7, alpha^9, alpha^11 step 2) at least 6. */
int zb_keys_fill_bch(uint64_t *keys, size_t count, unsigned bits, uint64_t seed, unsigned *min_dependency);
/* The same without the parity bit: random bits in its place, and a
 * guarantee of 2t + 1 (13 at 64 bits, 7 at 32; -1 below 10 bits). Why: two
 * positions with the same number of features differ by an even number of
 * them, and most pairs of positions a search meets have the same parity of
 * piece count, so for them the parity bit never differs: it rules out only
 * odd dependencies and leaves such keys one bit short. Measured by the
 * census from the start (65 % of the pairs at ply 6 have equal parity, so
 * 32-bit keys with a parity bit should give 1.3 times the random count):
 * 13516 colliding 32-bit pairs at ply 6 with the parity bit (bch32), 10190
 * without (bch32np), 10326 expected of random keys. */
int zb_keys_fill_bch_no_parity(uint64_t *keys, size_t count, unsigned bits, uint64_t seed, unsigned *min_dependency);

/* Sets bits `bits`..63 of each key to SplitMix64 bits from seed, keeping the
 * low `bits` bits: a 32-bit construction in the low half of 64-bit keys. */
void zb_keys_fill_random_above(uint64_t *keys, size_t count, unsigned bits, uint64_t seed);

/* -------------------------------------------------------- weak generators */

/* The sample rand() of the C standard (ANSI C 1989, 7.10.2.2; K&R 2nd ed.):
 * next = next * 1103515245 + 12345 (mod 2^32), returns (next >> 16) & 0x7FFF,
 * 15 bits; srand(seed) sets next = seed. */
unsigned zb_crand_next(uint32_t *state);
/* Keys assembled from it as VICE (Bluefever's "programming a chess engine
 * in C", defs.h RAND_64) and many engines after it did:
 *     r0 | r1 << 15 | r2 << 30 | r3 << 45 | (r4 & 0xF) << 60
 * with r0..r4 five successive rand() calls, srand(seed) first. */
void zb_keys_fill_crand(uint64_t *keys, size_t count, uint32_t seed);

/* java.util.Random: a 48-bit LCG, multiplier 0x5DEECE66D, addend 0xB;
 * new Random(seed) keeps (seed ^ 0x5DEECE66D) mod 2^48, next(b) steps and
 * returns the state's high b bits; nextLong() = ((long)next(32) << 32) +
 * next(32), the second int sign-extended (so the sum can borrow). */
uint64_t zb_java_random_new(uint64_t seed); /* the scrambled state */
uint32_t zb_java_next32(uint64_t *state);
uint64_t zb_java_next_long(uint64_t *state); /* two's complement of the Java long */
/* Successive nextLong() of one new Random(seed), as Mediocre fills its
 * Zobrist table. */
void zb_keys_fill_java(uint64_t *keys, size_t count, uint64_t seed);
/* Badly seeded: key i is the first nextLong() of new Random(seed + i), a
 * generator seeded afresh for each key from small consecutive seeds. The
 * 48-bit states then differ by small multiples of a constant, so the keys
 * lie on a few lines modulo 2^48. */
void zb_keys_fill_java_reseeded(uint64_t *keys, size_t count, uint64_t seed);

/* Knuth's MMIX LCG used raw: state = state * 6364136223846793005 +
 * 1442695040888963407 (mod 2^64), key = the new state. Full period 2^64, but
 * bit k of the outputs has period 2^(k+1): bit 0 alternates. */
uint64_t zb_mmix_lcg_next(uint64_t *state);
void zb_keys_fill_mmix_lcg(uint64_t *keys, size_t count, uint64_t seed);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_KEY_SOURCES_H */
