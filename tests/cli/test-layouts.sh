#!/usr/bin/env bash
# Key layouts on the command line: --layout for key, replay and perft, each
# layout's make/unmake checked against keys from scratch (perft --verify),
# the ep and turn rules on positions where they differ, and bad specs.
set -u
. "$(dirname "$0")/lib.sh"
START="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
EP_POS="rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
PROMO="n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"
TABLE=$(mktemp)
trap 'rm -f "$out" "$err" "$TABLE"' EXIT
grep -oE '0x[0-9A-F]{16}' src/chess/polyglot_random64.c > "$TABLE" # Polyglot's keys as a key file

# The three built-in layouts' start keys: Polyglot's, Stockfish 15.1's d
# "Key:" and chess.js 1.4's hash() (also checked by tests/oracles/).
run 0 "$Z" key --layout polyglot "$START";  expect "$out" '^463b96181691fc9c$'
run 0 "$Z" key --layout stockfish "$START"; expect "$out" '^8f8f01d4562f59fb$'
run 0 "$Z" key --layout=chessjs "$START";   expect "$out" '^[0-9a-f]{16}$'
run 0 sh -c "echo 'e2e4' | '$Z' replay --layout stockfish"; expect "$out" '^8f8f01d4562f59fb b46022469e3dd31b$'

