/* Books: the format, lookups, malformed books, building as polyglot
 * make-book and merging as polyglot merge-book (expected bytes taken from
 * Debian's polyglot 2.0.4), and the lookup speed. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "book_test.h"
#include "zobrist_pgn.h"

#define START_KEY UINT64_C(0x463b96181691fc9c)
#define E2E4 0x031c
#define D2D4 0x02db
#define C2C4 0x029a
#define G1F3 0x0195

static int cmp(const void *a, const void *b)
{
    uint64_t x = ((const zb_book_entry *)a)->key, y = ((const zb_book_entry *)b)->key;
    return x < y ? -1 : x > y;
}

static zb_position *at(const char *fen)
{
    zb_position *pos = zb_position_new(NULL);
    CHECK(zb_position_set_fen(pos, fen, strlen(fen), NULL) == ZB_OK);
    return pos;
}

/* ------------------------------------------------------------------ format */

void test_format(void)
{
    /* error names: stable, distinct, every code has a message */
    CHECK_STR(zb_book_error_name(ZB_BOOK_ERR_TRUNCATED), "TRUNCATED");
    CHECK_STR(zb_book_error_name(ZB_BOOK_ERR_UNSORTED), "UNSORTED");
    CHECK_STR(zb_book_error_name(ZB_BOOK_ERR_BAD_MOVE), "BAD_MOVE");
    CHECK_STR(zb_book_error_name(ZB_BOOK_ERR_ILLEGAL_MOVE), "ILLEGAL_MOVE");
    CHECK_STR(zb_book_error_name(ZB_BOOK_ERR_COUNT_), "UNKNOWN");
    for (int a = 0; a < ZB_BOOK_ERR_COUNT_; a++) {
        CHECK(zb_book_error_message((zb_book_error)a) && *zb_book_error_message((zb_book_error)a));
        for (int b = a + 1; b < ZB_BOOK_ERR_COUNT_; b++)
            CHECK(strcmp(zb_book_error_name((zb_book_error)a), zb_book_error_name((zb_book_error)b)) != 0);
    }

    /* entries: big-endian, round trip */
    zb_book_entry e = {UINT64_C(0x0123456789abcdef), 0x1f2e, 0xfedc, 0x89abcdefu}, back;
    unsigned char b[16];
    zb_book_entry_encode(&e, b);
    CHECK_INT(b[0], 0x01);
    CHECK_INT(b[7], 0xef);
    CHECK_INT(b[8], 0x1f);
    CHECK_INT(b[11], 0xdc);
    CHECK_INT(b[12], 0x89);
    CHECK_INT(b[15], 0xef);
    back = zb_book_entry_decode(b);
    CHECK_U64(back.key, e.key);
    CHECK_INT(back.move, e.move);
    CHECK_INT(back.weight, e.weight);
    CHECK_INT(back.learn, e.learn);

    /* move fields */
    CHECK(zb_book_move_field_valid(E2E4));
    CHECK(zb_book_move_field_valid(0x0107));               /* e1h1 */
    CHECK(zb_book_move_field_valid(4 << 12 | 52 << 6 | 60)); /* e7e8q */
    CHECK(zb_book_move_field_valid(1 << 12 | 9 << 6 | 0));   /* b2a1n */
    CHECK(!zb_book_move_field_valid(0));                    /* a1a1 */
    CHECK(!zb_book_move_field_valid(0x8000 | E2E4));
    CHECK(!zb_book_move_field_valid(5 << 12 | 52 << 6 | 60));
    CHECK(!zb_book_move_field_valid(4 << 12 | 12 << 6 | 28)); /* e2e4q */
    CHECK(!zb_book_move_field_valid(4 << 12 | 52 << 6 | 62)); /* e7g8q */

    /* castling is king takes rook; promotions carry the piece */
    zb_position *pos = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    zb_move m;
    CHECK(zb_parse_move(pos, "O-O", 3, &m) == ZB_OK);
    CHECK_INT(zb_book_move_encode(pos, m), 0x0107);
    CHECK(zb_book_move_decode(pos, 0x0107) == m);
    CHECK_INT(zb_move_to(zb_book_move_decode(pos, 0x0107)), 6); /* g1 */
    CHECK(zb_parse_move(pos, "O-O-O", 5, &m) == ZB_OK);
    CHECK_INT(zb_book_move_encode(pos, m), 0x0100);
    CHECK(zb_book_move_decode(pos, 0x0106) == ZB_MOVE_NONE); /* e1g1: not how books store it */
    char text[ZB_UCI_MAX];
    zb_book_raw_to_text(0x0107, text);
    CHECK_STR(text, "e1h1");
    zb_position_free(pos);
    pos = at("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for (unsigned p = 1; p <= 4; p++) {
        uint16_t raw = (uint16_t)(p << 12 | 49 << 6 | 57);
        m = zb_book_move_decode(pos, raw);
        CHECK(m != ZB_MOVE_NONE && zb_move_kind(m) == ZB_MOVE_PROMOTION);
        CHECK_INT(zb_move_promotion_type(m), ZB_KNIGHT + (int)p - 1);
        CHECK_INT(zb_book_move_encode(pos, m), raw);
    }
    zb_book_raw_to_text(4 << 12 | 49 << 6 | 57, text);
    CHECK_STR(text, "b7b8q");
    zb_position_free(pos);
}

