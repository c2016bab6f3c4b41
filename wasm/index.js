// zobrist-wasm: 64-bit Polyglot Zobrist keys from the C core compiled to
// WebAssembly, and the pure-JS schemes (BigInt64, Paired32, Additive48) on
// the same key table.
//
//   import { init } from 'zobrist-wasm';
//   const zb = await init();
//   zb.keyOfFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'); // 0x463b96181691fc9cn
import { Core } from './core.js';
import { ZobristError, describe, expectOptions } from './errors.js';
import { instantiate, instantiateSync } from './loader.js';
import { definePosition, START_FEN } from './position.js';
import { defineBulk } from './bulk.js';
import { defineCensus } from './census.js';
import { BigInt64, Paired32, Additive48 } from './schemes/index.js';

export { ZobristError } from './errors.js';
export { START_FEN } from './position.js';
export { Scheme, BigInt64, Paired32, Additive48 } from './schemes/index.js';
export { splitmix64, splitmix64Table, toSeed } from './splitmix64.js';
export { KNOWN_DISTINCT, CENSUS_HASHES } from './census.js';

const SCHEMES = { bigint64: BigInt64, paired32: Paired32, additive48: Additive48 };

function createApi(instance) {
  const core = new Core(instance);
  const { Position, live } = definePosition(core);
  const bulk = defineBulk(core);

  // A pure-JS scheme on the Polyglot table (or a seeded one) whose setFen
  // uses this module's strict FEN parser.
  function createScheme(name, options = undefined) {
    const { seed } = expectOptions(options, 'createScheme(name, options): options');
    if (typeof name !== 'string') {
      throw new ZobristError('ARGUMENT_TYPE', `createScheme(name): name must be a string, got ${describe(name)}`);
    }
    const Class = SCHEMES[name.toLowerCase()];
    if (!Class) {
      throw new ZobristError('ARGUMENT', `createScheme(name): name must be one of ${Object.keys(SCHEMES).join(', ')}, got ${describe(name)}`);
    }
    const table = seed === undefined ? bulk.polyglotTable() : bulk.seededTable(seed);
    return new Class(table, { parseFen: bulk.featuresOfFen });
  }

  return Object.freeze({
    Position,
    ...bulk,
    ...defineCensus(core),
    createScheme,
    START_FEN,
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
