/* Chess positions: lifetime, keys, make/unmake with incremental keys. */
#include <stdlib.h>
#include <string.h>

#include "make_move.h"

const castling_move zb_castling_moves[4] = {
    /* K */ {4, 6, 7, 5, BB(5) | BB(6), BB(5) | BB(6)},
    /* Q */ {4, 2, 0, 3, BB(1) | BB(2) | BB(3), BB(3) | BB(2)},
    /* k */ {60, 62, 63, 61, BB(61) | BB(62), BB(61) | BB(62)},
    /* q */ {60, 58, 56, 59, BB(57) | BB(58) | BB(59), BB(59) | BB(58)},
};

/* Rights kept when a piece leaves or lands on a square: a king or rook
 * moving, or a rook being captured, ends the rights that depend on it. */
uint8_t zb_castling_keep[64];

void zb_init_basic(void)
{
    static int done;
    if (done)
        return;
    zb_bitboards_init_basic();
    zb_fen_init();
    for (int sq = 0; sq < 64; sq++)
        zb_castling_keep[sq] = 15;
    zb_castling_keep[4] &= (uint8_t)~(ZB_CASTLE_WHITE_SHORT | ZB_CASTLE_WHITE_LONG);
    zb_castling_keep[7] &= (uint8_t)~ZB_CASTLE_WHITE_SHORT;
    zb_castling_keep[0] &= (uint8_t)~ZB_CASTLE_WHITE_LONG;
    zb_castling_keep[60] &= (uint8_t)~(ZB_CASTLE_BLACK_SHORT | ZB_CASTLE_BLACK_LONG);
    zb_castling_keep[63] &= (uint8_t)~ZB_CASTLE_BLACK_SHORT;
    zb_castling_keep[56] &= (uint8_t)~ZB_CASTLE_BLACK_LONG;
    zb_chess_keys_polyglot();
    done = 1;
}

int zb_init(void)
{
    static int state; /* 0 not yet, 1 ready, -1 failed */
    if (state == 0) {
        zb_init_basic();
        state = zb_bitboards_init_sliders() == 0 ? 1 : -1;
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

zb_error zb_position_copy(zb_position *dst, const zb_position *src)
{
    size_t ply = (size_t)(src->st - src->history), dst_ply = (size_t)(dst->st - dst->history);
    if (zb_position_reserve(dst, ply > dst_ply ? ply - dst_ply : 0) != ZB_OK)
        return ZB_ERR_NO_MEMORY; /* dst unchanged */
    zb_state *history = dst->history;
    size_t capacity = dst->capacity;
    *dst = *src;
    dst->history = history;
    dst->capacity = capacity;
    dst->st = history + ply;
    memmove(history, src->history, (ply + 1) * sizeof *history); /* dst may be src */
    return ZB_OK;
}

zb_error zb_position_reserve(zb_position *pos, size_t n)
{
    const size_t max_states = SIZE_MAX / sizeof(zb_state);
    size_t ply = (size_t)(pos->st - pos->history);
    if (n >= max_states - ply)
        return ZB_ERR_NO_MEMORY; /* more than memory can address */
    size_t need = ply + n + 1, capacity = pos->capacity;
    if (need <= capacity)
        return ZB_OK;
    while (capacity < need)
        capacity = capacity <= max_states / 2 ? capacity * 2 : max_states;
    zb_state *history = realloc(pos->history, capacity * sizeof *history);
    if (!history)
        return ZB_ERR_NO_MEMORY; /* the old history is still there */
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
    if (ep != ZB_NO_SQUARE && ep_in_key(pos, ep, pos->side ^ 1))
        out[n++] = ZB_CHESS_EP_FEATURE + (uint32_t)square_file(ep);
    if (pos->side == ZB_WHITE)
        out[n++] = ZB_CHESS_TURN_FEATURE;
    return n;
}

uint64_t zb_position_compute_key(const zb_position *pos)
{
    uint32_t features[ZB_CHESS_MAX_FEATURES];
    size_t n = zb_position_features(pos, features);
    /* the clock's part too, as zb_position_key (Stockfish's layout has one) */
    return zb_chess_keys_hash(pos->keys, features, n) ^ zb_chess_keys_halfmove_key(pos->keys, pos->st->halfmove);
}

uint64_t zb_position_key_with(const zb_position *pos, const zb_chess_keys *keys)
{
    if (!keys)
        keys = zb_chess_keys_polyglot();
    if (keys == pos->keys)
        return zb_position_key(pos);
    /* The same board read with the other layout's rules (its ep rule
     * included): a copy of the position that only the key is read from. */
    zb_position other = *pos;
    other.keys = keys;
    return zb_position_compute_key(&other);
}

const zb_chess_keys *zb_position_keys(const zb_position *pos) { return pos->keys; }

uint64_t zb_position_key(const zb_position *pos)
{
    return pos->st->key ^ zb_chess_keys_halfmove_key(pos->keys, pos->st->halfmove);
}

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
    if (pos->st->move == ZB_MOVE_NULL)
        unmake_null_move(pos);
    else
        unmake_move_fast(pos);
    return ZB_OK;
}
