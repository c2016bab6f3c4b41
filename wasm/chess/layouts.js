// Chess key layouts in pure JS: which key each feature gets and how a
// position's key is formed from them. A Layout is a frozen object whose
// tables are read as copies (a layout is shared: layout('polyglot') is one
// object, which every Position and scheme on Polyglot's keys uses, so a
// write to it would change their keys); the glue reads them in place
// (keysOf):
//   name          'polyglot', 'stockfish', 'chessjs' or 'custom'
//   table         781 keys in Polyglot's feature order (64 * piece + square,
//                 768-771 castling K Q k q, 772-779 ep file, 780 turn)
//   castling      16 keys indexed by the rights (bit 0 K, 1 Q, 2 k, 3 q)
//   castlingKeys  4 (castling[r] = XOR of the rights' table keys) or 16
//   ep            'pseudo' (a pawn of the side to move stands beside),
//                 'legal' (the capture is legal) or 'literal' (always)
//   turn          'white' or 'black': the side whose move puts table[780] in
//   halfmoveBuckets  Stockfish's key(): from a halfmove clock of 14, the
//                 clock's 8-ply bucket is XORed in
// The C core builds the same layouts (src/chess/chess_keys.c,
// foreign_layouts.c); tests check the tables are equal.
import { ZobristError, describe, expectInteger, expectOptions } from '../core/errors.js';
import { polyglotKeys } from './polyglot-keys.js';
import { splitmix64Table, toSeed } from '../keys/splitmix64.js';
import { allKeys } from '../schemes/feature-hash.js';

const FEATURES = 781;
const CASTLING = 768;
const EP = 772;
const TURN = 780;
const MASK = (1n << 64n) - 1n;
const EP_RULES = ['pseudo', 'legal', 'literal'];
const NAMES = ['polyglot', 'stockfish', 'chessjs'];

const rotl = (x, k) => ((x << k) | (x >> (64n - k))) & MASK;

// Stockfish 15.1's PRNG (xorshift64*), seeded 1070372 in Position::init().
function* xorshift64star(seed) {
  let s = seed;
  for (;;) {
    s ^= s >> 12n;
    s ^= (s << 25n) & MASK;
    s ^= s >> 27n;
    yield (s * 2685821657736338717n) & MASK;
  }
}

// chess.js 1.4's PRNG (xoroshiro128**), seeded 0xa187eb39cdcaed8f31c4b365b102e01e.
function* xoroshiro128ss(s0, s1) {
  for (;;) {
    const result = (rotl((s0 * 5n) & MASK, 7n) * 9n) & MASK;
    s1 ^= s0;
    s0 = rotl(s0, 24n) ^ s1 ^ ((s1 << 16n) & MASK);
    s1 = rotl(s1, 37n);
    yield result;
  }
}

const draw = (generator) => generator.next().value;

// Stockfish: psq[W_PAWN..W_KING, B_PAWN..B_KING][a1..h8], enpassant[8],
// castling[16], side (keyed when black is to move).
function stockfishParts() {
  const rng = xorshift64star(1070372n);
  const table = new BigUint64Array(FEATURES), castling = new BigUint64Array(16);
  for (const color of [1, 0]) for (let type = 0; type < 6; type++) for (let sq = 0; sq < 64; sq++) table[64 * (2 * type + color) + sq] = draw(rng);
  for (let f = 0; f < 8; f++) table[EP + f] = draw(rng);
  for (let r = 0; r < 16; r++) castling[r] = draw(rng);
  table[TURN] = draw(rng);
  return { table, castling };
}

// chess.js: PIECE_KEYS[w, b][p n b r q k][128 0x88 squares, a8 = 0],
// EP_KEYS[8], CASTLING_KEYS[16], SIDE_KEY (keyed when black is to move).
function chessjsParts() {
  const rng = xoroshiro128ss(0x31c4b365b102e01en, 0xa187eb39cdcaed8fn);
  const table = new BigUint64Array(FEATURES), castling = new BigUint64Array(16);
  for (const color of [1, 0]) {
    for (let type = 0; type < 6; type++) {
      for (let x88 = 0; x88 < 128; x88++) {
        const key = draw(rng);
        if (!(x88 & 0x88)) table[64 * (2 * type + color) + 8 * (7 - (x88 >> 4)) + (x88 & 7)] = key;
      }
    }
  }
  for (let f = 0; f < 8; f++) table[EP + f] = draw(rng);
  for (let r = 0; r < 16; r++) castling[r] = draw(rng);
  table[TURN] = draw(rng);
  return { table, castling };
}

