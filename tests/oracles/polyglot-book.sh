#!/usr/bin/env bash
# Oracle: Debian's polyglot 2.0.4 and `zobrist book`.
#   1. make-book: byte-identical books on four PGN files (pgn-extract's
#      eco.pgn, random games with every result, 20000 games through few
#      positions so counts are halved, hand-made games with comments,
#      variations, castling, promotions, ties, a repeated Result tag and a
#      game of 1.8 MB),
#      with every option (a fractional -min-score, and numbers past what
#      a book can hold, too).
#   2. merge-book: byte-identical merges, both orders.
#   3. info-book and dump-book (both colours): the same text.
#   4. lookups: `zobrist book moves` on positions of the games gives the
#      book's entries for the key (read from the file with od), and the
#      polyglot dump's shares.
set -euo pipefail
cd "$(dirname "$0")/../.."
POLYGLOT=${POLYGLOT:-/usr/games/polyglot}
ECO=${ECO:-/usr/share/pgn-extract/eco.pgn}
GAMES=${GAMES:-1500}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# a copy: the build may replace build/zobrist while this runs
cp "${ZOBRIST:-build/zobrist}" "$work/zobrist"
Z="$work/zobrist"
fail=0 compared=0 identical=0
die() { echo "polyglot-book: $*" >&2; fail=1; }

