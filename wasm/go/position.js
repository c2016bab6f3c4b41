// GoPosition: Go on an N x N board (2-19) in WASM memory, with positional
// superko confirmed by comparing stones, and the 64-bit key kept current on
// every move (a capture XORs out every captured stone).
import { ZobristError, describe, expectInteger, expectOptions, expectShortString, quote } from '../core/errors.js';
import { ownership, dispose } from '../core/owned.js';
import { checkKeyTable } from '../schemes/feature-hash.js';

const TEXT_MAX = 400; // room for the text the C side writes
// The longest text taken: fields may have any amount of space between
// them, so a valid text may be longer than any the C side writes.
const TEXT_IN_MAX = 4096;
const MOVE_TEXT_MAX = 16;
const RULES = ['tt', 'cgos'];
const COLOURS = ['b', 'w'];

export function defineGo(core, live) {
  const x = core.x;
  const { error, textError } = core.gameErrors(x.zbw_go_error_name, x.zbw_go_error_message);
  const owner = ownership(core, x.zbw_go_free, live);

  // The default keys of an N x N board: 2N^2 stone keys and the turn key.
  function goTable(size = 9) {
    expectInteger(size, 'goTable(size): size', 2, 19);
    const n = 2 * size * size + 1;
    const out = core.output.need(8 * n);
    x.zbw_go_default_keys(size, out);
    return new BigUint64Array(core.memory.buffer, out, n).slice();
  }

  function rulesCode(rules, what) {
    const code = typeof rules === 'string' ? RULES.indexOf(rules.toLowerCase()) : -1;
    if (code < 0) {
      throw new ZobristError(typeof rules === 'string' ? 'ARGUMENT' : 'ARGUMENT_TYPE', `${what} must be 'tt' or 'cgos', got ${describe(rules)}`);
    }
    return code;
  }

  // The size a position text gives: its number of rows.
  const sizeOfText = (text) => text.trim().split(/\s+/)[0].split('/').length;

  class GoPosition {
    static name = 'GoPosition';
    #ptr;
    #size; // cached: checked on every move code, and it changes only with reset(text)

    // new GoPosition(text?, { size = 9, rules = 'tt', keys }): an empty board
    // of that size, Black to move; or the position text (which gives the
    // size; a size given too must agree). keys: your own 2N^2 + 1 keys
    // instead of the defaults.
    constructor(text = undefined, options = undefined) {
      if (text !== undefined) expectShortString(text, 'new GoPosition(text): text', TEXT_IN_MAX);
      const o = expectOptions(options, 'new GoPosition(text, options): options', ['size', 'rules', 'keys']);
      const { rules = 'tt', keys } = o;
      if (o.size !== undefined) expectInteger(o.size, 'new GoPosition(text, { size }): size', 2, 19);
      let size = o.size ?? 9;
      if (text !== undefined) {
        const rows = sizeOfText(text);
        if (o.size !== undefined && rows !== o.size) {
          throw new ZobristError('ARGUMENT', `new GoPosition(text, { size }): the text has ${rows} rows, not ${o.size}`, { input: text });
        }
        // A text of no valid size is reported by reset(text) below, as the
        // text reader sees it (SIZE_RANGE), not as a size option never given.
        if (rows >= 2 && rows <= 19) size = rows;
      }
      const rulesIndex = rulesCode(rules, 'new GoPosition(text, { rules }): rules');
      let keysPtr = 0;
      if (keys !== undefined) {
        checkKeyTable(keys, 2 * size * size + 1);
        keysPtr = core.output.need(8 * keys.length);
        new BigUint64Array(core.memory.buffer, keysPtr, keys.length).set(keys); // zbw_go_new copies them
      }
      const ptr = x.zbw_go_new(size, rulesIndex, keysPtr);
      if (!ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate a Go position');
      this.#ptr = ptr;
      this.#size = size;
      owner.adopt(this, ptr);
      if (text !== undefined) {
        try {
          this.reset(text);
        } catch (e) {
          this.free();
          throw e;
        }
      }
    }

    #live() {
      if (this.#ptr === 0) throw new ZobristError('POSITION_FREED', 'this GoPosition was freed (free() or dispose) and cannot be used');
      return this.#ptr;
    }

    // Sets a position from text (of any size, unless the position has keys
    // of its own: SIZE_MISMATCH), or the empty board; clears the history.
    reset(text = undefined) {
      const ptr = this.#live();
      if (text === undefined) {
        x.zbw_go_clear(ptr);
        return this;
      }
      expectShortString(text, 'reset(text): text', TEXT_IN_MAX);
      const len = core.writeInput(text);
      const err = x.zbw_go_set_text(ptr, core.input.ptr, len);
      if (err) throw textError(err, text, 'Invalid Go position');
      this.#size = x.zbw_go_size(ptr);
      return this;
    }

    // A move: "D4" (GTP: column A-T without I, row from the bottom), "pass",
    // or a code (row * N + col; N * N passes).
    play(move) {
      const ptr = this.#live();
      let err;
      if (typeof move === 'number') {
        expectInteger(move, 'play(move): move code', 0, this.size * this.size);
        err = x.zbw_go_make(ptr, move);
      } else {
        expectShortString(move, 'play(move): move', MOVE_TEXT_MAX);
        const len = core.writeInput(move);
        err = x.zbw_go_play(ptr, core.input.ptr, len);
      }
      if (err) throw error(err, `Cannot play ${describe(move)} in ${quote(this.text)}`, { input: move, position: this.text });
      return this;
    }

    undo() {
      const err = x.zbw_go_undo(this.#live());
      if (err) throw error(err, 'Cannot undo');
      return this;
    }

    get key() { return BigInt.asUintN(64, x.zbw_go_key(this.#live())); }
    get keyHi() { return x.zbw_go_key_hi(this.#live()) >>> 0; }
    get keyLo() { return x.zbw_go_key_lo(this.#live()) >>> 0; }
    get keyHex() { return this.keyHi.toString(16).padStart(8, '0') + this.keyLo.toString(16).padStart(8, '0'); }
    // The key without the turn key: what superko looks up.
    get stonesKey() { return BigInt.asUintN(64, x.zbw_go_stones_key(this.#live())); }

    get text() {
      const out = core.output.need(TEXT_MAX);
      return core.readString(out, x.zbw_go_text(this.#live(), out));
    }

    get size() { this.#live(); return this.#size; }
    get rules() { return RULES[x.zbw_go_rules(this.#live())]; }
    get turn() { return COLOURS[x.zbw_go_side(this.#live())]; }
    get passes() { return x.zbw_go_passes(this.#live()); }
    get gameOver() { return x.zbw_go_game_over(this.#live()) !== 0; }
    get ply() { return x.zbw_go_ply(this.#live()); }

    // 'b', 'w' or null at a point (code or "D4").
    stoneAt(point) {
      const code = this.#point(point, 'stoneAt(point)');
      const s = x.zbw_go_stone_at(this.#live(), code);
      return s === 2 ? null : COLOURS[s];
    }

    // The whole board: a string of N^2 characters 'b', 'w', '.', by point code.
    get stones() {
      const n = this.size * this.size, out = core.output.need(n);
      x.zbw_go_board(this.#live(), out);
      let s = '';
      for (const v of core.bytes().subarray(out, out + n)) s += v === 2 ? '.' : COLOURS[v];
      return s;
    }

    #point(point, what) {
      if (typeof point === 'string') {
        const code = this.moveCode(point);
        if (code === this.size * this.size) throw new ZobristError('ARGUMENT', `${what}: a point, not a pass`);
        return code;
      }
      expectInteger(point, `${what}: point`, 0, this.size * this.size - 1);
      return point;
    }

    // The code of a move's text ("D4" -> 3 * N + 3, "pass" -> N * N); legality not checked.
    moveCode(move) {
      const ptr = this.#live();
      expectShortString(move, 'moveCode(move): move', MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const code = x.zbw_go_parse_move(ptr, core.input.ptr, len);
      if (code < 0) throw error(-code, `Cannot read ${quote(move)}`, { input: move });
      return code;
    }

    // The text of a move code ("D4", "pass").
    moveText(code) {
      expectInteger(code, 'moveText(code): code', 0, this.size * this.size);
      const out = core.output.need(8);
      return core.readString(out, x.zbw_go_move_text(this.size, code, out));
    }

    legalMoveCodes() {
      const out = core.output.need(4 * 362);
      const n = x.zbw_go_legal_moves(this.#live(), out);
      return new Int32Array(core.memory.buffer, out, n).slice();
    }

    legalMoves() { return Array.from(this.legalMoveCodes(), (c) => this.moveText(c)); }

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
    get lastWasSuicide() { return x.zbw_go_last_was_suicide(this.#live()) !== 0; }
    // Superko key matches whose stones differed (hash collisions) so far.
    get failedConfirmations() { return x.zbw_go_failed_confirmations(this.#live()); }

    perft(depth) {
      const ptr = this.#live();
      expectInteger(depth, 'perft(depth): depth', 0, 30);
      return x.zbw_go_perft(ptr, depth);
    }

    // The features present (2 * point + colour; 2N^2 when White is to move).
    features() {
      const out = core.output.need(4 * 362);
      const n = x.zbw_go_features(this.#live(), out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    }

    get freed() { return this.#ptr === 0; }

    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }

    [dispose]() { this.free(); }
  }

  return { GoPosition, goTable };
}
