/* The Polyglot book exports: books over bytes copied into WASM memory, the
 * moves of a position, pick and best, and the builder fed straight from a
 * PGN reader (exports_pgn.c) for the JS glue in wasm/book/.
 *
 * A looked-up move crosses to JS as a 40-byte record:
 *   0 weight (u32), 4 learn (u32), 8 entry index (u32), 12 the total weight
 *   of the position's legal book moves (u32), 16 the move (u32): for a
 *   legal one its UCI code, to | from << 6 | promotion << 12 (1-4: n b r q;
 *   castling as the king's move, e1g1), for a bad or illegal entry
 *   1 << 31 | status << 16 | the raw field; 20 the SAN's id (text_ids.h;
 *   0: no SAN; 0xFFFFFFFF: a SAN without an id, out of memory); 24 for a
 *   bad or illegal entry its field as polyglot prints it (e1h1),
 *   NUL-terminated; 32 the SAN, NUL-terminated (none for a bad or illegal
 *   entry). The UCI is a function of its code and the SAN of its
 *   id, so the glue makes each string once (the UCI from the code, the SAN
 *   from its text) and no string at all for moves it has seen.
 * Positions come as FEN text (length 0: the position of the last lookup
 * again); a bad FEN returns its negated chess error code, the offset in
 * zbw_last.offset. */
#include <stdlib.h>
#include <string.h>

#include "zobrist.h"

#include "exports.h"
#include "text_ids.h"

enum { RECORD = 40, PROBE_STACK = 64 }; /* RECORD: sizeof (book_record) */

/* From exports_pgn.c. */
typedef struct zbw_pgn zbw_pgn;
int zbw_pgn_pull(zbw_pgn *p);
const zb_pgn_game *zbw_pgn_current(const zbw_pgn *p);

const char *zbw_book_error_name(int err) { return zb_book_error_name((zb_book_error)err); }
const char *zbw_book_error_message(int err) { return zb_book_error_message((zb_book_error)err); }

/* ---------------------------------------------------------------- reading */

/* A validated book over a copy of bytes into *out; a zb_book_error, the
 * first bad entry's index in zbw_last.index. */
int zbw_book_open(const void *bytes, size_t size, zb_book **out)
{
    zb_book_problem problem = {ZB_BOOK_OK, 0};
    zb_book_error err = zb_book_from_bytes(bytes, size, ZB_BOOK_VALIDATE, out, &problem);
    zbw_last.index = problem.entry;
    return err;
}
void zbw_book_free(zb_book *book) { zb_book_close(book); }
double zbw_book_size(const zb_book *book) { return (double)zb_book_size(book); }

/* The position lookups are made in: its own, so that a lookup with len 0
 * can reuse the position the last one set (the glue passes 0 when the FEN
 * is the same string as last time, as when a page asks for the moves, then
 * picks one). 0, or the chess error of a bad FEN. */
static int set_fen(const char *fen, size_t len, zb_position **pos)
{
    static zb_position *lookup;
    if (!lookup && !(lookup = zb_position_new(NULL)))
        return ZB_ERR_NO_MEMORY;
    *pos = lookup;
    zbw_last.offset = 0;
    return len ? zb_position_set_fen(lookup, fen, len, &zbw_last.offset) : ZB_OK;
}

/* The book's move code of a legal move, castling as the king's move. */
static uint32_t uci_code(zb_move move)
{
    uint32_t code = (uint32_t)(zb_move_to(move) | zb_move_from(move) << 6);
    if (zb_move_kind(move) == ZB_MOVE_PROMOTION)
        code |= (uint32_t)(zb_move_promotion_type(move) - ZB_KNIGHT + 1) << 12;
    return code;
}

/* The record (see the top of the file), written in place. The texts are
 * NUL-terminated in their slots; the bytes after the NUL are not read. */
typedef struct book_record {
    uint32_t weight, learn, entry, total, move, san_id;
    char bad_field[8], san[8];
} book_record;
_Static_assert(sizeof(book_record) == RECORD, "the glue reads RECORD-byte records");

