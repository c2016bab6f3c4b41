/* The key sets: the default one (a constant: nothing to initialise, no race)
 * and sets from a caller's table or seed. */
#include "zobrist_uttt.h"

/* zb_keys_fill(table, 199, ZB_UTTT_SEED); the tests recompute it. */
static const zb_uttt_keys default_keys = {
    .table = {
        0xca41fad9bc24f7afULL, 0x9f562f915634060aULL, 0xfd3b87f86d8d5565ULL,
        0xcd310b5fd537007fULL, 0x7198277889eba8e6ULL, 0x7a3ec9e618890da6ULL,
        0x4a4770eeacc8022bULL, 0x1c73e156d4a7a118ULL, 0xcb49a59b508860d0ULL,
        0xc0a8ed592bad3ef8ULL, 0xbfa2f10606a88488ULL, 0x52b8bdd1e827dc7aULL,
        0x213bce7248be2e75ULL, 0x5dc47e3e3764a61cULL, 0x7c8cc905e7f6b50cULL,
        0xaa6fd4275a7cca33ULL, 0xca9f60e3c71bdb21ULL, 0x4cf91e7ce6ee213aULL,
        0xf33548a253f2a3afULL, 0x1f5cb357c65fff8bULL, 0x36a1a0a8c2735121ULL,
        0x04675a5a8a0b3a3fULL, 0xcfbcbbc17596be6fULL, 0xbf8be99f55be71bfULL,
        0xcf2c9268643bcf5fULL, 0xa4e9feec95bc0bfdULL, 0x18b0b0482c9ab7b0ULL,
        0xc3d45097d10a47c1ULL, 0xeabe5963628cd7f1ULL, 0x7b3363b913806b03ULL,
        0x2328b037bba80162ULL, 0x30232ba9ef6c013eULL, 0x86181cd527719091ULL,
        0x920ad37506d0a05aULL, 0xe299c9bfd92d19b7ULL, 0x522edfeca9022dc5ULL,
        0x4ca0b43d6269d37bULL, 0x1a6265354d03352eULL, 0x8b9f21aa96d29050ULL,
        0xd2263a676434621eULL, 0x49ba834199763c36ULL, 0xfa3e5fb892d6acdeULL,
        0x1ffc371ef750e7b6ULL, 0x03596a3e1c6a5122ULL, 0xf3c2de927f75cac8ULL,
        0x5cec060dea7c401bULL, 0x841eaba9a796eb7dULL, 0xa4a69057d3f8f1d8ULL,
        0x73178b62cd227876ULL, 0x1affca4ebc501e82ULL, 0xe82a42e541974a85ULL,
        0x16ab822c29e79cbdULL, 0xcc6503d252e6b2b2ULL, 0x63e6dd1eadc14b89ULL,
        0x620aee2d29adf6f2ULL, 0xdec205c8b9e61badULL, 0x899d726800c16877ULL,
        0x03431505a9ac10e8ULL, 0xf7efe8ec4f7c149aULL, 0x57427d91191a8e2dULL,
        0x3a4f6ff40181d604ULL, 0xf1b05f1289410714ULL, 0x187a1e0d14fa541bULL,
        0x7451f699b637d186ULL, 0xfb76f3367e1a9720ULL, 0x59ee04637460d8c2ULL,
        0xd7ed8d50b446adaeULL, 0x83ad32442afda877ULL, 0x5adcf31218638765ULL,
        0x3a75a314ea463473ULL, 0x15678f455a204d52ULL, 0x7f44241466736ec4ULL,
        0x205ed3df5bcc8c0cULL, 0x95c31811225d90d8ULL, 0xc470490c51577bd0ULL,
        0x6b37343c9ea85439ULL, 0x542c4c798d8fb88bULL, 0x6a9f902b87750400ULL,
        0x069e32899130e2d9ULL, 0x8d08848653212e8dULL, 0x65449302f224743eULL,
        0x88194f2b21949cf2ULL, 0xbf58fb7f43d0eaf2ULL, 0x6eb46d1d61c5164bULL,
        0x71aa05c3509b13caULL, 0x160ddcc355c69922ULL, 0x7d338d1815d066baULL,
        0xdeaa9c57a0d211e0ULL, 0xb419b8094b939d94ULL, 0x113e903209feb08aULL,
        0x8892068390a69826ULL, 0xbb9ad8e422fa570cULL, 0x57b06c0dd683fe05ULL,
        0x0379ed41e35a6fa9ULL, 0x3a42e5396078ec6dULL, 0x74d49056a2b1b37dULL,
        0xe1db06af274f9600ULL, 0xb607b8bace256d72ULL, 0x20e3fb4301308aa7ULL,
        0xdba3a972fa426b17ULL, 0x2cb31c9d4efe6829ULL, 0x23101285eb427b1aULL,
        0xd0c16f08735bf811ULL, 0x0e8b5fb02dd8dd02ULL, 0xc9e2207e85318770ULL,
        0xb3f1fcc117ffd0f8ULL, 0x6af26425f0eab352ULL, 0x0a14b822e29b50caULL,
        0xcac3ccee202063b6ULL, 0xa5c9e9fd5c9f27d9ULL, 0x0a42b5b8c870cf16ULL,
        0x4587d3a8a246fbe9ULL, 0x6c07762390288f12ULL, 0x1c6b101507b808fbULL,
        0x814dfa1549b9ac43ULL, 0x68aacfedd171aab4ULL, 0x0e02e314d5b3cccaULL,
        0xa3426e65356a78ebULL, 0xda36deca87a06e2eULL, 0xddf477f96371e5a2ULL,
        0x15a071f8e8491fffULL, 0x41cd9df1555e53a1ULL, 0xb2af249c888cb480ULL,
        0x1dd97d8cd3c12410ULL, 0x0657caedfdfdc6c4ULL, 0xf1276121288e9cb2ULL,
        0x7acc93ab5823f444ULL, 0xa579e79254104c0cULL, 0xfb10dbd017c89096ULL,
        0xe446fa103cfe4785ULL, 0x7fefc4ba527b2a80ULL, 0xb67225e5b7da2ddaULL,
        0x774081b5ef7a578dULL, 0x41c8f22add804616ULL, 0xc7517f2d7506ebd5ULL,
        0x056f3143dec33b29ULL, 0x50efc32312058b3eULL, 0x1650f401c723b4acULL,
        0x3e6240e98b018b17ULL, 0x3e4538803ca2bbc6ULL, 0xcf8d52bf5d078899ULL,
        0xba8aeafde0dc9baaULL, 0xf651d2a605028a54ULL, 0x38526e6148d985c7ULL,
        0xadca186101b1a198ULL, 0xa06901389de92f27ULL, 0xfa0ca91f429428f0ULL,
        0xa1890344875059e8ULL, 0xec644ff00701134eULL, 0xc2f75bebba90960fULL,
        0x8f3207714c137039ULL, 0x9225a6a716d02154ULL, 0x65639902dbb697caULL,
        0xda5da7741fe0aa2cULL, 0x731b8949b7b55874ULL, 0x36e518cade0e09bcULL,
        0x6da578b4bf9a9833ULL, 0xe8fcd7b231a2061eULL, 0xcafd32bf4bf43290ULL,
        0x125c88226f3db666ULL, 0x92dc832e01028361ULL, 0xac833625e7d8da83ULL,
        0x15859f8d6209f788ULL, 0xa5552e06e49b69deULL, 0xa8312e4c4f9738b8ULL,
        0x16ee7dc37ddb30ddULL, 0x184977e43d9cd9c1ULL, 0x24a43d31305d2d15ULL,
        0xef4f85143557f5dcULL, 0xebe361c9b607939fULL, 0xb849bb3ef8ea1657ULL,
        0x0b92ebbb8fef2b06ULL, 0x2aa43c3163106e50ULL, 0x0c052e0843279b19ULL,
        0xc9c3a905d5e66364ULL, 0xc243bdca85fd47fdULL, 0x0ec99c8aa918d96dULL,
        0x057b9284e0ff5e90ULL, 0xb32f510cbaaa7aeaULL, 0x263e1010e88ec9fcULL,
        0x9f24944b27b2f797ULL, 0x867d73346308511fULL, 0x837138579342f0afULL,
        0xae4c829834408ae4ULL, 0xb1aa71c8492b5fecULL, 0x78005e79b0ef9dc6ULL,
        0xe142559c363fb10cULL, 0x2a32f5736d0282fcULL, 0x576f7cf7bbff1a25ULL,
        0xf740b62b6abe038bULL, 0x3f7915d6feb96c44ULL, 0x46d1bcc074677badULL,
        0xa40a76066192343fULL, 0x64f11a059d6d0089ULL, 0xecbe7dfb929ebb21ULL,
        0x0daf964395faacc2ULL, 0x3d5ebdc039923205ULL, 0x7971dd11d4b45858ULL,
        0xec6c9e91b775fc40ULL,
    },
    .forced = {
        0xf740b62b6abe038bULL, 0x3f7915d6feb96c44ULL, 0x46d1bcc074677badULL,
        0xa40a76066192343fULL, 0x64f11a059d6d0089ULL, 0xecbe7dfb929ebb21ULL,
        0x0daf964395faacc2ULL, 0x3d5ebdc039923205ULL, 0x7971dd11d4b45858ULL,
        0,
    },
};

const zb_uttt_keys *zb_uttt_keys_default(void) { return &default_keys; }

void zb_uttt_keys_init(zb_uttt_keys *keys, const uint64_t table[ZB_UTTT_FEATURES])
{
    for (int i = 0; i < ZB_UTTT_FEATURES; i++)
        keys->table[i] = table[i];
    for (int b = 0; b < ZB_UTTT_NO_BOARD; b++)
        keys->forced[b] = table[ZB_UTTT_FORCED_FEATURE + b];
    keys->forced[ZB_UTTT_NO_BOARD] = 0; /* a free choice is no feature */
}

void zb_uttt_keys_init_seeded(zb_uttt_keys *keys, uint64_t seed)
{
    uint64_t table[ZB_UTTT_FEATURES];
    zb_keys_fill(table, ZB_UTTT_FEATURES, seed);
    zb_uttt_keys_init(keys, table);
}
