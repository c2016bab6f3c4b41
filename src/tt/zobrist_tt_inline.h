/*
 * zobrist_tt_inline.h - the table's probe and store as inline functions, for
 * a search that calls them at every node. They are the library's own
 * zb_tt_probe and zb_tt_store (which call them), compiled into the caller
 * the way xxHash's XXH_INLINE_ALL works: a probe and a store then cost a few
 * instructions instead of two calls that each find the slot again.
 *
 * This header shows the table's layout, which is not covered by the ABI
 * promise: code that includes it must be built against the headers of the
 * library version it runs with. Everything else: zobrist_tt.h.
 */
#ifndef ZOBRIST_TT_INLINE_H
#define ZOBRIST_TT_INLINE_H

#include <stddef.h>
#include <string.h> /* memcpy */

#include "zobrist_tt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A slot, 16 bytes. bound == ZB_TT_SLOT_EMPTY marks an unused slot. */
typedef struct zb_tt_slot {
    uint64_t check; /* the key's bits n .. n+m-1, in place (the others 0) */
    int16_t score;
    uint16_t move;
    int8_t depth;
    uint8_t bound;
    uint8_t age;
} zb_tt_slot;
enum { ZB_TT_SLOT_EMPTY = 0 };

/* What an instrumented table knows of each identity. */
enum { ZB_TT_ID_NEVER = 0, ZB_TT_ID_STORED, ZB_TT_ID_EVICTED };

struct zb_tt {
    zb_tt_config config;
    uint64_t index_mask, check_mask; /* check_mask: bits n .. n+m-1 */
    zb_tt_slot *slots; /* 2^n buckets of k slots, bucket after bucket */
    size_t slot_count; /* k * 2^n, kept once the slots exist: no shift by n elsewhere (by 32 it
                          would be undefined with a 32-bit size_t, as in WASM) */
    uint32_t *ids;     /* instrumented: the identity in each slot; else NULL */
    uint8_t *id_state; /* instrumented: ZB_TT_ID_* for each identity; else NULL */
    uint8_t age;
    /* The usual shapes, known at zb_tt_create, so that the hot path tests one
     * byte instead of the policy, k and ids in turn: */
    uint8_t one_slot;       /* k = 1 and no aging: a probe reads one slot, writes none */
    uint8_t one_slot_probe; /* one_slot and no identities: zb_tt_probe's usual shape */
    uint8_t plain_replace;  /* always-replace, no identities: a store writes the key's slot */
    zb_tt_counters counters;
};

/* The first slot of the key's bucket, and the key's check bits. */
static inline size_t zb_tt_bucket_(const zb_tt *tt, uint64_t key)
{
    return (size_t)(key & tt->index_mask) * tt->config.bucket_slots;
}
static inline uint64_t zb_tt_check_(const zb_tt *tt, uint64_t key)
{
    return key & tt->check_mask;
}
static inline int zb_tt_holds_(const zb_tt_slot *s, uint64_t check)
{
    return s->bound != ZB_TT_SLOT_EMPTY && s->check == check;
}

/* The slot of the bucket at first that holds check, or NULL. */
static inline zb_tt_slot *zb_tt_find_(const zb_tt *tt, size_t first, uint64_t check)
{
    zb_tt_slot *s = &tt->slots[first];
    if (tt->config.bucket_slots == 1) /* the usual shape: no loop */
        return zb_tt_holds_(s, check) ? s : NULL;
    for (unsigned i = 0; i < tt->config.bucket_slots; i++)
        if (zb_tt_holds_(&s[i], check))
            return &s[i];
    return NULL;
}

/* The key's slot in a table of one slot a bucket (k = 1: no multiply). */
static inline zb_tt_slot *zb_tt_one_slot_(const zb_tt *tt, uint64_t key)
{
    return &tt->slots[(size_t)(key & tt->index_mask)];
}

/* Looks the key up: the slot found, or NULL; counts the probe. plain: a
 * plain probe (zb_tt_probe), which an instrumented table refuses: NULL, not
 * counted. The instrumented probe reads one slot on one_slot tables too. */
static inline zb_tt_slot *zb_tt_lookup_(zb_tt *tt, uint64_t key, zb_tt_entry *out, int plain)
{
    zb_tt_slot *s;
    if (plain ? tt->one_slot_probe : tt->one_slot) { /* the usual shape: one slot to read, none to write */
        s = zb_tt_one_slot_(tt, key);
        tt->counters.probes++;
        if (!zb_tt_holds_(s, zb_tt_check_(tt, key)))
            return NULL;
    } else {
        /* The slot is looked for before the refusal: then the bucket and the
         * check bits are computed on every path, and a caller's store of
         * the same key after the probe reuses them (refusing first cost the
         * usual shape's probe + store loop a recomputation of both). */
        s = zb_tt_find_(tt, zb_tt_bucket_(tt, key), zb_tt_check_(tt, key));
        if (plain && tt->ids)
            return NULL;
        tt->counters.probes++;
        if (!s)
            return NULL;
        if (tt->config.policy == ZB_TT_BUCKETS) /* still in use: stamped with the age, aging keeps it */
            s->age = tt->age;
    }
    out->depth = s->depth;
    out->score = s->score;
    out->bound = (zb_tt_bound)s->bound;
    out->move = s->move;
    out->age = s->age;
    tt->counters.found++;
    return s;
}

