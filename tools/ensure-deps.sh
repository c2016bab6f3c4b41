#!/bin/sh
# Installs what the named parts of the build need, if missing, and says what.
#   tools/ensure-deps.sh PART...
# native:     C compiler; Debian's polyglot, stockfish and pgn-extract (test
#             oracles; pgn-extract also ships eco.pgn, a real PGN file)
# emscripten: emcc, to build wasm/zobrist.wasm
# node:       Node.js and npm, and the npm packages (npm ci)
# browser:    Debian's Chromium, driven by playwright-core in the browser tests
# Debian packages need root; as another user this lists the command to run.
set -eu
cd "$(dirname "$0")/.."

packages=""
want() { packages="$packages $1"; }
have() { command -v "$1" >/dev/null 2>&1; }

for part in "$@"; do
    case $part in
    native)
        have cc || want "gcc libc6-dev"
        [ -x /usr/games/polyglot ] || want polyglot
        [ -x /usr/games/stockfish ] || want stockfish
        command -v pgn-extract >/dev/null 2>&1 || [ -x /usr/games/pgn-extract ] || want pgn-extract ;;
    emscripten)
        have emcc || want emscripten ;;
    node)
        have node || want nodejs
        have npm || want npm ;;
    browser)
        have chromium || want chromium ;;
    *)
        echo "ensure-deps: unknown part '$part' (native, emscripten, node, browser)" >&2; exit 2 ;;
    esac
done

if [ -n "$packages" ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "ensure-deps: missing Debian packages:$packages" >&2
        echo "ensure-deps: run as root, or install them with: sudo apt-get install -y$packages" >&2
        exit 1
    fi
    echo "ensure-deps: installing Debian packages:$packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null || { echo "ensure-deps: apt-get update failed (no network to Debian's mirrors?)" >&2; exit 1; }
    # shellcheck disable=SC2086
    apt-get install -y -q --no-install-recommends $packages >/dev/null ||
        { echo "ensure-deps: apt-get install$packages failed" >&2; exit 1; }
fi

# npm packages: install when node_modules is missing or older than the lock file.
case " $* " in
*" node "*)
    if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
        echo "ensure-deps: installing npm packages (npm ci)"
        npm ci --no-audit --no-fund --loglevel=error ||
            { echo "ensure-deps: npm ci failed (is the npm registry reachable?)" >&2; exit 1; }
    fi ;;
esac
exit 0
