// PGN from JS: readPgn streams games out of any source in constant memory
// (chunks are pushed into the C reader as they arrive, games pulled as
// soon as they are complete); readPgnSync reads a string or bytes at once.
import { ZobristError, describe, expectOptions } from '../core/errors.js';
import { readerKit } from './reader.js';
import { chunksOf, sourceKind, asBytes } from './source.js';

export { uciOf } from './reader.js';

function expectBoolean(value, name, what) {
  if (typeof value !== 'boolean') {
    throw new ZobristError('ARGUMENT_TYPE', `${what}: ${name} must be true or false, got ${describe(value)}`, { input: value });
  }
}

// variations, onProgress, and the game's fields: { moves: false } leaves
// out moves, uci and san, and then { tags: false } tags, tagList, result
// and fen, for a caller that wants keys (indexing games, books); { keys:
// false } leaves out the keys, for one that lists games (the page's list:
// copied out, then dropped, they were most of the garbage of reading a file).
function readOptions(options, what) {
  const { variations = false, onProgress, moves = true, tags = true, keys = true } =
    expectOptions(options, `${what}: options`, ['variations', 'onProgress', 'moves', 'tags', 'keys']);
  expectBoolean(variations, 'variations', what);
  expectBoolean(moves, 'moves', what);
  expectBoolean(tags, 'tags', what);
  expectBoolean(keys, 'keys', what);
  if (moves && !tags) {
    throw new ZobristError('ARGUMENT', `${what}: tags: false needs moves: false (a game's SAN is made from its FEN)`, { input: options });
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new ZobristError('ARGUMENT_TYPE', `${what}: onProgress must be a function, got ${describe(onProgress)}`, { input: onProgress });
  }
  return { variations, onProgress, fields: { moves, tags, keys } };
}

export function definePgn(core, live) {
  const { Reader } = readerKit(core, live);

  // for await (const game of readPgn(source, { variations, onProgress, moves, tags })).
  // The arguments are checked at once; reading starts with the first next().
  function readPgn(source, options = undefined) {
    sourceKind(source, 'readPgn(source): source');
    const { variations, onProgress, fields } = readOptions(options, 'readPgn(source, options)');
    return games(source, variations, onProgress, fields);
  }

  async function* games(source, variations, onProgress, fields) {
    const reader = new Reader(variations, fields);
    try {
      for await (const chunk of chunksOf(source, 'readPgn(source)')) {
        for (let at = 0; at < chunk.length;) {
          at = reader.push(chunk, at);
          for (let game = reader.next(); game !== null; game = reader.next()) yield game;
          if (onProgress) onProgress(reader.pushed);
        }
      }
      reader.finish();
      for (let game = reader.next(); game !== null; game = reader.next()) yield game;
    } finally {
      reader.free(); // also when the loop is left early (break, return, throw)
    }
  }

  // Every game of a string or bytes, at once: for small inputs.
  function readPgnSync(text, options = undefined) {
    const kind = typeof text === 'string' ? 'text' : (text instanceof ArrayBuffer || ArrayBuffer.isView(text)) ? 'bytes' : null;
    if (!kind) {
      throw new ZobristError('ARGUMENT_TYPE', `readPgnSync(text): text must be a string or a Uint8Array, got ${describe(text)}`, { input: text });
    }
    const { variations, onProgress, fields } = readOptions(options, 'readPgnSync(text, options)');
    const chunk = kind === 'text' ? text : asBytes(text);
    const reader = new Reader(variations, fields);
    const out = [];
    try {
      for (let at = 0; at < chunk.length;) {
        at = reader.push(chunk, at);
        for (let game = reader.next(); game !== null; game = reader.next()) out.push(game);
        if (onProgress) onProgress(reader.pushed);
      }
      reader.finish();
      for (let game = reader.next(); game !== null; game = reader.next()) out.push(game);
    } finally {
      reader.free();
    }
    return out;
  }

  return { readPgn, readPgnSync };
}
