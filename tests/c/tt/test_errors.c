/* Bad arguments get their own error, never undefined behaviour. */
#include "tt_test.h"

static zb_tt_error create(unsigned n, unsigned m, zb_tt_policy policy, unsigned k, uint32_t ids)
{
    zb_tt_config config = {n, m, policy, k, ids};
    zb_tt *tt = (zb_tt *)&config; /* not NULL: an error must set it to NULL */
    zb_tt_error err = zb_tt_create(&config, &tt);
    CHECK(err ? tt == NULL : tt != NULL);
    zb_tt_destroy(tt);
    return err;
}

static void configurations(void)
{
    zb_tt_config config = {4, 4, ZB_TT_ALWAYS_REPLACE, 0, 0};
    zb_tt *tt = (zb_tt *)&config;
    CHECK_INT(zb_tt_create(&config, NULL), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_create(NULL, &tt), ZB_TT_ERR_NULL);
    CHECK(tt == NULL);

    CHECK_INT(create(ZB_TT_MAX_INDEX_BITS + 1, 0, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_ERR_INDEX_BITS);
    CHECK_INT(create(1000, 0, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_ERR_INDEX_BITS);
    CHECK_INT(create(10, 54, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_OK);
    CHECK_INT(create(10, 55, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_ERR_CHECK_BITS);
    CHECK_INT(create(0, 64, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_OK);
    CHECK_INT(create(0, 65, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_ERR_CHECK_BITS);
    CHECK_INT(create(4, UINT32_MAX, ZB_TT_ALWAYS_REPLACE, 0, 0), ZB_TT_ERR_CHECK_BITS);
    CHECK_INT(create(4, 4, ZB_TT_POLICY_COUNT_, 0, 0), ZB_TT_ERR_POLICY);
    CHECK_INT(create(4, 4, (zb_tt_policy)-1, 0, 0), ZB_TT_ERR_POLICY);

    /* Slots a bucket: fixed for three policies, 1-8 for buckets. */
    CHECK_INT(create(4, 4, ZB_TT_ALWAYS_REPLACE, 1, 0), ZB_TT_OK);
    CHECK_INT(create(4, 4, ZB_TT_ALWAYS_REPLACE, 2, 0), ZB_TT_ERR_BUCKET_SLOTS);
    CHECK_INT(create(4, 4, ZB_TT_DEPTH_PREFERRED, 4, 0), ZB_TT_ERR_BUCKET_SLOTS);
    CHECK_INT(create(4, 4, ZB_TT_TWO_TIER, 1, 0), ZB_TT_ERR_BUCKET_SLOTS);
    CHECK_INT(create(4, 4, ZB_TT_TWO_TIER, 2, 0), ZB_TT_OK);
    CHECK_INT(create(4, 4, ZB_TT_BUCKETS, 8, 0), ZB_TT_OK);
    CHECK_INT(create(4, 4, ZB_TT_BUCKETS, ZB_TT_MAX_BUCKET_SLOTS + 1, 0), ZB_TT_ERR_BUCKET_SLOTS);
    CHECK_INT(create(4, 4, ZB_TT_BUCKETS, 0, 1000), ZB_TT_OK);

    /* n = 32, the most: 2^32+ slots may not fit (in WASM's 32-bit size_t they
     * cannot), and the failed create frees what it made; no size is a shift
     * by n (undefined by 32 in a 32-bit size_t). */
    static const zb_tt_config largest[] = {{ZB_TT_MAX_INDEX_BITS, 0, ZB_TT_ALWAYS_REPLACE, 0, 0},
                                           {ZB_TT_MAX_INDEX_BITS, 0, ZB_TT_ALWAYS_REPLACE, 0, 1},
                                           {ZB_TT_MAX_INDEX_BITS, 0, ZB_TT_BUCKETS, 8, 0}};
    for (size_t i = 0; i < sizeof largest / sizeof *largest; i++) {
        const zb_tt_config *c = &largest[i];
        zb_tt_error err = create(c->index_bits, c->check_bits, c->policy, c->bucket_slots, c->id_count);
        CHECK(err == ZB_TT_OK || err == ZB_TT_ERR_NO_MEMORY);
    }

    /* The first error found is reported. */
    CHECK_INT(create(40, 40, ZB_TT_POLICY_COUNT_, 9, 0), ZB_TT_ERR_INDEX_BITS);
    CHECK_INT(create(4, 61, ZB_TT_POLICY_COUNT_, 9, 0), ZB_TT_ERR_CHECK_BITS);
}

static void calls(void)
{
    zb_tt *plain = tt_make(4, 4, ZB_TT_ALWAYS_REPLACE, 0, 0);
    zb_tt *counted = tt_make(4, 4, ZB_TT_ALWAYS_REPLACE, 0, 3);
    zb_tt_entry e = tt_entry(1, 1);
    zb_tt_outcome outcome;

    CHECK_INT(zb_tt_probe(NULL, 1, &e), 0);
    CHECK_INT(zb_tt_probe(plain, 1, NULL), 0);
    CHECK_INT(zb_tt_store(NULL, 1, &e), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_store(plain, 1, NULL), ZB_TT_ERR_NULL);
    e.bound = (zb_tt_bound)0;
    CHECK_INT(zb_tt_store(plain, 1, &e), ZB_TT_ERR_BOUND);
    e.bound = (zb_tt_bound)4;
    CHECK_INT(zb_tt_store_id(counted, 1, 0, &e), ZB_TT_ERR_BOUND);
    CHECK_INT(zb_tt_probe(plain, 1, &e), 0); /* nothing was stored */
    e.bound = ZB_TT_EXACT;

    CHECK_INT(zb_tt_store_id(plain, 1, 0, &e), ZB_TT_ERR_NOT_INSTRUMENTED);
    CHECK_INT(zb_tt_probe_id(plain, 1, 0, &e, &outcome), ZB_TT_ERR_NOT_INSTRUMENTED);
    CHECK_INT(zb_tt_store(counted, 1, &e), ZB_TT_ERR_NEEDS_ID);
    CHECK_INT(zb_tt_store_id(counted, 1, 3, &e), ZB_TT_ERR_ID_RANGE);
    CHECK_INT(zb_tt_probe_id(counted, 1, 3, &e, &outcome), ZB_TT_ERR_ID_RANGE);
    CHECK_INT(zb_tt_probe_id(counted, 1, UINT32_MAX, &e, &outcome), ZB_TT_ERR_ID_RANGE);
    CHECK_INT(zb_tt_probe_id(counted, 1, 0, NULL, &outcome), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_probe_id(counted, 1, 0, &e, NULL), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_probe_id(NULL, 1, 0, &e, &outcome), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_store_id(NULL, 1, 0, &e), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_store_id(counted, 1, 0, NULL), ZB_TT_ERR_NULL);
    CHECK_INT(zb_tt_store_id(counted, 1, 2, &e), ZB_TT_OK);
    /* A plain probe on an instrumented table is refused, as a plain store
     * is: it would be counted among the probes but in no outcome. Every
     * policy: the one-slot shapes and the others take different paths. */
    for (int p = 0; p < ZB_TT_POLICY_COUNT_; p++) {
        zb_tt *t = tt_make(4, 4, (zb_tt_policy)p, 0, 3);
        zb_tt_entry untouched = tt_entry(9, 9);
        CHECK_INT(zb_tt_store_id(t, 1, 2, &e), ZB_TT_OK);
        CHECK_INT(zb_tt_probe(t, 1, &untouched), 0);
        CHECK_INT(untouched.score, 9);
        CHECK_INT(zb_tt_counters_of(t).probes, 0);
        CHECK_INT(zb_tt_probe_id(t, 1, 2, &untouched, &outcome), ZB_TT_OK);
        CHECK_INT(outcome, ZB_TT_HIT);
        CHECK_INT(zb_tt_counters_of(t).probes, 1);
        zb_tt_destroy(t);
    }
    /* Calls that failed counted nothing. */
    CHECK_INT(zb_tt_counters_of(counted).stores, 1);
    CHECK_INT(zb_tt_counters_of(plain).stores, 0);

    /* NULL tables elsewhere: nothing happens. */
    zb_tt_prefetch(NULL, 1);
    zb_tt_prefetch(plain, UINT64_MAX);
    zb_tt_destroy(NULL);
    zb_tt_clear(NULL);
    zb_tt_new_search(NULL);
    CHECK_INT(zb_tt_counters_of(NULL).probes, 0);
    CHECK_INT(zb_tt_config_of(NULL).index_bits, 0);
    zb_tt_destroy(plain);
    zb_tt_destroy(counted);
}

static void names(void)
{
    for (int i = 0; i < ZB_TT_ERR_COUNT_; i++) {
        CHECK(zb_tt_error_name((zb_tt_error)i) != NULL && zb_tt_error_message((zb_tt_error)i) != NULL);
        for (int j = 0; j < i; j++)
            CHECK(strcmp(zb_tt_error_name((zb_tt_error)i), zb_tt_error_name((zb_tt_error)j)) != 0);
    }
    CHECK_STR(zb_tt_error_name(ZB_TT_ERR_CHECK_BITS), "CHECK_BITS");
    CHECK_STR(zb_tt_error_name(ZB_TT_ERR_COUNT_), "UNKNOWN");
    CHECK_STR(zb_tt_error_name((zb_tt_error)-1), "UNKNOWN");
    CHECK_STR(zb_tt_error_message((zb_tt_error)99), "unknown error");
}

void test_errors(void)
{
    configurations();
    calls();
    names();
}
