// Zobrist's error table (1970) off the page's thread: web/tt-errors-job.js
// (the experiment of `zobrist tt-errors`), its messages posted to the page.
import { init } from '../wasm/all.js';
import { ttErrorsJob } from './tt-errors-job.js';

self.onmessage = async ({ data }) => {
  try {
    ttErrorsJob(await init(), data, (message) => self.postMessage(message));
  } catch (error) {
    self.postMessage({ type: 'error', message: `${error.name}: ${error.message}` });
  }
};
