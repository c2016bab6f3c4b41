/* Building a book from games as `polyglot make-book` does, byte for byte:
 * every move of a game (the first max_ply plies) is kept as a ply (key,
 * move, side to move, 2/1/0 as the game was won, drawn or lost by the side
 * that played it: 1-0 and 0-1 are wins, every other result a draw). At the
 * end the plies are sorted by key, stably, and each position's plies,
 * which are then in the order played, are tallied by book_merge.c, which
 * has polyglot's rules. Sorting the plies costs less than probing a hash
 * table of (key, move) entries once a ply: its reads and writes go in
 * order, where the table's went anywhere in tens of MB.
 *
 * The plies can also leave in sorted runs (zb_book_builder_take_run), for
 * a caller whose memory is short, to be merged by zb_book_merger. */
#include <stdlib.h>
#include <string.h>

#include "book_internal.h"
#include "large_memory.h"

struct zb_book_builder {
    zb_book_build_options options;
    book_ply *plies; /* of this run */
    size_t size, alloc;
    book_ply *scratch; /* the sort's other table */
    size_t scratch_alloc;
    size_t games;
    size_t played; /* (key, move) entries, known after finish */
    int result;    /* of the game, for the side to move at the next add */
    size_t ply;
    int run_taken; /* the run handed out: start a new one at the next add */
    int finished;
};

void zb_book_build_options_default(zb_book_build_options *o)
{
    o->max_ply = 1024;
    o->min_game = 3;
    o->min_score = 0.0;
    o->only_white = 0;
    o->only_black = 0;
    o->uniform = 0;
}

zb_book_builder *zb_book_builder_new(const zb_book_build_options *options)
{
    zb_book_builder *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    if (options)
        b->options = *options;
    else
        zb_book_build_options_default(&b->options);
    return b;
}

void zb_book_builder_free(zb_book_builder *b)
{
    if (!b)
        return;
    zb_large_free(b->plies, b->alloc * sizeof *b->plies);
    zb_large_free(b->scratch, b->scratch_alloc * sizeof *b->scratch);
    free(b);
}

/* Room for count plies in *table (kept ones copied over). */
static int resize(book_ply **table, size_t *alloc, size_t keep, size_t count)
{
    book_ply *bigger = count <= SIZE_MAX / sizeof *bigger ? zb_large_calloc(count * sizeof *bigger) : NULL;
    if (!bigger)
        return -1;
    if (keep)
        memcpy(bigger, *table, keep * sizeof *bigger);
    zb_large_free(*table, *alloc * sizeof **table);
    *table = bigger;
    *alloc = count;
    return 0;
}

void zb_book_builder_start_game(zb_book_builder *b, int result)
{
    if (!b)
        return;
    b->games++;
    b->ply = 0;
    b->result = result > 0 ? 1 : result < 0 ? -1 : 0;
}

zb_book_error zb_book_builder_reserve(zb_book_builder *b, size_t count)
{
    if (!b || b->finished)
        return ZB_BOOK_ERR_ARGUMENT;
    if (count > ((size_t)1 << 28))
        count = (size_t)1 << 28;
    if (count > b->alloc && resize(&b->plies, &b->alloc, b->size, count) != 0)
        return ZB_BOOK_ERR_NO_MEMORY;
    return ZB_BOOK_OK;
}

zb_book_error zb_book_builder_add(zb_book_builder *b, uint64_t key, uint16_t raw_move, int side)
{
    if (!b || b->finished || (side != ZB_WHITE && side != ZB_BLACK))
        return ZB_BOOK_ERR_ARGUMENT;
    int result = b->result;
    b->result = -result;
    if ((long)b->ply++ >= (long)b->options.max_ply)
        return ZB_BOOK_OK;
    if (b->run_taken) {
        b->size = 0;
        b->run_taken = 0;
    }
    if (b->size == b->alloc && resize(&b->plies, &b->alloc, b->size, b->alloc ? b->alloc * 2 : 4096) != 0)
        return ZB_BOOK_ERR_NO_MEMORY;
    b->plies[b->size++] = (book_ply){(uint32_t)key, (uint32_t)(key >> 32), raw_move, (uint8_t)(result + 1),
                                     (uint8_t)side};
    return ZB_BOOK_OK;
}

zb_book_error zb_book_builder_add_move(zb_book_builder *b, const zb_position *pos, zb_move move)
{
    if (!b || !pos)
        return ZB_BOOK_ERR_ARGUMENT;
    return zb_book_builder_add(b, zb_position_key_with(pos, NULL), zb_book_move_encode(pos, move), zb_position_side(pos));
}

