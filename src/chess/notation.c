/* Moves as text: UCI ("e2e4", "e7e8q") and SAN ("Nbd7", "exd6", "O-O", "e8=Q+"). */
#include <string.h>

#include "make_move.h"

static const char type_letters[] = "PNBRQK"; /* indexed by type */

static int is_file(char c) { return c >= 'a' && c <= 'h'; }
static int is_rank(char c) { return c >= '1' && c <= '8'; }
/* The piece type a letter of "NBRQK" names, or -1 (a switch, not strchr:
 * these run for every move a PGN reader reads). */
static int piece_letter_type(char c)
{
    switch (c) {
    case 'N': return ZB_KNIGHT;
    case 'B': return ZB_BISHOP;
    case 'R': return ZB_ROOK;
    case 'Q': return ZB_QUEEN;
    case 'K': return ZB_KING;
    default: return -1;
    }
}
static int promotion_type_of(char c) { return c == 'K' ? -1 : piece_letter_type(c); }
static int is_suffix(char c) { return c == '+' || c == '#' || c == '!' || c == '?'; }

/* --------------------------------------------------------------------- out */

size_t zb_move_to_uci(zb_move move, char out[ZB_UCI_MAX])
{
    int from = zb_move_from(move), to = zb_move_to(move);
    size_t n = 0;
    out[n++] = (char)('a' + square_file(from));
    out[n++] = (char)('1' + square_rank(from));
    out[n++] = (char)('a' + square_file(to));
    out[n++] = (char)('1' + square_rank(to));
    if (zb_move_kind(move) == ZB_MOVE_PROMOTION)
        out[n++] = "nbrq"[zb_move_promotion_type(move) - ZB_KNIGHT];
    out[n] = '\0';
    return n;
}

static ZB_HOT_INLINE bitboard pseudo_origins(const zb_position *pos, int type, int to);

/* Whether a legal move checks the other king: our pieces' attacks on it
 * over the board after the move, without making it. */
static int gives_check(const zb_position *pos, zb_move move)
{
    int us = pos->side, them = us ^ 1;
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);
    int type = kind == ZB_MOVE_PROMOTION ? zb_move_promotion_type(move) : piece_type(pos->board[from]);
    int ksq = king_square(pos, them);
    bitboard mine = pos->by_color[us] & ~BB(from), occ = (occupied(pos) ^ BB(from)) | BB(to);
    bitboard pawns = pos->by_type[ZB_PAWN] & mine, knights = pos->by_type[ZB_KNIGHT] & mine;
    bitboard diagonal = (pos->by_type[ZB_BISHOP] | pos->by_type[ZB_QUEEN]) & mine;
    bitboard straight = (pos->by_type[ZB_ROOK] | pos->by_type[ZB_QUEEN]) & mine;
    if (type == ZB_PAWN)
        pawns |= BB(to);
    else if (type == ZB_KNIGHT)
        knights |= BB(to);
    if (type == ZB_BISHOP || type == ZB_QUEEN)
        diagonal |= BB(to);
    if (type == ZB_ROOK || type == ZB_QUEEN)
        straight |= BB(to);
    if (kind == ZB_MOVE_EN_PASSANT)
        occ ^= BB(to ^ 8); /* the captured pawn, beside */
    if (kind == ZB_MOVE_CASTLING) {
        const castling_move *c = castling_of(us, to);
        occ = (occ & ~BB(c->rook_from)) | BB(c->rook_to);
        straight = (straight & ~BB(c->rook_from)) | BB(c->rook_to);
    }
    return (zb_pawn_attacks[them][ksq] & pawns) || (zb_knight_attacks[ksq] & knights) ||
           (bishop_attacks(ksq, occ) & diagonal) || (rook_attacks(ksq, occ) & straight);
}

/* What every move of one position needs to tell whether it checks, worked
 * out once (zb_moves_to_san): the squares from which each piece type would
 * attack the other king, and our pieces that alone block one of our
 * sliders' lines to it (moving off the line is a discovered check). */
