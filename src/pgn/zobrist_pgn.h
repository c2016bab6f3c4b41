/*
 * zobrist_pgn.h - a streaming PGN reader: multi-game PGN in, one game at a
 * time out, with the moves and the Polyglot keys of every position.
 *
 * Built on the chess layer (zobrist_chess.h). Push-based, so any source can
 * feed it (a FILE *, memory, a JS ReadableStream in the WebAssembly build):
 *
 *     zb_pgn_reader *r = zb_pgn_new(NULL);          // NULL: default options
 *     zb_pgn_game g;
 *     while (have_input) {
 *         zb_pgn_push(r, chunk, len);               // any sizes, any splits
 *         while (zb_pgn_next(r, &g) == 1)
 *             use(&g);                              // valid until the next call
 *     }
 *     zb_pgn_finish(r);                             // end of input
 *     while (zb_pgn_next(r, &g) == 1)
 *         use(&g);
 *     zb_pgn_free(r);
 *
 * or, for a FILE * or a buffer in memory, zb_pgn_read_file / zb_pgn_new_memory.
 *
 * Results do not depend on how the input is split into chunks.
 *
 * Memory is independent of the input's size: the reader keeps the input not
 * yet parsed (call zb_pgn_next until it returns 0 after each push, so this is
 * at most about one chunk plus one token) and the current game's data
 * (tags, moves, keys). A game longer than max_game_bytes of text fails with
 * ZB_PGN_ERR_GAME_TOO_LONG where it passes the limit (what was read before
 * stays: tags, moves and keys up to there), the rest of it is skipped
 * unstored, and the reader goes on at the next game. Comments are never
 * stored, so a long comment costs no memory (but counts towards the limit).
 *
 * What is read (the PGN standard, plus what real files do and python-chess
 * and pgn-extract accept):
 *   - UTF-8 with or without a BOM (at the start, or at the start of any line
 *     between games); tag values that are not valid UTF-8 are read as
 *     Latin-1 and converted to UTF-8 (warning ZB_PGN_WARN_LATIN1), and a
 *     NUL byte in one becomes U+FFFD;
 *     CRLF, CR-less LF, blank lines anywhere (also inside movetext).
 *   - Tag pairs [Name "value"] with \" and \\ escapes, several on a line or
 *     one a line, in any order; every tag is kept, in order. A tag with no
 *     value ("[Site]") is skipped (warning ZB_PGN_WARN_TAG_WITHOUT_VALUE); a
 *     line that is no tag pair ("[Event a]", "[Event "a"" with no ']') is
 *     skipped (warning ZB_PGN_WARN_BAD_TAG), unless it names FEN, SetUp or
 *     Variant, which decide how the moves are read: that fails the game
 *     with ZB_PGN_ERR_TAG_SYNTAX. A value whose
 *     closing quote has a backslash before it ("C:\dir\") is kept as
 *     written; of two FEN tags, the last gives the start position.
 *   - FEN (with or without SetUp "1") start positions; a FEN whose fullmove
 *     number is 0 is read as 1 (warning ZB_PGN_WARN_FULLMOVE_ZERO); small
 *     inconsistencies python-chess tolerates (castling rights without their
 *     pieces, Shredder-FEN rights, an impossible ep square, no fullmove
 *     number) are repaired the way its keys see them (warning
 *     ZB_PGN_WARN_FEN_REPAIRED); anything else fails the
 *     game with ZB_PGN_ERR_BAD_FEN_TAG.
 *     Variant: "standard", "chess", "normal", "from position" (any case) or
 *     none are standard chess; any other value fails the game with
 *     ZB_PGN_ERR_VARIANT_UNSUPPORTED (error text = the variant's name).
 *   - Movetext: SAN (and UCI) moves, castling with O or 0, move numbers in
 *     every form ("12.", "12...", "12. ...", "12.e4", "1...Ba5", "12",
 *     "...Ba5"),
 *     {comments} (several lines), ; comments, % escape lines (column 1),
 *     NAGs "$n" (also stuck to a move), suffixes "!", "?", "!!", "??", "!?",
 *     "?!", "+", "#" (stuck to the move or alone), "e.p.", nested (variations),
 *     null moves "--" and "Z0" (side to move toggled, en passant cleared;
 *     the key is the Polyglot key of the position reached), results "1-0",
 *     "0-1", "1/2-1/2" and "*". Also what pgn-extract and python-chess both
 *     read: a capture mark on a piece move that takes nothing ("Nxd5"), a
 *     pawn capture without its mark ("ed4"), "e8=q", "e8q", "exd6ep" and
 *     "exd6 ep", a result glued to the move ("Nc6*") or to a move number
 *     ("2.1-0") or followed by '.' or by the next game's tags ("1-0[Event
 *     ..."); a stray ')' or '}', a novelty mark "N" and the reserved "<...>"
 *     are skipped, and a '%' within a line skips the rest of it.
 *   - Game boundaries: a game ends at its result (outside variations and
 *     comments); a tag line ('[' first on a line) after movetext also ends it
 *     (warning ZB_PGN_WARN_NO_RESULT), as does the end of input. Between
 *     games, lines that start neither with '[' nor with a move number
 *     ("1." ...) are skipped as text (warning ZB_PGN_WARN_SKIPPED_TEXT on
 *     the next game), and so are {comments}, ; comments and % lines. A game
 *     without tags starts at a move number first on a line ("1." or "1 e4";
 *     or after a {comment} that is), or at a SAN move first on a line.
 *     Inside a {comment}, a line that starts like a tag pair ('[' Name
 *     blanks '"') is the comment's text if a '}' comes before the next
 *     empty line (looking at most 64 KB ahead); else it ends the comment as
 *     unterminated, so one missing '}' costs one game, not the rest of the
 *     file.
 *   - Long algebraic moves as python-chess reads them: "e2-e4", "Ng1-f3",
 *     "e4xd5", "e7-e8=Q".
 *
 * Errors are per game: the game is returned with error.code set, the moves
 * and keys up to the error, and where and why; the reader goes on with the
 * next game. Within a game, the first error counts; no move is played after
 * it (a bad tag pair: none at all; later tags are still kept), and the rest
 * of the game is read only to find its end (comments, variations, result).
 * zb_pgn_format_error makes the one-line message.
 *
 * Thread safety: a reader is used by one thread at a time; readers are
 * independent (call zb_init() once first if several threads start at once).
 */
