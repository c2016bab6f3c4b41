#ifndef ZB_KEYS_TEST_H
#define ZB_KEYS_TEST_H

#include "test.h"
#include "zobrist_keys.h"

void test_prng(void);
void test_sets(void);
void test_words(void);
void test_pairs(void);
void test_pairs_large(void);

#endif
