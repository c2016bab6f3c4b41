/* FEN in (fen_write.c writes them). Parsing is strict: every malformed or
 * impossible field gets its own error code and the offset of the offending
 * character. */
#include <string.h>

#include "position_internal.h"

/* For code only a FEN with an error reaches (and the exact piece count that
 * few FENs need): out of line and compiled for size, which zobrist.wasm's
 * size budget needs (docs/performance.md). */
#if defined(__GNUC__)
#define COLD __attribute__((cold, noinline))
#else
#define COLD
#endif

/* Where there is SSE2 (x86-64; WebAssembly built with -msimd128 -msse2) the
 * placement is read sixteen characters at a time, and natively the fields
 * after it are split at once too (together 0.71x the cycles a FEN);
 * elsewhere, or built with ZB_FEN_PORTABLE, one character at a time. The
 * tests hold both ways to a plain reading (tests/c/fen_portable builds the
 * portable one on x86-64). */
#if defined(__SSE2__) && !defined(ZB_FEN_PORTABLE)
#define ZB_FEN_SIMD 1
#include <emmintrin.h>
#if !defined(__wasm__)
#define ZB_FEN_SPLIT_SIMD 1 /* native only: zobrist.wasm's budget (docs/performance.md) has no room */
#endif
#endif

typedef struct field {
    const char *text;
    size_t len, offset;
} field;

/* What the parse builds before anything is checked as a whole. */
typedef struct parsed_fen {
    zb_position board; /* by_type, by_color, board, side, fullmove */
    zb_state state;
    uint64_t piece_key; /* the XOR of the pieces' keys, made while placing them */
} parsed_fen;

/* ' ', '\t', '\n' or '\r': one test of a bit for all four. */
static int is_space(char c)
{
    unsigned byte = (unsigned char)c;
    return byte <= ' ' && ((1ull << '\t' | 1ull << '\n' | 1ull << '\r' | 1ull << ' ') >> byte & 1);
}

/* The end of the field that starts at i. */
static size_t field_end(const char *text, size_t i, size_t len)
{
    while (i < len && !is_space(text[i]))
        i++;
    return i;
}

#ifdef ZB_FEN_SPLIT_SIMD
/* The fields of the usual FEN's end (after the placement): when they fit in
 * the text's last 16 bytes, all found at once from where its whitespace is,
 * with no branch a character (0.96x the cycles a FEN); -1 for any other
 * text. */
static long split_last_16(const char *text, size_t start, size_t len, field *fields, size_t max)
{
    if (len < 16 || len - start > 16)
        return -1;
    size_t base = len - 16;
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(text + base));
    __m128i space = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))),
                                 _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\r'))));
    unsigned in_field = ~(unsigned)_mm_movemask_epi8(space) & (0xffffu << (start - base)) & 0xffffu;
    unsigned firsts = in_field & ~(in_field << 1), lasts = in_field & ~(in_field >> 1);
    size_t count = 0;
    for (; firsts && count <= max; firsts &= firsts - 1, lasts &= lasts - 1, count++) {
        size_t begin = base + (size_t)__builtin_ctz(firsts), end = base + (size_t)__builtin_ctz(lasts) + 1;
        if (count < max)
            fields[count] = (field){text + begin, end - begin, begin};
    }
    return (long)count;
}
#endif

/* Splits text from `start` at runs of whitespace; returns the field count
 * (up to max + 1). */
static size_t split_fields(const char *text, size_t start, size_t len, field *fields, size_t max)
{
#ifdef ZB_FEN_SPLIT_SIMD
    long fast = split_last_16(text, start, len, fields, max);
    if (fast >= 0)
        return (size_t)fast;
#endif
    size_t count = 0, i = start;
    while (i < len) {
        while (i < len && is_space(text[i]))
            i++;
        if (i == len)
            break;
        size_t begin = i;
        i = field_end(text, i, len);
        if (count < max)
            fields[count] = (field){text + begin, i - begin, begin};
        count++;
        if (count > max)
            break;
    }
    return count;
}

/* The fast reading's result (read_placement_fast). */
static void store_placement(parsed_fen *p, const bitboard by_piece[12], const uint8_t board[64], uint64_t key)
{
    bitboard all_white = 0, all_black = 0;
    for (int type = ZB_PAWN; type <= ZB_KING; type++) {
        bitboard white = by_piece[make_piece(ZB_WHITE, type)], black = by_piece[make_piece(ZB_BLACK, type)];
        p->board.by_type[type] = white | black;
        all_white |= white, all_black |= black;
    }
    p->board.by_color[ZB_WHITE] = all_white;
    p->board.by_color[ZB_BLACK] = all_black;
    memcpy(p->board.board, board, 64);
    p->piece_key = key;
}

