/* The attack tables (filled from rays at start-up) against the slow
 * square-by-square walk, for random occupancies of every square. */
#include "chess_test.h"
#include "bitboard.h"

void test_attacks(void)
{
    zb_position_free(zb_position_new(NULL)); /* fills the tables */
    uint64_t state = 1970;
    int mismatches = 0;
    for (int sq = 0; sq < 64; sq++) {
        for (int i = 0; i < 2000; i++) {
            /* Sparse and dense boards: AND of 1-3 random words. */
            bitboard occupied = zb_splitmix64_next(&state);
            for (int k = i % 3; k > 0; k--)
                occupied &= zb_splitmix64_next(&state);
            mismatches += rook_attacks(sq, occupied) != slider_attacks_slow(sq, occupied, 0);
            mismatches += bishop_attacks(sq, occupied) != slider_attacks_slow(sq, occupied, 1);
            /* What the FEN checks use before the tables exist: the sliders
             * (random pieces of the occupancy) that attack sq. */
            bitboard rooks = occupied & zb_splitmix64_next(&state), bishops = occupied & zb_splitmix64_next(&state);
            bitboard attackers = (slider_attacks_slow(sq, occupied, 0) & rooks) | (slider_attacks_slow(sq, occupied, 1) & bishops);
            mismatches += zb_slider_attackers_by_rays(sq, occupied, rooks, bishops) != attackers;
        }
        for (int to = 0; to < 64; to++) {
            bitboard through = slider_attacks_slow(sq, 0, 0) & BB(to) ? slider_attacks_slow(sq, BB(to), 0) & slider_attacks_slow(to, BB(sq), 0)
                             : slider_attacks_slow(sq, 0, 1) & BB(to) ? slider_attacks_slow(sq, BB(to), 1) & slider_attacks_slow(to, BB(sq), 1)
                                                                      : 0;
            mismatches += zb_between[sq][to] != through;
        }
    }
    CHECK_INT(mismatches, 0);
    CHECK_U64(zb_between[0][63], 0x0040201008040200ULL); /* b2 ... g7 */
    CHECK_U64(zb_line[0][9], 0x8040201008040201ULL);     /* the long diagonal */
}
