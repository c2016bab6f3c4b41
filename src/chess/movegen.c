/* Legal move generation with pin and check masks: every move produced is
 * legal, so perft and make/unmake need no "leaves king in check" test. */
#include "position_internal.h"

static inline bitboard shift_up(bitboard b, int us) { return us == ZB_WHITE ? b << 8 : b >> 8; }

static inline zb_move *add_piece_moves(zb_move *out, int from, bitboard targets)
{
    while (targets)
        *out++ = make_move(from, bb_pop(&targets), ZB_MOVE_NORMAL, 0);
    return out;
}

static inline zb_move *add_promotions(zb_move *out, int from, int to)
{
    for (int type = ZB_QUEEN; type >= ZB_KNIGHT; type--)
        *out++ = make_move(from, to, ZB_MOVE_PROMOTION, type);
    return out;
}

/* Pawn moves to each target square from to - delta. */
static inline zb_move *add_pawn_moves(zb_move *out, bitboard targets, int delta)
{
    bitboard promoting = targets & (RANK_BB(0) | RANK_BB(7));
    for (bitboard b = targets & ~promoting; b;) {
        int to = bb_pop(&b);
        *out++ = make_move(to - delta, to, ZB_MOVE_NORMAL, 0);
    }
    for (bitboard b = promoting; b;) {
        int to = bb_pop(&b);
        out = add_promotions(out, to - delta, to);
    }
    return out;
}

static zb_move *generate_pawn_moves(const zb_position *pos, zb_move *out, bitboard target, bitboard pinned, int ksq)
{
    int us = pos->side, them = us ^ 1, up = us == ZB_WHITE ? 8 : -8;
    bitboard occ = occupied(pos), empty = ~occ, enemies = pos->by_color[them];
    bitboard pawns = pieces_of(pos, us, ZB_PAWN);
    bitboard double_step_rank = us == ZB_WHITE ? RANK_BB(2) : RANK_BB(5); /* after one step */

    /* Unpinned pawns move in bulk, by shifting the whole set. */
    bitboard free_pawns = pawns & ~pinned;
    bitboard single = shift_up(free_pawns, us) & empty;
    bitboard twice = shift_up(single & double_step_rank, us) & empty;
    out = add_pawn_moves(out, single & target, up);
    out = add_pawn_moves(out, twice & target, 2 * up);
    bitboard west = shift_up(free_pawns & ~FILE_A_BB, us) >> 1; /* captures towards the a-file */
    bitboard east = shift_up(free_pawns & ~FILE_H_BB, us) << 1;
    out = add_pawn_moves(out, west & enemies & target, up - 1);
    out = add_pawn_moves(out, east & enemies & target, up + 1);

    /* A pinned pawn may only move along the line through its king. */
    for (bitboard b = pawns & pinned; b;) {
        int from = bb_pop(&b);
        bitboard push = shift_up(BB(from), us) & empty;
        bitboard moves = push | (shift_up(push & double_step_rank, us) & empty) | (zb_pawn_attacks[us][from] & enemies);
        for (moves &= target & zb_line[ksq][from]; moves;) {
            int to = bb_pop(&moves);
            if (BB(to) & (RANK_BB(0) | RANK_BB(7)))
                out = add_promotions(out, from, to);
            else
                *out++ = make_move(from, to, ZB_MOVE_NORMAL, 0);
        }
    }

    /* En passant removes two pieces from a line at once (the capturer and the
     * captured pawn), so test the king's safety on the board after it. */
    int ep = pos->st->ep_square;
    if (ep != ZB_NO_SQUARE) {
        int captured = ep ^ 8;
        for (bitboard b = zb_pawn_attacks[them][ep] & pawns; b;) {
            int from = bb_pop(&b);
            bitboard after = (occ ^ BB(from) ^ BB(captured)) | BB(ep);
            if (!(attackers_to(pos, ksq, after) & enemies & ~BB(captured)))
                *out++ = make_move(from, ep, ZB_MOVE_EN_PASSANT, 0);
        }
    }
    return out;
}

int can_castle(const zb_position *pos, int right)
{
    const castling_move *c = &zb_castling_moves[right];
    int them = pos->side ^ 1;
    bitboard occ = occupied(pos), enemies = pos->by_color[them];
    if (!(pos->st->castling & (1 << right)) || (occ & c->must_be_empty))
        return 0;
    if (attackers_to(pos, c->king_from, occ) & enemies)
        return 0; /* not out of check */
    for (bitboard path = c->king_path; path;)
        if (attackers_to(pos, bb_pop(&path), occ) & enemies)
            return 0;
    return 1;
}

