/* SAN against a slow reference, on every legal move of random games: the
 * reference lists every legal move for the disambiguation and makes the move
 * for the check mark, where zb_move_to_san uses attack tables and makes the
 * move only after a check (to tell mate), and zb_moves_to_san tells checks
 * from squares and blockers worked out once a position. */
#include "chess_test.h"

/* SAN as the plain rules say it, with the public API only. */
static void slow_san(zb_position *pos, zb_move move, char *out)
{
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);
    int piece = zb_position_piece_at(pos, from), type = piece / 2;
    int capture = zb_position_piece_at(pos, to) != ZB_NO_PIECE || kind == ZB_MOVE_EN_PASSANT;
    size_t n = 0;
    zb_move moves[ZB_MAX_MOVES];
    if (kind == ZB_MOVE_CASTLING) {
        n = (size_t)sprintf(out, "%s", to % 8 == 6 ? "O-O" : "O-O-O");
    } else {
        if (type == ZB_PAWN && capture)
            out[n++] = (char)('a' + from % 8);
        if (type != ZB_PAWN) {
            out[n++] = "PNBRQK"[type];
            size_t count = zb_position_legal_moves(pos, moves);
            int rivals = 0, same_file = 0, same_rank = 0;
            for (size_t i = 0; i < count; i++) {
                int other = zb_move_from(moves[i]);
                if (zb_move_to(moves[i]) == to && other != from && zb_position_piece_at(pos, other) == piece) {
                    rivals = 1;
                    same_file |= other % 8 == from % 8;
                    same_rank |= other / 8 == from / 8;
                }
            }
            if (rivals && (!same_file || same_rank))
                out[n++] = (char)('a' + from % 8);
            if (rivals && same_file)
                out[n++] = (char)('1' + from / 8);
        }
        if (capture)
            out[n++] = 'x';
        out[n++] = (char)('a' + to % 8);
        out[n++] = (char)('1' + to / 8);
        if (kind == ZB_MOVE_PROMOTION) {
            out[n++] = '=';
            out[n++] = "PNBRQK"[zb_move_promotion_type(move)];
        }
    }
    zb_position_make(pos, move);
    if (zb_position_in_check(pos))
        out[n++] = zb_position_legal_moves(pos, moves) ? '+' : '#';
    zb_position_unmake(pos);
    out[n] = '\0';
}

/* Random games from each start, every legal move of every position compared. */
static void test_san_against_reference(void)
{
    static const char *starts[] = {
        ZB_START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", /* perft's kiwipete */
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",               /* promotions */
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",              /* en passant, discovered checks */
        "4k3/8/8/8/8/3Q1Q2/8/3QKQ2 w - - 0 1",                    /* four queens */
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",                   /* castling with check */
        "4k3/8/8/2B1B3/3N1N2/8/8/R3K2R w KQ - 0 1",
    };
    uint64_t rng = 8;
    size_t compared = 0;
    for (size_t s = 0; s < sizeof starts / sizeof *starts; s++) {
        for (int game = 0; game < 40; game++) {
            zb_position *pos = position_from(starts[s]);
            if (!pos)
                return;
            for (int ply = 0; ply < 120; ply++) {
                zb_move moves[ZB_MAX_MOVES];
                char many[ZB_MAX_MOVES][ZB_SAN_MAX];
                size_t lengths[ZB_MAX_MOVES];
                size_t count = zb_position_legal_moves(pos, moves);
                zb_moves_to_san(pos, moves, count, many, lengths);
                for (size_t m = 0; m < count; m++) {
                    char one[ZB_SAN_MAX], slow[ZB_SAN_MAX + 8];
                    zb_move_to_san(pos, moves[m], one);
                    slow_san(pos, moves[m], slow);
                    compared++;
                    if (!CHECK_STR(one, slow) || !CHECK_STR(many[m], slow) || !CHECK_INT(lengths[m], strlen(slow)))
                        fprintf(stderr, "  in %s\n", fen_of(pos));
                }
                if (count == 0)
                    break;
                zb_position_make(pos, moves[zb_splitmix64_next(&rng) % count]);
            }
            zb_position_free(pos);
        }
    }
    CHECK(compared > 100000);
}

void test_san(void) { test_san_against_reference(); }
