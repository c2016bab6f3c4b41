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

// Where a browser's fetch rejects (a TypeError: Chromium's "Failed to
// fetch"; other browsers word it otherwise), a page cannot tell why: the
// network, or a Content-Security-Policy whose connect-src does not allow the
// module's URL (default-src 'none' with no connect-src blocks every fetch),
// reported only on the console (tests/browser/csp.test.js).
const inBrowser = () => typeof document === 'object' || typeof WorkerGlobalScope === 'function';

function fetchFailed(error, url, entry) {
  if (!(error instanceof TypeError) || !inBrowser()) return error;
  const without = entry.bytes ? '; or call init() with no argument: this entry has the module built in and fetches nothing'
    : entry.all ? '' : "; or import 'zobrist-wasm/inline', which has the module built in and fetches nothing";
  return new ZobristError('WASM_LOAD', `cannot load the WebAssembly module: fetching ${url ? url.href : 'it'} failed (${error.message}): ` +
    'blocked by the network or by a Content-Security-Policy connect-src that does not allow its URL (connect-src, or default-src ' +
    `where there is no connect-src, must allow it, e.g. connect-src 'self'; the browser's console says which)${without}`, { cause: error });
}

// url: what was fetched, if the package fetched it; own: the entry's own
// module, fetched from its default URL (init() with no argument): a 404
// there means the file was not put beside the bundle.
async function instantiateResponse(response, entry, url, own = false) {
  let res;
  try {
    res = await response;
  } catch (error) {
    throw fetchFailed(error, url, entry);
  }
  if (typeof Response === 'undefined' || !(res instanceof Response)) {
    throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.toString.call(res)}`);
  }
  if (!res.ok) {
    const failed = `fetching ${res.url || 'the module (a Response with no URL)'}: HTTP ${res.status}`;
    if (own && res.status === 404) {
      throw new ZobristError('WASM_LOAD', `cannot load the WebAssembly module: ${failed}: it is not beside the bundle ` +
        `(esbuild and Rollup do not emit files referenced by new URL(…, import.meta.url)); ${ownModuleAdvice(entry, true)}`);
    }
    throw new Error(failed);
  }
  if (WebAssembly.instantiateStreaming && res.headers.get('content-type') === 'application/wasm') {
    return (await WebAssembly.instantiateStreaming(res, imports)).instance;
  }
  return (await WebAssembly.instantiate(await res.arrayBuffer(), imports)).instance;
}

// What to do when an entry cannot find its own module (beside the bundle,
// or at all without import.meta.url). entry.all: zobrist-wasm/all, whose
// zobrist-all.wasm is built in nowhere; entry.readFile: a Node entry, which
// takes a path too. copy: whether copying the file beside the bundle helps.
export function ownModuleAdvice(entry, copy) {
  const file = entry.all ? 'zobrist-all.wasm' : 'zobrist.wasm';
  const ways = [
    copy && `copy ${file} from node_modules/zobrist-wasm/wasm/ next to the bundle`,
    entry.readFile ? 'pass its path or URL to init() (its bytes to initSync())' : 'pass its URL to init(url)',
    !entry.all && "import 'zobrist-wasm/inline', which has the chess module built in",
  ].filter(Boolean);
  const advice = ways.length > 1 ? `${ways.slice(0, -1).join(', ')}, or ${ways.at(-1)}` : ways[0];
  return entry.all ? `${advice}; zobrist-wasm/all has no inline build ('zobrist-wasm/inline' has chess and KeySpace only: ` +
    'no PGN, books, census, UTTT, Go or transposition tables)' : advice;
}

// The entry's own module URL. moduleUrl is a function so that a bundle
// without import.meta.url (esbuild's IIFE format, or a CommonJS bundle)
// fails here, at init(), with advice, instead of when it is imported.
function ownUrl(entry) {
  let url;
  try {
    url = entry.moduleUrl?.();
  } catch { /* Invalid URL: import.meta.url is missing */ }
  if (!(url instanceof URL)) {
    throw new ZobristError('WASM_LOAD',
      `cannot locate the WebAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); ${ownModuleAdvice(entry, false)}`);
  }
  return url;
}

// A Node entry's own module read from beside it (zobrist-wasm/all's):
// read(url) gives its bytes, or a promise of them. A bundle of the entry
// (esbuild --platform=node) looks for the file beside the bundle.
export function readOwnModule(entry, read) {
  const url = ownUrl(entry);
  const fail = (error) => {
    if (error?.code !== 'ENOENT') throw error;
    throw new ZobristError('WASM_LOAD', `cannot load the WebAssembly module: ${error.message}: the entry looks for it beside its own file ` +
      `(a bundle's, when bundled); ${ownModuleAdvice(entry, true)}`, { cause: error });
  };
  try {
    const bytes = read(url);
    return typeof bytes?.then === 'function' ? bytes.catch(fail) : bytes;
  } catch (error) {
    return fail(error);
  }
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
    return new URL(source, ownUrl(entry));
  } catch (error) {
    if (page) return new URL(source, page);
    throw error;
  }
}

// A file: URL in the browser build: some runtimes' fetch reads files, Node's
// does not.
async function fetchFile(url) {
  try {
    return await fetch(url);
  } catch (error) {
    throw new ZobristError('WASM_LOAD', `cannot read ${url.href}: this is the package's browser build, and this runtime's fetch reads no files; ` +
      "Node gets its own build through the 'node' export condition (not under --conditions=browser); or pass the module's bytes", { cause: error });
  }
}

// source: nothing (the entry's own module), a URL or string, a Response or a
// promise of one, bytes, or a compiled WebAssembly.Module.
// entry: { moduleUrl: () => URL, all?: true, readFile?: (URL) => Promise<bytes>, fileUrl?: (string) => URL,
//          bytes?: () => Uint8Array, ownBytes?: () => bytes or a promise of them,
//          ownBytesSync?: () => bytes }
// all: zobrist-wasm/all (for advice: its module is zobrist-all.wasm, built
// in nowhere); bytes: the inline entry's module, its only one (for
// initSync() too); ownBytes: a Node entry's own module (built in, or read
// from beside it), for init() with no argument, and ownBytesSync the same
// for initSync() (entry.js).
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
    const url = ownUrl(entry);
    return instantiateResponse(url.protocol === 'file:' ? fetchFile(url) : fetch(url), entry, url, true);
  }
  if (source instanceof WebAssembly.Module) return new WebAssembly.Instance(source, imports);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  if (typeof source === 'string' || source instanceof URL) {
    const url = resolveUrl(source, entry);
    if (url.protocol !== 'file:') return instantiateResponse(fetch(url), entry, url);
    if (entry.readFile) return (await WebAssembly.instantiate(await entry.readFile(url), imports)).instance;
    if (entry.bytes) throw new ZobristError('WASM_LOAD', `cannot read ${url.href}: this entry reads no files; ${INLINE_ADVICE}`);
    return instantiateResponse(fetchFile(url), entry, url);
  }
  if ((typeof Response !== 'undefined' && source instanceof Response) || typeof source?.then === 'function') {
    return instantiateResponse(source, entry);
  }
  throw new ZobristError('ARGUMENT_TYPE',
    `init(source): source must be a URL, a Response, bytes or a WebAssembly.Module, got ${describe(source)}`);
}

export function instantiateSync(source) {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  return new WebAssembly.Instance(module, imports);
}