typedef struct check_info {
    int king;
    bitboard squares[6]; /* by type */
    bitboard blockers;
} check_info;

static void check_info_init(const zb_position *pos, check_info *ci)
{
    int us = pos->side, them = us ^ 1, ksq = king_square(pos, them);
    bitboard occ = occupied(pos);
    ci->king = ksq;
    ci->squares[ZB_PAWN] = zb_pawn_attacks[them][ksq];
    ci->squares[ZB_KNIGHT] = zb_knight_attacks[ksq];
    ci->squares[ZB_BISHOP] = bishop_attacks(ksq, occ);
    ci->squares[ZB_ROOK] = rook_attacks(ksq, occ);
    ci->squares[ZB_QUEEN] = ci->squares[ZB_BISHOP] | ci->squares[ZB_ROOK];
    ci->squares[ZB_KING] = 0;
    ci->blockers = line_blockers(pos, us, ksq, occ) & pos->by_color[us];
}

/* gives_check with the position's check_info: a lookup or two for a plain
 * move; promotions, en passant and castling take the full test. (A slider
 * cannot check from behind its own square: it would already be giving
 * check, with its own side to move.) */
static int gives_check_with(const zb_position *pos, const check_info *ci, zb_move move)
{
    int from = zb_move_from(move), to = zb_move_to(move);
    if ((ci->blockers & BB(from)) && !(zb_line[from][ci->king] & BB(to)))
        return 1; /* discovered */
    if (zb_move_kind(move) != ZB_MOVE_NORMAL)
        return gives_check(pos, move);
    return (ci->squares[piece_type(pos->board[from])] & BB(to)) != 0;
}

/* The SAN without its check mark. */
static ZB_HOT_INLINE size_t san_body(const zb_position *pos, zb_move move, char out[ZB_SAN_MAX])
{
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);
    int type = piece_type(pos->board[from]);
    int capture = pos->board[to] != ZB_NO_PIECE || kind == ZB_MOVE_EN_PASSANT;
    size_t n = 0;

    if (kind == ZB_MOVE_CASTLING) {
        const char *castle = square_file(to) == 6 ? "O-O" : "O-O-O";
        n = strlen(castle);
        memcpy(out, castle, n);
        return n;
    }
    if (type == ZB_PAWN) {
        if (capture) {
            out[n++] = (char)('a' + square_file(from));
            out[n++] = 'x';
        }
    } else {
        out[n++] = type_letters[type];
        /* Name the file, else the rank, else both, if another piece of the
         * same kind can also go to the destination: its rivals are the
         * pieces that reach it (the attack tables), each tested for king
         * safety, so no move list is made per move. */
        int rivals = 0, same_file = 0, same_rank = 0;
        for (bitboard b = type == ZB_KING ? 0 : pseudo_origins(pos, type, to) & ~BB(from); b;) {
            int other = bb_pop(&b);
            if (!move_is_legal(pos, make_move(other, to, ZB_MOVE_NORMAL, 0)))
                continue;
            rivals = 1;
            same_file |= square_file(other) == square_file(from);
            same_rank |= square_rank(other) == square_rank(from);
        }
        if (rivals && (!same_file || same_rank))
            out[n++] = (char)('a' + square_file(from));
        if (rivals && same_file)
            out[n++] = (char)('1' + square_rank(from));
        if (capture)
            out[n++] = 'x';
    }
    out[n++] = (char)('a' + square_file(to));
    out[n++] = (char)('1' + square_rank(to));
    if (kind == ZB_MOVE_PROMOTION) {
        out[n++] = '=';
        out[n++] = type_letters[zb_move_promotion_type(move)];
    }
    return n;
}

/* The check mark of a move that checks: mate is told from check by the
 * replies, listed only then. */
