/* Perft against published counts, and incremental keys against keys
 * computed from scratch at every node. */
#include "chess_test.h"
#include "position_internal.h" /* to corrupt a key on purpose */

/* The usual perft suite (chessprogramming.org "Perft Results"). */
static const struct {
    const char *name, *fen;
    int depth;          /* counted here; deeper counts in tests/perft-deep.sh */
    uint64_t nodes;
    int verify_depth;   /* keys compared at every node to this depth */
} positions[] = {
    {"start", ZB_START_FEN, 5, 4865609, 4},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603, 4},
    {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624, 5},
    {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333, 4},
    {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487, 4},
    {"position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594, 4},
};

static void test_counts(void)
{
    for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
        zb_position *pos = position_from(positions[i].fen);
        uint64_t key = zb_position_key(pos);
        if (!CHECK_U64(zb_perft(pos, positions[i].depth), positions[i].nodes))
            fprintf(stderr, "  perft %d of %s\n", positions[i].depth, positions[i].name);
        CHECK_U64(zb_position_key(pos), key);
        CHECK_STR(fen_of(pos), positions[i].fen);
        zb_position_free(pos);
    }
    zb_position *pos = zb_position_new(NULL);
    CHECK_U64(zb_perft(pos, 0), 1);
    CHECK_U64(zb_perft(pos, 1), 20);
    zb_position_free(pos);
}

static void test_incremental_keys(void)
{
    for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
        zb_position *pos = position_from(positions[i].fen);
        zb_perft_check check;
        zb_error err = zb_perft_verify(pos, positions[i].verify_depth, &check);
        if (!CHECK_ERR(err, ZB_OK))
            fprintf(stderr, "  %s: incremental %016" PRIx64 ", scratch %016" PRIx64 " at %s\n", positions[i].name,
                    check.incremental, check.scratch, fen_of(pos));
        CHECK(check.checked > check.nodes);
        zb_position_free(pos);
    }
}

/* The verifier reports a wrong key: the check above can fail. */
static void test_verifier_catches_mismatch(void)
{
    zb_position *pos = zb_position_new(NULL);
    zb_perft_check check;
    pos->st->key ^= 1;
    CHECK_ERR(zb_perft_verify(pos, 2, &check), ZB_ERR_KEY_MISMATCH);
    CHECK_U64(check.incremental ^ check.scratch, 1);
    zb_position_free(pos);

    /* A fault in an incremental update (the precomputed castling key of
     * KQkq less white's short castling) is found below the root, where
     * it happens. */
    zb_chess_keys faulty = *zb_chess_keys_polyglot();
    faulty.castling[15 & ~ZB_CASTLE_WHITE_SHORT] ^= 1;
    pos = zb_position_new(&faulty);
    const char *fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    zb_position_set_fen(pos, fen, strlen(fen), NULL);
    CHECK_ERR(zb_perft_verify(pos, 3, &check), ZB_ERR_KEY_MISMATCH);
    CHECK(zb_position_ply(pos) >= 1);
    CHECK(!(zb_position_castling(pos) & ZB_CASTLE_WHITE_SHORT));
    CHECK_U64(check.incremental ^ check.scratch, 1);
    zb_position_free(pos);
}

void test_perft(void)
{
    test_counts();
    test_incremental_keys();
    test_verifier_catches_mismatch();
}
