/* Short texts (up to 7 bytes) interned as small ids, for the JS glue to
 * keep one string an id (text_ids.c). */
#ifndef ZBW_TEXT_IDS_H
#define ZBW_TEXT_IDS_H

#include <stddef.h>
#include <stdint.h>

/* The id of the first len bytes (1 to 7, no NUL among them) of an 8-byte
 * buffer: 1, 2, 3, ... in the order texts are first seen, the same id for
 * the same text for the module's life; 0 when out of memory or past 2^24
 * texts (the glue then decodes the text). */
uint32_t text_id(const char text[8], size_t len);

#endif
