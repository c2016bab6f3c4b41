/* Deterministic random legal games, for oracle tests and benchmarks.
 *   random-games [--games N] [--seed S] [--max-plies P] [--format san|uci|pgn|fen] [--every K]
 * san/uci: one game a line; pgn: a PGN file; fen: the FEN of every K-th
 * position of every game. Moves are drawn uniformly with SplitMix64, so the
 * same arguments give the same games on every platform. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zobrist.h"

static int usage(void)
{
    fputs("usage: random-games [--games N] [--seed S] [--max-plies P] [--format san|uci|pgn|fen] [--every K]\n", stderr);
    return 2;
}

int main(int argc, char **argv)
{
    unsigned long games = 100, max_plies = 300, every = 1;
    uint64_t seed = 1;
    const char *format = "san";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--games"))
            games = strtoul(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--seed"))
            seed = strtoull(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--max-plies"))
            max_plies = strtoul(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--format"))
            format = argv[i + 1];
        else if (!strcmp(argv[i], "--every"))
            every = strtoul(argv[i + 1], NULL, 10);
        else
            return usage();
    }
    if (argc % 2 == 0 || every == 0 || (strcmp(format, "san") && strcmp(format, "uci") && strcmp(format, "pgn") && strcmp(format, "fen")))
        return usage();

    zb_position *pos = zb_position_new(NULL);
    if (!pos)
        return 1;
    uint64_t rng = seed;
    unsigned long position_index = 0;
    for (unsigned long game = 0; game < games; game++) {
        zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
        if (!strcmp(format, "pgn"))
            printf("[Event \"random game %lu\"]\n[Result \"1/2-1/2\"]\n\n", game + 1);
        for (unsigned long ply = 0;; ply++) {
            if (!strcmp(format, "fen") && position_index++ % every == 0) {
                char fen[ZB_FEN_MAX];
                zb_position_fen(pos, fen);
                puts(fen);
            }
            zb_move moves[ZB_MAX_MOVES];
            size_t count = zb_position_legal_moves(pos, moves);
            if (count == 0 || ply == max_plies || zb_position_halfmove(pos) >= 100 || zb_position_is_threefold(pos))
                break;
            zb_move move = moves[zb_splitmix64_next(&rng) % count];
            char text[ZB_SAN_MAX];
            if (!strcmp(format, "uci"))
                zb_move_to_uci(move, text);
            else
                zb_move_to_san(pos, move, text);
            if (!strcmp(format, "pgn") && ply % 2 == 0)
                printf("%lu. ", ply / 2 + 1);
            if (strcmp(format, "fen"))
                printf("%s%s", text, (!strcmp(format, "pgn") && ply % 16 == 15) ? "\n" : " ");
            zb_position_make(pos, move);
        }
        if (!strcmp(format, "pgn"))
            printf("1/2-1/2\n\n");
        else if (strcmp(format, "fen"))
            putchar('\n');
    }
    zb_position_free(pos);
    return 0;
}
