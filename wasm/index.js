// zobrist-wasm: Zobrist keys from a C core compiled to WebAssembly. This
// entry: chess (64-bit Polyglot keys, positions, the pure-JS schemes BigInt64,
// Paired32 and Additive48) and Zobrist's general method (KeySpace), on the
// small module zobrist.wasm. Every game (PGN, books, UTTT, Go, the census):
// 'zobrist-wasm/all'. Module built in: 'zobrist-wasm/inline'.
//
//   import { init } from 'zobrist-wasm';
//   const zb = await init();
//   zb.keyOfFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'); // 0x463b96181691fc9cn
//
// The browser build: it fetches the module from its URL, written as
// new URL('./zobrist.wasm', import.meta.url) so that bundlers emit the file.
import { defineEntry } from './core/entry.js';
import { createChessApi } from './api.js';

export * from './public.js';
export const { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL('./zobrist.wasm', import.meta.url),
});
