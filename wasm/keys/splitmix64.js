// SplitMix64 in BigInt: the same sequence as the C core's zb_splitmix64_next,
// so seeded key tables can be made, or checked, without WASM.
import { ZobristError, describe, expectInteger } from '../core/errors.js';

const MASK = (1n << 64n) - 1n;

// A seed: a non-negative safe integer, or a BigInt (taken modulo 2^64).
// what: the call and argument, for the message ('pick(position, { seed })').
export function toSeed(seed, what = 'a seed') {
  if (typeof seed === 'bigint') return BigInt.asUintN(64, seed);
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) return BigInt(seed);
  throw new ZobristError('ARGUMENT_TYPE', `${typeof what === 'string' ? what : 'a seed'} must be a non-negative safe integer or a BigInt (taken modulo 2^64), got ${describe(seed)}`, { input: seed });
}

export function splitmix64(seed) {
  return outputs(toSeed(seed, 'splitmix64(seed): seed')); // checked now, not at the first next()
}

function* outputs(seed) {
  let state = seed;
  for (;;) {
    state = (state + 0x9E3779B97F4A7C15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    yield z ^ (z >> 31n);
  }
}

export function splitmix64Table(seed, count = 781) {
  expectInteger(count, 'splitmix64Table(seed, count): count', 0, 1 << 24);
  const table = new BigUint64Array(count);
  const next = splitmix64(seed);
  for (let i = 0; i < count; i++) table[i] = next.next().value;
  return table;
}
