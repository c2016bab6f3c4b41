// Bundled by esbuild from the sources in wasm/ (make); do not edit.
import {
  Additive48,
  Additive48Hash,
  BigInt64,
  BigInt64Hash,
  CENSUS_HASHES,
  Core,
  FeatureHash,
  KNOWN_DISTINCT,
  MODULE_ALL,
  Paired32,
  Paired32Hash,
  START_FEN,
  Scheme,
  ZobristError,
  censusHashes,
  checkKeyTable,
  defineCensus,
  defineChess,
  defineEntry,
  defineKeySpace,
  describe,
  expectInteger,
  expectOptions,
  expectShortString,
  featuresOfChessJs,
  halfmoveKey,
  keyOfFeatures,
  layout,
  polyglotKeys,
  quote,
  splitmix64,
  splitmix64Table,
  statsOf,
  toSeed,
  withProgress
} from "./chunks/chunk-4A5UBRAZ.js";

// wasm/keys/audit.js
var MAX_KEYS = 4096;
var MAX_SIZE = 8;
var MAX_LIMIT = 1e6;
var ERRORS = ["OK", "ARGUMENT", "NO_MEMORY", "CANCELLED"];
function defineAudit(core) {
  const x = core.x;
  function writeKeys(keys, what) {
    checkKeyTable(keys);
    if (keys.length > MAX_KEYS) {
      throw new ZobristError("ARGUMENT", `${what}: at most ${MAX_KEYS} keys, got ${keys.length}`);
    }
    const ptr = x.zbw_alloc(8 * keys.length);
    if (!ptr) throw new ZobristError("NO_MEMORY", `${what}: cannot allocate ${8 * keys.length} bytes of WebAssembly memory`);
    const view = new BigUint64Array(core.memory.buffer, ptr, keys.length);
    if (keys instanceof BigUint64Array) view.set(keys);
    else keys.forEach((k, i) => {
      view[i] = k;
    });
    return ptr;
  }
  function checkWidth(bits, high, what) {
    expectInteger(bits, `${what}: bits`, 1, 64);
    if (typeof high !== "boolean") {
      throw new ZobristError("ARGUMENT_TYPE", `${what}: high must be true or false, got ${describe(high)}`, { input: high });
    }
  }
  function auditRank(keys, bits = 64, high = false) {
    const what = "auditRank(keys, bits, high)";
    checkWidth(bits, high, what);
    const ptr = writeKeys(keys, what);
    try {
      return x.zbw_audit_rank(ptr, keys.length, bits, high ? 1 : 0);
    } finally {
      x.zbw_free(ptr);
    }
  }
  function audit(keys, options = void 0) {
    const what = "audit(keys, options)";
    const { bits = 64, high = false, maxSize = 6, limit = 1e3, onProgress } = expectOptions(options, `${what}: options`, ["bits", "high", "maxSize", "limit", "onProgress"]);
    checkWidth(bits, high, what);
    expectInteger(maxSize, `${what}: maxSize`, 1, MAX_SIZE);
    expectInteger(limit, `${what}: limit`, 1, MAX_LIMIT);
    if (onProgress !== void 0 && typeof onProgress !== "function") {
      throw new ZobristError("ARGUMENT_TYPE", `${what}: onProgress must be a function, got ${describe(onProgress)}`, { input: onProgress });
    }
    const ptr = writeKeys(keys, what);
    let audited = 0;
    let last = 0;
    let thrown = null;
    const progress = (fraction) => {
      last = fraction;
      try {
        return onProgress(fraction) === true ? 1 : 0;
      } catch (error) {
        thrown = error;
        return 1;
      }
    };
    try {
      new Uint32Array(core.memory.buffer, x.zbw_audit_options(), 6).set([bits, high ? 1 : 0, maxSize, limit, onProgress ? 1 : 0, 0]);
      audited = withProgress(progress, () => x.zbw_audit_run(ptr, keys.length));
    } finally {
      x.zbw_free(ptr);
    }
    if (!audited) {
      if (thrown) throw thrown;
      const code = ERRORS[x.zbw_audit_error()] ?? "ARGUMENT";
      throw new ZobristError(code, `${what}: ${code === "CANCELLED" ? "cancelled by onProgress" : code === "NO_MEMORY" ? "out of WebAssembly memory (try a smaller maxSize or limit, or more bits)" : "the audit refused its arguments"} (${code})`);
    }
    try {
      if (onProgress && last < 1) onProgress(1);
      return readResult(audited, bits, high, maxSize);
    } finally {
      x.zbw_audit_free(audited);
    }
  }
  function readResult(audited, bits, high, maxSize) {
    const out = core.output.need(8 * 3);
    const sizes = [];
    for (let size = 1; size <= maxSize; size++) {
      x.zbw_audit_size(audited, size, out);
      const [found, more, expected] = new Float64Array(core.memory.buffer, out, 3);
      sizes.push({ size, found, moreThanLimit: more === 1, expected });
    }
    const count = x.zbw_audit_dependency_count(audited);
    const stride = MAX_SIZE + 1;
    const depsPtr = count ? x.zbw_alloc(4 * stride * count) : 0;
    if (count && !depsPtr) throw new ZobristError("NO_MEMORY", `audit(keys, options): cannot allocate room for ${count} dependencies`);
    const dependencies = [];
    try {
      if (count) x.zbw_audit_dependencies(audited, depsPtr);
      const words = new Uint32Array(core.memory.buffer, depsPtr, stride * count);
      for (let i = 0; i < count; i++) {
        const at = i * stride;
        dependencies.push(Array.from(words.subarray(at + 1, at + 1 + words[at])));
      }
    } finally {
      if (depsPtr) x.zbw_free(depsPtr);
    }
    return { rank: x.zbw_audit_table_rank(audited), bits, high, sizes, dependencies };
  }
  return { audit, auditRank };
}

// wasm/core/owned.js
function ownership(core, freeFn, live) {
  const registry = new FinalizationRegistry((ptr) => {
    if (!core.broken) freeFn(ptr);
    live.count--;
  });
  return {
    adopt(owner, ptr) {
      live.count++;
      registry.register(owner, ptr, owner);
    },
    release(owner, ptr) {
      registry.unregister(owner);
      if (!core.broken) freeFn(ptr);
      live.count--;
    }
  };
}
var dispose = Symbol.dispose ?? /* @__PURE__ */ Symbol.for("Symbol.dispose");

