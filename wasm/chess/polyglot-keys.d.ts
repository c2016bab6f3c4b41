// Types for zobrist-wasm/polyglot-keys (wasm/chess/polyglot-keys.js).

/** Polyglot's 781 Random64 keys from pure JS (no WebAssembly): a new BigUint64Array each call, equal to polyglotTable(). */
export function polyglotKeys(): BigUint64Array;