static char check_mark(zb_position *pos, zb_move move)
{
    zb_move replies[ZB_MAX_MOVES];
    char mark = '+';
    if (make_move_fast(pos, move) == ZB_OK) {
        mark = generate_legal_moves(pos, replies) ? '+' : '#';
        unmake_move_fast(pos);
    }
    return mark;
}

size_t zb_move_to_san(zb_position *pos, zb_move move, char out[ZB_SAN_MAX])
{
    size_t n = san_body(pos, move, out);
    if (gives_check(pos, move))
        out[n++] = check_mark(pos, move);
    out[n] = '\0';
    return n;
}

void zb_moves_to_san(zb_position *pos, const zb_move *moves, size_t count, char (*out)[ZB_SAN_MAX], size_t *lengths)
{
    check_info ci;
    check_info_init(pos, &ci);
    for (size_t i = 0; i < count; i++) {
        size_t n = san_body(pos, moves[i], out[i]);
        if (gives_check_with(pos, &ci, moves[i]))
            out[i][n++] = check_mark(pos, moves[i]);
        out[i][n] = '\0';
        lengths[i] = n;
    }
}

/* ---------------------------------------------------------------------- in */

/* Our pieces of a type that could reach `to` if king safety did not matter. */
static ZB_HOT_INLINE bitboard pseudo_origins(const zb_position *pos, int type, int to)
{
    int us = pos->side, them = us ^ 1;
    bitboard occ = occupied(pos), mine = pieces_of(pos, us, type);
    if (BB(to) & pos->by_color[us])
        return 0;
    switch (type) {
    case ZB_PAWN: {
        int back = us == ZB_WHITE ? -8 : 8;
        bitboard origins = 0;
        if (BB(to) & pos->by_color[them] || to == pos->st->ep_square)
            origins |= zb_pawn_attacks[them][to];
        else if (!(occ & BB(to)) && to + back >= 0 && to + back < 64) {
            origins |= BB(to + back);
            int start_rank = us == ZB_WHITE ? 3 : 4; /* rank of `to` after a double step */
            if (square_rank(to) == start_rank && !(occ & BB(to + back)))
                origins |= BB(to + 2 * back);
        }
        return origins & mine;
    }
    case ZB_KNIGHT: return zb_knight_attacks[to] & mine;
    case ZB_BISHOP: return bishop_attacks(to, occ) & mine;
    case ZB_ROOK: return rook_attacks(to, occ) & mine;
    case ZB_QUEEN: return (bishop_attacks(to, occ) | rook_attacks(to, occ)) & mine;
    default: return zb_king_attacks[to] & mine;
    }
}

/* What a move's text asks for; -1 where it does not say. */
typedef struct move_request {
    int type, from_file, from_rank, to, promotion, capture, castle_file;
} move_request;

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Drops surrounding whitespace, and trailing check marks and annotations
 * ("+", "#", "!?", "e.p."), which carry no move. */
static int trim(const char **text, size_t *len)
{
    while (*len && is_blank(**text))
        (*text)++, (*len)--;
    while (*len && is_blank((*text)[*len - 1]))
        (*len)--;
    while (*len && is_suffix((*text)[*len - 1]))
        (*len)--;
    const char *t = *text;
    size_t n = *len;
    if (n > 4 && t[n - 4] == 'e' && t[n - 3] == '.' && t[n - 2] == 'p' && t[n - 1] == '.')
        *len -= 4;
    return *len > 0;
}

/* "O-O", "O-O-O", or the same with zeros. Byte compares, not memcmp: emcc
 * calls musl's byte loop for a memcmp of a few constant bytes, at every SAN
 * read (gcc inlines it). */
static int is_castling_text(const char *t, size_t len)
{
    if ((len != 3 && len != 5) || (t[0] != 'O' && t[0] != '0'))
        return 0;
    for (size_t i = 1; i < len; i += 2)
        if (t[i] != '-' || t[i + 1] != t[0])
            return 0;
    return 1;
}

