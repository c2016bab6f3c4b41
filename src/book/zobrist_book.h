/*
 * zobrist_book.h - Polyglot opening books on the chess layer.
 *
 * A book is a file of 16-byte entries, big-endian: the position's Polyglot
 * key (8 bytes), the move (2), the weight (2) and the learn value (4), sorted
 * by key (book_format.html in Debian's polyglot package). Moves: bits 0-5 the
 * to square, 6-11 the from square, 12-14 the promotion (0 none, 1 knight ..
 * 4 queen); castling is stored as the king taking its own rook (e1h1), and
 * comes back from a lookup as the real move (e1g1).
 *
 *   1. Reading: open a file (memory-mapped where the platform allows, so a
 *      book is never read whole) or bytes, validate, look up by position or
 *      key (binary search), pick a move by weight with a seed, best move.
 *   2. Writing: build a book from games exactly as `polyglot make-book`
 *      does (same bytes), and merge two books as `polyglot merge-book`.
 *
 * Every function that takes outside input returns a zb_book_error.
 */
#ifndef ZOBRIST_BOOK_H
#define ZOBRIST_BOOK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "zobrist_chess.h"
#include "zobrist_pgn.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ errors */

/* Codes are stable: new ones are only ever added before ZB_BOOK_ERR_COUNT_. */
typedef enum zb_book_error {
    ZB_BOOK_OK = 0,
    ZB_BOOK_ERR_OPEN,         /* the file cannot be opened (errno says why) */
    ZB_BOOK_ERR_READ,         /* reading or mapping it failed (errno says why) */
    ZB_BOOK_ERR_WRITE,        /* writing the output failed */
    ZB_BOOK_ERR_TRUNCATED,    /* the size is not a multiple of 16 bytes */
    ZB_BOOK_ERR_UNSORTED,     /* a key is smaller than the one before it */
    ZB_BOOK_ERR_BAD_MOVE,     /* a move field no chess move has */
    ZB_BOOK_ERR_ILLEGAL_MOVE, /* a well-formed move that is illegal in its position */
    ZB_BOOK_ERR_NOT_FOUND,    /* the position has no entry in the book */
    ZB_BOOK_ERR_NO_WEIGHT,    /* the position's legal book moves all weigh 0 */
    ZB_BOOK_ERR_ARGUMENT,     /* an option or argument out of range */
    ZB_BOOK_ERR_NO_MEMORY,
    ZB_BOOK_ERR_TOO_DEEP,     /* info, dump: a line longer than polyglot's 1024 plies */
    ZB_BOOK_ERR_GAME,         /* add_game: the PGN game failed (its own error says why) */
    ZB_BOOK_ERR_NULL_MOVE,    /* add_game: a null move, which no book entry can hold */
    ZB_BOOK_ERR_COUNT_ /* number of codes; not an error */
} zb_book_error;

/* Stable upper-case name without the ZB_BOOK_ERR_ prefix, e.g. "TRUNCATED". */
const char *zb_book_error_name(zb_book_error err);
/* One-line description, e.g. "the book's size is not a multiple of 16 bytes". */
const char *zb_book_error_message(zb_book_error err);

/* ------------------------------------------------------------- the format */

#define ZB_BOOK_ENTRY_SIZE 16

typedef struct zb_book_entry {
    uint64_t key;
    uint16_t move;   /* the raw move field */
    uint16_t weight;
    uint32_t learn;
} zb_book_entry;

/* Decodes / encodes one 16-byte big-endian entry. */
zb_book_entry zb_book_entry_decode(const unsigned char bytes[ZB_BOOK_ENTRY_SIZE]);
void zb_book_entry_encode(const zb_book_entry *entry, unsigned char bytes[ZB_BOOK_ENTRY_SIZE]);

/* 1 if a raw move field is one a chess move can have: bit 15 clear, from
 * and to differ, promotion 0..4 and only from the 7th to the 8th rank (2nd
 * to 1st), one file at most. */
int zb_book_move_field_valid(uint16_t raw);
/* The raw field of a legal move of pos (castling as king takes rook). */
uint16_t zb_book_move_encode(const zb_position *pos, zb_move move);
/* The legal move of pos a raw field stands for; ZB_MOVE_NONE if none. */
zb_move zb_book_move_decode(const zb_position *pos, uint16_t raw);
/* Text of a raw field as polyglot prints it: "e2e4", "e7e8q", castling as
 * "e1h1"; "?" forms for invalid fields. Returns the length. */
size_t zb_book_raw_to_text(uint16_t raw, char out[ZB_UCI_MAX]);

/* ----------------------------------------------------------------- reading */

typedef struct zb_book zb_book;

/* Where validation found the first problem (index of the entry). */
typedef struct zb_book_problem {
    zb_book_error error;
    size_t entry;
} zb_book_problem;

