// `node bench/tt-bench.js [--ops N]`: ns per probe + store of one key, for
// the C table in WASM (called from JS, with the key as a BigInt and as hi/lo
// halves), the pure-JS Paired32 table and the BigInt table, on the same key
// sequence, in a cache-resident table and a large one. Each round runs every
// variant once, one after the other, so machine noise hits them alike;
// figures are medians of 5 rounds. Figures, not tests.
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { init } from '../wasm/all.node.js';
import { instantiateSync } from '../wasm/core/loader.js';
import { Core } from '../wasm/core/core.js';
import { splitmix64 } from '../wasm/keys/splitmix64.js';
import { defineTt, Paired32Table, BigIntTable } from '../wasm/tt/index.js';

const ROUNDS = 5;
const arg = process.argv.indexOf('--ops');
const OPS = arg > 0 ? Number(process.argv[arg + 1]) : 1 << 20;

// zb.TranspositionTable once all-api.js has it; until then a module of our own.
const zb = await init();
const TranspositionTable = zb.TranspositionTable ??
  defineTt(new Core(instantiateSync(readFileSync(new URL('../wasm/zobrist-all.wasm', import.meta.url)))), { count: 0 }).TranspositionTable;

// The key sequence: OPS draws from a pool of distinct keys (so probes find
// entries as well as miss them), as BigInts and as int32 halves, made
// before the clock starts.
function keySequence(poolSize) {
  const rng = splitmix64(1970n);
  const pool = Array.from({ length: poolSize }, () => rng.next().value);
  const keys = new Array(OPS), hi = new Int32Array(OPS), lo = new Int32Array(OPS);
  for (let i = 0; i < OPS; i++) {
    const k = pool[Number(rng.next().value % BigInt(poolSize))];
    keys[i] = k;
    hi[i] = Number(k >> 32n) | 0;
    lo[i] = Number(k & 0xffffffffn) | 0;
  }
  return { keys, hi, lo };
}

// One loop a key representation (each call site sees one table class).
// The payload varies with i; a probe's score is used, as a search would.
const loops = {
  'WASM, hi/lo': (t, { hi, lo }) => {
    let sink = 0;
    for (let i = 0; i < OPS; i++) {
      if (t.probe32(hi[i], lo[i])) sink += t.score;
      t.store32(hi[i], lo[i], i & 15, i & 1023, 1 + (i & 1), i & 0xffff);
    }
    return sink;
  },
  'WASM, BigInt': (t, { keys }) => {
    let sink = 0;
    for (let i = 0; i < OPS; i++) {
      if (t.probe(keys[i])) sink += t.score;
      t.store(keys[i], i & 15, i & 1023, 1 + (i & 1), i & 0xffff);
    }
    return sink;
  },
  'JS Paired32': (t, { hi, lo }) => {
    let sink = 0;
    for (let i = 0; i < OPS; i++) {
      if (t.probe32(hi[i], lo[i])) sink += t.score;
      t.store32(hi[i], lo[i], i & 15, i & 1023, 1 + (i & 1), i & 0xffff);
    }
    return sink;
  },
  'JS BigInt': (t, { keys }) => {
    let sink = 0;
    for (let i = 0; i < OPS; i++) {
      if (t.probe(keys[i])) sink += t.score;
      t.store(keys[i], i & 15, i & 1023, 1 + (i & 1), i & 0xffff);
    }
    return sink;
  },
};
const makers = {
  'WASM, hi/lo': (o) => new TranspositionTable(o),
  'WASM, BigInt': (o) => new TranspositionTable(o),
  'JS Paired32': (o) => new Paired32Table(o),
  'JS BigInt': (o) => new BigIntTable(o),
};

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

// ns per probe + store of each variant on one table shape.
function measure(options, sequence) {
  const names = Object.keys(loops);
  const tables = Object.fromEntries(names.map((name) => [name, makers[name](options)]));
  const times = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (const name of names) loops[name](tables[name], sequence); // warm-up: compiled, and the table filled
    for (let round = 0; round < ROUNDS; round++) {
      const sums = new Set(); // of the scores found: the same calls give the same sum, or a table is wrong
      for (const name of names) {
        const start = process.hrtime.bigint();
        sums.add(loops[name](tables[name], sequence));
        times[name].push(Number(process.hrtime.bigint() - start) / OPS);
      }
      if (sums.size !== 1) throw new Error(`the tables disagree in round ${round}: ${[...sums]}`);
    }
  } finally {
    for (const t of Object.values(tables)) t.free?.();
  }
  return Object.fromEntries(names.map((name) => [name, median(times[name])]));
}

const shapes = [
  ['n = 12, two-tier (128 KB: cache-resident)', { indexBits: 12, checkBits: 16, policy: 'two-tier' }, 1 << 14],
  ['n = 20, two-tier (32 MB)', { indexBits: 20, checkBits: 16, policy: 'two-tier' }, 1 << 21],
  ['n = 20, buckets of 4 (64 MB)', { indexBits: 20, checkBits: 32, policy: 'buckets' }, 1 << 21],
];

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}; Node ${process.versions.node}`);
console.log(`ns per probe + store, median of ${ROUNDS} rounds of ${OPS} keys\n`);
const names = Object.keys(loops);
const width = 44;
console.log('table'.padEnd(width) + names.map((n) => n.padStart(14)).join('') + '  BigInt/Paired32');
for (const [label, options, poolSize] of shapes) {
  const ns = measure(options, keySequence(poolSize));
  const ratio = ns['JS BigInt'] / ns['JS Paired32'];
  console.log(label.padEnd(width) + names.map((n) => ns[n].toFixed(1).padStart(14)).join('') + `${ratio.toFixed(1).padStart(16)}×`);
}