/* What each byte is in a placement, for the readings below: every field
 * ready to use, so that the portable fast reading spends loads, not tests,
 * on a character (the masks are its alone). Filled by zb_fen_init (8 bytes
 * an entry would be 2 KB of zobrist.wasm's 32 KiB as data; zero-filled
 * memory costs nothing). */
typedef struct place_entry {
    uint8_t piece;     /* the piece; ZB_NO_PIECE for any other byte */
    uint8_t squares;   /* the squares it covers: 1 for a piece, n for a digit n */
    uint16_t feature;  /* the key's feature of the piece at square 0 (64 * piece), or 0 */
    uint8_t flags;     /* PLACE_* */
    int8_t piece_mask; /* -1 for a piece, else 0 */
    int8_t slash_mask; /* -1 for '/', else 0 */
    uint8_t rank_step; /* 8 for '/', else 0 */
} place_entry;
enum { PLACE_DIGIT = 1, PLACE_BAD = 2, PLACE_END = 4 };
static place_entry place_table[256];

void zb_fen_init(void)
{
    static const char pieces[] = "pPnNbBrRqQkK"; /* indexed by piece */
    for (int c = 0; c < 256; c++)
        place_table[c] = (place_entry){ZB_NO_PIECE, 0, 0, PLACE_BAD, 0, 0, 0};
    for (int piece = 0; piece < 12; piece++)
        place_table[(unsigned char)pieces[piece]] = (place_entry){(uint8_t)piece, 1, (uint16_t)(64 * piece), 0, -1, 0, 0};
    for (int n = 1; n <= 9; n++)
        place_table['0' + n] = (place_entry){ZB_NO_PIECE, (uint8_t)n, 0, PLACE_DIGIT, 0, 0, 0};
    place_table['/'] = (place_entry){ZB_NO_PIECE, 0, 0, 0, 0, -1, 8};
    place_table[' '].flags = place_table['\t'].flags = place_table['\n'].flags = place_table['\r'].flags = PLACE_END;
}

enum { PLACEMENT_MAX = 64 + 7 }; /* characters: a piece on each square, 7 slashes */

#ifndef ZB_FEN_SIMD
/* The placement, read from text[start] to the first whitespace (its end, in
 * *end), for a placement without a fault: returns 0 if it has none, else
 * nothing it made counts and placement_fault reads it again for the fault's
 * code and place. No branch depends on the characters (a FEN mixes pieces,
 * digits and slashes with no pattern a predictor could learn): every
 * character does the work of all three kinds, masked off for the kinds it is
 * not, and the faults are OR-ed into `bad`. idx counts squares in FEN order
 * (a8 = 0, h1 = 63), rank_end is 8 times the ranks begun: a rank too long or
 * too short shows when its '/' finds idx != rank_end, or the end finds idx !=
 * 64, so no character tests it. */
static int read_placement_fast(const char *text, size_t start, size_t len, parsed_fen *p, const uint64_t *table,
                               size_t *end)
{
    uint64_t key = 0;
    bitboard by_piece[ZB_NO_PIECE + 1] = {0}; /* [ZB_NO_PIECE]: set by digits and slashes, unused */
    uint8_t board[64];
    unsigned idx = 0, rank_end = 8, bad = 0, prev_flags = 0;
    const unsigned char *s = (const unsigned char *)text + start, *stop = (const unsigned char *)text + len;
    if ((size_t)(stop - s) > PLACEMENT_MAX)
        stop = s + PLACEMENT_MAX + 1; /* too long: the loop ends at stop, not at a space */
    memset(board, ZB_NO_PIECE, sizeof board);
    for (; s < stop; s++) {
        const place_entry *e = &place_table[*s];
        if (e->flags & PLACE_END)
            break;
        unsigned sq = (idx ^ 56) & 63;
        board[sq] = e->piece; /* ZB_NO_PIECE for a digit or '/': the square is empty or comes next */
        by_piece[e->piece] |= (bitboard)1 << sq;
        key ^= table[e->feature + sq] & (uint64_t)(int64_t)e->piece_mask;
        /* a byte no placement has, a digit after a digit, a '/' where no rank ends: */
        bad |= (e->flags & (PLACE_BAD | prev_flags)) | ((idx ^ rank_end) & (unsigned)e->slash_mask);
        prev_flags = e->flags;
        idx += e->squares;
        rank_end += e->rank_step;
    }
    *end = (size_t)(s - (const unsigned char *)text);
    if (bad | (idx != 64) | (rank_end != 64) | (*end - start > PLACEMENT_MAX))
        return -1;
    store_placement(p, by_piece, board, key);
    return 0;
}

