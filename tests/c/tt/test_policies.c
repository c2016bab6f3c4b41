/* Each policy on hand-made sequences: which entry survives a clash. All
 * keys of a sequence share bucket 5 of a 16-bucket table with 8 check bits,
 * and differ in their check bits (so the table can tell them apart). */
#include "tt_test.h"

#define N 4
#define M 8
#define MISSING (-99999)

/* The key of position p (1, 2, ...): bucket 5, check bits p. */
static uint64_t pos(unsigned p) { return tt_key(N, M, 5, p, 0); }

static void store(zb_tt *tt, unsigned p, int depth)
{
    zb_tt_entry e = tt_entry(depth, (int)(100 * p + depth)); /* the score says who and how deep */
    CHECK_INT(zb_tt_store(tt, pos(p), &e), ZB_TT_OK);
}

static void always_replace(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_ALWAYS_REPLACE, 0, 0);
    store(tt, 1, 9);
    store(tt, 2, 1); /* shallower, still replaces */
    CHECK_INT(tt_score(tt, pos(1)), MISSING);
    CHECK_INT(tt_score(tt, pos(2)), 201);
    /* Another bucket is untouched. */
    zb_tt_entry e = tt_entry(3, 7);
    CHECK_INT(zb_tt_store(tt, tt_key(N, M, 6, 1, 0), &e), ZB_TT_OK);
    CHECK_INT(tt_score(tt, pos(2)), 201);
    CHECK_INT(tt_score(tt, tt_key(N, M, 6, 1, 0)), 7);
    zb_tt_counters c = zb_tt_counters_of(tt);
    CHECK_INT(c.stores, 3);
    CHECK_INT(c.probes, 4);
    CHECK_INT(c.found, 3);
    zb_tt_destroy(tt);
}

static void depth_preferred(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_DEPTH_PREFERRED, 0, 0);
    store(tt, 1, 5);
    store(tt, 2, 3); /* shallower: refused */
    CHECK_INT(tt_score(tt, pos(1)), 105);
    CHECK_INT(tt_score(tt, pos(2)), MISSING);
    store(tt, 3, 5); /* as deep: replaces */
    CHECK_INT(tt_score(tt, pos(1)), MISSING);
    CHECK_INT(tt_score(tt, pos(3)), 305);
    store(tt, 3, 2); /* the same position, shallower: refused too */
    CHECK_INT(tt_score(tt, pos(3)), 305);
    store(tt, 4, 6);
    CHECK_INT(tt_score(tt, pos(4)), 406);
    CHECK_INT(zb_tt_counters_of(tt).refused, 2);
    /* A cleared table takes anything again. */
    zb_tt_clear(tt);
    CHECK_INT(tt_score(tt, pos(4)), MISSING);
    store(tt, 2, 0);
    CHECK_INT(tt_score(tt, pos(2)), 200);
    /* Depths below 0 (quiescence) compare as signed numbers. */
    zb_tt_clear(tt);
    store(tt, 1, -2);
    store(tt, 2, -5); /* shallower: refused */
    CHECK_INT(tt_score(tt, pos(1)), 98);
    store(tt, 3, 0); /* deeper: replaces */
    CHECK_INT(tt_score(tt, pos(3)), 300);
    zb_tt_destroy(tt);
}

static void two_tier(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_TWO_TIER, 0, 0);
    CHECK_INT(zb_tt_config_of(tt).bucket_slots, 2);
    store(tt, 1, 5); /* deep slot */
    store(tt, 2, 3); /* loses: recent slot */
    CHECK_INT(tt_score(tt, pos(1)), 105);
    CHECK_INT(tt_score(tt, pos(2)), 203);
    store(tt, 3, 2); /* loses: replaces 2 in the recent slot */
    CHECK_INT(tt_score(tt, pos(1)), 105);
    CHECK_INT(tt_score(tt, pos(2)), MISSING);
    CHECK_INT(tt_score(tt, pos(3)), 302);
    store(tt, 4, 7); /* wins: 1 moves down over 3 */
    CHECK_INT(tt_score(tt, pos(4)), 407);
    CHECK_INT(tt_score(tt, pos(1)), 105);
    CHECK_INT(tt_score(tt, pos(3)), MISSING);
    store(tt, 4, 8); /* the deep entry's own key: updated in place, 1 stays */
    CHECK_INT(tt_score(tt, pos(4)), 408);
    CHECK_INT(tt_score(tt, pos(1)), 105);
    store(tt, 5, 1); /* recent slot: 1 goes */
    store(tt, 5, 9); /* 5 wins the deep slot: its old copy is dropped, 4 moves down */
    CHECK_INT(tt_score(tt, pos(5)), 509);
    CHECK_INT(tt_score(tt, pos(4)), 408);
    CHECK_INT(tt_score(tt, pos(1)), MISSING);
    /* The same key shallower: to the recent slot, behind the deep copy that
     * probes find first, until the deep slot is taken (as the header says). */
    store(tt, 5, 2);
    CHECK_INT(tt_score(tt, pos(5)), 509);
    CHECK_INT(tt_score(tt, pos(4)), MISSING); /* it took 4's recent slot */
    store(tt, 6, 9); /* takes the deep slot: 5's deep copy moves down over its shallow one */
    CHECK_INT(tt_score(tt, pos(5)), 509);
    zb_tt_destroy(tt);
}

