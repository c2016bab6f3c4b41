// buildBook: a Polyglot book from PGN, the same bytes as
// `zobrist book build` (and polyglot make-book) with the same options. The
// games go from the C reader to the C builder without crossing into JS.
import { ZobristError, describe, expectOptions } from '../core/errors.js';
import { ownership } from '../core/owned.js';
import { gameName, readerKit } from '../pgn/reader.js';
import { chunksOf, sourceKind } from '../pgn/source.js';
import { runStore } from './runs.js';

const YIELD_MS = 50; // a macrotask break this often, so pages can repaint
// Plies a run (12 bytes each, twice: the run and its sort's scratch), and
// the merger's windows in all: WASM memory for a book of any size.
const RUN_PLIES = 1 << 19;
const RUN_SLACK = 1 << 14; // a run is taken between games: room for the last
const WINDOWS_BYTES = 24 << 20;
const PLY_BYTES = 12; // ZB_BOOK_RUN_PLY_SIZE
const MERGE_NEED = 0, MERGE_DONE = 2; // zb_book_merge_status

// A run's window: the runs share WINDOWS_BYTES, from 64 KiB to 1 MiB each,
// whole plies.
function windowBytes(runs) {
  const each = Math.min(1 << 20, Math.max(1 << 16, Math.floor(WINDOWS_BYTES / Math.max(1, runs))));
  return each - (each % PLY_BYTES);
}

function join(pieces, total) {
  if (pieces.length === 1) return pieces[0];
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}

function intOption(value, name, min, max, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new ZobristError('ARGUMENT_TYPE', `buildBook(source, { ${name} }): ${name} must be an integer, got ${describe(value)}`, { input: value });
  }
  if (value < min || value > max) {
    throw new ZobristError('ARGUMENT', `buildBook(source, { ${name} }): ${name} must be from ${min} to ${max}, got ${value}`, { input: value });
  }
  return value;
}

function boolOption(value, name) {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new ZobristError('ARGUMENT_TYPE', `buildBook(source, { ${name} }): ${name} must be true or false, got ${describe(value)}`, { input: value });
  }
  return value;
}

// polyglot make-book's options and defaults, checked as the CLI checks them.
const BUILD_OPTIONS = ['maxPly', 'minGame', 'minScore', 'onlyWhite', 'onlyBlack', 'uniform', 'onProgress'];
function buildOptions(options) {
  const o = expectOptions(options, 'buildBook(source, options): options', BUILD_OPTIONS);
  // Any number polyglot takes (a minimum of 0 games keeps every entry, as 1 does).
  const maxPly = intOption(o.maxPly, 'maxPly', 0, 2 ** 31 - 1, 1024);
  const minGame = intOption(o.minGame, 'minGame', 0, 2 ** 31 - 1, 3);
  let minScore = 0;
  if (o.minScore !== undefined) {
    if (typeof o.minScore !== 'number' || !Number.isFinite(o.minScore)) {
      throw new ZobristError('ARGUMENT_TYPE', `buildBook(source, { minScore }): minScore must be a number (a percentage), got ${describe(o.minScore)}`, { input: o.minScore });
    }
    if (o.minScore < 0 || o.minScore > 100) {
      throw new ZobristError('ARGUMENT', `buildBook(source, { minScore }): minScore must be from 0 to 100, got ${o.minScore}`, { input: o.minScore });
    }
    minScore = o.minScore;
  }
  const onlyWhite = boolOption(o.onlyWhite, 'onlyWhite'), onlyBlack = boolOption(o.onlyBlack, 'onlyBlack');
  if (onlyWhite && onlyBlack) {
    throw new ZobristError('ARGUMENT', 'buildBook(source, options): onlyWhite and onlyBlack cannot both be true');
  }
  const uniform = boolOption(o.uniform, 'uniform');
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') {
    throw new ZobristError('ARGUMENT_TYPE', `buildBook(source, { onProgress }): onProgress must be a function, got ${describe(o.onProgress)}`, { input: o.onProgress });
  }
  return { maxPly, minGame, minScore, onlyWhite, onlyBlack, uniform, onProgress: o.onProgress };
}

