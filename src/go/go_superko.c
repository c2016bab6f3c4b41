/* Positional superko: the arrangement after a placement against every
 * earlier one. Keys find candidates; the stones decide, so a collision of
 * keys never forbids a legal move (it is counted instead). A short history
 * (a perft path) is scanned back; a long game's is looked up in an index of
 * the keys (go_key_set.c). */
#include <string.h>

#include "go_internal.h"

/* The stones after the placement, as two bitsets of pos->words words. */
static void arrangement_after(const zb_go_position *pos, int point, const go_effect *effect, uint64_t *bits)
{
    int me = pos->side, w = pos->words;
    memcpy(bits, pos->bits[0], (size_t)w * sizeof *bits);
    memcpy(bits + w, pos->bits[1], (size_t)w * sizeof *bits);
    int removed_colour = effect->suicide ? me : me ^ 1;
    for (int i = 0; i < effect->removed_count; i++)
        go_clear_bit(bits + removed_colour * w, effect->removed[i]);
    if (!effect->suicide)
        go_set_bit(bits + me * w, point);
}

/* Whether earlier arrangement i, whose key matched, has the stones too;
 * a mismatch is a collision, counted. */
static int confirm(zb_go_position *pos, size_t i, const uint64_t *after)
{
    size_t words = 2 * (size_t)pos->words;
    if (memcmp(after, pos->arrangement_bits + i * words, words * sizeof *after) == 0)
        return 1;
    pos->failed_confirmations++;
    return 0;
}

/* The arrangements before end: the key index when there are many (and it
 * can be had), else the scan back from `from` (the keys from there to end
 * known not to match). */
int go_repeats_slow(zb_go_position *pos, int point, const go_effect *effect, size_t end, size_t from)
{
    uint64_t after[2 * GO_WORDS];
    int built = 0;
    uint64_t key = effect->stones_key;
    if (end > GO_SCAN_LIMIT && go_key_set_sync(pos) == 0) {
        size_t mask = pos->key_set_size - 1;
        size_t s = go_key_slot(key, pos->key_set_size);
        for (; pos->key_set[s]; s = (s + 1) & mask) {
            size_t i = pos->key_set[s] - 1;
            if (i >= end || pos->arrangement_keys[i] != key)
                continue;
            if (!built)
                arrangement_after(pos, point, effect, after), built = 1;
            if (confirm(pos, i, after))
                return 1;
        }
        return 0;
    }
    for (size_t i = from; i-- > 0;) {
        if (pos->arrangement_keys[i] != key)
            continue;
        if (!built)
            arrangement_after(pos, point, effect, after), built = 1;
        if (confirm(pos, i, after))
            return 1;
    }
    return 0;
}

int go_repeats(zb_go_position *pos, int point, const go_effect *effect) { return go_repeats_inline(pos, point, effect); }

int zb_go_superko_forbidden(zb_go_position *pos, int point)
{
    go_effect effect;
    if (point < 0 || point >= pos->points || zb_go_game_over(pos) || go_effect_of(pos, point, &effect) != ZB_GO_OK)
        return 0; /* after two passes nothing is legal: superko is not why */
    return go_repeats(pos, point, &effect);
}
