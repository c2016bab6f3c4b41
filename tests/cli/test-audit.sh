#!/usr/bin/env bash
# zobrist audit: the chess key table's dependencies over GF(2). ZOBRIST
# names the binary. What the audit lists is checked by audit-check.py,
# which reads the keys itself (the Polyglot data file, or SplitMix64 for a
# seed) and XORs them; at 20 bits it also finds every dependency of 1-3
# keys on its own and compares the lists.
set -u
. "$(dirname "$0")/lib.sh"
check="python3 $(dirname "$0")/audit-check.py"

# check_list SOURCE BITS low|high [--all]: the listed dependencies hold.
check_list() {
    checks=$((checks + 1))
    if ! $check "$@" <"$out" >/dev/null; then
        failures=$((failures + 1))
        echo "FAILED: audit-check.py $* on: $(head -c 300 "$out")" >&2
    fi
}

# Polyglot's keys at 64 bits: rank 64, and no dependency of up to 6 keys
# (random keys would have 1.7e-5 of them). Up to 4 under the sanitizers,
# which make the 79 M subsets of size 6 too slow for a test.
max=6
case "$Z" in *sanitize*) max=4 ;; esac
run 0 "$Z" audit --max-size $max
expect "$out" "^# audit: polyglot keys \(781 features\), low 64 bits, dependencies of at most $max keys, limit 100 a size$"
expect "$out" '^rank 64 of 781 keys \(at most 64\)$'
expect "$out" '^   1          0   4\.23e-17$'
expect "$out" '^   4          0   8\.34e-10$'
expect "$out" '^dependencies: 0 listed$'
expect_lines "$out" $((max + 4))

# 20 bits: C(781,3) 2^-20 = 75.4 expected, 79 found, and exactly the ones
# an independent search finds; none of 1 or 2 keys.
run 0 "$Z" audit --bits 20 --max-size 3 --limit 1000
expect "$out" '^rank 20 of 781 keys'
expect "$out" '^   2          0   0\.29$'
expect "$out" '^   3         79   75\.4$'
expect "$out" '^dependencies: 79 listed$'
check_list polyglot 20 low --all
# Reachability: a pawn on rank 1 or 8 is never in a position; a lone king
# cannot be what two positions differ by.
expect "$out" '^3: 2 285 585 \| black pawn c1, black bishop f4, white queen b2 \| cannot occur: a pawn on rank 1 or 8$'
expect "$out" '^3: 41 341 661 \| black pawn b6, white bishop f3, black king f3 \| cannot occur: no split between two positions is consistent$'
expect "$out" '^3: 16 181 564 \| black pawn a3, black knight f7, black queen e7 \| may occur$'
# Size 4 past the limit: more than it, honestly.
run 0 "$Z" audit --bits 20 --max-size 4 --limit 30
expect "$out" '^   3        >30   75\.4$'
expect "$out" '^   4        >30   1\.47e\+04$'
expect "$out" '^dependencies: 60 listed$'
check_list polyglot 20 low

# The high bits, other widths, a seeded table (SplitMix64 recomputed by the
# checker).
run 0 "$Z" audit --bits 20 --high --max-size 3 --limit 1000
expect "$out" 'high 20 bits'
check_list polyglot 20 high --all
run 0 "$Z" audit --bits 24 --max-size 4 --limit 1000
check_list polyglot 24 low
run 0 "$Z" audit --seed 7 --bits 18 --max-size 3 --limit 1000
expect "$out" '^# audit: seed 7 keys \(781 features\), low 18 bits'
check_list seed:7 18 low --all
# A 16-key castling layout: 793 features, castling named by the set.
run 0 "$Z" audit --layout stockfish --bits 12 --max-size 2 --limit 2000
expect "$out" '^# audit: layout stockfish keys \(793 features\), low 12 bits'
expect "$out" '^   1 +[0-9]+   0\.194$'
expect "$out" '^   2 +[0-9]+   76\.7$'
expect "$out" 'castling [-KQkq]+'

# Errors: the usage, status 2.
for bad in "--bits 0" "--bits 65" "--max-size 9" "--max-size 0" "--limit 0" "--seed x" "--frobnicate 1" "--bits" \
           "--layout nosuch" "--layout polyglot --seed 3"; do
    # shellcheck disable=SC2086
    run 2 "$Z" audit $bad
done
expect "$err" 'layout'

report test-audit
