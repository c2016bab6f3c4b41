/* Probe legality against the slow reference: in positions of random games
 * and a few made for castling, en passant and promotions, a book holding
 * every legal move plus wrong fields (the king's two-square step, a
 * promotion where none is, every raw field of a square pair) must give for
 * each entry exactly what zb_book_move_decode gives (the full legal list),
 * with few entries and with many (the probe resolves those differently). */
#include <stdlib.h>

#include "book_test.h"

static const char *const special_fens[] = {
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",        /* both castlings */
    "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1",              /* promotions with captures, castling */
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",                        /* en passant */
    "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1",                         /* promotion beside castling */
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/4K2r w - - 0 1",                           /* in check */
};

/* Every entry of a probe checked against zb_book_move_decode; the legal ones
 * first by weight, then the others. */
static void check_probe(const zb_position *pos, const uint16_t *raws, size_t n)
{
    uint64_t key = zb_position_key(pos);
    zb_book_entry *e = malloc(n * sizeof *e);
    for (size_t i = 0; i < n; i++)
        e[i].key = key, e[i].move = raws[i], e[i].weight = (uint16_t)(1 + (i * 7919) % 50), e[i].learn = (uint32_t)(i + 1) * 0x9E3779B9u; /* every byte in play */
    for (size_t i = 1; i < n; i++) /* by weight, highest first, as books are (insertion: stable) */
        for (size_t j = i; j > 0 && e[j - 1].weight < e[j].weight; j--) {
            zb_book_entry t = e[j];
            e[j] = e[j - 1];
            e[j - 1] = t;
        }
    /* books with bad fields do not validate: opened unvalidated (no index) */
    int all_valid = 1;
    for (size_t i = 0; i < n; i++)
        all_valid &= zb_book_move_field_valid(e[i].move);
    zb_book *book = NULL;
    if (all_valid) {
        book = book_of(e, n);
    } else {
        unsigned char *bytes = malloc(n * ZB_BOOK_ENTRY_SIZE);
        CHECK_BERR(zb_book_from_bytes(bytes, book_bytes(e, n, bytes), ZB_BOOK_NO_VALIDATE, &book, NULL), ZB_BOOK_OK);
        free(bytes);
    }
    zb_book_move *got = malloc(n * sizeof *got);
    /* A position keeping other keys (Stockfish's, chess.js's) is probed with
     * its Polyglot key all the same, and finds the same entries. */
    const zb_chess_keys *others[] = { zb_chess_keys_stockfish(), zb_chess_keys_chessjs() };
    for (size_t o = 0; book && o < sizeof others / sizeof *others; o++) {
        zb_position *twin = zb_position_new(others[o]);
        char fen[ZB_FEN_MAX];
        zb_position_fen(pos, fen);
        CHECK(zb_position_set_fen(twin, fen, strlen(fen), NULL) == ZB_OK);
        CHECK_INT(zb_book_probe(book, twin, got, n), n);
        zb_position_free(twin);
    }
    if (book && CHECK_INT(zb_book_probe(book, pos, got, n), n)) {
        int seen_bad = 0;
        for (size_t i = 0; i < n; i++) {
            zb_book_entry want = e[got[i].entry];
            zb_move expected = zb_book_move_decode(pos, want.move);
            zb_book_error status = !zb_book_move_field_valid(want.move) ? ZB_BOOK_ERR_BAD_MOVE
                                   : expected == ZB_MOVE_NONE          ? ZB_BOOK_ERR_ILLEGAL_MOVE
                                                                       : ZB_BOOK_OK;
            CHECK_INT(got[i].raw, want.move);
            CHECK_INT(got[i].learn, want.learn);
            if (!CHECK_BERR(got[i].status, status) || !CHECK_INT(got[i].move, expected)) {
                char fen[ZB_FEN_MAX];
                zb_position_fen(pos, fen);
                fprintf(stderr, "  raw %04x in %s (%zu entries)\n", want.move, fen, n);
            }
            if (status != ZB_BOOK_OK)
                seen_bad = 1;
            else
                CHECK(!seen_bad); /* legal ones first */
            if (i > 0 && status == ZB_BOOK_OK)
                CHECK(got[i - 1].weight >= got[i].weight);
        }
    }
    free(got);
    zb_book_close(book);
    free(e);
}

/* The raw fields to try in pos: every legal move's, each move's square
 * pair with every promotion field, and the king's two-square steps. */
static size_t raws_of(const zb_position *pos, uint16_t *out)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t n = zb_position_legal_moves(pos, moves), k = 0;
    for (size_t i = 0; i < n; i++) {
        uint16_t raw = zb_book_move_encode(pos, moves[i]);
        for (uint16_t p = 0; p <= 4; p++)
            out[k++] = (uint16_t)((raw & 0x0fff) | p << 12);
    }
    out[k++] = 4 << 6 | 6;   /* e1g1 */
    out[k++] = 4 << 6 | 2;   /* e1c1 */
    out[k++] = 60 << 6 | 62; /* e8g8 */
    out[k++] = 12 << 6 | 20; /* e2e3 */
    out[k++] = 0;            /* a1a1: bad */
    return k;
}

static void check_position(const zb_position *pos)
{
    uint16_t raws[ZB_MAX_MOVES * 5 + 8], valid[ZB_MAX_MOVES * 5 + 8];
    size_t n = raws_of(pos, raws), nvalid = 0;
    for (size_t i = 0; i < n; i++)
        if (zb_book_move_field_valid(raws[i]))
            valid[nvalid++] = raws[i];
    check_probe(pos, raws, n);        /* many entries, bad fields among them */
    check_probe(pos, valid, nvalid); /* many, in a validated book (its index) */
    for (size_t i = 0; i + 3 <= n; i += 3)
        check_probe(pos, raws + i, 3); /* few: resolved one at a time */
}

void test_probe(void)
{
    zb_position *pos = zb_position_new(NULL);
    for (size_t i = 0; i < sizeof special_fens / sizeof *special_fens; i++) {
        CHECK(zb_position_set_fen(pos, special_fens[i], strlen(special_fens[i]), NULL) == ZB_OK);
        check_position(pos);
    }
    uint64_t rng = 8;
    for (int game = 0; game < 6; game++) {
        zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
        for (int ply = 0; ply < 80; ply++) {
            zb_move moves[ZB_MAX_MOVES];
            size_t n = zb_position_legal_moves(pos, moves);
            if (n == 0)
                break;
            if (ply % 4 == 0)
                check_position(pos);
            zb_position_make(pos, moves[zb_splitmix64_next(&rng) % n]);
        }
    }
    zb_position_free(pos);
}
