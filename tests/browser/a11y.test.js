// Accessibility in headless Chromium: axe-core (injected by Playwright) on
// the page as loaded and after each panel has been used (a move on the
// board, the demo book, a dropped PGN and a chosen game, the layouts' XOR
// trail, the audit, UTTT and Go after a move, a quick benchmark, the census
// at ply 3, the error table), and on a phone-wide viewport; any violation of
// impact serious or critical fails, listed by rule and element. Then the
// keyboard alone, which axe cannot judge: Tab reaches every control, each
// with a visible focus outline (nothing clipped away), each game board is one
// tab stop whose arrow keys move on it, and moves are played with Enter.
// Any console error fails the suite.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { openPage } from './open-page.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FAILING = new Set(['serious', 'critical']);

// Three PGN games, game 2 with an error (an illegal Ke3), so the list has an error row;
// CLEAN, the file without it, builds a book.
const PGN = ['[Event "A"]\n[White "Anna"]\n[Black "Ben"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n',
  '[Event "A"]\n[White "Carl"]\n[Black "Dora"]\n[Result "0-1"]\n\n1. e4 e5 2. Ke3 Nf6 0-1\n',
  '[Event "B"]\n[White "Eve"]\n[Black "Finn"]\n[Result "*"]\n\n1. d4 d5 2. c4 *\n'].join('\n');
const CLEAN = PGN.split('\n\n[').filter((game) => !game.includes('Ke3')).join('\n\n[');

