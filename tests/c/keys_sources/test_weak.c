/* The weak generators against values computed independently: Java's own
 * java.util.Random (OpenJDK 17, new Random(s).nextLong()), and Python big
 * integers for the C sample rand() and the MMIX LCG. */
#include "keys_sources_test.h"

static void test_crand(void)
{
    /* srand(1): the C standard's sample rand() gives 16838, 5758, 10113, ... */
    static const unsigned first[] = {16838, 5758, 10113, 17515, 31051};
    uint32_t state = 1;
    for (int i = 0; i < 5; i++)
        CHECK_INT(zb_crand_next(&state), first[i]);
    uint64_t keys[2];
    zb_keys_fill_crand(keys, 2, 1);
    /* r0 | r1 << 15 | r2 << 30 | r3 << 45 | (r4 & 0xF) << 60 */
    CHECK_U64(keys[0], UINT64_C(0xb88d69e04b3f41c6));
    state = 1;
    for (int i = 0; i < 5; i++)
        zb_crand_next(&state);
    CHECK_U64(keys[1] & 0x7FFF, zb_crand_next(&state)); /* the second key starts at the sixth call */
}

static void test_java(void)
{
    /* new Random(42).nextInt() is -1170105035, the next 234785527 */
    uint64_t state = zb_java_random_new(42);
    CHECK_INT((int32_t)zb_java_next32(&state), -1170105035);
    CHECK_INT((int32_t)zb_java_next32(&state), 234785527);

    /* new Random(42): nextLong() x 3; the first is -5025562857975149833 */
    uint64_t keys[3];
    zb_keys_fill_java(keys, 3, 42);
    CHECK_U64(keys[0], (uint64_t)INT64_C(-5025562857975149833));
    CHECK_U64(keys[0], UINT64_C(0xba419d350dfe8af7));
    CHECK_U64(keys[1], UINT64_C(0xaee7bbe10c45c028)); /* the second int negative: borrows */
    CHECK_U64(keys[2], UINT64_C(0x4f083ce3f12bbb4b));

    /* new Random(s).nextLong() for s = 0, 1, 2: one fresh generator a key */
    zb_keys_fill_java_reseeded(keys, 3, 0);
    CHECK_U64(keys[0], UINT64_C(0xbb20b45fd4d95138));
    CHECK_U64(keys[1], UINT64_C(0xbb1ad57319b89cd8));
    CHECK_U64(keys[2], UINT64_C(0xbb2c72394b1ab9f8));
}

static void test_mmix(void)
{
    uint64_t keys[3];
    zb_keys_fill_mmix_lcg(keys, 3, 0);
    CHECK_U64(keys[0], UINT64_C(0x14057b7ef767814f));
    CHECK_U64(keys[1], UINT64_C(0x1a08ee1184ba6d32));
    CHECK_U64(keys[2], UINT64_C(0x9af678222e728119));
    /* Why it is weak: the lowest bit alternates. */
    uint64_t many[64];
    zb_keys_fill_mmix_lcg(many, 64, 12345);
    for (int i = 1; i < 64; i++)
        CHECK_INT((many[i] ^ many[i - 1]) & 1, 1);
}

void test_weak_generators(void)
{
    test_crand();
    test_java();
    test_mmix();
}
