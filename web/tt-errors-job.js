// Zobrist's error table (1970): the experiment of `zobrist tt-errors`
// (src/cli/tt.c), apart from the page's worker (web/tt-worker.js) so that
// Node tests run the very code the page does (tests/js/tt-page.test.js). A
// trial draws 2^n + 1 distinct positions; for each m = 0..10 an empty
// always-replace table of 2^n slots and m check bits (instrumented) stores
// one of them, picked at random, and is probed with the other 2^n. The trial
// counts for m when no probe is a type-1 error.
import { splitmix64, Paired32Table } from '../wasm/all.js';

export const MAX_M = 10;
const LETTERS = 26;
const PLACES = 10;
const WORD_KEY_SEED = 1970;
const HALF = 0xffffffffn;
const POST_MS = 100; // how often the page hears of progress

// Every word of 1 to 10 letters, numbered 0..WORDS-1 (< 2^53).
let WORDS = 0;
for (let length = 1, power = 1; length <= PLACES; length++) WORDS += power *= LETTERS;
const WORDS_BIG = BigInt(WORDS);
const LIMIT = (1n << 64n) - 1n - ((1n << 64n) - 1n) % WORDS_BIG; // rejection: no modulo bias

// The key sources: next() fills hi/lo and returns the position's identity
// (never taken from the key being tested).
function uniformSource(rng) {
  let count = 0;
  return (out) => {
    const key = rng.next().value;
    out.hi = Number(key >> 32n) | 0;
    out.lo = Number(key & HALF) | 0;
    return count++;
  };
}

// Zobrist codes of random words: a feature for each letter at each place,
// the word's key the XOR of its letters' keys (KeySpace, seed 1970).
function wordSource(rng, zb) {
  const space = new zb.KeySpace(LETTERS * PLACES, { seed: WORD_KEY_SEED });
  const table = space.table;
  space.free();
  const hi = new Int32Array(table.length), lo = new Int32Array(table.length);
  table.forEach((key, i) => { hi[i] = Number(key >> 32n) | 0; lo[i] = Number(key & HALF) | 0; });
  return (out) => {
    let r;
    do r = rng.next().value; while (r >= LIMIT);
    const number = Number(r % WORDS_BIG);
    let rest = number, length = 1;
    for (let power = LETTERS; rest >= power; power *= LETTERS, length++) rest -= power;
    let h = 0, l = 0;
    for (let place = 0; place < length; place++, rest = Math.floor(rest / LETTERS)) {
      const feature = LETTERS * place + (rest % LETTERS);
      h ^= hi[feature];
      l ^= lo[feature];
    }
    out.hi = h;
    out.lo = l;
    return number; // the word itself, as its number among all words
  };
}

// Runs the experiment with the module's API zb: { n, trials, keys ('uniform'
// or 'words'), impl ('wasm' or 'js': TranspositionTable or Paired32Table),
// seed (1) }. post gets { type: 'progress', done, trials, successes } now
// and then and after the last trial, then { type: 'result', trials,
// successes }: successes[m], the trials with no type-1 error for m check bits.
export function ttErrorsJob(zb, { n, trials, keys, impl, seed }, post) {
  const tables = [];
  try {
    const rng = splitmix64(seed ?? 1);
    const next = keys === 'words' ? wordSource(rng, zb) : uniformSource(rng);
    const count = 2 ** n + 1;
    for (let m = 0; m <= MAX_M; m++) {
      const options = { indexBits: n, checkBits: m, policy: 'always-replace', idCount: count };
      tables.push(impl === 'js' ? new Paired32Table(options) : new zb.TranspositionTable(options));
    }
    const his = new Int32Array(count), los = new Int32Array(count);
    const out = { hi: 0, lo: 0 };
    const successes = new Array(MAX_M + 1).fill(0);
    const seen = new Set();
    let lastPost = performance.now();
    for (let t = 1; t <= trials; t++) {
      seen.clear();
      for (let i = 0; i < count;) {
        const identity = next(out);
        if (seen.has(identity)) continue;
        seen.add(identity);
        his[i] = out.hi;
        los[i] = out.lo;
        i++;
      }
      const pick = Number(rng.next().value % BigInt(count));
      [his[0], his[pick]] = [his[pick], his[0]];
      [los[0], los[pick]] = [los[pick], los[0]];
      for (let m = 0; m <= MAX_M; m++) {
        const tt = tables[m];
        tt.clear();
        tt.storeId32(his[0], los[0], 0, 1, 0, 1);
        let clean = 1;
        for (let i = 1; i < count && clean; i++) clean = tt.probeId32(his[i], los[i], i) !== 'type1';
        successes[m] += clean;
      }
      const now = performance.now();
      if (t === trials || now - lastPost > POST_MS) {
        lastPost = now;
        post({ type: 'progress', done: t, trials, successes: successes.slice() });
      }
    }
    post({ type: 'result', trials, successes });
  } finally {
    for (const tt of tables) tt.free?.();
  }
}