/* -------------------------------------------------------------------- read */

static const zb_book_entry start_book[] = {
    {START_KEY - 1, G1F3, 1, 0},  {START_KEY, D2D4, 1, 7}, {START_KEY, E2E4, 6, 1},
    {START_KEY, 0x0e6a, 9, 0},    /* c7... from black's rank: illegal at the start */
    {START_KEY, C2C4, 3, 2},      {START_KEY, G1F3, 0, 0}, {START_KEY + 1, E2E4, 1, 0},
};

void test_read(void)
{
    zb_book *book = book_of(start_book, 7);
    if (!book)
        return;
    CHECK_INT(zb_book_size(book), 7);
    size_t first;
    CHECK_INT(zb_book_find_key(book, START_KEY, &first), 5);
    CHECK_INT(first, 1);
    CHECK_INT(zb_book_find_key(book, 42, &first), 0);
    CHECK_INT(zb_book_find_key(book, UINT64_MAX, &first), 0);
    CHECK_INT(first, 7);
    CHECK_U64(zb_book_entry_at(book, 6).key, START_KEY + 1);
    CHECK_U64(zb_book_entry_at(book, 99).key, 0);

    zb_position *pos = zb_position_new(NULL);
    zb_book_move moves[8];
    CHECK_INT(zb_book_probe(book, pos, moves, 8), 5);
    /* legal by weight (ties in book order), then the illegal one */
    CHECK_INT(moves[0].raw, E2E4);
    CHECK_INT(moves[0].weight, 6);
    CHECK_INT(moves[0].learn, 1);
    CHECK_INT(moves[1].raw, C2C4);
    CHECK_INT(moves[2].raw, D2D4);
    CHECK_INT(moves[2].learn, 7);
    CHECK_INT(moves[3].raw, G1F3);
    CHECK_INT(moves[3].weight, 0);
    CHECK_INT(moves[4].raw, 0x0e6a);
    CHECK_BERR(moves[4].status, ZB_BOOK_ERR_ILLEGAL_MOVE);
    CHECK(moves[4].move == ZB_MOVE_NONE);
    CHECK_INT(moves[4].entry, 3);
    char uci[ZB_UCI_MAX];
    zb_move_to_uci(moves[0].move, uci);
    CHECK_STR(uci, "e2e4");
    zb_book_move two[2];
    CHECK_INT(zb_book_probe(book, pos, two, 2), 5); /* cap: the best two, the count all the same */
    CHECK_INT(two[0].raw, E2E4);
    CHECK_INT(two[1].raw, C2C4);
    CHECK_INT(zb_book_probe(book, pos, NULL, 0), 5);

    zb_book_move best;
    CHECK_BERR(zb_book_best(book, pos, &best), ZB_BOOK_OK);
    CHECK_INT(best.raw, E2E4);

    /* pick: reproducible for a seed, proportional to weight, never illegal or weight 0 */
    int counts[3] = {0, 0, 0};
    for (uint64_t seed = 0; seed < 10000; seed++) {
        zb_book_pick_options o = {seed};
        zb_book_move a, b;
        CHECK_BERR(zb_book_pick(book, pos, &o, &a), ZB_BOOK_OK);
        zb_book_pick(book, pos, &o, &b);
        if (a.raw != b.raw)
            CHECK(a.raw == b.raw);
        counts[a.raw == E2E4 ? 0 : a.raw == C2C4 ? 1 : a.raw == D2D4 ? 2 : (CHECK(0), 0)]++;
    }
    /* 6 : 3 : 1 of 10000, within 4 sigma */
    CHECK(counts[0] > 5800 && counts[0] < 6200);
    CHECK(counts[1] > 2800 && counts[1] < 3200);
    CHECK(counts[2] > 880 && counts[2] < 1120);

    /* not in the book; all weights 0; only illegal moves */
    zb_position *other = at("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    zb_book_move out;
    CHECK_BERR(zb_book_pick(book, other, NULL, &out), ZB_BOOK_ERR_NOT_FOUND);
    CHECK_BERR(zb_book_best(book, other, &out), ZB_BOOK_ERR_NOT_FOUND);
    CHECK_INT(zb_book_probe(book, other, moves, 8), 0);
    zb_position_free(other);
    zb_book_close(book);

    zb_book_entry zero[] = {{START_KEY, E2E4, 0, 0}, {START_KEY, D2D4, 0, 0}};
    book = book_of(zero, 2);
    CHECK_BERR(zb_book_pick(book, pos, NULL, &out), ZB_BOOK_ERR_NO_WEIGHT);
    CHECK_BERR(zb_book_best(book, pos, &out), ZB_BOOK_OK); /* best: a legal move, weight 0 or not */
    zb_book_close(book);
    zb_book_entry illegal[] = {{START_KEY, 0x0e6a, 5, 0}, {START_KEY, 0x0107, 5, 0}};
    book = book_of(illegal, 2);
    CHECK_BERR(zb_book_pick(book, pos, NULL, &out), ZB_BOOK_ERR_NOT_FOUND);
    CHECK_BERR(zb_book_best(book, pos, &out), ZB_BOOK_ERR_NOT_FOUND);
    zb_book_close(book);

    /* castling stored as king takes rook comes back as the king's move; promotions */
    zb_position *castle = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    zb_position *promo = at("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    zb_book_entry special[] = {{zb_position_key(castle), 0x0107, 2, 0}, {zb_position_key(castle), 0x0100, 1, 0},
                               {zb_position_key(castle), 0x0106, 9, 0}, /* e1g1: illegal as a book move */
                               {zb_position_key(promo), 3 << 12 | 49 << 6 | 57, 1, 0},
                               {zb_position_key(promo), 49 << 6 | 57, 5, 0}}; /* no piece: illegal */
    qsort(special, 5, sizeof *special, cmp);
    book = book_of(special, 5);
    CHECK_INT(zb_book_probe(book, castle, moves, 8), 3);
    CHECK_INT(zb_move_kind(moves[0].move), ZB_MOVE_CASTLING);
    CHECK_INT(zb_move_to(moves[0].move), 6);  /* g1 */
    CHECK_INT(zb_move_to(moves[1].move), 2);  /* c1 */
    CHECK_BERR(moves[2].status, ZB_BOOK_ERR_ILLEGAL_MOVE);
    CHECK_INT(zb_book_probe(book, promo, moves, 8), 2);
    CHECK_INT(zb_move_promotion_type(moves[0].move), ZB_ROOK);
    CHECK_BERR(moves[1].status, ZB_BOOK_ERR_ILLEGAL_MOVE);
    zb_book_close(book);
    zb_position_free(castle);
    zb_position_free(promo);

    /* an empty book; a "@PG@" header (key 0 records) before the entries */
    book = NULL;
    CHECK_BERR(zb_book_from_bytes(NULL, 0, ZB_BOOK_VALIDATE, &book, NULL), ZB_BOOK_OK);
    CHECK_INT(zb_book_size(book), 0);
    CHECK_BERR(zb_book_pick(book, pos, NULL, &out), ZB_BOOK_ERR_NOT_FOUND);
    zb_book_close(book);
    unsigned char header[48] = {0, 0, 0, 0, 0, 0, 0, 0, '@', 'P', 'G', '@', '\n', '1', '.', '0'};
    zb_book_entry after = {START_KEY, E2E4, 1, 0};
    zb_book_entry_encode(&after, header + 32);
    CHECK_BERR(zb_book_from_bytes(header, 48, ZB_BOOK_VALIDATE, &book, NULL), ZB_BOOK_OK);
    CHECK_BERR(zb_book_best(book, pos, &out), ZB_BOOK_OK);
    CHECK_INT(out.raw, E2E4);
    zb_book_close(book);

    /* a file: memory-mapped, the same answers */
    char path[] = "/tmp/zobrist-book-test-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0) {
        close(fd);
        CHECK_BERR(zb_book_write_file(path, start_book, 7), ZB_BOOK_OK);
        CHECK_BERR(zb_book_open(path, ZB_BOOK_VALIDATE, &book, NULL), ZB_BOOK_OK);
        CHECK_INT(zb_book_size(book), 7);
        CHECK_BERR(zb_book_best(book, pos, &out), ZB_BOOK_OK);
        CHECK_INT(out.raw, E2E4);
        zb_book_close(book);
        remove(path);
    }
    zb_position_free(pos);
}

