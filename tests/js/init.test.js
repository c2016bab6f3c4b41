import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { init, initSync, ZobristError } from 'zobrist-wasm';
import { START } from './helpers.js';

const WASM = new URL('../../wasm/zobrist.wasm', import.meta.url);
const ROOT = new URL('../../', import.meta.url);

// Runs an ES module's text in a fresh Node (so globals can be taken away
// first) from the package's root; returns what it prints.
const runFresh = (code) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' }).trim();

describe('loading the module', () => {
  it('init() reads the package\'s own zobrist.wasm in Node', async () => {
    const zb = await init();
    assert.equal(zb.keyOfFen(START), 0x463b96181691fc9cn);
  });

  it('init() takes a URL, a path string, bytes or a compiled module', async () => {
    const bytes = await readFile(WASM);
    for (const source of [WASM, WASM.href, bytes, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length), new WebAssembly.Module(bytes)]) {
      const zb = await init(source);
      assert.equal(zb.keyOfFen(START), 0x463b96181691fc9cn);
    }
  });

  it('init() takes a file path in Node, relative to the working directory', async () => {
    assert.equal((await init(fileURLToPath(WASM))).keyOfFen(START), 0x463b96181691fc9cn);
    // from the package's root, where wasm/zobrist.wasm is; the path is not
    // taken relative to the package's own module (its wasm/ folder)
    for (const entry of ['zobrist-wasm', 'zobrist-wasm/all']) {
      const file = entry === 'zobrist-wasm' ? 'wasm/zobrist.wasm' : './wasm/zobrist-all.wasm';
      assert.equal(runFresh(`const { init } = await import('${entry}');
        console.log((await init('${file}')).keyOfFen('${START}').toString(16));`), '463b96181691fc9c');
    }
    assert.equal(runFresh(`delete process.getBuiltinModule;
      const { init } = await import('zobrist-wasm');
      console.log((await init('wasm/zobrist.wasm')).keyOfFen('${START}').toString(16));`), '463b96181691fc9c');
    await assert.rejects(init('no/such/zobrist.wasm'), { code: 'WASM_LOAD', message: new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  });

  it('initSync() takes bytes or a compiled module', async () => {
    const bytes = await readFile(WASM);
    assert.equal(initSync(bytes).keyOfFen(START), 0x463b96181691fc9cn);
    assert.equal(initSync(new WebAssembly.Module(bytes)).keyOfFen(START), 0x463b96181691fc9cn);
  });

  it('each init() is an independent instance', async () => {
    const a = await init(), b = await init();
    const pa = new a.Position();
    assert.equal(a.stats().livePositions, 1);
    assert.equal(b.stats().livePositions, 0);
    pa.free();
  });

  it('init() reads the module where Node has no process.getBuiltinModule (before 20.16)', () => {
    assert.equal(runFresh(`delete process.getBuiltinModule;
      const { init } = await import('zobrist-wasm');
      console.log((await init()).keyOfFen('${START}').toString(16));`), '463b96181691fc9c');
  });
  it('decodes the built-in tables without Node\'s Buffer, as in a browser', () => {
    assert.equal(runFresh(`delete globalThis.Buffer;
      const { initSync, polyglotKeys } = await import('zobrist-wasm/inline');
      const keys = polyglotKeys();
      console.log(keys[0].toString(16), keys[780].toString(16), initSync().keyOfFen('${START}').toString(16));`),
    '9d39247e33776d41 f8d626aaaf278509 463b96181691fc9c');
  });
  it('rejects what is not a module, with a ZobristError', async () => {
    assert.throws(() => initSync('zobrist.wasm'), { name: 'ZobristError', code: 'ARGUMENT_TYPE' });
    assert.throws(() => initSync(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9])), { code: 'WASM_LOAD' });
    await assert.rejects(init(new URL('./missing.wasm', WASM)), { code: 'WASM_LOAD' });
    await assert.rejects(init(new Uint8Array(8)), (e) => e instanceof ZobristError && e.code === 'WASM_LOAD');
  });

  it('zobrist-wasm/inline, asked for a file, says its module is built in (it had blamed an IIFE bundle, or fetch)', async () => {
    const inline = await import('zobrist-wasm/inline');
    for (const source of [fileURLToPath(WASM), 'zobrist.wasm', WASM]) {
      await assert.rejects(inline.init(source), { name: 'ZobristError', code: 'WASM_LOAD', message: /inline has its module built in/ });
    }
    assert.equal((await inline.init()).keyOfFen(START).toString(16), '463b96181691fc9c');
  });
  it('the browser build run in Node (--conditions=browser) says so, instead of "fetch failed"', async () => {
    const browser = await import('../../wasm/zobrist.js');
    await assert.rejects(browser.init(), { code: 'WASM_LOAD', message: /browser build, and this runtime's fetch reads no files/ });
    await assert.rejects(browser.init(new Response('', { status: 500 })), { code: 'WASM_LOAD', message: /a Response with no URL\): HTTP 500/ });
    assert.equal(browser.initSync(await readFile(WASM)).keyOfFen(START).toString(16), '463b96181691fc9c');
  });
  it('rejects a module that does not fit the entry with WASM_LOAD, not a TypeError from a missing export', async () => {
    const all = await import('zobrist-wasm/all');
    const mainBytes = await readFile(WASM), allBytes = await readFile(new URL('../../wasm/zobrist-all.wasm', import.meta.url));
    const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]); // a valid module with nothing in it
    const notOurs = (e) => e instanceof ZobristError && e.code === 'WASM_LOAD' && /not one of zobrist-wasm's/.test(e.message);
    assert.throws(() => initSync(empty), notOurs);
    await assert.rejects(init(empty), notOurs);
    assert.throws(() => all.initSync(empty), notOurs);
    const needsAll = (e) => e instanceof ZobristError && e.code === 'WASM_LOAD' && /needs zobrist-all\.wasm/.test(e.message);
    assert.throws(() => all.initSync(mainBytes), needsAll);
    await assert.rejects(all.init(mainBytes), needsAll);
    assert.throws(() => all.initSync(new WebAssembly.Module(mainBytes)), needsAll);
    // the main entry on zobrist-all.wasm: a superset, which serves
    assert.equal(initSync(allBytes).keyOfFen(START), 0x463b96181691fc9cn);
  });
});
