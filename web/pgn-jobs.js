// The PGN worker's jobs, apart from the worker so that Node tests run the
// very code the page does (tests/js/book-bounded.test.js). Each takes the
// module's API, a File (or any Blob) and `post`, which gets the messages
// the page reads:
//   readJob   ->  'games' (batches, with progress), 'done'
//   buildJob  ->  'progress', 'book' (the bytes, transferable)
const BATCH_MS = 100; // how often the page hears of progress and new games

// What the list shows of a game, with its moves as one string of UCI (split
// when the game is chosen: as arrays of strings, 1000 games' moves took ~45
// MB of the page at its peak, docs/performance.md).
function summary(game) {
  const tag = (name) => game.tags[name] ?? '';
  return {
    number: game.number, white: tag('White'), black: tag('Black'), event: tag('Event'), date: tag('Date'),
    result: game.result ?? tag('Result'), plies: game.plies, fen: game.fen, uci: game.uci.join(' '),
    error: game.error?.message ?? null, // the line `zobrist pgn` prints
  };
}

// Lists the first `limit` games, and every bad game up to `limit` more,
// with their moves, so that choosing one needs no second reading; counts
// them all.
export async function readJob(zb, file, limit, post) {
  let bytes = 0, count = 0, errors = 0, listed = 0, badAfter = 0, batch = [], last = performance.now();
  const started = last;
  const flush = () => {
    post({ type: 'games', games: batch, bytes, count, errors });
    batch = [];
    last = performance.now();
  };
  for await (const game of zb.readPgn(file.stream(), { onProgress: (n) => { bytes = n; } })) {
    count++;
    if (game.error) errors++;
    if (game.error && count > limit) badAfter++;
    if (count <= limit || (game.error && listed < 2 * limit)) {
      listed++;
      batch.push(summary(game));
    }
    if (performance.now() - last > BATCH_MS) flush();
  }
  bytes = file.size;
  flush();
  post({ type: 'done', count, errors, listed, badAfter, ms: performance.now() - started });
}

// The book is built in bounded WASM memory (buildBook keeps its sorted
// runs of plies out of it), so files of hundreds of MB build too.
export async function buildJob(zb, file, options, post) {
  let last = 0;
  const started = performance.now();
  const book = await zb.buildBook(file.stream(), {
    ...options,
    onProgress: (bytes) => {
      if (performance.now() - last < BATCH_MS) return;
      last = performance.now();
      post({ type: 'progress', bytes });
    },
  });
  const bytes = book.byteOffset === 0 && book.byteLength === book.buffer.byteLength ? book : book.slice();
  post({ type: 'book', bytes, ms: performance.now() - started }, [bytes.buffer]);
}
