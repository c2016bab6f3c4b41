/* libFuzzer harness: arbitrary bytes as an ultimate tic-tac-toe position
 * text, then as moves.
 *
 * As a position, on success: text out -> text in gives the same text and
 *              key; the incremental key equals the key from scratch and the
 *              hash of the listed features; perft 2 with key verification
 *              passes and leaves the position as it was; the legal moves are
 *              exactly the codes zb_uttt_check_move accepts; every legal
 *              move's text parses back to it; after every move the key
 *              equals the key from scratch and the new text is accepted
 *              again with the same key; make + unmake restores the position.
 * As a position, on failure: a TEXT_ error, its offset within the input,
 *              the position (set beforehand to one with history) unchanged.
 * As moves (whitespace-separated tokens played from a prior position): a
 *              bad one leaves the position unchanged; after each good one
 *              the key equals the key from scratch; undoing them all gives
 *              back the prior position.
 */
#include "fuzz_common.h"
#include "zobrist_uttt.h"

#define PRIOR_MOVES "e5 d4 a1"

static zb_uttt *pos, *again;

typedef struct usnap {
    char text[ZB_UTTT_TEXT_MAX];
    uint64_t key;
    size_t ply;
    int side, forced, result;
} usnap;

static void take(const zb_uttt *p, usnap *s)
{
    memset(s, 0, sizeof *s);
    zb_uttt_text(p, s->text);
    s->key = zb_uttt_key(p);
    s->ply = zb_uttt_ply(p);
    s->side = zb_uttt_side(p);
    s->forced = zb_uttt_forced_board(p);
    s->result = zb_uttt_result(p);
}

static int same(const usnap *a, const usnap *b)
{
    return !strcmp(a->text, b->text) && a->key == b->key && a->ply == b->ply && a->side == b->side &&
           a->forced == b->forced && a->result == b->result;
}

#define CHECK(cond, ...)                               \
    do {                                               \
        if (!(cond)) {                                 \
            print_literal("input", data, size);        \
            FUZZ_CHECK(cond, __VA_ARGS__);             \
        }                                              \
    } while (0)

static void set_prior(void)
{
    zb_uttt_reset(pos);
    const char *moves[] = {"e5", "d4", "a1"};
    for (int i = 0; i < 3; i++) {
        zb_uttt_error err = zb_uttt_play(pos, moves[i], 2);
        FUZZ_CHECK(err == ZB_UTTT_OK, "prior move %s: %s", moves[i], zb_uttt_error_name(err));
    }
}

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static void check_position(const char *data, size_t size)
{
    char text[ZB_UTTT_TEXT_MAX];
    size_t n = zb_uttt_text(pos, text);
    CHECK(n == 93 && strlen(text) == n, "text length %zu", n);
    CHECK(zb_uttt_ply(pos) == 0, "history not cleared: ply %zu", zb_uttt_ply(pos));
    uint64_t key = zb_uttt_key(pos);
    CHECK(key == zb_uttt_compute_key(pos), "incremental %016llx != scratch %016llx", (unsigned long long)key,
          (unsigned long long)zb_uttt_compute_key(pos));
    uint32_t features[ZB_UTTT_MAX_FEATURES];
    size_t count = zb_uttt_features(pos, features);
    CHECK(count <= ZB_UTTT_MAX_FEATURES, "%zu features", count);
    for (size_t i = 1; i < count; i++)
        CHECK(features[i - 1] < features[i] && features[i] < ZB_UTTT_FEATURES, "features out of order at %zu", i);
    CHECK(zb_hash_features(zb_uttt_keys_default()->table, features, count) == key, "features do not hash to the key");

    size_t offset = 0;
    zb_uttt_error err = zb_uttt_set_text(again, text, n, &offset);
    CHECK(err == ZB_UTTT_OK, "own text \"%s\" rejected: %s at %zu", text, zb_uttt_error_name(err), offset);
    char text2[ZB_UTTT_TEXT_MAX];
    zb_uttt_text(again, text2);
    CHECK(!strcmp(text, text2) && zb_uttt_key(again) == key, "round trip \"%s\" -> \"%s\"", text, text2);

    usnap start, after;
    take(pos, &start);
    zb_uttt_perft_check check;
    err = zb_uttt_perft_verify(pos, 2, &check);
    CHECK(err == ZB_UTTT_OK, "perft_verify 2: %s", zb_uttt_error_name(err));
    take(pos, &after);
    CHECK(same(&start, &after), "perft_verify changed the position to %s", after.text);
    CHECK(zb_uttt_perft(pos, 2) == check.nodes, "perft 2 disagrees with perft_verify 2");

    uint8_t moves[ZB_UTTT_MAX_MOVES];
    size_t legal = zb_uttt_legal_moves(pos, moves);
    CHECK(legal <= 81, "%zu legal moves", legal);
    CHECK((legal == 0) == (zb_uttt_result(pos) != ZB_UTTT_ONGOING), "%zu moves, result %d", legal,
          zb_uttt_result(pos));
    size_t accepted = 0;
    for (int code = 0; code < 81; code++)
        accepted += zb_uttt_check_move(pos, code) == ZB_UTTT_OK;
    CHECK(accepted == legal, "check_move accepts %zu codes, %zu legal", accepted, legal);
    for (size_t i = 0; i < legal; i++) {
        char name[ZB_UTTT_MOVE_TEXT_MAX];
        int parsed = -1;
        zb_uttt_move_to_text(moves[i], name);
        err = zb_uttt_parse_move(pos, name, 2, &parsed);
        CHECK(err == ZB_UTTT_OK && parsed == moves[i], "move %s parses to %d (%s)", name, parsed, zb_uttt_error_name(err));
        err = zb_uttt_make_checked(pos, moves[i]);
        CHECK(err == ZB_UTTT_OK, "make_checked(%s): %s", name, zb_uttt_error_name(err));
        CHECK(zb_uttt_key(pos) == zb_uttt_compute_key(pos), "key mismatch after %s", name);
        char next[ZB_UTTT_TEXT_MAX], next2[ZB_UTTT_TEXT_MAX];
        zb_uttt_text(pos, next);
        err = zb_uttt_set_text(again, next, strlen(next), &offset);
        CHECK(err == ZB_UTTT_OK, "text after %s, \"%s\", rejected: %s at %zu", name, next, zb_uttt_error_name(err), offset);
        zb_uttt_text(again, next2);
        CHECK(!strcmp(next, next2) && zb_uttt_key(again) == zb_uttt_key(pos), "round trip after %s", name);
        err = zb_uttt_unmake(pos);
        CHECK(err == ZB_UTTT_OK, "unmake after %s: %s", name, zb_uttt_error_name(err));
        take(pos, &after);
        CHECK(same(&start, &after), "make/unmake %s changed the position to %s", name, after.text);
    }
    CHECK(zb_uttt_unmake(pos) == ZB_UTTT_ERR_NOTHING_TO_UNDO, "unmake at ply 0 did not fail");

    /* The census one ply deep: one position a legal move (each adds a
     * different stone), and its XOR64 hashes are the children's keys. */
    zb_uttt_census *census = zb_uttt_census_new(pos);
    CHECK(census != NULL, "census_new failed");
    CHECK(zb_uttt_census_step(census, 3 + size % 50) >= 0, "census step failed");
    while (zb_uttt_census_ply(census) < 1)
        CHECK(zb_uttt_census_step(census, 100) >= 0, "census step failed");
    CHECK(zb_uttt_census_positions(census) == legal, "census: %zu positions, %zu moves",
          zb_uttt_census_positions(census), legal);
    size_t classes = zb_uttt_census_classes(census);
    CHECK(classes <= legal, "census: %zu classes of %zu positions", classes, legal);
    uint64_t hashes[ZB_UTTT_MAX_MOVES], keys[ZB_UTTT_MAX_MOVES];
    CHECK(zb_uttt_census_hashes(census, ZB_UTTT_CENSUS_XOR64, hashes) == classes, "census hashes");
    for (size_t i = 0; i < legal; i++) {
        zb_uttt_make(pos, moves[i]);
        keys[i] = zb_uttt_key(pos);
        zb_uttt_unmake(pos);
    }
    for (size_t i = 0; i < classes; i++) {
        int found = 0;
        for (size_t k = 0; k < legal && !found; k++)
            found = hashes[i] == keys[k];
        CHECK(found, "census hash %016llx is no child's key", (unsigned long long)hashes[i]);
    }
    zb_uttt_census_free(census);
}

