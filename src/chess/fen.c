/* FEN in and out. Parsing is strict: every malformed or impossible field gets
 * its own error code and the offset of the offending character. */
#include <string.h>

#include "position_internal.h"

static const char piece_chars[] = "pPnNbBrRqQkK"; /* indexed by piece */

/* piece + 1 for each FEN piece letter, 0 for every other byte: one load a
 * character instead of a strchr. */
static const uint8_t piece_code[256] = {
    ['p'] = 1, ['P'] = 2, ['n'] = 3, ['N'] = 4, ['b'] = 5, ['B'] = 6,
    ['r'] = 7, ['R'] = 8, ['q'] = 9, ['Q'] = 10, ['k'] = 11, ['K'] = 12,
};

typedef struct field {
    const char *text;
    size_t len, offset;
} field;

/* What the parse builds before anything is checked as a whole. */
typedef struct parsed_fen {
    zb_position board; /* by_type, by_color, board, side, fullmove */
    zb_state state;
    uint64_t piece_key; /* the XOR of the pieces' keys, made while placing them */
    uint8_t count[12];  /* pieces of each kind */
} parsed_fen;

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Splits at runs of whitespace; returns the field count (up to max + 1). */
static size_t split_fields(const char *text, size_t len, field *fields, size_t max)
{
    size_t count = 0, i = 0;
    while (i < len) {
        while (i < len && is_space(text[i]))
            i++;
        if (i == len)
            break;
        size_t start = i;
        while (i < len && !is_space(text[i]))
            i++;
        if (count < max)
            fields[count] = (field){text + start, i - start, start};
        count++;
        if (count > max)
            break;
    }
    return count;
}

static zb_error parse_placement(const field *f, parsed_fen *p, const uint64_t *table, size_t *where)
{
    const char *text = f->text;
    int rank = 7, file = 0, prev_digit = 0;
    uint64_t key = 0;
    bitboard by_piece[12] = {0};
    for (size_t i = 0; i < f->len; i++) {
        unsigned char c = (unsigned char)text[i];
        int code = piece_code[c];
        if (code) {
            if (file >= 8) {
                *where = f->offset + i;
                return ZB_ERR_FEN_RANK_TOO_LONG;
            }
            int sq = 8 * rank + file, piece = code - 1;
            p->board.board[sq] = (uint8_t)piece;
            by_piece[piece] |= BB(sq);
            p->count[piece]++;
            key ^= table[zb_chess_piece_feature(piece, sq)];
            file++, prev_digit = 0;
        } else if (c == '/') {
            if (file < 8 || rank == 0) {
                *where = f->offset + i;
                return file < 8 ? ZB_ERR_FEN_RANK_TOO_SHORT : ZB_ERR_FEN_RANK_COUNT;
            }
            rank--, file = 0, prev_digit = 0;
        } else if (c >= '1' && c <= '9') { /* '9' is 9 squares: too long */
            file += c - '0';
            if (prev_digit || file > 8) {
                *where = f->offset + i;
                return prev_digit ? ZB_ERR_FEN_RANK_DIGITS : ZB_ERR_FEN_RANK_TOO_LONG;
            }
            prev_digit = 1;
        } else {
            *where = f->offset + i;
            return ZB_ERR_FEN_PIECE_CHAR;
        }
    }
    *where = f->offset + f->len;
    if (rank != 0)
        return ZB_ERR_FEN_RANK_COUNT;
    if (file < 8)
        return ZB_ERR_FEN_RANK_TOO_SHORT;
    for (int type = ZB_PAWN; type <= ZB_KING; type++) {
        bitboard white = by_piece[make_piece(ZB_WHITE, type)], black = by_piece[make_piece(ZB_BLACK, type)];
        p->board.by_type[type] = white | black;
        p->board.by_color[ZB_WHITE] |= white;
        p->board.by_color[ZB_BLACK] |= black;
    }
    p->piece_key = key;
    return ZB_OK;
}

