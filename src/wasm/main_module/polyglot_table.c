/* zobrist.wasm's Polyglot table: not built in (6.3 KB of a 32 KiB module) but
 * written by the JS glue right after instantiation, from the copy the
 * package ships in JS anyway (wasm/chess/polyglot-keys.js, generated from
 * src/chess/polyglot_random64.c and tested equal to it). zobrist-all.wasm
 * links src/chess/polyglot_random64.c instead.
 *
 * The module's objects are compiled with ZB_POLYGLOT_FILLED_AT_START, under
 * which zobrist_chess.h declares the table without const. Nothing in C
 * writes it, and nothing reads it before the glue has filled it. */
#include <stdint.h>

#include "zobrist_chess.h"

#ifndef ZB_POLYGLOT_FILLED_AT_START
#error "zobrist.wasm's objects are compiled with -DZB_POLYGLOT_FILLED_AT_START (Makefile)"
#endif

uint64_t zb_polyglot_random64[ZB_CHESS_FEATURES];

/* The table's 781 slots, for the glue to fill; only this module exports it,
 * so the glue knows to (wasm/chess/polyglot-install.js). */
uint64_t *zbw_polyglot_table_slots(void) { return zb_polyglot_random64; }
