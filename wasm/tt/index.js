// Transposition tables: TranspositionTable on the C core (src/tt/), and the
// same table in pure JS with Paired32 or BigInt keys (no WebAssembly needed).
import { defineTable } from './table.js';

export { Paired32Table, BigIntTable } from './js-table.js';
export { BOUND as TT_BOUND } from './args.js';

export function defineTt(core, live) {
  return defineTable(core, live);
}
