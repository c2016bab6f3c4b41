/* The 1970 report's own example: words of up to ten letters hashed with one
 * key per (letter, position): 26 x 10 features. Every word's key is the XOR
 * of its letters' keys, adding or removing a letter changes the key by
 * exactly that letter's key, and the report's remark on clustering holds:
 * if CATS and DOGS clash at some width, so do CATNIP and DOGNIP. */
#include "keys_test.h"

#define LETTERS 26
#define PLACES 10

static uint32_t feature(int place, char letter) { return (uint32_t)(LETTERS * place + (letter - 'A')); }

/* The key of a word, one XOR at a time (the way the report computes it). */
static uint64_t word_key(const uint64_t *keys, const char *word)
{
    uint64_t h = 0;
    for (int i = 0; word[i]; i++)
        h ^= keys[feature(i, word[i])];
    return h;
}

static size_t word_features(const char *word, uint32_t *out)
{
    size_t n = 0;
    for (; word[n]; n++)
        out[n] = feature((int)n, word[n]);
    return n;
}

void test_words(void)
{
    uint64_t keys[LETTERS * PLACES];
    zb_keys_fill(keys, LETTERS * PLACES, 1970);
    static const char *words[] = {"CAT", "CATS", "CATNIP", "DOG", "DOGS", "DOGNIP", "ZOBRIST", "HASHING", "ABCDEFGHIJ", "Q"};
    for (size_t w = 0; w < sizeof words / sizeof *words; w++) {
        uint32_t f[PLACES];
        size_t n = word_features(words[w], f);
        CHECK_U64(zb_hash_features(keys, f, n), word_key(keys, words[w]));
    }
    /* Adding the letter S at place 3 turns CAT into CATS: exactly that key. */
    CHECK_U64(word_key(keys, "CATS") ^ word_key(keys, "CAT"), keys[feature(3, 'S')]);
    CHECK_U64(zb_toggle(word_key(keys, "CATS"), keys, feature(3, 'S')), word_key(keys, "CAT"));
    /* Changing a letter is a removal and an addition. */
    CHECK_U64(zb_toggle(zb_toggle(word_key(keys, "CAT"), keys, feature(0, 'C')), keys, feature(0, 'B')),
              word_key(keys, "BAT"));

    /* Random words: keys from sets in any order agree with the XOR of letters. */
    uint64_t state = 42;
    for (int trial = 0; trial < 10000; trial++) {
        char word[PLACES + 1];
        int len = 1 + (int)(zb_splitmix64_next(&state) % PLACES);
        for (int i = 0; i < len; i++)
            word[i] = (char)('A' + zb_splitmix64_next(&state) % LETTERS);
        word[len] = '\0';
        uint32_t f[PLACES], reversed[PLACES];
        size_t n = word_features(word, f);
        for (size_t i = 0; i < n; i++)
            reversed[i] = f[n - 1 - i];
        uint64_t h = word_key(keys, word);
        if (!CHECK_U64(zb_hash_features(keys, reversed, n), h))
            break;
        /* Remove the last letter: the key of the prefix. */
        char prefix[PLACES + 1];
        memcpy(prefix, word, (size_t)len);
        prefix[len - 1] = '\0';
        if (!CHECK_U64(zb_toggle(h, keys, f[n - 1]), word_key(keys, prefix)))
            break;
    }

    /* Clustering (the report's remark): CATS and DOGS differ by the XOR of
     * the keys of C/D, A/O, T/G at places 0-2; CATNIP and DOGNIP by the same
     * XOR, so one clash at a width makes the other. */
    CHECK_U64(word_key(keys, "CATS") ^ word_key(keys, "DOGS"), word_key(keys, "CAT") ^ word_key(keys, "DOG"));
    CHECK_U64(word_key(keys, "CATNIP") ^ word_key(keys, "DOGNIP"), word_key(keys, "CAT") ^ word_key(keys, "DOG"));
}
