/* The table's error codes: names and one-line messages. */
#include "zobrist_tt.h"

static const char *const names[ZB_TT_ERR_COUNT_] = {
    [ZB_TT_OK] = "OK",
    [ZB_TT_ERR_NULL] = "NULL",
    [ZB_TT_ERR_INDEX_BITS] = "INDEX_BITS",
    [ZB_TT_ERR_CHECK_BITS] = "CHECK_BITS",
    [ZB_TT_ERR_POLICY] = "POLICY",
    [ZB_TT_ERR_BUCKET_SLOTS] = "BUCKET_SLOTS",
    [ZB_TT_ERR_NO_MEMORY] = "NO_MEMORY",
    [ZB_TT_ERR_BOUND] = "BOUND",
    [ZB_TT_ERR_NOT_INSTRUMENTED] = "NOT_INSTRUMENTED",
    [ZB_TT_ERR_NEEDS_ID] = "NEEDS_ID",
    [ZB_TT_ERR_ID_RANGE] = "ID_RANGE",
};

static const char *const messages[ZB_TT_ERR_COUNT_] = {
    [ZB_TT_OK] = "no error",
    [ZB_TT_ERR_NULL] = "a required pointer is NULL",
    [ZB_TT_ERR_INDEX_BITS] = "the index bits (n) are not from 0 to 32",
    [ZB_TT_ERR_CHECK_BITS] = "the check bits (m) are not from 0 to 64 - n (the key's bits beyond the index)",
    [ZB_TT_ERR_POLICY] = "unknown replacement policy",
    [ZB_TT_ERR_BUCKET_SLOTS] = ("the slots a bucket (k) are not the policy's: 1 (always-replace, depth-preferred), "
                                "2 (two-tier) or 1 to 8 (buckets); 0 for its default"),
    [ZB_TT_ERR_NO_MEMORY] = "out of memory",
    [ZB_TT_ERR_BOUND] = "the bound is not 1 (exact), 2 (lower) or 3 (upper)",
    [ZB_TT_ERR_NOT_INSTRUMENTED] = "the table was made without identities (id_count 0)",
    [ZB_TT_ERR_NEEDS_ID] = "an instrumented table probes and stores with an identity (zb_tt_probe_id, zb_tt_store_id)",
    [ZB_TT_ERR_ID_RANGE] = "the identity is not below the table's id_count",
};

const char *zb_tt_error_name(zb_tt_error err)
{
    return (unsigned)err < ZB_TT_ERR_COUNT_ ? names[err] : "UNKNOWN";
}

const char *zb_tt_error_message(zb_tt_error err)
{
    return (unsigned)err < ZB_TT_ERR_COUNT_ ? messages[err] : "unknown error";
}
