// One cold start, in this fresh process: import the entry given on the
// command line, init() (initSync() for the inline entry), the first
// keyOfFen. Run as the main module, as an application's own file would be,
// so Node's loader is already up and the times are the package's.
//   node bench/cold-start/node-run.mjs zobrist-wasm|zobrist-wasm/inline
const entry = process.argv[2];
const t0 = performance.now();
const { init, initSync, START_FEN } = await import(entry);
const t1 = performance.now();
const zb = entry.endsWith('inline') ? initSync() : await init();
const t2 = performance.now();
const key = zb.keyOfFen(START_FEN);
const t3 = performance.now();
console.log(JSON.stringify({ import: t1 - t0, init: t2 - t1, first: t3 - t2, total: t3 - t0, key: key.toString(16) }));
