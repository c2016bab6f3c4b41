#!/usr/bin/env bash
# zobrist pgn: outputs, JSON lines, variations, files and stdin, exit codes.
# ZOBRIST names the binary to test.
set -u
. "$(dirname "$0")/lib.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$out" "$err"' EXIT
START_KEY=463b96181691fc9c

printf '[Event "one"]\n[White "A"]\n[Black "B"]\n\n1. e4 {c} e5 (1... c5 2. Nf3) 2. Nf3 1-0\n\n[Event "two"]\n\n1. d4 d5 *\n' > "$dir/good.pgn"
printf '[Event "bad"]\n[White "W, X"]\n\n1. e4 e5 2. Ke3 *\n[Event "after"]\n\n1. c4 0-1\n' > "$dir/bad.pgn"

# default: the keys of every position a game, as replay prints them
run 0 "$Z" pgn "$dir/good.pgn"
expect_lines "$out" 2
expect "$out" "^$START_KEY 823c9b50fd114196 0844931a6ef4b9a0 [0-9a-f]{16}\$"
expect "$out" "^$START_KEY [0-9a-f]{16} [0-9a-f]{16}\$"
printf 'e4 e5 Nf3\nd4 d5\n' | "$Z" replay > "$dir/replay.txt"
checks=$((checks + 1))
cmp -s "$out" "$dir/replay.txt" || { failures=$((failures + 1)); echo "FAILED: pgn keys differ from replay's" >&2; }

# stdin, '-' and several files
run 0 sh -c "'$Z' pgn < '$dir/good.pgn'";        expect_lines "$out" 2
run 0 sh -c "cat '$dir/good.pgn' | '$Z' pgn -";  expect_lines "$out" 2
run 0 "$Z" pgn "$dir/good.pgn" "$dir/good.pgn";  expect_lines "$out" 4
# jsonl of several files: each game names its file (game and line count within it)
cp "$dir/good.pgn" "$dir/other.pgn"
run 0 sh -c "cat '$dir/good.pgn' | '$Z' pgn --format jsonl '$dir/other.pgn' -"
expect_lines "$out" 4
sed -n 2p "$out" > "$dir/line2"; sed -n 3p "$out" > "$dir/line3"
expect "$dir/line2" '^\{"file":"[^"]*/other.pgn","game":2,'
expect "$dir/line3" '^\{"file":"-","game":1,"line":1,'
# a file name that is not UTF-8 (Latin-1 é) still makes valid JSON
latin1="$dir/caf$(printf '\351').pgn"
cp "$dir/good.pgn" "$latin1"
run 0 sh -c "'$Z' pgn --format jsonl '$latin1' | python3 -c 'import json, sys; print(json.loads(sys.stdin.readline())[\"file\"])'"
expect "$out" '/café\.pgn$'

# --variations: the positions inside variations follow the main line's
run 0 "$Z" pgn --variations "$dir/good.pgn"
expect "$out" "^$START_KEY 823c9b50fd114196 0844931a6ef4b9a0 [0-9a-f]{16} [0-9a-f]{16} [0-9a-f]{16}\$"

# jsonl
run 0 "$Z" pgn --format jsonl "$dir/good.pgn"
expect_lines "$out" 2
expect "$out" '^\{"file":"[^"]*/good.pgn","game":1,"line":1,"tags":\{"Event":"one","White":"A","Black":"B"\},"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","result":"1-0","uci":\["e2e4","e7e5","g1f3"\],"keys":\["463b96181691fc9c","823c9b50fd114196","0844931a6ef4b9a0","[0-9a-f]{16}"\],"warnings":\[\],"error":null\}$'
expect "$out" '"game":2,.*"uci":\["d2d4","d7d5"\]'
run 0 "$Z" pgn --format jsonl --variations "$dir/good.pgn"
expect "$out" '"variations":\[\{"depth":1,"ply":2,"uci":"c7c5","key_before":"823c9b50fd114196","key":"[0-9a-f]{16}"\},\{"depth":1,"ply":3,"uci":"g1f3"'
if command -v python3 >/dev/null; then
    run 0 sh -c "'$Z' pgn --format jsonl --variations '$dir/good.pgn' '$dir/bad.pgn' 2>/dev/null | python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' ; exit 0"
    expect_lines "$err" 0
fi

# a bad game: its keys up to the error, the error on stderr, the next game read, status 1
run 1 "$Z" pgn "$dir/bad.pgn"
expect_lines "$out" 2
expect "$out" "^$START_KEY 823c9b50fd114196 0844931a6ef4b9a0\$"
expect "$err" 'bad.pgn: game 1 \(White "W, X" Event "bad"\), line 4 column 13, ply 3: ILLEGAL_MOVE "Ke3": .*MOVE_ILLEGAL.* in position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2'
run 1 "$Z" pgn --format jsonl "$dir/bad.pgn"
expect "$out" '"error":\{"code":"ILLEGAL_MOVE","message":"[^"]+","chess_error":"MOVE_ILLEGAL","chess_message":"[^"]+","line":4,"column":13,"ply":3,"depth":0,"text":"Ke3","fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"\}\}$'
expect "$out" '"game":2,.*"error":null'

# warnings, the fullmove-0 FEN, null moves, escapes in JSON
printf '[Event "a \\"q\\" \\\\ b"]\n[FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 0"]\n\n1. Kd2 -- 2. Ke3 *\n' > "$dir/odd.pgn"
run 0 "$Z" pgn --format jsonl "$dir/odd.pgn"
expect "$out" '"Event":"a \\"q\\" \\\\ b"'
expect "$out" '"uci":\["e1d2","0000","d2e3"\]'
expect "$out" '"warnings":\["FULLMOVE_ZERO","NO_RESULT"\]|"warnings":\["FULLMOVE_ZERO"\]'

# a repeated tag name: the first value, once (JSON keys are unique; JS and
# zb_pgn_tag_value keep the first too)
printf '[Event "first"]\n[Site "s"]\n[Event "second"]\n\n1. e4 *\n' > "$dir/twice.pgn"
run 0 "$Z" pgn --format jsonl "$dir/twice.pgn"
expect "$out" '"tags":\{"Event":"first","Site":"s"\}'

# a file with no game in it (here UTF-16) is said to be one, on stderr
printf '\377\376[\000E\000v\000' > "$dir/utf16.pgn"
run 0 "$Z" pgn "$dir/utf16.pgn"
expect_lines "$out" 0
checks=$((checks + 1))
grep -q "utf16.pgn: warning: no game in its 8 bytes" "$err" || { failures=$((failures + 1)); echo "FAILED: no warning for a file without games: $(cat "$err")" >&2; }

# format none: a summary line
run 1 "$Z" pgn --format none "$dir/good.pgn" "$dir/bad.pgn"
expect "$out" '^games 4 plies 8 failed 1$'

# errors of use
run 1 "$Z" pgn "$dir/missing.pgn";           expect "$err" 'cannot open'
run 2 "$Z" pgn --bogus;                      expect "$err" 'unknown option'
run 2 "$Z" pgn --format xml;                 expect "$err" 'format'
run 0 sh -c "printf '' | '$Z' pgn";          expect_lines "$out" 0
run 0 "$Z" --help;                           expect "$out" 'zobrist pgn'

report "cli pgn"