describe('accessibility of the page in headless Chromium (axe-core, the keyboard)', function () {
  let server, browser, page;
  const problems = [];

  before(async () => {
    ({ server, browser, page } = await openPage(problems, { acceptDownloads: true })); // the PGN panel downloads the book it builds
  });

  afterEach(() => assert.deepEqual(problems.splice(0), [], 'the page logged errors'));

  after(async () => {
    await browser?.close();
    server?.close();
  });

  // axe on the whole page; the violations of impact serious or critical,
  // one line each: "rule (impact): element: what is wrong".
  async function axe(state) {
    if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
    const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const lines = [];
    for (const v of result.violations) {
      for (const node of v.nodes) {
        const line = `${v.id} (${v.impact}): ${node.target.join(' ')}: ${node.failureSummary.replace(/\s+/g, ' ')}`;
        if (process.env.A11Y_ALL) console.log(`  [${state}] ${line}`);
        if (FAILING.has(node.impact ?? v.impact)) lines.push(line);
      }
    }
    assert.deepEqual(lines, [], `axe: serious or critical violations ${state}:\n${lines.join('\n')}`);
  }

  it('as loaded', async () => {
    await axe('as loaded');
  });

  it('after a move on the chess board, with the XOR trail of the layouts panel', async () => {
    await page.click('#board [data-square="e2"]');
    await page.click('#board [data-square="e4"]');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'e4');
    await page.waitForFunction(() => document.querySelectorAll('#xor-trail tbody tr').length > 1);
    await axe('after e4');
    await page.selectOption('#trail-scheme', 'additive48');
    await axe('with the Additive48 trail');
    await page.selectOption('#trail-scheme', 'bigint64');
  });

  it('with the demo book loaded', async () => {
    await page.click('#book-demo');
    await page.waitForFunction(() => document.querySelectorAll('#book-moves tbody tr').length > 0);
    await axe('with the demo book');
  });

  // A PGN file dropped on its panel, as a user drops one.
  const dropPgn = (text, name) => page.evaluate(([t, n]) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([t], n, { type: 'application/x-chess-pgn' }));
    const panel = document.getElementById('pgn-panel');
    for (const type of ['dragenter', 'dragover', 'drop']) panel.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, [text, name]);
  const build = async () => {
    await page.click('#pgn-build');
    await page.waitForFunction(() => ['done', 'empty', 'failed'].includes(document.getElementById('pgn-panel').dataset.build));
    return page.getAttribute('#pgn-panel', 'data-build');
  };

  it('with a PGN file dropped and a game chosen; a book build refused, then one built', async () => {
    await dropPgn(PGN, 'games.pgn');
    await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read');
    await page.click('#pgn-games tr[data-game="3"] button');
    await page.waitForFunction(() => document.getElementById('pgn-chosen').textContent.startsWith('Game 3 is on the board'));
    await axe('with a PGN file read and a game chosen');
    await page.fill('#build-min-game', '1');
    assert.equal(await build(), 'failed'); // game 2's illegal move, as polyglot make-book refuses it
    await axe('with the book build refused');
    await page.setInputFiles('#pgn-file', { name: 'clean.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(CLEAN) });
    await page.waitForFunction(() => document.getElementById('pgn-status').textContent.startsWith('clean.pgn'));
    await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read');
    assert.equal(await build(), 'done', await page.textContent('#pgn-build-status'));
    await axe('with a book built from the PGN file');
  });

  it('after the key table audit (20 bits, subsets of up to 3) and a dependency chosen', async () => {
    await page.fill('#audit-bits', '20');
    await page.selectOption('#audit-max-size', '3');
    await page.click('#audit-run');
    await page.waitForSelector('#audit-panel[data-state]', { timeout: 60000 });
    if (await page.$('#audit-dependencies li button')) await page.click('#audit-dependencies li:first-child button');
    await axe('after the audit');
  });

  it('after a move in ultimate tic-tac-toe and in Go', async () => {
    await page.click('#uttt-board [data-move="e5"]');
    await page.waitForFunction(() => document.getElementById('uttt-moves').textContent === 'e5');
    await page.click('#go-board [data-move="E5"]');
    await page.waitForFunction(() => document.getElementById('go-moves').textContent === 'E5');
    await axe('after a move in UTTT and Go');
  });

  it('after a quick benchmark', async () => {
    await page.selectOption('#bench-rounds', 'quick');
    await page.click('#bench-run');
    await page.waitForFunction(() => document.getElementById('bench-status').textContent.startsWith('done'), null, { timeout: 120000 });
    await axe('after a quick benchmark');
  });

  it('after the census at ply 3', async () => {
    await page.selectOption('#census-ply', '3');
    await page.click('#census-run');
    await page.waitForSelector('#census-panel[data-state="done"]', { timeout: 120000 });
    await axe('after the census');
  });

  it('after the transposition-table error table (n = 8, 200 trials)', async () => {
    await page.fill('#tt-trials', '200');
    await page.click('#tt-run');
    await page.waitForSelector('#tt-panel[data-state="done"]', { timeout: 120000 });
    await axe('after the error table');
  });

  it('on a phone-wide viewport (wide tables scroll inside their panel)', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await settle();
    try {
      await axe('at 375 px wide');
    } finally {
      await page.setViewportSize({ width: 1200, height: 1500 });
      await settle();
    }
  });

  // Two frames: resize observers have run and styles are current.
  const settle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  // Where the focus is: a name for the element, and whether a sighted user
  // sees it: an outline of 2 px or more, on an element not clipped away by
  // an ancestor (a visually hidden container, an overflow).
  const focusInfo = () => page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    el.dataset.tabReached = '';
    const name = el.id ? `#${el.id}` : el.dataset.move ? `${el.className.split(' ')[0]}[${el.dataset.move}]`
      : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40)}" in #${el.closest('[id]')?.id}`;
    const style = getComputedStyle(el);
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible' && s.clip === 'auto') continue;
      const r = a.getBoundingClientRect();
      left = Math.max(left, r.left); top = Math.max(top, r.top); right = Math.min(right, r.right); bottom = Math.min(bottom, r.bottom);
    }
    const shown = right - left > 4 && bottom - top > 4;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return { name, board: el.closest('#uttt-board, #go-board')?.id ?? null, visible: shown && outline && el.matches(':focus-visible'),
      why: `${shown ? '' : 'clipped away; '}outline ${style.outlineStyle} ${style.outlineWidth}` };
  });

  it('reaches every control with Tab, the focus always visible; a game board is one tab stop', async () => {
    await page.click('h1'); // the start of the page
    const stops = [], hidden = [];
    for (let i = 0; i < 1500; i++) {
      await page.keyboard.press('Tab');
      const info = await focusInfo();
      if (!info) break; // past the end
      stops.push(info);
      if (!info.visible) hidden.push(`${info.name}: ${info.why}`);
    }
    // Every control a user should reach (enabled, rendered, tabbable; a
    // game board's cells are one stop), reached.
    const missed = await page.evaluate(() => [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')]
      .filter((el) => !el.disabled && el.tabIndex >= 0 && el.checkVisibility() && !el.closest('#uttt-board, #go-board') && !('tabReached' in el.dataset))
      .map((el) => el.id ? `#${el.id}` : `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" in #${el.closest('[id]')?.id}`));
    await page.evaluate(() => { for (const el of document.querySelectorAll('[data-tab-reached]')) delete el.dataset.tabReached; });
    assert.ok(stops.length > 50, `${stops.length} tab stops`);
    assert.deepEqual(missed, [], 'controls Tab does not reach');
    assert.deepEqual(hidden, [], 'stops whose focus is not visible');
    assert.equal(stops.filter((s) => s.board === 'uttt-board').length, 1, 'tab stops in the UTTT board');
    assert.equal(stops.filter((s) => s.board === 'go-board').length, 1, 'tab stops in the Go board');
    assert.ok(stops.some((s) => s.name === 'svg "Chessboard" in #board'), 'the chess board is a tab stop');
  });

  // The arrow keys from the focused cell to a target, by its coordinates:
  // UTTT's rows count down the screen (a1 top left), Go's up (A1 bottom left, no I).
  async function arrowTo(target, { files, up }) {
    for (let i = 0; i < 40; i++) {
      const at = await page.evaluate(() => document.activeElement.dataset.move);
      if (at === target) return;
      const [x0, y0, x1, y1] = [files.indexOf(at[0]), Number(at.slice(1)), files.indexOf(target[0]), Number(target.slice(1))];
      await page.keyboard.press(x1 > x0 ? 'ArrowRight' : x1 < x0 ? 'ArrowLeft' : (y1 > y0) === up ? 'ArrowUp' : 'ArrowDown');
    }
    assert.fail(`the arrow keys do not reach ${target}`);
  }

  it('plays UTTT and Go from the keyboard: Shift+Tab into the board, arrows, Enter', async () => {
    const games = [
      { board: 'uttt-board', moves: 'uttt-moves', next: 'uttt-undo', target: 'd4', files: 'abcdefghi', up: false }, // O, sent to board 4 by e5
      { board: 'go-board', moves: 'go-moves', next: 'go-pass', target: 'D4', files: 'ABCDEFGHJ', up: true },
    ];
    for (const { board, moves, next, target, files, up } of games) {
      const before = await page.textContent(`#${moves}`);
      await page.focus(`#${next}`);
      await page.keyboard.press('Shift+Tab'); // back into the board: one stop
      assert.ok(await page.evaluate((id) => Boolean(document.activeElement.closest(`#${id}`)), board), `Shift+Tab from #${next} lands in #${board}`);
      await arrowTo(target, { files, up });
      assert.ok((await focusInfo()).visible, `the focus is visible in #${board}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(([id, text]) => document.getElementById(id).textContent === text, [moves, `${before} ${target}`]);
      // The board's tab stop stays where the focus was: Tab leaves the board, Shift+Tab comes back to it.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate((id) => Boolean(document.activeElement.closest(`#${id}`)), board), false, `Tab leaves #${board}`);
      await page.keyboard.press('Shift+Tab');
      assert.equal(await page.evaluate(() => document.activeElement.dataset.move), target);
    }
  });

  it('plays a chess move with the board\'s from/to form (for screen readers), shown while it has the focus', async () => {
    await page.click('#reset');
    await page.waitForFunction(() => document.getElementById('moves').textContent === '—');
    assert.equal(await page.isDisabled('#undo'), true, 'no move to undo in a new game');
    await page.focus('#reset');
    await page.keyboard.press('Shift+Tab'); // past Undo, disabled
    await page.keyboard.press('Shift+Tab'); // "Move from", before "Move to" (Make move is disabled while they are empty)
    assert.match(await page.evaluate(() => document.activeElement.id), /^move_piece_input_from_/);
    assert.ok((await focusInfo()).visible, 'the form is shown');
    await page.keyboard.type('e2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('e4');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('moves').textContent === 'e4');
  });
});