#else /* ZB_FEN_SIMD */

/* read_placement_fast with SSE2 (every x86-64; WebAssembly's SIMD through
 * Emscripten's SSE2 header), sixteen characters at a time: compares of all
 * sixteen bytes at once find the digits, the slashes and the rest (pieces,
 * if the table says so); the squares each covers (a digit its value, a
 * piece 1), summed across the block in four shifts and adds, give every
 * piece its square and every slash the squares before it. A '/' must come
 * after 8, 16 ... 56 squares, after no other '/' and not first; with exactly
 * 7 of them and 64 squares in all, every rank is 8 squares long. The
 * pieces are placed once every block is read (a loop a block would end in
 * a mispredicted branch each). */
static int read_placement_fast(const char *text, size_t start, size_t len, parsed_fen *p, const uint64_t *table,
                               size_t *end)
{
    uint64_t key = 0;
    bitboard by_piece[ZB_NO_PIECE + 1] = {0}; /* [ZB_NO_PIECE]: bytes that are no piece (a fault) */
    uint8_t board[64], bytes[80], square_of[80]; /* bytes and squares by offset in the placement */
    uint64_t pieces = 0, pieces_past_64 = 0, slashes = 0; /* bit i: offset i holds a piece, a '/' */
    unsigned squares = 0, bad = 0, after_digit = 0, after_slash = 1; /* the start counts as a '/' */
    const unsigned char *s = (const unsigned char *)text + start;
    size_t size = len - start, at = 0;
    const __m128i lane = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    memset(board, ZB_NO_PIECE, sizeof board);
    while (at < size && at <= PLACEMENT_MAX) {
        __m128i v;
        if (size - at >= 16) {
            v = _mm_loadu_si128((const __m128i *)(const void *)(s + at));
        } else {
            uint8_t tail[16] = {0}; /* zeros after the text end it */
            memcpy(tail, s + at, size - at);
            v = _mm_loadu_si128((const __m128i *)(const void *)tail);
        }
        _mm_storeu_si128((__m128i *)(void *)(bytes + at), v);
        /* The placement ends at the first byte below '!' or past ASCII (negative as signed). */
        unsigned below = (unsigned)_mm_movemask_epi8(_mm_cmpgt_epi8(_mm_set1_epi8('!'), v));
        unsigned count = (unsigned)__builtin_ctz(below | 0x10000), in = (1u << count) - 1;
        __m128i in_v = _mm_cmpgt_epi8(_mm_set1_epi8((char)count), lane);
        __m128i digit_v = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0')), _mm_cmpgt_epi8(_mm_set1_epi8(':'), v));
        __m128i slash_v = _mm_cmpeq_epi8(v, _mm_set1_epi8('/'));
        __m128i piece_v = _mm_andnot_si128(_mm_or_si128(digit_v, slash_v), in_v);
        unsigned digit = (unsigned)_mm_movemask_epi8(digit_v) & in, slash = (unsigned)_mm_movemask_epi8(slash_v) & in;
        bad |= (digit & ((digit << 1) | after_digit)) | (slash & ((slash << 1) | after_slash));
        __m128i width = _mm_or_si128(_mm_and_si128(_mm_and_si128(digit_v, in_v), _mm_and_si128(v, _mm_set1_epi8(15))),
                                     _mm_and_si128(piece_v, _mm_set1_epi8(1)));
        __m128i upto = _mm_add_epi8(width, _mm_slli_si128(width, 1)); /* the squares up to each byte, it included */
        upto = _mm_add_epi8(upto, _mm_slli_si128(upto, 2));
        upto = _mm_add_epi8(upto, _mm_slli_si128(upto, 4));
        upto = _mm_add_epi8(upto, _mm_slli_si128(upto, 8));
        __m128i before = _mm_add_epi8(_mm_sub_epi8(upto, width), _mm_set1_epi8((char)squares));
        /* a '/' after other than 0, 8 ... 56 squares (after 0 it is first or after a '/', found above): */
        __m128i multiple_of_8 = _mm_cmpeq_epi8(_mm_and_si128(before, _mm_set1_epi8((char)0xc7)), _mm_setzero_si128());
        bad |= slash & ~(unsigned)_mm_movemask_epi8(multiple_of_8);
        /* FEN order (a8 = 0) to squares (a1 = 0): */
        _mm_storeu_si128((__m128i *)(void *)(square_of + at),
                         _mm_and_si128(_mm_xor_si128(before, _mm_set1_epi8(56)), _mm_set1_epi8(63)));
        unsigned piece = (unsigned)_mm_movemask_epi8(piece_v);
        if (at < 64)
            pieces |= (uint64_t)piece << at, slashes |= (uint64_t)slash << at;
        else
            pieces_past_64 = piece; /* (a '/' here follows more than 56 squares: refused above) */
        squares += (unsigned)_mm_extract_epi16(upto, 7) >> 8;
        after_digit = digit >> 15, after_slash = slash >> 15;
        at += count;
        if (count < 16) {
            bad |= at < size && !is_space((char)s[at]); /* ended by a byte that is not whitespace */
            break;
        }
    }
    *end = start + at;
    int slash_count = bb_count(slashes);
    /* (No more than PLACEMENT_MAX characters need a test: more would cover
     * more than 64 squares, or hold a fault.) */
    if (bad | (squares != 64) | (slash_count != 7))
        return -1;
    /* The pieces at offsets 0-63, then any at 64-70: the same steps, written
     * twice on purpose (one loop over both ran slower, and the two as calls
     * of one inline helper took 1.03x the cycles a FEN, 2 % more
     * instructions, with gcc 12) */
    for (uint64_t left = pieces; left; left &= left - 1) {
        unsigned offset = (unsigned)__builtin_ctzll(left), sq = square_of[offset];
        const place_entry *e = &place_table[bytes[offset]];
        board[sq] = e->piece;
        by_piece[e->piece] |= (bitboard)1 << sq;
        key ^= table[e->feature + sq];
    }
    for (uint64_t left = pieces_past_64; left; left &= left - 1) {
        unsigned offset = 64 + (unsigned)__builtin_ctzll(left), sq = square_of[offset];
        const place_entry *e = &place_table[bytes[offset]];
        board[sq] = e->piece;
        by_piece[e->piece] |= (bitboard)1 << sq;
        key ^= table[e->feature + sq];
    }
    if (by_piece[ZB_NO_PIECE])
        return -1;
    store_placement(p, by_piece, board, key);
    return 0;
}
#endif /* ZB_FEN_SIMD */

