// Cold start and size of the main module: import, init() and the first
// keyOfFen, in fresh Node processes and fresh Chromium pages (medians), for
// the main entry (fetch/read zobrist.wasm) and zobrist-wasm/inline.
//   node bench/cold-start/cold-start.js [runs]
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.argv[2] ?? 15);
const GOAL_MS = 5, GOAL_BYTES = 32 * 1024;
const START_KEY = '463b96181691fc9c';

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };

// Each run is a fresh `node node-run.mjs ENTRY`: the script is the main
// module, as an application's own file is, so Node's loader has read one
// file before the package is imported, as it has in any application (an
// `-e` script pays ~3 ms of loader set-up at its first file import, which
// no application pays for its packages).
const NODE_RUN = fileURLToPath(new URL('./node-run.mjs', import.meta.url));

async function nodeRuns(entry) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { stdout } = await run(process.execPath, [NODE_RUN, entry], { cwd: ROOT });
    runs.push(JSON.parse(stdout));
  }
  return runs;
}

// Each run a fresh browser context (empty caches) and page, served by the
// project's own static server (tools/serve.js, as `make demo` serves the
// page) on a free local port: a real HTTP fetch of each file, as an
// application's. (Playwright's request routing, used before, added a round
// trip to this process per file: 92 ms against 63 ms for the same start.)
async function chromiumRuns(entry) {
  if (!existsSync('/usr/bin/chromium')) return null;
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../../tools/serve.js');
  const server = await startServer(0);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${server.address().port}/bench/cold-start/page.html?entry=${entry}`);
      runs.push(await (await page.waitForFunction(() => window.coldStart)).jsonValue());
      await context.close();
    }
    return runs;
  } finally {
    await browser.close();
    server.close();
  }
}

function row(where, entry, runs) {
  if (!runs) return `  ${where.padEnd(9)} ${entry.padEnd(20)} (no Chromium)`;
  if (runs.some((r) => r.key !== START_KEY)) throw new Error(`${where} ${entry}: wrong key ${runs.map((r) => r.key)}`);
  const m = (k) => median(runs.map((r) => r[k])).toFixed(2).padStart(6);
  const total = median(runs.map((r) => r.total));
  return `  ${where.padEnd(9)} ${entry.padEnd(20)} ${m('import')} ${m('init')} ${m('first')} ${m('total')} ms  ` +
    `${total <= GOAL_MS ? 'meets' : 'misses'} the goal (<= ${GOAL_MS} ms)`;
}

const bytes = readFileSync(new URL('wasm/zobrist.wasm', `file://${ROOT}`));
const all = readFileSync(new URL('wasm/zobrist-all.wasm', `file://${ROOT}`));
console.log(`module size: zobrist.wasm ${bytes.length} bytes (gzip ${gzipSync(bytes, { level: 9 }).length}, brotli ${brotliCompressSync(bytes).length}); ` +
  `goal <= ${GOAL_BYTES}: ${bytes.length <= GOAL_BYTES ? 'met' : 'missed'}; zobrist-all.wasm ${all.length} bytes`);
console.log(`cold start, median of ${RUNS} fresh processes/pages: import, init(), first keyOfFen, total`);
for (const entry of ['zobrist-wasm', 'zobrist-wasm/inline']) console.log(row('Node', entry, await nodeRuns(entry)));
for (const entry of ['zobrist-wasm', 'zobrist-wasm/inline']) console.log(row('Chromium', entry, await chromiumRuns(entry)));
