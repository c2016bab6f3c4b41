/* Helpers for the book suites, on the generic harness. */
#ifndef ZB_BOOK_TEST_H
#define ZB_BOOK_TEST_H

#include "test.h"
#include "zobrist.h"
#include "zobrist_book.h"

#define CHECK_BERR(actual, expected) check_berr((actual), (expected), #actual, __FILE__, __LINE__)

static inline int check_berr(zb_book_error a, zb_book_error b, const char *what, const char *file, int line)
{
    test_checks++;
    if (a != b) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %s gave %s, expected %s\n", file, line, what, zb_book_error_name(a),
                zb_book_error_name(b));
    }
    return a == b;
}

/* Bytes of a book from entries. */
size_t book_bytes(const zb_book_entry *entries, size_t count, unsigned char *out);
/* A book from entries (validated); NULL and a failure if it does not open. */
zb_book *book_of(const zb_book_entry *entries, size_t count);
/* Plays SAN games (one a string) into a builder, each with its result. */
void build_games(zb_book_builder *builder, const char *const *games, const int *results, size_t count);

void test_format(void);
void test_read(void);
void test_malformed(void);
void test_build(void);
void test_merge(void);
void test_probe(void);
void test_speed(void);
void test_runs(void);

#endif
