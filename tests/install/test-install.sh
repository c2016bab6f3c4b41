#!/usr/bin/env bash
# make install into a temporary prefix, then build a C and a C++ program
# against it with pkg-config, linked dynamically and statically, and run
# them: each prints the Polyglot key of the start position and a Go key.
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
checks=$((checks + 1))
soname=$(objdump -p "$prefix/lib/libzobrist.so" | awk '/SONAME/ { print $2 }')
[[ $soname == libzobrist.so.* ]] || { failures=$((failures + 1)); echo "FAILED: soname '$soname'" >&2; }
checks=$((checks + 1))
make -s uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f -o -type l | grep -v 'hello' || true)
[ -z "$left" ] || { failures=$((failures + 1)); echo "FAILED: uninstall left: $left" >&2; }

echo "install: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
