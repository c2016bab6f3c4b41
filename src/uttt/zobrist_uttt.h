/*
 * zobrist_uttt.h - ultimate tic-tac-toe (UTTT) positions with 64-bit Zobrist
 * keys kept current on make/unmake; built on the key layer (zobrist_keys.h).
 *
 * The rules: nine local 3x3 boards in a 3x3 global grid. X moves first. A
 * move in cell c of a local board sends the opponent to local board c; if
 * that board is closed (won or full), the opponent may play in any open
 * cell. A local board is won by a line of three; a won board takes no more
 * moves; a full board without a line is drawn and counts for nobody. Three
 * local boards won by one player in a line win the game; the game also ends,
 * drawn, when no move is left.
 *
 * Numbering: boards 0..8 and cells 0..8 row-major, top-left first. Square
 * (and move code) s = 9 * board + cell, 0..80. Players: X = 0, O = 1.
 *
 *   1. The key layout: 199 features, SplitMix64 keys by default.
 *   2. Positions: text in/out, legal moves, make/unmake with the key updated
 *      incrementally, move text, perft, the census.
 *
 * Functions that take input from outside (position text, move text, move
 * codes) validate it and return a zb_uttt_error; on error the position is
 * left unchanged. Nothing here allocates after zb_uttt_new (the census
 * aside), and positions keep no shared mutable state: they may be used from
 * several threads, one thread a position (the census too: its collision
 * count, zb_count_equal_pairs, sorts through the scratch it is given).
 */
#ifndef ZOBRIST_UTTT_H
#define ZOBRIST_UTTT_H

#include <stddef.h>
#include <stdint.h>

#include "zobrist_keys.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ errors */

typedef enum zb_uttt_error {
    ZB_UTTT_OK = 0,
    /* position text: syntax */
    ZB_UTTT_ERR_TEXT_EMPTY,
    ZB_UTTT_ERR_TEXT_FIELD_COUNT,
    ZB_UTTT_ERR_TEXT_GROUP_COUNT,
    ZB_UTTT_ERR_TEXT_GROUP_TOO_LONG,
    ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT,
    ZB_UTTT_ERR_TEXT_CELL_CHAR,
    ZB_UTTT_ERR_TEXT_SIDE,
    ZB_UTTT_ERR_TEXT_FORCED_SYNTAX,
    /* position text: positions no game reaches */
    ZB_UTTT_ERR_TEXT_STONE_COUNT,
    ZB_UTTT_ERR_TEXT_BOARD_BOTH_LINES,
    ZB_UTTT_ERR_TEXT_BOARD_PLAYED_AFTER_WIN,
    ZB_UTTT_ERR_TEXT_GLOBAL_BOTH_LINES,
    ZB_UTTT_ERR_TEXT_GLOBAL_PLAYED_AFTER_WIN,
    ZB_UTTT_ERR_TEXT_WINNER_TO_MOVE,
    ZB_UTTT_ERR_TEXT_GAME_OVER_FORCED,
    ZB_UTTT_ERR_TEXT_FORCED_CLOSED,
    ZB_UTTT_ERR_TEXT_FORCED_UNEXPLAINED,
    ZB_UTTT_ERR_TEXT_FREE_UNEXPLAINED,
    /* moves */
    ZB_UTTT_ERR_MOVE_SYNTAX,
    ZB_UTTT_ERR_MOVE_RANGE,
    ZB_UTTT_ERR_GAME_OVER,
    ZB_UTTT_ERR_BOARD_CLOSED,
    ZB_UTTT_ERR_WRONG_BOARD,
    ZB_UTTT_ERR_CELL_OCCUPIED,
    /* everything else */
    ZB_UTTT_ERR_NOTHING_TO_UNDO,
    ZB_UTTT_ERR_KEY_MISMATCH,
    ZB_UTTT_ERR_ARGUMENT,
    ZB_UTTT_ERR_NO_MEMORY,
    ZB_UTTT_ERR_COUNT_ /* number of codes; not an error */
} zb_uttt_error;

/* Stable upper-case name without the ZB_UTTT_ERR_ prefix, e.g. "CELL_OCCUPIED". */
const char *zb_uttt_error_name(zb_uttt_error err);
/* One-line description of what is wrong. */
const char *zb_uttt_error_message(zb_uttt_error err);

