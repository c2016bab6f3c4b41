// zobrist-wasm for Node (the "node" export condition): as index.js, but its
// module is built in (so initSync() needs no argument either: CommonJS has
// no top-level await), and a file: URL given to init() is read from disk,
// since Node's fetch does not read files.
//
// Built into a file of its own (make: one minified bundle, no shared chunk),
// so that a cold start loads one file and compiles the module from memory:
// locating and reading zobrist.wasm (import.meta.url, the first readFileSync)
// and a second file cost ~1 ms of a ~6 ms start (docs/performance.md).
import { defineEntry } from './core/entry.js';
import { createChessApi } from './api.js';
import { wasmBase64 } from './zobrist-base64.js';
import { bytesOfBase64 } from './core/base64.js';
import { readFile, fileUrl } from './core/node-files.js';

export * from './public.js';
const ownBytes = () => bytesOfBase64(wasmBase64); // built in: the same for init() and initSync()
export const { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL('./zobrist.wasm', import.meta.url),
  readFile,
  fileUrl,
  ownBytes,
  ownBytesSync: ownBytes,
});
