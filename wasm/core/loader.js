// Instantiates a standalone module (no Emscripten runtime): zobrist-all.wasm
// imports a memory-growth notification, which the glue does not need because
// it re-creates its views of memory when the buffer changes, and the audit's
// progress (progress.js); zobrist.wasm imports nothing. A module that does
// not import something given here simply ignores it.
//
// This file imports no Node module, so that bundlers can take it into a
// browser build as is: the Node entries (../*.node.js) pass a file reader.
import { ZobristError, describe } from './errors.js';
import { progressImport } from './progress.js';

export const imports = { env: { emscripten_notify_memory_growth() {}, zbw_audit_progress: progressImport } };

async function instantiateResponse(response) {
  const res = await response;
  if (typeof Response === 'undefined' || !(res instanceof Response)) {
    throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.toString.call(res)}`);
  }
  if (!res.ok) throw new Error(`fetching ${res.url || 'the module (a Response with no URL)'}: HTTP ${res.status}`);
  if (WebAssembly.instantiateStreaming && res.headers.get('content-type') === 'application/wasm') {
    return (await WebAssembly.instantiateStreaming(res, imports)).instance;
  }
  return (await WebAssembly.instantiate(await res.arrayBuffer(), imports)).instance;
}

// The entry's own module URL. moduleUrl is a function so that a bundle
// without import.meta.url (esbuild's IIFE format) fails here, at init(), with
// advice, instead of when it is imported.
function ownUrl(moduleUrl) {
  let url;
  try {
    url = moduleUrl?.();
  } catch { /* Invalid URL: import.meta.url is missing */ }
  if (!(url instanceof URL)) {
    throw new ZobristError('WASM_LOAD',
      'cannot locate the WebAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ' +
      "pass its URL to init(url), or import 'zobrist-wasm/inline', which has the chess module built in");
  }
  return url;
}

// What an entry with its module built in (zobrist-wasm/inline) says when
// asked to load a file it cannot: it has no URL of its own and reads no
// files (its Node use needs neither).
const INLINE_ADVICE = "zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's bytes";

// A string is absolute, or relative to the entry's module URL (or, in a
// bundle without one, to the page); in Node, a file path unless it is a URL
// (entry.fileUrl).
function resolveUrl(source, entry) {
  if (source instanceof URL) return source;
  if (entry.fileUrl) return entry.fileUrl(source);
  if (URL.canParse?.(source) ?? /^[a-z][a-z0-9+.-]*:/i.test(source)) return new URL(source);
  const page = globalThis.location?.href;
  if (entry.bytes && !page) {
    throw new ZobristError('WASM_LOAD', `cannot resolve ${describe(source)}: no page or module URL to resolve it against; ${INLINE_ADVICE}`);
  }
  try {
    return new URL(source, ownUrl(entry.moduleUrl));
  } catch (error) {
    if (page) return new URL(source, page);
    throw error;
  }
}

// source: nothing (the entry's own module), a URL or string, a Response or a
// promise of one, bytes, or a compiled WebAssembly.Module.
// entry: { moduleUrl: () => URL, readFile?: (URL) => Promise<bytes>, fileUrl?: (string) => URL,
//          bytes?: () => Uint8Array, ownBytes?: () => bytes or a promise of them }
// bytes: the inline entry's module, its only one (for initSync() too);
// ownBytes: a Node entry's own module (built in, or read from beside it),
// for init() with no argument.
// Either is compiled synchronously: for zobrist.wasm's 32 KB that blocks
// for ~0.5 ms in Node and ~1 ms in Chromium, and returns sooner than the
// asynchronous compile, whose round trip through a background thread took
// 0.2 ms longer in Node and 2-5 ms longer in a fresh Chromium page; for
// zobrist-all.wasm's 171 KB (Node only) init() took 3.8 against 4.6 ms
// (docs/performance.md).
export async function instantiate(source, entry) {
  if (source === undefined) {
    const own = entry.bytes ?? entry.ownBytes;
    if (own) return instantiateSync(await own());
    source = ownUrl(entry.moduleUrl);
  }
  if (source instanceof WebAssembly.Module) return new WebAssembly.Instance(source, imports);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  if (typeof source === 'string' || source instanceof URL) {
    const url = resolveUrl(source, entry);
    if (url.protocol !== 'file:') return instantiateResponse(fetch(url));
    if (entry.readFile) return (await WebAssembly.instantiate(await entry.readFile(url), imports)).instance;
    if (entry.bytes) throw new ZobristError('WASM_LOAD', `cannot read ${url.href}: this entry reads no files; ${INLINE_ADVICE}`);
    let response; // the browser build: some runtimes' fetch reads files, Node's does not
    try {
      response = await fetch(url);
    } catch (error) {
      throw new ZobristError('WASM_LOAD', `cannot read ${url.href}: this is the package's browser build, and this runtime's fetch reads no files; ` +
        "Node gets its own build through the 'node' export condition (not under --conditions=browser); or pass the module's bytes", { cause: error });
    }
    return instantiateResponse(response);
  }
  if ((typeof Response !== 'undefined' && source instanceof Response) || typeof source?.then === 'function') {
    return instantiateResponse(source);
  }
  throw new ZobristError('ARGUMENT_TYPE',
    `init(source): source must be a URL, a Response, bytes or a WebAssembly.Module, got ${describe(source)}`);
}

export function instantiateSync(source) {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  return new WebAssembly.Instance(module, imports);
}