// wasm/pgn/reader.js
var PIECE = 1 << 16;
var POOL = 1 << 16;
var encoder = new TextEncoder();
var decoder = new TextDecoder();
var H_NUMBER = 0;
var H_LINE = 1;
var H_PLIES = 2;
var H_KEY_COUNT = 3;
var H_MOVES = 4;
var H_KEYS = 5;
var H_TEXT = 6;
var H_TEXT_LEN = 7;
var H_TAG_COUNT = 8;
var H_WARNINGS = 9;
var H_ERROR = 10;
var H_CHESS_ERROR = 11;
var H_ERR_LINE = 12;
var H_ERR_COLUMN = 13;
var H_ERR_OFFSET = 14;
var H_ERR_PLY = 15;
var H_ERR_DEPTH = 16;
var H_VARIATION_COUNT = 17;
var H_VARIATIONS = 18;
var H_COUNT = 20;
var FILES = "abcdefgh";
var SQUARES = Array.from({ length: 64 }, (_, s) => FILES[s & 7] + String((s >> 3) + 1));
var PROMOTIONS = "nbrq";
function uciOf(code) {
  if (code === 0) return "0000";
  const uci = SQUARES[code & 63] + SQUARES[code >> 6 & 63];
  return (code >> 12 & 3) === 1 ? uci + PROMOTIONS[code >> 14 & 3] : uci;
}
var ALL_FIELDS = Object.freeze({ moves: true, tags: true });
var kits = /* @__PURE__ */ new WeakMap();
function readerKit(core, live) {
  let kit = kits.get(core);
  if (!kit) {
    kit = makeKit(core, live);
    kits.set(core, kit);
  }
  return kit;
}
function makeKit(core, live) {
  const x = core.x;
  const owner = ownership(core, x.zbw_pgn_free, live);
  const namer = (fn) => {
    const cache = /* @__PURE__ */ new Map();
    return (code) => {
      let s = cache.get(code);
      if (s === void 0) {
        const ptr = fn(code);
        s = ptr ? core.cString(ptr) : null;
        cache.set(code, s);
      }
      return s;
    };
  };
  const pgnName = namer(x.zbw_pgn_error_name);
  const pgnMessage = namer(x.zbw_pgn_error_message);
  const chessName = namer(x.zbw_error_name);
  const chessMessage = namer(x.zbw_error_message);
  const warningName = namer(x.zbw_pgn_warning_name), warningNames = [];
  for (let b = 0, name; b < 31 && (name = warningName(1 << b)) !== null; b++) warningNames.push(name);
  function sanOf(fen, moves) {
    if (moves.length === 0) return [];
    const fenBytes = encoder.encode(fen);
    const movesAt = fenBytes.length + 2 & ~1;
    const ptr = core.input.need(movesAt + 2 * moves.length);
    const u8 = core.bytes();
    u8.set(fenBytes, ptr);
    u8[ptr + fenBytes.length] = 0;
    new Uint16Array(core.memory.buffer, ptr + movesAt, moves.length).set(moves);
    const out = core.output.need(8 * moves.length);
    const len = x.zbw_pgn_san(ptr, ptr + movesAt, moves.length, out);
    if (len < 0) throw new ZobristError("NO_MEMORY", "cannot replay the game for its SAN");
    return core.readString(out, len).split(" ");
  }
  class PgnGame {
    #uci = null;
    #san = null;
    get uci() {
      if (this.#uci === null) this.#uci = Array.from(this.moves, uciOf);
      return this.#uci;
    }
    get san() {
      if (this.#san === null) this.#san = sanOf(this.fen, this.moves);
      return this.#san;
    }
    // With the lazy fields, for JSON.stringify (BigInt keys as hex).
    toJSON() {
      return {
        ...this,
        keys: Array.from(this.keys, (k) => k.toString(16).padStart(16, "0")),
        moves: Array.from(this.moves),
        uci: this.uci,
        san: this.san,
        variations: this.variations?.map((v) => ({ ...v, keyBefore: v.keyBefore.toString(16).padStart(16, "0"), key: v.key.toString(16).padStart(16, "0") }))
      };
    }
  }
  function errorLine(number, tagList, h, code, text, fen) {
    let line = gameName(number, tagList);
    line += `, line ${h[H_ERR_LINE]} column ${h[H_ERR_COLUMN]}`;
    if (h[H_ERR_PLY]) line += `, ply ${h[H_ERR_PLY]}${h[H_ERR_DEPTH] ? " in a variation" : ""}`;
    line += `: ${pgnName(code)}`;
    if (text) line += ` "${text}"`;
    line += `: ${pgnMessage(code)}`;
    const chess = h[H_CHESS_ERROR];
    if (chess) line += ` (${chessName(chess)}: ${chessMessage(chess)})`;
    if (fen) line += ` in position ${fen}`;
    return line;
  }
  let pool = new ArrayBuffer(POOL), used = 0;
  function copyOut(Type, ptr, count) {
    const bytes = count * Type.BYTES_PER_ELEMENT;
    if (bytes > POOL >> 2) return new Type(core.memory.buffer, ptr, count).slice();
    if (used + bytes > POOL) {
      pool = new ArrayBuffer(POOL);
      used = 0;
    }
    const out = new Type(pool, used, count);
    out.set(new Type(core.memory.buffer, ptr, count));
    used += bytes + 7 & ~7;
    return out;
  }
  function textOf(h) {
    const textAt = h[H_TEXT], textLen = h[H_TEXT_LEN];
    if (textLen === 0) return null;
    const parts = decoder.decode(core.bytes().subarray(textAt, textAt + textLen)).split("\0");
    const tagCount = h[H_TAG_COUNT];
    const tags = {}, tagList = new Array(tagCount);
    for (let i = 0; i < tagCount; i++) {
      const name = parts[2 * i], value = parts[2 * i + 1];
      tagList[i] = [name, value];
      if (!Object.prototype.hasOwnProperty.call(tags, name)) {
        if (name === "__proto__") Object.defineProperty(tags, name, { value, enumerable: true, writable: true, configurable: true });
        else tags[name] = value;
      }
    }
    return { tags, tagList, result: parts[2 * tagCount], fen: parts[2 * tagCount + 1], errorText: parts[2 * tagCount + 2], errorFen: parts[2 * tagCount + 3] };
  }
  function warningsOf(bits) {
    const warnings = [];
    if (bits) {
      for (let b = 0; b < warningNames.length; b++) if (bits & 1 << b) warnings.push(warningNames[b]);
    }
    return warnings;
  }
  function errorOf(h, number, text) {
    const code = h[H_ERROR];
    if (code === 0) return null;
    const { tagList, errorText, errorFen } = text;
    const chess = h[H_CHESS_ERROR];
    const name = pgnName(code);
    const isMove = name === "ILLEGAL_MOVE" || name === "NULL_MOVE_IN_CHECK";
    return {
      code: `PGN_${name}`,
      message: errorLine(number, tagList, h, code, errorText, errorFen),
      line: h[H_ERR_LINE],
      column: h[H_ERR_COLUMN],
      offset: h[H_ERR_OFFSET],
      ply: h[H_ERR_PLY],
      depth: h[H_ERR_DEPTH],
      move: isMove ? errorText : null,
      text: errorText,
      fen: errorFen || null,
      chessCode: chess ? chessName(chess) : null
    };
  }
  function variationsOf(h) {
    const n = h[H_VARIATION_COUNT], at = h[H_VARIATIONS];
    const list = new Array(n);
    if (n) {
      const k64 = new BigUint64Array(core.memory.buffer, at, 3 * n);
      const u16 = new Uint16Array(core.memory.buffer, at, 12 * n);
      const u32 = new Uint32Array(core.memory.buffer, at, 6 * n);
      for (let i = 0; i < n; i++) {
        list[i] = { depth: u16[12 * i + 9], ply: u32[6 * i + 5], uci: uciOf(u16[12 * i + 8]), keyBefore: k64[3 * i], key: k64[3 * i + 1] };
      }
    }
    return list;
  }
  const keysOf = (h) => h[H_KEY_COUNT] ? copyOut(BigUint64Array, h[H_KEYS], h[H_KEY_COUNT]) : new BigUint64Array(0);
  function gameOf(h, variations) {
    const text = textOf(h);
    const plies = h[H_PLIES];
    const game = new PgnGame();
    game.number = h[H_NUMBER];
    game.line = h[H_LINE];
    game.tags = text.tags;
    game.tagList = text.tagList;
    game.result = text.result;
    game.fen = text.fen;
    game.plies = plies;
    game.moves = plies ? copyOut(Uint16Array, h[H_MOVES], plies) : new Uint16Array(0);
    game.keys = keysOf(h);
    game.warnings = warningsOf(h[H_WARNINGS]);
    game.error = errorOf(h, game.number, text);
    if (variations) game.variations = variationsOf(h);
    return game;
  }
  function keysGameOf(h, variations, tags) {
    const number = h[H_NUMBER];
    const text = h[H_ERROR] || tags ? textOf(h) : null;
    const game = tags ? { number, line: h[H_LINE], tags: text.tags, tagList: text.tagList, result: text.result, fen: text.fen, plies: h[H_PLIES], keys: keysOf(h), warnings: warningsOf(h[H_WARNINGS]), error: null } : { number, line: h[H_LINE], plies: h[H_PLIES], keys: keysOf(h), warnings: warningsOf(h[H_WARNINGS]), error: null };
    if (text) game.error = errorOf(h, number, text);
    if (variations) game.variations = variationsOf(h);
    return game;
  }
  class Reader {
    #ptr;
    #header = null;
    // fields: { moves, tags } (readPgn's options), what next() gives.
    constructor(variations, fields = ALL_FIELDS) {
      const ptr = x.zbw_pgn_new(variations ? 1 : 0);
      if (!ptr) throw new ZobristError("NO_MEMORY", "cannot allocate a PGN reader");
      this.#ptr = ptr;
      this.variations = variations;
      this.fields = fields;
      this.pushed = 0;
      this.carry = "";
      owner.adopt(this, ptr);
    }
    get ptr() {
      if (this.#ptr === 0) throw new ZobristError("PGN_READER_FREED", "this PGN reader was freed");
      return this.#ptr;
    }
    // Pushes the next piece of a chunk (a string or bytes) from `at`;
    // returns where the next piece starts (the chunk's length when done).
    push(chunk, at) {
      let end;
      if (typeof chunk === "string") {
        end = Math.min(chunk.length, at + (PIECE >> 1));
        let piece = end - at === chunk.length ? chunk : chunk.slice(at, end);
        if (this.carry) piece = this.carry + piece;
        const last = piece.charCodeAt(piece.length - 1);
        this.carry = last >= 55296 && last < 56320 ? piece.slice(-1) : "";
        this.#pushText(this.carry ? piece.slice(0, -1) : piece);
      } else {
        this.#flushCarry();
        end = Math.min(chunk.length, at + PIECE);
        const len = end - at, ptr = core.input.need(len);
        core.bytes().set(at === 0 && end === chunk.length ? chunk : chunk.subarray(at, end), ptr);
        this.#pushBytes(ptr, len);
      }
      return end;
    }
    #pushText(text) {
      const ptr = core.input.need(3 * text.length);
      this.#pushBytes(ptr, encoder.encodeInto(text, core.bytes().subarray(ptr, ptr + 3 * text.length)).written);
    }
    #pushBytes(ptr, len) {
      if (x.zbw_pgn_push(this.ptr, ptr, len) < 0) throw new ZobristError("NO_MEMORY", "cannot grow the PGN reader's buffer");
      this.pushed += len;
    }
    // A first half with no second (the text ended, or bytes came next): as
    // TextEncoder writes a lone surrogate, U+FFFD.
    #flushCarry() {
      if (!this.carry) return;
      this.#pushText(this.carry);
      this.carry = "";
    }
    finish() {
      this.#flushCarry();
      x.zbw_pgn_finish(this.ptr);
    }
    // The header's view, made again when memory has grown.
    #headerView(p) {
      if (this.#header === null || this.#header.buffer !== core.memory.buffer) {
        this.#header = new Float64Array(core.memory.buffer, x.zbw_pgn_header(p), H_COUNT);
      }
      return this.#header;
    }
    // The next game, or null when the reader needs more input (or is done).
    next() {
      const p = this.ptr;
      const { moves, tags } = this.fields;
      const got = x.zbw_pgn_next(p, tags ? 1 : 0);
      if (got === 0) return null;
      if (got < 0) throw new ZobristError("NO_MEMORY", "cannot describe a PGN game");
      const h = this.#headerView(p);
      return moves ? gameOf(h, this.variations) : keysGameOf(h, this.variations, tags);
    }
    // The game last pulled (after the book builder rejected it).
    describeCurrent() {
      const p = this.ptr;
      if (x.zbw_pgn_describe(p) < 0) throw new ZobristError("NO_MEMORY", "cannot describe a PGN game");
      return gameOf(this.#headerView(p), false);
    }
    get freed() {
      return this.#ptr === 0;
    }
    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }
  }
  return { Reader, PgnGame, uciOf };
}
function gameName(number, tagList) {
  let line = `game ${number}`;
  let first = true;
  for (const name of ["White", "Black", "Event"]) {
    const tag = tagList.find((t) => t[0] === name);
    if (!tag) continue;
    line += `${first ? " (" : " "}${name} "${cut80(tag[1])}"`;
    first = false;
  }
  return first ? line : `${line})`;
}
function cut80(value) {
  if (value.length <= 26) return value;
  const bytes = encoder.encode(value);
  if (bytes.length <= 80) return value;
  let n = 80;
  while (n > 0 && (bytes[n] & 192) === 128) n--;
  return decoder.decode(bytes.subarray(0, n));
}

// wasm/pgn/source.js
var isBlob = (v) => typeof Blob !== "undefined" && v instanceof Blob;
var isStream = (v) => v !== null && typeof v === "object" && typeof v.getReader === "function";
function sourceKind(source, what) {
  if (typeof source === "string") return "text";
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return "bytes";
  if (isBlob(source) || isStream(source)) return "chunks";
  if (source !== null && typeof source === "object" && (Symbol.asyncIterator in source || Symbol.iterator in source)) return "chunks";
  throw new ZobristError(
    "ARGUMENT_TYPE",
    `${what} must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string chunks, got ${describe(source)}`,
    { input: source }
  );
}
function asBytes(source) {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
}
function checkChunk(chunk, what) {
  if (typeof chunk === "string") return chunk;
  if (chunk instanceof ArrayBuffer || ArrayBuffer.isView(chunk)) return asBytes(chunk);
  throw new ZobristError("ARGUMENT_TYPE", `${what}: a chunk must be a Uint8Array or a string, got ${describe(chunk)}`, { input: chunk });
}
async function* chunksOf(source, what) {
  const kind = sourceKind(source, what);
  if (kind !== "chunks") {
    yield kind === "text" ? source : asBytes(source);
    return;
  }
  if (isBlob(source)) source = source.stream();
  if (isStream(source)) {
    const reader = source.getReader();
    let done = false;
    try {
      for (; ; ) {
        const next = await reader.read();
        if (next.done) {
          done = true;
          return;
        }
        yield checkChunk(next.value, what);
      }
    } finally {
      if (!done) await reader.cancel().catch(() => {
      });
      reader.releaseLock();
    }
  }
  for await (const chunk of source) yield checkChunk(chunk, what);
}