enum {
    ZB_BOOK_VALIDATE = 0,    /* check sizes, order and move fields on open */
    ZB_BOOK_NO_VALIDATE = 1, /* only the size: for huge books; lookups still
                                skip bad move fields */
};

/* Opens a book file: memory-mapped on POSIX, read otherwise. On error *out is
 * NULL and *problem (if not NULL) says which entry was wrong. A path that is
 * no regular file (a directory, a device, a pipe) is ZB_BOOK_ERR_OPEN with
 * errno EISDIR or EINVAL. */
zb_book_error zb_book_open(const char *path, int flags, zb_book **out, zb_book_problem *problem);
/* A book over bytes: copied (the caller may free them afterwards). */
zb_book_error zb_book_from_bytes(const void *bytes, size_t size, int flags, zb_book **out,
                                 zb_book_problem *problem);
void zb_book_close(zb_book *book);

/* Checks every entry: sorted keys, valid move fields. Records with key 0 at
 * the start (a "@PG@" header) are allowed and skipped. */
zb_book_error zb_book_validate(const zb_book *book, zb_book_problem *problem);

size_t zb_book_size(const zb_book *book); /* entries */
zb_book_entry zb_book_entry_at(const zb_book *book, size_t index);
/* The entries with this key: returns how many, the first one's index in
 * *first (binary search). */
size_t zb_book_find_key(const zb_book *book, uint64_t key, size_t *first);

/* A book move of a position. */
typedef struct zb_book_move {
    zb_move move;        /* the legal move (castling as the king's move); ZB_MOVE_NONE if none */
    uint16_t raw;        /* the move field */
    uint16_t weight;
    uint32_t learn;
    size_t entry;        /* its index in the book */
    zb_book_error status; /* OK, BAD_MOVE or ILLEGAL_MOVE (reported, never played) */
} zb_book_move;

/* Every entry of the position's Polyglot key (zb_position_key_with: whatever
 * keys the position keeps), legal ones first sorted by weight (ties
 * in book order), then the bad or illegal ones. Writes up to cap into out
 * and returns how many entries the key has (0 if the position is not in
 * the book). */
size_t zb_book_probe(const zb_book *book, const zb_position *pos, zb_book_move *out, size_t cap);

typedef struct zb_book_pick_options {
    uint64_t seed; /* the same seed and position give the same move */
} zb_book_pick_options;
/* A legal book move chosen with probability proportional to its weight:
 * NOT_FOUND if the position has no legal book move, NO_WEIGHT if they all
 * weigh 0. */
zb_book_error zb_book_pick(const zb_book *book, const zb_position *pos, const zb_book_pick_options *options,
                           zb_book_move *out);
/* The legal book move with the highest weight (the first in the book on a tie). */
zb_book_error zb_book_best(const zb_book *book, const zb_position *pos, zb_book_move *out);

/* ----------------------------------------------------------------- writing */

/* polyglot make-book's options and defaults. */
typedef struct zb_book_build_options {
    int max_ply;      /* moves after this many plies of a game are ignored (1024) */
    int min_game;     /* entries played fewer times are dropped (3) */
    double min_score; /* in %: entries scoring less are dropped (0) */
    int only_white;   /* keep only entries with white to move */
    int only_black;   /* keep only entries with black to move */
    int uniform;      /* every weight 1 */
} zb_book_build_options;
void zb_book_build_options_default(zb_book_build_options *options);

typedef struct zb_book_builder zb_book_builder;
zb_book_builder *zb_book_builder_new(const zb_book_build_options *options); /* NULL if out of memory */
void zb_book_builder_free(zb_book_builder *builder);

/* Room for about count plies (a hint: saves growing the tables). */
zb_book_error zb_book_builder_reserve(zb_book_builder *builder, size_t count);

/* Game results as polyglot reads the Result tag: 1-0, 0-1, anything else
 * (1/2-1/2, *, missing) counts as a draw. */
enum { ZB_BOOK_RESULT_DRAW = 0, ZB_BOOK_RESULT_WHITE = 1, ZB_BOOK_RESULT_BLACK = -1 };
int zb_book_result_from_text(const char *text, size_t len);

/* Starts a game from pos's current position, then one call a move, in
 * order: pos must hold the position before the move (the builder reads its
 * Polyglot key, whatever keys pos keeps, and its side). Plies beyond
 * max_ply are ignored. */
void zb_book_builder_start_game(zb_book_builder *builder, int result);
zb_book_error zb_book_builder_add_move(zb_book_builder *builder, const zb_position *pos, zb_move move);
/* The lower-level form: a move already encoded, from a position with that
 * key and side to move (ZB_WHITE / ZB_BLACK). */
zb_book_error zb_book_builder_add(zb_book_builder *builder, uint64_t key, uint16_t raw_move, int side);

