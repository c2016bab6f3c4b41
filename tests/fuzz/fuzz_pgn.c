/* libFuzzer harness: arbitrary bytes as PGN, read by the streaming reader.
 *
 * Invariants:
 *   - no crash, leak or undefined behaviour (the sanitizers);
 *   - the games read are identical (every field) whether the input comes
 *     whole (the memory reader), in one push, in chunks of random sizes
 *     (from a PRNG seeded by the input), or a byte at a time;
 *   - every game is consistent: keys = plies + 1 (or none), error fields
 *     in range, text NUL-terminated, line/column/offset within the input;
 *   - every main-line key equals the key from scratch of the position the
 *     reported moves reach from the reported start FEN (null moves too),
 *     and every move was legal there;
 *   - with the variations option, the main line is the same as without it
 *     unless the game failed inside a variation.
 * The options alternate with the first byte: variations on/off, a small cap
 * on a game's bytes (so GAME_TOO_LONG is reached).
 */
#include "fuzz_common.h"
#include "zobrist_pgn.h"

static const char *cur_data;
static size_t cur_size;

#define CHECK(cond, ...)                                        \
    do {                                                        \
        if (!(cond)) {                                          \
            print_literal("input", cur_data, cur_size);         \
            FUZZ_CHECK(cond, __VA_ARGS__);                      \
        }                                                       \
    } while (0)

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    return h * 0x100000001B3ull;
}

static uint64_t mix_str(uint64_t h, const char *s)
{
    for (; *s; s++)
        h = mix(h, (unsigned char)*s);
    return mix(h, 0xFF);
}

static zb_position *scratch;

