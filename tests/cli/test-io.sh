#!/usr/bin/env bash
# What the commands owe their surroundings: standard output that cannot be
# written, input that cannot be read, standard error beside standard output.
# ZOBRIST names the binary to test.
set -u
. "$(dirname "$0")/lib.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$out" "$err"' EXIT
START="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
printf '[Event "one"]\n\n1. e4 e5 2. Nf3 *\n' > "$dir/good.pgn"

# A full disk: status 1 and a message, whatever the command; with the
# system's reason when the last flush is the write that fails (a larger
# output fails earlier, inside stdio, which keeps no errno for it).
run 1 sh -c "'$Z' key '$START' > /dev/full";        expect "$err" '^zobrist: error writing standard output: No space left on device$'
run 1 sh -c "echo e4 | '$Z' replay > /dev/full";    expect "$err" 'error writing standard output'
run 1 sh -c "'$Z' pgn '$dir/good.pgn' > /dev/full"; expect "$err" 'error writing standard output'
run 1 sh -c "'$Z' perft 2 > /dev/full";             expect "$err" 'error writing standard output'
run 1 sh -c "'$Z' uttt census 1 > /dev/full";       expect "$err" 'error writing standard output'
run 1 sh -c "'$Z' --help > /dev/full";              expect "$err" 'error writing standard output'

# A reader gone while SIGPIPE is ignored (as under some daemons and CI
# runners): the write fails with EPIPE; the command says so, fails and
# stops instead of reading the rest for nobody.
for i in $(seq 3000); do cat "$dir/good.pgn"; done > "$dir/many.pgn"
run 0 bash -c "trap '' PIPE; '$Z' pgn '$dir/many.pgn' | head -1 >/dev/null; echo \${PIPESTATUS[0]} >&2"
expect "$err" '^1$'
expect "$err" 'error writing standard output'
run 0 bash -c "trap '' PIPE; yes 'e4 e5 Nf3' | head -100000 | '$Z' replay | head -1 >/dev/null; echo \${PIPESTATUS[2]} >&2"
expect "$err" '^1$'
expect "$err" 'error writing standard output'

# Standard input that cannot be read (a directory) is an error, not the end
# of the games.
run 1 sh -c "'$Z' replay < /";                     expect "$err" 'replay: cannot read standard input.*Is a directory'

# A PGN file that cannot be opened or read: the reason, as the system says it.
run 1 "$Z" pgn /;                                  expect "$err" '^zobrist: /: read error: Is a directory'
run 1 "$Z" pgn "$dir/missing.pgn";                 expect "$err" 'cannot open .*missing.pgn: No such file or directory'

# A summary on standard error follows the output it sums up, through 2>&1
# as in a terminal (standard output is buffered, standard error is not).
run 0 sh -c "'$Z' perft 3 --verify 2>&1";          expect_lines "$out" 2; expect "$out" '^8902$'
sed -n 1p "$out" > "$dir/first"; expect "$dir/first" '^8902$'
run 0 sh -c "'$Z' uttt perft 2 --verify 2>&1";     sed -n 1p "$out" > "$dir/first"; expect "$dir/first" '^720$'
run 0 sh -c "'$Z' go perft 2 --size 2 --verify 2>&1"; sed -n 1p "$out" > "$dir/first"; expect "$dir/first" '^21$'
run 0 sh -c "'$Z' tt-errors --n 2 --trials 4 2>&1"; sed -n 1p "$out" > "$dir/first"; expect "$dir/first" '^# Zobrist'

# Progress lines: none when standard error is not a terminal; on a terminal
# (script fakes one) a game's error starts a line of its own, never glued
# to the progress text.
{ for i in $(seq 299); do cat "$dir/good.pgn"; done; printf '[Event "bad"]\n\n1. e4 Ke7 *\n'; } > "$dir/late-bad.pgn"
run 1 "$Z" pgn --format none "$dir/late-bad.pgn"
checks=$((checks + 1))
if grep -q 'plies/s' "$err"; then failures=$((failures + 1)); echo "FAILED: a progress line on a non-terminal" >&2; fi
if command -v script >/dev/null; then
    run 0 sh -c "script -qc \"'$Z' pgn --format none '$dir/late-bad.pgn' > /dev/null\" /dev/null | tr '\\r' '\\n'"
    expect "$out" '^zobrist pgn: 256 games' # the progress was shown
    expect "$out" '^zobrist: .*late-bad.pgn: game 300 \(Event "bad"\)'
    checks=$((checks + 1))
    if grep -q 'plies/s.*zobrist:' "$out"; then
        failures=$((failures + 1)); echo "FAILED: an error glued to the progress line: $(grep 'plies/s.*zobrist' "$out")" >&2
    fi
fi

# --help after a command is help: the usage on standard output, status 0.
for command in key replay perft pgn "book build" "uttt play" "go perft" census tt-errors tt-search audit; do
    run 0 $Z $command --help;                       expect "$out" '^usage: zobrist'
done

# A usage error names what was wrong and shows the command's own usage
# lines (with their continuations), not every command's.
run 2 $Z pgn --bogus
expect "$err" '^zobrist: pgn: unknown option "--bogus"$'
expect "$err" '^usage: zobrist pgn '
expect "$err" '^\(zobrist help lists every command'
expect_lines "$err" 3
run 2 $Z tt-search foo;                          expect "$err" '^zobrist: tt-search: unexpected argument "foo"$'
run 2 $Z book
expect "$err" '^usage: zobrist book build '
expect "$err" '^ +\[--min-score N\]'
expect "$err" '^       zobrist book dump '
expect_lines "$err" 8
# An unknown command still lists them all.
run 2 $Z frobnicate;                             expect "$err" '^       zobrist audit '

report "cli io"
