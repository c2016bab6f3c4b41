// UtttPosition: ultimate tic-tac-toe in WASM memory with the write-up's
// 64-bit key kept current on every move (a closed local board's stones
// leave the key and its outcome enters it).
import { ZobristError, describe, expectInteger, expectOptions, expectShortString, quote } from '../core/errors.js';
import { ownership, dispose } from '../core/owned.js';
import { checkKeyTable } from '../schemes/feature-hash.js';
import { toSeed } from '../keys/splitmix64.js';

export const UTTT_START = '........./........./........./........./........./........./........./........./......... x -';
export const UTTT_FEATURES = 199;
const TEXT_MAX = 256; // room for the text the C side writes
// The longest text taken: fields may have any amount of space between
// them, so a valid text may be longer than any the C side writes.
const TEXT_IN_MAX = 1024;
const MOVE_TEXT_MAX = 16;
const PLAYERS = ['x', 'o'];
const STATUS = ['x', 'o', 'draw', 'open']; // a board's; the game's 'open' is 'ongoing'

// "e5" -> 40 on the 9x9 grid (column a-i from the left, row 1-9 from the
// top), whatever stands there: reading a cell needs no legal move.
function squareOfName(name, what) {
  const col = name.length === 2 ? name.charCodeAt(0) - 97 : -1, row = name.charCodeAt(1) - 49;
  if (!(col >= 0 && col < 9 && row >= 0 && row < 9)) {
    throw new ZobristError('ARGUMENT', `${what} must be a cell like "e5" or a code 0-80, got ${describe(name)}`, { input: name });
  }
  return 9 * (3 * Math.floor(row / 3) + Math.floor(col / 3)) + 3 * (row % 3) + (col % 3);
}

