/* What the CLI's commands share: usage errors, argument joining, key output.
 * Each game's commands live in their own file (chess.c, uttt.c, go.c). */
#ifndef ZB_CLI_H
#define ZB_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Prints "zobrist: problem" (if any) and the usage to stderr; returns 2. */
int cli_usage(const char *problem);
/* cli_usage with `command: unknown option "ARG"` (or unexpected argument). */
int cli_unknown_argument(const char *arg);
/* Joins arguments with spaces (so an unquoted FEN works); NULL if out of memory. */
char *cli_join(char **args, int count);
/* 16 lowercase hex digits. */
void cli_print_key(FILE *out, uint64_t key);
/* "zobrist: " and the message on stderr, after what stdout holds (flushed
 * first), so that a summary follows the output it sums up on a terminal and
 * through 2>&1 alike. */
void cli_summary(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* A whole number from min to max in text; 0 on success, -1 if not. */
int cli_parse_int(const char *text, long min, long max, long *out);
/* A seed: decimal digits only (no sign, no 0x, a leading 0 is not octal), as
 * the JS API reads "seed:S"; 0 if it fits 64 bits, else -1. */
int cli_parse_u64(const char *text, uint64_t *out);

/* 2^-k (0 from k = 64), Newton's square root (the CLI links no libm), and
 * Wilson's 95 % interval for successes out of trials (stats.c). */
double cli_two_to_minus(unsigned k);
double cli_sqrt(double v);
void cli_wilson95(uint64_t successes, uint64_t trials, double *low, double *high);

/* A chess key layout from a --layout SPEC (layout_option.c): polyglot,
 * stockfish, chessjs, seed:S, file:PATH, a BCH or weak-generator key set
 * (bch64, bch32, bch64np, bch32np, crand, java, javareseed, mmix), then ,castling=4|16
 * ,ep=pseudo|legal|literal ,turn=white|black. 0 on success, else -1 with
 * the reason in err. */
struct zb_chess_keys;
int cli_chess_layout(const char *spec, struct zb_chess_keys *out, char *err, size_t errlen);
/* Takes every --layout SPEC (or --layout=SPEC) out of argv, the last one
 * winning: *chosen = out, or NULL if none. 0, or 2 after printing why. */
int cli_take_layout(int *argc, char **argv, struct zb_chess_keys *out, const struct zb_chess_keys **chosen);

/* Chess positions for the transposition-table experiments (random_game.c):
 * the identity key set (independent of Polyglot's), a position's identity
 * (the key of its features under it), and one more random legal move of a
 * game (a new game from the start after 200 plies, mate, stalemate or the
 * 50-move rule); -1 if the position cannot grow. */
struct zb_position;
void cli_identity_keys(uint64_t keys[781]); /* ZB_CHESS_FEATURES keys */
uint64_t cli_position_identity(const uint64_t *identity_keys, const struct zb_position *pos);
int cli_random_game_step(struct zb_position *pos, uint64_t *rng);

/* The games' commands: argv holds the arguments after the command's words. */
int cli_chess(const char *command, int argc, char **argv); /* key, replay, perft */
int cli_uttt(int argc, char **argv);                      /* uttt perft|key|census ... */
int cli_go(int argc, char **argv);                        /* go perft|key ... */
int cli_book(int argc, char **argv);
int cli_pgn(int argc, char **argv);                       /* pgn [FILE|-]... */
int cli_tt_errors(int argc, char **argv);                 /* tt-errors [--keys ...] ... */
int cli_tt_cluster(int argc, char **argv);                /* tt-cluster [--keys words|chess] ... */
int cli_tt_search(int argc, char **argv);                 /* tt-search [--n N] [--m M] ... */
int cli_census(int argc, char **argv);                    /* census PLIES [FEN] */
int cli_audit(int argc, char **argv);                     /* audit [--seed S | --layout SPEC] [--bits B] ... */

#endif
