// The chess schemes: the board-following Scheme with each JS key arithmetic.
import { Scheme } from './scheme.js';
import { withBigInt64, withPaired32, withAdditive48 } from '../schemes/index.js';

export { Scheme, FEATURES } from './scheme.js';
export class BigInt64 extends withBigInt64(Scheme) { static name = 'BigInt64'; }
export class Paired32 extends withPaired32(Scheme) { static name = 'Paired32'; }
export class Additive48 extends withAdditive48(Scheme) { static name = 'Additive48'; }
