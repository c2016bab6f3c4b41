/* Reading books: open (memory-mapped where the platform allows), validate,
 * binary search by key, the moves of a position, pick and best. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zobrist_book.h"

#if (defined(__unix__) || defined(__APPLE__)) && !defined(__EMSCRIPTEN__)
#define ZB_BOOK_MMAP 1
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

struct zb_book {
    const unsigned char *data; /* size * 16 bytes */
    size_t size;
    void *map; /* the mapping to unmap, or NULL */
    size_t map_len;
    unsigned char *owned; /* the copy to free, or NULL */
    /* With validation: index[h] is the first entry whose key's top `bits`
     * bits are >= h (2^bits + 1 of them), so a lookup reads one bucket of a
     * few entries instead of binary-searching the whole book. */
    uint32_t *index;
    int bits;
};

/* 8 big-endian bytes. */
static inline uint64_t be64(const unsigned char *b)
{
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t k;
    memcpy(&k, b, 8);
    return __builtin_bswap64(k);
#else
    uint64_t k = 0;
    for (int j = 0; j < 8; j++)
        k = k << 8 | b[j];
    return k;
#endif
}

static inline uint64_t key_at(const unsigned char *data, size_t i) { return be64(data + i * ZB_BOOK_ENTRY_SIZE); }

/* zb_book_move_field_valid and zb_book_move_encode, inlined for lookups. */
static inline int field_valid(uint16_t raw)
{
    int to = raw & 63, from = (raw >> 6) & 63, promo = (raw >> 12) & 7;
    if (!(raw >> 12))
        return from != to; /* the usual case */
    if (raw >> 15 || from == to || promo > 4)
        return 0;
    if (promo) {
        int fr = from >> 3, tr = to >> 3, df = (from & 7) - (to & 7);
        if (!((fr == 6 && tr == 7) || (fr == 1 && tr == 0)) || df < -1 || df > 1)
            return 0;
    }
    return 1;
}

static inline uint16_t encode(zb_move move)
{
    unsigned from = (unsigned)zb_move_from(move), to = (unsigned)zb_move_to(move), promo = 0;
    int kind = zb_move_kind(move);
    if (kind == ZB_MOVE_CASTLING)
        to = (to & 56) | ((to & 7) == 6 ? 7 : 0);
    else if (kind == ZB_MOVE_PROMOTION)
        promo = (unsigned)(zb_move_promotion_type(move) - ZB_KNIGHT + 1);
    return (uint16_t)(promo << 12 | from << 6 | to);
}

static inline uint16_t move_at(const unsigned char *data, size_t i)
{
    const unsigned char *b = data + i * ZB_BOOK_ENTRY_SIZE;
    return (uint16_t)(b[8] << 8 | b[9]);
}

zb_book_error zb_book_validate(const zb_book *book, zb_book_problem *problem)
{
    if (!book)
        return ZB_BOOK_ERR_ARGUMENT;
    size_t i = 0;
    while (i < book->size && key_at(book->data, i) == 0) /* a "@PG@" header, or a key 0 */
        i++;
    uint64_t previous = 0;
    for (; i < book->size; i++) {
        uint64_t key = key_at(book->data, i);
        zb_book_error err = ZB_BOOK_OK;
        if (key < previous)
            err = ZB_BOOK_ERR_UNSORTED;
        else if (!zb_book_move_field_valid(move_at(book->data, i)))
            err = ZB_BOOK_ERR_BAD_MOVE;
        if (err) {
            if (problem)
                problem->error = err, problem->entry = i;
            return err;
        }
        previous = key;
    }
    if (problem)
        problem->error = ZB_BOOK_OK, problem->entry = 0;
    return ZB_BOOK_OK;
}

/* The bucket index of a sorted book (see struct zb_book); no index when
 * out of memory or too large (lookups then binary-search the whole book). */
static void build_index(zb_book *book)
{
    size_t n = book->size;
    if (n < 64 || n > UINT32_MAX)
        return;
    int bits = 1;
    while (bits < 28 && ((size_t)1 << (bits + 2)) <= n)
        bits++; /* about 4 entries a bucket */
    size_t buckets = (size_t)1 << bits;
    uint32_t *index = malloc((buckets + 1) * sizeof *index);
    if (!index)
        return;
    size_t e = 0;
    for (size_t h = 0; h < buckets; h++) {
        while (e < n && (key_at(book->data, e) >> (64 - bits)) < h)
            e++;
        index[h] = (uint32_t)e;
    }
    index[buckets] = (uint32_t)n;
    book->index = index;
    book->bits = bits;
}