// wasm/pgn/index.js
function expectBoolean(value, name, what) {
  if (typeof value !== "boolean") {
    throw new ZobristError("ARGUMENT_TYPE", `${what}: ${name} must be true or false, got ${describe(value)}`, { input: value });
  }
}
function readOptions(options, what) {
  const { variations = false, onProgress, moves = true, tags = true } = expectOptions(options, `${what}: options`);
  expectBoolean(variations, "variations", what);
  expectBoolean(moves, "moves", what);
  expectBoolean(tags, "tags", what);
  if (moves && !tags) {
    throw new ZobristError("ARGUMENT", `${what}: tags: false needs moves: false (a game's SAN is made from its FEN)`, { input: options });
  }
  if (onProgress !== void 0 && typeof onProgress !== "function") {
    throw new ZobristError("ARGUMENT_TYPE", `${what}: onProgress must be a function, got ${describe(onProgress)}`, { input: onProgress });
  }
  return { variations, onProgress, fields: { moves, tags } };
}
function definePgn(core, live) {
  const { Reader } = readerKit(core, live);
  function readPgn(source, options = void 0) {
    sourceKind(source, "readPgn(source): source");
    const { variations, onProgress, fields } = readOptions(options, "readPgn(source, options)");
    return games(source, variations, onProgress, fields);
  }
  async function* games(source, variations, onProgress, fields) {
    const reader = new Reader(variations, fields);
    try {
      for await (const chunk of chunksOf(source, "readPgn(source)")) {
        for (let at = 0; at < chunk.length; ) {
          at = reader.push(chunk, at);
          for (let game = reader.next(); game !== null; game = reader.next()) yield game;
          if (onProgress) onProgress(reader.pushed);
        }
      }
      reader.finish();
      for (let game = reader.next(); game !== null; game = reader.next()) yield game;
    } finally {
      reader.free();
    }
  }
  function readPgnSync(text, options = void 0) {
    const kind = typeof text === "string" ? "text" : text instanceof ArrayBuffer || ArrayBuffer.isView(text) ? "bytes" : null;
    if (!kind) {
      throw new ZobristError("ARGUMENT_TYPE", `readPgnSync(text): text must be a string or a Uint8Array, got ${describe(text)}`, { input: text });
    }
    const { variations, onProgress, fields } = readOptions(options, "readPgnSync(text, options)");
    const chunk = kind === "text" ? text : asBytes(text);
    const reader = new Reader(variations, fields);
    const out = [];
    try {
      for (let at = 0; at < chunk.length; ) {
        at = reader.push(chunk, at);
        for (let game = reader.next(); game !== null; game = reader.next()) out.push(game);
        if (onProgress) onProgress(reader.pushed);
      }
      reader.finish();
      for (let game = reader.next(); game !== null; game = reader.next()) out.push(game);
    } finally {
      reader.free();
    }
    return out;
  }
  return { readPgn, readPgnSync };
}

// wasm/book/book.js
var FEN_TEXT_MAX = 1024;
var RECORD = 40;
var SAN_WITHOUT_ID = 4294967295;
var FIRST_CAP = 64;
function randomSeed() {
  if (globalThis.crypto?.getRandomValues) return globalThis.crypto.getRandomValues(new BigUint64Array(1))[0];
  return BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n | BigInt(Math.floor(Math.random() * 2 ** 32));
}
function uciOfCode(code) {
  const square = (s) => String.fromCharCode(97 + (s & 7), 49 + (s >> 3));
  return square(code >> 6 & 63) + square(code & 63) + (code >> 12 ? "nbrq"[(code >> 12) - 1] : "");
}
function slotText(u8, at) {
  let s = "";
  for (let i = at; i < at + 8 && u8[i] !== 0; i++) s += String.fromCharCode(u8[i]);
  return s;
}
function defineBook(core, live) {
  const x = core.x;
  const owner = ownership(core, x.zbw_book_free, live);
  const { name: bookCode, error: bookError } = core.gameErrors(x.zbw_book_error_name, x.zbw_book_error_message, "BOOK_");
  let lastFen = null;
  function writeFen(fen) {
    if (fen === lastFen) return 0;
    lastFen = null;
    return core.writeInput(fen === "" ? " " : fen);
  }
  function fenFailed(code, fen) {
    lastFen = null;
    return core.fenError(code, fen);
  }
  function fenOf(value, what) {
    if (typeof value === "string") {
      if (value.length > FEN_TEXT_MAX) expectShortString(value, `${what}: fen`, FEN_TEXT_MAX);
      return value;
    }
    if (value !== null && typeof value === "object") {
      const fen = typeof value.fen === "function" ? value.fen() : value.fen;
      if (typeof fen === "string") {
        if (fen.length > FEN_TEXT_MAX) expectShortString(fen, `${what}: position.fen`, FEN_TEXT_MAX);
        return fen;
      }
    }
    throw new ZobristError("ARGUMENT_TYPE", `${what}: the position must be a FEN string or a Position, got ${describe(value)}`, { input: value });
  }
  const uciByCode = new Array(1 << 15).fill(null);
  const sanById = [];
  function readRecord(u8, w, out, i) {
    const at = out + i * RECORD, k = at >> 2;
    const weight = w[k], learn = w[k + 1], entry = w[k + 2], total = w[k + 3], move = w[k + 4], sanId = w[k + 5];
    const share = total ? weight / total : 0;
    if (move >= 2147483648) return { move: slotText(u8, at + 24), raw: move & 65535, weight, learn, entry, code: bookCode(move >>> 16 & 255) };
    const uci = uciByCode[move] ?? (uciByCode[move] = uciOfCode(move));
    if (sanId === 0) return { uci, weight, learn, share, entry };
    const san = sanId === SAN_WITHOUT_ID ? slotText(u8, at + 32) : sanById[sanId] ?? (sanById[sanId] = slotText(u8, at + 32));
    return { uci, san, weight, learn, share, entry };
  }
  const readOne = (out) => readRecord(core.bytes(), core.words(), out, 0);
  const isLegal = (w, out, i) => w[out + i * RECORD + 16 >> 2] < 2147483648;
  class Book {
    #ptr;
    #size;
    constructor(ptr) {
      this.#ptr = ptr;
      this.#size = x.zbw_book_size(ptr);
      owner.adopt(this, ptr);
    }
    #live() {
      if (this.#ptr === 0) throw new ZobristError("BOOK_FREED", "this Book was freed (free() or dispose) and cannot be used");
      return this.#ptr;
    }
    // Entries in the book.
    get size() {
      this.#live();
      return this.#size;
    }
    // Every entry of the position, as records: [records pointer, count].
    #probe(position, what, san = 1) {
      const ptr = this.#live();
      const pos = core.positionPointer?.(position);
      if (pos) {
        for (let cap2 = FIRST_CAP; ; ) {
          const out = core.output.need(cap2 * RECORD);
          const n = x.zbw_book_probe_position(ptr, pos, san, out, cap2);
          if (n < 0) throw core.fenError(-n, position.fen);
          if (n <= cap2) return [out, n];
          cap2 = n;
        }
      }
      const fen = fenOf(position, what);
      let len = writeFen(fen);
      let cap = FIRST_CAP;
      for (; ; ) {
        const out = core.output.need(cap * RECORD);
        const n = x.zbw_book_probe(ptr, core.input.ptr, len, san, out, cap);
        if (n < 0) throw fenFailed(-n, fen);
        lastFen = fen;
        if (n <= cap) return [out, n];
        cap = n;
        len = 0;
      }
    }
    // The legal book moves of a position, heaviest first (castling as e1g1).
    // { san: false } leaves SAN out, the costly part with many moves.
    moves(position, options = void 0) {
      const { san = true } = expectOptions(options, "moves(position, options): options");
      if (typeof san !== "boolean") throw new ZobristError("ARGUMENT_TYPE", `moves(position, { san }): san must be a boolean, got ${describe(san)}`);
      const [out, n] = this.#probe(position, "moves(position)", san ? 1 : 0);
      const bytes = core.bytes(), words = core.words();
      let legal = 0;
      while (legal < n && isLegal(words, out, legal)) legal++;
      const list = new Array(legal);
      for (let i = 0; i < legal; i++) list[i] = readRecord(bytes, words, out, i);
      return list;
    }
    // The position's entries whose move field is bad or whose move is illegal
    // there (never returned by moves(), pick() or best()).
    badEntries(position) {
      const [out, n] = this.#probe(position, "badEntries(position)", 0);
      const bytes = core.bytes(), words = core.words();
      const list = [];
      for (let i = 0; i < n; i++) if (!isLegal(words, out, i)) list.push(readRecord(bytes, words, out, i));
      return list;
    }
    #choose(position, kind, seed, what) {
      const ptr = this.#live();
      const pos = core.positionPointer?.(position);
      if (pos) {
        const out2 = core.output.need(RECORD);
        const got2 = x.zbw_book_choose_position(ptr, pos, kind, seed, out2);
        if (got2 < 0) throw core.fenError(-got2, position.fen);
        return got2 === 0 ? null : readOne(out2);
      }
      const fen = fenOf(position, what);
      const len = writeFen(fen);
      const out = core.output.need(RECORD);
      const got = x.zbw_book_choose(ptr, core.input.ptr, len, kind, seed, out);
      if (got < 0) throw fenFailed(-got, fen);
      lastFen = fen;
      return got === 0 ? null : readOne(out);
    }
    // A legal move drawn with probability proportional to its weight; the
    // same seed and position give the same move (no seed: a random one).
    // null when the position has no legal book move or they all weigh 0.
    pick(position, options = void 0) {
      const { seed } = expectOptions(options, "pick(position, options): options");
      return this.#choose(position, 0, seed === void 0 ? randomSeed() : toSeed(seed), "pick(position)");
    }
    // The heaviest legal move (the first in the book on a tie), or null.
    best(position) {
      return this.#choose(position, 1, 0n, "best(position)");
    }
    get freed() {
      return this.#ptr === 0;
    }
    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }
    [dispose]() {
      this.free();
    }
  }
  function openBook(bytes) {
    if (!(bytes instanceof ArrayBuffer || ArrayBuffer.isView(bytes))) {
      throw new ZobristError("ARGUMENT_TYPE", `openBook(bytes): bytes must be a Uint8Array or an ArrayBuffer, got ${describe(bytes)}`, { input: bytes });
    }
    const size = bytes.byteLength;
    if (size === 0) throw new ZobristError("BOOK_EMPTY", "openBook(bytes): the book is empty (0 bytes)");
    const tmp = core.alloc(size);
    if (!tmp) throw new ZobristError("NO_MEMORY", `cannot allocate ${size} bytes of WebAssembly memory for the book`);
    const view = bytes instanceof Uint8Array ? bytes : bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let err, ptr = 0;
    try {
      core.bytes().set(view, tmp);
      const out = core.output.need(4);
      err = x.zbw_book_open(tmp, view.length, out);
      if (!err) ptr = new Uint32Array(core.memory.buffer, out, 1)[0];
    } finally {
      x.zbw_free(tmp);
    }
    if (err) {
      const entry = x.zbw_last_index();
      const name = bookCode(err).slice("BOOK_".length);
      if (name === "NO_MEMORY") throw new ZobristError("NO_MEMORY", `cannot allocate WebAssembly memory for a book of ${size} bytes`);
      const where = name === "TRUNCATED" ? ` (${view.length} bytes, ${view.length % 16} after entry ${entry})` : name === "UNSORTED" || name === "BAD_MOVE" ? ` at entry ${entry}` : "";
      throw bookError(err, `openBook(bytes)${where}`, name === "UNSORTED" || name === "BAD_MOVE" || name === "TRUNCATED" ? { entry } : {});
    }
    return new Book(ptr);
  }
  return { openBook, bookError };
}

