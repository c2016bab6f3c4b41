#!/usr/bin/env bash
# `make bench`, the key-independence audit: every dependency of at most 6
# and at most 8 of Polyglot's 781 keys at 64 bits (issue 10's goals: 10 s
# and 10 minutes native), wall and CPU seconds and peak memory (RSS) of
# each run, and the dependencies found. Single-threaded. Figures, not
# tests; the 8-key run takes minutes (CPU seconds are the figure to quote
# on a shared machine: wall time grows with the load).
#   bench/audit-bench.sh [MAX_SIZES]   (default "6 8")
set -euo pipefail
cd "$(dirname "$0")/.."
Z=build/zobrist
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo
echo "Key audit: Polyglot's 781 keys at 64 bits, every dependent subset (wall and CPU seconds, peak RSS)"
for k in ${1:-6 8}; do
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -v -o "$work/time" "$Z" audit --max-size "$k" > "$work/out"
        seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$work/time")
        rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$work/time")
        cpu=$(awk -F': ' '/(User|System) time/ { s += $2 } END { printf "%.1f s CPU", s }' "$work/time")
    else
        start=$(date +%s.%N)
        "$Z" audit --max-size "$k" > "$work/out"
        seconds=$(echo "$(date +%s.%N) - $start" | bc)
        rss="(no /usr/bin/time)" cpu=""
    fi
    found=$(awk '/^ +[0-9]+ +>?[0-9]+ / { printf "%s%s", sep, $2; sep = " " }' "$work/out")
    printf '  at most %d keys  %8.1f s  %s  %s   found by size: %s  (%s)\n' "$k" "$seconds" "$cpu" "$rss" "$found" \
        "$(sed -n 's/^\(rank [0-9]*\) .*/\1/p' "$work/out")"
    grep -E '^[0-9]: ' "$work/out" | sed 's/^/    /' || true
done
