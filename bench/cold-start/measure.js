// One cold start of an entry: import, init() (initSync() for the inline
// entry) and the first keyOfFen, each timed; for node-run.mjs in Node and
// page.html in a browser, where 'zobrist-wasm' resolves by the package's
// own name and by the page's import map.
export async function coldStart(entry) {
  const t0 = performance.now();
  const { init, initSync, START_FEN } = await import(entry);
  const t1 = performance.now();
  const zb = entry.endsWith('inline') ? initSync() : await init();
  const t2 = performance.now();
  const key = zb.keyOfFen(START_FEN);
  const t3 = performance.now();
  return { import: t1 - t0, init: t2 - t1, first: t3 - t2, total: t3 - t0, key: key.toString(16) };
}
