// BigInt64: the baseline. One native BigInt XOR per feature (each XOR
// allocates a BigInt: ~12 ns in Node 20). A mixin: the same arithmetic serves
// the generic FeatureHash and the chess schemes.
export const withBigInt64 = (Base) => class extends Base {
  get name() { return 'BigInt64'; }
  get bits() { return 64; }

  prepare(table) {
    this.keys = Array.from(table); // plain BigInts: reading them allocates nothing
  }

  // Rewrites one slot's key (the chess schemes' halfmove bucket).
  setKeyAt(slot, key) { this.keys[slot] = key; }

  // The key that takes a slot's key out: XOR is its own inverse.
  negateKeyAt() {}

  resetKey() { this.k = 0n; }
  insertKey(feature) { this.k ^= this.keys[feature]; }
  removeKey(feature) { this.k ^= this.keys[feature]; }

  get key() { return this.k; }
  get hi() { return Number(this.k >> 32n); }
  get lo() { return Number(this.k & 0xFFFFFFFFn); }
  get keyHex() { return this.k.toString(16).padStart(16, '0'); }
};
