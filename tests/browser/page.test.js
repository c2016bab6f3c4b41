// The page in a real headless Chromium (Debian's, driven by playwright-core):
// moves by clicking, keys checked against Node, bad FEN/PGN messages, a quick
// benchmark, the ply-3 census; any console error fails the suite.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { Chess } from 'chess.js';
import { openPage } from './open-page.js';
import { init, KNOWN_DISTINCT } from 'zobrist-wasm/all';

const SCREENSHOT = new URL('../../build/screenshots/page.png', import.meta.url);

describe('the page in headless Chromium', function () {
  let server, browser, page, zb;
  const problems = [];

  before(async () => {
    zb = await init();
    ({ server, browser, page } = await openPage(problems));
  });

  afterEach(() => assert.deepEqual(problems.splice(0), [], 'the page logged errors'));

  after(async () => {
    if (page) {
      await mkdir(new URL('.', SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT.pathname, fullPage: true });
    }
    await browser?.close();
    server?.close();
  });

  // The keys Node computes for the same moves from the same start.
  function expected(fen, uciMoves) {
    const chess = new Chess(fen);
    const additive = zb.createScheme('additive48').setFen(fen);
    for (const uci of uciMoves) additive.applyMove(chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }));
    const key = zb.replay(uciMoves, { fen }).at(-1).toString(16).padStart(16, '0');
    return { wasm: key, bigint64: key, paired32: `${key.slice(0, 8)}:${key.slice(8)}`, additive48: additive.keyHex, chessjs: chess.hash() };
  }

  async function shown() {
    const text = (id) => page.textContent(`#${id}`);
    return {
      wasm: await text('key-wasm'), bigint64: await text('key-bigint64'), paired32: await text('key-paired32'),
      additive48: await text('key-additive48'), chessjs: await text('key-chessjs'),
    };
  }

  async function clickMove(uci) {
    await page.click(`#board [data-square="${uci.slice(0, 2)}"]`);
    await page.click(`#board [data-square="${uci.slice(2, 4)}"]`);
    if (uci[4]) await page.click(`.promotion-dialog-button-group[data-piece="w${uci[4]}"]`);
    await page.waitForFunction((n) => document.getElementById('moves').textContent.split(' ').length === n && !/—/.test(document.getElementById('moves').textContent), uciMoves.length + 1);
  }
  let uciMoves = [];

  it('plays moves by clicking, castling and en passant included, with every scheme\'s key as in Node', async () => {
    const line = ['e2e4', 'g8f6', 'e4e5', 'd7d5', 'e5d6', 'e7d6', 'g1f3', 'f8e7', 'f1c4', 'e8g8', 'e1g1'];
    for (const uci of line) {
      await clickMove(uci);
      uciMoves.push(uci);
      assert.deepEqual(await shown(), expected(zb.START_FEN, uciMoves), `after ${uciMoves.join(' ')}`);
      assert.equal(await page.getAttribute('#agreement', 'data-agree'), 'true');
    }
    assert.equal(await page.textContent('#current-fen'), 'rnbq1rk1/ppp1bppp/3p1n2/8/2B5/5N2/PPPP1PPP/RNBQ1RK1 b - - 5 6');
    await page.click('#undo');
    uciMoves.pop();
    await page.waitForFunction(() => !document.getElementById('moves').textContent.includes('O-O O-O'));
    assert.deepEqual(await shown(), expected(zb.START_FEN, uciMoves));
  });

  it('promotes through the promotion dialog', async () => {
    const fen = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
    await page.fill('#fen-input', fen);
    await page.click('#fen-form button');
    await page.waitForFunction((f) => document.getElementById('current-fen').textContent === f, fen);
    uciMoves = [];
    await clickMove('a7a8q');
    uciMoves.push('a7a8q');
    assert.deepEqual(await shown(), expected(fen, uciMoves));
    assert.match(await page.textContent('#moves'), /^a8=Q\+$/);
  });

  it('plays by the keyboard (arrows and Enter on the board): castling moves its rook, en passant takes its pawn', async () => {
    const fen = 'r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1';
    await page.fill('#fen-input', fen);
    await page.click('#fen-form button');
    await page.waitForFunction((f) => document.getElementById('current-fen').textContent === f, fen);
    const keys = async (...list) => { for (const k of list) await page.keyboard.press(k); };
    const pieceOn = (square) => page.$eval('#board', (b, sq) => b.querySelector(`g[data-square="${sq}"]`)?.dataset.piece ?? null, square);
    await page.focus('#board svg'); // the focus starts on a1
    await keys('ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter'); // e1, g1
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'O-O');
    await page.waitForFunction(() => document.querySelector('#board g[data-square="f1"]')?.dataset.piece === 'wr');
    assert.equal(await pieceOn('h1'), null);
    assert.deepEqual(await shown(), expected(fen, ['e1g1']));
    await page.click('#undo');
    await page.waitForFunction((f) => document.getElementById('current-fen').textContent === f, fen);
    await page.focus('#board svg'); // the focus is where it was: g1
    await keys('ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowLeft', 'ArrowUp', 'Enter'); // e5, d6
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'exd6');
    await page.waitForFunction(() => !document.querySelector('#board g[data-square="d5"]'));
    assert.equal(await pieceOn('d6'), 'wp');
    assert.deepEqual(await shown(), expected(fen, ['e5d6']));
    // A promotion: the dialog takes the keyboard too (Enter picks its first piece, a queen).
    const promotion = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
    await page.fill('#fen-input', promotion);
    await page.click('#fen-form button');
    await page.waitForFunction((f) => document.getElementById('current-fen').textContent === f, promotion);
    await page.focus('#board svg');
    await keys('ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'); // back to a1
    await keys('ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowUp', 'Enter'); // a7, a8
    await page.waitForSelector('.promotion-dialog-button-group');
    await keys('Enter');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'a8=Q+');
    // The board draws the promoted piece after the move list shows the move
    // (a CI run once read a8 between the two): wait for it, as for f1 above.
    await page.waitForFunction(() => document.querySelector('#board g[data-square="a8"]')?.dataset.piece !== 'wp');
    assert.equal(await pieceOn('a8'), 'wq');
    assert.deepEqual(await shown(), expected(promotion, ['a7a8q']));
  });

  it('rejects a malformed FEN with a message beside the box and keeps the position', async () => {
    const before = await shown();
    await page.fill('#fen-input', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await page.click('#fen-form button');
    await page.waitForFunction(() => document.getElementById('fen-error').textContent !== '');
    assert.match(await page.textContent('#fen-error'), /FEN_RANK_TOO_LONG at character 18/);
    assert.deepEqual(await shown(), before);
    await page.fill('#fen-input', zb.START_FEN);
    await page.click('#fen-form button');
    await page.waitForFunction(() => document.getElementById('fen-error').textContent === '');
  });

  it('loads a PGN, and rejects a malformed one with a message', async () => {
    await page.fill('#pgn-input', '[Event "t"]\n\n1. d4 d5 2. c4 dxc4 3. e4 b5 4. a4 c6 *');
    await page.click('#pgn-form button');
    await page.waitForFunction(() => document.getElementById('moves').textContent.endsWith('c6'));
    assert.deepEqual(await shown(), expected(zb.START_FEN, ['d2d4', 'd7d5', 'c2c4', 'd5c4', 'e2e4', 'b7b5', 'a2a4', 'c7c6']));
    const before = await shown();
    await page.fill('#pgn-input', '1. e4 e5 2. Ke3');
    await page.click('#pgn-form button');
    await page.waitForFunction(() => document.getElementById('pgn-error').textContent !== '');
    assert.match(await page.textContent('#pgn-error'), /Ke3/);
    assert.deepEqual(await shown(), before);
  });

  it('runs a quick benchmark in a worker and fills the table with numbers', async () => {
    await page.selectOption('#bench-rounds', 'quick');
    await page.click('#bench-run');
    await page.waitForFunction(() => document.getElementById('bench-status').textContent.startsWith('done'), null, { timeout: 120000 });
    const rows = await page.$$eval('#bench-table tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
    assert.ok(rows.length >= 15, `${rows.length} rows`);
    for (const [, variant, ns] of rows) assert.ok(Number(ns) > 0 && Number.isFinite(Number(ns)), `${variant}: ${ns}`);
    assert.ok(rows.some(([, variant]) => variant === 'Paired32.applyMove'));
    assert.ok(rows.some(([, , , , ratio]) => ratio === 'baseline'));
    assert.equal(await page.isEnabled('#bench-download'), true);
    assert.equal(await page.$$eval('#bench-chart', (c) => c[0].width > 0), true);
  });

  it('runs the ply-3 census and shows the published counts', async () => {
    await page.selectOption('#census-ply', '3');
    await page.click('#census-run');
    await page.waitForFunction(() => document.getElementById('census-status').textContent.startsWith('done'), null, { timeout: 60000 });
    const counts = await page.$$eval('#census-table tbody tr .positions', (tds) => tds.map((td) => Number(td.textContent.replace(/,/g, ''))));
    assert.deepEqual(counts, KNOWN_DISTINCT.slice(1, 4));
    const pairs = await page.$$eval('#census-table tbody td[data-hash]', (tds) => tds.map((td) => td.textContent.split(' ')[0]));
    assert.deepEqual(pairs, Array(12).fill('0'));
    assert.equal(await page.$$eval('#census-table .check-ok', (e) => e.length), 3);
  });
});
