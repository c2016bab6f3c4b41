/* Large zeroed arrays (hash tables and sort buffers of millions of
 * positions) on huge pages where the system offers them: a table far larger
 * than the cache is read at random, and with 4 KB pages nearly every read
 * also misses the TLB (and filling it faults a page in 512 times as often).
 * Internal to the library (not a public header). */
#ifndef ZB_LARGE_MEMORY_H
#define ZB_LARGE_MEMORY_H

#include <stddef.h>

/* bytes of zeroed memory, or NULL. */
void *zb_large_calloc(size_t bytes);
/* Frees what zb_large_calloc(bytes) gave (the same bytes); NULL is fine. */
void zb_large_free(void *p, size_t bytes);

#endif