static zb_book_error finish_open(zb_book *book, int flags, zb_book **out, zb_book_problem *problem)
{
    zb_book_error err = (flags & ZB_BOOK_NO_VALIDATE) ? ZB_BOOK_OK : zb_book_validate(book, problem);
    if (err) {
        zb_book_close(book);
        return err;
    }
    if (!(flags & ZB_BOOK_NO_VALIDATE))
        build_index(book);
    *out = book;
    return ZB_BOOK_OK;
}

static zb_book_error size_check(size_t bytes, zb_book_problem *problem)
{
    if (bytes % ZB_BOOK_ENTRY_SIZE) {
        if (problem)
            problem->error = ZB_BOOK_ERR_TRUNCATED, problem->entry = bytes / ZB_BOOK_ENTRY_SIZE;
        return ZB_BOOK_ERR_TRUNCATED;
    }
    return ZB_BOOK_OK;
}

zb_book_error zb_book_from_bytes(const void *bytes, size_t size, int flags, zb_book **out, zb_book_problem *problem)
{
    if (problem)
        problem->error = ZB_BOOK_OK, problem->entry = 0;
    if (!out || (!bytes && size))
        return ZB_BOOK_ERR_ARGUMENT;
    *out = NULL;
    zb_book_error err = size_check(size, problem);
    if (err)
        return err;
    zb_book *book = calloc(1, sizeof *book);
    if (!book)
        return ZB_BOOK_ERR_NO_MEMORY;
    if (size) {
        book->owned = malloc(size);
        if (!book->owned)
            return free(book), ZB_BOOK_ERR_NO_MEMORY;
        memcpy(book->owned, bytes, size);
    }
    book->data = book->owned;
    book->size = size / ZB_BOOK_ENTRY_SIZE;
    return finish_open(book, flags, out, problem);
}

zb_book_error zb_book_open(const char *path, int flags, zb_book **out, zb_book_problem *problem)
{
    if (problem)
        problem->error = ZB_BOOK_OK, problem->entry = 0;
    if (!out || !path)
        return ZB_BOOK_ERR_ARGUMENT;
    *out = NULL;
#ifdef ZB_BOOK_MMAP
    int fd = open(path, O_RDONLY | O_NONBLOCK); /* a FIFO with no writer: refused below, not waited on */
    if (fd < 0)
        return ZB_BOOK_ERR_OPEN;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        close(fd);
        return ZB_BOOK_ERR_READ;
    }
    if (!S_ISREG(st.st_mode)) { /* a directory, a pipe: not a book file */
        close(fd);
        errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        return ZB_BOOK_ERR_OPEN;
    }
    size_t bytes = (size_t)st.st_size;
    zb_book_error err = size_check(bytes, problem);
    if (err)
        return close(fd), err;
    zb_book *book = calloc(1, sizeof *book);
    if (!book)
        return close(fd), ZB_BOOK_ERR_NO_MEMORY;
    if (bytes) {
        void *map = mmap(NULL, bytes, PROT_READ, MAP_PRIVATE, fd, 0);
        if (map == MAP_FAILED) {
            close(fd);
            free(book);
            return ZB_BOOK_ERR_READ;
        }
        book->map = map;
        book->map_len = bytes;
        book->data = map;
    }
    close(fd);
    book->size = bytes / ZB_BOOK_ENTRY_SIZE;
    return finish_open(book, flags, out, problem);
#else
    FILE *f = fopen(path, "rb");
    if (!f)
        return ZB_BOOK_ERR_OPEN;
    size_t cap = 1 << 16, len = 0;
    unsigned char *buf = malloc(cap);
    if (!buf)
        return fclose(f), ZB_BOOK_ERR_NO_MEMORY;
    for (;;) {
        if (len == cap) {
            unsigned char *bigger = realloc(buf, cap * 2);
            if (!bigger)
                return free(buf), fclose(f), ZB_BOOK_ERR_NO_MEMORY;
            buf = bigger, cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad)
        return free(buf), ZB_BOOK_ERR_READ;
    zb_book_error err = size_check(len, problem);
    if (err)
        return free(buf), err;
    zb_book *book = calloc(1, sizeof *book);
    if (!book)
        return free(buf), ZB_BOOK_ERR_NO_MEMORY;
    book->owned = buf;
    book->data = buf;
    book->size = len / ZB_BOOK_ENTRY_SIZE;
    return finish_open(book, flags, out, problem);
#endif
}

void zb_book_close(zb_book *book)
{
    if (!book)
        return;
#ifdef ZB_BOOK_MMAP
    if (book->map)
        munmap(book->map, book->map_len);
#endif
    free(book->owned);
    free(book->index);
    free(book);
}

size_t zb_book_size(const zb_book *book) { return book ? book->size : 0; }

