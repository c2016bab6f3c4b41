/* The Go exports: thin wrappers with a flat ABI (pointers, lengths, integer
 * error codes) for the JS glue in wasm/go/. Conventions:
 *   - a position is an opaque pointer from zbw_go_new (0 on failure);
 *   - functions returning int error codes return zb_go_error values (0 = OK;
 *     names and messages from zbw_go_error_name/_message); on error the
 *     position is unchanged;
 *   - text goes in as (pointer, length) in bytes, no NUL needed; text comes
 *     out into a caller buffer with a NUL, and the length (without it) is
 *     returned;
 *   - 64-bit keys are returned as u64 and as hi/lo u32; WebAssembly has no
 *     unsigned types, so JS sees a signed BigInt (BigInt.asUintN(64, k))
 *     and signed Numbers (hi >>> 0, lo >>> 0);
 *   - counts that may pass 2^32 are doubles (exact below 2^53).
 * Move codes: point = row * N + col (row 0 at the bottom, col 0 at the left),
 * N * N = pass. Buffers (from zbw_alloc, which aligns to 8): legal moves and
 * captures 362 int32s, features 362 uint32s, position text 400 bytes, move
 * text 5 bytes, default keys 2N^2 + 1 uint64s, board and superko points N^2
 * bytes. */
#include "zobrist_go.h"

#include "exports.h"

const char *zbw_go_error_name(int err) { return zb_go_error_name((zb_go_error)err); }
const char *zbw_go_error_message(int err) { return zb_go_error_message((zb_go_error)err); }

/* The default keys of an N x N board into out (2N^2 + 1 uint64s); returns
 * how many, 0 for a size outside 2..19. */
int zbw_go_default_keys(int size, uint64_t *out)
{
    if (size < ZB_GO_MIN_SIZE || size > ZB_GO_MAX_SIZE)
        return 0;
    zb_go_default_keys(size, out);
    return ZB_GO_KEY_COUNT(size);
}

/* An empty board, Black to move. rules: 0 Tromp-Taylor, 1 CGOS. keys: 0 for
 * the default keys, or 2N^2 + 1 uint64s (copied). 0 for a size outside
 * 2..19, unknown rules, or no memory. */
zb_go_position *zbw_go_new(int size, int rules, const uint64_t *keys)
{
    return zb_go_new(size, (zb_go_rules)rules, keys);
}
void zbw_go_free(zb_go_position *pos) { zb_go_free(pos); }
zb_go_position *zbw_go_clone(const zb_go_position *pos) { return zb_go_clone(pos); }
void zbw_go_clear(zb_go_position *pos) { zb_go_clear(pos); }

/* Position text in (the size follows from it; see zobrist_go.h for the
 * format); on error zbw_last_offset() is the offending byte's index. */
int zbw_go_set_text(zb_go_position *pos, const char *text, size_t len)
{
    zbw_last.offset = 0;
    return zb_go_set_text(pos, text, len, &zbw_last.offset);
}
size_t zbw_go_text(const zb_go_position *pos, char *out) { return zb_go_text(pos, out); }

uint64_t zbw_go_key(const zb_go_position *pos) { return zb_go_key(pos); }
uint32_t zbw_go_key_hi(const zb_go_position *pos) { return (uint32_t)(zb_go_key(pos) >> 32); }
uint32_t zbw_go_key_lo(const zb_go_position *pos) { return (uint32_t)zb_go_key(pos); }
/* The key without the turn key: what superko looks up. */
uint64_t zbw_go_stones_key(const zb_go_position *pos) { return zb_go_stones_key(pos); }
uint64_t zbw_go_compute_key(const zb_go_position *pos) { return zb_go_compute_key(pos); }
/* Features present (2 * point + colour, then 2N^2 if White is to move). */
int zbw_go_features(const zb_go_position *pos, uint32_t *out) { return (int)zb_go_features(pos, out); }

int zbw_go_size(const zb_go_position *pos) { return zb_go_size(pos); }
int zbw_go_rules(const zb_go_position *pos) { return (int)zb_go_rules_of(pos); }
int zbw_go_side(const zb_go_position *pos) { return zb_go_side(pos); }      /* 0 Black, 1 White */
int zbw_go_passes(const zb_go_position *pos) { return zb_go_passes(pos); }  /* 0..2 */
int zbw_go_game_over(const zb_go_position *pos) { return zb_go_game_over(pos); }
/* 0 Black, 1 White, 2 empty, -1 off the board. */
int zbw_go_stone_at(const zb_go_position *pos, int point) { return zb_go_stone_at(pos, point); }
/* The whole board in one call: out[point] = zbw_go_stone_at (N^2 bytes). */
void zbw_go_board(const zb_go_position *pos, uint8_t *out)
{
    int points = zb_go_size(pos) * zb_go_size(pos);
    for (int p = 0; p < points; p++)
        out[p] = (uint8_t)zb_go_stone_at(pos, p);
}
int zbw_go_ply(const zb_go_position *pos) { return (int)zb_go_ply(pos); }
int zbw_go_move_at(const zb_go_position *pos, int ply) { return ply < 0 ? -1 : zb_go_move_at(pos, (size_t)ply); }

