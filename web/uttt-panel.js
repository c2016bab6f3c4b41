// Ultimate tic-tac-toe: a clickable 9x9 board in 3x3 local boards (the
// forced board highlighted, closed boards marked), a UtttPosition in WASM,
// and the three JS schemes kept from the features each move toggles.
import { FeatureKeys, buildKeyColumn, errorText, loadErrorText, renderKeyColumn } from './feature-keys.js';
import { rovingTabStop, setDisabled } from './focus.js';

const $ = (id) => document.getElementById(id);
const COLUMNS = 'abcdefghi';
const PLAYER = { x: 'X', o: 'O' };
const OUTCOME = ['won by X', 'won by O', 'drawn'];

// Feature index -> name (layout in src/uttt/zobrist_uttt.h).
function featureName(f, moveText) {
  if (f < 162) return `${f % 2 ? 'O' : 'X'} on ${moveText(f >> 1)}`;
  if (f < 189) return `board ${Math.floor((f - 162) / 3)} ${OUTCOME[(f - 162) % 3]}`;
  if (f < 198) return `forced board ${f - 189}`;
  return 'O to move';
}

// The square code of grid column c (0 = a) and row r (0 = row 1, the top).
const squareAt = (c, r) => 9 * (3 * Math.floor(r / 3) + Math.floor(c / 3)) + 3 * (r % 3) + (c % 3);

export function setupUtttPanel(zb) {
  const { UtttPosition } = zb;
  const pos = new UtttPosition();
  const keys = new FeatureKeys(zb, zb.utttTable());
  const nameOf = (f) => featureName(f, UtttPosition.moveText);
  let changes = []; // one a move since the start or the loaded position: { move, code, before, left, entered }
  buildKeyColumn(document.querySelector('[data-keys="uttt"]'));

  // The board: nine local boards of nine buttons, built once.
  const boardEl = $('uttt-board');
  const locals = [];
  const cells = [];
  for (let b = 0; b < 9; b++) {
    const local = document.createElement('div');
    local.className = 'uttt-local';
    local.setAttribute('role', 'group');
    local.dataset.board = String(b);
    const mark = document.createElement('span');
    mark.className = 'uttt-closed-mark';
    mark.setAttribute('aria-hidden', 'true');
    for (let c = 0; c < 9; c++) {
      const code = 9 * b + c;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'uttt-cell';
      button.dataset.code = String(code);
      button.dataset.move = UtttPosition.moveText(code);
      button.tabIndex = -1; // one tab stop: see below
      button.addEventListener('click', () => play(code));
      local.append(button);
      cells[code] = button;
    }
    local.append(mark);
    locals.push(local);
    boardEl.append(local);
  }
  // Coordinates: a-i above, 1-9 down the side, grouped by threes like the boards.
  const coords = (id, labels) => {
    $(id).replaceChildren(...[0, 1, 2].map((g) => {
      const group = document.createElement('span');
      for (const l of labels.slice(3 * g, 3 * g + 3)) group.append(Object.assign(document.createElement('span'), { textContent: l }));
      return group;
    }));
  };
  coords('uttt-files', [...COLUMNS]);
  coords('uttt-ranks', [...'123456789']);

  // The board is one tab stop (81 would make it a long way past): the cell
  // last focused, by the keyboard or a click; the arrow keys move the focus
  // around the 9x9 grid.
  rovingTabStop(boardEl, (el) => cells.includes(el))(cells[0]);
  boardEl.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    const code = Number(event.target.dataset?.code);
    if (!step || !Number.isInteger(code)) return;
    const [b, c] = [Math.floor(code / 9), code % 9];
    const col = 3 * (b % 3) + (c % 3), row = 3 * Math.floor(b / 3) + Math.floor(c / 3);
    const [nc, nr] = [col + step[0], row + step[1]];
    if (nc < 0 || nc > 8 || nr < 0 || nr > 8) return;
    event.preventDefault();
    cells[squareAt(nc, nr)].focus();
  });

  // A refused move's error, or none.
  function showError(e) {
    $('uttt-move-error').textContent = e ? errorText(e) : '';
  }

  function play(code) {
    const before = pos.key;
    try {
      pos.play(UtttPosition.moveText(code)); // by its text, so an error names the cell
    } catch (e) {
      showError(e);
      return;
    }
    showError(null);
    changes.push({ move: UtttPosition.moveText(code), code, before, ...keys.sync(pos.features()) });
    render();
  }

  function render() {
    const legal = new Set(pos.legalMoveCodes());
    const forced = pos.forcedBoard;
    const result = pos.result;
    const last = changes.at(-1)?.code;
    for (let b = 0; b < 9; b++) {
      const status = pos.boardStatus(b);
      const local = locals[b];
      const isForced = result === 'ongoing' && status === 'open' && (forced === null || forced === b);
      local.className = `uttt-local status-${status}${isForced ? ' forced' : ''}`;
      local.dataset.status = status;
      local.dataset.forced = String(isForced);
      const closed = status === 'open' ? '' : status === 'draw' ? ', drawn' : `, won by ${PLAYER[status]}`;
      local.setAttribute('aria-label', `board ${b}${closed}${isForced ? ', play here' : ''}`);
      local.lastChild.textContent = status === 'x' || status === 'o' ? PLAYER[status] : status === 'draw' ? 'drawn' : '';
    }
    for (let code = 0; code < 81; code++) {
      const button = cells[code];
      const who = pos.cell(code);
      button.textContent = who ? PLAYER[who] : '';
      button.className = `uttt-cell${who ? ` stone-${who}` : ''}${legal.has(code) ? ' legal' : ''}${code === last ? ' last' : ''}`;
      button.setAttribute('aria-disabled', String(!legal.has(code)));
      button.setAttribute('aria-label', `${button.dataset.move}${who ? `, ${PLAYER[who]}` : ''}`);
    }
    const state = $('uttt-state');
    if (result === 'ongoing') {
      state.textContent = `${PLAYER[pos.turn]} to move, ${forced === null ? 'anywhere open (free choice)' : `in board ${forced}`}`;
    } else {
      state.textContent = result === 'draw' ? 'Game over: a draw' : `Game over: ${PLAYER[result]} wins`;
    }
    state.dataset.result = result;
    $('uttt-text').textContent = pos.text;
    $('uttt-input').value = pos.text;
    // The box now holds the position's text: an error about a text loaded
    // before is stale.
    $('uttt-load-error').textContent = '';
    delete $('uttt-load-error').dataset.code;
    $('uttt-moves').textContent = changes.map((c) => c.move).join(' ') || '—';
    setDisabled($('uttt-undo'), changes.length === 0, $('uttt-reset'));
    renderKeyColumn('uttt', { pos, keys, change: changes.at(-1) ?? null, nameOf });
  }

  $('uttt-undo').addEventListener('click', () => {
    if (!changes.length) return;
    pos.undo();
    changes.pop();
    keys.sync(pos.features());
    showError(null);
    render();
  });

  $('uttt-reset').addEventListener('click', () => {
    pos.reset();
    changes = [];
    keys.sync(pos.features());
    showError(null);
    render();
  });

  $('uttt-load-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const error = $('uttt-load-error');
    try {
      pos.reset($('uttt-input').value.trim()); // unchanged on error
    } catch (e) {
      error.textContent = loadErrorText(e, 'UTTT');
      error.dataset.code = e.code ?? '';
      return;
    }
    changes = []; // render() clears the error
    keys.sync(pos.features());
    showError(null);
    render();
  });

  render();
}
