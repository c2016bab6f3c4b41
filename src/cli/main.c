/* zobrist: Zobrist keys of game positions from the command line. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char usage_text[] =
    "usage: zobrist key [--layout L] FEN\n"
    "       zobrist replay [--layout L] [--fen FEN] < games\n"
    "       zobrist perft DEPTH [FEN] [--verify] [--divide] [--layout L]\n"
    "       zobrist pgn [--format keys|jsonl|none] [--variations] [--progress|--no-progress] [FILE|-]...\n"
    "       zobrist uttt perft DEPTH [POSITION] [--verify] [--divide]\n"
    "       zobrist uttt key POSITION\n"
    "       zobrist uttt play POSITION|start MOVES...\n"
    "       zobrist uttt census PLIES\n"
    "       zobrist go perft DEPTH [POSITION | --size N] [--rules tt|cgos] [--verify]\n"
    "       zobrist go key POSITION [--rules tt|cgos]\n"
    "       zobrist go play [POSITION | --size N] [--rules tt|cgos] MOVES...\n"
    "       zobrist go census PLIES [POSITION | --size N] [--rules tt|cgos]\n"
    "       zobrist book build --pgn FILE... --out BOOK.bin [--max-ply N] [--min-game N]\n"
    "                          [--min-score N] [--only-white] [--only-black] [--uniform]\n"
    "       zobrist book merge IN1.bin IN2.bin OUT.bin\n"
    "       zobrist book moves BOOK.bin [FEN]\n"
    "       zobrist book info BOOK.bin\n"
    "       zobrist book dump BOOK.bin --color white|black\n"
    "       zobrist census PLIES [--ep legal|pseudo] [--layout L] [--low48] [FEN]\n"
    "       zobrist tt-errors [--keys uniform|chess|words] [--n N] [--trials T | --precise] [--seed S]\n"
    "       zobrist tt-cluster [--keys words|chess] [--bits B] [--draws N] [--pairs P] [--plies 1|2] [--seed S]\n"
    "       zobrist tt-search [--n N] [--m M] [--depth D] [--roots R] [--seed S] [--used|--blind]\n"
    "       zobrist audit [--seed S | --layout SPEC] [--bits B] [--high] [--max-size K] [--limit L]\n"
    "\n";
/* A second string: C99 compilers need take none over 4095 bytes. */
static const char commands_text[] =
    "key      print the 64-bit key of a position (16 hex digits): Polyglot's,\n"
    "         or --layout stockfish (Stockfish 15.1's d \"Key:\"), chessjs\n"
    "         (chess.js 1.4 hash()), seed:S, file:PATH (781 hex keys), bch64,\n"
    "         bch32, bch64np, bch32np (BCH-code keys), crand, java, javareseed,\n"
    "         mmix (weak generators, [:SEED]), each with ,castling=4|16\n"
    "         ,ep=pseudo|legal|literal ,turn=white|black\n"
    "replay   read one game a line (SAN or UCI moves, null moves as --, Z0\n"
    "         or 0000; move numbers and the result are skipped) and print the\n"
    "         keys of every position\n"
    "pgn      read PGN files (or stdin), one output line a game: the keys of\n"
    "         every position like replay, or with --format jsonl its tags, UCI\n"
    "         moves, keys and error; --variations adds the positions inside\n"
    "         variations; a progress line on stderr when it is a terminal\n"
    "         (--progress always, --no-progress never); exit status 1 if any\n"
    "         game failed\n"
    "perft    count the leaf nodes DEPTH plies deep; --verify compares the\n"
    "         incremental key with one computed from scratch at every node,\n"
    "         --divide prints the count below each first move\n"
    "uttt     the same for ultimate tic-tac-toe (README: position and move\n"
    "         formats); play prints the key before the moves and after each;\n"
    "         census counts distinct positions a ply and their hash collisions\n"
    "go       the same for Go on N x N boards (2-19), Tromp-Taylor (tt, the\n"
    "         default) or CGOS rules, positional superko\n"
    "book     Polyglot opening books: build one from PGN games (the same bytes\n"
    "         as polyglot make-book), merge two (as polyglot merge-book), list\n"
    "         a position's book moves, print what polyglot info-book and\n"
    "         dump-book print\n"
    "tt-errors  Zobrist's 1970 error table measured on transposition tables:\n"
    "         for m = 0..10 check bits, the fraction of trials with no type-1\n"
    "         error in 2^n retrievals (n 10 by default), with 95% intervals,\n"
    "         beside the exact value; --precise for +-0.001 (default +-0.005)\n"
    "tt-cluster  Zobrist's clustering of errors: pairs of words (or chess\n"
    "         positions) whose keys clash in the low B bits (20, 24, 28), and how\n"
    "         many of their successors (the same suffixes, the same moves) clash\n"
    "         too, against the independent 2^-B: the factor\n"
    "tt-search  type-1 errors per probe of an instrumented always-replace table\n"
    "         in an alpha-beta search of chess positions, for n = 10..16 index\n"
    "         and m check bits, beside the prediction 2^-m x the fraction of\n"
    "         probes whose slot holds another position, with 95% intervals;\n"
    "         the search uses the entries it finds (used) or not (blind)\n"
    "audit    sets of <= K chess keys whose XOR is 0, and the table's rank\n";

