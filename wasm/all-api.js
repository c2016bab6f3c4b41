// The API object zobrist-wasm/all's init() resolves to: every game, and
// transposition tables.
import { Core, MODULE_ALL } from './core/core.js';
import { statsOf } from './api.js';
import { defineKeySpace } from './keys/key-space.js';
import { defineAudit } from './keys/audit.js';
import { defineChess, defineCensus } from './chess/index.js';
import { definePgn } from './pgn/index.js';
import { defineBook } from './book/index.js';
import { defineUttt } from './uttt/index.js';
import { defineGo } from './go/index.js';
import { defineTt } from './tt/index.js';

export function createAllApi(instance) {
  const core = new Core(instance, MODULE_ALL);
  const live = { count: 0 }; // positions of every game not yet freed
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineAudit(core),
    ...defineChess(core, live),
    ...defineCensus(core),
    ...definePgn(core, live),
    ...defineBook(core, live),
    ...defineUttt(core, live),
    ...defineGo(core, live),
    ...defineTt(core, live),
    stats: statsOf(core, live),
  });
}
