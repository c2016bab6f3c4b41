/* The PGN syntax real files use, one case at a time: each game's moves and
 * keys must equal the chess core's zb_replay of the plain moves. */
#include "pgn_test.h"

#define START ZB_START_FEN

/* The game's keys equal zb_replay of `plain` from `fen`, and it is good. */
static int same_as_replay(const zb_pgn_game *g, const char *fen, const char *plain, const char *file, int line)
{
    uint64_t expect[512];
    size_t n = replay_keys(fen, plain, expect, 512);
    int ok = n > 0 && g->error.code == ZB_PGN_OK && g->key_count == n && g->plies + 1 == n &&
             memcmp(g->keys, expect, n * sizeof *expect) == 0;
    test_checks++;
    if (!ok) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: game %llu: %zu keys (error %s %s \"%s\"), zb_replay of \"%s\" gives %zu\n", file,
                line, (unsigned long long)g->number, g->key_count, zb_pgn_error_name(g->error.code),
                zb_error_name(g->error.chess_error), g->error.text, plain, n);
    }
    return ok;
}
#define SAME_AS_REPLAY(g, fen, plain) same_as_replay((g), (fen), (plain), __FILE__, __LINE__)

/* One game alone: count 1, good, keys as zb_replay of plain from START. */
static void one_game(const char *pgn, const char *plain, const char *file, int line)
{
    kept_games k = read_games(pgn, NULL);
    test_checks++;
    if (k.count != 1) {
        test_failures++;
        fprintf(stderr, "%s:%d: FAILED: %zu games in \"%s\"\n", file, line, k.count, pgn);
    } else {
        same_as_replay(&k.games[0].g, START, plain, file, line);
    }
    free_games(&k);
}
#define ONE_GAME(pgn, plain) one_game((pgn), (plain), __FILE__, __LINE__)

