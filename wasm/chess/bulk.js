// Calls that do their whole job inside WASM: keys of FENs, the keys of a
// whole game, key tables.
import { ZobristError, describe, expectOptions, expectShortString, expectString, quote } from '../core/errors.js';
import { FEN_TEXT_MAX, MOVE_TEXT_MAX, START_FEN } from './position.js';
import { toSeed } from '../keys/splitmix64.js';
import { KeySets, LAYOUT_CHOICE, layoutOf } from './key-sets.js';
import { writeJoined } from './write-joined.js';

const KEY_COUNT = 781;
const LARGE_INPUT = 1 << 20; // characters of FENs: the scratch regions may be trimmed after

// Whether an element of replay's array is one move and not other movetext
// that the joined text would read as PGN: a comment, variation, NAG or
// escape (they would swallow or shift the moves after it), a move number or
// a result, or text with whitespace (more than one token). One pass over
// the characters with a table (a regex test per move cost 1.16x replay's
// time a ply): printable ASCII, which every real move is, holds no space.
const MARKS = new Uint8Array(128); // 1: never in a move; 2: a digit
for (const c of '{}()[];%$*"') MARKS[c.charCodeAt(0)] = 1;
for (let c = 0x30; c <= 0x39; c++) MARKS[c] = 2;
const RESULTS = new Set(['1-0', '0-1', '1/2-1/2']);
function isOneMove(text) {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f) {
      if (/\s/.test(text)) return false;
      continue;
    }
    const mark = MARKS[c];
    if (mark === 1) return false;
    if (mark === 2 && digits === i) digits++;
  }
  if (text.length === 0) return false;
  if (digits === 0) return true; // a move starts with a letter, or is "--"
  // castling with zeros ("0-0") and "0000" start with a digit; numbers and results too
  if (digits === text.length) return text === '0000';
  return text.charCodeAt(digits) !== 0x2e && !RESULTS.has(text); // "12." or "1.e4"
}

