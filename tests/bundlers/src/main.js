// The app for the main entry: init() with no argument, as a new user writes it.
import { init } from 'zobrist-wasm';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const out = document.getElementById('key');

init().then((zb) => {
  out.textContent = zb.keyOfFen(START).toString(16).padStart(16, '0');
  out.dataset.state = 'done';
}, (error) => {
  out.textContent = `error: ${error.message}`;
  out.dataset.state = 'error';
  console.error(error);
});
