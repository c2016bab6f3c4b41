// The C PGN reader from JS: chunks pushed in pieces of at most 64 KiB (so
// the reader's buffer stays about that size), games pulled and turned into
// PgnGame objects. A game's moves and keys are copied out at once; its UCI
// and SAN are made on first use (SAN by one call into WASM).
import { ZobristError } from '../core/errors.js';
import { ownership } from '../core/owned.js';

export const PIECE = 1 << 16; // bytes pushed at a time
const POOL = 1 << 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The header's slots (src/wasm/exports_pgn.c).
const H_NUMBER = 0, H_LINE = 1, H_PLIES = 2, H_KEY_COUNT = 3, H_MOVES = 4, H_KEYS = 5, H_TEXT = 6,
  H_TEXT_LEN = 7, H_TAG_COUNT = 8, H_WARNINGS = 9, H_ERROR = 10, H_CHESS_ERROR = 11, H_ERR_LINE = 12,
  H_ERR_COLUMN = 13, H_ERR_OFFSET = 14, H_ERR_PLY = 15, H_ERR_DEPTH = 16, H_VARIATION_COUNT = 17,
  H_VARIATIONS = 18, H_COUNT = 20;

const FILES = 'abcdefgh';
const SQUARES = Array.from({ length: 64 }, (_, s) => FILES[s & 7] + String((s >> 3) + 1));
const PROMOTIONS = 'nbrq';

// A move code (zb_move: from, to, kind, promotion) as UCI; "0000" for a null move.
export function uciOf(code) {
  if (code === 0) return '0000';
  const uci = SQUARES[code & 63] + SQUARES[(code >> 6) & 63];
  return ((code >> 12) & 3) === 1 ? uci + PROMOTIONS[(code >> 14) & 3] : uci;
}

const ALL_FIELDS = Object.freeze({ moves: true, tags: true, keys: true });

// One reader kit a module instance: shared by readPgn and buildBook.
const kits = new WeakMap();
export function readerKit(core, live) {
  let kit = kits.get(core);
  if (!kit) {
    kit = makeKit(core, live);
    kits.set(core, kit);
  }
  return kit;
}

