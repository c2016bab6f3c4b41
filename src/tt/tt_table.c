/* Making a table: the configuration checked, memory allocated once. */
#include <stdlib.h>
#include <string.h>

#include "large_memory.h"
#include "zobrist_tt_inline.h"

/* The slots a bucket has under each policy: the default, and the most. */
static const unsigned default_slots[ZB_TT_POLICY_COUNT_] = {1, 1, 2, 4};
static const unsigned max_slots[ZB_TT_POLICY_COUNT_] = {1, 1, 2, ZB_TT_MAX_BUCKET_SLOTS};

static zb_tt_error check_config(const zb_tt_config *c, unsigned *slots)
{
    if (c->index_bits > ZB_TT_MAX_INDEX_BITS)
        return ZB_TT_ERR_INDEX_BITS;
    if (c->check_bits > 64 - c->index_bits)
        return ZB_TT_ERR_CHECK_BITS;
    if ((unsigned)c->policy >= ZB_TT_POLICY_COUNT_)
        return ZB_TT_ERR_POLICY;
    unsigned k = c->bucket_slots ? c->bucket_slots : default_slots[c->policy];
    /* Always-replace, depth-preferred and two-tier have a fixed shape. */
    if (k > max_slots[c->policy] || (c->policy != ZB_TT_BUCKETS && k != default_slots[c->policy]))
        return ZB_TT_ERR_BUCKET_SLOTS;
    *slots = k;
    return ZB_TT_OK;
}

/* count elements of size bytes, zeroed, or NULL if that does not fit in
 * size_t (a 32-bit target, such as WASM, with a large n). Huge pages where
 * the system has them: a large table is read at random. */
static void *allocate(uint64_t count, size_t size)
{
    if (count > SIZE_MAX / size)
        return NULL;
    return zb_large_calloc((size_t)count * size);
}

zb_tt_error zb_tt_create(const zb_tt_config *config, zb_tt **out)
{
    if (!out)
        return ZB_TT_ERR_NULL;
    *out = NULL;
    if (!config)
        return ZB_TT_ERR_NULL;
    unsigned k;
    zb_tt_error err = check_config(config, &k);
    if (err)
        return err;
    zb_tt *tt = calloc(1, sizeof *tt);
    if (!tt)
        return ZB_TT_ERR_NO_MEMORY;
    tt->config = *config;
    tt->config.bucket_slots = k;
    tt->index_mask = (UINT64_C(1) << config->index_bits) - 1; /* n <= 32: no shift by 64 */
    /* The check bits stay in place: a slot keeps key & check_mask, which is
     * the same test as the bits shifted down, without the shift. */
    tt->check_mask = (config->check_bits == 64 ? UINT64_MAX : (UINT64_C(1) << config->check_bits) - 1)
                     << config->index_bits;
    uint64_t slot_count = ((uint64_t)k) << config->index_bits;
    tt->one_slot = k == 1 && config->policy != ZB_TT_BUCKETS;
    tt->one_slot_probe = tt->one_slot && !config->id_count;
    tt->plain_replace = config->policy == ZB_TT_ALWAYS_REPLACE && !config->id_count;
    tt->slots = allocate(slot_count, sizeof *tt->slots);
    if (tt->slots) /* then the count fits in size_t */
        tt->slot_count = (size_t)slot_count;
    if (tt->slots && config->id_count) {
        tt->ids = allocate(slot_count, sizeof *tt->ids);
        tt->id_state = allocate(config->id_count, 1);
    }
    if (!tt->slots || (config->id_count && (!tt->ids || !tt->id_state))) {
        zb_tt_destroy(tt);
        return ZB_TT_ERR_NO_MEMORY;
    }
    *out = tt;
    return ZB_TT_OK;
}

void zb_tt_destroy(zb_tt *tt)
{
    if (!tt)
        return;
    zb_large_free(tt->slots, tt->slot_count * sizeof *tt->slots);
    zb_large_free(tt->ids, tt->slot_count * sizeof *tt->ids);
    zb_large_free(tt->id_state, tt->config.id_count);
    free(tt);
}

void zb_tt_clear(zb_tt *tt)
{
    if (!tt)
        return;
    memset(tt->slots, 0, tt->slot_count * sizeof *tt->slots);
    if (tt->id_state)
        memset(tt->id_state, ZB_TT_ID_NEVER, tt->config.id_count);
    /* ids[] needs no clearing: a slot's id is read only while the slot is used. */
    tt->age = 0;
    memset(&tt->counters, 0, sizeof tt->counters);
}

void zb_tt_new_search(zb_tt *tt)
{
    if (tt)
        tt->age = (uint8_t)(tt->age + 1);
}

zb_tt_config zb_tt_config_of(const zb_tt *tt)
{
    zb_tt_config none = {0, 0, ZB_TT_ALWAYS_REPLACE, 0, 0};
    return tt ? tt->config : none;
}

zb_tt_counters zb_tt_counters_of(const zb_tt *tt)
{
    zb_tt_counters none = {0};
    return tt ? tt->counters : none;
}
