#!/usr/bin/env bash
# The CLI's book commands: outputs and exit codes. ZOBRIST names the binary to test.
set -u
. "$(dirname "$0")/lib.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$out" "$err"' EXIT
hex() { od -An -v -tx1 "$1" | tr -d ' \n'; }

cat > "$dir/games.pgn" <<'PGN'
[Event "1"]
[Result "1/2-1/2"]

1. d4 Nf6 1/2-1/2

[Event "2"]
[Result "1/2-1/2"]

1. e4 Nc6 1/2-1/2

[Event "3"]
[Result "*"]

1. Nf3 Nf6 *

[Event "4"]
[Result "1-0"]

1. c4 e5 0-1

[Event "5"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O 5. Re1 1-0
PGN
START=463b96181691fc9c

# build: the bytes polyglot make-book -min-game 1 writes for these games
run 0 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/book.bin" --min-game 1
expect "$err" '5 games, 16 entries, 11 kept'
checks=$((checks + 1))
want="0844931a6ef4b9a001950002000000003\
2bd2de9e03397d5014400020000000046\
3b96181691fc9c031c0003000000004\
63b96181691fc9c029a00020000000046\
3b96181691fc9c02db000100000000463\
b96181691fc9c01950001000000004660\
bb6a4999a52e010700020000000082\
3c9b50fd1141960e6a00010000000083\
0eb9b20758d1de0fad00010000000088\
ce4b19abe8990b015a0002000000009d\
5f7aee7e779da10fad000100000000"
[ "$(hex "$dir/book.bin")" = "$want" ] || { failures=$((failures + 1)); echo "FAILED: book bytes $(hex "$dir/book.bin")" >&2; }
run 0 "$Z" book build --pgn "$dir/games.pgn" "$dir/games.pgn" --out "$dir/two.bin" --min-game 2 --uniform
expect "$err" '10 games'
run 0 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/white.bin" --min-game 1 --only-white --max-ply 3
expect "$err" 'kept'
run 0 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/default.bin"
expect "$err" ', 0 kept'
checks=$((checks + 1)); [ ! -s "$dir/default.bin" ] || { failures=$((failures + 1)); echo "FAILED: default book not empty" >&2; }

# moves: sorted by weight, UCI and SAN, shares; castling as the king's move
run 0 "$Z" book moves "$dir/book.bin"
expect "$out" "^key $START: 4 book moves"
expect "$out" '^e2e4 +e4 +weight +3 +learn +0 +42\.86%'
expect "$out" '^c2c4 +c4 +weight +2 .* 28\.57%'
expect_lines "$out" 5
run 1 "$Z" book moves "$dir/book.bin" r1bqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
expect "$err" 'not in the book'
# through 2>&1 as in a terminal: the key line, then the message
run 0 sh -c "'$Z' book moves '$dir/book.bin' r1bqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 2>&1 | head -1"
expect "$out" '^key [0-9a-f]{16}: 0 book moves$'
run 0 "$Z" book moves "$dir/book.bin" "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
expect "$out" '^e1g1 +O-O +weight +2 .*100\.00%  book e1h1$'
run 1 "$Z" book moves "$dir/book.bin" not a fen
expect "$err" 'invalid FEN'

# info and dump: what polyglot prints
run 0 "$Z" book info "$dir/book.bin"
expect "$out" '^Lines for white                :        4$'
expect "$out" '^Lines for black                :        3$'
expect "$out" '^Positions on lines for white   :        5$'
expect "$out" '^Isolated positions             :        0$'
run 0 "$Z" book dump "$dir/book.bin" --color white
expect "$out" '^1: 1\. e4\{43%\} e5 2\. Nf3\{100%\} Nf6 3\. Bc4\{100%\} Bc5 4\. O-O\{100%\} O-O 5\. Re1\{100%\} $'
expect "$out" '^4: 1\. Nf3\{14%\} $'
run 0 "$Z" book dump "$dir/book.bin" --color black
expect "$out" '^1: 1\. Nf3 Nf6\{100%\} $'
expect_lines "$out" 4
run 2 "$Z" book dump "$dir/book.bin"
run 2 "$Z" book dump "$dir/book.bin" --color green

# merge: weights of equal moves added
run 0 "$Z" book merge "$dir/book.bin" "$dir/book.bin" "$dir/merged.bin"
run 0 "$Z" book moves "$dir/merged.bin"
expect "$out" '^e2e4 +e4 +weight +6 '
run 2 "$Z" book merge "$dir/book.bin" "$dir/book.bin"

# malformed books: a specific error each, exit 1
head -c 20 "$dir/book.bin" > "$dir/truncated.bin"
run 1 "$Z" book moves "$dir/truncated.bin";    expect "$err" 'TRUNCATED'
{ tail -c 16 "$dir/book.bin"; head -c 16 "$dir/book.bin"; } > "$dir/unsorted.bin"
run 1 "$Z" book info "$dir/unsorted.bin";      expect "$err" 'UNSORTED.* at entry 1'
printf '\0\0\0\0\0\0\0\1\0\0\0\1\0\0\0\0' > "$dir/badmove.bin"
run 1 "$Z" book dump "$dir/badmove.bin" --color white; expect "$err" 'BAD_MOVE.* at entry 0'
run 1 "$Z" book merge "$dir/badmove.bin" "$dir/book.bin" "$dir/x.bin"; expect "$err" 'BAD_MOVE'
run 1 "$Z" book moves "$dir/nonexistent.bin";  expect "$err" '\(OPEN\): No such file or directory$'
run 1 "$Z" book moves "$dir";                  expect "$err" '\(OPEN\): Is a directory$'
run 1 "$Z" book info /dev/null;                expect "$err" '"/dev/null": not a regular file'
# a FIFO with no writer is refused, not waited on
mkfifo "$dir/fifo.bin"
run 1 timeout 10 "$Z" book info "$dir/fifo.bin"; expect "$err" 'fifo.bin": not a regular file'
: > "$dir/empty.bin"
run 1 "$Z" book moves "$dir/empty.bin";        expect "$err" 'not in the book'
run 0 "$Z" book info "$dir/empty.bin";         expect "$out" 'Lines for white +: +0'

# bad games and arguments
printf '[Event "x"]\n[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n' > "$dir/illegal.pgn"
run 1 "$Z" book build --pgn "$dir/illegal.pgn" --out "$dir/x.bin"; expect "$err" 'Ke3'
run 0 "$Z" book build --pgn "$dir/illegal.pgn" --out "$dir/x.bin" --max-ply 2 --min-game 1  # polyglot reads no move past max-ply
run 1 "$Z" book build --pgn "$dir/missing.pgn" --out "$dir/x.bin"; expect "$err" 'cannot open .*: No such file or directory$'
run 1 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/no/such/dir.bin"; expect "$err" '\(OPEN\): No such file or directory$'
run 2 "$Z" book build --pgn "$dir/games.pgn"
run 2 "$Z" book build --out "$dir/x.bin"
run 1 "$Z" book build --pgn "$dir" --out "$dir/x.bin"; expect "$err" 'cannot read PGN file .*: Is a directory$'
# each bad option named, with what it takes
run 2 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/x.bin" --max-ply -1
expect "$err" '^zobrist: book build: --max-ply must be a whole number from 0 to 2147483647, got "-1"$'
run 2 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/x.bin" --min-game abc; expect "$err" '--min-game must be a whole number.*"abc"'
run 2 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/x.bin" --min-score 100.5; expect "$err" '--min-score must be a percentage from 0 to 100'
run 2 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/x.bin" --max-ply; expect "$err" '--max-ply needs a value$'
run 2 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/x.bin" --bogus; expect "$err" 'unknown option "--bogus"'
run 2 "$Z" book build stray --pgn "$dir/games.pgn" --out "$dir/x.bin"; expect "$err" '"stray" is no option \(PGN files follow --pgn\)'
# polyglot's values past the old limits: a fraction of a percent, any count
run 0 "$Z" book build --pgn "$dir/games.pgn" --out "$dir/x.bin" --min-score 12.5 --min-game 0 --max-ply 2000000
run 2 "$Z" book
run 2 "$Z" book frobnicate
run 2 "$Z" book moves
run 2 "$Z" book info

report test-book
