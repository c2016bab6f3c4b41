#!/usr/bin/env bash
# Oracle: Debian's polyglot builds an opening book from random games (reading
# our SAN with its own parser and hashing with its own code); the set of keys
# in the book must equal the keys `zobrist replay` gives for the positions a
# move was played from. Also checks our compiled-in Random64 table against
# the standard's document.
set -euo pipefail
cd "$(dirname "$0")/../.."
POLYGLOT=${POLYGLOT:-/usr/games/polyglot}
DOC=/usr/share/doc/polyglot/book_format.html
GAMES=${GAMES:-400}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The table: the 781 numbers in the standard, in order.
grep -oE 'U64\(0x[0-9A-F]{16}\)' "$DOC" | sed -E 's/U64\(0x(.*)\)/\1/' > "$work/doc.txt"
grep -oE '0x[0-9A-F]{16}ULL' src/chess/polyglot_random64.c | sed -E 's/0x(.*)ULL/\1/' > "$work/ours.txt"
[ "$(wc -l < "$work/doc.txt")" -eq 781 ] || { echo "polyglot-keys: expected 781 numbers in $DOC" >&2; exit 1; }
cmp -s "$work/doc.txt" "$work/ours.txt" || { echo "polyglot-keys: src/chess/polyglot_random64.c differs from $DOC" >&2; exit 1; }

# 2. Keys of random games.
build/random-games --games "$GAMES" --format pgn > "$work/games.pgn"
build/random-games --games "$GAMES" --format san > "$work/games.san"
"$POLYGLOT" make-book -pgn "$work/games.pgn" -bin "$work/book.bin" -min-game 1 -max-ply 2000 > "$work/polyglot.log" 2>&1
if grep -qiE 'illegal|error|unknown' "$work/polyglot.log"; then
    echo "polyglot-keys: polyglot rejected our SAN:" >&2; grep -iE 'illegal|error|unknown' "$work/polyglot.log" | head >&2; exit 1
fi
build/zobrist replay < "$work/games.san" > "$work/keys.txt"
awk '{ for (i = 1; i < NF; i++) print $i }' "$work/keys.txt" | sort -u > "$work/ours.keys"   # all but the final position
od -An -v -tx1 -w16 "$work/book.bin" | awk '{ print $1 $2 $3 $4 $5 $6 $7 $8 }' | sort -u > "$work/book.keys"
ours=$(wc -l < "$work/ours.keys") theirs=$(wc -l < "$work/book.keys")
if ! cmp -s "$work/ours.keys" "$work/book.keys"; then
    echo "polyglot-keys: key sets differ (ours $ours, polyglot's $theirs); first differences:" >&2
    diff "$work/ours.keys" "$work/book.keys" | head >&2
    exit 1
fi
moves=$(wc -w < "$work/games.san")
promotions=$(grep -o '=' "$work/games.san" | wc -l)
castles=$(grep -oE 'O-O' "$work/games.san" | wc -l)
echo "polyglot-keys: table matches the standard; $ours distinct keys from $GAMES games ($moves moves, $promotions promotions, $castles castlings) equal polyglot's book"
