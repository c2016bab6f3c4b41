#!/usr/bin/env bash
# zobrist census: distinct positions a ply equal OEIS A083276 from the start
# (the command also checks them itself and fails on a mismatch), 64-bit keys
# never collide, 32-bit ones as the birthday bound says; bad input rejected.
. "$(dirname "$0")/lib.sh"

run 0 "$Z" census 5
expect_lines "$out" 6 # the header and plies 1-5
expect "$out" '^ +4 +72078 +\(72078\)'
expect "$out" '^ +5 +822518 +\(822518\)'
expect "$out" 'xor64 0 '
# Ply 5: 822518 positions, 78.8 colliding 32-bit pairs expected; a count far
# off (no collisions at all, or thousands) means the hash or the identity is wrong.
xor32=$(awk '$1 == 5 { for (i = 1; i <= NF; i++) if ($i == "xor32") print $(i + 1) }' "$out")
checks=$((checks + 1))
if [ -z "$xor32" ] || [ "$xor32" -lt 40 ] || [ "$xor32" -gt 130 ]; then
    failures=$((failures + 1))
    echo "FAILED: ply 5 xor32 pairs '$xor32', expected near 78.8" >&2
fi

# From a FEN: Kiwipete's distinct positions after 1 ply are its 48 moves' results.
run 0 "$Z" census 1 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
expect "$out" '^ +1 +48 '

# The start position written otherwise (four fields, other clocks) is still
# the start: its plies checked against OEIS and labelled so.
run 0 "$Z" census 3 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -'
expect "$out" '\(A083276\)'
expect "$out" '^ +3 +5362 +\(5362\)'
run 0 "$Z" census 1 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 9 30'
expect "$out" '^ +1 +20 +\(20\)'

# The pseudo-legal ep identity (OEIS A057745) runs its own path; it differs
# from A083276 first at ply 6 (9417683), which the command checks itself
# (too slow for this script: make census-deep).
run 0 "$Z" census 4 --ep pseudo
expect "$out" '\(A057745\)'
expect "$out" '^ +4 +72078 +\(72078\)'
run 2 "$Z" census 4 --ep nonsense

run 2 "$Z" census 0
run 2 "$Z" census 9
run 2 "$Z" census
run 1 "$Z" census 2 'not a fen'
expect "$err" 'census: invalid FEN "not a fen": .*\(FEN_FIELD_COUNT at character 10\)'
# --ep anywhere, as --layout and --low48; an unknown option is a usage
# error, never taken for part of the FEN
run 0 "$Z" census 1 --layout stockfish '8/8/8/8/8/8/8/K6k w - - 0 1' --ep pseudo
expect "$out" '^ +1 +3 '
run 0 "$Z" census --ep pseudo 2;            expect "$out" '\(A057745\)'
run 0 "$Z" census 2 --ep pseudo --ep legal; expect "$out" '\(A083276\)'
run 2 "$Z" census 2 --ep;                   expect "$err" '^zobrist: census: --ep must be legal or pseudo'
run 2 "$Z" census 2 --bogus;                expect "$err" '^zobrist: census: unknown option'
report "cli census"
