/*
 * zobrist_chess.h - chess positions with Polyglot-compatible 64-bit keys kept
 * current on make/unmake; built on the key layer (zobrist_keys.h).
 *
 *   1. The chess layout: 781 features (piece on square, castling right,
 *      en-passant file, white to move), Polyglot's Random64 table by default.
 *   2. Positions: FEN in/out, legal moves, make/unmake with the key updated
 *      incrementally, UCI and SAN, repetition, perft, the census.
 *
 * Functions that take input from outside (FEN, move text) validate it and
 * return a zb_error; on error the position is left unchanged (zb_replay
 * stops after the last good move: see there).
 * Thread safety: zb_init() builds shared tables on first use; call it once
 * before using the library from several threads.
 */
#ifndef ZOBRIST_CHESS_H
#define ZOBRIST_CHESS_H

#include <stddef.h>
#include <stdint.h>

#include "zobrist_keys.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ errors */

typedef enum zb_error {
    ZB_OK = 0,
    /* FEN */
    ZB_ERR_FEN_EMPTY,
    ZB_ERR_FEN_FIELD_COUNT,
    ZB_ERR_FEN_RANK_COUNT,
    ZB_ERR_FEN_RANK_TOO_LONG,
    ZB_ERR_FEN_RANK_TOO_SHORT,
    ZB_ERR_FEN_RANK_DIGITS,
    ZB_ERR_FEN_PIECE_CHAR,
    ZB_ERR_FEN_KING_COUNT,
    ZB_ERR_FEN_PAWN_RANK,
    ZB_ERR_FEN_PIECE_COUNT,
    ZB_ERR_FEN_SIDE,
    ZB_ERR_FEN_CASTLING_SYNTAX,
    ZB_ERR_FEN_CASTLING_RIGHTS,
    ZB_ERR_FEN_EP_SYNTAX,
    ZB_ERR_FEN_EP_RANK,
    ZB_ERR_FEN_EP_PAWN,
    ZB_ERR_FEN_EP_CLOCK,
    ZB_ERR_FEN_HALFMOVE,
    ZB_ERR_FEN_FULLMOVE,
    ZB_ERR_FEN_OPPONENT_IN_CHECK,
    ZB_ERR_FEN_IMPOSSIBLE_CHECK,
    /* moves */
    ZB_ERR_MOVE_SYNTAX,
    ZB_ERR_MOVE_NO_PIECE,
    ZB_ERR_MOVE_ILLEGAL,
    ZB_ERR_MOVE_KING_IN_CHECK,
    ZB_ERR_MOVE_AMBIGUOUS,
    ZB_ERR_MOVE_PROMOTION_MISSING,
    ZB_ERR_MOVE_PROMOTION_INVALID,
    ZB_ERR_MOVETEXT_SYNTAX,
    /* everything else */
    ZB_ERR_NOTHING_TO_UNDO,
    ZB_ERR_KEY_MISMATCH,
    ZB_ERR_ARGUMENT,
    ZB_ERR_NO_MEMORY,
    ZB_ERR_NULL_MOVE_IN_CHECK, /* a null move by a side in check */
    ZB_ERR_COUNT_ /* number of codes; not an error */
} zb_error;

/* Stable upper-case name without the ZB_ERR_ prefix, e.g. "FEN_RANK_TOO_LONG". */
const char *zb_error_name(zb_error err);
/* One-line description of what is wrong, e.g. "a rank has more than 8 squares". */
const char *zb_error_message(zb_error err);

/* --------------------------------------------------------- the chess layout */

/* Pieces are numbered as Polyglot's "kind": 2 * type + (1 if white).
 * Types: pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5.
 * Squares: 8 * rank + file, a1 = 0, h8 = 63. */
enum { ZB_BLACK = 0, ZB_WHITE = 1 };
enum { ZB_PAWN, ZB_KNIGHT, ZB_BISHOP, ZB_ROOK, ZB_QUEEN, ZB_KING };
enum { ZB_NO_PIECE = 12, ZB_NO_SQUARE = 64 };
/* Castling rights, bit i <-> feature 768 + i. */
enum { ZB_CASTLE_WHITE_SHORT = 1, ZB_CASTLE_WHITE_LONG = 2,
       ZB_CASTLE_BLACK_SHORT = 4, ZB_CASTLE_BLACK_LONG = 8 };

