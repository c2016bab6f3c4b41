/* A minimal test harness: CHECK macros count failures and print where.
 * Game-independent: each game's test binary adds its own helpers. */
#ifndef ZB_TEST_H
#define ZB_TEST_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <stdint.h>

extern int test_failures, test_checks;

#define CHECK(cond) check_true((cond), #cond, __FILE__, __LINE__)
#define CHECK_INT(actual, expected) check_int((long long)(actual), (long long)(expected), #actual, __FILE__, __LINE__)
#define CHECK_U64(actual, expected) check_u64((actual), (expected), #actual, __FILE__, __LINE__)
#define CHECK_STR(actual, expected) check_str((actual), (expected), #actual, __FILE__, __LINE__)

static inline int check_true(int ok, const char *what, const char *file, int line)
{
    test_checks++;
    if (!ok) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s\n", file, line, what);
    }
    return ok;
}

static inline int check_int(long long a, long long b, const char *what, const char *file, int line)
{
    test_checks++;
    if (a != b) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s is %lld, expected %lld\n", file, line, what, a, b);
    }
    return a == b;
}

static inline int check_u64(uint64_t a, uint64_t b, const char *what, const char *file, int line)
{
    test_checks++;
    if (a != b) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s is %016" PRIx64 ", expected %016" PRIx64 "\n", file, line, what, a, b);
    }
    return a == b;
}

static inline int check_str(const char *a, const char *b, const char *what, const char *file, int line)
{
    test_checks++;
    if (strcmp(a, b) != 0) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s is \"%s\", expected \"%s\"\n", file, line, what, a, b);
    }
    return strcmp(a, b) == 0;
}

/* A named group of checks; test_run runs them, prints a line for each and a
 * total, and returns the exit status (non-zero if any check failed). */
typedef struct test_suite {
    const char *name;
    void (*run)(void);
} test_suite;
int test_run(const char *binary, const test_suite *suites, size_t count);

#endif
