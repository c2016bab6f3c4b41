/* The chess suites (and the key layer's, which they exercise first). */
#include <stdlib.h>

#include "chess_test.h"

zb_position *position_from(const char *fen)
{
    zb_position *pos = zb_position_new(NULL);
    zb_error err = zb_position_set_fen(pos, fen, strlen(fen), NULL);
    if (!check_err(err, ZB_OK, fen, __FILE__, __LINE__)) {
        zb_position_free(pos);
        return NULL;
    }
    return pos;
}

const char *fen_of(const zb_position *pos)
{
    static char fen[ZB_FEN_MAX];
    zb_position_fen(pos, fen);
    return fen;
}

int main(void)
{
    static const test_suite suites[] = {
        {"keys", test_keys}, {"fen", test_fen}, {"moves", test_moves}, {"san", test_san}, {"perft", test_perft}, {"census", test_census},
        {"null", test_null_move}, {"attacks", test_attacks}, {"layouts", test_layouts},
    };
    return test_run("chess", suites, sizeof suites / sizeof *suites);
}
