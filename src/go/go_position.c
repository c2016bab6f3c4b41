/* Positions: creation, copies, the history's storage, and read access. */
#include <stdlib.h>
#include <string.h>

#include "go_internal.h"

void go_resize(zb_go_position *pos, int size)
{
    int n = size;
    pos->size = n;
    pos->points = n * n;
    pos->words = (n * n + 63) / 64;
    for (int p = 0; p < n * n; p++) {
        int row = p / n, col = p % n;
        pos->neighbours[p][0] = (uint16_t)(col > 0 ? p - 1 : GO_OFF_CELL);
        pos->neighbours[p][1] = (uint16_t)(col < n - 1 ? p + 1 : GO_OFF_CELL);
        pos->neighbours[p][2] = (uint16_t)(row > 0 ? p - n : GO_OFF_CELL);
        pos->neighbours[p][3] = (uint16_t)(row < n - 1 ? p + n : GO_OFF_CELL);
    }
    if (!pos->custom_keys)
        zb_go_default_keys(n, pos->keys);
    memset(pos->board, ZB_GO_EMPTY, sizeof pos->board);
    pos->board[GO_OFF_CELL] = GO_OFF;
    memset(pos->bits, 0, sizeof pos->bits);
    pos->side = ZB_GO_BLACK;
    pos->passes = 0;
    pos->key = pos->stones_key = 0;
}

void go_reset_history(zb_go_position *pos)
{
    pos->ply = 0;
    pos->removed_count = 0;
    pos->arrangements = 1;
    pos->removal_floor = 0;
    go_key_set_reset(pos);
    pos->arrangement_keys[0] = pos->stones_key;
    memcpy(pos->arrangement_bits, pos->bits[0], (size_t)pos->words * sizeof(uint64_t));
    memcpy(pos->arrangement_bits + pos->words, pos->bits[1], (size_t)pos->words * sizeof(uint64_t));
}

/* Grows *array to hold at least need items of item bytes; 0 on success. */
static int grow(void **array, size_t *cap, size_t need, size_t item)
{
    if (need <= *cap)
        return 0;
    size_t cap2 = *cap ? *cap : 16;
    while (cap2 < need) {
        if (cap2 > SIZE_MAX / 2 / item)
            return -1;
        cap2 *= 2;
    }
    void *p = realloc(*array, cap2 * item);
    if (!p)
        return -1;
    *array = p;
    *cap = cap2;
    return 0;
}

zb_go_error go_reserve(zb_go_position *pos, size_t n)
{
    /* Bitset room is counted at the largest board's stride, so it stays
     * enough when set_text changes the size. */
    size_t stride = 2 * GO_WORDS * sizeof(uint64_t);
    if (n > SIZE_MAX / 2 / ZB_GO_MAX_POINTS - pos->removed_count)
        return ZB_GO_ERR_NO_MEMORY;
    if (grow((void **)&pos->plies, &pos->ply_cap, pos->ply + n, sizeof(go_ply)) ||
        grow((void **)&pos->arrangement_keys, &pos->arrangement_cap, pos->arrangements + n, sizeof(uint64_t)) ||
        grow((void **)&pos->arrangement_bits, &pos->arrangement_bits_cap, pos->arrangements + n, stride) ||
        grow((void **)&pos->removed, &pos->removed_cap, pos->removed_count + n * (size_t)pos->points,
             sizeof(uint16_t)))
        return ZB_GO_ERR_NO_MEMORY;
    return ZB_GO_OK;
}

zb_go_error zb_go_reserve(zb_go_position *pos, size_t n) { return go_reserve(pos, n); }

zb_go_position *zb_go_new(int size, zb_go_rules rules, const uint64_t *keys)
{
    if (size < ZB_GO_MIN_SIZE || size > ZB_GO_MAX_SIZE || (rules != ZB_GO_TT && rules != ZB_GO_CGOS))
        return NULL;
    zb_go_position *pos = calloc(1, sizeof *pos);
    if (!pos)
        return NULL;
    pos->rules = rules;
    if (keys) {
        memcpy(pos->keys, keys, (size_t)ZB_GO_KEY_COUNT(size) * sizeof *keys);
        pos->custom_keys = 1;
    }
    go_resize(pos, size);
    if (go_reserve(pos, 16) != ZB_GO_OK) {
        zb_go_free(pos);
        return NULL;
    }
    go_reset_history(pos);
    return pos;
}

