// KeySpace: Zobrist's general method for any game or object. N features,
// one 64-bit key each (SplitMix64 from a seed, or a table you give, such as
// polyglotTable()); the key of a set of features is the XOR of their keys,
// computed in WASM, and a feature toggles in or out with one XOR. hash(name)
// keeps a key incrementally in JS with one of the three schemes.
import { ZobristError, describe, expectInteger, expectOptions } from '../core/errors.js';
import { FEATURE_HASHES, checkKeyTable } from '../schemes/index.js';
import { toSeed } from './splitmix64.js';

const MAX_FEATURES = 1 << 24;
const MASK64 = (1n << 64n) - 1n;
const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');

export function defineKeySpace(core) {
  const x = core.x;
  // The fallback when free() is forgotten.
  const registry = new FinalizationRegistry((ptr) => { if (!core.broken) x.zbw_free(ptr); });

  class KeySpace {
    static name = 'KeySpace';
    #ptr;
    #table;

    // new KeySpace(size, { seed }): SplitMix64 keys (seed 0 by default).
    // new KeySpace(table): your keys (a BigUint64Array or BigInt array).
    constructor(sizeOrTable, options = undefined) {
      const { seed } = expectOptions(options, 'new KeySpace(size, options): options', ['seed']);
      let table;
      if (typeof sizeOrTable === 'number') {
        expectInteger(sizeOrTable, 'new KeySpace(size): size', 1, MAX_FEATURES);
        table = new BigUint64Array(sizeOrTable);
        this.#ptr = this.#allocate(table.length);
        x.zbw_keys_fill(toSeed(seed ?? 0, 'new KeySpace(size, { seed }): seed'), this.#ptr, table.length);
        table.set(new BigUint64Array(core.memory.buffer, this.#ptr, table.length));
      } else {
        if (seed !== undefined) throw new ZobristError('ARGUMENT', 'new KeySpace(table, { seed }): a seed is for generated keys, not a given table');
        checkKeyTable(sizeOrTable);
        if (sizeOrTable.length > MAX_FEATURES) throw new ZobristError('ARGUMENT', `new KeySpace(table): at most ${MAX_FEATURES} keys`);
        table = BigUint64Array.from(sizeOrTable);
        this.#ptr = this.#allocate(table.length);
        new BigUint64Array(core.memory.buffer, this.#ptr, table.length).set(table);
      }
      this.#table = table;
      registry.register(this, this.#ptr, this);
    }

    #allocate(n) {
      const ptr = x.zbw_alloc(8 * n);
      if (!ptr) throw new ZobristError('NO_MEMORY', `cannot allocate ${n} keys`);
      return ptr;
    }

    #live(what) {
      if (!this.#ptr) throw new ZobristError('KEY_SPACE_FREED', `${what}: this KeySpace was freed (free() or dispose) and cannot be used`);
      return this.#ptr;
    }

    get size() { return this.#table.length; }
    get freed() { return this.#ptr === 0; }
    // A copy of the keys. Like every method but free(), refused once freed,
    // though the JS keeps its own copy: a freed object is not used.
    get table() { this.#live('table'); return this.#table.slice(); }
    keyAt(feature) { this.#live('keyAt(feature)'); return this.#table[this.#index(feature, 'keyAt(feature)')]; }

    #index(f, what) {
      if (!Number.isInteger(f) || f < 0 || f >= this.#table.length) {
        throw new ZobristError(typeof f === 'number' ? 'ARGUMENT' : 'ARGUMENT_TYPE',
          `${what}: a feature must be an integer from 0 to ${this.#table.length - 1}, got ${describe(f)}`, { input: f });
      }
      return f;
    }

    // Copies a feature list into WASM memory, checking each index.
    #features(features, what) {
      if (features === null || typeof features !== 'object' || typeof features[Symbol.iterator] !== 'function') {
        throw new ZobristError('ARGUMENT_TYPE', `${what}: features must be an array of feature indices, got ${describe(features)}`);
      }
      const list = Array.isArray(features) || ArrayBuffer.isView(features) ? features : Array.from(features);
      // Checked into an array of our own first: reading an element (a
      // getter) may call into the module, which reuses its output region.
      const n = list.length, indices = new Uint32Array(n);
      for (let i = 0; i < n; i++) indices[i] = this.#index(list[i], what);
      const ptr = core.output.need(4 * Math.max(n, 1));
      new Uint32Array(core.memory.buffer, ptr, n).set(indices);
      return [ptr, n];
    }

    // The 64-bit key of a set of features: XOR of their keys (a feature
    // listed twice cancels, as XOR does).
    keyOf(features) {
      const table = this.#live('keyOf(features)');
      const [ptr, n] = this.#features(features, 'keyOf(features)');
      return BigInt.asUintN(64, x.zbw_hash_features(table, ptr, n));
    }

    // The same as two unsigned 32-bit halves: { hi, lo }.
    halvesOf(features) {
      const key = this.keyOf(features);
      return { hi: Number(key >> 32n), lo: Number(key & 0xFFFFFFFFn) };
    }

    // The additive hash: sum of (key >> 16) modulo 2^48, as a Number.
    add48Of(features) {
      const table = this.#live('add48Of(features)');
      const [ptr, n] = this.#features(features, 'add48Of(features)');
      return x.zbw_hash_features_add48(table, ptr, n);
    }

    // A key with one feature toggled in or out: one XOR.
    toggle(key, feature) {
      this.#live('toggle(key, feature)');
      if (typeof key !== 'bigint') throw new ZobristError('ARGUMENT_TYPE', `toggle(key, feature): key must be a BigInt, got ${describe(key)}`);
      return (key ^ this.#table[this.#index(feature, 'toggle(key, feature)')]) & MASK64;
    }

    // An incremental hash in JS on these keys: 'bigint64', 'paired32' or 'additive48'.
    hash(name = 'bigint64') {
      this.#live('hash(name)');
      const key = typeof name === 'string' ? name.toLowerCase() : null;
      const Class = key !== null && Object.prototype.hasOwnProperty.call(FEATURE_HASHES, key) ? FEATURE_HASHES[key] : undefined; // not 'constructor'
      if (!Class) {
        throw new ZobristError(typeof name === 'string' ? 'ARGUMENT' : 'ARGUMENT_TYPE',
          `hash(name): name must be one of ${Object.keys(FEATURE_HASHES).join(', ')}, got ${describe(name)}`);
      }
      return new Class(this.#table);
    }

    free() {
      if (!this.#ptr) return;
      registry.unregister(this);
      if (!core.broken) x.zbw_free(this.#ptr);
      this.#ptr = 0;
    }
  }
  KeySpace.prototype[dispose] = KeySpace.prototype.free;

  return { KeySpace };
}
