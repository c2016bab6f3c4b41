/* The C core's built-in layouts (0 Polyglot, 1 Stockfish, 2 chess.js) and
 * their tables, so tests can hold the JS glue's copies, which the glue gives
 * the modules, against the C core's. In zobrist-all.wasm only. */
#include "zobrist.h"

const zb_chess_keys *zbw_keys_named(int which)
{
    static const char *names[] = { "polyglot", "stockfish", "chessjs" };
    return which >= 0 && which < 3 ? zb_chess_keys_named(names[which]) : NULL;
}
const uint64_t *zbw_keys_table_of(const zb_chess_keys *keys) { return keys->table; }
const uint64_t *zbw_keys_castling_of(const zb_chess_keys *keys) { return keys->castling; }
int zbw_keys_halfmove_buckets_of(const zb_chess_keys *keys) { return keys->halfmove_buckets; }
int zbw_keys_ep_rule_of(const zb_chess_keys *keys) { return keys->ep_rule; }
int zbw_keys_turn_side_of(const zb_chess_keys *keys) { return keys->turn_side; }
