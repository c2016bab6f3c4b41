// The layouts panel, under the board: the board's key in every key layout
// side by side (Polyglot, Stockfish 15.1, chess.js 1.4, a seed), checked
// where the page has its own reference (the JS schemes for Polyglot, the
// board's chess.js for chess.js), and the XOR trail of the last move in a
// chosen layout and scheme (web/xor-trail.js does the arithmetic).
import { layout } from 'zobrist-wasm/all';
import { xorTrail, addTrail, add48OfFeatures, hex16, hex12 } from './xor-trail.js';

const $ = (id) => document.getElementById(id);
const halfmoveOf = (fen) => Number(fen.split(' ')[4] ?? 0);
const paired = (hex) => `${hex.slice(0, 8)}:${hex.slice(8)}`;
const NAMES = { polyglot: 'Polyglot', stockfish: 'Stockfish', chessjs: 'chess.js' };

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

function codeCell(text) {
  const td = document.createElement('td');
  const code = document.createElement('code');
  code.textContent = text;
  td.append(code);
  return td;
}

function setMark(id, ok, why) {
  const mark = $(id);
  mark.textContent = ok ? '✓' : '✗';
  mark.title = why;
  mark.className = `mark ${ok ? 'check-ok' : 'check-bad'}`;
  mark.dataset.ok = String(ok);
}

export function setupLayoutsPanel(zb, board) {
  let seedLayout = layout({ seed: 1n }), seedName = 'seed 1';
  let seedRefused = false; // the box holds no seed: no key beside it (not the last seed's)
  let state = null; // the board's last report (see board-panel.js current())
  const nameOf = (id) => (id === 'seed' ? seedName : NAMES[id]);
  const layouts = () => ({ polyglot: layout('polyglot'), stockfish: layout('stockfish'), chessjs: layout('chessjs'), seed: seedLayout });
  const keys = {}; // layout id -> the key shown

  function renderKeys() {
    for (const [id, l] of Object.entries(layouts())) {
      keys[id] = zb.keyOfFen(state.fen, { layout: l });
      $(`layout-key-${id}`).textContent = id === 'seed' && seedRefused ? '—' : hex16(keys[id]);
    }
    const { bigint64, paired32 } = state.schemeKeys;
    setMark('layout-check-polyglot', keys.polyglot === bigint64 && keys.polyglot === paired32,
      `the JS schemes BigInt64 ${hex16(bigint64)} and Paired32 ${hex16(paired32)}`);
    const hash = state.chessjsHash.padStart(16, '0');
    setMark('layout-check-chessjs', hex16(keys.chessjs) === hash, `the board's chess.js hash() ${hash}`);
  }

  function renderTrail() {
    const scheme = $('trail-scheme').value;
    const additive = scheme === 'additive48';
    // Additive48 is the page's scheme, which keys Polyglot's layout.
    $('trail-layout').disabled = additive;
    const id = additive ? 'polyglot' : $('trail-layout').value;
    const l = layouts()[id];
    const body = $('xor-trail').tBodies[0];
    const check = $('trail-check');
    body.replaceChildren();
    const lastMove = state.san.at(-1);
    if (!state.previousFen) {
      $('trail-title').textContent = `What the last move ${additive ? 'added and subtracted' : 'XORed'}`;
      const tr = document.createElement('tr');
      tr.append(cell('no move yet', 'muted'));
      tr.firstChild.colSpan = 4;
      body.append(tr);
      check.textContent = '';
      delete check.dataset.ok;
      return;
    }
    $('trail-title').textContent = `What ${lastMove} ${additive ? 'added to and subtracted from the Additive48 key (Polyglot\'s layout)' : `XORed into the ${nameOf(id)} key`}`;
    const before = zb.featuresOfFen(state.previousFen, { layout: l }), after = zb.featuresOfFen(state.fen, { layout: l });
    const h0 = halfmoveOf(state.previousFen), h1 = halfmoveOf(state.fen);
    const format = scheme === 'paired32' ? paired : (hex) => hex;
    const start = additive ? hex12(add48OfFeatures(l, before, h0)) : format(hex16(zb.keyOfFen(state.previousFen, { layout: l })));
    const trail = additive ? addTrail(l, before, after, h0, h1) : xorTrail(l, before, after, h0, h1);

    const first = document.createElement('tr');
    first.className = 'trail-start';
    first.append(cell(''), cell('the key before the move'), cell(''), codeCell(start));
    body.append(first);
    for (const step of trail) {
      const tr = document.createElement('tr');
      tr.dataset.role = step.role;
      if (step.feature !== undefined) tr.dataset.feature = String(step.feature);
      const sign = additive ? step.sign : '⊕';
      tr.append(cell(sign, step.sign === '+' ? 'in' : step.sign === '−' ? 'out' : ''), cell(step.label), codeCell(format(step.keyHex)), codeCell(format(step.runningHex)));
      tr.title = step.role;
      body.append(tr);
    }
    const end = trail.length ? trail.at(-1).runningHex : start;
    const shown = additive ? state.schemeKeys.additive48 : hex16(keys[id]);
    const ok = format(end) === format(shown);
    check.textContent = `${format(end)} ${ok ? `✔ the ${additive ? 'Additive48 key shown above' : `${nameOf(id)} key shown`}` : `✘ the key shown is ${format(shown)}`}`;
    check.className = `xor-check ${ok ? 'ok' : 'bad'}`;
    check.dataset.ok = String(ok);
  }

  function render() {
    if (!state) return;
    renderKeys();
    renderTrail();
  }

  $('layout-seed').addEventListener('input', () => {
    const text = $('layout-seed').value.trim();
    const error = $('layout-seed-error');
    try {
      if (!(/^\d{1,20}$/.test(text) && BigInt(text) < 2n ** 64n)) throw new Error('a seed is a whole number from 0 to 2^64 − 1');
      seedLayout = layout({ seed: BigInt(text) });
      seedName = `seed ${text}`;
      error.textContent = '';
      seedRefused = false;
    } catch (e) {
      error.textContent = e.message;
      seedRefused = true;
      $('layout-key-seed').textContent = '—';
      return;
    }
    render();
  });
  $('trail-layout').addEventListener('change', renderTrail);
  $('trail-scheme').addEventListener('change', renderTrail);
  board.onChange((next) => { state = next; render(); });
}
