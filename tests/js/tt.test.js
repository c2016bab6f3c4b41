// Transposition tables: the C table through WASM (TranspositionTable) and the
// pure-JS tables (Paired32Table, BigIntTable) replay the same random probes
// and stores, for every policy and several shapes, and must give the same
// answer to every probe; a few answers are checked by hand, so that the
// three cannot agree on a wrong one; errors; freeing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { splitmix64 } from 'zobrist-wasm';
import { init } from '../../wasm/all.node.js';
import { instantiateSync } from '../../wasm/core/loader.js';
import { Core } from '../../wasm/core/core.js';
import { defineTt, Paired32Table, BigIntTable } from '../../wasm/tt/index.js';
import { TT_MESSAGES } from '../../wasm/tt/args.js';

// zb.TranspositionTable once all-api.js has it; until then a module of our own.
// (Sources and bundle each have a ZobristError class: errors are told by name.)
const zb = await init();
const own = { count: 0 };
const TranspositionTable = zb.TranspositionTable ??
  defineTt(new Core(instantiateSync(readFileSync(new URL('../../wasm/zobrist-all.wasm', import.meta.url)))), own).TranspositionTable;
const liveCount = () => (zb.TranspositionTable ? zb.stats().livePositions : own.count);

const throwsCode = (fn, code) => assert.throws(fn, (e) => e.name === 'ZobristError' && e.code === code, `expected ${code}`);
const hiOf = (key) => Number(key >> 32n) | 0;
const loOf = (key) => Number(key & 0xffffffffn) | 0;

// The three tables behind one interface, keyed by BigInt; the WASM table
// alternates its BigInt and hi/lo calls, the Paired32 table its int32 and
// uint32 halves, so each path is replayed.
function threeTables(options) {
  const wasm = new TranspositionTable(options), paired = new Paired32Table(options), big = new BigIntTable(options);
  let flip = 0;
  const half = (v) => ((flip & 2) ? v >>> 0 : v);
  const sides = [
    {
      table: wasm,
      probe: (k) => (++flip & 1 ? wasm.probe(k) : wasm.probe32(hiOf(k), loOf(k))),
      store: (k, ...p) => (++flip & 1 ? wasm.store(k, ...p) : wasm.store32(hiOf(k), loOf(k), ...p)),
      probeId: (k, id) => (++flip & 1 ? wasm.probeId(k, id) : wasm.probeId32(hiOf(k), loOf(k), id)),
      storeId: (k, id, ...p) => (++flip & 1 ? wasm.storeId(k, id, ...p) : wasm.storeId32(hiOf(k), loOf(k), id, ...p)),
    },
    {
      table: paired,
      probe: (k) => paired.probe32(half(hiOf(k)), half(loOf(k))),
      store: (k, ...p) => paired.store32(half(hiOf(k)), half(loOf(k)), ...p),
      probeId: (k, id) => paired.probeId32(half(hiOf(k)), half(loOf(k)), id),
      storeId: (k, id, ...p) => paired.storeId32(half(hiOf(k)), half(loOf(k)), id, ...p),
    },
    {
      table: big,
      probe: (k) => big.probe(k),
      store: (k, ...p) => big.store(k, ...p),
      probeId: (k, id) => big.probeId(k, id),
      storeId: (k, id, ...p) => big.storeId(k, id, ...p),
    },
  ];
  return { sides, free: () => wasm.free() };
}

const entryOf = (t) => [t.depth, t.score, t.bound, t.move, t.age];

// Positions for a run: random keys, some differing only above bit 40 (same
// bucket, and same check bits when n + m <= 40: a type-1 error waiting) or
// in one bit, and a few sharing another's full key under their own identity.
function positions(rng, count) {
  const next = () => rng.next().value;
  const keys = [];
  for (let i = 0; i < count; i++) {
    const r = Number(next() % 10n);
    if (i > 0 && r < 2) keys.push(keys[Number(next() % BigInt(i))]); // the same key, another identity
    else if (i > 0 && r < 4) keys.push(keys[Number(next() % BigInt(i))] ^ (next() << 40n) & 0xffffffffffffffffn);
    else if (i > 0 && r < 6) keys.push(keys[Number(next() % BigInt(i))] ^ (1n << (next() % 64n))); // one bit: each check bit tested
    else keys.push(next());
  }
  return keys;
}

