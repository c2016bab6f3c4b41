// `make bench-browser`: the page's benchmark panel (standard run) in
// headless Chromium, printed like `make bench` and saved to
// build/bench-browser.json, for comparing Chromium with Node on one machine.
// It also plays a few moves and runs the ply-4 census, and saves the whole
// page as build/screenshots/page-full.png (the README's picture).
import { writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './serve.js';
import { formatTable } from '../bench/harness.js';

const server = await startServer(0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 1200 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/web/`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#bench-rounds', 'standard');
  await page.click('#bench-run');
  await page.waitForFunction(() => /^(done|benchmark failed)/.test(document.getElementById('bench-status').textContent), null, { timeout: 15 * 60 * 1000 });
  const report = await page.evaluate(() => window.zobristBenchReport);
  if (!report) throw new Error(await page.textContent('#bench-status'));
  await page.fill('#pgn-input', '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *');
  await page.click('#pgn-form button');
  await page.selectOption('#census-ply', '4');
  await page.click('#census-run');
  await page.waitForFunction(() => document.getElementById('census-status').textContent.startsWith('done'), null, { timeout: 120000 });
  await mkdir(new URL('../build/screenshots/', import.meta.url), { recursive: true });
  await page.screenshot({ path: fileURLToPath(new URL('../build/screenshots/page-full.png', import.meta.url)), fullPage: true });
  console.log(`runtime: ${report.environment.runtime}`);
  console.log(formatTable(report));
  await mkdir(new URL('../build/', import.meta.url), { recursive: true });
  await writeFile(new URL('../build/bench-browser.json', import.meta.url), JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  server.close();
}
