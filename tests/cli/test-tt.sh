#!/usr/bin/env bash
# zobrist tt-errors: Zobrist's error table measured. ZOBRIST names the binary.
# Small runs (seeded, so the output is fixed), each m's measured fraction
# checked against the exact (1 - 2^-(n+m))^(2^n) with a wide bound (about
# 4.5 standard deviations); the same bound around a value one check bit off
# must fail somewhere, so the check can tell a wrong model from the right one.
set -u
. "$(dirname "$0")/lib.sh"

# within_bound N BOUND FORMULA: every m row of $out has |measured - value| <= BOUND,
# where value is computed by awk from n and m: "exact" or "one-bit-off".
within_bound() {
    awk -v n="$1" -v bound="$2" -v model="$3" '
        /^ +[0-9]+ / {
            m = $1; rows++
            if (model == "exact") value = exp(2 ^ n * log(1 - 2 ^ -(n + m)))
            else value = exp(-(2 ^ -(m + 1)))
            d = $2 - value; if (d < 0) d = -d
            if (d > bound) { bad++; print "m " m ": measured " $2 ", " model " " value > "/dev/stderr" }
        }
        END { exit !(rows == 11 && bad == 0) }' "$out"
}
# check_rows N BOUND: the measured values fit the exact model and not the wrong one.
check_rows() {
    checks=$((checks + 1))
    if ! within_bound "$1" "$2" exact; then
        failures=$((failures + 1))
        echo "FAILED: a measured value is more than $2 from the exact one (above)" >&2
    fi
    checks=$((checks + 1))
    if within_bound "$1" "$2" one-bit-off 2>/dev/null; then
        failures=$((failures + 1))
        echo "FAILED: the bound $2 cannot tell e^-2^-(m+1) from the measured values" >&2
    fi
}

# Uniform keys, n = 10: 11 rows, the columns the report compares.
run 0 "$Z" tt-errors --n 10 --trials 2000 --seed 5
expect_lines "$out" 18
expect "$out" '^# keys uniform, n 10 \(1024 slots\), 2000 trials, seed 5, 95% Wilson intervals$'
expect "$out" '^ +0  0\.[0-9]{5}   0\.[0-9]{5}  0\.[0-9]{5}   0\.36770  0\.36788  \.36778$'
expect "$out" '^ +5  0\.[0-9]{5}   0\.[0-9]{5}  0\.[0-9]{5}   0\.96923  0\.96923  -$'
expect "$out" '^ +10  0\.[0-9]{5}   0\.[0-9]{5}  0\.[0-9]{5}   0\.99902  0\.99902  \.99901$'
expect "$out" '^claim 20-bit keys \(15 index \+ 5 check bits\): error [0-9.]+ % .*exact 3\.077 %'
expect "$out" '^claim 25-bit keys \(15 index \+ 10 check bits\): error [0-9.]+ % .*exact 0\.098 %'
check_rows 10 0.05
# The exact column is (1 - 2^-(n+m))^(2^n), computed apart here.
checks=$((checks + 1))
awk '/^ +[0-9]+ / { v = exp(1024 * log(1 - 2 ^ -(10 + $1))); d = $5 - v; if (d < 0) d = -d; if (d > 0.000006) bad++ }
     END { exit bad > 0 }' "$out" || { failures=$((failures + 1)); echo "FAILED: the exact column" >&2; }
first=$(cat "$out")
run 0 "$Z" tt-errors --n 10 --trials 2000 --seed 5
checks=$((checks + 1))
[ "$first" = "$(cat "$out")" ] || { failures=$((failures + 1)); echo "FAILED: the same seed gave another table" >&2; }

# Words and chess positions, n = 8.
run 0 "$Z" tt-errors --keys words --n 8 --trials 1000 --seed 2
expect "$out" '^# keys words, n 8 \(256 slots\), 1000 trials'
check_rows 8 0.07
run 0 "$Z" tt-errors --keys chess --n 8 --trials 1000 --seed 3
expect "$out" '^# keys chess, n 8 \(256 slots\), 1000 trials'
check_rows 8 0.07

# Usage errors.
run 2 "$Z" tt-errors --n 21;          expect "$err" '--n must be a whole number from 0 to 20'
run 2 "$Z" tt-errors --keys go;       expect "$err" '--keys must be uniform, chess or words'
run 2 "$Z" tt-errors --trials 0;      expect "$err" '--trials must be'
run 2 "$Z" tt-errors --trials;        expect "$err" '--trials must be'
run 2 "$Z" tt-errors --seed -1;       expect "$err" '--seed must be'
run 2 "$Z" tt-errors --fast;          expect "$err" 'unknown option "--fast"'
run 2 "$Z" tt-errors --precise --trials 10; expect "$err" '--trials or --precise, not both'
run 2 "$Z" tt-errors --trials 10 --precise; expect "$err" '--trials or --precise, not both'
expect "$err" 'usage: zobrist tt-errors .*\[--trials T \| --precise\]'

report test-tt
