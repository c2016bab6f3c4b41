/* What a placement would do: captures, suicide, the new stones-only key.
 * Flood fills of the neighbouring groups only, with a generation stamp so
 * nothing is cleared between fills and nothing is allocated. */
#include <string.h>

#include "go_internal.h"

static uint32_t next_stamp(zb_go_position *pos)
{
    if (++pos->stamp == 0) { /* wrapped: old marks could look current */
        memset(pos->mark, 0, sizeof pos->mark);
        pos->stamp = 1;
    }
    return pos->stamp;
}

/* Appends the group of the stone at start to stones[*count..], stamping it.
 * Returns 1 when the group has no liberty other than `except`; 0 as soon as
 * it finds one (the collection is then incomplete and *count is restored). */
static int fill_without_liberty(zb_go_position *pos, int start, int except, uint16_t *stones, int *count)
{
    uint32_t stamp = next_stamp(pos);
    int colour = pos->board[start], first = *count, n = first;
    pos->mark[start] = stamp;
    stones[n++] = (uint16_t)start;
    for (int i = first; i < n; i++) {
        const uint16_t *nb = pos->neighbours[stones[i]];
        for (int k = 0; k < 4; k++) {
            int q = nb[k], c = pos->board[q];
            if (c == ZB_GO_EMPTY && q != except) {
                *count = first;
                return 0;
            }
            if (c == colour && pos->mark[q] != stamp) {
                pos->mark[q] = stamp;
                stones[n++] = (uint16_t)q;
            }
        }
    }
    *count = n;
    return 1;
}

/* Whether the stone at q belongs to a group already collected whole. */
static int in_filled(const zb_go_position *pos, int q, const uint32_t *stamps, int n)
{
    for (int i = 0; i < n; i++)
        if (pos->mark[q] == stamps[i])
            return 1;
    return 0;
}

zb_go_error go_effect_of(zb_go_position *pos, int point, go_effect *out)
{
    if (pos->board[point] != ZB_GO_EMPTY)
        return ZB_GO_ERR_POINT_OCCUPIED;
    int me = pos->side, them = me ^ 1;
    const uint16_t *nb = pos->neighbours[point];
    int liberty = 0;
    for (int k = 0; k < 4; k++)
        liberty |= pos->board[nb[k]] == ZB_GO_EMPTY;

    uint64_t key = pos->stones_key;
    uint32_t filled[4];
    int nfilled = 0, own_count = 0;
    uint16_t own[ZB_GO_MAX_POINTS];
    out->removed_count = 0;
    for (int k = 0; k < 4; k++) {
        int q = nb[k], c = pos->board[q];
        if (c == them) {
            if (in_filled(pos, q, filled, nfilled))
                continue;
            int start = out->removed_count;
            if (fill_without_liberty(pos, q, point, out->removed, &out->removed_count)) {
                filled[nfilled++] = pos->stamp;
                for (int i = start; i < out->removed_count; i++)
                    key ^= pos->keys[zb_go_stone_feature(out->removed[i], them)];
            }
        } else if (c == me && !liberty) {
            /* A friendly group with another liberty gives the stone one. */
            if (in_filled(pos, q, filled, nfilled))
                continue;
            if (fill_without_liberty(pos, q, point, own, &own_count))
                filled[nfilled++] = pos->stamp;
            else
                liberty = 1;
        }
    }
    out->suicide = 0;
    if (liberty || out->removed_count > 0) {
        out->stones_key = key ^ pos->keys[zb_go_stone_feature(point, me)];
        return ZB_GO_OK;
    }
    if (own_count == 0 || pos->rules == ZB_GO_CGOS)
        return ZB_GO_ERR_SUICIDE;
    /* Tromp-Taylor: the stone and its group leave the board. */
    out->suicide = 1;
    out->removed_count = own_count;
    for (int i = 0; i < own_count; i++) {
        out->removed[i] = own[i];
        key ^= pos->keys[zb_go_stone_feature(own[i], me)];
    }
    out->stones_key = key;
    return ZB_GO_OK;
}
