#!/bin/sh
# Builds the libFuzzer harnesses and runs each for a while.
#   tests/fuzz/run.sh [SECONDS]          build, then run every harness SECONDS (default 60)
#   FUZZERS="fuzz_fen" tests/fuzz/run.sh  only some harnesses
#   tests/fuzz/run.sh 0                  build only
#   FUZZ_CFLAGS=... FUZZ_CC=... tests/fuzz/run.sh   extra flags, another clang
# Binaries, working corpora and crash artifacts go to build/fuzz/. Exits 1 if
# any harness finds a crash, sanitizer error or invariant violation.
# Reproduce a crash: build/fuzz/fuzz_fen build/fuzz/artifacts/fuzz_fen/crash-...
set -eu

cd "$(dirname "$0")/../.."
SECONDS_EACH=${1:-60}
# Every harness by default: tests/fuzz/fuzz_*.c.
FUZZERS=${FUZZERS:-$(cd tests/fuzz && ls fuzz_*.c | sed "s/\.c$//" | tr "\n" " ")}
CC=${FUZZ_CC:-clang}
OUT=build/fuzz
FLAGS="-std=c11 -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"
LIB_SOURCES=$(find src/keys src/chess src/pgn src/book src/uttt src/go src/tt -name "*.c" 2>/dev/null | sort)
INCLUDES="-Isrc -Isrc/keys -Isrc/chess -Isrc/pgn -Isrc/book -Isrc/uttt -Isrc/go -Isrc/tt"

mkdir -p "$OUT"
for name in $FUZZERS; do
    echo "== building $OUT/$name"
    # shellcheck disable=SC2086
    $CC $FLAGS ${FUZZ_CFLAGS:-} -Wall -Wextra $INCLUDES -Itests/fuzz "tests/fuzz/$name.c" $LIB_SOURCES -o "$OUT/$name"
done
[ "$SECONDS_EACH" -gt 0 ] || exit 0

status=0
for name in $FUZZERS; do
    corpus="$OUT/corpus/$name"
    artifacts="$OUT/artifacts/$name"
    mkdir -p "$corpus" "$artifacts"
    dict=""
    [ -f "tests/fuzz/$name.dict" ] && dict="-dict=tests/fuzz/$name.dict"
    echo "== running $name for ${SECONDS_EACH}s"
    # New inputs go to the working corpus; the checked-in seeds are read only.
    # shellcheck disable=SC2086
    if ! "$OUT/$name" -max_len=256 -max_total_time="$SECONDS_EACH" -print_final_stats=1 \
        -artifact_prefix="$artifacts/" $dict "$corpus" "tests/fuzz/corpus/$name" \
        2> "$OUT/$name.log"; then
        echo "!! $name FAILED; log: $OUT/$name.log; artifacts:"
        ls -l "$artifacts"
        grep -E 'INVARIANT|ERROR: |runtime error|input:|SUMMARY' "$OUT/$name.log" | head -20
        status=1
    else
        grep -E '^stat::(number_of_executed_units|peak_rss)|^Done' "$OUT/$name.log" || true
    fi
done
exit $status