#define ZB_CHESS_FEATURES 781
#define ZB_CHESS_CASTLING_FEATURE 768 /* + right index 0..3 (K, Q, k, q) */
#define ZB_CHESS_EP_FEATURE 772       /* + file 0..7 */
#define ZB_CHESS_TURN_FEATURE 780     /* present when white is to move */

static inline uint32_t zb_chess_piece_feature(int piece, int square)
{
    return 64u * (uint32_t)piece + (uint32_t)square;
}

/* Polyglot's Random64 table (the opening-book standard). zobrist.wasm is
 * built with ZB_POLYGLOT_FILLED_AT_START: its glue writes the table at
 * start-up from the package's JS copy, so there it is not const. */
#ifdef ZB_POLYGLOT_FILLED_AT_START
extern uint64_t zb_polyglot_random64[ZB_CHESS_FEATURES];
#else
extern const uint64_t zb_polyglot_random64[ZB_CHESS_FEATURES];
#endif

/* When a layout puts the en-passant file in the key. */
typedef enum zb_ep_rule {
    /* A pawn of the side to move stands beside the pawn that just
     * double-stepped, pinned or not: Polyglot, Stockfish 15.1, chess.js. */
    ZB_EP_PSEUDO_LEGAL = 0,
    /* An en-passant capture is legal (Stockfish from version 17 on). */
    ZB_EP_LEGAL = 1,
    /* After every double step, as the FEN writes it (literal). */
    ZB_EP_ALWAYS = 2
} zb_ep_rule;

/* A chess key layout: where each feature's key comes from and how the key
 * is formed from them. The 781-entry table is in Polyglot's feature order
 * whatever the layout's own draw order was; the castling part of the key is
 * castling[rights], which is the XOR of the four rights' keys (table[768..771])
 * for 4-key layouts and 16 independent keys for 16-key ones (Stockfish,
 * chess.js). Must outlive the positions that use it. */
typedef struct zb_chess_keys {
    uint64_t table[ZB_CHESS_FEATURES];
    uint64_t castling[16];
    uint8_t ep_rule;     /* a zb_ep_rule */
    uint8_t turn_side;   /* table[780] is in the key when this side is to move */
    uint8_t castling_16; /* castling[] holds 16 independent keys */
    /* Stockfish 15.1's key(): from a halfmove clock of 14 on, the key of
     * the clock's 8-ply bucket is XORed in (zb_chess_keys_halfmove_key). */
    uint8_t halfmove_buckets;
} zb_chess_keys;

/* What a layout with halfmove_buckets XORs into a position's key for its
 * halfmove clock: 0 below 14, else Stockfish's make_key((clock - 14) / 8). */
static inline uint64_t zb_chess_keys_halfmove_key(const zb_chess_keys *keys, unsigned halfmove)
{
    if (!keys->halfmove_buckets || halfmove < 14)
        return 0;
    if (halfmove > 65535) /* a clock past what a FEN can say keys as the FEN written for it says */
        halfmove = 65535;
    return (uint64_t)((halfmove - 14) / 8) * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
}

/* A 4-key layout on table: Polyglot's rules (pseudo-legal ep, the turn key
 * when white is to move). */
void zb_chess_keys_init(zb_chess_keys *keys, const uint64_t table[ZB_CHESS_FEATURES]);
void zb_chess_keys_init_seeded(zb_chess_keys *keys, uint64_t seed);
/* Any layout: castling16 == NULL keys castling with table[768..771] XORed,
 * else with the 16 keys indexed by the rights (bit 0 K, 1 Q, 2 k, 3 q);
 * turn_side is ZB_WHITE or ZB_BLACK. ZB_ERR_ARGUMENT for a bad rule or side. */
zb_error zb_chess_keys_init_layout(zb_chess_keys *keys, const uint64_t table[ZB_CHESS_FEATURES],
                                   const uint64_t castling16[16], zb_ep_rule ep_rule, int turn_side);
/* The Polyglot key set (the default). */
const zb_chess_keys *zb_chess_keys_polyglot(void);
/* The keys Debian's Stockfish 15.1 prints as "Key:" in its d command. */
const zb_chess_keys *zb_chess_keys_stockfish(void);
/* The keys chess.js 1.4's hash() returns. */
const zb_chess_keys *zb_chess_keys_chessjs(void);
/* "polyglot", "stockfish" or "chessjs"; NULL for another name. */
const zb_chess_keys *zb_chess_keys_named(const char *name);
/* The key of a feature list (zb_position_features) under a layout: pieces
 * and the ep file from the table, castling[rights], and the turn key by the
 * layout's turn side (feature 780 means white to move in any layout). */