static int looks_like_uci(const char *t, size_t len)
{
    return (len == 4 || len == 5) && is_file(t[0]) && is_rank(t[1]) && is_file(t[2]) && is_rank(t[3]);
}

static zb_error parse_uci(const char *t, size_t len, move_request *r)
{
    r->from_file = t[0] - 'a';
    r->from_rank = t[1] - '1';
    r->to = 8 * (t[3] - '1') + (t[2] - 'a');
    r->promotion = -1;
    r->capture = -1;
    r->castle_file = -1;
    if (len == 5) {
        char c = t[4] >= 'a' && t[4] <= 'z' ? (char)(t[4] - 'a' + 'A') : t[4];
        if (!(c >= 'A' && c <= 'Z'))
            return ZB_ERR_MOVE_SYNTAX;
        if ((r->promotion = promotion_type_of(c)) < 0)
            return ZB_ERR_MOVE_PROMOTION_INVALID;
    }
    r->type = -1; /* UCI names the piece by its square: the caller looks */
    return ZB_OK;
}

static zb_error parse_san(const char *t, size_t len, move_request *r)
{
    *r = (move_request){-1, -1, -1, -1, -1, -1, -1};
    if (is_castling_text(t, len)) {
        r->type = ZB_KING;
        r->castle_file = len == 3 ? 6 : 2;
        return ZB_OK;
    }
    size_t i = 0;
    r->type = piece_letter_type(t[0]);
    if (r->type < 0)
        r->type = ZB_PAWN;
    if (r->type != ZB_PAWN)
        i++;
    /* Promotion suffix: "=Q" or "Q" after the destination. */
    char last = t[len - 1];
    if (len - i >= 3 && last >= 'A' && last <= 'Z') {
        int promotion = promotion_type_of(last);
        if (promotion < 0 && last != 'K' && last != 'P')
            return ZB_ERR_MOVE_SYNTAX;
        if (promotion < 0 || r->type != ZB_PAWN)
            return ZB_ERR_MOVE_PROMOTION_INVALID; /* "e8=K", "e8=P", "Ne8=Q" */
        r->promotion = promotion;
        len -= t[len - 2] == '=' ? 2 : 1;
    }
    if (len < i + 2 || !is_file(t[len - 2]) || !is_rank(t[len - 1]))
        return ZB_ERR_MOVE_SYNTAX;
    r->to = 8 * (t[len - 1] - '1') + (t[len - 2] - 'a');
    len -= 2;
    /* Between piece and destination: [file][rank][x] */
    if (i < len && is_file(t[i]))
        r->from_file = t[i++] - 'a';
    if (i < len && is_rank(t[i]))
        r->from_rank = t[i++] - '1';
    if (i < len && (t[i] == 'x' || t[i] == ':'))
        r->capture = 1, i++;
    if (i != len)
        return ZB_ERR_MOVE_SYNTAX;
    if (r->type == ZB_PAWN) {
        /* A pawn names its file exactly when it captures: "e4", "exd5". */
        if (r->from_rank >= 0 || (r->capture == 1) != (r->from_file >= 0))
            return ZB_ERR_MOVE_SYNTAX;
        if (r->from_file < 0)
            r->from_file = square_file(r->to); /* a push stays on its file */
    }
    return ZB_OK;
}

/* The move a request names from one origin square, with its kind. */
static zb_move move_from(const zb_position *pos, const move_request *r, int from)
{
    int pawn = r->type == ZB_PAWN;
    if (pawn && r->to == pos->st->ep_square && square_file(from) != square_file(r->to))
        return make_move(from, r->to, ZB_MOVE_EN_PASSANT, 0);
    if (pawn && (BB(r->to) & (RANK_BB(0) | RANK_BB(7))))
        return make_move(from, r->to, ZB_MOVE_PROMOTION, r->promotion >= 0 ? r->promotion : ZB_QUEEN);
    return make_move(from, r->to, ZB_MOVE_NORMAL, 0);
}

