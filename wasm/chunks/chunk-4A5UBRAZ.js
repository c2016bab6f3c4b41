// Bundled by esbuild from the sources in wasm/ (make); do not edit.

// wasm/core/errors.js
var BRAND = /* @__PURE__ */ Symbol.for("zobrist-wasm.ZobristError");
var ZobristError = class extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = "ZobristError";
    this.code = code;
    Object.assign(this, details);
  }
  get [BRAND]() {
    return true;
  }
  static [Symbol.hasInstance](value) {
    return typeof value === "object" && value !== null && value[BRAND] === true;
  }
};
function quote(text) {
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 100)}\u2026` : text);
}
function describe(value) {
  if (typeof value === "string") return quote(value);
  if (value === null || value === void 0) return String(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "object") return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
  if (typeof value === "symbol") return "a symbol";
  return `${typeof value} ${String(value)}`;
}
function expectString(value, what) {
  if (typeof value !== "string") {
    throw new ZobristError("ARGUMENT_TYPE", `${what} must be a string, got ${describe(value)}`, { input: value });
  }
}
function expectInteger(value, what, min, max) {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new ZobristError("ARGUMENT_TYPE", `${what} must be an integer, got ${describe(value)}`, { input: value });
  }
  if (value < min || value > max) {
    throw new ZobristError("ARGUMENT", `${what} must be from ${min} to ${max}, got ${value}`, { input: value });
  }
}
function expectOptions(value, what, known = void 0) {
  if (value === void 0) return {};
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ZobristError("ARGUMENT_TYPE", `${what} must be an object, got ${Array.isArray(value) ? "an array" : describe(value)}`, { input: value });
  }
  if (known) {
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) throw new ZobristError("ARGUMENT", `${what}: unknown option ${describe(key)} (${known.join(", ")})`, { input: key });
    }
  }
  return value;
}
function expectShortString(value, what, max) {
  expectString(value, what);
  if (value.length > max) {
    throw new ZobristError("ARGUMENT", `${what} is ${value.length} characters long; at most ${max} make sense`, { input: value });
  }
}

// wasm/core/progress.js
var current = null;
function progressImport(fraction) {
  return current ? current(fraction) : 0;
}
function withProgress(callback, run) {
  const outer = current;
  current = callback;
  try {
    return run();
  } finally {
    current = outer;
  }
}

// wasm/core/loader.js
var imports = { env: { emscripten_notify_memory_growth() {
}, zbw_audit_progress: progressImport } };
async function instantiateResponse(response) {
  const res = await response;
  if (typeof Response === "undefined" || !(res instanceof Response)) {
    throw new Error(`expected a Response from the promise given to init(), got ${Object.prototype.toString.call(res)}`);
  }
  if (!res.ok) throw new Error(`fetching ${res.url || "the module (a Response with no URL)"}: HTTP ${res.status}`);
  if (WebAssembly.instantiateStreaming && res.headers.get("content-type") === "application/wasm") {
    return (await WebAssembly.instantiateStreaming(res, imports)).instance;
  }
  return (await WebAssembly.instantiate(await res.arrayBuffer(), imports)).instance;
}
function ownUrl(moduleUrl) {
  let url;
  try {
    url = moduleUrl?.();
  } catch {
  }
  if (!(url instanceof URL)) {
    throw new ZobristError(
      "WASM_LOAD",
      "cannot locate the WebAssembly module: this bundle has no import.meta.url (an IIFE or CommonJS bundle?); pass its URL to init(url), or import 'zobrist-wasm/inline', which has the chess module built in"
    );
  }
  return url;
}
var INLINE_ADVICE = "zobrist-wasm/inline has its module built in: call init() or initSync() with no argument, or pass the module's bytes";
function resolveUrl(source, entry) {
  if (source instanceof URL) return source;
  if (URL.canParse?.(source) ?? /^[a-z][a-z0-9+.-]*:/i.test(source)) return new URL(source);
  const page = globalThis.location?.href;
  if (entry.bytes && !page) {
    throw new ZobristError("WASM_LOAD", `cannot resolve ${describe(source)}: no page or module URL to resolve it against; ${INLINE_ADVICE}`);
  }
  try {
    return new URL(source, ownUrl(entry.moduleUrl));
  } catch (error) {
    if (page) return new URL(source, page);
    throw error;
  }
}
async function instantiate(source, entry) {
  if (source === void 0) {
    const own = entry.bytes ?? entry.ownBytes;
    if (own) return instantiateSync(own());
    source = ownUrl(entry.moduleUrl);
  }
  if (source instanceof WebAssembly.Module) return new WebAssembly.Instance(source, imports);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  if (typeof source === "string" || source instanceof URL) {
    const url = resolveUrl(source, entry);
    if (url.protocol !== "file:") return instantiateResponse(fetch(url));
    if (entry.readFile) return (await WebAssembly.instantiate(await entry.readFile(url), imports)).instance;
    if (entry.bytes) throw new ZobristError("WASM_LOAD", `cannot read ${url.href}: this entry reads no files; ${INLINE_ADVICE}`);
    let response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new ZobristError("WASM_LOAD", `cannot read ${url.href}: this is the package's browser build, and this runtime's fetch reads no files; Node gets its own build through the 'node' export condition (not under --conditions=browser); or pass the module's bytes`, { cause: error });
    }
    return instantiateResponse(response);
  }
  if (typeof Response !== "undefined" && source instanceof Response || typeof source?.then === "function") {
    return instantiateResponse(source);
  }
  throw new ZobristError(
    "ARGUMENT_TYPE",
    `init(source): source must be a URL, a Response, bytes or a WebAssembly.Module, got ${describe(source)}`
  );
}
function instantiateSync(source) {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  return new WebAssembly.Instance(module, imports);
}

// wasm/core/csp.js
var REFUSAL = /Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;
function isRefusal(error) {
  const CompileError = globalThis.WebAssembly?.CompileError;
  const typed = CompileError && error instanceof CompileError || error instanceof EvalError || error?.name === "CompileError" || error?.name === "EvalError";
  return typed && typeof error.message === "string" && REFUSAL.test(error.message);
}
var WASM_CSP_ADVICE = "Add 'wasm-unsafe-eval' to script-src (to default-src if there is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': it is the only relaxation the module needs; 'unsafe-eval' is not needed. Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).setFromChessJs(chess)";
function explainWasmCompileError(error) {
  for (let e = error, depth = 0; e !== null && typeof e === "object" && depth < 4; e = e.cause, depth++) {
    if (e instanceof ZobristError && e.code === "WASM_CSP") return e;
    if (isRefusal(e)) {
      return new ZobristError("WASM_CSP", `cannot compile the WebAssembly module: the page's Content-Security-Policy forbids it. ${WASM_CSP_ADVICE}. (The browser said: ${e.message.trim()})`, { cause: e });
    }
  }
  return void 0;
}

// wasm/core/simd.js
var SIMD_PROBE = new Uint8Array([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0,
  // "\0asm", version 1
  1,
  5,
  1,
  96,
  0,
  1,
  123,
  // a type: () -> v128
  3,
  2,
  1,
  0,
  // a function of that type
  10,
  22,
  1,
  20,
  0,
  253,
  12,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  11
  // its body: v128.const 0
]);
function explainMissingSimd(error, wasm = globalThis.WebAssembly) {
  const compileError = wasm?.CompileError && error instanceof wasm.CompileError || error?.name === "CompileError";
  if (!compileError || typeof wasm?.validate !== "function") return void 0;
  let simd;
  try {
    simd = wasm.validate(SIMD_PROBE);
  } catch {
    return void 0;
  }
  if (simd) return void 0;
  return new ZobristError("WASM_LOAD", `cannot compile the WebAssembly module: this runtime lacks WebAssembly SIMD, which the module uses (Chrome 91, Firefox 89, Safari 16.4 and Node 16.4 have it). Without WebAssembly, the pure-JS schemes still give exact Polyglot keys: new Paired32(polyglotKeys()).setFromChessJs(chess). (The runtime said: ${String(error.message).trim()})`, { cause: error });
}

