/* libFuzzer harness: arbitrary bytes as a Go position and moves.
 *
 * The input's first line is position text; the rest, words separated by
 * spaces or newlines, are moves played from that position (or, when the
 * text is rejected, from a prior position with a move in its history).
 * Everything runs under both rule sets.
 *
 * Position text, on success: text out -> text in gives the same text and
 *              key; incremental key == scratch key == hash of the features;
 *              perft_verify passes and leaves the position as it was; the
 *              legal move list agrees with check_move on every code and
 *              with the superko query; make + unmake of every legal move
 *              restores the position, and the key after it is the scratch
 *              key.
 * On failure:  the error is a text error, its offset within the input, the
 *              position unchanged, and a NULL offset gives the same error.
 * Moves:       a rejected move changes nothing; an accepted placement gives
 *              an arrangement of stones not seen before in the game, and a
 *              SUPERKO refusal one that was (checked on the text, not on
 *              keys); unmaking every move returns to the start.
 */
#include "fuzz_common.h"
#include "zobrist_go.h"

#define PRIOR "...../.wb../w.wb./.wb../..... b 0"
#define PRIOR_MOVE "B3"
#define MAX_GAME 128

static zb_go_position *positions[2], *again, *probe;

typedef struct go_snapshot {
    char text[ZB_GO_TEXT_MAX];
    uint64_t key;
    size_t ply;
} go_snapshot;

static void snap(const zb_go_position *pos, go_snapshot *s)
{
    zb_go_text(pos, s->text);
    s->key = zb_go_key(pos);
    s->ply = zb_go_ply(pos);
}

static int same(const go_snapshot *a, const go_snapshot *b)
{
    return strcmp(a->text, b->text) == 0 && a->key == b->key && a->ply == b->ply;
}

/* The rows field of position text: the arrangement of stones. */
static size_t rows_length(const char *text) { return strcspn(text, " "); }

static const char *data;
static size_t size;

#define CHECK(cond, ...)                               \
    do {                                               \
        if (!(cond)) {                                 \
            print_literal("input", data, size);        \
            FUZZ_CHECK(cond, __VA_ARGS__);             \
        }                                              \
    } while (0)

static void check_position(zb_go_position *pos)
{
    go_snapshot start, now;
    snap(pos, &start);
    uint64_t key = zb_go_key(pos);
    CHECK(key == zb_go_compute_key(pos), "incremental %016llx != scratch %016llx", (unsigned long long)key,
          (unsigned long long)zb_go_compute_key(pos));
    uint32_t features[ZB_GO_MAX_POINTS + 1];
    size_t nf = zb_go_features(pos, features);
    CHECK(zb_hash_features(zb_go_keys(pos), features, nf) == key, "features hash != key in %s", start.text);

    /* Text round trip. */
    size_t where = 0;
    zb_go_error err = zb_go_set_text(again, start.text, strlen(start.text), &where);
    CHECK(err == ZB_GO_OK, "own text \"%s\" rejected: %s at %zu", start.text, zb_go_error_name(err), where);
    char text2[ZB_GO_TEXT_MAX];
    zb_go_text(again, text2);
    CHECK(strcmp(start.text, text2) == 0, "text round trip: \"%s\" -> \"%s\"", start.text, text2);
    CHECK(zb_go_key(again) == key, "key round trip in %s", start.text);

    /* Perft with key verification, small enough to stay fast. */
    int depth = zb_go_size(pos) <= 7 ? 2 : 1;
    zb_go_perft_check check;
    err = zb_go_perft_verify(pos, depth, &check);
    CHECK(err == ZB_GO_OK, "perft_verify %d: %s at %016llx/%016llx", depth, zb_go_error_name(err),
          (unsigned long long)check.incremental, (unsigned long long)check.scratch);
    snap(pos, &now);
    CHECK(same(&start, &now), "perft_verify changed the position to %s", now.text);
    CHECK(zb_go_perft(pos, depth) == check.nodes, "perft and perft_verify disagree");

    /* Legal moves against check_move and the superko query. */
    int moves[ZB_GO_MAX_MOVES];
    size_t count = zb_go_legal_moves(pos, moves);
    int n2 = zb_go_size(pos) * zb_go_size(pos);
    size_t listed = 0;
    for (int m = -1; m <= n2 + 1; m++) {
        zb_go_error e = zb_go_check_move(pos, m);
        int in_list = listed < count && moves[listed] == m;
        listed += in_list;
        CHECK((e == ZB_GO_OK) == in_list, "move %d: check_move %s, in list %d", m, zb_go_error_name(e), in_list);
        if (m >= 0 && m < n2 && !zb_go_game_over(pos))
            CHECK((e == ZB_GO_ERR_SUPERKO) == zb_go_superko_forbidden(pos, m), "superko query for %d", m);
        if (m < 0 || m > n2)
            CHECK(e == ZB_GO_ERR_POINT_OFF_BOARD, "code %d gave %s", m, zb_go_error_name(e));
    }
    CHECK(listed == count, "move list not ascending or has extra codes");
    for (size_t i = 0; i < count; i++) {
        err = zb_go_make_checked(pos, moves[i]);
        CHECK(err == ZB_GO_OK, "make_checked(%d) of a listed move: %s", moves[i], zb_go_error_name(err));
        CHECK(zb_go_key(pos) == zb_go_compute_key(pos), "key mismatch after move %d", moves[i]);
        err = zb_go_unmake(pos);
        CHECK(err == ZB_GO_OK, "unmake: %s", zb_go_error_name(err));
        snap(pos, &now);
        CHECK(same(&start, &now), "make/unmake %d changed %s to %s", moves[i], start.text, now.text);
    }
    CHECK(zb_go_failed_confirmations(pos) == 0, "a 64-bit collision with the default keys?");
}