ZB_HOT_INLINE int move_is_legal(const zb_position *pos, zb_move move)
{
    int us = pos->side, from = zb_move_from(move), to = zb_move_to(move);
    bitboard enemies = pos->by_color[us ^ 1], occ = occupied(pos);
    int ksq = king_square(pos, us);
    if (zb_move_kind(move) == ZB_MOVE_CASTLING)
        return can_castle(pos, 2 * (us == ZB_BLACK) + (square_file(to) == 2));
    if (from == ksq)
        return !(attackers_to(pos, to, occ ^ BB(from)) & enemies);
    /* Any other move: no enemy may attack the king on the board after it
     * (the captured piece, if any, no longer counts). */
    int captured = zb_move_kind(move) == ZB_MOVE_EN_PASSANT ? to ^ 8 : to;
    bitboard after = (occ ^ BB(from) ^ (BB(captured) & occ)) | BB(to);
    return !(attackers_to(pos, ksq, after) & enemies & ~BB(captured));
}

int ep_in_key_by_rule(const zb_position *pos, int ep_square, int mover)
{
    if (pos->keys->ep_rule == ZB_EP_ALWAYS)
        return 1;
    int capturer = mover ^ 1, captured = ep_square ^ 8; /* the pawn that double-stepped */
    int ksq = king_square(pos, capturer);
    bitboard enemies = pos->by_color[mover] & ~BB(captured);
    for (bitboard b = zb_pawn_attacks[mover][ep_square] & pieces_of(pos, capturer, ZB_PAWN); b;) {
        int from = bb_pop(&b);
        bitboard after = (occupied(pos) ^ BB(from) ^ BB(captured)) | BB(ep_square);
        if (!attackers_to_early(pos, ksq, after, enemies))
            return 1;
    }
    return 0;
}

size_t generate_legal_moves(const zb_position *pos, zb_move *out)
{
    zb_move *start = out;
    int us = pos->side, them = us ^ 1;
    bitboard own = pos->by_color[us], enemies = pos->by_color[them], occ = own | enemies;
    int ksq = king_square(pos, us);
    bitboard checkers = attackers_to(pos, ksq, occ) & enemies;

    /* The king may not step onto an attacked square; sliders see through the
     * square it leaves. */
    bitboard without_king = occ ^ BB(ksq);
    for (bitboard t = zb_king_attacks[ksq] & ~own; t;) {
        int to = bb_pop(&t);
        if (!(attackers_to(pos, to, without_king) & enemies))
            *out++ = make_move(ksq, to, ZB_MOVE_NORMAL, 0);
    }
    if (bb_more_than_one(checkers))
        return (size_t)(out - start); /* double check: only the king moves */

    /* In check, the others must capture the checker or block its line. */
    bitboard target = checkers ? zb_between[ksq][bb_lsb(checkers)] | checkers : ~own;
    bitboard pinned = line_blockers(pos, us ^ 1, ksq, occ) & pos->by_color[us];

    for (bitboard b = pieces_of(pos, us, ZB_KNIGHT) & ~pinned; b;) { /* a pinned knight never moves */
        int from = bb_pop(&b);
        out = add_piece_moves(out, from, zb_knight_attacks[from] & target);
    }
    bitboard queens = pieces_of(pos, us, ZB_QUEEN);
    for (bitboard b = pieces_of(pos, us, ZB_BISHOP) | queens; b;) {
        int from = bb_pop(&b);
        bitboard moves = bishop_attacks(from, occ) & target;
        out = add_piece_moves(out, from, BB(from) & pinned ? moves & zb_line[ksq][from] : moves);
    }
    for (bitboard b = pieces_of(pos, us, ZB_ROOK) | queens; b;) {
        int from = bb_pop(&b);
        bitboard moves = rook_attacks(from, occ) & target;
        out = add_piece_moves(out, from, BB(from) & pinned ? moves & zb_line[ksq][from] : moves);
    }
    out = generate_pawn_moves(pos, out, target, pinned, ksq);

    if (!checkers) {
        for (int right = us == ZB_WHITE ? 0 : 2, last = right + 1; right <= last; right++)
            if (can_castle(pos, right))
                *out++ = make_move(zb_castling_moves[right].king_from, zb_castling_moves[right].king_to, ZB_MOVE_CASTLING, 0);
    }
    return (size_t)(out - start);
}
