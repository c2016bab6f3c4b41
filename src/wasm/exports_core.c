/* Exports every part of the glue uses: memory, and the last error's details. */
#include <stdlib.h>

#include "exports.h"

zbw_error_details zbw_last;

size_t zbw_last_offset(void) { return zbw_last.offset; }
size_t zbw_last_length(void) { return zbw_last.length; }
size_t zbw_last_index(void) { return zbw_last.index; }
size_t zbw_last_plies(void) { return zbw_last.plies; }

void *zbw_alloc(size_t size) { return malloc(size); }
void zbw_free(void *p) { free(p); }
