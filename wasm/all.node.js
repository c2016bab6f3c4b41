// zobrist-wasm/all for Node: as all.js, with file: URLs read from disk, and
// zobrist-all.wasm read (synchronously where Node can) and compiled
// synchronously by init() with no argument, and by initSync() with none
// (CommonJS has no top-level await): for its 171 KB that starts
// sooner than the asynchronous read and compile (docs/performance.md). Not
// built in: as base64 it would be 228 KB more of the entry to load.
import { defineEntry } from './core/entry.js';
import { createAllApi } from './all-api.js';
import { readOwnModule } from './core/loader.js';
import { readFile, readFileSync, fileUrl } from './core/node-files.js';

export * from './public.js';
export { UTTT_START, UTTT_FEATURES, UTTT_CENSUS_HASHES } from './uttt/index.js';
export { Paired32Table, BigIntTable, TT_BOUND } from './tt/index.js';
const entry = {
  moduleUrl: () => new URL('./zobrist-all.wasm', import.meta.url),
  all: true,
  readFile,
  fileUrl,
  ownBytes: () => readOwnModule(entry, readFile),
  ownBytesSync: () => readOwnModule(entry, readFileSync),
};
export const { init, initSync } = defineEntry(createAllApi, entry);