function makeKit(core, live) {
  const x = core.x;
  const owner = ownership(core, x.zbw_pgn_free, live);
  // Names and messages of codes, read once: static C strings.
  const namer = (fn) => {
    const cache = new Map();
    return (code) => {
      let s = cache.get(code);
      if (s === undefined) {
        const ptr = fn(code);
        s = ptr ? core.cString(ptr) : null;
        cache.set(code, s);
      }
      return s;
    };
  };
  const pgnName = namer(x.zbw_pgn_error_name);
  const pgnMessage = namer(x.zbw_pgn_error_message);
  const chessName = namer(x.zbw_error_name);
  const chessMessage = namer(x.zbw_error_message);
  // The C side names each warning bit it has, and no other: read them all.
  const warningName = namer(x.zbw_pgn_warning_name), warningNames = [];
  for (let b = 0, name; b < 31 && (name = warningName(1 << b)) !== null; b++) warningNames.push(name);

  // SAN of a game's moves from its start FEN, in one call.
  function sanOf(fen, moves) {
    if (moves.length === 0) return [];
    const fenBytes = encoder.encode(fen);
    const movesAt = (fenBytes.length + 2) & ~1;
    const ptr = core.input.need(movesAt + 2 * moves.length);
    const u8 = core.bytes();
    u8.set(fenBytes, ptr);
    u8[ptr + fenBytes.length] = 0;
    new Uint16Array(core.memory.buffer, ptr + movesAt, moves.length).set(moves);
    const out = core.output.need(8 * moves.length);
    const len = x.zbw_pgn_san(ptr, ptr + movesAt, moves.length, out);
    if (len < 0) throw new ZobristError('NO_MEMORY', 'cannot replay the game for its SAN');
    return core.readString(out, len).split(' ');
  }

  // A game as the reader describes it. uci and san are made on first use.
  class PgnGame {
    static name = 'PgnGame';
    #uci = null;
    #san = null;

    get uci() {
      if (this.#uci === null) this.#uci = Array.from(this.moves, uciOf);
      return this.#uci;
    }

    get san() {
      if (this.#san === null) this.#san = sanOf(this.fen, this.moves);
      return this.#san;
    }

    // With the lazy fields, for JSON.stringify (BigInt keys as hex; none
    // when read with { keys: false }).
    toJSON() {
      return {
        ...this,
        keys: this.keys && Array.from(this.keys, (k) => k.toString(16).padStart(16, '0')),
        moves: Array.from(this.moves),
        uci: this.uci,
        san: this.san,
        variations: this.variations?.map((v) => ({ ...v, keyBefore: v.keyBefore.toString(16).padStart(16, '0'), key: v.key.toString(16).padStart(16, '0') })),
      };
    }
  }

  // The error line `zobrist pgn` prints (zb_pgn_format_error).
  function errorLine(number, tagList, h, code, text, fen) {
    let line = gameName(number, tagList);
    line += `, line ${h[H_ERR_LINE]} column ${h[H_ERR_COLUMN]}`;
    if (h[H_ERR_PLY]) line += `, ply ${h[H_ERR_PLY]}${h[H_ERR_DEPTH] ? ' in a variation' : ''}`;
    line += `: ${pgnName(code)}`;
    if (text) line += ` "${text}"`;
    line += `: ${pgnMessage(code)}`;
    const chess = h[H_CHESS_ERROR];
    if (chess) line += ` (${chessName(chess)}: ${chessMessage(chess)})`;
    if (fen) line += ` in position ${fen}`;
    return line;
  }

  // Keys and moves are copied into slices of shared 64 KiB ArrayBuffers, as
  // Node's Buffer pool does: one ArrayBuffer per game would cost several
  // times more than reading the game in WASM.
  let pool = new ArrayBuffer(POOL), used = 0;
  function copyOut(Type, ptr, count) {
    const bytes = count * Type.BYTES_PER_ELEMENT;
    if (bytes > POOL >> 2) return new Type(core.memory.buffer, ptr, count).slice();
    if (used + bytes > POOL) {
      pool = new ArrayBuffer(POOL);
      used = 0;
    }
    const out = new Type(pool, used, count);
    out.set(new Type(core.memory.buffer, ptr, count));
    used += (bytes + 7) & ~7;
    return out;
  }

  // The tag pairs and strings of the game last described: null when the
  // header came without its text (a good game read without tags).
  function textOf(h) {
    const textAt = h[H_TEXT], textLen = h[H_TEXT_LEN];
    if (textLen === 0) return null;
    const parts = decoder.decode(core.bytes().subarray(textAt, textAt + textLen)).split('\0');
    const tagCount = h[H_TAG_COUNT];
    const tags = {}, tagList = new Array(tagCount);
    for (let i = 0; i < tagCount; i++) {
      const name = parts[2 * i], value = parts[2 * i + 1];
      tagList[i] = [name, value];
      if (!Object.prototype.hasOwnProperty.call(tags, name)) {
        if (name === '__proto__') Object.defineProperty(tags, name, { value, enumerable: true, writable: true, configurable: true });
        else tags[name] = value;
      }
    }
    return { tags, tagList, result: parts[2 * tagCount], fen: parts[2 * tagCount + 1], errorText: parts[2 * tagCount + 2], errorFen: parts[2 * tagCount + 3] };
  }

  function warningsOf(bits) {
    const warnings = [];
    if (bits) for (let b = 0; b < warningNames.length; b++) if (bits & (1 << b)) warnings.push(warningNames[b]);
    return warnings;
  }

  // The game's error (its text is always described), or null.
  function errorOf(h, number, text) {
    const code = h[H_ERROR];
    if (code === 0) return null;
    const { tagList, errorText, errorFen } = text;
    const chess = h[H_CHESS_ERROR];
    const name = pgnName(code);
    const isMove = name === 'ILLEGAL_MOVE' || name === 'NULL_MOVE_IN_CHECK';
    return {
      code: `PGN_${name}`,
      message: errorLine(number, tagList, h, code, errorText, errorFen),
      line: h[H_ERR_LINE],
      column: h[H_ERR_COLUMN],
      offset: h[H_ERR_OFFSET],
      ply: h[H_ERR_PLY],
      depth: h[H_ERR_DEPTH],
      move: isMove ? errorText : null,
      text: errorText,
      fen: errorFen || null,
      chessCode: chess ? chessName(chess) : null,
    };
  }

  function variationsOf(h) {
    const n = h[H_VARIATION_COUNT], at = h[H_VARIATIONS];
    const list = new Array(n);
    if (n) {
      const k64 = new BigUint64Array(core.memory.buffer, at, 3 * n);
      const u16 = new Uint16Array(core.memory.buffer, at, 12 * n);
      const u32 = new Uint32Array(core.memory.buffer, at, 6 * n);
      for (let i = 0; i < n; i++) {
        list[i] = { depth: u16[12 * i + 9], ply: u32[6 * i + 5], uci: uciOf(u16[12 * i + 8]), keyBefore: k64[3 * i], key: k64[3 * i + 1] };
      }
    }
    return list;
  }

  const keysOf = (h) => (h[H_KEY_COUNT] ? copyOut(BigUint64Array, h[H_KEYS], h[H_KEY_COUNT]) : new BigUint64Array(0));

  // The game last pulled by a reader, described (zbw_pgn_describe done);
  // h: the reader's header; keys: false leaves them out.
  function gameOf(h, variations, keys = true) {
    const text = textOf(h);
    const plies = h[H_PLIES];
    const game = new PgnGame();
    game.number = h[H_NUMBER];
    game.line = h[H_LINE];
    game.tags = text.tags;
    game.tagList = text.tagList;
    game.result = text.result;
    game.fen = text.fen;
    game.plies = plies;
    game.moves = plies ? copyOut(Uint16Array, h[H_MOVES], plies) : new Uint16Array(0);
    if (keys) game.keys = keysOf(h);
    game.warnings = warningsOf(h[H_WARNINGS]);
    game.error = errorOf(h, game.number, text);
    if (variations) game.variations = variationsOf(h);
    return game;
  }

  // A game read without its moves (readPgn's { moves: false }): no moves,
  // uci or san; with tags, its tags, tagList, result and fen as well; with
  // keys, its keys. A plain object of one shape for each choice, so that V8
  // makes it as fast as it can.
  function keysGameOf(h, variations, tags, keys) {
    const number = h[H_NUMBER], line = h[H_LINE], plies = h[H_PLIES];
    const text = h[H_ERROR] || tags ? textOf(h) : null;
    const warnings = warningsOf(h[H_WARNINGS]);
    let game;
    if (tags) {
      const { tags: byName, tagList, result, fen } = text;
      game = keys ? { number, line, tags: byName, tagList, result, fen, plies, keys: keysOf(h), warnings, error: null }
        : { number, line, tags: byName, tagList, result, fen, plies, warnings, error: null };
    } else {
      game = keys ? { number, line, plies, keys: keysOf(h), warnings, error: null } : { number, line, plies, warnings, error: null };
    }
    if (text) game.error = errorOf(h, number, text);
    if (variations) game.variations = variationsOf(h);
    return game;
  }

  // A C reader owned by a JS object: freed by free(), or by the finalizer
  // when a reader is dropped (a for-await left early frees it at once).
  class Reader {
    #ptr;
    #header = null;

    // fields: { moves, tags, keys } (readPgn's options), what next() gives;
    // anyLength: no cap on a game's text (the book builder's, as polyglot's).
    constructor(variations, fields = ALL_FIELDS, anyLength = false) {
      const ptr = x.zbw_pgn_new(variations ? 1 : 0, anyLength ? 1 : 0);
      if (!ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate a PGN reader');
      this.#ptr = ptr;
      this.variations = variations;
      this.fields = fields;
      this.pushed = 0; // bytes pushed so far
      this.carry = ''; // a high surrogate that ended the last text pushed, held for its pair
      owner.adopt(this, ptr);
    }

    get ptr() {
      if (this.#ptr === 0) throw new ZobristError('PGN_READER_FREED', 'this PGN reader was freed');
      return this.#ptr;
    }

    // Pushes the next piece of a chunk (a string or bytes) from `at`;
    // returns where the next piece starts (the chunk's length when done).
    push(chunk, at) {
      let end;
      if (typeof chunk === 'string') {
        end = Math.min(chunk.length, at + (PIECE >> 1));
        let piece = end - at === chunk.length ? chunk : chunk.slice(at, end);
        if (this.carry) piece = this.carry + piece;
        // A surrogate pair split between two pieces or two chunks is kept
        // whole: its first half waits for the second.
        const last = piece.charCodeAt(piece.length - 1);
        this.carry = last >= 0xd800 && last < 0xdc00 ? piece.slice(-1) : '';
        this.#pushText(this.carry ? piece.slice(0, -1) : piece);
      } else {
        this.#flushCarry();
        end = Math.min(chunk.length, at + PIECE);
        const len = end - at, ptr = core.input.need(len);
        core.bytes().set(at === 0 && end === chunk.length ? chunk : chunk.subarray(at, end), ptr);
        this.#pushBytes(ptr, len);
      }
      return end;
    }

    #pushText(text) {
      const ptr = core.input.need(3 * text.length);
      this.#pushBytes(ptr, encoder.encodeInto(text, core.bytes().subarray(ptr, ptr + 3 * text.length)).written);
    }

    #pushBytes(ptr, len) {
      if (x.zbw_pgn_push(this.ptr, ptr, len) < 0) throw new ZobristError('NO_MEMORY', 'cannot grow the PGN reader\'s buffer');
      this.pushed += len;
    }

    // A first half with no second (the text ended, or bytes came next): as
    // TextEncoder writes a lone surrogate, U+FFFD.
    #flushCarry() {
      if (!this.carry) return;
      this.#pushText(this.carry);
      this.carry = '';
    }

    finish() {
      this.#flushCarry();
      x.zbw_pgn_finish(this.ptr);
    }

    // The header's view, made again when memory has grown.
    #headerView(p) {
      if (this.#header === null || this.#header.buffer !== core.memory.buffer) {
        this.#header = new Float64Array(core.memory.buffer, x.zbw_pgn_header(p), H_COUNT);
      }
      return this.#header;
    }

    // The next game, or null when the reader needs more input (or is done).
    next() {
      const p = this.ptr;
      const { moves, tags, keys } = this.fields;
      const got = x.zbw_pgn_next(p, tags ? 1 : 0);
      if (got === 0) return null;
      if (got < 0) throw new ZobristError('NO_MEMORY', 'cannot describe a PGN game');
      const h = this.#headerView(p);
      return moves ? gameOf(h, this.variations, keys) : keysGameOf(h, this.variations, tags, keys);
    }

    // The game last pulled (after the book builder rejected it).
    describeCurrent() {
      const p = this.ptr;
      if (x.zbw_pgn_describe(p) < 0) throw new ZobristError('NO_MEMORY', 'cannot describe a PGN game');
      return gameOf(this.#headerView(p), false);
    }

    get freed() { return this.#ptr === 0; }

    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }
  }

  return { Reader, PgnGame, uciOf };
}

// The game as zb_pgn_format_game names it: its number, White, Black, Event.
export function gameName(number, tagList) {
  let line = `game ${number}`;
  let first = true;
  for (const name of ['White', 'Black', 'Event']) {
    const tag = tagList.find((t) => t[0] === name);
    if (!tag) continue;
    line += `${first ? ' (' : ' '}${name} "${cut80(tag[1])}"`;
    first = false;
  }
  return first ? line : `${line})`;
}

// A tag value as zb_pgn_format_game prints it: 80 bytes at most, cut
// between characters.
function cut80(value) {
  if (value.length <= 26) return value; // 26 UTF-16 units are at most 80 bytes
  const bytes = encoder.encode(value);
  if (bytes.length <= 80) return value;
  let n = 80;
  while (n > 0 && (bytes[n] & 0xc0) === 0x80) n--;
  return decoder.decode(bytes.subarray(0, n));
}
