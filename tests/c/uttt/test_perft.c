/* Perft from the start and from set positions, against the published
 * counts and the naive rules; the incremental key against the key from
 * scratch at every node; the verifier catching a planted fault. */
#include "uttt_test.h"

/* Leaves by the naive rules, for counts no one has published. */
static uint64_t naive_perft(const naive *n, int depth)
{
    if (depth == 0)
        return 1;
    int moves[81];
    int count = naive_moves(n, moves);
    uint64_t total = 0;
    for (int i = 0; i < count; i++) {
        naive child = *n;
        naive_play(&child, moves[i]);
        total += naive_perft(&child, depth - 1);
    }
    return total;
}

static void test_start(void)
{
    /* The known counts from the empty board. */
    static const uint64_t known[] = {1, 81, 720, 6336, 55080, 473256, 4020960};
    zb_uttt *pos = zb_uttt_new(NULL);
    for (int depth = 0; depth <= 6; depth++)
        CHECK_U64(zb_uttt_perft(pos, depth), known[depth]);
    CHECK_STR(uttt_text_of(pos), ZB_UTTT_START_TEXT);
    CHECK_U64(zb_uttt_perft(pos, -1), 1);

    zb_uttt_perft_check check;
    int depth = 6;
    CHECK_UERR(zb_uttt_perft_verify(pos, depth, &check), ZB_UTTT_OK);
    CHECK_U64(check.nodes, known[depth]);
    uint64_t all = 0;
    for (int d = 0; d <= depth; d++)
        all += known[d];
    CHECK_U64(check.checked, all);
    CHECK_UERR(zb_uttt_perft_verify(pos, -1, &check), ZB_UTTT_ERR_ARGUMENT);
    CHECK_INT(zb_uttt_ply(pos), 0);
    zb_uttt_free(pos);
}

/* Mid-game positions where boards close and games end within the depth:
 * perft against the naive rules, and keys verified at every node. */
static void test_positions(void)
{
    static const char *texts[] = {
        /* from random games: boards close, games end within the depth */
        ".x.xxxo.o/..x.x.x../x..o.o.o./oo.xoo..o/o.....ooo/o..xxxo.o/o.oxooxox/xo...xx../o.xxxxxx. x -",
        "..x....xo/..xoo...x/.o.oo..o./x.....x.x/.xx.xxxoo/.ox..x..o/..o.o...o/....o.xxx/oxxooo.ox x -",
        "xxooxoxox/oo.oxo.../ox....oo./o.x..x..o/x....oo.o/xxx..o.xo/o..x.x..x/x..xo..ox/o.x.xxoxo x -",
        ".o...xx.x/..x..x..x/.oox..x../xo....x../........./..oo.oox./.ox.ox.o./...o...xo/o....xo.. x 4",
    };
    zb_uttt *pos = zb_uttt_new(NULL);
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        size_t where = 0;
        zb_uttt_error err = zb_uttt_set_text(pos, texts[i], strlen(texts[i]), &where);
        if (!CHECK_UERR(err, ZB_UTTT_OK)) {
            fprintf(stderr, "    position %zu at %zu\n", i, where);
            continue;
        }
        naive n;
        naive_from_text(&n, texts[i]);
        int depth = UTTT_SANITIZED ? 3 : 4;
        for (int d = 1; d <= depth; d++)
            CHECK_U64(zb_uttt_perft(pos, d), naive_perft(&n, d));
        zb_uttt_perft_check check;
        CHECK_UERR(zb_uttt_perft_verify(pos, depth, &check), ZB_UTTT_OK);
        CHECK_U64(check.nodes, naive_perft(&n, depth));
        CHECK_STR(uttt_text_of(pos), texts[i]);
    }
    zb_uttt_free(pos);
}

/* Serdra's perft suite, in its 81-character form (local boards in order,
 * 9 cells each, ' ' empty, the last move upper-case), with the counts "not
 * counting moves when the game is over" as published with it in the Gears
 * board-game engine (Rust) and in a C++ UTTT engine's perft tests: the
 * same numbers, from two implementations other than ours. */