/* Where the piece on sq stands in a placement that parsed: for the
 * messages of the errors found later (cold). */
static size_t square_offset(const field *f, int sq)
{
    int rank = 7, file = 0;
    for (size_t i = 0; i < f->len; i++) {
        char c = f->text[i];
        if (c == '/')
            rank--, file = 0;
        else if (c >= '1' && c <= '9')
            file += c - '0';
        else if (8 * rank + file++ == sq)
            return f->offset + i;
    }
    return f->offset + f->len;
}

static zb_error parse_castling(const field *f, parsed_fen *p, size_t *where)
{
    static const char order[] = "KQkq";
    p->state.castling = 0;
    *where = f->offset;
    if (f->len == 1 && f->text[0] == '-')
        return ZB_OK;
    int last = -1;
    for (size_t i = 0; i < f->len; i++) {
        *where = f->offset + i;
        const char *found = f->text[i] ? strchr(order, f->text[i]) : NULL;
        if (!found || (int)(found - order) <= last)
            return ZB_ERR_FEN_CASTLING_SYNTAX; /* unknown, repeated or out of order */
        last = (int)(found - order);
        p->state.castling |= (uint8_t)(1 << last);
    }
    return ZB_OK;
}

static zb_error parse_ep(const field *f, parsed_fen *p, size_t *where)
{
    *where = f->offset;
    p->state.ep_square = ZB_NO_SQUARE;
    if (f->len == 1 && f->text[0] == '-')
        return ZB_OK;
    if (f->len != 2 || f->text[0] < 'a' || f->text[0] > 'h' || f->text[1] < '1' || f->text[1] > '8')
        return ZB_ERR_FEN_EP_SYNTAX;
    int rank = f->text[1] - '1';
    if (rank != (p->board.side == ZB_WHITE ? 5 : 2))
        return ZB_ERR_FEN_EP_RANK;
    p->state.ep_square = (uint8_t)(8 * rank + (f->text[0] - 'a'));
    return ZB_OK;
}

#define CLOCK_MAX 65535u

/* A whole number from min to CLOCK_MAX, digits only. */
static int parse_clock(const field *f, unsigned min, unsigned *out)
{
    unsigned value = 0;
    if (f->len == 0)
        return -1;
    for (size_t i = 0; i < f->len; i++) {
        if (f->text[i] < '0' || f->text[i] > '9')
            return -1;
        value = 10 * value + (unsigned)(f->text[i] - '0');
        if (value > CLOCK_MAX)
            return -1; /* also keeps value from overflowing */
    }
    if (value < min || value > CLOCK_MAX)
        return -1;
    *out = value;
    return 0;
}

/* More pieces than 16, or than 8 pawns plus promotions could give. */
static int too_many_pieces(const parsed_fen *p, int color)
{
    static const int initial[6] = {8, 2, 2, 2, 1, 1};
    int pawns = p->count[make_piece(color, ZB_PAWN)], promoted = 0, total = 0;
    for (int type = ZB_PAWN; type <= ZB_KING; type++) {
        int n = p->count[make_piece(color, type)], extra = n - initial[type];
        total += n;
        if (type != ZB_PAWN && type != ZB_KING)
            promoted += extra > 0 ? extra : 0;
    }
    return total > 16 || pawns > 8 || promoted > 8 - pawns;
}

