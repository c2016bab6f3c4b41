// The transposition-table panel in headless Chromium: a small run of
// Zobrist's error-table experiment (n = 8, 500 trials) in its worker, the
// progress bar at 100 %, 11 rows whose measured fractions lie near the exact
// (1 - 2^-(n+m))^(2^n) computed here; any console error fails the suite.
import assert from 'node:assert/strict';
import { openPage } from './open-page.js';


// (1 - 2^-(n+m))^(2^n) by n squarings, as src/cli/tt.c computes it.
function exact(n, m) {
  let p = 1 - 2 ** -(n + m);
  for (let i = 0; i < n; i++) p *= p;
  return p;
}

describe('the transposition-table error panel in headless Chromium', function () {
  let server, browser, page;
  const problems = [];

  before(async () => {
    ({ server, browser, page } = await openPage(problems));
  });

  afterEach(() => assert.deepEqual(problems.splice(0), [], 'the page logged errors'));

  after(async () => {
    await browser?.close();
    server?.close();
  });

  async function run(n, trials, keys, impl) {
    await page.selectOption('#tt-n', String(n));
    await page.fill('#tt-trials', String(trials));
    await page.selectOption('#tt-keys', keys);
    await page.selectOption('#tt-impl', impl);
    await page.click('#tt-run');
    await page.waitForSelector('#tt-panel[data-state]', { timeout: 120000 });
    assert.equal(await page.getAttribute('#tt-panel', 'data-state'), 'done', await page.textContent('#tt-status'));
    assert.equal(await page.$eval('#tt-progress', (p) => p.value), 1, 'the progress bar reached 100 %');
    assert.equal(await page.getAttribute('#tt-progress', 'data-done'), String(trials));
    const rows = await page.$$eval('#tt-table tbody tr', (trs) => trs.map((tr) => ({
      m: Number(tr.dataset.m),
      measured: tr.querySelector('.measured').textContent,
      exact: Number(tr.querySelector('.exact').dataset.value),
    })));
    assert.equal(rows.length, 11, 'a row for each m = 0..10');
    rows.forEach((row, m) => {
      assert.equal(row.m, m);
      assert.match(row.measured, /^[01]\.\d{5}$/, `m = ${m}: a measured fraction`);
      assert.ok(Math.abs(row.exact - exact(n, m)) < 1e-9, `m = ${m}: the exact column ${row.exact} vs ${exact(n, m)}`);
      const measured = Number(row.measured);
      assert.ok(Math.abs(measured - exact(n, m)) <= 0.1, `m = ${m}: measured ${measured}, exact ${exact(n, m).toFixed(5)}`);
    });
    assert.match(await page.textContent('#tt-status'), new RegExp(`^done in .*${trials} trials, n = ${n}`));
    return rows;
  }

  it('measures uniform keys on the WASM table near the exact values, with progress to 100 %', async () => {
    await run(8, 500, 'uniform', 'wasm');
  });

  it('measures Zobrist codes of random words on the pure-JS Paired32Table too', async () => {
    await run(8, 500, 'words', 'js');
  });

  it('stops a long run, its settings locked while it runs (the rows are labelled by them)', async () => {
    await page.selectOption('#tt-n', '12');
    await page.fill('#tt-trials', '20000');
    await page.click('#tt-run');
    assert.deepEqual(await page.$$eval('#tt-n, #tt-trials, #tt-keys, #tt-impl, #tt-run', (cs) => cs.map((c) => c.disabled)), [true, true, true, true, true]);
    await page.waitForFunction(() => Number(document.getElementById('tt-progress').dataset.done) > 0, null, { timeout: 60000 });
    await page.click('#tt-stop');
    assert.equal(await page.getAttribute('#tt-panel', 'data-state'), 'stopped');
    assert.match(await page.textContent('#tt-status'), /^stopped after \d+ of 20,000 trials/);
    assert.deepEqual(await page.$$eval('#tt-n, #tt-trials, #tt-keys, #tt-impl, #tt-run, #tt-stop', (cs) => cs.map((c) => c.disabled)), [false, false, false, false, false, true]);
  });
});
