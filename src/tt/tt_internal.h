/* The table's layout, shared by the files of src/tt/ (not public). */
#ifndef ZB_TT_INTERNAL_H
#define ZB_TT_INTERNAL_H

#include <stddef.h>

#include "zobrist_tt.h"

/* 16 bytes. bound == TT_EMPTY marks an unused slot. */
typedef struct tt_slot {
    uint64_t check; /* the key's bits n .. n+m-1, shifted down */
    int16_t score;
    uint16_t move;
    int8_t depth;
    uint8_t bound;
    uint8_t age;
} tt_slot;
enum { TT_EMPTY = 0 };

/* What an instrumented table knows of each identity. */
enum { TT_ID_NEVER = 0, TT_ID_STORED, TT_ID_EVICTED };

struct zb_tt {
    zb_tt_config config;
    uint64_t index_mask, check_mask;
    tt_slot *slots;    /* 2^n buckets of k slots, bucket after bucket */
    uint32_t *ids;     /* instrumented: the identity in each slot; else NULL */
    uint8_t *id_state; /* instrumented: TT_ID_* for each identity; else NULL */
    uint8_t age;
    zb_tt_counters counters;
};

/* The first slot of the key's bucket, and the key's check bits. */
static inline size_t tt_bucket(const zb_tt *tt, uint64_t key)
{
    return (size_t)(key & tt->index_mask) * tt->config.bucket_slots;
}
static inline uint64_t tt_check(const zb_tt *tt, uint64_t key)
{
    return (key >> tt->config.index_bits) & tt->check_mask;
}

/* The slot of the bucket at first that is used and holds check, or -1. */
static inline long tt_find(const zb_tt *tt, size_t first, uint64_t check)
{
    for (unsigned i = 0; i < tt->config.bucket_slots; i++) {
        const tt_slot *s = &tt->slots[first + i];
        if (s->bound != TT_EMPTY && s->check == check)
            return (long)(first + i);
    }
    return -1;
}

/* Looks the key up: the slot found, or -1; counts the probe. */
long tt_lookup(zb_tt *tt, uint64_t key, zb_tt_entry *out);
/* Stores the entry as the policy says; id is ignored on plain tables. */
void tt_place(zb_tt *tt, uint64_t key, uint32_t id, const zb_tt_entry *entry);

#endif
