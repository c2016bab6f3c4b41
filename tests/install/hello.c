/* A user's program against the installed library: one include, pkg-config
 * flags. Compiled as C and as C++ by tests/install/test-install.sh. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <zobrist.h>

int main(void)
{
    zb_position *pos = zb_position_new(NULL);
    zb_go_position *go = zb_go_new(5, ZB_GO_TT, NULL);
    const char *ko = ".w.bw/wbbbw/w.bww/bbbw./wwww. b 0";
    if (!pos || !go || zb_go_set_text(go, ko, strlen(ko), NULL) != ZB_GO_OK)
        return 1;
    printf("%016" PRIx64 " %016" PRIx64 "\n", zb_position_key(pos), zb_go_key(go));
    zb_go_free(go);
    zb_position_free(pos);
    return 0;
}
