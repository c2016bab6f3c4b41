// The package's entry points as Node resolves them by name: the main entry
// (chess, zobrist.wasm), /all (every game, zobrist-all.wasm), /inline (the
// chess module built in), CommonJS require(), and the browser files'
// behaviour when a bundle has no import.meta.url.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as main from 'zobrist-wasm';
import * as all from 'zobrist-wasm/all';
import * as inline from 'zobrist-wasm/inline';
import { ZobristError } from 'zobrist-wasm';
import { defineEntry } from '../../wasm/core/entry.js';
import { createChessApi } from '../../wasm/api.js';

const START_KEY = 0x463b96181691fc9cn;
const ROOT = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT)));

function nodeRun(args) {
  return execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('entry points', () => {
  it('the main entry has chess and KeySpace only; /all has every game, on the same names', async () => {
    const zb = await main.init();
    const every = await all.init();
    assert.equal(zb.keyOfFen(main.START_FEN), START_KEY);
    assert.equal(every.keyOfFen(all.START_FEN), START_KEY);
    assert.equal(typeof zb.KeySpace, 'function');
    for (const name of ['readPgn', 'openBook', 'UtttPosition', 'GoPosition', 'census', 'TranspositionTable']) {
      assert.equal(zb[name], undefined, `main entry has no ${name}`);
      assert.equal(typeof every[name], 'function', `/all has ${name}`);
    }
    for (const name of Object.keys(zb)) assert.ok(name in every, `/all has the main entry's ${name}`);
  });

  it('the main module is the small one', () => {
    const chess = statSync(new URL('wasm/zobrist.wasm', ROOT)).size;
    const whole = statSync(new URL('wasm/zobrist-all.wasm', ROOT)).size;
    assert.ok(chess < whole / 2, `zobrist.wasm ${chess} bytes, zobrist-all.wasm ${whole}`);
  });

  it('/inline needs no file and no argument, synchronously or not', async () => {
    assert.equal(inline.initSync().keyOfFen(inline.START_FEN), START_KEY);
    assert.equal((await inline.init()).keyOfFen(inline.START_FEN), START_KEY);
    const built = Buffer.from((await import('../../wasm/zobrist-base64.js')).wasmBase64, 'base64');
    assert.deepEqual(built, readFileSync(new URL('wasm/zobrist.wasm', ROOT)), 'the inlined module is zobrist.wasm');
  });

  it('initSync() with no argument works on the Node entries: the main one has its module built in, /all reads its own', () => {
    assert.equal(main.initSync().keyOfFen(main.START_FEN), START_KEY);
    const every = all.initSync();
    assert.equal(every.keyOfFen(all.START_FEN), START_KEY);
    assert.equal(typeof every.readPgn, 'function');
  });

  it("the browser builds' initSync() with no argument asks for the bytes (or await init()); only /inline takes none there", async () => {
    const browserMain = await import('../../wasm/zobrist.js');
    const browserAll = await import('../../wasm/zobrist-all.js');
    assert.throws(() => browserMain.initSync(), { code: 'ARGUMENT_TYPE',
      message: /browser build, which fetches its module: pass the module's bytes, or use await init\(\); in a browser only 'zobrist-wasm\/inline' takes none/ });
    assert.throws(() => browserAll.initSync(), { code: 'ARGUMENT_TYPE',
      message: /pass zobrist-all\.wasm's bytes, or use await init\(\); in a browser only 'zobrist-wasm\/inline' takes none, its module built in, with chess and KeySpace only/ });
    assert.equal(browserAll.initSync(readFileSync(new URL('wasm/zobrist-all.wasm', ROOT))).keyOfFen(all.START_FEN), START_KEY);
  });

  it('a bundle without import.meta.url (IIFE) fails at init(), with advice, not at import', async () => {
    const entry = defineEntry(createChessApi, { moduleUrl: () => new URL('./zobrist.wasm', undefined) });
    await assert.rejects(entry.init(), { code: 'WASM_LOAD', message: /init\(url\).*zobrist-wasm\/inline/ });
    // Given the module, the same entry loads.
    const zb = await entry.init(readFileSync(new URL('wasm/zobrist.wasm', ROOT)));
    assert.equal(zb.keyOfFen(main.START_FEN), START_KEY);
  });

  // A bundle's text, its module's URL resolved against base (a JS expression)
  // instead of import.meta.url.
  function withModuleBase(bundle, base) {
    const text = readFileSync(new URL(`wasm/${bundle}`, ROOT), 'utf8');
    const moduleUrl = /(new URL\("\.\/zobrist(?:-all)?\.wasm",)import\.meta\.url\)/g;
    assert.equal(text.match(moduleUrl)?.length, 1, `${bundle} names its module once`);
    return text.replace(moduleUrl, `$1${base})`);
  }

  // A browser bundle as a page loads it from http://127.0.0.1:<port>/dist/,
  // where a bundler that emits no file for new URL(…, import.meta.url)
  // (esbuild, Rollup) left the .wasm out: every request is a 404.
  async function withBundleServedFrom404(bundle, run) {
    const server = createServer((req, res) => { res.writeHead(404); res.end(); });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${server.address().port}/dist/main.js`;
      const text = withModuleBase(bundle, JSON.stringify(base));
      await run(await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`), base);
    } finally {
      server.close();
    }
  }

  it('init() whose own module is missing beside a bundle (HTTP 404) says what to do: the main entry', async () => {
    await withBundleServedFrom404('zobrist.js', async (entry, base) => {
      await assert.rejects(entry.init(), (e) => e instanceof ZobristError && e.code === 'WASM_LOAD'
        && /fetching http:\/\/127\.0\.0\.1:\d+\/dist\/zobrist\.wasm: HTTP 404/.test(e.message)
        && /copy zobrist\.wasm from node_modules\/zobrist-wasm\/wasm\/ next to the bundle, pass its URL to init\(url\), or import 'zobrist-wasm\/inline'/.test(e.message));
      // A URL the user gave is theirs to fix: no advice about the package's file.
      await assert.rejects(entry.init(new URL('elsewhere/zobrist.wasm', base)), (e) => e.code === 'WASM_LOAD' && /HTTP 404$/.test(e.message));
    });
  });

  it('init() whose own module is missing beside a bundle (HTTP 404): /all names zobrist-all.wasm and says it has no inline build', async () => {
    await withBundleServedFrom404('zobrist-all.js', async (entry) => {
      await assert.rejects(entry.init(), (e) => e instanceof ZobristError && e.code === 'WASM_LOAD'
        && /dist\/zobrist-all\.wasm: HTTP 404/.test(e.message)
        && /copy zobrist-all\.wasm from node_modules\/zobrist-wasm\/wasm\/ next to the bundle, or pass its URL to init\(url\); zobrist-wasm\/all has no inline build/.test(e.message)
        && !/import 'zobrist-wasm\/inline'/.test(e.message));
    });
  });

  it('/all bundled for Node without its zobrist-all.wasm beside it (ENOENT) says what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zobrist-all-bundle-'));
    try {
      writeFileSync(join(dir, 'bundle.mjs'), readFileSync(new URL('wasm/zobrist-all.node.js', ROOT)));
      const bundled = await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
      const advice = (e) => e instanceof ZobristError && e.code === 'WASM_LOAD' && e.cause?.code === 'ENOENT'
        && e.message.includes(join(dir, 'zobrist-all.wasm'))
        && /copy zobrist-all\.wasm from node_modules\/zobrist-wasm\/wasm\/ next to the bundle, or pass its path or URL to init\(\)/.test(e.message)
        && /no inline build/.test(e.message);
      await assert.rejects(bundled.init(), advice);
      assert.throws(() => bundled.initSync(), advice);
      // Given the file, the same bundle loads.
      assert.equal((await bundled.init(fileURLToPath(new URL('wasm/zobrist-all.wasm', ROOT)))).keyOfFen(main.START_FEN), START_KEY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('/all without import.meta.url (an IIFE or CommonJS bundle) suggests no zobrist-wasm/inline, which lacks its games', async () => {
    for (const bundle of ['zobrist-all.js', 'zobrist-all.node.js']) {
      const text = withModuleBase(bundle, 'undefined');
      const entry = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
      await assert.rejects(entry.init(), (e) => e.code === 'WASM_LOAD' && /no import\.meta\.url \(an IIFE or CommonJS bundle\?\); pass its (URL|path)/.test(e.message)
        && /no inline build/.test(e.message) && !/import 'zobrist-wasm\/inline'/.test(e.message), bundle);
    }
  });

  // The static imports of a bundle, minified or not.
  const staticImports = (text) => [...text.matchAll(/(?:^|[;\n])\s*(?:import|export)\s*(?:[\w{*][^'"]*?from\s*)?['"]([^'"]+)['"]/g)].map((m) => m[1]);

  it('every entry is one file (no import of its own); the browser ones import no node: module', () => {
    assert.deepEqual(staticImports('import{a as b}from"./x.js";export{c}from"./y.js";import"./z.js";export{d as e};'), ['./x.js', './y.js', './z.js']);
    const targets = new Set();
    for (const name of ['.', './all', './inline']) {
      const e = pkg.exports[name];
      for (const target of [e.browser?.default ?? e.browser, e.default, e.node?.default]) if (target) targets.add(target);
    }
    assert.equal(targets.size, 5, [...targets].join(' '));
    for (const target of targets) {
      const text = readFileSync(new URL(target, ROOT), 'utf8');
      assert.deepEqual(staticImports(text), [], `${target}: no static import`);
      if (!target.endsWith('.node.js')) assert.ok(!/import\(\s*['"]node:/.test(text), `${target} imports a node: module`);
    }
  });

  it("Node's main entry has its module built in: it runs with no zobrist.wasm beside it", () => {
    const text = readFileSync(new URL(pkg.exports['.'].node.default, ROOT), 'utf8');
    // Run with zobrist.wasm out of reach: a copy of the entry alone.
    const dir = mkdtempSync(join(tmpdir(), 'zobrist-node-entry-'));
    try {
      writeFileSync(join(dir, 'entry.mjs'), text);
      const out = nodeRun(['--input-type=module', '-e',
        `const { init } = await import(${JSON.stringify(pathToFileURL(join(dir, 'entry.mjs')).href)});
         console.log((await init()).keyOfFen('${main.START_FEN}').toString(16));`]);
      assert.equal(out.trim(), START_KEY.toString(16));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("Node's main entry is minified; with --enable-source-maps its stack traces name the sources", () => {
    const stack = nodeRun(['--enable-source-maps', '-e',
      "import('zobrist-wasm').then(async (m) => { try { (await m.init()).keyOfFen(42); } catch (e) { console.log(e.stack); } })"]);
    assert.match(stack, /keyOfFen\(fen\): fen must be a string/);
    const bulk = fileURLToPath(new URL('wasm/chess/bulk.js', ROOT));
    assert.ok(stack.includes(`${bulk}:`), `a frame in ${bulk}:\n${stack}`);
  });

  it('the minified bundles keep the public classes\' names, and lines short enough to print', async () => {
    for (const entry of [main, all, inline]) {
      for (const name of ['ZobristError', 'BigInt64', 'Paired32', 'Additive48', 'Scheme', 'FeatureHash', 'BigInt64Hash', 'Paired32Hash',
        'Additive48Hash', 'Paired32Table', 'BigIntTable', 'SlotTable']) {
        if (entry[name] !== undefined) assert.equal(entry[name].name, name);
      }
    }
    const every = await all.init();
    const book = every.openBook(await every.buildBook('1. e4 *', { minGame: 1 }));
    const made = [new every.Position(), book, new every.TranspositionTable(), every.readPgnSync('1. e4 *')[0], new every.KeySpace(2),
      new every.GoPosition(), new every.UtttPosition()];
    assert.deepEqual(made.map((o) => o.constructor.name), ['Position', 'Book', 'TranspositionTable', 'PgnGame', 'KeySpace', 'GoPosition', 'UtttPosition']);
    // Node prints the line an uncaught error was thrown from: not 20 KB of it
    const printed = (() => {
      try {
        nodeRun(['-e', "import('zobrist-wasm').then(async (m) => (await m.init()).keyOfFen('bad'))"]);
      } catch (e) {
        return e.stderr;
      }
      return '';
    })();
    assert.match(printed, /ZobristError \[ZobristError\]|\bZobristError: Invalid FEN/);
    assert.ok(printed.length < 2000, `${printed.length} characters printed`);
  });

  // Node's main entry has classes of its own (the Makefile says why): its
  // errors and Layouts must still work with /all's, both ways.
  it("Node's main entry and /all: each one's errors are instanceof the other's ZobristError", async () => {
    assert.notEqual(main.ZobristError, all.ZobristError, 'two copies, or this test tests nothing');
    const zb = await main.init();
    const every = await all.init();
    for (const [api, Other] of [[zb, all.ZobristError], [every, main.ZobristError]]) {
      assert.throws(() => api.keyOfFen('not a fen'), (e) => e instanceof Other && e instanceof Error && e.code.startsWith('FEN_'));
    }
    assert.ok(!(new Error('x') instanceof main.ZobristError));
    assert.ok(!({ code: 'FEN_EMPTY' } instanceof main.ZobristError));
    assert.ok(!(null instanceof all.ZobristError));
  });

  it("Node's main entry and /all: a Layout of one works in the other, as the other's own", async () => {
    const zb = await main.init();
    const every = await all.init();
    const fen = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3';
    for (const spec of ['polyglot', 'stockfish', 'chessjs,ep=legal', 'seed:7,castling=16,turn=black', { base: 'stockfish', ep: 'literal' }]) {
      for (const [from, api, to] of [[main, every, all], [all, zb, main]]) {
        const theirs = from.layout(spec);
        const ours = to.layout(spec);
        assert.equal(to.layout(theirs), to.layout(theirs), 'adopted once');
        assert.equal(api.keyOfFen(fen, { layout: theirs }), api.keyOfFen(fen, { layout: ours }), `${JSON.stringify(spec)}`);
        assert.deepEqual(to.layout(theirs).table, ours.table);
        const scheme = (layout) => { const s = api.createScheme('paired32', { layout }); s.setFen(fen); return s.key; };
        assert.equal(scheme(theirs), scheme(ours));
        assert.equal(new to.BigInt64(theirs).layout, to.layout(theirs), 'a scheme takes it too');
      }
    }
    assert.equal(all.layout(main.layout('stockfish')), all.layout('stockfish'), "a built-in one is this copy's own object");
    const fake = Object.defineProperty({ name: 'custom', ep: 'sideways', turn: 'white', castlingKeys: 4, halfmoveBuckets: false, table: [] },
      Symbol.for('zobrist-wasm.Layout'), { value: true });
    assert.throws(() => main.layout(fake), { code: 'ARGUMENT', message: /another copy's Layout.*sideways/ });
  });

  it('CommonJS: require() gives the same API (Node >= 20.19 / 22.12, as engines says)', () => {
    const out = nodeRun(['-e', `
      const { init, START_FEN } = require('zobrist-wasm');
      const all = require('zobrist-wasm/all');
      Promise.all([init(), all.init()]).then(([zb, every]) =>
        console.log(zb.keyOfFen(START_FEN).toString(16), typeof every.readPgn));`]);
    assert.equal(out.trim(), '463b96181691fc9c function');
    assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0');
  });

  it('CommonJS: initSync() with no argument, on both entries (CommonJS has no top-level await)', () => {
    const out = nodeRun(['-e', `
      const { initSync, START_FEN } = require('zobrist-wasm');
      const all = require('zobrist-wasm/all');
      const every = all.initSync();
      console.log(initSync().keyOfFen(START_FEN).toString(16), every.keyOfFen(START_FEN).toString(16), typeof every.readPgn);`]);
    assert.equal(out.trim(), '463b96181691fc9c 463b96181691fc9c function');
  });

  it('CommonJS on a Node without require(esm): a message naming the versions, not a bare ERR_REQUIRE_ESM', () => {
    let stderr = '';
    try {
      nodeRun(['--no-experimental-require-module', '-e', "require('zobrist-wasm')"]);
    } catch (error) {
      stderr = String(error.stderr);
    }
    assert.match(stderr, /require\(\) needs Node >= 20\.19 or >= 22\.12/);
  });
});

describe('the README shipped in the package', () => {
  it('links and images only to what the package contains (or to the web)', () => {
    const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
    const shipped = (path) => pkg.files.some((f) => (f.endsWith('/') ? path.startsWith(f) : path === f)) || path === 'README.md' || path === 'LICENSE' || path === 'package.json';
    const targets = [...readme.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)|^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1] ?? m[2]);
    assert.ok(targets.length > 0, 'the README has links');
    for (const target of targets) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const path = target.replace(/^\.\//, '').replace(/#.*/, '');
      assert.ok(shipped(path), `README links to ${target}, which is not in the package`);
    }
  });
});
