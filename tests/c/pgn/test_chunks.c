/* Chunk boundaries change nothing: every small input split at every byte,
 * fed a byte at a time and in odd sizes, reads exactly as when whole. */
#include "pgn_test.h"

static const char *const inputs[] = {
    ("\xef\xbb\xbf[Event \"a \\\"q\\\"\"]\r\n[White \"M\xfcller\"]\r\n\r\n1. e4 {c\r\n[x]} e5 ; r\r\n% esc\r\n2. Nf3 $1 Nc6!? 1-0\r\n"),
    ("junk\n[Event \"b\"]\n[FEN \"4k3/8/8/8/8/8/8/B3K3 b - - 0 0\"]\n\n1... Kd7 2. -- Z0 3. Bd4 (3. Bb2 Kc6 (3... Ke6)) Kc6 *\n"
     "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) e5 (1... c5 2. Nf3 (2. c3 d5) Nc6) 2. Nf3 1/2-1/2\n"
     "[Event \"c\"]\n1. e4 e5 2. Ke3 Nc6 *\n[Variant \"Chess960\"]\n\n1. e4 *"),
    ("1. e4 {never closed\n\n[Event \"d\"]\n1. d4 ( 1. c4 *\n[Event \"e\"]\n1. e4 ) \x01 } [x] e5 0-1\n"
     "[Event \"f\"\n[FEN \"bad\"]\n\n1. e4\n{ between } [Event \"g\"]\n\n12. ... 0-0 *\n1.e4 e5 2.O-O"),
    ("[Event \"h\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\n\n[E \"1\"][F \"2\"]\n1. e2-e4 e7e5 2. Ng1-f3 $14 *"),
    /* CR line ends; games starting on a result's line and at a SAN move */
    ("junk\r[Event \"i\"]\r\r1. e4 {x\r[y]} e5 1-0 2. d4 *\re4 d5 * [Event \"j\"]\r1. Nf3 Qxd7 *\r"),
    /* tag-like lines in comments, closed and not: looks ahead that go on */
    ("1. e4 {a\n[Event \"p\"]\n[Site \"q\"] x\n  [R \"s\"]\n} e5 *\n1. d4 {b\n[Event \"r\"]\n[Site \"s\"]\n\n1. c4 *\n"),
    /* "\r\r\n" line ends: the line end is told across chunks */
    ("[Event \"k\"]\r\r\n\r\r\n1. e4 {x\r\r\n[y]} e5\r\r\n2. Kf9 *\r\r\n"),
};

static void compare(const char *name, const char *input, size_t len, const zb_pgn_options *opt, const char *whole,
                    size_t chunk)
{
    char *got = pgn_summary(input, len, opt, chunk);
    test_checks++;
    if (strcmp(got, whole) != 0) {
        test_failures++;
        fprintf(stderr, "FAILED: %s read in chunks of %zu differs from whole:\n--- whole\n%s--- chunks\n%s", name, chunk,
                whole, got);
    }
    free(got);
}

/* Every split point: the input as two chunks. */
static void split_everywhere(const char *name, const char *input, size_t len, const zb_pgn_options *opt,
                             const char *whole)
{
    for (size_t at = 0; at <= len; at++) {
        char *got = pgn_summary_at(input, len, opt, at);
        test_checks++;
        if (strcmp(got, whole) != 0) {
            test_failures++;
            fprintf(stderr, "FAILED: %s split at %zu differs from whole:\n--- whole\n%s--- split\n%s", name, at, whole,
                    got);
        }
        free(got);
    }
}

void test_chunks(void)
{
    zb_pgn_options with = {0}, without = {0};
    with.variations = 1;
    for (int v = 0; v < 2; v++) {
        const zb_pgn_options *opt = v ? &with : &without;
        for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
            char name[32];
            snprintf(name, sizeof name, "input %zu%s", i, v ? " (variations)" : "");
            size_t len = strlen(inputs[i]);
            char *whole = pgn_summary(inputs[i], len, opt, 0);
            compare(name, inputs[i], len, opt, whole, (size_t)-1); /* the memory reader */
            for (size_t chunk = 1; chunk <= 17; chunk++)
                compare(name, inputs[i], len, opt, whole, chunk);
            compare(name, inputs[i], len, opt, whole, 64);
            split_everywhere(name, inputs[i], len, opt, whole);
            free(whole);
        }
    }
}
