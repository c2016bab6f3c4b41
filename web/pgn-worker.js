// Reads a PGN file off the page's thread: the file's stream through
// zb.readPgn, a chunk at a time (memory stays flat whatever the file's size),
// or through zb.buildBook for a Polyglot book.
//   { type: 'read', file, limit }  ->  'progress', 'games' (batches), 'done'
//   { type: 'build', file, options }  ->  'progress', 'book' (the bytes)
import { init } from '../wasm/all.js';

const BATCH_MS = 100; // how often the page hears of progress and new games

async function read(zb, file, limit) {
  let bytes = 0, count = 0, errors = 0, listed = 0, badAfter = 0, batch = [], last = performance.now();
  const started = last;
  const flush = () => {
    self.postMessage({ type: 'games', games: batch, bytes, count, errors });
    batch = [];
    last = performance.now();
  };
  for await (const game of zb.readPgn(file.stream(), { onProgress: (n) => { bytes = n; } })) {
    count++;
    if (game.error) errors++;
    if (game.error && count > limit) badAfter++;
    // The first `limit` games, and every bad game up to `limit` more: with
    // their moves, so that choosing one needs no second reading.
    if (count <= limit || (game.error && listed < 2 * limit)) {
      listed++;
      const tag = (name) => game.tags[name] ?? '';
      batch.push({
        number: game.number, white: tag('White'), black: tag('Black'), event: tag('Event'), date: tag('Date'),
        result: game.result ?? tag('Result'), plies: game.uci.length, fen: game.fen, uci: game.uci,
        error: game.error?.message ?? null, // the line `zobrist pgn` prints
      });
    }
    if (performance.now() - last > BATCH_MS) flush();
  }
  bytes = file.size;
  flush();
  self.postMessage({ type: 'done', count, errors, listed, badAfter, ms: performance.now() - started });
}

async function build(zb, file, options) {
  let last = 0;
  const started = performance.now();
  const book = await zb.buildBook(file.stream(), {
    ...options,
    onProgress: (bytes) => {
      if (performance.now() - last < BATCH_MS) return;
      last = performance.now();
      self.postMessage({ type: 'progress', bytes });
    },
  });
  const bytes = book.byteOffset === 0 && book.byteLength === book.buffer.byteLength ? book : book.slice();
  self.postMessage({ type: 'book', bytes, ms: performance.now() - started }, [bytes.buffer]);
}

self.onmessage = async ({ data }) => {
  try {
    const zb = await init();
    if (data.type === 'read') await read(zb, data.file, data.limit);
    else await build(zb, data.file, data.options);
  } catch (error) {
    const message = error.name === 'ZobristError' ? error.message.replace(/^\w+\(source\): /, '') : `${error.name}: ${error.message}`;
    self.postMessage({ type: 'error', message, code: error.code });
  }
};