zb_book_entry zb_book_entry_at(const zb_book *book, size_t index)
{
    if (!book || index >= book->size) {
        zb_book_entry none = {0, 0, 0, 0};
        return none;
    }
    return zb_book_entry_decode(book->data + index * ZB_BOOK_ENTRY_SIZE);
}

size_t zb_book_find_key(const zb_book *book, uint64_t key, size_t *first)
{
    if (!book) {
        if (first)
            *first = 0;
        return 0;
    }
    /* the lower bound in the key's bucket when there is an index */
    size_t lo = 0, n = book->size;
    if (book->index) {
        size_t h = (size_t)(key >> (64 - book->bits));
        lo = book->index[h];
        n = book->index[h + 1] - lo;
    }
    size_t stop = lo + n;
    while (n > 0) {
        size_t half = n / 2;
        if (key_at(book->data, lo + half) < key)
            lo += half + 1, n -= half + 1;
        else
            n = half;
    }
    /* The key's entries, counted by comparing their raw bytes with the
     * key's: no byte swap a step (WebAssembly has none), and the caller
     * reads these entries anyway. */
    unsigned char bytes[8];
    uint64_t wanted, at;
    for (int j = 0; j < 8; j++)
        bytes[j] = (unsigned char)(key >> (56 - 8 * j));
    memcpy(&wanted, bytes, 8);
    size_t end = lo;
    while (end < stop && (memcpy(&at, book->data + end * ZB_BOOK_ENTRY_SIZE, 8), at == wanted))
        end++;
    if (first)
        *first = lo;
    return end - lo;
}

/* The legal move a well-formed raw field stands for, found without listing
 * every legal move: castling is the king taking its own rook (e1h1), so the
 * king's two-square step (e1g1) is no book move. Kept out of line: inlined,
 * it crowds the registers of the probe's loop. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static zb_move resolve_one(const zb_position *pos, uint16_t raw)
{
    int from = (raw >> 6) & 63, to = raw & 63, promo = raw >> 12;
    int side = zb_position_side(pos), piece = zb_position_piece_at(pos, from);
    int home = side == ZB_WHITE ? 4 : 60;
    char text[6];
    if (piece == 2 * ZB_KING + side && from == home) {
        if (to == home + 3 || to == home - 4) {
            if (zb_position_piece_at(pos, to) != 2 * ZB_ROOK + side)
                return ZB_MOVE_NONE;
            to = to > from ? home + 2 : home - 2;
        } else if (to == home + 2 || to == home - 2) {
            return ZB_MOVE_NONE;
        }
    }
    text[0] = (char)('a' + (from & 7));
    text[1] = (char)('1' + (from >> 3));
    text[2] = (char)('a' + (to & 7));
    text[3] = (char)('1' + (to >> 3));
    text[4] = "?nbrq"[promo];
    zb_move m;
    if (zb_parse_move(pos, text, promo ? 5 : 4, &m) != ZB_OK)
        return ZB_MOVE_NONE;
    return m;
}

/* The legal moves of a position for matching book entries, as a sparse
 * set: code[i] is move[i]'s book encoding, and at[from * 64 + to] the index
 * of a legal move with those squares. at[] is never cleared: an entry is
 * believed only when the code it points to matches, so whatever an unused
 * slot holds is harmless (the classic sparse-set trick), and building the
 * set is one store a legal move. */
typedef struct legal_set {
    size_t n;
    zb_move move[ZB_MAX_MOVES];
    uint16_t code[ZB_MAX_MOVES];
    uint8_t at[64 * 64];
} legal_set;

static void legal_set_init(legal_set *s, const zb_position *pos)
{
    s->n = zb_position_legal_moves(pos, s->move);
    for (size_t i = 0; i < s->n; i++) {
        zb_move m = s->move[i];
        /* encode(), with the usual kind first: the squares swapped */
        uint16_t code = (uint16_t)((m & 63) << 6 | (m >> 6 & 63));
        if (zb_move_kind(m) != ZB_MOVE_NORMAL)
            code = encode(m);
        s->code[i] = code;
        s->at[code & 4095] = (uint8_t)i;
    }
}

/* The legal move a raw field stands for, or ZB_MOVE_NONE. The four
 * promotions share their squares, so a promotion may need the others. */
static inline zb_move legal_set_find(const legal_set *s, uint16_t raw)
{
    size_t i = s->at[raw & 4095];
    if (i < s->n && s->code[i] == raw)
        return s->move[i];
    if (raw >> 12)
        for (i = 0; i < s->n; i++)
            if (s->code[i] == raw)
                return s->move[i];
    return ZB_MOVE_NONE;
}

