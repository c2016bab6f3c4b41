#!/usr/bin/env bash
# Oracle: perft counts of positions from random games (and a few known
# tricky ones) must equal Debian stockfish's `go perft`, which also parses
# the FENs our writer produces.
set -euo pipefail
cd "$(dirname "$0")/../.."
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
DEPTH=${DEPTH:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{
    build/random-games --games 60 --seed 7 --format fen --every 23
    cat <<'FENS'
8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1
8/8/3k4/3p4/3PP3/8/8/3K4 b - e3 0 1
4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1
8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3
r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1
r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1
2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1
8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1
4k3/1P6/8/8/8/8/K7/8 w - - 0 1
8/P1k5/K7/8/8/8/8/8 w - - 0 1
K1k5/8/P7/8/8/8/8/8 w - - 0 1
8/k1P5/8/1K6/8/8/8/8 w - - 0 1
8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1
n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1
FENS
} > "$work/fens.txt"

count=$(wc -l < "$work/fens.txt")
while IFS= read -r fen; do
    printf 'position fen %s\ngo perft %s\n' "$fen" "$DEPTH"
done < "$work/fens.txt" | "$STOCKFISH" 2>&1 | grep '^Nodes searched' | awk '{ print $3 }' > "$work/stockfish.txt"
[ "$(wc -l < "$work/stockfish.txt")" -eq "$count" ] || { echo "stockfish-perft: stockfish answered $(wc -l < "$work/stockfish.txt") of $count" >&2; exit 1; }

failures=0 i=0
while IFS= read -r fen; do
    i=$((i + 1))
    ours=$(build/zobrist perft "$DEPTH" "$fen")
    theirs=$(sed -n "${i}p" "$work/stockfish.txt")
    if [ "$ours" != "$theirs" ]; then
        echo "stockfish-perft: perft $DEPTH of $fen: ours $ours, stockfish $theirs" >&2
        failures=$((failures + 1))
    fi
done < "$work/fens.txt"
[ "$failures" -eq 0 ] || exit 1
echo "stockfish-perft: perft $DEPTH of $count positions equals stockfish"
