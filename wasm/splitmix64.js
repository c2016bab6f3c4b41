// SplitMix64 in BigInt: the same sequence as the C core's zb_splitmix64_next,
// so seeded key tables can be made, or checked, without WASM.
const MASK = (1n << 64n) - 1n;

export function* splitmix64(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  for (;;) {
    state = (state + 0x9E3779B97F4A7C15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    yield z ^ (z >> 31n);
  }
}

export function splitmix64Table(seed, count = 781) {
  const table = new BigUint64Array(count);
  const next = splitmix64(seed);
  for (let i = 0; i < count; i++) table[i] = next.next().value;
  return table;
}