uint64_t zb_chess_keys_hash(const zb_chess_keys *keys, const uint32_t *features, size_t count);

/* ------------------------------------------------------------------- moves */

/* bits 0-5 from, 6-11 to, 12-13 kind, 14-15 promotion (knight .. queen). */
typedef uint16_t zb_move;
enum { ZB_MOVE_NORMAL = 0, ZB_MOVE_PROMOTION = 1, ZB_MOVE_EN_PASSANT = 2, ZB_MOVE_CASTLING = 3 };
#define ZB_MOVE_NONE ((zb_move)0)
#define ZB_MAX_MOVES 256 /* the most legal moves any chess position has is 218 */
#define ZB_UCI_MAX 6     /* "e7e8q" + NUL */
#define ZB_SAN_MAX 8     /* "Qa1xh8#" or "exd8=Q#" + NUL */
#define ZB_FEN_MAX 128   /* longest FEN + NUL, with room to spare */

static inline int zb_move_from(zb_move m) { return m & 63; }
static inline int zb_move_to(zb_move m) { return (m >> 6) & 63; }
static inline int zb_move_kind(zb_move m) { return (m >> 12) & 3; }
static inline int zb_move_promotion_type(zb_move m) { return ZB_KNIGHT + ((m >> 14) & 3); }

/* Writes the UCI form ("e2e4", "e7e8q") with a NUL; returns its length. */
size_t zb_move_to_uci(zb_move move, char out[ZB_UCI_MAX]);

/* --------------------------------------------------------------- positions */

typedef struct zb_position zb_position;

/* Builds the shared attack tables; 0 on success. zb_position_new calls it. */
int zb_init(void);

/* The key of a FEN (validated as zb_position_set_fen validates it) with
 * keys (NULL: Polyglot's), without a position and without building the
 * attack tables that move generation needs: a fresh process's first key
 * costs a parse. Thread safety as zb_init. */
zb_error zb_key_of_fen(const zb_chess_keys *keys, const char *fen, size_t len, uint64_t *key, size_t *error_offset);

/* A new position at the standard start. keys == NULL selects Polyglot's.
 * Returns NULL only when out of memory. */
zb_position *zb_position_new(const zb_chess_keys *keys);
void zb_position_free(zb_position *pos);
zb_position *zb_position_clone(const zb_position *pos); /* board and history */
/* dst becomes src (board, history, key layout) in dst's own memory: cheaper
 * than a FEN or a clone when a position is reset often. ZB_OK, or
 * ZB_ERR_NO_MEMORY (dst unchanged). */
zb_error zb_position_copy(zb_position *dst, const zb_position *src);

#define ZB_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Replaces the position (and clears the history) from a FEN. Six fields, or
 * four (the clocks then default to 0 and 1). On error the position is
 * unchanged and *error_offset (if not NULL) gets the index of the offending
 * character in fen. */
zb_error zb_position_set_fen(zb_position *pos, const char *fen, size_t len, size_t *error_offset);
/* Writes the FEN with a NUL; returns its length. */
size_t zb_position_fen(const zb_position *pos, char out[ZB_FEN_MAX]);

uint64_t zb_position_key(const zb_position *pos);         /* incremental */
const zb_chess_keys *zb_position_keys(const zb_position *pos); /* its layout */
uint64_t zb_position_compute_key(const zb_position *pos); /* from scratch; equal to zb_position_key */
/* The position's key under another layout (NULL: Polyglot's), by that
 * layout's rules, whatever keys the position keeps: what a Polyglot book is
 * probed with. The incremental key when keys are the position's own. */
uint64_t zb_position_key_with(const zb_position *pos, const zb_chess_keys *keys);

/* The features present (piece on square, rights, hashed ep file, turn), as
 * indices into the 781-key table; returns how many (at most 38). The key is
 * zb_chess_keys_hash(keys, features, n), XORed with
 * zb_chess_keys_halfmove_key(keys, halfmove) (0 but in Stockfish's layout):
 * what zb_position_compute_key returns. For Polyglot's layout alone it is
 * also zb_hash_features(keys->table, features, n). */
#define ZB_CHESS_MAX_FEATURES 40
size_t zb_position_features(const zb_position *pos, uint32_t *out);

