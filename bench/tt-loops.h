/* The transposition-table benchmark's loops, shared by bench-native.c and
 * the same loops compiled to WebAssembly (tt-wasm.c), so that the two
 * figures time the same code. Each loop probes and stores every key of a
 * precomputed list (making the keys is not timed); a search's probe and
 * store of one position. With ahead > 0 each loop first prefetches the slot
 * of the key that many places further on, as a search does when it learns a
 * key before it probes (the list needs ahead extra keys). With serial, each
 * key's work completes before the next key's starts (an lfence, x86 only;
 * TT_LOOPS_SERIAL says whether there is one): one probe at a time, as in a
 * search, whose probes are far apart, rather than a stream whose misses the
 * processor overlaps. */
#ifndef ZB_BENCH_TT_LOOPS_H
#define ZB_BENCH_TT_LOOPS_H

#include "zobrist_tt_inline.h"

#if defined(__x86_64__) || defined(__i386__)
#define TT_LOOPS_SERIAL 1
#define tt_loops_serialize() __builtin_ia32_lfence()
#else
#define TT_LOOPS_SERIAL 0
#define tt_loops_serialize() ((void)0)
#endif

/* The table through the inline functions (zobrist_tt_inline.h). */
static uint64_t tt_loop(zb_tt *tt, const uint64_t *keys, uint32_t count, uint32_t ahead, int serial)
{
    uint64_t sink = 0;
    zb_tt_entry e = {4, 0, ZB_TT_LOWER, 0, 0};
    for (uint32_t i = 0; i < count; i++) {
        uint64_t key = keys[i];
        if (ahead)
            zb_tt_prefetch_inline(tt, keys[i + ahead]);
        if (zb_tt_probe_inline(tt, key, &e))
            sink += (uint64_t)e.score;
        e.score = (int16_t)i;
        zb_tt_store_inline(tt, key, &e);
        if (serial)
            tt_loops_serialize();
    }
    return sink;
}

/* The table through the library's calls (zobrist_tt.h). */
static uint64_t tt_call_loop(zb_tt *tt, const uint64_t *keys, uint32_t count)
{
    uint64_t sink = 0;
    zb_tt_entry e = {4, 0, ZB_TT_LOWER, 0, 0};
    for (uint32_t i = 0; i < count; i++) {
        uint64_t key = keys[i];
        if (zb_tt_probe(tt, key, &e))
            sink += (uint64_t)e.score;
        e.score = (int16_t)i;
        zb_tt_store(tt, key, &e);
    }
    return sink;
}

/* The floor of the stream: the least a table of these slots can do for the
 * same work as tt_loop, a probe into the entry and a store of it: the
 * table's fields read once, before the loop, and no argument checks, no
 * shape tests. With counted, also the three counters zb_tt_counters
 * promises for a plain table (probes, found, stores), kept in the table's
 * memory, as calls into it keep them. zb_tt_probe_inline and
 * zb_tt_store_inline are that and their checks, in a loop of the caller's
 * they cannot see out of: what a stream of them costs beyond this is theirs. */
static uint64_t floor_loop(zb_tt *tt, const uint64_t *keys, uint32_t count, int counted)
{
    zb_tt_slot *slots = tt->slots;
    const uint64_t index_mask = tt->index_mask, check_mask = tt->check_mask;
    const uint8_t age = tt->age;
    uint64_t sink = 0;
    zb_tt_entry e = {4, 0, ZB_TT_LOWER, 0, 0};
    for (uint32_t i = 0; i < count; i++) {
        uint64_t key = keys[i], check = key & check_mask;
        zb_tt_slot *s = &slots[key & index_mask];
        if (counted)
            tt->counters.probes++;
        if (s->bound != ZB_TT_SLOT_EMPTY && s->check == check) {
            e.depth = s->depth, e.score = s->score, e.bound = (zb_tt_bound)s->bound, e.move = s->move, e.age = s->age;
            sink += (uint64_t)e.score;
            if (counted)
                tt->counters.found++;
        }
        e.score = (int16_t)i;
        zb_tt_slot slot = {check, e.score, e.move, e.depth, (uint8_t)e.bound, age};
        *s = slot;
        if (counted)
            tt->counters.stores++;
    }
    return sink;
}

/* A bare array of 2^bits words: a load, a compare of the key's top 16 bits
 * and a write a key, the least any table can do. */
static uint64_t bare_loop(uint64_t *bare, unsigned bits, const uint64_t *keys, uint32_t count, uint32_t ahead,
                          int serial)
{
    uint64_t sink = 0, mask = ((uint64_t)1 << bits) - 1;
    for (uint32_t i = 0; i < count; i++) {
#if defined(__GNUC__)
        if (ahead)
            __builtin_prefetch(&bare[keys[i + ahead] & mask]);
#endif
        uint64_t key = keys[i], *slot = &bare[key & mask];
        if ((*slot >> 48) == (key >> 48))
            sink += *slot & 0xFFFF;
        *slot = (key & ~(uint64_t)0xFFFF) | (uint16_t)i;
        if (serial)
            tt_loops_serialize();
    }
    return sink;
}

#endif
