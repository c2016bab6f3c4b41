/* libFuzzer harness: arbitrary bytes as PGN movetext (zb_replay) and as one
 * move (zb_position_play), from a few fixed positions.
 *
 * zb_replay:  the result is consistent (plies made = history length, keys
 *             written = min(plies + 1, cap), the error token lies within the
 *             input); walking the history back, every key equals the key
 *             from scratch and the key replay wrote for that ply, every move
 *             was legal, and the start position comes back exactly.
 * zb_movetext_next: every token lies within the input and is non-empty.
 * zb_position_play: on error the position is unchanged and the code is a move
 *             error; on success one legal move was made, the key equals the
 *             key from scratch, and unmake restores the position.
 */
#include "fuzz_common.h"

static const char *const start_fens[] = {
    ZB_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", /* Kiwipete */
    "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1",                                     /* promotions */
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",        /* en passant */
};
#define POSITIONS (sizeof start_fens / sizeof *start_fens)
/* Key capacities: plenty, a short buffer, and none (keys == NULL). */
static const size_t key_caps[POSITIONS] = {512, 3, 0, 512};

static zb_position *pos, *scratch;
static const char *cur_fen;

#define CHECK(cond, ...)                                            \
    do {                                                            \
        if (!(cond)) {                                              \
            print_literal("input", data, size);                     \
            fprintf(stderr, "    start FEN: \"%s\"\n", cur_fen);    \
            FUZZ_CHECK(cond, __VA_ARGS__);                          \
        }                                                           \
    } while (0)

