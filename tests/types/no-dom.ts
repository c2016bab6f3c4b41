// Compiled by make test with lib es2022 alone (no "dom"), with and without
// @types/node: a Node or worker program that names no platform type still
// compiles against every entry's declarations (they once needed lib "dom"
// for BufferSource, WebAssembly, Response, URL, Blob and ReadableStream).
import { init, initSync, START_FEN, Paired32 } from 'zobrist-wasm';
import { init as initAll } from 'zobrist-wasm/all';
import { initSync as initInline } from 'zobrist-wasm/inline';
import wasmUrl from 'zobrist-wasm/zobrist.wasm';
import type { Zobrist, PgnSource } from 'zobrist-wasm';
import type { ZobristAll } from 'zobrist-wasm/all';

export async function keys(bytes: Uint8Array, buffer: ArrayBuffer): Promise<bigint> {
  const zb: Zobrist = await init();
  // The file's URL where the bundler treats .wasm files as assets.
  const fileUrl: string = wasmUrl;
  const fromBytes: Zobrist = initSync(bytes);
  const fromBuffer: Zobrist = initSync(buffer);
  const inlined: Zobrist = initInline();
  // @ts-expect-error a number is no module source
  void init(42);
  // @ts-expect-error initSync() reads no file: a path is no module
  initSync('zobrist.wasm');
  // @ts-expect-error a boolean is no module
  initInline(true);
  const all: ZobristAll = await initAll();
  const source: PgnSource = ['1. e4 e5 *', bytes];
  let plies = 0;
  for await (const game of all.readPgn(source)) plies += game.plies;
  const scheme = new Paired32('polyglot').applyMove({ from: 'e2', to: 'e4' });
  return zb.keyOfFen(START_FEN) ^ fromBytes.keyOfFen(START_FEN) ^ fromBuffer.keyOfFen(START_FEN)
    ^ inlined.keyOfFen(START_FEN) ^ scheme.key ^ BigInt(plies + fileUrl.length);
}
