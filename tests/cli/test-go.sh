#!/usr/bin/env bash
# The CLI's Go commands: outputs and exit codes. ZOBRIST names the binary to test.
set -u
. "$(dirname "$0")/lib.sh"
KO=".wb../w.wb./.wb../...../..... b 0"
TRIPLE_KO=".w.bw/wbbbw/w.bww/bbbw./wwww. b 0"

# perft: published counts (the fast ones)
run 0 "$Z" go perft 10 --size 2;                     expect "$out" '^8024$'; expect_lines "$out" 1
run 0 "$Z" go perft 10 --size 2 --rules cgos;        expect "$out" '^8024$'
run 0 "$Z" go perft 6 --size 3 --rules tt;           expect "$out" '^180768$'
run 0 "$Z" go perft 4 --size 5 --rules tt;           expect "$out" '^361041$'
run 0 "$Z" go perft 4 "$TRIPLE_KO" --rules tt;       expect "$out" '^925$'
run 0 "$Z" go perft 4 $TRIPLE_KO --rules cgos;       expect "$out" '^739$'
run 0 "$Z" go perft 3 --size 5 --verify;             expect "$out" '^15650$'
expect "$err" 'keys verified at all 16328 nodes'
run 0 "$Z" go perft 0 --size 19;                     expect "$out" '^1$'
run 0 "$Z" go perft 3 "../.. b 2";                   expect "$out" '^0$'
run 0 "$Z" go perft 2 "$KO" --size 5;                expect "$out" '^[0-9]+$'

# key: 16 hex digits; the empty board with Black to move has no features
run 0 "$Z" go key "../.. b 0";                       expect "$out" '^0000000000000000$'
run 0 "$Z" go key "$KO";                             expect "$out" '^[0-9a-f]{16}$'
key=$(cat "$out")
run 0 "$Z" go key $KO;                               expect "$out" "^$key\$"
run 0 "$Z" go key "$KO" --rules cgos;                expect "$out" "^$key\$"
run 0 "$Z" go key "...../...../...../...b./..b.b w 0"; expect "$out" '^cfbc04dbab855db9$'

# play: the key before and after each move
run 0 "$Z" go play "$KO" B4 E1 E2 C4
expect_lines "$out" 5; expect "$out" "^$key\$"
run 0 "$Z" go play $KO B4 pass;                      expect_lines "$out" 3
run 0 "$Z" go play --size 9 D4 pass E5;              expect_lines "$out" 4; expect "$out" '^0000000000000000$'
# A move after a capture and back: the start's key again (B4 then undo is not a CLI thing;
# instead two passes from the start and the same key with the same side).
run 0 "$Z" go play --size 3 pass pass;               expect_lines "$out" 3
[ "$(sed -n 1p "$out")" = "$(sed -n 3p "$out")" ] && checks=$((checks + 1)) || { failures=$((failures + 1)); echo "FAILED: pass pass changed the key" >&2; }

# census: a header and a row a ply; 5x5 ply 3 counted by hand (tests/c/go/test_census.c)
run 0 "$Z" go census 3 --size 5;                     expect_lines "$out" 4
expect "$out" '^ply +positions +classes +xor32 pairs \(expected\) +xor48 pairs \(expected\) +add48 pairs \(expected\) +xor64 pairs \(expected\)$'
expect "$out" '^  1 +26 +26 +0 \(7\.6e-08\) +0 \(1\.2e-12\) +0 \(1\.2e-12\) +0 \(1\.8e-17\)$'
expect "$out" '^  2 +651 +651 '
expect "$out" '^  3 +8446 +7846 +0 \(7\.2e-03\) '
run 0 "$Z" go census 3 --size 5 --rules cgos;        expect "$out" '^  3 +8446 +7846 '
run 0 "$Z" go census 6 --size 2;                     expect_lines "$out" 7; expect "$out" '^  6 +68 +40 '
run 0 "$Z" go census 3 "$TRIPLE_KO";                 expect "$out" '^  3 +93 +79 '
run 0 "$Z" go census 3 $TRIPLE_KO --rules cgos;      expect "$out" '^  3 +88 +76 '
run 0 "$Z" go census 0 --size 19;                    expect_lines "$out" 1
run 0 "$Z" go census 2 "../.. b 2";                  expect "$out" '^  2 +0 +0 +0 \(0\.0e\+00\) +0 \(0\.0e\+00\) '
run 1 "$Z" go census 2 "../.x b 0";                  expect "$err" 'TEXT_CHAR'

