#!/usr/bin/env bash
# Oracle for the PGN reader (zobrist pgn), on pgn-extract's eco.pgn (a real
# file: a header comment, 2000+ games with tags) and on random games:
#   1. the UCI moves of every game equal pgn-extract's -Wuci output (its own
#      SAN parser and move generator);
#   2. the set of keys of positions a move was played from equals the keys
#      in a Polyglot book that polyglot makes from the same file (its own
#      PGN reader and hashing).
set -euo pipefail
cd "$(dirname "$0")/../.."
PGN_EXTRACT=${PGN_EXTRACT:-/usr/games/pgn-extract}
POLYGLOT=${POLYGLOT:-/usr/games/polyglot}
ECO=${ECO:-/usr/share/pgn-extract/eco.pgn}
GAMES=${GAMES:-400}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build/random-games --games "$GAMES" --format pgn > "$work/random.pgn"
cp "$ECO" "$work/eco.pgn"

for name in eco random; do
    pgn="$work/$name.pgn"
    # 1. UCI moves, one line a game (pgn-extract writes promotions upper-case: e7e8Q)
    "$PGN_EXTRACT" -Wuci -C -N -V -s -w 100000 --noresults "$pgn" 2> "$work/$name.extract.log" |
        awk 'BEGIN { RS = "" } !/^\[/ { gsub(/\n/, " "); $1 = $1; print tolower($0) }' > "$work/$name.theirs.uci"
    build/zobrist pgn --format jsonl "$pgn" > "$work/$name.jsonl"
    python3 -c 'import json, sys
for line in sys.stdin:
    print(" ".join(json.loads(line)["uci"]))' < "$work/$name.jsonl" > "$work/$name.ours.uci"
    games=$(wc -l < "$work/$name.ours.uci")
    if ! cmp -s "$work/$name.ours.uci" "$work/$name.theirs.uci"; then
        echo "pgn-extract: $name: our UCI moves differ from pgn-extract's ($games games, $(wc -l < "$work/$name.theirs.uci") theirs); first differences:" >&2
        diff "$work/$name.ours.uci" "$work/$name.theirs.uci" | head >&2
        exit 1
    fi
    # 2. keys against polyglot's book
    "$POLYGLOT" make-book -pgn "$pgn" -bin "$work/$name.bin" -min-game 1 -max-ply 2000 > "$work/$name.polyglot.log" 2>&1
    build/zobrist pgn "$pgn" | awk '{ for (i = 1; i < NF; i++) print $i }' | sort -u > "$work/$name.ours.keys"
    od -An -v -tx1 -w16 "$work/$name.bin" | awk '{ print $1 $2 $3 $4 $5 $6 $7 $8 }' | sort -u > "$work/$name.book.keys"
    if ! cmp -s "$work/$name.ours.keys" "$work/$name.book.keys"; then
        echo "pgn-extract: $name: key sets differ from polyglot's book (ours $(wc -l < "$work/$name.ours.keys"), its $(wc -l < "$work/$name.book.keys")):" >&2
        diff "$work/$name.ours.keys" "$work/$name.book.keys" | head >&2
        exit 1
    fi
    moves=$(wc -w < "$work/$name.ours.uci")
    echo "pgn-extract: $name: $games games, $moves moves equal pgn-extract's UCI; $(wc -l < "$work/$name.ours.keys") distinct keys equal polyglot's book"
done