function build(name, table, castling16, ep, turn, halfmoveBuckets) {
  const t = new BigUint64Array(table); // a copy; from() would iterate, making a BigInt a key
  const castling = new BigUint64Array(16);
  for (let r = 0; r < 16; r++) {
    if (castling16) castling[r] = castling16[r];
    else for (let bit = 0; bit < 4; bit++) if (r & (1 << bit)) castling[r] ^= t[CASTLING + bit];
  }
  // A 16-key layout has no key per right: the single-right keys stand in
  // where a feature is named alone (the XOR trail, the audit).
  if (castling16) for (let bit = 0; bit < 4; bit++) t[CASTLING + bit] = castling[1 << bit];
  const l = {
    name,
    get table() { return t.slice(); },
    get castling() { return castling.slice(); },
    castlingKeys: castling16 ? 16 : 4, ep, turn, halfmoveBuckets,
  };
  Object.defineProperty(l, BRAND, { value: true }); // not enumerable: no one's business
  ownKeys.set(Object.freeze(l), { table: t, castling });
  return register(l);
}

// Marks a Layout for every copy of this module: each entry is a bundle of
// its own (Makefile), so a program that imports both zobrist-wasm and
// zobrist-wasm/all has two copies, as one with two installed versions of the
// package has. Another copy's Layout is rebuilt here from what it shows,
// once (adopt), so that it works wherever this copy's own would.
const BRAND = Symbol.for('zobrist-wasm.Layout');
const adopted = new WeakMap();

function adopt(other) {
  let l = adopted.get(other);
  if (l) return l;
  const { name, castlingKeys, ep, turn, halfmoveBuckets } = other;
  if (NAMES.includes(name)) {
    l = namedLayout(name);
  } else {
    const what = "layout(spec): another copy's Layout";
    if (!EP_RULES.includes(ep) || (turn !== 'white' && turn !== 'black') || typeof halfmoveBuckets !== 'boolean' || (castlingKeys !== 4 && castlingKeys !== 16)) {
      throw new ZobristError('ARGUMENT', `${what} has fields this copy does not know (ep ${describe(ep)}, turn ${describe(turn)})`);
    }
    const table = checkTable(other.table, FEATURES, `${what}'s table`);
    l = build(name, table, castlingKeys === 16 ? checkTable(other.castling, 16, `${what}'s castling`) : null, ep, turn, halfmoveBuckets);
  }
  adopted.set(other, l);
  return l;
}

// A Layout's own tables, for the glue's reading (never handed out).
const ownKeys = new WeakMap();
export const keysOf = (l) => ownKeys.get(l);

const named = new Map();
function namedLayout(name) {
  let layout = named.get(name);
  if (!layout) {
    if (name === 'polyglot') layout = build(name, polyglotKeys(), null, 'pseudo', 'white', false);
    else {
      const { table, castling } = name === 'stockfish' ? stockfishParts() : chessjsParts();
      layout = build(name, table, castling, 'pseudo', 'black', name === 'stockfish');
    }
    named.set(name, layout);
  }
  return layout;
}

function checkTable(keys, length, what) {
  const ok = (keys instanceof BigUint64Array || (Array.isArray(keys) && allKeys(keys))) && // not every(): it skips holes
    keys.length === length;
  if (!ok) throw new ZobristError('ARGUMENT_TYPE', `${what} must be ${length} keys (a BigUint64Array, or BigInts from 0 to 2^64 - 1), got ${describe(keys)}`);
  return keys;
}

