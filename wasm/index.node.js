// zobrist-wasm for Node (the "node" export condition): as index.js, but its
// module is built in, and a file: URL given to init() is read from disk,
// since Node's fetch does not read files.
//
// Built into a file of its own (make: one minified bundle, no shared chunk),
// so that a cold start loads one file and compiles the module from memory:
// locating and reading zobrist.wasm (import.meta.url, the first readFileSync)
// and a second file cost ~1 ms of a ~6 ms start (README, Figures).
import { defineEntry } from './core/entry.js';
import { createChessApi } from './api.js';
import { wasmBase64 } from './zobrist-base64.js';
import { bytesOfBase64 } from './core/base64.js';

export * from './public.js';
export const { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL('./zobrist.wasm', import.meta.url),
  readFile,
  builtIn: () => bytesOfBase64(wasmBase64),
});

// Node 20.16+ and 22.3+ hand over their already loaded fs through
// process.getBuiltinModule; a static import of node:fs/promises instead
// costs a cold start about 1 ms, and its first readFile another half.
// all.node.js has the same function (esbuild would make a module both Node
// entries import a chunk of its own, one more file for each to load).
async function readFile(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  return fs ? fs.readFileSync(url) : (await import('node:fs/promises')).readFile(url);
}
