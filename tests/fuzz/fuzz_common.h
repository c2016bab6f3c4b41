/* Shared helpers for the libFuzzer harnesses: a failed invariant prints what
 * it was and aborts, so libFuzzer records the input as a crash. */
#ifndef ZB_FUZZ_COMMON_H
#define ZB_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zobrist.h"

#define FUZZ_CHECK(cond, ...)                                                        \
    do {                                                                             \
        if (!(cond)) {                                                               \
            fprintf(stderr, "\n*** INVARIANT FAILED (%s:%d): %s\n    ", __FILE__,   \
                    __LINE__, #cond);                                                \
            fprintf(stderr, __VA_ARGS__);                                            \
            fprintf(stderr, "\n");                                                   \
            abort();                                                                 \
        }                                                                            \
    } while (0)

/* Everything the public API says about a position, for "unchanged" checks. */
typedef struct snapshot {
    char fen[ZB_FEN_MAX];
    uint64_t key;
    size_t ply;
    int side, castling, ep;
    unsigned halfmove, fullmove;
} snapshot;

static inline void take_snapshot(const zb_position *pos, snapshot *s)
{
    memset(s, 0, sizeof *s);
    zb_position_fen(pos, s->fen);
    s->key = zb_position_key(pos);
    s->ply = zb_position_ply(pos);
    s->side = zb_position_side(pos);
    s->castling = zb_position_castling(pos);
    s->ep = zb_position_ep_square(pos);
    s->halfmove = zb_position_halfmove(pos);
    s->fullmove = zb_position_fullmove(pos);
}

static inline int same_snapshot(const snapshot *a, const snapshot *b)
{
    return strcmp(a->fen, b->fen) == 0 && a->key == b->key && a->ply == b->ply && a->side == b->side &&
           a->castling == b->castling && a->ep == b->ep && a->halfmove == b->halfmove &&
           a->fullmove == b->fullmove;
}

/* Input bytes as a printable C literal, for the failure message. */
static inline void print_literal(const char *label, const char *data, size_t size)
{
    fprintf(stderr, "    %s: \"", label);
    for (size_t i = 0; i < size; i++) {
        unsigned char c = (unsigned char)data[i];
        if (c == '"' || c == '\\')
            fprintf(stderr, "\\%c", c);
        else if (c >= 32 && c < 127)
            fputc(c, stderr);
        else
            fprintf(stderr, "\\x%02x\"\"", c);
    }
    fprintf(stderr, "\" (%zu bytes)\n", size);
}

#endif