int zb_position_side(const zb_position *pos);
int zb_position_piece_at(const zb_position *pos, int square);
int zb_position_castling(const zb_position *pos);
int zb_position_ep_square(const zb_position *pos); /* the FEN's, or ZB_NO_SQUARE */
unsigned zb_position_halfmove(const zb_position *pos);
unsigned zb_position_fullmove(const zb_position *pos);
int zb_position_in_check(const zb_position *pos);
size_t zb_position_ply(const zb_position *pos); /* moves made since the FEN */
/* The move that led to history ply 1..zb_position_ply() (ZB_MOVE_NULL for a
 * null move); ZB_MOVE_NONE outside. */
zb_move zb_position_move_at(const zb_position *pos, size_t ply);

/* Legal moves into out (room for ZB_MAX_MOVES); returns how many. */
size_t zb_position_legal_moves(const zb_position *pos, zb_move *out);

/* Makes a move that must come from zb_position_legal_moves (not checked: this
 * is the fast path). Fails only with ZB_ERR_NO_MEMORY growing the history. */
zb_error zb_position_make(zb_position *pos, zb_move move);
/* Makes any move after checking it is legal (ZB_ERR_MOVE_ILLEGAL if not). */
zb_error zb_position_make_checked(zb_position *pos, zb_move move);
/* The null move (PGN's "--"): the side to move toggled, the ep square
 * cleared, the key updated incrementally (the turn key, and the ep file's
 * key if it was in the key), the halfmove clock + 1, the fullmove number as
 * after any black move. ZB_ERR_NULL_MOVE_IN_CHECK when the side to move is
 * in check (the position is then unchanged), ZB_ERR_NO_MEMORY growing the
 * history. It enters the history as ZB_MOVE_NULL (zb_position_move_at), and
 * zb_position_unmake takes it back like a move. */
#define ZB_MOVE_NULL ZB_MOVE_NONE /* no real move is a1a1 */
zb_error zb_position_make_null(zb_position *pos);
/* Takes back the last move; ZB_ERR_NOTHING_TO_UNDO at the FEN's position. */
zb_error zb_position_unmake(zb_position *pos);
/* Ensures the history has room for n more moves without allocating. */
zb_error zb_position_reserve(zb_position *pos, size_t n);

/* How many earlier positions in the history, within the halfmove clock,
 * have the current key; 2 or more means threefold repetition. */
int zb_position_repetitions(const zb_position *pos);
static inline int zb_position_is_threefold(const zb_position *pos)
{
    return zb_position_repetitions(pos) >= 2;
}

/* ---------------------------------------------------------------- notation */

/* Parses a move in UCI ("e2e4", "e7e8q") or SAN ("Nbd7", "exd6", "O-O",
 * "e8=Q+"; check marks and annotations like "!?" tolerated) into a legal move
 * of the position. The text need not be NUL-terminated. */
zb_error zb_parse_move(const zb_position *pos, const char *text, size_t len, zb_move *out);
/* Parses and makes the move. */
zb_error zb_position_play(zb_position *pos, const char *text, size_t len);

/* SAN of a legal move, with "+" or "#". The position is used to make and
 * unmake the move (for the check mark) and is returned unchanged. */
size_t zb_move_to_san(zb_position *pos, zb_move move, char out[ZB_SAN_MAX]);
/* SAN of count legal moves of the position, each as zb_move_to_san writes
 * it, into out[i], its length into lengths[i]: what tells whether a move
 * checks is worked out once for all of them (a book lookup's moves). */
void zb_moves_to_san(zb_position *pos, const zb_move *moves, size_t count, char (*out)[ZB_SAN_MAX], size_t *lengths);

/* PGN movetext: yields the move tokens, skipping move numbers ("12.",
 * "12..."), results ("1-0", "0-1", "1/2-1/2", "*"), comments ({...}, ;...),
 * NAGs ($n) and variations ((...)). */
typedef struct zb_movetext {
    const char *cursor;
    const char *end;
} zb_movetext;
void zb_movetext_start(zb_movetext *it, const char *text, size_t len);
/* 1 and the token in *token, *token_len; 0 at the end (or after the
 * result); -1 on an unclosed comment, an unbalanced parenthesis or a move
 * after the result (position in *token). */
int zb_movetext_next(zb_movetext *it, const char **token, size_t *token_len);

