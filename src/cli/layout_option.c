/* --layout SPEC: a chess key layout from its name or its parts.
 *   polyglot | stockfish | chessjs           the built-in layouts
 *   seed:S                                   SplitMix64 keys from seed S
 *   file:PATH                                781 hex keys (797: + 16 castling keys)
 *   bch64[:S] bch32[:S]                      keys independent by design (BCH), S seeds the filler bits;
 *   bch64np[:S] bch32np[:S]                  the same without the parity bit
 *   crand[:S] java[:S] javareseed[:S] mmix[:S]  weak generators (zobrist_key_sources.h)
 * then any of ,castling=4|16 ,ep=pseudo|legal|literal ,turn=white|black
 * (castling=16 on a seed draws 16 more keys after the 781). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "zobrist.h"

#define MAX_KEYS (ZB_CHESS_FEATURES + 16)

static int fail(char *err, size_t errlen, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(err, errlen, format, args);
    va_end(args);
    return -1;
}

/* Whitespace-separated hex numbers, optionally 0x-prefixed. */
static int read_key_file(const char *path, uint64_t *keys, size_t *count, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return fail(err, errlen, "cannot open %s: %s", path, strerror(errno));
    char word[64];
    *count = 0;
    while (fscanf(f, "%63s", word) == 1) {
        const char *digits = word + (word[0] == '0' && (word[1] == 'x' || word[1] == 'X') ? 2 : 0);
        char *end;
        errno = 0;
        uint64_t k = strtoull(digits, &end, 16);
        if (!isxdigit((unsigned char)digits[0]) || *end || errno || *count == MAX_KEYS) { /* no sign, no blanks */
            fclose(f);
            return *count == MAX_KEYS ? fail(err, errlen, "%s has more than %d keys", path, MAX_KEYS)
                                      : fail(err, errlen, "%s: key %zu \"%s\" is not a hex number", path, *count + 1, word);
        }
        keys[(*count)++] = k;
    }
    if (ferror(f)) { /* a directory, or EIO: not a file of 0 keys */
        int why = errno;
        fclose(f);
        return fail(err, errlen, "cannot read %s: %s", path, strerror(why));
    }
    fclose(f);
    if (*count != ZB_CHESS_FEATURES && *count != MAX_KEYS)
        return fail(err, errlen, "%s has %zu keys; a layout needs %d (or %d with 16 castling keys)", path, *count,
                    ZB_CHESS_FEATURES, MAX_KEYS);
    return 0;
}

/* Key sources with an optional ":S" seed, each filling MAX_KEYS keys (so
 * castling=16 works as with seed:S). */
static void fill_bch64(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_bch(keys, MAX_KEYS, 64, seed, NULL);
}
/* The 32-bit construction (no dependency of fewer than 8 keys) in the low
 * 32 bits, which a 32-bit key keeps, SplitMix64 bits above. */
static void fill_bch32(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_bch(keys, MAX_KEYS, 32, seed, NULL);
    zb_keys_fill_random_above(keys, MAX_KEYS, 32, seed ^ UINT64_C(0x9E3779B97F4A7C15));
}
static void fill_bch64_no_parity(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_bch_no_parity(keys, MAX_KEYS, 64, seed, NULL);
}
static void fill_bch32_no_parity(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_bch_no_parity(keys, MAX_KEYS, 32, seed, NULL);
    zb_keys_fill_random_above(keys, MAX_KEYS, 32, seed ^ UINT64_C(0x9E3779B97F4A7C15));
}
static void fill_crand(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_crand(keys, MAX_KEYS, (uint32_t)seed);
}
static void fill_java(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_java(keys, MAX_KEYS, seed);
}
static void fill_java_reseeded(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_java_reseeded(keys, MAX_KEYS, seed);
}
static void fill_mmix(uint64_t *keys, uint64_t seed)
{
    zb_keys_fill_mmix_lcg(keys, MAX_KEYS, seed);
}
static const struct key_source {
    const char *name;
    uint64_t default_seed, max_seed;
    void (*fill)(uint64_t *keys, uint64_t seed);
} key_sources[] = {
    {"bch64", 1, UINT64_MAX, fill_bch64},
    {"bch32", 1, UINT64_MAX, fill_bch32},
    {"bch64np", 1, UINT64_MAX, fill_bch64_no_parity},
    {"bch32np", 1, UINT64_MAX, fill_bch32_no_parity},
    {"crand", 1, UINT32_MAX, fill_crand}, /* srand's seed is an unsigned int; C's default is 1 */
    {"java", 0, UINT64_MAX, fill_java},
    {"javareseed", 0, UINT64_MAX, fill_java_reseeded},
    {"mmix", 0, UINT64_MAX, fill_mmix},
};

/* The key source that base names ("java" or "java:42") and its seed, or
 * NULL; *failed when the name is right but the seed is bad (why in err). */
static const struct key_source *find_key_source(const char *base, uint64_t *seed, int *failed, char *err,
                                                size_t errlen)
{
    *failed = 0;
    for (size_t i = 0; i < sizeof key_sources / sizeof *key_sources; i++) {
        size_t n = strlen(key_sources[i].name);
        if (strncmp(base, key_sources[i].name, n) || (base[n] && base[n] != ':'))
            continue;
        *seed = key_sources[i].default_seed;
        if (base[n] == ':') {
            uint64_t s;
            if (cli_parse_u64(base + n + 1, &s) || s > key_sources[i].max_seed) {
                *failed = 1;
                fail(err, errlen, "%s:S needs a whole number from 0 to %llu, got \"%s\"", key_sources[i].name,
                     (unsigned long long)key_sources[i].max_seed, base + n + 1);
                return NULL;
            }
            *seed = s;
        }
        return &key_sources[i];
    }
    return NULL;
}

