/* polyglot's walk of a book's lines (info-book, dump-book), reproduced.
 *
 * From the start position, the walking colour's nodes ("book" nodes) try
 * the book's legal moves of weight > 0 in book order; the other colour's
 * nodes ("all" nodes) try, in polyglot's move generator's order, every legal
 * move after which the book has a move. A line ends (and is counted, and
 * printed by dump) at a position already on the line (a cycle), at a
 * position visited before (a transposition: every position is walked once),
 * or after a book move that leaves the opponent no move with a book reply.
 * info counts the lines of both colours and the book positions the walks
 * reached as book nodes. */
#include <stdlib.h>
#include <string.h>

#include "zobrist_book.h"

#define MAX_HEIGHT 1024

/* Keeps big arrays out of the recursive walk's frames. */
#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* polyglot's piece list: king first, then the other pieces, each side in
 * square order at the start, then updated as polyglot's move_do does. */
typedef struct piece_list {
    uint8_t sq[2][17];
    uint8_t size[2];
} piece_list;

typedef struct visit {
    uint64_t key;
    int line;
    uint8_t height; /* polyglot keeps it in 8 bits */
    uint8_t used;
} visit;

typedef struct walker {
    const zb_book *book;
    zb_position *pos;
    FILE *out;
    int initial_color;
    int line;
    int height;
    uint16_t moves[MAX_HEIGHT];
    double probs[MAX_HEIGHT];
    uint64_t keys[MAX_HEIGHT];
    visit *visits;
    size_t visit_mask, visit_count;
    uint8_t *colour; /* per entry: 0 none, 1 + ZB_WHITE/ZB_BLACK */
    piece_list lists[MAX_HEIGHT + 1];
    zb_book_error error;
} walker;

/* ------------------------------------------------------------- piece lists */

static int list_index(const piece_list *l, int c, int sq)
{
    for (int i = 0; i < l->size[c]; i++)
        if (l->sq[c][i] == sq)
            return i;
    return -1;
}

static void list_clear(piece_list *l, int c, int sq)
{
    int p = list_index(l, c, sq);
    if (p < 0)
        return;
    int size = --l->size[c];
    if (p != size)
        l->sq[c][p] = l->sq[c][size];
}

static void list_set(piece_list *l, int c, int sq, int p)
{
    int size = l->size[c]++;
    if (p != size)
        l->sq[c][size] = l->sq[c][p];
    l->sq[c][p] = (uint8_t)sq;
}

static void list_move(piece_list *l, int c, int from, int to)
{
    int p = list_index(l, c, from);
    if (p >= 0)
        l->sq[c][p] = (uint8_t)to;
}

static void list_init(piece_list *l, const zb_position *pos)
{
    for (int c = 0; c < 2; c++) {
        l->size[c] = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int sq = 0; sq < 64; sq++) {
                int piece = zb_position_piece_at(pos, sq);
                if (piece == ZB_NO_PIECE || (piece & 1) != c || ((piece >> 1) == ZB_KING) != (pass == 0))
                    continue;
                if (l->size[c] < 16)
                    l->sq[c][l->size[c]++] = (uint8_t)sq;
            }
    }
}

/* The list after the raw move, played from pos (before it is made). */
static void list_apply(piece_list *l, const zb_position *pos, uint16_t raw)
{
    int from = (raw >> 6) & 63, to = raw & 63;
    int me = zb_position_side(pos), opp = me ^ 1;
    int piece = zb_position_piece_at(pos, from), target = zb_position_piece_at(pos, to);
    if (target != ZB_NO_PIECE && (target & 1) == me) { /* castling: the king takes its rook */
        int rank = to & 56;
        int king_to = rank + (to > from ? 6 : 2), rook_to = rank + (to > from ? 5 : 3);
        int p = list_index(l, me, to);
        list_clear(l, me, to);
        list_move(l, me, from, king_to);
        list_set(l, me, rook_to, p < 0 ? 0 : p);
        return;
    }
    if ((piece >> 1) == ZB_PAWN && to == zb_position_ep_square(pos) && target == ZB_NO_PIECE)
        list_clear(l, opp, me == ZB_WHITE ? to - 8 : to + 8);
    else if (target != ZB_NO_PIECE)
        list_clear(l, opp, to);
    if (raw >> 12) {
        int p = list_index(l, me, from);
        list_clear(l, me, from);
        list_set(l, me, to, p < 0 ? 0 : p);
    } else {
        list_move(l, me, from, to);
    }
}

