// zobrist.wasm carries no Polyglot table (6 KB of its 32 KiB): it exports
// zbw_polyglot_table_slots, 781 empty keys that must be filled before any C
// code reads them. The package's JS copy (polyglot-keys.js) fills them,
// right after instantiation. zobrist-all.wasm has the table built in and
// no such export.
import { polyglotKeys } from './polyglot-keys.js';

export function installPolyglotTable(core) {
  const slots = core.x.zbw_polyglot_table_slots;
  if (slots) new BigUint64Array(core.memory.buffer, slots(), 781).set(polyglotKeys());
}
