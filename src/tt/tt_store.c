/* Stores: arguments checked here, the policy's choice in tt_policies.c. */
#include "tt_internal.h"

static zb_tt_error check_entry(const zb_tt_entry *entry)
{
    if (entry->bound != ZB_TT_EXACT && entry->bound != ZB_TT_LOWER && entry->bound != ZB_TT_UPPER)
        return ZB_TT_ERR_BOUND;
    return ZB_TT_OK;
}

zb_tt_error zb_tt_store(zb_tt *tt, uint64_t key, const zb_tt_entry *entry)
{
    if (!tt || !entry)
        return ZB_TT_ERR_NULL;
    if (tt->ids)
        return ZB_TT_ERR_NEEDS_ID;
    zb_tt_error err = check_entry(entry);
    if (!err)
        tt_place(tt, key, 0, entry);
    return err;
}

zb_tt_error zb_tt_store_id(zb_tt *tt, uint64_t key, uint32_t id, const zb_tt_entry *entry)
{
    if (!tt || !entry)
        return ZB_TT_ERR_NULL;
    if (!tt->ids)
        return ZB_TT_ERR_NOT_INSTRUMENTED;
    if (id >= tt->config.id_count)
        return ZB_TT_ERR_ID_RANGE;
    zb_tt_error err = check_entry(entry);
    if (!err)
        tt_place(tt, key, id, entry);
    return err;
}