/* Checks that need the whole board: kings, pawns, rights, ep, checks. */
static zb_error check_board(parsed_fen *p, const field *fields, size_t count_fields, size_t *where)
{
    const zb_position *b = &p->board;
    for (int color = 0; color < 2; color++) {
        bitboard kings = pieces_of(b, color, ZB_KING);
        if (p->count[make_piece(color, ZB_KING)] != 1) {
            size_t last = fields[0].offset; /* no king: the placement; else the extra king */
            for (bitboard k = kings; k;) {
                size_t at = square_offset(&fields[0], bb_pop(&k));
                last = at > last ? at : last;
            }
            *where = last;
            return ZB_ERR_FEN_KING_COUNT;
        }
    }
    bitboard misplaced = b->by_type[ZB_PAWN] & (RANK_BB(0) | RANK_BB(7));
    if (misplaced) {
        *where = square_offset(&fields[0], bb_lsb(misplaced));
        return ZB_ERR_FEN_PAWN_RANK;
    }
    *where = fields[0].offset;
    if (too_many_pieces(p, ZB_WHITE) || too_many_pieces(p, ZB_BLACK))
        return ZB_ERR_FEN_PIECE_COUNT;

    *where = fields[2].offset;
    for (int right = 0; right < 4; right++) {
        const castling_move *c = &zb_castling_moves[right];
        int color = right < 2 ? ZB_WHITE : ZB_BLACK;
        if ((p->state.castling & (1 << right)) &&
            (b->board[c->king_from] != make_piece(color, ZB_KING) || b->board[c->rook_from] != make_piece(color, ZB_ROOK)))
            return ZB_ERR_FEN_CASTLING_RIGHTS;
    }

    int ep = p->state.ep_square, us = b->side, them = us ^ 1;
    if (ep != ZB_NO_SQUARE) {
        /* The pawn that moved stands in front of ep; ep and its start are empty. */
        int pushed = us == ZB_WHITE ? ep - 8 : ep + 8, start = us == ZB_WHITE ? ep + 8 : ep - 8;
        *where = fields[3].offset;
        if (b->board[pushed] != make_piece(them, ZB_PAWN) || b->board[ep] != ZB_NO_PIECE || b->board[start] != ZB_NO_PIECE)
            return ZB_ERR_FEN_EP_PAWN;
    }

    if (ep != ZB_NO_SQUARE && p->state.halfmove != 0) {
        *where = count_fields == 6 ? fields[4].offset : fields[3].offset;
        return ZB_ERR_FEN_EP_CLOCK; /* the double step just reset the clock */
    }

    *where = fields[1].offset;
    bitboard occ = occupied(b);
    if (attackers_to_early(b, king_square(b, them), occ) & b->by_color[us])
        return ZB_ERR_FEN_OPPONENT_IN_CHECK;
    /* One move checks with at most two pieces, and one of two is a slider
     * uncovered by the other's move: two knights or pawns never check together. */
    bitboard checkers = attackers_to_early(b, king_square(b, us), occ) & b->by_color[them];
    bitboard leapers = b->by_type[ZB_KNIGHT] | b->by_type[ZB_PAWN];
    bitboard others = checkers & (checkers - 1); /* all but one checker */
    if (others && (bb_more_than_one(others) || !(checkers & ~leapers)))
        return ZB_ERR_FEN_IMPOSSIBLE_CHECK;
    return ZB_OK;
}

static zb_error parse_fen(const char *text, size_t len, parsed_fen *p, const uint64_t *table, size_t *where)
{
    field fields[6];
    zb_error err;
    size_t count = split_fields(text, len, fields, 6);
    *where = 0;
    if (count == 0)
        return ZB_ERR_FEN_EMPTY;
    if (count != 4 && count != 6) {
        *where = len; /* a field is missing: the end */
        if (count > 6) { /* the first extra field */
            *where = fields[5].offset + fields[5].len;
            while (is_space(text[*where]))
                (*where)++;
        }
        return ZB_ERR_FEN_FIELD_COUNT;
    }
    memset(&p->board, 0, sizeof p->board);
    memset(p->board.board, ZB_NO_PIECE, sizeof p->board.board);
    memset(&p->state, 0, sizeof p->state);
    memset(p->count, 0, sizeof p->count);
    if ((err = parse_placement(&fields[0], p, table, where)))
        return err;

    *where = fields[1].offset;
    if (fields[1].len != 1 || (fields[1].text[0] != 'w' && fields[1].text[0] != 'b'))
        return ZB_ERR_FEN_SIDE;
    p->board.side = fields[1].text[0] == 'w' ? ZB_WHITE : ZB_BLACK;

    if ((err = parse_castling(&fields[2], p, where)) || (err = parse_ep(&fields[3], p, where)))
        return err;

    unsigned halfmove = 0, fullmove = 1;
    if (count == 6) {
        *where = fields[4].offset;
        if (parse_clock(&fields[4], 0, &halfmove))
            return ZB_ERR_FEN_HALFMOVE;
        *where = fields[5].offset;
        if (parse_clock(&fields[5], 1, &fullmove))
            return ZB_ERR_FEN_FULLMOVE;
    }
    p->state.halfmove = halfmove;
    p->board.fullmove = fullmove;
    return check_board(p, fields, count, where);
}

