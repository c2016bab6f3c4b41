/* The portable reading of a FEN's placement, the one builds without SSE2
 * use (the library's own reading here is the SSE2 one): fen.c compiled into
 * this binary with ZB_FEN_PORTABLE, its two functions renamed beside the
 * library's, and held to the plain reading as tests/c/chess/test_fen.c
 * holds the library's. */
#define ZB_FEN_PORTABLE
#define zb_fen_init portable_fen_init
#define zb_position_set_fen portable_position_set_fen
#include "chess/fen.c"
#undef zb_fen_init
#undef zb_position_set_fen
#ifdef ZB_FEN_SIMD
#error "fen.c read the placement with SSE2 in spite of ZB_FEN_PORTABLE"
#endif

#include "../chess/fen_mutations.h"
#include "test.h"

static void test_placement(void)
{
    zb_position *pos = zb_position_new(NULL); /* (the library's set-up: its tables, and its own zb_fen_init) */
    zb_position_free(pos);
    portable_fen_init();
    fen_mutations_test(portable_position_set_fen);
    fen_ranks_test(portable_position_set_fen);
}

int main(void)
{
    static const test_suite suites[] = {{"placement", test_placement}};
    return test_run("fen_portable", suites, sizeof suites / sizeof *suites);
}
