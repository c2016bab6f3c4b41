/* FENs with 1 to 3 characters of the placement replaced, inserted or
 * deleted (SplitMix64-driven, so the same every run), each read by a
 * zb_position_set_fen and held to the plain reading
 * (fen_placement_reference.h): the same board and a key equal to one made
 * from scratch when it accepts, the same fault at the same offset when it
 * refuses. tests/c/chess/test_fen.c runs it on the library's reading;
 * tests/c/fen_portable on the portable one. */
#ifndef ZB_TEST_FEN_MUTATIONS_H
#define ZB_TEST_FEN_MUTATIONS_H

#include <stdlib.h>

#include "fen_placement_reference.h"
#include "test.h"

typedef zb_error (*fen_setter)(zb_position *pos, const char *fen, size_t len, size_t *error_offset);

/* fen[0, len) read by set_fen from a buffer of exactly that size (so that
 * the sanitizers see a read past it), and held to the plain reading: a
 * disagreement is counted and the first five printed. Returns the error. */
static zb_error fen_read_as_reference(fen_setter set_fen, zb_position *pos, const char *fen, size_t len,
                                      long *disagreements)
{
    char *copy = malloc(len ? len : 1);
    memcpy(copy, fen, len);
    size_t offset = (size_t)-1;
    zb_error err = set_fen(pos, copy, len, &offset);
    int agrees = reference_agrees(copy, len, err, offset, pos) &&
                 (err != ZB_OK || zb_position_key(pos) == zb_position_compute_key(pos));
    if (!agrees && (*disagreements)++ < 5)
        fprintf(stderr, "placement reading: \"%.*s\": %s at %zu\n", (int)len, fen, zb_error_name(err), offset);
    free(copy);
    return err;
}

static void fen_mutations_test(fen_setter set_fen)
{
    static const char *fens[] = {
        ZB_START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "QQQQQQQQ/Q7/8/8/8/8/8/K6k b - - 0 1",
        "k7/8/8/8/8/8/8/7K w - - 0 1",
        "pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp w - - 0 1", /* 71 characters */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", /* the placement alone: it ends the text */
    };
    /* With the bytes around the ends of a placement: whitespace, '!' (the
     * first byte after ' '), NUL, other control bytes, bytes past ASCII. */
    static const char alphabet[] = "pPnNbBrRqQkK0123456789/ x\t\r\n!\001\177\200\377";
    uint64_t state = 20261122;
    long accepted = 0, placement_errors = 0, disagreements = 0;
    zb_position *pos = zb_position_new(NULL);
    for (size_t f = 0; f < sizeof fens / sizeof *fens; f++) {
        size_t placement = strcspn(fens[f], " ");
        for (int round = 0; round < 3000; round++) {
            char fen[256];
            size_t len = strlen(fens[f]), end = placement;
            memcpy(fen, fens[f], len);
            int edits = 1 + (int)(zb_splitmix64_next(&state) % 3);
            for (int k = 0; k < edits; k++) {
                size_t at = (size_t)(zb_splitmix64_next(&state) % (end + 1));
                uint64_t pick = zb_splitmix64_next(&state) % (sizeof alphabet); /* the last: a NUL */
                char c = alphabet[pick];
                switch (zb_splitmix64_next(&state) % 3) {
                case 0: /* replace */
                    if (at < end)
                        fen[at] = c;
                    break;
                case 1: /* insert */
                    memmove(fen + at + 1, fen + at, len - at), fen[at] = c, len++, end++;
                    break;
                default: /* delete */
                    if (at < end)
                        memmove(fen + at, fen + at + 1, len - at - 1), len--, end--;
                }
            }
            zb_error err = fen_read_as_reference(set_fen, pos, fen, len, &disagreements);
            accepted += err == ZB_OK;
            placement_errors += reference_is_placement_error(err);
        }
    }
    zb_position_free(pos);
    CHECK(disagreements == 0);
    CHECK(accepted > 200 && placement_errors > 5000); /* both ways exercised */
}

/* A placement made rank by rank: most ranks 8 squares long, the others 0
 * to 17 (so that long ranks and short or empty ones can make up 64 squares
 * together), now and then with a '/' more or fewer, two digits in a row, a
 * '0' or '9'; up to ~80 characters, so that every place a 16-byte block can
 * end is tried. Then the other fields, or none (the placement ends the
 * text), or a byte that is not whitespace. Returns the length. */
static size_t fen_ranks_random(uint64_t *state, char *out)
{
    static const char pieces[] = "pPnNbBrRqQkK";
    static const char *ends[] = {" w - - 0 1", " b - - 0 1", " w - - 0 1", "\tb KQkq - 0 1", "", " w", "x w - - 0 1", "\001", "\001w - - 0 1", "\200b - - 0 1", "! w - - 0 1"};
    size_t n = 0;
    int ranks = zb_splitmix64_next(state) % 10 ? 8 : 6 + (int)(zb_splitmix64_next(state) % 5);
    for (int rank = 0; rank < ranks; rank++) {
        if (rank > 0 || zb_splitmix64_next(state) % 50 == 0)
            out[n++] = '/';
        if (zb_splitmix64_next(state) % 60 == 0)
            out[n++] = '/';
        int length = zb_splitmix64_next(state) % 20 ? 8 : (int)(zb_splitmix64_next(state) % 18), filled = 0, digit_last = 0;
        while (filled < length) {
            uint64_t r = zb_splitmix64_next(state);
            int gap = 1 + (int)(r % 8);
            if (r % 200 == 0) {
                out[n++] = r % 400 == 0 ? '0' : '9', filled += 9, digit_last = 1;
            } else if ((r >> 8) % 3 == 0 && gap <= length - filled && (!digit_last || (r >> 16) % 40 == 0)) {
                out[n++] = (char)('0' + gap), filled += gap, digit_last = 1;
            } else {
                out[n++] = pieces[(r >> 24) % 12], filled++, digit_last = 0;
            }
        }
    }
    const char *end = ends[zb_splitmix64_next(state) % (sizeof ends / sizeof *ends)];
    memcpy(out + n, end, strlen(end));
    return n + strlen(end);
}

static void fen_ranks_test(fen_setter set_fen)
{
    uint64_t state = 1970;
    long placements_read = 0, placement_errors = 0, disagreements = 0;
    zb_position *pos = zb_position_new(NULL);
    for (int round = 0; round < 40000; round++) {
        char fen[256];
        size_t len = fen_ranks_random(&state, fen);
        zb_error err = fen_read_as_reference(set_fen, pos, fen, len, &disagreements);
        placement_errors += reference_is_placement_error(err);
        /* (random pieces: few positions are legal, but their placements are read) */
        placements_read += !reference_is_placement_error(err) && err != ZB_ERR_FEN_FIELD_COUNT;
    }
    zb_position_free(pos);
    CHECK(disagreements == 0);
    CHECK(placements_read > 5000 && placement_errors > 10000); /* both ways exercised: 6103 and 15754 */
}

#endif