/* ------------------------------------------------------ replacement policies
 * Which slot of the bucket a new entry takes, and what the table forgets for
 * it (counted as evictions when instrumented). */

/* Empties slot s. If it held another position than id's, that position is
 * now lost to an index clash (what a later probe reports as type 2). */
static inline void zb_tt_vacate_(zb_tt *tt, size_t s, uint32_t id)
{
    if (tt->slots[s].bound == ZB_TT_SLOT_EMPTY)
        return;
    if (tt->ids && tt->ids[s] != id) {
        tt->id_state[tt->ids[s]] = ZB_TT_ID_EVICTED;
        tt->counters.evictions++;
    }
    tt->slots[s].bound = ZB_TT_SLOT_EMPTY;
}

#if defined(__wasm__)
#ifdef __cplusplus
#define ZB_TT_STATIC_ASSERT_ static_assert
#else
#define ZB_TT_STATIC_ASSERT_ _Static_assert
#endif
/* The slot's fields after check, as one little-endian word. */
ZB_TT_STATIC_ASSERT_(offsetof(zb_tt_slot, score) == 8 && offsetof(zb_tt_slot, move) == 10
                         && offsetof(zb_tt_slot, depth) == 12 && offsetof(zb_tt_slot, bound) == 13
                         && offsetof(zb_tt_slot, age) == 14 && sizeof(zb_tt_slot) == 16,
                     "zb_tt_write_ packs the slot's fields as laid out here");
#endif

/* Writes the entry into slot s, stamped with the table's age. In
 * WebAssembly the fields go in as one word: V8 keeps the entry's fields in
 * memory (spilled), so five narrow stores also cost five loads there
 * (packed: 0.9x a probe and store). gcc's five stores from registers beat
 * the packing's shifts and ors (packed natively: 1.2x in a 256 MB table). */
static inline void zb_tt_write_(zb_tt *tt, size_t s, uint64_t check, const zb_tt_entry *e)
{
#if defined(__wasm__)
    uint64_t fields = (uint64_t)(uint16_t)e->score | (uint64_t)e->move << 16 | (uint64_t)(uint8_t)e->depth << 32
                    | (uint64_t)(uint8_t)e->bound << 40 | (uint64_t)tt->age << 48;
    zb_tt_slot *slot = &tt->slots[s];
    slot->check = check;
    memcpy(&slot->score, &fields, sizeof fields);
#else
    zb_tt_slot slot = {check, e->score, e->move, e->depth, (uint8_t)e->bound, tt->age};
    tt->slots[s] = slot;
#endif
}

/* zb_tt_write_, and on an instrumented table the identities' bookkeeping. */
static inline void zb_tt_put_(zb_tt *tt, size_t s, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    if (tt->ids) {
        zb_tt_vacate_(tt, s, id);
        tt->ids[s] = id;
        tt->id_state[id] = ZB_TT_ID_STORED;
    }
    zb_tt_write_(tt, s, check, e);
}

/* Two-tier's demotion: the deep slot's entry moves to the recent slot. */
static inline void zb_tt_move_down_(zb_tt *tt, size_t deep, size_t recent)
{
    uint32_t moved = tt->ids ? tt->ids[deep] : 0;
    zb_tt_vacate_(tt, recent, moved);
    tt->slots[recent] = tt->slots[deep];
    if (tt->ids)
        tt->ids[recent] = moved;
    tt->slots[deep].bound = ZB_TT_SLOT_EMPTY;
}

static inline void zb_tt_depth_preferred_(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    const zb_tt_slot *s = &tt->slots[first];
    if (s->bound == ZB_TT_SLOT_EMPTY || e->depth >= s->depth)
        zb_tt_put_(tt, first, check, id, e);
    else
        tt->counters.refused++;
}

static inline void zb_tt_two_tier_(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    size_t deep = first, recent = first + 1;
    const zb_tt_slot *d = &tt->slots[deep];
    if (d->bound != ZB_TT_SLOT_EMPTY && e->depth < d->depth) {
        zb_tt_put_(tt, recent, check, id, e);
        return;
    }
    if (zb_tt_holds_(&tt->slots[recent], check)) /* an older copy of this key */
        zb_tt_vacate_(tt, recent, id);
    if (d->bound != ZB_TT_SLOT_EMPTY && d->check != check)
        zb_tt_move_down_(tt, deep, recent);
    zb_tt_put_(tt, deep, check, id, e);
}

/* Whether a should be replaced before b: an entry from an earlier search
 * before one from this search, then the shallower. */
static inline int zb_tt_replace_before_(const zb_tt_slot *a, const zb_tt_slot *b, uint8_t age)
{
    int a_old = a->age != age, b_old = b->age != age;
    if (a_old != b_old)
        return a_old;
    return a->depth < b->depth;
}