# errors: bad positions and moves exit 1 naming the input, error and offset
run 1 "$Z" go play "$KO" B4 C4;                      expect_lines "$out" 2
expect "$err" 'bad move "C4" \(move 2\).*SUPERKO'
run 1 "$Z" go play "$KO" E5 E4 E5;                   expect "$err" '"E5" \(move 3\).*POINT_OCCUPIED'
run 1 "$Z" go play --size 3 D1;                      expect "$err" 'POINT_OFF_BOARD'
run 1 "$Z" go play --size 3 I1;                      expect "$err" 'MOVE_SYNTAX'
run 1 "$Z" go play ".w./w../... b 0" A3;             expect "$err" 'SUICIDE'
run 1 "$Z" go play "bw./.w./w.. b 0" A2 --rules cgos; expect "$err" 'SUICIDE'
run 0 "$Z" go play "bw./.w./w.. b 0" A2 --rules tt
run 1 "$Z" go play --size 2 pass pass A1;            expect "$err" 'GAME_OVER'
run 1 "$Z" go key "../.x b 0";                       expect "$err" 'invalid Go position "\.\./\.x b 0".*TEXT_CHAR at character 5'
run 1 "$Z" go key "../... b 0";                      expect "$err" 'TEXT_ROW_LENGTH at character 6'
run 1 "$Z" go key ". b 0";                           expect "$err" 'SIZE_RANGE'
run 1 "$Z" go key "bw/w. b 0";                       expect "$err" 'TEXT_NO_LIBERTIES at character 1'
run 1 "$Z" go key "../.. b 3";                       expect "$err" 'TEXT_PASSES at character 9'
run 1 "$Z" go key "../.. x 0";                       expect "$err" 'TEXT_SIDE'
run 1 "$Z" go key "../..";                           expect "$err" 'TEXT_FIELD_COUNT'
run 1 "$Z" go perft 2 "../..x b 0";                  expect "$err" 'TEXT_CHAR'

# usage errors exit 2
run 2 "$Z" go;                                       expect "$err" '^usage'
run 2 "$Z" go frobnicate;                            expect "$err" 'unknown go command'
run 2 "$Z" go perft;                                 expect "$err" 'needs a DEPTH'
run 2 "$Z" go perft x --size 3;                      expect "$err" 'DEPTH must be'
run 2 "$Z" go perft 2;                               expect "$err" 'POSITION or --size'
run 2 "$Z" go perft 2 --size 20;                     expect "$err" '--size needs'
run 2 "$Z" go perft 2 --size 1
run 2 "$Z" go perft 2 --size;                        expect "$err" '--size needs'
run 2 "$Z" go perft 2 --size 3 --rules japanese;     expect "$err" '--rules must be'
run 2 "$Z" go perft 2 --size 3 --fast;               expect "$err" 'unknown option'
run 2 "$Z" go perft 2 --size 3 "../.. b 0";          expect "$err" 'differs'
run 2 "$Z" go key;                                   expect "$err" 'needs a POSITION'
run 2 "$Z" go key "../.. b 0" --verify;              expect "$err" 'unknown option'
run 2 "$Z" go play A1;                               expect "$err" 'POSITION or --size'
run 2 "$Z" go census;                                expect "$err" 'go census needs PLIES'; expect "$err" 'zobrist go census PLIES'
run 2 "$Z" go census x --size 3;                     expect "$err" 'PLIES must be'
run 2 "$Z" go census 41 --size 3;                    expect "$err" 'PLIES must be'
run 2 "$Z" go census -1 --size 3;                    expect "$err" 'PLIES must be'
run 2 "$Z" go census 2;                              expect "$err" 'POSITION or --size'
run 2 "$Z" go census 2 --size 3 --verify;            expect "$err" 'unknown option'
run 2 "$Z" go census 2 --size 3 --rules japanese;    expect "$err" '--rules must be'
run 2 "$Z" go census 2 --size 3 "../.. b 0";         expect "$err" 'differs'

report "cli go"
