/* libFuzzer harness: arbitrary bytes as a FEN.
 *
 * On success:  FEN out -> FEN in gives the same FEN and key; the incremental
 *              key equals the key from scratch; perft 2 with key verification
 *              passes and leaves the position as it was; every legal move's
 *              SAN and UCI parse back to that move, and SAN leaves the
 *              position unchanged; after every move the key equals the key
 *              from scratch and the FEN is accepted again with the same key;
 *              make + unmake of every move restores the position.
 * On failure:  the error offset is within the input, and the position (set
 *              beforehand to a non-trivial one with a move in its history) is
 *              unchanged.
 * Either way:  zb_key_of_fen as a fresh process runs it, its checks by rays
 *              before the slider tables exist, gives the same verdict, offset
 *              and key; and the placement reads as the plain reading in
 *              tests/c/chess/fen_placement_reference.h reads it (the same
 *              board, or the same fault at the same offset).
 */
#include "fuzz_common.h"
#include "bitboard.h" /* zb_slider_tables_ready */
#include "../c/chess/fen_placement_reference.h"

/* The position before each input: ep square, all rights, one ply of history. */
#define PRIOR_FEN "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define PRIOR_MOVE "exf6"

static zb_position *pos, *again;

static void fail_context(const char *data, size_t size, const char *fen)
{
    print_literal("input", data, size);
    if (fen)
        fprintf(stderr, "    FEN out: \"%s\"\n", fen);
}

