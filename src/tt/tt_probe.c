/* Probes: plain, and instrumented (each probe classified). */
#include "tt_internal.h"

long tt_lookup(zb_tt *tt, uint64_t key, zb_tt_entry *out)
{
    tt->counters.probes++;
    long found = tt_find(tt, tt_bucket(tt, key), tt_check(tt, key));
    if (found < 0)
        return -1;
    tt_slot *s = &tt->slots[found];
    if (tt->config.policy == ZB_TT_BUCKETS)
        s->age = tt->age; /* still in use: aging keeps it */
    out->depth = s->depth;
    out->score = s->score;
    out->bound = (zb_tt_bound)s->bound;
    out->move = s->move;
    out->age = s->age;
    tt->counters.found++;
    return found;
}

int zb_tt_probe(zb_tt *tt, uint64_t key, zb_tt_entry *out)
{
    if (!tt || !out)
        return 0;
    return tt_lookup(tt, key, out) >= 0;
}

zb_tt_error zb_tt_probe_id(zb_tt *tt, uint64_t key, uint32_t id, zb_tt_entry *out, zb_tt_outcome *outcome)
{
    if (!tt || !out || !outcome)
        return ZB_TT_ERR_NULL;
    if (!tt->ids)
        return ZB_TT_ERR_NOT_INSTRUMENTED;
    if (id >= tt->config.id_count)
        return ZB_TT_ERR_ID_RANGE;
    long found = tt_lookup(tt, key, out);
    zb_tt_counters *c = &tt->counters;
    if (found >= 0 && tt->ids[found] == id)
        *outcome = ZB_TT_HIT, c->hits++;
    else if (found >= 0)
        *outcome = ZB_TT_TYPE1_ERROR, c->type1_errors++;
    else if (tt->id_state[id] == TT_ID_EVICTED)
        *outcome = ZB_TT_TYPE2_LOSS, c->type2_losses++;
    else
        *outcome = ZB_TT_MISS, c->misses++;
    return ZB_TT_OK;
}
