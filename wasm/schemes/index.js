export { Scheme, FEATURES } from './scheme.js';
export { BigInt64 } from './bigint64.js';
export { Paired32 } from './paired32.js';
export { Additive48 } from './additive48.js';