#ifndef ZOBRIST_PGN_H
#define ZOBRIST_PGN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "zobrist_chess.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ errors */

/* Codes are stable: new ones are only ever added before ZB_PGN_ERR_COUNT_. */
typedef enum zb_pgn_error {
    ZB_PGN_OK = 0,
    ZB_PGN_ERR_TAG_SYNTAX,            /* a tag pair that is not [Name "value"] */
    ZB_PGN_ERR_UNTERMINATED_COMMENT,  /* a { comment } not closed before the next game or the end */
    ZB_PGN_ERR_UNBALANCED_VARIATION,  /* a '(' not closed at the game's end (a stray ')' is skipped) */
    ZB_PGN_ERR_BAD_CHARACTER,         /* a byte that cannot be in movetext (control, non-ASCII outside comments, a '[' within a line) */
    ZB_PGN_ERR_BAD_FEN_TAG,           /* the FEN tag: error.chess_error says why */
    ZB_PGN_ERR_ILLEGAL_MOVE,          /* a move that does not parse or is not legal: error.chess_error says why */
    ZB_PGN_ERR_NULL_MOVE_IN_CHECK,    /* a null move ("--", "Z0") by a side in check */
    ZB_PGN_ERR_VARIANT_UNSUPPORTED,   /* a Variant tag other than standard chess (error.text names it) */
    ZB_PGN_ERR_GAME_TOO_LONG,         /* more than max_game_bytes of text, or a tag line or token too long */
    ZB_PGN_ERR_VARIATION_TOO_DEEP,    /* with .variations only: nesting deeper than max_variation_depth */
    ZB_PGN_ERR_NO_MEMORY,             /* out of memory while reading this game */
    ZB_PGN_ERR_COUNT_                 /* number of codes; not an error */
} zb_pgn_error;

/* Stable upper-case name without the ZB_PGN_ERR_ prefix, e.g. "TAG_SYNTAX"
 * ("OK" for ZB_PGN_OK, "UNKNOWN" outside the enum). */
const char *zb_pgn_error_name(zb_pgn_error err);
/* One-line description, e.g. "a tag pair is not [Name \"value\"]". */
const char *zb_pgn_error_message(zb_pgn_error err);

