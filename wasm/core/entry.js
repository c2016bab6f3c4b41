// init() and initSync() for an entry point: which module it loads (its URL,
// or its bytes when inlined), how Node reads a file, and which API the
// instance gets (the chess one, or every game's).
import { ZobristError, describe } from './errors.js';
import { instantiate, instantiateSync } from './loader.js';
import { explainWasmCompileError } from './csp.js';
import { explainMissingSimd } from './simd.js';

function loadError(error) {
  if (error instanceof ZobristError) return error;
  return explainWasmCompileError(error) ?? explainMissingSimd(error) ?? new ZobristError('WASM_LOAD', `cannot load the WebAssembly module: ${error.message}`, { cause: error });
}

// entry: { moduleUrl: () => URL, all?, readFile?, fileUrl?, bytes?, ownBytes?, ownBytesSync? } (see loader.js);
// createApi: from a WebAssembly.Instance to the frozen API object.
export function defineEntry(createApi, entry) {
  async function init(source) {
    let instance;
    try {
      instance = await instantiate(source, entry);
    } catch (error) {
      throw loadError(error);
    }
    return createApi(instance);
  }

  // With no argument: the module built in (zobrist-wasm/inline, and the
  // main entry in Node) or read synchronously from beside the entry (/all
  // in Node); a browser build has neither, and needs the module's bytes.
  const ownSync = entry.bytes ?? entry.ownBytesSync;

  function initSync(source) {
    const own = source === undefined ? ownSync : undefined;
    if (!own && !(source instanceof WebAssembly.Module || source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
      throw new ZobristError('ARGUMENT_TYPE', `initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${describe(source)}` +
        (source === undefined ? ` (this is the package's browser build, which fetches its module: pass ${entry.all ? "zobrist-all.wasm's" : "the module's"} bytes, ` +
          "or use await init(); in a browser only 'zobrist-wasm/inline' takes none, its module built in" +
          `${entry.all ? ', with chess and KeySpace only' : ''}; in Node every entry does)` : ''));
    }
    let instance;
    try {
      instance = instantiateSync(own ? own() : source);
    } catch (error) {
      throw loadError(error);
    }
    return createApi(instance);
  }

  return { init, initSync };
}
