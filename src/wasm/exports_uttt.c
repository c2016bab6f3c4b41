/* The ultimate tic-tac-toe exports: thin wrappers with a flat ABI for the
 * JS glue. Conventions, as for the other games (exports.h):
 *   - positions, key sets and censuses are opaque pointers (0 when out of
 *     memory) that the glue frees with their own _free;
 *   - int error codes are zb_uttt_error values (0 = OK; names and messages
 *     from zbw_uttt_error_name/_message, NUL-terminated static strings); on
 *     error the position is unchanged (zbw_uttt_play_keys: see there) and
 *     details are in zbw_last (zbw_last_offset, _length, _plies);
 *   - text goes in as (pointer, length) in bytes, no NUL needed; text comes
 *     out into a caller buffer with a NUL, the length (without it) returned;
 *   - 64-bit keys are returned as u64 (a BigInt in JS) and as hi/lo u32;
 *   - counts that may pass 2^32 are doubles (exact below 2^53).
 * Move codes: 9 * board + cell (boards and cells row-major from the top
 * left), 0..80. Buffers: position text 96 bytes, move text 3, legal moves
 * 81 bytes, legal move text 243 bytes, features 92 uint32s, a key table 199
 * uint64s. */
#include <stdlib.h>

#include "zobrist_uttt.h"

#include "exports.h"

/* Stable upper-case name ("CELL_OCCUPIED") and one-line message of a code. */
const char *zbw_uttt_error_name(int err) { return zb_uttt_error_name((zb_uttt_error)err); }
const char *zbw_uttt_error_message(int err) { return zb_uttt_error_message((zb_uttt_error)err); }

/* ----------------------------------------------------------------- keys */

/* The default 199 keys (SplitMix64 from 0x75747474), read only. */
const uint64_t *zbw_uttt_default_table(void) { return zb_uttt_keys_default()->table; }
/* Other seeds' tables: zbw_keys_fill(seed, out, 199). */

/* A key set from a seed, or from the caller's 199 keys (copied). NULL when
 * out of memory. Free with zbw_uttt_keys_free after its positions. */
zb_uttt_keys *zbw_uttt_keys_new_seeded(uint64_t seed)
{
    zb_uttt_keys *keys = malloc(sizeof *keys);
    if (keys)
        zb_uttt_keys_init_seeded(keys, seed);
    return keys;
}
zb_uttt_keys *zbw_uttt_keys_new(const uint64_t *table)
{
    zb_uttt_keys *keys = malloc(sizeof *keys);
    if (keys)
        zb_uttt_keys_init(keys, table);
    return keys;
}
void zbw_uttt_keys_free(zb_uttt_keys *keys) { free(keys); }

/* ------------------------------------------------------------ positions */

/* The empty start with keys (NULL: the default keys); NULL when out of memory. */
zb_uttt *zbw_uttt_new(const zb_uttt_keys *keys) { return zb_uttt_new(keys); }
void zbw_uttt_free(zb_uttt *pos) { zb_uttt_free(pos); }
/* A copy with its history (same key set); NULL when out of memory. */
zb_uttt *zbw_uttt_clone(const zb_uttt *pos) { return zb_uttt_clone(pos); }
void zbw_uttt_reset(zb_uttt *pos) { zb_uttt_reset(pos); }

/* Position text in (zobrist_uttt.h: the format); on error zbw_last_offset()
 * is the offending byte's index. */
int zbw_uttt_set_text(zb_uttt *pos, const char *text, size_t len)
{
    zbw_last.offset = 0;
    return zb_uttt_set_text(pos, text, len, &zbw_last.offset);
}
/* The position text into out (room for 96 bytes); returns 93. */
size_t zbw_uttt_text(const zb_uttt *pos, char *out) { return zb_uttt_text(pos, out); }

uint64_t zbw_uttt_key(const zb_uttt *pos) { return zb_uttt_key(pos); }
uint32_t zbw_uttt_key_hi(const zb_uttt *pos) { return (uint32_t)(zb_uttt_key(pos) >> 32); }
uint32_t zbw_uttt_key_lo(const zb_uttt *pos) { return (uint32_t)zb_uttt_key(pos); }
uint64_t zbw_uttt_compute_key(const zb_uttt *pos) { return zb_uttt_compute_key(pos); }
/* The features present, increasing, into out (room for 92 u32); returns
 * how many. Any scheme hashes the position from these indices. */
int zbw_uttt_features(const zb_uttt *pos, uint32_t *out) { return (int)zb_uttt_features(pos, out); }

int zbw_uttt_side(const zb_uttt *pos) { return zb_uttt_side(pos); }                 /* 0 x, 1 o */
int zbw_uttt_forced_board(const zb_uttt *pos) { return zb_uttt_forced_board(pos); } /* 0..8, 9 free */
/* 0 x won, 1 o won, 2 drawn, 3 open (for the game: ongoing). */
int zbw_uttt_board_status(const zb_uttt *pos, int board) { return zb_uttt_board_status(pos, board); }
int zbw_uttt_result(const zb_uttt *pos) { return zb_uttt_result(pos); }
int zbw_uttt_cell(const zb_uttt *pos, int square) { return zb_uttt_cell(pos, square); } /* 0 x, 1 o, 2 empty */
size_t zbw_uttt_ply(const zb_uttt *pos) { return zb_uttt_ply(pos); }
/* The code of the move that led to history ply 1..ply; -1 outside. */
int zbw_uttt_move_at(const zb_uttt *pos, size_t ply) { return zb_uttt_move_at(pos, ply); }

/* --------------------------------------------------------------- moves */