// Replays one random sequence on the three tables; every answer compared.
function replay(options, seed, steps) {
  const rng = splitmix64(seed), next = () => Number(rng.next().value % 1000000n);
  const keys = positions(rng, 24 + (next() % 40));
  const instrumented = options.idCount > 0;
  const { sides, free } = threeTables({ ...options, idCount: instrumented ? keys.length : 0 });
  try {
    for (let step = 0; step < steps; step++) {
      const r = next() % 100, id = next() % keys.length, key = keys[id];
      if (r < 3) {
        for (const s of sides) s.table.newSearch();
      } else if (r < 50) {
        const payload = [(next() % 40) - 8, (next() % 2000) - 1000, 1 + (next() % 3), next() % 65536];
        for (const s of sides) (instrumented ? s.storeId(key, id, ...payload) : s.store(key, ...payload));
      } else {
        const answers = sides.map((s) => {
          const found = instrumented ? s.probeId(key, id) : s.probe(key);
          return [found, ...(found === true || found === 'hit' || found === 'type1' ? entryOf(s.table) : [])];
        });
        assert.deepEqual(answers[1], answers[0], `Paired32 vs WASM, step ${step}, ${JSON.stringify(options)}`);
        assert.deepEqual(answers[2], answers[0], `BigInt vs WASM, step ${step}, ${JSON.stringify(options)}`);
      }
    }
    const [wasm, paired, big] = sides.map((s) => s.table);
    assert.deepEqual(paired.counters, wasm.counters);
    assert.deepEqual(big.counters, wasm.counters);
    assert.deepEqual(paired.config, wasm.config);
    assert.deepEqual(big.config, wasm.config);
    return wasm.counters;
  } finally {
    free();
  }
}

describe('transposition tables: WASM, Paired32 and BigInt give the same answers', () => {
  const shapes = [
    { indexBits: 0, checkBits: 0 }, { indexBits: 0, checkBits: 64 }, { indexBits: 2, checkBits: 1 },
    { indexBits: 3, checkBits: 5 }, { indexBits: 5, checkBits: 33 }, { indexBits: 4, checkBits: 60 },
  ];
  const policies = [['always-replace', [0]], ['depth-preferred', [1]], ['two-tier', [2]], ['buckets', [1, 3, 4, 8]]];
  for (const [policy, slotCounts] of policies) {
    for (const bucketSlots of slotCounts) {
      for (const instrumented of [false, true]) {
        it(`${policy}, k = ${bucketSlots || 'default'}${instrumented ? ', instrumented' : ''}`, () => {
          let sawClash = false;
          for (const [i, { indexBits, checkBits }] of shapes.entries()) {
            const c = replay({ indexBits, checkBits, policy, bucketSlots, idCount: instrumented ? 1 : 0 }, 1000 + 31 * i + bucketSlots, 3000);
            sawClash ||= c.type1Errors > 0 || c.type2Losses > 0 || c.refused > 0 || c.evictions > 0;
          }
          if (instrumented) assert.ok(sawClash, 'the sequences must meet clashes, or they test little');
        });
      }
    }
  }

  it('a BigInt key is taken mod 2^64: a signed one (as from an i64) is the same key', () => {
    const { sides, free } = threeTables({ indexBits: 6, checkBits: 58 });
    try {
      const key = 0xfedcba9876543210n;
      for (const s of sides) s.store(key - (1n << 64n), 2, 3, 1, 4); // negative: the same 64 bits
      for (const s of sides) assert.equal(s.probe(key) && s.probe(key + (1n << 64n)), true);
    } finally {
      free();
    }
  });

  // (n = 31 or 32 would need 2^31 buckets: more than WASM memory holds.)
  it('the keys\' top bits: n + m = 64, keys differing only in bit 63', () => {
    for (const [n, m] of [[0, 64], [1, 63], [16, 48], [20, 44]]) {
      const { sides, free } = threeTables({ indexBits: n, checkBits: m });
      try {
        const key = 0x8000000000000005n, other = 0x0000000000000005n;
        for (const s of sides) s.store(key, 5, 9, 1, 3);
        for (const s of sides) {
          assert.equal(s.probe(key), true, `n ${n} m ${m}`);
          assert.equal(s.probe(other), false, `bit 63 is a check bit at n ${n} m ${m}`);
        }
      } finally {
        free();
      }
    }
  });
});

