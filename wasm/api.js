// The API object init() resolves to, from a module instance: chess and the
// key layer (the main entry's module), or every game (zobrist-wasm/all).
import { Core } from './core/core.js';
import { defineKeySpace } from './keys/key-space.js';
import { defineChess, defineCensus } from './chess/index.js';
import { definePgn } from './pgn/index.js';
import { defineBook } from './book/index.js';
import { defineUttt } from './uttt/index.js';
import { defineGo } from './go/index.js';

function statsOf(core, live) {
  // For tests and monitoring: positions not yet freed, and WASM memory size.
  return () => ({ livePositions: live.count, memoryBytes: core.memory.buffer.byteLength });
}

export function createChessApi(instance) {
  const core = new Core(instance);
  const live = { count: 0 }; // positions not yet freed
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineChess(core, live),
    stats: statsOf(core, live),
  });
}

export function createAllApi(instance) {
  const core = new Core(instance);
  const live = { count: 0 }; // positions of every game not yet freed
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineChess(core, live),
    ...defineCensus(core),
    ...definePgn(core, live),
    ...defineBook(core, live),
    ...defineUttt(core, live),
    ...defineGo(core, live),
    stats: statsOf(core, live),
  });
}
