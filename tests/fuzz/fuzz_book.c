/* libFuzzer harness: arbitrary bytes as a Polyglot book.
 *
 * Raw mode (any input): opened from bytes validated and not; the error is
 * TRUNCATED exactly when the size is not a multiple of 16 (with the right
 * entry), and validation gives the same answer both ways; on a valid book
 * keys never go down and every move field is well formed; every entry's
 * key is found by the binary search, the range holding exactly that key;
 * probing, picking and best in some positions never crash and never return
 * an illegal move; merging the book with itself keeps the total weight
 * (modulo 2^16) and the key order.
 * Position mode (input starting with 'P'): records of 4 bytes (a position
 * index, a move field, a weight) over the positions of a short line, made
 * into a sorted book, then walked as polyglot info-book and dump-book do;
 * the records also go through the builder as games (the weight byte gives
 * the result and the game breaks), whose book must come out sorted by key
 * and weight with every entry played at least min_game times.
 */
#include "fuzz_common.h"
#include "zobrist_book.h"

#define CHECK(cond, ...) FUZZ_CHECK(cond, __VA_ARGS__)

static const char *const fens[] = {
    ZB_START_FEN,
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
};
#define NFENS (sizeof fens / sizeof *fens)
static zb_position *positions[NFENS];

static void check_lookups(const zb_book *book)
{
    for (size_t p = 0; p < NFENS; p++) {
        zb_position *pos = positions[p];
        zb_book_move moves[32], m;
        size_t n = zb_book_probe(book, pos, moves, 32);
        size_t shown = n < 32 ? n : 32;
        for (size_t i = 0; i < shown; i++) {
            if (moves[i].status == ZB_BOOK_OK) {
                CHECK(moves[i].move != ZB_MOVE_NONE && zb_book_move_decode(pos, moves[i].raw) == moves[i].move,
                      "probe returned a move that does not decode to itself");
                CHECK(i == 0 || moves[i - 1].status == ZB_BOOK_OK, "a legal move after an illegal one");
                CHECK(i == 0 || moves[i - 1].weight >= moves[i].weight, "legal moves not sorted by weight");
            } else {
                CHECK(moves[i].move == ZB_MOVE_NONE, "an illegal entry came with a move");
                CHECK(moves[i].status == ZB_BOOK_ERR_BAD_MOVE || moves[i].status == ZB_BOOK_ERR_ILLEGAL_MOVE,
                      "unexpected status %s", zb_book_error_name(moves[i].status));
            }
        }
        zb_book_pick_options o = {n};
        zb_book_error err = zb_book_pick(book, pos, &o, &m);
        if (err == ZB_BOOK_OK)
            CHECK(m.status == ZB_BOOK_OK && m.weight > 0 && zb_book_move_decode(pos, m.raw) == m.move,
                  "pick returned an illegal or weightless move");
        else
            CHECK(err == ZB_BOOK_ERR_NOT_FOUND || err == ZB_BOOK_ERR_NO_WEIGHT, "pick: %s", zb_book_error_name(err));
        err = zb_book_best(book, pos, &m);
        if (err == ZB_BOOK_OK)
            CHECK(m.status == ZB_BOOK_OK && m.move != ZB_MOVE_NONE, "best returned an illegal move");
    }
}

static void raw_mode(const uint8_t *data, size_t size)
{
    zb_book *book = NULL, *loose = NULL;
    zb_book_problem problem;
    zb_book_error err = zb_book_from_bytes(data, size, ZB_BOOK_VALIDATE, &book, &problem);
    zb_book_error loose_err = zb_book_from_bytes(data, size, ZB_BOOK_NO_VALIDATE, &loose, NULL);
    if (size % 16) {
        CHECK(err == ZB_BOOK_ERR_TRUNCATED && loose_err == ZB_BOOK_ERR_TRUNCATED && problem.entry == size / 16,
              "size %zu: %s", size, zb_book_error_name(err));
        CHECK(!book && !loose, "a book after an error");
        return;
    }
    CHECK(loose_err == ZB_BOOK_OK && loose, "unvalidated open failed: %s", zb_book_error_name(loose_err));
    CHECK(zb_book_validate(loose, NULL) == err, "validation differs between open and validate");
    CHECK(zb_book_size(loose) == size / 16, "size");
    check_lookups(loose);
    if (err) {
        CHECK(!book && (err == ZB_BOOK_ERR_UNSORTED || err == ZB_BOOK_ERR_BAD_MOVE) && problem.entry < size / 16,
              "error %s at %zu", zb_book_error_name(err), problem.entry);
        zb_book_close(loose);
        return;
    }
    size_t n = zb_book_size(book);
    uint32_t total = 0;
    for (size_t i = 0; i < n; i++) {
        zb_book_entry e = zb_book_entry_at(book, i);
        total += e.weight;
        if (i && e.key)
            CHECK(zb_book_entry_at(book, i - 1).key <= e.key, "keys go down at %zu", i);
        if (e.key)
            CHECK(zb_book_move_field_valid(e.move), "bad move field accepted at %zu", i);
        size_t first, first_loose;
        size_t count = zb_book_find_key(book, e.key, &first);
        CHECK(count >= 1 && first <= i && i < first + count, "entry %zu not found by its key", i);
        CHECK(zb_book_find_key(loose, e.key, &first_loose) == count && first_loose == first,
              "indexed and plain searches differ");
        for (size_t j = first; j < first + count; j++)
            CHECK(zb_book_entry_at(book, j).key == e.key, "range holds another key");
        CHECK(first == 0 || zb_book_entry_at(book, first - 1).key < e.key, "range starts late");
        CHECK(first + count == n || zb_book_entry_at(book, first + count).key > e.key, "range ends early");
    }
    check_lookups(book);
    zb_book_entry *merged;
    size_t mcount;
    CHECK(zb_book_merge(book, book, &merged, &mcount) == ZB_BOOK_OK, "merge failed");
    uint32_t mtotal = 0;
    for (size_t i = 0; i < mcount; i++) {
        mtotal += merged[i].weight;
        if (i)
            CHECK(merged[i - 1].key <= merged[i].key, "merge broke the key order");
    }
    CHECK(mcount == n, "merging a book with itself changed its size");
    CHECK((uint16_t)mtotal == (uint16_t)(2 * total), "merge lost weight");
    free(merged);
    zb_book_close(book);
    zb_book_close(loose);
}

