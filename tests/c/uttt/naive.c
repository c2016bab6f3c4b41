/* A second implementation of the rules, as plain as possible: characters on
 * a grid, the eight lines listed, sets as sorted arrays of strings. It
 * shares nothing with src/uttt/ (no masks, no tables, no keys), so the two
 * can check each other. */
#include <stdlib.h>

#include "uttt_test.h"

static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

/* 'x' or 'o' if that player has a line among the nine values, else 0. */
static char line_of(const char v[9])
{
    for (int l = 0; l < 8; l++) {
        char a = v[lines[l][0]];
        if ((a == 'x' || a == 'o') && v[lines[l][1]] == a && v[lines[l][2]] == a)
            return a;
    }
    return 0;
}

void naive_start(naive *n)
{
    memset(n->cell, '.', sizeof n->cell);
    n->side = 0;
    n->forced = -1;
}

int naive_from_text(naive *n, const char *text)
{
    int i = 0;
    for (const char *p = text; *p && *p != ' '; p++)
        if (*p != '/' && i < 81)
            n->cell[i++] = *p;
    const char *side = strchr(text, ' ');
    if (i != 81 || !side)
        return -1;
    n->side = side[1] == 'o';
    n->forced = side[3] == '-' ? -1 : side[3] - '0';
    return 0;
}

char naive_board_outcome(const naive *n, int board)
{
    char who = line_of(n->cell + 9 * board);
    if (who)
        return who;
    for (int c = 0; c < 9; c++)
        if (n->cell[9 * board + c] == '.')
            return '.';
    return 'd';
}

char naive_result(const naive *n)
{
    char global[9];
    int open = 0;
    for (int b = 0; b < 9; b++) {
        global[b] = naive_board_outcome(n, b);
        open += global[b] == '.';
    }
    char who = line_of(global); /* 'd' is neither player */
    if (who)
        return who;
    return open ? '.' : 'd';
}

int naive_moves(const naive *n, int *out)
{
    int count = 0;
    if (naive_result(n) != '.')
        return 0;
    for (int b = 0; b < 9; b++) {
        if (n->forced >= 0 && b != n->forced)
            continue;
        if (naive_board_outcome(n, b) != '.')
            continue;
        for (int c = 0; c < 9; c++)
            if (n->cell[9 * b + c] == '.')
                out[count++] = 9 * b + c;
    }
    return count;
}

void naive_play(naive *n, int code)
{
    n->cell[code] = n->side ? 'o' : 'x';
    n->side = !n->side;
    int target = code % 9;
    n->forced = naive_result(n) == '.' && naive_board_outcome(n, target) == '.' ? target : -1;
}

/* ---- the census by brute force: every leaf's identity as a string, sorted. */

#define KEY_LEN 84 /* 81 cells, side, forced, NUL */

typedef struct strings {
    char *data;
    size_t count, capacity;
} strings;

static void identity(const naive *n, int equivalent, char out[KEY_LEN])
{
    memcpy(out, n->cell, 81);
    if (equivalent)
        for (int b = 0; b < 9; b++) {
            char outcome = naive_board_outcome(n, b);
            if (outcome != '.') { /* a closed board: its outcome only */
                memset(out + 9 * b, '#', 9);
                out[9 * b] = outcome;
            }
        }
    out[81] = n->side ? 'o' : 'x';
    out[82] = (char)(n->forced < 0 ? '-' : '0' + n->forced);
    out[83] = '\0';
}

static void collect(const naive *n, int depth, strings *exact, strings *classes, uint64_t *leaves)
{
    if (depth == 0) {
        if (exact->count == exact->capacity) {
            exact->capacity = exact->capacity ? 2 * exact->capacity : 1024;
            classes->capacity = exact->capacity;
            exact->data = realloc(exact->data, exact->capacity * KEY_LEN);
            classes->data = realloc(classes->data, classes->capacity * KEY_LEN);
            if (!exact->data || !classes->data)
                abort();
        }
        identity(n, 0, exact->data + KEY_LEN * exact->count++);
        identity(n, 1, classes->data + KEY_LEN * classes->count++);
        ++*leaves;
        return;
    }
    int moves[81];
    int count = naive_moves(n, moves);
    for (int i = 0; i < count; i++) {
        naive child = *n;
        naive_play(&child, moves[i]);
        collect(&child, depth - 1, exact, classes, leaves);
    }
}

static int by_string(const void *a, const void *b) { return strcmp(a, b); }

static size_t distinct(strings *s)
{
    if (!s->count)
        return 0;
    qsort(s->data, s->count, KEY_LEN, by_string);
    size_t unique = 1;
    for (size_t i = 1; i < s->count; i++)
        unique += strcmp(s->data + KEY_LEN * i, s->data + KEY_LEN * (i - 1)) != 0;
    return unique;
}

void naive_census(const naive *root, int plies, size_t *exact_count, size_t *class_count, uint64_t *leaves)
{
    strings exact = {0}, classes = {0};
    *leaves = 0;
    collect(root, plies, &exact, &classes, leaves);
    *exact_count = distinct(&exact);
    *class_count = distinct(&classes);
    free(exact.data);
    free(classes.data);
}