# ------------------------------------------------------------ the PGN files
cp "$ECO" "$work/eco.pgn"
# random games; results by game: 1-0, 0-1, 1/2-1/2, *, a missing Result tag
build/random-games --games "$GAMES" --seed 11 --format pgn | awk '
    /^\[Event/ { g++; r = (g % 5 == 0) ? "1-0" : (g % 5 == 1) ? "0-1" : (g % 5 == 2) ? "1/2-1/2" : (g % 5 == 3) ? "*" : "" }
    /^\[Result/ { if (r != "") print "[Result \"" r "\"]"; next }
    !/^\[/ && /1\/2-1\/2$/ { sub(/1\/2-1\/2$/, r == "" ? "*" : r) }
    { print }' > "$work/random.pgn"
# 20000 games over five openings: an entry reaches 16384 games, halving its position's
awk 'BEGIN {
    split("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6|1. e4 c5 2. Nf3 d6|1. e4 e6 2. d4 d5|1. d4 d5 2. c4 e6|1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6", line, "|")
    split("1-0|0-1|1/2-1/2|1-0|*", res, "|")
    for (i = 0; i < 20000; i++) {
        l = (i % 11) ? line[(i * 7) % 5 + 1] : line[4]; r = res[(i * 3) % 5 + 1]
        printf "[Event \"h%d\"]\n[Result \"%s\"]\n\n%s %s\n\n", i, r, l, r
    } }' > "$work/halve.pgn"
cat > "$work/tricky.pgn" <<'PGN'
[Event "comments, NAGs, a variation, castling"]
[Result "0-1"]

1. e4 {a comment} e5 $1 2. Nf3 (2. f4 exf4 3. Nf3) 2... Nc6!? 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 0-1

[Event "queen side"]
[Result "1-0"]

1.d4 d5 2.c4 dxc4 3.e4 b5 4.a4 c6 5.axb5 cxb5 6.Bxc4+ bxc4 7.Rxa7 Rxa7 1-0

[Event "promotion"]
[Result "1/2-1/2"]

1. e4 d5 2. e5 f5 3. exf6 e6 4. fxg7 Kf7 5. gxh8=N+ Ke7 6. d4 Kd7 7. Nf3 Kd6 8. Bd3 Kd7 9. O-O Kd6 1/2-1/2

[Event "the same moves, another result"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 0-1

[Event "ties"]
[Result "1/2-1/2"]

1. c4 c5 2. Nc3 Nc6 1/2-1/2

[Event "result tag wins over the movetext"]
[Result "1-0"]

1. Nf3 d5 0-1

[Event "long castling"]
[Result "0-1"]

1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O 0-1

[Event "two Result tags: the last counts"]
[Result "1-0"]
[Site "?"]
[Result "0-1"]

1. e4 c5 2. Nf3 d6 *
PGN
# a game longer than the PGN reader's 1 MiB (a long comment): polyglot
# reads it whole, and so does the book builder
awk 'BEGIN { printf "\n[Event \"long\"]\n[Result \"1-0\"]\n\n1. e4 {"; for (i = 0; i < 120000; i++) printf "a long comment "; print "} e5 2. Nf3 1-0" }' \
    >> "$work/tricky.pgn"

# ------------------------------------------------------------------ make-book
OPTIONS=("" "-min-game 1" "-uniform" "-only-white" "-only-black" "-max-ply 12" "-min-game 2 -max-ply 30"
         "-min-score 50" "-only-black -uniform -min-game 1" "-only-white -min-game 1 -max-ply 7 -uniform"
         "-min-score 33.4 -min-game 1" "-min-game 0 -max-ply 2000000" "-min-game 70000")
ours_time=0 theirs_time=0
now() { date +%s.%N; }
for f in eco random halve tricky; do
    for o in "${OPTIONS[@]}"; do
        # shellcheck disable=SC2086
        t0=$(now); "$POLYGLOT" make-book -pgn "$work/$f.pgn" -bin "$work/p.bin" $o > "$work/polyglot.log" 2>&1; t1=$(now)
        # shellcheck disable=SC2046
        "$Z" book build --pgn "$work/$f.pgn" --out "$work/z.bin" $(echo "$o" | sed -E 's/(^| )-/\1--/g') 2> "$work/z.log" \
            || die "zobrist book build failed on $f.pgn [$o]: $(cat "$work/z.log")"
        t2=$(now)
        if [ "$f" = random ]; then
            theirs_time=$(echo "$theirs_time + $t1 - $t0" | bc); ours_time=$(echo "$ours_time + $t2 - $t1" | bc)
        fi
        compared=$((compared + 1))
        cmp -s "$work/p.bin" "$work/z.bin" && identical=$((identical + 1)) || die "make-book differs on $f.pgn [$o] ($(stat -c %s "$work/p.bin") vs $(stat -c %s "$work/z.bin") bytes)"
        [ -z "$o" ] && cp "$work/p.bin" "$work/$f.bin"
        [ "$o" = "-min-game 1" ] && cp "$work/p.bin" "$work/$f-1.bin"
    done
done
echo "polyglot-book: make-book: $identical of $compared books byte-identical (4 PGN files x ${#OPTIONS[@]} option sets);" \
     "random.pgn ($GAMES games) in ${ours_time}s against polyglot's ${theirs_time}s over ${#OPTIONS[@]} runs"
# a book for the walks: random games to 40 plies (polyglot's walk stops at 1024)
"$POLYGLOT" make-book -pgn "$work/random.pgn" -bin "$work/random40.bin" -min-game 1 -max-ply 40 > /dev/null 2>&1

# ----------------------------------------------------------------- merge-book
merged=0
for pair in "eco-1 random40" "random40 eco-1" "tricky-1 eco-1" "halve-1 tricky-1" "eco-1 eco-1" "random-1 halve-1"; do
    set -- $pair
    "$POLYGLOT" merge-book -in1 "$work/$1.bin" -in2 "$work/$2.bin" -out "$work/pm.bin" > /dev/null 2>&1
    "$Z" book merge "$work/$1.bin" "$work/$2.bin" "$work/zm.bin" || die "zobrist book merge failed on $pair"
    cmp -s "$work/pm.bin" "$work/zm.bin" && merged=$((merged + 1)) || die "merge-book differs on $pair"
    [ "$1 $2" = "eco-1 random40" ] && cp "$work/pm.bin" "$work/merged.bin"
done
echo "polyglot-book: merge-book: $merged merges byte-identical"

# ------------------------------------------------------ info-book, dump-book
walked=0
for b in eco-1 random40 merged halve-1 tricky-1 eco; do
    "$POLYGLOT" info-book -bin "$work/$b.bin" 2>/dev/null | grep -v '^PolyGlot' > "$work/pi.txt"
    "$Z" book info "$work/$b.bin" > "$work/zi.txt" || die "zobrist book info failed on $b"
    cmp -s "$work/pi.txt" "$work/zi.txt" || { die "info-book differs on $b"; diff "$work/pi.txt" "$work/zi.txt" >&2 || true; }
    for c in white black; do
        (cd "$work" && "$POLYGLOT" dump-book -bin "$b.bin" -color $c -out pd.txt > /dev/null 2>&1)
        (cd "$work" && "$Z" book dump "$b.bin" --color $c > zd.txt) || die "zobrist book dump failed on $b"
        cmp -s "$work/pd.txt" "$work/zd.txt" || { die "dump-book differs on $b $c"; diff "$work/pd.txt" "$work/zd.txt" | head -4 >&2 || true; }
        walked=$((walked + 1))
    done
done
echo "polyglot-book: info-book on 6 books and dump-book on $walked (book, colour) pairs: the same text"

# --------------------------------------------------------------------- lookups
# Positions of the random games (their first 30 plies) and of eco lines; the
# moves we list must be exactly the file's entries for the key, in weight order.
build/random-games --games 30 --seed 11 --max-plies 30 --format fen > "$work/fens.txt"
od -An -v -tx1 -w16 "$work/random40.bin" | awk '
    function hex(s,   i, n) { n = 0; for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1; return n }
    { k = $1 $2 $3 $4 $5 $6 $7 $8; m = hex($9 $10); w = hex($11 $12);
    to = m % 64; from = int(m / 64) % 64; p = int(m / 4096) % 8;
    t = sprintf("%c%d%c%d%s", 97 + from % 8, int(from / 8) + 1, 97 + to % 8, int(to / 8) + 1, substr(" nbrq", p + 1, 1));
    gsub(/ /, "", t); print k, t, w }' > "$work/entries.txt"
looked=0 found=0
while read -r fen; do
    key=$("$Z" key "$fen")
    grep "^$key " "$work/entries.txt" | awk '{ print $2, $3 }' | sort > "$work/want.txt" || true
    if "$Z" book moves "$work/random40.bin" "$fen" > "$work/moves.txt" 2>/dev/null; then
        found=$((found + 1))
        awk 'NR > 1 { print $NF, $4 }' "$work/moves.txt" | sort > "$work/got.txt"
        # weights in non-increasing order
        awk 'NR > 1 { print $4 }' "$work/moves.txt" | sort -c -n -r 2>/dev/null || die "moves not sorted by weight at $fen"
    else
        : > "$work/got.txt"
    fi
    cmp -s "$work/want.txt" "$work/got.txt" || { die "lookup differs at $fen (key $key)"; diff "$work/want.txt" "$work/got.txt" | head -4 >&2 || true; }
    looked=$((looked + 1))
done < "$work/fens.txt"
echo "polyglot-book: lookups: $looked positions ($found in the book) list exactly the book's entries"

if [ "$fail" -ne 0 ]; then
    echo "polyglot-book: FAILED" >&2
    exit 1
fi
echo "polyglot-book: all agree"
