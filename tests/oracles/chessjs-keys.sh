#!/usr/bin/env bash
# Oracle: the chessjs layout's keys must equal chess.js 1.4's hash() after
# every move of 1000 random games (ours, replayed by chess.js, which would
# reject an illegal move): 950 of up to 60 plies and 50 of up to 300, for
# promotions and long endgames.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{
    build/random-games --games 950 --seed 21 --max-plies 60 --format uci
    build/random-games --games 50 --seed 22 --max-plies 300 --format uci
} > "$work/moves.txt"
node tests/oracles/chessjs-games.js < "$work/moves.txt" > "$work/theirs.txt"
build/zobrist replay --layout chessjs < "$work/moves.txt" > "$work/ours.txt"
if ! cmp -s "$work/ours.txt" "$work/theirs.txt"; then
    diff <(tr ' ' '\n' < "$work/ours.txt") <(tr ' ' '\n' < "$work/theirs.txt") | head -5 >&2
    echo "chessjs-keys: keys differ from chess.js hash()" >&2
    exit 1
fi
games=$(wc -l < "$work/theirs.txt")
positions=$(wc -w < "$work/theirs.txt")
doubles=$(grep -oE '\b([a-h])2\14\b|\b([a-h])7\25\b' "$work/moves.txt" | wc -l)
promotions=$(grep -oE '\b[a-h][27][a-h][18][qrbn]\b' "$work/moves.txt" | wc -l)
castlings=$(grep -oE '\b(e1g1|e1c1|e8g8|e8c8)\b' "$work/moves.txt" | wc -l)
echo "chessjs-keys: $games games, $positions positions equal chess.js hash() (double steps: $doubles, promotions: $promotions, castling-like king moves: $castlings)"
[ "$games" -ge 1000 ] && [ "$promotions" -ge 10 ] && [ "$doubles" -ge 100 ] || { echo "chessjs-keys: the sample lacks a case" >&2; exit 1; }
