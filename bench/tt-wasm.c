/* The transposition-table benchmark's loops (tt-loops.h) compiled to
 * WebAssembly, for bench/tt-wasm.js to time beside bench-native's run of
 * the same loops: the C table's speed in WASM against native, with no
 * JavaScript in the loop. Not part of the package. */
#include <stdlib.h>

#include "large_memory.h"
#include "tt-loops.h"
#include "zobrist_keys.h"

enum { AHEAD = 32 }; /* as bench-native's TT_AHEAD */

static zb_tt *table;
static uint64_t *bare, *keys;
static unsigned table_bits;
static uint32_t key_count;

void tt_wasm_free(void);

/* A table and a bare array of 2^bits slots and count (+ AHEAD) keys from
 * the seed bench-native uses; 0 when done, -1 out of memory. */
int tt_wasm_setup(unsigned bits, uint32_t count)
{
    tt_wasm_free();
    zb_tt_config config = {bits, 16, ZB_TT_ALWAYS_REPLACE, 0, 0};
    table_bits = bits; /* before bare: tt_wasm_free frees it by this size */
    bare = zb_large_calloc(((size_t)1 << bits) * sizeof *bare);
    keys = malloc(((size_t)count + AHEAD) * sizeof *keys);
    if (zb_tt_create(&config, &table) != ZB_TT_OK || !bare || !keys) {
        tt_wasm_free();
        return -1;
    }
    uint64_t state = 1970;
    for (size_t i = 0; i < (size_t)count + AHEAD; i++)
        keys[i] = zb_splitmix64_next(&state);
    key_count = count;
    return 0;
}

/* One run of a loop over every key: 0 inline, 1 library calls, 2 bare,
 * 3 inline prefetching ahead, 4 bare prefetching ahead, 5 the floor,
 * 6 the floor with the counters (tt-loops.h). */
uint32_t tt_wasm_run(int loop)
{
    switch (loop) {
    case 0: return (uint32_t)tt_loop(table, keys, key_count, 0, 0);
    case 1: return (uint32_t)tt_call_loop(table, keys, key_count);
    case 2: return (uint32_t)bare_loop(bare, table_bits, keys, key_count, 0, 0);
    case 3: return (uint32_t)tt_loop(table, keys, key_count, AHEAD, 0);
    case 4: return (uint32_t)bare_loop(bare, table_bits, keys, key_count, AHEAD, 0);
    case 5: return (uint32_t)floor_loop(table, keys, key_count, 0);
    default: return (uint32_t)floor_loop(table, keys, key_count, 1);
    }
}

void tt_wasm_free(void)
{
    zb_tt_destroy(table);
    zb_large_free(bare, ((size_t)1 << table_bits) * sizeof *bare);
    free(keys);
    table = NULL, bare = keys = NULL;
}
