// `node bench/tt-wasm.js`: the C transposition table in WebAssembly against
// native, the same loops (tt-loops.h) on the same keys with no JavaScript in
// the loop: build/bench-tt.wasm (bench/tt-wasm.c) timed here, bench-native
// --tt-json run in turn with it, round after round, so that machine noise
// hits both alike. ns per probe + store of one key, medians; the ratios are
// taken within each round. In the large table the native loops also run on
// 4 KB pages (bench-native --small-pages), the only pages WebAssembly memory
// gets, so that the page size's share of the ratio shows apart from the
// code's. Figures, not tests.
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const ROUNDS = 3, RUNS = 5, KEYS = 1 << 22;
const root = new URL('../', import.meta.url);
const nativeBench = new URL('build/bench-native', root).pathname;
const LOOPS = ['inline', 'calls', 'bare', 'inlineAhead', 'bareAhead', 'floor', 'floorCounted']; // tt_wasm_run's order
const SMALL_PAGE_LOOPS = ['inline', 'floor', 'floorCounted']; // also run natively on 4 KB pages

const memoryGrowth = { env: { emscripten_notify_memory_growth() {} } };
const { exports: wasm } = new WebAssembly.Instance(
  new WebAssembly.Module(readFileSync(new URL('build/bench-tt.wasm', root))), memoryGrowth);
wasm._initialize(); // a standalone module's constructors (emmalloc's heap)

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

// ns per key of each loop in WASM: medians of RUNS runs, the loops in turn.
function wasmRound(bits) {
  if (wasm.tt_wasm_setup(bits, KEYS) !== 0) throw new Error(`WASM: no memory for 2^${bits} slots`);
  const runs = LOOPS.map(() => []);
  for (let r = 0; r < RUNS; r++) {
    LOOPS.forEach((_, loop) => {
      const start = process.hrtime.bigint();
      wasm.tt_wasm_run(loop);
      runs[loop].push(Number(process.hrtime.bigint() - start) / KEYS);
    });
  }
  wasm.tt_wasm_free();
  return Object.fromEntries(LOOPS.map((name, loop) => [name, median(runs[loop])]));
}

const nativeRound = (bits, ...options) => JSON.parse(execFileSync(nativeBench, ['--tt-json', String(bits), ...options], { encoding: 'utf8' }));

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}; Node ${process.versions.node}`);
console.log(`C table, WASM vs native: ns per probe + store, medians of ${ROUNDS} rounds (each the median of ${RUNS} runs of ${KEYS} keys)`);
for (const [bits, label] of [[12, '2^12 slots (64 KB)'], [24, '2^24 slots (256 MB)']]) {
  const wasmNs = [], nativeNs = [], ratios = [], smallNs = [], smallRatios = [];
  const small = bits === 24; // a 64 KB table fits in one huge page anyway
  for (let round = 0; round < ROUNDS; round++) {
    const w = wasmRound(bits), n = nativeRound(bits);
    wasmNs.push(w);
    nativeNs.push(n);
    ratios.push(Object.fromEntries(LOOPS.map((name) => [name, w[name] / n[name]])));
    if (small) {
      const n4 = nativeRound(bits, '--small-pages');
      smallNs.push(n4);
      smallRatios.push(Object.fromEntries(SMALL_PAGE_LOOPS.map((name) => [name, w[name] / n4[name]])));
    }
  }
  const mid = (rows, name) => median(rows.map((row) => row[name]));
  // WebAssembly has no prefetch (the builtin compiles to nothing): the
  // prefetching loops are bench-native's alone.
  const loops = ['inline', 'calls', 'bare', 'floor', 'floorCounted'];
  console.log(`  ${label}`);
  for (const name of loops) {
    const ratio = mid(ratios, name);
    const goal = name.startsWith('inline') ? `  (goal <= 1.5x: ${ratio <= 1.5 ? 'met' : 'not met'})` : '';
    console.log(`    ${name.padEnd(12)} WASM ${mid(wasmNs, name).toFixed(1).padStart(6)} ns   native ${mid(nativeNs, name).toFixed(1).padStart(6)} ns   ${ratio.toFixed(2)}x${goal}`);
  }
  if (small) {
    console.log('    native on 4 KB pages (WASM memory gets no huge pages):');
    for (const name of SMALL_PAGE_LOOPS) {
      console.log(`      ${name.padEnd(12)} ${mid(smallNs, name).toFixed(1).padStart(6)} ns; WASM ${mid(smallRatios, name).toFixed(2)}x that`);
    }
  }
}
