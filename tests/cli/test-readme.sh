#!/usr/bin/env bash
# The README's CLI transcripts: in its ```sh blocks, every `$ command` line
# followed by output lines is run from the repository's root (build/zobrist
# as ZOBRIST names it), and must print exactly those lines, standard error
# included, as a terminal shows them. A command shown without output (a
# placeholder file, a list of options) is not run.
set -u
. "$(dirname "$0")/lib.sh"
cd "$(dirname "$0")/../.."

# The transcripts, one record per command: the command line, then its
# expected output, as a NUL-separated pair.
transcripts() {
    awk '
        function flush() { if (cmd != "" && expected != "") printf "%s%c%s%c", cmd, 0, expected, 0; cmd = ""; expected = "" }
        /^```sh$/ { inside = 1; next }
        /^```/ { if (inside) flush(); inside = 0; next }
        !inside { next }
        /^\$ / { flush(); cmd = substr($0, 3); next }
        /^$/ { flush(); next }
        cmd != "" { expected = expected $0 "\n" }
    ' README.md
}

count=0
while IFS= read -r -d '' command && IFS= read -r -d '' expected; do
    count=$((count + 1))
    line=$(sed -E 's/[[:space:]]+# .*$//' <<<"$command") # the README's comment
    run 0 bash -c "${line//build\/zobrist/$Z}"
    checks=$((checks + 1))
    # As a terminal shows it: the output, then what went to standard error
    # (a summary at the end, such as perft's "keys verified").
    if [ "$(cat "$out" "$err")" != "${expected%$'\n'}" ]; then
        failures=$((failures + 1))
        echo "FAILED: README: \$ $command" >&2
        diff <(printf '%s' "$expected") <(cat "$out" "$err") | head -10 >&2
    fi
done < <(transcripts)

# The README has them (a parse that finds none would pass vacuously).
checks=$((checks + 1))
[ "$count" -ge 8 ] || { failures=$((failures + 1)); echo "FAILED: only $count README transcripts found" >&2; }
report "README transcripts ($count)"
