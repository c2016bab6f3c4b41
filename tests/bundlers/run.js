// The bundler test matrix (issue 9): the packed package (`npm pack` of the
// repository root, fresh each run) installed as node_modules/zobrist-wasm of
// a tiny app per bundler, each built with the bundler's minimal setup
// (apps/<name>/package.json "build"), served on 127.0.0.1 and opened in
// Debian's Chromium; each must show the start key with no console or page
// error. Plus the packed package in Node (node.js).
//
//   node tests/bundlers/run.js [name...]   e.g. `run.js esbuild-iife/inline`, `run.js vite`, `run.js node`
//
// "recipe" rows are the way the README tells users of that bundler: they are
// asserted. "probe" rows try the other entry and are only reported, so the
// README can say exactly what fails there.
// Environment: CHROMIUM (default /usr/bin/chromium), BUNDLERS_JOBS (parallel
// builds, default 2), BUNDLERS_PACK_LOCK (see pack.js).
import { exec } from 'node:child_process';
import { cp, readFile, rm, writeFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { pack, resolveExport, ROOT } from './pack.js';
import { checkNode, START_KEY } from './node.js';
import { serve } from './serve.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const BUILD = join(ROOT, 'build', 'bundlers');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const JOBS = Number(process.env.BUNDLERS_JOBS ?? 2);
const BUILD_TIMEOUT = 120000;
const PAGE_TIMEOUT = 15000;

// app: folder under apps/; entry: src/<entry>.js becomes the app's main.js.
const MATRIX = [
  { app: 'vite', entry: 'main', role: 'recipe' },
  { app: 'webpack', entry: 'main', role: 'recipe' },
  { app: 'parcel', entry: 'main', role: 'recipe' },
  { app: 'plain', entry: 'main', role: 'recipe' },
  { app: 'rollup', entry: 'inline', role: 'recipe' },
  { app: 'esbuild-esm', entry: 'inline', role: 'recipe' },
  { app: 'esbuild-iife', entry: 'inline', role: 'recipe' },
  // The inlined module must work everywhere, with the asset bundlers too.
  { app: 'vite', entry: 'inline', role: 'recipe' },
  { app: 'webpack', entry: 'inline', role: 'recipe' },
  { app: 'parcel', entry: 'inline', role: 'recipe' },
  { app: 'plain', entry: 'inline', role: 'recipe' },
  // Bundlers that emit no asset for new URL(..., import.meta.url): reported only.
  { app: 'rollup', entry: 'main', role: 'probe' },
  { app: 'esbuild-esm', entry: 'main', role: 'probe' },
  { app: 'esbuild-iife', entry: 'main', role: 'probe' },
].map((row) => ({ ...row, name: `${row.app}/${row.entry}` }));

const APP_TEXT = {
  vite: 'Vite', webpack: 'webpack 5', parcel: 'Parcel 2', plain: 'the plain page (import map, no bundler)',
  rollup: 'Rollup + node-resolve', 'esbuild-esm': 'esbuild --format=esm', 'esbuild-iife': 'esbuild (IIFE, its default format)',
};
const ENTRY_TEXT = { main: "main entry, await init()", inline: "zobrist-wasm/inline, initSync()" };
const strip = (s) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function shell(command, cwd) {
  const env = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' };
  delete env.NODE_OPTIONS;
  return new Promise((resolve) => {
    exec(command, { cwd, env, timeout: BUILD_TIMEOUT, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.killed ? `killed after ${seconds(BUILD_TIMEOUT)}` : error.code) : 0, output: strip(`${stdout}\n${stderr}`) });
    });
  });
}

// The lines of a build's output worth showing: errors first, else the tail.
function gist(output, max = 12) {
  const lines = output.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() && !/^\s+at |^\s+\d+: <unknown>$/.test(l));
  const first = lines.findIndex((l) => /error|\[ERROR\]|✘|🚨|Could not|Cannot|failed/i.test(l));
  return (first < 0 ? lines.slice(-max) : lines.slice(first, first + max)).join('\n');
}
const warnings = (output) => output.split('\n').filter((l) => /\bwarn(ing)?\b|\[WARNING\]|▲|⚠|externalized/i.test(l)).map((l) => l.trim());

