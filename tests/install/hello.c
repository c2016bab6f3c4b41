/* A user's program against the installed library: one include (and the
 * optional inline table), pkg-config flags. Compiled as C and as C++ by
 * tests/install/test-install.sh. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <zobrist.h>
#include <zobrist_tt_inline.h>

/* The start key stored and found again through the inline table. */
static int inline_table_works(uint64_t key)
{
    zb_tt_config config = {10, 16, ZB_TT_TWO_TIER, 0, 0};
    zb_tt *tt;
    zb_tt_entry stored = {5, -42, ZB_TT_EXACT, 796, 0}, found = {0, 0, ZB_TT_EXACT, 0, 0};
    if (zb_tt_create(&config, &tt) != ZB_TT_OK)
        return 0;
    zb_tt_prefetch_inline(tt, key);
    int ok = zb_tt_store_inline(tt, key, &stored) == ZB_TT_OK && zb_tt_probe_inline(tt, key, &found) &&
             found.score == -42 && found.move == 796 && !zb_tt_probe_inline(tt, key ^ 1, &found);
    zb_tt_destroy(tt);
    return ok;
}

int main(void)
{
    zb_position *pos = zb_position_new(NULL);
    zb_go_position *go = zb_go_new(5, ZB_GO_TT, NULL);
    const char *ko = ".w.bw/wbbbw/w.bww/bbbw./wwww. b 0";
    if (!pos || !go || zb_go_set_text(go, ko, strlen(ko), NULL) != ZB_GO_OK)
        return 1;
    if (!inline_table_works(zb_position_key(pos)))
        return 2;
    printf("%016" PRIx64 " %016" PRIx64 "\n", zb_position_key(pos), zb_go_key(go));
    zb_go_free(go);
    zb_position_free(pos);
    return 0;
}
