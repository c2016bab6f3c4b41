// The three ways to keep a key in JS, each on any key table (FeatureHash)
// and, in chess/, on the chess layout with a board (BigInt64, Paired32,
// Additive48).
import { FeatureHash } from './feature-hash.js';
import { withBigInt64 } from './bigint64.js';
import { withPaired32 } from './paired32.js';
import { withAdditive48 } from './additive48.js';

export { FeatureHash, checkKeyTable } from './feature-hash.js';
export { withBigInt64, withPaired32, withAdditive48 };

export class BigInt64Hash extends withBigInt64(FeatureHash) { static name = 'BigInt64Hash'; }
export class Paired32Hash extends withPaired32(FeatureHash) { static name = 'Paired32Hash'; }
export class Additive48Hash extends withAdditive48(FeatureHash) { static name = 'Additive48Hash'; }

export const FEATURE_HASHES = { bigint64: BigInt64Hash, paired32: Paired32Hash, additive48: Additive48Hash };