/* Legal move codes, points ascending then the pass; none after the game. */
int zbw_go_legal_moves(zb_go_position *pos, int32_t *out)
{
    int moves[ZB_GO_MAX_MOVES];
    size_t n = zb_go_legal_moves(pos, moves);
    for (size_t i = 0; i < n; i++)
        out[i] = moves[i];
    return (int)n;
}
/* The error a move code would give; nothing changes. */
int zbw_go_check_move(zb_go_position *pos, int move) { return zb_go_check_move(pos, move); }
/* 1 if placing on point is legal but for superko (for marking on a board). */
int zbw_go_superko_forbidden(zb_go_position *pos, int point) { return zb_go_superko_forbidden(pos, point); }
/* Every such point in one call: out[point] = 0/1 (N^2 bytes); returns how many. */
int zbw_go_superko_points(zb_go_position *pos, uint8_t *out)
{
    int points = zb_go_size(pos) * zb_go_size(pos), n = 0;
    for (int p = 0; p < points; p++)
        n += out[p] = (uint8_t)zb_go_superko_forbidden(pos, p);
    return n;
}

/* Checked moves: a code, or text ("D4", "pass"); undo back to the set position. */
int zbw_go_make(zb_go_position *pos, int move) { return zb_go_make_checked(pos, move); }
int zbw_go_play(zb_go_position *pos, const char *text, size_t len) { return zb_go_play(pos, text, len); }
int zbw_go_undo(zb_go_position *pos) { return zb_go_unmake(pos); }
/* A move code, or a negated error (syntax, off the board); legality unchecked. */
int zbw_go_parse_move(const zb_go_position *pos, const char *text, size_t len)
{
    int move = 0;
    zb_go_error err = zb_go_parse_move(pos, text, len, &move);
    return err ? -(int)err : move;
}
/* The text of a move code on an N x N board into out (5 bytes); 0 if invalid. */
size_t zbw_go_move_text(int size, int move, char *out) { return zb_go_move_text(size, move, out); }

/* Stones the last move removed (361 int32s): captures, or after a
 * Tromp-Taylor suicide the mover's own group (zbw_go_last_was_suicide). */
int zbw_go_last_captures(const zb_go_position *pos, int32_t *out)
{
    int points[ZB_GO_MAX_POINTS];
    size_t n = zb_go_last_captures(pos, points);
    for (size_t i = 0; i < n; i++)
        out[i] = points[i];
    return (int)n;
}
int zbw_go_last_was_suicide(const zb_go_position *pos) { return zb_go_last_was_suicide(pos); }
/* Superko key matches whose stones differed (hash collisions) so far. */
double zbw_go_failed_confirmations(const zb_go_position *pos) { return (double)zb_go_failed_confirmations(pos); }

double zbw_go_perft(zb_go_position *pos, int depth) { return (double)zb_go_perft(pos, depth); }
/* Leaves, or a negated error: -KEY_MISMATCH leaves the position where the
 * keys differ (its history holds the way there). */
double zbw_go_perft_verify(zb_go_position *pos, int depth)
{
    zb_go_perft_check check;
    zb_go_error err = zb_go_perft_verify(pos, depth, &check);
    return err ? -(double)err : (double)check.nodes;
}

/* Plays moves separated by spaces from the current position, writing the key
 * before them and after each to keys (capacity cap). Returns 0, or the error
 * of the first bad move: the position stays after the last good one,
 * zbw_last_plies() moves made, zbw_last_offset()/_length() the bad token. */
int zbw_go_play_keys(zb_go_position *pos, const char *text, size_t len, uint64_t *keys, size_t cap)
{
    size_t written = 0, i = 0;
    zbw_last.plies = 0;
    if (written < cap)
        keys[written++] = zb_go_key(pos);
    while (i < len) {
        if (text[i] == ' ') {
            i++;
            continue;
        }
        size_t end = i;
        while (end < len && text[end] != ' ')
            end++;
        zb_go_error err = zb_go_play(pos, text + i, end - i);
        if (err) {
            zbw_last.offset = i;
            zbw_last.length = end - i;
            return err;
        }
        zbw_last.plies++;
        if (written < cap)
            keys[written++] = zb_go_key(pos);
        i = end;
    }
    return ZB_GO_OK;
}
