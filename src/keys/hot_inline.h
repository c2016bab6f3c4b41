/* ZB_HOT_INLINE marks a helper called once a move on a hot path (reading
 * PGN, a book lookup's SAN) that zobrist-all.wasm inlines into every caller
 * (its build defines ZB_INLINE_HOT_CALLS). V8 spills what lives across a
 * call and checks the stack at each one, so there these calls cost far
 * more than gcc's (Makefile, zobrist-all.wasm).
 * Elsewhere the compiler decides: natively gcc's calls are cheap, and
 * zobrist.wasm is built for size. Internal: not installed. */
#ifndef ZB_HOT_INLINE_H
#define ZB_HOT_INLINE_H

#if defined(ZB_INLINE_HOT_CALLS) && defined(__GNUC__)
#define ZB_HOT_INLINE __attribute__((always_inline))
#else
#define ZB_HOT_INLINE
#endif

#endif
