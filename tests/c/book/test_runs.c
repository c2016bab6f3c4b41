/* One builder kept whole gives the entries of a plain reference of
 * polyglot make-book's rules, and building in sorted runs merged back
 * (zb_book_builder_take_run, zb_book_merger) gives exactly the same:
 * random plies over few positions (so moves repeat), one position played
 * past 16384 games of a move (halvings), every option set, runs of many
 * sizes read through windows of many sizes. And the merger's errors. */
#include <stdlib.h>

#include "book_test.h"

typedef struct ply_event {
    int new_game, result;
    uint64_t key;
    uint16_t move;
    int side;
} ply_event;

static uint64_t rng_state;
static uint64_t rng(void)
{
    uint64_t z = (rng_state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Games of up to 12 plies over 300 positions (key 0 among them), a few
 * moves each; every 8th game starts with the hot position. */
static size_t random_events(ply_event *ev, size_t cap)
{
    size_t n = 0;
    while (n + 13 < cap) {
        int plies = 1 + (int)(rng() % 12), result = (int)(rng() % 3) - 1;
        for (int p = 0; p < plies; p++) {
            uint64_t r = rng();
            ev[n].new_game = p == 0;
            ev[n].result = result;
            ev[n].key = p == 0 && r % 8 == 0 ? UINT64_C(0x463b96181691fc9c) : (r % 300) * UINT64_C(0x9E3779B97F4A7C15);
            ev[n].move = (uint16_t)(rng() % 5 * 0x1111);
            ev[n].side = (int)(rng() % 2);
            n++;
        }
    }
    return n;
}

static void add_events(zb_book_builder *b, const ply_event *ev, size_t from, size_t to)
{
    for (size_t i = from; i < to; i++) {
        if (ev[i].new_game)
            zb_book_builder_start_game(b, ev[i].result);
        CHECK_BERR(zb_book_builder_add(b, ev[i].key, ev[i].move, ev[i].side), ZB_BOOK_OK);
    }
}

/* Built in runs of about run_plies, merged through windows of window plies. */
static size_t build_in_runs(const zb_book_build_options *o, const ply_event *ev, size_t n, size_t run_plies,
                            size_t window, zb_book_entry **out)
{
    zb_book_builder *b = zb_book_builder_new(o);
    size_t games = 0;
    for (size_t i = 0; i < n; i++)
        games += ev[i].new_game;
    unsigned char **runs = malloc(games * sizeof *runs);
    size_t *sizes = malloc(games * sizeof *sizes), count = 0;
    for (size_t i = 0; i < n;) {
        size_t end = i + 1;
        while (end < n && !ev[end].new_game)
            end++;
        add_events(b, ev, i, end); /* a whole game */
        i = end;
        if (zb_book_builder_run_full(b, run_plies) || i == n) {
            const void *bytes;
            CHECK_BERR(zb_book_builder_take_run(b, &bytes, &sizes[count]), ZB_BOOK_OK);
            CHECK_INT(sizes[count] % ZB_BOOK_RUN_PLY_SIZE, 0);
            runs[count] = malloc(sizes[count] + 1);
            if (sizes[count])
                memcpy(runs[count], bytes, sizes[count]);
            count++;
        }
    }
    CHECK(!zb_book_builder_run_full(b, run_plies)); /* the run was taken */
    zb_book_builder_free(b);

    zb_book_merger *m = zb_book_merger_new(o, count);
    size_t *read = calloc(count, sizeof *read), got = 0, cap = 1024;
    zb_book_entry *entries = malloc(cap * sizeof *entries);
    zb_book_merge_status status = ZB_BOOK_MERGE_NEED;
    while (status != ZB_BOOK_MERGE_DONE) {
        size_t run = 0;
        if (!CHECK_BERR(zb_book_merger_step(m, &status, &run), ZB_BOOK_OK))
            break;
        const zb_book_entry *e;
        size_t k = zb_book_merger_entries(m, &e);
        if (got + k > cap)
            entries = realloc(entries, (cap = 2 * (got + k)) * sizeof *entries);
        if (k)
            memcpy(entries + got, e, k * sizeof *e);
        got += k;
        if (status == ZB_BOOK_MERGE_NEED) {
            size_t left = sizes[run] - read[run], take = window * ZB_BOOK_RUN_PLY_SIZE;
            take = take < left ? take : left;
            CHECK_BERR(zb_book_merger_feed(m, run, runs[run] + read[run], take), ZB_BOOK_OK);
            read[run] += take;
        }
    }
    zb_book_merger_free(m);
    for (size_t r = 0; r < count; r++)
        free(runs[r]);
    free(runs), free(sizes), free(read);
    *out = entries;
    return got;
}

static size_t build_whole(const zb_book_build_options *o, const ply_event *ev, size_t n, zb_book_entry **out)
{
    zb_book_builder *b = zb_book_builder_new(o);
    add_events(b, ev, 0, n);
    size_t count = 0;
    CHECK_BERR(zb_book_builder_finish(b, out, &count), ZB_BOOK_OK);
    zb_book_builder_free(b);
    return count;
}

/* ------------------------------------------ a reference, plainly written */

/* polyglot make-book's rules with no sort and no hashing: every (key, move)
 * entry in a list in the order first played, each ply looked up in turn. */
typedef struct ref_entry {
    uint64_t key;
    uint16_t move, n, sum;
    int side;
    size_t first;
} ref_entry;

static int ref_order(const void *pa, const void *pb)
{
    const ref_entry *a = pa, *b = pb;
    int wa = a->n, wb = b->n; /* the weight, stored in n by reference() */
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    if (wa != wb)
        return wa > wb ? -1 : 1;
    return a->first < b->first ? -1 : 1;
}

static size_t reference(const zb_book_build_options *o, const ply_event *ev, size_t n, zb_book_entry **out)
{
    ref_entry *e = malloc((n + 1) * sizeof *e);
    size_t count = 0, ply = 0;
    int result = 0;
    for (size_t i = 0; i < n; i++) {
        if (ev[i].new_game)
            ply = 0, result = ev[i].result;
        int score = result + 1;
        result = -result;
        if ((long)ply++ >= (long)o->max_ply)
            continue;
        size_t k = 0;
        while (k < count && !(e[k].key == ev[i].key && e[k].move == ev[i].move))
            k++;
        if (k == count)
            e[count++] = (ref_entry){ev[i].key, ev[i].move, 0, 0, ev[i].side, i};
        e[k].n++;
        e[k].sum = (uint16_t)(e[k].sum + score);
        if (e[k].n >= 16384)
            for (size_t h = 0; h < count; h++)
                if (e[h].key == ev[i].key)
                    e[h].n = (uint16_t)((e[h].n + 1) / 2), e[h].sum = (uint16_t)((e[h].sum + 1) / 2);
    }
    size_t kept = 0;
    for (size_t k = 0; k < count; k++) {
        double score = e[k].n ? (double)e[k].sum / e[k].n / 2.0 : 0;
        if (e[k].n < o->min_game || e[k].sum == 0 || score < o->min_score / 100.0 ||
            (o->only_white && e[k].side == ZB_BLACK) || (o->only_black && e[k].side == ZB_WHITE))
            continue;
        e[kept] = e[k];
        e[kept++].n = o->uniform ? 1 : e[k].sum;
    }
    qsort(e, kept, sizeof *e, ref_order);
    *out = malloc((kept + 1) * sizeof **out);
    for (size_t k = 0; k < kept; k++)
        (*out)[k] = (zb_book_entry){e[k].key, e[k].move, e[k].n, 0};
    free(e);
    return kept;
}

static void same_entries(const zb_book_entry *a, size_t na, const zb_book_entry *b, size_t nb, const char *what)
{
    if (!CHECK_INT(na, nb))
        fprintf(stderr, "  (%s)\n", what);
    for (size_t i = 0; i < na && i < nb; i++)
        if (!CHECK(a[i].key == b[i].key && a[i].move == b[i].move && a[i].weight == b[i].weight && b[i].learn == 0)) {
            fprintf(stderr, "  (%s: entry %zu)\n", what, i);
            break;
        }
}

static void runs_equal_whole(void)
{
    enum { EVENTS = 200000 };
    ply_event *ev = malloc(EVENTS * sizeof *ev);
    rng_state = 5;
    size_t n = random_events(ev, EVENTS);
    zb_book_build_options sets[6];
    for (int s = 0; s < 6; s++)
        zb_book_build_options_default(&sets[s]);
    sets[1].min_game = 1;
    sets[2].min_game = 1, sets[2].uniform = 1;
    sets[3].max_ply = 3, sets[3].only_white = 1;
    sets[4].min_score = 55, sets[4].only_black = 1;
    sets[5].min_game = 2, sets[5].max_ply = 0;
    static const size_t run_plies[][2] = {{1, 1}, {97, 7}, {5000, 1000}, {1u << 30, 1u << 30}};
    for (int s = 0; s < 6; s++) {
        zb_book_entry *whole, *ref;
        size_t nw = build_whole(&sets[s], ev, n, &whole);
        if (s == 1)
            CHECK(nw > 1000);
        size_t nr = reference(&sets[s], ev, n, &ref);
        same_entries(ref, nr, whole, nw, "the reference against one whole builder");
        free(ref);
        for (size_t r = 0; r < sizeof run_plies / sizeof *run_plies; r++) {
            if (run_plies[r][0] == 1 && s > 1)
                continue; /* a run a game: slow, once is enough */
            zb_book_entry *merged;
            size_t nm = build_in_runs(&sets[s], ev, n, run_plies[r][0], run_plies[r][1], &merged);
            char what[64];
            snprintf(what, sizeof what, "option set %d, runs of %zu plies", s, run_plies[r][0]);
            same_entries(whole, nw, merged, nm, what);
            free(merged);
        }
        free(whole);
    }
    free(ev);
}

/* The hot position's e4 played 16384 times: every entry of it halved. */
static void runs_halve(void)
{
    enum { GAMES = 20000 };
    ply_event *ev = malloc(GAMES * sizeof *ev);
    for (size_t g = 0; g < GAMES; g++)
        ev[g] = (ply_event){1, g % 3 ? ZB_BOOK_RESULT_WHITE : ZB_BOOK_RESULT_DRAW, 7, (uint16_t)(g % 7 ? 0x31c : 0x0195),
                            ZB_WHITE};
    zb_book_build_options o;
    zb_book_build_options_default(&o);
    zb_book_entry *whole, *merged;
    size_t nw = build_whole(&o, ev, GAMES, &whole);
    size_t nm = build_in_runs(&o, ev, GAMES, 3000, 1000, &merged);
    zb_book_entry *ref;
    size_t nr = reference(&o, ev, GAMES, &ref);
    same_entries(ref, nr, whole, nw, "halving: the reference");
    free(ref);
    CHECK_INT(nw, 2);
    if (nw == 2) /* 17143 games of e4 were halved once: under 16384 */
        CHECK(whole[0].weight < 2 * 16384 / 2 + 8192 && whole[0].move == 0x31c);
    same_entries(whole, nw, merged, nm, "halving");
    free(whole), free(merged), free(ev);
}

static void merger_errors(void)
{
    zb_book_merger *m = zb_book_merger_new(NULL, 2);
    _Alignas(8) unsigned char bytes[3 * ZB_BOOK_RUN_PLY_SIZE + 1] = {0};
    CHECK_BERR(zb_book_merger_feed(m, 2, bytes, 0), ZB_BOOK_ERR_ARGUMENT); /* no run 2 */
    CHECK_BERR(zb_book_merger_feed(m, 0, bytes, 5), ZB_BOOK_ERR_ARGUMENT); /* not whole plies */
    CHECK_BERR(zb_book_merger_feed(m, 0, NULL, 12), ZB_BOOK_ERR_ARGUMENT);
    CHECK_BERR(zb_book_merger_feed(m, 0, bytes + 1, 12), ZB_BOOK_ERR_ARGUMENT); /* misaligned */
    zb_book_merge_status status;
    size_t run = 9;
    CHECK_BERR(zb_book_merger_step(m, &status, &run), ZB_BOOK_OK);
    CHECK_INT(status, ZB_BOOK_MERGE_NEED);
    CHECK_INT(run, 0);
    /* run 0: keys 2, 1 (unsorted) */
    bytes[0] = 2, bytes[ZB_BOOK_RUN_PLY_SIZE] = 1, bytes[2 * ZB_BOOK_RUN_PLY_SIZE] = 3;
    bytes[10] = bytes[22] = bytes[34] = 1; /* draws */
    CHECK_BERR(zb_book_merger_feed(m, 0, bytes, 3 * ZB_BOOK_RUN_PLY_SIZE), ZB_BOOK_OK);
    CHECK_BERR(zb_book_merger_feed(m, 1, bytes, 0), ZB_BOOK_OK);
    CHECK_BERR(zb_book_merger_feed(m, 1, bytes, 0), ZB_BOOK_ERR_ARGUMENT); /* ended */
    CHECK_BERR(zb_book_merger_step(m, &status, &run), ZB_BOOK_ERR_UNSORTED);
    CHECK_BERR(zb_book_merger_step(m, &status, &run), ZB_BOOK_ERR_ARGUMENT); /* failed for good */
    zb_book_merger_free(m);
    zb_book_merger_free(NULL);

    zb_book_builder *b = zb_book_builder_new(NULL);
    const void *out;
    size_t size = 1;
    CHECK_BERR(zb_book_builder_take_run(b, &out, &size), ZB_BOOK_OK); /* an empty run */
    CHECK_INT(size, 0);
    CHECK(!zb_book_builder_run_full(b, 0));
    CHECK_BERR(zb_book_builder_take_run(NULL, &out, &size), ZB_BOOK_ERR_ARGUMENT);
    zb_book_builder_free(b);
}

void test_runs(void)
{
    runs_equal_whole();
    runs_halve();
    merger_errors();
}
