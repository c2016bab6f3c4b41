# What the CLI test scripts share: run a command, check its status, and
# match its output. Sourced by tests/cli/test-*.sh; ZOBRIST names the binary.
Z=${ZOBRIST:-build/zobrist}
failures=0 checks=0
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

# run EXPECTED_STATUS command... ; stdout in $out, stderr in $err
run() {
    local expected=$1; shift
    "$@" >"$out" 2>"$err"
    local status=$?
    checks=$((checks + 1))
    if [ "$status" -ne "$expected" ]; then
        failures=$((failures + 1))
        echo "FAILED: '$*' exited $status, expected $expected; stderr: $(head -c 300 "$err")" >&2
    fi
}
# expect FILE PATTERN: the file contains the extended regex
expect() {
    checks=$((checks + 1))
    if ! grep -Eq -- "$2" "$1"; then
        failures=$((failures + 1))
        echo "FAILED: expected /$2/ in $([ "$1" = "$out" ] && echo stdout || echo stderr): $(head -c 300 "$1")" >&2
    fi
}
# expect_lines FILE N: the file has N lines
expect_lines() {
    checks=$((checks + 1))
    local n; n=$(wc -l <"$1")
    if [ "$n" -ne "$2" ]; then
        failures=$((failures + 1))
        echo "FAILED: expected $2 lines, got $n" >&2
    fi
}
# report NAME: the closing line, and the exit status
report() {
    echo "$1: $checks checks, $failures failed"
    [ "$failures" -eq 0 ]
}
