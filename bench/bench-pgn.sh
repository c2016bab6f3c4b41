#!/usr/bin/env bash
# `make bench`, PGN and books: ours beside pgn-extract and polyglot on the
# same file in one run, median of 5 runs each (CPU time of the process, so
# another job on this shared machine weighs less). Figures, not tests.
#   bench/bench-pgn.sh [GAMES]   (default 20000 random games, ~35 MB)
# Then the WASM reader beside the native one, the page's book build (time
# and WASM memory), and book lookups from JS.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-20000}
PGN_EXTRACT=/usr/games/pgn-extract POLYGLOT=/usr/games/polyglot
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pgn="$work/games.pgn"
build/random-games --games "$GAMES" --seed 11 --format pgn > "$pgn"
plies=$(build/zobrist pgn --format jsonl "$pgn" | python3 -c 'import json, sys
print(sum(len(json.loads(l)["uci"]) for l in sys.stdin))')

# median CPU seconds (user + sys) of 5 runs of a command, to the millisecond
# (tools/cpu-time.sh)
median_cpu() {
    for _ in 1 2 3 4 5; do
        tools/cpu-time.sh "$@" > /dev/null 2> "$work/t"
        tail -1 "$work/t" | awk '{ printf "%.3f\n", $1 + $2 }'
    done | sort -n | sed -n 3p
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

echo "PGN and books: $GAMES random games, $plies plies, $(($(stat -c %s "$pgn") / 1048576)) MB (CPU seconds, median of 5)"
ours=$(median_cpu build/zobrist pgn --format none "$pgn")
theirs=$(median_cpu "$PGN_EXTRACT" -Wuci -s -o /dev/null "$pgn")
printf '  PGN to keys       zobrist pgn %6.2f s (%5.1f M plies/s)   pgn-extract -Wuci %6.2f s   %sx\n' \
    "$ours" "$(awk -v p="$plies" -v t="$ours" 'BEGIN { print p / t / 1e6 }')" "$theirs" "$(ratio "$theirs" "$ours")"
# A 0.9 MB comment of 50 000 tag-like lines, closed at its end: each such line
# once looked 64 KB ahead for the '}' (2.0 s for this one); one pass a comment now.
comment="$work/comment.pgn"
awk 'BEGIN { print "1. e4 {"; for (i = 0; i < 50000; i++) print "[Event \"x\"] quoted"; print "} e5 *" }' > "$comment"
printf '  a 0.9 MB comment of tag-like lines zobrist pgn %6.3f s   pgn-extract -Wuci %6.3f s\n' \
    "$(median_cpu build/zobrist pgn --format none "$comment")" "$(median_cpu "$PGN_EXTRACT" -Wuci -s -o /dev/null "$comment")"
for options in "" "-max-ply 12" "-min-game 1 -uniform"; do
    long=$(echo "$options" | sed 's/^-/--/; s/ -/ --/g') # polyglot's -max-ply is our --max-ply
    # shellcheck disable=SC2086
    ours=$(median_cpu build/zobrist book build --pgn "$pgn" --out "$work/z.bin" $long)
    # shellcheck disable=SC2086
    theirs=$(median_cpu "$POLYGLOT" make-book -pgn "$pgn" -bin "$work/p.bin" $options)
    printf '  book build %-20s zobrist %6.2f s   polyglot make-book %6.2f s   %sx\n' "${options:-(defaults)}" "$ours" "$theirs" "$(ratio "$theirs" "$ours")"
done

# WASM beside native on the same file, CPU seconds of the reading alone
# (Node's startup and the module's compile are not counted): readPgnSync
# over the file's bytes, every game's keys touched, as whole games (moves,
# tags, lazy UCI and SAN) and as keys alone ({ moves: false, tags: false }:
# what `zobrist pgn --format none` computes); and keys alone streamed by
# readPgn, the reader meant for large input, whose games are dropped as they
# are counted (readPgnSync, "for small inputs", returns the 20 000 games
# with 44 MB of keys, which the GC then carries). First, the floor of any
# glue: the C reader alone, driven through its exports with no game objects
# (the pieces pushed, the games pulled, each one's key count read from its
# header), on a module instance of its own. Each of 7 rounds runs
# the native reader (its process's CPU time, by tools/cpu-time.sh) and then the
# WASM ways, so they share the machine's state; the ratios are the medians
# of each round's ratios, which the host's noise moves less than a ratio of
# medians taken minutes apart. Each WASM pass collects its own garbage
# (a full GC at its end, timed) and none of the passes before it (a full GC
# first, not timed): readPgnSync's 44 MB had been collected, by V8's
# helper threads, during the pass that followed it. The same rounds'
# wall-time ratios follow: CPU time also counts V8's helper threads (the
# garbage collector's, beside the reader on the other core), wall time not.
node --expose-gc --input-type=module -e '
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { init } from "zobrist-wasm/all";
import { instantiateSync } from "./wasm/core/loader.js";
import { Core, MODULE_ALL } from "./wasm/core/core.js";
import { PIECE } from "./wasm/pgn/reader.js";
const [file, plies] = [process.argv[1], Number(process.argv[2])];
const zb = await init();
const bytes = readFileSync(file);
const core = new Core(instantiateSync(readFileSync("wasm/zobrist-all.wasm")), MODULE_ALL), x = core.x;
const H_KEY_COUNT = 3, H_COUNT = 20; // src/wasm/exports_pgn.c
function rawPlies() {
  const p = x.zbw_pgn_new(0, 0);
  let n = 0, header = null; // its view made again only when memory grows, as the glue does
  const pull = () => {
    while (x.zbw_pgn_next(p, 0) > 0) {
      if (header?.buffer !== core.memory.buffer) header = new Float64Array(core.memory.buffer, x.zbw_pgn_header(p), H_COUNT);
      n += header[H_KEY_COUNT] - 1;
    }
  };
  for (let at = 0; at < bytes.length; at += PIECE) {
    const piece = bytes.subarray(at, at + PIECE), ptr = core.input.need(piece.length);
    core.bytes().set(piece, ptr);
    if (x.zbw_pgn_push(p, ptr, piece.length) < 0) throw new Error("zbw_pgn_push: no memory");
    pull();
  }
  x.zbw_pgn_finish(p);
  pull();
  x.zbw_pgn_free(p);
  return n;
}
function nativeSeconds() {
  const r = spawnSync("tools/cpu-time.sh", ["build/zobrist", "pgn", "--format", "none", file], { encoding: "utf8" });
  const [user, sys, real] = r.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  return { cpu: user + sys, wall: real };
}
async function wasmSeconds(read, options) {
  gc(); // the garbage of the ways before is not this one'"'"'s to collect...
  const w = performance.now(), t = process.cpuUsage();
  let n = 0;
  if (read === "raw exports") n = rawPlies();
  else if (read === "readPgnSync") for (const game of zb.readPgnSync(bytes, options)) n += game.keys.length - 1;
  else for await (const game of zb.readPgn(bytes, options)) n += game.keys.length - 1;
  gc(); // ...but its own is
  const u = process.cpuUsage(t), wall = (performance.now() - w) / 1000;
  if (n !== plies) throw new Error(`${read} read ${n} plies, not ${plies}`);
  return { cpu: (u.user + u.system) / 1e6, wall };
}
const KEYS = { moves: false, tags: false };
const ways = [["raw exports", "C reader", KEYS, " (the floor of any glue)"], ["readPgnSync", "whole games", undefined, ""], ["readPgnSync", "keys alone", KEYS, ""], ["readPgn", "keys alone", KEYS, " (goal >= 0.7x)"]];
const native = [], wasm = ways.map(() => []), ratio = ways.map(() => []), wallRatio = ways.map(() => []);
await wasmSeconds("readPgnSync", KEYS); // warm: the JIT tiers up once, as in any long reader
await wasmSeconds("raw exports", KEYS);
for (let r = 0; r < 7; r++) {
  const n = nativeSeconds();
  native.push(n.cpu);
  for (const [i, [read, , options]] of ways.entries()) {
    const w = await wasmSeconds(read, options);
    wasm[i].push(w.cpu);
    ratio[i].push(n.cpu / w.cpu);
    wallRatio[i].push(n.wall / w.wall);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
ways.forEach(([read, what, , goal], i) => {
  const w = median(wasm[i]), lo = Math.min(...ratio[i]), hi = Math.max(...ratio[i]);
  console.log(`  PGN to keys, WASM  ${(read + ",").padEnd(12)} ${what.padEnd(11)} ${w.toFixed(2).padStart(6)} s (${(plies / w / 1e6).toFixed(1).padStart(5)} M plies/s)` +
    `   zobrist pgn (native) ${median(native).toFixed(2).padStart(6)} s   WASM ${median(ratio[i]).toFixed(2)}x native (rounds ${lo.toFixed(2)}-${hi.toFixed(2)})${goal}`);
});
console.log(`  the same rounds in wall time: ${ways.map(([read, what], i) => `${read} ${what} ${median(wallRatio[i]).toFixed(2)}x`).join(", ")}`);' "$pgn" "$plies"

# The page's book build (web/pgn-jobs.js, run by its PGN worker) on the
# same file: wall seconds of one build and the WASM memory it grew, which
# stays about 30 MB whatever the file's size (the plies wait outside WASM
# memory in sorted runs), and the bytes against the CLI's.
build/zobrist book build --pgn "$pgn" --out "$work/cli.bin" > /dev/null 2>&1
node --input-type=module -e '
import { openAsBlob, readFileSync } from "node:fs";
import { init } from "zobrist-wasm/all";
import { buildJob } from "./web/pgn-jobs.js";
const zb = await init();
const before = zb.stats().memoryBytes;
const started = performance.now();
let book;
await buildJob(zb, await openAsBlob(process.argv[1]), {}, (m) => { if (m.type === "book") book = m.bytes; });
const same = Buffer.from(book).equals(readFileSync(process.argv[2]));
console.log(`  book build, WASM  the page'"'"'s job ${((performance.now() - started) / 1000).toFixed(2)} s, WASM memory grown ${((zb.stats().memoryBytes - before) / 1048576).toFixed(1)} MiB, ${same ? "the CLI'"'"'s bytes" : "NOT the CLI'"'"'s bytes"}`);
if (!same) process.exit(1);' "$pgn" "$work/cli.bin"

# Book lookups from JS, in the page's demo book (eco.pgn, --min-game 1):
# book.moves() with the position given as a FEN the module has just seen
# (parsed once), as a new FEN string each time, and as a Position (its FEN
# read, then parsed); the start position has 20 book moves. The native
# figures are bench-native's (make bench-native, above).
build/zobrist book build --pgn /usr/share/pgn-extract/eco.pgn --out "$work/eco.bin" --min-game 1 > /dev/null 2>&1
node --input-type=module -e '
import { readFileSync } from "node:fs";
import { init } from "zobrist-wasm/all";
const zb = await init();
const book = zb.openBook(readFileSync(process.argv[1]));
const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// the book positions of the first 8 plies (as bench-native walks them)
const fens = [start];
for (let i = 0; i < fens.length && fens.length < 4096; i++) {
  const p = new zb.Position(fens[i]);
  if (p.fullmoveNumber * 2 - (p.turn === "w" ? 2 : 1) < 8)
    for (const m of book.moves(fens[i])) { p.play(m.uci); fens.push(p.fen); p.undo(); }
  p.free();
}
const positions = fens.map((f) => new zb.Position(f));
const startPos = new zb.Position();
const twins = [start, start + " "]; // equal positions, different strings: parsed every time
let sink = 0;
const median = (fn, ops) => {
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const t = process.hrtime.bigint();
    fn();
    runs.push(Number(process.hrtime.bigint() - t) / ops);
  }
  return runs.sort((a, b) => a - b)[2];
};
const N = 20000;
const rows = [
  ["start position, the same FEN again", median(() => { for (let i = 0; i < N; i++) sink += book.moves(start).length; }, N)],
  ["start position, a new FEN string", median(() => { for (let i = 0; i < N; i++) sink += book.moves(twins[i & 1]).length; }, N)],
  ["start position, from a Position", median(() => { for (let i = 0; i < N; i++) sink += book.moves(startPos).length; }, N)],
  [`${fens.length} book positions, from Positions`, median(() => { for (let i = 0; i < N; i++) sink += book.moves(positions[i % positions.length]).length; }, N)],
  ["start position, from a Position, no SAN", median(() => { for (let i = 0; i < N; i++) sink += book.moves(startPos, { san: false }).length; }, N)],
  [`${fens.length} book positions, Positions, no SAN`, median(() => { for (let i = 0; i < N; i++) sink += book.moves(positions[i % positions.length], { san: false }).length; }, N)],
];
for (const [name, ns] of rows) console.log(`  book lookup, JS    ${name.padEnd(40)} ${(ns / 1000).toFixed(2).padStart(6)} us   (goal <= 1 us)`);
if (sink === 42) console.log("");' "$work/eco.bin"
