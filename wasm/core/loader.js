// Fetches and instantiates wasm/zobrist.wasm: streaming compile in browsers,
// a file read in Node. The module is standalone (no Emscripten runtime): its
// only import is a memory-growth notification, which the glue does not need
// because it re-creates its views of memory when the buffer changes.
import { ZobristError, describe } from './errors.js';

const DEFAULT_URL = new URL('../zobrist.wasm', import.meta.url);

export const imports = { env: { emscripten_notify_memory_growth() {} } };

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

async function readFileUrl(url) {
  const { readFile } = await import('node:fs/promises');
  return readFile(url);
}

async function instantiateResponse(response) {
  const res = await response;
  if (typeof Response === 'undefined' || !(res instanceof Response)) {
    throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.toString.call(res)}`);
  }
  if (!res.ok) throw new Error(`fetching ${res.url}: HTTP ${res.status}`);
  if (WebAssembly.instantiateStreaming && res.headers.get('content-type') === 'application/wasm') {
    return (await WebAssembly.instantiateStreaming(res, imports)).instance;
  }
  return (await WebAssembly.instantiate(await res.arrayBuffer(), imports)).instance;
}

// source: nothing (the package's own zobrist.wasm), a URL or string, a
// Response or a promise of one, bytes, or a compiled WebAssembly.Module.
export async function instantiate(source = DEFAULT_URL) {
  if (source instanceof WebAssembly.Module) return new WebAssembly.Instance(source, imports);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, DEFAULT_URL);
    if (isNode && url.protocol === 'file:') {
      return (await WebAssembly.instantiate(await readFileUrl(url), imports)).instance;
    }
    return instantiateResponse(fetch(url));
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