/* Plays the move words in text[0..len); checks each against an independent
 * record of the arrangements so far (their rows text). */
static void play_moves(zb_go_position *pos, const char *text, size_t len)
{
    static char seen[MAX_GAME + 1][ZB_GO_TEXT_MAX];
    go_snapshot start, before, now;
    snap(pos, &start);
    /* The game's arrangements before this: the set position's and each
     * placement's since (replayed from history on a clone). */
    int arrangements = 0;
    zb_go_position *walk = zb_go_clone(pos);
    CHECK(walk != NULL, "clone failed");
    while (zb_go_ply(walk) > 0)
        zb_go_unmake(walk);
    zb_go_text(walk, seen[arrangements++]);
    for (size_t ply = 1; ply <= zb_go_ply(pos); ply++) {
        int m = zb_go_move_at(pos, ply);
        CHECK(zb_go_make_checked(walk, m) == ZB_GO_OK, "history move %d does not replay", m);
        if (m != zb_go_size(walk) * zb_go_size(walk))
            zb_go_text(walk, seen[arrangements++]);
    }
    zb_go_free(walk);

    size_t made = 0;
    for (size_t i = 0; i < len && arrangements < MAX_GAME;) {
        if (text[i] == ' ' || text[i] == '\n') {
            i++;
            continue;
        }
        size_t end = i;
        while (end < len && text[end] != ' ' && text[end] != '\n')
            end++;
        snap(pos, &before);
        int move = -1;
        zb_go_error err = zb_go_parse_move(pos, text + i, end - i, &move);
        if (err == ZB_GO_OK)
            err = zb_go_make_checked(pos, move);
        snap(pos, &now);
        if (err != ZB_GO_OK) {
            CHECK((unsigned)err < ZB_GO_ERR_COUNT_, "unknown error %d", (int)err);
            CHECK(same(&before, &now), "refused move changed %s to %s", before.text, now.text);
            if (err == ZB_GO_ERR_SUPERKO) {
                /* Made without the superko check, it must repeat a board. */
                zb_go_position *p2 = zb_go_clone(pos);
                CHECK(p2 && zb_go_make(p2, move) == ZB_GO_OK, "fast make of a superko move failed");
                char after[ZB_GO_TEXT_MAX];
                zb_go_text(p2, after);
                int found = 0;
                for (int a = 0; a < arrangements; a++)
                    found |= rows_length(after) == rows_length(seen[a]) &&
                             strncmp(after, seen[a], rows_length(after)) == 0;
                CHECK(found, "SUPERKO but %s is new", after);
                zb_go_free(p2);
            }
        } else {
            made++;
            CHECK(zb_go_key(pos) == zb_go_compute_key(pos), "key mismatch after a played move in %s", now.text);
            if (move != zb_go_size(pos) * zb_go_size(pos)) {
                for (int a = 0; a < arrangements; a++)
                    CHECK(strncmp(now.text, seen[a], rows_length(now.text)) != 0,
                          "placement repeated arrangement %d: %s", a, now.text);
                strcpy(seen[arrangements++], now.text);
            }
        }
        i = end;
    }
    for (size_t k = 0; k < made; k++)
        CHECK(zb_go_unmake(pos) == ZB_GO_OK, "unmake %zu of %zu", k, made);
    snap(pos, &now);
    CHECK(same(&start, &now), "unmaking the moves gave %s, not %s", now.text, start.text);
}

int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t length);
int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t length)
{
    data = bytes ? (const char *)bytes : "";
    size = length;
    if (!positions[0]) {
        positions[0] = zb_go_new(5, ZB_GO_TT, NULL);
        positions[1] = zb_go_new(5, ZB_GO_CGOS, NULL);
        again = zb_go_new(5, ZB_GO_TT, NULL);
        probe = zb_go_new(5, ZB_GO_TT, NULL);
        if (!positions[0] || !positions[1] || !again || !probe)
            abort();
    }
    const char *newline = memchr(data, '\n', size);
    size_t text_len = newline ? (size_t)(newline - data) : size;
    for (int r = 0; r < 2; r++) {
        zb_go_position *pos = positions[r];
        zb_go_error err = zb_go_set_text(pos, PRIOR, strlen(PRIOR), NULL);
        if (err == ZB_GO_OK)
            err = zb_go_play(pos, PRIOR_MOVE, strlen(PRIOR_MOVE));
        FUZZ_CHECK(err == ZB_GO_OK, "setting up the prior position: %s", zb_go_error_name(err));
        go_snapshot before, after;
        snap(pos, &before);
        size_t offset = (size_t)-1;
        err = zb_go_set_text(pos, data, text_len, &offset);
        if (err != ZB_GO_OK) {
            CHECK(err == ZB_GO_ERR_SIZE_RANGE || (err >= ZB_GO_ERR_TEXT_EMPTY && err <= ZB_GO_ERR_TEXT_NO_LIBERTIES),
                  "set_text failed with a non-text error %s", zb_go_error_name(err));
            CHECK(offset <= text_len, "error %s at offset %zu > length %zu", zb_go_error_name(err), offset, text_len);
            snap(pos, &after);
            CHECK(same(&before, &after), "failed set_text changed the position to %s", after.text);
            CHECK(zb_go_set_text(pos, data, text_len, NULL) == err, "same input, different error");
        } else {
            CHECK(zb_go_ply(pos) == 0, "history not cleared");
            check_position(pos);
        }
        if (newline)
            play_moves(pos, newline + 1, size - text_len - 1);
    }
    return 0;
}
