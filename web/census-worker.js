// Runs the census (the same WASM code as `make collisions`) off the page's thread.
import { init } from '../wasm/all.js';

self.onmessage = async ({ data }) => {
  try {
    const zb = await init();
    const results = zb.census(data.ply, { onProgress: (fraction) => self.postMessage({ type: 'progress', fraction }) });
    self.postMessage({ type: 'result', results });
  } catch (error) {
    self.postMessage({ type: 'error', message: `${error.name}: ${error.message}` });
  }
};