/* Warnings: bits in zb_pgn_game.warnings; the game is still good. */
enum {
    ZB_PGN_WARN_FULLMOVE_ZERO = 1 << 0,   /* FEN tag with fullmove number 0, read as 1 */
    ZB_PGN_WARN_NO_RESULT = 1 << 1,       /* the movetext ended without a result (result "*") */
    ZB_PGN_WARN_RESULT_MISMATCH = 1 << 2, /* the Result tag differs from the movetext's result */
    ZB_PGN_WARN_LATIN1 = 1 << 3,          /* a tag value was not UTF-8: read as Latin-1 */
    ZB_PGN_WARN_SKIPPED_TEXT = 1 << 4,    /* text before this game was skipped */
    ZB_PGN_WARN_FEN_REPAIRED = 1 << 5,    /* the FEN tag was inconsistent and read as python-chess
                                             reads it: castling rights without king and rook at home
                                             dropped, an impossible en-passant square dropped, the
                                             halfmove clock of an en-passant position taken as 0 */
    ZB_PGN_WARN_TAG_WITHOUT_VALUE = 1 << 6, /* a tag with no value ("[Site]") was skipped */
    ZB_PGN_WARN_BAD_TAG = 1 << 7,         /* a line that is no tag pair ("[Event a]") was skipped */
    ZB_PGN_WARN_COUNT_ = 8                /* number of warning bits */
};
/* Stable name of one warning bit, e.g. "FULLMOVE_ZERO"; NULL if not one bit we know. */
const char *zb_pgn_warning_name(unsigned warning_bit);

/* Where and why a game failed. For positions, line/column/offset point at
 * the offending text (the bad move, the tag, the opening '{' ...). */
typedef struct zb_pgn_error_info {
    zb_pgn_error code;     /* ZB_PGN_OK when the game is good */
    zb_error chess_error;  /* BAD_FEN_TAG, ILLEGAL_MOVE: the chess layer's reason; else ZB_OK */
    uint64_t line;         /* 1-based line in the input */
    uint64_t column;       /* 1-based column, in bytes */
    uint64_t offset;       /* 0-based byte offset in the input */
    size_t ply;            /* the ply of the bad move (1 = the first move from the start
                              position; in a variation, counted along that variation);
                              0 when no move is involved */
    unsigned depth;        /* variation depth of the bad move (0 = main line) */
    char text[64];         /* the offending text (move, tag line, variant name ...),
                              NUL-terminated UTF-8 (bytes that are not UTF-8 read as
                              Latin-1), cut after at most 60 bytes with "..." */
    char fen[ZB_FEN_MAX];  /* the position the bad move was played in; "" when none */
} zb_pgn_error_info;

/* ------------------------------------------------------------------- games */

typedef struct zb_pgn_tag {
    const char *name;   /* NUL-terminated, as written */
    const char *value;  /* NUL-terminated UTF-8, escapes resolved */
} zb_pgn_tag;

/* A move inside a variation (only with options.variations). */
typedef struct zb_pgn_variation_move {
    uint64_t key_before;  /* the position the move is played from */
    uint64_t key_after;   /* the position it leads to */
    zb_move move;         /* ZB_PGN_NULL_MOVE for a null move */
    uint16_t depth;       /* 1 for a variation of the main line, 2 inside it, ... */
    uint32_t ply;         /* the move's ply in the game, counted from the start position (1 = first move) */
} zb_pgn_variation_move;

/* A null move ("--", "Z0") in moves[]: ZB_MOVE_NONE (no real move is a1a1). */
#define ZB_PGN_NULL_MOVE ZB_MOVE_NONE

/* One game. Every pointer is owned by the reader and valid until the next
 * call of zb_pgn_next (or zb_pgn_read_file) or zb_pgn_free. */
typedef struct zb_pgn_game {
    uint64_t number;          /* 1-based index of the game in the input */
    uint64_t line;            /* the line where the game starts */
    const zb_pgn_tag *tags;   /* every tag pair, in the order read */
    size_t tag_count;
    const char *result;       /* the movetext's result: "1-0", "0-1", "1/2-1/2" or "*" */
    const char *start_fen;    /* the start position as FEN (the FEN tag normalised, or the
                                 standard start); "" when the FEN tag was bad */
    const zb_move *moves;     /* the main line's moves (up to the error, if any) */
    size_t plies;             /* how many */
    const uint64_t *keys;     /* keys[0] the start position, keys[i] after moves[i-1]:
                                 plies + 1 keys (0 when there is no start position) */
    size_t key_count;
    const zb_pgn_variation_move *variation_moves; /* with options.variations: every move
                                 inside variations in text order; else NULL, 0 */
    size_t variation_move_count;
    unsigned warnings;        /* ZB_PGN_WARN_* bits */
    zb_pgn_error_info error;  /* error.code == ZB_PGN_OK when the game is good */
} zb_pgn_game;

