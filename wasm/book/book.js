// Polyglot opening books from JS: openBook copies the bytes into WASM
// memory and validates them; lookups set a FEN on the scratch position and
// probe the book in one call each.
import { ZobristError, describe, expectOptions, expectShortString } from '../core/errors.js';
import { ownership, dispose } from '../core/owned.js';
import { toSeed } from '../keys/splitmix64.js';

const FEN_TEXT_MAX = 1024;
const RECORD = 40; // src/wasm/exports_book.c
const SAN_WITHOUT_ID = 0xffffffff; // a SAN the C side could not intern (out of memory)
const FIRST_CAP = 64;

// A fresh seed when pick() is given none.
function randomSeed() {
  if (globalThis.crypto?.getRandomValues) return globalThis.crypto.getRandomValues(new BigUint64Array(1))[0];
  return BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n | BigInt(Math.floor(Math.random() * 2 ** 32));
}

// The UCI of a book move code (src/wasm/exports_book.c), made the first time
// the code is seen.
function uciOfCode(code) {
  const square = (s) => String.fromCharCode(97 + (s & 7), 49 + (s >> 3));
  return square(code >> 6 & 63) + square(code & 63) + (code >> 12 ? 'nbrq'[(code >> 12) - 1] : '');
}

// The text of a record's NUL-terminated slot of 8 bytes (a SAN read only the
// first time its id is seen).
function slotText(u8, at) {
  let s = '';
  for (let i = at; i < at + 8 && u8[i] !== 0; i++) s += String.fromCharCode(u8[i]);
  return s;
}