describe('transposition tables: answers checked by hand', () => {
  for (const Table of [TranspositionTable, BigIntTable]) {
    const name = Table.name;
    const using = (options, fn) => {
      const t = new Table(options);
      try { fn(t); } finally { t.free?.(); }
    };

    it(`${name}: depth-preferred refuses a shallower entry, takes an equal one`, () => using({ indexBits: 4, checkBits: 8, policy: 'depth-preferred' }, (t) => {
      t.store(0x11n, 5, 1, 1, 1);
      t.store(0x21n, 4, 2, 1, 2); // same bucket, shallower: refused
      assert.equal(t.probe(0x21n), false);
      assert.equal(t.get(0x11n).score, 1);
      t.store(0x21n, 5, 3, 2, 3);
      assert.deepEqual(t.get(0x21n), { depth: 5, score: 3, bound: 2, move: 3, age: 0 });
      assert.equal(t.counters.refused, 1);
    }));

    it(`${name}: two-tier moves the deep entry down, and a shallow one goes to slot 1`, () => using({ indexBits: 4, checkBits: 8, policy: 'two-tier' }, (t) => {
      t.store(0x11n, 3, 1, 1, 1);
      t.store(0x21n, 6, 2, 1, 2); // wins slot 0: 0x11 moves to slot 1
      assert.equal(t.probe(0x11n) && t.probe(0x21n), true);
      t.store(0x31n, 1, 3, 1, 3); // loses: replaces slot 1 (0x11)
      assert.equal(t.probe(0x11n), false);
      assert.equal(t.probe(0x31n) && t.probe(0x21n), true);
    }));

    it(`${name}: buckets replace an entry of an earlier search first, then the shallowest`, () => using({ indexBits: 2, checkBits: 8, policy: 'buckets', bucketSlots: 2 }, (t) => {
      t.store(0x10n, 9, 0, 1, 0);
      t.store(0x20n, 2, 0, 1, 0);
      t.newSearch();
      t.probe(0x10n); // stamped with this search
      t.store(0x30n, 1, 0, 1, 0); // 0x20 is old: it goes
      assert.equal(t.probe(0x20n), false);
      assert.equal(t.probe(0x10n) && t.probe(0x30n), true);
      assert.equal(t.age, 1);
      t.store(0x40n, 1, 0, 1, 0); // both of this search: the shallower goes
      assert.equal(t.probe(0x30n), false);
      assert.equal(t.probe(0x10n), true);
    }));

    it(`${name}: instrumented probes: hit, miss, type 1 (m = 0), type 2`, () => using({ indexBits: 3, checkBits: 0, idCount: 4 }, (t) => {
      assert.equal(t.probeId(0x1n, 0), 'miss');
      t.storeId(0x1n, 0, 1, 10, 1, 0);
      assert.equal(t.probeId(0x1n, 0), 'hit');
      assert.equal(t.probeId(0x9n, 1), 'type1'); // same bucket, no check bits: the wrong entry
      assert.equal(t.score, 10);
      t.storeId(0x9n, 1, 1, 20, 1, 0); // overwrites 0
      assert.equal(t.probeId(0x1n, 0), 'type1');
      assert.equal(t.probeId(0x2n, 2), 'miss');
      const c = t.counters;
      assert.deepEqual([c.hits, c.misses, c.type1Errors, c.type2Losses, c.evictions], [1, 2, 2, 0, 1]);
    }));

    it(`${name}: a type-2 loss: the entry overwritten by an index clash`, () => using({ indexBits: 3, checkBits: 8, idCount: 4 }, (t) => {
      t.storeId(0x01n, 0, 1, 10, 1, 0);
      t.storeId(0x09n, 1, 1, 20, 1, 0);
      assert.equal(t.probeId(0x01n, 0), 'type2');
      assert.equal(t.probeId(0x09n, 1), 'hit');
    }));
  }
});

