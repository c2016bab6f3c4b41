// Additive48: 48-bit keys added when a feature appears and subtracted when it
// goes (as p4wn tried), in float64, which holds every integer below 2^53
// exactly. Each feature's 48-bit key is the high 48 bits of its 64-bit key
// (key >> 16); the hash is their sum modulo 2^48.
const MODULUS = 2 ** 48;

export const withAdditive48 = (Base) => class extends Base {
  get name() { return 'Additive48'; }
  get bits() { return 48; }

  prepare(table) {
    this.keys = new Float64Array(table.length);
    for (let i = 0; i < table.length; i++) this.keys[i] = Number(table[i] >> 16n);
  }

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
