// zobrist-wasm/all for Node: as all.js, with file: URLs read from disk, and
// zobrist-all.wasm read and compiled synchronously by init() with no
// argument. Bundled into one file of its own, as index.node.js is.
import { defineEntry } from './core/entry.js';
import { createAllApi } from './all-api.js';
import { readFile, readOwnModule } from './core/node-files.js';

export * from './public.js';
export { UTTT_START, UTTT_FEATURES, UTTT_CENSUS_HASHES } from './uttt/index.js';
export { Paired32Table, BigIntTable, TT_BOUND } from './tt/index.js';
const moduleUrl = () => new URL('./zobrist-all.wasm', import.meta.url);
export const { init, initSync } = defineEntry(createAllApi, {
  moduleUrl,
  readFile,
  ownBytes: () => readOwnModule(moduleUrl()),
});