/* The first fault of a placement that read_placement_fast refused, one
 * character at a time: its code, and its offset in *where. */
COLD static zb_error placement_fault(const char *text, size_t start, size_t len, size_t *where)
{
    int sq = 56, rank_end = 64, prev_digit = 0; /* sq is the next square, rank_end the one after the rank */
    size_t i = start;
    for (; i < len; i++) {
        const place_entry *e = &place_table[(unsigned char)text[i]];
        int digit = (e->flags & PLACE_DIGIT) != 0;
        *where = i;
        if (e->flags & PLACE_END)
            break;
        if (e->flags & PLACE_BAD)
            return ZB_ERR_FEN_PIECE_CHAR;
        if (e->rank_step) { /* '/' */
            if (sq < rank_end || rank_end == 8)
                return sq < rank_end ? ZB_ERR_FEN_RANK_TOO_SHORT : ZB_ERR_FEN_RANK_COUNT;
            rank_end -= 8, sq = rank_end - 8, prev_digit = 0;
            continue;
        }
        if (digit && prev_digit)
            return ZB_ERR_FEN_RANK_DIGITS;
        sq += e->squares; /* '9' is 9 squares: too long */
        if (sq > rank_end)
            return ZB_ERR_FEN_RANK_TOO_LONG;
        prev_digit = digit;
    }
    *where = i;
    /* A placement whose ranks are all whole here is one the fast reading
     * accepts: the tests hold both readings to a plain one
     * (tests/c/chess/fen_placement_reference.h, in test_fen.c and fuzz_fen). */
    return rank_end != 8 ? ZB_ERR_FEN_RANK_COUNT : ZB_ERR_FEN_RANK_TOO_SHORT;
}

/* The placement from text[start] to the first whitespace (its end in *end),
 * or its first fault's code and offset (*where). */
static zb_error parse_placement(const char *text, size_t start, size_t len, parsed_fen *p, const uint64_t *table,
                                size_t *where, size_t *end)
{
    if (read_placement_fast(text, start, len, p, table, end) == 0) {
        *where = *end;
        return ZB_OK;
    }
    return placement_fault(text, start, len, where);
}

/* Where the piece on sq stands in a placement that parsed: for the
 * messages of the errors found later (cold). */