describe('transposition tables: errors', () => {
  const makers = [
    ['TranspositionTable', (o) => new TranspositionTable(o)],
    ['Paired32Table', (o) => new Paired32Table(o)],
    ['BigIntTable', (o) => new BigIntTable(o)],
  ];
  const message = (fn) => { try { fn(); } catch (e) { return [e.code, e.message.slice(e.message.indexOf(': '))]; } return null; };

  it('a bad configuration: the same code and message from the three', () => {
    const cases = [
      [{ indexBits: 33 }, 'TT_INDEX_BITS'], [{ indexBits: 10, checkBits: 55 }, 'TT_CHECK_BITS'],
      [{ policy: 'lru' }, 'TT_POLICY'], [{ policy: 'two-tier', bucketSlots: 1 }, 'TT_BUCKET_SLOTS'],
      [{ policy: 'buckets', bucketSlots: 9 }, 'TT_BUCKET_SLOTS'], [{ policy: 'always-replace', bucketSlots: 2 }, 'TT_BUCKET_SLOTS'],
      [{ indexBits: 32, checkBits: 0 }, 'TT_NO_MEMORY'],
      [{ indexBits: 1.5 }, 'ARGUMENT_TYPE'], [{ policy: 2 }, 'ARGUMENT_TYPE'], [7, 'ARGUMENT_TYPE'],
      // Out of range below as above: the table's code, whose message names the real range.
      [{ indexBits: -1 }, 'TT_INDEX_BITS'], [{ indexBits: 2 ** 32 }, 'TT_INDEX_BITS'], [{ checkBits: -1 }, 'TT_CHECK_BITS'],
      [{ indexBits: 20, checkBits: 2 ** 40 }, 'TT_CHECK_BITS'], [{ bucketSlots: -1 }, 'TT_BUCKET_SLOTS'],
      [{ policy: 'buckets', bucketSlots: 2 ** 32 + 4 }, 'TT_BUCKET_SLOTS'], [{ idCount: -1 }, 'ARGUMENT'],
      [{ indexBits: -1, policy: 'lru' }, 'TT_INDEX_BITS'], [{ policy: 'lru', bucketSlots: -1 }, 'TT_POLICY'], // C's order
      [{ indexbits: 4 }, 'ARGUMENT'], // misspelt: was ignored, and the table had 2^16 slots
    ];
    for (const [options, code] of cases) {
      const got = makers.map(([, make]) => message(() => make(options)));
      assert.equal(got[0]?.[0], code, JSON.stringify(options));
      if (code.startsWith('TT_')) assert.equal(got[0][1], `: ${TT_MESSAGES[code]} (${code})`, JSON.stringify(options));
      assert.deepEqual(got[1], got[0], `Paired32Table, ${JSON.stringify(options)}`);
      assert.deepEqual(got[2], got[0], `BigIntTable, ${JSON.stringify(options)}`);
    }
  });

  it('a plain probe of an instrumented table throws TT_NEEDS_ID, as a plain store does, and counts nothing', () => {
    for (const policy of ['always-replace', 'depth-preferred', 'two-tier', 'buckets']) {
      const options = { indexBits: 4, checkBits: 8, policy, idCount: 3 };
      const wasm = new TranspositionTable(options), paired = new Paired32Table(options), big = new BigIntTable(options);
      try {
        for (const t of [wasm, paired, big]) {
          if (t.storeId) t.storeId(0x15n, 2, 4, 7, 1, 0);
          else t.storeId32(0, 0x15, 2, 4, 7, 1, 0);
        }
        const calls = [[wasm, 'probe', [0x15n]], [wasm, 'probe32', [0, 0x15]], [wasm, 'get', [0x15n]], [wasm, 'probe', [0x25n]],
          [paired, 'probe32', [0, 0x15]], [paired, 'get32', [0, 0x15]], [big, 'probe', [0x15n]], [big, 'get', [0x15n]]];
        for (const [t, method, args] of calls) {
          assert.deepEqual(message(() => t[method](...args)), ['TT_NEEDS_ID', `: ${TT_MESSAGES.TT_NEEDS_ID} (TT_NEEDS_ID)`],
            `${t.constructor.name}.${method}, ${policy}`);
        }
        for (const t of [wasm, paired, big]) {
          assert.equal(t.counters.probes, 0, `${t.constructor.name}, ${policy}: a refused probe is not counted`);
          assert.equal(t.probeId ? t.probeId(0x15n, 2) : t.probeId32(0, 0x15, 2), 'hit');
          const c = t.counters;
          assert.equal(c.probes, c.hits + c.misses + c.type1Errors + c.type2Losses);
        }
      } finally {
        wasm.free();
      }
    }
  });

  it('the messages name the real ranges: 0-32 index bits, 0 to 64 - n check bits, each policy\'s slots, bounds 1-3', () => {
    assert.match(TT_MESSAGES.TT_INDEX_BITS, /from 0 to 32/);
    assert.match(TT_MESSAGES.TT_CHECK_BITS, /from 0 to 64 - n/);
    assert.match(TT_MESSAGES.TT_BUCKET_SLOTS, /1 \(always-replace, depth-preferred\), 2 \(two-tier\) or 1 to 8 \(buckets\)/);
    assert.match(TT_MESSAGES.TT_BOUND, /1 \(exact\), 2 \(lower\) or 3 \(upper\)/);
    // tt_errors.c's messages, word for word (the WASM table's come from there).
    const source = readFileSync(new URL('../../src/tt/tt_errors.c', import.meta.url), 'utf8');
    const block = source.slice(source.indexOf('messages[ZB_TT_ERR_COUNT_]'));
    for (const [code, text] of Object.entries(TT_MESSAGES)) {
      const at = block.indexOf(`[ZB_TT_ERR_${code.slice(3)}] = `);
      assert.ok(at >= 0, code);
      const literal = block.slice(at, block.indexOf(',\n', at)).match(/"((?:[^"\\]|\\.)*)"/g).map((q) => q.slice(1, -1)).join('');
      assert.equal(text, literal, code);
    }
  });

  it('every TT_* code is in the README\'s list and in ZobristError.code\'s documentation', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const declarations = readFileSync(new URL('../../wasm/index.d.ts', import.meta.url), 'utf8');
    for (const code of [...Object.keys(TT_MESSAGES), 'TT_FREED']) {
      assert.match(readme, new RegExp(`^- \`${code}\`: `, 'm'), `README.md: ${code}`);
      assert.match(declarations, new RegExp(`^ +\\* - ${code}: `, 'm'), `wasm/index.d.ts: ${code}`);
    }
  });

  it('the JS tables\' TT_* messages are the C layer\'s', () => {
    const t = new TranspositionTable({ idCount: 1 });
    try {
      assert.equal(message(() => t.store(1n, 1, 1, 1))[1], `: ${TT_MESSAGES.TT_NEEDS_ID} (TT_NEEDS_ID)`);
      assert.equal(message(() => t.probe(1n))[1], `: ${TT_MESSAGES.TT_NEEDS_ID} (TT_NEEDS_ID)`);
      assert.equal(message(() => t.storeId(1n, 5, 1, 1, 1))[1], `: ${TT_MESSAGES.TT_ID_RANGE} (TT_ID_RANGE)`);
      assert.equal(message(() => t.storeId(1n, 0, 1, 1, 0))[1], `: ${TT_MESSAGES.TT_BOUND} (TT_BOUND)`);
    } finally {
      t.free();
    }
  });

  it('bad calls: the same code and message from the three, and nothing stored', () => {
    const calls = [
      ['store', [1n, 1, 1, 0], 'TT_BOUND'], ['store', [1n, 1, 1, 4], 'TT_BOUND'], ['store', [1n, 1, 1, 2 ** 31], 'TT_BOUND'],
      ['store', [1n, 1, 1, -(2 ** 53)], 'TT_BOUND'], ['store32', [0, 1, 1, 1, 2 ** 32 + 1], 'TT_BOUND'], ['store', [1n, 128, 1, 1], 'ARGUMENT'],
      ['store', [1n, 1, 40000, 1], 'ARGUMENT'], ['store', [1n, 1, 1, 1, 65536], 'ARGUMENT'], ['store', [1n, 1, 1, 1, -1], 'ARGUMENT'],
      ['store', [1n, '1', 1, 1], 'ARGUMENT_TYPE'], ['store', [1n, 1, 1.5, 1], 'ARGUMENT_TYPE'], ['store', [1n, 1, 1, 'exact'], 'ARGUMENT_TYPE'],
      ['store', [1, 1, 1, 1], 'ARGUMENT_TYPE'], ['probe', ['1'], 'ARGUMENT_TYPE'], ['probeId', [1n, 0], 'TT_NOT_INSTRUMENTED'],
      ['storeId', [1n, 0, 1, 1, 1], 'TT_NOT_INSTRUMENTED'], ['probeId', [1n, -1], 'ARGUMENT'], ['probeId', [1n, 0.5], 'ARGUMENT_TYPE'],
      ['probe32', [2 ** 32, 0], 'ARGUMENT'], ['probe32', [0, 'x'], 'ARGUMENT_TYPE'], ['store32', [0, 1.5, 1, 1, 1], 'ARGUMENT_TYPE'],
    ];
    const wasm = new TranspositionTable(), paired = new Paired32Table(), big = new BigIntTable();
    try {
      for (const [method, args, code] of calls) {
        const targets = method.endsWith('32') ? [wasm, paired] : [wasm, big];
        const got = targets.map((t) => message(() => t[method](...args)));
        assert.equal(got[0]?.[0], code, `${method}(${args.join(', ')})`);
        assert.deepEqual(got[1], got[0], `${targets[1].constructor.name}.${method}(${args.join(', ')})`);
        if (code === 'TT_BOUND') assert.equal(got[0][1], `: ${TT_MESSAGES.TT_BOUND} (TT_BOUND)`, 'one message for every bad bound');
      }
      for (const t of [wasm, paired, big]) assert.equal(t.counters.stores, 0);
    } finally {
      wasm.free();
    }
  });
});