// The layout a spec names. spec: a Layout; 'polyglot' | 'stockfish' |
// 'chessjs'; the CLI's text ('seed:5,castling=16,ep=legal,turn=black',
// 'stockfish,ep=legal'); or { base | seed | table, castlingTable, castling,
// ep, turn }. Memoised for names, so layout('stockfish') is one object.
export function layout(spec = 'polyglot') {
  if (isLayout(spec)) return spec;
  if (spec?.[BRAND] === true) return adopt(spec);
  if (typeof spec === 'string') return fromText(spec);
  const o = expectOptions(spec, 'layout(spec): spec', ['base', 'seed', 'table', 'castlingTable', 'castling', 'ep', 'turn']);
  const { base, seed, table, castlingTable, castling, ep, turn } = o;
  if ([base, seed, table].filter((v) => v !== undefined).length > 1) {
    throw new ZobristError('ARGUMENT', 'layout(spec): give at most one of base, seed and table');
  }
  let start;
  if (table !== undefined) {
    start = { table: checkTable(table, FEATURES, 'layout({ table })'), castling16: null, ep: 'pseudo', turn: 'white', halfmove: false };
  } else if (seed !== undefined) {
    const keys = splitmix64Table(toSeed(seed, 'layout({ seed }): seed'), FEATURES + 16); // castling=16 takes the 16 after the 781
    start = { table: keys.subarray(0, FEATURES), castling16: null, spare: keys.subarray(FEATURES), ep: 'pseudo', turn: 'white', halfmove: false };
  } else {
    const b = base === undefined ? 'polyglot' : base;
    if (!NAMES.includes(b)) throw new ZobristError('ARGUMENT', `layout(spec): base must be one of ${NAMES.join(', ')}, got ${describe(b)}`);
    const l = namedLayout(b);
    if (castlingTable === undefined && castling === undefined && ep === undefined && turn === undefined) return l;
    const own = keysOf(l);
    start = { table: own.table, castling16: l.castlingKeys === 16 ? own.castling : null, ep: l.ep, turn: l.turn, halfmove: l.halfmoveBuckets };
  }
  let castling16 = start.castling16;
  if (castlingTable !== undefined) {
    if (castling !== undefined && castling !== 16) throw new ZobristError('ARGUMENT', `layout(spec): a castlingTable is 16 keys: castling must be 16 or left out, got ${describe(castling)}`);
    castling16 = checkTable(castlingTable, 16, 'layout({ castlingTable })');
  } else if (castling === 16 && !castling16) {
    if (!start.spare) throw new ZobristError('ARGUMENT', 'layout(spec): castling: 16 needs 16 castling keys (castlingTable, or a seed)');
    castling16 = start.spare;
  } else if (castling === 4) {
    if (castling16) throw new ZobristError('ARGUMENT', 'layout(spec): castling: 4 on a 16-key layout has no four keys to XOR');
  } else if (castling !== undefined && castling !== 16) {
    throw new ZobristError('ARGUMENT', `layout(spec): castling must be 4 or 16, got ${describe(castling)}`);
  }
  if (ep !== undefined && !EP_RULES.includes(ep)) throw new ZobristError('ARGUMENT', `layout(spec): ep must be one of ${EP_RULES.join(', ')}, got ${describe(ep)}`);
  if (turn !== undefined && turn !== 'white' && turn !== 'black') throw new ZobristError('ARGUMENT', `layout(spec): turn must be 'white' or 'black', got ${describe(turn)}`);
  return build('custom', start.table, castling16, ep ?? start.ep, turn ?? start.turn, start.halfmove);
}

function fromText(text) {
  const [head, ...options] = text.split(',');
  if (NAMES.includes(head) && options.length === 0) return namedLayout(head);
  const spec = {};
  if (NAMES.includes(head)) spec.base = head;
  else if (/^seed:\d+$/.test(head) && BigInt(head.slice(5)) < 1n << 64n) spec.seed = BigInt(head.slice(5));
  else if (head.startsWith('seed:')) throw new ZobristError('ARGUMENT', `layout(${describe(text)}): seed:S needs a whole number from 0 to 2^64 - 1 in decimal digits, got ${describe(head.slice(5))}`);
  else throw new ZobristError('ARGUMENT', `layout(${describe(text)}): unknown layout ${describe(head)} (polyglot, stockfish, chessjs, seed:S)`);
  for (const option of options) {
    const m = /^(?:(castling)=(4|16)|(ep|turn)=(.*))$/.exec(option); // castling as the CLI reads it: 4 or 16, no other spelling
    if (!m) throw new ZobristError('ARGUMENT', `layout(${describe(text)}): unknown option ${describe(option)} (castling=4|16, ep=pseudo|legal|literal, turn=white|black)`);
    if (m[1]) spec.castling = Number(m[2]);
    else spec[m[3]] = m[4];
  }
  return layout(spec);
}

