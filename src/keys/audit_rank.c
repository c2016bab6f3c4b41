/* The audit's linear algebra over GF(2): keys cut to b bits, their rank,
 * and the pivots that give each vector of their span its coordinates. */
#include "audit_internal.h"

void audit_cut(const uint64_t *keys, size_t n, unsigned bits, int high, uint64_t *out)
{
    uint64_t mask = bits >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << bits) - 1;
    for (size_t i = 0; i < n; i++)
        out[i] = bits >= 64 ? keys[i] : high ? keys[i] >> (64 - bits) : keys[i] & mask;
}

/* Gaussian elimination, one basis vector a leading bit: v is reduced by the
 * basis vectors of its leading bits until it is zero (dependent: -1) or
 * has a new leading bit (a new basis vector: that bit). */
static int insert(uint64_t basis[64], uint64_t v)
{
    for (int bit = 63; bit >= 0 && v; bit--) {
        if (!(v >> bit & 1))
            continue;
        if (!basis[bit]) {
            basis[bit] = v;
            return bit;
        }
        v ^= basis[bit];
    }
    return -1;
}

int audit_rank_pivots(const uint64_t *values, size_t n, unsigned *pivots)
{
    uint64_t basis[64] = {0};
    int rank = 0;
    for (size_t i = 0; i < n && rank < 64; i++) {
        int bit = insert(basis, values[i]);
        if (bit >= 0)
            pivots[rank++] = (unsigned)bit;
    }
    return rank;
}

int zb_audit_rank(const uint64_t *keys, size_t n, unsigned bits, int high)
{
    if ((!keys && n) || n > ZB_AUDIT_MAX_KEYS || bits < 1 || bits > 64)
        return -1;
    uint64_t basis[64] = {0};
    int rank = 0;
    for (size_t i = 0; i < n && rank < 64; i++) {
        uint64_t v;
        audit_cut(keys + i, 1, bits, high, &v);
        rank += insert(basis, v) >= 0;
    }
    return rank;
}
