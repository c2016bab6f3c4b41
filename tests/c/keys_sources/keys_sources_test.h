#ifndef ZB_KEYS_SOURCES_TEST_H
#define ZB_KEYS_SOURCES_TEST_H

#include "test.h"
#include "zobrist_key_sources.h"
#include "zobrist_keys.h"

void test_bch_small(void);
void test_bch_full(void);
void test_weak_generators(void);

/* GF(2) rank of n keys (n <= 64), by elimination on a copy. */
int test_rank(const uint64_t *keys, size_t n);

#endif