/* A record without its SAN (san_into adds it). */
static book_record *record(const zb_book_move *m, uint32_t total, unsigned char *out)
{
    book_record *r = (book_record *)(void *)out;
    r->weight = m->weight;
    r->learn = m->learn;
    r->entry = (uint32_t)m->entry;
    r->total = total;
    r->san_id = 0;
    r->san[0] = '\0';
    if (m->status == ZB_BOOK_OK) {
        r->move = uci_code(m->move);
    } else {
        zb_book_raw_to_text(m->raw, r->bad_field);
        r->move = 1u << 31 | (uint32_t)m->status << 16 | m->raw;
    }
    return r;
}

static void set_san(book_record *r, const char san[ZB_SAN_MAX], size_t len)
{
    memcpy(r->san, san, ZB_SAN_MAX);
    r->san_id = text_id(r->san, len);
    if (r->san_id == 0)
        r->san_id = 0xFFFFFFFFu; /* the glue reads the text */
}

/* The SAN of the first `legal` records' moves (all legal), made for
 * PROBE_STACK moves at a time by zb_moves_to_san: what tells a check is
 * worked out once a position, not once a move. */
static void san_into(zb_position *pos, const zb_book_move *moves, long legal, unsigned char *out)
{
    zb_move batch[PROBE_STACK];
    char san[PROBE_STACK][ZB_SAN_MAX];
    size_t len[PROBE_STACK];
    for (long first = 0; first < legal; first += PROBE_STACK) {
        long count = legal - first < PROBE_STACK ? legal - first : PROBE_STACK;
        for (long i = 0; i < count; i++)
            batch[i] = moves[first + i].move;
        zb_moves_to_san(pos, batch, (size_t)count, san, len);
        for (long i = 0; i < count; i++)
            set_san((book_record *)(void *)(out + (first + i) * RECORD), san[i], len[i]);
    }
}

/* The position's entries into *moves: local (room for PROBE_STACK) or,
 * for more, malloc'd; returns how many, or -1 when out of memory. One probe
 * in the usual case. */
static long probe_all(const zb_book *book, const zb_position *pos, zb_book_move local[PROBE_STACK],
                      zb_book_move **moves)
{
    *moves = local;
    size_t n = zb_book_probe(book, pos, local, PROBE_STACK);
    if (n > PROBE_STACK) {
        if (!(*moves = malloc(n * sizeof **moves)))
            return -1;
        zb_book_probe(book, pos, *moves, n);
    }
    return (long)n;
}

/* Every entry of the position, legal moves first by weight, as records
 * into out (room for cap); returns how many entries the position has (more
 * than cap: call again with more room), or a negated chess error. The JS
 * glue passes its Position's own pointer when it has one (no FEN made and
 * parsed again), and a FEN otherwise (zbw_book_probe). san 0 leaves the
 * SAN out (its id 0): much of a lookup's cost with many moves. */
int zbw_book_probe_position(const zb_book *book, zb_position *pos, int san, unsigned char *out, size_t cap)
{
    zb_book_move local[PROBE_STACK], *moves;
    long n = probe_all(book, pos, local, &moves);
    if (n < 0)
        return -ZB_ERR_NO_MEMORY;
    if (n > 0 && (size_t)n <= cap) {
        uint32_t total = 0;
        long legal = 0;
        for (; legal < n && moves[legal].status == ZB_BOOK_OK; legal++)
            total += moves[legal].weight;
        for (long i = 0; i < n; i++)
            record(&moves[i], total, out + i * RECORD);
        if (san)
            san_into(pos, moves, legal, out);
    }
    if (moves != local)
        free(moves);
    return (int)n;
}

int zbw_book_probe(const zb_book *book, const char *fen, size_t len, int san, unsigned char *out, size_t cap)
{
    zb_position *pos;
    int err = set_fen(fen, len, &pos);
    return err ? -err : zbw_book_probe_position(book, pos, san, out, cap);
}

/* A legal move chosen by weight with a seed (kind 0: zb_book_pick), or the
 * heaviest (kind 1: zb_book_best's rule, the first of the probe), as one
 * record into out: 1, 0 when there is none (not in the book, no legal
 * move; for a pick also every weight 0), or a negated chess error. One
 * probe gives the total weight (the share) and the best move. The
 * position's own pointer, or a FEN (zbw_book_choose). */
