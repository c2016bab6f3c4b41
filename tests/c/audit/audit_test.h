#ifndef ZB_AUDIT_TEST_H
#define ZB_AUDIT_TEST_H

#include "test.h"
#include "zobrist_audit.h"
#include "zobrist_keys.h"

void test_rank(void);
void test_brute_force(void);
void test_planted(void);
void test_limit(void);
void test_progress(void);
void test_bad_arguments(void);

/* Every subset of at most k of keys[0..n) cut to bits (low or high) whose
 * XOR is zero, by plain enumeration: counts[s] for s = 1..k, and the sets
 * (k indices each, ascending, padded with UINT32_MAX) in lexicographic
 * order by size into a malloc'ed *sets of *count. */
void brute_force_dependencies(const uint64_t *keys, size_t n, unsigned bits, int high, unsigned k,
                              uint64_t counts[9], uint32_t **sets, size_t *count);

/* Checks the audit's counts and list against brute force. */
void check_against_brute_force(const uint64_t *keys, size_t n, unsigned bits, int high, unsigned k);

#endif
