// The key table audit off the page's thread: a layout's 781 keys cut to some
// bits, every dependent subset of at most maxSize keys (zbAll.audit, from
// wasm/keys/audit.js). Workers get no import map, so the package by path.
import { init, layout } from '../wasm/all.js';

const PROGRESS_EVERY_MS = 50;
const REBUILD = 'rebuild the package (make wasm) to run the audit here';

self.onmessage = async ({ data }) => {
  try {
    const zb = await init();
    if (typeof zb.audit !== 'function') {
      self.postMessage({ type: 'missing', message: `this build of zobrist-wasm/all has no audit() (wasm/keys/audit.js): ${REBUILD}` });
      return;
    }
    const { spec, seed, bits, high, maxSize, limit } = data;
    const l = spec === 'seed' ? layout({ seed: BigInt(seed) }) : layout(spec);
    let last = 0;
    const onProgress = (fraction) => {
      const now = performance.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      self.postMessage({ type: 'progress', fraction });
    };
    const started = performance.now();
    const result = zb.audit(l.table, { bits, high, maxSize, limit, onProgress });
    self.postMessage({ type: 'result', result, seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    // The JS glue may be newer than zobrist-all.wasm: its audit exports absent.
    if (error instanceof TypeError && /zbw_audit/.test(error.message)) {
      self.postMessage({ type: 'missing', message: `zobrist-all.wasm has no audit functions (${error.message}): ${REBUILD}` });
      return;
    }
    self.postMessage({ type: 'error', message: `${error.name}: ${error.message}` });
  }
};
