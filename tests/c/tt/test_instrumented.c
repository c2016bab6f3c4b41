/* The instrumented table: every probe classified as hit, miss, type-1
 * error or type-2 loss, against identities the table gets from the caller. */
#include "tt_test.h"

#define N 4
#define M 4

static zb_tt_outcome probe(zb_tt *tt, uint64_t key, uint32_t id, zb_tt_entry *out)
{
    zb_tt_outcome outcome = ZB_TT_MISS;
    CHECK_INT(zb_tt_probe_id(tt, key, id, out, &outcome), ZB_TT_OK);
    return outcome;
}

static void store(zb_tt *tt, uint64_t key, uint32_t id, int depth, int score)
{
    zb_tt_entry e = tt_entry(depth, score);
    CHECK_INT(zb_tt_store_id(tt, key, id, &e), ZB_TT_OK);
}

static void classes(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_ALWAYS_REPLACE, 0, 8);
    zb_tt_entry e;
    uint64_t a = tt_key(N, M, 3, 5, 1);
    uint64_t b = tt_key(N, M, 3, 5, 2); /* a's bucket and check bits, differs above */
    uint64_t c = tt_key(N, M, 7, 5, 1); /* another bucket */
    uint64_t d = tt_key(N, M, 3, 6, 1); /* a's bucket, other check bits */
    store(tt, a, 0, 4, 11);
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_HIT);
    CHECK_INT(e.score, 11);
    CHECK_INT(probe(tt, b, 1, &e), ZB_TT_TYPE1_ERROR); /* a's entry, handed to b */
    CHECK_INT(e.score, 11);
    CHECK_INT(probe(tt, c, 2, &e), ZB_TT_MISS);
    CHECK_INT(probe(tt, d, 3, &e), ZB_TT_MISS);  /* the check bits told them apart */
    /* Equal full keys, different positions: still a type-1 error, since
     * the identity does not come from the key. */
    CHECK_INT(probe(tt, a, 4, &e), ZB_TT_TYPE1_ERROR);

    store(tt, d, 3, 1, 33); /* replaces a: a is lost to an index clash */
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_TYPE2_LOSS);
    CHECK_INT(probe(tt, d, 3, &e), ZB_TT_HIT);
    store(tt, d, 3, 2, 34); /* the same position again: nothing lost */
    store(tt, a, 0, 1, 12); /* a comes back, d is lost */
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_HIT);
    CHECK_INT(probe(tt, d, 3, &e), ZB_TT_TYPE2_LOSS);
    /* A lost position whose bucket now holds a position with its check bits
     * gets that entry: the type-1 error is what the search sees. */
    store(tt, b, 1, 1, 22);
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_TYPE1_ERROR);
    CHECK_INT(e.score, 22);

    zb_tt_counters k = zb_tt_counters_of(tt);
    CHECK_INT(k.probes, 10);
    CHECK_INT(k.hits + k.misses + k.type1_errors + k.type2_losses, k.probes);
    CHECK_INT(k.hits, 3);
    CHECK_INT(k.misses, 2);
    CHECK_INT(k.type1_errors, 3);
    CHECK_INT(k.type2_losses, 2);
    CHECK_INT(k.evictions, 3); /* a by d, d by a, a by b */
    CHECK_INT(k.found, 6);

    /* A cleared table has forgotten who was lost. */
    zb_tt_clear(tt);
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_MISS);
    CHECK_INT(zb_tt_counters_of(tt).misses, 1);
    zb_tt_destroy(tt);
}

/* The whole 64-bit key compared (m = 64 - n) and the keys equal: only the
 * identity shows the error. */
static void full_key_collision(void)
{
    zb_tt *tt = tt_make(N, 64 - N, ZB_TT_BUCKETS, 4, 2);
    zb_tt_entry e;
    uint64_t key = 0x0123456789abcdefULL;
    store(tt, key, 0, 3, 1);
    CHECK_INT(probe(tt, key, 1, &e), ZB_TT_TYPE1_ERROR);
    CHECK_INT(probe(tt, key, 0, &e), ZB_TT_HIT);
    /* Stored under the same key by the other position: overwrites it (the
     * table cannot tell), and the first one is lost. */
    store(tt, key, 1, 3, 2);
    CHECK_INT(probe(tt, key, 0, &e), ZB_TT_TYPE1_ERROR);
    CHECK_INT(zb_tt_counters_of(tt).evictions, 1);
    zb_tt_destroy(tt);
}

/* Refused stores lose nothing; two-tier moves lose only what they overwrite. */
static void refusals_and_moves(void)
{
    zb_tt *tt = tt_make(N, M, ZB_TT_DEPTH_PREFERRED, 0, 4);
    zb_tt_entry e;
    uint64_t a = tt_key(N, M, 1, 1, 0), b = tt_key(N, M, 1, 2, 0), c = tt_key(N, M, 1, 3, 0);
    store(tt, a, 0, 5, 1);
    store(tt, b, 1, 2, 2); /* refused */
    CHECK_INT(probe(tt, b, 1, &e), ZB_TT_MISS);
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_HIT);
    CHECK_INT(zb_tt_counters_of(tt).evictions, 0);
    zb_tt_destroy(tt);

    tt = tt_make(N, M, ZB_TT_TWO_TIER, 0, 4);
    store(tt, a, 0, 5, 1); /* deep */
    store(tt, b, 1, 7, 2); /* deep; a moves down to the empty recent slot */
    CHECK_INT(zb_tt_counters_of(tt).evictions, 0);
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_HIT);
    store(tt, c, 2, 9, 3); /* deep; b moves down over a */
    CHECK_INT(zb_tt_counters_of(tt).evictions, 1);
    CHECK_INT(probe(tt, a, 0, &e), ZB_TT_TYPE2_LOSS);
    CHECK_INT(probe(tt, b, 1, &e), ZB_TT_HIT);
    CHECK_INT(probe(tt, c, 2, &e), ZB_TT_HIT);
    zb_tt_destroy(tt);
}

void test_instrumented(void)
{
    classes();
    full_key_collision();
    refusals_and_moves();
}
