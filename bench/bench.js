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
  zb, Chess, rounds: 5, perftDepth: 6, gameDepths: { uttt: 7, go: 5 }, natives,
  onProgress: (fraction, label) => {
    const title = label.split(':')[0];
    if (title !== last && title !== 'done') process.stderr.write(`  running: ${title}\n`);
    last = title;
  },
});
report.environment = environment;
console.log(formatTable(report));
await mkdir(new URL('.', OUT), { recursive: true });
await writeFile(OUT, JSON.stringify(report, null, 2));
console.log(`\n(ratios: times faster than the baseline; written to build/bench-results.json)`);
