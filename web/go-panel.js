// Go: a clickable board (9x9 by default, 2-19 from a loaded text), a
// GoPosition in WASM with positional superko, and the three JS schemes kept
// from the features each move toggles. Captured stones and the points
// superko forbids are marked on the board.
import { FeatureKeys, buildKeyColumn, errorText, loadErrorText, renderKeyColumn } from './feature-keys.js';
import { rovingTabStop, setDisabled } from './focus.js';

const $ = (id) => document.getElementById(id);
const COLOUR = { b: 'Black', w: 'White' };
const LETTERS = 'ABCDEFGHJKLMNOPQRST'; // GTP: no I

// Star points (hoshi), as [col, row]: the 3-3 (or 4-4) points, the centre
// of an odd board, and the side stars of 19x19.
function starPoints(n) {
  const points = [];
  const mid = n >> 1;
  if (n >= 7) {
    const e = n >= 13 ? 3 : 2;
    for (const c of [e, n - 1 - e]) for (const r of [e, n - 1 - e]) points.push([c, r]);
  }
  if (n % 2) points.push([mid, mid]);
  if (n === 19) points.push([3, mid], [15, mid], [mid, 3], [mid, 15]);
  return points;
}

export function setupGoPanel(zb) {
  const { GoPosition } = zb;
  let pos = new GoPosition(undefined, { size: 9, rules: 'tt' });
  let keys = new FeatureKeys(zb, zb.goTable(9));
  let changes = []; // one a move since the start or the loaded position
  let points = []; // the buttons, by point code
  buildKeyColumn(document.querySelector('[data-keys="go"]'));

  const nameOf = (f) => {
    const n = pos.size;
    if (f === 2 * n * n) return 'White to move';
    return `${f % 2 ? 'White' : 'Black'} on ${pos.moveText(f >> 1)}`;
  };

  const boardEl = $('go-board');
  // The board is one tab stop: the point last focused; the arrow keys move
  // the focus point to point.
  const placeTabStop = rovingTabStop(boardEl, (el) => el.classList.contains('go-point'));

  // The board of the position's size: N x N buttons, row numbers on the
  // left and column letters below; rebuilt only when the size changes.
  function build() {
    const n = pos.size;
    boardEl.replaceChildren();
    boardEl.style.setProperty('--n', String(n));
    // 380px wide at most, and no wider than a phone's screen.
    boardEl.style.setProperty('--cell', `min(${Math.min(44, Math.floor(380 / (n + 1)))}px, (100vw - 4.5rem) / ${n + 1})`);
    boardEl.setAttribute('aria-label', `Go board, ${n}×${n}`);
    const stars = new Set(starPoints(n).map(([c, r]) => r * n + c));
    points = [];
    for (let row = n - 1; row >= 0; row--) {
      boardEl.append(Object.assign(document.createElement('span'), { className: 'go-coord', textContent: String(row + 1) }));
      for (let col = 0; col < n; col++) {
        const point = row * n + col;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'go-point';
        button.dataset.point = String(point);
        button.dataset.move = pos.moveText(point);
        button.tabIndex = -1;
        const edges = [row === n - 1 && 'top', row === 0 && 'bottom', col === 0 && 'left', col === n - 1 && 'right'].filter(Boolean);
        for (const e of edges) button.classList.add(`edge-${e}`);
        if (stars.has(point)) button.classList.add('star');
        button.append(Object.assign(document.createElement('span'), { className: 'go-stone' }),
          Object.assign(document.createElement('span'), { className: 'go-marker' }));
        button.addEventListener('click', () => play(point));
        boardEl.append(button);
        points[point] = button;
      }
    }
    placeTabStop(points[(n - 1) * n]); // at first its top-left point
    boardEl.append(document.createElement('span'));
    for (let col = 0; col < n; col++) {
      boardEl.append(Object.assign(document.createElement('span'), { className: 'go-coord', textContent: LETTERS[col] }));
    }
  }

  boardEl.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    const point = Number(event.target.dataset?.point);
    if (!step || !Number.isInteger(point)) return;
    const n = pos.size;
    const [col, row] = [point % n + step[0], Math.floor(point / n) + step[1]];
    if (col < 0 || col >= n || row < 0 || row >= n) return;
    event.preventDefault();
    points[row * n + col].focus();
  });

  // A refused move's error (its code in data-code), or none.
  function showError(e) {
    const error = $('go-move-error');
    error.textContent = e ? errorText(e) : '';
    if (e) error.dataset.code = e.code ?? '';
    else delete error.dataset.code;
  }

  function play(code) {
    const before = pos.key;
    const mover = pos.turn;
    try {
      pos.play(pos.moveText(code)); // by its text, so an error names the point
    } catch (e) {
      showError(e);
      return;
    }
    showError(null);
    const captures = pos.lastCaptures().sort((a, b) => a - b);
    const suicide = pos.lastWasSuicide;
    changes.push({
      move: pos.moveText(code), code, before, captures, suicide,
      capturedColour: !captures.length ? null : suicide ? mover : mover === 'b' ? 'w' : 'b',
      ...keys.sync(pos.features()),
    });
    render();
  }

  function render() {
    const n = pos.size;
    const stones = pos.stones;
    const last = changes.at(-1);
    const captured = new Set(last?.captures ?? []);
    const superko = new Set(pos.gameOver ? [] : pos.superkoPoints());
    boardEl.dataset.turn = pos.gameOver ? '' : pos.turn;
    for (let p = 0; p < n * n; p++) {
      const button = points[p];
      const stone = stones[p];
      button.classList.toggle('stone-b', stone === 'b');
      button.classList.toggle('stone-w', stone === 'w');
      button.classList.toggle('last', last?.code === p);
      button.classList.toggle('captured', captured.has(p));
      button.classList.toggle('superko', superko.has(p));
      const what = [stone !== '.' && `${COLOUR[stone].toLowerCase()} stone`, captured.has(p) && 'captured by the last move',
        superko.has(p) && 'forbidden by superko'].filter(Boolean);
      button.setAttribute('aria-label', [button.dataset.move, ...what].join(', '));
    }
    // Prisoners since the start (or the loaded position), by the colour taken.
    const taken = { b: 0, w: 0 };
    for (const c of changes) if (c.capturedColour) taken[c.capturedColour] += c.captures.length;
    $('go-captures').textContent = `Captured: ${taken.w} white stone${taken.w === 1 ? '' : 's'}, ${taken.b} black stone${taken.b === 1 ? '' : 's'}`
      + (last?.captures.length ? `; the last move took ${last.captures.map((p) => pos.moveText(p)).join(' ')}${last.suicide ? ' (its own group: suicide)' : ''}` : '');
    $('go-superko-list').textContent = superko.size ? `Forbidden by superko now: ${[...superko].map((p) => pos.moveText(p)).join(' ')}` : '';
    const state = $('go-state');
    state.textContent = pos.gameOver
      ? 'Game over: two passes in a row'
      : `${COLOUR[pos.turn]} to move${pos.passes ? ` (${COLOUR[pos.turn === 'b' ? 'w' : 'b']} passed)` : ''}`;
    state.dataset.over = String(pos.gameOver);
    // Both states known first: a button disabled here hands the focus to
    // the other only if that one is enabled (a loaded position whose last
    // move was a pass ends with one Pass while Undo was still disabled).
    const passOff = pos.gameOver, undoOff = changes.length === 0;
    if (!passOff) $('go-pass').disabled = false;
    if (!undoOff) $('go-undo').disabled = false;
    setDisabled($('go-pass'), passOff, undoOff ? $('go-reset') : $('go-undo'));
    setDisabled($('go-undo'), undoOff, passOff ? $('go-reset') : $('go-pass'));
    $('go-text').textContent = pos.text;
    $('go-input').value = pos.text;
    // The box now holds the position's text: an error about a text loaded
    // before is stale.
    $('go-load-error').textContent = '';
    delete $('go-load-error').dataset.code;
    $('go-moves').textContent = changes.map((c) => c.move).join(' ') || '—';
    renderKeyColumn('go', { pos, keys, change: last ?? null, nameOf });
  }

  // A new position (empty board, or from text) replaces the current one; a
  // new size needs the key table of that size.
  function replace(next) {
    const sizeChanged = next.size !== pos.size;
    pos.free();
    pos = next;
    if (sizeChanged) {
      keys.free();
      keys = new FeatureKeys(zb, zb.goTable(pos.size));
      const select = $('go-size');
      if (![...select.options].some((o) => Number(o.value) === pos.size)) {
        select.append(new Option(`${pos.size}×${pos.size}`, String(pos.size)));
      }
      select.value = String(pos.size);
      build();
    }
    changes = [];
    keys.sync(pos.features());
    showError(null);
    render();
  }

  const newGame = () => replace(new GoPosition(undefined, { size: Number($('go-size').value), rules: $('go-rules').value }));

  $('go-pass').addEventListener('click', () => play(pos.size * pos.size));
  $('go-undo').addEventListener('click', () => {
    if (!changes.length) return;
    pos.undo();
    changes.pop();
    keys.sync(pos.features());
    showError(null);
    render();
  });
  $('go-reset').addEventListener('click', newGame);
  $('go-size').addEventListener('change', newGame);
  $('go-rules').addEventListener('change', newGame);

  $('go-load-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const error = $('go-load-error');
    let next;
    try {
      next = new GoPosition($('go-input').value.trim(), { rules: $('go-rules').value });
    } catch (e) {
      error.textContent = loadErrorText(e, 'Go');
      error.dataset.code = e.code ?? '';
      return;
    }
    replace(next); // render() clears the error
  });

  build();
  keys.sync(pos.features());
  render();
}
