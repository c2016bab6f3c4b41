/* Inside book/: the plies a builder collects and the per-position tally
 * that turns them into a book's entries (book_build.c, book_run_sort.c,
 * book_merge.c). Not installed. */
#ifndef ZB_BOOK_INTERNAL_H
#define ZB_BOOK_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "zobrist_book.h"

/* One move of one game, as a run holds it (ZB_BOOK_RUN_PLY_SIZE bytes):
 * the key split in halves keeps the record 12 bytes with 4-byte alignment. */
typedef struct book_ply {
    uint32_t key_lo, key_hi;
    uint16_t move;  /* the raw move field */
    uint8_t score;  /* 2 a win of the side to move, 1 a draw, 0 a loss */
    uint8_t side;   /* ZB_WHITE or ZB_BLACK */
} book_ply;

_Static_assert(sizeof(book_ply) == ZB_BOOK_RUN_PLY_SIZE, "a run's ply is ZB_BOOK_RUN_PLY_SIZE bytes");

static inline uint64_t book_ply_key(const book_ply *p) { return (uint64_t)p->key_hi << 32 | p->key_lo; }

/* Sorts plies by key, stably (a position's plies stay in the order they
 * were played); tmp has room for n. 0, or -1 when out of memory. */
int book_sort_plies(book_ply *plies, book_ply *tmp, size_t n);


#endif