/* ---------------------------------------------------------- the key layout */

enum { ZB_UTTT_X = 0, ZB_UTTT_O = 1, ZB_UTTT_EMPTY = 2 };
/* A local board's status, and the game's result, in one numbering: a closed
 * board's (or the game's) outcome 0..2, then "still open" (ongoing). */
enum { ZB_UTTT_X_WON = 0, ZB_UTTT_O_WON = 1, ZB_UTTT_DRAWN = 2, ZB_UTTT_OPEN = 3 };
#define ZB_UTTT_ONGOING ZB_UTTT_OPEN
#define ZB_UTTT_NO_BOARD 9 /* the forced board when the choice is free */

/* 199 features, in this order:
 *   2 * s + player       a stone of player (X 0, O 1) on square s = 9 * board
 *                        + cell, 0..161; only on boards still open
 *   162 + 3 * board + o  closed local board and its outcome o: X won 0, O
 *                        won 1, drawn 2; 162..188
 *   189 + board          the board the player to move is sent to; absent
 *                        when the choice is free (or the game is over)
 *   198                  O is to move
 * When a local board closes, the keys of its stones are XORed out and the
 * outcome's key in, so a closed board hashes the same however it was
 * closed: the key identifies the open boards' stones, the closed boards'
 * outcomes, the forced board and the side, which is all that decides the
 * rest of the game. */
#define ZB_UTTT_FEATURES 199
#define ZB_UTTT_OUTCOME_FEATURE 162 /* + 3 * board + outcome */
#define ZB_UTTT_FORCED_FEATURE 189  /* + board */
#define ZB_UTTT_TURN_FEATURE 198    /* present when O is to move */
#define ZB_UTTT_MAX_FEATURES 92     /* 81 stones + 9 outcomes + forced + turn, a bound */

static inline uint32_t zb_uttt_stone_feature(int square, int player)
{
    return 2u * (uint32_t)square + (uint32_t)player;
}

/* The default keys: zb_keys_fill(table, 199, ZB_UTTT_SEED), SplitMix64 from
 * the seed 0x75747474 ("uttt" in ASCII); zb_uttt_keys_default()->table. */
#define ZB_UTTT_SEED UINT64_C(0x75747474)

/* A key set: the 199 keys, and the forced-board keys again with a zero key
 * for "free" at index 9 (so a change of forced board costs no branch). Must
 * outlive the positions that use it. */
typedef struct zb_uttt_keys {
    uint64_t table[ZB_UTTT_FEATURES];
    uint64_t forced[ZB_UTTT_NO_BOARD + 1];
} zb_uttt_keys;

void zb_uttt_keys_init(zb_uttt_keys *keys, const uint64_t table[ZB_UTTT_FEATURES]);
void zb_uttt_keys_init_seeded(zb_uttt_keys *keys, uint64_t seed);
/* The default key set: a constant, so no initialisation and no race. */
const zb_uttt_keys *zb_uttt_keys_default(void);

/* ------------------------------------------------------------------- moves */

/* A move is its square's code, 0..80 = 9 * board + cell. Its text names the
 * cell on the 9x9 global grid: column a-i from the left, row 1-9 from the
 * top, so "a1" is code 0 (top-left cell of board 0), "e5" code 40 (the
 * centre of the centre board), "i9" code 80. */
#define ZB_UTTT_MAX_MOVES 81
#define ZB_UTTT_MOVE_TEXT_MAX 3 /* "e5" + NUL */

static inline int zb_uttt_board_of(int move) { return move / 9; }
static inline int zb_uttt_cell_of(int move) { return move % 9; }
static inline int zb_uttt_square(int board, int cell) { return 9 * board + cell; }

/* Writes the grid name ("e5") with a NUL; returns its length (2), or 0 and
 * "" for a code outside 0..80. */
size_t zb_uttt_move_to_text(int move, char out[ZB_UTTT_MOVE_TEXT_MAX]);
/* Reads a move's grid name ("e5", lower-case column) or its decimal code
 * ("40": 0..80, no sign, no leading zero) into *move. Syntax only: whether
 * the move is legal is zb_uttt_parse_move's question. The text need not be
 * NUL-terminated. ZB_UTTT_ERR_MOVE_SYNTAX if it is neither, MOVE_RANGE for a
 * code 81..99. */
