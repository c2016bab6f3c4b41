/* What a placement would do: captures, suicide, the new stones-only key.
 * Flood fills of the neighbouring groups only, with a generation stamp so
 * nothing is cleared between fills and nothing is allocated. The code is
 * go_effect_inline in go_internal.h, so the perft has it in its own loop. */
#include "go_internal.h"

zb_go_error go_effect_of(zb_go_position *pos, int point, go_effect *out) { return go_effect_inline(pos, point, out); }
