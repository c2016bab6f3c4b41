/* Chess positions: lifetime, keys, make/unmake with incremental keys. */
#include <stdlib.h>
#include <string.h>

#include "position_internal.h"

const castling_move zb_castling_moves[4] = {
    /* K */ {4, 6, 7, 5, BB(5) | BB(6), BB(5) | BB(6)},
    /* Q */ {4, 2, 0, 3, BB(1) | BB(2) | BB(3), BB(3) | BB(2)},
    /* k */ {60, 62, 63, 61, BB(61) | BB(62), BB(61) | BB(62)},
    /* q */ {60, 58, 56, 59, BB(57) | BB(58) | BB(59), BB(59) | BB(58)},
};

/* Rights kept when a piece leaves or lands on a square: a king or rook
 * moving, or a rook being captured, ends the rights that depend on it. */
static uint8_t castling_keep[64];

int zb_init(void)
{
    static int state; /* 0 not yet, 1 ready, -1 failed */
    if (state == 0) {
        state = zb_bitboards_init() == 0 ? 1 : -1;
        for (int sq = 0; sq < 64; sq++)
            castling_keep[sq] = 15;
        castling_keep[4] &= (uint8_t)~(ZB_CASTLE_WHITE_SHORT | ZB_CASTLE_WHITE_LONG);
        castling_keep[7] &= (uint8_t)~ZB_CASTLE_WHITE_SHORT;
        castling_keep[0] &= (uint8_t)~ZB_CASTLE_WHITE_LONG;
        castling_keep[60] &= (uint8_t)~(ZB_CASTLE_BLACK_SHORT | ZB_CASTLE_BLACK_LONG);
        castling_keep[63] &= (uint8_t)~ZB_CASTLE_BLACK_SHORT;
        castling_keep[56] &= (uint8_t)~ZB_CASTLE_BLACK_LONG;
        zb_chess_keys_polyglot();
    }
    return state == 1 ? 0 : -1;
}

/* ---------------------------------------------------------------- lifetime */

zb_position *zb_position_new(const zb_chess_keys *keys)
{
    if (zb_init() != 0)
        return NULL;
    zb_position *pos = calloc(1, sizeof *pos);
    if (!pos)
        return NULL;
    pos->capacity = 64;
    pos->history = malloc(pos->capacity * sizeof *pos->history);
    if (!pos->history) {
        free(pos);
        return NULL;
    }
    pos->keys = keys ? keys : zb_chess_keys_polyglot();
    pos->st = pos->history;
    zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
    return pos;
}

void zb_position_free(zb_position *pos)
{
    if (pos) {
        free(pos->history);
        free(pos);
    }
}

zb_position *zb_position_clone(const zb_position *pos)
{
    zb_position *copy = malloc(sizeof *copy);
    if (!copy)
        return NULL;
    *copy = *pos;
    copy->history = malloc(pos->capacity * sizeof *pos->history);
    if (!copy->history) {
        free(copy);
        return NULL;
    }
    memcpy(copy->history, pos->history, pos->capacity * sizeof *pos->history);
    copy->st = copy->history + (pos->st - pos->history);
    return copy;
}

zb_error zb_position_reserve(zb_position *pos, size_t n)
{
    size_t ply = (size_t)(pos->st - pos->history);
    if (ply + n < pos->capacity)
        return ZB_OK;
    size_t capacity = pos->capacity;
    while (ply + n >= capacity)
        capacity *= 2;
    zb_state *history = realloc(pos->history, capacity * sizeof *history);
    if (!history)
        return ZB_ERR_NO_MEMORY;
    pos->history = history;
    pos->st = history + ply;
    pos->capacity = capacity;
    return ZB_OK;
}

/* -------------------------------------------------------------------- keys */

size_t zb_position_features(const zb_position *pos, uint32_t *out)
{
    size_t n = 0;
    for (bitboard b = occupied(pos); b;) {
        int sq = bb_pop(&b);
        out[n++] = zb_chess_piece_feature(pos->board[sq], sq);
    }
    for (int bit = 0; bit < 4; bit++)
        if (pos->st->castling & (1 << bit))
            out[n++] = ZB_CHESS_CASTLING_FEATURE + (uint32_t)bit;
    /* Decided from the board, not from the incremental ep_hashed flag. */
    int ep = pos->st->ep_square;
    if (ep != ZB_NO_SQUARE && ep_is_hashed(pos, ep, pos->side ^ 1))
        out[n++] = ZB_CHESS_EP_FEATURE + (uint32_t)square_file(ep);
    if (pos->side == ZB_WHITE)
        out[n++] = ZB_CHESS_TURN_FEATURE;
    return n;
}

