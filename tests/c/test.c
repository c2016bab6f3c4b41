/* The harness's counters and runner, shared by every game's test binary. */
#include <stdlib.h>

#include "test.h"

int test_failures, test_checks;

int test_run(const char *binary, const test_suite *suites, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int before = test_failures, checks = test_checks;
        suites[i].run();
        printf("%s %-8s %6d checks, %d failed\n", binary, suites[i].name, test_checks - checks, test_failures - before);
    }
    printf("%s: %s: %d checks, %d failed\n", binary, test_failures ? "FAIL" : "ok", test_checks, test_failures);
    return test_failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
