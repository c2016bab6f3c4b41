/* Whether a parsed position is one some game reaches: the checks a text
 * must pass beyond its syntax (the header lists them). Not a full
 * retrograde analysis: each check is about the last move or the counts. */
#include "uttt_internal.h"

static int popcount(unsigned m) { return __builtin_popcount(m); }

/* Whether some stone of the mask completes all its lines, i.e. whether the
 * line(s) could have been made by one last stone. */
static int one_stone_made_the_line(unsigned mask)
{
    for (unsigned m = mask; m; m &= m - 1)
        if (!has_line(mask & ~(m & -m)))
            return 1;
    return 0;
}

/* Whether the stone of `last` (the player who moved last) on (b, c) can
 * have been the last move: the board was open before it. */
static int could_be_last_move(const zb_uttt *pos, int last, int b, int c)
{
    unsigned mine = pos->cells[last][b];
    if (!(mine >> c & 1))
        return 0;
    if (pos->won[last ^ 1] >> b & 1)
        return 0; /* the opponent's line closed it before */
    if (pos->won[last] >> b & 1)
        return !has_line(mine & ~(1u << c)); /* this stone made the line */
    return 1; /* open, or drawn by this stone */
}

zb_uttt_error uttt_check_reachable(const zb_uttt *pos, const uttt_text_offsets *at, size_t *where)
{
    int x = 0, o = 0;
    for (int b = 0; b < 9; b++)
        x += popcount(pos->cells[0][b]), o += popcount(pos->cells[1][b]);
    *where = at->boards;
    if (x != o + (pos->side == ZB_UTTT_O))
        return ZB_UTTT_ERR_TEXT_STONE_COUNT;

    for (int b = 0; b < 9; b++) {
        *where = at->group[b];
        unsigned xs = pos->cells[0][b], os = pos->cells[1][b];
        if (has_line(xs) && has_line(os))
            return ZB_UTTT_ERR_TEXT_BOARD_BOTH_LINES;
        if ((has_line(xs) && !one_stone_made_the_line(xs)) || (has_line(os) && !one_stone_made_the_line(os)))
            return ZB_UTTT_ERR_TEXT_BOARD_PLAYED_AFTER_WIN;
    }

    *where = at->boards;
    int x_line = has_line(pos->won[0]), o_line = has_line(pos->won[1]);
    if (x_line && o_line)
        return ZB_UTTT_ERR_TEXT_GLOBAL_BOTH_LINES;
    if (x_line || o_line) {
        int winner = o_line;
        if (!one_stone_made_the_line(pos->won[winner]))
            return ZB_UTTT_ERR_TEXT_GLOBAL_PLAYED_AFTER_WIN;
        *where = at->side;
        if (pos->side == winner)
            return ZB_UTTT_ERR_TEXT_WINNER_TO_MOVE;
    }

    *where = at->forced;
    int last = pos->side ^ 1;
    if (pos->forced != ZB_UTTT_NO_BOARD) {
        if (pos->result != ZB_UTTT_ONGOING)
            return ZB_UTTT_ERR_TEXT_GAME_OVER_FORCED;
        if (pos->closed >> pos->forced & 1)
            return ZB_UTTT_ERR_TEXT_FORCED_CLOSED;
        for (int b = 0; b < 9; b++)
            if (could_be_last_move(pos, last, b, pos->forced))
                return ZB_UTTT_OK;
        return ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED;
    }
    if (pos->result != ZB_UTTT_ONGOING || x + o == 0)
        return ZB_UTTT_OK;
    for (int c = 0; c < 9; c++)
        if (pos->closed >> c & 1)
            for (int b = 0; b < 9; b++)
                if (could_be_last_move(pos, last, b, c))
                    return ZB_UTTT_OK;
    return ZB_UTTT_ERR_TEXT_FREE_UNEXPLAINED;
}