// Copies the app and its entry, installs the packed package, builds.
async function prepare(row, packed) {
  const dir = join(BUILD, row.name.replace('/', '-'));
  await cp(join(HERE, 'apps', row.app), dir, { recursive: true });
  await cp(join(HERE, 'src', `${row.entry}.js`), join(dir, 'main.js'));
  await cp(packed.packageDir, join(dir, 'node_modules', 'zobrist-wasm'), { recursive: true });
  const app = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  // A lock file, as every real app has: it makes the app folder the project
  // root for Parcel (config lookup, and its .parcel-cache, stay in the app).
  await writeFile(join(dir, 'package-lock.json'), `${JSON.stringify({ name: app.name, lockfileVersion: 3, requires: true, packages: { '': { name: app.name } } }, null, 2)}\n`);
  if (row.app === 'plain') {
    // No bundler: the page imports the package's files through an import map.
    const imports = {};
    for (const sub of ['.', './inline']) {
      const target = resolveExport(packed.pkg, sub, ['browser', 'import']);
      if (target) imports[`zobrist-wasm${sub.slice(1)}`] = `./node_modules/zobrist-wasm/${target.replace(/^\.\//, '')}`;
    }
    // The README's hints: the entry, and for the main one its module, are
    // fetched with the page; init()'s fetch must take the preloaded module
    // (visit() fails a page that fetches a .wasm twice).
    const entryUrl = imports[row.entry === 'inline' ? 'zobrist-wasm/inline' : 'zobrist-wasm'];
    let preload = `<link rel="modulepreload" href="${entryUrl}">`;
    if (row.entry !== 'inline') {
      const wasm = new URL('zobrist.wasm', new URL(entryUrl, 'http://x/')).pathname.replace(/^\//, './');
      preload += `\n<link rel="preload" href="${wasm}" as="fetch" type="application/wasm" crossorigin>`;
    }
    const html = join(dir, 'index.html');
    await writeFile(html, (await readFile(html, 'utf8')).replace('@IMPORTMAP@', JSON.stringify({ imports })).replace('@PRELOAD@', preload));
    return { dir, out: dir, build: null, note: `import map ${JSON.stringify(imports)}, preloading ${preload.match(/href="[^"]+"/g).join(' ')}` };
  }
  const started = performance.now();
  const { code, output } = await shell(app.scripts.build, dir);
  const build = { command: app.scripts.build, code, output, ms: performance.now() - started };
  const out = join(dir, 'dist');
  if (code === 0) {
    // Bundlers without an HTML entry: the app's page goes beside the bundle.
    try { await access(join(out, 'index.html')); } catch { await cp(join(dir, 'index.html'), join(out, 'index.html')); }
  }
  return { dir, out, build };
}

// The sources the packed bundles' maps name that the tarball lacks (the
// maps do not carry the sources' text: the package ships the files).
async function missingMapSources(packed) {
  const files = new Set(packed.files);
  const missing = [];
  for (const map of packed.files.filter((f) => f.endsWith('.js.map'))) {
    const { sources } = JSON.parse(await readFile(join(packed.packageDir, map), 'utf8'));
    if (!sources?.length) missing.push(`${map}: no sources`);
    for (const source of sources ?? []) {
      const path = new URL(source, `file:///${map}`).pathname.slice(1);
      if (!files.has(path)) missing.push(`${map}: ${source} (${path})`);
    }
  }
  return missing;
}

// Opens the built app; returns what it showed and every problem it reported.
async function visit(browser, out) {
  const server = await serve(out);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  // First lines only: a logged error's stack is noise in the report.
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text().split('\n')[0]}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.wasm$/.test(path) || r.status() >= 400) requests.push(`${path} → HTTP ${r.status()}`);
  });
  let pageError;
  const crashed = new Promise((resolve) => page.once('pageerror', (e) => { pageError = e; setTimeout(resolve, 300); }));
  const started = performance.now();
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await Promise.race([page.waitForSelector('#key[data-state]', { timeout: PAGE_TIMEOUT }), crashed]);
    if (!pageError) await page.waitForTimeout(100); // let late console errors arrive
  } catch (error) {
    problems.push(`no result after ${seconds(PAGE_TIMEOUT)}: ${error.message.split('\n')[0]}`);
  }
  const fetchedTwice = requests.filter((r, i) => r.endsWith('HTTP 200') && r.includes('.wasm') && requests.indexOf(r) !== i);
  if (fetchedTwice.length) problems.push(`fetched twice: ${fetchedTwice.join(', ')} (a preload not taken?)`);
  const shown = (await page.textContent('#key').catch(() => null))?.trim() ?? null;
  const ms = performance.now() - started;
  await context.close();
  server.close();
  return { shown, problems, requests, ms };
}

