#ifndef ZB_TT_TEST_H
#define ZB_TT_TEST_H

#include "test.h"
#include "zobrist_tt.h"

/* A key laid out for a table with n index bits and m check bits: the bucket
 * in bits 0..n-1, the check bits in n..n+m-1, the rest above. */
static inline uint64_t tt_key(unsigned n, unsigned m, uint64_t bucket, uint64_t check, uint64_t rest)
{
    uint64_t key = bucket | (check << n);
    return n + m < 64 ? key | (rest << (n + m)) : key;
}

/* A table made from a configuration that must be valid. */
zb_tt *tt_make(unsigned n, unsigned m, zb_tt_policy policy, unsigned k, uint32_t id_count);
/* An entry of the given depth and score (bound exact, move = score). */
zb_tt_entry tt_entry(int depth, int score);
/* The score found for key, or -99999 when the probe finds nothing. */
int tt_score(zb_tt *tt, uint64_t key);

void test_policies(void);
void test_check_bits(void);
void test_instrumented(void);
void test_errors(void);

#endif