/* Plays PGN movetext from the current position, writing the key of the
 * start position and of the position after each move to keys (capacity
 * keys_cap; with keys == NULL nothing is written). A null move ("--", "Z0",
 * UCI "0000") is zb_position_make_null's, as in a PGN file. On a bad move or
 * movetext the position stays after the last good move (result.plies made:
 * zb_position_unmake takes them back). */
typedef struct zb_replay_result {
    zb_error error;       /* ZB_OK, a move error or ZB_ERR_MOVETEXT_SYNTAX */
    size_t plies;         /* moves made */
    size_t keys_written;  /* plies + 1 unless keys_cap ran out */
    size_t error_offset;  /* offset of the bad token in text */
    size_t error_len;     /* its length */
} zb_replay_result;
zb_replay_result zb_replay(zb_position *pos, const char *text, size_t len,
                           uint64_t *keys, size_t keys_cap);

/* ------------------------------------------------------------------- perft */

/* Leaf nodes at depth, making and unmaking every move, leaves included.
 * Also 0 if the history cannot grow by depth states (out of memory, which
 * only an absurd depth meets); zb_perft_verify tells that case apart
 * (ZB_ERR_NO_MEMORY). */
uint64_t zb_perft(zb_position *pos, int depth);

/* As zb_perft, and compares the incremental key with a key computed from
 * scratch at every node. Returns ZB_OK, or ZB_ERR_KEY_MISMATCH at the first
 * mismatch, where the position is left so the caller can inspect it (its
 * history holds the moves that led there). */
typedef struct zb_perft_check {
    uint64_t nodes;
    uint64_t checked;        /* nodes whose key was compared */
    uint64_t incremental;    /* at a mismatch: the two keys */
    uint64_t scratch;
} zb_perft_check;
zb_error zb_perft_verify(zb_position *pos, int depth, zb_perft_check *result);

/* ------------------------------------------------------------------ census */

/* Every distinct position reachable in exactly n plies from a root, ply by
 * ply. Identity is exact: board, side to move, castling rights, and the ep
 * square only when an ep capture is legal (OEIS A083276 counts this way:
 * 20, 400, 5362, 72078, 822518, 9417681 from the start), never a key. At
 * each completed ply the census counts the pairs of distinct positions whose
 * hashes collide, for four hashes on the position's key set:
 *   XOR32  the low 32 bits of the 64-bit key (a 32-bit Zobrist key)
 *   XOR48  its high 48 bits
 *   ADD48  the sum modulo 2^48 of the high 48 bits of the features' keys
 *   XOR64  the full 64-bit key
 * Memory: about 34 bytes a position, plus 16 bytes a position while counting. */
typedef struct zb_census zb_census;
enum { ZB_CENSUS_XOR32, ZB_CENSUS_XOR48, ZB_CENSUS_ADD48, ZB_CENSUS_XOR64, ZB_CENSUS_HASHES };

zb_census *zb_census_new(const zb_position *root); /* NULL when out of memory */
/* The same with the ep rule of the identity: ZB_CENSUS_EP_LEGAL (as above,
 * A083276) or ZB_CENSUS_EP_PSEUDO_LEGAL (the ep square counts whenever a
 * pawn of the side to move stands beside the pawn that double-stepped, pinned
 * or not: OEIS A057745, 2 more positions than A083276 at ply 6, and
 * Polyglot's rule for its key). NULL for another rule or out of memory. */
enum { ZB_CENSUS_EP_LEGAL, ZB_CENSUS_EP_PSEUDO_LEGAL };
zb_census *zb_census_new_ep(const zb_position *root, int ep_rule);
void zb_census_free(zb_census *census);
/* Expands up to `budget` positions of the last ply: 1 when the next ply is
 * complete (and its collisions counted), 0 when there is more to do, -1 when
 * out of memory. Small budgets let a caller report progress. */
int zb_census_step(zb_census *census, size_t budget);
size_t zb_census_ply(const zb_census *census);       /* plies completed */
size_t zb_census_positions(const zb_census *census); /* distinct positions at that ply */
double zb_census_progress(const zb_census *census);  /* of the ply being expanded, 0..1 */
uint64_t zb_census_pairs(const zb_census *census, int hash); /* colliding pairs */
/* One hash of every position at the completed ply, in no particular order,
 * into out (room for zb_census_positions); returns how many. */
size_t zb_census_hashes(const zb_census *census, int hash, uint64_t *out);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_CHESS_H */