uint64_t zb_position_compute_key(const zb_position *pos)
{
    uint32_t features[ZB_CHESS_MAX_FEATURES];
    size_t n = zb_position_features(pos, features);
    return zb_hash_features(pos->keys->table, features, n);
}

uint64_t zb_position_key(const zb_position *pos) { return pos->st->key; }

/* --------------------------------------------------------------- accessors */

int zb_position_side(const zb_position *pos) { return pos->side; }
int zb_position_castling(const zb_position *pos) { return pos->st->castling; }
int zb_position_ep_square(const zb_position *pos) { return pos->st->ep_square; }
unsigned zb_position_halfmove(const zb_position *pos) { return pos->st->halfmove; }
unsigned zb_position_fullmove(const zb_position *pos) { return pos->fullmove; }
int zb_position_in_check(const zb_position *pos) { return checkers_of(pos) != 0; }
size_t zb_position_ply(const zb_position *pos) { return (size_t)(pos->st - pos->history); }

zb_move zb_position_move_at(const zb_position *pos, size_t ply)
{
    return ply >= 1 && ply <= zb_position_ply(pos) ? pos->history[ply].move : ZB_MOVE_NONE;
}

int zb_position_piece_at(const zb_position *pos, int square)
{
    return square >= 0 && square < 64 ? pos->board[square] : ZB_NO_PIECE;
}

size_t zb_position_legal_moves(const zb_position *pos, zb_move *out)
{
    return generate_legal_moves(pos, out);
}

int zb_position_repetitions(const zb_position *pos)
{
    /* Only positions since the last capture or pawn move can repeat. */
    size_t ply = zb_position_ply(pos);
    size_t window = pos->st->halfmove < ply ? pos->st->halfmove : ply;
    int count = 0;
    for (size_t back = 2; back <= window; back += 2)
        count += pos->st[-(ptrdiff_t)back].key == pos->st->key;
    return count;
}

/* --------------------------------------------------------- make and unmake */

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

zb_error make_move_fast(zb_position *pos, zb_move move)
{
    if ((size_t)(pos->st - pos->history) + 1 >= pos->capacity && zb_position_reserve(pos, 1) != ZB_OK)
        return ZB_ERR_NO_MEMORY;
    const uint64_t *table = pos->keys->table;
    zb_state *prev = pos->st, *st = prev + 1;
    int us = pos->side, them = us ^ 1;
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);
    int piece = pos->board[from];
    int captured = kind == ZB_MOVE_EN_PASSANT ? make_piece(them, ZB_PAWN) : pos->board[to];

    uint64_t key = prev->key ^ table[ZB_CHESS_TURN_FEATURE];
    if (prev->ep_hashed)
        key ^= table[ZB_CHESS_EP_FEATURE + square_file(prev->ep_square)];
    st->halfmove = prev->halfmove + 1;
    st->move = move;
    st->ep_square = ZB_NO_SQUARE;
    st->ep_hashed = 0;
    st->captured = (uint8_t)(kind == ZB_MOVE_CASTLING ? ZB_NO_PIECE : captured);

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
            st->halfmove = 0;
        }
        move_piece(pos, from, to);
        key ^= PIECE_KEY(piece, from) ^ PIECE_KEY(piece, to);
        if (piece_type(piece) == ZB_PAWN) {
            st->halfmove = 0;
            if ((from ^ to) == 16) {
                int ep = (from + to) / 2;
                st->ep_square = (uint8_t)ep;
                if (ep_is_hashed(pos, ep, us)) {
                    st->ep_hashed = 1;
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
    st->castling = prev->castling & castling_keep[from] & castling_keep[to];
    key ^= pos->keys->castling[prev->castling ^ st->castling]; /* the rights just lost */
    st->key = key;
    pos->st = st;
    pos->side = them;
    pos->fullmove += them == ZB_WHITE;
    return ZB_OK;
}

void unmake_move_fast(zb_position *pos)
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

zb_error zb_position_make(zb_position *pos, zb_move move) { return make_move_fast(pos, move); }

zb_error zb_position_make_checked(zb_position *pos, zb_move move)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t n = generate_legal_moves(pos, moves);
    for (size_t i = 0; i < n; i++)
        if (moves[i] == move)
            return make_move_fast(pos, move);
    return ZB_ERR_MOVE_ILLEGAL;
}

zb_error zb_position_unmake(zb_position *pos)
{
    if (pos->st == pos->history)
        return ZB_ERR_NOTHING_TO_UNDO;
    unmake_move_fast(pos);
    return ZB_OK;
}