static int is_legal(const zb_position *p, zb_move m)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t n = zb_position_legal_moves(p, moves);
    for (size_t i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

/* Checks one game; returns its hash. */
static uint64_t check_game(const zb_pgn_game *g, int verify)
{
    uint64_t h = mix(0, g->number);
    h = mix(h, g->line);
    for (size_t i = 0; i < g->tag_count; i++)
        h = mix_str(mix_str(h, g->tags[i].name), g->tags[i].value);
    h = mix_str(h, g->result);
    h = mix_str(h, g->start_fen);
    for (size_t i = 0; i < g->plies; i++)
        h = mix(h, g->moves[i]);
    for (size_t i = 0; i < g->key_count; i++)
        h = mix(h, g->keys[i]);
    for (size_t i = 0; i < g->variation_move_count; i++) {
        const zb_pgn_variation_move *v = &g->variation_moves[i];
        h = mix(mix(mix(mix(mix(h, v->key_before), v->key_after), v->move), v->depth), v->ply);
    }
    const zb_pgn_error_info *e = &g->error;
    h = mix(mix(mix(mix(mix(mix(mix(h, g->warnings), (uint64_t)e->code), (uint64_t)e->chess_error), e->line), e->column),
                e->offset), e->ply);
    h = mix_str(mix_str(mix(h, e->depth), e->text), e->fen);
    if (!verify)
        return h;

    CHECK((unsigned)e->code < ZB_PGN_ERR_COUNT_, "error code %d", (int)e->code);
    CHECK(strlen(e->text) < sizeof e->text && strlen(e->fen) < sizeof e->fen, "error text not terminated");
    CHECK(!strcmp(g->result, "*") || !strcmp(g->result, "1-0") || !strcmp(g->result, "0-1") ||
              !strcmp(g->result, "1/2-1/2"),
          "result \"%s\"", g->result);
    if (e->code != ZB_PGN_OK)
        CHECK(e->offset <= cur_size && e->line >= 1 && e->column >= 1, "error at offset %llu line %llu column %llu",
              (unsigned long long)e->offset, (unsigned long long)e->line, (unsigned long long)e->column);
    CHECK(g->key_count == 0 || g->key_count == g->plies + 1, "%zu keys for %zu plies", g->key_count, g->plies);
    if (g->key_count == 0) {
        CHECK(g->plies == 0, "%zu plies without a start position", g->plies);
        return h;
    }
    zb_error err = zb_position_set_fen(scratch, g->start_fen, strlen(g->start_fen), NULL);
    CHECK(err == ZB_OK, "start FEN \"%s\": %s", g->start_fen, zb_error_name(err));
    CHECK(g->keys[0] == zb_position_compute_key(scratch), "start key");
    for (size_t i = 0; i < g->plies; i++) {
        zb_move m = g->moves[i];
        if (m == ZB_PGN_NULL_MOVE) {
            CHECK(!zb_position_in_check(scratch), "null move %zu in check", i + 1);
            char fen[ZB_FEN_MAX], board[80], castling[8], rebuilt[ZB_FEN_MAX + 16];
            zb_position_fen(scratch, fen);
            CHECK(sscanf(fen, "%79s %*s %7s", board, castling) == 2, "own FEN \"%s\"", fen);
            snprintf(rebuilt, sizeof rebuilt, "%s %c %s - 0 1", board,
                     zb_position_side(scratch) == ZB_WHITE ? 'b' : 'w', castling);
            err = zb_position_set_fen(scratch, rebuilt, strlen(rebuilt), NULL);
            CHECK(err == ZB_OK, "null-move FEN \"%s\": %s", rebuilt, zb_error_name(err));
        } else {
            CHECK(is_legal(scratch, m), "move %zu (%04x) not legal", i + 1, m);
            zb_position_make(scratch, m);
        }
        CHECK(g->keys[i + 1] == zb_position_compute_key(scratch), "key %zu differs from the key from scratch", i + 1);
    }
    return h;
}

#define MAX_GAMES 512
typedef struct run {
    uint64_t hashes[MAX_GAMES];
    uint64_t main_lines[MAX_GAMES]; /* moves and keys only */
    int failed_in_variation[MAX_GAMES];
    size_t count;
} run;

static void take(run *r, const zb_pgn_game *g, int verify)
{
    if (r->count >= MAX_GAMES)
        return;
    r->hashes[r->count] = check_game(g, verify);
    uint64_t m = 0;
    for (size_t i = 0; i < g->plies; i++)
        m = mix(m, g->moves[i]);
    for (size_t i = 0; i < g->key_count; i++)
        m = mix(m, g->keys[i]);
    r->main_lines[r->count] = m;
    r->failed_in_variation[r->count] = g->error.code != ZB_PGN_OK;
    r->count++;
}

/* chunk: 0 memory reader, 1 one push, 2 random sizes, 3 one byte at a time */
static void read_all(const char *data, size_t size, const zb_pgn_options *opt, int mode, run *out, int verify)
{
    zb_pgn_game g;
    out->count = 0;
    if (mode == 0) {
        zb_pgn_reader *r = zb_pgn_new_memory(data, size, opt);
        FUZZ_CHECK(r != NULL, "out of memory");
        while (zb_pgn_next(r, &g) == 1)
            take(out, &g, verify);
        CHECK(zb_pgn_bytes_read(r) == size, "bytes read %llu of %zu", (unsigned long long)zb_pgn_bytes_read(r), size);
        zb_pgn_free(r);
        return;
    }
    zb_pgn_reader *r = zb_pgn_new(opt);
    FUZZ_CHECK(r != NULL, "out of memory");
    uint64_t seed = size * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < size && i < 8; i++)
        seed = mix(seed, (unsigned char)data[i]);
    size_t at = 0;
    while (at < size) {
        size_t n = size - at;
        if (mode == 2)
            n = 1 + (size_t)(zb_splitmix64_next(&seed) % 7);
        else if (mode == 3)
            n = 1;
        if (n > size - at)
            n = size - at;
        CHECK(zb_pgn_push(r, data + at, n) == 0, "push failed");
        at += n;
        while (zb_pgn_next(r, &g) == 1)
            take(out, &g, verify);
    }
    zb_pgn_finish(r);
    while (zb_pgn_next(r, &g) == 1)
        take(out, &g, verify);
    CHECK(zb_pgn_push(r, "x", 1) == -1, "push after finish accepted");
    zb_pgn_free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    static run whole, other;
    const char *data = bytes ? (const char *)bytes : "";
    if (!scratch && !(scratch = zb_position_new(NULL)))
        abort();
    cur_data = data;
    cur_size = size;
    zb_pgn_options opt = {0};
    unsigned char flags = size ? (unsigned char)data[0] : 0;
    opt.variations = flags & 1;
    if (flags & 2)
        opt.max_game_bytes = 64;
    if (flags & 4)
        opt.max_variation_depth = 3;

    read_all(data, size, &opt, 0, &whole, 1);
    for (int mode = 1; mode <= 3; mode++) {
        read_all(data, size, &opt, mode, &other, 0);
        CHECK(other.count == whole.count, "mode %d: %zu games, whole: %zu", mode, other.count, whole.count);
        for (size_t i = 0; i < whole.count; i++)
            CHECK(other.hashes[i] == whole.hashes[i], "mode %d: game %zu differs from the whole input's", mode, i + 1);
    }
    /* The variations option changes only what is inside variations. */
    zb_pgn_options flipped = opt;
    flipped.variations = !opt.variations;
    read_all(data, size, &flipped, 0, &other, 1);
    CHECK(other.count == whole.count, "variations %d: %zu games, else %zu", flipped.variations, other.count,
          whole.count);
    for (size_t i = 0; i < whole.count; i++)
        if (!whole.failed_in_variation[i] && !other.failed_in_variation[i])
            CHECK(other.main_lines[i] == whole.main_lines[i], "game %zu: the variations option changed the main line",
                  i + 1);
    return 0;
}
