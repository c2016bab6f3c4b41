// `node bench/audit-wasm-bench.js [MAX_SIZE ...]` (default 6; 8 takes
// minutes): the key audit of Polyglot's 781 keys at 64 bits, native
// (build/zobrist audit) beside WASM (audit() in this process), and the
// WASM/native speed ratio (issue 10's goal: >= 0.5). Each round runs both,
// one after the other, so machine noise hits them alike; figures are medians
// of 3 rounds, wall and CPU seconds (CPU is steadier on a shared machine).
// The WASM rounds share one instance, the first one included (V8 starts it
// in its baseline tier: see the Makefile on zobrist-all.wasm's link).
// Figures, not tests.
import os from 'node:os';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init } from '../wasm/all.node.js';

const ROUNDS = 3;
const CLI = fileURLToPath(new URL('../build/zobrist', import.meta.url));
const TIME = fileURLToPath(new URL('../tools/cpu-time.sh', import.meta.url)); // the child's CPU time, to the ms
const sizes = process.argv.slice(2).map(Number);
if (!sizes.length) sizes.push(6);
if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run make build/zobrist`);

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const foundOf = (sizeRows) => sizeRows.map((s) => `${s.moreThanLimit ? '>' : ''}${s.found}`).join(' ');

function native(maxSize) {
  const args = ['audit', '--max-size', String(maxSize)];
  const start = performance.now();
  const run = spawnSync(TIME, [CLI, ...args], { encoding: 'utf8' });
  const wall = (performance.now() - start) / 1000;
  if (run.status !== 0) throw new Error(`zobrist audit failed: ${run.stderr}`);
  const [user, sys] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  const found = [...run.stdout.matchAll(/^ +\d+ +(>?\d+) /gm)].map((m) => m[1]).join(' ');
  return { wall, cpu: user + sys, found };
}

function wasm(zb, keys, maxSize) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = zb.audit(keys, { maxSize, limit: 100 }); // the CLI's limit
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6, found: foundOf(result.sizes) };
}

const zb = await init();
const keys = zb.polyglotTable();
console.log(`Key audit, WASM beside native: Polyglot's 781 keys at 64 bits (median of ${ROUNDS}; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`);
for (const maxSize of sizes) {
  const n = [], w = [];
  for (let round = 0; round < ROUNDS; round++) {
    n.push(native(maxSize));
    w.push(wasm(zb, keys, maxSize));
  }
  if (w.some((r) => r.found !== n[0].found) || n.some((r) => r.found !== n[0].found)) {
    throw new Error(`the counts differ: native ${n[0].found}, WASM ${w.map((r) => r.found).join(' / ')}`);
  }
  const nw = median(n.map((r) => r.wall)), ww = median(w.map((r) => r.wall));
  const nc = median(n.map((r) => r.cpu)), wc = median(w.map((r) => r.cpu));
  const fmt = (s) => `${s.toFixed(2).padStart(7)} s`;
  console.log(`  at most ${maxSize} keys   native ${fmt(nw)} wall ${fmt(nc)} CPU   WASM ${fmt(ww)} wall ${fmt(wc)} CPU` +
    `   WASM speed / native: ${(nw / ww).toFixed(2)} wall, ${(nc / wc).toFixed(2)} CPU   (found by size: ${n[0].found})`);
}
