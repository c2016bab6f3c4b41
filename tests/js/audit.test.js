// The GF(2) audit in WASM (audit(), auditRank()): the same report as the
// native CLI's on the same table, every dependency checked in BigInt,
// planted ones found, progress, cancelling, bad arguments, a worker thread.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { init, splitmix64Table } from '../../wasm/all.node.js';
import { requireCli } from './helpers.js';

const zb = await init();
const POLYGLOT = zb.polyglotTable();
const ALL_WASM = new URL('../../wasm/zobrist-all.wasm', import.meta.url);
const MEDIUM = splitmix64Table(3, 300); // size 5: a few passes, ~0.3 s

// (Sources and bundle each have a ZobristError class: errors are told by name.)
const throwsCode = (fn, code, message = /./) =>
  assert.throws(fn, (e) => e.name === 'ZobristError' && e.code === code && message.test(e.message), `expected ${code}`);

// `zobrist audit` parsed (src/cli/audit.c's print_report).
function nativeAudit(args) {
  const text = execFileSync(requireCli(), ['audit', ...args], { encoding: 'utf8' });
  const rank = Number(/^rank (\d+) of/m.exec(text)[1]);
  const sizes = [...text.matchAll(/^ +(\d+) +(>?)(\d+) +(\S+)$/gm)].map((m) => ({
    size: Number(m[1]), found: Number(m[3]), moreThanLimit: m[2] === '>', expected: Number(m[4]),
  }));
  const dependencies = [...text.matchAll(/^\d+:((?: \d+)+) \|/gm)].map((m) => m[1].trim().split(' ').map(Number));
  return { rank, sizes, dependencies };
}

function cut(key, bits, high) {
  const mask = (1n << BigInt(bits)) - 1n;
  return high ? key >> BigInt(64 - bits) : key & mask;
}

function assertDependent(keys, dependency, bits, high) {
  const xor = dependency.reduce((acc, i) => acc ^ cut(keys[i], bits, high), 0n);
  assert.equal(xor, 0n, `dependency ${dependency} XORs to ${xor.toString(16)}`);
  assert.deepEqual(dependency, [...dependency].sort((a, b) => a - b), 'indices ascend');
  assert.equal(new Set(dependency).size, dependency.length, 'indices differ');
}

