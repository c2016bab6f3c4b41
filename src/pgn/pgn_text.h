/* The PGN layer's UTF-8 test, shared with the CLI (src/cli/pgn.c, whose
 * JSON must stay valid UTF-8 whatever a file name's bytes). Not part of the
 * public API: not installed, not exported by the shared library. */
#ifndef ZB_PGN_TEXT_H
#define ZB_PGN_TEXT_H

#include <stddef.h>

/* The length of the UTF-8 character at s[0..n): 1-4, 0 if s does not
 * start a valid one, -1 if it starts one that n cuts short. */
int zb_pgn_utf8_char(const unsigned char *s, size_t n);

#endif