/* A game from the PGN reader, as polyglot make-book takes it: the result
 * from the Result tag, the first max_ply plies of the main line. A game
 * with an error fails with ZB_BOOK_ERR_GAME, unless the error is an illegal
 * main-line move past max_ply (polyglot never reads so far); a null move
 * fails with ZB_BOOK_ERR_NULL_MOVE, its ply (1-based) in *ply if not NULL.
 * The CLI and the WebAssembly build both add games through this. */
zb_book_error zb_book_builder_add_game(zb_book_builder *builder, const zb_pgn_game *game, long max_ply, size_t *ply);

size_t zb_book_builder_games(const zb_book_builder *builder);
/* After finish, the (key, move) entries before filtering; before, the
 * plies of the current run (at least as many). */
size_t zb_book_builder_entries(const zb_book_builder *builder);

/* Filters, sorts and returns the book's entries (malloc'd; the caller frees
 * them). The builder may be freed afterwards, not added to. */
zb_book_error zb_book_builder_finish(zb_book_builder *builder, zb_book_entry **entries, size_t *count);

/* --------------------------------------------- building in bounded memory */

/* A builder keeps every ply until finish (ZB_BOOK_RUN_PLY_SIZE bytes each).
 * For memory bounded whatever the input's size (the WebAssembly build's
 * 2 GB), its plies can go out in sorted runs, kept wherever the caller
 * likes (disk, JS memory), and merged back: the same bytes as finish. */
#define ZB_BOOK_RUN_PLY_SIZE 12

/* Whether the plies added since the last run are at least `plies` (ask
 * between games; 0 never: the default). */
int zb_book_builder_run_full(const zb_book_builder *builder, size_t plies);
/* Those plies, sorted (stable, by key), as bytes valid until the builder
 * is next used; the builder starts a new run. */
zb_book_error zb_book_builder_take_run(zb_book_builder *builder, const void **bytes, size_t *size);

/* Merges runs, given in the order they were taken, into the book's
 * entries. A run is read a window at a time: zb_book_merger_feed gives run
 * i's next bytes (any multiple of ZB_BOOK_RUN_PLY_SIZE, 4-byte aligned,
 * read in place until the merger asks for that run again; 0 bytes: the
 * run has ended). Memory: the windows, and the entries of one position. */
typedef struct zb_book_merger zb_book_merger;
zb_book_merger *zb_book_merger_new(const zb_book_build_options *options, size_t runs); /* NULL if out of memory */
void zb_book_merger_free(zb_book_merger *merger);
zb_book_error zb_book_merger_feed(zb_book_merger *merger, size_t run, const void *bytes, size_t size);

typedef enum zb_book_merge_status {
    ZB_BOOK_MERGE_NEED,    /* run *run needs its next bytes (every run, first, in order) */
    ZB_BOOK_MERGE_ENTRIES, /* entries are ready; step again */
    ZB_BOOK_MERGE_DONE     /* every run is merged */
} zb_book_merge_status;
/* Merges until one of the statuses; after every step, the entries it
 * completed, in book order, are in zb_book_merger_entries (valid until the
 * next step). UNSORTED if a run is not sorted by key. */
zb_book_error zb_book_merger_step(zb_book_merger *merger, zb_book_merge_status *status, size_t *run);
size_t zb_book_merger_entries(const zb_book_merger *merger, const zb_book_entry **entries);
/* (key, move) entries seen so far, before filtering. */
size_t zb_book_merger_played(const zb_book_merger *merger);

/* Writes entries as a book file. */
zb_book_error zb_book_write_file(const char *path, const zb_book_entry *entries, size_t count);

/* polyglot merge-book: the two books walked by key; where both have a key,
 * the first book's entries in its order (a second-book entry with the same
 * move adds its weight, modulo 2^16, to the first such), then the second
 * book's other entries for the key in its order. Result malloc'd. */
zb_book_error zb_book_merge(const zb_book *first, const zb_book *second, zb_book_entry **entries, size_t *count);

/* ------------------------------------------------- polyglot's line walk */

/* What `polyglot info-book` prints: the book walked from the start position
 * by white's book moves against every black reply that has a book answer
 * (the lines for white), and the other way round; a line ends where the
 * book has no reply, at a transposition or at a repetition. */
typedef struct zb_book_info {
    uint64_t white_lines, black_lines;
    uint64_t white_positions, black_positions; /* positions on those lines */
    uint64_t isolated_positions;               /* the book's other positions */
} zb_book_info;
zb_book_error zb_book_get_info(const zb_book *book, zb_book_info *info);

/* What `polyglot dump-book -color white|black` writes, after its first line
 * ("Dump of ... for white."): every line, numbered, in SAN with the book's
 * share of each of the colour's moves. Moves are tried in polyglot's order
 * (the book's order for the colour, polyglot's move generator's for the
 * opponent), so the text is the same. */
zb_book_error zb_book_dump(const zb_book *book, int color, FILE *out);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_BOOK_H */