// wasm/book/runs.js
var hasBlob = typeof Blob === "function";
function runStore() {
  const runs = [];
  return {
    get count() {
      return runs.length;
    },
    // Copies the bytes (a view of WASM memory, valid until the next call).
    add(view) {
      runs.push(hasBlob ? new Blob([view]) : view.slice());
    },
    // Up to `length` bytes of run i from `at` (none past its end).
    async read(i, at, length) {
      const run = runs[i];
      if (!hasBlob) return run.subarray(at, at + length);
      return new Uint8Array(await run.slice(at, at + length).arrayBuffer());
    }
  };
}

// wasm/book/build.js
var YIELD_MS = 50;
var RUN_PLIES = 1 << 19;
var RUN_SLACK = 1 << 14;
var WINDOWS_BYTES = 24 << 20;
var PLY_BYTES = 12;
var MERGE_NEED = 0;
var MERGE_DONE = 2;
function windowBytes(runs) {
  const each = Math.min(1 << 20, Math.max(1 << 16, Math.floor(WINDOWS_BYTES / Math.max(1, runs))));
  return each - each % PLY_BYTES;
}
function join(pieces, total) {
  if (pieces.length === 1) return pieces[0];
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}
function intOption(value, name, min, max, fallback) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new ZobristError("ARGUMENT_TYPE", `buildBook(source, { ${name} }): ${name} must be an integer, got ${describe(value)}`, { input: value });
  }
  if (value < min || value > max) {
    throw new ZobristError("ARGUMENT", `buildBook(source, { ${name} }): ${name} must be from ${min} to ${max}, got ${value}`, { input: value });
  }
  return value;
}
function boolOption(value, name) {
  if (value === void 0) return false;
  if (typeof value !== "boolean") {
    throw new ZobristError("ARGUMENT_TYPE", `buildBook(source, { ${name} }): ${name} must be true or false, got ${describe(value)}`, { input: value });
  }
  return value;
}
function buildOptions(options) {
  const o = expectOptions(options, "buildBook(source, options): options");
  const maxPly = intOption(o.maxPly, "maxPly", 0, 1e6, 1024);
  const minGame = intOption(o.minGame, "minGame", 1, 65535, 3);
  let minScore = 0;
  if (o.minScore !== void 0) {
    if (typeof o.minScore !== "number" || !Number.isFinite(o.minScore)) {
      throw new ZobristError("ARGUMENT_TYPE", `buildBook(source, { minScore }): minScore must be a number (a percentage), got ${describe(o.minScore)}`, { input: o.minScore });
    }
    if (o.minScore < 0 || o.minScore > 100) {
      throw new ZobristError("ARGUMENT", `buildBook(source, { minScore }): minScore must be from 0 to 100, got ${o.minScore}`, { input: o.minScore });
    }
    minScore = o.minScore;
  }
  const onlyWhite = boolOption(o.onlyWhite, "onlyWhite"), onlyBlack = boolOption(o.onlyBlack, "onlyBlack");
  if (onlyWhite && onlyBlack) {
    throw new ZobristError("ARGUMENT", "buildBook(source, options): onlyWhite and onlyBlack cannot both be true");
  }
  const uniform = boolOption(o.uniform, "uniform");
  if (o.onProgress !== void 0 && typeof o.onProgress !== "function") {
    throw new ZobristError("ARGUMENT_TYPE", `buildBook(source, { onProgress }): onProgress must be a function, got ${describe(o.onProgress)}`, { input: o.onProgress });
  }
  return { maxPly, minGame, minScore, onlyWhite, onlyBlack, uniform, onProgress: o.onProgress };
}
function defineBuild(core, live, bookError) {
  const x = core.x;
  const { Reader } = readerKit(core, live);
  const owner = ownership(core, x.zbw_book_builder_free, live);
  class Builder {
    constructor(o) {
      this.ptr = x.zbw_book_builder_new(o.maxPly, o.minGame, o.minScore, o.onlyWhite ? 1 : 0, o.onlyBlack ? 1 : 0, o.uniform ? 1 : 0);
      if (!this.ptr) throw new ZobristError("NO_MEMORY", "cannot allocate a book builder");
      owner.adopt(this, this.ptr);
    }
    free() {
      if (this.ptr === 0) return;
      owner.release(this, this.ptr);
      this.ptr = 0;
    }
  }
  function feed(builder, reader, maxPly) {
    const got = x.zbw_book_builder_feed(builder.ptr, reader.ptr, maxPly, RUN_PLIES);
    if (got === 0) return false;
    if (got === 1) return true;
    if (got === -1) {
      const game = reader.describeCurrent();
      const { error } = game;
      throw new ZobristError(error.code, `buildBook(source): ${error.message}`, {
        game: game.number,
        line: error.line,
        column: error.column,
        offset: error.offset,
        ply: error.ply,
        input: error.text,
        fen: error.fen ?? void 0
      });
    }
    if (got === -2) {
      const game = reader.describeCurrent();
      const ply = x.zbw_last_plies();
      throw new ZobristError(
        "BOOK_NULL_MOVE",
        `buildBook(source): ${gameName(game.number, game.tagList)} from line ${game.line}, ply ${ply}: a null move cannot go in a book`,
        { game: game.number, line: game.line, ply }
      );
    }
    throw bookError(got, "buildBook(source)");
  }
  function takeRun(builder, runs) {
    const out = core.output.need(8);
    const err = x.zbw_book_builder_take_run(builder.ptr, out);
    if (err) throw bookError(err, "buildBook(source)");
    const [ptr, len] = new Uint32Array(core.memory.buffer, out, 2);
    runs.add(new Uint8Array(core.memory.buffer, ptr, len));
  }
  async function merge(o, runs) {
    const window = windowBytes(runs.count);
    const m = x.zbw_book_merge_new(o.maxPly, o.minGame, o.minScore, o.onlyWhite ? 1 : 0, o.onlyBlack ? 1 : 0, o.uniform ? 1 : 0, runs.count, window);
    if (!m) throw new ZobristError("NO_MEMORY", "cannot allocate the book builder's merger");
    const read = new Array(runs.count).fill(0);
    const pieces = [];
    let total = 0;
    try {
      for (; ; ) {
        const out = core.output.need(16);
        const err = x.zbw_book_merge_step(m, out);
        if (err) throw bookError(err, "buildBook(source)");
        const [status, run, ptr, len] = new Uint32Array(core.memory.buffer, out, 4);
        if (len) {
          pieces.push(core.bytes().slice(ptr, ptr + len));
          total += len;
        }
        if (status === MERGE_DONE) break;
        if (status !== MERGE_NEED) continue;
        const bytes = await runs.read(run, read[run], window);
        read[run] += bytes.length;
        core.bytes().set(bytes, x.zbw_book_merge_window(m, run));
        const fed = x.zbw_book_merge_feed(m, run, bytes.length);
        if (fed) throw bookError(fed, "buildBook(source)");
      }
    } finally {
      x.zbw_book_merge_free(m);
    }
    return join(pieces, total);
  }
  async function buildBook(source, options = void 0) {
    sourceKind(source, "buildBook(source): source");
    const o = buildOptions(options);
    const reader = new Reader(false);
    const runs = runStore();
    let builder;
    try {
      builder = new Builder(o);
      const err = x.zbw_book_builder_reserve(builder.ptr, RUN_PLIES + RUN_SLACK);
      if (err) throw bookError(err, "buildBook(source)");
      let last = Date.now();
      const drain = () => {
        while (feed(builder, reader, o.maxPly)) takeRun(builder, runs);
      };
      for await (const chunk of chunksOf(source, "buildBook(source)")) {
        for (let at = 0; at < chunk.length; ) {
          at = reader.push(chunk, at);
          drain();
          if (Date.now() - last > YIELD_MS) {
            if (o.onProgress) o.onProgress(reader.pushed);
            await new Promise((resolve) => setTimeout(resolve, 0));
            last = Date.now();
          }
        }
        if (o.onProgress) o.onProgress(reader.pushed);
      }
      reader.finish();
      drain();
      takeRun(builder, runs);
      reader.free();
      builder.free();
      return await merge(o, runs);
    } finally {
      reader.free();
      builder?.free();
    }
  }
  return { buildBook };
}

// wasm/book/index.js
function defineBook2(core, live) {
  const { openBook, bookError } = defineBook(core, live);
  return { openBook, ...defineBuild(core, live, bookError) };
}

