/* The key-independence audit (keys layer): rank, every small dependency. */
#include "audit_test.h"

int main(void)
{
    static const test_suite suites[] = {
        {"rank", test_rank},         {"brute", test_brute_force}, {"planted", test_planted},
        {"limit", test_limit},       {"progress", test_progress}, {"args", test_bad_arguments},
    };
    return test_run("audit", suites, sizeof suites / sizeof *suites);
}