static zb_error resolve_castling(const zb_position *pos, const move_request *r, zb_move *out)
{
    int right = 2 * (pos->side == ZB_BLACK) + (r->castle_file == 2);
    const castling_move *c = &zb_castling_moves[right];
    if (r->promotion >= 0)
        return ZB_ERR_MOVE_PROMOTION_INVALID;
    if (can_castle(pos, right)) {
        *out = make_move(c->king_from, c->king_to, ZB_MOVE_CASTLING, 0);
        return ZB_OK;
    }
    if ((pos->st->castling & (1 << right)) && !(occupied(pos) & c->must_be_empty))
        return ZB_ERR_MOVE_KING_IN_CHECK; /* in, through or into check */
    return ZB_ERR_MOVE_ILLEGAL;
}

/* Finds the one legal move a request names. Only the pieces that could reach
 * the square are tried (attack tables), each with one king-safety test: no
 * full move list per move read. */
static zb_error resolve(const zb_position *pos, const move_request *r, zb_move *out)
{
    if (r->castle_file >= 0)
        return resolve_castling(pos, r, out);
    bitboard named = pieces_of(pos, pos->side, r->type); /* the pieces the text can mean */
    if (r->from_file >= 0)
        named &= FILE_A_BB << r->from_file;
    if (r->from_rank >= 0)
        named &= RANK_BB(r->from_rank);
    bitboard candidates = pseudo_origins(pos, r->type, r->to) & named;
    zb_move found = ZB_MOVE_NONE;
    int matches = 0;
    for (bitboard b = candidates; b;) {
        zb_move move = move_from(pos, r, bb_pop(&b));
        if (!move_is_legal(pos, move))
            continue;
        int promotes = zb_move_kind(move) == ZB_MOVE_PROMOTION;
        if (promotes && r->promotion < 0)
            return ZB_ERR_MOVE_PROMOTION_MISSING;
        if (!promotes && r->promotion >= 0)
            return ZB_ERR_MOVE_PROMOTION_INVALID;
        found = move;
        matches++;
    }
    if (matches > 1)
        return ZB_ERR_MOVE_AMBIGUOUS;
    if (matches == 0) /* say why as precisely as the board allows */
        return !named ? ZB_ERR_MOVE_NO_PIECE : candidates ? ZB_ERR_MOVE_KING_IN_CHECK : ZB_ERR_MOVE_ILLEGAL;
    if (r->capture == 1 && pos->board[r->to] == ZB_NO_PIECE && zb_move_kind(found) != ZB_MOVE_EN_PASSANT)
        return ZB_ERR_MOVE_ILLEGAL; /* "x" on a move that captures nothing */
    *out = found;
    return ZB_OK;
}

zb_error zb_parse_move(const zb_position *pos, const char *text, size_t len, zb_move *out)
{
    move_request r;
    zb_error err;
    if (!pos || !text || !out)
        return ZB_ERR_ARGUMENT;
    if (!trim(&text, &len))
        return ZB_ERR_MOVE_SYNTAX;
    if (looks_like_uci(text, len)) {
        if ((err = parse_uci(text, len, &r)))
            return err;
        int from = 8 * r.from_rank + r.from_file;
        int piece = pos->board[from];
        if (piece == ZB_NO_PIECE || piece_color(piece) != pos->side)
            return ZB_ERR_MOVE_NO_PIECE;
        r.type = piece_type(piece);
        /* A king's two-square step is castling in UCI (e1g1). */
        if (r.type == ZB_KING && from == (pos->side == ZB_WHITE ? 4 : 60) && (r.to == from + 2 || r.to == from - 2))
            r.castle_file = square_file(r.to);
    } else if ((err = parse_san(text, len, &r))) {
        return err;
    }
    return resolve(pos, &r, out);
}

zb_error zb_position_play(zb_position *pos, const char *text, size_t len)
{
    zb_move move;
    zb_error err = zb_parse_move(pos, text, len, &move);
    return err ? err : make_move_fast(pos, move);
}
