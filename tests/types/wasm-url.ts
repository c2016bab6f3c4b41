// The module's own URL for bundlers and servers: `zobrist-wasm/zobrist.wasm`.
import wasmUrl from 'zobrist-wasm/zobrist.wasm';
import { init } from 'zobrist-wasm';

export const loaded = init(new URL(wasmUrl, import.meta.url));
