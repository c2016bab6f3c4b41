/* --layout SPEC: a chess key layout from its name or its parts.
 *   polyglot | stockfish | chessjs           the built-in layouts
 *   seed:S                                   SplitMix64 keys from seed S
 *   file:PATH                                781 hex keys (797: + 16 castling keys)
 * then any of ,castling=4|16 ,ep=pseudo|legal|literal ,turn=white|black
 * (castling=16 on a seed draws 16 more keys after the 781). */
#define _POSIX_C_SOURCE 200809L
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
        char *end;
        errno = 0;
        uint64_t k = strtoull(word, &end, 16);
        if (*end || errno || *count == MAX_KEYS) {
            fclose(f);
            return *count == MAX_KEYS ? fail(err, errlen, "%s has more than %d keys", path, MAX_KEYS)
                                      : fail(err, errlen, "%s: key %zu \"%s\" is not a hex number", path, *count + 1, word);
        }
        keys[(*count)++] = k;
    }
    fclose(f);
    if (*count != ZB_CHESS_FEATURES && *count != MAX_KEYS)
        return fail(err, errlen, "%s has %zu keys; a layout needs %d (or %d with 16 castling keys)", path, *count,
                    ZB_CHESS_FEATURES, MAX_KEYS);
    return 0;
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
    if (named) {
        memcpy(keys, named->table, sizeof named->table);
        memcpy(keys + ZB_CHESS_FEATURES, named->castling, sizeof named->castling);
        count = named->castling_16 ? MAX_KEYS : ZB_CHESS_FEATURES;
        castling = named->castling_16 ? 16 : 4;
        ep = named->ep_rule;
        turn = named->turn_side;
    } else if (!strncmp(base, "seed:", 5)) {
        char *end;
        errno = 0;
        uint64_t seed = strtoull(base + 5, &end, 0);
        if (!base[5] || *end || errno) {
            fail(err, errlen, "seed:S needs a whole number, got \"%s\"", base + 5);
            goto done;
        }
        zb_keys_fill(keys, count = MAX_KEYS, seed);
        ep = ZB_EP_PSEUDO_LEGAL;
        turn = ZB_WHITE;
    } else if (!strncmp(base, "file:", 5)) {
        if (read_key_file(base + 5, keys, &count, err, errlen))
            goto done;
        castling = count == MAX_KEYS ? 16 : 4;
        ep = ZB_EP_PSEUDO_LEGAL;
        turn = ZB_WHITE;
    } else {
        fail(err, errlen, "unknown layout \"%s\" (polyglot, stockfish, chessjs, seed:S, file:PATH)", base);
        goto done;
    }
    for (char *option; (option = next_part(&rest));)
        if (set_option(option, &castling, &ep, &turn, err, errlen))
            goto done;
    if (castling == 16 && count < MAX_KEYS) {
        fail(err, errlen, "castling=16 needs 16 castling keys, and \"%s\" has none", base);
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