// Layouts are registered as they are built, so a Layout is told from a spec.
const layouts = new WeakSet();
function register(l) { layouts.add(l); return l; }
export const isLayout = (value) => layouts.has(value);
// Polyglot's, Stockfish's and chess.js's own Layout objects.
export const isBuiltIn = (l) => named.get(l?.name) === l;
// Polyglot's own Layout object (false before it is first asked for: then
// nothing can hold it).
export const isPolyglot = (l) => named.get('polyglot') === l;

// A position has at most one feature a slot: one piece a square, each
// castling right once, one ep file, the turn once. A list that uses a slot
// twice is malformed (XOR would cancel the pair silently).
export const FEATURE_SLOTS = 70;
export const featureSlot = (f) => (f < CASTLING ? f & 63 : f < EP ? 64 + f - CASTLING : f < TURN ? 68 : 69);
export function slotConflict(f) {
  const square = String.fromCharCode(97 + (f & 7), 49 + ((f & 63) >> 3));
  return new ZobristError('ARGUMENT', f < CASTLING ? `two pieces on ${square}` : `feature ${f} conflicts with another`, { input: f });
}

// The key of a feature list (indices 0..780, 780 meaning white to move, as
// featuresOfFen gives them) under a layout; halfmove matters for Stockfish's.
export function keyOfFeatures(l, features, halfmove = 0) {
  l = layout(l);
  if (features === null || typeof features !== 'object' || typeof features[Symbol.iterator] !== 'function') {
    throw new ZobristError('ARGUMENT_TYPE', `keyOfFeatures(layout, features): features must be an array (or iterable) of feature indices, got ${describe(features)}`, { input: features });
  }
  expectInteger(halfmove, 'keyOfFeatures(layout, features, halfmove): halfmove', 0, 0xffffffff);
  const { table, castling } = keysOf(l);
  const seen = new Uint8Array(FEATURE_SLOTS);
  let key = 0n, rights = 0, white = false;
  for (const f of features) {
    if (!Number.isInteger(f) || f < 0 || f >= FEATURES) throw new ZobristError('ARGUMENT', `keyOfFeatures: a feature must be an integer from 0 to 780, got ${describe(f)}`);
    if (seen[featureSlot(f)]++) throw slotConflict(f);
    if (f >= CASTLING && f < EP) rights ^= 1 << (f - CASTLING);
    else if (f === TURN) white = !white;
    else key ^= table[f];
  }
  key ^= castling[rights];
  if (white === (l.turn === 'white')) key ^= table[TURN];
  return key ^ bucketKey(l, halfmove);
}

// What a layout with halfmoveBuckets XORs in for a halfmove clock: the
// public form checks its arguments (any layout spec, as keyOfFeatures).
export function halfmoveKey(l, halfmove) {
  l = layout(l);
  expectInteger(halfmove, 'halfmoveKey(layout, halfmove): halfmove', 0, 0xffffffff); // a Position's clock is a uint32
  return bucketKey(l, halfmove);
}

// The same for a Layout and a clock already checked (the schemes' path).
// A clock past what a FEN can say (65535) keys as the FEN written for it
// says, as the C side does.
export const halfmoveBucket = (halfmove) => Math.floor((Math.min(halfmove, 65535) - 14) / 8);

export function bucketKey(l, halfmove) {
  if (!l.halfmoveBuckets || halfmove < 14) return 0n;
  return (BigInt(halfmoveBucket(halfmove)) * 6364136223846793005n + 1442695040888963407n) & MASK;
}
