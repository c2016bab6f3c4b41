/* Key sources of the key layer: BCH keys independent by construction, and
 * the weak generators reproduced bit for bit. */
#include "keys_sources_test.h"

int main(void)
{
    static const test_suite suites[] = {
        {"bch-small", test_bch_small}, {"bch-full", test_bch_full}, {"weak", test_weak_generators},
    };
    return test_run("keys_sources", suites, sizeof suites / sizeof *suites);
}