#define CHECK(cond, ...)                                  \
    do {                                                  \
        if (!(cond)) {                                    \
            fail_context(data, size, fen_valid ? fen : NULL); \
            FUZZ_CHECK(cond, __VA_ARGS__);                \
        }                                                 \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    const char *data = (const char *)bytes;
    char fen[ZB_FEN_MAX];
    int fen_valid = 0;
    if (!pos) {
        pos = zb_position_new(NULL);
        again = zb_position_new(NULL);
        if (!pos || !again)
            abort();
    }
    /* The API takes (pointer, length); a zero-length input still needs a
     * non-NULL pointer, which libFuzzer does not promise. */
    if (!data)
        data = "";

    zb_error err = zb_position_set_fen(pos, PRIOR_FEN, strlen(PRIOR_FEN), NULL);
    if (err == ZB_OK)
        err = zb_position_play(pos, PRIOR_MOVE, strlen(PRIOR_MOVE));
    FUZZ_CHECK(err == ZB_OK, "setting up the prior position: %s", zb_error_name(err));

    snapshot before, after;
    take_snapshot(pos, &before);

    size_t offset = (size_t)-1;
    err = zb_position_set_fen(pos, data, size, &offset);
    CHECK(reference_agrees(data, size, err, offset, pos), "placement read as %s at %zu; the plain reading disagrees",
          zb_error_name(err), offset);

    /* The same FEN as the first call in a fresh process reads it. */
    uint64_t cold_key = 0;
    size_t cold_offset = (size_t)-1;
    zb_slider_tables_ready = 0;
    zb_error cold = zb_key_of_fen(NULL, data, size, &cold_key, &cold_offset);
    zb_slider_tables_ready = 1;
    CHECK(cold == err, "zb_key_of_fen before the slider tables: %s, set_fen: %s", zb_error_name(cold), zb_error_name(err));
    CHECK(err != ZB_OK ? cold_offset == offset : cold_key == zb_position_key(pos),
          "zb_key_of_fen before the slider tables: offset %zu key %016llx, set_fen: offset %zu key %016llx", cold_offset,
          (unsigned long long)cold_key, offset, (unsigned long long)zb_position_key(pos));
    if (err != ZB_OK) {
        CHECK((unsigned)err < ZB_ERR_COUNT_, "unknown error code %d", (int)err);
        CHECK(err >= ZB_ERR_FEN_EMPTY && err <= ZB_ERR_FEN_IMPOSSIBLE_CHECK,
              "set_fen failed with a non-FEN error %s", zb_error_name(err));
        CHECK(offset != (size_t)-1, "error %s but error_offset not written", zb_error_name(err));
        CHECK(offset <= size, "error %s at offset %zu > size %zu", zb_error_name(err), offset, size);
        take_snapshot(pos, &after);
        CHECK(same_snapshot(&before, &after), "position changed by a failed set_fen (%s):\n    before %s %016llx ply %zu\n    after  %s %016llx ply %zu",
              zb_error_name(err), before.fen, (unsigned long long)before.key, before.ply, after.fen,
              (unsigned long long)after.key, after.ply);
        /* NULL error_offset must be accepted too, with the same verdict. */
        zb_error err2 = zb_position_set_fen(pos, data, size, NULL);
        CHECK(err2 == err, "same input, different error: %s then %s", zb_error_name(err), zb_error_name(err2));
        return 0;
    }

    /* ----- success */
    size_t n = zb_position_fen(pos, fen);
    fen_valid = 1;
    CHECK(n < ZB_FEN_MAX && strlen(fen) == n, "FEN length %zu", n);
    CHECK(zb_position_ply(pos) == 0, "history not cleared: ply %zu", zb_position_ply(pos));
    uint64_t key = zb_position_key(pos);
    CHECK(key == zb_position_compute_key(pos), "incremental key %016llx != scratch %016llx",
          (unsigned long long)key, (unsigned long long)zb_position_compute_key(pos));

    /* Round trip through the FEN writer. */
    size_t offset2 = 0;
    err = zb_position_set_fen(again, fen, n, &offset2);
    CHECK(err == ZB_OK, "own FEN output rejected: %s at %zu", zb_error_name(err), offset2);
    char fen2[ZB_FEN_MAX];
    zb_position_fen(again, fen2);
    CHECK(strcmp(fen, fen2) == 0, "FEN round trip: \"%s\" -> \"%s\"", fen, fen2);
    CHECK(zb_position_key(again) == key, "key round trip: %016llx -> %016llx", (unsigned long long)key,
          (unsigned long long)zb_position_key(again));

    /* Perft 2 with the key compared with the scratch key at every node. */
    snapshot start;
    take_snapshot(pos, &start);
    zb_perft_check check;
    err = zb_perft_verify(pos, 2, &check);
    CHECK(err == ZB_OK, "perft_verify 2: %s (incremental %016llx scratch %016llx, ply %zu)", zb_error_name(err),
          (unsigned long long)check.incremental, (unsigned long long)check.scratch, zb_position_ply(pos));
    take_snapshot(pos, &after);
    CHECK(same_snapshot(&start, &after), "perft_verify changed the position: %s", after.fen);
    CHECK(zb_perft(pos, 2) == check.nodes, "zb_perft 2 disagrees with zb_perft_verify 2");

    /* Every legal move: SAN and UCI round trips, make/unmake. */
    zb_move moves[ZB_MAX_MOVES];
    size_t count = zb_position_legal_moves(pos, moves);
    CHECK(count <= ZB_MAX_MOVES, "%zu legal moves", count);
    for (size_t i = 0; i < count; i++) {
        zb_move m = moves[i], parsed = ZB_MOVE_NONE;
        char uci[ZB_UCI_MAX], san[ZB_SAN_MAX];
        size_t ul = zb_move_to_uci(m, uci);
        CHECK(ul < ZB_UCI_MAX && strlen(uci) == ul, "UCI length %zu", ul);
        size_t sl = zb_move_to_san(pos, m, san);
        CHECK(sl < ZB_SAN_MAX && strlen(san) == sl, "SAN length %zu for %s", sl, uci);
        take_snapshot(pos, &after);
        CHECK(same_snapshot(&start, &after), "zb_move_to_san(%s) changed the position to %s", uci, after.fen);

        err = zb_parse_move(pos, uci, ul, &parsed);
        CHECK(err == ZB_OK && parsed == m, "UCI %s parses to %s (move %04x, wanted %04x)", uci, zb_error_name(err),
              parsed, m);
        parsed = ZB_MOVE_NONE;
        err = zb_parse_move(pos, san, sl, &parsed);
        char uci2[ZB_UCI_MAX] = "";
        if (err == ZB_OK)
            zb_move_to_uci(parsed, uci2);
        CHECK(err == ZB_OK && parsed == m, "SAN \"%s\" of %s parses to %s (%s)", san, uci, zb_error_name(err), uci2);

        err = zb_position_make_checked(pos, m);
        CHECK(err == ZB_OK, "make_checked(%s) of a generated move: %s", uci, zb_error_name(err));
        CHECK(zb_position_key(pos) == zb_position_compute_key(pos), "key mismatch after %s", uci);
        CHECK(zb_position_move_at(pos, 1) == m, "move_at(1) after %s", uci);
        /* The FEN after the move is accepted again, with the same key. */
        char next[ZB_FEN_MAX], next2[ZB_FEN_MAX];
        size_t nl = zb_position_fen(pos, next);
        CHECK(nl < ZB_FEN_MAX, "FEN length %zu after %s", nl, uci);
        err = zb_position_set_fen(again, next, nl, &offset2);
        CHECK(err == ZB_OK, "FEN after %s, \"%s\", rejected: %s at %zu", uci, next, zb_error_name(err), offset2);
        zb_position_fen(again, next2);
        CHECK(strcmp(next, next2) == 0 && zb_position_key(again) == zb_position_key(pos),
              "FEN/key round trip after %s: \"%s\" -> \"%s\"", uci, next, next2);
        /* The SAN check mark agrees with the position after the move. */
        int gives_check = zb_position_in_check(pos);
        char mark = sl ? san[sl - 1] : 0;
        CHECK(gives_check == (mark == '+' || mark == '#'), "SAN \"%s\" vs in_check %d after it", san, gives_check);
        err = zb_position_unmake(pos);
        CHECK(err == ZB_OK, "unmake after %s: %s", uci, zb_error_name(err));
        take_snapshot(pos, &after);
        CHECK(same_snapshot(&start, &after), "make/unmake %s changed the position to %s", uci, after.fen);
    }
    CHECK(zb_position_unmake(pos) == ZB_ERR_NOTHING_TO_UNDO, "unmake at ply 0 did not fail");
    return 0;
}
