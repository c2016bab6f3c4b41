// Runs the benchmark harness (bench/harness.js, the one `make bench` uses)
// off the page's thread. Workers do not see the page's import map, so the
// imports are paths.
import { init } from '../wasm/all.js';
import { Chess } from '../node_modules/chess.js/dist/esm/chess.js';
import { runBenchmarks } from '../bench/harness.js';

const SETTINGS = {
  quick: { rounds: 1, corpus: { games: 6, plies: 60 }, perftDepth: 3, minMs: 20 },
  standard: { rounds: 5, corpus: { games: 60, plies: 120 }, perftDepth: 5 },
};

self.onmessage = async ({ data }) => {
  try {
    const zb = await init();
    const settings = SETTINGS[data.mode] ?? SETTINGS.standard;
    const report = await runBenchmarks({
      zb, Chess, ...settings,
      onProgress: (fraction, label) => self.postMessage({ type: 'progress', fraction, label }),
    });
    report.environment = { runtime: navigator.userAgent, cores: navigator.hardwareConcurrency, date: new Date().toISOString(), mode: data.mode };
    self.postMessage({ type: 'result', report });
  } catch (error) {
    self.postMessage({ type: 'error', message: `${error.name}: ${error.message}` });
  }
};
