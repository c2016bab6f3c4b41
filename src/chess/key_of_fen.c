/* The key of a FEN without a position of your own, and without the slider
 * tables that move generation needs: the first call in a fresh process (a
 * fresh WASM instance) costs a FEN parse, not the ~107k-entry table fill. */
#include "position_internal.h"

zb_error zb_key_of_fen(const zb_chess_keys *keys, const char *fen, size_t len, uint64_t *key, size_t *error_offset)
{
    if (!fen || !key)
        return ZB_ERR_ARGUMENT;
    zb_init_basic();
    zb_state state;
    zb_position pos; /* not cleared: zb_position_set_fen writes every other field before the key is read */
    pos.keys = keys ? keys : zb_chess_keys_polyglot();
    pos.history = pos.st = &state;
    pos.capacity = 1;
    zb_error err = zb_position_set_fen(&pos, fen, len, error_offset);
    if (err == ZB_OK)
        *key = zb_position_key(&pos);
    return err;
}
