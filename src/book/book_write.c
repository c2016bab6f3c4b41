/* Writing books, and merging two as `polyglot merge-book` (Debian's 2.0.4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zobrist_book.h"

zb_book_error zb_book_write_file(const char *path, const zb_book_entry *entries, size_t count)
{
    if (!path || (!entries && count))
        return ZB_BOOK_ERR_ARGUMENT;
    FILE *f = fopen(path, "wb");
    if (!f)
        return ZB_BOOK_ERR_OPEN;
    enum { CHUNK = 4096 };
    unsigned char buf[CHUNK * ZB_BOOK_ENTRY_SIZE];
    size_t i = 0;
    int bad = 0;
    while (i < count && !bad) {
        size_t n = count - i < CHUNK ? count - i : CHUNK;
        for (size_t j = 0; j < n; j++)
            zb_book_entry_encode(&entries[i + j], buf + j * ZB_BOOK_ENTRY_SIZE);
        bad = fwrite(buf, ZB_BOOK_ENTRY_SIZE, n, f) != n;
        i += n;
    }
    if (fclose(f) != 0)
        bad = 1;
    return bad ? ZB_BOOK_ERR_WRITE : ZB_BOOK_OK;
}

/* The run of entries with the same key from index i: returns its end. */
static size_t run_end(const zb_book *book, size_t i, uint64_t key)
{
    size_t n = zb_book_size(book);
    while (i < n && zb_book_entry_at(book, i).key == key)
        i++;
    return i;
}

zb_book_error zb_book_merge(const zb_book *first, const zb_book *second, zb_book_entry **entries, size_t *count)
{
    if (!first || !second || !entries || !count)
        return ZB_BOOK_ERR_ARGUMENT;
    *entries = NULL;
    *count = 0;
    size_t n1 = zb_book_size(first), n2 = zb_book_size(second);
    zb_book_entry *out = malloc((n1 + n2 ? n1 + n2 : 1) * sizeof *out);
    if (!out)
        return ZB_BOOK_ERR_NO_MEMORY;
    size_t i1 = 0, i2 = 0, k = 0;
    while (i1 < n1 || i2 < n2) {
        if (i2 >= n2) {
            out[k++] = zb_book_entry_at(first, i1++);
            continue;
        }
        if (i1 >= n1) {
            out[k++] = zb_book_entry_at(second, i2++);
            continue;
        }
        zb_book_entry e1 = zb_book_entry_at(first, i1), e2 = zb_book_entry_at(second, i2);
        if (e1.key < e2.key) {
            out[k++] = e1, i1++;
        } else if (e2.key < e1.key) {
            out[k++] = e2, i2++;
        } else {
            /* Both have the key: the first book's run, the second's weights
             * added to the first entry with the same move, then the second's
             * other entries. */
            size_t end1 = run_end(first, i1, e1.key), end2 = run_end(second, i2, e1.key);
            size_t base = k;
            for (size_t i = i1; i < end1; i++)
                out[k++] = zb_book_entry_at(first, i);
            size_t run1 = k;
            for (size_t j = i2; j < end2; j++) {
                zb_book_entry e = zb_book_entry_at(second, j);
                size_t at = base;
                while (at < run1 && out[at].move != e.move)
                    at++;
                if (at < run1)
                    out[at].weight = (uint16_t)(out[at].weight + e.weight);
                else
                    out[k++] = e;
            }
            i1 = end1;
            i2 = end2;
        }
    }
    *entries = out;
    *count = k;
    return ZB_BOOK_OK;
}