int zbw_book_choose_position(const zb_book *book, zb_position *pos, int kind, uint64_t seed, unsigned char *out)
{
    zb_book_move local[PROBE_STACK], *moves;
    long n = probe_all(book, pos, local, &moves);
    if (n < 0)
        return -ZB_ERR_NO_MEMORY;
    if (n == 0)
        return 0;
    uint32_t total = 0;
    for (long i = 0; i < n && moves[i].status == ZB_BOOK_OK; i++)
        total += moves[i].weight;
    zb_book_move m = moves[0];
    int found = moves[0].status == ZB_BOOK_OK;
    if (found && kind == 0) {
        zb_book_pick_options options = {seed};
        found = zb_book_pick(book, pos, &options, &m) == ZB_BOOK_OK;
    }
    if (moves != local)
        free(moves);
    if (!found)
        return 0;
    char san[ZB_SAN_MAX] = "";
    set_san(record(&m, total, out), san, zb_move_to_san(pos, m.move, san));
    return 1;
}

int zbw_book_choose(const zb_book *book, const char *fen, size_t len, int kind, uint64_t seed, unsigned char *out)
{
    zb_position *pos;
    int err = set_fen(fen, len, &pos);
    return err ? -err : zbw_book_choose_position(book, pos, kind, seed, out);
}

/* ----------------------------------------------------------------- writing */

/* The builder and the merger take polyglot make-book's options
 * (zobrist_book.h). */
static zb_book_build_options options_of(int max_ply, int min_game, double min_score, int only_white,
                                        int only_black, int uniform)
{
    zb_book_build_options o;
    zb_book_build_options_default(&o);
    o.max_ply = max_ply;
    o.min_game = min_game;
    o.min_score = min_score;
    o.only_white = only_white;
    o.only_black = only_black;
    o.uniform = uniform;
    return o;
}

/* A builder; NULL when out of memory. Its plies leave in sorted runs that
 * the glue keeps outside WASM memory (zbw_book_builder_take_run), then
 * come back through a merger: WASM memory stays bounded by a run and the
 * merger's windows, whatever the size of the PGN (wasm/book/build.js). */
zb_book_builder *zbw_book_builder_new(int max_ply, int min_game, double min_score, int only_white, int only_black,
                                      int uniform)
{
    zb_book_build_options o = options_of(max_ply, min_game, min_score, only_white, only_black, uniform);
    return zb_book_builder_new(&o);
}
void zbw_book_builder_free(zb_book_builder *b) { zb_book_builder_free(b); }
int zbw_book_builder_reserve(zb_book_builder *b, double plies) { return zb_book_builder_reserve(b, (size_t)plies); }
double zbw_book_builder_games(const zb_book_builder *b) { return (double)zb_book_builder_games(b); }

/* Adds every game the reader has ready, as `zobrist book build` does
 * (src/cli/book.c): the Result tag's result, the moves up to max_ply. 0
 * when the reader needs more input (or is at its end); 1 when the run
 * holds run_plies plies or more (take it, then feed again); -1 when a game
 * was rejected by the reader (zbw_pgn_describe tells why); -2 for a null
 * move (its ply in zbw_last.plies); else the builder's zb_book_error. */
int zbw_book_builder_feed(zb_book_builder *b, zbw_pgn *p, int max_ply, double run_plies)
{
    while (!zb_book_builder_run_full(b, (size_t)run_plies) && zbw_pgn_pull(p) == 1) {
        size_t ply = 0;
        zb_book_error err = zb_book_builder_add_game(b, zbw_pgn_current(p), max_ply, &ply);
        if (err == ZB_BOOK_ERR_GAME)
            return -1;
        if (err == ZB_BOOK_ERR_NULL_MOVE) {
            zbw_last.plies = ply;
            return -2;
        }
        if (err)
            return err;
    }
    return zb_book_builder_run_full(b, (size_t)run_plies) ? 1 : 0;
}

/* The plies since the last run, sorted: a zb_book_error; their bytes at
 * out[0] (valid until the builder is next used), their length at out[1]. */