static void buckets_with_aging(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_BUCKETS, 0, 0);
    CHECK_INT(zb_tt_config_of(tt).bucket_slots, 4);
    store(tt, 1, 4);
    store(tt, 2, 2);
    store(tt, 3, 6);
    store(tt, 4, 3);
    for (unsigned p = 1; p <= 4; p++)
        CHECK_INT(tt_score(tt, pos(p)), (int)(100 * p) + (p == 1 ? 4 : p == 2 ? 2 : p == 3 ? 6 : 3));
    store(tt, 5, 5); /* full, all from this search: the shallowest (2) goes */
    CHECK_INT(tt_score(tt, pos(2)), MISSING);
    CHECK_INT(tt_score(tt, pos(5)), 505);

    zb_tt_new_search(tt); /* 1, 3, 4, 5 are now from an earlier search */
    zb_tt_entry e;
    CHECK(zb_tt_probe(tt, pos(1), &e)); /* ... but 1 is used again: current */
    CHECK_INT(e.age, 1);
    store(tt, 6, 9); /* the shallowest old one goes: 4 (3) */
    CHECK_INT(tt_score(tt, pos(4)), MISSING);
    store(tt, 7, 0); /* old before shallow: 5 (depth 5) goes, not 6 or 1 */
    CHECK_INT(tt_score(tt, pos(5)), MISSING);
    /* A new search makes every entry old, those probed since included. */
    zb_tt_new_search(tt);
    store(tt, 8, 1); /* all old: the shallowest, 7 (0) */
    CHECK_INT(tt_score(tt, pos(7)), MISSING);
    CHECK_INT(tt_score(tt, pos(1)), 104);
    CHECK_INT(tt_score(tt, pos(3)), 306);
    CHECK_INT(tt_score(tt, pos(6)), 609);
    CHECK_INT(tt_score(tt, pos(8)), 801);
    store(tt, 3, 1); /* a key already there is updated in place */
    CHECK_INT(tt_score(tt, pos(3)), 301);
    CHECK_INT(tt_score(tt, pos(1)), 104);
    CHECK_INT(tt_score(tt, pos(6)), 609);
    CHECK_INT(tt_score(tt, pos(8)), 801);
    zb_tt_destroy(tt);

    /* Ties go to the first slot; k = 1 and k = 8 work. */
    tt = tt_make(N, M, ZB_TT_BUCKETS, 2, 0);
    store(tt, 1, 3);
    store(tt, 2, 3);
    store(tt, 3, 3);
    CHECK_INT(tt_score(tt, pos(1)), MISSING);
    CHECK_INT(tt_score(tt, pos(2)), 203);
    CHECK_INT(tt_score(tt, pos(3)), 303);
    zb_tt_destroy(tt);
    tt = tt_make(N, M, ZB_TT_BUCKETS, 8, 0);
    for (unsigned p = 1; p <= 8; p++)
        store(tt, p, (int)p);
    for (unsigned p = 1; p <= 8; p++)
        CHECK_INT(tt_score(tt, pos(p)), (int)(101 * p));
    store(tt, 9, 9);
    CHECK_INT(tt_score(tt, pos(1)), MISSING);
    zb_tt_destroy(tt);
    tt = tt_make(N, M, ZB_TT_BUCKETS, 1, 0);
    store(tt, 1, 9);
    store(tt, 2, 0);
    CHECK_INT(tt_score(tt, pos(2)), 200);
    zb_tt_new_search(tt); /* one slot a bucket still ages: a probe stamps the entry */
    CHECK(zb_tt_probe(tt, pos(2), &e));
    CHECK_INT(e.age, 1);
    zb_tt_destroy(tt);
}

/* Every payload field comes back as stored, and the age is the table's. */
static void payload(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_ALWAYS_REPLACE, 0, 0);
    zb_tt_new_search(tt);
    zb_tt_new_search(tt);
    zb_tt_entry in = {-3, -32000, ZB_TT_UPPER, 0xffff, 200}, out;
    CHECK_INT(zb_tt_store(tt, pos(1), &in), ZB_TT_OK);
    CHECK(zb_tt_probe(tt, pos(1), &out));
    CHECK_INT(out.depth, -3);
    CHECK_INT(out.score, -32000);
    CHECK_INT(out.bound, ZB_TT_UPPER);
    CHECK_INT(out.move, 0xffff);
    CHECK_INT(out.age, 2);
    in.bound = ZB_TT_LOWER, in.depth = 127, in.score = 32767;
    CHECK_INT(zb_tt_store(tt, pos(1), &in), ZB_TT_OK);
    CHECK(zb_tt_probe(tt, pos(1), &out));
    CHECK_INT(out.bound, ZB_TT_LOWER);
    CHECK_INT(out.depth, 127);
    CHECK_INT(out.score, 32767);
    zb_tt_destroy(tt);
}

void test_policies(void)
{
    always_replace();
    depth_preferred();
    two_tier();
    buckets_with_aging();
    payload();
}
