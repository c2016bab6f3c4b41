// A web app that bundles the package (esbuild, cold-start.js): from its
// bundle's first statement (the mark the banner sets, before the package's
// code runs) to the first key, as in a fresh page: evaluating the package,
// init() and keyOfFen. Built once with 'zobrist-wasm' and once with it
// aliased to 'zobrist-wasm/inline'; app-empty.js is the same page without
// the package, for the time its bundle takes to start running at all.
import { init, START_FEN } from 'zobrist-wasm';

const t1 = performance.now();
const zb = await init();
const t2 = performance.now();
const key = zb.keyOfFen(START_FEN);
const t3 = performance.now();
const mark = globalThis.coldStartMark;
window.coldStart = {
  toFirstLine: mark - arrival(), import: t1 - mark, init: t2 - t1, first: t3 - t2, total: t3 - mark, key: key.toString(16),
};

// When the bundle's last byte arrived (resource timing).
function arrival() {
  return performance.getEntriesByType('resource').find((e) => e.name.endsWith('.js')).responseEnd;
}
