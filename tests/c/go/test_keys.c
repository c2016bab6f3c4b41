/* Keys: the documented layout and seed, recomputed here independently. */
#include <stdlib.h>

#include "go_test.h"

/* SplitMix64 written out again, so the expected keys do not come from the
 * code under test. */
static uint64_t reference_key(int index)
{
    uint64_t state = 1970, z = 0;
    for (int i = 0; i <= index; i++) {
        z = (state += UINT64_C(0x9E3779B97F4A7C15));
        z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
        z ^= z >> 31;
    }
    return z;
}

static void test_layout(void)
{
    /* Rows top first: black on (row 1, col 3), (row 0, col 2), (row 0, col 4)
     * counted from the bottom left; white to move. */
    zb_go_position *pos = go_from("...../...../...../...b./..b.b w 0", ZB_GO_TT);
    if (!pos)
        return;
    uint64_t expected = reference_key(2 * 8 + 0) ^ reference_key(2 * 2 + 0) ^ reference_key(2 * 4 + 0) ^
                        reference_key(2 * 25);
    CHECK_U64(zb_go_key(pos), expected);
    CHECK_U64(zb_go_compute_key(pos), expected);
    CHECK_U64(zb_go_stones_key(pos), expected ^ reference_key(50));
    uint32_t features[ZB_GO_MAX_POINTS + 1];
    CHECK_INT(zb_go_features(pos, features), 4);
    CHECK_INT(features[0], 4);
    CHECK_INT(features[1], 8);
    CHECK_INT(features[2], 16);
    CHECK_INT(features[3], 50);
    CHECK_U64(zb_hash_features(zb_go_keys(pos), features, 4), expected);
    CHECK_INT(zb_go_stone_at(pos, 8), ZB_GO_BLACK);
    CHECK_INT(zb_go_stone_at(pos, 2), ZB_GO_BLACK);
    CHECK_INT(zb_go_stone_at(pos, 3), ZB_GO_EMPTY);
    CHECK_INT(zb_go_stone_at(pos, 25), -1);
    CHECK_INT(zb_go_stone_at(pos, -1), -1);
    zb_go_free(pos);

    /* A white stone: feature 2 * point + 1; 19x19 uses the same prefix. */
    pos = go_from("..../..../..../...w b 0", ZB_GO_TT);
    CHECK_U64(zb_go_key(pos), reference_key(2 * 3 + 1));
    zb_go_free(pos);
    uint64_t keys[ZB_GO_MAX_KEYS];
    zb_go_default_keys(19, keys);
    CHECK_U64(keys[0], reference_key(0));
    CHECK_U64(keys[722], reference_key(722));
    pos = zb_go_new(19, ZB_GO_TT, NULL);
    CHECK_U64(zb_go_key(pos), 0); /* empty board, Black to move */
    CHECK_GO_ERR(zb_go_play(pos, "pass", 4), ZB_GO_OK);
    CHECK_U64(zb_go_key(pos), reference_key(722));
    CHECK_GO_ERR(zb_go_play(pos, "T19", 3), ZB_GO_OK); /* point 360, white */
    CHECK_U64(zb_go_key(pos), reference_key(721));
    zb_go_free(pos);
}

/* Caller-given keys are used as given (and copied). */
static void test_custom_keys(void)
{
    uint64_t keys[ZB_GO_KEY_COUNT(3)];
    for (int i = 0; i < ZB_GO_KEY_COUNT(3); i++)
        keys[i] = (uint64_t)(i + 1) << 20;
    zb_go_position *pos = zb_go_new(3, ZB_GO_CGOS, keys);
    keys[2] = 0; /* the position has its own copy */
    const char *text = "b../.../..w w 0";
    CHECK_GO_ERR(zb_go_set_text(pos, text, strlen(text), NULL), ZB_GO_OK);
    /* black on point 6 (feature 12), white on point 2 (feature 5), turn 18 */
    CHECK_U64(zb_go_key(pos), (UINT64_C(13) << 20) ^ (UINT64_C(6) << 20) ^ (UINT64_C(19) << 20));
    CHECK_U64(zb_go_compute_key(pos), zb_go_key(pos));
    CHECK_INT(zb_go_rules_of(pos), ZB_GO_CGOS);
    /* Keys for 3x3 cannot describe a 5x5 position. */
    size_t where = 99;
    CHECK_GO_ERR(zb_go_set_text(pos, "...../...../...../...../..... b 0", 33, &where), ZB_GO_ERR_SIZE_MISMATCH);
    CHECK_INT(where, 0);
    CHECK_STR(go_text_of(pos), text);
    zb_go_position *copy = zb_go_clone(pos);
    CHECK_U64(zb_go_key(copy), zb_go_key(pos));
    CHECK_GO_ERR(zb_go_play(copy, "B2", 2), ZB_GO_OK);
    CHECK_U64(zb_go_key(copy), zb_go_compute_key(copy));
    CHECK_INT(zb_go_ply(pos), 0);
    zb_go_free(copy);
    zb_go_free(pos);
}

static void test_new_arguments(void)
{
    CHECK(zb_go_new(1, ZB_GO_TT, NULL) == NULL);
    CHECK(zb_go_new(20, ZB_GO_TT, NULL) == NULL);
    CHECK(zb_go_new(9, (zb_go_rules)2, NULL) == NULL);
    zb_go_position *pos = zb_go_new(2, ZB_GO_TT, NULL);
    CHECK(pos != NULL);
    CHECK_STR(go_text_of(pos), "../.. b 0");
    zb_go_free(pos);
    zb_go_free(NULL);
    CHECK_STR(zb_go_error_name(ZB_GO_ERR_SUPERKO), "SUPERKO");
    CHECK_STR(zb_go_error_name(ZB_GO_ERR_COUNT_), "UNKNOWN");
    for (int e = 0; e < ZB_GO_ERR_COUNT_; e++)
        CHECK(zb_go_error_name((zb_go_error)e) != NULL && zb_go_error_message((zb_go_error)e)[0] != '\0');
}

void test_go_keys(void)
{
    test_layout();
    test_custom_keys();
    test_new_arguments();
}
