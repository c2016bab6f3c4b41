#!/usr/bin/env bash
# make install into a temporary prefix, then build a C and a C++ program
# against it with pkg-config, linked dynamically and statically, and run
# them: each prints the Polyglot key of the start position and a Go key.
# A program with functions named as the library's internals links too.
# The README's C examples are built and run against it too.
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make -s install PREFIX="$prefix" >/dev/null
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
expected="463b96181691fc9c 2b6bf245fb168207"
failures=0 checks=0

check() { # name command...
    local name=$1; shift
    checks=$((checks + 1))
    local got
    if ! got=$("$@" 2>&1) || [ "$got" != "$expected" ]; then
        failures=$((failures + 1))
        echo "FAILED: $name printed '$got', expected '$expected'" >&2
    fi
}

cflags=$(pkg-config --cflags zobrist) libs=$(pkg-config --libs zobrist)
cc -std=c11 -Wall -Werror $cflags tests/install/hello.c $libs -o "$prefix/hello-c"
check "C, shared" env LD_LIBRARY_PATH="$prefix/lib" "$prefix/hello-c"
c++ -std=c++17 -Wall -Werror -x c++ $cflags tests/install/hello.c $libs -o "$prefix/hello-cxx"
check "C++, shared" env LD_LIBRARY_PATH="$prefix/lib" "$prefix/hello-cxx"
cc -std=c11 -Wall -Werror $cflags tests/install/hello.c "$prefix/lib/libzobrist.a" -o "$prefix/hello-static"
check "C, static" "$prefix/hello-static"
# A program with its own functions named as the library's internals: the
# static library has them as zbi_*, the shared one exports only the names
# the public headers declare.
cc -std=c11 -Wall -Werror $cflags tests/install/own-names.c $libs -o "$prefix/own-names"
check "own names, shared" env LD_LIBRARY_PATH="$prefix/lib" "$prefix/own-names"
cc -std=c11 -Wall -Werror $cflags tests/install/own-names.c "$prefix/lib/libzobrist.a" -o "$prefix/own-names-static"
check "own names, static" "$prefix/own-names-static"
checks=$((checks + 1))
others=$(nm -g --defined-only "$prefix/lib/libzobrist.a" | awk 'NF == 3 && $3 !~ /^zbi?_/ { print $3 }' | head -5)
[ -z "$others" ] || { failures=$((failures + 1)); echo "FAILED: libzobrist.a defines $others ..." >&2; }
checks=$((checks + 1))
api=$(cat "$prefix"/include/zobrist*.h | grep -o '\bzb_[a-z0-9_]*' | LC_ALL=C sort -u)
others=$(nm -D --defined-only "$prefix/lib/libzobrist.so" | awk 'NF == 3 { print $3 }' | LC_ALL=C sort -u | LC_ALL=C comm -23 - <(echo "$api") | head -5)
[ -z "$others" ] || { failures=$((failures + 1)); echo "FAILED: libzobrist.so exports $others ... (not in the headers)" >&2; }
# A static link takes only what it uses: a program that makes keys alone
# stays small (the library linked into one object had made it 200 KB).
printf '#include <stdio.h>\n#include <zobrist.h>\nint main(void) { uint64_t k[2]; zb_keys_fill(k, 2, 1); printf("%%016llx\\n", (unsigned long long)k[0]); return 0; }\n' > "$prefix/own-names-keys.c"
cc -std=c11 -Wall -Werror $cflags "$prefix/own-names-keys.c" "$prefix/lib/libzobrist.a" -o "$prefix/own-names-keys"
checks=$((checks + 1))
text=$(size "$prefix/own-names-keys" | awk 'NR == 2 { print $1 }')
[ "$text" -lt 65536 ] || { failures=$((failures + 1)); echo "FAILED: a program using zb_keys_fill alone has $text bytes of text, statically linked" >&2; }
# The README's C examples (its ```c blocks, in order: the table, the table
# inline, the core) compile against the installed headers and run, given
# the few variables they use without declaring.
readme_block() { awk -v n="$1" '/^```c$/ { k++; inside = (k == n); next } /^```/ { inside = 0 } inside' README.md; }
{
    echo '#include <stdio.h>'
    echo '#include <string.h>'
    for n in 1 2 3; do readme_block "$n" | sed -n '/^#include/p'; done
    echo 'int main(void) {'
    echo '    const char *fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";'
    echo '    size_t where = 0; uint64_t key = 1, child_key = 2; int depth = 3, score = 4; unsigned move = 5;'
    echo '    {'; readme_block 1; echo '    }'
    echo '    { zb_tt_config config = {10, 16, ZB_TT_ALWAYS_REPLACE, 0, 0}; zb_tt *tt;'
    echo '      if (zb_tt_create(&config, &tt) != ZB_TT_OK) return 1;'
    echo '      zb_tt_entry e = {1, 2, ZB_TT_LOWER, 3, 0};'; readme_block 2 | sed '/^#include/d'; echo '      zb_tt_destroy(tt); }'
    echo '    {'; readme_block 3 | sed '/^#include/d'; echo '    }'
    echo '    printf("%s\n", "463b96181691fc9c 2b6bf245fb168207"); /* what check expects: the blocks ran to the end */'
    echo '    return 0;'
    echo '}'
} > "$prefix/hello-readme.c"
cc -std=c11 -Wall -Werror -Wno-unused-variable -Wno-unused-but-set-variable $cflags "$prefix/hello-readme.c" $libs -o "$prefix/hello-readme"
check "the README's C examples" env LD_LIBRARY_PATH="$prefix/lib" "$prefix/hello-readme"
checks=$((checks + 1))
soname=$(objdump -p "$prefix/lib/libzobrist.so" | awk '/SONAME/ { print $2 }')
[[ $soname == libzobrist.so.* ]] || { failures=$((failures + 1)); echo "FAILED: soname '$soname'" >&2; }
checks=$((checks + 1))
make -s uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f -o -type l | grep -v -e 'hello' -e 'own-names' || true)
[ -z "$left" ] || { failures=$((failures + 1)); echo "FAILED: uninstall left: $left" >&2; }

# LIBDIR and INCLUDEDIR moved (lib64, a folder of its own): pkg-config says where
moved=$(mktemp -d)
make -s install PREFIX="$moved" LIBDIR="$moved/lib64" INCLUDEDIR="$moved/include/zobrist" >/dev/null
checks=$((checks + 1))
flags=$(PKG_CONFIG_PATH="$moved/lib64/pkgconfig" pkg-config --cflags --libs zobrist | xargs) # one space between flags
[ "$flags" = "-I$moved/include/zobrist -L$moved/lib64 -lzobrist" ] || { failures=$((failures + 1)); echo "FAILED: pkg-config says '$flags'" >&2; }
cc -std=c11 -Wall -Werror $flags tests/install/hello.c -o "$moved/hello" $flags
check "LIBDIR and INCLUDEDIR moved" env LD_LIBRARY_PATH="$moved/lib64" "$moved/hello"
make -s uninstall PREFIX="$moved" LIBDIR="$moved/lib64" INCLUDEDIR="$moved/include/zobrist" >/dev/null
rm -rf "$moved"

echo "install: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
