// The app for the inlined module: initSync() with no argument, no asset to fetch.
import { initSync } from 'zobrist-wasm/inline';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const out = document.getElementById('key');

try {
  const zb = initSync();
  out.textContent = zb.keyOfFen(START).toString(16).padStart(16, '0');
  out.dataset.state = 'done';
} catch (error) {
  out.textContent = `error: ${error.message}`;
  out.dataset.state = 'error';
  console.error(error);
}
