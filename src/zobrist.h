/*
 * zobrist.h - the one public include: Zobrist hashing (Zobrist 1970) as a
 * game-independent key layer and the games built on it.
 *
 *   zobrist_keys.h   key tables, SplitMix64, the hash of a set of features
 *                    (XOR and additive), toggles, collision counting
 *   zobrist_key_sources.h  key sets from a BCH code (no dependency of fewer
 *                    than d keys) and from weak generators, to measure
 *   zobrist_audit.h  a key table's independence over GF(2): rank and every
 *                    dependent subset of at most 8 keys
 *   zobrist_chess.h  chess: Polyglot keys, FEN, moves, make/unmake, perft
 *   zobrist_pgn.h    a streaming PGN reader: games, their moves and keys
 *   zobrist_book.h   Polyglot opening books: read, look up, build, merge
 *   zobrist_uttt.h   ultimate tic-tac-toe
 *   zobrist_go.h     Go, with positional superko
 *   zobrist_tt.h     transposition tables (no game): check bits, replacement,
 *                    probes classified as in Zobrist's error analysis
 *
 * Each header can also be included alone; a game's header includes only
 * zobrist_keys.h. src/README.md says which folders each use needs.
 */
#ifndef ZOBRIST_H
#define ZOBRIST_H

#include "zobrist_keys.h"
#include "zobrist_key_sources.h"
#include "zobrist_audit.h"
#include "zobrist_chess.h"
#include "zobrist_pgn.h"
#include "zobrist_book.h"
#include "zobrist_uttt.h"
#include "zobrist_go.h"
#include "zobrist_tt.h"

#endif /* ZOBRIST_H */
