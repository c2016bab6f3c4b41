// zobrist-wasm/inline: the chess entry with its module built in (base64), for
// bundlers that do not emit a file referenced by new URL(..., import.meta.url)
// (Rollup without plugins, esbuild) and for IIFE bundles. initSync() and
// init() need no argument; nothing is fetched.
import { defineEntry } from './core/entry.js';
import { createChessApi } from './api.js';
import { wasmBase64 } from './zobrist-base64.js';
import { bytesOfBase64 } from './core/base64.js';

const bytes = () => bytesOfBase64(wasmBase64);

export * from './public.js';
export const { init, initSync } = defineEntry(createChessApi, { moduleUrl: () => undefined, bytes });
