#!/usr/bin/env bash
# The CLI's outputs and exit codes. ZOBRIST names the binary to test.
set -u
. "$(dirname "$0")/lib.sh"
START="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

# key
run 0 "$Z" key "$START";                 expect "$out" '^463b96181691fc9c$'
run 0 "$Z" key $START;                   expect "$out" '^463b96181691fc9c$'
run 0 "$Z" key "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4"; expect "$out" '^5c3f9b829b279560$'
run 1 "$Z" key "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
expect "$err" 'FEN_RANK_TOO_LONG at character 18'
run 1 "$Z" key "not a fen";              expect "$err" 'FEN_FIELD_COUNT'
run 2 "$Z" key;                          expect "$err" '^usage: zobrist'
run 2 "$Z" key --foo "$START";           expect "$err" '^zobrist: key: unknown option "--foo"$'
# a null move replays as zobrist pgn reads it
run 0 sh -c "echo '1. e4 -- 2. d4 Z0' | '$Z' pgn -"; null_keys=$(cat "$out")
run 0 sh -c "echo '1. e4 -- 2. d4 Z0' | '$Z' replay"; expect "$out" "^$null_keys\$"
run 2 "$Z" perft 3 -v;                   expect "$err" '^zobrist: perft: unknown option "-v"$'

# replay
run 0 sh -c "echo 'e4 e5 Nf3' | '$Z' replay"
expect "$out" '^463b96181691fc9c 823c9b50fd114196 [0-9a-f]{16} [0-9a-f]{16}$'
run 0 sh -c "printf '1. e2e4 d7d5 2. e4e5 f7f5 3. Ke2 Kf7 *\n1.a4 b5 2.h4 b4 3.c4 bxc3 4.Ra3 1-0\n' | '$Z' replay"
expect_lines "$out" 2
expect "$out" '^463b96181691fc9c 823c9b50fd114196 0756b94461c50fb0 662fafb965db29d4 22a48b5a8e47ff78 652a607ca3f242c1 00fdd303c946bdd9$'
expect "$out" ' 3c8123ea7b067637 [0-9a-f]{16} 5c3f9b829b279560$'
# A bad move stops that game only, names line, ply, move and position; status 1.
run 1 sh -c "printf 'e4 e5\nd4 Nf6 Ke3 Nc6\nNf3\n' | '$Z' replay"
expect_lines "$out" 3
expect "$out" '^463b96181691fc9c 823c9b50fd114196 0844931a6ef4b9a0$'
expect "$err" 'line 2, ply 3: bad move "Ke3": .*MOVE_ILLEGAL.* in position rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2'
run 1 sh -c "echo 'e4 {oops' | '$Z' replay";  expect "$err" 'line 1, ply 2: bad movetext "\{oops".*MOVETEXT_SYNTAX'
run 1 sh -c "echo 'e4 e8=Q' | '$Z' replay";   expect "$err" 'ply 2: bad move "e8=Q"'
run 0 sh -c "echo 'exf6 Kf7' | '$Z' replay --fen 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'"
expect "$out" '^22a48b5a8e47ff78 [0-9a-f]{16} [0-9a-f]{16}$'
run 1 sh -c "echo e4 | '$Z' replay --fen 'bad fen'";   expect "$err" 'invalid FEN'
run 2 "$Z" replay --bogus;               expect "$err" '^zobrist: replay takes only --layout L and --fen FEN'
run 0 sh -c "printf '' | '$Z' replay";   expect_lines "$out" 0

# perft
run 0 "$Z" perft 4;                      expect "$out" '^197281$'
run 0 "$Z" perft 3 --verify;             expect "$out" '^8902$'; expect "$err" 'verified at all 9323 nodes'
run 0 "$Z" perft 2 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" --verify
expect "$out" '^2039$'
run 0 "$Z" perft 1 --divide;             expect_lines "$out" 22; expect "$out" '^e2e4: 1$'; expect "$out" '^20$'
run 0 "$Z" perft 0;                      expect "$out" '^1$'
run 2 "$Z" perft;                        expect "$err" 'needs a DEPTH'
run 2 "$Z" perft -1;                     expect "$err" 'DEPTH must be'
run 2 "$Z" perft ' 3';                   expect "$err" 'DEPTH must be' # strtol would take the blank and the sign
run 2 "$Z" perft +2;                     expect "$err" 'DEPTH must be'
run 2 "$Z" perft x
run 2 "$Z" perft 3 --fast;               expect "$err" 'unknown option'
run 1 "$Z" perft 3 "8/8/8/8/8/8/8/8 w - - 0 1";  expect "$err" 'FEN_KING_COUNT'

# usage
run 2 "$Z";                              expect "$err" '^usage'
run 2 "$Z" frobnicate;                   expect "$err" 'unknown command'
run 0 "$Z" --help;                       expect "$out" '^usage'

report "cli"
