// zobrist-wasm: Zobrist keys from a C core compiled to WebAssembly, for any
// game (KeySpace: Zobrist's general method), chess (64-bit Polyglot keys),
// ultimate tic-tac-toe and Go, and the pure-JS schemes (BigInt64, Paired32,
// Additive48) on the same key tables.
//
//   import { init } from 'zobrist-wasm';
//   const zb = await init();
//   zb.keyOfFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'); // 0x463b96181691fc9cn
import { Core } from './core/core.js';
import { ZobristError, describe } from './core/errors.js';
import { instantiate, instantiateSync } from './core/loader.js';
import { defineKeySpace } from './keys/key-space.js';
import { defineChess } from './chess/index.js';
import { definePgn } from './pgn/index.js';
import { defineBook } from './book/index.js';
import { defineUttt } from './uttt/index.js';
import { defineGo } from './go/index.js';

export { ZobristError } from './core/errors.js';
export { splitmix64, splitmix64Table, toSeed } from './keys/splitmix64.js';
export { FeatureHash, BigInt64Hash, Paired32Hash, Additive48Hash } from './schemes/index.js';
export { START_FEN, Scheme, BigInt64, Paired32, Additive48, KNOWN_DISTINCT, CENSUS_HASHES } from './chess/index.js';
export { UTTT_START, UTTT_FEATURES, UTTT_CENSUS_HASHES } from './uttt/index.js';

function createApi(instance) {
  const core = new Core(instance);
  const live = { count: 0 }; // positions of every game not yet freed
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineChess(core, live),
    ...definePgn(core, live),
    ...defineBook(core, live),
    ...defineUttt(core, live),
    ...defineGo(core, live),
    // For tests and monitoring: positions not yet freed, and WASM memory size.
    stats: () => ({ livePositions: live.count, memoryBytes: core.memory.buffer.byteLength }),
  });
}

function loadError(error) {
  if (error instanceof ZobristError) return error;
  return new ZobristError('WASM_LOAD', `cannot load the WebAssembly module: ${error.message}`, { cause: error });
}

// Loads the module: streaming compile in browsers, a file read in Node.
// source: optional URL, Response, bytes or WebAssembly.Module.
export async function init(source) {
  let instance;
  try {
    instance = await instantiate(source);
  } catch (error) {
    throw loadError(error);
  }
  return createApi(instance);
}

// Synchronous: from the module's bytes or a compiled WebAssembly.Module.
export function initSync(source) {
  if (!(source instanceof WebAssembly.Module || source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
    throw new ZobristError('ARGUMENT_TYPE', `initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${describe(source)}`);
  }
  let instance;
  try {
    instance = instantiateSync(source);
  } catch (error) {
    throw loadError(error);
  }
  return createApi(instance);
}
