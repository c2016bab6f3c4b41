// The page: loads the package as a user would (import map: "zobrist-wasm/all"),
// then sets up the panels: chess (with its key layouts, the key table audit,
// an opening book and PGN files), ultimate tic-tac-toe, Go, speed,
// collisions and transposition-table errors.
import { init } from 'zobrist-wasm/all';
import { setupBoardPanel } from './board-panel.js';
import { setupLayoutsPanel } from './layouts-panel.js';
import { setupAuditPanel } from './audit-panel.js';
import { setupBookPanel } from './book-panel.js';
import { setupPgnPanel } from './pgn-panel.js';
import { setupUtttPanel } from './uttt-panel.js';
import { setupGoPanel } from './go-panel.js';
import { setupBenchPanel } from './bench-panel.js';
import { setupCensusPanel } from './census-panel.js';
import { setupTtPanel } from './tt-panel.js';
import { tabStopWhileScrolling } from './focus.js';

const status = document.getElementById('status');

// A file dropped anywhere but on the book and PGN panels (which take it)
// would make the browser open it in place of the page and lose its state.
document.addEventListener('dragover', (event) => {
  if (event.defaultPrevented) return; // a drop panel's
  event.preventDefault();
  event.dataTransfer.dropEffect = 'none';
});
document.addEventListener('drop', (event) => { if (!event.defaultPrevented) event.preventDefault(); });
try {
  const zb = await init();
  const board = setupBoardPanel(zb);
  setupLayoutsPanel(zb, board);
  setupAuditPanel();
  setupPgnPanel(board, setupBookPanel(zb, board));
  setupUtttPanel(zb);
  setupGoPanel(zb);
  setupBenchPanel();
  setupCensusPanel();
  setupTtPanel();
  tabStopWhileScrolling(document.querySelectorAll('table.keys, table.results'));
  status.textContent = 'ready';
  status.classList.add('ready');
  document.body.dataset.ready = 'true';
} catch (error) {
  status.textContent = `could not start: ${error.message}`;
  throw error;
}
