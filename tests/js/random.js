// A small seeded PRNG (mulberry32) for reproducible random games in tests:
// uniformRandom(seed)() gives numbers in [0, 1), like Math.random.
export function uniformRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6D2B79F5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