size_t zb_book_probe(const zb_book *book, const zb_position *pos, zb_book_move *out, size_t cap)
{
    size_t first;
    size_t count = zb_book_find_key(book, zb_position_key_with(pos, NULL), &first); /* Polyglot's, whatever the position keeps */
    if (count == 0 || !out || cap == 0)
        return count;
    /* Every entry goes into `all`: out itself when it has room, else a
     * scratch array whose first cap entries are copied out at the end. */
    zb_book_move local[64], *all = out;
    if (cap < count) {
        all = count <= 64 ? local : malloc(count * sizeof *all);
        if (!all)
            return count; /* out of memory: nothing written */
    }
    /* Few entries (the usual case): each move resolved on its own, one
     * king-safety test each. Many: the legal moves listed once, as a set
     * each entry is looked up in. */
    int few = count <= 4;
    legal_set legal;
    legal.n = 0; /* (only read when !few; this quiets gcc) */
    if (!few)
        legal_set_init(&legal, pos);
    /* legal moves from the front (insertion-sorted by weight, stable), the
     * others from the back */
    const unsigned char *data = book->data + first * ZB_BOOK_ENTRY_SIZE;
    size_t good = 0, bad = 0;
    for (size_t i = 0; i < count; i++) {
        /* move, weight, learn: byte by byte, as WebAssembly has no byte
         * swap (be64 there is ~30 instructions; gcc makes these loads) */
        const unsigned char *e = data + i * ZB_BOOK_ENTRY_SIZE + 8;
        uint16_t raw = (uint16_t)(e[0] << 8 | e[1]), weight = (uint16_t)(e[2] << 8 | e[3]);
        uint32_t learn = (uint32_t)e[4] << 24 | (uint32_t)e[5] << 16 | (uint32_t)e[6] << 8 | e[7];
        /* A field the legal set matches is well formed (every legal move's
         * code is), so the set is asked first and the field checked only
         * for an entry it does not match, to tell BAD_MOVE from ILLEGAL. */
        zb_move move = few ? (field_valid(raw) ? resolve_one(pos, raw) : ZB_MOVE_NONE) : legal_set_find(&legal, raw);
        zb_book_move m = {move, raw, weight, learn, first + i, ZB_BOOK_OK};
        if (move == ZB_MOVE_NONE) {
            m.status = field_valid(raw) ? ZB_BOOK_ERR_ILLEGAL_MOVE : ZB_BOOK_ERR_BAD_MOVE;
            all[count - 1 - bad++] = m;
        } else if (good == 0 || all[good - 1].weight >= weight) {
            all[good++] = m; /* books are sorted by weight: the usual case */
        } else {
            size_t k = good++;
            while (k > 0 && all[k - 1].weight < weight) {
                all[k] = all[k - 1];
                k--;
            }
            all[k] = m;
        }
    }
    for (size_t i = 0; i < bad / 2; i++) { /* the others back in book order */
        zb_book_move t = all[good + i];
        all[good + i] = all[count - 1 - i];
        all[count - 1 - i] = t;
    }
    if (all != out) {
        memcpy(out, all, cap * sizeof *out);
        if (all != local)
            free(all);
    }
    return count;
}

#define PROBE_CAP 256

zb_book_error zb_book_pick(const zb_book *book, const zb_position *pos, const zb_book_pick_options *options,
                           zb_book_move *out)
{
    if (!book || !pos || !out)
        return ZB_BOOK_ERR_ARGUMENT;
    zb_book_move moves[PROBE_CAP];
    size_t n = zb_book_probe(book, pos, moves, PROBE_CAP);
    if (n > PROBE_CAP)
        n = PROBE_CAP;
    uint64_t total = 0;
    size_t legal = 0;
    for (size_t i = 0; i < n && moves[i].status == ZB_BOOK_OK; i++)
        total += moves[i].weight, legal++;
    if (legal == 0)
        return ZB_BOOK_ERR_NOT_FOUND;
    if (total == 0)
        return ZB_BOOK_ERR_NO_WEIGHT;
    uint64_t state = (options ? options->seed : 0) ^ zb_position_key_with(pos, NULL);
    uint64_t r = zb_splitmix64_next(&state) % total;
    for (size_t i = 0; i < legal; i++) {
        if (r < moves[i].weight) {
            *out = moves[i];
            return ZB_BOOK_OK;
        }
        r -= moves[i].weight;
    }
    *out = moves[0]; /* not reached */
    return ZB_BOOK_OK;
}

zb_book_error zb_book_best(const zb_book *book, const zb_position *pos, zb_book_move *out)
{
    if (!book || !pos || !out)
        return ZB_BOOK_ERR_ARGUMENT;
    zb_book_move moves[PROBE_CAP];
    size_t n = zb_book_probe(book, pos, moves, PROBE_CAP);
    if (n == 0 || moves[0].status != ZB_BOOK_OK)
        return ZB_BOOK_ERR_NOT_FOUND;
    *out = moves[0];
    return ZB_BOOK_OK;
}
