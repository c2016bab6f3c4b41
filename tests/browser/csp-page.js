// The page of csp.test.js, under script-src 'self' (with or without
// 'wasm-unsafe-eval', or with it and default-src 'none'): imports the package as files, computes keys on the
// pure-JS path, tries to load the WASM module every way there is, and writes
// what happened as JSON into #results (no inline script: the CSP forbids it).
import { init, initSync, ZobristError, BigInt64, Paired32 } from '../../wasm/index.js';
import { polyglotKeys } from '../../wasm/chess/pure.js';
import { explainWasmCompileError } from '../../wasm/core/csp.js';
import { Chess } from '../../node_modules/chess.js/dist/esm/chess.js';

const WASM_URL = new URL('../../wasm/zobrist.wasm', import.meta.url);
const LINE = ['e4', 'd5', 'e5', 'f5', 'Ke2', 'Kf7']; // the Polyglot standard's test line

const describeError = (e) => e && { name: e.name, code: e.code, message: e.message, isZobristError: e instanceof ZobristError, cause: e.cause && describeError(e.cause) };

async function attempt(run) {
  try {
    const value = await run();
    return { ok: true, value };
  } catch (error) {
    const explained = explainWasmCompileError(error);
    return { ok: false, error: describeError(error), explained: describeError(explained) };
  }
}

function purePath() {
  const chess = new Chess();
  const schemes = [new BigInt64(polyglotKeys()), new Paired32(polyglotKeys())];
  const keys = [schemes.map((s) => s.setFromChessJs(chess).keyHex)];
  for (const san of LINE) {
    const move = chess.move(san);
    keys.push(schemes.map((s) => s.applyMove(move).keyHex), schemes.map((s) => s.setFromChessJs(chess).keyHex));
  }
  return keys;
}

// Under default-src 'none' with no connect-src, nothing can be fetched: the
// module's URL neither (init() says connect-src may be why), while
// zobrist-wasm/inline, which fetches nothing, works.
async function runWithoutConnect() {
  const results = { pure: await attempt(purePath) };
  results.initDefault = await attempt(async () => { await init(); return 'loaded'; });
  results.init = await attempt(async () => { await init(WASM_URL); return 'loaded'; });
  results.inline = await attempt(async () => {
    const inline = await import('../../wasm/inline.js');
    return inline.initSync().keyOfFen(inline.START_FEN).toString(16);
  });
  return results;
}

async function run() {
  if (location.pathname === '/no-connect/') return runWithoutConnect();
  const results = { pure: await attempt(purePath) };
  const bytes = new Uint8Array(await (await fetch(WASM_URL)).arrayBuffer());
  const imports = { env: { emscripten_notify_memory_growth() {} } };
  results.init = await attempt(async () => {
    const zb = await init(WASM_URL);
    return { start: zb.keyOfFen(zb.START_FEN).toString(16), e4: zb.replay(['e4']).at(-1).toString(16) };
  });
  results.initDefault = await attempt(async () => { await init(); return 'loaded'; }); // the package's own module URL
  results.initResponse = await attempt(async () => { await init(fetch(WASM_URL)); return 'loaded'; });
  results.initBytes = await attempt(async () => { await init(bytes); return 'loaded'; });
  results.initSync = await attempt(() => { initSync(bytes); return 'loaded'; });
  results.raw = {};
  const raw = {
    instantiateStreaming: () => WebAssembly.instantiateStreaming(fetch(WASM_URL), imports),
    instantiate: () => WebAssembly.instantiate(bytes, imports),
    compile: () => WebAssembly.compile(bytes),
    Module: () => new WebAssembly.Module(bytes),
  };
  for (const [name, f] of Object.entries(raw)) results.raw[name] = await attempt(async () => { await f(); return 'compiled'; });
  return results;
}

run().then(
  (results) => { document.getElementById('results').textContent = JSON.stringify(results); },
  (error) => { document.getElementById('results').textContent = JSON.stringify({ failed: describeError(error) }); },
).finally(() => { document.body.dataset.done = 'true'; });
