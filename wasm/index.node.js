// zobrist-wasm for Node (the "node" export condition): as index.js, but a
// file: URL is read from disk, since Node's fetch does not read files.
import { defineEntry } from './core/entry.js';
import { readFile } from './core/node-read-file.js';
import { createChessApi } from './api.js';

export * from './public.js';
export const { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL('./zobrist.wasm', import.meta.url),
  readFile,
});
