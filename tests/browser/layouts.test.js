// The key layouts and audit panels in headless Chromium: the board's key in
// every layout equals Node's keyOfFen, with the live checks; a capture, an ep
// capture and two castlings played by clicking, each with an XOR trail that
// names the right features and ends at the key shown (in every scheme); the
// audit at 20 bits, K = 3 shows Node's counts (or, while zobrist-all.wasm
// has no audit exports, says so). Any console error fails the suite.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage } from './open-page.js';
import { initSync, layout } from '../../wasm/index.js';
import { initSync as initAllSync } from '../../wasm/all.js';

const LAYOUTS = ['polyglot', 'stockfish', 'chessjs', 'seed'];
const hex = (key) => key.toString(16).padStart(16, '0');

describe('the key layouts and audit panels in headless Chromium', function () {
  let server, browser, page, zb;
  const problems = [];

  before(async () => {
    zb = initSync(readFileSync(new URL('../../wasm/zobrist.wasm', import.meta.url)));
    ({ server, browser, page } = await openPage(problems));
  });

  afterEach(() => assert.deepEqual(problems.splice(0), [], 'the page logged errors'));

  after(async () => {
    await browser?.close();
    server?.close();
  });

  // Node's keys of the page's current position, the seed's from its input.
  async function expectedKeys() {
    const fen = await page.textContent('#current-fen');
    const seed = await page.inputValue('#layout-seed');
    const specs = { polyglot: 'polyglot', stockfish: 'stockfish', chessjs: 'chessjs', seed: `seed:${seed}` };
    return Object.fromEntries(LAYOUTS.map((id) => [id, hex(zb.keyOfFen(fen, { layout: specs[id] }))]));
  }

  async function shownKeys() {
    const shown = {};
    for (const id of LAYOUTS) shown[id] = await page.textContent(`[data-testid="layout-key-${id}"]`);
    return shown;
  }

  async function checkKeys(what) {
    assert.deepEqual(await shownKeys(), await expectedKeys(), what);
    assert.equal(await page.getAttribute('[data-testid="layout-check-polyglot"]', 'data-ok'), 'true', `${what}: Polyglot vs the JS schemes`);
    assert.equal(await page.getAttribute('[data-testid="layout-check-chessjs"]', 'data-ok'), 'true', `${what}: chess.js vs hash()`);
  }

  // The trail's feature labels, and that it ends at the key shown.
  async function trail() {
    const labels = await page.$$eval('#xor-trail tbody tr:not(.trail-start) td:nth-child(2)', (tds) => tds.map((td) => td.textContent));
    const check = await page.textContent('[data-testid="trail-check"]');
    assert.equal(await page.getAttribute('[data-testid="trail-check"]', 'data-ok'), 'true', `the trail ends at the key shown: ${check}`);
    return { labels, end: check.split(' ')[0] };
  }

  async function trailIn(layoutId, scheme = 'bigint64') {
    await page.selectOption('#trail-scheme', scheme);
    if (scheme !== 'additive48') await page.selectOption('#trail-layout', layoutId);
    return trail();
  }

  let plies = 0;
  async function clickMove(uci) {
    await page.click(`#board [data-square="${uci.slice(0, 2)}"]`);
    await page.click(`#board [data-square="${uci.slice(2, 4)}"]`);
    plies++;
    await page.waitForFunction((n) => document.getElementById('moves').textContent.split(' ').length === n && !/—/.test(document.getElementById('moves').textContent), plies);
  }

  it('shows the start position\'s key in every layout as Node does, and follows the seed input', async () => {
    await checkKeys('start');
    assert.equal(await page.textContent('[data-testid="layout-key-stockfish"]'), '8f8f01d4562f59fb');
    assert.match(await page.textContent('#xor-trail tbody'), /no move yet/);
    await page.fill('#layout-seed', '42');
    assert.equal(await page.textContent('[data-testid="layout-key-seed"]'), hex(zb.keyOfFen(zb.START_FEN, { seed: 42 })));
    await checkKeys('seed 42');
  });

  it('plays a capture, an ep capture and two castlings: keys as in Node, trails naming the features', async () => {
    const fen = '4k2r/5ppp/8/4p3/3P4/8/5PPP/4K2R w Kk - 0 1';
    await page.fill('#fen-input', fen);
    await page.click('#fen-form button');
    await page.waitForFunction((f) => document.getElementById('current-fen').textContent === f, fen);
    plies = 0;
    await checkKeys('the FEN');
    const turnBlack = 'turn key (black to move)', turnWhite = 'turn key (white to move)';

    await clickMove('d4e5');
    await checkKeys('after dxe5');
    let t = await trailIn('polyglot');
    assert.deepEqual(t.labels, ['white pawn d4', 'white pawn e5', 'black pawn e5', turnBlack]);
    assert.equal(t.end, await page.textContent('[data-testid="layout-key-polyglot"]'));
    t = await trailIn('stockfish');
    assert.deepEqual(t.labels, ['white pawn d4', 'white pawn e5', 'black pawn e5', turnBlack]);
    assert.equal(t.end, await page.textContent('[data-testid="layout-key-stockfish"]'));

    await clickMove('f7f5'); // beside the e5 pawn: the ep file is keyed
    t = await trailIn('polyglot');
    assert.deepEqual(t.labels, ['black pawn f7', 'black pawn f5', 'ep file f', turnWhite]);

    await clickMove('e5f6'); // en passant
    await checkKeys('after exf6 e.p.');
    t = await trailIn('chessjs');
    assert.deepEqual(t.labels, ['white pawn e5', 'white pawn f6', 'black pawn f5', 'ep file f', turnBlack]);
    assert.equal(t.end, await page.textContent('[data-testid="layout-key-chessjs"]'));
    t = await trailIn('polyglot', 'paired32');
    assert.match(t.end, /^[0-9a-f]{8}:[0-9a-f]{8}$/);
    assert.equal(t.end.replace(':', ''), await page.textContent('[data-testid="layout-key-polyglot"]'));
    t = await trailIn('polyglot', 'additive48');
    assert.deepEqual(t.labels, ['white pawn e5', 'white pawn f6', 'black pawn f5', 'ep file f', turnBlack]);
    assert.equal(t.end, await page.textContent('#key-additive48'));

    await clickMove('e8g8'); // black castles: rights Kk -> K
    await checkKeys('after O-O');
    t = await trailIn('polyglot');
    assert.deepEqual(t.labels, ['black king e8', 'black king g8', 'black rook h8', 'black rook f8', 'castling k', turnWhite]);
    t = await trailIn('stockfish');
    assert.deepEqual(t.labels, ['black king e8', 'black king g8', 'black rook h8', 'black rook f8', 'castling Kk → K', turnWhite]);

    await clickMove('e1g1');
    await checkKeys('after O-O O-O');
    t = await trailIn('seed');
    assert.deepEqual(t.labels, ['white king e1', 'white king g1', 'white rook h1', 'white rook f1', 'castling K', turnBlack]);
    assert.equal(t.end, await page.textContent('[data-testid="layout-key-seed"]'));

    await page.click('#undo');
    plies--;
    await page.waitForFunction((n) => document.getElementById('moves').textContent.split(' ').length === n, plies);
    await checkKeys('after undo');
    t = await trailIn('stockfish');
    assert.equal(t.labels.at(-2), 'castling Kk → K');
    await page.selectOption('#trail-layout', 'polyglot');
  });

  // Node's audit on the same module the page loads.
  function nodeAudit(keys, options) {
    return initAllSync(readFileSync(new URL('../../wasm/zobrist-all.wasm', import.meta.url))).audit(keys, options);
  }

  async function runAudit(layoutId, bits, maxSize) {
    await page.selectOption('#audit-layout', layoutId);
    await page.fill('#audit-bits', String(bits));
    await page.selectOption('#audit-high', 'low');
    await page.selectOption('#audit-max-size', String(maxSize));
    await page.click('#audit-run');
  }

  it('audits Polyglot\'s keys at 20 bits, subsets of up to 3, in a worker: Node\'s counts, a dependency on the board', async () => {
    const expected = nodeAudit(layout('polyglot').table, { bits: 20, high: false, maxSize: 3, limit: 1000 });
    await runAudit('polyglot', 20, 3);
    await page.waitForSelector('#audit-panel[data-state]', { timeout: 60000 });
    const state = await page.getAttribute('#audit-panel', 'data-state');
    const status = await page.textContent('#audit-status');
    assert.equal(state, 'done', status);
    assert.equal(await page.$eval('#audit-progress', (p) => p.value), 1);
    const rows = await page.$$eval('#audit-table tbody tr', (trs) => trs.map((tr) => ({ size: Number(tr.dataset.size), found: Number(tr.dataset.found), more: tr.dataset.more === 'true' })));
    assert.deepEqual(rows, expected.sizes.map((s) => ({ size: s.size, found: s.found, more: s.moreThanLimit })));
    assert.equal(await page.$$eval('#audit-dependencies button', (b) => b.length), Math.min(200, expected.dependencies.length));
    if (expected.dependencies.length) {
      await page.click('#audit-dependencies li:first-child button');
      const first = [...expected.dependencies].sort((a, b) => a.length - b.length)[0];
      const squares = new Set(first.filter((f) => f < 768).map((f) => f & 63));
      assert.equal(await page.$$eval('#audit-board .marked', (d) => d.length), squares.size);
      assert.match(await page.textContent('#audit-chosen'), / = 0/);
    }
  });

  it('stops a long audit (64 bits, subsets of up to 5) once it is under way', async () => {
    await runAudit('stockfish', 64, 5);
    const settings = '#audit-layout, #audit-seed, #audit-bits, #audit-high, #audit-max-size, #audit-run';
    // Locked while it runs (the status names the run's settings).
    assert.deepEqual(await page.$$eval(settings, (cs) => cs.map((c) => c.disabled)), [true, true, true, true, true, true]);
    await page.waitForFunction(() => document.getElementById('audit-progress').value > 0, null, { timeout: 30000 });
    await page.click('#audit-stop');
    await page.waitForSelector('#audit-panel[data-state="stopped"]');
    assert.match(await page.textContent('#audit-status'), /^stopped/);
    // Unlocked, the seed box again only for a seeded layout.
    assert.deepEqual(await page.$$eval(settings, (cs) => cs.map((c) => c.disabled)), [false, true, false, false, false, false]);
    await page.selectOption('#audit-layout', 'seed');
    assert.equal(await page.isEnabled('#audit-seed'), true);
  });
});
