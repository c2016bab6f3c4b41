// The API object the main entry's init() resolves to, from a module
// instance: chess and the key layer (every game: all-api.js).
import { Core } from './core/core.js';
import { defineKeySpace } from './keys/key-space.js';
import { defineChess } from './chess/index.js';
import { installPolyglotTable } from './chess/polyglot-install.js';

// For tests and monitoring: positions not yet freed, and WASM memory size.
export function statsOf(core, live) {
  return () => ({ livePositions: live.count, memoryBytes: core.memory.buffer.byteLength });
}

export function createChessApi(instance) {
  const core = new Core(instance);
  installPolyglotTable(core); // first: every key reads it
  const live = { count: 0 }; // positions not yet freed
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineChess(core, live),
    stats: statsOf(core, live),
  });
}