static const struct {
    const char *cells;
    uint64_t nodes[9]; /* depths 0..8 */
} published[] = {
    {"                                                                                 ",
     {1, 81, 720, 6336, 55080, 473256, 4020960, 33782544, 281067408}},
    {"ox  x      o  x o  x     x     o    x o    x        O          oo x              ",
     {1, 6, 44, 320, 2278, 16233, 116635, 849418, 6381392}},
    {"xo  o  xox x       o  o    o        x  x                              Oo  x    x ",
     {1, 7, 51, 370, 2827, 21383, 179029, 1487259, 13593237}},
    {" ox     x    x x  x     o x          o      o         o      x o          oOx    ",
     {1, 9, 64, 454, 3185, 23060, 166468, 1260336, 9736622}},
    {" x xx          o  o        o      x o    o  o    x           x   O     o  x x    ",
     {1, 8, 58, 463, 3479, 29053, 241143, 2173280, 19748086}},
    {"o    x xx x   O oo  oo x    x  x   o  x oxo oo  oo   o x       o  xx    x x xx o ",
     {1, 44, 391, 3436, 31662, 289755, 2792347, 26647358, 264767468}},
    {"o    oox xox    o  xo  oox   x        O      xxo  oxxoxox  x      o xo o    xx   ",
     {1, 4, 28, 239, 2212, 21384, 196693, 1923003, 18155997}},
    {"xxO o oxx x  o  o      o   o    x   o     xx x   x  o x    oo x o x  xoxo xo    o",
     {1, 8, 86, 694, 5205, 40777, 319881, 2664061, 22872400}},
    {"  o xox x      xo   xo   o x x  O oxo  o    o x  x    o  o    ox  xx x  oo x o  x",
     {1, 7, 67, 840, 9609, 115330, 1283277, 14818322, 158683651}},
    {"   ooxx     o xx  x        o    x xx x   ox x  o oxOo o  x  oooxo    x   o ox    ",
     {1, 41, 440, 4759, 48816, 496752, 4825482, 47240207, 442983131}},
    {" o    o ox    x  x      oo xoxxxx    o   o x    o x oo   o  xOxx  ox      xoo x  ",
     {1, 6, 33, 298, 2978, 27462, 251373, 2277374, 20505230}},
    {"xxox    ooooo    o  oxxx x o oxxxo   xo  o xO xxoooxo   xo x o xx   ox oox xox  x",
     {1, 3, 22, 170, 1292, 7611, 42488, 178604, 683640}},
    {"oo o xxo      oooo       ox ox o  o x   ox oxxx xxoooo x xxxo  xx xox xxxx xOoo o",
     {1, 4, 58, 519, 4456, 33205, 232391, 1384237, 7568559}},
    {"   x  o x   xxox o oxxxx    oo  xoo o  x oo   oo oxo ooxo xx xxx o  xxoxO xo xxoo",
     {1, 6, 63, 414, 2614, 17476, 108288, 680618, 3769073}},
    {" x  ox x    ox x oooxo    oxo xxx ox  ooxooxx  xoo   o   xo x oo x  O oxoxxoxx xo",
     {1, 5, 23, 171, 1094, 7508, 47807, 322940, 2032799}},
    {"xx oxx x o o  xx xoo   ooxx x  oox    xxoxo    x oxxoxooxx o xoO o  ox xo  o  oo ",
     {1, 22, 163, 1457, 10431, 82349, 519427, 3451682, 17775153}},
    {"  o   xxxoox oxoxxxx o ox oxo oxoxoxo   ooxxo xx xox ooxoxxoooxxxoxOxo oooxxxooox",
     {1, 3, 4, 1, 0, 0, 0, 0, 0}},
    {"x ox ox  ooxxoxoo  oxox xo  xoooxxxooxxxoxx xoooox   oxxoooxxoo  xxoxoxoxxo o Oxx",
     {1, 3, 6, 5, 0, 0, 0, 0, 0}},
    {"xx xooOxoooxooxxxoxo o xo o ox x x   xooxoxx ox xxoxoxxoxoox ooxx o oo xoxx xooox",
     {1, 9, 35, 123, 327, 695, 1090, 1359, 896}},
    {"xx oOxooxx  xooooooxo xxox oxooxoxoxxoxooooo oxoxx o x xxxx oxxxxoxxo  xo   ox  o",
     {1, 3, 4, 2, 0, 0, 0, 0, 0}},
    {"o   o xxxooooxxxo oxxxoxooxooxx ooxxxxxxoo   xoooOxxooo  xo  ooxxx x x oxxoo oxox",
     {1, 2, 1, 0, 0, 0, 0, 0, 0}},
    {"xoo x oxooxoxoxxxoxo o xxxooxxx  xooOo o    xxxoo o  x xxo ooxxoox xxooxxooxxooox",
     {1, 2, 5, 29, 118, 451, 1452, 4785, 12074}},
    {"oxoxoxo  xo x oOoo xxoo oxoxxx xxxooxxoooxx xxooo xxooo  ooox xo xoxo xoxxxo   xx",
     {1, 6, 16, 26, 41, 19, 6, 0, 0}},
    {"  oo xoox  xx oxxoxoo  oxooooxxoo xxx xo xoxooxxoxxx ox xx ooooxoOxxooxo x oxoxx ",
     {1, 9, 26, 71, 140, 284, 357, 338, 194}},
    {"ox  oxx    o  xo o o x  o xox  x  o x   xooooox ooxx ox oxx oox  x  x  xo xoXoxox",
     {1, 0, 0, 0, 0, 0, 0, 0, 0}},
};

