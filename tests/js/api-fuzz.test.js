// Every method of the API called with wrong arguments: whatever they are
// (missing, null, NaN, huge, BigInt, Symbol, strings, arrays, objects,
// functions), a call either works or throws a ZobristError with a code,
// never a TypeError of the platform's or a WebAssembly trap, and the module
// stays usable. The methods are found on the objects themselves, so a new
// one is covered without being listed here.
import assert from 'node:assert/strict';
import * as zw from 'zobrist-wasm/all';
import * as main from 'zobrist-wasm';
import { START, bookOf, field } from './helpers.js';

const ODD = [undefined, null, 0, -1, 1.5, NaN, Infinity, 2 ** 53, -(2 ** 31), 2 ** 32, '', ' ', 'e4', 'x'.repeat(5000), '\u0000',
  '\u00e9', 1n, -1n, 2n ** 64n, [], [1], [''], ['e4'], {}, { fen: 1 }, { layout: 'nope' }, { seed: 'x' }, { san: 1 },
  () => 1, Symbol('s'), new Uint8Array(3), new Uint8Array(0), true];
// Long-running by design (a census, an audit, a deep perft) with valid
// arguments, and what ends an object's life.
const START_KEY = 0x463b96181691fc9cn;
const SKIPPED = /^(free|census|utttCensus|goCensus|perft|perftDivide|audit|auditRank)$/;

function methodsOf(object) {
  const names = new Set(Object.keys(object));
  const proto = Object.getPrototypeOf(object);
  if (proto && proto !== Object.prototype) for (const n of Object.getOwnPropertyNames(proto)) names.add(n);
  return [...names].filter((n) => n !== 'constructor' && !SKIPPED.test(n) && typeof object[n] === 'function' && !/^[A-Z]/.test(n));
}

// Calls every method of every target with the wrong arguments; returns
// what threw anything but a ZobristError, and how many calls were made.
async function fuzz(targets) {
  const problems = new Map();
  const note = (label, error) => {
    if (error instanceof zw.ZobristError && error.code !== 'WASM_TRAP' && typeof error.code === 'string') return;
    const key = `${label}: ${error?.constructor?.name} ${error?.code ?? ''} ${String(error?.message).slice(0, 120)}`;
    problems.set(key, (problems.get(key) ?? 0) + 1);
  };
  // A promise (buildBook) is awaited before the next call: builds in
  // flight together would each hold their buffers.
  const call = async (label, fn) => {
    try {
      const result = fn();
      if (result && typeof result.then === 'function') await result;
    } catch (error) {
      note(label, error);
    }
  };
  let calls = 0;
  for (const [name, target] of Object.entries(targets)) {
    for (const method of methodsOf(target)) {
      for (const a of ODD) {
        const label = (args) => `${name}.${method}(${args})`;
        await call(label(typeof a), () => target[method](a));
        await call(label(`START, ${typeof a}`), () => target[method](START, a));
        for (const b of ODD.slice(0, 12)) await call(label(`${typeof a}, ${typeof b}`), () => target[method](a, b));
        calls += 14;
      }
    }
  }
  return { problems: [...problems.keys()], calls };
}

// Frees the targets, then lets the FinalizationRegistry take what the calls
// made and dropped now, not during another file's test of it in this worker.
async function cleanUp(zb, targets) {
  for (const o of Object.values(targets)) o.free?.();
  for (let round = 0; round < 100 && zb.stats().livePositions > 0 && globalThis.gc; round++) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('every method, given wrong arguments, throws a ZobristError and leaves the module usable', function () {
  this.timeout(120000);

  it('zobrist-wasm/all: module functions, the API object, and each kind of object it makes', async () => {
    const zb = await zw.init();
    const words = new zb.KeySpace(20, { seed: 1n });
    const targets = {
      // init and initSync make whole modules: init.test.js checks their arguments.
      module: Object.fromEntries(Object.entries(zw).filter(([n, v]) => typeof v === 'function' && !/^[A-Z]/.test(n) && !/^init/.test(n))),
      zb,
      position: new zb.Position(),
      words,
      hash: words.hash('paired32'),
      uttt: new zb.UtttPosition(),
      go: new zb.GoPosition(undefined, { size: 9 }),
      table: new zb.TranspositionTable({ indexBits: 8, checkBits: 8 }),
      paired32Table: new zw.Paired32Table({ indexBits: 8, checkBits: 8 }),
      bigIntTable: new zw.BigIntTable({ indexBits: 8, checkBits: 8 }),
      scheme: zb.createScheme('paired32'),
      bigint64: new zw.BigInt64(zw.polyglotKeys()),
      additive48: new zw.Additive48(zw.polyglotKeys()),
      book: zb.openBook(bookOf([[START_KEY, field('e2e4')]])),
    };
    const { problems, calls } = await fuzz(targets);
    assert.ok(calls > 30000, `${calls} calls`);
    assert.deepEqual(problems, [], 'calls that threw something other than a ZobristError');
    // Still usable: keys, moves, a book lookup.
    assert.equal(zb.keyOfFen(START), START_KEY);
    assert.equal(new zb.Position().play('e4').keyHex, '823c9b50fd114196');
    const book = zb.openBook(bookOf([[START_KEY, field('e2e4')]]));
    assert.deepEqual(book.moves(START).map((m) => m.uci), ['e2e4']);
    book.free();
    await cleanUp(zb, targets);
  });

  it('zobrist-wasm: the same on the main module (its own allocator and table)', async () => {
    const zb = await main.init();
    const words = new zb.KeySpace(20, { seed: 1n });
    const targets = { zb, position: new zb.Position(), words, hash: words.hash('bigint64'), scheme: zb.createScheme('additive48') };
    const { problems, calls } = await fuzz(targets);
    assert.ok(calls > 10000, `${calls} calls`);
    assert.deepEqual(problems, [], 'calls that threw something other than a ZobristError');
    assert.equal(zb.keyOfFen(START), START_KEY);
    assert.equal(new zb.Position().play('e4').keyHex, '823c9b50fd114196');
    assert.equal(zb.keysOfFens([START]).length, 1);
    await cleanUp(zb, targets);
  });
});
