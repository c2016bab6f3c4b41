// Paired32: each 64-bit key as two 32-bit halves, XORed as int32 (as
// Garbochess-JS did). hi * 2^32 + lo equals the 64-bit key bit for bit.
export const withPaired32 = (Base) => class extends Base {
  get name() { return 'Paired32'; }
  get bits() { return 64; }

  prepare(table) {
    this.hiKeys = new Int32Array(table.length);
    this.loKeys = new Int32Array(table.length);
    for (let i = 0; i < table.length; i++) this.setKeyAt(i, table[i]);
  }

  // Sets one slot's key (also the chess schemes' halfmove bucket, rewritten).
  setKeyAt(slot, key) {
    this.hiKeys[slot] = Number(BigInt.asIntN(32, key >> 32n));
    this.loKeys[slot] = Number(BigInt.asIntN(32, key));
  }

  // The key that takes a slot's key out: XOR is its own inverse.
  negateKeyAt() {}

  resetKey() { this.h = 0; this.l = 0; }
  insertKey(feature) { this.h ^= this.hiKeys[feature]; this.l ^= this.loKeys[feature]; }
  removeKey(feature) { this.h ^= this.hiKeys[feature]; this.l ^= this.loKeys[feature]; }

  get hi() { return this.h >>> 0; }
  get lo() { return this.l >>> 0; }
  get key() { return (BigInt(this.h >>> 0) << 32n) | BigInt(this.l >>> 0); }
  get keyHex() { return (this.h >>> 0).toString(16).padStart(8, '0') + (this.l >>> 0).toString(16).padStart(8, '0'); }
};