zb_uttt_error zb_uttt_move_from_text(const char *text, size_t len, int *move);

/* --------------------------------------------------------------- positions */

typedef struct zb_uttt zb_uttt;

/* The position text: nine groups of nine cells separated by '/', group b
 * being local board b, cells row-major, 'x', 'o' or '.'; a space and the
 * player to move, 'x' or 'o'; a space and the board the player is sent to,
 * '0'..'8', or '-' when the choice is free (and when the game is over).
 * Runs of whitespace separate the fields; leading and trailing whitespace
 * is ignored. The writer gives single spaces and nothing around. */
#define ZB_UTTT_START_TEXT \
    "........./........./........./........./........./........./........./........./......... x -"
#define ZB_UTTT_TEXT_MAX 96 /* 93 characters + NUL, with room to spare */

/* A new position at the empty start. keys == NULL selects the default keys.
 * Returns NULL only when out of memory. */
zb_uttt *zb_uttt_new(const zb_uttt_keys *keys);
void zb_uttt_free(zb_uttt *pos);
zb_uttt *zb_uttt_clone(const zb_uttt *pos); /* board and history */

/* Replaces the position (and clears the history) from its text. The text
 * must describe a position some game reaches, as far as these checks can
 * tell: stone counts agree with the player to move (X has as many stones
 * as O with X to move, one more with O); no local board has lines of both
 * players, or stones played after its line; at most one player has a
 * global line, with no board won after it, and that player is not to move;
 * a forced board is open and explained by a stone of the player who moved
 * last in that cell, and the game is not over; '-' (with stones down and the
 * game going on) is explained by such a stone whose cell names a closed
 * board. On error the position is unchanged and *error_offset (if not NULL)
 * gets the offset of the offending character, group or field in text. */
zb_uttt_error zb_uttt_set_text(zb_uttt *pos, const char *text, size_t len, size_t *error_offset);
/* Writes the position text with a NUL; returns its length (93). */
size_t zb_uttt_text(const zb_uttt *pos, char out[ZB_UTTT_TEXT_MAX]);
/* Back to the empty start; clears the history. */
void zb_uttt_reset(zb_uttt *pos);

uint64_t zb_uttt_key(const zb_uttt *pos);         /* incremental */
uint64_t zb_uttt_compute_key(const zb_uttt *pos); /* from scratch */
/* The features present (see the key layout), as indices into the 199-key
 * table, in increasing order; returns how many (at most
 * ZB_UTTT_MAX_FEATURES). The key is zb_hash_features(keys->table, out, n),
 * and any other scheme (zb_hash_features_add48, other keys) hashes the same
 * identity from this list. */
size_t zb_uttt_features(const zb_uttt *pos, uint32_t *out);

int zb_uttt_side(const zb_uttt *pos);          /* ZB_UTTT_X or ZB_UTTT_O */
int zb_uttt_forced_board(const zb_uttt *pos);  /* 0..8, or ZB_UTTT_NO_BOARD */
int zb_uttt_board_status(const zb_uttt *pos, int board); /* ZB_UTTT_X_WON .. _OPEN (_OPEN outside 0..8) */
int zb_uttt_result(const zb_uttt *pos);        /* ZB_UTTT_X_WON, _O_WON, _DRAWN or _ONGOING */
int zb_uttt_cell(const zb_uttt *pos, int square); /* ZB_UTTT_X, _O or _EMPTY (closed boards too; _EMPTY outside 0..80) */
size_t zb_uttt_ply(const zb_uttt *pos);        /* moves made since the text */
/* The move that led to history ply 1..zb_uttt_ply(); -1 outside. */
int zb_uttt_move_at(const zb_uttt *pos, size_t ply);

/* Legal moves in increasing code order into out (room for
 * ZB_UTTT_MAX_MOVES); returns how many, 0 when the game is over. */
size_t zb_uttt_legal_moves(const zb_uttt *pos, uint8_t *out);

/* Makes a move that must come from zb_uttt_legal_moves: not checked (the
 * perft path); anything else is undefined behaviour. */
void zb_uttt_make(zb_uttt *pos, int move);
/* Makes any move code after checking it: ZB_UTTT_ERR_MOVE_RANGE outside
 * 0..80, then GAME_OVER, BOARD_CLOSED, WRONG_BOARD, CELL_OCCUPIED. */
