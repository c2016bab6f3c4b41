// The page at its edges, as a user found them (each was a bug): a
// promotion dialog outliving its game, chess.js's hash of a FEN the page
// wrote, a PGN game with a null move, a file with no game, a book with no
// entry, stale error alerts, a seed past 2^64, a phone-sized window, and
// the benchmark and census panels, which had no Stop, a binary file read
// as PGN, a refused setting under the last run's progress, an internal call
// named in a load error.
// Any console error or page error fails a test.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPage } from './open-page.js';
import { init } from 'zobrist-wasm';

describe('the page at its edges', () => {
  let server, browser, page, dir;
  const problems = [];
  const text = (id) => page.textContent(`#${id}`);
  const square = (s) => page.click(`#board [data-square="${s}"]`);
  async function loadFen(fen) {
    await page.fill('#fen-input', fen);
    await page.click('#fen-form button');
  }
  async function readPgn(name, content) {
    const path = join(dir, name);
    await writeFile(path, content);
    await page.setInputFiles('#pgn-file', path);
    await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read');
  }

  before(async () => {
    ({ server, browser, page } = await openPage(problems));
    dir = await mkdtemp(join(tmpdir(), 'zobrist-page-edges-'));
  });
  after(async () => {
    await browser?.close();
    server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => assert.deepEqual(problems.splice(0), []));

  it('closes a promotion dialog when its game is replaced: no stale move, the next move plays', async () => {
    await loadFen('4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    await square('a7');
    await square('a8');
    await page.waitForSelector('.promotion-dialog-button-group[data-piece="wq"]');
    await page.click('#reset');
    await page.waitForFunction(() => document.querySelectorAll('.promotion-dialog-button-group').length === 0);
    await square('e2');
    await square('e4');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'e4');
    // and a promotion still works
    await loadFen('4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    await square('a7');
    await square('a8');
    await page.click('.promotion-dialog-button-group[data-piece="wq"]');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'a8=Q+');
  });

  it('closes a promotion dialog when a book move is played (its choice was for the position before)', async () => {
    // A one-entry book for the position: Kd2 (e1d2), as Polyglot encodes it.
    const fen = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
    const entry = new DataView(new ArrayBuffer(16));
    entry.setBigUint64(0, (await init()).keyOfFen(fen));
    entry.setUint16(8, 11 | (4 << 6)); // to d2, from e1
    entry.setUint16(10, 1);
    const path = join(dir, 'promo.bin');
    await writeFile(path, new Uint8Array(entry.buffer));
    await page.setInputFiles('#book-file', path);
    await page.waitForFunction(() => document.getElementById('book-panel').dataset.book === 'promo.bin');
    assert.equal(await text('book-status'), 'promo.bin: 1 entry, 16 bytes'); // not "1 entries"
    await loadFen(fen);
    await square('a7');
    await square('a8');
    await page.waitForSelector('.promotion-dialog-button-group[data-piece="wq"]');
    await page.click('#book-moves tbody tr button');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'Kd2');
    assert.equal(await page.$$eval('.promotion-dialog-button-group', (x) => x.length), 0);
  });

  it('forgets a PGN game once the board moves on, and a Go or UTTT load error once the position changes', async () => {
    await readPgn('two.pgn', '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. d4 *\n');
    await page.click('#pgn-games tr[data-game="2"] td:nth-child(2)');
    await page.waitForFunction(() => document.getElementById('pgn-chosen').textContent.startsWith('Game 2 is on the board'));
    await square('d7');
    await square('d5');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'd4 d5');
    assert.equal(await text('pgn-chosen'), '');
    assert.equal(await page.$$eval('#pgn-games tr.chosen', (x) => x.length), 0);
    for (const [game, move] of [['uttt', 'e5'], ['go', 'E5']]) {
      await page.fill(`#${game}-input`, 'not a position');
      await page.click(`#${game}-load-form button`);
      await page.waitForFunction((id) => document.getElementById(id).textContent !== '', `${game}-load-error`);
      await page.click(`#${game}-board [data-move="${move}"]`); // a move: the box holds the new position's text
      await page.waitForFunction((id) => document.getElementById(id).value !== 'not a position', `${game}-input`);
      assert.equal(await text(`${game}-load-error`), '');
    }
  });

  it("keeps chess.js's hash when the page's own FEN is loaded again after a double step", async () => {
    await page.click('#reset');
    await square('e2');
    await square('e4');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'e4');
    const played = await text('key-chessjs');
    assert.match(await page.inputValue('#fen-input'), / e3 0 1$/);
    await page.click('#fen-form button');
    await page.waitForFunction(() => document.getElementById('moves').textContent === '—');
    assert.equal(await text('key-chessjs'), played);
    assert.equal(await text('layout-check-chessjs'), '✓');
  });

  it('clears the FEN and PGN error alerts once the board moves on', async () => {
    await loadFen('nonsense');
    await page.fill('#pgn-input', '1. e4 e5 2. Ke3');
    await page.click('#pgn-form button');
    assert.notEqual(await text('fen-error'), '');
    assert.notEqual(await text('pgn-error'), '');
    await page.click('#reset');
    assert.equal(await text('fen-error'), '');
    assert.equal(await text('pgn-error'), '');
  });

  it('loads a PGN game with a null move up to it, and says so', async () => {
    await readPgn('null.pgn', '[Event "null"]\n[White "E"]\n[Black "F"]\n\n1. e4 -- 2. d4 e5 *\n');
    await page.click('#pgn-games tr[data-game="1"] button');
    assert.match(await text('pgn-chosen'), /up to its null move at ply 2/);
    assert.equal(await text('moves'), 'e4');
  });

  it('says a file has no game in it, and builds no empty book', async () => {
    await readPgn('words.pgn', 'just some text\nnot a pgn\n');
    assert.match(await text('pgn-status'), /no game in it/);
    await readPgn('one.pgn', '[Event "x"]\n\n1. e4 *\n');
    await page.click('#pgn-build');
    await page.waitForFunction(() => ['done', 'empty', 'failed'].includes(document.getElementById('pgn-panel').dataset.build));
    assert.equal(await page.$eval('#pgn-panel', (e) => e.dataset.build), 'empty');
    assert.match(await text('pgn-build-status'), /^No book: no move of one\.pgn met the options \(a move must be played in at least 3 games/);
    // With the minimum at its least, the message names what else kept the moves out.
    await page.fill('#build-min-game', '1');
    await page.fill('#build-max-ply', '0');
    await page.click('#pgn-build');
    await page.waitForFunction(() => document.getElementById('pgn-build-status').textContent.startsWith('No book'));
    const why = await text('pgn-build-status');
    assert.match(why, /max ply 0 keeps no move/);
    assert.doesNotMatch(why, /at least 1 games/);
    await page.fill('#build-min-game', '');
    await page.fill('#build-max-ply', '');
  });

  // A file dropped on the PGN panel, as a user drops one.
  const dropOnPgn = (bytes, name, type) => page.evaluate(([b64, n, t]) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], n, { type: t }));
    const panel = document.getElementById('pgn-panel');
    for (const kind of ['dragenter', 'dragover', 'drop']) panel.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, [Buffer.from(bytes).toString('base64'), name, type]);
  const pgnSettled = () => page.waitForFunction(() => ['read', 'failed', 'not-pgn'].includes(document.getElementById('pgn-panel').dataset.state));

  it('says a dropped PNG or ZIP is not a PGN text file (no game count), and reads the next file', async () => {
    await readPgn('before.pgn', '[Event "x"]\n\n1. e4 *\n'); // a last read to replace
    // A ZIP holding a PGN stored uncompressed: its text is in the bytes, between binary headers.
    const pgn = Buffer.from('[Event "zipped"]\n\n1. e4 e5 2. Nf3 *\n');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt32LE(pgn.length, 18);
    header.writeUInt32LE(pgn.length, 22);
    header.writeUInt16LE(9, 26);
    const zip = Buffer.concat([header, Buffer.from('games.pgn'), pgn, Buffer.alloc(22)]);
    for (const [bytes, name, type, kind] of [
      [await readFile('/usr/share/icons/hicolor/48x48/apps/chromium.png'), 'chromium.png', 'image/png', 'a PNG image'],
      [zip, 'games.zip', 'application/zip', 'a ZIP archive'],
      [Buffer.from([0x5b, 0x45, 0x00, 0x01, 0x02, 0x03]), 'data.pgn', '', 'a binary file'],
    ]) {
      await page.evaluate(() => { delete document.getElementById('pgn-panel').dataset.state; });
      await dropOnPgn(bytes, name, type);
      await pgnSettled();
      assert.equal(await page.getAttribute('#pgn-panel', 'data-state'), 'not-pgn', await text('pgn-status'));
      const status = await text('pgn-status');
      assert.ok(status.startsWith(`${name} is not a PGN text file: it looks like ${kind}`), status);
      assert.doesNotMatch(status.slice(name.length), /\bgames?\b|error/);
      assert.equal(await page.$$eval('#pgn-games tbody tr', (trs) => trs.length), 0);
      assert.equal(await page.$eval('#pgn-progress', (p) => p.value), 0);
      assert.equal(await page.$eval('#pgn-build', (b) => b.disabled), true, 'no book from it');
      assert.equal(await page.$eval('#pgn-stop', (b) => b.disabled), true);
    }
    await readPgn('after.pgn', '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. d4 *\n');
    assert.match(await text('pgn-status'), /^after\.pgn \(.*\): 2 games, none with an error/);
    assert.equal(await page.$eval('#pgn-build', (b) => b.disabled), false);
  });

  it('clears the last run\'s progress and results when the error table or the audit refuses a setting', async () => {
    await page.selectOption('#tt-n', '8');
    await page.fill('#tt-trials', '200');
    await page.click('#tt-run');
    await page.waitForSelector('#tt-panel[data-state="done"]', { timeout: 60000 });
    assert.equal(await page.$eval('#tt-progress', (p) => p.value), 1);
    await page.fill('#tt-trials', '5');
    await page.click('#tt-run');
    assert.match(await text('tt-status'), /^trials must be between 100 and 20 000/);
    assert.equal(await page.$eval('#tt-progress', (p) => p.value), 0, 'the last run\'s progress is still shown');
    assert.deepEqual(await page.$$eval('#tt-table .measured', (tds) => tds.map((td) => td.textContent).filter(Boolean)), []);
    await page.fill('#tt-trials', '2000');
    // Another n clears the measured rows: the last run's progress and status go with them.
    await page.fill('#tt-trials', '200');
    await page.click('#tt-run');
    await page.waitForSelector('#tt-panel[data-state="done"]', { timeout: 60000 });
    await page.selectOption('#tt-n', '10');
    assert.deepEqual(await page.$$eval('#tt-table .measured', (tds) => tds.map((td) => td.textContent).filter(Boolean)), []);
    assert.equal(await page.$eval('#tt-progress', (p) => p.value), 0, 'the last run\'s progress is still shown');
    assert.doesNotMatch(await text('tt-status'), /^done/);
    assert.match(await text('tt-status'), /^n = 10: run the experiment/);
    await page.fill('#tt-trials', '2000');

    await page.selectOption('#audit-layout', 'polyglot');
    await page.fill('#audit-bits', '20');
    await page.selectOption('#audit-max-size', '2');
    await page.click('#audit-run');
    await page.waitForSelector('#audit-panel[data-state]', { timeout: 60000 });
    assert.equal(await page.getAttribute('#audit-panel', 'data-state'), 'done', await text('audit-status'));
    assert.equal(await page.$eval('#audit-progress', (p) => p.value), 1);
    for (const [bits, seed, refused] of [['70', null, /^bits must be/], ['20', '18446744073709551616', /^a seed is/]]) {
      if (seed) {
        await page.selectOption('#audit-layout', 'seed');
        await page.fill('#audit-seed', seed);
      }
      await page.fill('#audit-bits', bits);
      await page.click('#audit-run');
      assert.match(await text('audit-status'), refused);
      assert.equal(await page.$eval('#audit-progress', (p) => p.value), 0, 'the last run\'s progress is still shown');
      assert.equal(await page.$$eval('#audit-table tbody tr', (trs) => trs.length), 0);
    }
    await page.fill('#audit-seed', '1');
    await page.selectOption('#audit-layout', 'polyglot');
  });

  it('says a UTTT or Go text is too long in the box\'s terms, not by the call the page made', async () => {
    for (const [game, length, max] of [['uttt', 2000, '1,024'], ['go', 5000, '4,096']]) {
      await page.fill(`#${game}-input`, 'x'.repeat(length));
      await page.click(`#${game}-load-form button`);
      const error = await text(`${game}-load-error`);
      assert.doesNotMatch(error, /reset\(|\(text\)|Position\(|ARGUMENT|make sense/, error);
      assert.match(error, new RegExp(`too long: ${length.toLocaleString('en')} characters, and an? (UTTT|Go) position's text has at most ${max}`));
      await page.fill(`#${game}-input`, '');
    }
  });

  it('gives a small PGN file\'s size in bytes (it read as 0.0 KB)', async () => {
    const pgn = '[Event "x"]\n\n1. e4 *\n';
    await readPgn('tiny.pgn', pgn);
    assert.match(await text('pgn-status'), new RegExp(`^tiny\\.pgn \\(${pgn.length} bytes\\): 1 game,`));
    await readPgn('kilo.pgn', pgn.repeat(100));
    assert.match(await text('pgn-status'), new RegExp(`^kilo\\.pgn \\(${(pgn.length * 100 / 1024).toFixed(1)} KB\\): 100 games,`));
  });

  it('announces job results (live status lines) and passes focus between Run and Stop', async () => {
    for (const id of ['bench-status', 'census-status', 'tt-status', 'book-status', 'book-empty', 'audit-status', 'pgn-status']) {
      assert.ok(['polite', 'assertive'].includes(await page.getAttribute(`#${id}`, 'aria-live')), `${id} is not a live region`);
    }
    await page.selectOption('#census-ply', '5');
    await page.focus('#census-run');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'census-stop');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#census-panel[data-state="stopped"]');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'census-run');
  });

  it('refuses a seed of 2^64 (it was taken as seed 0)', async () => {
    await page.fill('#layout-seed', '18446744073709551616');
    assert.match(await text('layout-seed-error'), /from 0 to 2\^64/);
    await page.fill('#layout-seed', '18446744073709551615');
    assert.equal(await text('layout-seed-error'), '');
  });

  it('shows no key beside a refused seed (it showed the last good seed\'s key), also after a move', async () => {
    await page.click('#reset');
    await page.fill('#layout-seed', '42');
    const key42 = await text('layout-key-seed');
    assert.match(key42, /^[0-9a-f]{16}$/);
    await page.fill('#layout-seed', '-1');
    assert.match(await text('layout-seed-error'), /from 0 to 2\^64/);
    assert.equal(await text('layout-key-seed'), '—');
    await square('e2');
    await square('e4');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'e4');
    assert.equal(await text('layout-key-seed'), '—');
    await page.fill('#layout-seed', '42');
    assert.match(await text('layout-key-seed'), /^[0-9a-f]{16}$/);
    assert.notEqual(await text('layout-key-seed'), key42, 'the key of the position after e4');
    await page.fill('#layout-seed', '1');
    await page.click('#reset');
  });

  it('keeps the page when a file is dropped outside the drop panels; names every progress bar', async () => {
    const prevented = await page.evaluate(() => ['dragover', 'drop'].map((type) => {
      const event = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: new DataTransfer() });
      document.querySelector('h1').dispatchEvent(event);
      return event.defaultPrevented;
    }));
    assert.deepEqual(prevented, [true, true]);
    assert.deepEqual(await page.$$eval('progress', (bars) => bars.filter((b) => !b.getAttribute('aria-label')).map((b) => b.id)), []);
  });

  // Each run is stopped while under way, then the panel must be as before
  // the run (settings and Run enabled, Stop disabled) and run again.
  for (const [name, setting, slow, quick, wait] of [
    ['bench', '#bench-rounds', 'standard', 'quick', 120000],
    ['census', '#census-ply', '5', '2', 60000],
  ]) {
    it(`stops the ${name} run under way, then runs again`, async () => {
      const controls = `${setting}, #${name}-run, #${name}-stop`;
      await page.selectOption(setting, slow);
      await page.click(`#${name}-run`);
      assert.deepEqual(await page.$$eval(controls, (cs) => cs.map((c) => c.disabled)), [true, true, false]);
      await page.waitForFunction((id) => document.getElementById(id).value > 0, `${name}-progress`, { timeout: wait });
      await page.click(`#${name}-stop`);
      assert.equal(await page.getAttribute(`#${name}-panel`, 'data-state'), 'stopped');
      assert.match(await text(`${name}-status`), /^stopped .*: (no figures|no table)/); // nothing finished yet in this page
      assert.deepEqual(await page.$$eval(controls, (cs) => cs.map((c) => c.disabled)), [false, false, true]);
      await page.selectOption(setting, quick);
      await page.click(`#${name}-run`);
      await page.waitForSelector(`#${name}-panel[data-state="done"]`, { timeout: wait });
      assert.match(await text(`${name}-status`), /^done/);
      // Stopped again, the table of the run just finished is said to stay.
      await page.selectOption(setting, slow);
      await page.click(`#${name}-run`);
      await page.click(`#${name}-stop`);
      assert.match(await text(`${name}-status`), name === 'bench' ? /still the last finished run's/ : /still shows the census up to ply 2/);
    });
  }

  it('fits a phone-sized window: wide tables scroll inside their panels, a 19x19 Go text wraps', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.click('#reset');
    await square('e2');
    await square('e4'); // the XOR trail has rows
    await page.selectOption('#go-size', '19');
    const [client, scroll] = await page.evaluate(() => [document.documentElement.clientWidth, document.documentElement.scrollWidth]);
    assert.equal(scroll, client);
    await page.setViewportSize({ width: 1200, height: 1500 });
  });
});