describe('TranspositionTable: freeing', () => {
  it('free() and dispose release the table; use after free throws TT_FREED', () => {
    const before = liveCount();
    const t = new TranspositionTable({ indexBits: 4 });
    assert.equal(liveCount(), before + 1);
    t.free();
    t.free(); // twice is fine
    assert.equal(t.freed, true);
    assert.equal(liveCount(), before);
    throwsCode(() => t.probe(1n), 'TT_FREED');
    throwsCode(() => t.store32(0, 1, 1, 1, 1), 'TT_FREED');
    throwsCode(() => t.counters, 'TT_FREED');
    const u = new TranspositionTable();
    u[Symbol.dispose ?? Symbol.for('Symbol.dispose')]();
    assert.equal(u.freed, true);
    assert.equal(liveCount(), before);
  });

  it('entries cross correctly after the WASM memory grew (a view made before it is detached)', () => {
    const small = new TranspositionTable({ indexBits: 4 });
    let big = null;
    try {
      small.store(0x5n, 7, -300, 3, 4242);
      big = new TranspositionTable({ indexBits: 22, policy: 'two-tier' }); // 128 MB: the memory grows
      assert.equal(small.probe(0x5n), true);
      assert.deepEqual([small.depth, small.score, small.bound, small.move], [7, -300, 3, 4242]);
      big.store(0x5n, 9, 11, 2, 12); // through the record, after the growth
      assert.deepEqual(big.get(0x5n), { depth: 9, score: 11, bound: 2, move: 12, age: 0 });
    } finally {
      small.free();
      big?.free();
    }
  });

  it('a table that fails to be made leaves nothing live', () => {
    const before = liveCount();
    throwsCode(() => new TranspositionTable({ indexBits: 40 }), 'TT_INDEX_BITS');
    assert.equal(liveCount(), before);
  });

  it('many tables made and freed do not grow the memory', () => {
    const t0 = new TranspositionTable({ indexBits: 16 });
    t0.free();
    const bytes = zb.stats().memoryBytes;
    for (let i = 0; i < 200; i++) new TranspositionTable({ indexBits: 16, policy: 'buckets' }).free();
    if (zb.TranspositionTable) assert.equal(zb.stats().memoryBytes, bytes);
  });
});
