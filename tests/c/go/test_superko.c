/* Positional superko: the basic ko, stones-only comparison, and a forced
 * key collision that must not forbid a legal move. */
#include <stdlib.h>

#include "go_internal.h" /* GO_SCAN_LIMIT: where superko turns to its index */
#include "go_test.h"

/* Black B4 takes the white stone on C4; White may not retake at once. */
#define KO ".wb../w.wb./.wb../...../..... b 0"

static void test_basic_ko(void)
{
    zb_go_position *pos = go_from(KO, ZB_GO_TT);
    if (!pos)
        return;
    CHECK(!zb_go_superko_forbidden(pos, 16));
    CHECK_GO_ERR(zb_go_play(pos, "B4", 2), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), ".wb../wb.b./.wb../...../..... w 0");
    int removed[ZB_GO_MAX_POINTS];
    CHECK_INT(zb_go_last_captures(pos, removed), 1);
    CHECK_INT(removed[0], 17); /* C4 */

    /* The immediate retake repeats the start: forbidden, and marked so. */
    char before[ZB_GO_TEXT_MAX];
    zb_go_text(pos, before);
    uint64_t key = zb_go_key(pos);
    CHECK_GO_ERR(zb_go_play(pos, "C4", 2), ZB_GO_ERR_SUPERKO);
    CHECK_GO_ERR(zb_go_check_move(pos, 17), ZB_GO_ERR_SUPERKO);
    CHECK_GO_ERR(zb_go_make_checked(pos, 17), ZB_GO_ERR_SUPERKO);
    CHECK_STR(go_text_of(pos), before);
    CHECK_U64(zb_go_key(pos), key);
    CHECK_INT(zb_go_ply(pos), 1);
    CHECK(zb_go_superko_forbidden(pos, 17));
    CHECK(!zb_go_superko_forbidden(pos, 24)); /* legal elsewhere */
    CHECK(!zb_go_superko_forbidden(pos, 16)); /* occupied: not a superko point */
    int moves[ZB_GO_MAX_MOVES];
    size_t n = zb_go_legal_moves(pos, moves);
    int has_c4 = 0;
    for (size_t i = 0; i < n; i++)
        has_c4 |= moves[i] == 17;
    CHECK(!has_c4);
    /* 25 points, 7 stones and the ko point: 17 placements and the pass. */
    CHECK_INT(n, 18);

    /* A ko threat and its answer change the board: the retake is legal. */
    CHECK(go_play_all(pos, "E1 E2"));
    CHECK(!zb_go_superko_forbidden(pos, 17));
    CHECK_GO_ERR(zb_go_play(pos, "C4", 2), ZB_GO_OK);
    CHECK_STR(go_text_of(pos), ".wb../w.wb./.wb../....b/....w b 0");
    /* ... and now Black may not retake at once. */
    CHECK_GO_ERR(zb_go_play(pos, "B4", 2), ZB_GO_ERR_SUPERKO);
    CHECK(zb_go_superko_forbidden(pos, 16));
    /* Undo brings the forbidden point back to legal for White. */
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK(zb_go_superko_forbidden(pos, 17));
    /* Two passes end the game: no placement is legal, none for superko. */
    CHECK(go_play_all(pos, "pass pass"));
    CHECK(zb_go_game_over(pos));
    CHECK(!zb_go_superko_forbidden(pos, 17));
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK(zb_go_superko_forbidden(pos, 17));
    CHECK_U64(zb_go_failed_confirmations(pos), 0);
    zb_go_free(pos);
}

/* Superko compares stones, not the player to move: after a pass the same
 * arrangement with the other player to move is still a repetition. */
static void test_stones_only(void)
{
    zb_go_position *pos = go_from(".wb../w.wb./.wb../...../..... w 0", ZB_GO_CGOS);
    if (!pos)
        return;
    CHECK(go_play_all(pos, "pass B4"));
    /* White's retake would give the start's stones with Black to move,
     * where the start had White to move: still forbidden. */
    CHECK_GO_ERR(zb_go_play(pos, "C4", 2), ZB_GO_ERR_SUPERKO);
    /* After White's and Black's passes the game is over: the retake is
     * refused as GAME_OVER, and no point is marked for superko. */
    CHECK(go_play_all(pos, "pass"));
    CHECK(zb_go_superko_forbidden(pos, 16) == 0); /* B4 is Black's own stone */
    CHECK(go_play_all(pos, "pass"));
    CHECK(zb_go_game_over(pos));
    CHECK_GO_ERR(zb_go_play(pos, "C4", 2), ZB_GO_ERR_GAME_OVER);
    CHECK(!zb_go_superko_forbidden(pos, 17));
    zb_go_free(pos);
}