zb_uttt_error zb_uttt_make_checked(zb_uttt *pos, int move);
/* Why a move code is not legal here (those errors), or ZB_UTTT_OK. */
zb_uttt_error zb_uttt_check_move(const zb_uttt *pos, int move);
/* Takes back the last move; ZB_UTTT_ERR_NOTHING_TO_UNDO at the text's position. */
zb_uttt_error zb_uttt_unmake(zb_uttt *pos);

/* Parses move text (zb_uttt_move_from_text) into a legal move of the
 * position; then plays it. */
zb_uttt_error zb_uttt_parse_move(const zb_uttt *pos, const char *text, size_t len, int *move);
zb_uttt_error zb_uttt_play(zb_uttt *pos, const char *text, size_t len);

/* ------------------------------------------------------------------- perft */

/* Leaf nodes at depth, making and unmaking every move, leaves included; a
 * decided game has no moves. From the start: 1, 81, 720, 6336, 55080,
 * 473256, 4020960, 33782544, 281067408 for depths 0..8 (as published with
 * Serdra's perft suite, which the tests run). */
uint64_t zb_uttt_perft(zb_uttt *pos, int depth);

/* As zb_uttt_perft, and compares the incremental key with the key from
 * scratch at every node. Returns ZB_UTTT_OK, or ZB_UTTT_ERR_KEY_MISMATCH at
 * the first mismatch, where the position is left (its history holds the
 * moves that led there); ZB_UTTT_ERR_ARGUMENT for a negative depth. */
typedef struct zb_uttt_perft_check {
    uint64_t nodes;       /* leaves */
    uint64_t checked;     /* nodes whose key was compared */
    uint64_t incremental; /* at a mismatch: the two keys */
    uint64_t scratch;
} zb_uttt_perft_check;
zb_uttt_error zb_uttt_perft_verify(zb_uttt *pos, int depth, zb_uttt_perft_check *result);

/* ------------------------------------------------------------------ census */

/* Every distinct position reachable in exactly n plies from a root, ply by
 * ply, under two identities, neither of them a key:
 *   exact        every cell of every board, the forced board, the side;
 *   equivalent   as the key sees it: a closed board's cells forgotten, its
 *                outcome kept (the open boards' cells, forced board, side).
 * At each completed ply the census counts the pairs of positions distinct
 * under the equivalence whose hashes collide, for four hashes on the
 * position's key set (as the chess census does):
 *   XOR32  the low 32 bits of the 64-bit key
 *   XOR48  its high 48 bits
 *   ADD48  the sum modulo 2^48 of the features' keys >> 16
 *   XOR64  the full 64-bit key
 * Memory: 20 bytes a position of each identity, 16 to 32 more a position
 * of the ply under construction (its hash index), 32 a class while the
 * collisions are counted; 80 KB of tables. */
typedef struct zb_uttt_census zb_uttt_census;
enum { ZB_UTTT_CENSUS_XOR32, ZB_UTTT_CENSUS_XOR48, ZB_UTTT_CENSUS_ADD48, ZB_UTTT_CENSUS_XOR64,
       ZB_UTTT_CENSUS_HASHES };

zb_uttt_census *zb_uttt_census_new(const zb_uttt *root); /* NULL when out of memory */
void zb_uttt_census_free(zb_uttt_census *census);
/* Expands up to `budget` positions of the last ply: 1 when the next ply is
 * complete (and counted), 0 when there is more to do, -1 when out of memory
 * (the census is then unusable). */
int zb_uttt_census_step(zb_uttt_census *census, size_t budget);
size_t zb_uttt_census_ply(const zb_uttt_census *census);       /* plies completed */
size_t zb_uttt_census_positions(const zb_uttt_census *census); /* exact, at that ply */
size_t zb_uttt_census_classes(const zb_uttt_census *census);   /* equivalent, at that ply */
double zb_uttt_census_progress(const zb_uttt_census *census);  /* of the ply being expanded, 0..1 */
uint64_t zb_uttt_census_pairs(const zb_uttt_census *census, int hash); /* colliding pairs */
/* One hash of every equivalence class at the completed ply, in no
 * particular order, into out (room for zb_uttt_census_classes); returns
 * how many. */
size_t zb_uttt_census_hashes(const zb_uttt_census *census, int hash, uint64_t *out);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_UTTT_H */