export function defineBook(core, live) {
  const x = core.x;
  const owner = ownership(core, x.zbw_book_free, live);
  const { name: bookCode, error: bookError } = core.gameErrors(x.zbw_book_error_name, x.zbw_book_error_message, 'BOOK_');

  // The FEN of the last lookup: the C side keeps its position, so the same
  // FEN again is not parsed again (length 0 says so).
  let lastFen = null;
  function writeFen(fen) {
    if (fen === lastFen) return 0;
    lastFen = null; // until the C side has it
    return core.writeInput(fen === '' ? ' ' : fen); // length 0 would mean "the same again"
  }
  function fenFailed(code, fen) {
    lastFen = null;
    return core.fenError(code, fen);
  }

  // A FEN string, or a Position (anything with a fen, such as chess.js's fen()).
  function fenOf(value, what) {
    if (typeof value === 'string') { // the name made only for an error: 0.96x a lookup's time
      if (value.length > FEN_TEXT_MAX) expectShortString(value, `${what}: fen`, FEN_TEXT_MAX);
      return value;
    }
    if (value !== null && typeof value === 'object') {
      const fen = typeof value.fen === 'function' ? value.fen() : value.fen;
      if (typeof fen === 'string') {
        if (fen.length > FEN_TEXT_MAX) expectShortString(fen, `${what}: position.fen`, FEN_TEXT_MAX);
        return fen;
      }
    }
    throw new ZobristError('ARGUMENT_TYPE', `${what}: the position must be a FEN string or a Position, got ${describe(value)}`, { input: value });
  }

  // A record's strings, each made once: the UCI by its code (a function of
  // it) and the SAN by its id (the C side interns SAN texts), so a lookup
  // makes no strings for moves seen before.
  const uciByCode = new Array(1 << 15).fill(null); // filled: a sparse array would turn into a dictionary
  const sanById = [];

  // Record i of a lookup's output (u8 and w: the memory as bytes and words,
  // fetched once a lookup) as a move, or as a bad entry's report.
  function readRecord(u8, w, out, i) {
    const at = out + i * RECORD, k = at >> 2;
    const weight = w[k], learn = w[k + 1], entry = w[k + 2], total = w[k + 3], move = w[k + 4], sanId = w[k + 5];
    const share = total ? weight / total : 0;
    if (move >= 0x80000000) return { move: slotText(u8, at + 24), raw: move & 0xffff, weight, learn, entry, code: bookCode((move >>> 16) & 0xff) };
    const uci = uciByCode[move] ?? (uciByCode[move] = uciOfCode(move));
    if (sanId === 0) return { uci, weight, learn, share, entry }; // asked without SAN
    const san = sanId === SAN_WITHOUT_ID ? slotText(u8, at + 32)
      : sanById[sanId] ?? (sanById[sanId] = slotText(u8, at + 32));
    return { uci, san, weight, learn, share, entry };
  }
  const readOne = (out) => readRecord(core.bytes(), core.words(), out, 0);
  const isLegal = (w, out, i) => w[(out + i * RECORD + 16) >> 2] < 0x80000000;

  class Book {
    static name = 'Book';
    #ptr;
    #size;

    constructor(ptr) {
      this.#ptr = ptr;
      this.#size = x.zbw_book_size(ptr);
      owner.adopt(this, ptr);
    }

    #live() {
      if (this.#ptr === 0) throw new ZobristError('BOOK_FREED', 'this Book was freed (free() or dispose) and cannot be used');
      return this.#ptr;
    }

    // Entries in the book.
    get size() { this.#live(); return this.#size; }

    // Every entry of the position, as records: [records pointer, count].
    #probe(position, what, san = 1) {
      const ptr = this.#live();
      const pos = core.positionPointer?.(position);
      if (pos) { // a Position of this module: no FEN needed
        for (let cap = FIRST_CAP; ;) {
          const out = core.output.need(cap * RECORD);
          const n = x.zbw_book_probe_position(ptr, pos, san, out, cap);
          if (n < 0) throw core.fenError(-n, position.fen);
          if (n <= cap) return [out, n];
          cap = n;
        }
      }
      const fen = fenOf(position, what);
      let len = writeFen(fen);
      let cap = FIRST_CAP;
      for (;;) {
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
    moves(position, options = undefined) {
      const { san = true } = expectOptions(options, 'moves(position, options): options', ['san']);
      if (typeof san !== 'boolean') throw new ZobristError('ARGUMENT_TYPE', `moves(position, { san }): san must be a boolean, got ${describe(san)}`);
      const [out, n] = this.#probe(position, 'moves(position)', san ? 1 : 0);
      const bytes = core.bytes(), words = core.words();
      let legal = 0;
      while (legal < n && isLegal(words, out, legal)) legal++; // the bad entries come last
      const list = new Array(legal);
      for (let i = 0; i < legal; i++) list[i] = readRecord(bytes, words, out, i);
      return list;
    }

    // The position's entries whose move field is bad or whose move is illegal
    // there (never returned by moves(), pick() or best()).
    badEntries(position) {
      const [out, n] = this.#probe(position, 'badEntries(position)', 0);
      const bytes = core.bytes(), words = core.words();
      const list = [];
      for (let i = 0; i < n; i++) if (!isLegal(words, out, i)) list.push(readRecord(bytes, words, out, i));
      return list;
    }

    #choose(position, kind, seed, what) {
      const ptr = this.#live();
      const pos = core.positionPointer?.(position);
      if (pos) {
        const out = core.output.need(RECORD);
        const got = x.zbw_book_choose_position(ptr, pos, kind, seed, out);
        if (got < 0) throw core.fenError(-got, position.fen);
        return got === 0 ? null : readOne(out);
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
    pick(position, options = undefined) {
      const { seed } = expectOptions(options, 'pick(position, options): options', ['seed']);
      return this.#choose(position, 0, seed === undefined ? randomSeed() : toSeed(seed, 'pick(position, { seed }): seed'), 'pick(position)');
    }

    // The heaviest legal move (the first in the book on a tie), or null.
    best(position) { return this.#choose(position, 1, 0n, 'best(position)'); }

    get freed() { return this.#ptr === 0; }

    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }

    [dispose]() { this.free(); }
  }

  // A book from its bytes, copied into WASM memory and validated.
  function openBook(bytes) {
    if (!(bytes instanceof ArrayBuffer || ArrayBuffer.isView(bytes))) {
      throw new ZobristError('ARGUMENT_TYPE', `openBook(bytes): bytes must be a Uint8Array or an ArrayBuffer, got ${describe(bytes)}`, { input: bytes });
    }
    const size = bytes.byteLength;
    if (size === 0) throw new ZobristError('BOOK_EMPTY', 'openBook(bytes): the book is empty (0 bytes)');
    // Before any view is made: a view of 4 GiB cannot be (core.alloc refuses
    // what WASM memory cannot hold).
    const tmp = core.alloc(size);
    if (!tmp) throw new ZobristError('NO_MEMORY', `cannot allocate ${size} bytes of WebAssembly memory for the book`);
    const view = bytes instanceof Uint8Array ? bytes
      : bytes instanceof ArrayBuffer ? new Uint8Array(bytes)
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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
      const name = bookCode(err).slice('BOOK_'.length);
      if (name === 'NO_MEMORY') throw new ZobristError('NO_MEMORY', `cannot allocate WebAssembly memory for a book of ${size} bytes`); // as the copy's failure is
      const where = name === 'TRUNCATED' ? ` (${view.length} bytes, ${view.length % 16} after entry ${entry})`
        : name === 'UNSORTED' || name === 'BAD_MOVE' ? ` at entry ${entry}` : '';
      throw bookError(err, `openBook(bytes)${where}`, name === 'UNSORTED' || name === 'BAD_MOVE' || name === 'TRUNCATED' ? { entry } : {});
    }
    return new Book(ptr);
  }

  return { openBook, bookError };
}
