/* Large zeroed arrays (hash tables of millions of positions) backed by huge
 * pages where the system offers them: a table far larger than the cache is
 * read at random, and with 4 KB pages nearly every read also misses the TLB.
 * Internal to the library (not a public header). */
#ifndef ZB_LARGE_MEMORY_H
#define ZB_LARGE_MEMORY_H

#include <stddef.h>

/* bytes of zeroed memory, or NULL; free it with free(). */
void *zb_large_calloc(size_t bytes);

#endif
