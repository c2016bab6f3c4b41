// CommonJS TypeScript (a .cts file) with module nodenext (tsconfig.json) or
// node20 (tsconfig.node20-commonjs.json), whose require() of an ES module
// TypeScript accepts (5.8+ and 5.9+), as Node 20.19+ and 22.12+ run it;
// module node16 and node18 refuse it (TS1471: the package is ES modules
// only). initSync() with no argument: CommonJS has no top-level await.
import zw = require('zobrist-wasm');
import all = require('zobrist-wasm/all');
import type { Zobrist } from 'zobrist-wasm';

export async function keys(): Promise<bigint> {
  const zb: Zobrist = zw.initSync();
  const every = await all.init();
  return zb.keyOfFen(zw.START_FEN) ^ every.keyOfFen(all.START_FEN) ^ all.initSync().keyOfFen(zw.START_FEN);
}
