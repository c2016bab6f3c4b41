/* The census against the naive enumeration (exact and under the
 * closed-board equivalence), its hashes against keys made move by move. */
#include <stdlib.h>

#include "uttt_test.h"

static int by_value(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Runs a census from root to `plies`, comparing each ply with the naive one. */
static void census_against_naive(zb_uttt *root, int plies, size_t budget, int expect_merges)
{
    char text[ZB_UTTT_TEXT_MAX];
    zb_uttt_text(root, text);
    naive n;
    naive_from_text(&n, text);
    zb_uttt_census *census = zb_uttt_census_new(root);
    CHECK(census != NULL);
    if (!census)
        return;
    CHECK_INT(zb_uttt_census_ply(census), 0);
    CHECK_INT(zb_uttt_census_positions(census), 1);
    CHECK_INT(zb_uttt_census_classes(census), 1);
    int merged = 0;
    for (int ply = 1; ply <= plies; ply++) {
        int status;
        while ((status = zb_uttt_census_step(census, budget)) == 0)
            CHECK(zb_uttt_census_progress(census) >= 0 && zb_uttt_census_progress(census) < 1);
        CHECK_INT(status, 1);
        CHECK_INT(zb_uttt_census_ply(census), ply);
        size_t exact, classes;
        uint64_t leaves;
        naive_census(&n, ply, &exact, &classes, &leaves);
        CHECK_INT(zb_uttt_census_positions(census), exact);
        CHECK_INT(zb_uttt_census_classes(census), classes);
        CHECK_U64(zb_uttt_census_pairs(census, ZB_UTTT_CENSUS_XOR64), 0);
        CHECK_U64(zb_uttt_census_pairs(census, ZB_UTTT_CENSUS_XOR48), 0);
        CHECK_U64(zb_uttt_census_pairs(census, ZB_UTTT_CENSUS_ADD48), 0);
        merged |= classes < exact;
    }
    CHECK_INT(merged, expect_merges);
    CHECK_U64(zb_uttt_census_pairs(census, 99), 0);
    CHECK_INT(zb_uttt_census_hashes(census, -1, NULL), 0);
    zb_uttt_census_free(census);
}

static void test_from_start(void)
{
    zb_uttt *pos = zb_uttt_new(NULL);
    census_against_naive(pos, UTTT_SANITIZED ? 4 : 5, 1000, 0);

    /* Ply 1: the census's hashes are the keys made move by move. */
    zb_uttt_census *census = zb_uttt_census_new(pos);
    CHECK_INT(zb_uttt_census_step(census, 1), 1);
    uint64_t hashes[81], made[81], low[81], high[81], add[81];
    CHECK_INT(zb_uttt_census_hashes(census, ZB_UTTT_CENSUS_XOR64, hashes), 81);
    zb_uttt_census_hashes(census, ZB_UTTT_CENSUS_XOR32, low);
    zb_uttt_census_hashes(census, ZB_UTTT_CENSUS_XOR48, high);
    zb_uttt_census_hashes(census, ZB_UTTT_CENSUS_ADD48, add);
    uint8_t moves[81];
    size_t n = zb_uttt_legal_moves(pos, moves);
    for (size_t i = 0; i < n; i++) {
        zb_uttt_make(pos, moves[i]);
        made[i] = zb_uttt_key(pos);
        uint32_t f[ZB_UTTT_MAX_FEATURES];
        size_t count = zb_uttt_features(pos, f);
        uint64_t sum = 0;
        for (size_t k = 0; k < count; k++)
            sum += zb_uttt_keys_default()->table[f[k]] >> 16;
        /* the same class is at the same index in every hash list */
        for (size_t j = 0; j < 81; j++)
            if (hashes[j] == made[i]) {
                CHECK_U64(low[j], made[i] & 0xFFFFFFFF);
                CHECK_U64(high[j], made[i] >> 16);
                CHECK_U64(add[j], sum & ((1ULL << 48) - 1));
            }
        zb_uttt_unmake(pos);
    }
    qsort(hashes, 81, sizeof *hashes, by_value);
    qsort(made, 81, sizeof *made, by_value);
    for (int i = 0; i < 81; i++)
        CHECK_U64(hashes[i], made[i]);
    zb_uttt_census_free(census);
    zb_uttt_census_free(NULL);
    zb_uttt_free(pos);
}

/* From positions where boards close within a few plies, the equivalence
 * merges positions: checked against the naive count too. */
static void test_from_positions(void)
{
    static const char *texts[] = {
        ".x.xxxo.o/..x.x.x../x..o.o.o./oo.xoo..o/o.....ooo/o..xxxo.o/o.oxooxox/xo...xx../o.xxxxxx. x -",
        "..x....xo/..xoo...x/.o.oo..o./x.....x.x/.xx.xxxoo/.ox..x..o/..o.o...o/....o.xxx/oxxooo.ox x -",
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        zb_uttt *pos = uttt_from(texts[i]);
        if (!pos)
            continue;
        census_against_naive(pos, UTTT_SANITIZED ? 3 : 4, 7, 1);
        zb_uttt_free(pos);
    }
}

/* A decided game has no moves: the next ply is empty, and stays so. */
static void test_from_game_over(void)
{
    zb_uttt *pos = uttt_from("xxxoo..../xxxoo..../xxxoo..../oo......./........./........./........./........./......... o -");
    if (!pos)
        return;
    zb_uttt_census *census = zb_uttt_census_new(pos);
    CHECK(census != NULL);
    for (int ply = 1; census && ply <= 2; ply++) {
        CHECK_INT(zb_uttt_census_step(census, 10), 1);
        CHECK_INT(zb_uttt_census_positions(census), 0);
        CHECK_INT(zb_uttt_census_classes(census), 0);
        CHECK_U64(zb_uttt_census_pairs(census, ZB_UTTT_CENSUS_XOR32), 0);
        CHECK_INT(zb_uttt_census_hashes(census, ZB_UTTT_CENSUS_XOR64, NULL), 0);
    }
    zb_uttt_census_free(census);
    zb_uttt_free(pos);
}

void test_census(void)
{
    test_from_start();
    test_from_positions();
    test_from_game_over();
}
