// The package under a Content-Security-Policy in Debian's Chromium (driven by
// playwright-core): with script-src 'self' alone the pure-JS path
// (polyglotKeys() + setFromChessJs) gives exact Polyglot keys and every way of
// loading the WASM module fails with an error naming 'wasm-unsafe-eval'; with
// script-src 'self' 'wasm-unsafe-eval', init() works; with default-src 'none'
// besides (no connect-src), init()'s fetch is blocked and its error says that
// connect-src may be why, and zobrist-wasm/inline works. csp-page.js does the
// work in the page and reports it as JSON.
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startCspServer, POLICIES } from './csp-server.js';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

// The Polyglot standard's keys: the start, then after e4 d5 e5 f5 Ke2 Kf7.
const POLYGLOT_LINE = ['463b96181691fc9c', '823c9b50fd114196', '0756b94461c50fb0', '662fafb965db29d4', '22a48b5a8e47ff78', '652a607ca3f242c1', '00fdd303c946bdd9'];
// Chromium's words (CompileError): "WebAssembly.instantiate(): Compiling or
// instantiating WebAssembly module violates the following Content Security
// policy directive because 'unsafe-eval' is not an allowed source of script
// in the following Content Security Policy directive: "script-src 'self'"."
const CHROMIUM_REFUSAL = /^WebAssembly\.\w+\(\): .*Content Security .*'unsafe-eval' is not an allowed source of script/;
const LOADS = ['init', 'initDefault', 'initResponse', 'initBytes', 'initSync'];
const RAW = ['instantiateStreaming', 'instantiate', 'compile', 'Module'];

