// `make bench`: the page reading a 100 MB PGN (issue 8: no more than 64 MB
// of memory growth), in headless Chromium: the renderer process's RSS
// (page and PGN worker) before the read, at its peak (sampled every 50 ms)
// and 3 s after. A small file is read first, so that the worker and its
// module count as already there. Figures, not tests.
//   node bench/pgn-page-memory.js [MB]     (default 100)
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage } from '../tests/browser/open-page.js';

const MB = Number(process.argv[2] ?? 100);
const RANDOM_GAMES = fileURLToPath(new URL('../build/random-games', import.meta.url));
const MiB = 1 << 20;

if (!existsSync('/usr/bin/chromium')) {
  console.log('PGN page memory: no Chromium (skipped)');
  process.exit(0);
}
const dir = mkdtempSync(join(tmpdir(), 'zobrist-page-memory-'));
try {
  // ~1760 bytes a random game
  const big = join(dir, 'big.pgn'), small = join(dir, 'small.pgn');
  writeFileSync(big, execFileSync(RANDOM_GAMES, ['--games', String(Math.round(MB * 1e6 / 1760)), '--seed', '5', '--format', 'pgn'], { maxBuffer: 2 * MB * 1e6 }));
  writeFileSync(small, execFileSync(RANDOM_GAMES, ['--games', '10', '--seed', '6', '--format', 'pgn']));
  const problems = [];
  const { server, browser, page } = await openPage(problems);
  // The renderers' resident memory (this browser's only page is among them).
  const rss = () => execSync("ps -C chromium -o rss=,args= | grep -- '--type=renderer' || true", { encoding: 'utf8' })
    .trim().split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]) * 1024, 0);
  const read = async (file) => {
    await page.evaluate(() => { document.getElementById('pgn-panel').dataset.state = ''; });
    await page.setInputFiles('#pgn-file', file);
    await page.waitForFunction(() => document.getElementById('pgn-panel').dataset.state === 'read', null, { timeout: 300000 });
  };
  try {
    await read(small);
    await page.waitForTimeout(2000);
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, rss()); }, 50);
    const started = Date.now();
    await read(big);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    await page.waitForTimeout(3000);
    const after = rss();
    const games = await page.getAttribute('#pgn-panel', 'data-games');
    if (problems.length) throw new Error(problems.join('; '));
    console.log(`PGN page memory: ${MB} MB, ${Number(games).toLocaleString('en')} games read in the page in ${seconds.toFixed(1)} s; renderer RSS ` +
      `+${((peak - before) / MiB).toFixed(1)} MiB at its peak, +${((after - before) / MiB).toFixed(1)} MiB 3 s later (goal <= 64 MB of growth)`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