/* Legal move codes (9 * board + cell), increasing, into out (room for 81
 * bytes); returns how many (0: the game is over). */
int zbw_uttt_legal_moves(const zb_uttt *pos, uint8_t *out) { return (int)zb_uttt_legal_moves(pos, out); }
/* Every legal move's text ("e5"), space-separated, into out (room for 243
 * bytes; no NUL); returns the length. One call, one decode. */
size_t zbw_uttt_legal_text(const zb_uttt *pos, char *out)
{
    uint8_t moves[ZB_UTTT_MAX_MOVES];
    size_t count = zb_uttt_legal_moves(pos, moves), len = 0;
    for (size_t i = 0; i < count; i++) {
        char name[ZB_UTTT_MOVE_TEXT_MAX];
        if (i)
            out[len++] = ' ';
        zb_uttt_move_to_text(moves[i], name);
        out[len++] = name[0];
        out[len++] = name[1];
    }
    return len;
}
/* A move code, checked: MOVE_RANGE, GAME_OVER, BOARD_CLOSED, WRONG_BOARD,
 * CELL_OCCUPIED, or 0 and the move made. */
int zbw_uttt_make_code(zb_uttt *pos, int move) { return zb_uttt_make_checked(pos, move); }
/* Move text ("e5" or "40"): parsed, checked and made; an error code or 0. */
int zbw_uttt_play(zb_uttt *pos, const char *text, size_t len) { return zb_uttt_play(pos, text, len); }
/* Move text to a legal move's code, or a negated error code. */
int zbw_uttt_parse_move(const zb_uttt *pos, const char *text, size_t len)
{
    int move = 0;
    zb_uttt_error err = zb_uttt_parse_move(pos, text, len, &move);
    return err ? -(int)err : move;
}
/* A code's text ("e5") into out (room for 3 bytes); 2, or 0 outside 0..80. */
size_t zbw_uttt_move_text(int move, char *out) { return zb_uttt_move_to_text(move, out); }
/* Takes back the last move: 0, or NOTHING_TO_UNDO at the set position. */
int zbw_uttt_undo(zb_uttt *pos) { return zb_uttt_unmake(pos); }

/* Plays moves separated by whitespace from the current position, writing
 * the key before them and after each to keys (capacity cap; the rest are
 * not written). Returns 0, or the error of the first bad move: the position
 * stays after the last good one (zbw_uttt_undo takes them back),
 * zbw_last_plies() moves made, zbw_last_offset()/_length() the bad token. */
int zbw_uttt_play_keys(zb_uttt *pos, const char *text, size_t len, uint64_t *keys, size_t cap)
{
    size_t written = 0, i = 0;
    zbw_last.plies = 0;
    if (written < cap)
        keys[written++] = zb_uttt_key(pos);
    while (i < len) {
        if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
            i++;
            continue;
        }
        size_t end = i;
        while (end < len && text[end] != ' ' && text[end] != '\t' && text[end] != '\n' && text[end] != '\r')
            end++;
        zb_uttt_error err = zb_uttt_play(pos, text + i, end - i);
        if (err) {
            zbw_last.offset = i;
            zbw_last.length = end - i;
            return err;
        }
        zbw_last.plies++;
        if (written < cap)
            keys[written++] = zb_uttt_key(pos);
        i = end;
    }
    return ZB_UTTT_OK;
}

/* ---------------------------------------------------------------- perft */

/* Leaves at depth (make/unmake at every node); a double reaches JS as a Number. */
double zbw_uttt_perft(zb_uttt *pos, int depth) { return (double)zb_uttt_perft(pos, depth); }
/* Leaves, or a negated error: -KEY_MISMATCH leaves the position where the
 * keys differ (its history holds the way there; zbw_uttt_key and
 * zbw_uttt_compute_key give the two keys), -ARGUMENT for a negative depth. */
double zbw_uttt_perft_verify(zb_uttt *pos, int depth)
{
    zb_uttt_perft_check check;
    zb_uttt_error err = zb_uttt_perft_verify(pos, depth, &check);
    return err ? -(double)err : (double)check.nodes;
}

/* --------------------------------------------------------------- census */

/* A census from a root position (copied: the root may change after);
 * NULL when out of memory. Step with a budget of parents (1 when a ply is
 * complete, 0 to continue, -1 out of memory); then read the completed
 * ply's counts. Hash 0 xor32, 1 xor48, 2 add48, 3 xor64. */
zb_uttt_census *zbw_uttt_census_new(const zb_uttt *root) { return zb_uttt_census_new(root); }
void zbw_uttt_census_free(zb_uttt_census *census) { zb_uttt_census_free(census); }
int zbw_uttt_census_step(zb_uttt_census *census, int budget) { return zb_uttt_census_step(census, (size_t)budget); }
size_t zbw_uttt_census_ply(const zb_uttt_census *census) { return zb_uttt_census_ply(census); }
double zbw_uttt_census_positions(const zb_uttt_census *census) { return (double)zb_uttt_census_positions(census); }
double zbw_uttt_census_classes(const zb_uttt_census *census) { return (double)zb_uttt_census_classes(census); }
double zbw_uttt_census_progress(const zb_uttt_census *census) { return zb_uttt_census_progress(census); }
double zbw_uttt_census_pairs(const zb_uttt_census *census, int hash) { return (double)zb_uttt_census_pairs(census, hash); }
/* One hash of every class at the completed ply into out (room for
 * zbw_uttt_census_classes u64); returns how many. */
size_t zbw_uttt_census_hashes(const zb_uttt_census *census, int hash, uint64_t *out)
{
    return zb_uttt_census_hashes(census, hash, out);
}
