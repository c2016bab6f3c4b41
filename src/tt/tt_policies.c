/* Replacement policies: which slot of the bucket a new entry takes, and
 * what the table forgets for it (counted as evictions when instrumented). */
#include "tt_internal.h"

/* Empties slot s. If it held another position than id's, that position is
 * now lost to an index clash (what a later probe reports as type 2). */
static void vacate(zb_tt *tt, size_t s, uint32_t id)
{
    if (tt->slots[s].bound == TT_EMPTY)
        return;
    if (tt->ids && tt->ids[s] != id) {
        tt->id_state[tt->ids[s]] = TT_ID_EVICTED;
        tt->counters.evictions++;
    }
    tt->slots[s].bound = TT_EMPTY;
}

static void put(zb_tt *tt, size_t s, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    vacate(tt, s, id);
    tt->slots[s] = (tt_slot){check, e->score, e->move, e->depth, (uint8_t)e->bound, tt->age};
    if (tt->ids) {
        tt->ids[s] = id;
        tt->id_state[id] = TT_ID_STORED;
    }
}

/* Two-tier's demotion: the deep slot's entry moves to the recent slot. */
static void move_down(zb_tt *tt, size_t deep, size_t recent)
{
    uint32_t moved = tt->ids ? tt->ids[deep] : 0;
    vacate(tt, recent, moved);
    tt->slots[recent] = tt->slots[deep];
    if (tt->ids)
        tt->ids[recent] = moved;
    tt->slots[deep].bound = TT_EMPTY;
}

static int holds(const tt_slot *s, uint64_t check) { return s->bound != TT_EMPTY && s->check == check; }

static void depth_preferred(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    const tt_slot *s = &tt->slots[first];
    if (s->bound == TT_EMPTY || e->depth >= s->depth)
        put(tt, first, check, id, e);
    else
        tt->counters.refused++;
}

static void two_tier(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    size_t deep = first, recent = first + 1;
    const tt_slot *d = &tt->slots[deep];
    if (d->bound != TT_EMPTY && e->depth < d->depth) {
        put(tt, recent, check, id, e);
        return;
    }
    if (holds(&tt->slots[recent], check)) /* an older copy of this key */
        vacate(tt, recent, id);
    if (d->bound != TT_EMPTY && d->check != check)
        move_down(tt, deep, recent);
    put(tt, deep, check, id, e);
}

/* Whether a should be replaced before b: an entry from an earlier search
 * before one from this search, then the shallower. */
static int replace_before(const tt_slot *a, const tt_slot *b, uint8_t age)
{
    int a_old = a->age != age, b_old = b->age != age;
    if (a_old != b_old)
        return a_old;
    return a->depth < b->depth;
}

static void aging_bucket(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    long same = tt_find(tt, first, check);
    if (same >= 0) {
        put(tt, (size_t)same, check, id, e);
        return;
    }
    size_t victim = first;
    for (size_t s = first; s < first + tt->config.bucket_slots; s++) {
        if (tt->slots[s].bound == TT_EMPTY) {
            victim = s;
            break;
        }
        if (replace_before(&tt->slots[s], &tt->slots[victim], tt->age))
            victim = s;
    }
    put(tt, victim, check, id, e);
}

void tt_place(zb_tt *tt, uint64_t key, uint32_t id, const zb_tt_entry *e)
{
    tt->counters.stores++;
    size_t first = tt_bucket(tt, key);
    uint64_t check = tt_check(tt, key);
    switch (tt->config.policy) {
    case ZB_TT_ALWAYS_REPLACE:
        put(tt, first, check, id, e);
        break;
    case ZB_TT_DEPTH_PREFERRED:
        depth_preferred(tt, first, check, id, e);
        break;
    case ZB_TT_TWO_TIER:
        two_tier(tt, first, check, id, e);
        break;
    default: /* ZB_TT_BUCKETS: zb_tt_create admits no other policy */
        aging_bucket(tt, first, check, id, e);
        break;
    }
}