size_t zb_book_builder_games(const zb_book_builder *b) { return b ? b->games : 0; }
size_t zb_book_builder_entries(const zb_book_builder *b) { return b ? (b->finished ? b->played : b->size) : 0; }

int zb_book_result_from_text(const char *text, size_t len)
{
    if (len == 3 && !memcmp(text, "1-0", 3))
        return ZB_BOOK_RESULT_WHITE;
    if (len == 3 && !memcmp(text, "0-1", 3))
        return ZB_BOOK_RESULT_BLACK;
    return ZB_BOOK_RESULT_DRAW;
}

int zb_book_builder_run_full(const zb_book_builder *b, size_t plies)
{
    return b && plies && !b->run_taken && b->size >= plies;
}

/* The run sorted in place; the scratch table as large as the run's, so
 * that runs of about one size allocate it once. */
static zb_book_error sort_run(zb_book_builder *b)
{
    if (b->scratch_alloc < b->size && resize(&b->scratch, &b->scratch_alloc, 0, b->alloc) != 0)
        return ZB_BOOK_ERR_NO_MEMORY;
    return book_sort_plies(b->plies, b->scratch, b->size) ? ZB_BOOK_ERR_NO_MEMORY : ZB_BOOK_OK;
}

zb_book_error zb_book_builder_take_run(zb_book_builder *b, const void **bytes, size_t *size)
{
    if (!b || !bytes || !size || b->finished)
        return ZB_BOOK_ERR_ARGUMENT;
    *bytes = NULL;
    *size = 0;
    if (b->run_taken) { /* taken twice: the new run is empty */
        b->size = 0;
        b->run_taken = 0;
    }
    zb_book_error err = sort_run(b);
    if (err)
        return err;
    *bytes = b->plies;
    *size = b->size * sizeof *b->plies;
    b->run_taken = 1;
    return ZB_BOOK_OK;
}

/* Appends k entries to the growing array *out (n used, cap allocated). */
static int append(zb_book_entry **out, size_t *n, size_t *cap, const zb_book_entry *got, size_t k)
{
    if (*n + k > *cap) {
        size_t bigger_cap = *cap ? *cap * 2 : 4096;
        while (bigger_cap < *n + k)
            bigger_cap *= 2;
        zb_book_entry *bigger = realloc(*out, bigger_cap * sizeof *bigger);
        if (!bigger)
            return -1;
        *out = bigger;
        *cap = bigger_cap;
    }
    memcpy(*out + *n, got, k * sizeof *got);
    *n += k;
    return 0;
}

zb_book_error zb_book_builder_finish(zb_book_builder *b, zb_book_entry **entries, size_t *count)
{
    if (!b || !entries || !count)
        return ZB_BOOK_ERR_ARGUMENT;
    *entries = NULL;
    *count = 0;
    if (b->run_taken) {
        b->size = 0;
        b->run_taken = 0;
    }
    b->finished = 1;
    zb_book_error err = sort_run(b);
    if (err)
        return err;
    /* the one run, merged in place */
    zb_book_merger *m = zb_book_merger_new(&b->options, 1);
    if (!m)
        return ZB_BOOK_ERR_NO_MEMORY;
    zb_book_merger_feed(m, 0, b->plies, b->size * sizeof *b->plies);
    zb_book_entry *out = NULL;
    size_t n = 0, cap = 0;
    zb_book_merge_status status = ZB_BOOK_MERGE_NEED;
    size_t run;
    while (status != ZB_BOOK_MERGE_DONE) {
        if ((err = zb_book_merger_step(m, &status, &run)) != ZB_BOOK_OK)
            break;
        if (status == ZB_BOOK_MERGE_NEED) /* the run's end */
            zb_book_merger_feed(m, 0, NULL, 0);
        const zb_book_entry *got;
        size_t k = zb_book_merger_entries(m, &got);
        if (k && append(&out, &n, &cap, got, k) != 0) {
            err = ZB_BOOK_ERR_NO_MEMORY;
            break;
        }
    }
    b->played = zb_book_merger_played(m);
    zb_book_merger_free(m);
    if (err) {
        free(out);
        return err;
    }
    *entries = out ? out : malloc(1);
    *count = n;
    return *entries ? ZB_BOOK_OK : ZB_BOOK_ERR_NO_MEMORY;
}
