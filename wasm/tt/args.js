// What the three tables (WASM, Paired32, BigInt) share: the names of the
// policies and outcomes, the options read into a configuration, and the
// argument checks, so that each raises the same ZobristError for the same
// mistake. The TT_* codes and messages are src/tt/tt_errors.c's.
import { ZobristError, describe, expectInteger, expectOptions } from '../core/errors.js';

// zb_tt_policy order.
export const POLICIES = ['always-replace', 'depth-preferred', 'two-tier', 'buckets'];
// zb_tt_outcome order.
export const OUTCOMES = ['miss', 'hit', 'type1', 'type2'];
export const BOUND = Object.freeze({ EXACT: 1, LOWER: 2, UPPER: 3 });

// The C layer's messages, for the JS tables (a test checks they match).
export const TT_MESSAGES = {
  TT_INDEX_BITS: 'the index bits (n) are not from 0 to 32',
  TT_CHECK_BITS: 'the check bits (m) are not from 0 to 64 - n (the key\'s bits beyond the index)',
  TT_POLICY: 'unknown replacement policy',
  TT_BUCKET_SLOTS: 'the slots a bucket (k) are not the policy\'s: 1 (always-replace, depth-preferred), 2 (two-tier) or 1 to 8 (buckets); 0 for its default',
  TT_NO_MEMORY: 'out of memory',
  TT_BOUND: 'the bound is not 1 (exact), 2 (lower) or 3 (upper)',
  TT_NOT_INSTRUMENTED: 'the table was made without identities (id_count 0)',
  TT_NEEDS_ID: 'an instrumented table probes and stores with an identity (zb_tt_probe_id, zb_tt_store_id)',
  TT_ID_RANGE: 'the identity is not below the table\'s id_count',
};

// The same shape as core.gameErrors' error(): what the WASM table throws.
export function ttError(code, context, input = undefined) {
  return new ZobristError(code, `${context}: ${TT_MESSAGES[code]} (${code})`, input === undefined ? undefined : { input });
}

const U32 = 0xffffffff;

// An option of the configuration: an integer, else ARGUMENT_TYPE; from 0 to
// max, else the table's code for it (the one C gives for a value it can
// take), whose message names the real range.
function configNumber(value, name, max, code, what) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new ZobristError('ARGUMENT_TYPE', `${what}: ${name} must be an integer, got ${describe(value)}`, { input: value });
  }
  if (value < 0 || value > max) throw ttError(code, what, value);
}

// new ...Table(options): the configuration, in C's order of checks; the
// rules on the policy's slots a bucket are left to the table.
export function readConfig(options, what) {
  const { indexBits = 16, checkBits = 16, policy = 'always-replace', bucketSlots = 0, idCount = 0 } = expectOptions(options, `${what}: options`,
    ['indexBits', 'checkBits', 'policy', 'bucketSlots', 'idCount']);
  configNumber(indexBits, 'indexBits', 32, 'TT_INDEX_BITS', what);
  configNumber(checkBits, 'checkBits', 64 - indexBits, 'TT_CHECK_BITS', what);
  if (typeof policy !== 'string') {
    throw new ZobristError('ARGUMENT_TYPE', `${what}: policy must be one of ${POLICIES.join(', ')}, got ${describe(policy)}`, { input: policy });
  }
  const p = POLICIES.indexOf(policy);
  if (p < 0) throw ttError('TT_POLICY', what, policy);
  configNumber(bucketSlots, 'bucketSlots', 8, 'TT_BUCKET_SLOTS', what);
  expectInteger(idCount, `${what}: idCount`, 0, U32);
  return { indexBits, checkBits, policy: p, bucketSlots, idCount };
}

// The configuration as made, for the `config` getter.
export const configObject = (n, m, policy, k, idCount) =>
  Object.freeze({ indexBits: n, checkBits: m, policy: POLICIES[policy], bucketSlots: k, idCount });

export const COUNTER_NAMES = ['probes', 'found', 'stores', 'refused', 'hits', 'misses', 'type1Errors', 'type2Losses', 'evictions'];

// The checks on the hot path are one expression each; the thrown error is
// built here, off it.
function bad(value, what, type, range) {
  const integer = typeof value === 'number' && Number.isInteger(value);
  if (!integer) throw new ZobristError('ARGUMENT_TYPE', `${what} must be ${type}, got ${describe(value)}`, { input: value });
  throw new ZobristError('ARGUMENT', `${what} must be ${range}, got ${value}`, { input: value });
}

export function checkKey(key, what) {
  if (typeof key !== 'bigint') throw new ZobristError('ARGUMENT_TYPE', `${what}: key must be a BigInt, got ${describe(key)}`, { input: key });
}

// Each check tests typeof first: a bit operation on a BigInt or a Symbol
// would throw a TypeError of its own instead of the ZobristError.

// The checks of the hi/lo and payload arguments, which a probe and a store
// make five of, are one condition each, the error built in a function of its
// own: V8 inlines at most ~920 bytes of bytecode into a loop's function, and
// each message's template counted though it never ran. With them inline, a
// loop of probe32 and store32 ran out of that budget and left a halves
// check, #live and the trap guard's check as calls: 41 ns a probe + store
// against 33 ns for the BigInt calls (bench/tt-bench.js, in cache).

// A key half: an int32 (as Paired32 keeps them) or a uint32 (hi >>> 0).
export function checkHalves(hi, lo, what) {
  if (typeof hi !== 'number' || typeof lo !== 'number' || ((hi | 0) !== hi && hi >>> 0 !== hi) || ((lo | 0) !== lo && lo >>> 0 !== lo)) {
    badHalves(hi, lo, what);
  }
}

function badHalves(hi, lo, what) {
  if (typeof hi !== 'number' || ((hi | 0) !== hi && hi >>> 0 !== hi)) bad(hi, `${what}: hi`, 'an integer', 'a 32-bit integer');
  bad(lo, `${what}: lo`, 'an integer', 'a 32-bit integer');
}

export function checkId(id, what) {
  if (typeof id !== 'number' || id >>> 0 !== id) bad(id, `${what}: id`, 'an integer', 'from 0 to 4294967295');
}

// depth int8, score int16, move uint16; bound an int32 here (the table
// answers TT_BOUND for one not 1..3, as C does), TT_BOUND too for a larger
// integer: one code and message for every integer that is not a bound.
export function checkPayload(depth, score, bound, move, what) {
  if (typeof depth !== 'number' || (depth << 24 >> 24) !== depth || typeof score !== 'number' || (score << 16 >> 16) !== score
    || typeof bound !== 'number' || (bound | 0) !== bound || typeof move !== 'number' || (move & 0xffff) !== move) {
    badPayload(depth, score, bound, move, what);
  }
}

function badPayload(depth, score, bound, move, what) {
  if (typeof depth !== 'number' || (depth << 24 >> 24) !== depth) bad(depth, `${what}: depth`, 'an integer', 'from -128 to 127');
  if (typeof score !== 'number' || (score << 16 >> 16) !== score) bad(score, `${what}: score`, 'an integer', 'from -32768 to 32767');
  if (typeof bound !== 'number' || (bound | 0) !== bound) {
    if (Number.isInteger(bound)) throw ttError('TT_BOUND', what, bound);
    bad(bound, `${what}: bound`, 'an integer (1 exact, 2 lower, 3 upper)');
  }
  bad(move, `${what}: move`, 'an integer', 'from 0 to 65535');
}