export function defineBulk(core, keySets = new KeySets(core)) {
  const x = core.x;
  // Each call takes { layout } or { seed } (Polyglot's keys by default).
  // Without options, Polyglot's keys are the module's own (pointer 0): no
  // Layout is looked up or built and no key set held, which a cold start's
  // first call and every hot loop without options skip.
  const withKeys = (options, what, fn) =>
    options === undefined ? fn(0) : keySets.with(layoutOf(expectOptions(options, `${what}: options`, LAYOUT_CHOICE), what), fn);

  // The most called function of all: no closure and no new view a call.
  function keyOfFen(fen, options = undefined) {
    expectShortString(fen, 'keyOfFen(fen): fen', FEN_TEXT_MAX);
    if (options === undefined) return keyOfFenWith(0, fen);
    return withKeys(options, 'keyOfFen(fen, options)', (keys) => keyOfFenWith(keys, fen));
  }

  function keyOfFenWith(keys, fen) {
    const len = core.writeInput(fen);
    const out = core.output.need(8); // 8-aligned, as every allocation
    const err = x.zbw_key_of_fen(keys, core.input.ptr, len, out);
    if (err) throw core.fenError(err, fen);
    return core.u64()[out >> 3];
  }

  // Keys of many FENs in one call: a BigUint64Array, in order. The FENs go
  // into WASM memory back to back and their lengths beside them, so the C
  // side searches for no separator (a FEN is read as keyOfFen reads it).
  let lengths = new Uint16Array(256); // reused: a FEN is at most FEN_TEXT_MAX
  function keysOfFens(array, options = undefined) {
    if (!Array.isArray(array)) {
      throw new ZobristError('ARGUMENT_TYPE', `keysOfFens(fens): fens must be an array of strings, got ${describe(array)}`);
    }
    // Each element read once: what is measured is what is copied, even if
    // an element is a getter (or a Proxy's) that answers differently.
    const fens = array.slice(), n = fens.length;
    if (lengths.length < n) lengths = new Uint16Array(Math.max(n, 2 * lengths.length));
    let length = 0;
    for (let i = 0; i < n; i++) { // a for loop: holes are undefined, not skipped
      const fen = fens[i];
      // The cheap test first; the message is built only for a bad FEN. The
      // C parser checks everything else.
      if (typeof fen !== 'string' || fen.length > FEN_TEXT_MAX) expectShortString(fen, `keysOfFens(fens): fens[${i}]`, FEN_TEXT_MAX);
      lengths[i] = fen.length;
      length += fen.length;
    }
    if (length > LARGE_INPUT) { // (the usual call skips the try: keysOfFens is a hot path)
      try {
        return keysWith(fens, n, length, options);
      } finally {
        core.trimRegions();
      }
    }
    return keysWith(fens, n, length, options);
  }

  function keysWith(fens, n, length, options) {
    return withKeys(options, 'keysOfFens(fens, options)', (keys) => {
      writeJoined(core, fens, length);
      const out = core.output.need(10 * n); // n keys, then n lengths
      new Uint16Array(core.bytes().buffer, out + 8 * n, n).set(lengths.subarray(0, n));
      const err = x.zbw_keys_of_fens(keys, core.input.ptr, out + 8 * n, out, n);
      if (err) {
        const index = x.zbw_last_index();
        const error = core.fenError(err, fens[index], `Invalid FEN at index ${index}`);
        error.index = index;
        throw error;
      }
      return new BigUint64Array(core.bytes().buffer, out, n).slice();
    });
  }

  // The keys of every position of a game, the start included. moves: an
  // array of SAN/UCI moves, or PGN movetext ("1. e4 e5 2. Nf3 {...} *").
  function replay(moves, options = undefined) {
    const opts = expectOptions(options, 'replay(moves, options): options', ['fen', ...LAYOUT_CHOICE]);
    const { fen } = opts;
    const layout = layoutOf(opts, 'replay(moves, options)');
    let text;
    if (Array.isArray(moves)) {
      moves = moves.slice(); // each element read once: what is checked is what is joined
      for (let i = 0; i < moves.length; i++) {
        const move = moves[i];
        if (typeof move !== 'string' || move.length > MOVE_TEXT_MAX) expectShortString(move, `replay(moves): moves[${i}]`, MOVE_TEXT_MAX);
        if (!isOneMove(move)) {
          throw new ZobristError('ARGUMENT', `replay(moves): moves[${i}] must be one move (SAN, UCI or a null move; no move number, result, comment or variation), got ${describe(move)}`, { index: i, input: move });
        }
      }
      try {
        text = moves.join(' ');
      } catch (error) { // longer than a JS string can be
        if (!(error instanceof RangeError)) throw error;
        throw new ZobristError('ARGUMENT', `replay(moves): ${moves.length} moves are more text than one string can hold; replay them in parts (replay(moves, { fen }))`);
      }
    } else if (typeof moves === 'string') {
      text = moves;
    } else {
      throw new ZobristError('ARGUMENT_TYPE', `replay(moves): moves must be an array of strings or PGN movetext, got ${describe(moves)}`);
    }
    if (fen !== undefined) expectShortString(fen, 'replay(moves, { fen }): fen', FEN_TEXT_MAX);
    const start = fen ?? START_FEN;
    try {
      return keySets.with(layout, (keys) => replayWith(keys, text, start));
    } finally {
      core.trimRegions();
    }
  }

  function replayWith(keys, text, start) {
    const scratch = core.scratch(keys);
    const fenLen = core.writeInput(start); // before reading input.ptr: it may move
    const fenErr = x.zbw_position_set_fen(scratch, core.input.ptr, fenLen);
    if (fenErr) throw core.fenError(fenErr, start);
    const len = core.writeInput(text);
    const cap = (len >> 1) + 2; // a move takes at least 2 bytes and a separator
    const out = core.output.need(8 * cap);
    const err = x.zbw_replay(keys, core.input.ptr, len, out, cap);
    if (err) {
      const ply = x.zbw_last_plies() + 1;
      const fenPtr = core.output.need(128);
      const where = core.readString(fenPtr, x.zbw_position_fen(scratch, fenPtr));
      const offset = x.zbw_last_offset(); // an index into text: one byte a UTF-16 unit
      const token = text.slice(offset, offset + x.zbw_last_length());
      throw core.error(err, `Cannot play ${quote(token)} at ply ${ply} in ${where}`,
        { input: token, ply, fen: where, offset });
    }
    return new BigUint64Array(core.memory.buffer, out, x.zbw_last_plies() + 1).slice();
  }

  // The features of a FEN's position, as indices into the 781-key table
  // (780: white to move; the ep file when the layout's ep rule keys it).
  function featuresOfFen(fen, options = undefined) {
    expectShortString(fen, 'featuresOfFen(fen): fen', FEN_TEXT_MAX);
    return withKeys(options, 'featuresOfFen(fen, options)', (keys) => {
      const scratch = core.scratch(keys);
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
    x.zbw_keys_fill(toSeed(seed, 'seededTable(seed): seed'), out, KEY_COUNT);
    return new BigUint64Array(core.memory.buffer, out, KEY_COUNT).slice();
  }

  return { keyOfFen, keysOfFens, replay, featuresOfFen, polyglotTable, seededTable };
}
