// BigInt64: the baseline. One native BigInt XOR per feature (each XOR
// allocates a BigInt: ~12 ns in Node 20).
import { Scheme } from './scheme.js';

export class BigInt64 extends Scheme {
  get name() { return 'BigInt64'; }
  get bits() { return 64; }

  prepare(table) {
    this.keys = Array.from(table); // plain BigInts: reading them allocates nothing
  }

  resetKey() { this.k = 0n; }
  add(feature) { this.k ^= this.keys[feature]; }
  remove(feature) { this.k ^= this.keys[feature]; }

  get key() { return this.k; }
  get keyHex() { return this.k.toString(16).padStart(16, '0'); }
}
