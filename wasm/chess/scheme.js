// The interface shared by the pure-JS schemes: a full key from features or a
// FEN, toggles of single features, and applyMove for chess.js-style moves.
// The base class tracks the board a scheme needs to follow a move on its own
// (castling rights, the rook of a castling, the layout's ep rule, the
// halfmove clock); the key arithmetic (a mixin from ../schemes/) only says
// how a slot's key enters (insertKey) and leaves (removeKey) the key.
//
// A scheme keys a position as its Layout (./layouts.js) does, so the XOR
// schemes equal keyOfFeatures(layout, features, halfmove) bit for bit. The
// slots: 0..780 the layout's table; 781..796 its castling[rights], used by
// 16-key layouts (a change of rights removes the old set's key and inserts
// the new one; 4-key layouts key each right alone, as Polyglot); 797 the
// halfmove bucket of Stockfish's key(), rewritten when the bucket changes.
// The turn key is in while the layout's turn side is to move: the moves
// treat slot 780 as Polyglot's (in when white is to move); a 'black' layout
// holds the key's inverse there and adds the key once, in setFeatures (see
// the constructor). Additive48 adds (key >> 16) of the same keys the XOR
// would combine, mod 2^48.
import { ZobristError, describe, expectOptions } from '../core/errors.js';
import { checkKeyTable } from '../schemes/feature-hash.js';
import { chessJsPosition } from './from-chessjs.js';
import { layout as toLayout, bucketKey, halfmoveBucket, keysOf, FEATURE_SLOTS, featureSlot, slotConflict } from './layouts.js';
import { epCaptureLegal } from './ep-legal.js';

export const FEATURES = 781;
const CASTLING = 768;
const EP = 772;
const TURN = 780;
const CASTLING_SETS = FEATURES; // slots 781..796: castling[rights] of a 16-key layout
const BUCKET = FEATURES + 16;   // slot 797: the current halfmove bucket's key
const SLOTS = BUCKET + 1;
const RECORD = 2; // int32 slots of the undo record of one move
const PIECES = 'pPnNbBrRqQkK'; // index = Polyglot kind = 2 * type + (white ? 1 : 0)
const TYPES = 'pnbrqk';

// Castling rights kept when a piece leaves or lands on a square.
const KEEP = new Uint8Array(64).fill(15);
KEEP[4] = 15 & ~3; KEEP[7] = 15 & ~1; KEEP[0] = 15 & ~2;
KEEP[60] = 15 & ~12; KEEP[63] = 15 & ~4; KEEP[56] = 15 & ~8;

function square(name, what) {
  if (typeof name === 'string' && name.length === 2) {
    const file = name.charCodeAt(0) - 97, rank = name.charCodeAt(1) - 49;
    if (((file | rank) & ~7) === 0) return 8 * rank + file;
  } else if (typeof name === 'number' && Number.isInteger(name) && name >= 0 && name < 64) {
    return name;
  }
  throw new ZobristError('ARGUMENT', `${what} must be a square like "e4" or an index 0-63, got ${describe(name)}`, { input: name });
}

function squareName(sq) { return String.fromCharCode(97 + (sq & 7), 49 + (sq >> 3)); }

function mismatch(move, why) {
  return new ZobristError('MOVE_MISMATCH', `applyMove({ from: ${describe(move.from)}, to: ${describe(move.to)} }): ${why}`, { input: move });
}

// A 781-key table: a BigUint64Array, or an array of BigInts from 0 to 2^64 - 1.
export const checkTable = (table) => checkKeyTable(table, FEATURES);

// The halfmove clock a FEN gives (its fifth field; 0 if it has none). The
// FEN was checked by parseFen first.
function halfmoveOfFen(fen) {
  const clock = fen.trim().split(/\s+/)[4];
  return clock !== undefined && /^\d+$/.test(clock) ? Number(clock) : 0;
}

export class Scheme {
  static name = 'Scheme';
  #layout;

