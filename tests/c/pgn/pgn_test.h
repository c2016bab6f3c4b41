/* Helpers for the PGN reader's suites, on the generic harness. */
#ifndef ZB_PGN_TEST_H
#define ZB_PGN_TEST_H

#include <stdlib.h>

#include "test.h"
#include "zobrist.h"
#include "zobrist_pgn.h"

/* Every game of an input, read with the given chunk size (0: one chunk; the
 * memory reader when chunk == (size_t)-1), as one text: tags, result, start
 * FEN, moves, keys, variation moves, warnings and errors, a game a line. */
char *pgn_summary(const char *text, size_t len, const zb_pgn_options *options, size_t chunk);

/* The same, the input pushed as two chunks split at byte `at`. */
char *pgn_summary_at(const char *text, size_t len, const zb_pgn_options *options, size_t at);

/* The games of an input read whole, kept (copies) for checking. */
typedef struct kept_game {
    zb_pgn_game g;         /* pointers into the copies below */
    zb_pgn_tag *tags;
    char *arena;
    zb_move *moves;
    uint64_t *keys;
    zb_pgn_variation_move *vmoves;
    char result[8];
    char start_fen[ZB_FEN_MAX];
} kept_game;
typedef struct kept_games {
    kept_game *games;
    size_t count;
} kept_games;
kept_games read_games(const char *text, const zb_pgn_options *options);
void free_games(kept_games *k);

/* Keys of the start FEN then each move of movetext by the chess core's
 * zb_replay; returns how many (0 on a replay error). */
size_t replay_keys(const char *fen, const char *movetext, uint64_t *keys, size_t cap);
/* The key of a FEN. */
uint64_t fen_key(const char *fen);

void test_syntax(void);
void test_malformed(void);
void test_chunks(void);
void test_real(void);

#endif