describe('key audit (WASM)', function () {
  this.timeout(60000);

  for (const [bits, maxSize, high] of [[20, 4, false], [20, 4, true], [24, 5, false]]) {
    it(`equals the native CLI on Polyglot's keys at ${high ? 'high' : 'low'} ${bits} bits, max size ${maxSize}`, () => {
      const args = ['--bits', String(bits), '--max-size', String(maxSize), '--limit', '1000', ...(high ? ['--high'] : [])];
      const native = nativeAudit(args);
      const wasm = zb.audit(POLYGLOT, { bits, high, maxSize, limit: 1000 });
      assert.equal(wasm.rank, native.rank);
      assert.equal(wasm.bits, bits);
      assert.equal(wasm.high, high);
      assert.deepEqual(wasm.sizes.map((s) => ({ ...s, expected: Number(s.expected.toPrecision(3)) })), native.sizes);
      assert.ok(wasm.dependencies.length > 100, 'a table cut this short has many dependencies');
      assert.deepEqual(wasm.dependencies, native.dependencies);
      for (const d of wasm.dependencies) assertDependent(POLYGLOT, d, bits, high);
    });
  }

  it('counts exactly under the limit, and stops a size at it', () => {
    const { sizes, dependencies } = zb.audit(POLYGLOT, { bits: 16, maxSize: 3, limit: 50 });
    assert.deepEqual(sizes.map((s) => [s.found, s.moreThanLimit]), [[0, false], [sizes[1].found, sizes[1].found === 50], [50, true]]);
    assert.equal(dependencies.length, sizes[0].found + sizes[1].found + sizes[2].found);
    assert.deepEqual(dependencies.map((d) => d.length), [...dependencies.map((d) => d.length)].sort());
  });

  it('finds planted dependencies, and nothing else at 64 bits', () => {
    const keys = splitmix64Table(7, 300);
    keys[120] = keys[5] ^ keys[6];                 // size 3
    keys[250] = keys[3] ^ keys[17] ^ keys[90];     // size 4
    keys[299] = keys[1] ^ keys[2] ^ keys[30] ^ keys[31] ^ keys[200]; // size 6
    const result = zb.audit(keys, { maxSize: 6 });
    assert.deepEqual(result.dependencies, [[5, 6, 120], [3, 17, 90, 250], [1, 2, 30, 31, 200, 299]]);
    assert.deepEqual(result.sizes.map((s) => s.found), [0, 0, 1, 1, 0, 1]);
    assert.equal(result.rank, 64);
    assert.equal(zb.auditRank(keys.subarray(0, 60)), 60);
    assert.equal(zb.auditRank(keys.subarray(100, 180)), 64);
    // A zero key and a repeated one, which combine: the table as BigInts.
    const plain = [...keys.subarray(0, 100)];
    plain[10] = 0n;
    plain[40] = plain[20];
    assert.deepEqual(zb.audit(plain, { maxSize: 3 }).dependencies, [[10], [20, 40], [10, 20, 40]]);
  });

  it('auditRank: the rank over GF(2) of the cut keys', () => {
    assert.equal(zb.auditRank(POLYGLOT), 64);
    assert.equal(zb.auditRank(POLYGLOT, 20), 20);
    assert.equal(zb.auditRank(POLYGLOT, 20, true), 20);
    assert.equal(zb.auditRank([1n, 2n, 3n]), 2);
    assert.equal(zb.auditRank([1n << 63n], 8), 0);
    assert.equal(zb.auditRank([1n << 63n], 8, true), 1);
    assert.equal(zb.audit(POLYGLOT, { maxSize: 2 }).rank, 64);
  });

  it('reports progress with growing fractions, ending at 1', () => {
    const keys = MEDIUM;
    const fractions = [];
    const result = zb.audit(keys, { maxSize: 5, onProgress: (f) => { fractions.push(f); } });
    assert.deepEqual(result.dependencies, []);
    assert.ok(fractions.length >= 3, `${fractions.length} calls`);
    assert.ok(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= fractions[i - 1])), String(fractions));
    assert.equal(fractions.at(-1), 1);
    // Independent keys (no search at all) still end at 1.
    const few = [];
    zb.audit(keys.subarray(0, 10), { onProgress: (f) => { few.push(f); } });
    assert.deepEqual(few, [1]);
  });

  it('cancels when onProgress returns true or throws, and stays usable', () => {
    const keys = MEDIUM;
    const expected = zb.audit(keys, { bits: 30, maxSize: 5 });
    let calls = 0;
    throwsCode(() => zb.audit(keys, { bits: 30, maxSize: 5, onProgress: () => ++calls === 2 }), 'CANCELLED', /cancelled/);
    assert.equal(calls, 2);
    const oops = new Error('from the callback');
    assert.throws(() => zb.audit(keys, { bits: 30, maxSize: 5, onProgress: () => { throw oops; } }), (e) => e === oops);
    // Truthy but not true (a promise from an async callback) does not cancel.
    assert.deepEqual(zb.audit(keys, { bits: 30, maxSize: 5, onProgress: async () => true }), expected);
    assert.deepEqual(zb.audit(keys, { bits: 30, maxSize: 5 }), expected);
    assert.equal(zb.keyOfFen(zb.START_FEN), 0x463b96181691fc9cn);
    assert.equal(zb.stats().livePositions, 0);
  });

  it('a callback may run another audit', () => {
    const keys = MEDIUM;
    let inner = null;
    const outer = zb.audit(keys, {
      bits: 30, maxSize: 5,
      onProgress: () => { inner ??= zb.audit(POLYGLOT, { bits: 20, maxSize: 3, onProgress: () => false }); },
    });
    assert.deepEqual(outer, zb.audit(keys, { bits: 30, maxSize: 5 }));
    assert.deepEqual(inner, zb.audit(POLYGLOT, { bits: 20, maxSize: 3 }));
  });

  it('refuses bad arguments with a clear error', () => {
    throwsCode(() => zb.audit('keys'), 'ARGUMENT_TYPE', /BigUint64Array/);
    throwsCode(() => zb.audit(POLYGLOT, { maxsize: 2 }), 'ARGUMENT', /unknown option "maxsize"/); // was ignored: 6
    // Past 1e6 a size, the dependencies' JS arrays could outgrow the heap (a crash, not an error).
    throwsCode(() => zb.audit(POLYGLOT, { limit: 1e6 + 1 }), 'ARGUMENT', /limit/);
    throwsCode(() => zb.audit(), 'ARGUMENT_TYPE', /BigUint64Array/);
    throwsCode(() => zb.audit(null, { maxSize: 8 }), 'ARGUMENT_TYPE', /BigUint64Array/);
    throwsCode(() => zb.audit([1n, -1n]), 'ARGUMENT_TYPE', /BigUint64Array/);
    throwsCode(() => zb.audit([1, 2]), 'ARGUMENT_TYPE');
    throwsCode(() => zb.audit([]), 'ARGUMENT', /at least one key/);
    throwsCode(() => zb.audit(new BigUint64Array(4097)), 'ARGUMENT', /at most 4096 keys/);
    throwsCode(() => zb.audit(POLYGLOT, null), 'ARGUMENT_TYPE', /options/);
    throwsCode(() => zb.audit(POLYGLOT, { bits: 0 }), 'ARGUMENT', /bits must be from 1 to 64/);
    throwsCode(() => zb.audit(POLYGLOT, { bits: 65 }), 'ARGUMENT', /bits/);
    throwsCode(() => zb.audit(POLYGLOT, { bits: 20.5 }), 'ARGUMENT_TYPE', /bits must be an integer/);
    throwsCode(() => zb.audit(POLYGLOT, { bits: 64n }), 'ARGUMENT_TYPE', /bits/);
    throwsCode(() => zb.audit(POLYGLOT, { high: 1 }), 'ARGUMENT_TYPE', /high must be true or false/);
    throwsCode(() => zb.audit(POLYGLOT, { maxSize: 9 }), 'ARGUMENT', /maxSize must be from 1 to 8/);
    throwsCode(() => zb.audit(POLYGLOT, { maxSize: 0 }), 'ARGUMENT', /maxSize/);
    throwsCode(() => zb.audit(POLYGLOT, { limit: 0 }), 'ARGUMENT', /limit/);
    throwsCode(() => zb.audit(POLYGLOT, { onProgress: 'yes' }), 'ARGUMENT_TYPE', /onProgress must be a function/);
    throwsCode(() => zb.auditRank(POLYGLOT, 0), 'ARGUMENT', /bits/);
    throwsCode(() => zb.auditRank(POLYGLOT, 64, 'high'), 'ARGUMENT_TYPE', /high/);
    throwsCode(() => zb.auditRank({ length: 3 }), 'ARGUMENT_TYPE');
    assert.equal(zb.auditRank(POLYGLOT), 64, 'still usable');
  });

  it('zobrist.wasm has no audit and needs no progress import; the same imports load both', async () => {
    const imports = (file) => WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(new URL(`../../wasm/${file}`, import.meta.url))))
      .map((i) => `${i.module}.${i.name}`).sort();
    assert.deepEqual(imports('zobrist.wasm'), []); // its allocator grows memory itself (src/wasm/main_module/malloc.c)
    assert.deepEqual(imports('zobrist-all.wasm'), ['env.emscripten_notify_memory_growth', 'env.zbw_audit_progress']);
    const main = await (await import('../../wasm/index.node.js')).init();
    assert.equal(main.audit, undefined);
    assert.equal(main.keyOfFen(main.START_FEN), 0x463b96181691fc9cn);
  });

  it('runs in a worker thread from the browser entry, with progress', async () => {
    // all.js (not all.node.js): the entry a Web Worker imports; the bytes
    // given to initSync, as a worker that fetched them would.
    const code = `
      import { parentPort, workerData } from 'node:worker_threads';
      const { initSync } = await import(workerData.entry);
      const zb = initSync(workerData.bytes);
      let calls = 0;
      const r = zb.audit(zb.polyglotTable(), { bits: 20, maxSize: 3, onProgress: () => { calls++; } });
      parentPort.postMessage({ rank: r.rank, count: r.dependencies.length, calls });`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {
      workerData: { entry: new URL('../../wasm/all.js', import.meta.url).href, bytes: readFileSync(ALL_WASM) },
    });
    const message = await new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); });
    await worker.terminate();
    const here = zb.audit(POLYGLOT, { bits: 20, maxSize: 3 });
    assert.deepEqual(message, { rank: here.rank, count: here.dependencies.length, calls: message.calls });
    assert.ok(message.calls >= 1);
  });
});
