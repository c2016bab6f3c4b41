// The opening book panel: a Polyglot book (.bin) from a file, a drop or the
// demo book, looked up by the board's position; the book moves as bars by
// weight, and a click plays one on the board.
import { keepFocusIn } from './focus.js';

const $ = (id) => document.getElementById(id);
const DEMO_BOOK = new URL('../build/demo/eco-book.bin', import.meta.url);
const DEMO_NAME = 'ECO openings (pgn-extract\'s eco.pgn)';

// "1. e4 c5 2. Nf3", numbered from the game's start position.
function numbered(startFen, san) {
  const [, side, , , , full] = startFen.split(' ');
  let number = Number(full) || 1;
  let white = side !== 'b';
  const parts = [];
  san.forEach((move, i) => {
    if (white) parts.push(`${number}. ${move}`);
    else parts.push(i === 0 ? `${number}… ${move}` : move);
    if (!white) number++;
    white = !white;
  });
  return parts.join(' ');
}

export function setupBookPanel(zb, board) {
  let book = null;
  let name = '';
  let position = null; // the board's, from board.onChange

  // A book move played from the keyboard rebuilds the list it was in: the
  // focus goes to the new position's first book move, or to the note that
  // says there is none.
  function render() {
    keepFocusIn($('book-list'), renderMoves, () => $('book-moves').querySelector('button.book-move'), $('book-empty'));
  }

  function renderMoves() {
    const body = $('book-moves').tBodies[0];
    body.replaceChildren();
    if (!position) return;
    const line = numbered(position.startFen, position.san);
    $('book-position').textContent = line ? `After ${line}` : position.startFen === zb.START_FEN ? 'The start position' : 'The loaded position';
    $('book-key').textContent = position.keyHex;
    if (!book) {
      $('book-empty').textContent = 'No book loaded.';
      return;
    }
    const moves = book.moves(position.fen);
    // Entries that are not played (a bad move field, or illegal here) are said, not hidden.
    const bad = book.badEntries(position.fen);
    const skipped = bad.length ? `${bad.length} ${bad.length === 1 ? 'entry' : 'entries'} of this position ${bad.length === 1 ? 'is' : 'are'} ` +
      `not a legal move here and never played (${bad.map((e) => e.move).join(', ')}).` : '';
    $('book-empty').textContent = [moves.length ? '' : 'Out of book: no book move for this position.', skipped].filter(Boolean).join(' ');
    const widest = Math.max(1, ...moves.map((m) => m.weight));
    for (const m of moves) {
      const row = body.insertRow();
      row.dataset.uci = m.uci;
      row.dataset.weight = String(m.weight);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'book-move';
      button.textContent = m.san;
      button.title = `Play ${m.san} (${m.uci})`;
      row.insertCell().append(button);
      row.insertCell().append(Object.assign(document.createElement('code'), { textContent: m.uci }));
      const bar = row.insertCell();
      bar.className = 'bar-cell';
      bar.innerHTML = `<span class="bar" style="width: ${(100 * m.weight / widest).toFixed(1)}%"></span>`;
      row.insertCell().textContent = m.weight.toLocaleString('en');
      row.insertCell().textContent = `${(100 * m.share).toFixed(1)} %`;
      row.cells[3].className = row.cells[4].className = 'num';
    }
  }

  function open(bytes, label) {
    const error = $('book-error');
    let next;
    try {
      next = zb.openBook(bytes);
    } catch (e) {
      // "openBook(bytes) (15 bytes, ...): ..." as "name (15 bytes, ...): ..."
      error.textContent = /^openBook\(bytes\)/.test(e.message) ? e.message.replace(/^openBook\(bytes\):?/, (m) => label + m.slice(15)) : `${label}: ${e.message}`;
      return false;
    }
    book?.free();
    book = next;
    name = label;
    error.textContent = '';
    $('book-status').textContent = `${name}: ${book.size.toLocaleString('en')} ${book.size === 1 ? 'entry' : 'entries'}, ${bytes.byteLength.toLocaleString('en')} bytes`;
    $('book-panel').dataset.book = name;
    render();
    return true;
  }

  async function openFile(file) {
    if (!file) return;
    try {
      open(new Uint8Array(await file.arrayBuffer()), file.name);
    } catch (e) {
      $('book-error').textContent = `${file.name}: ${e.message}`;
    }
  }

  $('book-demo').addEventListener('click', async () => {
    const button = $('book-demo');
    const focused = document.activeElement === button;
    button.disabled = true; // blurs it: the focus comes back below
    try {
      const response = await fetch(DEMO_BOOK);
      if (!response.ok) throw new Error(`the demo book is not built (HTTP ${response.status}): make build/demo/eco-book.bin, or make demo`);
      open(new Uint8Array(await response.arrayBuffer()), DEMO_NAME);
    } catch (e) {
      $('book-error').textContent = e.message;
    } finally {
      button.disabled = false;
      if (focused && document.activeElement === document.body) button.focus();
    }
  });

  $('book-file').addEventListener('change', (event) => {
    openFile(event.target.files[0]);
    event.target.value = ''; // the same file again is a change too
  });
  dropTarget($('book-panel'), openFile);

  $('book-moves').addEventListener('click', (event) => {
    const row = event.target.closest('tr[data-uci]');
    if (!row) return;
    try {
      board.play(row.dataset.uci);
    } catch (e) {
      $('book-error').textContent = `${row.dataset.uci} cannot be played here: ${e.message}`;
    }
  });

  board.onChange((state) => {
    position = state;
    render();
  });

  // For the PGN panel: a book it has just built.
  return { open };
}

// A panel that takes a dropped file; outlined while one is dragged over it.
export function dropTarget(element, onFile) {
  let depth = 0; // dragenter/dragleave fire for every child
  const hasFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  element.addEventListener('dragenter', (event) => {
    if (!hasFiles(event)) return;
    depth++;
    element.classList.add('dragging');
  });
  element.addEventListener('dragleave', () => {
    if (depth > 0 && --depth === 0) element.classList.remove('dragging');
  });
  element.addEventListener('dragover', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  });
  element.addEventListener('drop', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth = 0;
    element.classList.remove('dragging');
    onFile(event.dataTransfer.files[0]);
  });
}
