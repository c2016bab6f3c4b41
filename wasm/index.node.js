// zobrist-wasm for Node (the "node" export condition): as index.js, but a
// file: URL is read from disk, since Node's fetch does not read files.
import { defineEntry } from './core/entry.js';
import { createChessApi } from './api.js';

export * from './public.js';
export const { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL('./zobrist.wasm', import.meta.url),
  readFile,
});

// Node 20.16+ and 22.3+ hand over their already loaded fs through
// process.getBuiltinModule; a static import of node:fs/promises instead
// costs a cold start about 1 ms, and its first readFile another half. Here,
// not in a module both Node entries import: esbuild would make that module a
// chunk of its own, one more file for an import to load (~0.45 ms of a cold
// start); all.node.js has the same function.
async function readFile(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  return fs ? fs.readFileSync(url) : (await import('node:fs/promises')).readFile(url);
}