static inline void zb_tt_aging_bucket_(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    const zb_tt_slot *same = zb_tt_find_(tt, first, check);
    if (same) {
        zb_tt_put_(tt, (size_t)(same - tt->slots), check, id, e);
        return;
    }
    size_t victim = first;
    for (size_t s = first; s < first + tt->config.bucket_slots; s++) {
        if (tt->slots[s].bound == ZB_TT_SLOT_EMPTY) {
            victim = s;
            break;
        }
        if (zb_tt_replace_before_(&tt->slots[s], &tt->slots[victim], tt->age))
            victim = s;
    }
    zb_tt_put_(tt, victim, check, id, e);
}

/* Kept out of the caller's loop: the code of the other policies there
 * costs the hot path registers (spills) though it never runs. */
#if defined(__GNUC__)
#define ZB_TT_OUT_OF_LINE_ __attribute__((noinline, unused)) /* unused: not every includer stores */
#else
#define ZB_TT_OUT_OF_LINE_
#endif

/* Depth-preferred, two-tier and buckets: the policies that look first. The
 * entry comes as its fields: its address would escape the caller, whose
 * probe writes to it would then oblige the compiler to reload the table's
 * fields; and a struct passed by value is a copy in memory in WebAssembly,
 * for which Clang kept the caller's entry in linear memory. */
static ZB_TT_OUT_OF_LINE_ void zb_tt_place_choosing_(zb_tt *tt, size_t first, uint64_t check, uint32_t id,
                                                     int depth, int score, int bound, unsigned move)
{
    zb_tt_entry entry = {(int8_t)depth, (int16_t)score, (zb_tt_bound)bound, (uint16_t)move, 0};
    const zb_tt_entry *e = &entry;
    switch (tt->config.policy) {
    case ZB_TT_DEPTH_PREFERRED:
        zb_tt_depth_preferred_(tt, first, check, id, e);
        break;
    case ZB_TT_TWO_TIER:
        zb_tt_two_tier_(tt, first, check, id, e);
        break;
    default: /* ZB_TT_BUCKETS: zb_tt_create admits no other policy */
        zb_tt_aging_bucket_(tt, first, check, id, e);
        break;
    }
}

/* Stores the entry with check bits check in the bucket at first, as the
 * policy says; id is ignored on plain tables. */
static inline void zb_tt_place_at_(zb_tt *tt, size_t first, uint64_t check, uint32_t id, const zb_tt_entry *e)
{
    tt->counters.stores++;
    if (tt->config.policy == ZB_TT_ALWAYS_REPLACE) /* the cheapest, inline */
        zb_tt_put_(tt, first, check, id, e);
    else
        zb_tt_place_choosing_(tt, first, check, id, e->depth, e->score, e->bound, e->move);
}

/* Stores the entry for the key as the policy says. */
static inline void zb_tt_place_(zb_tt *tt, uint64_t key, uint32_t id, const zb_tt_entry *e)
{
    zb_tt_place_at_(tt, zb_tt_bucket_(tt, key), zb_tt_check_(tt, key), id, e);
}

/* ------------------------------------------------------------- the hot path */

/* zb_tt_prefetch, inline. */
static inline void zb_tt_prefetch_inline(const zb_tt *tt, uint64_t key)
{
#if defined(__GNUC__)
    if (tt)
        __builtin_prefetch(&tt->slots[zb_tt_bucket_(tt, key)]);
#else
    (void)tt, (void)key;
#endif
}

/* zb_tt_probe, inline: the same arguments, checks and result. A plain probe
 * of an instrumented table is refused (0, not counted), as its plain store
 * is (ZB_TT_ERR_NEEDS_ID): counted, it would be in none of the outcomes.
 * Refusing costs the usual shape nothing: one_slot_probe already excludes
 * identities, so only the other shapes test ids (zb_tt_lookup_). */
static inline int zb_tt_probe_inline(zb_tt *tt, uint64_t key, zb_tt_entry *out)
{
    if (!tt || !out)
        return 0;
    return zb_tt_lookup_(tt, key, out, 1) != NULL;
}

static inline int zb_tt_bound_valid_(zb_tt_bound bound)
{
    return bound == ZB_TT_EXACT || bound == ZB_TT_LOWER || bound == ZB_TT_UPPER;
}

/* zb_tt_store, inline: the same arguments, checks and result. */
static inline zb_tt_error zb_tt_store_inline(zb_tt *tt, uint64_t key, const zb_tt_entry *entry)
{
    if (!tt || !entry)
        return ZB_TT_ERR_NULL;
    if (tt->plain_replace) { /* the usual table: no identities, no choice of slot, k = 1 (no multiply) */
        if (!zb_tt_bound_valid_(entry->bound))
            return ZB_TT_ERR_BOUND;
        tt->counters.stores++;
        zb_tt_write_(tt, (size_t)(key & tt->index_mask), zb_tt_check_(tt, key), entry);
        return ZB_TT_OK;
    }
    if (tt->ids)
        return ZB_TT_ERR_NEEDS_ID;
    if (!zb_tt_bound_valid_(entry->bound))
        return ZB_TT_ERR_BOUND;
    zb_tt_place_(tt, key, 0, entry);
    return ZB_TT_OK;
}

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_TT_INLINE_H */
