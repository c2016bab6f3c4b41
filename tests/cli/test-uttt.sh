#!/usr/bin/env bash
# zobrist uttt: outputs and exit codes. ZOBRIST names the binary to test.
# The keys below were computed apart from the C code (SplitMix64 from the
# seed 0x75747474 in a few lines of Python, XORed by the documented layout).
set -u
. "$(dirname "$0")/lib.sh"
E=.........
START="$E/$E/$E/$E/$E/$E/$E/$E/$E x -"
AFTER_E5="$E/$E/$E/$E/....x..../$E/$E/$E/$E o 4"

# key: the empty board has no features; after e5: x on square 40, sent to 4, o to move
run 0 "$Z" uttt key "$START";            expect "$out" '^0000000000000000$'; expect_lines "$out" 1
run 0 "$Z" uttt key start;               expect "$out" '^0000000000000000$'
run 0 "$Z" uttt key "$AFTER_E5";         expect "$out" '^edd91796d83c88f7$'
run 0 "$Z" uttt key $AFTER_E5;           expect "$out" '^edd91796d83c88f7$'
run 1 "$Z" uttt key "$E/$E/$E/$E/....x..../$E/$E/$E/$E o 3"
expect "$err" 'invalid position ".*": .*\(TEXT_FORCED_UNEXPLAINED at character 93\)'
run 1 "$Z" uttt key "$E/$E/$E/$E/$E/$E/$E/$E/........ x -"
expect "$err" 'TEXT_GROUP_TOO_SHORT at character 89'
run 1 "$Z" uttt key "$E/$E/$E/$E/$E/$E/$E/$E/$E o -";  expect "$err" 'TEXT_STONE_COUNT at character 1'
run 1 "$Z" uttt key "$E/$E/$E x -";      expect "$err" 'TEXT_GROUP_COUNT'
run 1 "$Z" uttt key "$E/$E/$E/$E/$E/$E/$E/$E/$E X -";  expect "$err" 'TEXT_SIDE at character 91'
run 1 "$Z" uttt key nonsense;            expect "$err" 'TEXT_FIELD_COUNT'
run 2 "$Z" uttt key;                     expect "$err" '^usage: zobrist'

# play: the key of the position, then after each move
run 0 "$Z" uttt play start e5 d4 a1
expect_lines "$out" 4
expect "$out" '^0000000000000000$'
expect "$out" '^edd91796d83c88f7$'
expect "$out" '^07c73d38bac7e76d$'
expect "$out" '^21ea5970b196ec82$'
run 0 "$Z" uttt play "$START" 40 36 0;   expect_lines "$out" 4; expect "$out" '^21ea5970b196ec82$'
run 0 "$Z" uttt play $AFTER_E5 d4;       expect_lines "$out" 2; expect "$out" '^07c73d38bac7e76d$'
run 1 "$Z" uttt play start e5 a1;        expect_lines "$out" 2
expect "$err" 'ply 2: bad move "a1": .*\(WRONG_BOARD\) in position .*/....x..../.* o 4'
run 1 "$Z" uttt play start e5 e5;        expect "$err" 'CELL_OCCUPIED'
run 1 "$Z" uttt play start j9;           expect "$err" 'MOVE_SYNTAX'
run 1 "$Z" uttt play start 81;           expect "$err" 'MOVE_RANGE'
run 1 "$Z" uttt play "xxxoo..../xxxoo..../xxxoo..../oo......./$E/$E/$E/$E/$E o -" e5
expect "$err" 'GAME_OVER'
run 1 "$Z" uttt play "xxxoo..../o......../$E/$E/$E/$E/$E/$E/$E x -" c2
expect "$err" 'BOARD_CLOSED'
run 2 "$Z" uttt play;                    expect "$err" 'needs a POSITION'

# perft: the known counts; --verify on stderr. After e5: 8 answers in board 4,
# each sending x to an empty board of 9 cells: 72.
run 0 "$Z" uttt perft 0;                 expect "$out" '^1$'
run 0 "$Z" uttt perft 1;                 expect "$out" '^81$'
run 0 "$Z" uttt perft 4;                 expect "$out" '^55080$'
run 0 "$Z" uttt perft 5 --verify;        expect "$out" '^473256$'; expect "$err" 'keys verified at all 535474 nodes'
run 0 "$Z" uttt perft 2 "$AFTER_E5";     expect "$out" '^72$'
run 0 "$Z" uttt perft --verify 1 $AFTER_E5;  expect "$out" '^8$'; expect "$err" 'verified at all 9 nodes'
# --divide: a move into the cell matching its board sends to that board, 8 cells left
run 0 "$Z" uttt perft 2 --divide;        expect_lines "$out" 83; expect "$out" '^a1: 8$'; expect "$out" '^b1: 9$'; expect "$out" '^e5: 8$'; expect "$out" '^720$'
run 0 "$Z" uttt perft 2 --divide --verify;  expect "$out" '^720$'; expect "$err" 'verified at all 802 nodes'
run 0 "$Z" uttt perft 3 "xxxoo..../xxxoo..../xxxoo..../oo......./$E/$E/$E/$E/$E o -"; expect "$out" '^0$'
run 2 "$Z" uttt perft;                   expect "$err" 'needs a DEPTH'
run 2 "$Z" uttt perft -1;                expect "$err" 'DEPTH must be'
run 2 "$Z" uttt perft x
run 2 "$Z" uttt perft 3 --fast;          expect "$err" 'unknown option'
run 1 "$Z" uttt perft 3 "$E/$E x -";     expect "$err" 'TEXT_GROUP_COUNT'

# census: a header and a line a ply; counts agree with perft while nothing transposes
run 0 "$Z" uttt census 3
expect_lines "$out" 4
expect "$out" '^ply +positions +classes +xor32 pairs'
expect "$out" '^  1 +81 +81 +0 \(7\.5e-07\) +0 \(1\.2e-11\) +0 \(1\.2e-11\) +0 \(1\.8e-16\)$'
expect "$out" '^  2 +720 +720 '
expect "$out" '^  3 +6336 +6336 +0 \(4\.7e-03\) '
run 0 "$Z" uttt census 0;                expect_lines "$out" 1
run 2 "$Z" uttt census;                  expect "$err" 'PLIES'
run 2 "$Z" uttt census 99;               expect "$err" 'PLIES'

# usage
run 2 "$Z" uttt;                         expect "$err" 'needs a command'
run 2 "$Z" uttt frobnicate;              expect "$err" 'unknown uttt command'

report "cli uttt"
