// CommonJS TypeScript (a .cts file) with module nodenext, whose require()
// of an ES module TypeScript 5.8+ accepts, as Node 20.19+ and 22.12+ run it
// (module node16 refuses it: TS1471). initSync() with no argument: CommonJS
// has no top-level await.
import zw = require('zobrist-wasm');
import all = require('zobrist-wasm/all');
import type { Zobrist } from 'zobrist-wasm';

export async function keys(): Promise<bigint> {
  const zb: Zobrist = zw.initSync();
  const every = await all.init();
  return zb.keyOfFen(zw.START_FEN) ^ every.keyOfFen(all.START_FEN) ^ all.initSync().keyOfFen(zw.START_FEN);
}
