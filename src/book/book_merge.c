/* Sorted runs of plies merged into a book's entries, by polyglot
 * make-book's rules (book_build.c says them). The runs come in the order
 * they were made and are read a window at a time (the caller feeds them);
 * a position's plies, gathered from every run in that order, are its plies
 * in the order played, so tallying them one position at a time gives what
 * one table of every (position, move) gives, halvings and ties included:
 *   - a (key, move) entry counts games and score (2 a win, 1 a draw);
 *   - when one reaches 16384 games, the key's entries are all halved,
 *     rounding up;
 *   - kept: played min_game times, score > 0 and >= min_score %, the colour
 *     allowed; weight the score (1 with uniform);
 *   - a key's entries by weight, highest first, ties in the order first
 *     played. Keys come out in order, so the book is sorted as it goes. */
#include <stdlib.h>
#include <string.h>

#include "book_internal.h"

#define COUNT_MAX 16384
#define BATCH 4096 /* entries handed out at a time */
#define NONE SIZE_MAX

/* One (key, move) entry of the position being tallied. */
typedef struct tally {
    uint16_t move;
    uint16_t n;   /* games (16 bits, as polyglot) */
    uint16_t sum; /* 2 a win, 1 a draw */
    uint8_t side; /* of the first ply with this move */
} tally;

typedef struct source {
    const book_ply *at, *end; /* the window not read yet */
    int fed, ended;
} source;

struct zb_book_merger {
    zb_book_build_options options;
    size_t runs;
    source *src;
    size_t *heap, heap_size; /* runs with plies left, by (next key, run) */
    int started;
    size_t current; /* the run whose plies of `key` are being read, or NONE */
    uint64_t key;
    int have_key;
    tally *tallies;
    size_t tally_count, tally_cap;
    zb_book_entry *out;
    size_t out_count, out_cap;
    size_t played; /* (key, move) entries tallied */
    int failed;
};

zb_book_merger *zb_book_merger_new(const zb_book_build_options *options, size_t runs)
{
    zb_book_merger *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    if (options)
        m->options = *options;
    else
        zb_book_build_options_default(&m->options);
    m->runs = runs;
    m->current = NONE;
    m->src = calloc(runs ? runs : 1, sizeof *m->src);
    m->heap = malloc((runs ? runs : 1) * sizeof *m->heap);
    m->out_cap = BATCH;
    m->out = malloc(m->out_cap * sizeof *m->out);
    if (!m->src || !m->heap || !m->out) {
        zb_book_merger_free(m);
        return NULL;
    }
    return m;
}

void zb_book_merger_free(zb_book_merger *m)
{
    if (!m)
        return;
    free(m->src);
    free(m->heap);
    free(m->tallies);
    free(m->out);
    free(m);
}

zb_book_error zb_book_merger_feed(zb_book_merger *m, size_t run, const void *bytes, size_t size)
{
    if (!m || run >= m->runs || m->src[run].ended || size % ZB_BOOK_RUN_PLY_SIZE || (size && !bytes) ||
        (uintptr_t)bytes % _Alignof(book_ply))
        return ZB_BOOK_ERR_ARGUMENT;
    source *s = &m->src[run];
    s->at = s->end = bytes;
    if (size)
        s->end = s->at + size / ZB_BOOK_RUN_PLY_SIZE;
    s->fed = 1;
    s->ended = size == 0;
    return ZB_BOOK_OK;
}

size_t zb_book_merger_played(const zb_book_merger *m) { return m ? m->played : 0; }

size_t zb_book_merger_entries(const zb_book_merger *m, const zb_book_entry **entries)
{
    *entries = m ? m->out : NULL;
    return m ? m->out_count : 0;
}

/* ------------------------------------------------- the heap of runs */

static int before(const zb_book_merger *m, size_t a, size_t b)
{
    uint64_t ka = book_ply_key(m->src[a].at), kb = book_ply_key(m->src[b].at);
    return ka < kb || (ka == kb && a < b);
}

static void heap_push(zb_book_merger *m, size_t run)
{
    size_t i = m->heap_size++;
    while (i > 0 && before(m, run, m->heap[(i - 1) / 2])) {
        m->heap[i] = m->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    m->heap[i] = run;
}

static size_t heap_pop(zb_book_merger *m)
{
    size_t top = m->heap[0], last = m->heap[--m->heap_size], i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= m->heap_size)
            break;
        if (c + 1 < m->heap_size && before(m, m->heap[c + 1], m->heap[c]))
            c++;
        if (!before(m, m->heap[c], last))
            break;
        m->heap[i] = m->heap[c];
        i = c;
    }
    if (m->heap_size)
        m->heap[i] = last;
    return top;
}

/* --------------------------------------------------- one position */

