/* Helpers for the UTTT suites, on the generic harness; naive.c is a second,
 * deliberately simple implementation of the rules to check the first. */
#ifndef ZB_UTTT_TEST_H
#define ZB_UTTT_TEST_H

#include "test.h"
#include "zobrist_uttt.h"

#define CHECK_UERR(actual, expected) check_uerr((actual), (expected), #actual, __FILE__, __LINE__)

static inline int check_uerr(zb_uttt_error a, zb_uttt_error b, const char *what, const char *file, int line)
{
    test_checks++;
    if (a != b) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s gave %s, expected %s\n", file, line, what, zb_uttt_error_name(a),
                zb_uttt_error_name(b));
    }
    return a == b;
}

/* Whether the tests run under the sanitizers (slower: smaller depths). */
#if defined(__SANITIZE_ADDRESS__)
#define UTTT_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UTTT_SANITIZED 1
#endif
#endif
#ifndef UTTT_SANITIZED
#define UTTT_SANITIZED 0
#endif

zb_uttt *uttt_from(const char *text);    /* NULL and a failure if invalid */
const char *uttt_text_of(const zb_uttt *pos); /* a static buffer */
/* Plays space-separated move texts; a failure (and stops) at a bad one. */
int uttt_play_all(zb_uttt *pos, const char *moves);

/* ---- the naive rules: a 81-char grid ('x', 'o', '.'), row-major boards. */
typedef struct naive {
    char cell[81];  /* index 9 * board + cell */
    int side;       /* 0 x, 1 o */
    int forced;     /* 0..8, or -1 for a free choice */
} naive;
void naive_start(naive *n);
int naive_from_text(naive *n, const char *text); /* 0 on success; trusts the text's syntax */
char naive_board_outcome(const naive *n, int board); /* 'x', 'o', 'd' (drawn) or '.' (open) */
char naive_result(const naive *n);                   /* 'x', 'o', 'd' or '.' (ongoing) */
int naive_moves(const naive *n, int *out);           /* codes 9 * board + cell, increasing */
void naive_play(naive *n, int code);                 /* returns a new state in place */
/* Distinct positions exactly `plies` plies below root, exactly and under
 * the closed-board equivalence; leaf count in *leaves. */
void naive_census(const naive *root, int plies, size_t *exact, size_t *classes, uint64_t *leaves);

/* A small deterministic generator for random games. */
static inline uint32_t test_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(*state >> 33);
}

void test_keys(void);
void test_text(void);
void test_moves(void);
void test_perft(void);
void test_census(void);

#endif
