/*
 * zobrist_go.h - Go on N x N boards (2 <= N <= 19) with positional superko,
 * and 64-bit keys kept current on make/unmake; built on the key layer
 * (zobrist_keys.h). Go is the first application of Zobrist's 1970 report.
 *
 * Rules: Black moves first; a pass is always legal; two passes in a row end
 * the game. A placement captures the opponent's groups it leaves without
 * liberties. Positional superko: a placement is illegal if the arrangement
 * of stones it produces equals any earlier arrangement of the game, the
 * start arrangement (set from text) included; passes add nothing to that
 * history, and the player to move plays no part in it. Two rule sets:
 *   ZB_GO_TT    Tromp-Taylor: a placement that leaves its own group of two
 *               or more stones without liberties (and captures nothing)
 *               removes that group (multi-stone suicide);
 *   ZB_GO_CGOS  no suicide at all.
 * A single-stone suicide is never legal (under Tromp-Taylor it would repeat
 * the arrangement anyway).
 *
 * Points: point = row * N + col, row 0 the bottom row, col 0 the left
 * column. Move codes: a point, or N * N for a pass (ZB_GO_PASS_CODE).
 * Move text (GTP): a column letter A-T skipping I, then the row number 1..N
 * counted from the bottom, e.g. "A1" (point 0), "C3"; or "pass". Letters are
 * case-insensitive.
 *
 * Position text: rows separated by '/', the TOP row (row N-1) first, each a
 * string of N characters '.' empty, 'b' black, 'w' white (left to right);
 * then a space, the player to move 'b' or 'w', a space and the number of
 * consecutive passes that ended the last moves, 0, 1 or 2 (2: the game is
 * over). Example, 5x5 with white to move:  "...../...../...../...b./..b.b w 0"
 * Fields may be separated by several spaces or tabs and surrounded by them;
 * the writer uses one space. Reading and writing round-trip exactly.
 *
 * Keys: feature 2 * point + colour (black 0, white 1) is a stone of that
 * colour on that point; feature 2 * N * N is "white to move" (present when
 * white is to move). The default keys of an N x N board are the first
 * 2N^2 + 1 outputs of SplitMix64 (zb_keys_fill) from ZB_GO_SEED: every size
 * takes a prefix of one 723-key sequence, so a stone has the same key on
 * every board size and the empty board's stones-only key is 0 (keys of
 * positions of different sizes are not meant to be mixed). A caller may give
 * its own 2N^2 + 1 keys instead. The stones-only key (no turn key) is what
 * superko looks up; a key match is always confirmed by comparing the stones,
 * so a hash collision can never forbid a legal move. Matches that turn out
 * to be different arrangements are counted (zb_go_failed_confirmations).
 * The lookup scans a short history (a perft path) and uses a hash index of
 * the keys beyond 32 arrangements (a long game); a placement that removes
 * nothing is compared only with arrangements from before the last removal,
 * since every later one is a subset of the current stones.
 *
 * Functions that take input from outside validate it and return a
 * zb_go_error; on error the position is left unchanged.
 */
#ifndef ZOBRIST_GO_H
#define ZOBRIST_GO_H

#include <stddef.h>
#include <stdint.h>

#include "zobrist_keys.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ errors */

/* The numbers are stable: new codes are added before ZB_GO_ERR_COUNT_. */
typedef enum zb_go_error {
    ZB_GO_OK = 0,
    ZB_GO_ERR_SIZE_RANGE,          /* board size outside 2..19 */
    ZB_GO_ERR_RULES,               /* rules other than ZB_GO_TT, ZB_GO_CGOS */
    ZB_GO_ERR_TEXT_EMPTY,
    ZB_GO_ERR_TEXT_FIELD_COUNT,    /* not board, player, passes */
    ZB_GO_ERR_TEXT_CHAR,           /* a board character other than . b w / */
    ZB_GO_ERR_TEXT_ROW_LENGTH,     /* a row longer or shorter than the first */
    ZB_GO_ERR_TEXT_ROW_COUNT,      /* number of rows differs from row length */
    ZB_GO_ERR_TEXT_SIDE,           /* player to move not 'b' or 'w' */
    ZB_GO_ERR_TEXT_PASSES,         /* passes not 0, 1 or 2 */
    ZB_GO_ERR_TEXT_NO_LIBERTIES,   /* a group without liberties */
    ZB_GO_ERR_SIZE_MISMATCH,       /* caller-given keys are for another size */
    ZB_GO_ERR_MOVE_SYNTAX,         /* not "pass" or a GTP coordinate */
    ZB_GO_ERR_POINT_OFF_BOARD,
    ZB_GO_ERR_POINT_OCCUPIED,
    ZB_GO_ERR_SUICIDE,
    ZB_GO_ERR_SUPERKO,
    ZB_GO_ERR_GAME_OVER,           /* two passes ended the game */
    ZB_GO_ERR_NOTHING_TO_UNDO,
    ZB_GO_ERR_KEY_MISMATCH,        /* perft_verify: incremental != scratch */
    ZB_GO_ERR_ARGUMENT,
    ZB_GO_ERR_NO_MEMORY,
    ZB_GO_ERR_COUNT_ /* number of codes; not an error */
} zb_go_error;