/* Writes the lines of usage_text for `command` (each with its continuation
 * lines) as a usage of their own; returns how many it wrote. */
static int print_command_usage(const char *command, FILE *out)
{
    size_t clen = strlen(command);
    int written = 0, in_command = 0;
    for (const char *line = usage_text; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = (size_t)(end - line);
        const char *name = strstr(line, "zobrist ");
        if (name && name < end) { /* a command's first line */
            name += strlen("zobrist ");
            in_command = !strncmp(name, command, clen) && (name[clen] == ' ' || name + clen == end);
            if (in_command)
                fprintf(out, "%s%.*s\n", written++ ? "       " : "usage: ", (int)(end - name + strlen("zobrist ")),
                        name - strlen("zobrist "));
        } else if (in_command && len > 0) { /* its continuation */
            fprintf(out, "%.*s\n", (int)len, line);
        }
        line = end + 1;
    }
    return written;
}

/* The command being run (argv[1]), so that its usage errors show its own
 * usage lines, not all 60 lines of help. */
static const char *current_command;

/* An argument the command does not take, named in the message. */
int cli_unknown_argument(const char *arg)
{
    char problem[200];
    snprintf(problem, sizeof problem, "%s%s%s \"%.80s\"", current_command ? current_command : "",
             current_command ? ": " : "", arg[0] == '-' ? "unknown option" : "unexpected argument", arg);
    return cli_usage(problem);
}

int cli_usage(const char *problem)
{
    if (problem)
        fprintf(stderr, "zobrist: %s\n", problem);
    if (current_command && print_command_usage(current_command, stderr)) {
        fputs("(zobrist help lists every command and what it does)\n", stderr);
        return 2;
    }
    fputs(usage_text, stderr);
    fputs(commands_text, stderr);
    return 2;
}

char *cli_join(char **args, int count)
{
    size_t len = 1;
    for (int i = 0; i < count; i++)
        len += strlen(args[i]) + 1;
    char *text = malloc(len);
    if (!text)
        return NULL;
    text[0] = '\0';
    for (int i = 0; i < count; i++) {
        if (i)
            strcat(text, " ");
        strcat(text, args[i]);
    }
    return text;
}

void cli_summary(const char *format, ...)
{
    va_list args;
    fflush(stdout);
    fputs("zobrist: ", stderr);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
}

void cli_print_key(FILE *out, uint64_t key) { fprintf(out, "%016" PRIx64, key); }

int cli_parse_int(const char *text, long min, long max, long *out)
{
    char *end;
    /* digits, with a '-' before them if any: strtol would take " 3" and "+3" too */
    const char *digits = text[0] == '-' ? text + 1 : text;
    if (*digits < '0' || *digits > '9')
        return -1;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (*end || errno == ERANGE || value < min || value > max)
        return -1;
    *out = value;
    return 0;
}

int cli_parse_u64(const char *text, uint64_t *out)
{
    uint64_t value = 0;
    if (*text == '\0')
        return -1;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9')
            return -1;
        unsigned digit = (unsigned)(*p - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return -1;
        value = 10 * value + digit;
    }
    *out = value;
    return 0;
}

/* What the command wrote must have reached standard output: a full disk
 * (> /dev/full) or a reader gone while SIGPIPE is ignored fails the run,
 * with status 1 unless it failed already. */
static int check_output(int status)
{
    errno = 0;
    int flushed = fflush(stdout) == 0;
    int why = errno;
    if (flushed && !ferror(stdout))
        return status;
    fprintf(stderr, "zobrist: error writing standard output%s%s\n", why ? ": " : "", why ? strerror(why) : "");
    return status ? status : 1;
}

static int run_command(const char *command, int argc, char **argv)
{
    if (!strcmp(command, "key") || !strcmp(command, "replay") || !strcmp(command, "perft"))
        return cli_chess(command, argc, argv);
    if (!strcmp(command, "pgn"))
        return cli_pgn(argc, argv);
    if (!strcmp(command, "uttt"))
        return cli_uttt(argc, argv);
    if (!strcmp(command, "go"))
        return cli_go(argc, argv);
    if (!strcmp(command, "book"))
        return cli_book(argc, argv);
    if (!strcmp(command, "census"))
        return cli_census(argc, argv);
    if (!strcmp(command, "tt-errors"))
        return cli_tt_errors(argc, argv);
    if (!strcmp(command, "tt-cluster"))
        return cli_tt_cluster(argc, argv);
    if (!strcmp(command, "tt-search"))
        return cli_tt_search(argc, argv);
    if (!strcmp(command, "audit"))
        return cli_audit(argc, argv);
    return cli_usage("unknown command");
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage(NULL);
    const char *command = argv[1];
    int help = !strcmp(command, "help") || !strcmp(command, "--help") || !strcmp(command, "-h");
    for (int i = 2; i < argc; i++) /* "zobrist pgn --help" asks too; no FEN, move or file is "--help" */
        help |= !strcmp(argv[i], "--help");
    if (help) {
        fputs(usage_text, stdout);
        fputs(commands_text, stdout);
        return check_output(0);
    }
    current_command = command;
    return check_output(run_command(command, argc - 2, argv + 2));
}