export function defineBuild(core, live, bookError) {
  const x = core.x;
  const { Reader } = readerKit(core, live);
  const owner = ownership(core, x.zbw_book_builder_free, live);

  class Builder {
    constructor(o) {
      this.ptr = x.zbw_book_builder_new(o.maxPly, o.minGame, o.minScore, o.onlyWhite ? 1 : 0, o.onlyBlack ? 1 : 0, o.uniform ? 1 : 0);
      if (!this.ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate a book builder');
      owner.adopt(this, this.ptr);
    }

    free() {
      if (this.ptr === 0) return;
      owner.release(this, this.ptr);
      this.ptr = 0;
    }
  }

  // Adds the games the reader has ready until a run is due (true); throws
  // for a game the CLI rejects.
  function feed(builder, reader, maxPly) {
    const got = x.zbw_book_builder_feed(builder.ptr, reader.ptr, maxPly, RUN_PLIES);
    if (got === 0) return false;
    if (got === 1) return true;
    if (got === -1) {
      const game = reader.describeCurrent();
      const { error } = game;
      throw new ZobristError(error.code, `buildBook(source): ${error.message}`, {
        game: game.number, line: error.line, column: error.column, offset: error.offset, ply: error.ply,
        input: error.text, fen: error.fen ?? undefined,
      });
    }
    if (got === -2) {
      const game = reader.describeCurrent();
      const ply = x.zbw_last_plies();
      throw new ZobristError('BOOK_NULL_MOVE', `buildBook(source): ${gameName(game.number, game.tagList)} from line ${game.line}, ply ${ply}: a null move cannot go in a book`,
        { game: game.number, line: game.line, ply });
    }
    throw bookError(got, 'buildBook(source)');
  }

  // The builder's sorted run, copied out of WASM memory into a run store.
  function takeRun(builder, runs) {
    const out = core.output.need(8);
    const err = x.zbw_book_builder_take_run(builder.ptr, out);
    if (err) throw bookError(err, 'buildBook(source)');
    const [ptr, len] = new Uint32Array(core.memory.buffer, out, 2);
    runs.add(new Uint8Array(core.memory.buffer, ptr, len));
  }

  // The runs merged into the book's bytes: each run read a window at a time.
  async function merge(o, runs) {
    const window = windowBytes(runs.count);
    const m = x.zbw_book_merge_new(o.maxPly, o.minGame, o.minScore, o.onlyWhite ? 1 : 0, o.onlyBlack ? 1 : 0, o.uniform ? 1 : 0, runs.count, window);
    if (!m) throw new ZobristError('NO_MEMORY', 'cannot allocate the book builder\'s merger');
    const read = new Array(runs.count).fill(0);
    const pieces = [];
    let total = 0;
    try {
      for (;;) {
        const out = core.output.need(16);
        const err = x.zbw_book_merge_step(m, out);
        if (err) throw bookError(err, 'buildBook(source)');
        const [status, run, ptr, len] = new Uint32Array(core.memory.buffer, out, 4);
        if (len) {
          pieces.push(core.bytes().slice(ptr, ptr + len));
          total += len;
        }
        if (status === MERGE_DONE) break;
        if (status !== MERGE_NEED) continue;
        const bytes = await runs.read(run, read[run], window);
        read[run] += bytes.length;
        core.bytes().set(bytes, x.zbw_book_merge_window(m, run));
        const fed = x.zbw_book_merge_feed(m, run, bytes.length);
        if (fed) throw bookError(fed, 'buildBook(source)');
      }
    } finally {
      x.zbw_book_merge_free(m);
    }
    return join(pieces, total);
  }

  // The book's bytes (a Uint8Array of 16-byte entries). WASM memory holds a
  // run of plies at most while the games are read, the merger's windows
  // while the runs are merged: a few tens of MB whatever the source's size.
  async function buildBook(source, options = undefined) {
    sourceKind(source, 'buildBook(source): source');
    const o = buildOptions(options);
    const reader = new Reader(false, undefined, true); // games of any length, as polyglot reads them
    const runs = runStore();
    let builder;
    try {
      builder = new Builder(o);
      // room for a run and the game that ends it, once (no growth, no holes)
      const err = x.zbw_book_builder_reserve(builder.ptr, RUN_PLIES + RUN_SLACK);
      if (err) throw bookError(err, 'buildBook(source)');
      let last = Date.now();
      const drain = () => { while (feed(builder, reader, o.maxPly)) takeRun(builder, runs); };
      for await (const chunk of chunksOf(source, 'buildBook(source)')) {
        for (let at = 0; at < chunk.length;) {
          at = reader.push(chunk, at);
          drain();
          if (Date.now() - last > YIELD_MS) {
            if (o.onProgress) o.onProgress(reader.pushed);
            await new Promise((resolve) => setTimeout(resolve, 0));
            last = Date.now();
          }
        }
        if (o.onProgress) o.onProgress(reader.pushed);
      }
      reader.finish();
      drain();
      takeRun(builder, runs);
      reader.free();
      builder.free();
      return await merge(o, runs);
    } finally {
      reader.free();
      builder?.free();
    }
  }

  return { buildBook };
}
