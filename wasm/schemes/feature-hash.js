// The hash of a set of features over a key table of any size: Zobrist's
// general method with nothing of any game. The set is tracked, so add and
// remove are checked (adding a present feature would cancel it under XOR,
// and would double it under addition) and toggle knows which one it is.
import { ZobristError, describe } from '../core/errors.js';

// A key table: a BigUint64Array, or an array of BigInts from 0 to 2^64 - 1;
// `size` (optional) is the number of keys it must have.
// Whether every element is an unsigned 64-bit BigInt. A for loop, not
// every(): every() skips the holes of a sparse array, which would pass.
const KEY_LIMIT = 1n << 64n;
export function allKeys(array) {
  for (let i = 0; i < array.length; i++) {
    const k = array[i];
    if (typeof k !== 'bigint' || k < 0n || k >= KEY_LIMIT) return false;
  }
  return true;
}

export function checkKeyTable(table, size = undefined) {
  if (!(table instanceof BigUint64Array || (Array.isArray(table) && allKeys(table)))) {
    throw new ZobristError('ARGUMENT_TYPE', `a key table must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${describe(table)}`);
  }
  if (size !== undefined && table.length !== size) {
    throw new ZobristError('ARGUMENT', `a key table here has ${size} keys, this one ${table.length}`);
  }
  if (table.length === 0) throw new ZobristError('ARGUMENT', 'a key table needs at least one key');
  return table;
}

export class FeatureHash {
  static name = 'FeatureHash';
  // table: one key per feature (KeySpace.table, polyglotTable(), a seeded
  // table, or your own).
  constructor(table) {
    checkKeyTable(table);
    this.prepare(table);
    this.size = table.length;
    this.present = new Uint8Array(table.length);
    this.count = 0;
    this.resetKey();
  }

  #feature(f, what) {
    if (!Number.isInteger(f) || f < 0 || f >= this.size) {
      throw new ZobristError(typeof f === 'number' ? 'ARGUMENT' : 'ARGUMENT_TYPE',
        `${what}: a feature must be an integer from 0 to ${this.size - 1}, got ${describe(f)}`, { input: f });
    }
    return f;
  }

  has(feature) { return this.present[this.#feature(feature, 'has(feature)')] === 1; }

  add(feature) {
    const f = this.#feature(feature, 'add(feature)');
    if (this.present[f]) throw new ZobristError('ARGUMENT', `add(${f}): feature ${f} is present already`, { input: f });
    this.present[f] = 1;
    this.count++;
    this.insertKey(f);
    return this;
  }

  remove(feature) {
    const f = this.#feature(feature, 'remove(feature)');
    if (!this.present[f]) throw new ZobristError('ARGUMENT', `remove(${f}): feature ${f} is not present`, { input: f });
    this.present[f] = 0;
    this.count--;
    this.removeKey(f);
    return this;
  }

  // Adds the feature if absent, removes it if present.
  toggle(feature) {
    const f = this.#feature(feature, 'toggle(feature)');
    return this.present[f] ? this.remove(f) : this.add(f);
  }

  clear() {
    this.present.fill(0);
    this.count = 0;
    this.resetKey();
    return this;
  }

  // Replaces the set; checked first (range, duplicates), so a rejected list
  // changes nothing.
  setFeatures(features) {
    if (features === null || typeof features !== 'object' || typeof features[Symbol.iterator] !== 'function') {
      throw new ZobristError('ARGUMENT_TYPE', `setFeatures(features): features must be an array of feature indices, got ${describe(features)}`);
    }
    const list = Array.from(features);
    const seen = new Set();
    for (const f of list) {
      this.#feature(f, 'setFeatures(features)');
      if (seen.has(f)) throw new ZobristError('ARGUMENT', `setFeatures(features): feature ${f} is listed twice`, { input: f });
      seen.add(f);
    }
    this.clear();
    for (const f of list) this.add(f);
    return this;
  }

  // The features present, in increasing order.
  features() {
    const out = new Uint32Array(this.count);
    for (let f = 0, n = 0; n < this.count; f++) if (this.present[f]) out[n++] = f;
    return out;
  }
}
