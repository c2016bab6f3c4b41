/* Probes: plain and prefetches (zobrist_tt_inline.h's), and instrumented
 * probes (each classified). */
#include "zobrist_tt_inline.h"

int zb_tt_probe(zb_tt *tt, uint64_t key, zb_tt_entry *out) { return zb_tt_probe_inline(tt, key, out); }

void zb_tt_prefetch(const zb_tt *tt, uint64_t key) { zb_tt_prefetch_inline(tt, key); }

zb_tt_error zb_tt_probe_id(zb_tt *tt, uint64_t key, uint32_t id, zb_tt_entry *out, zb_tt_outcome *outcome)
{
    if (!tt || !out || !outcome)
        return ZB_TT_ERR_NULL;
    if (!tt->ids)
        return ZB_TT_ERR_NOT_INSTRUMENTED;
    if (id >= tt->config.id_count)
        return ZB_TT_ERR_ID_RANGE;
    const zb_tt_slot *found = zb_tt_lookup_(tt, key, out, 0);
    zb_tt_counters *c = &tt->counters;
    if (found && tt->ids[found - tt->slots] == id)
        *outcome = ZB_TT_HIT, c->hits++;
    else if (found)
        *outcome = ZB_TT_TYPE1_ERROR, c->type1_errors++;
    else if (tt->id_state[id] == ZB_TT_ID_EVICTED)
        *outcome = ZB_TT_TYPE2_LOSS, c->type2_losses++;
    else
        *outcome = ZB_TT_MISS, c->misses++;
    return ZB_TT_OK;
}
