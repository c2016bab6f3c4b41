// The opening book and PGN panels in headless Chromium (Debian's, driven by
// playwright-core): the demo book's moves as the CLI lists them and a click
// that plays one; a dropped PGN with a bad game (its error shown, the others
// listed) and a chosen game on the board; books built in the page, their
// bytes compared with `zobrist book build`'s; any console error fails it.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage } from './open-page.js';
import { init } from 'zobrist-wasm/all';

const SCREENSHOTS = new URL('../../build/screenshots/', import.meta.url);
const CLI = fileURLToPath(new URL('../../build/zobrist', import.meta.url));
const DEMO_BOOK = fileURLToPath(new URL('../../build/demo/eco-book.bin', import.meta.url));

// Several games: shared openings (so that entries reach the default
// min-game of 3), a FEN start, castling, and game 4 with an illegal move at
// ply 7 ("4. Ke3").
const GAMES = [
  ['Event "Club"', 'White "Anna"', 'Black "Ben"', 'Date "2024.01.05"', 'Result "1-0"', '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0'],
  ['Event "Club"', 'White "Carl"', 'Black "Dora"', 'Date "2024.01.05"', 'Result "1/2-1/2"', '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 {a comment} 1/2-1/2'],
  ['Event "Club"', 'White "Eve"', 'Black "Finn"', 'Date "2024.01.12"', 'Result "0-1"', '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 0-1'],
  ['Event "Club"', 'White "Gus"', 'Black "Hana"', 'Date "2024.01.12"', 'Result "0-1"', '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ke3 Nf6 0-1'],
  ['Event "Open"', 'White "Ida"', 'Black "Jon"', 'Date "2024.02.01"', 'Result "1-0"', '1. d4 d5 2. c4 e6 3. Nc3 Nf6 1-0'],
  ['Event "Study"', 'White "Kim"', 'Black "Lea"', 'Result "*"', 'FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"', 'SetUp "1"', '1. e4 Kd7 2. Kd2 Kd6 *'],
  ['Event "Open"', 'White "Max"', 'Black "Nia"', 'Date "2024.02.01"', 'Result "1-0"', '1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 1-0'],
];
const PGN = GAMES.map((g) => `${g.slice(0, -1).map((t) => `[${t}]`).join('\n')}\n\n${g.at(-1)}\n`).join('\n');

const hex16 = (k) => k.toString(16).padStart(16, '0');

// `zobrist book moves BOOK [FEN]`: [uci, san, weight] a move, in its order.
function cliBookMoves(book, fen) {
  const out = execFileSync(CLI, ['book', 'moves', book, ...(fen ? [fen] : [])], { encoding: 'utf8' });
  return out.split('\n').slice(1).filter(Boolean).map((line) => {
    const [, uci, san, weight] = line.match(/^(\S+)\s+(\S+)\s+weight\s+(\d+)/);
    return [uci, san, Number(weight)];
  });
}

// `zobrist book build`: ok, or the error line it printed (without "zobrist: FILE: ").
function cliBuild(pgn, out, args = []) {
  const run = spawnSync(CLI, ['book', 'build', '--pgn', pgn, '--out', out, ...args], { encoding: 'utf8' });
  return run.status === 0 ? { ok: true } : { ok: false, error: run.stderr.trim().replace(`zobrist: ${pgn}: `, '') };
}

