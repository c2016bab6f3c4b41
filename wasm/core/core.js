// The WASM side of every call: exports that cannot leak a trap, views of
// linear memory that follow its growth, scratch regions for strings and
// results, and error messages read from the C core.
import { ZobristError, quote } from './errors.js';

const encoder = new TextEncoder();
let decoder = null; // made at first use: ~0.03 ms of an import, for strings a cold start never reads
const decode = (bytes) => (decoder ??= new TextDecoder()).decode(bytes);
// Up to this many UTF-16 units, a JS loop copies text faster than a call of
// the native encoder (a move's 2-7 characters); beyond, the encoder is faster.
const SHORT_TEXT = 20;

// Wraps an export so a trap (WebAssembly.RuntimeError) surfaces as a
// ZobristError, and so a module that trapped refuses further calls: its
// memory may be inconsistent. Fixed arity: no rest arguments on the hot path.
function guard(fn, core) {
  const fail = (error) => {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    core.broken = error;
    throw brokenError(error);
  };
  const check = () => { if (core.broken) throw brokenError(core.broken); };
  switch (fn.length) {
    case 0: return () => { check(); try { return fn(); } catch (e) { return fail(e); } };
    case 1: return (a) => { check(); try { return fn(a); } catch (e) { return fail(e); } };
    case 2: return (a, b) => { check(); try { return fn(a, b); } catch (e) { return fail(e); } };
    case 3: return (a, b, c) => { check(); try { return fn(a, b, c); } catch (e) { return fail(e); } };
    case 4: return (a, b, c, d) => { check(); try { return fn(a, b, c, d); } catch (e) { return fail(e); } };
    default: return (...args) => { check(); try { return fn(...args); } catch (e) { return fail(e); } };
  }
}

// The module's exports, each function wrapped by guard() when first read
// and from then on a plain property of the object (fast to read on hot
// paths): a session calls a few of the ~50, and wrapping them all took ~0.3
// ms of a cold start's init(). The object's prototype, a Proxy, sees only
// the names not read yet; a name the module does not export reads undefined.
// Only reading by name works: `in`, Object.keys() and the Object.prototype
// methods see no export not read yet (this object is the glue's alone).
function guardedExports(exports, core) {
  return Object.create(new Proxy({}, {
    get(_, name, receiver) {
      const value = exports[name];
      if (value === undefined) return undefined;
      const own = typeof value === 'function' ? guard(value, core) : value;
      Object.defineProperty(receiver, name, { value: own, enumerable: true });
      return own;
    },
  }));
}

function brokenError(cause) {
  return new ZobristError('WASM_TRAP',
    `the WebAssembly module trapped (${cause.message}); this instance can no longer be used: call init() again`,
    { cause });
}

// The most memory a module may have (2 GiB: Emscripten's default maximum).
export const MAX_MEMORY = 2 ** 31;
const LARGE_REGION = 16 << 20; // bytes: past it, a region is freed after its call

// Text into WASM memory at u8[at], one byte a UTF-16 unit, so that offsets
// the C side reports are indices into the JS string: anything not ASCII
// becomes 0x80, which no parser accepts (and comments skip).
export function writeUnits(u8, at, text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    u8[at + i] = c < 0x80 ? c : 0x80;
  }
}

// A block of WASM memory that grows on demand and is reused between calls.
class Region {
  constructor(core, size) {
    this.core = core;
    this.size = 0;
    this.ptr = 0;
    this.initial = size;
    this.need(size);
  }

  need(size) {
    if (size > this.size) {
      if (this.ptr) this.core.x.zbw_free(this.ptr);
      this.size = Math.max(size, this.size * 2);
      this.ptr = this.core.alloc(this.size);
      if (!this.ptr) {
        this.size = 0;
        throw new ZobristError('NO_MEMORY', `cannot allocate ${size} bytes of WebAssembly memory`);
      }
    }
    return this.ptr;
  }

  // Frees a block grown past `limit` by one large call, so that its memory
  // serves other allocations (a table, a book) instead of waiting for the
  // next large call; a block of the first size takes its place.
  trim(limit) {
    if (this.size <= limit) return;
    this.core.x.zbw_free(this.ptr);
    this.ptr = 0;
    this.size = 0;
    this.need(this.initial);
  }
}

// Which module an instance is (src/wasm/exports.h): the main entry's has
// keys and chess, zobrist-all.wasm every layer.
export const MODULE_MAIN = 1, MODULE_ALL = 2;

// A clear WASM_LOAD for a module that is not the package's, or lacks what
// the entry needs, instead of a TypeError from a missing export later.
function checkModule(exports, needs) {
  if (typeof exports.zbw_module_kind !== 'function') {
    throw new ZobristError('WASM_LOAD', "this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): " +
      "pass the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");
  }
  if (needs === MODULE_ALL && exports.zbw_module_kind() !== MODULE_ALL) {
    throw new ZobristError('WASM_LOAD', "zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)");
  }
}