/* Stable upper-case name without the prefix, e.g. "SUPERKO". */
const char *zb_go_error_name(zb_go_error err);
/* One-line description, e.g. "the move would repeat an earlier arrangement". */
const char *zb_go_error_message(zb_go_error err);

/* -------------------------------------------------------------- the layout */

#define ZB_GO_MIN_SIZE 2
#define ZB_GO_MAX_SIZE 19
#define ZB_GO_MAX_POINTS (ZB_GO_MAX_SIZE * ZB_GO_MAX_SIZE)
/* Keys of an N x N board: 2N^2 stone features and the turn feature. */
#define ZB_GO_KEY_COUNT(n) (2 * (n) * (n) + 1)
#define ZB_GO_MAX_KEYS ZB_GO_KEY_COUNT(ZB_GO_MAX_SIZE) /* 723 */
/* The default keys' SplitMix64 seed: the year of Zobrist's report. */
#define ZB_GO_SEED UINT64_C(1970)

enum { ZB_GO_BLACK = 0, ZB_GO_WHITE = 1, ZB_GO_EMPTY = 2 };
typedef enum zb_go_rules { ZB_GO_TT = 0, ZB_GO_CGOS = 1 } zb_go_rules;

static inline uint32_t zb_go_stone_feature(int point, int colour) { return 2u * (uint32_t)point + (uint32_t)colour; }
static inline uint32_t zb_go_turn_feature(int size) { return 2u * (uint32_t)(size * size); }

/* The default keys of an N x N board into out (room for ZB_GO_KEY_COUNT(size)). */
void zb_go_default_keys(int size, uint64_t *out);

/* ------------------------------------------------------------------- moves */

#define ZB_GO_PASS_CODE(size) ((size) * (size))
#define ZB_GO_MAX_MOVES (ZB_GO_MAX_POINTS + 1) /* every point and a pass */
#define ZB_GO_MOVE_TEXT_MAX 5                  /* "pass" or "T19" + NUL */
#define ZB_GO_TEXT_MAX 400                     /* 19 rows of 19, 18 '/', " b 0", NUL */

/* ---------------------------------------------------------------- positions */

typedef struct zb_go_position zb_go_position;

/* An empty N x N board, Black to move, no passes. keys: 2N^2 + 1 keys
 * (copied), or NULL for the default keys. NULL when size or rules are out
 * of range, or out of memory. */
zb_go_position *zb_go_new(int size, zb_go_rules rules, const uint64_t *keys);
void zb_go_free(zb_go_position *pos);
zb_go_position *zb_go_clone(const zb_go_position *pos); /* board, history, counter */

/* Replaces the position (and clears the history) from position text. The
 * size follows from the text; a position with caller-given keys accepts
 * only its own size (ZB_GO_ERR_SIZE_MISMATCH). On error the position is
 * unchanged and *error_offset (if not NULL) gets the index of the offending
 * character (or len when something is missing at the end). */
zb_go_error zb_go_set_text(zb_go_position *pos, const char *text, size_t len, size_t *error_offset);
/* Writes the position text with a NUL (room for ZB_GO_TEXT_MAX); returns its length. */
size_t zb_go_text(const zb_go_position *pos, char *out);
/* Back to the empty board of the same size, Black to move; clears the history. */
void zb_go_clear(zb_go_position *pos);

uint64_t zb_go_key(const zb_go_position *pos);         /* incremental */
uint64_t zb_go_stones_key(const zb_go_position *pos);  /* without the turn key */
uint64_t zb_go_compute_key(const zb_go_position *pos); /* from scratch */
/* The features present (stones in point order, then the turn feature when
 * white is to move); returns how many (at most ZB_GO_MAX_POINTS + 1). The
 * key is zb_hash_features(keys, features, n) over the position's keys. */
size_t zb_go_features(const zb_go_position *pos, uint32_t *out);
const uint64_t *zb_go_keys(const zb_go_position *pos); /* its 2N^2 + 1 keys */

