/* The default keys: a prefix of one SplitMix64 sequence from ZB_GO_SEED. */
#include "zobrist_go.h"

void zb_go_default_keys(int size, uint64_t *out)
{
    if (size < ZB_GO_MIN_SIZE || size > ZB_GO_MAX_SIZE)
        return;
    zb_keys_fill(out, (size_t)ZB_GO_KEY_COUNT(size), ZB_GO_SEED);
}
