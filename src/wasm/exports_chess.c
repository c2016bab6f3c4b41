/* The chess exports: thin wrappers with a flat ABI (pointers, lengths,
 * integer error codes) for the JS glue in wasm/chess/. */
#include <stdlib.h>
#include <string.h>

#include "zobrist.h"

#include "exports.h"

/* Names and messages of the chess error codes (zb_error). */
const char *zbw_error_name(int err) { return zb_error_name((zb_error)err); }
const char *zbw_error_message(int err) { return zb_error_message((zb_error)err); }

/* ----------------------------------------------------------------- keys */

const uint64_t *zbw_polyglot_table(void) { return zb_polyglot_random64; }

void zbw_keys_free(zb_chess_keys *keys) { free(keys); }

/* A layout from its parts (the JS glue's Layout, built-in ones included:
 * the glue has their tables, so this module need not); NULL for a bad rule
 * or out of memory. castling16 == NULL: the four castling keys of table,
 * XORed. */
zb_chess_keys *zbw_keys_new_layout(const uint64_t *table, const uint64_t *castling16, int ep_rule, int turn_side,
                                   int halfmove_buckets)
{
    zb_chess_keys *keys = malloc(sizeof *keys);
    if (keys && zb_chess_keys_init_layout(keys, table, castling16, (zb_ep_rule)ep_rule, turn_side) != ZB_OK) {
        free(keys);
        return NULL;
    }
    if (keys)
        keys->halfmove_buckets = (uint8_t)(halfmove_buckets != 0);
    return keys;
}

/* ------------------------------------------------------------ positions */

zb_position *zbw_position_new(const zb_chess_keys *keys) { return zb_position_new(keys); }
void zbw_position_free(zb_position *pos) { zb_position_free(pos); }

int zbw_position_set_fen(zb_position *pos, const char *fen, size_t len)
{
    zbw_last.offset = 0;
    return zb_position_set_fen(pos, fen, len, &zbw_last.offset);
}

int zbw_position_play(zb_position *pos, const char *text, size_t len) { return zb_position_play(pos, text, len); }
int zbw_position_make_code(zb_position *pos, int move) { return zb_position_make_checked(pos, (zb_move)move); }
int zbw_position_undo(zb_position *pos) { return zb_position_unmake(pos); }

uint64_t zbw_position_key(const zb_position *pos) { return zb_position_key(pos); }
uint32_t zbw_position_key_hi(const zb_position *pos) { return (uint32_t)(zb_position_key(pos) >> 32); }
uint32_t zbw_position_key_lo(const zb_position *pos) { return (uint32_t)zb_position_key(pos); }

size_t zbw_position_fen(const zb_position *pos, char *out) { return zb_position_fen(pos, out); }
int zbw_position_legal_moves(const zb_position *pos, zb_move *out) { return (int)zb_position_legal_moves(pos, out); }
size_t zbw_move_san(zb_position *pos, int move, char *out) { return zb_move_to_san(pos, (zb_move)move, out); }

/* Every legal move, in UCI or SAN, space-separated, into out (room for
 * ZB_MAX_MOVES * ZB_SAN_MAX bytes); returns the length. One call, one decode. */
size_t zbw_position_legal_text(zb_position *pos, int san, char *out)
{
    zb_move moves[ZB_MAX_MOVES];
    size_t count = zb_position_legal_moves(pos, moves), len = 0;
    for (size_t i = 0; i < count; i++) {
        if (i)
            out[len++] = ' ';
        len += san ? zb_move_to_san(pos, moves[i], out + len) : zb_move_to_uci(moves[i], out + len);
    }
    return len;
}
int zbw_position_parse_move(const zb_position *pos, const char *text, size_t len)
{
    zb_move move = ZB_MOVE_NONE;
    zb_error err = zb_parse_move(pos, text, len, &move);
    return err ? -(int)err : move; /* a move code, or a negated error */
}

int zbw_position_side(const zb_position *pos) { return zb_position_side(pos); }
int zbw_position_in_check(const zb_position *pos) { return zb_position_in_check(pos); }
int zbw_position_repetitions(const zb_position *pos) { return zb_position_repetitions(pos); }
size_t zbw_position_ply(const zb_position *pos) { return zb_position_ply(pos); }
unsigned zbw_position_halfmove(const zb_position *pos) { return zb_position_halfmove(pos); }
unsigned zbw_position_fullmove(const zb_position *pos) { return zb_position_fullmove(pos); }
int zbw_position_features(const zb_position *pos, uint32_t *out) { return (int)zb_position_features(pos, out); }

/* Perft counts stay below 2^53 for any depth that finishes, so a double
 * reaches JS as a Number without a BigInt. */
double zbw_position_perft(zb_position *pos, int depth) { return (double)zb_perft(pos, depth); }

/* ----------------------------------------------------------------- bulk */

/* One position reused by the bulk calls, so they allocate nothing while the
 * layout stays the same (keys == NULL: Polyglot's). */
static zb_position *scratch_pos;
#define LONG_REPLAY 65536 /* plies */
static zb_position *scratch(const zb_chess_keys *keys)
{
    if (!keys)
        keys = zb_chess_keys_polyglot();
    if (scratch_pos && zb_position_keys(scratch_pos) != keys) {
        zb_position_free(scratch_pos);
        scratch_pos = NULL;
    }
    if (!scratch_pos)
        scratch_pos = zb_position_new(keys);
    return scratch_pos;
}

/* No position needed: a fresh instance's first key does not wait for the
 * attack tables (zb_key_of_fen). */
int zbw_key_of_fen(const zb_chess_keys *keys, const char *fen, size_t len, uint64_t *out)
{
    zbw_last.offset = 0;
    return zb_key_of_fen(keys, fen, len, out, &zbw_last.offset);
}

/* count FENs back to back in text, lengths[i] bytes each (the glue knows
 * them, so nothing is searched for a separator); keys[i] for the i-th. Stops
 * at the first bad one (its index in zbw_last.index, the offset within it in
 * zbw_last.offset). */
int zbw_keys_of_fens(const zb_chess_keys *layout, const char *text, const uint16_t *lengths, uint64_t *keys, size_t count)
{
    for (size_t i = 0; i < count; text += lengths[i++]) {
        zbw_last.index = i;
        int err = zbw_key_of_fen(layout, text, lengths[i], &keys[i]);
        if (err)
            return err;
    }
    return ZB_OK;
}

zb_position *zbw_scratch_position(const zb_chess_keys *keys) { return scratch(keys); }

/* Replays movetext from the scratch position, writing the keys of every
 * position (capacity cap). A bad move leaves the scratch position where the
 * move failed, for the caller to describe. */
int zbw_replay(const zb_chess_keys *layout, const char *text, size_t len, uint64_t *keys, size_t cap)
{
    zb_position *pos = scratch(layout);
    if (!pos)
        return ZB_ERR_NO_MEMORY;
    zb_replay_result r = zb_replay(pos, text, len, keys, cap);
    zbw_last.plies = r.plies;
    zbw_last.offset = r.error_offset;
    zbw_last.length = r.error_len;
    /* A long game's history (10 M plies: hundreds of MB) is not kept for
     * the next call: freed, the memory serves other allocations. Not after
     * an error, whose message reads the position's FEN. */
    if (!r.error && r.plies > LONG_REPLAY) {
        zb_position_free(scratch_pos);
        scratch_pos = NULL;
    }
    return r.error;
}
