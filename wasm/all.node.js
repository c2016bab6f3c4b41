// zobrist-wasm/all for Node: as all.js, with file: URLs read from disk.
import { defineEntry } from './core/entry.js';
import { createAllApi } from './all-api.js';

export * from './public.js';
export { UTTT_START, UTTT_FEATURES, UTTT_CENSUS_HASHES } from './uttt/index.js';
export { Paired32Table, BigIntTable, TT_BOUND } from './tt/index.js';
export const { init, initSync } = defineEntry(createAllApi, {
  moduleUrl: () => new URL('./zobrist-all.wasm', import.meta.url),
  readFile,
});

// index.node.js's reader (it says why each Node entry has its own copy).
async function readFile(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  return fs ? fs.readFileSync(url) : (await import('node:fs/promises')).readFile(url);
}
