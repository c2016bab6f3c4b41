// Compiled under bundler resolution (no "node" export condition: the
// browser build's types): initSync() needs the module's bytes, except on
// zobrist-wasm/inline, whose module is built in.
import { initSync } from 'zobrist-wasm';
import { initSync as initSyncAll } from 'zobrist-wasm/all';
import { initSync as initSyncInline } from 'zobrist-wasm/inline';
import type { Zobrist } from 'zobrist-wasm';

export function load(bytes: Uint8Array): Zobrist {
  // @ts-expect-error the browser build fetches its module: initSync() needs its bytes
  initSync();
  // @ts-expect-error the same for /all
  initSyncAll();
  return initSyncInline() ?? initSync(bytes);
}