/* The 81-character form in this library's text: the side is the one who did
 * not make the upper-case last move, sent to that move's cell unless that
 * board is closed or the game over (the naive rules decide). */
static void published_text(const char *cells, char out[ZB_UTTT_TEXT_MAX])
{
    naive n;
    naive_start(&n);
    int last = -1;
    for (int i = 0; i < 81; i++) {
        char c = cells[i];
        if (c == 'X' || c == 'O')
            last = i;
        n.cell[i] = c == ' ' ? '.' : (char)(c == 'X' ? 'x' : c == 'O' ? 'o' : c);
    }
    n.side = last >= 0 && cells[last] == 'X';
    n.forced = last >= 0 && naive_result(&n) == '.' && naive_board_outcome(&n, last % 9) == '.' ? last % 9 : -1;
    size_t len = 0;
    for (int b = 0; b < 9; b++) {
        if (b)
            out[len++] = '/';
        memcpy(out + len, n.cell + 9 * b, 9);
        len += 9;
    }
    snprintf(out + len, ZB_UTTT_TEXT_MAX - len, " %c %c", n.side ? 'o' : 'x', n.forced < 0 ? '-' : '0' + n.forced);
}

static void test_published(void)
{
    const size_t count = sizeof published / sizeof *published;
    zb_uttt *pos = zb_uttt_new(NULL);
    int max_depth = UTTT_SANITIZED ? 5 : 6;
    for (size_t i = 0; i < count; i++) {
        char text[ZB_UTTT_TEXT_MAX];
        size_t where = 0;
        published_text(published[i].cells, text);
        zb_uttt_error err = zb_uttt_set_text(pos, text, strlen(text), &where);
        if (i == count - 1) {
            /* x made the last move with as many stones as o: o moved first,
             * which these rules do not allow. */
            CHECK_UERR(err, ZB_UTTT_ERR_TEXT_STONE_COUNT);
            continue;
        }
        if (!CHECK_UERR(err, ZB_UTTT_OK)) {
            fprintf(stderr, "    published position %zu: %s (at %zu)\n", i, text, where);
            continue;
        }
        for (int depth = 0; depth <= max_depth; depth++)
            if (!CHECK_U64(zb_uttt_perft(pos, depth), published[i].nodes[depth]))
                fprintf(stderr, "    published position %zu, depth %d: %s\n", i, depth, text);
        zb_uttt_perft_check check;
        CHECK_UERR(zb_uttt_perft_verify(pos, max_depth - 1, &check), ZB_UTTT_OK);
        CHECK_U64(check.nodes, published[i].nodes[max_depth - 1]);
    }
    /* Deeper from the start, in the release build: 33,782,544 at depth 7. */
    if (!UTTT_SANITIZED) {
        zb_uttt_reset(pos);
        CHECK_U64(zb_uttt_perft(pos, 7), published[0].nodes[7]);
    }
    zb_uttt_free(pos);
}

/* A fault planted in the derived forced-board keys (which only the
 * incremental update reads) shows up as soon as a move sends to board 4. */
static void test_planted_fault(void)
{
    zb_uttt_keys keys;
    zb_uttt_keys_init_seeded(&keys, ZB_UTTT_SEED);
    keys.forced[4] ^= 1;
    zb_uttt *pos = zb_uttt_new(&keys);
    zb_uttt_perft_check check;
    CHECK_UERR(zb_uttt_perft_verify(pos, 3, &check), ZB_UTTT_ERR_KEY_MISMATCH);
    /* Depth first, in code order: x a1 (code 0), o b1 (1), then x's first
     * move on board 1 that sends to board 4: cell 4, code 13. */
    CHECK_INT(zb_uttt_ply(pos), 3);
    CHECK_INT(zb_uttt_move_at(pos, 1), 0);
    CHECK_INT(zb_uttt_move_at(pos, 2), 1);
    CHECK_INT(zb_uttt_move_at(pos, 3), 13);
    CHECK_INT(zb_uttt_forced_board(pos), 4);
    CHECK_U64(check.incremental ^ check.scratch, 1);
    zb_uttt_free(pos);
}

void test_perft(void)
{
    test_start();
    test_positions();
    test_published();
    test_planted_fault();
}