/* ------------------------------------------------- polyglot's move order */

static const int8_t knight_d[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
static const int8_t bishop_d[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
static const int8_t rook_d[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
static const int8_t queen_d[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

typedef struct raw_list {
    uint16_t move[ZB_MAX_MOVES];
    int size;
    const uint16_t *legal; /* the legal moves' raw fields */
    size_t nlegal;
} raw_list;

static void add_raw(raw_list *r, uint16_t raw)
{
    for (size_t i = 0; i < r->nlegal; i++)
        if (r->legal[i] == raw) {
            for (int j = 0; j < r->size; j++)
                if (r->move[j] == raw)
                    return;
            if (r->size < ZB_MAX_MOVES)
                r->move[r->size++] = raw;
            return;
        }
}

static int on_board(int rank, int file) { return rank >= 0 && rank < 8 && file >= 0 && file < 8; }

static void add_pawn(raw_list *r, int from, int to)
{
    uint16_t m = (uint16_t)(from << 6 | to);
    if ((to >> 3) == 7 || (to >> 3) == 0)
        for (unsigned promo = 1; promo <= 4; promo++)
            add_raw(r, (uint16_t)(m | promo << 12));
    else
        add_raw(r, m);
}

/* The legal moves of pos in the order polyglot generates them. */
static void polyglot_order(const zb_position *pos, const piece_list *l, raw_list *r)
{
    int me = zb_position_side(pos);
    r->size = 0;
    for (int i = 0; i < l->size[me]; i++) {
        int from = l->sq[me][i], fr = from >> 3, ff = from & 7;
        int piece = zb_position_piece_at(pos, from), type = piece >> 1;
        if (piece == ZB_NO_PIECE)
            continue;
        if (type == ZB_PAWN) {
            int dr = me == ZB_WHITE ? 1 : -1;
            for (int df = -1; df <= 1; df += 2) /* captures (and en passant), queen side first */
                if (on_board(fr + dr, ff + df))
                    add_pawn(r, from, (fr + dr) * 8 + ff + df);
            int one = (fr + dr) * 8 + ff;
            if (on_board(fr + dr, ff) && zb_position_piece_at(pos, one) == ZB_NO_PIECE) {
                add_pawn(r, from, one);
                if (fr == (me == ZB_WHITE ? 1 : 6))
                    add_raw(r, (uint16_t)(from << 6 | (one + 8 * dr)));
            }
            continue;
        }
        const int8_t(*d)[2] = type == ZB_KNIGHT ? knight_d : type == ZB_BISHOP ? bishop_d : type == ZB_ROOK ? rook_d : queen_d;
        int nd = (type == ZB_BISHOP || type == ZB_ROOK) ? 4 : 8;
        int slides = type == ZB_BISHOP || type == ZB_ROOK || type == ZB_QUEEN;
        for (int k = 0; k < nd; k++) {
            int rr = fr + d[k][0], rf = ff + d[k][1];
            while (on_board(rr, rf)) {
                int to = rr * 8 + rf;
                add_raw(r, (uint16_t)(from << 6 | to));
                if (!slides || zb_position_piece_at(pos, to) != ZB_NO_PIECE)
                    break;
                rr += d[k][0], rf += d[k][1];
            }
        }
    }
    /* castling last: the h side, then the a side (king takes rook) */
    int rank = me == ZB_WHITE ? 0 : 56;
    add_raw(r, (uint16_t)((rank + 4) << 6 | (rank + 7)));
    add_raw(r, (uint16_t)((rank + 4) << 6 | rank));
}

/* ------------------------------------------------------------ visited set */

static visit *visit_find(walker *w, uint64_t key, int create, int *created)
{
    *created = 0;
    if (create && (w->visit_count + 1) * 2 > w->visit_mask) {
        size_t mask = w->visit_mask * 2 + 1;
        visit *bigger = calloc(mask + 1, sizeof *bigger);
        if (!bigger) {
            w->error = ZB_BOOK_ERR_NO_MEMORY;
            return NULL;
        }
        for (size_t i = 0; i <= w->visit_mask; i++)
            if (w->visits[i].used) {
                size_t s = (size_t)(w->visits[i].key * UINT64_C(0x9E3779B97F4A7C15) >> 20) & mask;
                while (bigger[s].used)
                    s = (s + 1) & mask;
                bigger[s] = w->visits[i];
            }
        free(w->visits);
        w->visits = bigger;
        w->visit_mask = mask;
    }
    size_t s = (size_t)(key * UINT64_C(0x9E3779B97F4A7C15) >> 20) & w->visit_mask;
    while (w->visits[s].used) {
        if (w->visits[s].key == key)
            return &w->visits[s];
        s = (s + 1) & w->visit_mask;
    }
    if (!create)
        return NULL;
    w->visits[s].used = 1;
    w->visits[s].key = key;
    w->visit_count++;
    *created = 1;
    return &w->visits[s];
}

static void visits_reset(walker *w)
{
    memset(w->visits, 0, (w->visit_mask + 1) * sizeof *w->visits);
    w->visit_count = 0;
}

/* ------------------------------------------------------------------- walk */

/* The book moves polyglot plays in pos: legal, weight > 0, book order.
 * Returns the index of the key's first entry, or -1 (not in the book). */
static NOINLINE long book_moves(walker *w, const zb_position *pos, uint16_t *moves, uint16_t *weights, int *n)
{
    *n = 0;
    size_t first;
    size_t count = zb_book_find_key(w->book, zb_position_key(pos), &first);
    if (count == 0)
        return -1;
    zb_move legal[ZB_MAX_MOVES];
    uint16_t raw[ZB_MAX_MOVES];
    size_t nlegal = zb_position_legal_moves(pos, legal);
    for (size_t i = 0; i < nlegal; i++)
        raw[i] = zb_book_move_encode(pos, legal[i]);
    for (size_t e = first; e < first + count; e++) {
        zb_book_entry entry = zb_book_entry_at(w->book, e);
        if (entry.weight == 0 || entry.move == 0)
            continue;
        for (size_t i = 0; i < nlegal; i++)
            if (raw[i] == entry.move) {
                if (*n < ZB_MAX_MOVES)
                    moves[*n] = entry.move, weights[*n] = entry.weight, (*n)++;
                break;
            }
    }
    return (long)first;
}

static NOINLINE zb_move legal_of(const zb_position *pos, uint16_t raw)
{
    zb_move legal[ZB_MAX_MOVES];
    size_t n = zb_position_legal_moves(pos, legal);
    for (size_t i = 0; i < n; i++)
        if (zb_book_move_encode(pos, legal[i]) == raw)
            return legal[i];
    return ZB_MOVE_NONE;
}

static NOINLINE void print_moves(walker *w)
{
    zb_position *p = zb_position_new(NULL);
    if (!p) {
        w->error = ZB_BOOK_ERR_NO_MEMORY;
        return;
    }
    int color = ZB_WHITE;
    for (int i = 0; i < w->height; i++) {
        if (color == ZB_WHITE) {
            fprintf(w->out, "%d. ", i / 2 + 1);
            color = ZB_BLACK;
        } else {
            color = ZB_WHITE;
        }
        zb_move m = legal_of(p, w->moves[i]);
        char san[ZB_SAN_MAX];
        zb_move_to_san(p, m, san);
        fputs(san, w->out);
        if (color == (w->initial_color ^ 1))
            fprintf(w->out, "{%.0f%%} ", 100 * w->probs[i]);
        else
            fputc(' ', w->out);
        zb_position_make(p, m);
    }
    zb_position_free(p);
}

enum { BOOK_NODE, ALL_NODE };

/* A book node's moves: the book's (legal, weight > 0, book order); marks
 * the position's first entry with the side to move, as polyglot does. */
static NOINLINE int book_node_moves(walker *w, uint16_t *moves, uint16_t *weights, int *sum)
{
    int n = 0;
    long first = book_moves(w, w->pos, moves, weights, &n);
    *sum = 0;
    if (first < 0)
        return 0;
    if (zb_book_entry_at(w->book, (size_t)first).move == 0)
        return 0;
    if (w->colour)
        w->colour[first] = (uint8_t)(1 + zb_position_side(w->pos));
    for (int i = 0; i < n; i++)
        *sum += weights[i];
    return n;
}

/* An opponent node's moves: every legal move, in polyglot's order, after
 * which the book has a move. */
static NOINLINE int all_node_moves(walker *w, uint16_t *moves)
{
    zb_move legal[ZB_MAX_MOVES];
    uint16_t raw[ZB_MAX_MOVES];
    size_t nlegal = zb_position_legal_moves(w->pos, legal);
    for (size_t i = 0; i < nlegal; i++)
        raw[i] = zb_book_move_encode(w->pos, legal[i]);
    raw_list order;
    order.legal = raw;
    order.nlegal = nlegal;
    polyglot_order(w->pos, &w->lists[w->height], &order);
    int n = 0;
    for (int i = 0; i < order.size; i++) {
        zb_move m = legal_of(w->pos, order.move[i]);
        uint16_t child_moves[ZB_MAX_MOVES], child_weights[ZB_MAX_MOVES];
        int child_n;
        if (zb_position_make(w->pos, m)) {
            w->error = ZB_BOOK_ERR_NO_MEMORY;
            return 0;
        }
        book_moves(w, w->pos, child_moves, child_weights, &child_n);
        zb_position_unmake(w->pos);
        if (child_n)
            moves[n++] = order.move[i];
    }
    return n;
}

static int search(walker *w, int node)
{
    if (w->error)
        return 0;
    uint64_t key = zb_position_key(w->pos);
    for (int i = 0; i < w->height; i++)
        if (w->keys[i] == key) {
            if (w->out) {
                fprintf(w->out, "%d: ", w->line);
                print_moves(w);
                fprintf(w->out, "{cycle: ply=%d}\n", i);
            }
            w->line++;
            return 1;
        }
    if (w->height >= MAX_HEIGHT) {
        w->error = ZB_BOOK_ERR_TOO_DEEP; /* polyglot crashes there */
        return 0;
    }
    w->keys[w->height] = key;
    int created;
    visit *v = visit_find(w, key, 1, &created);
    if (!v)
        return 0;
    if (!created) {
        if (w->out) {
            fprintf(w->out, "%d: ", w->line);
            print_moves(w);
            fprintf(w->out, "{trans: line=%d, ply=%d}\n", v->line, v->height);
        }
        w->line++;
        return 1;
    }
    v->height = (uint8_t)w->height;
    v->line = w->line;

    /* This frame keeps only the moves to try and their weights (the walk
     * recurses up to 1024 deep); the rest is in helpers' frames. */
    uint16_t moves[ZB_MAX_MOVES], weights[ZB_MAX_MOVES];
    int n = 0, sum = 0;
    if (node == BOOK_NODE)
        n = book_node_moves(w, moves, weights, &sum);
    else
        n = all_node_moves(w, moves);
    int count = 0;
    for (int i = 0; i < n && !w->error; i++) {
        zb_move m = legal_of(w->pos, moves[i]);
        w->lists[w->height + 1] = w->lists[w->height];
        list_apply(&w->lists[w->height + 1], w->pos, moves[i]);
        if (zb_position_make(w->pos, m)) {
            w->error = ZB_BOOK_ERR_NO_MEMORY;
            return 0;
        }
        w->moves[w->height] = moves[i];
        if (node == BOOK_NODE)
            w->probs[w->height] = (double)weights[i] / (double)sum;
        w->height++;
        int ret = search(w, node == BOOK_NODE ? ALL_NODE : BOOK_NODE);
        if (ret == 0 && node == BOOK_NODE) {
            if (w->out) {
                fprintf(w->out, "%d: ", w->line);
                print_moves(w);
                fputc('\n', w->out);
            }
            w->line++;
            ret = 1;
        }
        w->height--;
        zb_position_unmake(w->pos);
        count += ret;
    }
    return count;
}

static zb_book_error walker_init(walker *w, const zb_book *book)
{
    memset(w, 0, sizeof *w);
    w->book = book;
    w->pos = zb_position_new(NULL);
    w->visit_mask = 1023;
    w->visits = calloc(w->visit_mask + 1, sizeof *w->visits);
    if (!w->pos || !w->visits) {
        zb_position_free(w->pos);
        free(w->visits);
        return ZB_BOOK_ERR_NO_MEMORY;
    }
    list_init(&w->lists[0], w->pos);
    return ZB_BOOK_OK;
}

static void walker_free(walker *w)
{
    zb_position_free(w->pos);
    free(w->visits);
    free(w->colour);
}

static zb_book_error walk(const zb_book *book, int color, FILE *out, zb_book_info *info)
{
    walker *w = malloc(sizeof *w);
    if (!w)
        return ZB_BOOK_ERR_NO_MEMORY;
    zb_book_error err = walker_init(w, book);
    if (err)
        return free(w), err;
    size_t n = zb_book_size(book);
    if (info) {
        w->colour = calloc(n ? n : 1, 1);
        if (!w->colour) {
            walker_free(w);
            free(w);
            return ZB_BOOK_ERR_NO_MEMORY;
        }
    }
    w->out = out;
    for (int c = ZB_WHITE; c >= ZB_BLACK; c--) {
        if (!info && c != color)
            continue;
        w->line = 1;
        w->height = 0;
        w->initial_color = c;
        visits_reset(w);
        search(w, c == ZB_WHITE ? BOOK_NODE : ALL_NODE);
        if (info) {
            if (c == ZB_WHITE)
                info->white_lines = (uint64_t)(w->line - 1);
            else
                info->black_lines = (uint64_t)(w->line - 1);
        }
    }
    if (info && !w->error) {
        uint64_t last = 0, total = 0;
        info->white_positions = info->black_positions = 0;
        for (size_t i = 0; i < n; i++) {
            zb_book_entry e = zb_book_entry_at(book, i);
            if (e.key == last)
                continue;
            last = e.key;
            total++;
            if (w->colour[i] == 1 + ZB_WHITE)
                info->white_positions++;
            else if (w->colour[i] == 1 + ZB_BLACK)
                info->black_positions++;
        }
        info->isolated_positions = total - info->white_positions - info->black_positions;
    }
    err = w->error;
    walker_free(w);
    free(w);
    return err;
}

zb_book_error zb_book_get_info(const zb_book *book, zb_book_info *info)
{
    if (!book || !info)
        return ZB_BOOK_ERR_ARGUMENT;
    memset(info, 0, sizeof *info);
    return walk(book, ZB_WHITE, NULL, info);
}

zb_book_error zb_book_dump(const zb_book *book, int color, FILE *out)
{
    if (!book || !out || (color != ZB_WHITE && color != ZB_BLACK))
        return ZB_BOOK_ERR_ARGUMENT;
    return walk(book, color, out, NULL);
}
