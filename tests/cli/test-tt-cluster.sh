#!/usr/bin/env bash
# zobrist tt-cluster: Zobrist's clustering of errors. ZOBRIST names the
# binary. Small seeded runs: unrelated items clash at B bits as often as
# independent keys would (pairs found ~ C(N,2) 2^-B); words that clash keep
# clashing under every shared suffix (rate 1, factor 2^B); chess positions
# that clash keep clashing after a shared move exactly when the move toggled
# the same features (and by chance otherwise), a rate far from both 1 and 2^-B.
set -u
. "$(dirname "$0")/lib.sh"

# rows_hold PREFIX_REGEX AWK_CONDITION MESSAGE: every data row satisfies it.
rows_hold() {
    checks=$((checks + 1))
    if ! awk '/^ +[0-9]+ / { rows++; if (!('"$1"')) { bad++; print > "/dev/stderr" } }
              END { exit !(rows > 0 && bad == 0) }' "$out"; then
        failures=$((failures + 1))
        echo "FAILED: $2" >&2
    fi
}

# Words. Columns: B pairs expected used successors clashing rate expected factor.
run 0 "$Z" tt-cluster --bits 16 --draws 20000 --pairs 50 --seed 3
expect "$out" '^# tt-cluster: keys words, 20000 drawn \([0-9]+ distinct\), up to 50 clashing pairs a row, seed 3$'
expect_lines "$out" 5
rows_hold '$2 / $3 > 0.9 && $2 / $3 < 1.1' "words: clashing pairs found should be C(N,2) 2^-B within 10%"
rows_hold '$4 == 50 && $5 == 50 * 702' "words: every 1- and 2-letter suffix of each pair"
rows_hold '$6 == $5 && $7 == "1.00000"' "words: every shared extension must clash"
rows_hold '$9 == "6.55e+04"' "words: the factor must be 2^16"
first=$(cat "$out")
run 0 "$Z" tt-cluster --bits 16 --draws 20000 --pairs 50 --seed 3
checks=$((checks + 1))
[ "$first" = "$(cat "$out")" ] || { failures=$((failures + 1)); echo "FAILED: the same seed gave another table" >&2; }
# The default widths: 20, 24, 28.
run 0 "$Z" tt-cluster --draws 60000 --pairs 20 --seed 4
checks=$((checks + 1))
[ "$(awk '/^ +[0-9]+ / { printf "%s ", $1 }' "$out")" = "20 24 28 " ] ||
    { failures=$((failures + 1)); echo "FAILED: expected rows for B = 20, 24, 28" >&2; }
rows_hold '$4 == 0 || $7 == "1.00000"' "words: every shared extension must clash (B 20-28)"

# Chess. Columns: B pairs expected used ply successors clashing rate expected
# factor same same-clash pieces castling ep merged.
run 0 "$Z" tt-cluster --keys chess --bits 16 --draws 30000 --pairs 600 --seed 2
expect "$out" '^# tt-cluster: keys chess, 30000 drawn'
checks=$((checks + 1))
[ "$(awk '/^ +16 / { printf "%s ", $5 }' "$out")" = "1 2 " ] ||
    { failures=$((failures + 1)); echo "FAILED: expected rows for plies 1 and 2" >&2; }
rows_hold '$2 / $3 > 0.9 && $2 / $3 < 1.1' "chess: clashing pairs found should be C(N,2) 2^-B within 10%"
rows_hold '$6 >= 300' "chess: too few successor pairs for the bounds"
rows_hold '$12 == $11' "chess: every successor pair with the same toggles must clash"
rows_hold '$7 >= $11 && $7 - $11 <= 2' "chess: clashes beyond the same toggles only by chance (2^-16 each)"
rows_hold '$6 == $11 + $13 + $14 + $15' "chess: each successor pair is same or differs by pieces, castling or ep"
rows_hold '$8 > 0.2 && $8 < 0.8' "chess: the clash rate should be well between 2^-B and 1"
rows_hold '$10 > 10000' "chess: the factor should be far above 1"
rows_hold '$13 > 0' "chess: some shared moves move or take different pieces"

# Usage errors.
run 2 "$Z" tt-cluster --keys go;      expect "$err" '--keys must be words or chess'
run 2 "$Z" tt-cluster --bits 7;       expect "$err" '--bits must be a whole number from 8 to 40'
run 2 "$Z" tt-cluster --draws 1;      expect "$err" '--draws must be'
run 2 "$Z" tt-cluster --pairs 0;      expect "$err" '--pairs must be'
run 2 "$Z" tt-cluster --plies 3;      expect "$err" '--plies must be 1 or 2'
run 2 "$Z" tt-cluster --seed;         expect "$err" '--seed must be'
run 2 "$Z" tt-cluster --fast;         expect "$err" 'unknown option "--fast"'

report test-tt-cluster
