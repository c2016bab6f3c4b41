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

// entry: { moduleUrl: () => URL, readFile?, bytes?, ownBytes? } (see loader.js);
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

  function initSync(source) {
    if (source === undefined && entry.bytes) source = entry.bytes();
    if (!(source instanceof WebAssembly.Module || source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
      throw new ZobristError('ARGUMENT_TYPE', `initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${describe(source)}` +
        (source === undefined ? " (only 'zobrist-wasm/inline' takes none: its initSync() uses the module built into it)" : ''));
    }
    let instance;
    try {
      instance = instantiateSync(source);
    } catch (error) {
      throw loadError(error);
    }
    return createApi(instance);
  }

  return { init, initSync };
}
