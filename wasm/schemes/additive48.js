// Additive48: 48-bit keys added when a feature appears and subtracted when it
// goes (as p4wn tried), in float64, which holds every integer below 2^53
// exactly. Each feature's 48-bit key is the high 48 bits of its 64-bit key
// (key >> 16); the hash is their sum modulo 2^48. On a chess layout the
// addends are the keys the XOR would combine (../chess/scheme.js): a 16-key
// layout's castling[rights] is one addend, Stockfish's halfmove bucket another.
const MODULUS = 2 ** 48;

export const withAdditive48 = (Base) => class extends Base {
  get name() { return 'Additive48'; }
  get bits() { return 48; }

  prepare(table) {
    this.keys = new Float64Array(table.length);
    for (let i = 0; i < table.length; i++) this.setKeyAt(i, table[i]);
  }

  // Sets one slot's key (also the chess schemes' halfmove bucket, rewritten).
  setKeyAt(slot, key) { this.keys[slot] = Number(key >> 16n); }

  // Replaces a slot's key by the one that takes it out: 2^48 - key.
  negateKeyAt(slot) { this.keys[slot] = (MODULUS - this.keys[slot]) % MODULUS; }

  resetKey() { this.k = 0; }

  insertKey(feature) {
    this.k += this.keys[feature];
    if (this.k >= MODULUS) this.k -= MODULUS;
  }

  removeKey(feature) {
    this.k -= this.keys[feature];
    if (this.k < 0) this.k += MODULUS;
  }

  get key() { return this.k; }
  get keyHex() { return this.k.toString(16).padStart(12, '0'); }
};
