// The GF(2) audit of a key table (src/keys/zobrist_audit.h) on
// zobrist-all.wasm: its rank, and every subset of at most maxSize keys that
// XORs to zero on the bits kept, beside what random keys would give.
// Synchronous, and it may take seconds (maxSize 8: minutes): in a page, call
// it from a Web Worker. Nothing here is Node's, so a Worker can import it.
// A Worker cannot read the page's messages during a run (its event loop
// waits): to cancel, onProgress reads a flag in a SharedArrayBuffer (which
// needs cross-origin isolation), or the page terminates the Worker.
import { ZobristError, describe, expectInteger, expectOptions } from '../core/errors.js';
import { withProgress } from '../core/progress.js';
import { checkKeyTable } from '../schemes/index.js';

const MAX_KEYS = 4096; // ZB_AUDIT_MAX_KEYS
const MAX_SIZE = 8;    // ZB_AUDIT_MAX_SIZE
// Dependencies kept a size: each becomes a JS array (~100 bytes with its
// share of the result), and up to 8 sizes keep this many, so 1e6 stays far
// below a JS heap's limit; the CLI, which prints them, takes up to 1e7.
const MAX_LIMIT = 1e6;
const ERRORS = ['OK', 'ARGUMENT', 'NO_MEMORY', 'CANCELLED']; // ZB_AUDIT_ order

export function defineAudit(core) {
  const x = core.x;

  // The keys copied into memory of their own (not a shared scratch region:
  // a progress callback may call the module too); freed by the caller.
  function writeKeys(keys, what) {
    checkKeyTable(keys);
    if (keys.length > MAX_KEYS) {
      throw new ZobristError('ARGUMENT', `${what}: at most ${MAX_KEYS} keys, got ${keys.length}`);
    }
    const ptr = x.zbw_alloc(8 * keys.length);
    if (!ptr) throw new ZobristError('NO_MEMORY', `${what}: cannot allocate ${8 * keys.length} bytes of WebAssembly memory`);
    const view = new BigUint64Array(core.memory.buffer, ptr, keys.length);
    if (keys instanceof BigUint64Array) view.set(keys);
    else keys.forEach((k, i) => { view[i] = k; });
    return ptr;
  }

  function checkWidth(bits, high, what) {
    expectInteger(bits, `${what}: bits`, 1, 64);
    if (typeof high !== 'boolean') {
      throw new ZobristError('ARGUMENT_TYPE', `${what}: high must be true or false, got ${describe(high)}`, { input: high });
    }
  }

  // The rank over GF(2) of the keys cut to `bits` bits (the high ones if
  // `high`): at most min(bits, keys.length).
  function auditRank(keys, bits = 64, high = false) {
    const what = 'auditRank(keys, bits, high)';
    checkWidth(bits, high, what);
    const ptr = writeKeys(keys, what);
    try {
      return x.zbw_audit_rank(ptr, keys.length, bits, high ? 1 : 0);
    } finally {
      x.zbw_free(ptr);
    }
  }

  // { rank, bits, high, sizes: [{ size, found, moreThanLimit, expected }],
  //   dependencies: [[i, j, ...], ...] } (by size, then lexicographically).
  // onProgress(fraction) is called between passes with a growing fraction,
  // last with 1; returning true cancels (ZobristError CANCELLED), and so
  // does throwing, whose error is then rethrown once the run is undone.
  function audit(keys, options = undefined) {
    const what = 'audit(keys, options)';
    const { bits = 64, high = false, maxSize = 6, limit = 1000, onProgress } = expectOptions(options, `${what}: options`, ['bits', 'high', 'maxSize', 'limit', 'onProgress']);
    checkWidth(bits, high, what);
    expectInteger(maxSize, `${what}: maxSize`, 1, MAX_SIZE);
    expectInteger(limit, `${what}: limit`, 1, MAX_LIMIT);
    if (onProgress !== undefined && typeof onProgress !== 'function') {
      throw new ZobristError('ARGUMENT_TYPE', `${what}: onProgress must be a function, got ${describe(onProgress)}`, { input: onProgress });
    }
    const ptr = writeKeys(keys, what);
    let audited = 0;
    let last = 0;
    let thrown = null;
    // The callback's return and exceptions become a cancel (1) here, so the
    // C side always unwinds and frees its passes.
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
      new Uint32Array(core.memory.buffer, x.zbw_audit_options(), 6)
        .set([bits, high ? 1 : 0, maxSize, limit, onProgress ? 1 : 0, 0]);
      audited = withProgress(progress, () => x.zbw_audit_run(ptr, keys.length));
    } finally {
      x.zbw_free(ptr);
    }
    if (!audited) {
      if (thrown) throw thrown;
      const code = ERRORS[x.zbw_audit_error()] ?? 'ARGUMENT';
      throw new ZobristError(code, `${what}: ${code === 'CANCELLED' ? 'cancelled by onProgress'
        : code === 'NO_MEMORY' ? 'out of WebAssembly memory (try a smaller maxSize or limit, or more bits)'
          : 'the audit refused its arguments'} (${code})`);
    }
    try {
      // Independent keys, or a last size stopped at its limit, report less
      // than 1: the caller still hears that the run is over.
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
    if (count && !depsPtr) throw new ZobristError('NO_MEMORY', `audit(keys, options): cannot allocate room for ${count} dependencies`);
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