// wasm/uttt/position.js
var UTTT_START = "........./........./........./........./........./........./........./........./......... x -";
var UTTT_FEATURES = 199;
var TEXT_MAX = 256;
var TEXT_IN_MAX = 1024;
var MOVE_TEXT_MAX = 16;
var PLAYERS = ["x", "o"];
var STATUS = ["x", "o", "draw", "open"];
function squareOfName(name, what) {
  const col = name.length === 2 ? name.charCodeAt(0) - 97 : -1, row = name.charCodeAt(1) - 49;
  if (!(col >= 0 && col < 9 && row >= 0 && row < 9)) {
    throw new ZobristError("ARGUMENT", `${what} must be a cell like "e5" or a code 0-80, got ${describe(name)}`, { input: name });
  }
  return 9 * (3 * Math.floor(row / 3) + Math.floor(col / 3)) + 3 * (row % 3) + col % 3;
}
function defineUtttPosition(core, live) {
  const x = core.x;
  const { error, textError } = core.gameErrors(x.zbw_uttt_error_name, x.zbw_uttt_error_message);
  const owner = ownership(core, ({ pos, keys }) => {
    x.zbw_uttt_free(pos);
    if (keys) x.zbw_uttt_keys_free(keys);
  }, live);
  function utttTable(seed = void 0) {
    const out = core.output.need(8 * UTTT_FEATURES);
    if (seed === void 0) {
      return new BigUint64Array(core.memory.buffer, x.zbw_uttt_default_table(), UTTT_FEATURES).slice();
    }
    x.zbw_keys_fill(toSeed(seed), out, UTTT_FEATURES);
    return new BigUint64Array(core.memory.buffer, out, UTTT_FEATURES).slice();
  }
  function newKeys(seed, keys) {
    if (seed !== void 0 && keys !== void 0) throw new ZobristError("ARGUMENT", "new UtttPosition: give a seed or keys, not both");
    let ptr = 0;
    if (seed !== void 0) ptr = x.zbw_uttt_keys_new_seeded(toSeed(seed));
    else if (keys !== void 0) {
      checkKeyTable(keys, UTTT_FEATURES);
      const table = core.output.need(8 * UTTT_FEATURES);
      new BigUint64Array(core.memory.buffer, table, UTTT_FEATURES).set(keys);
      ptr = x.zbw_uttt_keys_new(table);
    } else return 0;
    if (!ptr) throw new ZobristError("NO_MEMORY", "cannot allocate a key set");
    return ptr;
  }
  class UtttPosition {
    #ptr;
    #keys;
    // new UtttPosition(text = UTTT_START, { seed } or { keys }): the default
    // keys, SplitMix64 keys from a seed, or your own 199 keys.
    constructor(text = UTTT_START, options = void 0) {
      expectShortString(text, "new UtttPosition(text): text", TEXT_IN_MAX);
      const { seed, keys } = expectOptions(options, "new UtttPosition(text, options): options");
      const keysPtr = newKeys(seed, keys);
      const ptr = x.zbw_uttt_new(keysPtr);
      if (!ptr) {
        if (keysPtr) x.zbw_uttt_keys_free(keysPtr);
        throw new ZobristError("NO_MEMORY", "cannot allocate a position");
      }
      this.#ptr = ptr;
      this.#keys = keysPtr;
      owner.adopt(this, { pos: ptr, keys: keysPtr });
      if (text !== UTTT_START) {
        try {
          this.reset(text);
        } catch (e) {
          this.free();
          throw e;
        }
      }
    }
    #live() {
      if (this.#ptr === 0) throw new ZobristError("POSITION_FREED", "this UtttPosition was freed (free() or dispose) and cannot be used");
      return this.#ptr;
    }
    // A new position from text (the start by default); clears the history.
    reset(text = UTTT_START) {
      const ptr = this.#live();
      expectShortString(text, "reset(text): text", TEXT_IN_MAX);
      const len = core.writeInput(text);
      const err = x.zbw_uttt_set_text(ptr, core.input.ptr, len);
      if (err) throw textError(err, text, "Invalid UTTT position");
      return this;
    }
    // A move: "e5" (the 9x9 grid, column a-i from the left, row 1-9 from
    // the top) or a code 0..80 (9 * board + cell).
    play(move) {
      const ptr = this.#live();
      let err;
      if (typeof move === "number") {
        expectInteger(move, "play(move): move code", 0, 80);
        err = x.zbw_uttt_make_code(ptr, move);
      } else {
        expectShortString(move, "play(move): move", MOVE_TEXT_MAX);
        const len = core.writeInput(move);
        err = x.zbw_uttt_play(ptr, core.input.ptr, len);
      }
      if (err) throw error(err, `Cannot play ${describe(move)} in ${quote(this.text)}`, { input: move, position: this.text });
      return this;
    }
    undo() {
      const err = x.zbw_uttt_undo(this.#live());
      if (err) throw error(err, "Cannot undo");
      return this;
    }
    get key() {
      return BigInt.asUintN(64, x.zbw_uttt_key(this.#live()));
    }
    get keyHi() {
      return x.zbw_uttt_key_hi(this.#live()) >>> 0;
    }
    get keyLo() {
      return x.zbw_uttt_key_lo(this.#live()) >>> 0;
    }
    get keyHex() {
      return this.keyHi.toString(16).padStart(8, "0") + this.keyLo.toString(16).padStart(8, "0");
    }
    get text() {
      const out = core.output.need(TEXT_MAX);
      return core.readString(out, x.zbw_uttt_text(this.#live(), out));
    }
    get turn() {
      return PLAYERS[x.zbw_uttt_side(this.#live())];
    }
    // The board the player to move is sent to, 0..8, or null when free.
    get forcedBoard() {
      const b = x.zbw_uttt_forced_board(this.#live());
      return b === 9 ? null : b;
    }
    // 'x', 'o' or 'draw' for a closed local board, 'open' otherwise.
    boardStatus(board) {
      expectInteger(board, "boardStatus(board): board", 0, 8);
      return STATUS[x.zbw_uttt_board_status(this.#live(), board)];
    }
    get boards() {
      return Array.from({ length: 9 }, (_, b) => this.boardStatus(b));
    }
    // 'x', 'o', 'draw' or 'ongoing'.
    get result() {
      const r = x.zbw_uttt_result(this.#live());
      return r === 3 ? "ongoing" : STATUS[r];
    }
    // 'x', 'o' or null on a square 0..80 (or "e5").
    cell(square) {
      const code = typeof square === "string" ? squareOfName(square, "cell(square): square") : square;
      expectInteger(code, "cell(square): square", 0, 80);
      const c = x.zbw_uttt_cell(this.#live(), code);
      return c === 2 ? null : PLAYERS[c];
    }
    get ply() {
      return x.zbw_uttt_ply(this.#live());
    }
    // The code of a legal move's text ("e5" -> 40); the move's error if it is not legal.
    moveCode(move) {
      expectShortString(move, "moveCode(move): move", MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const code = x.zbw_uttt_parse_move(this.#live(), core.input.ptr, len);
      if (code < 0) throw error(-code, `Cannot read ${quote(move)} in ${quote(this.text)}`, { input: move });
      return code;
    }
    // The text of a move code (40 -> "e5").
    static moveText(code) {
      expectInteger(code, "moveText(code): code", 0, 80);
      const out = core.output.need(4);
      return core.readString(out, x.zbw_uttt_move_text(code, out));
    }
    legalMoves() {
      const out = core.output.need(256);
      const text = core.readString(out, x.zbw_uttt_legal_text(this.#live(), out));
      return text === "" ? [] : text.split(" ");
    }
    legalMoveCodes() {
      const out = core.output.need(81);
      const n = x.zbw_uttt_legal_moves(this.#live(), out);
      return new Uint8Array(core.memory.buffer, out, n).slice();
    }
    perft(depth2) {
      const ptr = this.#live();
      expectInteger(depth2, "perft(depth): depth", 0, 20);
      return x.zbw_uttt_perft(ptr, depth2);
    }
    // The features present, increasing: indices into the 199-key table.
    features() {
      const out = core.output.need(4 * 92);
      const n = x.zbw_uttt_features(this.#live(), out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    }
    get freed() {
      return this.#ptr === 0;
    }
    free() {
      if (this.#ptr === 0) return;
      owner.release(this, { pos: this.#ptr, keys: this.#keys });
      this.#ptr = 0;
    }
    [dispose]() {
      this.free();
    }
  }
  UtttPosition.START = UTTT_START;
  return { UtttPosition, utttTable };
}

// wasm/uttt/census.js
var UTTT_CENSUS_HASHES = censusHashes("the key");
function defineUtttCensus(core) {
  const x = core.x;
  function utttCensus(maxPly, options = void 0) {
    const { onProgress, budget = 2e4 } = expectOptions(options, "utttCensus(maxPly, options): options");
    expectInteger(maxPly, "utttCensus(maxPly): maxPly", 1, 8);
    expectInteger(budget, "utttCensus(maxPly, { budget }): budget", 1, 1 << 30);
    if (onProgress !== void 0 && typeof onProgress !== "function") {
      throw new ZobristError("ARGUMENT_TYPE", `utttCensus(maxPly, { onProgress }): onProgress must be a function, got ${describe(onProgress)}`);
    }
    const root = x.zbw_uttt_new(0);
    const handle = root ? x.zbw_uttt_census_new(root) : 0;
    if (root) x.zbw_uttt_free(root);
    if (!handle) throw new ZobristError("NO_MEMORY", "cannot allocate a census");
    const weight = (ply) => 9 ** ply;
    const total = Array.from({ length: maxPly }, (_, i) => weight(i + 1)).reduce((a, b) => a + b, 0);
    let done = 0;
    const results = [];
    try {
      for (let ply = 1; ply <= maxPly; ply++) {
        for (; ; ) {
          const status = x.zbw_uttt_census_step(handle, budget);
          if (status < 0) throw new ZobristError("NO_MEMORY", `out of WebAssembly memory at ply ${ply} of the census`);
          if (onProgress) onProgress((done + weight(ply) * (status ? 1 : x.zbw_uttt_census_progress(handle))) / total, ply);
          if (status) break;
        }
        done += weight(ply);
        const classes = x.zbw_uttt_census_classes(handle);
        results.push({
          ply,
          positions: x.zbw_uttt_census_positions(handle),
          classes,
          hashes: UTTT_CENSUS_HASHES.map((h, i) => ({ ...h, pairs: x.zbw_uttt_census_pairs(handle, i), expected: classes * (classes - 1) / 2 ** (h.bits + 1) }))
        });
      }
    } finally {
      x.zbw_uttt_census_free(handle);
    }
    return results;
  }
  return { utttCensus };
}

// wasm/uttt/index.js
function defineUttt(core, live) {
  return { ...defineUtttPosition(core, live), ...defineUtttCensus(core) };
}

// wasm/go/position.js
var TEXT_MAX2 = 400;
var TEXT_IN_MAX2 = 4096;
var MOVE_TEXT_MAX2 = 16;
var RULES = ["tt", "cgos"];
var COLOURS = ["b", "w"];
function defineGo(core, live) {
  const x = core.x;
  const { error, textError } = core.gameErrors(x.zbw_go_error_name, x.zbw_go_error_message);
  const owner = ownership(core, x.zbw_go_free, live);
  function goTable(size = 9) {
    expectInteger(size, "goTable(size): size", 2, 19);
    const n = 2 * size * size + 1;
    const out = core.output.need(8 * n);
    x.zbw_go_default_keys(size, out);
    return new BigUint64Array(core.memory.buffer, out, n).slice();
  }
  function rulesCode(rules, what) {
    const code = typeof rules === "string" ? RULES.indexOf(rules.toLowerCase()) : -1;
    if (code < 0) {
      throw new ZobristError(typeof rules === "string" ? "ARGUMENT" : "ARGUMENT_TYPE", `${what} must be 'tt' or 'cgos', got ${describe(rules)}`);
    }
    return code;
  }
  const sizeOfText = (text) => text.trim().split(/\s+/)[0].split("/").length;
  class GoPosition {
    #ptr;
    #size;
    // cached: checked on every move code, and it changes only with reset(text)
    // new GoPosition(text?, { size = 9, rules = 'tt', keys }): an empty board
    // of that size, Black to move; or the position text (which gives the
    // size; a size given too must agree). keys: your own 2N^2 + 1 keys
    // instead of the defaults.
    constructor(text = void 0, options = void 0) {
      if (text !== void 0) expectShortString(text, "new GoPosition(text): text", TEXT_IN_MAX2);
      const o = expectOptions(options, "new GoPosition(text, options): options");
      const { rules = "tt", keys } = o;
      if (o.size !== void 0) expectInteger(o.size, "new GoPosition(text, { size }): size", 2, 19);
      let size = o.size ?? 9;
      if (text !== void 0) {
        const rows = sizeOfText(text);
        if (o.size !== void 0 && rows !== o.size) {
          throw new ZobristError("ARGUMENT", `new GoPosition(text, { size }): the text has ${rows} rows, not ${o.size}`, { input: text });
        }
        if (rows >= 2 && rows <= 19) size = rows;
      }
      const rulesIndex = rulesCode(rules, "new GoPosition(text, { rules }): rules");
      let keysPtr = 0;
      if (keys !== void 0) {
        checkKeyTable(keys, 2 * size * size + 1);
        keysPtr = core.output.need(8 * keys.length);
        new BigUint64Array(core.memory.buffer, keysPtr, keys.length).set(keys);
      }
      const ptr = x.zbw_go_new(size, rulesIndex, keysPtr);
      if (!ptr) throw new ZobristError("NO_MEMORY", "cannot allocate a Go position");
      this.#ptr = ptr;
      this.#size = size;
      owner.adopt(this, ptr);
      if (text !== void 0) {
        try {
          this.reset(text);
        } catch (e) {
          this.free();
          throw e;
        }
      }
    }
    #live() {
      if (this.#ptr === 0) throw new ZobristError("POSITION_FREED", "this GoPosition was freed (free() or dispose) and cannot be used");
      return this.#ptr;
    }
    // Sets a position from text (of any size, unless the position has keys
    // of its own: SIZE_MISMATCH), or the empty board; clears the history.
    reset(text = void 0) {
      const ptr = this.#live();
      if (text === void 0) {
        x.zbw_go_clear(ptr);
        return this;
      }
      expectShortString(text, "reset(text): text", TEXT_IN_MAX2);
      const len = core.writeInput(text);
      const err = x.zbw_go_set_text(ptr, core.input.ptr, len);
      if (err) throw textError(err, text, "Invalid Go position");
      this.#size = x.zbw_go_size(ptr);
      return this;
    }
    // A move: "D4" (GTP: column A-T without I, row from the bottom), "pass",
    // or a code (row * N + col; N * N passes).
    play(move) {
      const ptr = this.#live();
      let err;
      if (typeof move === "number") {
        expectInteger(move, "play(move): move code", 0, this.size * this.size);
        err = x.zbw_go_make(ptr, move);
      } else {
        expectShortString(move, "play(move): move", MOVE_TEXT_MAX2);
        const len = core.writeInput(move);
        err = x.zbw_go_play(ptr, core.input.ptr, len);
      }
      if (err) throw error(err, `Cannot play ${describe(move)} in ${quote(this.text)}`, { input: move, position: this.text });
      return this;
    }
    undo() {
      const err = x.zbw_go_undo(this.#live());
      if (err) throw error(err, "Cannot undo");
      return this;
    }
    get key() {
      return BigInt.asUintN(64, x.zbw_go_key(this.#live()));
    }
    get keyHi() {
      return x.zbw_go_key_hi(this.#live()) >>> 0;
    }
    get keyLo() {
      return x.zbw_go_key_lo(this.#live()) >>> 0;
    }
    get keyHex() {
      return this.keyHi.toString(16).padStart(8, "0") + this.keyLo.toString(16).padStart(8, "0");
    }
    // The key without the turn key: what superko looks up.
    get stonesKey() {
      return BigInt.asUintN(64, x.zbw_go_stones_key(this.#live()));
    }
    get text() {
      const out = core.output.need(TEXT_MAX2);
      return core.readString(out, x.zbw_go_text(this.#live(), out));
    }
    get size() {
      this.#live();
      return this.#size;
    }
    get rules() {
      return RULES[x.zbw_go_rules(this.#live())];
    }
    get turn() {
      return COLOURS[x.zbw_go_side(this.#live())];
    }
    get passes() {
      return x.zbw_go_passes(this.#live());
    }
    get gameOver() {
      return x.zbw_go_game_over(this.#live()) !== 0;
    }
    get ply() {
      return x.zbw_go_ply(this.#live());
    }
    // 'b', 'w' or null at a point (code or "D4").
    stoneAt(point) {
      const code = this.#point(point, "stoneAt(point)");
      const s = x.zbw_go_stone_at(this.#live(), code);
      return s === 2 ? null : COLOURS[s];
    }
    // The whole board: a string of N^2 characters 'b', 'w', '.', by point code.
    get stones() {
      const n = this.size * this.size, out = core.output.need(n);
      x.zbw_go_board(this.#live(), out);
      let s = "";
      for (const v of core.bytes().subarray(out, out + n)) s += v === 2 ? "." : COLOURS[v];
      return s;
    }
    #point(point, what) {
      if (typeof point === "string") {
        const code = this.moveCode(point);
        if (code === this.size * this.size) throw new ZobristError("ARGUMENT", `${what}: a point, not a pass`);
        return code;
      }
      expectInteger(point, `${what}: point`, 0, this.size * this.size - 1);
      return point;
    }
    // The code of a move's text ("D4" -> 3 * N + 3, "pass" -> N * N); legality not checked.
    moveCode(move) {
      const ptr = this.#live();
      expectShortString(move, "moveCode(move): move", MOVE_TEXT_MAX2);
      const len = core.writeInput(move);
      const code = x.zbw_go_parse_move(ptr, core.input.ptr, len);
      if (code < 0) throw error(-code, `Cannot read ${quote(move)}`, { input: move });
      return code;
    }
    // The text of a move code ("D4", "pass").
    moveText(code) {
      expectInteger(code, "moveText(code): code", 0, this.size * this.size);
      const out = core.output.need(8);
      return core.readString(out, x.zbw_go_move_text(this.size, code, out));
    }
    legalMoveCodes() {
      const out = core.output.need(4 * 362);
      const n = x.zbw_go_legal_moves(this.#live(), out);
      return new Int32Array(core.memory.buffer, out, n).slice();
    }
    legalMoves() {
      return Array.from(this.legalMoveCodes(), (c) => this.moveText(c));
    }
    // Points where a placement is legal but for superko (to mark on a board).
    superkoPoints() {
      const n = this.size * this.size, out = core.output.need(n);
      x.zbw_go_superko_points(this.#live(), out);
      const points = [];
      const u8 = core.bytes();
      for (let p = 0; p < n; p++) if (u8[out + p]) points.push(p);
      return points;
    }
    // Points whose stones the last move removed (captures, or a Tromp-Taylor suicide).
    lastCaptures() {
      const out = core.output.need(4 * 361);
      const n = x.zbw_go_last_captures(this.#live(), out);
      return Array.from(new Int32Array(core.memory.buffer, out, n));
    }
    get lastWasSuicide() {
      return x.zbw_go_last_was_suicide(this.#live()) !== 0;
    }
    // Superko key matches whose stones differed (hash collisions) so far.
    get failedConfirmations() {
      return x.zbw_go_failed_confirmations(this.#live());
    }
    perft(depth2) {
      const ptr = this.#live();
      expectInteger(depth2, "perft(depth): depth", 0, 30);
      return x.zbw_go_perft(ptr, depth2);
    }
    // The features present (2 * point + colour; 2N^2 when White is to move).
    features() {
      const out = core.output.need(4 * 362);
      const n = x.zbw_go_features(this.#live(), out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    }
    get freed() {
      return this.#ptr === 0;
    }
    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }
    [dispose]() {
      this.free();
    }
  }
  return { GoPosition, goTable };
}

// wasm/tt/args.js
var POLICIES = ["always-replace", "depth-preferred", "two-tier", "buckets"];
var OUTCOMES = ["miss", "hit", "type1", "type2"];
var BOUND = Object.freeze({ EXACT: 1, LOWER: 2, UPPER: 3 });
var TT_MESSAGES = {
  TT_INDEX_BITS: "the index has more bits than a table may have (32)",
  TT_CHECK_BITS: "more check bits than the key has beyond the index (64 - n)",
  TT_POLICY: "unknown replacement policy",
  TT_BUCKET_SLOTS: "this policy does not support that many slots a bucket",
  TT_NO_MEMORY: "out of memory",
  TT_BOUND: "the bound is not exact, lower or upper",
  TT_NOT_INSTRUMENTED: "the table was made without identities (id_count 0)",
  TT_NEEDS_ID: "an instrumented table stores with an identity (zb_tt_store_id)",
  TT_ID_RANGE: "the identity is not below the table's id_count"
};
function ttError(code, context) {
  return new ZobristError(code, `${context}: ${TT_MESSAGES[code]} (${code})`);
}
var U32 = 4294967295;
function readConfig(options, what) {
  const { indexBits = 16, checkBits = 16, policy = "always-replace", bucketSlots = 0, idCount = 0 } = expectOptions(
    options,
    `${what}: options`,
    ["indexBits", "checkBits", "policy", "bucketSlots", "idCount"]
  );
  expectInteger(indexBits, `${what}: indexBits`, 0, U32);
  expectInteger(checkBits, `${what}: checkBits`, 0, U32);
  if (typeof policy !== "string") {
    throw new ZobristError("ARGUMENT_TYPE", `${what}: policy must be one of ${POLICIES.join(", ")}, got ${describe(policy)}`, { input: policy });
  }
  const p = POLICIES.indexOf(policy);
  expectInteger(bucketSlots, `${what}: bucketSlots`, 0, U32);
  expectInteger(idCount, `${what}: idCount`, 0, U32);
  return { indexBits, checkBits, policy: p < 0 ? POLICIES.length : p, bucketSlots, idCount };
}
var configObject = (n, m, policy, k, idCount) => Object.freeze({ indexBits: n, checkBits: m, policy: POLICIES[policy], bucketSlots: k, idCount });
var COUNTER_NAMES = ["probes", "found", "stores", "refused", "hits", "misses", "type1Errors", "type2Losses", "evictions"];
function bad(value, what, type, range) {
  const integer = typeof value === "number" && Number.isInteger(value);
  if (!integer) throw new ZobristError("ARGUMENT_TYPE", `${what} must be ${type}, got ${describe(value)}`, { input: value });
  throw new ZobristError("ARGUMENT", `${what} must be ${range}, got ${value}`, { input: value });
}
function checkKey(key, what) {
  if (typeof key !== "bigint") throw new ZobristError("ARGUMENT_TYPE", `${what}: key must be a BigInt, got ${describe(key)}`, { input: key });
}
function checkHalves(hi, lo, what) {
  if (typeof hi !== "number" || (hi | 0) !== hi && hi >>> 0 !== hi) bad(hi, `${what}: hi`, "an integer", "a 32-bit integer");
  if (typeof lo !== "number" || (lo | 0) !== lo && lo >>> 0 !== lo) bad(lo, `${what}: lo`, "an integer", "a 32-bit integer");
}
function checkId(id, what) {
  if (typeof id !== "number" || id >>> 0 !== id) bad(id, `${what}: id`, "an integer", "from 0 to 4294967295");
}
function checkPayload(depth2, score, bound2, move, what) {
  if (typeof depth2 !== "number" || depth2 << 24 >> 24 !== depth2) bad(depth2, `${what}: depth`, "an integer", "from -128 to 127");
  if (typeof score !== "number" || score << 16 >> 16 !== score) bad(score, `${what}: score`, "an integer", "from -32768 to 32767");
  if (typeof bound2 !== "number" || (bound2 | 0) !== bound2) bad(bound2, `${what}: bound`, "an integer (1 exact, 2 lower, 3 upper)", "a 32-bit integer");
  if (typeof move !== "number" || (move & 65535) !== move) bad(move, `${what}: move`, "an integer", "from 0 to 65535");
}

// wasm/tt/table.js
function defineTable(core, live) {
  const x = core.x;
  const { error } = core.gameErrors(x.zbw_tt_error_name, x.zbw_tt_error_message, "TT_");
  const owner = ownership(core, x.zbw_tt_destroy, live);
  const recordPtr = x.zbw_tt_record();
  let record = new Int32Array(core.memory.buffer, recordPtr, 5);
  class TranspositionTable {
    #ptr = 0;
    // The entry the last successful probe found.
    depth = 0;
    score = 0;
    bound = 0;
    move = 0;
    age = 0;
    // new TranspositionTable({ indexBits = 16, checkBits = 16, policy =
    // 'always-replace', bucketSlots = 0 (the policy's), idCount = 0 }).
    constructor(options = void 0) {
      const c = readConfig(options, "new TranspositionTable(options)");
      const out = core.output.need(4);
      const err = x.zbw_tt_create(c.indexBits, c.checkBits, c.policy, c.bucketSlots, c.idCount, out);
      if (err) throw error(err, "new TranspositionTable(options)");
      this.#ptr = new Uint32Array(core.memory.buffer, out, 1)[0];
      owner.adopt(this, this.#ptr);
    }
    #live() {
      if (this.#ptr === 0) throw new ZobristError("TT_FREED", "this TranspositionTable was freed (free() or dispose) and cannot be used");
      return this.#ptr;
    }
    #found() {
      if (record.length === 0) record = new Int32Array(core.memory.buffer, recordPtr, 5);
      this.depth = record[0];
      this.score = record[1];
      this.bound = record[2];
      this.move = record[3];
      this.age = record[4];
    }
    // A store's entry goes in through the record (exports_tt.c says why).
    static #write(depth2, score, bound2, move) {
      if (record.length === 0) record = new Int32Array(core.memory.buffer, recordPtr, 5);
      record[0] = depth2;
      record[1] = score;
      record[2] = bound2;
      record[3] = move;
    }
    // true, and the entry in this.depth ... this.age, when a slot holds the
    // key's check bits.
    probe(key) {
      const ptr = this.#live();
      checkKey(key, "probe(key)");
      if (!x.zbw_tt_probe(ptr, key)) return false;
      this.#found();
      return true;
    }
    probe32(hi, lo) {
      const ptr = this.#live();
      checkHalves(hi, lo, "probe32(hi, lo)");
      if (!x.zbw_tt_probe32(ptr, hi, lo)) return false;
      this.#found();
      return true;
    }
    // The entry as an object, or null.
    get(key) {
      return this.probe(key) ? { depth: this.depth, score: this.score, bound: this.bound, move: this.move, age: this.age } : null;
    }
    // Stores as the policy says; a refusal is counted, not thrown.
    store(key, depth2, score, bound2, move = 0) {
      const ptr = this.#live();
      checkKey(key, "store(key, ...)");
      checkPayload(depth2, score, bound2, move, "store(key, ...)");
      TranspositionTable.#write(depth2, score, bound2, move);
      const err = x.zbw_tt_store(ptr, key);
      if (err) throw error(err, "store(key, ...)");
    }
    store32(hi, lo, depth2, score, bound2, move = 0) {
      const ptr = this.#live();
      checkHalves(hi, lo, "store32(hi, lo, ...)");
      checkPayload(depth2, score, bound2, move, "store32(hi, lo, ...)");
      TranspositionTable.#write(depth2, score, bound2, move);
      const err = x.zbw_tt_store32(ptr, hi, lo);
      if (err) throw error(err, "store32(hi, lo, ...)");
    }
    // Instrumented tables (idCount > 0): 'miss', 'hit', 'type1' or 'type2';
    // the entry (a wrong one for 'type1') as after probe().
    probeId(key, id) {
      const ptr = this.#live();
      checkKey(key, "probeId(key, id)");
      checkId(id, "probeId(key, id)");
      return this.#outcome(x.zbw_tt_probe_id(ptr, key, id), "probeId(key, id)");
    }
    probeId32(hi, lo, id) {
      const ptr = this.#live();
      checkHalves(hi, lo, "probeId32(hi, lo, id)");
      checkId(id, "probeId32(hi, lo, id)");
      return this.#outcome(x.zbw_tt_probe_id32(ptr, hi, lo, id), "probeId32(hi, lo, id)");
    }
    #outcome(code, what) {
      if (code < 0) throw error(-code, what);
      if (code === 1 || code === 2) this.#found();
      return OUTCOMES[code];
    }
    storeId(key, id, depth2, score, bound2, move = 0) {
      const ptr = this.#live();
      checkKey(key, "storeId(key, id, ...)");
      checkId(id, "storeId(key, id, ...)");
      checkPayload(depth2, score, bound2, move, "storeId(key, id, ...)");
      TranspositionTable.#write(depth2, score, bound2, move);
      const err = x.zbw_tt_store_id(ptr, key, id);
      if (err) throw error(err, "storeId(key, id, ...)");
    }
    storeId32(hi, lo, id, depth2, score, bound2, move = 0) {
      const ptr = this.#live();
      checkHalves(hi, lo, "storeId32(hi, lo, id, ...)");
      checkId(id, "storeId32(hi, lo, id, ...)");
      checkPayload(depth2, score, bound2, move, "storeId32(hi, lo, id, ...)");
      TranspositionTable.#write(depth2, score, bound2, move);
      const err = x.zbw_tt_store_id32(ptr, hi, lo, id);
      if (err) throw error(err, "storeId32(hi, lo, id, ...)");
    }
    // Empties the table: entries, identities, counters, age.
    clear() {
      x.zbw_tt_clear(this.#live());
    }
    // A new search: entries stored from now on are newer (buckets' aging).
    newSearch() {
      x.zbw_tt_new_search(this.#live());
    }
    get config() {
      const out = core.output.need(20);
      x.zbw_tt_config(this.#live(), out);
      const [n, m, policy, k, idCount] = new Uint32Array(core.memory.buffer, out, 5);
      return configObject(n, m, policy, k, idCount);
    }
    get counters() {
      const out = core.output.need(72);
      x.zbw_tt_counters(this.#live(), out);
      const values = new Float64Array(core.memory.buffer, out, 9);
      return Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, values[i]]));
    }
    get freed() {
      return this.#ptr === 0;
    }
    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }
    [dispose]() {
      this.free();
    }
  }
  Object.assign(TranspositionTable, BOUND);
  return { TranspositionTable };
}

// wasm/tt/slots.js
var NEVER = 0;
var STORED = 1;
var EVICTED = 2;
var DEFAULT_SLOTS = [1, 1, 2, 4];
var MAX_SLOTS = [1, 1, 2, 8];
var ALWAYS_REPLACE = 0;
var DEPTH_PREFERRED = 1;
var TWO_TIER = 2;
var BUCKETS = 3;
var PROBES = 0;
var FOUND = 1;
var STORES = 2;
var REFUSED = 3;
var HITS = 4;
var MISSES = 5;
var TYPE1 = 6;
var TYPE2 = 7;
var EVICTIONS = 8;
var bound = (w3) => w3 >>> 8 & 255;
var depth = (w3) => w3 << 24 >> 24;
var age = (w3) => w3 >>> 16 & 255;
function checkConfig(c, what) {
  if (c.indexBits > 32) throw ttError("TT_INDEX_BITS", what);
  if (c.checkBits > 64 - c.indexBits) throw ttError("TT_CHECK_BITS", what);
  if (c.policy >= DEFAULT_SLOTS.length) throw ttError("TT_POLICY", what);
  const k = c.bucketSlots || DEFAULT_SLOTS[c.policy];
  if (k > MAX_SLOTS[c.policy] || c.policy !== BUCKETS && k !== DEFAULT_SLOTS[c.policy]) throw ttError("TT_BUCKET_SLOTS", what);
  return k;
}
var SlotTable = class {
  // The entry the last successful probe found.
  depth = 0;
  score = 0;
  bound = 0;
  move = 0;
  age = 0;
  constructor(c, what) {
    const k = checkConfig(c, what);
    this.n = c.indexBits;
    this.m = c.checkBits;
    this.policyIndex = c.policy;
    this.k = k;
    this.idCount = c.idCount;
    try {
      this.slots = new Int32Array(4 * k * 2 ** c.indexBits);
      this.ids = c.idCount ? new Uint32Array(k * 2 ** c.indexBits) : null;
      this.idState = c.idCount ? new Uint8Array(c.idCount) : null;
    } catch (e) {
      if (e instanceof RangeError) throw ttError("TT_NO_MEMORY", what);
      throw e;
    }
    this.tableAge = 0;
    this.resetCounters();
  }
  // In COUNTER_NAMES' order (args.js): a typed array, cheap to increment.
  resetCounters() {
    this.counts = new Float64Array(9);
  }
  // The slot of the bucket that is used and holds the check bits, or -1.
  find(first, lo, hi) {
    const s = this.slots;
    for (let i = first, end = first + this.k; i < end; i++) {
      const at = 4 * i;
      if (s[at] === lo && s[at + 1] === hi && bound(s[at + 3]) !== 0) return i;
    }
    return -1;
  }
  // tt_lookup: counts the probe; the entry found into this.depth ...
  lookup(first, lo, hi) {
    this.counts[PROBES]++;
    const found = this.find(first, lo, hi);
    if (found < 0) return -1;
    const s = this.slots, at = 4 * found;
    if (this.policyIndex === BUCKETS) s[at + 3] = s[at + 3] & 65535 | this.tableAge << 16;
    const w2 = s[at + 2], w3 = s[at + 3];
    this.score = w2 << 16 >> 16;
    this.move = w2 >>> 16;
    this.depth = depth(w3);
    this.bound = bound(w3);
    this.age = age(w3);
    this.counts[FOUND]++;
    return found;
  }
  // zb_tt_probe_id's classification of a lookup.
  classify(found, id) {
    const c = this.counts;
    if (found >= 0 && this.ids[found] === id) {
      c[HITS]++;
      return "hit";
    }
    if (found >= 0) {
      c[TYPE1]++;
      return "type1";
    }
    if (this.idState[id] === EVICTED) {
      c[TYPE2]++;
      return "type2";
    }
    c[MISSES]++;
    return "miss";
  }
  // Empties slot i; another position's entry there is now lost (type 2).
  vacate(i, id) {
    const s = this.slots, at = 4 * i;
    if (bound(s[at + 3]) === 0) return;
    if (this.ids && this.ids[i] !== id) {
      this.idState[this.ids[i]] = EVICTED;
      this.counts[EVICTIONS]++;
    }
    s[at + 3] &= ~65280;
  }
  put(i, lo, hi, id, d, score, b, move) {
    if (this.ids) {
      this.vacate(i, id);
      this.ids[i] = id;
      this.idState[id] = STORED;
    }
    const s = this.slots, at = 4 * i;
    s[at] = lo;
    s[at + 1] = hi;
    s[at + 2] = score & 65535 | move << 16;
    s[at + 3] = d & 255 | b << 8 | this.tableAge << 16;
  }
  // tt_place: the policy's choice (b is 1..3: the fronts checked it).
  place(first, lo, hi, id, d, score, b, move) {
    this.counts[STORES]++;
    const s = this.slots;
    switch (this.policyIndex) {
      case ALWAYS_REPLACE:
        this.put(first, lo, hi, id, d, score, b, move);
        return;
      case DEPTH_PREFERRED: {
        const w3 = s[4 * first + 3];
        if (bound(w3) === 0 || d >= depth(w3)) this.put(first, lo, hi, id, d, score, b, move);
        else this.counts[REFUSED]++;
        return;
      }
      case TWO_TIER:
        this.twoTier(first, lo, hi, id, d, score, b, move);
        return;
      default:
        this.agingBucket(first, lo, hi, id, d, score, b, move);
    }
  }
  // Slot first is depth-preferred, first + 1 always-replace.
  twoTier(first, lo, hi, id, d, score, b, move) {
    const s = this.slots, deep = first, recent = first + 1, dat = 4 * deep;
    const dw3 = s[dat + 3], deepUsed = bound(dw3) !== 0;
    if (deepUsed && d < depth(dw3)) {
      this.put(recent, lo, hi, id, d, score, b, move);
      return;
    }
    const rat = 4 * recent;
    if (bound(s[rat + 3]) !== 0 && s[rat] === lo && s[rat + 1] === hi) this.vacate(recent, id);
    if (deepUsed && (s[dat] !== lo || s[dat + 1] !== hi)) this.moveDown(deep, recent);
    this.put(deep, lo, hi, id, d, score, b, move);
  }
  moveDown(deep, recent) {
    const moved = this.ids ? this.ids[deep] : 0;
    this.vacate(recent, moved);
    const s = this.slots, to = 4 * recent, from = 4 * deep;
    s[to] = s[from];
    s[to + 1] = s[from + 1];
    s[to + 2] = s[from + 2];
    s[to + 3] = s[from + 3];
    if (this.ids) this.ids[recent] = moved;
    s[from + 3] &= ~65280;
  }
  // The slot holding the key, else an empty one, else the one to replace
  // first: from an earlier search before this one's, then the shallowest.
  agingBucket(first, lo, hi, id, d, score, b, move) {
    const same = this.find(first, lo, hi);
    if (same >= 0) {
      this.put(same, lo, hi, id, d, score, b, move);
      return;
    }
    const s = this.slots, now = this.tableAge;
    let victim = first;
    for (let i = first; i < first + this.k; i++) {
      const w3 = s[4 * i + 3];
      if (bound(w3) === 0) {
        victim = i;
        break;
      }
      const v3 = s[4 * victim + 3];
      const old = age(w3) !== now, vOld = age(v3) !== now;
      if (old !== vOld ? old : depth(w3) < depth(v3)) victim = i;
    }
    this.put(victim, lo, hi, id, d, score, b, move);
  }
  clear() {
    this.slots.fill(0);
    if (this.idState) this.idState.fill(NEVER);
    this.tableAge = 0;
    this.resetCounters();
  }
  newSearch() {
    this.tableAge = this.tableAge + 1 & 255;
  }
};

// wasm/tt/js-table.js
var JsTable = class extends SlotTable {
  get config() {
    return configObject(this.n, this.m, this.policyIndex, this.k, this.idCount);
  }
  get counters() {
    return Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, this.counts[i]]));
  }
  storeChecked(first, lo, hi, id, depth2, score, bound2, move, what) {
    if (this.ids) throw ttError("TT_NEEDS_ID", what);
    if (bound2 < 1 || bound2 > 3) throw ttError("TT_BOUND", what);
    this.place(first, lo, hi, 0, depth2, score, bound2, move);
  }
  probeIdChecked(first, lo, hi, id, what) {
    this.instrumented(id, what);
    return this.classify(this.lookup(first, lo, hi), id);
  }
  storeIdChecked(first, lo, hi, id, depth2, score, bound2, move, what) {
    this.instrumented(id, what);
    if (bound2 < 1 || bound2 > 3) throw ttError("TT_BOUND", what);
    this.place(first, lo, hi, id, depth2, score, bound2, move);
  }
  instrumented(id, what) {
    if (!this.ids) throw ttError("TT_NOT_INSTRUMENTED", what);
    if (id >= this.idCount) throw ttError("TT_ID_RANGE", what);
  }
  entry() {
    return { depth: this.depth, score: this.score, bound: this.bound, move: this.move, age: this.age };
  }
};
var Paired32Table = class extends JsTable {
  #indexMask;
  #shift;
  #maskLo;
  #maskHi;
  constructor(options = void 0) {
    const c = readConfig(options, "new Paired32Table(options)");
    super(c, "new Paired32Table(options)");
    const { n, m } = this;
    this.#indexMask = n === 32 ? -1 : (1 << n) - 1;
    this.#shift = n;
    this.#maskLo = m >= 32 ? -1 : (1 << m) - 1;
    this.#maskHi = m <= 32 ? 0 : m === 64 ? -1 : (1 << m - 32) - 1;
  }
  // The bucket's first slot; the check bits go to #lo/#hi.
  #lo = 0;
  #hi = 0;
  #split(hi, lo) {
    const n = this.#shift;
    let sLo, sHi;
    if (n === 0) sLo = lo, sHi = hi;
    else if (n === 32) sLo = hi, sHi = 0;
    else sLo = lo >>> n | hi << 32 - n, sHi = hi >>> n;
    this.#lo = sLo & this.#maskLo;
    this.#hi = sHi & this.#maskHi;
    return ((lo & this.#indexMask) >>> 0) * this.k;
  }
  probe32(hi, lo) {
    checkHalves(hi, lo, "probe32(hi, lo)");
    return this.lookup(this.#split(hi, lo), this.#lo, this.#hi) >= 0;
  }
  get32(hi, lo) {
    return this.probe32(hi, lo) ? this.entry() : null;
  }
  store32(hi, lo, depth2, score, bound2, move = 0) {
    const what = "store32(hi, lo, ...)";
    checkHalves(hi, lo, what);
    checkPayload(depth2, score, bound2, move, what);
    this.storeChecked(this.#split(hi, lo), this.#lo, this.#hi, 0, depth2, score, bound2, move, what);
  }
  probeId32(hi, lo, id) {
    const what = "probeId32(hi, lo, id)";
    checkHalves(hi, lo, what);
    checkId(id, what);
    return this.probeIdChecked(this.#split(hi, lo), this.#lo, this.#hi, id, what);
  }
  storeId32(hi, lo, id, depth2, score, bound2, move = 0) {
    const what = "storeId32(hi, lo, id, ...)";
    checkHalves(hi, lo, what);
    checkId(id, what);
    checkPayload(depth2, score, bound2, move, what);
    this.storeIdChecked(this.#split(hi, lo), this.#lo, this.#hi, id, depth2, score, bound2, move, what);
  }
};
var BigIntTable = class extends JsTable {
  #indexMask;
  #shift;
  #checkMask;
  #wide;
  constructor(options = void 0) {
    const c = readConfig(options, "new BigIntTable(options)");
    super(c, "new BigIntTable(options)");
    this.#indexMask = (1n << BigInt(this.n)) - 1n;
    this.#shift = BigInt(this.n);
    this.#checkMask = (1n << BigInt(this.m)) - 1n;
    this.#wide = this.m > 32;
  }
  // Any BigInt, taken mod 2^64 (a signed one from an i64 works too).
  #lo = 0;
  #hi = 0;
  #split(key) {
    const check = key >> this.#shift & this.#checkMask;
    this.#lo = Number(check & 0xffffffffn) | 0;
    this.#hi = this.#wide ? Number(check >> 32n) | 0 : 0;
    return Number(key & this.#indexMask) * this.k;
  }
  probe(key) {
    checkKey(key, "probe(key)");
    return this.lookup(this.#split(key), this.#lo, this.#hi) >= 0;
  }
  get(key) {
    return this.probe(key) ? this.entry() : null;
  }
  store(key, depth2, score, bound2, move = 0) {
    const what = "store(key, ...)";
    checkKey(key, what);
    checkPayload(depth2, score, bound2, move, what);
    this.storeChecked(this.#split(key), this.#lo, this.#hi, 0, depth2, score, bound2, move, what);
  }
  probeId(key, id) {
    const what = "probeId(key, id)";
    checkKey(key, what);
    checkId(id, what);
    return this.probeIdChecked(this.#split(key), this.#lo, this.#hi, id, what);
  }
  storeId(key, id, depth2, score, bound2, move = 0) {
    const what = "storeId(key, id, ...)";
    checkKey(key, what);
    checkId(id, what);
    checkPayload(depth2, score, bound2, move, what);
    this.storeIdChecked(this.#split(key), this.#lo, this.#hi, id, depth2, score, bound2, move, what);
  }
};
Object.assign(Paired32Table, BOUND);
Object.assign(BigIntTable, BOUND);

// wasm/tt/index.js
function defineTt(core, live) {
  return defineTable(core, live);
}

// wasm/all-api.js
function createAllApi(instance) {
  const core = new Core(instance, MODULE_ALL);
  const live = { count: 0 };
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineAudit(core),
    ...defineChess(core, live),
    ...defineCensus(core),
    ...definePgn(core, live),
    ...defineBook2(core, live),
    ...defineUttt(core, live),
    ...defineGo(core, live),
    ...defineTt(core, live),
    stats: statsOf(core, live)
  });
}

// wasm/all.js
var { init, initSync } = defineEntry(createAllApi, {
  moduleUrl: () => new URL("./zobrist-all.wasm", import.meta.url)
});
export {
  Additive48,
  Additive48Hash,
  BigInt64,
  BigInt64Hash,
  BigIntTable,
  CENSUS_HASHES,
  FeatureHash,
  KNOWN_DISTINCT,
  Paired32,
  Paired32Hash,
  Paired32Table,
  START_FEN,
  Scheme,
  BOUND as TT_BOUND,
  UTTT_CENSUS_HASHES,
  UTTT_FEATURES,
  UTTT_START,
  ZobristError,
  featuresOfChessJs,
  halfmoveKey,
  init,
  initSync,
  keyOfFeatures,
  layout,
  polyglotKeys,
  splitmix64,
  splitmix64Table,
  toSeed
};
