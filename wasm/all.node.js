// zobrist-wasm/all for Node: as all.js, with file: URLs read from disk.
import { readFile } from 'node:fs/promises';
import { defineEntry } from './core/entry.js';
import { createAllApi } from './api.js';

export * from './public.js';
export const { init, initSync } = defineEntry(createAllApi, {
  moduleUrl: () => new URL('./zobrist-all.wasm', import.meta.url),
  readFile,
});
