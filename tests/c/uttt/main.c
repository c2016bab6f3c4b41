/* The ultimate tic-tac-toe suites. */
#include <stdlib.h>

#include "uttt_test.h"

zb_uttt *uttt_from(const char *text)
{
    zb_uttt *pos = zb_uttt_new(NULL);
    size_t where = 0;
    zb_uttt_error err = zb_uttt_set_text(pos, text, strlen(text), &where);
    if (!check_uerr(err, ZB_UTTT_OK, text, __FILE__, __LINE__)) {
        fprintf(stderr, "    at offset %zu\n", where);
        zb_uttt_free(pos);
        return NULL;
    }
    return pos;
}

const char *uttt_text_of(const zb_uttt *pos)
{
    static char text[ZB_UTTT_TEXT_MAX];
    zb_uttt_text(pos, text);
    return text;
}

int uttt_play_all(zb_uttt *pos, const char *moves)
{
    const char *p = moves;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t len = strcspn(p, " ");
        if (!len)
            break;
        zb_uttt_error err = zb_uttt_play(pos, p, len);
        if (!check_uerr(err, ZB_UTTT_OK, moves, __FILE__, __LINE__)) {
            fprintf(stderr, "    at move \"%.*s\"\n", (int)len, p);
            return -1;
        }
        p += len;
    }
    return 0;
}

int main(void)
{
    static const test_suite suites[] = {
        {"keys", test_keys}, {"text", test_text}, {"moves", test_moves}, {"perft", test_perft}, {"census", test_census},
    };
    return test_run("uttt", suites, sizeof suites / sizeof *suites);
}