export class Core {
  // needs: MODULE_MAIN (either module serves) or MODULE_ALL.
  constructor(instance, needs = MODULE_MAIN) {
    checkModule(instance.exports, needs);
    this.memory = instance.exports.memory;
    this.broken = null;
    this.x = guardedExports(instance.exports, this);
    this.x._initialize();
    this.chessErrors = this.gameErrors(this.x.zbw_error_name, this.x.zbw_error_message);
    this.u8 = new Uint8Array(this.memory.buffer);
    this.u32 = new Uint32Array(this.memory.buffer);
    this.u64s = new BigUint64Array(this.memory.buffer);
    this.input = new Region(this, 1024);  // strings passed in
    this.inputBytes = null;               // inputView()'s view of it
    this.output = new Region(this, 4096); // strings and numbers passed out
  }

  // The memory as bytes, as little-endian u32 words and as u64 values.
  // Growing the memory detaches the old buffer, leaving these views empty: a
  // length test, since reading memory.buffer is slow on a hot path.
  bytes() {
    if (this.u8.length === 0) this.u8 = new Uint8Array(this.memory.buffer);
    return this.u8;
  }

  words() {
    if (this.u32.length === 0) this.u32 = new Uint32Array(this.memory.buffer);
    return this.u32;
  }

  u64() {
    if (this.u64s.length === 0) this.u64s = new BigUint64Array(this.memory.buffer);
    return this.u64s;
  }

  // After a call that may have grown the scratch regions past LARGE_REGION.
  trimRegions() {
    this.input.trim(LARGE_REGION);
    this.output.trim(LARGE_REGION);
    this.inputBytes = null;
  }

  // WASM memory, or 0. A size past what the memory can hold is 0 too: the
  // C side's size_t would wrap it (4 GiB to 0) and hand out a small block.
  alloc(size) { return size < MAX_MEMORY ? this.x.zbw_alloc(size) : 0; }

  // Copies a string into the input region, one byte per UTF-16 unit
  // (writeUnits). No allocation per call. Returns the length.
  writeInput(text) {
    const n = text.length;
    const ptr = this.input.need(n > SHORT_TEXT ? 3 * n : n);
    // Longer text: the native encoder, whose output is byte-per-unit exactly
    // when the text is ASCII (then as many bytes as units are written). A
    // FEN this way takes a third of the loop's time.
    if (n > SHORT_TEXT && encoder.encodeInto(text, this.inputView(ptr, 3 * n)).written === n) return n;
    writeUnits(this.bytes(), ptr, text);
    return n;
  }

  // A view of the input region from ptr (encodeInto writes at a view's
  // start), kept: making one costs about as much as encoding a FEN. A grown
  // memory empties it, a grown region moves it.
  inputView(ptr, length) {
    let view = this.inputBytes;
    if (view === null || view.length < length || view.byteOffset !== ptr) {
      view = this.inputBytes = this.bytes().subarray(ptr, ptr + this.input.size);
    }
    return view;
  }

  readString(ptr, len) {
    return decode(this.bytes().subarray(ptr, ptr + len));
  }

  cString(ptr) {
    const u8 = this.bytes();
    let end = ptr;
    while (u8[end]) end++;
    return decode(u8.subarray(ptr, end));
  }

  // ZobristErrors for one layer's C error codes: namer and describer are
  // its exports (zbw_error_name/_message for chess, zbw_go_error_name/...);
  // prefix goes before the C name in the code (books: 'BOOK_').
  //   error(code, context, details): `context` says what was being done
  //   textError(code, text, what): bad input text, at the offset the C side
  //   reported (zbw_last_offset)
  gameErrors(namer, describer, prefix = '') {
    const name = (code) => prefix + this.cString(namer(code));
    return {
      name,
      error: (code, context, details = {}) =>
        new ZobristError(name(code), `${context}: ${this.cString(describer(code))} (${name(code)})`, details),
      textError: (code, text, what) => {
        const offset = this.x.zbw_last_offset();
        return new ZobristError(name(code),
          `${what} ${quote(text)}: ${this.cString(describer(code))} (${name(code)} at character ${offset + 1})`,
          { input: text, offset });
      },
    };
  }

  // The chess core's errors, which most calls raise.
  error(code, context, details = {}) { return this.chessErrors.error(code, context, details); }
  // A FEN the C side refused; out of memory is no fault of the FEN's.
  fenError(code, fen, what = 'Invalid FEN') {
    const name = this.chessErrors.name(code);
    if (name === 'NO_MEMORY') return new ZobristError(name, `out of WebAssembly memory while reading the FEN ${quote(fen)}`, { input: fen });
    return this.chessErrors.textError(code, fen, what);
  }

  // The scratch position the bulk calls share; NO_MEMORY if it cannot be made.
  // keys: a WASM key set (0: Polyglot's); another layout replaces it.
  scratch(keys = 0) {
    const ptr = this.x.zbw_scratch_position(keys);
    if (!ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate the scratch position');
    return ptr;
  }
}
