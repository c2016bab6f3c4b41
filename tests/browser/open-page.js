// The page as every browser test opens it: a local server, Debian's Chromium
// (headless, through playwright-core), the page loaded and ready, and every
// console error, page error and failed request pushed to problems (the
// suites assert after each test that there were none).
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.js';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync'];

export async function openPage(problems, pageOptions = {}) {
  const server = await startServer(0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const page = await browser.newPage({ viewport: { width: 1200, height: 1500 }, reducedMotion: 'reduce', ...pageOptions });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/web/`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  return { server, browser, page };
}