/* The text up to the next comma (which is cut off), or NULL at the end. */
static char *next_part(char **rest)
{
    char *part = *rest;
    if (!part)
        return NULL;
    char *comma = strchr(part, ',');
    *rest = comma ? comma + 1 : NULL;
    if (comma)
        *comma = '\0';
    return part;
}

static int set_option(const char *option, int *castling, int *ep, int *turn, char *err, size_t errlen)
{
    static const char *eps[] = { "pseudo", "legal", "literal" };
    if (!strcmp(option, "castling=4") || !strcmp(option, "castling=16")) {
        *castling = atoi(option + 9);
        return 0;
    }
    for (int i = 0; i < 3; i++)
        if (!strncmp(option, "ep=", 3) && !strcmp(option + 3, eps[i]))
            return *ep = i, 0;
    if (!strcmp(option, "turn=white") || !strcmp(option, "turn=black"))
        return *turn = option[5] == 'w' ? ZB_WHITE : ZB_BLACK, 0;
    return fail(err, errlen, "unknown layout option \"%s\" (castling=4|16, ep=pseudo|legal|literal, turn=white|black)", option);
}

int cli_chess_layout(const char *spec, zb_chess_keys *out, char *err, size_t errlen)
{
    char *copy = strdup(spec ? spec : "");
    if (!copy)
        return fail(err, errlen, "out of memory");
    char *rest = copy, *base = next_part(&rest);
    uint64_t keys[MAX_KEYS];
    size_t count = 0;
    int castling = 4, ep, turn, status = -1;
    const zb_chess_keys *named = zb_chess_keys_named(base);
    uint64_t source_seed;
    int source_failed;
    const struct key_source *source = find_key_source(base, &source_seed, &source_failed, err, errlen);
    if (source_failed)
        goto done;
    if (named) {
        memcpy(keys, named->table, sizeof named->table);
        memcpy(keys + ZB_CHESS_FEATURES, named->castling, sizeof named->castling);
        count = named->castling_16 ? MAX_KEYS : ZB_CHESS_FEATURES;
        castling = named->castling_16 ? 16 : 4;
        ep = named->ep_rule;
        turn = named->turn_side;
    } else if (!strncmp(base, "seed:", 5)) {
        uint64_t seed;
        if (cli_parse_u64(base + 5, &seed)) {
            fail(err, errlen, "seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got \"%s\"", base + 5);
            goto done;
        }
        zb_keys_fill(keys, count = MAX_KEYS, seed);
        ep = ZB_EP_PSEUDO_LEGAL;
        turn = ZB_WHITE;
    } else if (source) {
        source->fill(keys, source_seed);
        count = MAX_KEYS;
        ep = ZB_EP_PSEUDO_LEGAL;
        turn = ZB_WHITE;
    } else if (!strncmp(base, "file:", 5)) {
        if (read_key_file(base + 5, keys, &count, err, errlen))
            goto done;
        castling = count == MAX_KEYS ? 16 : 4;
        ep = ZB_EP_PSEUDO_LEGAL;
        turn = ZB_WHITE;
    } else {
        fail(err, errlen, "unknown layout \"%s\" (polyglot, stockfish, chessjs, seed:S, file:PATH, "
                          "bch64, bch32, bch64np, bch32np, crand, java, javareseed, mmix)", base);
        goto done;
    }
    for (char *option; (option = next_part(&rest));)
        if (set_option(option, &castling, &ep, &turn, err, errlen))
            goto done;
    if (castling == 16 && count < MAX_KEYS) {
        fail(err, errlen, "castling=16 needs 16 castling keys, and \"%s\" has none", base);
        goto done;
    }
    if (castling == 4 && named && named->castling_16) { /* its slots 768-771 are stand-ins, not keys */
        fail(err, errlen, "castling=4 on a 16-key layout (\"%s\") has no four keys to XOR", base);
        goto done;
    }
    zb_chess_keys_init_layout(out, keys, castling == 16 ? keys + ZB_CHESS_FEATURES : NULL, (zb_ep_rule)ep, turn);
    out->halfmove_buckets = named ? named->halfmove_buckets : 0;
    status = 0;
done:
    free(copy);
    return status;
}

int cli_take_layout(int *argc, char **argv, zb_chess_keys *out, const zb_chess_keys **chosen)
{
    *chosen = NULL;
    for (int i = 0; i < *argc; i++) {
        const char *spec = NULL;
        int used = 0;
        if (!strcmp(argv[i], "--layout")) {
            if (i + 1 >= *argc)
                return cli_usage("--layout needs a layout (polyglot, stockfish, chessjs, seed:S, file:PATH, ...)");
            spec = argv[i + 1];
            used = 2;
        } else if (!strncmp(argv[i], "--layout=", 9)) {
            spec = argv[i] + 9;
            used = 1;
        } else {
            continue;
        }
        char err[256];
        if (cli_chess_layout(spec, out, err, sizeof err)) {
            fprintf(stderr, "zobrist: --layout %s: %s\n", spec, err);
            return 2;
        }
        *chosen = out;
        memmove(argv + i, argv + i + used, (size_t)(*argc - i - used) * sizeof *argv);
        *argc -= used;
        i--;
    }
    return 0;
}
