// `make bench`: the WASM module and the JS schemes side by side in one run,
// with the native CLI's perft for the WASM/native ratio. Prints a table and
// writes build/bench-results.json.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Chess } from 'chess.js';
import { init } from 'zobrist-wasm/all';
import { runBenchmarks, formatTable } from './harness.js';

const run = promisify(execFile);
const OUT = new URL('../build/bench-results.json', import.meta.url);

// Wall time of a native CLI's perft (process start and table set-up are
// ~1 ms, under 0.1% of a depth-6 run). The gcc build is the baseline; a
// clang build, when there is one, shows what the compiler alone does
// (Emscripten compiles the WASM with clang).
function nativeCli(name, file) {
  const path = fileURLToPath(new URL(`../build/${file}`, import.meta.url));
  const command = async (args) => {
    const start = process.hrtime.bigint();
    const { stdout } = await run(path, args);
    return { nodes: Number(stdout.trim()), seconds: Number(process.hrtime.bigint() - start) / 1e9 };
  };
  return existsSync(path) && { name, command, perft: (depth) => command(['perft', String(depth)]) };
}
const natives = [nativeCli('native (cc)', 'zobrist'), nativeCli('native (clang)', 'zobrist-clang')].filter(Boolean);

// Native ns per FEN (zb_position_set_fen and the key) on the benchmark's own
// FENs: build/bench-native --fens FILE times them in C and prints the figure.
const benchNative = fileURLToPath(new URL('../build/bench-native', import.meta.url));
const fenFile = fileURLToPath(new URL('../build/bench-fens.txt', import.meta.url));
let fenFileOf = null;
const nativeFens = existsSync(benchNative) && (async (fens) => {
  if (fenFileOf !== fens) {
    await mkdir(new URL('.', OUT), { recursive: true });
    await writeFile(fenFile, fens.join('\n') + '\n');
    fenFileOf = fens;
  }
  const { stdout } = await run(benchNative, ['--fens', fenFile]);
  return Number(stdout.trim());
});

// `node bench/bench.js [workload id ...]` runs only those workloads
// (incremental, overhead, arithmetic, fenNative, fullKey, perft, replay, utttPerft, goPerft).
const only = process.argv.length > 2 ? process.argv.slice(2) : null;

const environment = {
  runtime: `Node ${process.versions.node} (V8 ${process.versions.v8})`,
  cpu: `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores`,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  date: new Date().toISOString(),
};
console.log(`machine: ${environment.cpu}; ${environment.platform}\nruntime: ${environment.runtime}`);

const zb = await init();
let last = '';
const report = await runBenchmarks({
  zb, Chess, rounds: 5, perftDepth: 6, gameDepths: { uttt: 7, go: 5 }, natives, nativeFens, only,
  onProgress: (fraction, label) => {
    const title = label.split(':')[0];
    if (title !== last && title !== 'done') process.stderr.write(`  running: ${title}\n`);
    last = title;
  },
});
report.environment = environment;
console.log(formatTable(report));
if (only) {
  console.log('\n(ratios: times faster than the baseline, or A / B where named; some workloads only: nothing written)');
} else {
  await mkdir(new URL('.', OUT), { recursive: true });
  await writeFile(OUT, JSON.stringify(report, null, 2));
  console.log(`\n(ratios: times faster than the baseline, or A / B where named; written to build/bench-results.json)`);
}
