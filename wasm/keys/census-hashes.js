// The four hashes every census counts collisions of, computed on the C side
// from a position's features: the same for every game; only what the full
// key is called differs.
export function censusHashes(keyName) {
  // Frozen: exported as constants, and every census reads them.
  return Object.freeze([
    { id: 'xor32', bits: 32, label: '32-bit XOR (low half of the key)' },
    { id: 'xor48', bits: 48, label: '48-bit XOR (high 48 bits)' },
    { id: 'add48', bits: 48, label: '48-bit additive (Additive48)' },
    { id: 'xor64', bits: 64, label: `64-bit XOR (${keyName})` },
  ].map(Object.freeze));
}
