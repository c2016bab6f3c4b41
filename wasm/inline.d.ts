// zobrist-wasm/inline: the main entry with zobrist.wasm built in.
import type { Zobrist, WasmSource } from './index.js';
import type { Bytes, WasmModule } from './platform.js';

export * from './index.js';

/** Compiles the built-in module (or source) asynchronously. */
export function init(source?: WasmSource): Promise<Zobrist>;
/** Synchronous; with no argument, from the built-in module. */
export function initSync(source?: Bytes | WasmModule): Zobrist;
