/* The key layer alone: no game is linked into these checks' logic. */
#include "keys_test.h"

int main(void)
{
    static const test_suite suites[] = {
        {"prng", test_prng}, {"sets", test_sets}, {"words", test_words}, {"pairs", test_pairs}, {"pairs_large", test_pairs_large},
    };
    return test_run("keys", suites, sizeof suites / sizeof *suites);
}
