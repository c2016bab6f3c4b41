/* Attack tables for move generation: the basic stage and the slider stage
 * (bitboard.h says why two). */
#include "bitboard.h"

magic_entry zb_rook_magics[64];
magic_entry zb_bishop_magics[64];
bitboard zb_knight_attacks[64];
bitboard zb_king_attacks[64];
bitboard zb_pawn_attacks[2][64];
bitboard zb_between[64][64];
bitboard zb_line[64][64];

/* Sum over squares of 2^(relevant bits): 102400 for rooks, 5248 for bishops. */
static bitboard rook_table[102400];
static bitboard bishop_table[5248];

static int on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

/* The squares from a square to the edge in each direction. A slider's
 * attacks along a ray end at its first blocker: the lowest set bit on a ray
 * going up the board, the highest on one going down. Filling the tables from
 * rays instead of walking square by square makes start-up several times
 * faster (it is most of the first call's cost in a fresh WASM instance). */
static const int ray_steps[8][2] = {
    {1, 0}, {0, 1}, {-1, 0}, {0, -1},  /* rook: up, up, down, down */
    {1, 1}, {-1, 1}, {1, -1}, {-1, -1} /* bishop: up, up, down, down */
};
static bitboard rays[8][64];

static int ray_goes_down(int dir) { return dir & 2; }

static void init_rays(void)
{
    for (int dir = 0; dir < 8; dir++) {
        for (int sq = 0; sq < 64; sq++) {
            bitboard ray = 0;
            int f = square_file(sq) + ray_steps[dir][0], r = square_rank(sq) + ray_steps[dir][1];
            for (; on_board(f, r); f += ray_steps[dir][0], r += ray_steps[dir][1])
                ray |= BB(8 * r + f);
            rays[dir][sq] = ray;
        }
    }
}

static bitboard ray_attacks(int sq, bitboard occupied, int bishop)
{
    bitboard attacks = 0;
    for (int dir = bishop ? 4 : 0, end = dir + 4; dir < end; dir++) {
        bitboard ray = rays[dir][sq], blockers = ray & occupied;
        if (blockers)
            ray ^= rays[dir][ray_goes_down(dir) ? 63 - __builtin_clzll(blockers) : bb_lsb(blockers)];
        attacks |= ray;
    }
    return attacks;
}

static bitboard step_attacks(int sq, const int (*steps)[2], int count)
{
    bitboard attacks = 0;
    for (int i = 0; i < count; i++) {
        int f = square_file(sq) + steps[i][0], r = square_rank(sq) + steps[i][1];
        if (on_board(f, r))
            attacks |= BB(8 * r + f);
    }
    return attacks;
}

/* Fills one slider's magic entries; -1 if a magic number is destructive. */
static int init_magics(magic_entry *entries, bitboard *table, const bitboard *magics, int bishop)
{
    bitboard *next = table;
    for (int sq = 0; sq < 64; sq++) {
        magic_entry *m = &entries[sq];
        m->mask = slider_relevant_mask(sq, bishop);
        m->magic = magics[sq];
        m->shift = 64u - (unsigned)bb_count(m->mask);
        m->attacks = next;
        size_t size = (size_t)1 << bb_count(m->mask);
        for (size_t i = 0; i < size; i++)
            next[i] = 0;
        /* Carry-Rippler walk over every subset of the mask. */
        bitboard subset = 0;
        do {
            bitboard attacks = ray_attacks(sq, subset, bishop);
            bitboard *slot = &m->attacks[(subset * m->magic) >> m->shift];
            if (*slot && *slot != attacks)
                return -1;
            *slot = attacks;
            subset = (subset - m->mask) & m->mask;
        } while (subset);
        next += size;
    }
    return 0;
}

/* Set once the slider tables are filled: until then, the rays
 * (zb_slider_attackers_by_rays, below) answer for code that may run first,
 * such as zb_key_of_fen's FEN checks. */
int zb_slider_tables_ready;

/* A ray with no slider of its kind on it is skipped, as most are; on the
 * others, the first piece is the attacker if it is such a slider. */
bitboard zb_slider_attackers_by_rays(int sq, bitboard occupied, bitboard rooks, bitboard bishops)
{
    bitboard attackers = 0;
    for (int dir = 0; dir < 8; dir++) {
        bitboard sliders = dir < 4 ? rooks : bishops, ray = rays[dir][sq];
        if (!(ray & sliders))
            continue;
        bitboard blockers = ray & (occupied | sliders);
        attackers |= BB(ray_goes_down(dir) ? 63 - __builtin_clzll(blockers) : bb_lsb(blockers)) & sliders;
    }
    return attackers;
}

void zb_bitboards_init_basic(void)
{
    static const int knight_steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int king_steps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static const int white_pawn_steps[2][2] = {{-1, 1}, {1, 1}};
    static const int black_pawn_steps[2][2] = {{-1, -1}, {1, -1}};

    init_rays();
    for (int sq = 0; sq < 64; sq++) {
        zb_knight_attacks[sq] = step_attacks(sq, knight_steps, 8);
        zb_king_attacks[sq] = step_attacks(sq, king_steps, 8);
        zb_pawn_attacks[1][sq] = step_attacks(sq, white_pawn_steps, 2); /* ZB_WHITE == 1 */
        zb_pawn_attacks[0][sq] = step_attacks(sq, black_pawn_steps, 2);
    }
}

int zb_bitboards_init_sliders(void)
{
    if (init_magics(zb_rook_magics, rook_table, zb_rook_magic_numbers, 0) ||
        init_magics(zb_bishop_magics, bishop_table, zb_bishop_magic_numbers, 1))
        return -1;

    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            zb_between[a][b] = zb_line[a][b] = 0;
            if (a == b)
                continue;
            for (int bishop = 0; bishop < 2; bishop++) {
                bitboard from_a = ray_attacks(a, 0, bishop);
                if (from_a & BB(b)) {
                    zb_line[a][b] = (from_a & ray_attacks(b, 0, bishop)) | BB(a) | BB(b);
                    zb_between[a][b] = ray_attacks(a, BB(b), bishop) & ray_attacks(b, BB(a), bishop);
                }
            }
        }
    }
    zb_slider_tables_ready = 1;
    return 0;
}