  // layoutOrTable: a Layout or any spec layout() takes ('stockfish',
  // 'seed:5,castling=16', { seed, ep }), or 781 keys (polyglotTable(),
  // seededTable(seed)) hashed by Polyglot's rules. parseFen: the module's
  // featuresOfFen (called with { layout }), used by setFen so that FENs are
  // validated by the same strict parser.
  constructor(layoutOrTable, options = undefined) {
    const { parseFen } = expectOptions(options, 'new Scheme(layout, options): options', ['parseFen']);
    if (parseFen !== undefined && typeof parseFen !== 'function') {
      throw new ZobristError('ARGUMENT_TYPE', `new Scheme(layout, { parseFen }): parseFen must be a function, got ${describe(parseFen)}`);
    }
    if (layoutOrTable === undefined) {
      throw new ZobristError('ARGUMENT_TYPE', 'new Scheme(layout): give a layout (a Layout, \'polyglot\', \'stockfish\', ...) or a 781-key table');
    }
    const l = layoutOrTable instanceof BigUint64Array || Array.isArray(layoutOrTable)
      ? toLayout({ table: checkTable(layoutOrTable) }) : toLayout(layoutOrTable);
    this.#layout = l;
    // The layout's rules as flags.
    this.castlingSets = l.castlingKeys === 16;
    this.turnWhite = l.turn === 'white';
    this.epLiteral = l.ep === 'literal';
    this.epLegal = l.ep === 'legal';
    this.buckets = l.halfmoveBuckets;
    const slots = new BigUint64Array(SLOTS);
    const own = keysOf(l);
    slots.set(own.table);
    slots.set(own.castling, CASTLING_SETS);
    this.prepare(slots);
    // Turn 'black': key(black to move) = key'(white to move) + t, where key'
    // is Polyglot's rule with -t as the turn key (-t = t under XOR). So the
    // moves keep Polyglot's turn code, and setFeatures adds t once.
    if (!this.turnWhite) this.negateKeyAt(TURN);
    this.parseFen = parseFen;
    this.board = new Int8Array(64);
    this.setFeatures([]);
  }

