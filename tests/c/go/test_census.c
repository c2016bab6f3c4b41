/* The census against a naive enumeration written differently: every move
 * code tried with zb_go_check_move and made with zb_go_make_checked, the
 * leaves' position TEXT (zb_go_text) as their identity in a sorted array
 * of strings, the classes as the text without its passes field, and the
 * colliding pairs counted by sorting hashes computed here from the classes'
 * features (XOR and the 48-bit sum written out, not the key layer's). */
#include <stdlib.h>

#include "go_test.h"

/* ------------------------------------------------------------ strings */

typedef struct strings {
    char **items;
    size_t count, cap;
} strings;

static void strings_add(strings *s, const char *text)
{
    if (s->count == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 256;
        s->items = realloc(s->items, s->cap * sizeof *s->items);
    }
    size_t len = strlen(text) + 1;
    s->items[s->count] = malloc(len);
    memcpy(s->items[s->count++], text, len);
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorts and drops repeats (freeing them). */
static void strings_unique(strings *s)
{
    if (s->count > 1)
        qsort(s->items, s->count, sizeof *s->items, compare_strings);
    size_t kept = 0;
    for (size_t i = 0; i < s->count; i++) {
        if (kept && !strcmp(s->items[kept - 1], s->items[i]))
            free(s->items[i]);
        else
            s->items[kept++] = s->items[i];
    }
    s->count = kept;
}

static void strings_free(strings *s)
{
    for (size_t i = 0; i < s->count; i++)
        free(s->items[i]);
    free(s->items);
}

/* -------------------------------------------------- the naive census */

/* Every move code (a pass included) tried on its own: the legal ones made,
 * the texts of the positions `depth` plies down collected. */
static uint64_t naive_walk(zb_go_position *pos, int depth, strings *leaves)
{
    if (depth == 0) {
        strings_add(leaves, go_text_of(pos));
        return 1;
    }
    uint64_t sequences = 0;
    int codes = zb_go_size(pos) * zb_go_size(pos) + 1;
    for (int move = 0; move < codes; move++) {
        if (zb_go_check_move(pos, move) != ZB_GO_OK)
            continue;
        if (zb_go_make_checked(pos, move) != ZB_GO_OK) {
            CHECK(!"a move zb_go_check_move allows is made");
            continue;
        }
        sequences += naive_walk(pos, depth - 1, leaves);
        zb_go_unmake(pos);
    }
    return sequences;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Pairs of equal values, by sorting. */
static uint64_t naive_pairs(uint64_t *v, size_t n)
{
    if (n > 1)
        qsort(v, n, sizeof *v, compare_u64);
    uint64_t pairs = 0, run = 0;
    for (size_t i = 0; i < n; i++) {
        run = i && v[i] == v[i - 1] ? run + 1 : 0;
        pairs += run; /* the new value pairs with each equal one before it */
    }
    return pairs;
}

typedef struct naive_result {
    uint64_t sequences, positions, classes, pairs[ZB_GO_CENSUS_HASHES];
} naive_result;

static void naive_census(const zb_go_position *root, int plies, naive_result *out)
{
    zb_go_position *pos = zb_go_clone(root);
    strings leaves = {0}, classes = {0};
    out->sequences = naive_walk(pos, plies, &leaves);
    strings_unique(&leaves);
    out->positions = leaves.count;
    /* A class is the text without the passes field: " b 0" -> " b". */
    for (size_t i = 0; i < leaves.count; i++) {
        char text[ZB_GO_TEXT_MAX];
        strcpy(text, leaves.items[i]);
        *strrchr(text, ' ') = '\0';
        strings_add(&classes, text);
    }
    strings_unique(&classes);
    out->classes = classes.count;

    /* The four hashes of each class from its features on the root's keys. */
    size_t n = classes.count;
    uint64_t *h[ZB_GO_CENSUS_HASHES];
    for (int k = 0; k < ZB_GO_CENSUS_HASHES; k++)
        h[k] = malloc((n ? n : 1) * sizeof *h[k]);
    const uint64_t *keys = zb_go_keys(root);
    int keys_agree = 1;
    for (size_t i = 0; i < n; i++) {
        char text[ZB_GO_TEXT_MAX + 4];
        snprintf(text, sizeof text, "%s 0", classes.items[i]);
        if (zb_go_set_text(pos, text, strlen(text), NULL) != ZB_GO_OK)
            CHECK_STR(text, "a valid position");
        uint32_t features[ZB_GO_MAX_POINTS + 1];
        size_t count = zb_go_features(pos, features);
        uint64_t x = 0, sum = 0;
        for (size_t f = 0; f < count; f++) {
            x ^= keys[features[f]];
            sum += keys[features[f]] >> 16;
        }
        keys_agree &= x == zb_go_key(pos);
        h[ZB_GO_CENSUS_XOR32][i] = x & 0xFFFFFFFFu;
        h[ZB_GO_CENSUS_XOR48][i] = x >> 16;
        h[ZB_GO_CENSUS_ADD48][i] = sum & ((UINT64_C(1) << 48) - 1);
        h[ZB_GO_CENSUS_XOR64][i] = x;
    }
    CHECK(keys_agree); /* the hashes here are the position's keys */
    for (int k = 0; k < ZB_GO_CENSUS_HASHES; k++) {
        out->pairs[k] = naive_pairs(h[k], n);
        free(h[k]);
    }
    strings_free(&leaves);
    strings_free(&classes);
    zb_go_free(pos);
}

/* ------------------------------------------------------------ the checks */

static const char *rules_name(const zb_go_position *pos) { return zb_go_rules_of(pos) == ZB_GO_TT ? "tt" : "cgos"; }

/* Plies 0..plies of the census against the naive one and perft; returns
 * the total of the xor32 pairs (so a caller can tell collisions were seen). */
static uint64_t against_naive(const zb_go_position *root, int plies, const char *what)
{
    uint64_t seen = 0;
    zb_go_position *perft_pos = zb_go_clone(root);
    for (int ply = 0; ply <= plies; ply++) {
        zb_go_census_result r;
        naive_result n;
        if (!CHECK_GO_ERR(zb_go_census_ply(root, ply, 0, &r), ZB_GO_OK))
            continue;
        naive_census(root, ply, &n);
        int ok = CHECK_INT(r.plies, ply);
        ok &= CHECK_U64(r.sequences, n.sequences);
        ok &= CHECK_U64(r.sequences, zb_go_perft(perft_pos, ply));
        ok &= CHECK_U64(r.positions, n.positions);
        ok &= CHECK_U64(r.classes, n.classes);
        for (int k = 0; k < ZB_GO_CENSUS_HASHES; k++)
            ok &= CHECK_U64(r.pairs[k], n.pairs[k]);
        ok &= CHECK(r.peak_bytes > 0);
        if (!ok)
            fprintf(stderr, "  ply %d from %s (%s, %s)\n", ply, go_text_of(root), rules_name(root), what);
        seen += r.pairs[ZB_GO_CENSUS_XOR32];
    }
    zb_go_free(perft_pos);
    return seen;
}

/* Keys with few random bits, so every hash collides often: bits 0..3 (the
 * low 32 bits take 16 values) and 16..18 (the high 48 bits, and each
 * feature's ADD48 term, take 8). */
static void weak_keys(int size, uint64_t *keys)
{
    zb_go_default_keys(size, keys);
    for (int i = 0; i < ZB_GO_KEY_COUNT(size); i++)
        keys[i] &= UINT64_C(0x7000F);
}

static void test_against_naive(void)
{
    static const struct {
        int size, plies;
    } boards[] = {{2, 6}, {3, 4}, {5, 3}, {9, 2}}; /* 9x9: 3 words a packed position */
    for (size_t b = 0; b < sizeof boards / sizeof *boards; b++)
        for (int rules = ZB_GO_TT; rules <= ZB_GO_CGOS; rules++) {
            int size = boards[b].size;
            zb_go_position *pos = zb_go_new(size, (zb_go_rules)rules, NULL);
            against_naive(pos, boards[b].plies, "default keys");
            zb_go_free(pos);
            uint64_t keys[ZB_GO_MAX_KEYS];
            weak_keys(size, keys);
            pos = zb_go_new(size, (zb_go_rules)rules, keys);
            uint64_t seen = against_naive(pos, boards[b].plies, "weak keys");
            CHECK(seen > 0); /* the pair counts were put to the test */
            zb_go_free(pos);
        }
}

/* Roots with stones and a history. */
static void test_roots(void)
{
    /* A triple ko: perft 1, 5, 26, 121 (tt) and 109 (cgos) sequences. */
    static const char triple_ko[] = ".w.bw/wbbbw/w.bww/bbbw./wwww. b 0";
    for (int rules = ZB_GO_TT; rules <= ZB_GO_CGOS; rules++) {
        zb_go_position *pos = go_from(triple_ko, (zb_go_rules)rules);
        if (pos)
            against_naive(pos, 3, "triple ko");
        zb_go_free(pos);
    }
    /* Superko makes the census a matter of history: after Black's B4 takes
     * the ko, White may not take back at once; the same stones set from
     * text (no history) let White retake. */
    zb_go_position *played = go_from(".wb../w.wb./.wb../...../..... b 0", ZB_GO_TT);
    if (!played || !go_play_all(played, "B4")) {
        zb_go_free(played);
        return;
    }
    zb_go_position *fresh = go_from(go_text_of(played), ZB_GO_TT);
    zb_go_census_result a, b;
    CHECK_GO_ERR(zb_go_census_ply(played, 1, 0, &a), ZB_GO_OK);
    CHECK_GO_ERR(zb_go_census_ply(fresh, 1, 0, &b), ZB_GO_OK);
    CHECK_U64(b.positions, a.positions + 1);
    CHECK_U64(b.sequences, a.sequences + 1);
    against_naive(played, 3, "after a ko capture");
    against_naive(fresh, 3, "the same stones from text");
    CHECK_INT(zb_go_ply(played), 1); /* the root is left as it was */
    zb_go_free(played);
    zb_go_free(fresh);

    /* The game is over: the root alone at ply 0, nothing after. */
    zb_go_position *over = go_from("b./.. w 2", ZB_GO_TT);
    zb_go_census_result r;
    CHECK_GO_ERR(zb_go_census_ply(over, 0, 0, &r), ZB_GO_OK);
    CHECK_U64(r.positions, 1);
    CHECK_U64(r.classes, 1);
    CHECK_GO_ERR(zb_go_census_ply(over, 1, 0, &r), ZB_GO_OK);
    CHECK_U64(r.sequences, 0);
    CHECK_U64(r.positions, 0);
    CHECK_U64(r.classes, 0);
    zb_go_free(over);
}

/* Counted by hand on the empty 5x5 board, where no capture or suicide is
 * possible before ply 3 and at ply 3 only a corner capture.
 *   ply 1: 25 placements and the pass, all different: 26 positions, and 26
 *          classes (the pass leaves the empty board with White to move).
 *   ply 2: Black p, White q: 25 * 24 = 600 (Black to move, passes 0);
 *          p then pass: 25 (one black stone, Black to move, passes 1);
 *          pass then White p: 25 (one white stone); pass pass: 1 (the
 *          empty board, passes 2). 651 positions, all with different stones
 *          or side: 651 classes (= perft 2: no position is reached twice).
 *   ply 3 (White to move in all): Black p, White q, Black r: 300 pairs of
 *          black stones times 23 white points, less the 4 arrangements of
 *          a white corner stone between two black stones (it would be
 *          captured): 6896; Black p, pass, Black r: 300 pairs of black
 *          stones, passes 0, which also covers the 8 sequences where Black's
 *          second stone captures a white corner stone; Black p, White q,
 *          pass: 600 (passes 1); pass, White p, Black q: 600 (passes 0);
 *          p, pass, pass: 25 (passes 2); pass, White p, pass: 25 (passes
 *          1). 6896 + 300 + 600 + 600 + 25 + 25 = 8446 positions. The two
 *          600s have the same stones and side and differ only in passes: one
 *          class each pair, so 8446 - 600 = 7846 classes. */
static void test_hand_counts(void)
{
    for (int rules = ZB_GO_TT; rules <= ZB_GO_CGOS; rules++) {
        zb_go_position *pos = zb_go_new(5, (zb_go_rules)rules, NULL);
        zb_go_census_result r[3];
        CHECK_GO_ERR(zb_go_census_run(pos, 3, 0, r), ZB_GO_OK);
        CHECK_U64(r[0].positions, 26);
        CHECK_U64(r[0].classes, 26);
        CHECK_U64(r[1].positions, 651);
        CHECK_U64(r[1].classes, 651);
        CHECK_U64(r[2].sequences, 15650);
        CHECK_U64(r[2].positions, 8446);
        CHECK_U64(r[2].classes, 7846);
        for (int ply = 1; ply <= 3; ply++)
            CHECK_INT(r[ply - 1].plies, ply);
        zb_go_free(pos);
    }
    /* 19x19 (12 words a packed position): ply 2 is placement-placement
     * 361 * 360, placement-pass 361, pass-placement 361, pass-pass 1, all
     * different in stones: 130683 positions and classes, = perft 2. */
    zb_go_position *pos = zb_go_new(19, ZB_GO_TT, NULL);
    zb_go_census_result r[2];
    CHECK_GO_ERR(zb_go_census_run(pos, 2, 0, r), ZB_GO_OK);
    CHECK_U64(r[0].positions, 362);
    CHECK_U64(r[0].classes, 362);
    CHECK_U64(r[1].positions, 361 * 360 + 361 + 361 + 1);
    CHECK_U64(r[1].classes, 361 * 360 + 361 + 361 + 1);
    CHECK_U64(r[1].pairs[ZB_GO_CENSUS_XOR64], 0);
    zb_go_free(pos);
}

static int same_result(const zb_go_census_result *a, const zb_go_census_result *b)
{
    int same = a->plies == b->plies && a->sequences == b->sequences && a->positions == b->positions &&
               a->classes == b->classes && a->peak_bytes == b->peak_bytes;
    for (int k = 0; k < ZB_GO_CENSUS_HASHES; k++)
        same &= a->pairs[k] == b->pairs[k];
    return same;
}

/* Bad arguments, and a memory limit: the census stops cleanly (ASan's leak
 * check sees anything it leaves). */
static void test_errors_and_memory(void)
{
    zb_go_position *pos = zb_go_new(3, ZB_GO_TT, NULL);
    zb_go_census_result r, before;
    CHECK_GO_ERR(zb_go_census_ply(NULL, 1, 0, &r), ZB_GO_ERR_ARGUMENT);
    CHECK_GO_ERR(zb_go_census_ply(pos, 1, 0, NULL), ZB_GO_ERR_ARGUMENT);
    CHECK_GO_ERR(zb_go_census_ply(pos, -1, 0, &r), ZB_GO_ERR_ARGUMENT);
    CHECK_GO_ERR(zb_go_census_run(pos, -1, 0, &r), ZB_GO_ERR_ARGUMENT);
    CHECK_GO_ERR(zb_go_census_run(pos, 0, 0, NULL), ZB_GO_OK);

    /* The peak, then exactly that limit (the same result), then a byte less. */
    zb_go_census_result full;
    CHECK_GO_ERR(zb_go_census_ply(pos, 4, 0, &full), ZB_GO_OK);
    CHECK_GO_ERR(zb_go_census_ply(pos, 4, full.peak_bytes, &r), ZB_GO_OK);
    CHECK(same_result(&r, &full));
    memset(&before, 0xAB, sizeof before);
    r = before;
    CHECK_GO_ERR(zb_go_census_ply(pos, 4, full.peak_bytes - 1, &r), ZB_GO_ERR_NO_MEMORY);
    CHECK(!memcmp(&r, &before, sizeof r)); /* untouched */
    CHECK_GO_ERR(zb_go_census_ply(pos, 4, 1, &r), ZB_GO_ERR_NO_MEMORY);
    /* Limits in a range fail cleanly or give the full result. */
    for (size_t limit = full.peak_bytes / 2; limit < full.peak_bytes + 64; limit += full.peak_bytes / 20 + 1) {
        zb_go_error err = zb_go_census_ply(pos, 4, limit, &r);
        CHECK(err == ZB_GO_ERR_NO_MEMORY || (err == ZB_GO_OK && same_result(&r, &full)));
    }
    /* run: plies 1..5 equal to ply by ply; a limit stops it at the ply
     * that needs more, the earlier ones written. */
    zb_go_census_result all[5];
    CHECK_GO_ERR(zb_go_census_run(pos, 5, 0, all), ZB_GO_OK);
    for (int ply = 1; ply <= 5; ply++) {
        CHECK_GO_ERR(zb_go_census_ply(pos, ply, 0, &r), ZB_GO_OK);
        CHECK(same_result(&r, &all[ply - 1]));
    }
    CHECK(same_result(&all[3], &full));
    zb_go_census_result partial[5];
    CHECK_GO_ERR(zb_go_census_run(pos, 5, all[2].peak_bytes, partial), ZB_GO_ERR_NO_MEMORY);
    CHECK(same_result(&partial[2], &all[2]));
    CHECK_INT(zb_go_ply(pos), 0);
    zb_go_free(pos);
}

void test_go_census(void)
{
    test_against_naive();
    test_roots();
    test_hand_counts();
    test_errors_and_memory();
}
