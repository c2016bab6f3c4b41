// Position: a chess position in WASM memory with its 64-bit key kept current
// on every move. Per-move calls cross into WASM once and allocate no BigInt;
// one is made only when `key` is read.
import { ZobristError, describe, expectInteger, expectOptions, expectShortString, quote } from '../core/errors.js';
import { KeySets, LAYOUT_CHOICE, layoutOf } from './key-sets.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const FEN_MAX = 128; // the longest FEN the C side writes, with its NUL
const MOVES_TEXT_MAX = 256 * 8;
const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
export const FEN_TEXT_MAX = 1024; // longer is no FEN: refused before it is copied
export const MOVE_TEXT_MAX = 64; // longer is no move (SAN, UCI or long algebraic)

export function definePosition(core, live = { count: 0 }) {
  const x = core.x;
  const keySets = new KeySets(core);
  // The fallback when free() is forgotten: runs some time after collection.
  const registry = new FinalizationRegistry(({ ptr, layout }) => {
    if (!core.broken) x.zbw_position_free(ptr);
    keySets.release(layout);
    live.count--;
  });

  class Position {
    static name = 'Position';
    #ptr;
    #layout;

    // For the other layers on this module (books): a Position's pointer, so
    // they can use it directly instead of a FEN made and parsed again; 0
    // for anything else, including a Position of another init().
    static {
      core.positionPointer = (value) => (value !== null && typeof value === 'object' && #ptr in value ? value.#live() : 0);
    }

    // new Position(fen = START_FEN, { layout } | { seed }): the key layout
    // (layout(): 'polyglot' by default, 'stockfish', 'chessjs', ...), or
    // SplitMix64 keys from a seed with Polyglot's rules.
    constructor(fen = START_FEN, options = undefined) {
      expectShortString(fen, 'new Position(fen): fen', FEN_TEXT_MAX);
      options = expectOptions(options, 'new Position(fen, options): options', LAYOUT_CHOICE);
      const layout = layoutOf(options, 'new Position(fen, options)');
      const keys = keySets.acquire(layout);
      const ptr = x.zbw_position_new(keys);
      if (!ptr) {
        keySets.release(layout);
        throw new ZobristError('NO_MEMORY', 'cannot allocate a position');
      }
      this.#ptr = ptr;
      this.#layout = layout;
      live.count++;
      registry.register(this, { ptr, layout }, this);
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
      expectShortString(fen, 'reset(fen): fen', FEN_TEXT_MAX);
      const len = core.writeInput(fen); // first: it may move the input region
      const err = x.zbw_position_set_fen(ptr, core.input.ptr, len);
      if (err) throw core.fenError(err, fen);
      return this;
    }

    #live() {
      if (this.#ptr === 0) throw new ZobristError('POSITION_FREED', 'this Position was freed (free() or dispose) and cannot be used');
      return this.#ptr;
    }

    // Plays a move in SAN ("Nf3", "exd6", "O-O", "e8=Q+") or UCI ("g1f3").
    play(move) {
      const ptr = this.#live();
      if (typeof move !== 'string' || move.length > MOVE_TEXT_MAX) expectShortString(move, 'play(move): move', MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const err = x.zbw_position_play(ptr, core.input.ptr, len);
      if (err) throw core.error(err, `Cannot play ${quote(move)} in ${this.fen}`, { input: move, fen: this.fen });
      return this;
    }

    // Plays a move given by its code from legalMoveCodes(): no text at all.
    playCode(code) {
      const ptr = this.#live();
      expectInteger(code, 'playCode(code): code', 0, 65535);
      const err = x.zbw_position_make_code(ptr, code);
      if (err) throw core.error(err, `Cannot play move code ${code} in ${this.fen}`, { input: code, fen: this.fen });
      return this;
    }

    undo() {
      const err = x.zbw_position_undo(this.#live());
      if (err) throw core.error(err, 'Cannot undo');
      return this;
    }

    get key() { return BigInt.asUintN(64, x.zbw_position_key(this.#live())); }
    // The key layout (a frozen Layout: tables and rules).
    get layout() { this.#live(); return this.#layout; }
    get keyHi() { return x.zbw_position_key_hi(this.#live()) >>> 0; }
    get keyLo() { return x.zbw_position_key_lo(this.#live()) >>> 0; }
    get keyHex() {
      return (this.keyHi.toString(16).padStart(8, '0') + this.keyLo.toString(16).padStart(8, '0'));
    }

    get fen() {
      const out = core.output.need(FEN_MAX);
      return core.readString(out, x.zbw_position_fen(this.#live(), out));
    }

    get turn() { return x.zbw_position_side(this.#live()) === 1 ? 'w' : 'b'; }
    get inCheck() { return x.zbw_position_in_check(this.#live()) !== 0; }
    get ply() { return x.zbw_position_ply(this.#live()); }
    get halfmoveClock() { return x.zbw_position_halfmove(this.#live()); }
    get fullmoveNumber() { return x.zbw_position_fullmove(this.#live()); }

    // Legal moves in UCI, or in SAN with { san: true }.
    legalMoves(options = undefined) {
      const { san = false } = expectOptions(options, 'legalMoves(options): options', ['san']);
      if (typeof san !== 'boolean') throw new ZobristError('ARGUMENT_TYPE', `legalMoves({ san }): san must be true or false, got ${describe(san)}`);
      const out = core.output.need(MOVES_TEXT_MAX);
      const text = core.readString(out, x.zbw_position_legal_text(this.#live(), san ? 1 : 0, out));
      return text === '' ? [] : text.split(' ');
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
      expectShortString(move, 'toSan(move): move', MOVE_TEXT_MAX);
      const len = core.writeInput(move);
      const code = x.zbw_position_parse_move(ptr, core.input.ptr, len);
      if (code < 0) throw core.error(-code, `Cannot read ${quote(move)} in ${this.fen}`, { input: move, fen: this.fen });
      const out = core.output.need(16);
      return core.readString(out, x.zbw_move_san(ptr, code, out));
    }

    // Threefold repetition, from the keys since the FEN within the halfmove clock.
    isRepetition() { return x.zbw_position_repetitions(this.#live()) >= 2; }
    repetitions() { return x.zbw_position_repetitions(this.#live()); }

    perft(depth) {
      const ptr = this.#live();
      expectInteger(depth, 'perft(depth): depth', 0, 20);
      return x.zbw_position_perft(ptr, depth);
    }

    // The features present, as indices into the 781-key table.
    features() {
      const out = core.output.need(4 * 40);
      const n = x.zbw_position_features(this.#live(), out);
      return new Uint32Array(core.memory.buffer, out, n).slice();
    }

    get freed() { return this.#ptr === 0; }

    free() {
      if (this.#ptr === 0) return;
      registry.unregister(this);
      if (!core.broken) x.zbw_position_free(this.#ptr);
      keySets.release(this.#layout);
      this.#ptr = 0;
      live.count--;
    }

    [dispose]() { this.free(); }
  }

  Position.START_FEN = START_FEN;
  return { Position, live, keySets };
}
