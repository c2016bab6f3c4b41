/* Slider attacks walked ray by ray: the slow reference the magic tables are
 * filled from (and that tools/find-magics.c searches against). */
#include "bitboard.h"

static const int rook_dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

static int on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

bitboard slider_attacks_slow(int sq, bitboard occupied, int bishop)
{
    const int(*dirs)[2] = bishop ? bishop_dirs : rook_dirs;
    bitboard attacks = 0;
    for (int d = 0; d < 4; d++) {
        int f = square_file(sq) + dirs[d][0], r = square_rank(sq) + dirs[d][1];
        for (; on_board(f, r); f += dirs[d][0], r += dirs[d][1]) {
            attacks |= BB(8 * r + f);
            if (occupied & BB(8 * r + f))
                break;
        }
    }
    return attacks;
}

bitboard slider_relevant_mask(int sq, int bishop)
{
    /* A ray's last square never blocks anything behind it, so it is left out. */
    const int(*dirs)[2] = bishop ? bishop_dirs : rook_dirs;
    bitboard mask = 0;
    for (int d = 0; d < 4; d++) {
        int f = square_file(sq) + dirs[d][0], r = square_rank(sq) + dirs[d][1];
        for (; on_board(f + dirs[d][0], r + dirs[d][1]); f += dirs[d][0], r += dirs[d][1])
            mask |= BB(8 * r + f);
    }
    return mask;
}

