// Cold start and size of the main module: import, init() and the first
// keyOfFen, in fresh Node processes and fresh Chromium pages (medians), for
// the main entry (fetch/read zobrist.wasm) and zobrist-wasm/inline: in
// Chromium both as a page imports the package's files (an import map) and
// as a web app that bundles it (esbuild) has it.
//   node bench/cold-start/cold-start.js [runs]
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

// scripts: [script, argument] pairs, run RUNS times each, alternated (as
// chromiumRuns below); their runs, in order.
async function nodeRuns(...scripts) {
  const runs = scripts.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, [script, arg]] of scripts.entries()) {
      const { stdout } = await run(process.execPath, [script, arg], { cwd: ROOT });
      runs[k].push(JSON.parse(stdout));
    }
  }
  return runs;
}

// Node's own share of an import by name: an empty package behind an
// exports map of the same shape as ours, imported by a script that has
// imported one file first, as node-run.mjs has (the first package resolved
// through an exports map pays for Node's resolver, in any application).
const FLOOR = 'build/bench/cold-start/floor';
function writeFloor() {
  const at = (path) => new URL(`${FLOOR}/${path}`, `file://${ROOT}`);
  mkdirSync(at('node_modules/floor-package/'), { recursive: true });
  writeFileSync(at('node_modules/floor-package/package.json'), JSON.stringify({
    name: 'floor-package', type: 'module',
    exports: { '.': { types: './index.d.ts', browser: './index.js', node: { require: './index.cjs', default: './index.js' }, default: './index.js' } },
  }));
  writeFileSync(at('node_modules/floor-package/index.js'), 'export const empty = true;\n');
  writeFileSync(at('first.mjs'), 'export const first = true;\n');
  writeFileSync(at('run.mjs'), "import './first.mjs';\nconst t0 = performance.now();\nawait import('floor-package');\n" +
    'console.log(JSON.stringify({ import: performance.now() - t0 }));\n');
  return fileURLToPath(at('run.mjs'));
}

// Each run a fresh browser context (empty caches) and page, served by the
// project's own static server (tools/serve.js, as `make demo` serves the
// page) on a free local port: a real HTTP fetch of each file, as an
// application's. (Playwright's request routing, used before, added a round
// trip to this process per file: 92 ms against 63 ms for the same start.)
// paths: pages loaded in turn, RUNS times each (alternated, so that a
// change in the machine's load falls on all of them); the runs of each, in
// order (null without Chromium).
async function chromiumRuns(...paths) {
  if (!existsSync('/usr/bin/chromium')) return null;
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../../tools/serve.js');
  const server = await startServer(0);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const runs = paths.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [k, path] of paths.entries()) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${server.address().port}/${path}`);
        runs[k].push(await (await page.waitForFunction(() => window.coldStart)).jsonValue());
        await context.close();
      }
    }
    return runs;
  } finally {
    await browser.close();
    server.close();
  }
}

// The app bundles: app.js with the main entry (zobrist.wasm copied beside
// the bundle, as the README's esbuild recipe says) and with the inline one,
// and app-empty.js. The banner marks the bundle's first statement.
const APPS = 'build/bench/cold-start';
async function buildApps() {
  mkdirSync(new URL(`${APPS}/`, `file://${ROOT}`), { recursive: true });
  const esbuild = `${ROOT}node_modules/.bin/esbuild`;
  const common = ['--bundle', '--format=esm', '--minify', '--platform=browser', '--log-level=warning',
    '--banner:js=globalThis.coldStartMark = performance.now();'];
  for (const [name, source, extra] of [['main', 'app.js', []], ['inline', 'app.js', ['--alias:zobrist-wasm=zobrist-wasm/inline']], ['empty', 'app-empty.js', []]]) {
    await run(esbuild, [...common, ...extra, `--outfile=${APPS}/${name}.js`, `bench/cold-start/${source}`], { cwd: ROOT });
    writeFileSync(new URL(`${APPS}/${name}.html`, `file://${ROOT}`), `<!doctype html>\n<script type="module" src="${name}.js"></script>\n`);
  }
  copyFileSync(new URL('wasm/zobrist.wasm', `file://${ROOT}`), new URL(`${APPS}/zobrist.wasm`, `file://${ROOT}`));
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
const [main, inline, floor] = await nodeRuns([NODE_RUN, 'zobrist-wasm'], [NODE_RUN, 'zobrist-wasm/inline'], [writeFloor(), '']);
console.log(row('Node', 'zobrist-wasm', main));
console.log(row('Node', 'zobrist-wasm/inline', inline));
console.log(`  ${''.padEnd(30)} of which Node's own: importing an empty package through an exports map like ours, ${median(floor.map((r) => r.import)).toFixed(2)} ms`);
for (const entry of ['zobrist-wasm', 'zobrist-wasm/inline']) {
  const [runs] = await chromiumRuns(`bench/cold-start/page.html?entry=${entry}`) ?? [];
  console.log(row('Chromium', entry, runs));
}
await buildApps();
// Parsing: from the bundle's arrival to its first statement, less the same
// for a bundle without the package, alternated with it. The fastest run of
// each, not the medians: the wait for the page's turn to run the bundle
// varies by ~10 ms from page to page here, and only ever adds.
console.log('in a web app bundled by esbuild, fresh Chromium pages: parsing the package (the bundle\'s arrival to its first statement,',
  'less that of a bundle without it), import (evaluating it), init(), first keyOfFen, total');
for (const [name, entry] of [['main', 'zobrist-wasm'], ['inline', 'zobrist-wasm/inline']]) {
  const [runs, empty] = await chromiumRuns(`${APPS}/${name}.html`, `${APPS}/empty.html`) ?? [];
  if (!runs) break;
  const fastest = (rs) => Math.min(...rs.map((r) => r.toFirstLine));
  const parse = Math.max(0, fastest(runs) - fastest(empty));
  console.log(row('Chromium', entry, runs.map((r) => ({ ...r, total: r.total + parse }))).replace(/^(.{32})/, `$1${parse.toFixed(2).padStart(6)}`));
}