static zb_book_error tally_ply(zb_book_merger *m, const book_ply *p)
{
    tally *t = NULL;
    for (size_t i = 0; i < m->tally_count; i++)
        if (m->tallies[i].move == p->move) {
            t = &m->tallies[i];
            break;
        }
    if (!t) {
        if (m->tally_count == m->tally_cap) {
            size_t cap = m->tally_cap ? m->tally_cap * 2 : 64;
            tally *bigger = realloc(m->tallies, cap * sizeof *bigger);
            if (!bigger)
                return ZB_BOOK_ERR_NO_MEMORY;
            m->tallies = bigger;
            m->tally_cap = cap;
        }
        t = &m->tallies[m->tally_count++];
        *t = (tally){p->move, 0, 0, p->side};
        m->played++;
    }
    t->n = (uint16_t)(t->n + 1);
    t->sum = (uint16_t)(t->sum + p->score);
    if (t->n >= COUNT_MAX)
        for (size_t i = 0; i < m->tally_count; i++) {
            m->tallies[i].n = (uint16_t)((m->tallies[i].n + 1) / 2);
            m->tallies[i].sum = (uint16_t)((m->tallies[i].sum + 1) / 2);
        }
    return ZB_BOOK_OK;
}

static int weight_of(const zb_book_merger *m, const tally *t) { return m->options.uniform ? 1 : t->sum; }

static int keep(const zb_book_merger *m, const tally *t)
{
    const zb_book_build_options *o = &m->options;
    if (t->n < o->min_game || t->sum == 0)
        return 0;
    double score = ((double)t->sum / (double)t->n) / 2.0;
    if (score < o->min_score / 100.0)
        return 0;
    if ((o->only_white && t->side == ZB_BLACK) || (o->only_black && t->side == ZB_WHITE))
        return 0;
    return weight_of(m, t) != 0;
}

/* The position's kept entries into the output, heaviest first, ties in
 * the order first played (a stable insertion sort: a position has few). */
static zb_book_error finish_key(zb_book_merger *m)
{
    if (m->out_count + m->tally_count > m->out_cap) {
        size_t cap = m->out_count + m->tally_count;
        zb_book_entry *bigger = realloc(m->out, cap * sizeof *bigger);
        if (!bigger)
            return ZB_BOOK_ERR_NO_MEMORY;
        m->out = bigger;
        m->out_cap = cap;
    }
    zb_book_entry *first = m->out + m->out_count;
    size_t n = 0;
    for (size_t i = 0; i < m->tally_count; i++) {
        const tally *t = &m->tallies[i];
        if (!keep(m, t))
            continue;
        zb_book_entry e = {m->key, t->move, (uint16_t)weight_of(m, t), 0};
        size_t j = n++;
        while (j > 0 && first[j - 1].weight < e.weight) {
            first[j] = first[j - 1];
            j--;
        }
        first[j] = e;
    }
    m->out_count += n;
    m->tally_count = 0;
    m->have_key = 0;
    return ZB_BOOK_OK;
}

/* ------------------------------------------------------------ merging */

zb_book_error zb_book_merger_step(zb_book_merger *m, zb_book_merge_status *status, size_t *run)
{
    if (!m || !status || !run || m->failed)
        return ZB_BOOK_ERR_ARGUMENT;
    m->out_count = 0;
    zb_book_error err = ZB_BOOK_OK;
    if (!m->started) {
        for (size_t i = 0; i < m->runs; i++)
            if (!m->src[i].fed) {
                *status = ZB_BOOK_MERGE_NEED;
                *run = i;
                return ZB_BOOK_OK;
            }
        for (size_t i = 0; i < m->runs; i++)
            if (m->src[i].at < m->src[i].end)
                heap_push(m, i);
        m->started = 1;
    }
    for (;;) {
        if (m->current != NONE) {
            source *s = &m->src[m->current];
            while (s->at < s->end && book_ply_key(s->at) == m->key)
                if ((err = tally_ply(m, s->at++)) != ZB_BOOK_OK)
                    goto fail;
            if (s->at == s->end && !s->ended) {
                *status = ZB_BOOK_MERGE_NEED;
                *run = m->current;
                return ZB_BOOK_OK;
            }
            if (s->at < s->end) {
                if (book_ply_key(s->at) < m->key) {
                    err = ZB_BOOK_ERR_UNSORTED;
                    goto fail;
                }
                heap_push(m, m->current);
            }
            m->current = NONE;
        }
        if (m->heap_size == 0 || !m->have_key || book_ply_key(m->src[m->heap[0]].at) != m->key) {
            if (m->have_key && (err = finish_key(m)) != ZB_BOOK_OK)
                goto fail;
            if (m->heap_size == 0) {
                *status = ZB_BOOK_MERGE_DONE;
                return ZB_BOOK_OK;
            }
            if (m->out_count >= BATCH) {
                *status = ZB_BOOK_MERGE_ENTRIES;
                return ZB_BOOK_OK;
            }
            m->key = book_ply_key(m->src[m->heap[0]].at);
            m->have_key = 1;
        }
        m->current = heap_pop(m);
    }
fail:
    m->failed = 1;
    return err;
}