/* Keys chosen so that after a capture a later, different arrangement has
 * the key of the start: the stones decide, the move is legal, and the
 * failed confirmation is counted. */
static void test_forced_collision(void)
{
    /* 3x3: white A1 (point 0) in atari by black B1 (point 1). */
    const char *text = ".../.../wb. b 0";
    uint64_t keys[ZB_GO_KEY_COUNT(3)];
    zb_go_default_keys(3, keys);
    /* start {w0, b1}; after A2 (point 3, capturing A1), pass, C3 (point 8):
     * {b1, b3, b8}. Equal keys when k(w0) == k(b3) ^ k(b8). */
    keys[zb_go_stone_feature(8, ZB_GO_BLACK)] =
        keys[zb_go_stone_feature(0, ZB_GO_WHITE)] ^ keys[zb_go_stone_feature(3, ZB_GO_BLACK)];
    zb_go_position *pos = zb_go_new(3, ZB_GO_TT, keys);
    CHECK_GO_ERR(zb_go_set_text(pos, text, strlen(text), NULL), ZB_GO_OK);
    uint64_t start_stones = zb_go_stones_key(pos);
    CHECK(go_play_all(pos, "A2 pass"));
    CHECK_U64(zb_go_failed_confirmations(pos), 0);
    CHECK_GO_ERR(zb_go_play(pos, "C3", 2), ZB_GO_OK);
    CHECK_U64(zb_go_failed_confirmations(pos), 1);
    CHECK_U64(zb_go_stones_key(pos), start_stones); /* the collision is real */
    CHECK_STR(go_text_of(pos), "..b/b../.b. w 0");
    CHECK_U64(zb_go_key(pos), zb_go_compute_key(pos));
    /* The query and the move list let it through too, counting each look. */
    CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
    CHECK(!zb_go_superko_forbidden(pos, 8));
    CHECK_U64(zb_go_failed_confirmations(pos), 2);
    int moves[ZB_GO_MAX_MOVES];
    size_t n = zb_go_legal_moves(pos, moves);
    CHECK_INT(n, 7 + 1); /* empty points 0, 2, 4, 5, 6, 7, 8, and pass */
    CHECK_INT(moves[n - 2], 8);
    zb_go_free(pos);

    /* With the default keys nothing collides. */
    pos = go_from(text, ZB_GO_TT);
    CHECK(go_play_all(pos, "A2 pass C3"));
    CHECK_U64(zb_go_failed_confirmations(pos), 0);
    zb_go_free(pos);
}

/* The triple ko: perft (test_perft.c) pins the counts under both rules.
 * Here a longer cycle: the last move would recreate the stones of four
 * plies before (not the basic ko's two), and is refused. */
static void test_triple_ko(void)
{
    zb_go_position *pos = go_from(".w.bw/wbbbw/w.bww/bbbw./wwww. b 0", ZB_GO_TT);
    if (!pos)
        return;
    int moves[ZB_GO_MAX_MOVES];
    CHECK_INT(zb_go_legal_moves(pos, moves), 5);
    CHECK_GO_ERR(zb_go_play(pos, "A5", 2), ZB_GO_ERR_SUICIDE);
    CHECK(go_play_all(pos, "E1 E2 E1"));
    char earlier[ZB_GO_TEXT_MAX];
    zb_go_text(pos, earlier);
    CHECK(go_play_all(pos, "B3 A5 A3 pass"));
    CHECK_GO_ERR(zb_go_play(pos, "A4", 2), ZB_GO_ERR_SUPERKO);
    CHECK(zb_go_superko_forbidden(pos, go_point(5, 3, 0)));
    /* The fast path does not look: made anyway, the stones are those of
     * four plies back (the player to move differs: it is still a repeat). */
    CHECK_GO_ERR(zb_go_make(pos, go_point(5, 3, 0)), ZB_GO_OK);
    char now[ZB_GO_TEXT_MAX];
    zb_go_text(pos, now);
    size_t rows = strcspn(now, " ");
    CHECK(strncmp(now, earlier, rows) == 0 && rows == strcspn(earlier, " "));
    zb_go_free(pos);
}

