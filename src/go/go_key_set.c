/* An index of the game's arrangement keys for long games: open addressing
 * with linear probing, slots holding arrangement index + 1. Built lazily
 * when superko would scan many arrangements, so short paths (perft) never
 * touch it. Unmake takes out the newest entry; with linear probing that is
 * safe because no later entry can have probed past it (entries go in in
 * index order, rehashing included). */
#include <stdlib.h>
#include <string.h>

#include "go_internal.h"

static void insert(zb_go_position *pos, size_t index)
{
    size_t mask = pos->key_set_size - 1, s = go_key_slot(pos->arrangement_keys[index], pos->key_set_size);
    while (pos->key_set[s])
        s = (s + 1) & mask;
    pos->key_set[s] = (uint32_t)(index + 1);
}

int go_key_set_sync(zb_go_position *pos)
{
    if (pos->arrangements > UINT32_MAX / 4)
        return -1;
    if (2 * pos->arrangements > pos->key_set_size) {
        size_t size = pos->key_set_size ? pos->key_set_size : 64;
        while (2 * pos->arrangements > size)
            size *= 2;
        uint32_t *table = calloc(size, sizeof *table);
        if (!table)
            return -1;
        free(pos->key_set);
        pos->key_set = table;
        pos->key_set_size = size;
        pos->key_set_count = 0; /* re-inserted below, in index order */
    }
    while (pos->key_set_count < pos->arrangements)
        insert(pos, pos->key_set_count++);
    return 0;
}

void go_key_set_pop(zb_go_position *pos)
{
    size_t index = --pos->key_set_count, mask = pos->key_set_size - 1;
    size_t s = go_key_slot(pos->arrangement_keys[index], pos->key_set_size);
    while (pos->key_set[s] != index + 1)
        s = (s + 1) & mask;
    pos->key_set[s] = 0;
}

void go_key_set_reset(zb_go_position *pos)
{
    if (pos->key_set_count)
        memset(pos->key_set, 0, pos->key_set_size * sizeof *pos->key_set);
    pos->key_set_count = 0;
}