static int cmp_entry(const void *a, const void *b)
{
    uint64_t x = ((const zb_book_entry *)a)->key, y = ((const zb_book_entry *)b)->key;
    return x < y ? -1 : x > y;
}

static void position_mode(const uint8_t *data, size_t size)
{
    size_t n = size / 4;
    zb_book_entry *e = malloc((n ? n : 1) * sizeof *e);
    for (size_t i = 0; i < n; i++) {
        const uint8_t *r = data + 4 * i;
        e[i].key = zb_position_key(positions[r[0] % NFENS]);
        e[i].move = (uint16_t)(r[1] << 8 | r[2]);
        e[i].weight = r[3];
        e[i].learn = r[0];
    }
    qsort(e, n, sizeof *e, cmp_entry);
    unsigned char *bytes = malloc(n * 16 + 1);
    for (size_t i = 0; i < n; i++)
        zb_book_entry_encode(&e[i], bytes + 16 * i);
    zb_book *book;
    zb_book_error err = zb_book_from_bytes(bytes, n * 16, ZB_BOOK_NO_VALIDATE, &book, NULL);
    CHECK(err == ZB_BOOK_OK, "sorted book did not open");
    check_lookups(book);
    zb_book_info info;
    err = zb_book_get_info(book, &info);
    CHECK(err == ZB_BOOK_OK, "info: %s", zb_book_error_name(err));
    CHECK(info.white_positions + info.black_positions + info.isolated_positions <= n, "more positions than entries");
    FILE *sink = fopen("/dev/null", "w");
    if (sink) {
        CHECK(zb_book_dump(book, ZB_WHITE, sink) == ZB_BOOK_OK, "dump white");
        CHECK(zb_book_dump(book, ZB_BLACK, sink) == ZB_BOOK_OK, "dump black");
        fclose(sink);
    }
    zb_book_close(book);
    free(bytes);

    zb_book_build_options o;
    zb_book_build_options_default(&o);
    o.min_game = 1 + (n ? data[0] % 3 : 0);
    o.uniform = n > 1 && data[1] % 2;
    o.max_ply = n > 2 ? data[2] % 8 : 1024;
    zb_book_builder *b = zb_book_builder_new(&o);
    CHECK(b != NULL, "builder");
    int side = ZB_WHITE;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *r = data + 4 * i;
        if (i == 0 || r[3] % 5 == 0)
            zb_book_builder_start_game(b, (int)(r[3] % 3) - 1), side = ZB_WHITE;
        CHECK(zb_book_builder_add(b, zb_position_key(positions[r[0] % NFENS]), (uint16_t)(r[1] << 8 | r[2]), side) ==
                  ZB_BOOK_OK, "builder add");
        side ^= 1;
    }
    zb_book_entry *built;
    size_t count;
    CHECK(zb_book_builder_finish(b, &built, &count) == ZB_BOOK_OK, "builder finish");
    CHECK(count <= zb_book_builder_entries(b) && zb_book_builder_entries(b) <= n, "entry counts");
    for (size_t i = 0; i < count; i++) {
        CHECK(built[i].weight > 0 && built[i].learn == 0, "a kept entry weighs 0");
        CHECK(!o.uniform || built[i].weight == 1, "uniform weight");
        if (i)
            CHECK(built[i - 1].key < built[i].key ||
                      (built[i - 1].key == built[i].key && built[i - 1].weight >= built[i].weight),
                  "built book out of order");
    }
    free(built);
    zb_book_builder_free(b);
    free(e);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!positions[0])
        for (size_t i = 0; i < NFENS; i++) {
            positions[i] = zb_position_new(NULL);
            zb_position_set_fen(positions[i], fens[i], strlen(fens[i]), NULL);
        }
    if (size > 0 && data[0] == 'P')
        position_mode(data + 1, size - 1);
    else
        raw_mode(data, size);
    return 0;
}
