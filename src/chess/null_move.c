/* The null move: the side to move passes. It is no chess move, but PGN has
 * it ("--", "Z0") for analysis, and a search uses it; kept in the history
 * like a move, so zb_position_unmake takes it back. */
#include "make_move.h"

zb_error zb_position_make_null(zb_position *pos)
{
    if (checkers_of(pos))
        return ZB_ERR_NULL_MOVE_IN_CHECK; /* passing would leave the king capturable */
    if ((size_t)(pos->st - pos->history) + 1 >= pos->capacity && zb_position_reserve(pos, 1) != ZB_OK)
        return ZB_ERR_NO_MEMORY;
    const uint64_t *table = pos->keys->table;
    const zb_state *prev = pos->st;
    zb_state st = *prev; /* castling rights stay */
    st.key ^= table[ZB_CHESS_TURN_FEATURE];
    if (prev->ep_hashed) /* the ep square lapses with the turn */
        st.key ^= table[ZB_CHESS_EP_FEATURE + square_file(prev->ep_square)];
    st.halfmove = prev->halfmove + 1;
    st.move = ZB_MOVE_NULL;
    st.ep_square = ZB_NO_SQUARE;
    st.ep_hashed = 0;
    st.captured = ZB_NO_PIECE;
    pos->st[1] = st;
    pos->st++;
    pos->side ^= 1;
    pos->fullmove += pos->side == ZB_WHITE;
    return ZB_OK;
}

/* Called by zb_position_unmake for a ply whose move is ZB_MOVE_NULL: the
 * board never changed, so only the turn and the move number go back. */
void unmake_null_move(zb_position *pos)
{
    pos->fullmove -= pos->side == ZB_WHITE;
    pos->side ^= 1;
    pos->st--;
}