# Every layout's incremental key equals the key from scratch at every node,
# and the node counts do not depend on the layout.
for layout in polyglot stockfish chessjs "seed:7,castling=16,ep=legal,turn=black" "seed:9,ep=literal" \
              "stockfish,ep=legal" "file:$TABLE,turn=black"; do
    for pos in "$START 3" "$KIWIPETE 3" "$EP_POS 3" "$PROMO 3"; do
        fen=${pos% *} depth=${pos##* }
        run 0 "$Z" perft "$depth" "$fen" --verify --layout "$layout"
        expect "$err" 'keys verified at all'
    done
done
run 0 "$Z" perft 3 "$KIWIPETE" --layout chessjs; expect "$out" '^97862$'

# The file layout with Polyglot's own table is Polyglot's layout.
run 0 "$Z" key --layout file:$TABLE "$START"; expect "$out" '^463b96181691fc9c$'

# ep rules. A pinned capturer (the capture would expose the king): the
# pseudo-legal rule keys the ep file, the legal rule does not.
PINNED="4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1"
PINNED_NO_EP="4k3/8/8/2KPp2r/8/8/8/8 w - - 0 1"
run 0 "$Z" key --layout seed:3,ep=legal "$PINNED";     legal=$(cat "$out")
run 0 "$Z" key --layout seed:3,ep=legal "$PINNED_NO_EP"; [ "$(cat "$out")" = "$legal" ] || { failures=$((failures + 1)); echo "FAILED: legal ep keyed a pinned capture" >&2; }
run 0 "$Z" key --layout seed:3 "$PINNED";              [ "$(cat "$out")" != "$legal" ] || { failures=$((failures + 1)); echo "FAILED: pseudo-legal ep ignored a capturer" >&2; }
# No capturer: only the literal rule keys the FEN's ep square.
NO_CAPTURER="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
NO_CAPTURER_NO_EP="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
run 0 "$Z" key --layout seed:3 "$NO_CAPTURER";            pseudo=$(cat "$out")
run 0 "$Z" key --layout seed:3 "$NO_CAPTURER_NO_EP";      [ "$(cat "$out")" = "$pseudo" ] || { failures=$((failures + 1)); echo "FAILED: pseudo ep keyed a square nobody can take on" >&2; }
run 0 "$Z" key --layout seed:3,ep=literal "$NO_CAPTURER"; [ "$(cat "$out")" != "$pseudo" ] || { failures=$((failures + 1)); echo "FAILED: literal ep ignored the FEN's square" >&2; }
# Along moves, the literal rule keys every double step.
run 0 sh -c "echo 'e4' | '$Z' replay --layout seed:3,ep=literal"; literal=$(cut -d' ' -f2 "$out")
[ "$literal" != "$(cut -d' ' -f1 <<< "$pseudo")" ] || { failures=$((failures + 1)); echo "FAILED: replay with literal ep" >&2; }
run 0 "$Z" key --layout seed:3,ep=literal "$NO_CAPTURER"; expect "$out" "^$literal\$"

# The turn rule moves the turn key to the other side: XOR of the two start
# keys is the turn key, the same after a move.
run 0 sh -c "echo 'e4' | '$Z' replay --layout seed:4";            white=$(cat "$out")
run 0 sh -c "echo 'e4' | '$Z' replay --layout seed:4,turn=black"; black=$(cat "$out")
a=$(printf '%016x' $(( 0x${white% *} ^ 0x${black% *} ))); b=$(printf '%016x' $(( 0x${white#* } ^ 0x${black#* } )))
[ "$a" = "$b" ] && [ "$a" != 0000000000000000 ] || { failures=$((failures + 1)); echo "FAILED: turn=black is not the turn key moved ($a, $b)" >&2; }

# Stockfish's key carries the halfmove clock's 8-ply bucket from 14 on.
run 0 "$Z" key --layout stockfish "8/8/8/8/8/5k2/8/4K3 w - - 13 80"; k13=$(cat "$out")
run 0 "$Z" key --layout stockfish "8/8/8/8/8/5k2/8/4K3 w - - 14 80"; k14=$(cat "$out")
run 0 "$Z" key --layout stockfish "8/8/8/8/8/5k2/8/4K3 w - - 21 80"; expect "$out" "^$k14\$"
[ "$k13" != "$k14" ] || { failures=$((failures + 1)); echo "FAILED: stockfish key ignores the halfmove clock" >&2; }

# Bad specs: a specific message, exit status 2.
run 2 "$Z" key --layout nosuch "$START";               expect "$err" 'unknown layout "nosuch"'
run 2 "$Z" key --layout polyglot,castling=16 "$START"; expect "$err" 'castling=16 needs 16 castling keys'
run 2 "$Z" key --layout seed:x "$START";               expect "$err" 'seed:S needs a whole number'
run 2 "$Z" key --layout stockfish,castling=4 "$START";  expect "$err" 'castling=4 on a 16-key layout'
# Seeds are decimal, as the JS API reads them: a leading 0 is not octal, and
# no sign or 0x (strtoull had read 010 as 8 and -1 as 2^64 - 1).
run 0 "$Z" key --layout seed:10 "$START";               ten=$(cat "$out")
run 0 "$Z" key --layout seed:010 "$START";              expect "$out" "^$ten\$"
run 2 "$Z" key --layout seed:0x8 "$START";              expect "$err" 'seed:S needs a whole number'
run 2 "$Z" key --layout seed:-1 "$START";               expect "$err" 'seed:S needs a whole number'
run 2 "$Z" key --layout seed:18446744073709551616 "$START"; expect "$err" 'seed:S needs a whole number'
run 2 "$Z" key --layout java:010x "$START";             expect "$err" 'java:S needs a whole number'
run 2 "$Z" key --layout seed:1,ep=maybe "$START";      expect "$err" 'unknown layout option "ep=maybe"'
run 2 "$Z" key --layout file:/nonexistent "$START";    expect "$err" 'cannot open /nonexistent'
run 2 "$Z" key --layout file:/ "$START";               expect "$err" 'cannot read /: Is a directory'
printf '12 34\n' > "$out.keys"
run 2 "$Z" key --layout "file:$out.keys" "$START";     expect "$err" 'has 2 keys; a layout needs 781'
printf '12 -1\n' > "$out.keys"
run 2 "$Z" key --layout "file:$out.keys" "$START";     expect "$err" 'key 2 "-1" is not a hex number'
rm -f "$out.keys"
run 2 "$Z" key "$START" --layout;                      expect "$err" '--layout needs a layout'

report layouts
