/* The Go suites. */
#include <stdlib.h>

#include "go_test.h"

zb_go_position *go_from(const char *text, zb_go_rules rules)
{
    zb_go_position *pos = zb_go_new(ZB_GO_MIN_SIZE, rules, NULL);
    size_t where = 0;
    zb_go_error err = zb_go_set_text(pos, text, strlen(text), &where);
    if (!check_go_err(err, ZB_GO_OK, text, __FILE__, __LINE__)) {
        fprintf(stderr, "  at offset %zu\n", where);
        zb_go_free(pos);
        return NULL;
    }
    return pos;
}

const char *go_text_of(const zb_go_position *pos)
{
    static char text[ZB_GO_TEXT_MAX];
    zb_go_text(pos, text);
    return text;
}

int go_play_all(zb_go_position *pos, const char *moves)
{
    const char *p = moves;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t len = strcspn(p, " ");
        if (!len)
            break;
        zb_go_error err = zb_go_play(pos, p, len);
        if (!check_go_err(err, ZB_GO_OK, moves, __FILE__, __LINE__)) {
            fprintf(stderr, "  move \"%.*s\" in %s\n", (int)len, p, go_text_of(pos));
            return 0;
        }
        p += len;
    }
    return 1;
}

int main(void)
{
    static const test_suite suites[] = {
        {"keys", test_go_keys},       {"text", test_go_text},   {"moves", test_go_moves},
        {"superko", test_go_superko}, {"perft", test_go_perft}, {"census", test_go_census},
    };
    return test_run("go", suites, sizeof suites / sizeof *suites);
}