describe('the opening book and PGN panels in headless Chromium', function () {
  let server, browser, page, zb, dir, pgnPath;
  const problems = [];

  before(async () => {
    zb = await init();
    assert.equal(typeof zb.readPgn, 'function', 'zb.readPgn');
    dir = await mkdtemp(join(tmpdir(), 'zobrist-books-'));
    pgnPath = join(dir, 'club.pgn');
    await writeFile(pgnPath, PGN);
    ({ server, browser, page } = await openPage(problems, { acceptDownloads: true }));
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterEach(() => assert.deepEqual(problems.splice(0), [], 'the page logged errors'));

  after(async () => {
    await browser?.close();
    server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const bookRows = () => page.$$eval('#book-moves tbody tr', (trs) => trs.map((tr) => [tr.dataset.uci, tr.cells[0].textContent, Number(tr.dataset.weight)]));
  const waitForBookKey = (key) => page.waitForFunction((k) => document.getElementById('book-key').textContent === k, key);

  it('serves build/demo/ (and build/bench/, the pages bench/ builds) and nothing else of build/', async () => {
    const base = `http://127.0.0.1:${server.address().port}`;
    const status = async (path) => (await fetch(base + path)).status;
    assert.equal(await status('/build/demo/eco-book.bin'), 200);
    for (const path of ['/build/zobrist', '/build/demo/', '/build/demo', '/build/libzobrist.a', '/build/demo/../zobrist', '/build/demo/%2e%2e/zobrist', '/build/screenshots/page.png',
      '/build/bench/', '/build/bench/../zobrist', '/build/benchmarks/x.js']) {
      assert.equal(await status(path), 404, path);
    }
  });

  describe('the book panel', () => {
    it('loads the demo book: the start position\'s book moves and weights as the CLI lists them', async () => {
      await page.click('#book-demo');
      await page.waitForFunction(() => document.querySelectorAll('#book-moves tbody tr').length > 0);
      assert.match(await page.textContent('#book-status'), /^ECO openings \(pgn-extract's eco\.pgn\): [\d,]+ entries, [\d,]+ bytes$/);
      const expected = cliBookMoves(DEMO_BOOK);
      assert.ok(expected.length >= 10, `${expected.length} book moves`);
      assert.deepEqual(await bookRows(), expected);
      // The bars: the widest is the first move's; the shares add up to about 100 %.
      const widths = await page.$$eval('#book-moves .bar', (bars) => bars.map((b) => parseFloat(b.style.width)));
      assert.equal(widths[0], 100);
      assert.deepEqual(widths, [...widths].sort((a, b) => b - a));
      const shares = await page.$$eval('#book-moves tbody tr', (trs) => trs.map((tr) => parseFloat(tr.cells[4].textContent)));
      assert.ok(Math.abs(shares.reduce((a, b) => a + b) - 100) < 0.5, shares.join(' '));
    });

    it('plays the top book move on the board by clicking it, then lists the next position\'s moves', async () => {
      const [top] = cliBookMoves(DEMO_BOOK);
      await page.click(`#book-moves tr[data-uci="${top[0]}"] .book-move`);
      const pos = new zb.Position().play(top[0]);
      try {
        await page.waitForFunction((f) => document.getElementById('current-fen').textContent === f, pos.fen);
        assert.equal(await page.textContent('#key-wasm'), pos.keyHex);
        assert.equal(await page.textContent('#moves'), top[1]);
        await waitForBookKey(pos.keyHex);
        assert.equal(await page.textContent('#book-position'), `After 1. ${top[1]}`);
        assert.deepEqual(await bookRows(), cliBookMoves(DEMO_BOOK, pos.fen));
        // A second click, on a row's weight: Black's top reply.
        const [reply] = cliBookMoves(DEMO_BOOK, pos.fen);
        await page.click(`#book-moves tr[data-uci="${reply[0]}"] td:nth-child(4)`);
        pos.play(reply[0]);
        await waitForBookKey(pos.keyHex);
        assert.equal(await page.textContent('#current-fen'), pos.fen);
        assert.deepEqual(await bookRows(), cliBookMoves(DEMO_BOOK, pos.fen));
      } finally {
        pos.free();
      }
      await page.locator('#book-panel').screenshot({ path: new URL('book.png', SCREENSHOTS).pathname });
      await page.click('#reset');
      await waitForBookKey('463b96181691fc9c');
    });

    it('keeps the keyboard focus in the book: a book move played with Enter hands it to the next position\'s first move', async () => {
      const [top] = cliBookMoves(DEMO_BOOK);
      await page.focus(`#book-moves tr[data-uci="${top[0]}"] .book-move`);
      await page.keyboard.press('Enter');
      const pos = new zb.Position().play(top[0]);
      try {
        await waitForBookKey(pos.keyHex);
        const [reply] = cliBookMoves(DEMO_BOOK, pos.fen);
        assert.equal(await page.evaluate(() => document.activeElement.closest('tr')?.dataset.uci), reply[0]);
      } finally {
        pos.free();
      }
      await page.click('#reset');
      await waitForBookKey('463b96181691fc9c');
      // The demo button is disabled while it loads; the focus comes back to it.
      await page.focus('#book-demo');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.getElementById('book-demo').disabled);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'book-demo');
    });

    it('says "out of book" where the book has no move, and rejects a file that is not a book', async () => {
      await page.fill('#fen-input', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
      await page.click('#fen-form button');
      await waitForBookKey(hex16(zb.keyOfFen('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1')));
      assert.equal(await page.$$eval('#book-moves tbody tr', (trs) => trs.length), 0);
      assert.match(await page.textContent('#book-empty'), /Out of book/);
      await page.click('#reset');
      await waitForBookKey('463b96181691fc9c');

      const bad = join(dir, 'bad.bin');
      await writeFile(bad, Buffer.alloc(15, 1)); // not a whole number of 16-byte entries
      await page.setInputFiles('#book-file', bad);
      await page.waitForFunction(() => document.getElementById('book-error').textContent !== '');
      assert.match(await page.textContent('#book-error'), /^bad\.bin \(15 bytes\b.*: .*\(BOOK_TRUNCATED\)$/);
      assert.match(await page.textContent('#book-status'), /^ECO openings/, 'the demo book is still loaded');
      assert.equal(await page.$$eval('#book-moves tbody tr', (trs) => trs.length), cliBookMoves(DEMO_BOOK).length);
    });

    it('says which entries of a position are illegal there and never played', async () => {
      // Two entries for the start position: e2e5 (illegal, weight 5) and e2e4 (weight 3).
      const entry = (move, weight) => {
        const e = Buffer.alloc(16);
        e.writeBigUInt64BE(0x463b96181691fc9cn, 0);
        e.writeUInt16BE(move, 8);
        e.writeUInt16BE(weight, 10);
        return e;
      };
      const path = join(dir, 'illegal.bin');
      await writeFile(path, Buffer.concat([entry(36 | (12 << 6), 5), entry(28 | (12 << 6), 3)]));
      await page.setInputFiles('#book-file', path);
      await page.waitForFunction(() => document.getElementById('book-status').textContent.startsWith('illegal.bin'));
      await page.click('#reset');
      await waitForBookKey('463b96181691fc9c');
      assert.deepEqual(await page.$$eval('#book-moves tbody tr', (trs) => trs.map((tr) => tr.dataset.uci)), ['e2e4']);
      assert.equal(await page.textContent('#book-empty'), '1 entry of this position is not a legal move here and never played (e2e5).');
      await page.click('#book-demo'); // the demo book again, for the tests after this one
      await page.waitForFunction(() => document.getElementById('book-status').textContent.startsWith('ECO openings'));
    });
  });

  describe('the PGN panel', () => {
    let jsonl, errorLine;
    before(() => {
      const run = spawnSync(CLI, ['pgn', '--format', 'jsonl', pgnPath], { encoding: 'utf8' });
      jsonl = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
      assert.equal(jsonl.length, GAMES.length);
      errorLine = run.stderr.trim().replace(`zobrist: ${pgnPath}: `, ''); // the CLI's line for game 4
      assert.match(errorLine, /^game 4 \(White "Gus" Black "Hana" Event "Club"\), line \d+ column \d+, ply 7: ILLEGAL_MOVE "Ke3": /);
    });

    const listed = () => page.$$eval('#pgn-games tbody tr[data-game]', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));

    it('reads a dropped PGN in a worker: every game listed with its tags, the bad one with its error', async () => {
      // A real drop: a DataTransfer holding the file, dropped on the panel.
      await page.evaluate(({ text, name }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, { type: 'application/x-chess-pgn' }));
        const panel = document.getElementById('pgn-panel');
        for (const type of ['dragenter', 'dragover', 'drop']) panel.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, { text: PGN, name: 'club.pgn' });
      await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read');
      assert.equal(await page.getAttribute('#pgn-panel', 'data-games'), String(GAMES.length));
      assert.match(await page.textContent('#pgn-status'), /^club\.pgn \(\d+ bytes\): 7 games, 1 with an error, read in [\d.]+ s\./);
      assert.equal(await page.$eval('#pgn-progress', (p) => p.value), 1);
      const rows = await listed();
      assert.deepEqual(rows, jsonl.map((g) => [String(g.game), g.tags.White, g.tags.Black, g.tags.Event, g.tags.Date ?? '', g.result, String(g.uci.length)]));
      // Game 4's error, as the CLI prints it.
      assert.equal(await page.textContent('#pgn-games tr[data-error-of="4"]'), `✘ ${errorLine}`);
      assert.deepEqual(await page.$$eval('#pgn-games tbody tr.bad[data-game]', (trs) => trs.map((tr) => tr.dataset.game)), ['4']);
    });

    it('loads a chosen game on the board: from its FEN tag, and a bad one up to its error', async () => {
      for (const number of [6, 1, 4]) {
        const game = jsonl[number - 1];
        await page.click(`#pgn-games tr[data-game="${number}"] td:nth-child(2)`);
        await page.waitForFunction((k) => document.getElementById('key-wasm').textContent === k, game.keys.at(-1));
        const pos = new zb.Position(game.fen);
        for (const uci of game.uci) pos.play(uci);
        assert.equal(await page.textContent('#current-fen'), pos.fen);
        assert.equal((await page.textContent('#moves')).split(' ').length, game.uci.length);
        pos.free();
        assert.equal(await page.getAttribute('#agreement', 'data-agree'), 'true');
        assert.match(await page.textContent('#pgn-chosen'), new RegExp(`^Game ${number} is on the board${game.error ? ', up to its error' : ''}:`));
        assert.equal(await page.$$eval('#pgn-games tr.chosen', (trs) => trs.map((tr) => tr.dataset.game).join()), String(number));
      }
      assert.equal(await page.textContent('#moves'), 'e4 e5 Nf3 Nc6 Bb5 a6', 'game 4: the six plies before 4. Ke3');
    });

    async function buildInPage(options = {}) {
      await page.fill('#build-max-ply', options.maxPly === undefined ? '' : String(options.maxPly));
      await page.fill('#build-min-game', options.minGame === undefined ? '' : String(options.minGame));
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#pgn-build')]);
      await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.build === 'done');
      return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
    }

    it('builds a book from the file: with the default options the bad game stops it, as it stops the CLI', async () => {
      const cli = cliBuild(pgnPath, join(dir, 'default.bin'));
      assert.deepEqual(cli, { ok: false, error: errorLine });
      await page.fill('#build-max-ply', '');
      await page.focus('#pgn-build'); // by the keyboard: Build, disabled while it runs, hands the focus to Stop and gets it back
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.build === 'failed');
      assert.equal(await page.textContent('#pgn-build-status'), `No book: ${errorLine} A book is built as polyglot make-book builds it, ` +
        'which stops at a bad game too: fix or remove that game (or set a max ply before its error).');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'pgn-build');
    });

    it('builds a book from the file with max ply 6 (before the bad move): the same bytes as the CLI\'s, downloaded', async () => {
      const out = join(dir, 'ply6.bin');
      assert.equal(cliBuild(pgnPath, out, ['--max-ply', '6']).ok, true);
      const expected = await readFile(out);
      assert.ok(expected.length >= 16 * 3, `${expected.length} bytes`);
      const built = await buildInPage({ maxPly: 6 });
      assert.equal(built.name, 'club.bin');
      assert.ok(built.bytes.equals(expected), `page ${built.bytes.length} bytes, CLI ${expected.length}`);
      assert.match(await page.textContent('#pgn-build-status'), new RegExp(`^club\\.bin: ${expected.length / 16} entries \\(${expected.length} bytes\\)`));
      await page.locator('#pgn-panel').screenshot({ path: new URL('pgn.png', SCREENSHOTS).pathname });
    });

    it('builds a book from a PGN without errors, with default options and with min games 1, as the CLI does; the book opens in the book panel', async () => {
      const clean = join(dir, 'clean.pgn');
      await writeFile(clean, GAMES.filter((g, i) => i !== 3).map((g) => `${g.slice(0, -1).map((t) => `[${t}]`).join('\n')}\n\n${g.at(-1)}\n`).join('\n'));
      await page.setInputFiles('#pgn-file', clean);
      await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read' && document.getElementById('pgn-status').textContent.startsWith('clean.pgn'));
      assert.equal(await page.$$eval('#pgn-games tr.bad', (trs) => trs.length), 0);
      for (const [options, args] of [[{}, []], [{ minGame: 1 }, ['--min-game', '1']]]) {
        const out = join(dir, `clean${args.join('')}.bin`);
        assert.equal(cliBuild(clean, out, args).ok, true);
        const built = await buildInPage(options);
        assert.ok(built.bytes.equals(await readFile(out)), `${JSON.stringify(options)}: page ${built.bytes.length} bytes, CLI ${(await readFile(out)).length}`);
      }
      // The last one, min games 1: opened in the book panel from the build's link.
      await page.click('#reset');
      await waitForBookKey('463b96181691fc9c');
      await page.click('#pgn-build-status button.link');
      await page.waitForFunction(() => document.getElementById('book-panel').dataset.book === 'clean.bin');
      assert.deepEqual(await bookRows(), cliBookMoves(join(dir, 'clean--min-game1.bin')));
    });

    it('drops a built book on the book panel', async () => {
      const bytes = await readFile(join(dir, 'ply6.bin'));
      await page.evaluate(({ data, name }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], name));
        const panel = document.getElementById('book-panel');
        for (const type of ['dragenter', 'dragover', 'drop']) panel.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, { data: [...bytes], name: 'ply6.bin' });
      await page.waitForFunction(() => document.getElementById('book-panel').dataset.book === 'ply6.bin');
      assert.deepEqual(await bookRows(), cliBookMoves(join(dir, 'ply6.bin')));
      assert.match(await page.textContent('#book-status'), new RegExp(`^ply6\\.bin: ${bytes.length / 16} entries`));
    });

    it('lists the first 1000 games of a longer file and every bad game after them, with the count', async () => {
      // 2,500 games; bad ones at 1,500 and 2,400.
      const good = '[White "W"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n';
      const bad = '[White "W"]\n[Black "B"]\n[Result "0-1"]\n\n1. e4 e5 2. Ke3 0-1\n';
      const text = Array.from({ length: 2500 }, (_, i) => (i + 1 === 1500 || i + 1 === 2400 ? bad : good)).join('\n');
      const long = join(dir, 'long.pgn');
      await writeFile(long, text);
      await page.setInputFiles('#pgn-file', long);
      await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read' && document.getElementById('pgn-status').textContent.startsWith('long.pgn'), null, { timeout: 60000 });
      assert.equal(await page.getAttribute('#pgn-panel', 'data-games'), '2500');
      assert.match(await page.textContent('#pgn-status'), /2,500 games, 2 with errors, read in [\d.]+ s; the list shows the first 1,000 games and the 2 bad games after them\./);
      // Shown 100 at a time: every page in turn, with the pager's line.
      const shown = () => page.$$eval('#pgn-games tbody tr[data-game]', (trs) => trs.map((tr) => Number(tr.dataset.game)));
      const numbers = [];
      for (let from = 1; ; from += 100) {
        const to = Math.min(from + 99, 1002);
        assert.equal(await page.textContent('#pgn-page'), `games ${from.toLocaleString('en')}–${to.toLocaleString('en')} of the 1,002 listed`);
        assert.equal(await page.isDisabled('#pgn-prev'), from === 1);
        numbers.push(...await shown());
        if (to === 1002) break;
        await page.click('#pgn-next');
      }
      assert.ok(await page.isDisabled('#pgn-next'));
      assert.deepEqual(numbers, [...Array.from({ length: 1000 }, (_, i) => i + 1), 1500, 2400]);
      // A bad game after the first 1000 goes on the board up to its error (2. Ke3).
      await page.click('#pgn-games tr[data-game="1500"] td:nth-child(2)');
      assert.match(await page.textContent('#pgn-chosen'), /^Game 1500 is on the board, up to its error:/);
      assert.equal(await page.textContent('#moves'), 'e4 e5');
      assert.equal(await page.$$eval('#pgn-games tr.chosen', (trs) => trs.map((tr) => tr.dataset.game).join()), '1500');
      await page.click('#pgn-prev');
      assert.equal(await page.textContent('#pgn-page'), 'games 901–1,000 of the 1,002 listed');
      assert.deepEqual((await shown()).slice(0, 2), [901, 902]);
    });
  });
});
