/* Helpers for the Go suites, on the generic harness. */
#ifndef ZB_GO_TEST_H
#define ZB_GO_TEST_H

#include "test.h"
#include "zobrist_go.h"

#define CHECK_GO_ERR(actual, expected) check_go_err((actual), (expected), #actual, __FILE__, __LINE__)

static inline int check_go_err(zb_go_error a, zb_go_error b, const char *what, const char *file, int line)
{
    test_checks++;
    if (a != b) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s gave %s, expected %s\n", file, line, what, zb_go_error_name(a),
                zb_go_error_name(b));
    }
    return a == b;
}

/* The sanitizer builds run the same suites; the deepest perfts are left to
 * the release build there, so the ASan+UBSan binary stays fast. */
#if defined(__SANITIZE_ADDRESS__)
#define GO_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GO_TEST_SANITIZED 1
#endif
#endif
#ifndef GO_TEST_SANITIZED
#define GO_TEST_SANITIZED 0
#endif

zb_go_position *go_from(const char *text, zb_go_rules rules); /* NULL and a failure if invalid */
const char *go_text_of(const zb_go_position *pos);            /* a static buffer */
/* Plays space-separated moves; each must succeed. */
int go_play_all(zb_go_position *pos, const char *moves);
/* A point from its row counted from the bottom (0-based) and column. */
static inline int go_point(int size, int row, int col) { return row * size + col; }

void test_go_keys(void);
void test_go_text(void);
void test_go_moves(void);
void test_go_superko(void);
void test_go_perft(void);
void test_go_census(void);

#endif
