/* The transposition table alone: no game in it, keys made by hand. */
#include "tt_test.h"

zb_tt *tt_make(unsigned n, unsigned m, zb_tt_policy policy, unsigned k, uint32_t id_count)
{
    zb_tt_config config = {n, m, policy, k, id_count};
    zb_tt *tt = NULL;
    CHECK_INT(zb_tt_create(&config, &tt), ZB_TT_OK);
    return tt;
}

zb_tt_entry tt_entry(int depth, int score)
{
    zb_tt_entry e = {(int8_t)depth, (int16_t)score, ZB_TT_EXACT, (uint16_t)score, 0};
    return e;
}

int tt_score(zb_tt *tt, uint64_t key)
{
    zb_tt_entry e;
    return zb_tt_probe(tt, key, &e) ? e.score : -99999;
}

int main(void)
{
    static const test_suite suites[] = {
        {"policies", test_policies},
        {"check", test_check_bits},
        {"classify", test_instrumented},
        {"errors", test_errors},
    };
    return test_run("tt", suites, sizeof suites / sizeof *suites);
}
