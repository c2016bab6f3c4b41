#!/usr/bin/env bash
# Oracle: the stockfish layout's keys must equal the "Key:" that Debian's
# stockfish prints for its d command, at every 4th position of random games
# (and at tricky ep, castling and promotion positions), both along the moves
# (replay --layout stockfish) and from the FEN stockfish prints (key).
set -euo pipefail
cd "$(dirname "$0")/../.."
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build/random-games --games 40 --seed 11 --max-plies 160 --format uci > "$work/games.txt"
build/zobrist replay --layout stockfish < "$work/games.txt" > "$work/ours.txt"

# One "position ... moves" + "d" for every 4th ply of every game, and for
# every ply after a double step (where the ep rules differ).
awk '{
    moves = ""
    for (i = 0; i <= NF; i++) {
        if (i > 0) moves = moves " " $i
        double = i > 0 && substr($i, 1, 1) == substr($i, 3, 1) && ($i ~ /^.2.4/ || $i ~ /^.7.5/)
        if (i % 4 == 0 || i == NF || double) { print NR, i, "position startpos moves" moves }
    }
}' "$work/games.txt" > "$work/queries.txt"
cut -d' ' -f3- "$work/queries.txt" | sed 's/$/\nd/' | "$STOCKFISH" 2>&1 > "$work/sf.txt"
grep '^Key: ' "$work/sf.txt" | awk '{ print tolower($2) }' > "$work/sf-keys.txt"
grep '^Fen: ' "$work/sf.txt" | cut -d' ' -f2- > "$work/sf-fens.txt"
count=$(wc -l < "$work/queries.txt")
[ "$(wc -l < "$work/sf-keys.txt")" -eq "$count" ] || { echo "stockfish-keys: stockfish answered $(wc -l < "$work/sf-keys.txt") of $count" >&2; exit 1; }

# Ours along the moves: game NR, ply i is field i + 1 of line NR.
paste -d' ' <(cut -d' ' -f1,2 "$work/queries.txt") "$work/sf-keys.txt" | awk -v ours="$work/ours.txt" '
    BEGIN { n = 0; while ((getline line < ours) > 0) { n++; keys[n] = line } }
    { split(keys[$1], k, " "); want = $3; got = sprintf("%016s", k[$2 + 1]); gsub(/ /, "0", want); want = sprintf("%016s", want); gsub(/ /, "0", want)
      if (got != want) { print "stockfish-keys: game " $1 " ply " $2 ": ours " got ", stockfish " want > "/dev/stderr"; bad++ } }
    END { exit bad > 0 }'

# Ours from the FEN stockfish prints (its ep square only when a pawn can take).
i=0 bad=0
while IFS= read -r fen; do
    i=$((i + 1))
    want=$(sed -n "${i}p" "$work/sf-keys.txt")
    got=$(build/zobrist key --layout stockfish "$fen")
    if [ "$((16#$got))" != "$((16#$want))" ]; then
        echo "stockfish-keys: key of $fen: ours $got, stockfish $want" >&2
        bad=$((bad + 1))
    fi
done < "$work/sf-fens.txt"
[ "$bad" -eq 0 ] || exit 1

# Tricky FENs: a pinned capturer, an ep capture that would expose the king,
# no capturer at all, a long halfmove clock (Stockfish's 8-ply buckets).
cat > "$work/tricky.txt" <<'FENS'
4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1
8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1
8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3
rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
r3k2r/8/8/8/8/8/8/R3K2R w Kq - 13 40
r3k2r/8/8/8/8/8/8/R3K2R w Qk - 14 40
r3k2r/8/8/8/8/8/8/R3K2R b K - 22 40
8/8/8/8/8/5k2/8/4K3 w - - 99 80
FENS
while IFS= read -r fen; do
    printf 'position fen %s\nd\n' "$fen"
done < "$work/tricky.txt" | "$STOCKFISH" 2>&1 | grep '^Key: ' | awk '{ print tolower($2) }' > "$work/tricky-sf.txt"
i=0
while IFS= read -r fen; do
    i=$((i + 1))
    want=$(sed -n "${i}p" "$work/tricky-sf.txt")
    got=$(build/zobrist key --layout stockfish "$fen")
    [ -n "$want" ] && [ "$((16#$got))" = "$((16#$want))" ] || { echo "stockfish-keys: key of $fen: ours $got, stockfish $want" >&2; bad=$((bad + 1)); }
done < "$work/tricky.txt"
[ "$bad" -eq 0 ] || exit 1

# The sample must contain the cases that differ between layouts.
ep=$(awk '$4 != "-"' "$work/sf-fens.txt" | wc -l)
promotions=$(cut -d' ' -f3- "$work/queries.txt" | grep -cE ' [a-h][27][a-h][18][qrbn]( |$)' || true)
castled=$(cut -d' ' -f3- "$work/queries.txt" | grep -cE ' (e1g1|e1c1|e8g8|e8c8)( |$)' || true)
partial=$(awk '$3 != "-" && $3 != "KQkq"' "$work/sf-fens.txt" | wc -l)
echo "stockfish-keys: $count positions equal stockfish's Key: (ep square kept: $ep, after a promotion: $promotions, after castling: $castled, partial castling rights: $partial)"

[ "$count" -ge 500 ] && [ "$ep" -ge 5 ] && [ "$promotions" -ge 5 ] && [ "$castled" -ge 5 ] && [ "$partial" -ge 5 ] ||
    { echo "stockfish-keys: the sample lacks a case (need >= 500 positions and >= 5 of each)" >&2; exit 1; }
