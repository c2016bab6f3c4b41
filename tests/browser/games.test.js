// The ultimate tic-tac-toe and Go sections in headless Chromium (Debian's,
// driven by playwright-core): moves by clicking, the board's marks (forced
// and closed boards, captures, superko), every scheme's key checked against
// Node's replay of the same moves, load errors and undo; any console error
// fails the suite.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { openPage } from './open-page.js';
import { init } from 'zobrist-wasm/all';

const SCREENSHOTS = new URL('../../build/screenshots/', import.meta.url);

const hex16 = (k) => k.toString(16).padStart(16, '0');

describe('the UTTT and Go sections in headless Chromium', function () {
  let server, browser, page, zb;
  const problems = [];

  before(async () => {
    zb = await init();
    ({ server, browser, page } = await openPage(problems));
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterEach(() => assert.deepEqual(problems.splice(0), [], 'the page logged errors'));

  after(async () => {
    await browser?.close();
    server?.close();
  });

  // The keys Node gives a position: the WASM key, and the other schemes on
  // the same table from the position's features.
  function expected(pos, table) {
    const space = new zb.KeySpace(table);
    try {
      const key = hex16(pos.key);
      assert.equal(hex16(space.keyOf(pos.features())), key, 'Node: the WASM key is the XOR of the features\' keys');
      const add48 = space.hash('additive48').setFeatures(pos.features()).keyHex;
      return { wasm: key, bigint64: key, paired32: `${key.slice(0, 8)}:${key.slice(8)}`, additive48: add48, text: pos.text };
    } finally {
      space.free();
    }
  }

  async function shown(prefix) {
    const text = (id) => page.textContent(`#${prefix}-${id}`);
    return {
      wasm: await text('key-wasm'), bigint64: await text('key-bigint64'), paired32: await text('key-paired32'),
      additive48: await text('key-additive48'), text: await text('text'),
    };
  }

  // The agreement mark and the XOR check of the last move are both green.
  async function assertChecks(prefix, afterMove = true) {
    assert.equal(await page.getAttribute(`#${prefix}-agreement`, 'data-agree'), 'true');
    if (afterMove) assert.equal(await page.getAttribute(`#${prefix}-xor-check`, 'data-ok'), 'true', await page.textContent(`#${prefix}-xor-check`));
  }

  // The features the last move toggled, as the page lists them: [index, name, key].
  async function toggled(prefix) {
    return page.$$eval(`#${prefix}-toggles tbody tr[data-feature]`, (trs) => trs.map((tr) => [Number(tr.dataset.feature), tr.cells[2].textContent, tr.cells[3].textContent]));
  }

  describe('ultimate tic-tac-toe', () => {
    let pos;
    const played = [];
    before(() => { pos = new zb.UtttPosition(); });
    after(() => pos.free());

    async function click(move) {
      const before = new Set(pos.features());
      pos.play(move);
      played.push(move);
      await page.click(`#uttt-board [data-move="${move}"]`);
      await page.waitForFunction((m) => document.getElementById('uttt-moves').textContent === m, played.join(' ') || '—');
      assert.deepEqual(await shown('uttt'), expected(pos, zb.utttTable()), `after ${played.join(' ')}`);
      await assertChecks('uttt');
      // The list of toggled features is the symmetric difference, with the keys of the table.
      const after = new Set(pos.features());
      const diff = [...before, ...after].filter((f) => before.has(f) !== after.has(f)).sort((a, b) => a - b);
      const table = zb.utttTable();
      const rows = await toggled('uttt');
      assert.deepEqual(rows.map(([f]) => f), diff);
      assert.deepEqual(rows.map(([, , k]) => k), diff.map((f) => hex16(table[f])));
      return rows;
    }

    const forcedBoards = () => page.$$eval('#uttt-board .uttt-local', (ls) => ls.filter((l) => l.dataset.forced === 'true').map((l) => Number(l.dataset.board)));

    it('starts with every board open to X, the keys as in Node', async () => {
      assert.deepEqual(await shown('uttt'), expected(pos, zb.utttTable()));
      assert.deepEqual(await forcedBoards(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
      assert.match(await page.textContent('#uttt-state'), /^X to move/);
    });

    it('plays moves by clicking, with every scheme\'s key as in Node and the forced board highlighted', async () => {
      const rows = await click('e5'); // centre of the centre board: O is sent to board 4
      assert.deepEqual(rows.map(([, name]) => name), ['X on e5', 'forced board 4', 'O to move']);
      assert.deepEqual(await forcedBoards(), [4]);
      assert.equal(await page.getAttribute('#uttt-board [data-move="e5"]', 'aria-label'), 'e5, X');
      // A cell outside the forced board is not legal: clicking it says why.
      await page.click('#uttt-board [data-move="a1"]', { force: true }); // aria-disabled
      assert.match(await page.textContent('#uttt-move-error'), /WRONG_BOARD/);
      assert.equal(await page.textContent('#uttt-moves'), 'e5');
      await click('d4');
      assert.equal(await page.textContent('#uttt-move-error'), '');
      assert.deepEqual(await forcedBoards(), [0]);
      await click('b2');
      await click('e4');
      await click('e2');
      assert.deepEqual(await forcedBoards(), [4]);
    });

    it('closes a local board: its stones leave the key, its outcome enters, and it is marked', async () => {
      const rows = await click('f4'); // O's third in board 4's top row
      // f4's own stone enters and leaves in the same move: not in the list.
      assert.deepEqual(rows.map(([, name]) => name), ['O on d4', 'O on e4', 'X on e5', 'board 4 won by O', 'forced board 2', 'forced board 4', 'O to move']);
      assert.equal(await page.getAttribute('#uttt-board [data-board="4"]', 'data-status'), 'o');
      assert.equal(await page.textContent('#uttt-board [data-board="4"] .uttt-closed-mark'), 'O');
      assert.match(await page.getAttribute('#uttt-board [data-board="4"]', 'aria-label'), /won by O/);
      assert.deepEqual(await forcedBoards(), [2]);
      // X in board 2's centre sends O to board 4, which is closed: a free choice, every open board highlighted.
      await click('h2');
      assert.deepEqual(await forcedBoards(), [0, 1, 2, 3, 5, 6, 7, 8]);
      assert.match(await page.textContent('#uttt-state'), /^O to move, anywhere open/);
      assert.equal(await page.getAttribute('#uttt-board [data-move="e6"]', 'aria-disabled'), 'true');
      await click('a9');
      await page.locator('#uttt-panel').screenshot({ path: new URL('uttt.png', SCREENSHOTS).pathname });
    });

    it('undoes a move', async () => {
      await page.click('#uttt-undo');
      pos.undo();
      played.pop();
      await page.waitForFunction((m) => document.getElementById('uttt-moves').textContent === m, played.join(' ') || '—');
      assert.deepEqual(await shown('uttt'), expected(pos, zb.utttTable()));
      await assertChecks('uttt');
      assert.deepEqual(await forcedBoards(), [0, 1, 2, 3, 5, 6, 7, 8]);
      assert.equal((await toggled('uttt')).some(([, name]) => name === 'forced board 2'), true, 'the list shows h2\'s toggles again');
    });

    it('rejects a bad position text with the error beside the box, and loads a good one', async () => {
      const before = await shown('uttt');
      await page.fill('#uttt-input', '........./........./x........ x -');
      await page.click('#uttt-load-form button');
      await page.waitForFunction(() => document.getElementById('uttt-load-error').textContent !== '');
      assert.match(await page.textContent('#uttt-load-error'), /TEXT_GROUP_COUNT/);
      assert.deepEqual(await shown('uttt'), before);

      const text = '....x..../........./........./........./o......../........./........./........./......... x 0'; // b2 d4
      pos.reset(text);
      played.length = 0;
      await page.fill('#uttt-input', text);
      await page.click('#uttt-load-form button');
      await page.waitForFunction((t) => document.getElementById('uttt-text').textContent === t, text);
      assert.equal(await page.textContent('#uttt-load-error'), '');
      assert.deepEqual(await shown('uttt'), expected(pos, zb.utttTable()));
      await assertChecks('uttt', false);
      await page.click('#uttt-reset');
      pos.reset();
      await page.waitForFunction(() => document.getElementById('uttt-moves').textContent === '—');
      assert.deepEqual(await shown('uttt'), expected(pos, zb.utttTable()));
    });

    it('shows the result when a move ends the game', async () => {
      // X's h2 wins board 2 and with it the top row of boards.
      const text = 'xoox..xoo/xo...oxxx/x..x....x/o.o....../.o......./xx..x..../o....o.../oxo....../o.o....x. x 2';
      pos.reset(text);
      played.length = 0;
      await page.fill('#uttt-input', text);
      await page.click('#uttt-load-form button');
      await page.waitForFunction((t) => document.getElementById('uttt-text').textContent === t, text);
      const rows = await click('h2');
      assert.equal(pos.result, 'x');
      assert.ok(rows.some(([, name]) => name === 'board 2 won by X'));
      assert.equal(await page.getAttribute('#uttt-state', 'data-result'), 'x');
      assert.equal(await page.textContent('#uttt-state'), 'Game over: X wins');
      assert.deepEqual(await forcedBoards(), []);
      assert.equal(await page.$$eval('#uttt-board .uttt-cell[aria-disabled="false"]', (cs) => cs.length), 0);
      await page.click('#uttt-reset');
      pos.reset();
      played.length = 0;
      await page.waitForFunction(() => document.getElementById('uttt-moves').textContent === '—');
      assert.deepEqual(await shown('uttt'), expected(pos, zb.utttTable()));
    });

    it('keeps the keyboard focus when Undo is disabled: it goes to New game', async () => {
      await page.click('#uttt-board .uttt-cell[data-move="e5"]');
      await page.waitForFunction(() => document.getElementById('uttt-moves').textContent === 'e5');
      await page.focus('#uttt-undo');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('uttt-moves').textContent === '—');
      assert.equal(await page.isDisabled('#uttt-undo'), true);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'uttt-reset');
    });
  });

  describe('Go', () => {
    let pos;
    const played = [];
    after(() => pos?.free());

    // A move by clicking, or with { from }: by the keyboard, an arrow key
    // from the point `from` then Enter.
    async function click(move, { from, arrow } = {}) {
      pos.play(move);
      played.push(move);
      if (from) {
        await page.focus(`#go-board [data-move="${from}"]`);
        await page.keyboard.press(arrow);
        assert.equal(await page.evaluate(() => document.activeElement.dataset.move), move);
        await page.keyboard.press('Enter');
      } else {
        await page.click(move === 'pass' ? '#go-pass' : `#go-board [data-move="${move}"]`);
      }
      await page.waitForFunction((m) => document.getElementById('go-moves').textContent === m, played.join(' ') || '—');
      assert.deepEqual(await shown('go'), expected(pos, zb.goTable(pos.size)), `after ${played.join(' ')}`);
      await assertChecks('go');
      return toggled('go');
    }

    it('is 9x9 by default and changes size from the select', async () => {
      assert.equal(await page.$$eval('#go-board .go-point', (ps) => ps.length), 81);
      assert.equal(await page.inputValue('#go-size'), '9');
      await page.selectOption('#go-size', '5');
      await page.waitForFunction(() => document.querySelectorAll('#go-board .go-point').length === 25);
      pos = new zb.GoPosition(undefined, { size: 5 });
      assert.deepEqual(await shown('go'), expected(pos, zb.goTable(5)));
    });

    it('plays a capture and a ko by clicking: capture marked, superko point marked and refused', async () => {
      const rows = await click('C4');
      assert.deepEqual(rows.map(([, name]) => name), ['Black on C4', 'White to move']);
      for (const move of ['D4', 'B3', 'E3', 'C2', 'D2', 'D3']) await click(move);
      const capture = await click('C3'); // takes D3: a ko
      assert.deepEqual(capture.map(([, name]) => name), ['White on C3', 'Black on D3', 'White to move']);
      assert.match(await page.getAttribute('#go-board [data-move="D3"]', 'class'), /\bcaptured\b/);
      assert.match(await page.getAttribute('#go-board [data-move="D3"]', 'class'), /\bsuperko\b/);
      assert.match(await page.getAttribute('#go-board [data-move="D3"]', 'aria-label'), /forbidden by superko/);
      assert.deepEqual(await page.$$eval('#go-board .superko', (ps) => ps.map((p) => p.dataset.move)), ['D3']);
      assert.match(await page.textContent('#go-captures'), /1 black stone; the last move took D3/);
      await page.locator('#go-panel').screenshot({ path: new URL('go-ko.png', SCREENSHOTS).pathname });

      // Retaking at once would repeat the arrangement: refused with the SUPERKO error, nothing changes.
      const before = await shown('go');
      await page.click('#go-board [data-move="D3"]');
      await page.waitForFunction(() => document.getElementById('go-move-error').textContent !== '');
      assert.match(await page.textContent('#go-move-error'), /SUPERKO/);
      assert.deepEqual(await shown('go'), before);
      // An occupied point, likewise.
      await page.click('#go-board [data-move="C3"]');
      await page.waitForFunction(() => /POINT_OCCUPIED/.test(document.getElementById('go-move-error').textContent));
    });

    it('passes, undoes, and ends the game after two passes', async () => {
      const rows = await click('A1', { from: 'B1', arrow: 'ArrowLeft' }); // elsewhere, by the keyboard: the superko mark goes
      assert.equal(await page.textContent('#go-move-error'), '');
      assert.deepEqual(await page.$$eval('#go-board .superko', (ps) => ps.length), 0);
      assert.deepEqual(rows.map(([, name]) => name), ['Black on A1', 'White to move']);
      assert.deepEqual((await click('pass')).map(([, name]) => name), ['White to move']);
      await page.click('#go-undo');
      pos.undo();
      played.pop();
      await page.waitForFunction((m) => document.getElementById('go-moves').textContent === m, played.join(' ') || '—');
      assert.deepEqual(await shown('go'), expected(pos, zb.goTable(5)));
      await assertChecks('go');
      await click('pass');
      await click('pass');
      assert.equal(await page.getAttribute('#go-state', 'data-over'), 'true');
      assert.match(await page.textContent('#go-state'), /Game over/);
      assert.equal(await page.isDisabled('#go-pass'), true);
      await page.click('#go-board [data-move="E5"]');
      await page.waitForFunction(() => /GAME_OVER/.test(document.getElementById('go-move-error').textContent));
      await page.locator('#go-panel').screenshot({ path: new URL('go.png', SCREENSHOTS).pathname });
    });

    it('rejects a bad position text with the error beside the box, and loads another size', async () => {
      const before = await shown('go');
      await page.fill('#go-input', '...../...../..x../...../..... b 0');
      await page.click('#go-load-form button');
      await page.waitForFunction(() => document.getElementById('go-load-error').textContent !== '');
      assert.match(await page.textContent('#go-load-error'), /TEXT_CHAR/);
      assert.deepEqual(await shown('go'), before);

      const text = '......./......./..bw.../.bw.w../..bw.../......./....... b 0';
      pos.free();
      pos = new zb.GoPosition(text);
      played.length = 0;
      await page.fill('#go-input', text);
      await page.click('#go-load-form button');
      await page.waitForFunction((t) => document.getElementById('go-text').textContent === t, text);
      assert.equal(await page.inputValue('#go-size'), '7');
      assert.equal(await page.$$eval('#go-board .go-point', (ps) => ps.length), 49);
      assert.deepEqual(await shown('go'), expected(pos, zb.goTable(7)));
      await assertChecks('go', false);
      await click('F6');
      await page.click('#go-reset');
      await page.waitForFunction(() => document.getElementById('go-moves').textContent === '—');
      assert.equal(await page.$$eval('#go-board .go-point', (ps) => ps.length), 49);
    });

    it('removes a multi-stone suicide under Tromp-Taylor and refuses it under CGOS', async () => {
      const text = '...../...../...../ww.../b.w.. b 0';
      const load = async () => {
        await page.fill('#go-input', text);
        await page.click('#go-load-form button');
        await page.waitForFunction((t) => document.getElementById('go-text').textContent === t && document.getElementById('go-moves').textContent === '—', text);
      };
      await page.selectOption('#go-size', '5');
      await load();
      pos.free();
      pos = new zb.GoPosition(text);
      played.length = 0;
      const rows = await click('B1');
      assert.deepEqual(rows.map(([, name]) => name), ['Black on A1', 'White to move']);
      assert.match(await page.textContent('#go-captures'), /0 white stones, 2 black stones; the last move took (A1 B1|B1 A1) \(its own group: suicide\)/);
      assert.deepEqual(await page.$$eval('#go-board .captured', (ps) => ps.map((p) => p.dataset.move).sort()), ['A1', 'B1']);

      await page.selectOption('#go-rules', 'cgos');
      await load();
      const before = await shown('go');
      await page.click('#go-board [data-move="B1"]');
      await page.waitForFunction(() => /SUICIDE/.test(document.getElementById('go-move-error').textContent));
      assert.deepEqual(await shown('go'), before);
      await page.selectOption('#go-rules', 'tt');
    });

    it('keeps the keyboard focus when Pass or Undo is disabled', async () => {
      await page.click('#go-reset');
      await page.waitForFunction(() => document.getElementById('go-moves').textContent === '—');
      const focused = () => page.evaluate(() => document.activeElement.id);
      const moves = (m) => page.waitForFunction((t) => document.getElementById('go-moves').textContent === t, m);
      await page.focus('#go-pass');
      await page.keyboard.press('Enter');
      await moves('pass');
      await page.keyboard.press('Enter'); // the game ends: Pass is disabled, the focus goes to Undo
      await moves('pass pass');
      assert.equal(await page.isDisabled('#go-pass'), true);
      assert.equal(await focused(), 'go-undo');
      await page.keyboard.press('Enter');
      await moves('pass');
      await page.keyboard.press('Enter'); // nothing left to undo: the focus goes to Pass
      await moves('—');
      assert.equal(await page.isDisabled('#go-undo'), true);
      assert.equal(await focused(), 'go-pass');
    });

    it('keeps the keyboard focus when Pass ends a loaded game with a pass before it (Undo was disabled)', async () => {
      const text = '...../...../...../...../..... w 1';
      await page.fill('#go-input', text);
      await page.click('#go-load-form button');
      await page.waitForFunction((t) => document.getElementById('go-text').textContent === t, text);
      assert.equal(await page.isDisabled('#go-undo'), true);
      await page.focus('#go-pass');
      await page.keyboard.press('Enter'); // the second pass in a row: the game ends, Pass is disabled
      await page.waitForFunction(() => document.getElementById('go-moves').textContent === 'pass');
      assert.equal(await page.isDisabled('#go-pass'), true);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'go-undo');
      await page.click('#go-reset');
    });
  });
});