function verdict(row, prepared, seen) {
  const { build } = prepared;
  if (build && build.code !== 0) return { ok: false, why: `build failed (\`${build.command}\` exit ${build.code}):\n${gist(build.output)}` };
  if (!seen) return { ok: false, why: 'not opened' };
  const lines = [];
  // A browser build must not pull in Node's modules (Vite externalizes them with a warning).
  if (build) lines.push(...warnings(build.output).filter((w) => /\bnode:/.test(w)).map((w) => `build warning: ${w}`));
  if (seen.shown !== START_KEY) lines.push(`shows ${JSON.stringify(seen.shown)}, expected "${START_KEY}"`);
  lines.push(...seen.problems);
  if (lines.length && seen.requests.length) lines.push(`requests: ${seen.requests.join(', ')}`);
  return { ok: lines.length === 0, why: lines.join('\n') };
}

async function pool(items, jobs, fn) {
  const queue = items.slice();
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length) await fn(queue.shift());
  }));
}

async function main() {
  const only = process.argv.slice(2), apps = only.filter((o) => o !== 'node'); // `run.js node`: the Node checks alone
  const rows = only.length ? MATRIX.filter((r) => apps.some((o) => r.name === o || r.app === o)) : MATRIX;
  if (apps.length && !rows.length) throw new Error(`no such app: ${apps.join(' ')}; known: node ${MATRIX.map((r) => r.name).join(' ')}`);
  const t0 = performance.now();
  await rm(BUILD, { recursive: true, force: true });
  const packed = await pack(BUILD);
  const wasmFiles = packed.files.filter((f) => f.endsWith('.wasm'));
  console.log(`packed ${packed.tarball.slice(ROOT.length)} (${packed.files.length} files; ${wasmFiles.join(', ') || 'NO .wasm'}) in ${seconds(performance.now() - t0)}`);

  const results = [];
  const report = (r) => {
    results.push(r);
    const tag = r.role === 'probe' ? (r.ok ? 'WORKS' : 'NO') : r.ok ? 'PASS' : 'FAIL';
    const head = `${tag.padEnd(5)} ${r.label}${r.timing ? `  (${r.timing})` : ''}`;
    console.log(r.why ? `${head}\n${r.why.replace(/^/gm, '        ')}` : head);
  };

  report({ role: 'recipe', name: 'pack', label: 'npm pack: the tarball has the .wasm', ok: wasmFiles.length > 0,
    why: wasmFiles.length ? '' : `no .wasm among ${packed.files.join(', ')}` });
  const unmapped = await missingMapSources(packed);
  report({ role: 'recipe', name: 'pack-maps', label: 'npm pack: every source a source map names is in the tarball',
    ok: unmapped.length === 0, why: unmapped.join('\n') });
  const nodeChecks = (process.argv.length === 2 || only.includes('node')) ? checkNode(packed.packageDir, packed.pkg) : Promise.resolve([]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    await pool(rows, JOBS, async (row) => {
      const prepared = await prepare(row, packed);
      const ok = !prepared.build || prepared.build.code === 0;
      const seen = ok ? await visit(browser, prepared.out) : null;
      const v = verdict(row, prepared, seen);
      const timing = [prepared.build && `build ${seconds(prepared.build.ms)}`, seen && `page ${seconds(seen.ms)}`].filter(Boolean).join(', ');
      const warned = prepared.build ? warnings(prepared.build.output) : [];
      const notes = [v.ok && prepared.note, v.ok && warned.length && `build warnings:\n${warned.slice(0, 5).join('\n')}`].filter(Boolean);
      report({
        ...row, ok: v.ok, timing,
        label: `${APP_TEXT[row.app]} with the ${ENTRY_TEXT[row.entry]}${row.role === 'probe' ? ' (probe, not asserted)' : ''}`,
        why: [v.why, ...notes].filter(Boolean).join('\n'),
      });
    });
  } finally {
    await browser.close();
  }
  for (const r of await nodeChecks) report({ ...r, name: `node: ${r.name}`, role: 'recipe', label: `node: ${r.name}`, why: r.ok ? '' : r.detail, timing: r.ok ? r.detail : '' });

  const asserted = results.filter((r) => r.role === 'recipe');
  const failed = asserted.filter((r) => !r.ok);
  console.log(`\nbundler matrix: ${seconds(performance.now() - t0)}; builds in ${BUILD}`);
  if (failed.length) console.log(`failed: ${failed.map((r) => r.name ?? r.label).join(', ')}`);
  console.log(`${asserted.length - failed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(`bundler matrix: ${error.stack ?? error}`);
  process.exitCode = 1;
});
