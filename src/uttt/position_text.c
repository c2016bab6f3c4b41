/* Position text in and out: syntax here, whether a game reaches the
 * position in position_check.c. Each malformed part has its own error and
 * the offset of the offending character. */
#include "uttt_internal.h"

typedef struct field {
    const char *text;
    size_t len, offset;
} field;

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Splits at runs of whitespace into fields[0..3); returns the field count
 * (up to 4: any field beyond the third stops the split, its offset in
 * *extra). */
static size_t split_fields(const char *text, size_t len, field fields[3], size_t *extra)
{
    size_t count = 0, i = 0;
    while (i < len) {
        while (i < len && is_space(text[i]))
            i++;
        if (i == len)
            break;
        if (count == 3) {
            *extra = i;
            return 4;
        }
        size_t start = i;
        while (i < len && !is_space(text[i]))
            i++;
        fields[count++] = (field){text + start, i - start, start};
    }
    return count;
}

static zb_uttt_error parse_boards(const field *f, zb_uttt *pos, uttt_text_offsets *at, size_t *where)
{
    int group = 0, cell = 0;
    at->boards = at->group[0] = f->offset;
    for (size_t i = 0; i < f->len; i++) {
        char c = f->text[i];
        *where = f->offset + i;
        if (c == '/') {
            if (cell < 9)
                return ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT;
            if (group == 8)
                return ZB_UTTT_ERR_TEXT_GROUP_COUNT;
            at->group[++group] = f->offset + i + 1;
            cell = 0;
        } else if (c == 'x' || c == 'o' || c == '.') {
            if (cell == 9)
                return ZB_UTTT_ERR_TEXT_GROUP_TOO_LONG;
            if (c != '.')
                pos->cells[c == 'o'][group] |= (uint16_t)(1u << cell);
            cell++;
        } else {
            return ZB_UTTT_ERR_TEXT_CELL_CHAR;
        }
    }
    *where = f->offset + f->len;
    if (group < 8)
        return ZB_UTTT_ERR_TEXT_GROUP_COUNT;
    return cell < 9 ? ZB_UTTT_ERR_TEXT_GROUP_TOO_SHORT : ZB_UTTT_OK;
}

/* Parses and checks into a copy, so the position changes only on success. */
zb_uttt_error zb_uttt_set_text(zb_uttt *pos, const char *text, size_t len, size_t *error_offset)
{
    size_t where_dummy = 0, *where = error_offset ? error_offset : &where_dummy;
    field fields[3];
    size_t extra = 0, count = split_fields(text, len, fields, &extra);
    *where = 0;
    if (count == 0)
        return ZB_UTTT_ERR_TEXT_EMPTY;
    if (count != 3) {
        *where = count > 3 ? extra : len;
        return ZB_UTTT_ERR_TEXT_FIELD_COUNT;
    }

    zb_uttt parsed;
    uttt_text_offsets at;
    parsed.keys = pos->keys;
    for (int player = 0; player < 2; player++)
        for (int b = 0; b < 9; b++)
            parsed.cells[player][b] = 0;
    zb_uttt_error err = parse_boards(&fields[0], &parsed, &at, where);
    if (err)
        return err;

    at.side = *where = fields[1].offset;
    if (fields[1].len != 1 || (fields[1].text[0] != 'x' && fields[1].text[0] != 'o'))
        return ZB_UTTT_ERR_TEXT_SIDE;
    parsed.side = fields[1].text[0] == 'o' ? ZB_UTTT_O : ZB_UTTT_X;

    at.forced = *where = fields[2].offset;
    char f = fields[2].text[0];
    if (fields[2].len != 1 || (f != '-' && (f < '0' || f > '8')))
        return ZB_UTTT_ERR_TEXT_FORCED_SYNTAX;
    parsed.forced = (uint8_t)(f == '-' ? ZB_UTTT_NO_BOARD : f - '0');

    parsed.ply = 0;
    uttt_derive(&parsed);
    err = uttt_check_reachable(&parsed, &at, where);
    if (err)
        return err;
    *pos = parsed; /* the history is empty: ply 0 */
    return ZB_UTTT_OK;
}

size_t zb_uttt_text(const zb_uttt *pos, char out[ZB_UTTT_TEXT_MAX])
{
    size_t n = 0;
    for (int b = 0; b < 9; b++) {
        if (b)
            out[n++] = '/';
        for (int c = 0; c < 9; c++)
            out[n++] = pos->cells[0][b] >> c & 1 ? 'x' : pos->cells[1][b] >> c & 1 ? 'o' : '.';
    }
    out[n++] = ' ';
    out[n++] = pos->side == ZB_UTTT_O ? 'o' : 'x';
    out[n++] = ' ';
    out[n++] = pos->forced == ZB_UTTT_NO_BOARD ? '-' : (char)('0' + pos->forced);
    out[n] = '\0';
    return n;
}