int zb_go_size(const zb_go_position *pos);
zb_go_rules zb_go_rules_of(const zb_go_position *pos);
int zb_go_side(const zb_go_position *pos);      /* ZB_GO_BLACK or ZB_GO_WHITE */
int zb_go_passes(const zb_go_position *pos);    /* consecutive passes, 0..2 */
int zb_go_game_over(const zb_go_position *pos); /* two passes in a row */
int zb_go_stone_at(const zb_go_position *pos, int point); /* colour, ZB_GO_EMPTY, or -1 off the board */
size_t zb_go_ply(const zb_go_position *pos);    /* moves (passes too) since the set position */
/* The move that led to ply 1..zb_go_ply(); -1 outside. */
int zb_go_move_at(const zb_go_position *pos, size_t ply);

/* Stones the last move removed into out (room for ZB_GO_MAX_POINTS), in no
 * particular order; returns how many (0 at ply 0 or after a pass). They are
 * the opponent's captured stones, or after a Tromp-Taylor suicide the
 * mover's own group, the point played included (zb_go_last_was_suicide). */
size_t zb_go_last_captures(const zb_go_position *pos, int *out);
int zb_go_last_was_suicide(const zb_go_position *pos);

/* Superko confirmations that failed since the position was made (cloned
 * positions keep the count): a stones-only key matched an earlier
 * arrangement's key but the stones differed, i.e. a hash collision. */
uint64_t zb_go_failed_confirmations(const zb_go_position *pos);

/* Legal moves into out (room for ZB_GO_MAX_MOVES), points ascending, the
 * pass last; none once the game is over. Superko lookups may count failed
 * confirmations, hence the non-const position. */
size_t zb_go_legal_moves(zb_go_position *pos, int *out);
/* The error making the move would give (ZB_GO_OK if legal); changes nothing
 * but the failed-confirmation counter. Order of checks: off the board, game
 * over, occupied, suicide, superko. */
zb_go_error zb_go_check_move(zb_go_position *pos, int move);
/* Whether placing a stone of the side to move on point would be legal but
 * for superko (for a UI marking such points); never once the game is over. */
int zb_go_superko_forbidden(zb_go_position *pos, int point);

/* Makes a move from zb_go_legal_moves without the superko check (the fast
 * path for perft). Still refuses a code off the board, an occupied point or
 * a suicide the rules forbid; fails otherwise only with ZB_GO_ERR_NO_MEMORY.
 * It does not look at the game's end: after two passes, use make_checked. */
zb_go_error zb_go_make(zb_go_position *pos, int move);
/* Makes any move code after checking it (zb_go_check_move). */
zb_go_error zb_go_make_checked(zb_go_position *pos, int move);
/* Takes back the last move; ZB_GO_ERR_NOTHING_TO_UNDO at the set position. */
zb_go_error zb_go_unmake(zb_go_position *pos);
/* Ensures the history has room for n more moves without allocating. */
zb_go_error zb_go_reserve(zb_go_position *pos, size_t n);

/* Parses move text ("pass", "D4") into a code for this board's size; only
 * syntax and the board's bounds are checked. The text need not be
 * NUL-terminated. */
zb_go_error zb_go_parse_move(const zb_go_position *pos, const char *text, size_t len, int *out);
/* Parses, checks and makes a move. */
zb_go_error zb_go_play(zb_go_position *pos, const char *text, size_t len);
/* The text of a move code on an N x N board, with a NUL; returns its length
 * (0 and "" for a code outside 0..N*N). */
size_t zb_go_move_text(int size, int move, char out[ZB_GO_MOVE_TEXT_MAX]);

/* ------------------------------------------------------------------- perft */

/* Every legal move sequence of length depth (passes included, none after
 * two passes), making and unmaking every move, leaves included, superko
 * checked at every node. Published counts it reproduces (depth 0 up):
 *   2x2  1, 5, 21, 68, 156, 316, 604, 1088, 2184, 4184, 8024 under both rule
 *        sets: from the empty 2x2 board a multi-stone suicide always empties
 *        the board, which repeats the start, so superko forbids it anyway;
 *   3x3 tt  1, 10, 91, 738, 5281, 33384, 180768, 857576, 3474312;
 *   5x5 tt  1, 26, 651, 15650, 361041, 7984104;
 *   ".w.bw/wbbbw/w.bww/bbbw./wwww. b 0" (a triple ko)
 *        tt 1, 5, 26, 121, 925; cgos 1, 5, 26, 109, 739.
 * Also 0 if the history cannot grow by depth states (out of memory, which
 * only an absurd depth meets); zb_go_perft_verify tells that case apart
 * (ZB_GO_ERR_NO_MEMORY). */
uint64_t zb_go_perft(zb_go_position *pos, int depth);

