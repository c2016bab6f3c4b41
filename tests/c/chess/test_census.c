/* The census: distinct positions per ply against OEIS A083276, and its
 * hashes against keys reached by making the moves. */
#include <stdlib.h>

#include "chess_test.h"

static int by_value(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

void test_census(void)
{
    static const size_t known[] = {1, 20, 400, 5362, 72078};
    zb_position *pos = zb_position_new(NULL);
    zb_census *census = zb_census_new(pos);
    CHECK(census != NULL);
    CHECK_INT(zb_census_ply(census), 0);
    CHECK_INT(zb_census_positions(census), 1);
    for (size_t ply = 1; ply <= 4; ply++) {
        int status, steps = 0;
        while ((status = zb_census_step(census, 1000)) == 0)
            steps++;
        CHECK_INT(status, 1);
        CHECK_INT(zb_census_ply(census), ply);
        CHECK_INT(zb_census_positions(census), known[ply]);
        for (int h = 0; h < ZB_CENSUS_HASHES; h++)
            CHECK_U64(zb_census_pairs(census, h), 0); /* too few positions to collide */
        if (ply == 4)
            CHECK(steps >= 5); /* 5362 parents in steps of 1000 */
        if (ply == 1) {
            /* The 20 positions after the first move: their keys, made move by move. */
            uint64_t census_keys[20], made[20];
            zb_move moves[ZB_MAX_MOVES];
            CHECK_INT(zb_census_hashes(census, ZB_CENSUS_XOR64, census_keys), 20);
            size_t n = zb_position_legal_moves(pos, moves);
            for (size_t i = 0; i < n; i++) {
                zb_position_make(pos, moves[i]);
                made[i] = zb_position_key(pos);
                zb_position_unmake(pos);
            }
            qsort(census_keys, 20, sizeof *census_keys, by_value);
            qsort(made, 20, sizeof *made, by_value);
            for (int i = 0; i < 20; i++)
                CHECK_U64(census_keys[i], made[i]);
            uint64_t low[20];
            zb_census_hashes(census, ZB_CENSUS_XOR32, low);
            qsort(low, 20, sizeof *low, by_value);
            CHECK_U64(low[0] >> 32, 0);
        }
    }
    CHECK_U64(zb_census_pairs(census, 99), 0);
    zb_census_free(census);
    zb_census_free(NULL);
    zb_position_free(pos);
}
