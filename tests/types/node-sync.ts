// Compiled under node16/nodenext resolution (the "node" export condition):
// in Node, initSync() needs no argument on every entry (the main one has
// its module built in, /all reads zobrist-all.wasm synchronously), as a
// CommonJS program without top-level await calls it.
import { initSync, START_FEN } from 'zobrist-wasm';
import { initSync as initSyncAll } from 'zobrist-wasm/all';
import type { Zobrist } from 'zobrist-wasm';
import type { ZobristAll } from 'zobrist-wasm/all';

export function keys(bytes: Uint8Array): bigint {
  const zb: Zobrist = initSync();
  const every: ZobristAll = initSyncAll();
  const fromBytes: Zobrist = initSync(bytes);
  return zb.keyOfFen(START_FEN) ^ every.keyOfFen(START_FEN) ^ fromBytes.keyOfFen(START_FEN);
}
