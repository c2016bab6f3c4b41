/* Sorting a run of plies by key, stably: a position's plies must stay in
 * the order they were played (polyglot's ties and halving depend on it).
 * Keys are Zobrist keys, uniform: a counting sort on the top bits (few
 * enough buckets to stay in cache), another on the next bits within each
 * bucket, then the small buckets left are sorted by insertion, or by a
 * merge sort when they are large (many plies of one position, or made-up
 * keys that are not uniform). */
#include <stdlib.h>
#include <string.h>

#include "book_internal.h"

#define TOP_BITS 8
#define SMALL 32

static void insertion_sort(book_ply *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        book_ply x = a[i];
        uint64_t k = book_ply_key(&x);
        size_t j = i;
        while (j > 0 && book_ply_key(&a[j - 1]) > k) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = x;
    }
}

/* Stable merge sort of a[0..n) using tmp[0..n). */
static void merge_sort(book_ply *a, book_ply *tmp, size_t n)
{
    if (n <= SMALL) {
        insertion_sort(a, n);
        return;
    }
    size_t half = n / 2;
    merge_sort(a, tmp, half);
    merge_sort(a + half, tmp, n - half);
    if (book_ply_key(&a[half - 1]) <= book_ply_key(&a[half]))
        return; /* already in order: runs of one position */
    memcpy(tmp, a, half * sizeof *a);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < n)
        a[k++] = book_ply_key(&a[j]) < book_ply_key(&tmp[i]) ? a[j++] : tmp[i++];
    while (i < half)
        a[k++] = tmp[i++];
}

static void sort_small(book_ply *a, book_ply *tmp, size_t n)
{
    if (n <= SMALL)
        insertion_sort(a, n);
    else
        merge_sort(a, tmp, n);
}

/* Counting sort of from[0..n) into to[0..n) by bits [shift, shift + bits)
 * of the key; count has room for 2^bits + 1. Leaves count[d] = the end of
 * bucket d. */
static void counting_sort(const book_ply *from, book_ply *to, size_t n, int shift, int bits, size_t *count)
{
    size_t buckets = (size_t)1 << bits, mask = buckets - 1;
    memset(count, 0, (buckets + 1) * sizeof *count);
    for (size_t i = 0; i < n; i++)
        count[((book_ply_key(&from[i]) >> shift) & mask) + 1]++;
    for (size_t d = 1; d <= buckets; d++)
        count[d] += count[d - 1];
    for (size_t i = 0; i < n; i++)
        to[count[(book_ply_key(&from[i]) >> shift) & mask]++] = from[i];
}

int book_sort_plies(book_ply *plies, book_ply *tmp, size_t n)
{
    if (n <= SMALL * 8) {
        sort_small(plies, tmp, n);
        return 0;
    }
    /* about 4 plies a final bucket */
    int bits = 1;
    while (bits < 40 && ((size_t)1 << (bits + 2)) <= n)
        bits++;
    int top = bits < TOP_BITS ? bits : TOP_BITS, next = bits - top;
    if (next > 16)
        next = 16;
    size_t top_count[(1 << TOP_BITS) + 1];
    size_t *next_count = malloc((((size_t)1 << next) + 1) * sizeof *next_count);
    if (!next_count)
        return -1;
    counting_sort(plies, tmp, n, 64 - top, top, top_count);
    size_t lo = 0;
    for (size_t t = 0; t < ((size_t)1 << top); t++) {
        size_t hi = top_count[t];
        book_ply *from = tmp + lo, *to = plies + lo;
        size_t m = hi - lo;
        if (next == 0 || m <= SMALL) {
            memcpy(to, from, m * sizeof *to);
            sort_small(to, from, m);
        } else {
            counting_sort(from, to, m, 64 - top - next, next, next_count);
            size_t start = 0;
            for (size_t d = 0; d < ((size_t)1 << next); d++) {
                size_t end = next_count[d];
                if (end - start > 1)
                    sort_small(to + start, from + start, end - start);
                start = end;
            }
        }
        lo = hi;
    }
    free(next_count);
    return 0;
}
