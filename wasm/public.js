// What every entry exports besides init/initSync: errors, the SplitMix64
// generator, the pure-JS schemes and constants (no WebAssembly needed).
export { ZobristError } from './core/errors.js';
export { splitmix64, splitmix64Table, toSeed } from './keys/splitmix64.js';
export { FeatureHash, BigInt64Hash, Paired32Hash, Additive48Hash } from './schemes/index.js';
export { START_FEN, Scheme, BigInt64, Paired32, Additive48, KNOWN_DISTINCT, CENSUS_HASHES } from './chess/index.js';
// The Polyglot table in JS and schemes set from a chess.js instance: exact
// keys with no WebAssembly (a page whose CSP forbids compiling it).
export * from './chess/pure.js';
