/* Make and unmake with the incremental key: static inline so that every hot
 * loop (perft, replay) gets them inlined, whatever the linker or wasm-opt
 * decide about calls across files. */
#ifndef ZB_MAKE_MOVE_H
#define ZB_MAKE_MOVE_H

#include "position_internal.h"

extern uint8_t zb_castling_keep[64];

static inline void put_piece(zb_position *pos, int piece, int sq)
{
    pos->by_type[piece_type(piece)] |= BB(sq);
    pos->by_color[piece_color(piece)] |= BB(sq);
    pos->board[sq] = (uint8_t)piece;
}

static inline void remove_piece(zb_position *pos, int sq)
{
    int piece = pos->board[sq];
    pos->by_type[piece_type(piece)] ^= BB(sq);
    pos->by_color[piece_color(piece)] ^= BB(sq);
    pos->board[sq] = ZB_NO_PIECE;
}

static inline void move_piece(zb_position *pos, int from, int to)
{
    int piece = pos->board[from];
    bitboard from_to = BB(from) | BB(to);
    pos->by_type[piece_type(piece)] ^= from_to;
    pos->by_color[piece_color(piece)] ^= from_to;
    pos->board[to] = (uint8_t)piece;
    pos->board[from] = ZB_NO_PIECE;
}

static inline const castling_move *castling_of(int us, int king_to)
{
    return &zb_castling_moves[2 * (us == ZB_BLACK) + (square_file(king_to) == 2)];
}

#define PIECE_KEY(piece, sq) table[64 * (piece) + (sq)]

static inline ZB_HOT_INLINE zb_error make_move_fast(zb_position *pos, zb_move move)
{
    if ((size_t)(pos->st - pos->history) + 1 >= pos->capacity && zb_position_reserve(pos, 1) != ZB_OK)
        return ZB_ERR_NO_MEMORY;
    const uint64_t *table = pos->keys->table;
    const zb_state *prev = pos->st;
    int us = pos->side, them = us ^ 1;
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);
    int piece = pos->board[from];
    int captured = kind == ZB_MOVE_EN_PASSANT ? make_piece(them, ZB_PAWN) : pos->board[to];

    /* The new state is built in a local and stored whole, so the next ply's
     * reads of it forward from one store (a few percent in WASM perft). */
    zb_state st;
    uint64_t key = prev->key ^ table[ZB_CHESS_TURN_FEATURE];
    if (prev->ep_hashed)
        key ^= table[ZB_CHESS_EP_FEATURE + square_file(prev->ep_square)];
    st.halfmove = prev->halfmove + 1;
    st.move = move;
    st.ep_square = ZB_NO_SQUARE;
    st.ep_hashed = 0;
    st.captured = (uint8_t)(kind == ZB_MOVE_CASTLING ? ZB_NO_PIECE : captured);

    if (kind == ZB_MOVE_CASTLING) {
        const castling_move *c = castling_of(us, to);
        int rook = make_piece(us, ZB_ROOK);
        move_piece(pos, from, to);
        move_piece(pos, c->rook_from, c->rook_to);
        key ^= PIECE_KEY(piece, from) ^ PIECE_KEY(piece, to) ^ PIECE_KEY(rook, c->rook_from) ^ PIECE_KEY(rook, c->rook_to);
    } else {
        if (captured != ZB_NO_PIECE) {
            int capture_sq = kind == ZB_MOVE_EN_PASSANT ? to ^ 8 : to; /* ep: the pawn beside */
            remove_piece(pos, capture_sq);
            key ^= PIECE_KEY(captured, capture_sq);
            st.halfmove = 0;
        }
        move_piece(pos, from, to);
        key ^= PIECE_KEY(piece, from) ^ PIECE_KEY(piece, to);
        if (piece_type(piece) == ZB_PAWN) {
            st.halfmove = 0;
            if ((from ^ to) == 16) {
                int ep = (from + to) / 2;
                st.ep_square = (uint8_t)ep;
                if (ep_in_key(pos, ep, us)) {
                    st.ep_hashed = 1;
                    key ^= table[ZB_CHESS_EP_FEATURE + square_file(ep)];
                }
            } else if (kind == ZB_MOVE_PROMOTION) {
                int promoted = make_piece(us, zb_move_promotion_type(move));
                remove_piece(pos, to);
                put_piece(pos, promoted, to);
                key ^= PIECE_KEY(piece, to) ^ PIECE_KEY(promoted, to);
            }
        }
    }
    st.castling = prev->castling & zb_castling_keep[from] & zb_castling_keep[to];
    /* Two lookups, not castling[lost]: 16-key layouts are not linear. */
    key ^= pos->keys->castling[prev->castling] ^ pos->keys->castling[st.castling];
    st.key = key;
    pos->st[1] = st;
    pos->st++;
    pos->side = them;
    pos->fullmove += them == ZB_WHITE;
    return ZB_OK;
}

static inline void unmake_move_fast(zb_position *pos)
{
    const zb_state *st = pos->st;
    zb_move move = st->move;
    int us = pos->side ^ 1; /* the side that made the move */
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);

    if (kind == ZB_MOVE_CASTLING) {
        const castling_move *c = castling_of(us, to);
        move_piece(pos, to, from);
        move_piece(pos, c->rook_to, c->rook_from);
    } else {
        if (kind == ZB_MOVE_PROMOTION) {
            remove_piece(pos, to);
            put_piece(pos, make_piece(us, ZB_PAWN), to);
        }
        move_piece(pos, to, from);
        if (st->captured != ZB_NO_PIECE)
            put_piece(pos, st->captured, kind == ZB_MOVE_EN_PASSANT ? to ^ 8 : to);
    }
    pos->fullmove -= pos->side == ZB_WHITE;
    pos->side = us;
    pos->st--;
}

#endif