static void check_moves(const char *data, size_t size)
{
    set_prior();
    usnap prior, before, after;
    take(pos, &prior);
    size_t made = 0;
    for (size_t i = 0; i < size;) {
        while (i < size && is_space(data[i]))
            i++;
        size_t start = i;
        while (i < size && !is_space(data[i]))
            i++;
        if (i == start)
            break;
        take(pos, &before);
        zb_uttt_error err = zb_uttt_play(pos, data + start, i - start);
        if (err != ZB_UTTT_OK) {
            CHECK(err >= ZB_UTTT_ERR_MOVE_SYNTAX && err <= ZB_UTTT_ERR_CELL_OCCUPIED, "play gave %s",
                  zb_uttt_error_name(err));
            take(pos, &after);
            CHECK(same(&before, &after), "a bad move (%s) changed the position", zb_uttt_error_name(err));
            continue;
        }
        made++;
        CHECK(zb_uttt_key(pos) == zb_uttt_compute_key(pos), "key mismatch after \"%.*s\"", (int)(i - start),
              data + start);
    }
    CHECK(zb_uttt_ply(pos) == 3 + made, "ply %zu after %zu moves", zb_uttt_ply(pos), made);
    for (size_t k = 0; k < made; k++)
        CHECK(zb_uttt_unmake(pos) == ZB_UTTT_OK, "unmake %zu", k);
    take(pos, &after);
    CHECK(same(&prior, &after), "undoing every move did not restore the prior position: %s", after.text);
}

int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    const char *data = bytes ? (const char *)bytes : "";
    if (!pos) {
        pos = zb_uttt_new(NULL);
        again = zb_uttt_new(NULL);
        if (!pos || !again)
            abort();
    }
    set_prior();
    usnap before, after;
    take(pos, &before);
    size_t offset = (size_t)-1;
    zb_uttt_error err = zb_uttt_set_text(pos, data, size, &offset);
    if (err != ZB_UTTT_OK) {
        CHECK(err >= ZB_UTTT_ERR_TEXT_EMPTY && err <= ZB_UTTT_ERR_TEXT_FREE_UNEXPLAINED,
              "set_text failed with a non-text error %s", zb_uttt_error_name(err));
        CHECK(offset <= size, "error %s at offset %zu > size %zu", zb_uttt_error_name(err), offset, size);
        take(pos, &after);
        CHECK(same(&before, &after), "a failed set_text (%s) changed the position", zb_uttt_error_name(err));
        CHECK(zb_uttt_set_text(pos, data, size, NULL) == err, "same input, different error");
    } else {
        check_position(data, size);
    }
    check_moves(data, size);
    return 0;
}
