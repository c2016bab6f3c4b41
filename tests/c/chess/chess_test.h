/* Helpers for the chess suites, on the generic harness. */
#ifndef ZB_CHESS_TEST_H
#define ZB_CHESS_TEST_H

#include "test.h"
#include "zobrist.h"

#define CHECK_ERR(actual, expected) check_err((actual), (expected), #actual, __FILE__, __LINE__)

static inline int check_err(zb_error a, zb_error b, const char *what, const char *file, int line)
{
    test_checks++;
    if (a != b) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s gave %s, expected %s\n", file, line, what, zb_error_name(a), zb_error_name(b));
    }
    return a == b;
}

zb_position *position_from(const char *fen); /* NULL and a failure if invalid */
const char *fen_of(const zb_position *pos);   /* a static buffer */

void test_keys(void);
void test_fen(void);
void test_moves(void);
void test_san(void);
void test_perft(void);
void test_census(void);
void test_null_move(void);
void test_attacks(void);
void test_layouts(void);

#endif
