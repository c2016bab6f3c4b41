// zobrist-wasm in Node (the "node" export condition, which TypeScript's
// node16/nodenext resolution takes): as index.d.ts, but initSync() needs no
// argument, since Node's entry has its module built in (a CommonJS program
// has no top-level await for init()). Browser builds still need the bytes.
import type { Zobrist } from './index.js';
import type { Bytes, WasmModule } from './platform.js';

export * from './index.js';

/** Synchronous; with no argument, from the module built into Node's entry. */
export function initSync(source?: Bytes | WasmModule): Zobrist;
