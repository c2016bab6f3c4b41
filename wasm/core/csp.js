// When a page's Content-Security-Policy forbids compiling WebAssembly, the
// browser's error blames 'unsafe-eval'; the module needs only
// 'wasm-unsafe-eval'. explainWasmCompileError turns that refusal into a
// ZobristError (code WASM_CSP) that says so, for init() and initSync().
//
// What browsers throw (Chromium's checked by tests/browser/csp.test.js):
//   Chromium 156: CompileError "WebAssembly.instantiateStreaming(): Compiling or
//     instantiating WebAssembly module violates the following Content Security
//     policy directive because 'unsafe-eval' is not an allowed source of script
//     in the following Content Security Policy directive: "script-src 'self'"."
//     (the same after WebAssembly.instantiate(), .compile(), .compileStreaming(),
//     new WebAssembly.Module())
//   older Chromium: CompileError "...: Wasm code generation disallowed by embedder"
//   Firefox: CompileError "... blocked by CSP"
//   Safari: EvalError "Refused to create a WebAssembly object because
//     'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source of script ..."
import { ZobristError } from './errors.js';

const REFUSAL = /Content.Security.Policy|\bCSP\b|unsafe-eval|code generation disallowed by embedder/i;

function isRefusal(error) {
  const CompileError = globalThis.WebAssembly?.CompileError;
  const typed = (CompileError && error instanceof CompileError) || error instanceof EvalError
    || error?.name === 'CompileError' || error?.name === 'EvalError';
  return typed && typeof error.message === 'string' && REFUSAL.test(error.message);
}

export const WASM_CSP_ADVICE =
  "Add 'wasm-unsafe-eval' to script-src (to default-src if there is no script-src), e.g. script-src 'self' 'wasm-unsafe-eval': " +
  "it is the only relaxation the module needs; 'unsafe-eval' is not needed. Without WebAssembly, the pure-JS schemes " +
  'still give exact Polyglot keys: new Paired32(polyglotKeys()).setFromChessJs(chess)';

// A ZobristError WASM_CSP explaining the refusal if error (or an error in its
// cause chain, such as a WASM_LOAD ZobristError) is a browser's CSP refusal to
// compile WebAssembly; undefined for any other error.
export function explainWasmCompileError(error) {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = e.cause, depth++) {
    if (e instanceof ZobristError && e.code === 'WASM_CSP') return e;
    if (isRefusal(e)) {
      return new ZobristError('WASM_CSP', `cannot compile the WebAssembly module: the page's Content-Security-Policy forbids it. ${WASM_CSP_ADVICE}. (The browser said: ${e.message.trim()})`, { cause: e });
    }
  }
  return undefined;
}
