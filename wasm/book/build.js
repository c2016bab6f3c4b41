// buildBook: a Polyglot book from PGN, the same bytes as
// `zobrist book build` (and polyglot make-book) with the same options. The
// games go from the C reader to the C builder without crossing into JS.
import { ZobristError, describe, expectOptions } from '../core/errors.js';
import { ownership } from '../core/owned.js';
import { readerKit } from '../pgn/reader.js';
import { chunksOf, sourceKind, knownSize } from '../pgn/source.js';

const YIELD_MS = 50; // a macrotask break this often, so pages can repaint

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
function buildOptions(options) {
  const o = expectOptions(options, 'buildBook(source, options): options');
  const maxPly = intOption(o.maxPly, 'maxPly', 0, 1000000, 1024);
  const minGame = intOption(o.minGame, 'minGame', 1, 65535, 3);
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

  // Adds the games the reader has ready; throws for a game the CLI rejects.
  function feed(builder, reader, maxPly) {
    const got = x.zbw_book_builder_feed(builder.ptr, reader.ptr, maxPly);
    if (got === 0) return;
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
      throw new ZobristError('BOOK_NULL_MOVE', `buildBook(source): game ${game.number}, ply ${ply}: a null move cannot go in a book`, { game: game.number, ply });
    }
    throw bookError(got, 'buildBook(source)');
  }

  // The book's bytes (a Uint8Array of 16-byte entries).
  async function buildBook(source, options = undefined) {
    sourceKind(source, 'buildBook(source): source');
    const o = buildOptions(options);
    const reader = new Reader(false);
    let builder;
    try {
      builder = new Builder(o);
      const size = knownSize(source);
      if (size) x.zbw_book_builder_reserve(builder.ptr, Math.floor(size / 7)); // as the CLI: a hint
      let last = Date.now();
      for await (const chunk of chunksOf(source, 'buildBook(source)')) {
        for (let at = 0; at < chunk.length;) {
          at = reader.push(chunk, at);
          feed(builder, reader, o.maxPly);
          if (Date.now() - last > YIELD_MS) {
            if (o.onProgress) o.onProgress(reader.pushed);
            await new Promise((resolve) => setTimeout(resolve, 0));
            last = Date.now();
          }
        }
        if (o.onProgress) o.onProgress(reader.pushed);
      }
      reader.finish();
      feed(builder, reader, o.maxPly);
      const out = core.output.need(8);
      const err = x.zbw_book_builder_finish(builder.ptr, out);
      if (err) throw bookError(err, 'buildBook(source)');
      const [ptr, len] = new Uint32Array(core.memory.buffer, out, 2);
      const bytes = core.bytes().slice(ptr, ptr + len);
      x.zbw_free(ptr);
      return bytes;
    } finally {
      reader.free();
      builder?.free();
    }
  }

  return { buildBook };
}