zb_error zb_position_set_fen(zb_position *pos, const char *fen, size_t len, size_t *error_offset)
{
    parsed_fen p;
    size_t where;
    if (!pos || !fen)
        return ZB_ERR_ARGUMENT;
    zb_error err = parse_fen(fen, len, &p, pos->keys->table, &where);
    if (err) {
        if (error_offset)
            *error_offset = where;
        return err;
    }
    memcpy(pos->by_type, p.board.by_type, sizeof pos->by_type);
    memcpy(pos->by_color, p.board.by_color, sizeof pos->by_color);
    memcpy(pos->board, p.board.board, sizeof pos->board);
    pos->side = p.board.side;
    pos->fullmove = p.board.fullmove;
    pos->st = pos->history;
    *pos->st = p.state;
    pos->st->move = ZB_MOVE_NONE;
    pos->st->captured = ZB_NO_PIECE;
    pos->st->ep_hashed = (uint8_t)(p.state.ep_square != ZB_NO_SQUARE && ep_in_key(pos, p.state.ep_square, pos->side ^ 1));
    /* The key of zb_position_features, with the pieces' part made in the parse. */
    const uint64_t *table = pos->keys->table;
    uint64_t key = p.piece_key ^ pos->keys->castling[p.state.castling];
    if (pos->st->ep_hashed)
        key ^= table[ZB_CHESS_EP_FEATURE + square_file(p.state.ep_square)];
    if (pos->side == pos->keys->turn_side)
        key ^= table[ZB_CHESS_TURN_FEATURE];
    pos->st->key = key;
    return ZB_OK;
}

static size_t write_number(char *out, unsigned value)
{
    char digits[10];
    size_t n = 0, len = 0;
    do
        digits[n++] = (char)('0' + value % 10);
    while ((value /= 10) != 0);
    while (n)
        out[len++] = digits[--n];
    return len;
}

size_t zb_position_fen(const zb_position *pos, char out[ZB_FEN_MAX])
{
    size_t n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = pos->board[8 * rank + file];
            if (piece == ZB_NO_PIECE) {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty), empty = 0;
            out[n++] = piece_chars[piece];
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (rank)
            out[n++] = '/';
    }
    out[n++] = ' ';
    out[n++] = pos->side == ZB_WHITE ? 'w' : 'b';
    out[n++] = ' ';
    if (!pos->st->castling)
        out[n++] = '-';
    for (int bit = 0; bit < 4; bit++)
        if (pos->st->castling & (1 << bit))
            out[n++] = "KQkq"[bit];
    out[n++] = ' ';
    int ep = pos->st->ep_square;
    if (ep == ZB_NO_SQUARE) {
        out[n++] = '-';
    } else {
        out[n++] = (char)('a' + square_file(ep));
        out[n++] = (char)('1' + square_rank(ep));
    }
    /* Moves can push a clock past what a FEN may say (65535): write the most
     * a FEN may say, so every FEN written here reads back. */
    out[n++] = ' ';
    n += write_number(out + n, pos->st->halfmove < CLOCK_MAX ? pos->st->halfmove : CLOCK_MAX);
    out[n++] = ' ';
    n += write_number(out + n, pos->fullmove < CLOCK_MAX ? pos->fullmove : CLOCK_MAX);
    out[n] = '\0';
    return n;
}
