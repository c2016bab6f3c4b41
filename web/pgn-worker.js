// Reads a PGN file off the page's thread: the file's stream through
// zb.readPgn, a chunk at a time (memory stays flat whatever the file's size),
// or through zb.buildBook for a Polyglot book (pgn-jobs.js has both jobs).
//   { type: 'read', file, limit }  ->  'progress', 'games' (batches), 'done'
//   { type: 'build', file, options }  ->  'progress', 'book' (the bytes)
import { init } from '../wasm/all.js';
import { readJob, buildJob } from './pgn-jobs.js';

const post = (message, transfer) => self.postMessage(message, transfer ?? []);

self.onmessage = async ({ data }) => {
  try {
    const zb = await init();
    if (data.type === 'read') await readJob(zb, data.file, data.limit, post);
    else await buildJob(zb, data.file, data.options, post);
  } catch (error) {
    const message = error.name === 'ZobristError' ? error.message.replace(/^\w+\(source\): /, '') : `${error.name}: ${error.message}`;
    self.postMessage({ type: 'error', message, code: error.code });
  }
};
