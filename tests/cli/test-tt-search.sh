#!/usr/bin/env bash
# zobrist tt-search: type-1 errors of an always-replace table in an
# alpha-beta search, against 2^-m x (the fraction of probes whose slot holds
# another position). ZOBRIST names the binary. A small seeded run: m = 0
# errs on every such probe (ratio exactly 1), m = 64 - n never; m = 2, 4, 8
# within bounds that a table comparing one check bit too many or too few
# (ratio 0.5 or 2) fails.
set -u
. "$(dirname "$0")/lib.sh"

# rows_hold AWK_CONDITION MESSAGE: every data row satisfies the condition.
rows_hold() {
    checks=$((checks + 1))
    if ! awk '/^(used|blind) / { rows++; if (!('"$1"')) { bad++; print > "/dev/stderr" } }
              END { exit !(rows > 0 && bad == 0) }' "$out"; then
        failures=$((failures + 1))
        echo "FAILED: $2" >&2
    fi
}

# Columns: use n m probes hits other type-1 rate low high predicted ratio repeat fresh.
run 0 "$Z" tt-search --n 10 --depth 5 --roots 6 --seed 1
expect "$out" '^# tt-search: alpha-beta \(material\) to depth 5 from 6 roots'
expect "$out" '^# use +n +m +probes +hits +other +type-1 +rate'
checks=$((checks + 1))
[ "$(grep -cE '^(used|blind) +10 +(0|2|4|8|54) ' "$out")" -eq 10 ] ||
    { failures=$((failures + 1)); echo "FAILED: expected 10 rows (used, blind x m 0 2 4 8 54)" >&2; }
rows_hold '$4 > 20000' "too few probes for the bounds"
rows_hold '$6 > 0.5' "the table should be mostly full of other positions"
rows_hold '$3 != 0 || ($12 == "1.000" && $7 / $4 > 0.5)' "m = 0: every probe meeting another position must err"
rows_hold '$3 != 54 || $7 == 0' "m = 64 - n: no type-1 error"
rows_hold '$3 != 2 || ($12 > 0.8 && $12 < 1.25)' "m = 2: measured/predicted out of 0.8-1.25"
rows_hold '$3 != 4 || ($12 > 0.75 && $12 < 1.35)' "m = 4: measured/predicted out of 0.75-1.35"
rows_hold '$3 != 8 || ($12 > 0.55 && $12 < 1.6)' "m = 8: measured/predicted out of 0.55-1.6"
rows_hold '$9 <= $8 && $8 <= $10' "the rate lies inside its interval"
# Blind: one traversal for all tables, so probes, hits and other agree across m.
checks=$((checks + 1))
[ "$(awk '/^blind / { print $4, $5, $6 }' "$out" | sort -u | wc -l)" -eq 1 ] ||
    { failures=$((failures + 1)); echo "FAILED: blind rows saw different probe streams" >&2; }
first=$(cat "$out")
run 0 "$Z" tt-search --n 10 --depth 5 --roots 6 --seed 1
checks=$((checks + 1))
[ "$first" = "$(cat "$out")" ] || { failures=$((failures + 1)); echo "FAILED: the same seed gave another table" >&2; }

# One setting, the whole key compared: not one error, in either mode.
run 0 "$Z" tt-search --n 12 --m 52 --depth 4 --roots 4 --seed 2
checks=$((checks + 1))
[ "$(grep -cE '^(used|blind) +12 +52 +[0-9]+ +[0-9]+ +[0-9.]+ +0 ' "$out")" -eq 2 ] ||
    { failures=$((failures + 1)); echo "FAILED: m = 64 - n should give two rows with 0 errors" >&2; }
run 0 "$Z" tt-search --n 8 --m 0 --depth 4 --roots 2 --blind
checks=$((checks + 1))
[ "$(grep -cE '^blind ' "$out")" -eq 1 ] && ! grep -q '^used ' "$out" ||
    { failures=$((failures + 1)); echo "FAILED: --blind should print one blind row" >&2; }

# Usage errors.
run 2 "$Z" tt-search --n 10 --m 55;   expect "$err" '--m must be a whole number from 0 to 64 - n'
# nothing predicted (one probe, an empty table): a ratio of 0, not -nan
run 0 "$Z" tt-search --n 24 --m 40 --depth 1 --roots 1
expect "$out" '^used +24 +40 +1 .* 0\.000 +0 +0\.000$'
checks=$((checks + 1))
! grep -qi nan "$out" || { failures=$((failures + 1)); echo "FAILED: tt-search printed nan" >&2; }

run 2 "$Z" tt-search --n 25;          expect "$err" '--n must be a whole number from 1 to 24'
run 2 "$Z" tt-search --depth 9;       expect "$err" '--depth must be'
run 2 "$Z" tt-search --roots 0;       expect "$err" '--roots must be'
run 2 "$Z" tt-search --seed -1;       expect "$err" '--seed must be'
run 2 "$Z" tt-search --depth;         expect "$err" '--depth must be'
run 2 "$Z" tt-search --fast;          expect "$err" 'unknown option "--fast"'
run 2 "$Z" tt-search --used --blind;  expect "$err" '--used or --blind, not both'
run 2 "$Z" tt-search --blind --n 8 --used; expect "$err" '--used or --blind, not both'
expect "$err" 'usage: zobrist tt-search '

report test-tt-search