// wasm/core/entry.js
function loadError(error) {
  if (error instanceof ZobristError) return error;
  return explainWasmCompileError(error) ?? explainMissingSimd(error) ?? new ZobristError("WASM_LOAD", `cannot load the WebAssembly module: ${error.message}`, { cause: error });
}
function defineEntry(createApi, entry) {
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
    if (source === void 0 && entry.bytes) source = entry.bytes();
    if (!(source instanceof WebAssembly.Module || source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
      throw new ZobristError("ARGUMENT_TYPE", `initSync(source): source must be the module's bytes or a WebAssembly.Module, got ${describe(source)}` + (source === void 0 ? " (only 'zobrist-wasm/inline' takes none: its initSync() uses the module built into it)" : ""));
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

// wasm/schemes/feature-hash.js
var KEY_LIMIT = 1n << 64n;
function allKeys(array) {
  for (let i = 0; i < array.length; i++) {
    const k = array[i];
    if (typeof k !== "bigint" || k < 0n || k >= KEY_LIMIT) return false;
  }
  return true;
}
function checkKeyTable(table, size = void 0) {
  if (!(table instanceof BigUint64Array || Array.isArray(table) && allKeys(table))) {
    throw new ZobristError("ARGUMENT_TYPE", `a key table must be a BigUint64Array (or an array of unsigned 64-bit BigInts), got ${describe(table)}`);
  }
  if (size !== void 0 && table.length !== size) {
    throw new ZobristError("ARGUMENT", `a key table here has ${size} keys, this one ${table.length}`);
  }
  if (table.length === 0) throw new ZobristError("ARGUMENT", "a key table needs at least one key");
  return table;
}
var FeatureHash = class {
  // table: one key per feature (KeySpace.table, polyglotTable(), a seeded
  // table, or your own).
  constructor(table) {
    checkKeyTable(table);
    this.prepare(table);
    this.size = table.length;
    this.present = new Uint8Array(table.length);
    this.count = 0;
    this.resetKey();
  }
  #feature(f, what) {
    if (!Number.isInteger(f) || f < 0 || f >= this.size) {
      throw new ZobristError(
        typeof f === "number" ? "ARGUMENT" : "ARGUMENT_TYPE",
        `${what}: a feature must be an integer from 0 to ${this.size - 1}, got ${describe(f)}`,
        { input: f }
      );
    }
    return f;
  }
  has(feature) {
    return this.present[this.#feature(feature, "has(feature)")] === 1;
  }
  add(feature) {
    const f = this.#feature(feature, "add(feature)");
    if (this.present[f]) throw new ZobristError("ARGUMENT", `add(${f}): feature ${f} is present already`, { input: f });
    this.present[f] = 1;
    this.count++;
    this.insertKey(f);
    return this;
  }
  remove(feature) {
    const f = this.#feature(feature, "remove(feature)");
    if (!this.present[f]) throw new ZobristError("ARGUMENT", `remove(${f}): feature ${f} is not present`, { input: f });
    this.present[f] = 0;
    this.count--;
    this.removeKey(f);
    return this;
  }
  // Adds the feature if absent, removes it if present.
  toggle(feature) {
    const f = this.#feature(feature, "toggle(feature)");
    return this.present[f] ? this.remove(f) : this.add(f);
  }
  clear() {
    this.present.fill(0);
    this.count = 0;
    this.resetKey();
    return this;
  }
  // Replaces the set; checked first (range, duplicates), so a rejected list
  // changes nothing.
  setFeatures(features) {
    if (features === null || typeof features !== "object" || typeof features[Symbol.iterator] !== "function") {
      throw new ZobristError("ARGUMENT_TYPE", `setFeatures(features): features must be an array of feature indices, got ${describe(features)}`);
    }
    const list = Array.from(features);
    const seen = /* @__PURE__ */ new Set();
    for (const f of list) {
      this.#feature(f, "setFeatures(features)");
      if (seen.has(f)) throw new ZobristError("ARGUMENT", `setFeatures(features): feature ${f} is listed twice`, { input: f });
      seen.add(f);
    }
    this.clear();
    for (const f of list) this.add(f);
    return this;
  }
  // The features present, in increasing order.
  features() {
    const out = new Uint32Array(this.count);
    for (let f = 0, n = 0; n < this.count; f++) if (this.present[f]) out[n++] = f;
    return out;
  }
};

// wasm/schemes/bigint64.js
var withBigInt64 = (Base) => class extends Base {
  get name() {
    return "BigInt64";
  }
  get bits() {
    return 64;
  }
  prepare(table) {
    this.keys = Array.from(table);
  }
  // Rewrites one slot's key (the chess schemes' halfmove bucket).
  setKeyAt(slot, key) {
    this.keys[slot] = key;
  }
  // The key that takes a slot's key out: XOR is its own inverse.
  negateKeyAt() {
  }
  resetKey() {
    this.k = 0n;
  }
  insertKey(feature) {
    this.k ^= this.keys[feature];
  }
  removeKey(feature) {
    this.k ^= this.keys[feature];
  }
  get key() {
    return this.k;
  }
  get hi() {
    return Number(this.k >> 32n);
  }
  get lo() {
    return Number(this.k & 0xFFFFFFFFn);
  }
  get keyHex() {
    return this.k.toString(16).padStart(16, "0");
  }
};

// wasm/schemes/paired32.js
var withPaired32 = (Base) => class extends Base {
  get name() {
    return "Paired32";
  }
  get bits() {
    return 64;
  }
  prepare(table) {
    this.hiKeys = new Int32Array(table.length);
    this.loKeys = new Int32Array(table.length);
    for (let i = 0; i < table.length; i++) this.setKeyAt(i, table[i]);
  }
  // Sets one slot's key (also the chess schemes' halfmove bucket, rewritten).
  setKeyAt(slot, key) {
    this.hiKeys[slot] = Number(BigInt.asIntN(32, key >> 32n));
    this.loKeys[slot] = Number(BigInt.asIntN(32, key));
  }
  // The key that takes a slot's key out: XOR is its own inverse.
  negateKeyAt() {
  }
  resetKey() {
    this.h = 0;
    this.l = 0;
  }
  insertKey(feature) {
    this.h ^= this.hiKeys[feature];
    this.l ^= this.loKeys[feature];
  }
  removeKey(feature) {
    this.h ^= this.hiKeys[feature];
    this.l ^= this.loKeys[feature];
  }
  get hi() {
    return this.h >>> 0;
  }
  get lo() {
    return this.l >>> 0;
  }
  get key() {
    return BigInt(this.h >>> 0) << 32n | BigInt(this.l >>> 0);
  }
  get keyHex() {
    return (this.h >>> 0).toString(16).padStart(8, "0") + (this.l >>> 0).toString(16).padStart(8, "0");
  }
};

// wasm/schemes/additive48.js
var MODULUS = 2 ** 48;
var withAdditive48 = (Base) => class extends Base {
  get name() {
    return "Additive48";
  }
  get bits() {
    return 48;
  }
  prepare(table) {
    this.keys = new Float64Array(table.length);
    for (let i = 0; i < table.length; i++) this.setKeyAt(i, table[i]);
  }
  // Sets one slot's key (also the chess schemes' halfmove bucket, rewritten).
  setKeyAt(slot, key) {
    this.keys[slot] = Number(key >> 16n);
  }
  // Replaces a slot's key by the one that takes it out: 2^48 - key.
  negateKeyAt(slot) {
    this.keys[slot] = (MODULUS - this.keys[slot]) % MODULUS;
  }
  resetKey() {
    this.k = 0;
  }
  insertKey(feature) {
    this.k += this.keys[feature];
    if (this.k >= MODULUS) this.k -= MODULUS;
  }
  removeKey(feature) {
    this.k -= this.keys[feature];
    if (this.k < 0) this.k += MODULUS;
  }
  get key() {
    return this.k;
  }
  get keyHex() {
    return this.k.toString(16).padStart(12, "0");
  }
};

// wasm/schemes/index.js
var BigInt64Hash = class extends withBigInt64(FeatureHash) {
};
var Paired32Hash = class extends withPaired32(FeatureHash) {
};
var Additive48Hash = class extends withAdditive48(FeatureHash) {
};
var FEATURE_HASHES = { bigint64: BigInt64Hash, paired32: Paired32Hash, additive48: Additive48Hash };

// wasm/keys/splitmix64.js
var MASK = (1n << 64n) - 1n;
function toSeed(seed) {
  if (typeof seed === "bigint") return BigInt.asUintN(64, seed);
  if (typeof seed === "number" && Number.isSafeInteger(seed) && seed >= 0) return BigInt(seed);
  throw new ZobristError("ARGUMENT_TYPE", `a seed must be a non-negative safe integer or a BigInt (taken modulo 2^64), got ${describe(seed)}`, { input: seed });
}
function splitmix64(seed) {
  return outputs(toSeed(seed));
}
function* outputs(seed) {
  let state = seed;
  for (; ; ) {
    state = state + 0x9E3779B97F4A7C15n & MASK;
    let z = state;
    z = (z ^ z >> 30n) * 0xBF58476D1CE4E5B9n & MASK;
    z = (z ^ z >> 27n) * 0x94D049BB133111EBn & MASK;
    yield z ^ z >> 31n;
  }
}
function splitmix64Table(seed, count = 781) {
  expectInteger(count, "splitmix64Table(seed, count): count", 0, 1 << 24);
  const table = new BigUint64Array(count);
  const next = splitmix64(seed);
  for (let i = 0; i < count; i++) table[i] = next.next().value;
  return table;
}

// wasm/core/base64.js
function bytesOfBase64(text) {
  const NodeBuffer = globalThis.Buffer;
  if (typeof NodeBuffer === "function" && typeof NodeBuffer.from === "function") {
    const decoded = NodeBuffer.from(text, "base64");
    return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
  }
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// wasm/chess/polyglot-keys.js
var BASE64 = `
QW13M34kOZ3HpaoFgDn3Kkc1YiRQAdtE4mqnYj73FZyJDJxIZUSDdb8BMCA6rJAyeSIEYR+tuw/KYPvyj5A66BBcdVhddn4N
LeCvziI4CBqww17i8NUFltUuOtFc/yHQMi5nSl3xvUCVY9VvFFUTAeXZ80Ygg7RdzBn3fy2LnyOhmrSFrqHRBXHJj26PhJ9n
C+0fgP+7SXTwrbfDsc0Rfcy3HniecMeCbHgQlRyPIfPmu1Gv83gUM0OUIefljbNL/FD9vG6cZKoL1K9So5i9jReS14FLB9KH
4Srp01HH8xm/mrFi8DCrtMR6BEKsAAV7XdgJGqgsRckAdaJNUWyqJEe0AXVCNJ9MQQiRPNePphSTvRxGg5sbpw+F8bCVi0gD
QMCT/zQre2OUCtk9mrzRCTvdoTSDZnU1I1rEpJcrXnMLQL3xcHByGOcCv1nSrMsfVWWbzsKnENNEgl3+4D+YvySoVHRP0XSf
NTC6uUrc61H6sJrbBcWCXEGyMDSK/vf83j26uSmnUzJ1MBsIaMN0jOczfBaHbLy5IE4CgyuP9H5/vVHD1AXVEUOidiyp/Ghl
uKcyD/Sw4E1dfsMMRpPWli+faGPLQOJCYZaR4trcK21R2eQ2AguIQrYbF5hYSg9fiC/5efWQ+DmLOFZz9LXFk3gbI42dNdxj
dq2Y6orKFuzHLajCAPlVU0JxmVqFn/sHXu2nqHpBk1A8f1qijcPLe9S29Ix2ivwZ2cDP3oB3emP3QQ7ueqRJgujR5wFVaa15
dld9d/S6rBSVod7MvrZF8fxSFyDIKr/a9tPI+U3JwyTqEjnwJCluu9mAyZULbOIMxHy/vzLRnKQ5OST0Kmad6T9cFpF4reYn
8U90uUDwNYVz2EBf+vSzVCvtfxIyLLFyRx9BezxNle6h6iSakKyFmvUhT/DZTKxwwnWgmT6duPmxB8m1suKzh7hIT8W45Waj
8nw/zEaTSq69eyZHTcAgGekqnrTGAr+HWTh/I6w3IgnQFO34TvYH/07FPPCp3OiNiZy0TSYzFpztOAsLPSzys0sUAU20Xw45
6WgncbSl/luEiacfkTIQHrOM52S5rHSaBPvaNaD3gE/EODcLmtAEYwg6AoNG5nEhDPjvnOtjm1tCk4iJ9KxqUNYBp6PJr4EY
RAZ1QAQIA2Wn9NucM5XT3/IgDPC8fZLv7IA24NH3MntDYjHnIHb9uXcbuX2l6KcFdQpjFW6ciLX3c5XOCQp1SoovmonsTEbP
JLgF55xjOPV/74BV/6B5PJ1gd4R/yObtMT/JW/CBnnmMikLzjGtThnN7CGBMN9eXMoUy/3xjRqKg68AM5so/BJ413TWVRA6S
zJCyFTsJ63C9HFkWGZKhc42qoeGfbENWgY87Y3BLrO+v913UmFchu2gXT/JCAPJFYnTr6PSAD5OhXtfP/xJn/3CqaHTWP2Ku
/NjIS8hbLN3ZLc9UDRLtfhxfFgFUVP4iKZm5j+kAGMllA8FqjtaLgPYFdlsUaMTeAjP1rqPj7RsCVsXWA5ZTQ3rLHGlcm5aq
Vu7vktMyeKiuEX48eyyUZfYE0Moz1tLeZeUg9HCF8CE8Tql9jZMVtFBjy57lWbiRSoDt4DPzzxDdtwu+QNGuKFakT3KJHczF
QSca8YD2SFaz2rfwaVAlLdSrKfeOo8WbvKL2CEMFL+9YKFzM9UIgryq+9be6EgRIQ/49Vkqv865/SVHkmuWvGUDo8d8DOFlS
8OYsX+Z28PTzWn10JZY3ERXBgoYk0uW8T5k26D0kpJ0XkOA/s3BvBhwaZ5sY3sRNw1ckcbeaA1G0tB/DgD96wHxuSubF6W60
hxzmq0KagbMgKlI6kwegIU+qmBV2b/Et/WizcRNKPHaghuACZ8ST9zGN6yoBjijXS8TBSypqM94jnweNs5L2C7Mmcxd6SmAs
ZGDrAz7nUEgbjjzl8UfEz5mNJmT1o1yw6HSUvMiC4ZrKWFX81Ev8pHZO/FiNF1Xn/j3ApLF9uWmWfMasxLe1+ftVhkvWgmr8
F0TSxLZMaJzQbkUXKX3Jjn7pJCmd3wNnTkSnQn71R8We0srnRHbjePoFLzbpRJr+FWYzOMw1vQjOmhI66+UVk3XfBB6HGwaU
EKBLeJ2fHd+dtXGItle6Oz/30d7urbfS+HPDO9hVoveB6wyMRPL016f/ENKM6FvZ5yhH//hSbzNxrBLD2klAp7X9N+S2G/ai
szVqf7BcKk9ZeL+lvYDThyE6RWzg97kWTtUPikxIonuM46LZynim86J7Q959v7A5JESKv8FVr/yUpT9XgPb8GMNaSZ+4YwVM
DZMAGpOH4EDBQrYuQan/jJ8WYTIFOcpo4nl10mfpHnpvW28H5WAdnaJb9raZ4xA4sfm1Sm1bCTKKA90JIbbKNbGvz59JJAup
vcbCfKAloncx43BMY14+URIvaT/KwGFDW6QgS6SsQdl7gMUChnyPUok5Ybm+kqtSc39V/C76HZ1Iw3L1dfEvcpf+BxGlYBId
opsM7FeaJHrW8vfo6Y8gBKAguVhgDBFamFaKZZek2QxMWnH5yCP9Vq56iJ17hEwoyxm2vfur/gSDumAcZR4udDytBFnmMpaa
4rlRO6GCG4gkSZfNRGduUHlq/G+1PRiwftNuxhW52Q6E1HNYbegRXm6sGTV+ZHj2xQzy0IjUhRshkNglZf652hU2t62GHRUN
GfDA3E6lZaj7j/muZiXEkzEHAL7qr+eZWijfbQj/y0ivi/fr8WqbfyG6mxQafmJYMx55vSpu0SyWeZfw9e9j0+1uSjSMo+IM
QafPua1KgBrexXgdQjB/kAdNA7PtZR9Q6aaPpOVKYjdO/wxwYa97lYoYMU6TJ2w6RaO8alMDldTgMsSJlQSOCLghv/7nrkP5
0zlhMz6OO2wu5U5G+m9PNiJCMdzObQ/WwI9Byg07llavE+WR3w71FpOfYEuRVRnvKDJONsABVlZ1gX6IOTm17EspMYWhqce6
Urp7OXDERLO9zvPaVEnTZeIRdak/G7i0p/bWkxEGIrRNQzgcQIIVB/VP3L6L8RN60iTFFrGXQLwo6vLihXi5WURVEcNdCheZ
+anG51czQm+Uh29u7ihZMkMzsChiNuTQJ+qJ3vcxXFYUlBGEFGH1ME/tkhI523PYvN4Xjh1O2XuUbqdkaPHZxzzmVu5T4HqU
X19H+YI4ycjKgR+pW/WbOuQImD27H6HZyp/C7WMg0g+5sKCs2Fbys4RuUbSoMTCwr0gUh9U33TVOLlQFKwj26VlLJdcz+vrr
gCJTDbWrVZLzNC1/5UyruVF1KSjWATVpv0nZfflYLMZqEsUZj09FzcveK8xOP+i7MOIZKH4rhNy4A3UALhSJusthUAodlLyj
IYDNMg529ukvSXa8UuXHCclcpU2TVC+FVs9PBs/8B4GAZf8f1VSJCb/EVRnbDrcjnfYwZELeMMMKXKToQ+0VR42ggLfa5Neo
u+A88HS5cgXHGRRemC59tT/X8yy+7NnoUJflcHGx5C+Q5wV5qHsxEexFH4rsIb9/AFsEy7/KJRcHsuLVXJFOlm3WFvDLiys+
rKAok+NEdL63RN68Tytb+LFjujnqPzVJakhTza8a0B2Fn3H9korKH/p6NSfYlXz8vV6zyJCpphiNwrnGBXDLzCZ/sUMsuds7
opWW+LS1cKp/MJhKpTlM6W7z9s90saC3rUivKUeo29RoSnDZGrwYLhyLL69tluAtfqBDHlsdwblgM+PeaC2XZIQFwtA4jWKU
WaWQq7bSwNsvp8Y1Qzxz0k0Pp5Sd2XV+K6dvN4MZ7WwkvDDwy6r8lxI7UDJ7SXd7lMscuN/tR4XLAgn335yZeSSbjkM5Gf7P
15UtieMmloLxs/KRQuL6kgM0nHsULOJjHEooYNi2eMbnmmVQiIhzWG1zqJbS3IEJQKQJZZp4ZZ8vBely7Y/zn4xXMJlb7nnk
ze5JLc2O8uf+F+qBpXTAVu9KsXTX90RVDylv/JUBP3tXz8CyNTYVEqcMXrrbJlF/E7SvPmyVdno5qzEdoXRXPbQM9CE4CBuK
Yt83JeM4SnsDbh1tZBMBlanoQQCal6hN1xV1jwduwzvRENN68hIKXScTvh4uGp1/sVdRHBs2OtolDD2QIH3d3Af3aNA2M4M2
iTOJeR80aM40X9CNFpCQq+Ul3FIyS5VD6eWYf7bCOLSSpFE4jtfcEL8ieES1esLbgqMs+GXbPJuETHsWlnh7tlCsjgSw0c6/
vf6fNmCbEalFvwQJyHr/H+fuFxgX+xKsPandd5HaCK9Ex2Vuk6sMGzLp5QQd61m1uvLW+LNFe8PpyaqMItypw/8HZVpntrjz
2oHWTt53xJ/Llu/Mjo03ZzaSJU3ZVthtMdu0sBXOGaNe3RIfdXM5B6WBJ7OehI6K9XlSKHFckuH+Dgx58UvAdIqTlDwVSNpN
LFTAHGptJp3+xAhlgftAdJ8iSN8DhTITQKw85K57v9aPdPZuX9Y4SOqNMfMoIxUev5bySKMZhI8RtVdZSoPIcly0YDKnI6DX
rm21z6vI65Tgk5mYDw3Bn+bKk1s1omjevotTrnn+TKQlFDfO/IQdnTa23y2rsdJRjNMs57nk1y8QIlW3llvKZW1UO6vYoGnd
4nC/X7JRTWCerLdPVoqqc0gRlCuZHowaoL7ZAycKxKqm86R/rr5Ndou+qXBuuZkeQ0fvV+udXiyBmdIy7o+TOv6t9f2P2+Ym
nZ/sBMVWk0aMkNEIWzx2yFUA2Fn4amw/RaWjIJTDfH/OxfS9fiL7m1xc/NZ5nQOJtipeMFeL6I/elqs1jIyeoFNXMoM5OX76
mcYXxuzQttbjV3We6iHq3/gKaIGkH3y25STnqYU3Hso5FmgN7Yv8HOrKQNFJhY3RNRPJnX7+0E7S9XNEY/Db5P6u1UQ6+WEX
VdoQOUyOiVOaw24fGOhNc5eNoroisYAmq69byDHyiinVRwh00+6DeYnYDKahosFmweSjQpbkF54FCNy651S07SnDArbKBLdQ
I9DdnPsXw0wi6q+eXYO0Zr2B/G/il5shnTozCkxOHiaQ2xdlp8ziH7vtFoj6TVDXyInATaAfV7neJ5slJQPcHaq5HoCIRj/P
Q7LKEFzQ9fQOK6QhXFK2OABo+qQrDvY2zuBzMYCTNesDNlp8JdZMnIqqrTJ9MQyvS0wgx4BajiVdiERNYp2Ii1X4YOaXRdH0
w0GJ7GZ/NNQNtN+whe2Z5oQELXwg9nIkta5ZtLXnocLsRR3MUWRPq3RhPa5ydXZjKBpzAdELnqUJj5TLFgBtEZ9uLwXKyPks
42ipYHUKCQvxb+Ddst3uq40GogYLwe9Y4IbZ+3h65cbXAug8poyrLjbzFgFklaEUkMNOYt0oCHzHahHmd75L11P79RCvVkSA
xyFD3yrq6esweljuOZohAySZrxfvf3hJSAVS2Aww6aHvtLHkIuVFWzYaCZU5O5y0MUTxJtUKSdTCGJSvFvKoEiQFNcd8gx8A
1WSnVx61dxjuWH/xgDuFohDTNi3nHT6ZVqZkzoCAWbO7BJ8Nz1kvJQA2EW0XjjzSbljk55IE2hu/GcYmUL3gIU75iPDaegk7
boS+MNveFI309vU6ov9c+UP3s2EHcHE4Fvrk6ZErZ8pVO/W/MeXIZH3o0UrtYBIkIujScrkJbBAwyuUQVBm6f9hptWy82YR4
KUqJze3fRwZ0RyI+8D9XYyOxkQ9W6chPeVcnUORWuR371Om5dBLZuOH8++JH7uuiCfuXzQzz8dlrTtZf11Pt73/2F2DDAm0u
m04I2yBNqqnBllOy2OhLtvC81cL3astwLjKi96R28Jhfm+YFCEeEv/MM+QYfJcOU6ZFlamE+AD7zryEEzaYluQDjZnww0b1h
SA1+4ghRjb8gi4iLerUKJAd+KK9LYYf8MrT9b9DNAu8KbN9mBCwIocgyEwB35RWCz7aNpMO5m9MUXDA0liU4Jz35fcmUT89h
WxJOrqKsaxsLLleIDEWPdVmDelB9WJ+VTfVF4GLpY7DR9d/Acu3oYJ9vMlWFl2R7uhSobSMNCP1YRT8Im/2QjJDF4oH+cm8Q
Utn3OToDdnlLoEx2MgHspHf65PoFpz5zZ2Hlw3v32LTZP7MD+fQhnm2ftp9BXnad76UeposIDNNbf6+/fzOUXVl6TesiSE4a
s39jG+hz/m/Kudg2vFf53bM4iOqe4tBkY59r2d+b3QgTHX2l5Xl+CPuz4uMw4ijjvkYJD+NZJRyqLk1v8vULctsJxhwmTXew
lRE3WuxkP0QOJppkaM8SQcrF9bf68hPY7kEIOFcyDWajEPlzeCysWRcaZ3c4lkbo+Gk0+qsztpPPzfQOpvXAwIyyd0PNHvLK
dYGbGQd3J1cdiw7ZuRFsUF8lGXpowjzY0UwxWkbGKUqXUCMWEvIt7eKWcv+VXGO1EehytjoAryI1gvZrWWLnUrDG7MY6o+ua
tt80keBtT5Q53qeDyL5HbAQhoTDER9BqZ0CroNvPsaViePCvM9hFfAvaFgqV75JQe44rBZzmOJP14zD+TEtaRfgMrZUx5gJr
J7/WuiSyF2tpwblb0szg0XCuuValiQze9jwhWlNeBlB0uHcn+mkRnO0er5TW7+14aA6lJpU9yW3tkWfwU/SX7tMDZ2nbDqsy
p1cH58dTaDp98yBh7VyGMZB4YJJd+f5nnNz2FR8dKx9la1yWqDietvTMTBj/GZGqE0zycyhzPPTSgJpKeT1K+5wQ1h8ywlA1
fkG4a+d3Hzd5V8Berpr6a3hHGgD/8wTNyoBEBiI1J+NKwc//i1CRn2CeGgZBf5oEm/7yqUO+tvyb2pd3HIreCKE1hwfmh5iP
ZjrHvx0HtLUzjaD7PTQOI31lrg9af+1DY1ywvPugiDpPvC1Ni0uHIcmo9jUuod4bKDXmyMZlwFNrjXoOJR1K437dUXY7TbDW
LZ6zfH4nkF59xi0GIm8ELCYKLRNZtAuxmfHiZ/vdqT+v9xQZjrgJDjer7vNas+gQM7ly4qjs7Z5fruhKvBjH1CD8cBFgbVOB
BoqBhfg0tZF4CZA/+HeB7G4Vpa1PcQ4ZY0k2sDm/krXBfa6TyFDDifKDs/hwLgSsYO6hh+VSm7SJ2ib/4y8V+xUsrmlvbmY+
+RlMVL5OVDtWJM+Q4qEF6BdR0n6dPLMkwfBye0IzR+d1dAm3GE2ACk/bHohtMONXy9u1bqPW50rIZHAVMlSNLYsmfx7eSebR
LFX+7RyKMoraxySWx66jB5Q8ID7cfVSEY9JxUP2YCpmJ/O4WJvFPGgBCcTEU/ff2HPQyoxtbwDCGp1UVuDYmjQIJEl21/slG
IZmctHMK7MySxF81JyidTg/LXUMpsOsZLIqEQ7fSWUYxvjNryfI+ln0uWrCYUfh0GPux0k1UD1qxNOHCc3ByA2HqmuUtqvbH
L8LXoLqHJzU1C147tupTmGAIXO3Xzb2rsHeNrPXaBc8ep/TrjNTKSabEWCHsEEx6nnG/RqIq6dlXVf4JjZeuE/9JFZKvmQRz
pDuQkltwS046Ck/BInJX/66vevlMNLZVYGlbBVsiYri0zdLd+5rAyl9r6Z+C6fjamMQyMV38/bUDdW/bgLMMMQ42eiFGu3/o
SBG7bkauAiEN4KU6Gp5U+BomQsz9mqYHruqP578YwcQ41GvZLon0+dpFj13i2/MatO7e0rCwtPWEHC6o784qluk8Ra/KPm4E
TJqUgZYSXfCEPEtzzoFHlr1fzoFA1C6cnjFekvMjLlKR9zL8+QB+F/Kz86ZjCsYrBlZyYa6/KyKAZz3M3YliSID8/Y5beMd9
gKkrwDGH84r33aIp6mSrH1oGzSKTQtnkDPJEeMZYoJ2wGQC3MuPAJK3mz6a1AzAj9hfCxQG9htUrvClfiDdWXksJlIxtcrp+
cpLjv/ClVgoGDeJOqHaU1ze/pLppEkyeQObesEXu7xfGC/n8pbCVHV1Ywpm24MuTeW0reiJP+mXVBCUpWOj51W8aR3E/oLXC
AB5WtCICMFncEgfKQoYvzoiJLrs/cql8CLryR4MzhSeMDuVBobMbxibsnasdNg8V9JUlOJ1Bap/Jev4kyT2lZD18ev+f5C0U
56l/hUhSMwwFU+Tq1TKcCi65u8R4IcTmBwvSkCTO8XEa5a910sO88XRAMzzI6CjnJEaIEjr4+5alPVfWn1ShgUnhNa98hqdf
Gwnt8y5umFZhbIj41R1/kV/m/8iIjA3SEMOyZM4d1zGQgYnfh7Vl8aDzLN05Y36lyR6Wsdvm9h4kbsIL2XPMcNc6DN81axri
YmmAstiTOgChkLg8096ZHIlC3QreRTHPcvsUVXpC5NCDpLOfzCHGdwtVVkOsTaNnCYUnr6om1vg=
`;
var COUNT = 781;
var keys;
function polyglotKeys() {
  if (keys === void 0) {
    keys = new BigUint64Array(COUNT);
    const bytes = new Uint8Array(keys.buffer);
    bytes.set(bytesOfBase64(BASE64));
    if (new Uint8Array(new Uint16Array([1]).buffer)[0] === 0) {
      for (let k = 0; k < bytes.length; k += 8) bytes.subarray(k, k + 8).reverse();
    }
  }
  return keys.slice();
}

// wasm/chess/layouts.js
var FEATURES = 781;
var CASTLING = 768;
var EP = 772;
var TURN = 780;
var MASK2 = (1n << 64n) - 1n;
var EP_RULES = ["pseudo", "legal", "literal"];
var NAMES = ["polyglot", "stockfish", "chessjs"];
var rotl = (x, k) => (x << k | x >> 64n - k) & MASK2;
function* xorshift64star(seed) {
  let s = seed;
  for (; ; ) {
    s ^= s >> 12n;
    s ^= s << 25n & MASK2;
    s ^= s >> 27n;
    yield s * 2685821657736338717n & MASK2;
  }
}
function* xoroshiro128ss(s0, s1) {
  for (; ; ) {
    const result = rotl(s0 * 5n & MASK2, 7n) * 9n & MASK2;
    s1 ^= s0;
    s0 = rotl(s0, 24n) ^ s1 ^ s1 << 16n & MASK2;
    s1 = rotl(s1, 37n);
    yield result;
  }
}
var draw = (generator) => generator.next().value;
function stockfishParts() {
  const rng = xorshift64star(1070372n);
  const table = new BigUint64Array(FEATURES), castling = new BigUint64Array(16);
  for (const color of [1, 0]) for (let type = 0; type < 6; type++) for (let sq = 0; sq < 64; sq++) table[64 * (2 * type + color) + sq] = draw(rng);
  for (let f = 0; f < 8; f++) table[EP + f] = draw(rng);
  for (let r = 0; r < 16; r++) castling[r] = draw(rng);
  table[TURN] = draw(rng);
  return { table, castling };
}
function chessjsParts() {
  const rng = xoroshiro128ss(0x31c4b365b102e01en, 0xa187eb39cdcaed8fn);
  const table = new BigUint64Array(FEATURES), castling = new BigUint64Array(16);
  for (const color of [1, 0]) {
    for (let type = 0; type < 6; type++) {
      for (let x88 = 0; x88 < 128; x88++) {
        const key = draw(rng);
        if (!(x88 & 136)) table[64 * (2 * type + color) + 8 * (7 - (x88 >> 4)) + (x88 & 7)] = key;
      }
    }
  }
  for (let f = 0; f < 8; f++) table[EP + f] = draw(rng);
  for (let r = 0; r < 16; r++) castling[r] = draw(rng);
  table[TURN] = draw(rng);
  return { table, castling };
}
function build(name, table, castling16, ep, turn, halfmoveBuckets) {
  const t = new BigUint64Array(table);
  const castling = new BigUint64Array(16);
  for (let r = 0; r < 16; r++) {
    if (castling16) castling[r] = castling16[r];
    else for (let bit = 0; bit < 4; bit++) if (r & 1 << bit) castling[r] ^= t[CASTLING + bit];
  }
  if (castling16) for (let bit = 0; bit < 4; bit++) t[CASTLING + bit] = castling[1 << bit];
  const l = {
    name,
    get table() {
      return t.slice();
    },
    get castling() {
      return castling.slice();
    },
    castlingKeys: castling16 ? 16 : 4,
    ep,
    turn,
    halfmoveBuckets
  };
  Object.defineProperty(l, BRAND2, { value: true });
  ownKeys.set(Object.freeze(l), { table: t, castling });
  return register(l);
}
var BRAND2 = /* @__PURE__ */ Symbol.for("zobrist-wasm.Layout");
var adopted = /* @__PURE__ */ new WeakMap();
function adopt(other) {
  let l = adopted.get(other);
  if (l) return l;
  const { name, castlingKeys, ep, turn, halfmoveBuckets } = other;
  if (NAMES.includes(name)) {
    l = namedLayout(name);
  } else {
    const what = "layout(spec): another copy's Layout";
    if (!EP_RULES.includes(ep) || turn !== "white" && turn !== "black" || typeof halfmoveBuckets !== "boolean" || castlingKeys !== 4 && castlingKeys !== 16) {
      throw new ZobristError("ARGUMENT", `${what} has fields this copy does not know (ep ${describe(ep)}, turn ${describe(turn)})`);
    }
    const table = checkTable(other.table, FEATURES, `${what}'s table`);
    l = build(name, table, castlingKeys === 16 ? checkTable(other.castling, 16, `${what}'s castling`) : null, ep, turn, halfmoveBuckets);
  }
  adopted.set(other, l);
  return l;
}
var ownKeys = /* @__PURE__ */ new WeakMap();
var keysOf = (l) => ownKeys.get(l);
var named = /* @__PURE__ */ new Map();
function namedLayout(name) {
  let layout2 = named.get(name);
  if (!layout2) {
    if (name === "polyglot") layout2 = build(name, polyglotKeys(), null, "pseudo", "white", false);
    else {
      const { table, castling } = name === "stockfish" ? stockfishParts() : chessjsParts();
      layout2 = build(name, table, castling, "pseudo", "black", name === "stockfish");
    }
    named.set(name, layout2);
  }
  return layout2;
}
function checkTable(keys2, length, what) {
  const ok = (keys2 instanceof BigUint64Array || Array.isArray(keys2) && allKeys(keys2)) && // not every(): it skips holes
  keys2.length === length;
  if (!ok) throw new ZobristError("ARGUMENT_TYPE", `${what} must be ${length} keys (a BigUint64Array, or BigInts from 0 to 2^64 - 1), got ${describe(keys2)}`);
  return keys2;
}
function layout(spec = "polyglot") {
  if (isLayout(spec)) return spec;
  if (spec?.[BRAND2] === true) return adopt(spec);
  if (typeof spec === "string") return fromText(spec);
  const o = expectOptions(spec, "layout(spec): spec");
  const { base, seed, table, castlingTable, castling, ep, turn } = o;
  for (const key of Object.keys(o)) {
    if (!["base", "seed", "table", "castlingTable", "castling", "ep", "turn"].includes(key)) {
      throw new ZobristError("ARGUMENT", `layout(spec): unknown option ${describe(key)} (base, seed, table, castlingTable, castling, ep, turn)`);
    }
  }
  if ([base, seed, table].filter((v) => v !== void 0).length > 1) {
    throw new ZobristError("ARGUMENT", "layout(spec): give at most one of base, seed and table");
  }
  let start;
  if (table !== void 0) {
    start = { table: checkTable(table, FEATURES, "layout({ table })"), castling16: null, ep: "pseudo", turn: "white", halfmove: false };
  } else if (seed !== void 0) {
    const keys2 = splitmix64Table(toSeed(seed), FEATURES + 16);
    start = { table: keys2.subarray(0, FEATURES), castling16: null, spare: keys2.subarray(FEATURES), ep: "pseudo", turn: "white", halfmove: false };
  } else {
    const b = base === void 0 ? "polyglot" : base;
    if (!NAMES.includes(b)) throw new ZobristError("ARGUMENT", `layout(spec): base must be one of ${NAMES.join(", ")}, got ${describe(b)}`);
    const l = namedLayout(b);
    if (castlingTable === void 0 && castling === void 0 && ep === void 0 && turn === void 0) return l;
    const own = keysOf(l);
    start = { table: own.table, castling16: l.castlingKeys === 16 ? own.castling : null, ep: l.ep, turn: l.turn, halfmove: l.halfmoveBuckets };
  }
  let castling16 = start.castling16;
  if (castlingTable !== void 0) {
    if (castling !== void 0 && castling !== 16) throw new ZobristError("ARGUMENT", `layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${describe(castling)}`);
    castling16 = checkTable(castlingTable, 16, "layout({ castlingTable })");
  } else if (castling === 16 && !castling16) {
    if (!start.spare) throw new ZobristError("ARGUMENT", "layout(spec): castling: 16 needs 16 castling keys (castlingTable, or a seed)");
    castling16 = start.spare;
  } else if (castling === 4) {
    if (castling16) throw new ZobristError("ARGUMENT", "layout(spec): castling: 4 on a 16-key layout has no four keys to XOR");
  } else if (castling !== void 0 && castling !== 16) {
    throw new ZobristError("ARGUMENT", `layout(spec): castling must be 4 or 16, got ${describe(castling)}`);
  }
  if (ep !== void 0 && !EP_RULES.includes(ep)) throw new ZobristError("ARGUMENT", `layout(spec): ep must be one of ${EP_RULES.join(", ")}, got ${describe(ep)}`);
  if (turn !== void 0 && turn !== "white" && turn !== "black") throw new ZobristError("ARGUMENT", `layout(spec): turn must be 'white' or 'black', got ${describe(turn)}`);
  return build("custom", start.table, castling16, ep ?? start.ep, turn ?? start.turn, start.halfmove);
}
function fromText(text) {
  const [head, ...options] = text.split(",");
  if (NAMES.includes(head) && options.length === 0) return namedLayout(head);
  const spec = {};
  if (NAMES.includes(head)) spec.base = head;
  else if (/^seed:\d+$/.test(head) && BigInt(head.slice(5)) < 1n << 64n) spec.seed = BigInt(head.slice(5));
  else if (head.startsWith("seed:")) throw new ZobristError("ARGUMENT", `layout(${describe(text)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${describe(head.slice(5))}`);
  else throw new ZobristError("ARGUMENT", `layout(${describe(text)}): unknown layout ${describe(head)} (polyglot, stockfish, chessjs, seed:S)`);
  for (const option of options) {
    const m = /^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.exec(option);
    if (!m) throw new ZobristError("ARGUMENT", `layout(${describe(text)}): unknown option ${describe(option)} (castling=4|16, ep=pseudo|legal|literal, turn=white|black)`);
    if (m[1]) spec.castling = Number(m[2]);
    else spec[m[3]] = m[4];
  }
  return layout(spec);
}
var layouts = /* @__PURE__ */ new WeakSet();
function register(l) {
  layouts.add(l);
  return l;
}
var isLayout = (value) => layouts.has(value);
var isBuiltIn = (l) => named.get(l?.name) === l;
var isPolyglot = (l) => named.get("polyglot") === l;
var FEATURE_SLOTS = 70;
var featureSlot = (f) => f < CASTLING ? f & 63 : f < EP ? 64 + f - CASTLING : f < TURN ? 68 : 69;
function slotConflict(f) {
  const square2 = String.fromCharCode(97 + (f & 7), 49 + ((f & 63) >> 3));
  return new ZobristError("ARGUMENT", f < CASTLING ? `two pieces on ${square2}` : `feature ${f} conflicts with another`, { input: f });
}
function keyOfFeatures(l, features, halfmove = 0) {
  l = layout(l);
  if (features === null || typeof features !== "object" || typeof features[Symbol.iterator] !== "function") {
    throw new ZobristError("ARGUMENT_TYPE", `keyOfFeatures(layout, features): features must be an array (or iterable) of feature indices, got ${describe(features)}`, { input: features });
  }
  expectInteger(halfmove, "keyOfFeatures(layout, features, halfmove): halfmove", 0, 4294967295);
  const { table, castling } = keysOf(l);
  const seen = new Uint8Array(FEATURE_SLOTS);
  let key = 0n, rights = 0, white = false;
  for (const f of features) {
    if (!Number.isInteger(f) || f < 0 || f >= FEATURES) throw new ZobristError("ARGUMENT", `keyOfFeatures: a feature must be an integer from 0 to 780, got ${describe(f)}`);
    if (seen[featureSlot(f)]++) throw slotConflict(f);
    if (f >= CASTLING && f < EP) rights ^= 1 << f - CASTLING;
    else if (f === TURN) white = !white;
    else key ^= table[f];
  }
  key ^= castling[rights];
  if (white === (l.turn === "white")) key ^= table[TURN];
  return key ^ bucketKey(l, halfmove);
}
function halfmoveKey(l, halfmove) {
  l = layout(l);
  expectInteger(halfmove, "halfmoveKey(layout, halfmove): halfmove", 0, 4294967295);
  return bucketKey(l, halfmove);
}
function bucketKey(l, halfmove) {
  if (!l.halfmoveBuckets || halfmove < 14) return 0n;
  return BigInt(Math.floor((halfmove - 14) / 8)) * 6364136223846793005n + 1442695040888963407n & MASK2;
}

// wasm/chess/key-sets.js
var EP_RULES2 = { pseudo: 0, legal: 1, literal: 2 };
var KeySets = class {
  constructor(core) {
    this.core = core;
    this.sets = /* @__PURE__ */ new Map();
  }
  // The key set's pointer for a Layout (0: Polyglot's, the module's default).
  acquire(l) {
    if (isPolyglot(l)) return 0;
    let set = this.sets.get(l);
    if (!set) {
      set = { ptr: this.#create(l), users: 0, kept: isBuiltIn(l) };
      this.sets.set(l, set);
    }
    set.users++;
    return set.ptr;
  }
  #create(l) {
    const at = this.core.output.need(8 * (781 + 16));
    const keys2 = new BigUint64Array(this.core.memory.buffer, at, 781 + 16);
    const own = keysOf(l);
    keys2.set(own.table);
    keys2.set(own.castling, 781);
    const ptr = this.core.x.zbw_keys_new_layout(
      at,
      l.castlingKeys === 16 ? at + 8 * 781 : 0,
      EP_RULES2[l.ep],
      l.turn === "white" ? 1 : 0,
      l.halfmoveBuckets ? 1 : 0
    );
    if (!ptr) throw new ZobristError("NO_MEMORY", "cannot allocate a key set");
    return ptr;
  }
  release(l) {
    const set = this.sets.get(l);
    if (set && --set.users === 0 && !set.kept) {
      if (!this.core.broken) this.core.x.zbw_keys_free(set.ptr);
      this.sets.delete(l);
    }
  }
  // Runs fn(ptr) with the layout's key set held for the call.
  with(l, fn) {
    const ptr = this.acquire(l);
    try {
      return fn(ptr);
    } finally {
      this.release(l);
    }
  }
};
function layoutOf(options, what) {
  const { layout: layout2, seed } = options;
  if (layout2 !== void 0 && seed !== void 0) {
    throw new ZobristError("ARGUMENT", `${what}: give layout or seed, not both`);
  }
  if (seed !== void 0) return layout({ seed });
  return layout(layout2 ?? "polyglot");
}

// wasm/chess/position.js
var START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
var FEN_MAX = 128;
var MOVES_TEXT_MAX = 256 * 8;
var dispose = Symbol.dispose ?? /* @__PURE__ */ Symbol.for("Symbol.dispose");
var FEN_TEXT_MAX = 1024;
var MOVE_TEXT_MAX = 64;
function definePosition(core, live = { count: 0 }) {
  const x = core.x;
  const keySets = new KeySets(core);
  const registry = new FinalizationRegistry(({ ptr, layout: layout2 }) => {
    if (!core.broken) x.zbw_position_free(ptr);
    keySets.release(layout2);
    live.count--;
  });
  class Position {
    #ptr;
    #layout;
    static {
      core.positionPointer = (value) => value !== null && typeof value === "object" && #ptr in value ? value.#live() : 0;
    }
    // new Position(fen = START_FEN, { layout } | { seed }): the key layout
    // (layout(): 'polyglot' by default, 'stockfish', 'chessjs', ...), or
    // SplitMix64 keys from a seed with Polyglot's rules.
    constructor(fen = START_FEN, options = void 0) {
      expectShortString(fen, "new Position(fen): fen", FEN_TEXT_MAX);
      options = expectOptions(options, "new Position(fen, options): options");
      const layout2 = layoutOf(options, "new Position(fen, options)");
      const keys2 = keySets.acquire(layout2);
      const ptr = x.zbw_position_new(keys2);
      if (!ptr) {
        keySets.release(layout2);
        throw new ZobristError("NO_MEMORY", "cannot allocate a position");
      }
      this.#ptr = ptr;
      this.#layout = layout2;
      live.count++;
      registry.register(this, { ptr, layout: layout2 }, this);
      if (fen !== START_FEN) {
        try {
          this.reset(fen);
        } catch (error) {
          this.free();
          throw error;
        }
      }
    }
    // Sets a new position (and clears the history); unchanged on a bad FEN.
    reset(fen = START_FEN) {
      const ptr = this.#live();
      expectShortString(fen, "reset(fen): fen", FEN_TEXT_MAX);
      const len = core.writeInput(fen);
      const err = x.zbw_position_set_fen(ptr, core.input.ptr, len);
      if (err) throw core.fenError(err, fen);
      return this;
    }
    #live() {
      if (this.#ptr === 0) throw new ZobristError("POSITION_FREED", "this Position was freed (free() or dispose) and cannot be used");
      return this.#ptr;
    }
    // Plays a move in SAN ("Nf3", "exd6", "O-O", "e8=Q+") or UCI ("g1f3").
    play(move) {
      const ptr = this.#live();
      if (typeof move !== "string" || move.length > MOVE_TEXT_MAX) expectShortString(move, "play(move): move", MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const err = x.zbw_position_play(ptr, core.input.ptr, len);
      if (err) throw core.error(err, `Cannot play ${quote(move)} in ${this.fen}`, { input: move, fen: this.fen });
      return this;
    }
    // Plays a move given by its code from legalMoveCodes(): no text at all.
    playCode(code) {
      const ptr = this.#live();
      expectInteger(code, "playCode(code): code", 0, 65535);
      const err = x.zbw_position_make_code(ptr, code);
      if (err) throw core.error(err, `Cannot play move code ${code} in ${this.fen}`, { input: code, fen: this.fen });
      return this;
    }
    undo() {
      const err = x.zbw_position_undo(this.#live());
      if (err) throw core.error(err, "Cannot undo");
      return this;
    }
    get key() {
      return BigInt.asUintN(64, x.zbw_position_key(this.#live()));
    }
    // The key layout (a frozen Layout: tables and rules).
    get layout() {
      this.#live();
      return this.#layout;
    }
    get keyHi() {
      return x.zbw_position_key_hi(this.#live()) >>> 0;
    }
    get keyLo() {
      return x.zbw_position_key_lo(this.#live()) >>> 0;
    }
    get keyHex() {
      return this.keyHi.toString(16).padStart(8, "0") + this.keyLo.toString(16).padStart(8, "0");
    }
    get fen() {
      const out = core.output.need(FEN_MAX);
      return core.readString(out, x.zbw_position_fen(this.#live(), out));
    }
    get turn() {
      return x.zbw_position_side(this.#live()) === 1 ? "w" : "b";
    }
    get inCheck() {
      return x.zbw_position_in_check(this.#live()) !== 0;
    }
    get ply() {
      return x.zbw_position_ply(this.#live());
    }
    get halfmoveClock() {
      return x.zbw_position_halfmove(this.#live());
    }
    get fullmoveNumber() {
      return x.zbw_position_fullmove(this.#live());
    }
    // Legal moves in UCI, or in SAN with { san: true }.
    legalMoves(options = void 0) {
      const { san = false } = expectOptions(options, "legalMoves(options): options");
      if (typeof san !== "boolean") throw new ZobristError("ARGUMENT_TYPE", `legalMoves({ san }): san must be true or false, got ${describe(san)}`);
      const out = core.output.need(MOVES_TEXT_MAX);
      const text = core.readString(out, x.zbw_position_legal_text(this.#live(), san ? 1 : 0, out));
      return text === "" ? [] : text.split(" ");
    }
    // Legal moves as 16-bit codes for playCode(): the fastest path.
    legalMoveCodes() {
      const out = core.output.need(2 * 256);
      const n = x.zbw_position_legal_moves(this.#live(), out);
      return new Uint16Array(core.memory.buffer, out, n).slice();
    }
    // SAN of a legal move given in SAN or UCI ("g1f3" -> "Nf3").
    toSan(move) {
      const ptr = this.#live();
      expectShortString(move, "toSan(move): move", MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const code = x.zbw_position_parse_move(ptr, core.input.ptr, len);
      if (code < 0) throw core.error(-code, `Cannot read ${quote(move)} in ${this.fen}`, { input: move, fen: this.fen });
      const out = core.output.need(16);
      return core.readString(out, x.zbw_move_san(ptr, code, out));
    }
    // Threefold repetition, from the keys since the FEN within the halfmove clock.
    isRepetition() {
      return x.zbw_position_repetitions(this.#live()) >= 2;
    }
    repetitions() {
      return x.zbw_position_repetitions(this.#live());
    }
    perft(depth) {
      const ptr = this.#live();
      expectInteger(depth, "perft(depth): depth", 0, 20);
      return x.zbw_position_perft(ptr, depth);
    }
    // The features present, as indices into the 781-key table.
    features() {
      const out = core.output.need(4 * 40);
      const n = x.zbw_position_features(this.#live(), out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    }
    get freed() {
      return this.#ptr === 0;
    }
    free() {
      if (this.#ptr === 0) return;
      registry.unregister(this);
      if (!core.broken) x.zbw_position_free(this.#ptr);
      keySets.release(this.#layout);
      this.#ptr = 0;
      live.count--;
    }
    [dispose]() {
      this.free();
    }
  }
  Position.START_FEN = START_FEN;
  return { Position, live, keySets };
}

// wasm/chess/ep-legal.js
var PAWN = 0;
var KNIGHT = 1;
var BISHOP = 2;
var ROOK = 3;
var QUEEN = 4;
var KING = 5;
var KNIGHT_STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
var KING_STEPS = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
var ROOK_LINES = [[1, 0], [-1, 0], [0, 1], [0, -1]];
var BISHOP_LINES = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
function holds(board, sq, df, dr, kind) {
  const file = (sq & 7) + df, rank = (sq >> 3) + dr;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 && board[8 * rank + file] === kind;
}
function slides(board, sq, lines, kindA, kindB) {
  for (const [df, dr] of lines) {
    for (let file = (sq & 7) + df, rank = (sq >> 3) + dr; file >= 0 && file < 8 && rank >= 0 && rank < 8; file += df, rank += dr) {
      const piece = board[8 * rank + file];
      if (piece === -1) continue;
      if (piece === kindA || piece === kindB) return true;
      break;
    }
  }
  return false;
}
function attacked(board, sq, byWhite) {
  const c = byWhite ? 1 : 0, kind = (type) => 2 * type + c;
  const pawnRank = byWhite ? -1 : 1;
  if (holds(board, sq, -1, pawnRank, kind(PAWN)) || holds(board, sq, 1, pawnRank, kind(PAWN))) return true;
  for (const [df, dr] of KNIGHT_STEPS) if (holds(board, sq, df, dr, kind(KNIGHT))) return true;
  for (const [df, dr] of KING_STEPS) if (holds(board, sq, df, dr, kind(KING))) return true;
  return slides(board, sq, ROOK_LINES, kind(ROOK), kind(QUEEN)) || slides(board, sq, BISHOP_LINES, kind(BISHOP), kind(QUEEN));
}
function epCaptureLegal(board, epSquare, whiteToMove) {
  const pawn = whiteToMove ? 1 : 0, king = whiteToMove ? 11 : 10;
  const captured = whiteToMove ? epSquare - 8 : epSquare + 8, file = captured & 7;
  const kingSq = board.indexOf(king);
  for (const from of [file > 0 ? captured - 1 : -1, file < 7 ? captured + 1 : -1]) {
    if (from === -1 || board[from] !== pawn) continue;
    if (kingSq === -1) return true;
    const enemy = board[captured], onEp = board[epSquare];
    board[from] = -1;
    board[captured] = -1;
    board[epSquare] = pawn;
    const safe = !attacked(board, kingSq, !whiteToMove);
    board[from] = pawn;
    board[captured] = enemy;
    board[epSquare] = onEp;
    if (safe) return true;
  }
  return false;
}

// wasm/chess/from-chessjs.js
var CASTLING2 = 768;
var EP2 = 772;
var TURN2 = 780;
var TYPES = "pnbrqk";
var WHITE_PAWN = 1;
var BLACK_PAWN = 0;
var WHITE_ROOK = 7;
var BLACK_ROOK = 6;
var WHITE_KING = 11;
var BLACK_KING = 10;
var CASTLES = [[4, 7, WHITE_KING, WHITE_ROOK], [4, 0, WHITE_KING, WHITE_ROOK], [60, 63, BLACK_KING, BLACK_ROOK], [60, 56, BLACK_KING, BLACK_ROOK]];
function notChessJs(what, why, chess) {
  return new ZobristError(
    "ARGUMENT_TYPE",
    `${what}: chess must be a chess.js 1.x Chess instance (with board(), turn(), getCastlingRights() and fen()), got ${why}`,
    { input: chess }
  );
}
function featuresOfChessJs(chess, options = void 0) {
  const { layout: layout2 } = expectOptions(options, "featuresOfChessJs(chess, options): options");
  return chessJsPosition(chess, layout(layout2 ?? "polyglot"), "featuresOfChessJs(chess)").features;
}
function chessJsPosition(chess, layout2, what) {
  if (chess === null || typeof chess !== "object" || typeof chess.board !== "function" || typeof chess.turn !== "function" || typeof chess.getCastlingRights !== "function" || typeof chess.fen !== "function") {
    throw notChessJs(what, describe(chess), chess);
  }
  const rows = chess.board();
  if (!Array.isArray(rows) || rows.length !== 8) throw notChessJs(what, `a board() of ${describe(rows)}`, chess);
  const board = new Int8Array(64).fill(-1);
  const features = [];
  for (let r = 0; r < 8; r++) {
    const row = rows[r];
    if (!Array.isArray(row) || row.length !== 8) throw notChessJs(what, `a board() row of ${describe(row)}`, chess);
    for (let file = 0; file < 8; file++) {
      const piece = row[file];
      if (piece === null || piece === void 0) continue;
      const type = typeof piece?.type === "string" && piece.type.length === 1 ? TYPES.indexOf(piece.type) : -1;
      if (type < 0 || piece.color !== "w" && piece.color !== "b") {
        throw notChessJs(what, `a board() square holding ${describe(piece?.type)} of color ${describe(piece?.color)}`, chess);
      }
      const sq = 8 * (7 - r) + file, kind = 2 * type + (piece.color === "w" ? 1 : 0);
      board[sq] = kind;
      features.push(64 * kind + sq);
    }
  }
  const turn = chess.turn();
  if (turn !== "w" && turn !== "b") throw notChessJs(what, `a turn() of ${describe(turn)}`, chess);
  const white = turn === "w";
  for (const [color, offset] of [["w", 0], ["b", 2]]) {
    const rights = chess.getCastlingRights(color);
    if (rights === null || typeof rights !== "object") throw notChessJs(what, `a getCastlingRights() of ${describe(rights)}`, chess);
    [rights.k, rights.q].forEach((has, side) => {
      const [king, rook, kingKind, rookKind] = CASTLES[offset + side];
      if (has === true && board[king] === kingKind && board[rook] === rookKind) features.push(CASTLING2 + offset + side);
    });
  }
  const fen = chess.fen({ forceEnpassantSquare: true });
  const fields = typeof fen === "string" ? fen.split(/\s+/) : [];
  let ep = fields[3];
  if (ep === void 0) throw notChessJs(what, `a fen() of ${describe(fen)}`, chess);
  if (ep === "-" && layout2.ep === "literal") ep = lastDoubleStep(chess) ?? "-";
  if (ep !== "-") {
    const file = ep.charCodeAt(0) - 97, rank = ep.charCodeAt(1) - 49;
    if (ep.length !== 2 || file < 0 || file > 7 || rank !== (white ? 5 : 2)) {
      throw notChessJs(what, `a fen() with the ep square ${describe(ep)}`, chess);
    }
    const sq = 8 * rank + file, pushed = white ? sq - 8 : sq + 8;
    const mine = white ? WHITE_PAWN : BLACK_PAWN, theirs = white ? BLACK_PAWN : WHITE_PAWN;
    const beside = file > 0 && board[pushed - 1] === mine || file < 7 && board[pushed + 1] === mine;
    if (board[sq] === -1 && board[pushed] === theirs && (layout2.ep === "literal" || beside && (layout2.ep === "pseudo" || epCaptureLegal(board, sq, white)))) {
      features.push(EP2 + file);
    }
  }
  if (white) features.push(TURN2);
  const clock = /^\d+$/.test(fields[4] ?? "") ? Math.min(Number(fields[4]), 65535) : 0;
  return { features: Uint32Array.from(features), halfmove: clock };
}
function lastDoubleStep(chess) {
  if (typeof chess.history !== "function") return void 0;
  const history = chess.history({ verbose: true });
  const last = Array.isArray(history) ? history.at(-1) : void 0;
  if (!last || typeof last.flags !== "string" || !last.flags.includes("b") || typeof last.to !== "string") return void 0;
  return last.to[0] + (last.to[1] === "4" ? "3" : "6");
}

// wasm/chess/scheme.js
var FEATURES2 = 781;
var CASTLING3 = 768;
var EP3 = 772;
var TURN3 = 780;
var CASTLING_SETS = FEATURES2;
var BUCKET = FEATURES2 + 16;
var SLOTS = BUCKET + 1;
var RECORD = 2;
var PIECES = "pPnNbBrRqQkK";
var TYPES2 = "pnbrqk";
var KEEP = new Uint8Array(64).fill(15);
KEEP[4] = 15 & ~3;
KEEP[7] = 15 & ~1;
KEEP[0] = 15 & ~2;
KEEP[60] = 15 & ~12;
KEEP[63] = 15 & ~4;
KEEP[56] = 15 & ~8;
function square(name, what) {
  if (typeof name === "string" && name.length === 2) {
    const file = name.charCodeAt(0) - 97, rank = name.charCodeAt(1) - 49;
    if (((file | rank) & ~7) === 0) return 8 * rank + file;
  } else if (typeof name === "number" && Number.isInteger(name) && name >= 0 && name < 64) {
    return name;
  }
  throw new ZobristError("ARGUMENT", `${what} must be a square like "e4" or an index 0-63, got ${describe(name)}`, { input: name });
}
function squareName(sq) {
  return String.fromCharCode(97 + (sq & 7), 49 + (sq >> 3));
}
function mismatch(move, why) {
  return new ZobristError("MOVE_MISMATCH", `applyMove({ from: ${describe(move.from)}, to: ${describe(move.to)} }): ${why}`, { input: move });
}
var checkTable2 = (table) => checkKeyTable(table, FEATURES2);
function halfmoveOfFen(fen) {
  const clock = fen.trim().split(/\s+/)[4];
  return clock !== void 0 && /^\d+$/.test(clock) ? Number(clock) : 0;
}
var Scheme = class {
  #layout;
  // layoutOrTable: a Layout or any spec layout() takes ('stockfish',
  // 'seed:5,castling=16', { seed, ep }), or 781 keys (polyglotTable(),
  // seededTable(seed)) hashed by Polyglot's rules. parseFen: the module's
  // featuresOfFen (called with { layout }), used by setFen so that FENs are
  // validated by the same strict parser.
  constructor(layoutOrTable, options = void 0) {
    const { parseFen } = expectOptions(options, "new Scheme(layout, options): options");
    if (parseFen !== void 0 && typeof parseFen !== "function") {
      throw new ZobristError("ARGUMENT_TYPE", `new Scheme(layout, { parseFen }): parseFen must be a function, got ${describe(parseFen)}`);
    }
    if (layoutOrTable === void 0) {
      throw new ZobristError("ARGUMENT_TYPE", "new Scheme(layout): give a layout (a Layout, 'polyglot', 'stockfish', ...) or a 781-key table");
    }
    const l = layoutOrTable instanceof BigUint64Array || Array.isArray(layoutOrTable) ? layout({ table: checkTable2(layoutOrTable) }) : layout(layoutOrTable);
    this.#layout = l;
    this.castlingSets = l.castlingKeys === 16;
    this.turnWhite = l.turn === "white";
    this.epLiteral = l.ep === "literal";
    this.epLegal = l.ep === "legal";
    this.buckets = l.halfmoveBuckets;
    const slots = new BigUint64Array(SLOTS);
    const own = keysOf(l);
    slots.set(own.table);
    slots.set(own.castling, CASTLING_SETS);
    this.prepare(slots);
    if (!this.turnWhite) this.negateKeyAt(TURN3);
    this.parseFen = parseFen;
    this.board = new Int8Array(64);
    this.setFeatures([]);
  }
  get layout() {
    return this.#layout;
  }
  // The halfmove clock. Followed move by move only where the key needs it
  // (Stockfish's buckets); otherwise counted from the undo record when read,
  // so that Polyglot's applyMove does no more work than before.
  get halfmoveClock() {
    return this.buckets ? this.halfmove : this.clockAfter(this.plies);
  }
  // The clock after the first `plies` recorded moves: the moves since the
  // last pawn move or capture, or since the set position, whose clock is
  // this.halfmove.
  clockAfter(plies) {
    const h = this.history;
    for (let p = plies; p > 0; p--) {
      const w = h[(p - 1) * RECORD];
      if ((w >>> 12 & 15) >> 1 === 0 || (w >>> 20 & 15) !== 0) return plies - p;
    }
    return this.halfmove + plies;
  }
  // Replaces the state by the given features (indices 0..780, 780 meaning
  // white to move, as featuresOfFen gives them) and a halfmove clock (for
  // Stockfish's buckets). Checked first, so a rejected list changes nothing.
  setFeatures(features, halfmove = 0) {
    const arrayLike = features !== null && typeof features === "object" && typeof features.length === "number";
    if (!arrayLike && (features === null || typeof features?.[Symbol.iterator] !== "function" || typeof features === "string")) {
      throw new ZobristError("ARGUMENT_TYPE", `setFeatures(features): features must be an array of feature indices, got ${describe(features)}`);
    }
    if (!Number.isInteger(halfmove) || halfmove < 0 || halfmove > 65535) {
      throw new ZobristError("ARGUMENT", `setFeatures(features, halfmove): halfmove must be an integer from 0 to 65535, got ${describe(halfmove)}`);
    }
    const list = arrayLike ? features : Array.from(features);
    const seen = this.seen ??= new Uint32Array(FEATURE_SLOTS);
    if (this.stamp === void 0 || this.stamp === 4294967295) {
      seen.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    for (let i = 0; i < list.length; i++) {
      const f = list[i];
      if (!Number.isInteger(f) || f < 0 || f >= FEATURES2) {
        throw new ZobristError("ARGUMENT", `a feature must be an integer from 0 to 780, got ${describe(f)}`);
      }
      const slot = featureSlot(f);
      if (seen[slot] === stamp) throw slotConflict(f);
      seen[slot] = stamp;
    }
    this.board.fill(-1);
    this.clearHistory();
    this.castling = 0;
    this.ep = -1;
    this.white = false;
    this.halfmove = halfmove;
    this.bucket = -1;
    this.resetKey();
    for (let i = 0; i < list.length; i++) {
      const f = list[i];
      if (f < CASTLING3) {
        this.board[f & 63] = f >> 6;
        this.insertKey(f);
      } else if (f < EP3) {
        this.castling |= 1 << f - CASTLING3;
        if (!this.castlingSets) this.insertKey(f);
      } else if (f < TURN3) {
        this.ep = f;
        this.insertKey(f);
      } else {
        this.white = true;
        this.insertKey(f);
      }
    }
    if (this.castlingSets) this.insertKey(CASTLING_SETS + this.castling);
    if (!this.turnWhite) this.removeKey(TURN3);
    this.keyBucket(halfmove);
    return this;
  }
  // Stockfish's key(): from a clock of 14, the key of the clock's 8-ply
  // bucket is in. Kept in the running key (one slot whose key is rewritten
  // when the bucket changes, which is rare), so every getter stays exact.
  keyBucket(halfmove) {
    const bucket = this.buckets && halfmove >= 14 ? Math.floor((halfmove - 14) / 8) : -1;
    if (bucket === this.bucket) return;
    if (this.bucket !== -1) this.removeKey(BUCKET);
    if (bucket !== -1) {
      this.setKeyAt(BUCKET, bucketKey(this.#layout, halfmove));
      this.insertKey(BUCKET);
    }
    this.bucket = bucket;
  }
  // With halfmove buckets: the clock after the move just recorded (kept in
  // its record for undo), and the bucket's key. Out of applyMove's body,
  // which stays as lean as Polyglot's.
  countMove(resets) {
    this.history[(this.plies - 1) * RECORD + 1] |= this.halfmove << 7;
    this.halfmove = resets ? 0 : this.halfmove + 1;
    this.keyBucket(this.halfmove);
  }
  // applyMove keeps what undo() needs in a typed array, RECORD int32 slots a
  // move (no allocation per move); setting or toggling features clears it.
  // Slot 0: from | to << 6 | kind << 12 | placed << 16 | (captured + 1) << 20
  // | castling before << 24 | (ep file before + 1) << 28; slot 1: the
  // captured piece's square + 1 | (with halfmove buckets) the clock before
  // << 7. A castling's rook is found from the king's move.
  clearHistory() {
    this.history ??= new Int32Array(RECORD * 64);
    if (!this.buckets && this.plies > 0) this.halfmove = this.clockAfter(this.plies);
    this.plies = 0;
  }
  // Takes back the last applyMove: the key and the board exactly as before.
  undo() {
    if (this.plies === 0) throw new ZobristError("NOTHING_TO_UNDO", "undo(): no move applied since the position was set");
    const h = this.history, at = --this.plies * RECORD, w = h[at], captureSq = (h[at + 1] & 127) - 1, halfmove = h[at + 1] >>> 7;
    const from = w & 63, to = w >>> 6 & 63, kind = w >>> 12 & 15, placed = w >>> 16 & 15;
    const captured = (w >>> 20 & 15) - 1, castling = w >>> 24 & 15, epFile = w >>> 28;
    const board = this.board;
    if (this.ep !== -1) this.removeKey(this.ep);
    if (this.white) this.removeKey(TURN3);
    else this.insertKey(TURN3);
    this.white = (kind & 1) === 1;
    const regained = castling & ~this.castling;
    if (regained) {
      if (this.castlingSets) {
        this.removeKey(CASTLING_SETS + this.castling);
        this.insertKey(CASTLING_SETS + castling);
      } else {
        for (let bit = 0; bit < 4; bit++) if (regained & 1 << bit) this.insertKey(CASTLING3 + bit);
      }
    }
    this.castling = castling;
    if (kind >> 1 === 5 && (to - from === 2 || from - to === 2)) {
      const rookFrom = to > from ? from + 3 : from - 4, rookTo = to > from ? from + 1 : from - 1, rook = board[rookTo];
      this.removeKey(64 * rook + rookTo);
      this.insertKey(64 * rook + rookFrom);
      board[rookTo] = -1;
      board[rookFrom] = rook;
    }
    this.removeKey(64 * placed + to);
    board[to] = -1;
    this.insertKey(64 * kind + from);
    board[from] = kind;
    if (captured !== -1) {
      this.insertKey(64 * captured + captureSq);
      board[captureSq] = captured;
    }
    this.ep = epFile === 0 ? -1 : EP3 + epFile - 1;
    if (epFile !== 0) this.insertKey(this.ep);
    if (this.buckets) {
      this.halfmove = halfmove;
      this.keyBucket(halfmove);
    }
    return this;
  }
  // The FEN's position and halfmove clock; its ep file as the layout's rule
  // says (the module's parser applies it).
  setFen(fen) {
    if (!this.parseFen) {
      throw new ZobristError("ARGUMENT", "setFen needs a parseFen option: create the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))");
    }
    const features = this.parseFen(fen, { layout: this.#layout });
    return this.setFeatures(features, halfmoveOfFen(fen));
  }
  // The position of a chess.js 1.x Chess instance (board, turn, castling
  // rights, ep square, halfmove clock), hashed by the layout's rules; no
  // WebAssembly needed.
  setFromChessJs(chess) {
    const { features, halfmove } = chessJsPosition(chess, this.#layout, "setFromChessJs(chess)");
    return this.setFeatures(features, halfmove);
  }
  // Toggles: add the feature if absent, remove it if present.
  togglePiece(piece, at) {
    const kind = typeof piece === "string" && piece.length === 1 ? PIECES.indexOf(piece) : piece;
    if (!Number.isInteger(kind) || kind < 0 || kind > 11) {
      throw new ZobristError("ARGUMENT", `a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${describe(piece)}`);
    }
    const sq = square(at, "square");
    const present = this.board[sq];
    if (present !== -1 && present !== kind) {
      throw new ZobristError("ARGUMENT", `${squareName(sq)} holds ${PIECES[present]}, not ${PIECES[kind]}`);
    }
    this.board[sq] = present === kind ? -1 : kind;
    this.flip(64 * kind + sq, present !== kind);
    return this;
  }
  toggleCastling(right) {
    const bit = typeof right === "string" ? "KQkq".indexOf(right) : right;
    if (!Number.isInteger(bit) || bit < 0 || bit > 3 || typeof right === "string" && right.length !== 1) {
      throw new ZobristError("ARGUMENT", `a castling right must be K, Q, k, q or 0-3, got ${describe(right)}`);
    }
    const before = this.castling;
    this.castling ^= 1 << bit;
    if (this.castlingSets) {
      this.clearHistory();
      this.removeKey(CASTLING_SETS + before);
      this.insertKey(CASTLING_SETS + this.castling);
    } else {
      this.flip(CASTLING3 + bit, (this.castling & 1 << bit) !== 0);
    }
    return this;
  }
  toggleEpFile(file) {
    const f = typeof file === "string" && file.length === 1 ? file.charCodeAt(0) - 97 : file;
    if (!Number.isInteger(f) || f < 0 || f > 7) {
      throw new ZobristError("ARGUMENT", `an ep file must be a-h or 0-7, got ${describe(file)}`);
    }
    if (this.ep !== -1 && this.ep !== EP3 + f) {
      throw new ZobristError("ARGUMENT", `the ep file ${"abcdefgh"[this.ep - EP3]} is hashed already`);
    }
    this.ep = this.ep === -1 ? EP3 + f : -1;
    this.flip(EP3 + f, this.ep !== -1);
    return this;
  }
  toggleSide() {
    this.white = !this.white;
    this.flip(TURN3, this.white);
    return this;
  }
  flip(feature, adding) {
    this.clearHistory();
    if (adding) this.insertKey(feature);
    else this.removeKey(feature);
  }
  // The raw key arithmetic, with no board kept: for measuring it alone.
  add(feature) {
    this.insertKey(feature);
  }
  remove(feature) {
    this.removeKey(feature);
  }
  // A move as chess.js gives it ({ from, to, piece, color, captured,
  // promotion, flags }); only from, to and promotion are needed: castling, en
  // passant and double steps are read from the board. Checked against the
  // board first, so a rejected move changes nothing. The hot path of every
  // scheme: state is read into locals once, and the undo record is one packed
  // word and a square.
  applyMove(move) {
    if (move === null || typeof move !== "object") {
      throw new ZobristError("ARGUMENT_TYPE", `applyMove(move): move must be an object like chess.js's, got ${describe(move)}`);
    }
    const from = square(move.from, "move.from"), to = square(move.to, "move.to");
    const board = this.board, kind = board[from], white = (kind & 1) === 1;
    if (kind === -1) throw mismatch(move, `no piece on ${squareName(from)}`);
    if (white !== this.white) throw mismatch(move, `the piece on ${squareName(from)} is not the side to move's`);
    const piece = move.piece, color = move.color;
    if (piece !== void 0 && piece !== TYPES2[kind >> 1]) throw mismatch(move, `${squareName(from)} holds ${PIECES[kind]}`);
    if (color !== void 0 && color !== (white ? "w" : "b")) throw mismatch(move, `it is ${white ? "white" : "black"}'s piece`);
    const type = kind >> 1, fileDelta = (to & 7) - (from & 7), oldEp = this.ep;
    let captureSq = board[to] === -1 ? -1 : to;
    if (type === 0) {
      const step = white ? to - from : from - to;
      const ok = fileDelta === 0 ? captureSq === -1 && (step === 8 || step === 16 && from >> 3 === (white ? 1 : 6) && board[from + to >> 1] === -1) : (fileDelta === 1 || fileDelta === -1) && step === 8 + (white ? fileDelta : -fileDelta);
      if (!ok) throw mismatch(move, `a pawn cannot go from ${squareName(from)} to ${squareName(to)}`);
      if (fileDelta !== 0 && captureSq === -1) {
        if (oldEp !== EP3 + (to & 7)) throw mismatch(move, `no en passant capture on ${squareName(to)}`);
        captureSq = white ? to - 8 : to + 8;
      }
    }
    const captured = captureSq === -1 ? -1 : board[captureSq];
    if (captured !== -1 && (((captured ^ kind) & 1) === 0 || captured >> 1 === 5)) throw mismatch(move, `cannot capture on ${squareName(to)}`);
    if (captureSq !== -1 && captured === -1) throw mismatch(move, `nothing to capture on ${squareName(to)}`);
    const saysCaptured = move.captured;
    if (saysCaptured !== void 0 && (captured === -1 || saysCaptured !== TYPES2[captured >> 1])) {
      throw mismatch(move, `the move says it captures ${saysCaptured}`);
    }
    let placed = kind;
    const promotion = move.promotion;
    if (promotion !== void 0 && promotion !== null) {
      const promoted = typeof promotion === "string" && promotion.length === 1 ? "nbrq".indexOf(promotion) : -1;
      if (type !== 0 || promoted < 0 || to >> 3 !== (white ? 7 : 0)) throw mismatch(move, `bad promotion ${describe(promotion)}`);
      placed = 2 * (promoted + 1) + (kind & 1);
    } else if (type === 0 && to >> 3 === (white ? 7 : 0)) {
      throw mismatch(move, "a pawn reaching the last rank needs move.promotion");
    }
    const castling = this.castling;
    const castles = type === 5 && (fileDelta === 2 || fileDelta === -2);
    if (castles) {
      const rookFrom = fileDelta > 0 ? from + 3 : from - 4;
      const right = (white ? 0 : 2) + (fileDelta > 0 ? 0 : 1);
      if (!(castling & 1 << right)) throw mismatch(move, `no ${"KQkq"[right]} castling right`);
      if (board[rookFrom] !== (white ? 7 : 6)) throw mismatch(move, `no rook on ${squareName(rookFrom)} to castle with`);
      for (let sq = Math.min(from, rookFrom) + 1; sq < Math.max(from, rookFrom); sq++) {
        if (board[sq] !== -1) throw mismatch(move, `${squareName(sq)} is in the way of castling`);
      }
    }
    let history = this.history;
    const at = this.plies * RECORD;
    if (at + RECORD > history.length) {
      const grown = new Int32Array(history.length * 2);
      grown.set(history);
      this.history = history = grown;
    }
    history[at] = from | to << 6 | kind << 12 | placed << 16 | captured + 1 << 20 | castling << 24 | (oldEp === -1 ? 0 : oldEp - EP3 + 1) << 28;
    history[at + 1] = captureSq + 1;
    this.plies++;
    if (oldEp !== -1) this.removeKey(oldEp);
    if (captured !== -1) {
      this.removeKey(64 * captured + captureSq);
      board[captureSq] = -1;
    }
    this.removeKey(64 * kind + from);
    board[from] = -1;
    this.insertKey(64 * placed + to);
    board[to] = placed;
    if (castles) {
      const rookFrom = fileDelta > 0 ? from + 3 : from - 4, rookTo = fileDelta > 0 ? from + 1 : from - 1, rook = board[rookFrom];
      this.removeKey(64 * rook + rookFrom);
      this.insertKey(64 * rook + rookTo);
      board[rookFrom] = -1;
      board[rookTo] = rook;
    }
    const lost = castling & ~(KEEP[from] & KEEP[to]);
    if (lost) {
      const rights = castling & ~lost;
      if (this.castlingSets) {
        this.removeKey(CASTLING_SETS + castling);
        this.insertKey(CASTLING_SETS + rights);
      } else {
        for (let bit = 0; bit < 4; bit++) if (lost & 1 << bit) this.removeKey(CASTLING3 + bit);
      }
      this.castling = rights;
    }
    if (white) this.removeKey(TURN3);
    else this.insertKey(TURN3);
    this.white = !white;
    let ep = -1;
    if (type === 0 && (to - from === 16 || from - to === 16)) {
      const enemyPawn = white ? 0 : 1, file = to & 7;
      if (this.epLiteral || (file > 0 && board[to - 1] === enemyPawn || file < 7 && board[to + 1] === enemyPawn) && (!this.epLegal || epCaptureLegal(board, from + to >> 1, !white))) {
        ep = EP3 + file;
        this.insertKey(ep);
      }
    }
    this.ep = ep;
    if (this.buckets) this.countMove(type === 0 || captured !== -1);
    return this;
  }
};

// wasm/chess/schemes.js
var BigInt64 = class extends withBigInt64(Scheme) {
};
var Paired32 = class extends withPaired32(Scheme) {
};
var Additive48 = class extends withAdditive48(Scheme) {
};

// wasm/keys/census-hashes.js
function censusHashes(keyName) {
  return [
    { id: "xor32", bits: 32, label: "32-bit XOR (low half of the key)" },
    { id: "xor48", bits: 48, label: "48-bit XOR (high 48 bits)" },
    { id: "add48", bits: 48, label: "48-bit additive (Additive48)" },
    { id: "xor64", bits: 64, label: `64-bit XOR (${keyName})` }
  ];
}

// wasm/chess/census.js
var KNOWN_DISTINCT = [1, 20, 400, 5362, 72078, 822518, 9417681, 96400068];
var CENSUS_HASHES = censusHashes("Polyglot key");
function defineCensus(core) {
  const x = core.x;
  function census(maxPly, options = void 0) {
    const { fen, onProgress, budget = 2e4, keys: keys2 = false } = expectOptions(options, "census(maxPly, options): options");
    expectInteger(maxPly, "census(maxPly): maxPly", 1, 7);
    expectInteger(budget, "census(maxPly, { budget }): budget", 1, 1 << 30);
    if (fen !== void 0) expectShortString(fen, "census(maxPly, { fen }): fen", FEN_TEXT_MAX);
    if (onProgress !== void 0 && typeof onProgress !== "function") {
      throw new ZobristError("ARGUMENT_TYPE", `census(maxPly, { onProgress }): onProgress must be a function, got ${describe(onProgress)}`);
    }
    const start = fen ?? START_FEN;
    const scratch = core.scratch();
    const len = core.writeInput(start);
    const err = x.zbw_position_set_fen(scratch, core.input.ptr, len);
    if (err) throw core.fenError(err, start);
    const handle = x.zbw_census_new(scratch);
    if (!handle) throw new ZobristError("NO_MEMORY", "cannot allocate a census");
    const weight = (ply) => 12 ** ply;
    const total = Array.from({ length: maxPly }, (_, i) => weight(i + 1)).reduce((a, b) => a + b, 0);
    let done = 0;
    const results = [];
    try {
      for (let ply = 1; ply <= maxPly; ply++) {
        for (; ; ) {
          const status = x.zbw_census_step(handle, budget);
          if (status < 0) throw new ZobristError("NO_MEMORY", `out of WebAssembly memory at ply ${ply} of the census`);
          if (onProgress) onProgress((done + weight(ply) * (status ? 1 : x.zbw_census_progress(handle))) / total, ply);
          if (status) break;
        }
        done += weight(ply);
        const positions = x.zbw_census_positions(handle);
        results.push({
          ply,
          positions,
          known: start === START_FEN ? KNOWN_DISTINCT[ply] : void 0,
          hashes: CENSUS_HASHES.map((h, i) => ({ ...h, pairs: x.zbw_census_pairs(handle, i), expected: positions * (positions - 1) / 2 ** (h.bits + 1) }))
        });
      }
      if (keys2) {
        const out = core.output.need(8 * results.at(-1).positions);
        results.at(-1).keys = Object.fromEntries(CENSUS_HASHES.map((h, i) => {
          const n = x.zbw_census_hashes(handle, i, out);
          return [h.id, new BigUint64Array(core.memory.buffer, out, n).slice()];
        }));
      }
    } finally {
      x.zbw_census_free(handle);
    }
    return results;
  }
  return { census };
}

// wasm/core/core.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
var SHORT_TEXT = 20;
function guard(fn, core) {
  const fail = (error) => {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    core.broken = error;
    throw brokenError(error);
  };
  const check = () => {
    if (core.broken) throw brokenError(core.broken);
  };
  switch (fn.length) {
    case 0:
      return () => {
        check();
        try {
          return fn();
        } catch (e) {
          return fail(e);
        }
      };
    case 1:
      return (a) => {
        check();
        try {
          return fn(a);
        } catch (e) {
          return fail(e);
        }
      };
    case 2:
      return (a, b) => {
        check();
        try {
          return fn(a, b);
        } catch (e) {
          return fail(e);
        }
      };
    case 3:
      return (a, b, c) => {
        check();
        try {
          return fn(a, b, c);
        } catch (e) {
          return fail(e);
        }
      };
    case 4:
      return (a, b, c, d) => {
        check();
        try {
          return fn(a, b, c, d);
        } catch (e) {
          return fail(e);
        }
      };
    default:
      return (...args) => {
        check();
        try {
          return fn(...args);
        } catch (e) {
          return fail(e);
        }
      };
  }
}
function guardedExports(exports, core) {
  return Object.create(new Proxy({}, {
    get(_, name, receiver) {
      const value = exports[name];
      if (value === void 0) return void 0;
      const own = typeof value === "function" ? guard(value, core) : value;
      Object.defineProperty(receiver, name, { value: own, enumerable: true });
      return own;
    }
  }));
}
function brokenError(cause) {
  return new ZobristError(
    "WASM_TRAP",
    `the WebAssembly module trapped (${cause.message}); this instance can no longer be used: call init() again`,
    { cause }
  );
}
var MAX_MEMORY = 2 ** 31;
function writeUnits(u8, at, text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    u8[at + i] = c < 128 ? c : 128;
  }
}
var Region = class {
  constructor(core, size) {
    this.core = core;
    this.size = 0;
    this.ptr = 0;
    this.need(size);
  }
  need(size) {
    if (size > this.size) {
      if (this.ptr) this.core.x.zbw_free(this.ptr);
      this.size = Math.max(size, this.size * 2);
      this.ptr = this.core.alloc(this.size);
      if (!this.ptr) {
        this.size = 0;
        throw new ZobristError("NO_MEMORY", `cannot allocate ${size} bytes of WebAssembly memory`);
      }
    }
    return this.ptr;
  }
};
var MODULE_MAIN = 1;
var MODULE_ALL = 2;
function checkModule(exports, needs) {
  if (typeof exports.zbw_module_kind !== "function") {
    throw new ZobristError("WASM_LOAD", "this WebAssembly module is not one of zobrist-wasm's (it has no zbw_module_kind export): pass the package's zobrist.wasm, or its zobrist-all.wasm to zobrist-wasm/all");
  }
  if (needs === MODULE_ALL && exports.zbw_module_kind() !== MODULE_ALL) {
    throw new ZobristError("WASM_LOAD", "zobrist-wasm/all needs zobrist-all.wasm; this module is the main entry's zobrist.wasm (keys and chess only)");
  }
}
var Core = class {
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
    this.input = new Region(this, 1024);
    this.inputBytes = null;
    this.output = new Region(this, 4096);
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
  // WASM memory, or 0. A size past what the memory can hold is 0 too: the
  // C side's size_t would wrap it (4 GiB to 0) and hand out a small block.
  alloc(size) {
    return size < MAX_MEMORY ? this.x.zbw_alloc(size) : 0;
  }
  // Copies a string into the input region, one byte per UTF-16 unit
  // (writeUnits). No allocation per call. Returns the length.
  writeInput(text) {
    const n = text.length;
    const ptr = this.input.need(n > SHORT_TEXT ? 3 * n : n);
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
    return decoder.decode(this.bytes().subarray(ptr, ptr + len));
  }
  cString(ptr) {
    const u8 = this.bytes();
    let end = ptr;
    while (u8[end]) end++;
    return decoder.decode(u8.subarray(ptr, end));
  }
  // ZobristErrors for one layer's C error codes: namer and describer are
  // its exports (zbw_error_name/_message for chess, zbw_go_error_name/...);
  // prefix goes before the C name in the code (books: 'BOOK_').
  //   error(code, context, details): `context` says what was being done
  //   textError(code, text, what): bad input text, at the offset the C side
  //   reported (zbw_last_offset)
  gameErrors(namer, describer, prefix = "") {
    const name = (code) => prefix + this.cString(namer(code));
    return {
      name,
      error: (code, context, details = {}) => new ZobristError(name(code), `${context}: ${this.cString(describer(code))} (${name(code)})`, details),
      textError: (code, text, what) => {
        const offset = this.x.zbw_last_offset();
        return new ZobristError(
          name(code),
          `${what} ${quote(text)}: ${this.cString(describer(code))} (${name(code)} at character ${offset + 1})`,
          { input: text, offset }
        );
      }
    };
  }
  // The chess core's errors, which most calls raise.
  error(code, context, details = {}) {
    return this.chessErrors.error(code, context, details);
  }
  // A FEN the C side refused; out of memory is no fault of the FEN's.
  fenError(code, fen, what = "Invalid FEN") {
    const name = this.chessErrors.name(code);
    if (name === "NO_MEMORY") return new ZobristError(name, `out of WebAssembly memory while reading the FEN ${quote(fen)}`, { input: fen });
    return this.chessErrors.textError(code, fen, what);
  }
  // The scratch position the bulk calls share; NO_MEMORY if it cannot be made.
  // keys: a WASM key set (0: Polyglot's); another layout replaces it.
  scratch(keys2 = 0) {
    const ptr = this.x.zbw_scratch_position(keys2);
    if (!ptr) throw new ZobristError("NO_MEMORY", "cannot allocate the scratch position");
    return ptr;
  }
};

// wasm/chess/write-joined.js
var CHUNK = 256;
var encoder2 = new TextEncoder();
function writeJoined(core, strings, length) {
  if (strings.length <= CHUNK) return core.writeInput(strings.join(""));
  const u8 = (core.input.need(length), core.bytes());
  let at = core.input.ptr;
  for (let i = 0; i < strings.length; i += CHUNK) {
    const end = Math.min(i + CHUNK, strings.length);
    const text = strings.slice(i, end).join("");
    const { read, written } = encoder2.encodeInto(text, u8.subarray(at, at + text.length));
    if (read !== text.length || written !== text.length) writeUnits(u8, at, text);
    at += text.length;
  }
  return length;
}

// wasm/chess/bulk.js
var KEY_COUNT = 781;
function hasSpace(text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || c >= 127) return /\s/.test(text);
  }
  return false;
}
function defineBulk(core, keySets = new KeySets(core)) {
  const x = core.x;
  const withKeys = (options, what, fn) => options === void 0 ? fn(0) : keySets.with(layoutOf(expectOptions(options, `${what}: options`), what), fn);
  function keyOfFen(fen, options = void 0) {
    expectShortString(fen, "keyOfFen(fen): fen", FEN_TEXT_MAX);
    if (options === void 0) return keyOfFenWith(0, fen);
    return withKeys(options, "keyOfFen(fen, options)", (keys2) => keyOfFenWith(keys2, fen));
  }
  function keyOfFenWith(keys2, fen) {
    const len = core.writeInput(fen);
    const out = core.output.need(8);
    const err = x.zbw_key_of_fen(keys2, core.input.ptr, len, out);
    if (err) throw core.fenError(err, fen);
    return core.u64()[out >> 3];
  }
  let lengths = new Uint16Array(256);
  function keysOfFens(fens, options = void 0) {
    if (!Array.isArray(fens)) {
      throw new ZobristError("ARGUMENT_TYPE", `keysOfFens(fens): fens must be an array of strings, got ${describe(fens)}`);
    }
    const n = fens.length;
    if (lengths.length < n) lengths = new Uint16Array(Math.max(n, 2 * lengths.length));
    let length = 0;
    for (let i = 0; i < n; i++) {
      const fen = fens[i];
      if (typeof fen !== "string" || fen.length > FEN_TEXT_MAX) expectShortString(fen, `keysOfFens(fens): fens[${i}]`, FEN_TEXT_MAX);
      lengths[i] = fen.length;
      length += fen.length;
    }
    return withKeys(options, "keysOfFens(fens, options)", (keys2) => {
      writeJoined(core, fens, length);
      const out = core.output.need(10 * n);
      new Uint16Array(core.bytes().buffer, out + 8 * n, n).set(lengths.subarray(0, n));
      const err = x.zbw_keys_of_fens(keys2, core.input.ptr, out + 8 * n, out, n);
      if (err) {
        const index = x.zbw_last_index();
        const error = core.fenError(err, fens[index], `Invalid FEN at index ${index}`);
        error.index = index;
        throw error;
      }
      return new BigUint64Array(core.bytes().buffer, out, n).slice();
    });
  }
  function replay(moves, options = void 0) {
    const opts = expectOptions(options, "replay(moves, options): options");
    const { fen } = opts;
    const layout2 = layoutOf(opts, "replay(moves, options)");
    let text;
    if (Array.isArray(moves)) {
      for (let i = 0; i < moves.length; i++) {
        const move = moves[i];
        if (typeof move !== "string" || move.length > MOVE_TEXT_MAX) expectShortString(move, `replay(moves): moves[${i}]`, MOVE_TEXT_MAX);
        if (move === "" || hasSpace(move)) {
          throw new ZobristError("ARGUMENT", `replay(moves): moves[${i}] must be one move, got ${describe(move)}`, { index: i, input: move });
        }
      }
      try {
        text = moves.join(" ");
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        throw new ZobristError("ARGUMENT", `replay(moves): ${moves.length} moves are more text than one string can hold; replay them in parts (replay(moves, { fen }))`);
      }
    } else if (typeof moves === "string") {
      text = moves;
    } else {
      throw new ZobristError("ARGUMENT_TYPE", `replay(moves): moves must be an array of strings or PGN movetext, got ${describe(moves)}`);
    }
    if (fen !== void 0) expectShortString(fen, "replay(moves, { fen }): fen", FEN_TEXT_MAX);
    const start = fen ?? START_FEN;
    return keySets.with(layout2, (keys2) => replayWith(keys2, text, start));
  }
  function replayWith(keys2, text, start) {
    const scratch = core.scratch(keys2);
    const fenLen = core.writeInput(start);
    const fenErr = x.zbw_position_set_fen(scratch, core.input.ptr, fenLen);
    if (fenErr) throw core.fenError(fenErr, start);
    const len = core.writeInput(text);
    const cap = (len >> 1) + 2;
    const out = core.output.need(8 * cap);
    const err = x.zbw_replay(keys2, core.input.ptr, len, out, cap);
    if (err) {
      const ply = x.zbw_last_plies() + 1;
      const fenPtr = core.output.need(128);
      const where = core.readString(fenPtr, x.zbw_position_fen(scratch, fenPtr));
      const offset = x.zbw_last_offset();
      const token = text.slice(offset, offset + x.zbw_last_length());
      throw core.error(
        err,
        `Cannot play ${quote(token)} at ply ${ply} in ${where}`,
        { input: token, ply, fen: where, offset }
      );
    }
    return new BigUint64Array(core.memory.buffer, out, x.zbw_last_plies() + 1).slice();
  }
  function featuresOfFen(fen, options = void 0) {
    expectShortString(fen, "featuresOfFen(fen): fen", FEN_TEXT_MAX);
    return withKeys(options, "featuresOfFen(fen, options)", (keys2) => {
      const scratch = core.scratch(keys2);
      const len = core.writeInput(fen);
      const err = x.zbw_position_set_fen(scratch, core.input.ptr, len);
      if (err) throw core.fenError(err, fen);
      const out = core.output.need(4 * 40);
      const n = x.zbw_position_features(scratch, out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    });
  }
  function polyglotTable() {
    return new BigUint64Array(core.memory.buffer, x.zbw_polyglot_table(), KEY_COUNT).slice();
  }
  function seededTable(seed) {
    const out = core.output.need(8 * KEY_COUNT);
    x.zbw_keys_fill(toSeed(seed), out, KEY_COUNT);
    return new BigUint64Array(core.memory.buffer, out, KEY_COUNT).slice();
  }
  return { keyOfFen, keysOfFens, replay, featuresOfFen, polyglotTable, seededTable };
}

// wasm/chess/index.js
var SCHEMES = { bigint64: BigInt64, paired32: Paired32, additive48: Additive48 };
function defineChess(core, live) {
  const { Position, keySets } = definePosition(core, live);
  const bulk = defineBulk(core, keySets);
  function createScheme(name, options = void 0) {
    const opts = expectOptions(options, "createScheme(name, options): options");
    if (typeof name !== "string") {
      throw new ZobristError("ARGUMENT_TYPE", `createScheme(name): name must be a string, got ${describe(name)}`);
    }
    const Class = SCHEMES[name.toLowerCase()];
    if (!Class) {
      throw new ZobristError("ARGUMENT", `createScheme(name): name must be one of ${Object.keys(SCHEMES).join(", ")}, got ${describe(name)}`);
    }
    return new Class(layoutOf(opts, "createScheme(name, options)"), { parseFen: bulk.featuresOfFen });
  }
  return { Position, ChessPosition: Position, ...bulk, createScheme, START_FEN };
}

// wasm/keys/key-space.js
var MAX_FEATURES = 1 << 24;
var MASK64 = (1n << 64n) - 1n;
var dispose2 = Symbol.dispose ?? /* @__PURE__ */ Symbol.for("Symbol.dispose");
function defineKeySpace(core) {
  const x = core.x;
  const registry = new FinalizationRegistry((ptr) => {
    if (!core.broken) x.zbw_free(ptr);
  });
  class KeySpace {
    #ptr;
    #table;
    // new KeySpace(size, { seed }): SplitMix64 keys (seed 0 by default).
    // new KeySpace(table): your keys (a BigUint64Array or BigInt array).
    constructor(sizeOrTable, options = void 0) {
      const { seed } = expectOptions(options, "new KeySpace(size, options): options");
      let table;
      if (typeof sizeOrTable === "number") {
        expectInteger(sizeOrTable, "new KeySpace(size): size", 1, MAX_FEATURES);
        table = new BigUint64Array(sizeOrTable);
        this.#ptr = this.#allocate(table.length);
        x.zbw_keys_fill(toSeed(seed ?? 0), this.#ptr, table.length);
        table.set(new BigUint64Array(core.memory.buffer, this.#ptr, table.length));
      } else {
        if (seed !== void 0) throw new ZobristError("ARGUMENT", "new KeySpace(table, { seed }): a seed is for generated keys, not a given table");
        checkKeyTable(sizeOrTable);
        if (sizeOrTable.length > MAX_FEATURES) throw new ZobristError("ARGUMENT", `new KeySpace(table): at most ${MAX_FEATURES} keys`);
        table = BigUint64Array.from(sizeOrTable);
        this.#ptr = this.#allocate(table.length);
        new BigUint64Array(core.memory.buffer, this.#ptr, table.length).set(table);
      }
      this.#table = table;
      registry.register(this, this.#ptr, this);
    }
    #allocate(n) {
      const ptr = x.zbw_alloc(8 * n);
      if (!ptr) throw new ZobristError("NO_MEMORY", `cannot allocate ${n} keys`);
      return ptr;
    }
    #live(what) {
      if (!this.#ptr) throw new ZobristError("KEY_SPACE_FREED", `${what}: this KeySpace was freed (free() or dispose) and cannot be used`);
      return this.#ptr;
    }
    get size() {
      return this.#table.length;
    }
    get freed() {
      return this.#ptr === 0;
    }
    // A copy of the keys. Like every method but free(), refused once freed,
    // though the JS keeps its own copy: a freed object is not used.
    get table() {
      this.#live("table");
      return this.#table.slice();
    }
    keyAt(feature) {
      this.#live("keyAt(feature)");
      return this.#table[this.#index(feature, "keyAt(feature)")];
    }
    #index(f, what) {
      if (!Number.isInteger(f) || f < 0 || f >= this.#table.length) {
        throw new ZobristError(
          typeof f === "number" ? "ARGUMENT" : "ARGUMENT_TYPE",
          `${what}: a feature must be an integer from 0 to ${this.#table.length - 1}, got ${describe(f)}`,
          { input: f }
        );
      }
      return f;
    }
    // Copies a feature list into WASM memory, checking each index.
    #features(features, what) {
      if (features === null || typeof features !== "object" || typeof features[Symbol.iterator] !== "function") {
        throw new ZobristError("ARGUMENT_TYPE", `${what}: features must be an array of feature indices, got ${describe(features)}`);
      }
      const list = Array.isArray(features) || ArrayBuffer.isView(features) ? features : Array.from(features);
      const ptr = core.output.need(4 * Math.max(list.length, 1));
      const u32 = new Uint32Array(core.memory.buffer, ptr, list.length);
      for (let i = 0; i < list.length; i++) u32[i] = this.#index(list[i], what);
      return [ptr, list.length];
    }
    // The 64-bit key of a set of features: XOR of their keys (a feature
    // listed twice cancels, as XOR does).
    keyOf(features) {
      const table = this.#live("keyOf(features)");
      const [ptr, n] = this.#features(features, "keyOf(features)");
      return BigInt.asUintN(64, x.zbw_hash_features(table, ptr, n));
    }
    // The same as two unsigned 32-bit halves: { hi, lo }.
    halvesOf(features) {
      const key = this.keyOf(features);
      return { hi: Number(key >> 32n), lo: Number(key & 0xFFFFFFFFn) };
    }
    // The additive hash: sum of (key >> 16) modulo 2^48, as a Number.
    add48Of(features) {
      const table = this.#live("add48Of(features)");
      const [ptr, n] = this.#features(features, "add48Of(features)");
      return x.zbw_hash_features_add48(table, ptr, n);
    }
    // A key with one feature toggled in or out: one XOR.
    toggle(key, feature) {
      this.#live("toggle(key, feature)");
      if (typeof key !== "bigint") throw new ZobristError("ARGUMENT_TYPE", `toggle(key, feature): key must be a BigInt, got ${describe(key)}`);
      return (key ^ this.#table[this.#index(feature, "toggle(key, feature)")]) & MASK64;
    }
    // An incremental hash in JS on these keys: 'bigint64', 'paired32' or 'additive48'.
    hash(name = "bigint64") {
      this.#live("hash(name)");
      const Class = typeof name === "string" ? FEATURE_HASHES[name.toLowerCase()] : void 0;
      if (!Class) {
        throw new ZobristError(
          typeof name === "string" ? "ARGUMENT" : "ARGUMENT_TYPE",
          `hash(name): name must be one of ${Object.keys(FEATURE_HASHES).join(", ")}, got ${describe(name)}`
        );
      }
      return new Class(this.#table);
    }
    free() {
      if (!this.#ptr) return;
      registry.unregister(this);
      if (!core.broken) x.zbw_free(this.#ptr);
      this.#ptr = 0;
    }
  }
  KeySpace.prototype[dispose2] = KeySpace.prototype.free;
  return { KeySpace };
}

// wasm/chess/polyglot-install.js
function installPolyglotTable(core) {
  const slots = core.x.zbw_polyglot_table_slots;
  if (slots) new BigUint64Array(core.memory.buffer, slots(), 781).set(polyglotKeys());
}

// wasm/api.js
function statsOf(core, live) {
  return () => ({ livePositions: live.count, memoryBytes: core.memory.buffer.byteLength });
}
function createChessApi(instance) {
  const core = new Core(instance);
  installPolyglotTable(core);
  const live = { count: 0 };
  return Object.freeze({
    ...defineKeySpace(core),
    ...defineChess(core, live),
    stats: statsOf(core, live)
  });
}

export {
  ZobristError,
  quote,
  describe,
  expectInteger,
  expectOptions,
  expectShortString,
  withProgress,
  defineEntry,
  MODULE_ALL,
  Core,
  checkKeyTable,
  FeatureHash,
  BigInt64Hash,
  Paired32Hash,
  Additive48Hash,
  toSeed,
  splitmix64,
  splitmix64Table,
  defineKeySpace,
  bytesOfBase64,
  polyglotKeys,
  layout,
  keyOfFeatures,
  halfmoveKey,
  START_FEN,
  featuresOfChessJs,
  Scheme,
  BigInt64,
  Paired32,
  Additive48,
  censusHashes,
  KNOWN_DISTINCT,
  CENSUS_HASHES,
  defineCensus,
  defineChess,
  statsOf,
  createChessApi
};