void zb_go_free(zb_go_position *pos)
{
    if (!pos)
        return;
    free(pos->plies);
    free(pos->arrangement_keys);
    free(pos->arrangement_bits);
    free(pos->removed);
    free(pos->key_set);
    free(pos);
}

/* A copy of n bytes, or NULL (and *failed) when out of memory. */
static void *copy_of(const void *src, size_t n, int *failed)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        *failed = 1;
    else if (n)
        memcpy(p, src, n);
    return p;
}

zb_go_position *zb_go_clone(const zb_go_position *pos)
{
    zb_go_position *copy = malloc(sizeof *copy);
    if (!copy)
        return NULL;
    *copy = *pos;
    int failed = 0;
    copy->plies = copy_of(pos->plies, pos->ply_cap * sizeof(go_ply), &failed);
    copy->arrangement_keys = copy_of(pos->arrangement_keys, pos->arrangement_cap * sizeof(uint64_t), &failed);
    copy->arrangement_bits =
        copy_of(pos->arrangement_bits, pos->arrangement_bits_cap * 2 * GO_WORDS * sizeof(uint64_t), &failed);
    copy->removed = copy_of(pos->removed, pos->removed_cap * sizeof(uint16_t), &failed);
    copy->key_set = copy_of(pos->key_set, pos->key_set_size * sizeof(uint32_t), &failed);
    if (failed) {
        zb_go_free(copy);
        return NULL;
    }
    return copy;
}

void zb_go_clear(zb_go_position *pos)
{
    go_resize(pos, pos->size);
    go_reset_history(pos);
}

uint64_t go_scratch_stones_key(const zb_go_position *pos)
{
    uint64_t key = 0;
    for (int p = 0; p < pos->points; p++)
        if (pos->board[p] != ZB_GO_EMPTY)
            key ^= pos->keys[zb_go_stone_feature(p, pos->board[p])];
    return key;
}

uint64_t zb_go_key(const zb_go_position *pos) { return pos->key; }
uint64_t zb_go_stones_key(const zb_go_position *pos) { return pos->stones_key; }

uint64_t zb_go_compute_key(const zb_go_position *pos)
{
    uint32_t features[ZB_GO_MAX_POINTS + 1];
    size_t n = zb_go_features(pos, features);
    return zb_hash_features(pos->keys, features, n);
}

size_t zb_go_features(const zb_go_position *pos, uint32_t *out)
{
    size_t n = 0;
    for (int p = 0; p < pos->points; p++)
        if (pos->board[p] != ZB_GO_EMPTY)
            out[n++] = zb_go_stone_feature(p, pos->board[p]);
    if (pos->side == ZB_GO_WHITE)
        out[n++] = zb_go_turn_feature(pos->size);
    return n;
}

const uint64_t *zb_go_keys(const zb_go_position *pos) { return pos->keys; }
int zb_go_size(const zb_go_position *pos) { return pos->size; }
zb_go_rules zb_go_rules_of(const zb_go_position *pos) { return pos->rules; }
int zb_go_side(const zb_go_position *pos) { return pos->side; }
int zb_go_passes(const zb_go_position *pos) { return pos->passes; }
int zb_go_game_over(const zb_go_position *pos) { return pos->passes >= 2; }
size_t zb_go_ply(const zb_go_position *pos) { return pos->ply; }
uint64_t zb_go_failed_confirmations(const zb_go_position *pos) { return pos->failed_confirmations; }

int zb_go_stone_at(const zb_go_position *pos, int point)
{
    return point >= 0 && point < pos->points ? pos->board[point] : -1;
}

int zb_go_move_at(const zb_go_position *pos, size_t ply)
{
    return ply >= 1 && ply <= pos->ply ? pos->plies[ply - 1].move : -1;
}

size_t zb_go_last_captures(const zb_go_position *pos, int *out)
{
    if (pos->ply == 0)
        return 0;
    const go_ply *last = &pos->plies[pos->ply - 1];
    size_t n = 0;
    for (; n < last->removed_count; n++)
        out[n] = pos->removed[last->removed_start + n];
    if (last->suicide) /* the stone played went too (it is not in the stack) */
        out[n++] = last->move;
    return n;
}

int zb_go_last_was_suicide(const zb_go_position *pos)
{
    return pos->ply > 0 && pos->plies[pos->ply - 1].suicide;
}
