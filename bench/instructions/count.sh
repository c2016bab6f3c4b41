#!/usr/bin/env bash
# Instructions of one repetition of a workload (bench/instructions/
# workload.mjs) in a package directory, counted by valgrind: for comparing
# two builds of the WASM and its glue on a host without hardware counters
# (perf stat counts nothing in many VMs), where times are too noisy to
# separate a few percent. Node runs with --single-threaded --no-liftoff, so
# that the WASM is TurboFan's code from the start and no thread's timing
# moves the count; the workload runs at 1 and 3 repetitions, three times
# each, and the medians are differenced (Node's own start, ~1.3 G
# instructions, cancels). Repeats within ~0.3 %. Minutes a run.
#   bench/instructions/count.sh pgn|perft|book|fens|replay [PACKAGE_DIR]
# PACKAGE_DIR (default: this checkout) needs its build/ (make; make bench
# makes build/bench-fens.txt; book needs build/demo/eco-book.bin).
set -euo pipefail
what=${1:?usage: count.sh pgn|perft|book|fens|replay [PACKAGE_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "${2:-$here/../..}" && pwd)
command -v valgrind >/dev/null || { echo "count.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
count() {
    if ! (cd "$dir" && valgrind --tool=cachegrind --cache-sim=no --smc-check=all-non-file --cachegrind-out-file=/dev/null \
        node --single-threaded --no-liftoff "$here/workload.mjs" "$what" "$1") > "$log" 2>&1; then
        echo "count.sh: the $what workload failed in $dir:" >&2
        grep -v "^==" "$log" | tail -15 >&2
        return 1
    fi
    awk '/I +refs/ { gsub(",", "", $4); print $4 }' "$log"
}
median3() { sort -n | sed -n 2p; }
runs() { count "$1" && count "$1" && count "$1"; }
one=$(runs 1 | median3)
three=$(runs 3 | median3)
echo "$what in $dir: $(( (three - one) / 2 )) instructions a repetition"
