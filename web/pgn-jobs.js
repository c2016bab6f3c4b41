// The PGN worker's jobs, apart from the worker so that Node tests run the
// very code the page does (tests/js/book-bounded.test.js). Each takes the
// module's API, a File (or any Blob) and `post`, which gets the messages
// the page reads:
//   readJob   ->  'games' (batches, with progress), 'done'
//   buildJob  ->  'progress', 'book' (the bytes, transferable)
// Either posts only 'not-text' (with the kind of file) when the file's
// first bytes show it is not PGN text.
const BATCH_MS = 100; // how often the page hears of progress and new games
const HEAD_BYTES = 4096; // the start of a file looked at for a binary file

// Files that are not PGN text, by their first bytes (a PNG, a ZIP, ... was
// read as text and gave "no game" or games with errors).
const MAGIC = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive'],
  [[0x50, 0x4b, 0x05, 0x06], 'a ZIP archive'],
  [[0x1f, 0x8b], 'a gzip-compressed file'],
  [[0x42, 0x5a, 0x68], 'a bzip2-compressed file', (head) => head[3] >= 0x31 && head[3] <= 0x39 && head[4] === 0x31 && head[5] === 0x41],
  [[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 'an xz-compressed file'],
  [[0x28, 0xb5, 0x2f, 0xfd], 'a zstd-compressed file'],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 'a 7z archive'],
  [[0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], 'a RAR archive'],
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 'a PDF document'],
  [[0xff, 0xfe], 'UTF-16 text (save it as UTF-8)'],
  [[0xfe, 0xff], 'UTF-16 text (save it as UTF-8)'],
];

// What a file is when its first bytes say it is not PGN text (known magic
// numbers, or a NUL byte, which no text file has), or null.
export function notPgnText(head) {
  for (const [magic, kind, more] of MAGIC) {
    if (head.length >= magic.length && magic.every((b, i) => head[i] === b) && (!more || more(head))) return kind;
  }
  return head.includes(0) ? 'a binary file (it has NUL bytes)' : null;
}

// Posts { type: 'not-text', kind } and returns true if the file is not PGN text.
async function refuseBinary(file, post) {
  const kind = notPgnText(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  if (kind) post({ type: 'not-text', kind });
  return kind !== null;
}

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
  if (await refuseBinary(file, post)) return;
  let bytes = 0, count = 0, errors = 0, listed = 0, badAfter = 0, batch = [], last = performance.now();
  const started = last;
  const flush = () => {
    post({ type: 'games', games: batch, bytes, count, errors });
    batch = [];
    last = performance.now();
  };
  // No keys: the list shows none (the board makes its own), and copied out they
  // were most of the garbage of a large file (the page's peak 57 -> 50 MiB).
  for await (const game of zb.readPgn(file.stream(), { keys: false, onProgress: (n) => { bytes = n; } })) {
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
  if (await refuseBinary(file, post)) return;
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