static void tags(void)
{
    /* A backslash before the closing quote (a Windows path), kept as
     * written, as python-chess reads it: the game is not lost. */
    {
        kept_games w = read_games("[Site \"C:\\dir\\\"]\n[White \"w\"]\n\n1. e4 e5 *\n", NULL);
        CHECK_INT(w.count, 1);
        if (w.count == 1) {
            const char *site = zb_pgn_tag_value(&w.games[0].g, "Site"), *white = zb_pgn_tag_value(&w.games[0].g, "White");
            CHECK(site && white);
            if (site && white) {
                CHECK_STR(site, "C:\\dir\\");
                CHECK_STR(white, "w");
            }
            SAME_AS_REPLAY(&w.games[0].g, START, "e4 e5");
        }
        free_games(&w);
    }
    const char *pgn = "[Event \"F/S Return Match\"]\n[Site \"Belgrade, Serbia JUG\"]\n[Date \"1992.11.04\"]\n"
                      "[Round \"29\"]\n[White \"Fischer, Robert J.\"]\n[Black \"Spassky, Boris V.\"]\n"
                      "[Result \"1/2-1/2\"]\n[Annotator \"He said \\\"hi\\\" \\\\ there\"]\n"
                      "[ECO  \"C95\"] [PlyCount \"2\"]\n\n1. e4 e5 1/2-1/2\n";
    kept_games k = read_games(pgn, NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        const zb_pgn_game *g = &k.games[0].g;
        CHECK_INT(g->tag_count, 10);
        CHECK_STR(g->tags[0].name, "Event");
        CHECK_STR(g->tags[4].value, "Fischer, Robert J.");
        CHECK_STR(zb_pgn_tag_value(g, "Annotator"), "He said \"hi\" \\ there");
        CHECK_STR(zb_pgn_tag_value(g, "ECO"), "C95");
        CHECK_STR(zb_pgn_tag_value(g, "PlyCount"), "2");
        CHECK(zb_pgn_tag_value(g, "Nope") == NULL);
        CHECK_STR(g->result, "1/2-1/2");
        CHECK_INT(g->warnings, 0);
        CHECK_INT(g->number, 1);
        CHECK_INT(g->line, 1);
        SAME_AS_REPLAY(g, START, "e4 e5");
    }
    free_games(&k);
    /* python-chess's rule for unescaped quotes inside; no blank before the value. */
    k = read_games("[Event \"The \"big\" one\"]\n[Site\"x\"]\n\n1. d4 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        CHECK_STR(zb_pgn_tag_value(&k.games[0].g, "Event"), "The \"big\" one");
        CHECK_STR(zb_pgn_tag_value(&k.games[0].g, "Site"), "x");
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_OK);
    }
    free_games(&k);
    /* A tag with no value is skipped with a warning, as pgn-extract skips
     * it; the game and its other tags are kept. */
    k = read_games("[Event \"a\"]\n[Site]\n[Round ]\n[White \"x\"]\n\n1. e4 e5 1-0\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_OK);
        CHECK_INT(k.games[0].g.tag_count, 2);
        CHECK_STR(zb_pgn_tag_value(&k.games[0].g, "White"), "x");
        CHECK(zb_pgn_tag_value(&k.games[0].g, "Site") == NULL);
        CHECK_INT(k.games[0].g.warnings, ZB_PGN_WARN_TAG_WITHOUT_VALUE);
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
    }
    free_games(&k);
    /* A line that is no tag pair is skipped with a warning, as pgn-extract
     * and python-chess skip it (unless it is a FEN, SetUp or Variant tag:
     * test_malformed.c); the tags after it on other lines are kept. */
    static const char *const bad_tags[] = {"[Event a]\n", "[Event \"a\"\n[Site \"b\"]\n", "[ \"a\"]\n[Site \"b\"]\n",
                                           "[Event \"a\" junk]\n[Site \"b\"]\n", "[Event \"a]\n"};
    for (size_t i = 0; i < sizeof bad_tags / sizeof *bad_tags; i++) {
        char text[128];
        snprintf(text, sizeof text, "%s\n1. e4 e5 *\n", bad_tags[i]);
        k = read_games(text, NULL);
        CHECK_INT(k.count, 1);
        if (k.count == 1) {
            CHECK_INT(k.games[0].g.warnings, ZB_PGN_WARN_BAD_TAG);
            CHECK_INT(k.games[0].g.tag_count, strstr(text, "Site") ? 1 : 0);
            SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        }
        free_games(&k);
    }
    /* A NUL byte in a value is U+FFFD: the value is not cut there. */
    {
        static const char text[] = "[White \"a\0b\"]\n[Black \"\0\0\"]\n\n1. e4 *\n";
        zb_pgn_reader *reader = zb_pgn_new_memory(text, sizeof text - 1, NULL);
        zb_pgn_game g;
        CHECK(reader && zb_pgn_next(reader, &g) == 1);
        if (reader) {
            CHECK_STR(zb_pgn_tag_value(&g, "White"), "a\xef\xbf\xbd" "b");
            CHECK_STR(zb_pgn_tag_value(&g, "Black"), "\xef\xbf\xbd\xef\xbf\xbd");
            zb_pgn_free(reader);
        }
    }
    /* Latin-1 tag values become UTF-8, with a warning; UTF-8 stays. */
    k = read_games("[White \"M\xfcller\"]\n[Black \"M\xc3\xbcller\"]\n\n1. e4 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        CHECK_STR(zb_pgn_tag_value(&k.games[0].g, "White"), "M\xc3\xbcller");
        CHECK_STR(zb_pgn_tag_value(&k.games[0].g, "Black"), "M\xc3\xbcller");
        CHECK_INT(k.games[0].g.warnings, ZB_PGN_WARN_LATIN1);
    }
    free_games(&k);
}

