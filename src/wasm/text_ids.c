/* Short texts interned as ids (text_ids.h): an open-addressed table of the
 * texts as 64-bit words (no text is 0), linear probing, grown at half full.
 * A book's SAN texts are a few thousand, so the JS glue makes each string
 * once instead of one a move a lookup. */
#include <stdlib.h>
#include <string.h>

#include "hot_inline.h"
#include "text_ids.h"

enum { MAX_IDS = 1 << 24 };

typedef struct slot {
    uint64_t text; /* 0: empty (no text is empty) */
    uint32_t id;
} slot;

static slot *slots;
static size_t capacity, count; /* capacity: 0 or a power of two */

static size_t home(uint64_t text, size_t cap) { return (size_t)((text * 0x9E3779B97F4A7C15ULL) >> 40) & (cap - 1); }

static int grow(void)
{
    size_t cap = capacity ? capacity * 2 : 1024;
    slot *bigger = calloc(cap, sizeof *bigger);
    if (!bigger)
        return 0;
    for (size_t i = 0; i < capacity; i++) {
        if (!slots[i].text)
            continue;
        size_t h = home(slots[i].text, cap);
        while (bigger[h].text)
            h = (h + 1) & (cap - 1);
        bigger[h] = slots[i];
    }
    free(slots);
    slots = bigger;
    capacity = cap;
    return 1;
}

ZB_HOT_INLINE uint32_t text_id(const char text[8], size_t len)
{
    uint64_t word;
    if (len == 0 || len > 7)
        return 0;
    memcpy(&word, text, 8); /* one load; the bytes past len masked off (little-endian) */
    word &= ((uint64_t)1 << (8 * len)) - 1;
    if (capacity) {
        for (size_t h = home(word, capacity); slots[h].text; h = (h + 1) & (capacity - 1))
            if (slots[h].text == word)
                return slots[h].id;
    }
    if (count + 1 >= MAX_IDS || (2 * (count + 1) > capacity && !grow()))
        return 0;
    size_t h = home(word, capacity);
    while (slots[h].text)
        h = (h + 1) & (capacity - 1);
    slots[h].text = word;
    slots[h].id = (uint32_t)++count;
    return slots[h].id;
}
