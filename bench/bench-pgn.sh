#!/usr/bin/env bash
# `make bench`, PGN and books: ours beside pgn-extract and polyglot on the
# same file in one run, median of 5 runs each (CPU time of the process, so
# another job on this shared machine weighs less). Figures, not tests.
#   bench/bench-pgn.sh [GAMES]   (default 20000 random games, ~35 MB)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-20000}
PGN_EXTRACT=/usr/games/pgn-extract POLYGLOT=/usr/games/polyglot
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pgn="$work/games.pgn"
build/random-games --games "$GAMES" --seed 11 --format pgn > "$pgn"
plies=$(build/zobrist pgn --format jsonl "$pgn" | python3 -c 'import json, sys
print(sum(len(json.loads(l)["uci"]) for l in sys.stdin))')

# median CPU seconds (user + sys) of 5 runs of a command
median_cpu() {
    for _ in 1 2 3 4 5; do
        /usr/bin/time -f '%U %S' -o "$work/t" "$@" > /dev/null 2>&1
        awk '{ printf "%.3f\n", $1 + $2 }' "$work/t"
    done | sort -n | sed -n 3p
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

echo "PGN and books: $GAMES random games, $plies plies, $(($(stat -c %s "$pgn") / 1048576)) MB (CPU seconds, median of 5)"
ours=$(median_cpu build/zobrist pgn --format none "$pgn")
theirs=$(median_cpu "$PGN_EXTRACT" -Wuci -s -o /dev/null "$pgn")
printf '  PGN to keys       zobrist pgn %6.2f s (%5.1f M plies/s)   pgn-extract -Wuci %6.2f s   %sx\n' \
    "$ours" "$(awk -v p="$plies" -v t="$ours" 'BEGIN { print p / t / 1e6 }')" "$theirs" "$(ratio "$theirs" "$ours")"
for options in "" "-max-ply 12" "-min-game 1 -uniform"; do
    long=$(echo "$options" | sed 's/^-/--/; s/ -/ --/g') # polyglot's -max-ply is our --max-ply
    # shellcheck disable=SC2086
    ours=$(median_cpu build/zobrist book build --pgn "$pgn" --out "$work/z.bin" $long)
    # shellcheck disable=SC2086
    theirs=$(median_cpu "$POLYGLOT" make-book -pgn "$pgn" -bin "$work/p.bin" $options)
    printf '  book build %-20s zobrist %6.2f s   polyglot make-book %6.2f s   %sx\n' "${options:-(defaults)}" "$ours" "$theirs" "$(ratio "$theirs" "$ours")"
done
