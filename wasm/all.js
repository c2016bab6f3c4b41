// zobrist-wasm/all: every game on one module, zobrist-all.wasm: chess with
// PGN files, Polyglot books and the census, ultimate tic-tac-toe, Go, and
// KeySpace. Larger than the chess entry's module; same functions and names.
import { defineEntry } from './core/entry.js';
import { createAllApi } from './all-api.js';

export * from './public.js';
export { UTTT_START, UTTT_FEATURES, UTTT_CENSUS_HASHES } from './uttt/index.js';
export { Paired32Table, BigIntTable, TT_BOUND } from './tt/index.js';
export const { init, initSync } = defineEntry(createAllApi, {
  moduleUrl: () => new URL('./zobrist-all.wasm', import.meta.url),
  all: true,
});