/* --------------------------------------------------------------- malformed */

typedef struct bad_book {
    const char *what;
    size_t size;
    zb_book_entry entries[3];
    zb_book_error error;
    size_t entry;
} bad_book;

void test_malformed(void)
{
    static const bad_book cases[] = {
        {"1 byte", 1, {{0}}, ZB_BOOK_ERR_TRUNCATED, 0},
        {"15 bytes", 15, {{0}}, ZB_BOOK_ERR_TRUNCATED, 0},
        {"17 bytes", 17, {{START_KEY, E2E4, 1, 0}}, ZB_BOOK_ERR_TRUNCATED, 1},
        {"47 bytes", 47, {{1, E2E4, 1, 0}, {2, E2E4, 1, 0}}, ZB_BOOK_ERR_TRUNCATED, 2},
        {"keys down", 32, {{2, E2E4, 1, 0}, {1, E2E4, 1, 0}}, ZB_BOOK_ERR_UNSORTED, 1},
        {"keys down at the end", 48, {{1, E2E4, 1, 0}, {5, E2E4, 1, 0}, {4, E2E4, 1, 0}}, ZB_BOOK_ERR_UNSORTED, 2},
        {"max then small", 32, {{UINT64_MAX, E2E4, 1, 0}, {7, E2E4, 1, 0}}, ZB_BOOK_ERR_UNSORTED, 1},
        {"key 0 after a key", 32, {{3, E2E4, 1, 0}, {0, E2E4, 1, 0}}, ZB_BOOK_ERR_UNSORTED, 1},
        {"a1a1", 16, {{1, 0, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"from = to", 32, {{1, E2E4, 1, 0}, {2, 12 << 6 | 12, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 1},
        {"bit 15", 16, {{1, 0x8000 | E2E4, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"promotion 5", 16, {{1, 5 << 12 | 52 << 6 | 60, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"promotion 7", 16, {{1, 7 << 12 | 52 << 6 | 60, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"promotion mid-board", 16, {{1, 4 << 12 | 12 << 6 | 20, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"promotion two files", 16, {{1, 4 << 12 | 52 << 6 | 62, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"promotion backwards", 16, {{1, 4 << 12 | 60 << 6 | 52, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
        {"unsorted before bad move", 32, {{2, 0, 1, 0}, {1, 0, 1, 0}}, ZB_BOOK_ERR_BAD_MOVE, 0},
    };
    size_t n = sizeof cases / sizeof *cases;
    for (size_t i = 0; i < n; i++) {
        unsigned char bytes[64];
        memset(bytes, 0xa5, sizeof bytes);
        book_bytes(cases[i].entries, 3, bytes);
        zb_book *book = (zb_book *)1;
        zb_book_problem problem;
        zb_book_error err = zb_book_from_bytes(bytes, cases[i].size, ZB_BOOK_VALIDATE, &book, &problem);
        if (!CHECK_BERR(err, cases[i].error))
            fprintf(stderr, "    case: %s\n", cases[i].what);
        CHECK(book == NULL);
        CHECK_BERR(problem.error, cases[i].error);
        if (problem.entry != cases[i].entry)
            fprintf(stderr, "    case: %s\n", cases[i].what);
        CHECK_INT(problem.entry, cases[i].entry);
        /* unvalidated: opens unless truncated, and lookups never crash */
        err = zb_book_from_bytes(bytes, cases[i].size, ZB_BOOK_NO_VALIDATE, &book, NULL);
        CHECK_BERR(err, cases[i].error == ZB_BOOK_ERR_TRUNCATED ? ZB_BOOK_ERR_TRUNCATED : ZB_BOOK_OK);
        if (!err) {
            zb_position *pos = zb_position_new(NULL);
            zb_book_move moves[4], out;
            for (size_t e = 0; e < zb_book_size(book); e++) {
                size_t first;
                zb_book_find_key(book, zb_book_entry_at(book, e).key, &first);
            }
            zb_book_probe(book, pos, moves, 4);
            zb_book_pick(book, pos, NULL, &out);
            CHECK_BERR(zb_book_validate(book, NULL), cases[i].error);
            zb_position_free(pos);
            zb_book_close(book);
        }
    }
    /* bad move fields found by a lookup are reported, never played */
    unsigned char bytes[32];
    zb_book_entry bad[] = {{START_KEY, 0x8000 | E2E4, 50, 0}, {START_KEY, D2D4, 1, 0}};
    book_bytes(bad, 2, bytes);
    zb_book *book;
    CHECK_BERR(zb_book_from_bytes(bytes, 32, ZB_BOOK_NO_VALIDATE, &book, NULL), ZB_BOOK_OK);
    zb_position *pos = zb_position_new(NULL);
    zb_book_move moves[2], out;
    CHECK_INT(zb_book_probe(book, pos, moves, 2), 2);
    CHECK_INT(moves[0].raw, D2D4);
    CHECK_BERR(moves[1].status, ZB_BOOK_ERR_BAD_MOVE);
    CHECK_BERR(zb_book_pick(book, pos, NULL, &out), ZB_BOOK_OK);
    CHECK_INT(out.raw, D2D4);
    zb_position_free(pos);
    zb_book_close(book);

    /* files and arguments */
    book = (zb_book *)1;
    CHECK_BERR(zb_book_open("/nonexistent/book.bin", 0, &book, NULL), ZB_BOOK_ERR_OPEN);
    CHECK(book == NULL);
    CHECK_BERR(zb_book_open("/tmp", 0, &book, NULL), ZB_BOOK_ERR_OPEN);
    CHECK_BERR(zb_book_open(NULL, 0, &book, NULL), ZB_BOOK_ERR_ARGUMENT);
    CHECK_BERR(zb_book_open("/tmp", 0, NULL, NULL), ZB_BOOK_ERR_ARGUMENT);
    CHECK_BERR(zb_book_from_bytes(NULL, 16, 0, &book, NULL), ZB_BOOK_ERR_ARGUMENT);
    CHECK_BERR(zb_book_write_file("/nonexistent/dir/out.bin", bad, 2), ZB_BOOK_ERR_OPEN);
    CHECK_BERR(zb_book_pick(NULL, NULL, NULL, &out), ZB_BOOK_ERR_ARGUMENT);
    CHECK_BERR(zb_book_validate(NULL, NULL), ZB_BOOK_ERR_ARGUMENT);
    CHECK_BERR(zb_book_merge(NULL, NULL, NULL, NULL), ZB_BOOK_ERR_ARGUMENT);
    CHECK_INT(zb_book_size(NULL), 0);
    zb_book_close(NULL);
}

/* ------------------------------------------------------------------- build */

/* polyglot make-book -min-game 1 on these games gave these bytes. */
static const char *const games[] = {
    "1. d4 Nf6", "1. e4 Nc6", "1. Nf3 Nf6", "1. c4 e5", "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O 5. Re1",
};
static const int results[] = {0, 0, 0, 1, 1}; /* the 4th: Result tag 1-0, movetext 0-1 */
static const zb_book_entry polyglot_book[] = {
    {UINT64_C(0x0844931a6ef4b9a0), 0x0195, 2, 0}, {UINT64_C(0x32bd2de9e03397d5), 0x0144, 2, 0},
    {START_KEY, E2E4, 3, 0},                      {START_KEY, C2C4, 2, 0},
    {START_KEY, D2D4, 1, 0},                      {START_KEY, G1F3, 1, 0},
    {UINT64_C(0x4660bb6a4999a52e), 0x0107, 2, 0}, {UINT64_C(0x823c9b50fd114196), 0x0e6a, 1, 0},
    {UINT64_C(0x830eb9b20758d1de), 0x0fad, 1, 0}, {UINT64_C(0x88ce4b19abe8990b), 0x015a, 2, 0},
    {UINT64_C(0x9d5f7aee7e779da1), 0x0fad, 1, 0},
};

static size_t build(const zb_book_build_options *o, zb_book_entry **out)
{
    zb_book_builder *b = zb_book_builder_new(o);
    build_games(b, games, results, 5);
    size_t n = 0;
    CHECK_BERR(zb_book_builder_finish(b, out, &n), ZB_BOOK_OK);
    CHECK_BERR(zb_book_builder_add(b, 1, E2E4, ZB_WHITE), ZB_BOOK_ERR_ARGUMENT); /* finished */
    zb_book_builder_free(b);
    return n;
}

void test_build(void)
{
    zb_book_build_options o;
    zb_book_build_options_default(&o);
    CHECK_INT(o.max_ply, 1024);
    CHECK_INT(o.min_game, 3);
    o.min_game = 1;
    zb_book_entry *e;
    size_t n = build(&o, &e);
    CHECK_INT(n, 11);
    for (size_t i = 0; i < n && i < 11; i++) {
        CHECK_U64(e[i].key, polyglot_book[i].key);
        CHECK_INT(e[i].move, polyglot_book[i].move);
        CHECK_INT(e[i].weight, polyglot_book[i].weight);
        CHECK_INT(e[i].learn, 0);
    }
    free(e);

    /* the filters */
    n = build(NULL, &e); /* min_game 3: only the start position's e4 twice... dropped too */
    CHECK_INT(n, 0);
    free(e);
    o.min_game = 2;
    n = build(&o, &e);
    CHECK_INT(n, 1); /* e4: played twice, 1 + 2 */
    if (n)
        CHECK_INT(e[0].weight, 3);
    free(e);
    o.min_game = 1;
    o.uniform = 1;
    n = build(&o, &e);
    CHECK_INT(n, 11);
    for (size_t i = 0; i < n; i++)
        CHECK_INT(e[i].weight, 1);
    if (n == 11) /* ties in the order first played: d4, e4, Nf3, c4 */
        CHECK_INT(e[2].move, D2D4), CHECK_INT(e[3].move, E2E4), CHECK_INT(e[4].move, G1F3),
            CHECK_INT(e[5].move, C2C4);
    free(e);
    o.uniform = 0;
    o.only_white = 1;
    n = build(&o, &e);
    CHECK_INT(n, 8);
    free(e);
    o.only_white = 0;
    o.only_black = 1;
    n = build(&o, &e);
    CHECK_INT(n, 3);
    free(e);
    o.only_black = 0;
    o.max_ply = 1;
    n = build(&o, &e);
    CHECK_INT(n, 4); /* the start position's moves */
    free(e);
    o.max_ply = 1024;
    o.min_score = 60; /* drawn moves score 50% */
    n = build(&o, &e);
    CHECK_INT(n, 6);
    free(e);

    /* 16384 games of one move halve the position's counts, rounding up */
    zb_book_builder *b = zb_book_builder_new(NULL);
    for (int g = 0; g < 16384; g++) {
        zb_book_builder_start_game(b, g % 2 ? ZB_BOOK_RESULT_WHITE : ZB_BOOK_RESULT_DRAW);
        zb_book_builder_add(b, START_KEY, g < 3 ? D2D4 : E2E4, ZB_WHITE);
    }
    /* d4: 3 games, 1+2+1 = 4 -> 2 games, 2; e4: 16381 games then halved at 16384? no: 16381 */
    for (int g = 0; g < 3; g++) {
        zb_book_builder_start_game(b, ZB_BOOK_RESULT_DRAW);
        zb_book_builder_add(b, START_KEY, E2E4, ZB_WHITE); /* e4 reaches 16384: halve */
    }
    CHECK_BERR(zb_book_builder_finish(b, &e, &n), ZB_BOOK_OK);
    CHECK_INT(n, 1); /* d4 halved to 2 games: under min_game 3 */
    if (n)
        CHECK_INT(e[0].weight, (16384 + 8192 - 1 + 1) / 2); /* e4's score halved */
    free(e);
    zb_book_builder_free(b);
    CHECK_INT(zb_book_result_from_text("1-0", 3), 1);
    CHECK_INT(zb_book_result_from_text("0-1", 3), -1);
    CHECK_INT(zb_book_result_from_text("*", 1), 0);

    /* A game's result is its last Result tag, as polyglot reads tags (each
     * overwrites the last): c5 wins for Black, d4 is a draw. */
    static const char dup[] = "[Event \"a\"]\n[Result \"1-0\"]\n[Result \"0-1\"]\n\n1. e4 c5 *\n\n"
                              "[Event \"b\"]\n[Result \"0-1\"]\n[Site \"?\"]\n[Result \"1/2-1/2\"]\n\n1. d4 *\n";
    static const zb_book_entry dup_book[] = {/* polyglot make-book -min-game 1 */
                                             {START_KEY, D2D4, 1, 0},
                                             {UINT64_C(0x823c9b50fd114196), 0x0ca2, 2, 0}};
    o.min_game = 1;
    o.min_score = 0;
    b = zb_book_builder_new(&o);
    zb_pgn_reader *r = zb_pgn_new_memory(dup, sizeof dup - 1, NULL);
    zb_pgn_game g;
    while (zb_pgn_next(r, &g) == 1)
        CHECK_BERR(zb_book_builder_add_game(b, &g, o.max_ply, NULL), ZB_BOOK_OK);
    zb_pgn_free(r);
    CHECK_BERR(zb_book_builder_finish(b, &e, &n), ZB_BOOK_OK);
    CHECK_INT(n, 2);
    for (size_t i = 0; i < n && i < 2; i++) {
        CHECK_U64(e[i].key, dup_book[i].key);
        CHECK_INT(e[i].move, dup_book[i].move);
        CHECK_INT(e[i].weight, dup_book[i].weight);
    }
    free(e);
    zb_book_builder_free(b);

    /* A move error past max_ply is none, as polyglot reads no move there:
     * an illegal move or a null move in check, read by a reader that plays
     * on (the JS glue's) */
    static const char *const late[] = {"1. e4 e5 2. Qh5 Nc6 3. Qxf7+ Ke9 *\n", "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *\n"};
    for (int i = 0; i < 2; i++) {
        b = zb_book_builder_new(&o);
        r = zb_pgn_new_memory(late[i], strlen(late[i]), NULL);
        CHECK_INT(zb_pgn_next(r, &g), 1);
        CHECK_INT(g.error.code, i ? ZB_PGN_ERR_NULL_MOVE_IN_CHECK : ZB_PGN_ERR_ILLEGAL_MOVE);
        CHECK_BERR(zb_book_builder_add_game(b, &g, 4, NULL), ZB_BOOK_OK);
        CHECK_BERR(zb_book_builder_add_game(b, &g, 6, NULL), ZB_BOOK_ERR_GAME);
        zb_pgn_free(r);
        zb_book_builder_free(b);
    }
}

/* ------------------------------------------------------------------- merge */

static void check_merge(const zb_book_entry *a, size_t na, const zb_book_entry *b, size_t nb,
                        const zb_book_entry *want, size_t nwant)
{
    zb_book *x = book_of(a, na), *y = book_of(b, nb);
    if (!x || !y) {
        zb_book_close(x);
        zb_book_close(y);
        return;
    }
    zb_book_entry *out;
    size_t n;
    CHECK_BERR(zb_book_merge(x, y, &out, &n), ZB_BOOK_OK);
    CHECK_INT(n, nwant);
    for (size_t i = 0; i < n && i < nwant; i++) {
        CHECK_U64(out[i].key, want[i].key);
        CHECK_INT(out[i].move, want[i].move);
        CHECK_INT(out[i].weight, want[i].weight);
        CHECK_INT(out[i].learn, want[i].learn);
    }
    free(out);
    zb_book_close(x);
    zb_book_close(y);
}

#define M(key, move, weight, learn) {key, move, weight, learn}
void test_merge(void)
{
    /* same move: weights added modulo 2^16, the first book's learn; the
     * second's other moves after the first's */
    static const zb_book_entry a1[] = {M(16, E2E4, 60000, 5), M(16, D2D4, 3, 7), M(32, 0x42, 1, 0)};
    static const zb_book_entry a2[] = {M(5, 0x42, 1, 1), M(16, E2E4, 60000, 9), M(16, C2C4, 4, 0), M(16, D2D4, 2, 1)};
    static const zb_book_entry aw[] = {M(5, 0x42, 1, 1), M(16, E2E4, 54464, 5), M(16, D2D4, 5, 7), M(16, C2C4, 4, 0),
                                       M(32, 0x42, 1, 0)};
    check_merge(a1, 3, a2, 4, aw, 5);
    /* duplicates: the second book's go to the first equal move; its own unmatched stay apart */
    static const zb_book_entry b1[] = {M(16, 0x0a, 1, 1), M(16, 0x0a, 2, 2), M(16, 0x0c, 16, 3), M(48, 0x42, 1, 0)};
    static const zb_book_entry b2[] = {M(16, 0x0a, 4, 4), M(16, 0x0b, 32, 5), M(16, 0x0a, 8, 6), M(16, 0x0c, 64, 0),
                                       M(16, 0x0b, 1, 0), M(32, 0x42, 1, 1)};
    static const zb_book_entry bw[] = {M(16, 0x0a, 13, 1), M(16, 0x0a, 2, 2), M(16, 0x0c, 80, 3), M(16, 0x0b, 32, 5),
                                       M(16, 0x0b, 1, 0),  M(32, 0x42, 1, 1), M(48, 0x42, 1, 0)};
    check_merge(b1, 4, b2, 6, bw, 7);
    /* with an empty book: the other one */
    check_merge(a1, 3, a1, 0, a1, 3);
    check_merge(a1, 0, a1, 3, a1, 3);
}

/* ------------------------------------------------------------------- speed */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

void test_speed(void)
{
    /* a book of 1M entries from made-up keys; lookups of random keys present */
    size_t n = 1 << 20;
    zb_book_entry *e = malloc(n * sizeof *e);
    uint64_t state = 1;
    for (size_t i = 0; i < n; i++)
        e[i].key = zb_splitmix64_next(&state), e[i].move = E2E4, e[i].weight = 1, e[i].learn = 0;
    qsort(e, n, sizeof *e, cmp);
    zb_book *book = book_of(e, n);
    volatile size_t sink = 0;
    size_t rounds = 2000000;
    double t0 = now();
    for (size_t i = 0; i < rounds; i++) {
        size_t first;
        sink += zb_book_find_key(book, e[(i * 2654435761u) & (n - 1)].key, &first);
    }
    double per_key = (now() - t0) / (double)rounds * 1e9;
    /* a real position: probe (with legality) the start position in a book */
    zb_book_close(book);
    book = book_of(start_book, 7);
    zb_position *pos = zb_position_new(NULL);
    zb_book_move moves[8];
    t0 = now();
    for (size_t i = 0; i < rounds / 10; i++)
        sink += zb_book_probe(book, pos, moves, 8);
    double per_probe = (now() - t0) / (double)(rounds / 10) * 1e9;
    printf("book lookup: %.0f ns a key in a 1M-entry book, %.0f ns a probe with legality (start position)\n",
           per_key, per_probe);
    CHECK(sink > 0);
    zb_position_free(pos);
    zb_book_close(book);
    free(e);
}

