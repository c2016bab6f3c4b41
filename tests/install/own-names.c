/* A chess program with functions of its own named as the library's
 * internals are (move_is_legal, generate_legal_moves: common names in
 * chess code), using the library for keys alone. Linked statically it once
 * failed ("multiple definition"); linked dynamically the library called
 * these instead of its own, and e4 was refused. Prints what hello.c
 * prints when the library works. */
#include <stdio.h>

#include <zobrist.h>

int move_is_legal(int from, int to);
int generate_legal_moves(void *board, void *out);
int move_is_legal(int from, int to) { return from < 0 && to < 0; }
int generate_legal_moves(void *board, void *out) { return board == out; }

int main(void)
{
    zb_position *pos = zb_position_new(NULL);
    zb_move moves[ZB_MAX_MOVES];
    if (!pos || zb_position_play(pos, "e4", 2) != ZB_OK || zb_position_key(pos) != 0x823c9b50fd114196ULL ||
        zb_position_legal_moves(pos, moves) != 20 || move_is_legal(1, 2) || generate_legal_moves(pos, moves))
        return printf("the library used the program's functions\n"), 1;
    zb_position_free(pos);
    printf("463b96181691fc9c 2b6bf245fb168207\n"); /* what check expects */
    return 0;
}
