// zobrist-wasm/all in Node (the "node" export condition, which TypeScript's
// node16/nodenext resolution takes): as all.d.ts, but initSync() needs no
// argument: Node's entry reads zobrist-all.wasm from beside it
// synchronously. Browser builds still need the bytes.
import type { ZobristAll } from './all.js';
import type { Bytes, WasmModule } from './platform.js';

export * from './all.js';

/** Synchronous; with no argument, from zobrist-all.wasm beside the entry, read synchronously. */
export function initSync(source?: Bytes | WasmModule): ZobristAll;