export function defineUtttPosition(core, live) {
  const x = core.x;
  const { error, textError } = core.gameErrors(x.zbw_uttt_error_name, x.zbw_uttt_error_message);
  const owner = ownership(core, ({ pos, keys }) => {
    x.zbw_uttt_free(pos);
    if (keys) x.zbw_uttt_keys_free(keys);
  }, live);

  // The default 199 keys (SplitMix64 from 0x75747474), or another seed's.
  function utttTable(seed = undefined) {
    const out = core.output.need(8 * UTTT_FEATURES);
    if (seed === undefined) {
      return new BigUint64Array(core.memory.buffer, x.zbw_uttt_default_table(), UTTT_FEATURES).slice();
    }
    x.zbw_keys_fill(toSeed(seed, 'utttTable(seed): seed'), out, UTTT_FEATURES);
    return new BigUint64Array(core.memory.buffer, out, UTTT_FEATURES).slice();
  }

  function newKeys(seed, keys) {
    if (seed !== undefined && keys !== undefined) throw new ZobristError('ARGUMENT', 'new UtttPosition: give a seed or keys, not both');
    let ptr = 0;
    if (seed !== undefined) ptr = x.zbw_uttt_keys_new_seeded(toSeed(seed, 'new UtttPosition(text, { seed }): seed'));
    else if (keys !== undefined) {
      checkKeyTable(keys, UTTT_FEATURES);
      const table = core.output.need(8 * UTTT_FEATURES);
      new BigUint64Array(core.memory.buffer, table, UTTT_FEATURES).set(keys); // copied by the C side
      ptr = x.zbw_uttt_keys_new(table);
    } else return 0;
    if (!ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate a key set');
    return ptr;
  }

  class UtttPosition {
    static name = 'UtttPosition';
    #ptr;
    #keys;

    // new UtttPosition(text = UTTT_START, { seed } or { keys }): the default
    // keys, SplitMix64 keys from a seed, or your own 199 keys.
    constructor(text = UTTT_START, options = undefined) {
      expectShortString(text, 'new UtttPosition(text): text', TEXT_IN_MAX);
      const { seed, keys } = expectOptions(options, 'new UtttPosition(text, options): options', ['seed', 'keys']);
      const keysPtr = newKeys(seed, keys);
      const ptr = x.zbw_uttt_new(keysPtr);
      if (!ptr) {
        if (keysPtr) x.zbw_uttt_keys_free(keysPtr);
        throw new ZobristError('NO_MEMORY', 'cannot allocate a position');
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
      if (this.#ptr === 0) throw new ZobristError('POSITION_FREED', 'this UtttPosition was freed (free() or dispose) and cannot be used');
      return this.#ptr;
    }

    // A new position from text (the start by default); clears the history.
    reset(text = UTTT_START) {
      const ptr = this.#live();
      expectShortString(text, 'reset(text): text', TEXT_IN_MAX);
      const len = core.writeInput(text);
      const err = x.zbw_uttt_set_text(ptr, core.input.ptr, len);
      if (err) throw textError(err, text, 'Invalid UTTT position');
      return this;
    }

    // A move: "e5" (the 9x9 grid, column a-i from the left, row 1-9 from
    // the top) or a code 0..80 (9 * board + cell).
    play(move) {
      const ptr = this.#live();
      let err;
      if (typeof move === 'number') {
        expectInteger(move, 'play(move): move code', 0, 80);
        err = x.zbw_uttt_make_code(ptr, move);
      } else {
        expectShortString(move, 'play(move): move', MOVE_TEXT_MAX);
        const len = core.writeInput(move);
        err = x.zbw_uttt_play(ptr, core.input.ptr, len);
      }
      if (err) throw error(err, `Cannot play ${describe(move)} in ${quote(this.text)}`, { input: move, position: this.text });
      return this;
    }

    undo() {
      const err = x.zbw_uttt_undo(this.#live());
      if (err) throw error(err, 'Cannot undo');
      return this;
    }

    get key() { return BigInt.asUintN(64, x.zbw_uttt_key(this.#live())); }
    get keyHi() { return x.zbw_uttt_key_hi(this.#live()) >>> 0; }
    get keyLo() { return x.zbw_uttt_key_lo(this.#live()) >>> 0; }
    get keyHex() { return this.keyHi.toString(16).padStart(8, '0') + this.keyLo.toString(16).padStart(8, '0'); }

    get text() {
      const out = core.output.need(TEXT_MAX);
      return core.readString(out, x.zbw_uttt_text(this.#live(), out));
    }

    get turn() { return PLAYERS[x.zbw_uttt_side(this.#live())]; }
    // The board the player to move is sent to, 0..8, or null when free.
    get forcedBoard() {
      const b = x.zbw_uttt_forced_board(this.#live());
      return b === 9 ? null : b;
    }
    // 'x', 'o' or 'draw' for a closed local board, 'open' otherwise.
    boardStatus(board) {
      expectInteger(board, 'boardStatus(board): board', 0, 8);
      return STATUS[x.zbw_uttt_board_status(this.#live(), board)];
    }
    get boards() { return Array.from({ length: 9 }, (_, b) => this.boardStatus(b)); }
    // 'x', 'o', 'draw' or 'ongoing'.
    get result() {
      const r = x.zbw_uttt_result(this.#live());
      return r === 3 ? 'ongoing' : STATUS[r];
    }
    // 'x', 'o' or null on a square 0..80 (or "e5").
    cell(square) {
      const code = typeof square === 'string' ? squareOfName(square, 'cell(square): square') : square;
      expectInteger(code, 'cell(square): square', 0, 80);
      const c = x.zbw_uttt_cell(this.#live(), code);
      return c === 2 ? null : PLAYERS[c];
    }
    get ply() { return x.zbw_uttt_ply(this.#live()); }

    // The code of a legal move's text ("e5" -> 40); the move's error if it is not legal.
    moveCode(move) {
      expectShortString(move, 'moveCode(move): move', MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const code = x.zbw_uttt_parse_move(this.#live(), core.input.ptr, len);
      if (code < 0) throw error(-code, `Cannot read ${quote(move)} in ${quote(this.text)}`, { input: move });
      return code;
    }

    // The text of a move code (40 -> "e5").
    static moveText(code) {
      expectInteger(code, 'moveText(code): code', 0, 80);
      const out = core.output.need(4);
      return core.readString(out, x.zbw_uttt_move_text(code, out));
    }

    legalMoves() {
      const out = core.output.need(256);
      const text = core.readString(out, x.zbw_uttt_legal_text(this.#live(), out));
      return text === '' ? [] : text.split(' ');
    }

    legalMoveCodes() {
      const out = core.output.need(81);
      const n = x.zbw_uttt_legal_moves(this.#live(), out);
      return new Uint8Array(core.memory.buffer, out, n).slice();
    }

    perft(depth) {
      const ptr = this.#live();
      expectInteger(depth, 'perft(depth): depth', 0, 20);
      return x.zbw_uttt_perft(ptr, depth);
    }

    // The features present, increasing: indices into the 199-key table.
    features() {
      const out = core.output.need(4 * 92);
      const n = x.zbw_uttt_features(this.#live(), out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    }

    get freed() { return this.#ptr === 0; }

    free() {
      if (this.#ptr === 0) return;
      owner.release(this, { pos: this.#ptr, keys: this.#keys });
      this.#ptr = 0;
    }

    [dispose]() { this.free(); }
  }

  UtttPosition.START = UTTT_START;
  return { UtttPosition, utttTable };
}