COLD static size_t square_offset(const field *f, int sq)
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
    p->state.castling = 0;
    *where = f->offset;
    if (f->len == 1 && f->text[0] == '-')
        return ZB_OK;
    int last = -1;
    for (size_t i = 0; i < f->len; i++) {
        *where = f->offset + i;
        char c = f->text[i];
        int right = c == 'K' ? 0 : c == 'Q' ? 1 : c == 'k' ? 2 : c == 'q' ? 3 : -1; /* the order of KQkq */
        if (right < 0 || right <= last)
            return ZB_ERR_FEN_CASTLING_SYNTAX; /* unknown, repeated or out of order */
        last = right;
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

/* A whole number from min to ZB_FEN_CLOCK_MAX, digits only. */
static int parse_clock(const field *f, unsigned min, unsigned *out)
{
    unsigned value = 0;
    if (f->len == 0)
        return -1;
    for (size_t i = 0; i < f->len; i++) {
        if (f->text[i] < '0' || f->text[i] > '9')
            return -1;
        value = 10 * value + (unsigned)(f->text[i] - '0');
        if (value > ZB_FEN_CLOCK_MAX)
            return -1; /* also keeps value from overflowing */
    }
    if (value < min || value > ZB_FEN_CLOCK_MAX)
        return -1;
    *out = value;
    return 0;
}

static int piece_count(const parsed_fen *p, int color, int type) { return bb_count(pieces_of(&p->board, color, type)); }

static int at_most_one(bitboard b) { return (b & (b - 1)) == 0; }
static int at_most_two(bitboard b) { return at_most_one(b & (b - 1)); }

/* Whether no kind has more pieces than a side starts with, which makes the
 * exact count below unneeded. */
static int within_initial_counts(const parsed_fen *p)
{
    const zb_position *b = &p->board;
    int within = 1;
    for (int color = 0; color < 2; color++) {
        within &= piece_count(p, color, ZB_PAWN) <= 8;
        for (int type = ZB_KNIGHT; type <= ZB_ROOK; type++)
            within &= at_most_two(pieces_of(b, color, type));
        within &= at_most_one(pieces_of(b, color, ZB_QUEEN));
    }
    return within;
}

/* More pieces than 16, or than 8 pawns plus promotions could give. */
COLD static int too_many_pieces(const parsed_fen *p, int color)
{
    static const int initial[6] = {8, 2, 2, 2, 1, 1};
    int pawns = piece_count(p, color, ZB_PAWN), promoted = 0, total = 0;
    for (int type = ZB_PAWN; type <= ZB_KING; type++) {
        int n = piece_count(p, color, type), extra = n - initial[type];
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
        if (!kings || bb_more_than_one(kings)) {
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
    if (!within_initial_counts(p) && (too_many_pieces(p, ZB_WHITE) || too_many_pieces(p, ZB_BLACK)))
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
    if (attackers_to_early(b, king_square(b, them), occ, b->by_color[us]))
        return ZB_ERR_FEN_OPPONENT_IN_CHECK;
    /* One move checks with at most two pieces, and one of two is a slider
     * uncovered by the other's move: two knights or pawns never check together. */
    bitboard checkers = attackers_to_early(b, king_square(b, us), occ, b->by_color[them]);
    bitboard leapers = b->by_type[ZB_KNIGHT] | b->by_type[ZB_PAWN];
    bitboard others = checkers & (checkers - 1); /* all but one checker */
    if (others && (bb_more_than_one(others) || !(checkers & ~leapers)))
        return ZB_ERR_FEN_IMPOSSIBLE_CHECK;
    return ZB_OK;
}

static zb_error parse_fen(const char *text, size_t len, parsed_fen *p, const uint64_t *table, size_t *where)
{
    field fields[6];
    size_t start = 0, end, placement_where;
    while (start < len && is_space(text[start]))
        start++;
    *where = 0;
    if (start == len)
        return ZB_ERR_FEN_EMPTY;
    /* The placement first, as its field is split off; its error counts only
     * once the field count is right. */
    zb_error err = parse_placement(text, start, len, p, table, &placement_where, &end);
    if (err)
        end = field_end(text, placement_where, len);
    fields[0] = (field){text + start, end - start, start};
    size_t count = 1 + split_fields(text, end, len, fields + 1, 5);
    if (count != 4 && count != 6) {
        *where = len; /* a field is missing: the end */
        if (count > 6) { /* the first extra field */
            *where = fields[5].offset + fields[5].len;
            while (is_space(text[*where]))
                (*where)++;
        }
        return ZB_ERR_FEN_FIELD_COUNT;
    }
    if (err) {
        *where = placement_where;
        return err;
    }
    memset(&p->state, 0, sizeof p->state);

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
