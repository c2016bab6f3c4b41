/* Two other programs' key layouts, regenerated from their generators and
 * mapped into Polyglot's feature order (piece 2 * type + colour, white = 1;
 * square a1 = 0). Both key castling with 16 keys indexed by the rights (bit 0
 * K, 1 Q, 2 k, 3 q, as ours), put the turn key in when black is to move, and
 * hash the ep file by Polyglot's pseudo-legal rule. */
#include "zobrist_chess.h"

/* Stockfish 15.1, Position::init(): PRNG xorshift64* seeded 1070372; psq for
 * W_PAWN..W_KING then B_PAWN..B_KING, squares a1..h8; enpassant[8];
 * castling[16]; side. The key it prints (and stores in its transposition
 * table) also carries the halfmove clock's bucket from 14 plies on. Its FEN reader and do_move set the ep square only
 * when a pawn of the side to move attacks it (checked against Debian's
 * binary: the d command's Key:). */
static void fill_stockfish(zb_chess_keys *keys)
{
    uint64_t table[ZB_CHESS_FEATURES], castling[16], s = 1070372;
    for (int color = ZB_WHITE; color >= ZB_BLACK; color--)
        for (int type = ZB_PAWN; type <= ZB_KING; type++)
            for (int sq = 0; sq < 64; sq++)
                table[zb_chess_piece_feature(2 * type + color, sq)] = zb_xorshift64star_next(&s);
    for (int file = 0; file < 8; file++)
        table[ZB_CHESS_EP_FEATURE + file] = zb_xorshift64star_next(&s);
    for (int rights = 0; rights < 16; rights++)
        castling[rights] = zb_xorshift64star_next(&s);
    table[ZB_CHESS_TURN_FEATURE] = zb_xorshift64star_next(&s);
    for (int bit = 0; bit < 4; bit++)
        table[ZB_CHESS_CASTLING_FEATURE + bit] = 0; /* set from castling[] */
    zb_chess_keys_init_layout(keys, table, castling, ZB_EP_PSEUDO_LEGAL, ZB_BLACK);
    keys->halfmove_buckets = 1; /* Position::key() = adjust_key50(st->key) */
}

/* chess.js 1.4: xoroshiro128** seeded 0xa187eb39cdcaed8f31c4b365b102e01e
 * (high word s1, low word s0); PIECE_KEYS[white, black][p n b r q k][128
 * squares of the 0x88 board, a8 = 0, off-board ones drawn too]; EP_KEYS[8];
 * CASTLING_KEYS[16]; SIDE_KEY. */
static void fill_chessjs(zb_chess_keys *keys)
{
    uint64_t table[ZB_CHESS_FEATURES], castling[16];
    uint64_t s[2] = { UINT64_C(0x31c4b365b102e01e), UINT64_C(0xa187eb39cdcaed8f) };
    for (int color = ZB_WHITE; color >= ZB_BLACK; color--)
        for (int type = ZB_PAWN; type <= ZB_KING; type++)
            for (int x88 = 0; x88 < 128; x88++) {
                uint64_t k = zb_xoroshiro128ss_next(s);
                if (!(x88 & 0x88))
                    table[zb_chess_piece_feature(2 * type + color, 8 * (7 - (x88 >> 4)) + (x88 & 7))] = k;
            }
    for (int file = 0; file < 8; file++)
        table[ZB_CHESS_EP_FEATURE + file] = zb_xoroshiro128ss_next(s);
    for (int rights = 0; rights < 16; rights++)
        castling[rights] = zb_xoroshiro128ss_next(s);
    table[ZB_CHESS_TURN_FEATURE] = zb_xoroshiro128ss_next(s);
    for (int bit = 0; bit < 4; bit++)
        table[ZB_CHESS_CASTLING_FEATURE + bit] = 0;
    zb_chess_keys_init_layout(keys, table, castling, ZB_EP_PSEUDO_LEGAL, ZB_BLACK);
}

static zb_chess_keys stockfish_keys, chessjs_keys;
static int stockfish_ready, chessjs_ready;

const zb_chess_keys *zb_chess_keys_stockfish(void)
{
    if (!stockfish_ready) {
        fill_stockfish(&stockfish_keys);
        stockfish_ready = 1;
    }
    return &stockfish_keys;
}

const zb_chess_keys *zb_chess_keys_chessjs(void)
{
    if (!chessjs_ready) {
        fill_chessjs(&chessjs_keys);
        chessjs_ready = 1;
    }
    return &chessjs_keys;
}
