/* Malformed PGN: each bad game fails with its own error, where it is, and
 * the game after it is read as if nothing had happened. */
#include <stdint.h>

#include "pgn_test.h"

#define NEXT "[Event \"next\"]\n[White \"W\"]\n\n1. e4 e5 2. Nf3 *\n"
#define ANY_CHESS_ERROR ((zb_error)-1)
#define A10 "aaaaaaaaaa"
#define A100 A10 A10 A10 A10 A10 A10 A10 A10 A10 A10
#define P10 "(((((((((("
#define C10 "))))))))))"

typedef struct bad_case {
    const char *name;
    const char *pgn;          /* followed by NEXT */
    zb_pgn_error code;
    zb_error chess;           /* ANY_CHESS_ERROR: not checked */
    unsigned line, column;    /* 0: not checked */
    size_t ply;               /* checked when code is a move error */
    size_t good_plies;        /* main-line plies read before the error */
    int variations;           /* read with options.variations */
} bad_case;

static const bad_case cases[] = {
    {"unterminated comment", "[Event \"a\"]\n\n1. e4 {never closed\n\n", ZB_PGN_ERR_UNTERMINATED_COMMENT, ZB_OK, 3, 7, 0, 1, 0},
    {"unterminated comment, tag-like text", "1. e4 { see [Event \"x\"] here\n", ZB_PGN_ERR_UNTERMINATED_COMMENT, ZB_OK, 1, 7, 0, 1, 0},
    {"unclosed variation", "[Event \"a\"]\n\n1. e4 (1. d4 d5 *\n", ZB_PGN_ERR_UNBALANCED_VARIATION, ZB_OK, 3, 7, 0, 1, 0},
    {"unclosed nested variation", "1. e4 (1. d4 (1. c4) e5 1-0\n", ZB_PGN_ERR_UNBALANCED_VARIATION, ZB_OK, 1, 7, 0, 1, 0},
    /* a bad tag line fails the game when it is a tag that decides how the
     * moves are read (any other is skipped: test_syntax.c) */
    {"FEN tag without quotes", "[FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1]\n\n1. Kd2 *\n", ZB_PGN_ERR_TAG_SYNTAX, ZB_OK, 1, 1, 0, 0, 0},
    {"FEN tag value not closed", "[fen \"4k3/8/8/8/8/8/8/4K3 w - - 0 1]\n\n1. Kd2 *\n", ZB_PGN_ERR_TAG_SYNTAX, ZB_OK, 1, 1, 0, 0, 0},
    {"Variant tag without bracket", "[Variant \"crazyhouse\"\n[Site \"b\"]\n\n1. e4 *\n", ZB_PGN_ERR_TAG_SYNTAX, ZB_OK, 1, 1, 0, 0, 0},
    {"SetUp tag with junk after value", "[White \"w\"]\n[SetUp \"1\" junk]\n\n1. e4 *\n", ZB_PGN_ERR_TAG_SYNTAX, ZB_OK, 2, 1, 0, 0, 0},
    {"illegal pawn move", "1. e5 *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_ILLEGAL, 1, 4, 1, 0, 0},
    {"illegal king move", "1. e4 e5 2. Ke3 *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_ILLEGAL, 1, 13, 3, 2, 0},
    {"ambiguous move", "1. d3 d6 2. Nf3 Nf6 3. Nd2 *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_AMBIGUOUS, 1, 24, 5, 4, 0},
    {"promotion missing", "[FEN \"8/P7/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n1. a8 *\n", ZB_PGN_ERR_ILLEGAL_MOVE,
     ZB_ERR_MOVE_PROMOTION_MISSING, 3, 4, 1, 0, 0},
    {"promotion to a king", "[FEN \"8/P7/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n1. a8=K *\n", ZB_PGN_ERR_ILLEGAL_MOVE,
     ZB_ERR_MOVE_PROMOTION_INVALID, 3, 4, 1, 0, 0},
    {"word as a move", "1. e4 hello *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_SYNTAX, 1, 7, 2, 1, 0},
    {"move after mate", "1. f3 e5 2. g4 Qh4# 3. e4 *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_KING_IN_CHECK, 1, 24, 5, 4, 0},
    {"castling not allowed", "1. O-O *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ANY_CHESS_ERROR, 1, 4, 1, 0, 0},
    {"no such piece", "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Nf3 *\n", ZB_PGN_ERR_ILLEGAL_MOVE,
     ZB_ERR_MOVE_NO_PIECE, 3, 4, 1, 0, 0},
    {"overlong token", "1. e4 " A100 A100 A100 " *\n",
     ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_SYNTAX, 1, 7, 0, 1, 0},
    {"FEN tag with one field", "[FEN \"garbage\"]\n\n1. e4 *\n", ZB_PGN_ERR_BAD_FEN_TAG, ZB_ERR_FEN_FIELD_COUNT, 1, 1, 0, 0, 0},
    {"FEN tag with three kings", "[Event \"e\"]\n[FEN \"kk6/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. Kb1 *\n",
     ZB_PGN_ERR_BAD_FEN_TAG, ZB_ERR_FEN_KING_COUNT, 2, 1, 0, 0, 0},
    {"FEN tag with a pawn on the last rank", "[FEN \"P3k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*\n", ZB_PGN_ERR_BAD_FEN_TAG,
     ZB_ERR_FEN_PAWN_RANK, 1, 1, 0, 0, 0},
    {"FEN tag with a bad side", "[FEN \"4k3/8/8/8/8/8/8/4K3 x - - 0 1\"]\n\n*\n", ZB_PGN_ERR_BAD_FEN_TAG,
     ZB_ERR_FEN_SIDE, 1, 1, 0, 0, 0},
    {"FEN tag with the side not to move in check", "[FEN \"4k3/8/8/8/8/8/4R3/4K3 w - - 0 1\"]\n\n*\n",
     ZB_PGN_ERR_BAD_FEN_TAG, ZB_ERR_FEN_OPPONENT_IN_CHECK, 1, 1, 0, 0, 0},
    {"Chess960", "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *\n",
     ZB_PGN_ERR_VARIANT_UNSUPPORTED, ZB_OK, 1, 1, 0, 0, 0},
    {"crazyhouse", "[Variant \"crazyhouse\"]\n\n1. e4 *\n", ZB_PGN_ERR_VARIANT_UNSUPPORTED, ZB_OK, 1, 1, 0, 0, 0},
    {"a variant named on a later line", "[Event \"x\"]\n[Site \"y\"]\n  [Variant \"Atomic\"]\n\n1. e4 *\n",
     ZB_PGN_ERR_VARIANT_UNSUPPORTED, ZB_OK, 3, 3, 0, 0, 0},
    {"control bytes", "1. e4 \x01\x02 e5 *\n", ZB_PGN_ERR_BAD_CHARACTER, ZB_OK, 1, 7, 0, 1, 0},
    {"a bad tag after a BOM (column 1: the BOM is invisible)", "\xef\xbb\xbf[Variant x]\n\n1. e4 *\n", ZB_PGN_ERR_TAG_SYNTAX,
     ZB_OK, 1, 1, 0, 0, 0},
    {"high bytes", "1. e4 e5 \xff\xfe\x80 *\n", ZB_PGN_ERR_BAD_CHARACTER, ZB_OK, 1, 10, 0, 2, 0},
    {"bytes inside a move", "1. e4 e\x07" "5 *\n", ZB_PGN_ERR_BAD_CHARACTER, ZB_OK, 1, 8, 0, 1, 0},
    {"bracket inside movetext", "1. e4 [%clk 0:01] e5 *\n", ZB_PGN_ERR_BAD_CHARACTER, ZB_OK, 1, 7, 0, 1, 0},
    {"null move in check", "[FEN \"4k3/8/8/8/8/8/4r3/4K3 w - - 0 1\"]\n\n1. -- *\n", ZB_PGN_ERR_NULL_MOVE_IN_CHECK, ZB_OK,
     3, 4, 1, 0, 0},
    {"bad move inside a variation", "1. e4 (1. d4 d4) e5 *\n", ZB_PGN_ERR_ILLEGAL_MOVE, ZB_ERR_MOVE_ILLEGAL, 1, 14, 2, 1, 1},
    {"variations too deep", "1. e4 " P10 P10 P10 P10 P10 P10 P10 "1. d4" C10 C10 C10 C10 C10 C10 C10 " e5 *\n",
     ZB_PGN_ERR_VARIATION_TOO_DEEP, ZB_OK, 1, 71, 0, 1, 1},
};

static void check_case(const bad_case *c, const char *input)
{
    zb_pgn_options opt = {0};
    opt.variations = c->variations;
    kept_games k = read_games(input, &opt);
    test_checks++;
    if (k.count != 2) {
        test_failures++;
        fprintf(stderr, "FAILED: %s: %zu games\n", c->name, k.count);
        free_games(&k);
        return;
    }
    const zb_pgn_game *g = &k.games[0].g, *next = &k.games[1].g;
    const zb_pgn_error_info *e = &g->error;
    int ok = e->code == c->code && (c->chess == ANY_CHESS_ERROR ? e->chess_error != ZB_OK : e->chess_error == c->chess) &&
             (!c->line || e->line == c->line) && (!c->column || e->column == c->column) &&
             (c->code != ZB_PGN_ERR_ILLEGAL_MOVE || c->ply == 0 || e->ply == c->ply) && g->plies == c->good_plies;
    test_checks++;
    if (!ok) {
        test_failures++;
        char line[600];
        zb_pgn_format_error(g, line, sizeof line);
        fprintf(stderr, "FAILED: %s: got %s (%s) at %llu:%llu ply %zu, %zu plies; expected %s (%s) at %u:%u ply %zu, %zu plies\n  %s\n",
                c->name, zb_pgn_error_name(e->code), zb_error_name(e->chess_error), (unsigned long long)e->line,
                (unsigned long long)e->column, e->ply, g->plies, zb_pgn_error_name(c->code),
                c->chess == ANY_CHESS_ERROR ? "any" : zb_error_name(c->chess), c->line, c->column, c->ply, c->good_plies,
                line);
    }
    /* The keys read before the error are right, and the next game is whole. */
    test_checks++;
    if (g->key_count && g->key_count != g->plies + 1) {
        test_failures++;
        fprintf(stderr, "FAILED: %s: %zu keys for %zu plies\n", c->name, g->key_count, g->plies);
    }
    int next_ok = next->error.code == ZB_PGN_OK && next->plies == 3 && next->number == 2 &&
                  zb_pgn_tag_value(next, "White") && !strcmp(zb_pgn_tag_value(next, "White"), "W") &&
                  next->key_count == 4 && next->keys[0] == UINT64_C(0x463b96181691fc9c);
    test_checks++;
    if (!next_ok) {
        test_failures++;
        fprintf(stderr, "FAILED: %s: the next game: %s, %zu plies, number %llu\n", c->name,
                zb_pgn_error_name(next->error.code), next->plies, (unsigned long long)next->number);
    }
    free_games(&k);
}

/* Error details: the line names the game, its tags, the move and the position. */
static void details(void)
{
    kept_games k = read_games("[Event \"Ev\"]\n[White \"Wh\"]\n[Black \"Bl\"]\n\n1. e4 e5\n2. Ke3 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        const zb_pgn_game *g = &k.games[0].g;
        char line[600];
        size_t n = zb_pgn_format_error(g, line, sizeof line);
        CHECK_INT(n, strlen(line));
        CHECK_STR(line, "game 1 (White \"Wh\" Black \"Bl\" Event \"Ev\"), line 6 column 4, ply 3: ILLEGAL_MOVE \"Ke3\": "
                        "a move is not legal or does not parse (MOVE_ILLEGAL: no legal move matches) in position "
                        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
        CHECK_STR(g->error.fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
        CHECK_STR(g->error.text, "Ke3");
        CHECK_INT(g->error.offset, 52);
        char small[10];
        CHECK_INT(zb_pgn_format_error(g, small, sizeof small), n);
        CHECK_STR(small, "game 1 (W");
        CHECK_INT(zb_pgn_format_game(g, line, sizeof line), strlen("game 1 (White \"Wh\" Black \"Bl\" Event \"Ev\")"));
        CHECK_STR(line, "game 1 (White \"Wh\" Black \"Bl\" Event \"Ev\")");
    }
    free_games(&k);
    /* A tag value is shown up to 80 bytes, cut between characters. */
    char tagged[256] = "[White \"a";
    for (int i = 0; i < 41; i++)
        strcat(tagged, "\xc3\xa9");
    strcat(tagged, "\"]\n\n1. e4 *\n");
    k = read_games(tagged, NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        char name[256], expect[256] = "game 1 (White \"a";
        for (int i = 0; i < 39; i++)
            strcat(expect, "\xc3\xa9");
        strcat(expect, "\")");
        zb_pgn_format_game(&k.games[0].g, name, sizeof name);
        CHECK_STR(name, expect);
    }
    free_games(&k);
    /* The text is UTF-8 whatever the input (JSON and JS need it): cut at a
     * character's end, Latin-1 bytes converted, control bytes as '?'. */
    char long_tag[256] = "[FEN \"a";
    for (int i = 0; i < 40; i++)
        strcat(long_tag, "\xc3\xa9"); /* é */
    strcat(long_tag, "\"\n\n1. e4 *\n"); /* no closing bracket */
    k = read_games(long_tag, NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_ERR_TAG_SYNTAX);
        CHECK_STR(k.games[0].g.error.text, "[FEN \"a\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                                           "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                                           "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9...");
    }
    free_games(&k);
    k = read_games("[Variant \"M\xfcller\x01]\n\n1. e4 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        CHECK_STR(k.games[0].g.error.text, "[Variant \"M\xc3\xbcller?]");
    free_games(&k);
}

/* Games too long: a huge tag value, a huge comment, a long game; the cap is an option. */
static void too_long(void)
{
    size_t big = ZB_PGN_DEFAULT_MAX_GAME_BYTES + 1000;
    char *pgn = malloc(big + 200);
    strcpy(pgn, "[Event \"");
    size_t n = strlen(pgn);
    memset(pgn + n, 'x', big);
    strcpy(pgn + n + big, "\"]\n\n1. e4 *\n" NEXT);
    bad_case c = {"huge tag value", NULL, ZB_PGN_ERR_GAME_TOO_LONG, ZB_OK, 1, 1, 0, 0, 0};
    check_case(&c, pgn);
    /* the same a byte at a time (and in linear time: the tag line is searched once) */
    char *whole = pgn_summary(pgn, strlen(pgn), NULL, 0), *bytes = pgn_summary(pgn, strlen(pgn), NULL, 1);
    CHECK(strcmp(whole, bytes) == 0);
    free(whole);
    free(bytes);

    strcpy(pgn, "[Event \"a\"]\n\n1. e4 {");
    n = strlen(pgn);
    memset(pgn + n, 'y', big);
    strcpy(pgn + n + big, "} e5 *\n" NEXT);
    bad_case c2 = {"huge comment", NULL, ZB_PGN_ERR_GAME_TOO_LONG, ZB_OK, 3, 0, 0, 1, 0};
    check_case(&c2, pgn);
    free(pgn);

    zb_pgn_options opt = {0};
    opt.max_game_bytes = 55;
    kept_games k = read_games("[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n" NEXT, &opt);
    CHECK_INT(k.count, 2);
    if (k.count == 2) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_ERR_GAME_TOO_LONG);
        CHECK(k.games[0].g.plies < 10);
        CHECK_INT(k.games[1].g.error.code, ZB_PGN_OK);
        CHECK_INT(k.games[1].g.plies, 3);
    }
    free_games(&k);
    /* A tag line over a cap shorter than the error text: the text is the
     * line's, not the bytes past the input's end (once read out of bounds). */
    static const char tail[] = "[Event \"abcdefghijkl\"]PAST THE END";
    opt.max_game_bytes = 10;
    zb_pgn_reader *r = zb_pgn_new_memory(tail, sizeof tail - 1 - strlen("PAST THE END"), &opt);
    zb_pgn_game g;
    CHECK(r != NULL);
    if (r && zb_pgn_next(r, &g) == 1) {
        CHECK_INT(g.error.code, ZB_PGN_ERR_GAME_TOO_LONG);
        CHECK_STR(g.error.text, "[Event \"abcdefghijkl\"]");
    } else {
        CHECK(0);
    }
    zb_pgn_free(r);
}

/* Unbalanced but deep nesting without the option: one error, no recursion. */
static void deep(void)
{
    size_t depth = 100000;
    char *pgn = malloc(depth + 200);
    strcpy(pgn, "1. e4 ");
    memset(pgn + 6, '(', depth);
    strcpy(pgn + 6 + depth, " 1. d4 *\n" NEXT);
    bad_case c = {"deep unclosed nesting", NULL, ZB_PGN_ERR_UNBALANCED_VARIATION, ZB_OK, 1, 7, 0, 1, 0};
    check_case(&c, pgn);
    free(pgn);
}

/* A comment of many tag-like lines with its '}' far ahead is the comment's
 * text: the game goes on after it. (Each such line once looked 64 KB ahead
 * for the '}', seconds for these 4 MB; how long it takes is a benchmark's
 * business, not a test's: bench/bench-pgn.sh times this input.) */
static void tag_lines_in_comment(void)
{
    static const char line[] = "[Event \"x\"] quoted\n";
    size_t lines = 150000, n = strlen(line), head = strlen("1. e4 {\n");
    char *pgn = malloc(head + lines * n + sizeof "} e5 *\n" NEXT);
    strcpy(pgn, "1. e4 {\n");
    for (size_t i = 0; i < lines; i++)
        memcpy(pgn + head + i * n, line, n);
    strcpy(pgn + head + lines * n, "} e5 *\n" NEXT);
    zb_pgn_options opt = {0};
    opt.max_game_bytes = SIZE_MAX;
    kept_games k = read_games(pgn, &opt);
    CHECK_INT(k.count, 2);
    if (k.count == 2) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_OK);
        CHECK_INT(k.games[0].g.plies, 2);
        CHECK_INT(k.games[1].g.plies, 3);
    }
    free_games(&k);
    free(pgn);
}

/* An unterminated comment at the end of the input. */
static void at_end(void)
{
    kept_games k = read_games("1. e4 e5 {to the end", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_ERR_UNTERMINATED_COMMENT);
        CHECK_INT(k.games[0].g.plies, 2);
    }
    free_games(&k);
    k = read_games("1. e4 (e5", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_ERR_UNBALANCED_VARIATION);
    free_games(&k);
}

void test_malformed(void)
{
    size_t count = sizeof cases / sizeof *cases;
    for (size_t i = 0; i < count; i++) {
        size_t len = strlen(cases[i].pgn) + sizeof NEXT + 1;
        char *input = malloc(len);
        snprintf(input, len, "%s%s", cases[i].pgn, NEXT);
        check_case(&cases[i], input);
        free(input);
    }
    CHECK(count + 3 >= 30);
    details();
    too_long();
    deep();
    tag_lines_in_comment();
    at_end();
}
