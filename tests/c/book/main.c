/* The book suites. */
#include <stdlib.h>

#include "book_test.h"

size_t book_bytes(const zb_book_entry *entries, size_t count, unsigned char *out)
{
    for (size_t i = 0; i < count; i++)
        zb_book_entry_encode(&entries[i], out + i * ZB_BOOK_ENTRY_SIZE);
    return count * ZB_BOOK_ENTRY_SIZE;
}

zb_book *book_of(const zb_book_entry *entries, size_t count)
{
    unsigned char *bytes = malloc(count * ZB_BOOK_ENTRY_SIZE + 1);
    size_t size = book_bytes(entries, count, bytes);
    zb_book *book = NULL;
    CHECK_BERR(zb_book_from_bytes(bytes, size, ZB_BOOK_VALIDATE, &book, NULL), ZB_BOOK_OK);
    free(bytes);
    return book;
}

void build_games(zb_book_builder *builder, const char *const *games, const int *results, size_t count)
{
    zb_position *pos = zb_position_new(NULL);
    for (size_t g = 0; g < count; g++) {
        zb_position_set_fen(pos, ZB_START_FEN, strlen(ZB_START_FEN), NULL);
        zb_book_builder_start_game(builder, results[g]);
        zb_movetext it;
        const char *tok;
        size_t len;
        zb_movetext_start(&it, games[g], strlen(games[g]));
        while (zb_movetext_next(&it, &tok, &len) == 1) {
            zb_move m;
            if (!CHECK(zb_parse_move(pos, tok, len, &m) == ZB_OK))
                break;
            CHECK_BERR(zb_book_builder_add_move(builder, pos, m), ZB_BOOK_OK);
            zb_position_make(pos, m);
        }
    }
    zb_position_free(pos);
}

int main(void)
{
    static const test_suite suites[] = {
        {"format", test_format}, {"read", test_read},   {"malformed", test_malformed},
        {"build", test_build},   {"merge", test_merge}, {"probe", test_probe},
        {"speed", test_speed},   {"runs", test_runs},
    };
    return test_run("book", suites, sizeof suites / sizeof *suites);
}
