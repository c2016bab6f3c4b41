// The PGN worker's jobs, apart from the worker so that Node tests run the
// very code the page does (tests/js/book-bounded.test.js). Each takes the
// module's API, a File (or any Blob) and `post`, which gets the messages
// the page reads:
//   readJob   ->  'games' (batches, with progress), 'done'
//   gameJob   ->  'game' (one game's moves)
//   buildJob  ->  'progress', 'book' (the bytes, transferable)
const BATCH_MS = 100; // how often the page hears of progress and new games

// What the list shows of a game; uci: its moves as one string (split when
// the game is chosen: as arrays of strings, 1000 games' moves took ~45 MB
// of the page at its peak), or null for a game read without them.
function summary(game, uci) {
  const tag = (name) => game.tags[name] ?? '';
  return {
    number: game.number, white: tag('White'), black: tag('Black'), event: tag('Event'), date: tag('Date'),
    result: game.result ?? tag('Result'), plies: game.plies, fen: game.fen, uci,
    error: game.error?.message ?? null, // the line `zobrist pgn` prints
  };
}

// Lists the first `limit` games, and every bad game up to `limit` more,
// and counts them all. Two readings, so that the page's memory stays low
// on a file of hundreds of MB: the first `limit` games whole, with their
// moves (choosing one then needs no more reading), which stops there, near
// the file's start; then the whole file without moves, whose games cost
// less to make and drop (read so, 100 MB grew the page by 37 MiB at its
// peak, read whole by 77: docs/performance.md). A bad game after the first
// `limit` is listed without its moves (gameJob reads them when chosen).
export async function readJob(zb, file, limit, post) {
  let bytes = 0, count = 0, errors = 0, listed = 0, badAfter = 0, batch = [], last = performance.now();
  const started = last;
  const flush = () => {
    post({ type: 'games', games: batch, bytes, count, errors });
    batch = [];
    last = performance.now();
  };
  if (limit > 0) {
    for await (const game of zb.readPgn(file.stream())) {
      batch.push(summary(game, game.uci.join(' ')));
      listed++;
      if (listed === limit) break;
    }
    flush();
  }
  for await (const game of zb.readPgn(file.stream(), { moves: false, onProgress: (n) => { bytes = n; } })) {
    count++;
    if (game.error) errors++;
    if (game.error && count > limit) {
      badAfter++;
      if (listed < 2 * limit) {
        listed++;
        batch.push(summary(game, null));
      }
    }
    if (performance.now() - last > BATCH_MS) flush();
  }
  bytes = file.size;
  flush();
  post({ type: 'done', count, errors, listed, badAfter, ms: performance.now() - started });
}

// The moves of game `number` (counted from 1, as readPgn numbers them),
// read up to it.
export async function gameJob(zb, file, number, post) {
  for await (const game of zb.readPgn(file.stream())) {
    if (game.number === number) {
      post({ type: 'game', number, uci: game.uci.join(' ') });
      return;
    }
  }
  post({ type: 'error', message: `the file has no game ${number}` });
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
