/* The PGN reader's suites and their shared helpers. */
#include <stdarg.h>

#include "pgn_test.h"

typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void add(text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (t->len + (size_t)n + 1 > t->cap) {
        t->cap = (t->len + (size_t)n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        if (!t->s)
            abort();
    }
    va_start(ap, fmt);
    vsnprintf(t->s + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

static void summarise(text *t, const zb_pgn_game *g)
{
    add(t, "#%llu@%llu", (unsigned long long)g->number, (unsigned long long)g->line);
    for (size_t i = 0; i < g->tag_count; i++)
        add(t, " [%s=%s]", g->tags[i].name, g->tags[i].value);
    add(t, " %s {%s}", g->result, g->start_fen);
    for (size_t i = 0; i < g->plies; i++)
        add(t, " %04x", g->moves[i]);
    add(t, " |");
    for (size_t i = 0; i < g->key_count; i++)
        add(t, " %016llx", (unsigned long long)g->keys[i]);
    add(t, " |");
    for (size_t i = 0; i < g->variation_move_count; i++) {
        const zb_pgn_variation_move *v = &g->variation_moves[i];
        add(t, " %u/%u:%04x:%016llx>%016llx", (unsigned)v->depth, (unsigned)v->ply, v->move,
            (unsigned long long)v->key_before, (unsigned long long)v->key_after);
    }
    const zb_pgn_error_info *e = &g->error;
    add(t, " w%u e%s/%s@%llu:%llu:%llu ply%zu d%u \"%s\" {%s}\n", g->warnings, zb_pgn_error_name(e->code),
        zb_error_name(e->chess_error), (unsigned long long)e->line, (unsigned long long)e->column,
        (unsigned long long)e->offset, e->ply, e->depth, e->text, e->fen);
}

char *pgn_summary(const char *data, size_t len, const zb_pgn_options *options, size_t chunk)
{
    text t = {0};
    add(&t, "");
    zb_pgn_game g;
    zb_pgn_reader *r;
    if (chunk == (size_t)-1) {
        r = zb_pgn_new_memory(data, len, options);
        while (zb_pgn_next(r, &g) == 1)
            summarise(&t, &g);
    } else {
        r = zb_pgn_new(options);
        size_t step = chunk ? chunk : len;
        for (size_t at = 0; at < len; at += step) {
            size_t n = len - at < step ? len - at : step;
            zb_pgn_push(r, data + at, n);
            while (zb_pgn_next(r, &g) == 1)
                summarise(&t, &g);
        }
        zb_pgn_finish(r);
        while (zb_pgn_next(r, &g) == 1)
            summarise(&t, &g);
    }
    zb_pgn_free(r);
    return t.s;
}

char *pgn_summary_at(const char *data, size_t len, const zb_pgn_options *options, size_t at)
{
    text t = {0};
    add(&t, "");
    zb_pgn_game g;
    zb_pgn_reader *r = zb_pgn_new(options);
    zb_pgn_push(r, data, at);
    while (zb_pgn_next(r, &g) == 1)
        summarise(&t, &g);
    zb_pgn_push(r, data + at, len - at);
    while (zb_pgn_next(r, &g) == 1)
        summarise(&t, &g);
    zb_pgn_finish(r);
    while (zb_pgn_next(r, &g) == 1)
        summarise(&t, &g);
    zb_pgn_free(r);
    return t.s;
}

static void *copy(const void *p, size_t n)
{
    void *q = malloc(n ? n : 1);
    if (!q)
        abort();
    if (n)
        memcpy(q, p, n);
    return q;
}

kept_games read_games(const char *data, const zb_pgn_options *options)
{
    kept_games k = {NULL, 0};
    zb_pgn_reader *r = zb_pgn_new_memory(data, strlen(data), options);
    zb_pgn_game g;
    while (zb_pgn_next(r, &g) == 1) {
        k.games = realloc(k.games, (k.count + 1) * sizeof *k.games);
        kept_game *c = &k.games[k.count++];
        memset(c, 0, sizeof *c);
        c->g = g;
        size_t arena = 0;
        for (size_t i = 0; i < g.tag_count; i++)
            arena += strlen(g.tags[i].name) + strlen(g.tags[i].value) + 2;
        c->arena = malloc(arena + 1);
        c->tags = malloc((g.tag_count + 1) * sizeof *c->tags);
        size_t at = 0;
        for (size_t i = 0; i < g.tag_count; i++) {
            size_t n = strlen(g.tags[i].name) + 1, v = strlen(g.tags[i].value) + 1;
            memcpy(c->arena + at, g.tags[i].name, n);
            c->tags[i].name = c->arena + at;
            memcpy(c->arena + at + n, g.tags[i].value, v);
            c->tags[i].value = c->arena + at + n;
            at += n + v;
        }
        c->moves = copy(g.moves, g.plies * sizeof *g.moves);
        c->keys = copy(g.keys, g.key_count * sizeof *g.keys);
        c->vmoves = copy(g.variation_moves, g.variation_move_count * sizeof *g.variation_moves);
        snprintf(c->result, sizeof c->result, "%s", g.result);
        snprintf(c->start_fen, sizeof c->start_fen, "%s", g.start_fen);
        c->g.tags = c->tags;
        c->g.moves = c->moves;
        c->g.keys = c->keys;
        c->g.variation_moves = c->vmoves;
    }
    for (size_t i = 0; i < k.count; i++) { /* the array moved as it grew */
        k.games[i].g.result = k.games[i].result;
        k.games[i].g.start_fen = k.games[i].start_fen;
    }
    zb_pgn_free(r);
    return k;
}

void free_games(kept_games *k)
{
    for (size_t i = 0; i < k->count; i++) {
        kept_game *c = &k->games[i];
        free(c->tags);
        free(c->arena);
        free(c->moves);
        free(c->keys);
        free(c->vmoves);
    }
    free(k->games);
    k->games = NULL;
    k->count = 0;
}

size_t replay_keys(const char *fen, const char *movetext, uint64_t *keys, size_t cap)
{
    zb_position *pos = zb_position_new(NULL);
    size_t n = 0;
    if (zb_position_set_fen(pos, fen, strlen(fen), NULL) == ZB_OK) {
        zb_replay_result r = zb_replay(pos, movetext, strlen(movetext), keys, cap);
        n = r.error == ZB_OK ? r.keys_written : 0;
    }
    zb_position_free(pos);
    return n;
}

uint64_t fen_key(const char *fen)
{
    zb_position *pos = zb_position_new(NULL);
    uint64_t key = 0;
    if (zb_position_set_fen(pos, fen, strlen(fen), NULL) == ZB_OK)
        key = zb_position_key(pos);
    zb_position_free(pos);
    return key;
}

int main(void)
{
    static const test_suite suites[] = {
        {"syntax", test_syntax},
        {"malformed", test_malformed},
        {"chunks", test_chunks},
        {"real", test_real},
    };
    return test_run("pgn", suites, sizeof suites / sizeof *suites);
}
