/* What the WebAssembly export files share. The files in src/wasm/ are the
 * only code that knows about the JS boundary: flat-ABI wrappers (pointers,
 * lengths, integer error codes) built by emcc with -sSTANDALONE_WASM, using
 * nothing from Emscripten. Every function whose name starts with zbw_ at the
 * start of a line is exported (the Makefile collects them). */
#ifndef ZBW_EXPORTS_H
#define ZBW_EXPORTS_H

#include <stddef.h>

/* Details of the last error (offset, token length, index, plies), for the
 * glue to read after a call returns an error code. */
typedef struct zbw_error_details {
    size_t offset;  /* where in the input the error is */
    size_t length;  /* the bad token's length (replay) */
    size_t index;   /* which item of a bulk call (keys_of_fens) */
    size_t plies;   /* moves made (replay) */
} zbw_error_details;
extern zbw_error_details zbw_last;

/* Which module this is, so that the glue refuses one that does not fit its
 * entry (wasm/core/core.js): zobrist.wasm has keys and chess
 * (main_module/module_kind.c), zobrist-all.wasm every layer (module_kind.c). */
enum { ZBW_MODULE_MAIN = 1, ZBW_MODULE_ALL = 2 };
int zbw_module_kind(void);

#endif
