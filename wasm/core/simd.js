// The modules use WebAssembly SIMD (src/chess/fen.c reads a FEN's placement
// sixteen bytes at a time). A runtime without it (Safari before 16.4, Chrome
// before 91, Firefox before 89) refuses the whole module with a message
// about an opcode or a type it does not know; explainMissingSimd says why.
import { ZobristError } from './errors.js';

// (module (func (result v128) (v128.const i32x4 0 0 0 0))): valid exactly
// where there is SIMD.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, // "\0asm", version 1
  1, 5, 1, 96, 0, 1, 123, // a type: () -> v128
  3, 2, 1, 0, // a function of that type
  10, 22, 1, 20, 0, 253, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 11, // its body: v128.const 0
]);

// A ZobristError WASM_LOAD saying that the runtime lacks WebAssembly SIMD, if
// error is a CompileError and the runtime validates no SIMD; else undefined.
export function explainMissingSimd(error, wasm = globalThis.WebAssembly) {
  const compileError = (wasm?.CompileError && error instanceof wasm.CompileError) || error?.name === 'CompileError';
  if (!compileError || typeof wasm?.validate !== 'function') return undefined;
  let simd;
  try {
    simd = wasm.validate(SIMD_PROBE);
  } catch {
    return undefined;
  }
  if (simd) return undefined;
  return new ZobristError('WASM_LOAD', 'cannot compile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses ' +
    '(Chrome 91, Firefox 89, Safari 16.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: ' +
    `new Paired32(polyglotKeys()).setFromChessJs(chess). (The runtime said: ${String(error.message).trim()})`, { cause: error });
}
