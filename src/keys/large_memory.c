/* Large zeroed arrays: on Linux mapped fresh (zero pages come with the
 * mapping, faulted in as they are first touched) with the advice to use
 * transparent huge pages, which Debian grants on "madvise"; plain calloc
 * elsewhere, and for arrays too small to fill a huge page. */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#define _DEFAULT_SOURCE /* madvise, MAP_ANONYMOUS */
#include <sys/mman.h>
#define ZB_LARGE_MAPPED 1
#endif
#include <stdlib.h>

#include "large_memory.h"

#define HUGE_PAGE ((size_t)2 << 20) /* smaller arrays gain nothing */

void *zb_large_calloc(size_t bytes)
{
#ifdef ZB_LARGE_MAPPED
    if (bytes >= HUGE_PAGE) {
        void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        madvise(p, bytes, MADV_HUGEPAGE); /* advice only: without huge pages all still works */
        return p;
    }
#endif
    return calloc(bytes ? bytes : 1, 1);
}

void zb_large_free(void *p, size_t bytes)
{
#ifdef ZB_LARGE_MAPPED
    if (p && bytes >= HUGE_PAGE) {
        munmap(p, bytes);
        return;
    }
#endif
    (void)bytes;
    free(p);
}
