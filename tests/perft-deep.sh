#!/usr/bin/env bash
# Deeper perft counts (chessprogramming.org "Perft Results"), each with the
# incremental key compared against the key from scratch at every node.
# A few minutes; not part of `make test`.
set -euo pipefail
Z=${1:-build/zobrist}
failures=0
while IFS='|' read -r depth nodes fen; do
    start=$(date +%s%N)
    got=$("$Z" perft "$depth" "$fen" --verify 2>/dev/null) || { echo "FAILED: key mismatch in perft $depth of $fen" >&2; failures=$((failures + 1)); continue; }
    tenths=$(( ($(date +%s%N) - start) / 100000000 ))
    if [ "$got" = "$nodes" ]; then
        printf 'ok   perft %s = %11s  %4d.%ds  %s\n' "$depth" "$got" $((tenths / 10)) $((tenths % 10)) "$fen"
    else
        printf 'FAIL perft %s = %s, expected %s: %s\n' "$depth" "$got" "$nodes" "$fen" >&2
        failures=$((failures + 1))
    fi
done <<'SUITE'
6|119060324|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
5|193690690|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
7|178633661|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
5|15833292|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1
5|89941194|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8
5|164075551|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10
SUITE
[ "$failures" -eq 0 ] && echo "perft-deep: all counts and keys verified"
