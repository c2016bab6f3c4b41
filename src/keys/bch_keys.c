/* Keys from a BCH code's parity-check matrix: no dependency of fewer than
 * 2t + 1 (2t + 2 with the parity row) keys can exist (zobrist_key_sources.h
 * says why). */
#include "zobrist_key_sources.h"
#include "zobrist_keys.h"

#define MAX_M 12
#define BCH_M 10 /* GF(2^10): length 1023, enough columns for 781 chess features */

/* A primitive polynomial of each degree 3..12, x^m included (Lin & Costello,
 * table 2.7); zb_bch_columns checks that alpha has order 2^m - 1 anyway. */
static const uint16_t primitive_polynomial[MAX_M + 1] = {
    0, 0, 0, 0xB, 0x13, 0x25, 0x43, 0x83, 0x11D, 0x211, 0x409, 0x805, 0x1053,
};

int zb_bch_columns(uint64_t *columns, size_t count, unsigned m, unsigned t, int parity)
{
    if (m < 3 || m > MAX_M || t * m + (parity ? 1 : 0) > 64 || (count > 0 && !columns))
        return -1;
    const unsigned n = (1u << m) - 1;
    if (count > n)
        return -1;
    /* alpha^e for e = 0 .. n-1; alpha must not return to 1 early */
    uint16_t power[(1u << MAX_M) - 1];
    unsigned x = 1;
    for (unsigned e = 0; e < n; e++) {
        if (e > 0 && x == 1)
            return -1;
        power[e] = (uint16_t)x;
        x <<= 1;
        if (x >> m)
            x ^= primitive_polynomial[m];
    }
    for (size_t i = 0; i < count; i++) {
        uint64_t column = parity ? UINT64_C(1) << (t * m) : 0;
        for (unsigned j = 0; j < t; j++)
            column |= (uint64_t)power[((2 * j + 1) * (uint64_t)i) % n] << (j * m);
        columns[i] = column;
    }
    return (int)(2 * t + 1 + (parity ? 1 : 0));
}

void zb_keys_fill_random_above(uint64_t *keys, size_t count, unsigned bits, uint64_t seed)
{
    if (bits >= 64)
        return;
    uint64_t low = (UINT64_C(1) << bits) - 1;
    for (size_t i = 0; i < count; i++)
        keys[i] = (keys[i] & low) | (zb_splitmix64_next(&seed) & ~low);
}

static int fill_bch(uint64_t *keys, size_t count, unsigned bits, int with_parity, uint64_t seed,
                    unsigned *min_dependency)
{
    if (bits < 1 || bits > 64)
        return -1;
    unsigned t = bits / BCH_M;
    int parity = with_parity && bits > t * BCH_M;
    if (t == 0 && !parity)
        return -1; /* nothing would be guaranteed */
    int d = zb_bch_columns(keys, count, BCH_M, t, parity);
    if (d < 0)
        return -1;
    unsigned used = t * BCH_M + (parity ? 1 : 0);
    zb_keys_fill_random_above(keys, count, used, seed);
    if (bits < 64)
        for (size_t i = 0; i < count; i++)
            keys[i] &= (UINT64_C(1) << bits) - 1;
    if (min_dependency)
        *min_dependency = (unsigned)d;
    return 0;
}

int zb_keys_fill_bch(uint64_t *keys, size_t count, unsigned bits, uint64_t seed, unsigned *min_dependency)
{
    return fill_bch(keys, count, bits, 1, seed, min_dependency);
}

int zb_keys_fill_bch_no_parity(uint64_t *keys, size_t count, unsigned bits, uint64_t seed, unsigned *min_dependency)
{
    return fill_bch(keys, count, bits, 0, seed, min_dependency);
}