/* A long random game on a small board (many captures, many repeats),
 * against an oracle that knows nothing of keys: every earlier arrangement
 * kept as text, each candidate made without the superko check and its
 * stones compared as text. Long enough that superko looks keys up in the
 * index rather than scanning; undone halfway and replayed differently so
 * the index loses entries too. */
#define LONG_GAME 700
static char arrangement_seen[LONG_GAME + 2][ZB_GO_TEXT_MAX];
static int seen_count;

static void rows_of(const zb_go_position *pos, char *out)
{
    zb_go_text(pos, out);
    out[strcspn(out, " ")] = '\0';
}

/* The legal moves by the oracle, in the library's order. */
static size_t oracle_moves(zb_go_position *pos, int *out)
{
    int points = zb_go_size(pos) * zb_go_size(pos);
    size_t n = 0;
    if (zb_go_game_over(pos))
        return 0;
    for (int p = 0; p < points; p++) {
        if (zb_go_make(pos, p) != ZB_GO_OK) /* occupied or suicide */
            continue;
        char rows[ZB_GO_TEXT_MAX];
        rows_of(pos, rows);
        zb_go_unmake(pos);
        int repeat = 0;
        for (int i = 0; i < seen_count && !repeat; i++)
            repeat = strcmp(rows, arrangement_seen[i]) == 0;
        if (!repeat)
            out[n++] = p;
    }
    out[n++] = points;
    return n;
}

static uint64_t lcg(uint64_t *state)
{
    *state = *state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
    return *state >> 33;
}

/* Plays count random legal moves (two passes in a row avoided), comparing
 * the legal moves with the oracle's before each; 1 if all agreed. */
static int random_moves(zb_go_position *pos, int count, uint64_t *rng, int *agreed)
{
    int moves[ZB_GO_MAX_MOVES], expected[ZB_GO_MAX_MOVES];
    for (int k = 0; k < count; k++) {
        size_t n = zb_go_legal_moves(pos, moves), m = oracle_moves(pos, expected);
        int same = n == m && memcmp(moves, expected, n * sizeof *moves) == 0;
        *agreed += same;
        if (!same)
            return 0;
        if (n == 0) /* only a pass was left, after a pass: the game ended */
            return 1;
        int pass = zb_go_size(pos) * zb_go_size(pos);
        size_t pick = (size_t)(lcg(rng) % n);
        if (moves[pick] == pass && (zb_go_passes(pos) == 1 || lcg(rng) % 8) && n > 1)
            pick = (size_t)(lcg(rng) % (n - 1));
        if (zb_go_make_checked(pos, moves[pick]) != ZB_GO_OK)
            return 0;
        if (moves[pick] != pass)
            rows_of(pos, arrangement_seen[seen_count++]);
    }
    return 1;
}

static void test_long_game(void)
{
    for (int r = 0; r < 2; r++) {
        zb_go_position *pos = zb_go_new(5, (zb_go_rules)r, NULL);
        uint64_t rng = 7 + (uint64_t)r;
        int agreed = 0;
        seen_count = 0;
        rows_of(pos, arrangement_seen[seen_count++]);
        if (!CHECK(random_moves(pos, LONG_GAME / 2, &rng, &agreed))) {
            fprintf(stderr, "  legal moves differ from the oracle's at ply %zu: %s\n", zb_go_ply(pos),
                    go_text_of(pos));
            zb_go_free(pos);
            continue;
        }
        size_t half = zb_go_ply(pos);
        /* Undo most of it; the oracle forgets the arrangements too. */
        for (int k = 0; k < LONG_GAME / 4; k++) {
            int pass = zb_go_move_at(pos, zb_go_ply(pos)) == 25;
            CHECK_GO_ERR(zb_go_unmake(pos), ZB_GO_OK);
            seen_count -= !pass;
        }
        CHECK_INT(zb_go_ply(pos), half - LONG_GAME / 4);
        rng += 1000;
        CHECK(random_moves(pos, LONG_GAME / 2, &rng, &agreed));
        CHECK(agreed > LONG_GAME / 2);
        CHECK(seen_count > 2 * GO_SCAN_LIMIT); /* the index was used */
        CHECK_U64(zb_go_key(pos), zb_go_compute_key(pos));
        CHECK_U64(zb_go_failed_confirmations(pos), 0);
        zb_go_free(pos);
    }
}

void test_go_superko(void)
{
    test_basic_ko();
    test_stones_only();
    test_forced_collision();
    test_triple_ko();
    test_long_game();
}
