/* Stores: plain (zobrist_tt_inline.h's), and instrumented. The policies'
 * choice of slot is in zobrist_tt_inline.h. */
#include "zobrist_tt_inline.h"

zb_tt_error zb_tt_store(zb_tt *tt, uint64_t key, const zb_tt_entry *entry)
{
    return zb_tt_store_inline(tt, key, entry);
}

zb_tt_error zb_tt_store_id(zb_tt *tt, uint64_t key, uint32_t id, const zb_tt_entry *entry)
{
    if (!tt || !entry)
        return ZB_TT_ERR_NULL;
    if (!tt->ids)
        return ZB_TT_ERR_NOT_INSTRUMENTED;
    if (id >= tt->config.id_count)
        return ZB_TT_ERR_ID_RANGE;
    if (!zb_tt_bound_valid_(entry->bound))
        return ZB_TT_ERR_BOUND;
    zb_tt_place_(tt, key, id, entry);
    return ZB_TT_OK;
}