int zbw_book_builder_take_run(zb_book_builder *b, uint32_t *out)
{
    const void *bytes = NULL;
    size_t size = 0;
    zb_book_error err = zb_book_builder_take_run(b, &bytes, &size);
    out[0] = (uint32_t)(size_t)bytes;
    out[1] = (uint32_t)size;
    return err;
}

/* ----------------------------------------------------------- merging runs */

/* A merger with a window of `window` bytes a run, into which the glue
 * copies each run's next bytes, and the book's bytes as they come. The
 * windows are allocated one by one: they then fit in the memory the
 * builder's tables left free. */
typedef struct zbw_merge {
    zb_book_merger *merger;
    size_t runs, window;
    unsigned char **windows;
    unsigned char *bytes; /* the entries of the last step, encoded */
    size_t bytes_cap;
} zbw_merge;

void zbw_book_merge_free(zbw_merge *m)
{
    if (!m)
        return;
    zb_book_merger_free(m->merger);
    for (size_t i = 0; m->windows && i < m->runs; i++)
        free(m->windows[i]);
    free(m->windows);
    free(m->bytes);
    free(m);
}

/* NULL when out of memory; window: a multiple of ZB_BOOK_RUN_PLY_SIZE. */
zbw_merge *zbw_book_merge_new(int max_ply, int min_game, double min_score, int only_white, int only_black,
                              int uniform, double runs, double window)
{
    zb_book_build_options o = options_of(max_ply, min_game, min_score, only_white, only_black, uniform);
    zbw_merge *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->runs = (size_t)runs;
    m->window = (size_t)window;
    m->merger = zb_book_merger_new(&o, m->runs);
    m->windows = calloc(m->runs + 1, sizeof *m->windows);
    if (!m->merger || !m->windows || m->window % ZB_BOOK_RUN_PLY_SIZE) {
        zbw_book_merge_free(m);
        return NULL;
    }
    for (size_t i = 0; i < m->runs; i++)
        if (!(m->windows[i] = malloc(m->window + 1))) {
            zbw_book_merge_free(m);
            return NULL;
        }
    return m;
}

/* Where the glue copies run i's next bytes (up to the window's size). */
unsigned char *zbw_book_merge_window(zbw_merge *m, double run)
{
    return (size_t)run < m->runs ? m->windows[(size_t)run] : NULL;
}

/* Run i's next `size` bytes are in its window (0: the run has ended). */
int zbw_book_merge_feed(zbw_merge *m, double run, double size)
{
    if ((size_t)run >= m->runs || (size_t)size > m->window)
        return ZB_BOOK_ERR_ARGUMENT;
    return zb_book_merger_feed(m->merger, (size_t)run, zbw_book_merge_window(m, run), (size_t)size);
}

/* One merge step: a zb_book_error; out[0] the status (zb_book_merge_status),
 * out[1] the run that needs bytes, out[2] and out[3] the book's bytes the
 * step completed (valid until the next step) and their length. */
int zbw_book_merge_step(zbw_merge *m, uint32_t *out)
{
    zb_book_merge_status status = ZB_BOOK_MERGE_DONE;
    size_t run = 0;
    out[0] = out[1] = out[2] = out[3] = 0;
    zb_book_error err = zb_book_merger_step(m->merger, &status, &run);
    if (err)
        return err;
    const zb_book_entry *entries;
    size_t count = zb_book_merger_entries(m->merger, &entries);
    if (count * ZB_BOOK_ENTRY_SIZE > m->bytes_cap) {
        unsigned char *bigger = realloc(m->bytes, count * ZB_BOOK_ENTRY_SIZE);
        if (!bigger)
            return ZB_BOOK_ERR_NO_MEMORY;
        m->bytes = bigger;
        m->bytes_cap = count * ZB_BOOK_ENTRY_SIZE;
    }
    for (size_t i = 0; i < count; i++)
        zb_book_entry_encode(&entries[i], m->bytes + i * ZB_BOOK_ENTRY_SIZE);
    out[0] = (uint32_t)status;
    out[1] = (uint32_t)run;
    out[2] = (uint32_t)(size_t)m->bytes;
    out[3] = (uint32_t)(count * ZB_BOOK_ENTRY_SIZE);
    return ZB_BOOK_OK;
}
