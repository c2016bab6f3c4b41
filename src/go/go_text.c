/* Position text in and out: "rows/.../rows side passes", top row first. */
#include <string.h>

#include "go_internal.h"

static int is_space(char c) { return c == ' ' || c == '\t'; }

/* The parsed text, before it replaces anything. */
typedef struct parsed {
    int size, side, passes;
    uint8_t board[ZB_GO_MAX_POINTS];      /* point = row * size + col, row 0 at the bottom */
    size_t offset[ZB_GO_MAX_POINTS];      /* each point's character in the text */
} parsed;

static zb_go_error fail(zb_go_error err, size_t at, size_t *where)
{
    *where = at;
    return err;
}

/* The rows field text[start..end): size and stones into out. */
static zb_go_error parse_rows(const char *text, size_t start, size_t end, parsed *out, size_t *where)
{
    /* Row length first: it fixes the size, so rows can be placed bottom up. */
    size_t i = start;
    while (i < end && text[i] != '/') {
        if (i - start == ZB_GO_MAX_SIZE)
            return fail(ZB_GO_ERR_SIZE_RANGE, i, where);
        i++;
    }
    int n = (int)(i - start);
    if (n < ZB_GO_MIN_SIZE)
        return fail(ZB_GO_ERR_SIZE_RANGE, start, where);
    out->size = n;
    int row_index = 0, col = 0; /* row_index counts from the top */
    for (i = start; i <= end; i++) {
        char c = i < end ? text[i] : '/';
        if (c == '/') {
            if (col != n)
                return fail(ZB_GO_ERR_TEXT_ROW_LENGTH, i, where);
            if (i < end && row_index == n - 1)
                return fail(ZB_GO_ERR_TEXT_ROW_COUNT, i, where);
            row_index++, col = 0;
            continue;
        }
        uint8_t stone = c == '.' ? ZB_GO_EMPTY : c == 'b' ? ZB_GO_BLACK : c == 'w' ? ZB_GO_WHITE : GO_OFF;
        if (stone == GO_OFF)
            return fail(ZB_GO_ERR_TEXT_CHAR, i, where);
        if (col == n)
            return fail(ZB_GO_ERR_TEXT_ROW_LENGTH, i, where);
        int point = (n - 1 - row_index) * n + col++;
        out->board[point] = stone;
        out->offset[point] = i;
    }
    if (row_index != n)
        return fail(ZB_GO_ERR_TEXT_ROW_COUNT, end, where);
    return ZB_GO_OK;
}

/* Every group has a liberty; otherwise the offset of the group's first
 * stone in the text. A fill a group, over a scratch board. */
static zb_go_error check_liberties(const parsed *p, size_t *where)
{
    int n = p->size, points = n * n;
    uint8_t seen[ZB_GO_MAX_POINTS] = {0};
    uint16_t stack[ZB_GO_MAX_POINTS];
    for (int start = 0; start < points; start++) {
        if (p->board[start] == ZB_GO_EMPTY || seen[start])
            continue;
        int colour = p->board[start], count = 0, liberty = 0;
        size_t first = p->offset[start];
        stack[count++] = (uint16_t)start;
        seen[start] = 1;
        for (int i = 0; i < count; i++) {
            int q = stack[i], row = q / n, col = q % n;
            int nb[4] = {col > 0 ? q - 1 : -1, col < n - 1 ? q + 1 : -1, row > 0 ? q - n : -1,
                         row < n - 1 ? q + n : -1};
            if (p->offset[q] < first)
                first = p->offset[q];
            for (int k = 0; k < 4; k++) {
                if (nb[k] < 0)
                    continue;
                if (p->board[nb[k]] == ZB_GO_EMPTY)
                    liberty = 1;
                else if (p->board[nb[k]] == colour && !seen[nb[k]]) {
                    seen[nb[k]] = 1;
                    stack[count++] = (uint16_t)nb[k];
                }
            }
        }
        if (!liberty)
            return fail(ZB_GO_ERR_TEXT_NO_LIBERTIES, first, where);
    }
    return ZB_GO_OK;
}

static zb_go_error parse(const char *text, size_t len, parsed *out, size_t *where)
{
    size_t field_start[4], field_end[4];
    int fields = 0;
    for (size_t i = 0; i < len;) {
        if (is_space(text[i])) {
            i++;
            continue;
        }
        if (fields == 3)
            return fail(ZB_GO_ERR_TEXT_FIELD_COUNT, i, where);
        field_start[fields] = i;
        while (i < len && !is_space(text[i]))
            i++;
        field_end[fields++] = i;
    }
    if (fields == 0)
        return fail(ZB_GO_ERR_TEXT_EMPTY, 0, where);
    zb_go_error err = parse_rows(text, field_start[0], field_end[0], out, where);
    if (err)
        return err;
    if (fields < 3)
        return fail(ZB_GO_ERR_TEXT_FIELD_COUNT, len, where);
    const char *side = text + field_start[1];
    if (field_end[1] - field_start[1] != 1 || (*side != 'b' && *side != 'w'))
        return fail(ZB_GO_ERR_TEXT_SIDE, field_start[1], where);
    out->side = *side == 'b' ? ZB_GO_BLACK : ZB_GO_WHITE;
    const char *passes = text + field_start[2];
    if (field_end[2] - field_start[2] != 1 || *passes < '0' || *passes > '2')
        return fail(ZB_GO_ERR_TEXT_PASSES, field_start[2], where);
    out->passes = *passes - '0';
    return check_liberties(out, where);
}

zb_go_error zb_go_set_text(zb_go_position *pos, const char *text, size_t len, size_t *error_offset)
{
    parsed p;
    size_t where = 0;
    zb_go_error err = text ? parse(text, len, &p, &where) : ZB_GO_ERR_TEXT_EMPTY;
    if (!err && pos->custom_keys && p.size != pos->size)
        err = ZB_GO_ERR_SIZE_MISMATCH, where = 0;
    if (!err && go_reserve(pos, 1) != ZB_GO_OK)
        err = ZB_GO_ERR_NO_MEMORY, where = 0;
    if (err) {
        if (error_offset)
            *error_offset = where;
        return err;
    }
    go_resize(pos, p.size);
    uint64_t key = 0;
    for (int q = 0; q < pos->points; q++) {
        int c = p.board[q];
        pos->board[q] = (uint8_t)c;
        if (c != ZB_GO_EMPTY) {
            go_set_bit(pos->bits[c], q);
            key ^= pos->keys[zb_go_stone_feature(q, c)];
        }
    }
    pos->stones_key = key;
    pos->side = p.side;
    pos->passes = p.passes;
    pos->key = key ^ (p.side == ZB_GO_WHITE ? pos->keys[zb_go_turn_feature(p.size)] : 0);
    go_reset_history(pos);
    return ZB_GO_OK;
}

size_t zb_go_text(const zb_go_position *pos, char *out)
{
    static const char stone_chars[3] = {'b', 'w', '.'};
    int n = pos->size;
    size_t len = 0;
    for (int row = n - 1; row >= 0; row--) {
        for (int col = 0; col < n; col++)
            out[len++] = stone_chars[pos->board[row * n + col]];
        if (row > 0)
            out[len++] = '/';
    }
    out[len++] = ' ';
    out[len++] = pos->side == ZB_GO_BLACK ? 'b' : 'w';
    out[len++] = ' ';
    out[len++] = (char)('0' + pos->passes);
    out[len] = '\0';
    return len;
}
