/* The chess position's representation, shared by the files that implement it. */
#ifndef ZB_POSITION_INTERNAL_H
#define ZB_POSITION_INTERNAL_H

#include "bitboard.h"
#include "hot_inline.h"
#include "zobrist_chess.h"

/* What make_move changes and unmake_move restores: one record per ply. */
typedef struct zb_state {
    uint64_t key;
    uint32_t halfmove;
    zb_move move;       /* the move that led here (ZB_MOVE_NONE at the FEN) */
    uint8_t castling;   /* ZB_CASTLE_* bits */
    uint8_t ep_square;  /* as the FEN writes it: after any double step */
    uint8_t ep_hashed;  /* whether the ep file is in the key (the layout's rule) */
    uint8_t captured;   /* piece the move captured, or ZB_NO_PIECE */
} zb_state;

struct zb_position {
    bitboard by_type[6];
    bitboard by_color[2];
    uint8_t board[64]; /* piece or ZB_NO_PIECE */
    int side;
    unsigned fullmove;
    const zb_chess_keys *keys;
    zb_state *history; /* history[0] is the FEN's state */
    zb_state *st;      /* the current state: history + ply */
    size_t capacity;
};

static inline int make_piece(int color, int type) { return 2 * type + color; }
static inline int piece_type(int piece) { return piece >> 1; }
static inline int piece_color(int piece) { return piece & 1; }

static inline bitboard pieces_of(const zb_position *pos, int color, int type)
{
    return pos->by_type[type] & pos->by_color[color];
}
static inline bitboard occupied(const zb_position *pos) { return pos->by_color[0] | pos->by_color[1]; }
static inline int king_square(const zb_position *pos, int color) { return bb_lsb(pieces_of(pos, color, ZB_KING)); }

static inline zb_move make_move(int from, int to, int kind, int promotion_type)
{
    int promo = kind == ZB_MOVE_PROMOTION ? promotion_type - ZB_KNIGHT : 0;
    return (zb_move)(from | (to << 6) | (kind << 12) | (promo << 14));
}

/* Pawns, knights and kings of either colour attacking sq: no slider tables. */
static inline bitboard leaper_attackers_to(const zb_position *pos, int sq)
{
    return (zb_pawn_attacks[ZB_BLACK][sq] & pieces_of(pos, ZB_WHITE, ZB_PAWN)) |
           (zb_pawn_attacks[ZB_WHITE][sq] & pieces_of(pos, ZB_BLACK, ZB_PAWN)) |
           (zb_knight_attacks[sq] & pos->by_type[ZB_KNIGHT]) | (zb_king_attacks[sq] & pos->by_type[ZB_KING]);
}

/* Pieces of either colour attacking sq, with the given occupancy for sliders. */
static inline bitboard attackers_to(const zb_position *pos, int sq, bitboard occ)
{
    bitboard rooks = pos->by_type[ZB_ROOK] | pos->by_type[ZB_QUEEN];
    bitboard bishops = pos->by_type[ZB_BISHOP] | pos->by_type[ZB_QUEEN];
    return leaper_attackers_to(pos, sq) | (rook_attacks(sq, occ) & rooks) | (bishop_attacks(sq, occ) & bishops);
}

/* The pieces (either colour) that alone stand between the king square ksq
 * and one of the sliders of `color` on a line through it: with the king's
 * own side's pieces, the pinned ones (color = the enemy); with the other
 * side's, those whose move off the line gives a discovered check (color =
 * the side to move). */
static inline bitboard line_blockers(const zb_position *pos, int color, int ksq, bitboard occ)
{
    bitboard queens = pieces_of(pos, color, ZB_QUEEN);
    bitboard snipers = (rook_attacks(ksq, 0) & (pieces_of(pos, color, ZB_ROOK) | queens)) |
                       (bishop_attacks(ksq, 0) & (pieces_of(pos, color, ZB_BISHOP) | queens));
    bitboard blockers = 0;
    while (snipers) {
        bitboard between = zb_between[ksq][bb_pop(&snipers)] & occ;
        if (between && !bb_more_than_one(between))
            blockers |= between;
    }
    return blockers;
}

/* The pieces of `among` attacking sq, for code that may run before zb_init's
 * slider stage (the FEN checks, which zb_key_of_fen runs without it): then
 * sliders by their rays. */
static inline bitboard attackers_to_early(const zb_position *pos, int sq, bitboard occ, bitboard among)
{
    if (zb_slider_tables_ready)
        return attackers_to(pos, sq, occ) & among;
    bitboard rooks = (pos->by_type[ZB_ROOK] | pos->by_type[ZB_QUEEN]) & among;
    bitboard bishops = (pos->by_type[ZB_BISHOP] | pos->by_type[ZB_QUEEN]) & among;
    return (leaper_attackers_to(pos, sq) & among) | zb_slider_attackers_by_rays(sq, occ, rooks, bishops);
}

/* The most a FEN's clock may say: fen.c reads no more, fen_write.c writes
 * no more. */
#define ZB_FEN_CLOCK_MAX 65535u

/* zb_init's first stage only: what zb_key_of_fen needs. */
void zb_init_basic(void);
/* Fills fen.c's table of placement characters (zb_init_basic calls it). */
void zb_fen_init(void);

static inline bitboard checkers_of(const zb_position *pos)
{
    int us = pos->side;
    return attackers_to(pos, king_square(pos, us), occupied(pos)) & pos->by_color[us ^ 1];
}

/* Whether mover's double step that leaves ep_square behind puts the ep file
 * in the key under a rule other than Polyglot's (movegen.c): legal needs a
 * capture that leaves the capturer's king safe, literal nothing. */
int ep_in_key_by_rule(const zb_position *pos, int ep_square, int mover);

/* Whether, after mover's double step that leaves ep_square behind it, the ep
 * file is in the key, by the layout's rule. Polyglot's rule inline: a pawn of
 * the side now to move stands beside the pushed pawn, pinned or not. */
static inline int ep_in_key(const zb_position *pos, int ep_square, int mover)
{
    if (pos->keys->ep_rule != ZB_EP_PSEUDO_LEGAL)
        return ep_in_key_by_rule(pos, ep_square, mover);
    return (zb_pawn_attacks[mover][ep_square] & pieces_of(pos, mover ^ 1, ZB_PAWN)) != 0;
}

/* Castling geometry: index 0..3 = K, Q, k, q (the bit order of the rights). */
typedef struct castling_move {
    int king_from, king_to, rook_from, rook_to;
    bitboard must_be_empty; /* between king and rook */
    bitboard king_path;     /* squares the king crosses or lands on: not attacked */
} castling_move;
extern const castling_move zb_castling_moves[4];

/* Move generation (movegen.c). */
size_t generate_legal_moves(const zb_position *pos, zb_move *out);
/* Whether a castling right can be used now (rights, empty path, no check). */
int can_castle(const zb_position *pos, int right);
/* Whether a move that is legal but for king safety (a piece of the side to
 * move going where it could go) leaves the king safe. */
int move_is_legal(const zb_position *pos, zb_move move);

/* Make and unmake without checks: make_move.h. Null moves: null_move.c. */
void unmake_null_move(zb_position *pos);

#endif
