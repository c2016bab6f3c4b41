/* The 16-byte entry and the move field. */
#include "zobrist_book.h"

zb_book_entry zb_book_entry_decode(const unsigned char b[ZB_BOOK_ENTRY_SIZE])
{
    zb_book_entry e;
    uint64_t key = 0;
    for (int i = 0; i < 8; i++)
        key = key << 8 | b[i];
    e.key = key;
    e.move = (uint16_t)(b[8] << 8 | b[9]);
    e.weight = (uint16_t)(b[10] << 8 | b[11]);
    e.learn = (uint32_t)b[12] << 24 | (uint32_t)b[13] << 16 | (uint32_t)b[14] << 8 | b[15];
    return e;
}

void zb_book_entry_encode(const zb_book_entry *e, unsigned char b[ZB_BOOK_ENTRY_SIZE])
{
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(e->key >> (56 - 8 * i));
    b[8] = (unsigned char)(e->move >> 8);
    b[9] = (unsigned char)e->move;
    b[10] = (unsigned char)(e->weight >> 8);
    b[11] = (unsigned char)e->weight;
    b[12] = (unsigned char)(e->learn >> 24);
    b[13] = (unsigned char)(e->learn >> 16);
    b[14] = (unsigned char)(e->learn >> 8);
    b[15] = (unsigned char)e->learn;
}

int zb_book_move_field_valid(uint16_t raw)
{
    int to = raw & 63, from = (raw >> 6) & 63, promo = (raw >> 12) & 7;
    if (raw >> 15 || from == to || promo > 4)
        return 0;
    if (promo) {
        int fr = from >> 3, tr = to >> 3, df = (from & 7) - (to & 7);
        if (!((fr == 6 && tr == 7) || (fr == 1 && tr == 0)) || df < -1 || df > 1)
            return 0;
    }
    return 1;
}

uint16_t zb_book_move_encode(const zb_position *pos, zb_move move)
{
    (void)pos;
    int from = zb_move_from(move), to = zb_move_to(move), kind = zb_move_kind(move);
    unsigned promo = 0;
    if (kind == ZB_MOVE_CASTLING)
        to = (to & 56) | ((to & 7) == 6 ? 7 : 0); /* the king takes its rook */
    else if (kind == ZB_MOVE_PROMOTION)
        promo = (unsigned)(zb_move_promotion_type(move) - ZB_KNIGHT + 1);
    return (uint16_t)(promo << 12 | (unsigned)from << 6 | (unsigned)to);
}

zb_move zb_book_move_decode(const zb_position *pos, uint16_t raw)
{
    if (!zb_book_move_field_valid(raw))
        return ZB_MOVE_NONE;
    zb_move moves[ZB_MAX_MOVES];
    size_t n = zb_position_legal_moves(pos, moves);
    for (size_t i = 0; i < n; i++)
        if (zb_book_move_encode(pos, moves[i]) == raw)
            return moves[i];
    return ZB_MOVE_NONE;
}

size_t zb_book_raw_to_text(uint16_t raw, char out[ZB_UCI_MAX])
{
    int to = raw & 63, from = (raw >> 6) & 63, promo = (raw >> 12) & 7;
    size_t n = 0;
    out[n++] = (char)('a' + (from & 7));
    out[n++] = (char)('1' + (from >> 3));
    out[n++] = (char)('a' + (to & 7));
    out[n++] = (char)('1' + (to >> 3));
    if (promo)
        out[n++] = "?nbrq???"[promo];
    out[n] = '\0';
    return n;
}
