/* The key layout: the default table from its documented seed, features by
 * hand, caller-given keys, and the closed-board rule (a closed board hashes
 * as its outcome, however it was closed). */
#include <stdlib.h>

#include "uttt_test.h"

extern const uint64_t uttt_line_table[8]; /* internal: checked against the lines */

/* SplitMix64 written again from the published constants. */
static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = *s += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void test_default_table(void)
{
    const zb_uttt_keys *keys = zb_uttt_keys_default();
    uint64_t state = 0x75747474;
    for (int i = 0; i < ZB_UTTT_FEATURES; i++)
        CHECK_U64(keys->table[i], splitmix(&state));
    for (int b = 0; b < 9; b++)
        CHECK_U64(keys->forced[b], keys->table[189 + b]);
    CHECK_U64(keys->forced[9], 0);
    CHECK_U64(ZB_UTTT_SEED, 0x75747474);
    CHECK_INT(ZB_UTTT_FEATURES, 199);

    zb_uttt_keys seeded;
    zb_uttt_keys_init_seeded(&seeded, ZB_UTTT_SEED);
    CHECK(memcmp(&seeded, keys, sizeof seeded) == 0);
}

static void test_line_table(void)
{
    static const unsigned lines[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
    int with_line = 0;
    for (unsigned m = 0; m < 512; m++) {
        int expected = 0;
        for (int l = 0; l < 8; l++)
            expected |= (m & lines[l]) == lines[l];
        with_line += expected;
        CHECK_INT((int)(uttt_line_table[m >> 6] >> (m & 63) & 1), expected);
    }
    CHECK(with_line > 0 && with_line < 512);
}

/* Keys of features by hand, on a table whose keys are easy to see. */
static void test_features_by_hand(void)
{
    uint64_t table[ZB_UTTT_FEATURES];
    uint64_t state = 12345;
    for (int i = 0; i < ZB_UTTT_FEATURES; i++)
        table[i] = splitmix(&state);
    zb_uttt_keys keys;
    zb_uttt_keys_init(&keys, table);
    zb_uttt *pos = zb_uttt_new(&keys);
    uint32_t f[ZB_UTTT_MAX_FEATURES];

    CHECK_U64(zb_uttt_key(pos), 0); /* nothing: no stone, free choice, X to move */
    CHECK_INT(zb_uttt_features(pos, f), 0);

    /* e5 = code 40 (board 4, cell 4): stone 2*40+0 = 80, forced 189+4, turn 198. */
    CHECK_UERR(zb_uttt_play(pos, "e5", 2), ZB_UTTT_OK);
    CHECK_U64(zb_uttt_key(pos), table[80] ^ table[193] ^ table[198]);
    CHECK_INT(zb_uttt_features(pos, f), 3);
    CHECK_INT(f[0], 80);
    CHECK_INT(f[1], 193);
    CHECK_INT(f[2], 198);
    /* O answers d4 = board 4, cell 0 (code 36): stone 73, forced 189+0, no turn. */
    CHECK_UERR(zb_uttt_play(pos, "d4", 2), ZB_UTTT_OK);
    CHECK_U64(zb_uttt_key(pos), table[80] ^ table[73] ^ table[189]);
    CHECK_U64(zb_uttt_compute_key(pos), zb_uttt_key(pos));
    CHECK_U64(zb_hash_features(table, f, zb_uttt_features(pos, f)), zb_uttt_key(pos));

    /* A position with a closed board: X won board 0 (cells 0 1 2), O's
     * stones on it forgotten; drawn board 8. Features counted by hand. */
    const char *text = "xxxoo..../o......../........./........./........./........./........./........./oxooxxxoo x 1";
    /* x: 3 + 4 = 7; o: 2 + 1 + 5 = 8: o has one more, so this must fail... */
    size_t where = 0;
    CHECK_UERR(zb_uttt_set_text(pos, text, strlen(text), &where), ZB_UTTT_ERR_TEXT_STONE_COUNT);
    text = "xxxoo..../o......../x......../........./........./........./........./........./oxooxxxoo x 0";
    /* x 3+1+4 = 8, o 2+1+5 = 8; forced 0? closed: that is an error too. */
    CHECK_UERR(zb_uttt_set_text(pos, text, strlen(text), &where), ZB_UTTT_ERR_TEXT_FORCED_CLOSED);
    text = "xxxoo..../o......../x......../........./........./........./........./........./oxooxxxoo x -";
    /* free: O's last move (board 1, cell 0) sent X to board 0, closed. */
    CHECK_UERR(zb_uttt_set_text(pos, text, strlen(text), &where), ZB_UTTT_OK);
    size_t n = zb_uttt_features(pos, f);
    uint64_t expected = table[2 * 9 + 1]     /* o on board 1 cell 0: square 9 */
                        ^ table[2 * 18 + 0]  /* x on board 2 cell 0: square 18 */
                        ^ table[162 + 0]     /* board 0 won by x */
                        ^ table[162 + 24 + 2]; /* board 8 drawn */
    CHECK_INT(n, 4);
    CHECK_U64(zb_uttt_key(pos), expected);
    CHECK_U64(zb_uttt_compute_key(pos), expected);
    CHECK_U64(zb_hash_features(table, f, n), expected);
    CHECK_INT(zb_uttt_board_status(pos, 0), ZB_UTTT_X_WON);
    CHECK_INT(zb_uttt_board_status(pos, 8), ZB_UTTT_DRAWN);
    CHECK_INT(zb_uttt_board_status(pos, 1), ZB_UTTT_OPEN);
    CHECK_INT(zb_uttt_board_status(pos, 9), ZB_UTTT_OPEN);
    CHECK_INT(zb_uttt_cell(pos, 3), ZB_UTTT_O); /* a closed board keeps its cells */
    zb_uttt_free(pos);
}

/* X wins board 0 by a row in one game and by a diagonal in another, O's
 * stones and everything else the same: equal keys afterwards, and the
 * same as a third position where the board is already closed. */
static void test_closed_board_equivalence(void)
{
    const char *before_row = ".xxo..o../o......../x......../........./........./........./........./........./......... x 0";
    const char *before_diag = "...ox.o.x/o......../x......../........./........./........./........./........./......... x 0";
    zb_uttt *a = uttt_from(before_row), *b = uttt_from(before_diag);
    if (!a || !b)
        return;
    CHECK(zb_uttt_key(a) != zb_uttt_key(b));
    CHECK_UERR(zb_uttt_play(a, "a1", 2), ZB_UTTT_OK); /* board 0, cell 0: completes the row */
    CHECK_UERR(zb_uttt_play(b, "a1", 2), ZB_UTTT_OK); /* completes the diagonal */
    CHECK_INT(zb_uttt_board_status(a, 0), ZB_UTTT_X_WON);
    CHECK_INT(zb_uttt_board_status(b, 0), ZB_UTTT_X_WON);
    CHECK_INT(zb_uttt_forced_board(a), ZB_UTTT_NO_BOARD); /* sent to board 0: closed */
    char ta[ZB_UTTT_TEXT_MAX], tb[ZB_UTTT_TEXT_MAX];
    zb_uttt_text(a, ta);
    zb_uttt_text(b, tb);
    CHECK(strcmp(ta, tb) != 0);
    CHECK_U64(zb_uttt_key(a), zb_uttt_key(b));
    CHECK_U64(zb_uttt_compute_key(a), zb_uttt_key(a));
    /* The same moves after it keep them equal. */
    CHECK(uttt_play_all(a, "e5 d4 i9") == 0 && uttt_play_all(b, "e5 d4 i9") == 0);
    CHECK_U64(zb_uttt_key(a), zb_uttt_key(b));
    /* Undone, they differ again. */
    for (int i = 0; i < 4; i++) {
        zb_uttt_unmake(a);
        zb_uttt_unmake(b);
    }
    CHECK(zb_uttt_key(a) != zb_uttt_key(b));
    /* A drawn board 0 differs from a won one. */
    zb_uttt *drawn = uttt_from("xoxxoooxx/o......../x......../o......../x......../........./........./........./......... o -");
    zb_uttt *won = uttt_from("xoxooxoxx/o......../x......../o......../x......../........./........./........./......... o -");
    if (drawn && won) {
        CHECK_INT(zb_uttt_board_status(drawn, 0), ZB_UTTT_DRAWN);
        CHECK_INT(zb_uttt_board_status(won, 0), ZB_UTTT_X_WON);
        CHECK(zb_uttt_key(drawn) != zb_uttt_key(won));
        CHECK_U64(zb_uttt_key(drawn) ^ zb_uttt_key(won),
                  zb_uttt_keys_default()->table[162 + 2] ^ zb_uttt_keys_default()->table[162 + 0]);
    }
    zb_uttt_free(drawn);
    zb_uttt_free(won);
    zb_uttt_free(a);
    zb_uttt_free(b);
}

static int by_text(const void *a, const void *b) { return strcmp(a, b); }

/* Two move orders to one position: equal keys, equal to the key of its text. */
static void test_transpositions(void)
{
    zb_uttt *a = zb_uttt_new(NULL), *b = zb_uttt_new(NULL);
    /* codes: x (0,4) o (4,0) x (0,1) o (1,0) against x (0,1) o (1,0) x (0,4) o (4,0) */
    CHECK_UERR(zb_uttt_make_checked(a, 4), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(a, 36), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(a, 1), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(a, 9), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(b, 1), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(b, 9), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(b, 4), ZB_UTTT_OK);
    CHECK_UERR(zb_uttt_make_checked(b, 36), ZB_UTTT_OK);
    CHECK_U64(zb_uttt_key(a), zb_uttt_key(b));
    CHECK_STR(uttt_text_of(a), ".x..x..../o......../........./........./o......../........./........./........./......... x 0");
    zb_uttt *c = uttt_from(uttt_text_of(b));
    if (c)
        CHECK_U64(zb_uttt_key(c), zb_uttt_key(a));
    zb_uttt_free(a);
    zb_uttt_free(b);
    zb_uttt_free(c);

    /* Every position 4 plies deep: equal texts give equal keys, different
     * texts different keys (no 64-bit collision expected among 54,828). */
    typedef struct entry { char text[ZB_UTTT_TEXT_MAX]; uint64_t key; } entry;
    static entry entries[55080];
    size_t count = 0;
    zb_uttt *pos = zb_uttt_new(NULL);
    uint8_t m1[81], m2[81], m3[81], m4[81];
    size_t n1 = zb_uttt_legal_moves(pos, m1);
    for (size_t i = 0; i < n1; i++) {
        zb_uttt_make(pos, m1[i]);
        size_t n2 = zb_uttt_legal_moves(pos, m2);
        for (size_t j = 0; j < n2; j++) {
            zb_uttt_make(pos, m2[j]);
            size_t n3 = zb_uttt_legal_moves(pos, m3);
            for (size_t k = 0; k < n3; k++) {
                zb_uttt_make(pos, m3[k]);
                size_t n4 = zb_uttt_legal_moves(pos, m4);
                for (size_t l = 0; l < n4 && count < 55080; l++) {
                    zb_uttt_make(pos, m4[l]);
                    zb_uttt_text(pos, entries[count].text);
                    entries[count++].key = zb_uttt_key(pos);
                    zb_uttt_unmake(pos);
                }
                zb_uttt_unmake(pos);
            }
            zb_uttt_unmake(pos);
        }
        zb_uttt_unmake(pos);
    }
    zb_uttt_free(pos);
    CHECK_INT(count, 55080);
    qsort(entries, count, sizeof *entries, by_text);
    size_t distinct = 1, bad = 0, transposed = 0;
    for (size_t i = 1; i < count; i++) {
        int same_text = strcmp(entries[i].text, entries[i - 1].text) == 0;
        if (same_text) {
            transposed++;
            bad += entries[i].key != entries[i - 1].key;
        } else {
            distinct++;
        }
    }
    naive start;
    size_t naive_exact, naive_classes;
    uint64_t leaves;
    naive_start(&start);
    naive_census(&start, 4, &naive_exact, &naive_classes, &leaves);
    CHECK_INT(distinct, naive_exact);
    CHECK_INT(transposed, leaves - naive_exact);
    CHECK(transposed > 0);
    CHECK_INT(bad, 0);
    uint64_t *keys = malloc(count * sizeof *keys), *tmp = malloc(count * sizeof *tmp);
    size_t k = 0;
    for (size_t i = 0; i < count; i++)
        if (i == 0 || strcmp(entries[i].text, entries[i - 1].text))
            keys[k++] = entries[i].key;
    CHECK_U64(zb_count_equal_pairs(keys, tmp, k), 0);
    free(keys);
    free(tmp);
}

void test_keys(void)
{
    test_default_table();
    test_line_table();
    test_features_by_hand();
    test_closed_board_equivalence();
    test_transpositions();
}