describe('a page under a Content-Security-Policy in headless Chromium', function () {
  let server, browser;

  before(async () => {
    server = await startCspServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });

  after(async () => {
    await browser?.close();
    server?.close();
  });

  async function open(policy) {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
    const response = await page.goto(`http://127.0.0.1:${server.address().port}/${policy}/`);
    assert.equal(response.headers()['content-security-policy'], POLICIES[policy]);
    await page.waitForSelector('body[data-done="true"]', { timeout: 30000 });
    const results = JSON.parse(await page.textContent('#results'));
    await page.close();
    assert.equal(results.failed, undefined, `the page failed: ${JSON.stringify(results.failed)}`);
    return { results, problems };
  }

  function checkPure(results) {
    assert.equal(results.pure.ok, true, JSON.stringify(results.pure.error));
    // [start], then per move: [after applyMove], [after setFromChessJs]; each [BigInt64, Paired32].
    const expected = [POLYGLOT_LINE[0], ...POLYGLOT_LINE.slice(1).flatMap((k) => [k, k])].map((k) => [k, k]);
    assert.deepEqual(results.pure.value, expected);
  }

  describe("script-src 'self' (no 'wasm-unsafe-eval')", () => {
    let results, problems;
    before(async () => ({ results, problems } = await open('strict')));

    it('the pure-JS path gives the exact Polyglot keys (start, 1.e4 823c9b50fd114196, ...)', () => {
      checkPure(results);
    });

    it('Chromium refuses every way of compiling the module, with a CompileError blaming \'unsafe-eval\'', () => {
      for (const name of RAW) {
        const r = results.raw[name];
        assert.equal(r.ok, false, `${name} compiled under script-src 'self'`);
        assert.equal(r.error.name, 'CompileError', name);
        assert.match(r.error.message, CHROMIUM_REFUSAL, name);
        assert.equal(r.explained?.code, 'WASM_CSP', `explainWasmCompileError does not recognise ${JSON.stringify(r.error.message)}`);
      }
    });

    it("explainWasmCompileError turns each init()/initSync() failure into WASM_CSP naming 'wasm-unsafe-eval' as the only relaxation", () => {
      for (const name of LOADS) {
        const r = results[name];
        assert.equal(r.ok, false, `${name} loaded the module under script-src 'self'`);
        assert.equal(r.error.isZobristError, true, `${name}: ${JSON.stringify(r.error)}`);
        assert.equal(r.explained?.code, 'WASM_CSP', name);
        assert.match(r.explained.message, /Add 'wasm-unsafe-eval' to script-src .*it is the only relaxation the module needs/, name);
        assert.match(r.explained.message, /setFromChessJs/, name);
        assert.match(r.explained.cause.message, CHROMIUM_REFUSAL, name);
      }
    });

    // Needs explainWasmCompileError wired into the entry's loadError (wasm/core/entry.js).
    it('init() and initSync() themselves throw a ZobristError WASM_CSP with that advice', () => {
      for (const name of LOADS) {
        const r = results[name];
        assert.equal(r.error.code, 'WASM_CSP', `${name} threw ${r.error.code}: ${r.error.message}`);
        assert.match(r.error.message, /Add 'wasm-unsafe-eval' to script-src .*it is the only relaxation the module needs/, name);
      }
    });

    it('logs no error but the CSP refusal', () => {
      assert.deepEqual(problems.filter((p) => !/Content Security Policy/i.test(p)), []);
    });
  });

  describe("script-src 'self' 'wasm-unsafe-eval'", () => {
    let results, problems;
    before(async () => ({ results, problems } = await open('wasm-allowed')));

    it('init() works, with the Polyglot keys', () => {
      assert.equal(results.init.ok, true, JSON.stringify(results.init.error));
      assert.deepEqual(results.init.value, { start: POLYGLOT_LINE[0], e4: POLYGLOT_LINE[1] });
      for (const name of [...LOADS, ...RAW.map((n) => `raw.${n}`)]) {
        const r = name.startsWith('raw.') ? results.raw[name.slice(4)] : results[name];
        assert.equal(r.ok, true, `${name}: ${JSON.stringify(r.error)}`);
      }
    });

    it('the pure-JS path gives the same keys', () => {
      checkPure(results);
    });

    it('logs no error', () => {
      assert.deepEqual(problems, []);
    });
  });

  describe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval' (no connect-src)", () => {
    let results, problems;
    before(async () => ({ results, problems } = await open('no-connect')));

    it("init()'s fetch is blocked, and its WASM_LOAD names connect-src as a possible cause and zobrist-wasm/inline as a way out", () => {
      for (const name of ['initDefault', 'init']) {
        const r = results[name];
        assert.equal(r.ok, false, `${name} loaded the module without connect-src`);
        assert.equal(r.error.code, 'WASM_LOAD', `${name}: ${JSON.stringify(r.error)}`);
        assert.match(r.error.message, /fetching http:\/\/127\.0\.0\.1:\d+\/wasm\/zobrist\.wasm failed \(Failed to fetch\): blocked by the network or by a Content-Security-Policy connect-src/, name);
        assert.match(r.error.message, /e\.g\. connect-src 'self'.*import 'zobrist-wasm\/inline', which has the module built in and fetches nothing/, name);
        assert.equal(r.error.cause?.name, 'TypeError', name);
      }
    });

    it('zobrist-wasm/inline, which fetches nothing, works; so does the pure-JS path', () => {
      assert.equal(results.inline.ok, true, JSON.stringify(results.inline.error));
      assert.equal(results.inline.value, POLYGLOT_LINE[0]);
      checkPure(results);
    });

    it("logs no error but Chromium's refusals to connect", () => {
      // "Connecting to 'http://…/wasm/zobrist.wasm' violates the following Content Security Policy directive: "default-src 'none'". …"
      // and "Fetch API cannot load http://…/wasm/zobrist.wasm. Refused to connect because it violates the document's Content Security Policy."
      const refusal = /^(Connecting to 'http:\/\/127\.0\.0\.1:\d+\/wasm\/zobrist\.wasm' violates the following Content Security Policy directive|Fetch API cannot load http:\/\/127\.0\.0\.1:\d+\/wasm\/zobrist\.wasm\. Refused to connect because it violates the document's Content Security Policy)/;
      assert.ok(problems.some((p) => refusal.test(p)), JSON.stringify(problems));
      assert.deepEqual(problems.filter((p) => !refusal.test(p)), []);
    });
  });
});
