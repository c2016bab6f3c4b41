/* Rank over GF(2) of tables whose rank is known, and the bit selection. */
#include "audit_test.h"

void test_rank(void)
{
    uint64_t unit[64];
    for (int i = 0; i < 64; i++)
        unit[i] = UINT64_C(1) << i;
    CHECK_INT(zb_audit_rank(unit, 64, 64, 0), 64);
    CHECK_INT(zb_audit_rank(unit, 64, 10, 0), 10); /* the low 10 units survive */
    CHECK_INT(zb_audit_rank(unit, 64, 10, 1), 10); /* the high 10 */
    CHECK_INT(zb_audit_rank(unit, 5, 10, 1), 0);   /* units 0..4 have no high bit */
    CHECK_INT(zb_audit_rank(unit, 0, 64, 0), 0);

    /* Upper triangular (all ones on and above the diagonal): full rank. */
    uint64_t triangle[64];
    for (int i = 0; i < 64; i++)
        triangle[i] = ~UINT64_C(0) << i;
    CHECK_INT(zb_audit_rank(triangle, 64, 64, 0), 64);

    /* Three vectors and their XOR: rank 3; a zero key adds nothing. */
    uint64_t dependent[5] = {0x0f, 0xf0, 0x3c, 0x0f ^ 0xf0 ^ 0x3c, 0};
    CHECK_INT(zb_audit_rank(dependent, 5, 64, 0), 3);
    CHECK_INT(zb_audit_rank(dependent, 5, 4, 0), 2); /* low 4 bits: f, 0, c, 3, 0 */

    /* Random keys: rank min(n, bits). */
    uint64_t keys[200];
    zb_keys_fill(keys, 200, 99);
    CHECK_INT(zb_audit_rank(keys, 200, 64, 0), 64);
    CHECK_INT(zb_audit_rank(keys, 30, 64, 0), 30);
    CHECK_INT(zb_audit_rank(keys, 200, 17, 1), 17);

    /* High bits only differ from low bits when the halves do. */
    uint64_t halves[3] = {0x00000001ffffffffULL, 0x00000002ffffffffULL, 0x00000003ffffffffULL};
    CHECK_INT(zb_audit_rank(halves, 3, 32, 0), 1); /* low halves all equal */
    CHECK_INT(zb_audit_rank(halves, 3, 32, 1), 2); /* 1, 2, 3: 3 = 1 ^ 2 */
}