/* As zb_go_perft, and compares the incremental key (and stones-only key)
 * with keys computed from scratch at every node. Returns ZB_GO_OK, or
 * ZB_GO_ERR_KEY_MISMATCH at the first mismatch, where the position is left
 * so the caller can inspect it (its history holds the moves that led there). */
typedef struct zb_go_perft_check {
    uint64_t nodes;       /* leaves */
    uint64_t checked;     /* nodes whose keys were compared */
    uint64_t incremental; /* at a mismatch: the two keys */
    uint64_t scratch;
} zb_go_perft_check;
zb_go_error zb_go_perft_verify(zb_go_position *pos, int depth, zb_go_perft_check *result);

/* ------------------------------------------------------------------ census */

/* The distinct positions after exactly `plies` plies from a root, and how
 * often hashes of four widths collide among them. Under positional superko
 * the legal moves depend on the game's history, not only on the position,
 * so the census follows move sequences: a depth-first walk over every legal
 * sequence of exactly `plies` plies, passes included, none after two passes
 * (the sequences zb_go_perft counts), on a clone of the root (its history
 * included), collecting the positions at the sequences' ends in a hash set.
 * Identity is never a key:
 *   positions  exact: the stones, the player to move, the consecutive
 *              passes (0..2);
 *   classes    the stones and the player to move: what the key encodes.
 * Among the classes the census counts the pairs whose hashes are equal, for
 * four hashes on the root's keys (zb_go_keys), as the chess and UTTT
 * censuses do:
 *   XOR32  the low 32 bits of the 64-bit key
 *   XOR48  its high 48 bits
 *   ADD48  the sum modulo 2^48 of the features' keys >> 16
 *   XOR64  the full 64-bit key (zb_go_key)
 * The birthday expectation among P classes for b bits is P(P-1)/2^(b+1).
 *
 * Memory: the set holds a position packed in w 64-bit words, w =
 * ceil((2N^2 + 4) / 64) (2 bits a point, the side, the passes, a mark of
 * use): 8 bytes a position for N <= 5, 24 for 9x9, 96 for 19x19. It is an
 * open-addressing table of such slots doubled when 3/4 full, so it takes
 * 8w / 0.75 to 8w / 0.375 bytes a position (10.7 to 21.3 for N <= 5), 1.5
 * times that for a moment while it doubles; then 24 bytes a class while the
 * collisions are counted (the exact positions' table is still held). The
 * walk adds (plies + 1) * (N^2 + 1) ints of move lists and plies + N^2 + 1
 * packed positions, and the clone its history. Measured (one core, peak
 * as counted here): 5x5 at ply 5 (768208 positions) 23 MB, about 2 s; 9x9
 * at ply 3 (272318) 18 MB, under 0.5 s; 9x9 at ply 4 (10769205) 625 MB,
 * about 20 s. The walk makes every move through this API and the set is
 * larger than the caches: a census costs 4 to 13 times its perft. A
 * census that would allocate more than max_bytes (0: no limit), or whose
 * allocation fails, stops with ZB_GO_ERR_NO_MEMORY, everything freed.
 * Censuses of different positions may run in different threads. */
enum { ZB_GO_CENSUS_XOR32, ZB_GO_CENSUS_XOR48, ZB_GO_CENSUS_ADD48, ZB_GO_CENSUS_XOR64, ZB_GO_CENSUS_HASHES };

typedef struct zb_go_census_result {
    int plies;
    uint64_t sequences;  /* legal move sequences of that length (zb_go_perft) */
    uint64_t positions;  /* distinct exact positions at their ends */
    uint64_t classes;    /* distinct (stones, player to move) among them */
    uint64_t pairs[ZB_GO_CENSUS_HASHES]; /* pairs of classes with equal hashes */
    size_t peak_bytes;   /* the most the census had allocated at once (not the clone) */
} zb_go_census_result;

/* The census at exactly `plies` plies (0: the root alone) into *out.
 * ZB_GO_ERR_ARGUMENT for a NULL pointer or plies < 0, ZB_GO_ERR_NO_MEMORY
 * (see above); *out is written only on success. */
zb_go_error zb_go_census_ply(const zb_go_position *root, int plies, size_t max_bytes, zb_go_census_result *out);
/* zb_go_census_ply for 1..plies into out[0..plies-1] (room for plies
 * results), each ply its own walk (the last costs most: the walks of the
 * earlier plies add about 1/b of it for b moves a position), stopping at
 * the first error (the earlier plies stay written). */
zb_go_error zb_go_census_run(const zb_go_position *root, int plies, size_t max_bytes, zb_go_census_result *out);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_GO_H */
