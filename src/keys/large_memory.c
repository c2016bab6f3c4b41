/* Large zeroed arrays on huge pages (Linux's transparent huge pages, when
 * set to "madvise" as Debian does); plain calloc elsewhere. */
#if defined(__linux__)
#define _DEFAULT_SOURCE /* madvise */
#include <sys/mman.h>
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "large_memory.h"

enum { HUGE_PAGE = 2 << 20, WORTH_IT = 4 * HUGE_PAGE };

void *zb_large_calloc(size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= WORTH_IT && bytes <= SIZE_MAX - HUGE_PAGE) {
        size_t rounded = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
        void *p = aligned_alloc(HUGE_PAGE, rounded);
        if (p) {
            madvise(p, rounded, MADV_HUGEPAGE); /* advice only: failure is harmless */
            return memset(p, 0, bytes);
        }
    }
#endif
    return calloc(bytes ? bytes : 1, 1);
}