/* The value of the first tag named `name` (case-sensitive); NULL if none. */
const char *zb_pgn_tag_value(const zb_pgn_game *game, const char *name);

/* SAN of every main-line move: san[i] for moves[i] (room for game->plies
 * entries); a null move is "--". Replays the game from its start FEN
 * (allocates a position). ZB_OK, ZB_ERR_NO_MEMORY or ZB_ERR_ARGUMENT. */
zb_error zb_pgn_game_san(const zb_pgn_game *game, char (*san)[ZB_SAN_MAX]);

/* One line describing a failed game, e.g.
 *   game 3 (White "Carlsen, M." Black "Anand, V." Event "WCh"), line 41 column 7,
 *   ply 23: ILLEGAL_MOVE "Nxe5": the move is not legal (MOVE_ILLEGAL: ...) in position <FEN>
 * Writes at most size bytes with a NUL (snprintf's rule); returns the length
 * the full line has. */
size_t zb_pgn_format_error(const zb_pgn_game *game, char *out, size_t size);

/* The game as that line names it: its number and its White, Black and
 * Event tags (each cut after 80 bytes, between characters), e.g.
 *   game 3 (White "Carlsen, M." Black "Anand, V." Event "WCh")
 * for messages about a game that has no error of its own (a book's null
 * move). snprintf's rule, as zb_pgn_format_error. */
size_t zb_pgn_format_game(const zb_pgn_game *game, char *out, size_t size);

/* ----------------------------------------------------------------- reader */

typedef struct zb_pgn_options {
    int variations;             /* non-zero: also play the moves inside variations and
                                   report them (variation_moves); a bad move in a
                                   variation then fails the game. Zero (default):
                                   variations are skipped unread */
    size_t max_game_bytes;      /* cap on one game's text; 0 = ZB_PGN_DEFAULT_MAX_GAME_BYTES */
    unsigned max_variation_depth; /* with variations: deepest nesting; 0 = 64 */
    const zb_chess_keys *keys;  /* the key set; NULL = Polyglot's */
    size_t max_plies;           /* non-zero: main-line moves past this ply are
                                   skipped unread (their tokens consumed), as
                                   polyglot make-book does with -max-ply */
} zb_pgn_options;

#define ZB_PGN_DEFAULT_MAX_GAME_BYTES ((size_t)1 << 20) /* 1 MiB */

typedef struct zb_pgn_reader zb_pgn_reader;

/* A new reader; options NULL (or zero-filled) for the defaults. NULL only
 * when out of memory. */
zb_pgn_reader *zb_pgn_new(const zb_pgn_options *options);
void zb_pgn_free(zb_pgn_reader *reader);

/* Appends a chunk of input (copied; any size, split anywhere, even inside a
 * UTF-8 sequence or a CRLF). 0 on success; -1 when out of memory or after
 * zb_pgn_finish or on a memory reader. */
int zb_pgn_push(zb_pgn_reader *reader, const char *chunk, size_t len);
/* Marks the end of the input: the last game is then read to its end. */
void zb_pgn_finish(zb_pgn_reader *reader);

/* The next game into *out: 1 when there is one; 0 when the input pushed so
 * far holds no complete game (push more, or finish) or, after finish, at the
 * end. A game is complete once the byte after its result token has arrived
 * (a token needs its delimiter), or at finish. */
int zb_pgn_next(zb_pgn_reader *reader, zb_pgn_game *out);

/* A reader over a buffer in memory, which is not copied and must stay valid
 * and unchanged until zb_pgn_free (input is finished: no push). NULL only
 * when out of memory. */
zb_pgn_reader *zb_pgn_new_memory(const char *data, size_t len, const zb_pgn_options *options);

/* zb_pgn_next for a reader fed from a FILE *: reads chunks of 64 KiB as
 * needed and finishes the input at end of file. 1 with a game; 0 at the end;
 * -1 on a read error (ferror). Use one FILE per reader, and no push. */
int zb_pgn_read_file(zb_pgn_reader *reader, FILE *file, zb_pgn_game *out);

/* Totals so far. */
uint64_t zb_pgn_games_read(const zb_pgn_reader *reader);
uint64_t zb_pgn_plies_read(const zb_pgn_reader *reader);   /* main-line plies of every game */
uint64_t zb_pgn_bytes_read(const zb_pgn_reader *reader);   /* input bytes parsed */

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_PGN_H */