  get layout() { return this.#layout; }

  // The halfmove clock. Followed move by move only where the key needs it
  // (Stockfish's buckets); otherwise counted from the undo record when read,
  // so that Polyglot's applyMove does no more work than before.
  get halfmoveClock() { return this.buckets ? this.halfmove : this.clockAfter(this.plies); }

  // The clock after the first `plies` recorded moves: the moves since the
  // last pawn move or capture, or since the set position, whose clock is
  // this.halfmove.
  clockAfter(plies) {
    const h = this.history;
    for (let p = plies; p > 0; p--) {
      const w = h[(p - 1) * RECORD];
      if (((w >>> 12) & 15) >> 1 === 0 || ((w >>> 20) & 15) !== 0) return plies - p;
    }
    return this.halfmove + plies;
  }

  // Replaces the state by the given features (indices 0..780, 780 meaning
  // white to move, as featuresOfFen gives them) and a halfmove clock (for
  // Stockfish's buckets). Checked first, so a rejected list changes nothing.
  setFeatures(features, halfmove = 0) {
    const arrayLike = features !== null && typeof features === 'object' && typeof features.length === 'number';
    if (!arrayLike && (features === null || typeof features?.[Symbol.iterator] !== 'function' || typeof features === 'string')) {
      throw new ZobristError('ARGUMENT_TYPE', `setFeatures(features): features must be an array of feature indices, got ${describe(features)}`);
    }
    if (!Number.isInteger(halfmove) || halfmove < 0 || halfmove > 65535) {
      throw new ZobristError('ARGUMENT', `setFeatures(features, halfmove): halfmove must be an integer from 0 to 65535, got ${describe(halfmove)}`);
    }
    const list = arrayLike ? features : Array.from(features);
    // A slot used twice means a malformed list (layouts.js, featureSlot).
    const seen = this.seen ??= new Uint32Array(FEATURE_SLOTS);
    if (this.stamp === undefined || this.stamp === 0xFFFFFFFF) {
      seen.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    for (let i = 0; i < list.length; i++) {
      const f = list[i];
      if (!Number.isInteger(f) || f < 0 || f >= FEATURES) {
        throw new ZobristError('ARGUMENT', `a feature must be an integer from 0 to 780, got ${describe(f)}`);
      }
      const slot = featureSlot(f);
      if (seen[slot] === stamp) throw slotConflict(f);
      seen[slot] = stamp;
    }
    this.board.fill(-1);
    this.clearHistory();
    this.castling = 0;
    this.ep = -1;       // the hashed ep feature, or -1
    this.white = false; // feature 780 present = white to move
    this.halfmove = halfmove;
    this.bucket = -1;   // the halfmove bucket keyed, or -1
    this.resetKey();
    for (let i = 0; i < list.length; i++) {
      const f = list[i];
      if (f < CASTLING) {
        this.board[f & 63] = f >> 6;
        this.insertKey(f);
      } else if (f < EP) {
        this.castling |= 1 << (f - CASTLING);
        if (!this.castlingSets) this.insertKey(f);
      } else if (f < TURN) {
        this.ep = f;
        this.insertKey(f);
      } else {
        this.white = true;
        this.insertKey(f);
      }
    }
    if (this.castlingSets) this.insertKey(CASTLING_SETS + this.castling); // castling[0] too: Stockfish keys it
    if (!this.turnWhite) this.removeKey(TURN); // + t: slot 780 holds -t
    this.keyBucket(halfmove);
    return this;
  }

  // Stockfish's key(): from a clock of 14, the key of the clock's 8-ply
  // bucket is in. Kept in the running key (one slot whose key is rewritten
  // when the bucket changes, which is rare), so every getter stays exact.
  keyBucket(halfmove) {
    const bucket = this.buckets && halfmove >= 14 ? halfmoveBucket(halfmove) : -1;
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
    if (!this.buckets && this.plies > 0) this.halfmove = this.clockAfter(this.plies); // the clock outlives the record
    this.plies = 0;
  }

  // Takes back the last applyMove: the key and the board exactly as before.
  undo() {
    if (this.plies === 0) throw new ZobristError('NOTHING_TO_UNDO', 'undo(): no move applied since the position was set');
    const h = this.history, at = --this.plies * RECORD, w = h[at], captureSq = (h[at + 1] & 127) - 1, halfmove = h[at + 1] >>> 7;
    const from = w & 63, to = (w >>> 6) & 63, kind = (w >>> 12) & 15, placed = (w >>> 16) & 15;
    const captured = ((w >>> 20) & 15) - 1, castling = (w >>> 24) & 15, epFile = w >>> 28;
    const board = this.board;
    if (this.ep !== -1) this.removeKey(this.ep);
    if (this.white) this.removeKey(TURN); // the mover was black
    else this.insertKey(TURN);
    this.white = (kind & 1) === 1;
    const regained = castling & ~this.castling;
    if (regained) {
      if (this.castlingSets) {
        this.removeKey(CASTLING_SETS + this.castling);
        this.insertKey(CASTLING_SETS + castling);
      } else {
        for (let bit = 0; bit < 4; bit++) if (regained & (1 << bit)) this.insertKey(CASTLING + bit);
      }
    }
    this.castling = castling;
    if (kind >> 1 === 5 && (to - from === 2 || from - to === 2)) { // castling: the rook goes back
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
    this.ep = epFile === 0 ? -1 : EP + epFile - 1;
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
      throw new ZobristError('ARGUMENT', 'setFen needs a parseFen option: create the scheme with createScheme(), or without WebAssembly use setFromChessJs(new Chess(fen))');
    }
    const features = this.parseFen(fen, { layout: this.#layout });
    return this.setFeatures(features, halfmoveOfFen(fen));
  }

  // The position of a chess.js 1.x Chess instance (board, turn, castling
  // rights, ep square, halfmove clock), hashed by the layout's rules; no
  // WebAssembly needed.
  setFromChessJs(chess) {
    const { features, halfmove } = chessJsPosition(chess, this.#layout, 'setFromChessJs(chess)');
    return this.setFeatures(features, halfmove);
  }

  // Toggles: add the feature if absent, remove it if present.
  togglePiece(piece, at) {
    const kind = typeof piece === 'string' && piece.length === 1 ? PIECES.indexOf(piece) : piece;
    if (!Number.isInteger(kind) || kind < 0 || kind > 11) {
      throw new ZobristError('ARGUMENT', `a piece must be a FEN letter (PNBRQKpnbrqk) or a kind 0-11, got ${describe(piece)}`);
    }
    const sq = square(at, 'square');
    const present = this.board[sq];
    if (present !== -1 && present !== kind) {
      throw new ZobristError('ARGUMENT', `${squareName(sq)} holds ${PIECES[present]}, not ${PIECES[kind]}`);
    }
    this.board[sq] = present === kind ? -1 : kind;
    this.flip(64 * kind + sq, present !== kind);
    return this;
  }

  toggleCastling(right) {
    const bit = typeof right === 'string' ? 'KQkq'.indexOf(right) : right;
    if (!Number.isInteger(bit) || bit < 0 || bit > 3 || (typeof right === 'string' && right.length !== 1)) {
      throw new ZobristError('ARGUMENT', `a castling right must be K, Q, k, q or 0-3, got ${describe(right)}`);
    }
    const before = this.castling;
    this.castling ^= 1 << bit;
    if (this.castlingSets) { // one key for the whole set of rights
      this.clearHistory();
      this.removeKey(CASTLING_SETS + before);
      this.insertKey(CASTLING_SETS + this.castling);
    } else {
      this.flip(CASTLING + bit, (this.castling & (1 << bit)) !== 0);
    }
    return this;
  }

  toggleEpFile(file) {
    const f = typeof file === 'string' && file.length === 1 ? file.charCodeAt(0) - 97 : file;
    if (!Number.isInteger(f) || f < 0 || f > 7) {
      throw new ZobristError('ARGUMENT', `an ep file must be a-h or 0-7, got ${describe(file)}`);
    }
    if (this.ep !== -1 && this.ep !== EP + f) {
      throw new ZobristError('ARGUMENT', `the ep file ${'abcdefgh'[this.ep - EP]} is hashed already`);
    }
    this.ep = this.ep === -1 ? EP + f : -1;
    this.flip(EP + f, this.ep !== -1);
    return this;
  }

  toggleSide() {
    this.white = !this.white;
    this.flip(TURN, this.white);
    return this;
  }

  flip(feature, adding) {
    this.clearHistory(); // a toggle is no move: undo cannot see past it
    if (adding) this.insertKey(feature);
    else this.removeKey(feature);
  }

  // The raw key arithmetic, with no board kept: for measuring it alone.
  add(feature) { this.insertKey(feature); }
  remove(feature) { this.removeKey(feature); }

  // A move as chess.js gives it ({ from, to, piece, color, captured,
  // promotion, flags }); only from, to and promotion are needed: castling, en
  // passant and double steps are read from the board. Checked against the
  // board first, so a rejected move changes nothing. The hot path of every
  // scheme: state is read into locals once, and the undo record is one packed
  // word and a square.
  applyMove(move) {
    if (move === null || typeof move !== 'object') {
      throw new ZobristError('ARGUMENT_TYPE', `applyMove(move): move must be an object like chess.js's, got ${describe(move)}`);
    }
    const from = square(move.from, 'move.from'), to = square(move.to, 'move.to');
    const board = this.board, kind = board[from], white = (kind & 1) === 1;
    if (kind === -1) throw mismatch(move, `no piece on ${squareName(from)}`);
    if (white !== this.white) throw mismatch(move, `the piece on ${squareName(from)} is not the side to move's`);
    const piece = move.piece, color = move.color;
    if (piece !== undefined && piece !== TYPES[kind >> 1]) throw mismatch(move, `${squareName(from)} holds ${PIECES[kind]}`);
    if (color !== undefined && color !== (white ? 'w' : 'b')) throw mismatch(move, `it is ${white ? 'white' : 'black'}'s piece`);

    const type = kind >> 1, fileDelta = (to & 7) - (from & 7), oldEp = this.ep;
    let captureSq = board[to] === -1 ? -1 : to;
    if (type === 0) { // a pawn goes forward: one step, two from the start, or one diagonally
      const step = white ? to - from : from - to;
      const ok = fileDelta === 0 ? captureSq === -1 && (step === 8 || (step === 16 && (from >> 3) === (white ? 1 : 6) && board[(from + to) >> 1] === -1))
        : (fileDelta === 1 || fileDelta === -1) && step === 8 + (white ? fileDelta : -fileDelta);
      if (!ok) throw mismatch(move, `a pawn cannot go from ${squareName(from)} to ${squareName(to)}`);
      if (fileDelta !== 0 && captureSq === -1) { // en passant
        if (oldEp !== EP + (to & 7)) throw mismatch(move, `no en passant capture on ${squareName(to)}`);
        captureSq = white ? to - 8 : to + 8;
      }
    }
    const captured = captureSq === -1 ? -1 : board[captureSq];
    if (captured !== -1 && (((captured ^ kind) & 1) === 0 || captured >> 1 === 5)) throw mismatch(move, `cannot capture on ${squareName(to)}`);
    if (captureSq !== -1 && captured === -1) throw mismatch(move, `nothing to capture on ${squareName(to)}`);
    const saysCaptured = move.captured;
    if (saysCaptured !== undefined && (captured === -1 || saysCaptured !== TYPES[captured >> 1])) {
      throw mismatch(move, `the move says it captures ${saysCaptured}`);
    }
    let placed = kind;
    const promotion = move.promotion;
    if (promotion !== undefined && promotion !== null) {
      const promoted = typeof promotion === 'string' && promotion.length === 1 ? 'nbrq'.indexOf(promotion) : -1;
      if (type !== 0 || promoted < 0 || (to >> 3) !== (white ? 7 : 0)) throw mismatch(move, `bad promotion ${describe(promotion)}`);
      placed = 2 * (promoted + 1) + (kind & 1);
    } else if (type === 0 && (to >> 3) === (white ? 7 : 0)) {
      throw mismatch(move, 'a pawn reaching the last rank needs move.promotion');
    }
    const castling = this.castling;
    const castles = type === 5 && (fileDelta === 2 || fileDelta === -2);
    if (castles) {
      const rookFrom = fileDelta > 0 ? from + 3 : from - 4;
      const right = (white ? 0 : 2) + (fileDelta > 0 ? 0 : 1);
      if (!(castling & (1 << right))) throw mismatch(move, `no ${'KQkq'[right]} castling right`);
      if (board[rookFrom] !== (white ? 7 : 6)) throw mismatch(move, `no rook on ${squareName(rookFrom)} to castle with`);
      for (let sq = Math.min(from, rookFrom) + 1; sq < Math.max(from, rookFrom); sq++) {
        if (board[sq] !== -1) throw mismatch(move, `${squareName(sq)} is in the way of castling`);
      }
    }

    // Checked: record, then play.
    let history = this.history;
    const at = this.plies * RECORD;
    if (at + RECORD > history.length) {
      const grown = new Int32Array(history.length * 2);
      grown.set(history);
      this.history = history = grown;
    }
    history[at] = from | to << 6 | kind << 12 | placed << 16 | (captured + 1) << 20 | castling << 24 | (oldEp === -1 ? 0 : oldEp - EP + 1) << 28;
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
        for (let bit = 0; bit < 4; bit++) if (lost & (1 << bit)) this.removeKey(CASTLING + bit);
      }
      this.castling = rights;
    }
    if (white) this.removeKey(TURN);
    else this.insertKey(TURN);
    this.white = !white;
    // The ep file after a double step: Polyglot's rule (an enemy pawn stands
    // beside the pawn), and that capture legal too for 'legal'; always for 'literal'.
    let ep = -1;
    if (type === 0 && (to - from === 16 || from - to === 16)) {
      const enemyPawn = white ? 0 : 1, file = to & 7;
      if (this.epLiteral || (((file > 0 && board[to - 1] === enemyPawn) || (file < 7 && board[to + 1] === enemyPawn))
        && (!this.epLegal || epCaptureLegal(board, (from + to) >> 1, !white)))) {
        ep = EP + file;
        this.insertKey(ep);
      }
    }
    this.ep = ep;
    if (this.buckets) this.countMove(type === 0 || captured !== -1);
    return this;
  }
}
