/* Perft against published counts, and incremental keys against keys
 * computed from scratch at every node. */
#include "go_internal.h" /* to corrupt a key on purpose */
#include "go_test.h"

#define TRIPLE_KO ".w.bw/wbbbw/w.bww/bbbw./wwww. b 0"

/* Published counts (depth 0 upwards). The 2x2 counts hold under both rule
 * sets: from the empty 2x2 board a multi-stone suicide always empties the
 * board, which repeats the start, so superko forbids it anyway. */
static const uint64_t counts_2x2[] = {1, 5, 21, 68, 156, 316, 604, 1088, 2184, 4184, 8024};
static const uint64_t counts_3x3[] = {1, 10, 91, 738, 5281, 33384, 180768, 857576, 3474312};
static const uint64_t counts_5x5[] = {1, 26, 651, 15650, 361041, 7984104};
static const uint64_t triple_ko_tt[] = {1, 5, 26, 121, 925};
static const uint64_t triple_ko_cgos[] = {1, 5, 26, 109, 739};

/* Under the sanitizers counts above this many leaves are skipped. */
#define SANITIZED_MAX_NODES 10000000

static void check_counts(const char *text, int size, zb_go_rules rules, const uint64_t *counts, int depths)
{
    zb_go_position *pos = text ? go_from(text, rules) : zb_go_new(size, rules, NULL);
    if (!pos)
        return;
    char before[ZB_GO_TEXT_MAX];
    zb_go_text(pos, before);
    uint64_t key = zb_go_key(pos);
    for (int d = 0; d < depths; d++) {
        if (GO_TEST_SANITIZED && counts[d] > SANITIZED_MAX_NODES)
            break;
        if (!CHECK_U64(zb_go_perft(pos, d), counts[d]))
            fprintf(stderr, "  perft %d of %s (%dx%d, %s)\n", d, text ? text : "empty", size, size,
                    rules == ZB_GO_TT ? "tt" : "cgos");
    }
    CHECK_U64(zb_go_key(pos), key);
    CHECK_STR(go_text_of(pos), before);
    CHECK_INT(zb_go_ply(pos), 0);
    zb_go_free(pos);
}

#define DEPTHS(a) ((int)(sizeof a / sizeof *a))

static void test_counts(void)
{
    check_counts(NULL, 2, ZB_GO_TT, counts_2x2, DEPTHS(counts_2x2));
    check_counts(NULL, 2, ZB_GO_CGOS, counts_2x2, DEPTHS(counts_2x2));
    check_counts(NULL, 3, ZB_GO_TT, counts_3x3, DEPTHS(counts_3x3));
    check_counts(NULL, 5, ZB_GO_TT, counts_5x5, DEPTHS(counts_5x5));
    check_counts(TRIPLE_KO, 5, ZB_GO_TT, triple_ko_tt, DEPTHS(triple_ko_tt));
    check_counts(TRIPLE_KO, 5, ZB_GO_CGOS, triple_ko_cgos, DEPTHS(triple_ko_cgos));
    /* 19x19: every point and the pass, then each of those again but one. */
    zb_go_position *pos = zb_go_new(19, ZB_GO_TT, NULL);
    CHECK_U64(zb_go_perft(pos, 1), 362);
    CHECK_U64(zb_go_perft(pos, 2), 361 * 361 + 362);
    zb_go_free(pos);
}

/* Two passes end the game: nothing below, but the node itself counts. */
static void test_game_over(void)
{
    zb_go_position *pos = go_from("../.. w 2", ZB_GO_TT);
    if (!pos)
        return;
    CHECK_U64(zb_go_perft(pos, 0), 1);
    CHECK_U64(zb_go_perft(pos, 1), 0);
    CHECK_U64(zb_go_perft(pos, 3), 0);
    zb_go_free(pos);
    /* One pass so far: a pass ends it, each of the 4 placements goes on. */
    pos = go_from("../.. b 1", ZB_GO_TT);
    CHECK_U64(zb_go_perft(pos, 1), 5);
    CHECK_U64(zb_go_perft(pos, 2), 4 * 4);
    zb_go_free(pos);
}

static void test_incremental_keys(void)
{
    static const struct {
        const char *text;
        int size, depth;
        zb_go_rules rules;
    } roots[] = {
        {NULL, 5, 5, ZB_GO_TT},
        {NULL, 3, 7, ZB_GO_CGOS},
        {TRIPLE_KO, 5, 4, ZB_GO_TT},
        {"b.w/.bw/... w 1", 3, 6, ZB_GO_TT},
    };
    for (size_t i = 0; i < sizeof roots / sizeof *roots; i++) {
        int depth = roots[i].depth - (GO_TEST_SANITIZED && roots[i].depth >= 5);
        zb_go_position *pos =
            roots[i].text ? go_from(roots[i].text, roots[i].rules) : zb_go_new(roots[i].size, roots[i].rules, NULL);
        if (!pos)
            continue;
        zb_go_perft_check check;
        zb_go_error err = zb_go_perft_verify(pos, depth, &check);
        if (!CHECK_GO_ERR(err, ZB_GO_OK))
            fprintf(stderr, "  incremental %016" PRIx64 ", scratch %016" PRIx64 " at %s\n", check.incremental,
                    check.scratch, go_text_of(pos));
        CHECK_U64(check.nodes, zb_go_perft(pos, depth));
        CHECK(check.checked > check.nodes);
        zb_go_free(pos);
    }
    /* 5x5 depth 5: the published count, every node's key checked. */
    if (!GO_TEST_SANITIZED) {
        zb_go_position *pos = zb_go_new(5, ZB_GO_TT, NULL);
        zb_go_perft_check check;
        CHECK_GO_ERR(zb_go_perft_verify(pos, 5, &check), ZB_GO_OK);
        CHECK_U64(check.nodes, 7984104);
        CHECK_U64(check.checked, 1 + 26 + 651 + 15650 + 361041 + 7984104);
        zb_go_free(pos);
    }
}

/* The verifier reports a wrong key: the checks above can fail. */
static void test_verifier_catches_mismatch(void)
{
    zb_go_position *pos = zb_go_new(3, ZB_GO_TT, NULL);
    zb_go_perft_check check;
    pos->key ^= 1;
    CHECK_GO_ERR(zb_go_perft_verify(pos, 2, &check), ZB_GO_ERR_KEY_MISMATCH);
    CHECK_U64(check.incremental ^ check.scratch, 1);
    CHECK_INT(zb_go_ply(pos), 0);
    zb_go_free(pos);

    /* A wrong stones-only key is caught too, though the full key is right. */
    pos = go_from("wb./.../... b 0", ZB_GO_TT);
    pos->stones_key ^= 1;
    CHECK_GO_ERR(zb_go_perft_verify(pos, 2, &check), ZB_GO_ERR_KEY_MISMATCH);
    zb_go_free(pos);
}

void test_go_perft(void)
{
    test_counts();
    test_game_over();
    test_incremental_keys();
    test_verifier_catches_mismatch();
}