static void fen_tags(void)
{
    const char *fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    char pgn[512];
    snprintf(pgn, sizeof pgn, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n3. Bb5 a6 4. Ba4 *\n", fen);
    kept_games k = read_games(pgn, NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        SAME_AS_REPLAY(&k.games[0].g, fen, "Bb5 a6 Ba4");
        CHECK_STR(k.games[0].g.start_fen, fen);
    }
    free_games(&k);
    /* Black to move: "1... Ba5"-style numbers; fullmove 0 read as 1 with a warning. */
    k = read_games("[FEN \"4k3/8/8/8/8/8/8/B3K3 b - - 0 0\"]\n\n1... Kd7 2. Bd4 Kc6 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        SAME_AS_REPLAY(&k.games[0].g, "4k3/8/8/8/8/8/8/B3K3 b - - 0 1", "Kd7 Bd4 Kc6");
        CHECK_INT(k.games[0].g.warnings, ZB_PGN_WARN_FULLMOVE_ZERO);
        CHECK_STR(k.games[0].g.start_fen, "4k3/8/8/8/8/8/8/B3K3 b - - 0 1");
    }
    free_games(&k);
    /* Inconsistent FENs repaired as python-chess reads them: castling rights
     * without the rook, an en-passant square no pawn made, an en-passant
     * position with a halfmove clock. */
    static const struct {
        const char *tag, *clean;
    } repairs[] = {
        {"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 0", "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"},
        {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
        {"4k3/8/8/3Pp3/8/8/8/4K3 w - e6 5 9", "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 9"},
        /* as pgn-extract and python-chess: no fullmove number, an ep square
         * on the wrong rank, Shredder-FEN rights */
        {"4k3/8/8/8/8/8/8/4K3 w - - 3", "4k3/8/8/8/8/8/8/4K3 w - - 3 1"},
        {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
        {"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
        /* rights out of order, which both read too (once "QK" here) */
        {"r3k2r/8/8/8/8/8/8/R3K2R w AHah - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
        {"r3k2r/8/8/8/8/8/8/R3K2R w QKqk - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
    };
    for (size_t i = 0; i < sizeof repairs / sizeof *repairs; i++) {
        char text[256];
        snprintf(text, sizeof text, "[FEN \"%s\"]\n\n1. Kf1 *\n", repairs[i].tag);
        k = read_games(text, NULL);
        CHECK_INT(k.count, 1);
        if (k.count == 1) {
            SAME_AS_REPLAY(&k.games[0].g, repairs[i].clean, "Kf1");
            CHECK_INT(k.games[0].g.warnings & ~ZB_PGN_WARN_NO_RESULT,
                      ZB_PGN_WARN_FEN_REPAIRED | (i == 0 ? ZB_PGN_WARN_FULLMOVE_ZERO : 0));
            CHECK_STR(k.games[0].g.start_fen, repairs[i].clean);
        }
        free_games(&k);
    }
    /* Two FEN tags: the last counts, as pgn-extract and python-chess read it. */
    k = read_games("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 1\"]\n\n1... Kd7 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        SAME_AS_REPLAY(&k.games[0].g, "4k3/8/8/8/8/8/8/4K3 b - - 0 1", "Kd7");
    free_games(&k);
    /* A standard Variant is standard; the FEN without SetUp counts too. */
    k = read_games("[Variant \"Standard\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        SAME_AS_REPLAY(&k.games[0].g, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd2");
    free_games(&k);
    /* ... whatever its case and the blanks around it. */
    k = read_games("[Variant \" chess \"]\n\n1. e4 *\n[Variant \"Standard \"]\n\n1. d4 *\n[Variant \"\"]\n\n1. c4 *\n", NULL);
    CHECK_INT(k.count, 3);
    for (size_t i = 0; i < k.count; i++)
        CHECK_INT(k.games[i].g.error.code, ZB_PGN_OK);
    free_games(&k);
}

static void movetext(void)
{
    /* comments: braces over lines, ';' to the end of the line, '%' lines */
    ONE_GAME("[Event \"c\"]\n\n1. e4 {a comment\nover ( lines ; with ) [%clk 0:01]} e5 ; rest (of line\n"
             "% an escape line 3. Qh5\n2. Nf3 *\n",
             "e4 e5 Nf3");
    /* NAGs and suffixes, stuck or alone */
    ONE_GAME("1. e4! $1 e5?! 2. Nf3 !? Nc6$14 3. Bb5 ?? a6 += 4. Ba4 +/- *\n", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4");
    /* move numbers in every form */
    ONE_GAME("1.e4 1...e5 2. Nf3 2... Nc6 3. Bb5 3. ... a6 4 Ba4 4.. Nf6 5.O-O *\n", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O");
    /* castling with zeros, check and mate marks */
    ONE_GAME("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 0-0 6. Qe2 d6 7. Bg5 h6 *\n",
             "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 O-O Qe2 d6 Bg5 h6");
    ONE_GAME("1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0-0-0 O-O-O+ *\n", "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O");
    ONE_GAME("1. f3 e5 2. g4 Qh4# 0-1\n", "f3 e5 g4 Qh4");
    /* nested variations are skipped for the main line */
    ONE_GAME("1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *\n",
             "e4 e5 Nf3");
    /* blank lines, CRLF, tabs, a BOM */
    ONE_GAME("\xef\xbb\xbf[Event \"x\"]\r\n\r\n1. e4\r\n\r\n\te5\r\n\r\n2. Nf3 *\r\n", "e4 e5 Nf3");
    /* long algebraic, UCI, en passant suffix */
    ONE_GAME("1. e2-e4 d7d5 2. e4xd5 Ng8-f6 3. c4 e6 4. dxe6 e.p. *\n", "e4 d5 exd5 Nf6 c4 e6 dxe6");
    ONE_GAME("1. e4 d5 2. e5 f5 3. exf6e.p. *\n", "e4 d5 e5 f5 exf6");
    /* Forms pgn-extract and python-chess both read: a capture mark on a move
     * that takes nothing, a pawn capture without one, a promotion piece in
     * lower case, an "ep" suffix, a result glued to the move or followed by
     * a full stop, a stray ')', the reserved "<...>" */
    ONE_GAME("1. e4 d5 2. Nc3 d4 3. Nxd5 *\n", "e4 d5 Nc3 d4 Nd5");
    ONE_GAME("1. e4 e5 2. Nf3 Nc6 3. d4 ed4 4. Nxd4 *\n", "e4 e5 Nf3 Nc6 d4 exd4 Nxd4");
    ONE_GAME("1. e4 a6 2. e5 d5 3. exd6ep *\n", "e4 a6 e5 d5 exd6");
    ONE_GAME("1. e4 a6 2. e5 d5 3. ed6 *\n", "e4 a6 e5 d5 exd6");
    ONE_GAME("1. e4 e5 2. Nf3 Nc6*\n", "e4 e5 Nf3 Nc6");
    ONE_GAME("1. e4 e5 2. Nf3 1-0.\n", "e4 e5 Nf3");
    ONE_GAME("1. e4 ) e5 <> 2. Nf3 *\n", "e4 e5 Nf3");
    /* More that both read: dots before a move with no number, a stray '}',
     * a '%' within a line (to its end), "ep" and a novelty mark "N" alone,
     * a result glued to a move number */
    ONE_GAME("[Event \"a\"]\n\n1. e4 e5 2. Nf3 2. ...Nc6 3. Bb5 *\n", "e4 e5 Nf3 Nc6 Bb5");
    ONE_GAME("1.e4 ...e5 2. Nf3 ..Nc6 *\n", "e4 e5 Nf3 Nc6");
    ONE_GAME("1. e4 } e5 *\n", "e4 e5");
    ONE_GAME("1. e4 e5 % x 3. Qh5\n2. Nf3 *\n", "e4 e5 Nf3");
    ONE_GAME("1. e4 Nf6 2. e5 d5 3. exd6 ep exd6 *\n", "e4 Nf6 e5 d5 exd6 exd6");
    ONE_GAME("1. e4 e5 2. Nf3 N Nc6 *\n", "e4 e5 Nf3 Nc6");
    {
        kept_games k = read_games("1. e4 e5 2.1-0\n", NULL);
        CHECK_INT(k.count, 1);
        if (k.count == 1) {
            CHECK_STR(k.games[0].g.result, "1-0");
            CHECK_INT(k.games[0].g.warnings, 0);
            SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        }
        free_games(&k);
    }
    /* a promotion piece in lower case without '=' */
    static const char *const promotions[][2] = {{"a8q", "a8=Q"}, {"axb8q", "axb8=Q"}, {"ab8n", "axb8=N"}, {"a8r+", "a8=R"}};
    for (size_t i = 0; i < sizeof promotions / sizeof *promotions; i++) {
        char pgn[96];
        snprintf(pgn, sizeof pgn, "[FEN \"1n5k/P7/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. %s *\n", promotions[i][0]);
        kept_games k = read_games(pgn, NULL);
        CHECK_INT(k.count, 1);
        if (k.count == 1)
            SAME_AS_REPLAY(&k.games[0].g, "1n5k/P7/8/8/8/8/8/K7 w - - 0 1", promotions[i][1]);
        free_games(&k);
    }
    {
        kept_games k = read_games("[FEN \"8/4P3/8/8/8/k7/8/K7 w - - 0 1\"]\n\n1. e8=q Kb3 *\n", NULL);
        CHECK_INT(k.count, 1);
        if (k.count == 1)
            SAME_AS_REPLAY(&k.games[0].g, "8/4P3/8/8/8/k7/8/K7 w - - 0 1", "e8=Q Kb3");
        free_games(&k);
    }
    /* promotions written several ways */
    kept_games k = read_games("[FEN \"8/P6k/8/8/8/8/p6K/8 w - - 0 1\"]\n\n1. a8=Q a1N 2. Qb8 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        SAME_AS_REPLAY(&k.games[0].g, "8/P6k/8/8/8/8/p6K/8 w - - 0 1", "a8=Q a1=N Qb8");
    free_games(&k);
}

static void results_and_boundaries(void)
{
    const char *pgn = "[Event \"1\"]\n\n1. e4 1-0\n[Event \"2\"]\n\n1. d4 0-1\n\n[Event \"3\"]\n1. c4 1/2-1/2\n"
                      "[Event \"4\"]\n\n1. Nf3 *\n"
                      "[Event \"5\"]\n1. b3\n\n[Event \"6\"]\n\n1. g3 (1. g4 1-0) 0-1";
    kept_games k = read_games(pgn, NULL);
    CHECK_INT(k.count, 6);
    if (k.count == 6) {
        CHECK_STR(k.games[0].g.result, "1-0");
        CHECK_STR(k.games[1].g.result, "0-1");
        CHECK_STR(k.games[2].g.result, "1/2-1/2");
        CHECK_STR(k.games[3].g.result, "*");
        CHECK_STR(k.games[4].g.result, "*");
        CHECK_INT(k.games[4].g.warnings, ZB_PGN_WARN_NO_RESULT);
        CHECK_STR(k.games[5].g.result, "0-1"); /* a result inside a variation does not end it */
        for (size_t i = 0; i < k.count; i++) {
            CHECK_INT(k.games[i].g.number, i + 1);
            CHECK_INT(k.games[i].g.plies, 1);
            CHECK_INT(k.games[i].g.error.code, ZB_PGN_OK);
        }
        CHECK_INT(k.games[1].g.line, 4);
    }
    free_games(&k);
    /* The next game's tags glued to a result, as pgn-extract reads them. */
    k = read_games("[Event \"b\"]\n\n1. d4 d5 1-0[Event \"c\"]\n\n1. c4 *[Event \"d\"]\n1. e4 *\n", NULL);
    CHECK_INT(k.count, 3);
    if (k.count == 3) {
        for (size_t i = 0; i < 3; i++) {
            CHECK_INT(k.games[i].g.error.code, ZB_PGN_OK);
            CHECK_INT(k.games[i].g.warnings, 0);
        }
        CHECK_STR(k.games[0].g.result, "1-0");
        CHECK_STR(zb_pgn_tag_value(&k.games[1].g, "Event"), "c");
        CHECK_INT(k.games[1].g.line, 3);
        SAME_AS_REPLAY(&k.games[1].g, START, "c4");
        CHECK_STR(zb_pgn_tag_value(&k.games[2].g, "Event"), "d");
    }
    free_games(&k);
    /* A game without tags whose move numbers have no dots ("1 e4"). */
    k = read_games("1 e4 e5 2 Nf3 *\n\n1. d4 *\n2000 was a good year\n1 d4 *\n", NULL);
    CHECK_INT(k.count, 3);
    if (k.count == 3) {
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5 Nf3");
        SAME_AS_REPLAY(&k.games[1].g, START, "d4");
        CHECK_INT(k.games[2].g.warnings, ZB_PGN_WARN_SKIPPED_TEXT);
    }
    free_games(&k);
    /* A comment may hold a line that starts like a tag pair: it is the
     * comment's text when its '}' comes before an empty line... */
    k = read_games("[Event \"a\"]\n\n1. e4 {see:\n[Event \"x\"] in the other file\nand more} e5 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
    free_games(&k);
    /* ...looking at most 64 KB ahead, past which the comment goes on (the
     * empty line after them does not end it); the same whole and a byte at
     * a time (the look goes on where it stopped) */
    {
        size_t n = 70000;
        char *text = malloc(n + 64);
        strcpy(text, "1. e4 {x\n[Event \"x\"] ");
        size_t at = strlen(text);
        memset(text + at, 'y', n);
        strcpy(text + at + n, "\n\n} e5 *\n");
        k = read_games(text, NULL);
        CHECK_INT(k.count, 1);
        if (k.count == 1)
            SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        free_games(&k);
        char *whole = pgn_summary(text, strlen(text), NULL, 0), *bytes = pgn_summary(text, strlen(text), NULL, 1);
        CHECK(strcmp(whole, bytes) == 0);
        free(whole);
        free(bytes);
        free(text);
    }
    /* ...and else the next game, after a comment never closed */
    k = read_games("[Event \"a\"]\n\n1. e4 {never closed\n[Event \"b\"]\n[Site \"c\"]\n\n1. d4 {a note} d5 *\n", NULL);
    CHECK_INT(k.count, 2);
    if (k.count == 2) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_ERR_UNTERMINATED_COMMENT);
        CHECK_STR(zb_pgn_tag_value(&k.games[1].g, "Site"), "c");
        SAME_AS_REPLAY(&k.games[1].g, START, "d4 d5");
    }
    free_games(&k);
    /* Text between games is skipped; a game without tags starts at a move number. */
    k = read_games("Downloaded from somewhere.\nSecond line of junk\n[Event \"a\"]\n\n1. e4 *\n"
                   "some words after the game\n\n1. d4 d5 1-0\n; a comment line\n% escape\n{ a comment\n[with a bracket] }\n"
                   "[Event \"c\"]\n[Result \"1-0\"]\n\n1. c4 0-1\n",
                   NULL);
    CHECK_INT(k.count, 3);
    if (k.count == 3) {
        CHECK_INT(k.games[0].g.warnings, ZB_PGN_WARN_SKIPPED_TEXT);
        CHECK_INT(k.games[1].g.tag_count, 0);
        CHECK_INT(k.games[1].g.warnings, ZB_PGN_WARN_SKIPPED_TEXT);
        SAME_AS_REPLAY(&k.games[1].g, START, "d4 d5");
        CHECK_INT(k.games[2].g.warnings, ZB_PGN_WARN_RESULT_MISMATCH);
        CHECK_STR(k.games[2].g.result, "0-1");
    }
    free_games(&k);
    /* A game without tags may open with a comment. */
    k = read_games("{Intro} 1. e4 e5 *\n{ a comment\nover lines } 1. d4 *\n", NULL);
    CHECK_INT(k.count, 2);
    if (k.count == 2) {
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        SAME_AS_REPLAY(&k.games[1].g, START, "d4");
    }
    free_games(&k);
    /* "1/2" alone is a draw, as some programs write it. */
    k = read_games("1. e4 e5 1/2\n[Event \"b\"]\n\n1. d4 *\n", NULL);
    CHECK_INT(k.count, 2);
    if (k.count == 2) {
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        CHECK_STR(k.games[0].g.result, "1/2-1/2");
        CHECK_INT(k.games[0].g.warnings, 0);
    }
    free_games(&k);
    /* A game may start on the line where the last one ended (pgn-extract
     * reads these as two games each). */
    k = read_games("[Event \"a\"]\n\n1. e4 e5 1-0 2. Nf3 Nc6 *\n1. c4 * [Event \"b\"] 1. d4 *\n", NULL);
    CHECK_INT(k.count, 4);
    if (k.count == 4) {
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        SAME_AS_REPLAY(&k.games[1].g, START, "Nf3 Nc6");
        SAME_AS_REPLAY(&k.games[2].g, START, "c4");
        SAME_AS_REPLAY(&k.games[3].g, START, "d4");
        CHECK_STR(zb_pgn_tag_value(&k.games[3].g, "Event"), "b");
        for (size_t i = 0; i < k.count; i++)
            CHECK_INT(k.games[i].g.warnings & ZB_PGN_WARN_SKIPPED_TEXT, 0);
    }
    free_games(&k);
    /* Without tags or move numbers a game starts at a SAN move, not at
     * words that begin as one might (Kasparov, Bacrot, a1 is). */
    k = read_games("e4 e5 *\nKasparov - Bacrot, a rapid game\nexcept this line\nNf3 d5 *\nO-O is not either\n0-0-0 *\n", NULL);
    CHECK_INT(k.count, 3);
    if (k.count == 3) {
        SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
        SAME_AS_REPLAY(&k.games[1].g, START, "Nf3 d5");
        CHECK_INT(k.games[1].g.warnings, ZB_PGN_WARN_SKIPPED_TEXT);
        CHECK_INT(k.games[2].g.error.code, ZB_PGN_ERR_ILLEGAL_MOVE); /* castling at the start: a game, illegal */
    }
    free_games(&k);
    /* Line ends: CR alone (the old Mac OS) as well as LF and CRLF; and
     * "\r\r\n" (CRLF converted twice) ends one line, as LF does: the
     * places of games and errors are the lines an editor shows. */
    static const char *const line_ends[] = {
        "[Event \"a\"]\r\r1. e4 e5 *\r\r[Event \"b\"]\r\r1. d4\r Qxd7 *\r",
        "[Event \"a\"]\r\r\n\r\r\n1. e4 e5 *\r\r\n\r\r\n[Event \"b\"]\r\r\n\r\r\n1. d4\r\r\n Qxd7 *\r\r\n",
    };
    for (size_t i = 0; i < sizeof line_ends / sizeof *line_ends; i++) {
        k = read_games(line_ends[i], NULL);
        CHECK_INT(k.count, 2);
        if (k.count == 2) {
            SAME_AS_REPLAY(&k.games[0].g, START, "e4 e5");
            CHECK_INT(k.games[1].g.line, 5);
            CHECK_INT(k.games[1].g.error.code, ZB_PGN_ERR_ILLEGAL_MOVE);
            CHECK_INT(k.games[1].g.error.line, 8);
            CHECK_INT(k.games[1].g.error.column, 2);
        }
        free_games(&k);
    }
    /* Tags without movetext, at the end of the input. */
    k = read_games("[Event \"a\"]\n[Result \"*\"]\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        CHECK_INT(k.games[0].g.plies, 0);
        CHECK_INT(k.games[0].g.key_count, 1);
        CHECK_U64(k.games[0].g.keys[0], UINT64_C(0x463b96181691fc9c));
    }
    free_games(&k);
    k = read_games("", NULL);
    CHECK_INT(k.count, 0);
    free_games(&k);
    k = read_games("\n\n   \n", NULL);
    CHECK_INT(k.count, 0);
    free_games(&k);
    /* A streaming reader given nothing at all, or only a CR, then finished. */
    for (int cr = 0; cr < 2; cr++) {
        zb_pgn_reader *r = zb_pgn_new(NULL);
        zb_pgn_game g;
        CHECK(r != NULL);
        if (!r)
            continue;
        CHECK_INT(zb_pgn_next(r, &g), 0);
        if (cr)
            CHECK_INT(zb_pgn_push(r, "\r", 1), 0);
        CHECK_INT(zb_pgn_next(r, &g), 0);
        zb_pgn_finish(r);
        CHECK_INT(zb_pgn_next(r, &g), 0);
        zb_pgn_free(r);
    }
}

static void null_moves(void)
{
    /* The key after a null move is the key of the position with the side flipped and no ep. */
    kept_games k = read_games("1. e4 -- 2. d4 Z0 3. Nf3 e5 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        const zb_pgn_game *g = &k.games[0].g;
        CHECK_INT(g->error.code, ZB_PGN_OK);
        CHECK_INT(g->plies, 6);
        CHECK_INT(g->moves[1], ZB_PGN_NULL_MOVE);
        CHECK_U64(g->keys[2], fen_key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
        CHECK_U64(g->keys[4], fen_key("rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"));
        CHECK_U64(g->keys[6], fen_key("rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq e6 0 4"));
        char san[6][ZB_SAN_MAX];
        CHECK_INT(zb_pgn_game_san(g, san), ZB_OK);
        CHECK_STR(san[1], "--");
        CHECK_STR(san[4], "Nf3");
    }
    free_games(&k);
}

/* max_plies: the main line stops there, unread beyond (an illegal move past
 * it is no error), and the next game starts afresh. */
static void max_plies(void)
{
    zb_pgn_options opt = {0};
    opt.max_plies = 2;
    kept_games k = read_games("1. e4 e5 2. Qxh8 Ke7 *\n\n1. d4 (1. c4) d5 2. c4 *\n", &opt);
    CHECK_INT(k.count, 2);
    if (k.count == 2) {
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_OK);
        CHECK_INT(k.games[0].g.plies, 2);
        CHECK_U64(k.games[0].g.keys[2], fen_key("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"));
        CHECK_INT(k.games[1].g.plies, 2);
        CHECK_U64(k.games[1].g.keys[2], fen_key("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2"));
    }
    free_games(&k);
}

static void variations_option(void)
{
    zb_pgn_options opt = {0};
    opt.variations = 1;
    const char *pgn = "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) e5 (1... c5 2. Nf3 (2. c3 d5) Nc6) 2. Nf3 *\n";
    kept_games k = read_games(pgn, &opt);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        const zb_pgn_game *g = &k.games[0].g;
        SAME_AS_REPLAY(g, START, "e4 e5 Nf3");
        CHECK_INT(g->variation_move_count, 10);
        uint64_t keys[8];
        if (g->variation_move_count == 10) {
            replay_keys(START, "d4 d5 c4", keys, 8);
            CHECK_U64(g->variation_moves[0].key_before, keys[0]);
            CHECK_U64(g->variation_moves[0].key_after, keys[1]);
            CHECK_U64(g->variation_moves[1].key_after, keys[2]);
            CHECK_U64(g->variation_moves[4].key_after, keys[3]); /* 2. c4 after the inner variation */
            CHECK_INT(g->variation_moves[1].depth, 1);
            CHECK_INT(g->variation_moves[2].depth, 2);
            CHECK_INT(g->variation_moves[4].ply, 3);
            replay_keys(START, "d4 Nf6 c4", keys, 8);
            CHECK_U64(g->variation_moves[2].key_after, keys[2]);
            CHECK_U64(g->variation_moves[3].key_after, keys[3]);
            replay_keys(START, "e4 c5 Nf3 Nc6", keys, 8);
            CHECK_U64(g->variation_moves[5].key_after, keys[2]);
            CHECK_U64(g->variation_moves[9].key_after, keys[4]);
            replay_keys(START, "e4 c5 c3 d5", keys, 8);
            CHECK_U64(g->variation_moves[7].key_after, keys[3]);
            CHECK_U64(g->variation_moves[8].key_after, keys[4]);
        }
    }
    free_games(&k);
    /* Without the option, a bad move in a variation is not read. */
    k = read_games("1. e4 (1. e5) e5 *\n", NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1)
        CHECK_INT(k.games[0].g.error.code, ZB_PGN_OK);
    free_games(&k);
    /* A variation after a null move starts before it. */
    k = read_games("1. e4 -- (1... e5) 2. d4 *\n", &opt);
    CHECK_INT(k.count, 1);
    if (k.count == 1 && k.games[0].g.variation_move_count == 1) {
        uint64_t keys[4];
        replay_keys(START, "e4 e5", keys, 4);
        CHECK_U64(k.games[0].g.variation_moves[0].key_after, keys[2]);
    }
    free_games(&k);
}

static void names(void)
{
    CHECK_STR(zb_pgn_error_name(ZB_PGN_OK), "OK");
    CHECK_STR(zb_pgn_error_name(ZB_PGN_ERR_TAG_SYNTAX), "TAG_SYNTAX");
    CHECK_STR(zb_pgn_error_name(ZB_PGN_ERR_NO_MEMORY), "NO_MEMORY");
    CHECK_STR(zb_pgn_error_name((zb_pgn_error)999), "UNKNOWN");
    for (int e = 0; e < ZB_PGN_ERR_COUNT_; e++) {
        CHECK(zb_pgn_error_name((zb_pgn_error)e) != NULL && strcmp(zb_pgn_error_name((zb_pgn_error)e), "UNKNOWN"));
        CHECK(strlen(zb_pgn_error_message((zb_pgn_error)e)) > 5);
    }
    CHECK_STR(zb_pgn_warning_name(ZB_PGN_WARN_FULLMOVE_ZERO), "FULLMOVE_ZERO");
    CHECK_STR(zb_pgn_warning_name(ZB_PGN_WARN_SKIPPED_TEXT), "SKIPPED_TEXT");
    CHECK(zb_pgn_warning_name(3) == NULL);
}

void test_syntax(void)
{
    tags();
    fen_tags();
    movetext();
    results_and_boundaries();
    null_moves();
    max_plies();
    variations_option();
    names();
}