static int is_legal(const zb_position *p, zb_move m)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t n = zb_position_legal_moves(p, moves);
    for (size_t i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

static int is_move_error(zb_error e) { return e >= ZB_ERR_MOVE_SYNTAX && e <= ZB_ERR_MOVE_PROMOTION_INVALID; }
/* What replay may fail with at a token: a bad move, or a null move in check. */
static int is_replay_move_error(zb_error e) { return is_move_error(e) || e == ZB_ERR_NULL_MOVE_IN_CHECK; }

static void check_movetext_tokens(const char *data, size_t size)
{
    zb_movetext it;
    const char *token = NULL;
    size_t len = 0;
    int status, guard = 0;
    zb_movetext_start(&it, data, size);
    while ((status = zb_movetext_next(&it, &token, &len)) == 1) {
        CHECK(token >= data && len > 0 && len <= size && (size_t)(token - data) <= size - len,
              "token at %td len %zu outside the input", token - data, len);
        CHECK(++guard <= (int)size + 1, "more tokens than bytes");
    }
    CHECK(status == 0 || status == -1, "movetext_next returned %d", status);
    if (status < 0)
        CHECK(token >= data && (size_t)(token - data) <= size && len <= size - (size_t)(token - data),
              "error token at %td len %zu outside the input", token - data, len);
}

static void check_replay(const char *data, size_t size, size_t which)
{
    static uint64_t keys[512];
    size_t cap = key_caps[which];
    snapshot start, now;
    take_snapshot(pos, &start);

    zb_replay_result r = zb_replay(pos, data, size, cap ? keys : NULL, cap);
    CHECK(r.error == ZB_OK || r.error == ZB_ERR_MOVETEXT_SYNTAX || is_replay_move_error(r.error),
          "replay error %s (%d)", zb_error_name(r.error), (int)r.error);
    CHECK(r.plies == zb_position_ply(pos), "replay says %zu plies, history has %zu", r.plies, zb_position_ply(pos));
    size_t expect_written = cap == 0 ? 0 : (r.plies + 1 < cap ? r.plies + 1 : cap);
    CHECK(r.keys_written == expect_written, "keys_written %zu, expected %zu (plies %zu cap %zu)", r.keys_written,
          expect_written, r.plies, cap);
    if (r.error != ZB_OK)
        CHECK(r.error_offset <= size && r.error_len <= size - r.error_offset,
              "error token [%zu, +%zu) outside the input of %zu", r.error_offset, r.error_len, size);
    if (is_replay_move_error(r.error)) {
        /* The bad token, played again, fails the same way and changes nothing. */
        snapshot here, later;
        take_snapshot(pos, &here);
        const char *bad = data + r.error_offset;
        int null_move = (r.error_len == 2 && (!memcmp(bad, "--", 2) || !memcmp(bad, "Z0", 2))) ||
                        (r.error_len == 4 && !memcmp(bad, "0000", 4)); /* replay makes these null moves */
        zb_error again = null_move ? zb_position_make_null(pos) : zb_position_play(pos, bad, r.error_len);
        take_snapshot(pos, &later);
        CHECK(again == r.error, "replay failed with %s, playing its token alone gives %s", zb_error_name(r.error),
              zb_error_name(again));
        CHECK(same_snapshot(&here, &later), "failed play changed the position");
    }

    /* Walk back to the start. */
    for (size_t p = r.plies;; p--) {
        uint64_t key = zb_position_key(pos);
        CHECK(key == zb_position_compute_key(pos), "ply %zu: incremental %016llx != scratch %016llx", p,
              (unsigned long long)key, (unsigned long long)zb_position_compute_key(pos));
        if (p < r.keys_written)
            CHECK(keys[p] == key, "ply %zu: replay wrote %016llx, position has %016llx", p,
                  (unsigned long long)keys[p], (unsigned long long)key);
        char fen[ZB_FEN_MAX];
        size_t n = zb_position_fen(pos, fen);
        CHECK(n < ZB_FEN_MAX, "FEN length %zu", n);
        /* Every position on the way is a FEN the parser accepts, same key. */
        size_t off = 0;
        zb_error ferr = zb_position_set_fen(scratch, fen, n, &off);
        CHECK(ferr == ZB_OK, "ply %zu: own FEN \"%s\" rejected: %s at %zu", p, fen, zb_error_name(ferr), off);
        CHECK(zb_position_key(scratch) == key, "ply %zu: FEN \"%s\" reparsed gives another key", p, fen);
        if (p == 0)
            break;
        zb_move m = zb_position_move_at(pos, p);
        CHECK(zb_position_unmake(pos) == ZB_OK, "unmake at ply %zu", p);
        if (m == ZB_MOVE_NULL) /* replay's null move: only out of check */
            CHECK(!zb_position_in_check(pos), "a null move at ply %zu was made in check", p);
        else
            CHECK(is_legal(pos, m), "history move %04x at ply %zu was not legal", m, p);
    }
    take_snapshot(pos, &now);
    CHECK(same_snapshot(&start, &now), "after unmaking every move: \"%s\" (key %016llx), not the start", now.fen,
          (unsigned long long)now.key);
}

static void check_play(const char *data, size_t size)
{
    snapshot before, after;
    take_snapshot(pos, &before);
    zb_move parsed = ZB_MOVE_NONE;
    zb_error perr = zb_parse_move(pos, data, size, &parsed);
    zb_error err = zb_position_play(pos, data, size);
    take_snapshot(pos, &after);
    CHECK(err == perr, "parse_move says %s, play says %s", zb_error_name(perr), zb_error_name(err));
    if (err != ZB_OK) {
        CHECK(is_move_error(err), "play failed with a non-move error %s", zb_error_name(err));
        CHECK(same_snapshot(&before, &after), "failed play (%s) changed the position to %s", zb_error_name(err),
              after.fen);
        return;
    }
    CHECK(after.ply == before.ply + 1, "play made %zu moves", after.ply - before.ply);
    zb_move m = zb_position_move_at(pos, after.ply);
    CHECK(m == parsed, "play made %04x, parse_move gave %04x", m, parsed);
    CHECK(after.key == zb_position_compute_key(pos), "key mismatch after play");
    CHECK(zb_position_unmake(pos) == ZB_OK, "unmake");
    CHECK(is_legal(pos, m), "played move %04x is not legal", m);
    take_snapshot(pos, &after);
    CHECK(same_snapshot(&before, &after), "play + unmake gives \"%s\"", after.fen);
}

int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    const char *data = bytes ? (const char *)bytes : "";
    if (!pos && (!(pos = zb_position_new(NULL)) || !(scratch = zb_position_new(NULL))))
        abort();
    cur_fen = "(none)";
    check_movetext_tokens(data, size);
    for (size_t which = 0; which < POSITIONS; which++) {
        cur_fen = start_fens[which];
        zb_error err = zb_position_set_fen(pos, cur_fen, strlen(cur_fen), NULL);
        FUZZ_CHECK(err == ZB_OK, "fixed FEN rejected: %s", zb_error_name(err));
        check_play(data, size);
        check_replay(data, size, which);
    }
    return 0;
}
