/* Runs every C test suite; exits non-zero if any check failed. */
#include <stdlib.h>

#include "test.h"

int test_failures, test_checks;

zb_position *position_from(const char *fen)
{
    zb_position *pos = zb_position_new(NULL);
    zb_error err = zb_position_set_fen(pos, fen, strlen(fen), NULL);
    if (!check_err(err, ZB_OK, fen, __FILE__, __LINE__)) {
        zb_position_free(pos);
        return NULL;
    }
    return pos;
}

const char *fen_of(const zb_position *pos)
{
    static char fen[ZB_FEN_MAX];
    zb_position_fen(pos, fen);
    return fen;
}

int main(void)
{
    static const struct {
        const char *name;
        void (*run)(void);
    } suites[] = {{"keys", test_keys}, {"fen", test_fen}, {"moves", test_moves}, {"perft", test_perft}, {"census", test_census}};
    for (size_t i = 0; i < sizeof suites / sizeof *suites; i++) {
        int before = test_failures, checks = test_checks;
        suites[i].run();
        printf("%-6s %5d checks, %d failed\n", suites[i].name, test_checks - checks, test_failures - before);
    }
    printf("%s: %d checks, %d failed\n", test_failures ? "FAIL" : "ok", test_checks, test_failures);
    return test_failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
