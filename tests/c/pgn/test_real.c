/* A real file: every game of pgn-extract's eco.pgn reads without error, and
 * its keys equal zb_replay of the game's movetext cut out naively (the file
 * is regular: tags, a blank line, movetext, a blank line); random games too. */
#include "pgn_test.h"

#define ECO "/usr/share/pgn-extract/eco.pgn"

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, got;
    char *s = malloc(cap);
    while ((got = fread(s + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n < 2)
            s = realloc(s, cap *= 2);
    }
    fclose(f);
    s[n] = '\0';
    *len = n;
    return s;
}

/* The movetext of each game: the lines after the tags up to a blank line. */
static size_t naive_movetexts(char *text, char **out, size_t cap)
{
    size_t count = 0;
    char *p = strchr(text, '[') ; /* skip the header comment */
    int in_tags = 0;
    char *move_start = NULL;
    while (p && *p) {
        char *eol = strchr(p, '\n');
        if (!eol)
            eol = p + strlen(p);
        int blank = eol == p || (eol == p + 1 && *p == '\r');
        if (*p == '[') {
            in_tags = 1;
        } else if (!blank && in_tags) {
            in_tags = 0;
            move_start = p;
        } else if (blank && move_start) {
            char *next = *eol ? eol + 1 : eol;
            *p = '\0';
            if (count < cap)
                out[count] = move_start;
            count++;
            move_start = NULL;
            p = next;
            continue;
        }
        p = *eol ? eol + 1 : eol;
    }
    if (move_start && count < cap)
        out[count++] = move_start;
    return count;
}

static void eco(void)
{
    size_t len;
    char *text = slurp(ECO, &len);
    if (!text) {
        printf("pgn: %s missing: real-file suite skipped\n", ECO);
        return;
    }
    char *copy = malloc(len + 1);
    memcpy(copy, text, len + 1);
    static char *movetexts[4096];
    size_t naive = naive_movetexts(copy, movetexts, 4096);

    zb_pgn_reader *r = zb_pgn_new_memory(text, len, NULL);
    zb_pgn_game g;
    size_t games = 0, bad = 0, mismatched = 0, plies = 0;
    static uint64_t keys[1024];
    while (zb_pgn_next(r, &g) == 1) {
        games++;
        plies += g.plies;
        if (g.error.code != ZB_PGN_OK || g.warnings) {
            if (bad++ < 5) {
                char line[600];
                zb_pgn_format_error(&g, line, sizeof line);
                fprintf(stderr, "eco.pgn: %s (warnings %u)\n", line, g.warnings);
            }
            continue;
        }
        if (games > naive || games > 4096)
            continue;
        size_t n = replay_keys(ZB_START_FEN, movetexts[games - 1], keys, 1024);
        if (n != g.key_count || memcmp(keys, g.keys, n * sizeof *keys) != 0)
            if (mismatched++ < 5)
                fprintf(stderr, "eco.pgn game %zu: keys differ from zb_replay of \"%.60s\"\n", games, movetexts[games - 1]);
    }
    zb_pgn_free(r);
    CHECK(games > 2000);
    CHECK_INT(games, naive);
    CHECK_INT(bad, 0);
    CHECK_INT(mismatched, 0);
    CHECK(plies > 10000);

    /* The FILE * reader gives the same. */
    FILE *f = fopen(ECO, "rb");
    zb_pgn_reader *fr = zb_pgn_new(NULL);
    size_t file_games = 0, file_plies = 0;
    while (zb_pgn_read_file(fr, f, &g) == 1)
        file_games++, file_plies += g.plies;
    CHECK_INT(file_games, games);
    CHECK_INT(file_plies, plies);
    CHECK_INT(zb_pgn_games_read(fr), games);
    CHECK_INT(zb_pgn_plies_read(fr), plies);
    CHECK_INT(zb_pgn_bytes_read(fr), len);
    zb_pgn_free(fr);
    fclose(f);

    /* Read in 1-byte and 1000-byte chunks: the same games. */
    char *whole = pgn_summary(text, len, NULL, 0);
    char *tiny = pgn_summary(text, len, NULL, 1);
    char *odd = pgn_summary(text, len, NULL, 1000);
    CHECK(strcmp(whole, tiny) == 0);
    CHECK(strcmp(whole, odd) == 0);
    free(whole);
    free(tiny);
    free(odd);
    free(copy);
    free(text);
}

/* Every key the reader gives equals the key from scratch of the position
 * reached by the moves it gives, including null moves. */
static void keys_from_scratch(void)
{
    const char *pgn = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 h5 9. Qd2 Nbd7 "
                      "10. O-O-O b5 11. -- b4 12. Nd5 Bxd5 13. exd5 Nb6 14. Kb1 Nbxd5 15. Bg5 Be7 16. Bc4 Nxe3 *";
    kept_games k = read_games(pgn, NULL);
    CHECK_INT(k.count, 1);
    if (k.count == 1) {
        const zb_pgn_game *g = &k.games[0].g;
        /* Nxe3 takes nothing (the bishop left e3): read as Ne3, as
         * pgn-extract and python-chess read it */
        CHECK_INT(g->error.code, ZB_PGN_OK);
        CHECK_INT(g->plies, 32);
        zb_position *pos = zb_position_new(NULL);
        char san[64][ZB_SAN_MAX];
        CHECK_INT(zb_pgn_game_san(g, san), ZB_OK);
        CHECK_U64(g->keys[0], zb_position_key(pos));
        for (size_t i = 0; i < g->plies; i++) {
            if (g->moves[i] == ZB_PGN_NULL_MOVE) {
                char fen[ZB_FEN_MAX];
                zb_position_fen(pos, fen);
                char *side = strchr(fen, ' ') + 1;
                *side = *side == 'w' ? 'b' : 'w';
                char *ep = strchr(strchr(side + 2, ' ') + 1, ' ');
                (void)ep;
                /* fields: board side castling ep ...: clear ep */
                char rebuilt[ZB_FEN_MAX + 8];
                char board[80], castling[8], epf[4];
                sscanf(fen, "%79s %*s %7s %3s", board, castling, epf);
                snprintf(rebuilt, sizeof rebuilt, "%s %c %s - 0 1", board, *side, castling);
                zb_position_set_fen(pos, rebuilt, strlen(rebuilt), NULL);
            } else {
                CHECK_INT(zb_position_make_checked(pos, g->moves[i]), ZB_OK);
            }
            CHECK_U64(g->keys[i + 1], zb_position_compute_key(pos));
        }
        CHECK_STR(san[20], "--");
        CHECK_STR(san[18], "O-O-O");
        zb_position_free(pos);
    }
    free_games(&k);
}

void test_real(void)
{
    eco();
    keys_from_scratch();
}
