/* Which key bits do what: the low n bits pick the bucket, the next m are
 * compared; m = 0 compares nothing, m = 64 - n the whole key. */
#include "tt_test.h"

#define MISSING (-99999)

static void store(zb_tt *tt, uint64_t key, int score)
{
    zb_tt_entry e = tt_entry(1, score);
    CHECK_INT(zb_tt_store(tt, key, &e), ZB_TT_OK);
}

static void layout(void)
{
    /* n = 8, m = 8: bucket = bits 0-7, check = bits 8-15, bits 16-63 unused. */
    zb_tt *tt = tt_make(8, 8, ZB_TT_ALWAYS_REPLACE, 0, 0);
    store(tt, 0x0105, 1);
    store(tt, 0x0106, 2); /* another bucket */
    CHECK_INT(tt_score(tt, 0x0105), 1);
    CHECK_INT(tt_score(tt, 0x0106), 2);
    CHECK_INT(tt_score(tt, 0x0205), MISSING);              /* same bucket, other check bits */
    CHECK_INT(tt_score(tt, 0xabcdef0000010105ULL), 1);     /* differs only above bit 15: a false match */
    store(tt, 0x0205, 3); /* same bucket: replaces 0x0105 */
    CHECK_INT(tt_score(tt, 0x0105), MISSING);
    CHECK_INT(tt_score(tt, 0x0205), 3);
    zb_tt_destroy(tt);
}

static void no_check_bits(void)
{
    /* m = 0: any key of the bucket finds its entry (nothing to compare). */
    zb_tt *tt = tt_make(4, 0, ZB_TT_ALWAYS_REPLACE, 0, 0);
    store(tt, tt_key(4, 0, 9, 0, 0x123), 5);
    CHECK_INT(tt_score(tt, tt_key(4, 0, 9, 0, 0x123)), 5);
    CHECK_INT(tt_score(tt, tt_key(4, 0, 9, 0, 0xfffffff)), 5);
    CHECK_INT(tt_score(tt, tt_key(4, 0, 8, 0, 0x123)), MISSING); /* other bucket, empty */
    zb_tt_destroy(tt);

    /* n = 0, m = 0: one slot that every key finds once it is used. */
    tt = tt_make(0, 0, ZB_TT_ALWAYS_REPLACE, 0, 0);
    CHECK_INT(tt_score(tt, 42), MISSING);
    store(tt, 42, 6);
    CHECK_INT(tt_score(tt, UINT64_MAX), 6);
    zb_tt_destroy(tt);
}

static void all_check_bits(void)
{
    /* m = 64 - n: the whole key is compared; one differing bit anywhere misses. */
    zb_tt *tt = tt_make(4, 60, ZB_TT_ALWAYS_REPLACE, 0, 0);
    uint64_t key = 0x9e3779b97f4a7c15ULL;
    store(tt, key, 7);
    CHECK_INT(tt_score(tt, key), 7);
    for (int bit = 4; bit < 64; bit++)
        if (!CHECK_INT(tt_score(tt, key ^ (UINT64_C(1) << bit)), MISSING))
            break;
    zb_tt_destroy(tt);

    /* n = 0, m = 64: a single bucket, every bit compared. */
    tt = tt_make(0, 64, ZB_TT_ALWAYS_REPLACE, 0, 0);
    store(tt, UINT64_MAX, 8);
    CHECK_INT(tt_score(tt, UINT64_MAX), 8);
    CHECK_INT(tt_score(tt, UINT64_MAX >> 1), MISSING);
    CHECK_INT(tt_score(tt, UINT64_MAX - 1), MISSING);
    zb_tt_destroy(tt);

    /* n = 20, m = 44: the largest m for that n; a key's check bits fill
     * bits 20-63. */
    tt = tt_make(20, 44, ZB_TT_TWO_TIER, 0, 0);
    uint64_t a = tt_key(20, 44, 0xabcde, 0xfedcba9876aULL, 0), b = a ^ (UINT64_C(1) << 63);
    store(tt, a, 1);
    store(tt, b, 2);
    CHECK_INT(tt_score(tt, a), 1);
    CHECK_INT(tt_score(tt, b), 2);
    zb_tt_destroy(tt);
}

void test_check_bits(void)
{
    layout();
    no_check_bits();
    all_check_bits();
}
