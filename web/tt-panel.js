// The transposition-table panel: Zobrist's error table (1970) measured in a
// worker (web/tt-worker.js), beside the exact value, e^(-2^-m) and the
// report's printed figures; rows fill in as the trials run.
import { startWorkerJob } from './worker-job.js';

const $ = (id) => document.getElementById(id);

const MAX_M = 10;
const Z95 = 1.959963984540054;
const PRINTED = ['.36778', '–', '–', '–', '–', '–', '–', '–', '–', '–', '.99901'];

// (1 - 2^-(n+m))^(2^n).
export function exactNoError(n, m) {
  return Math.exp(2 ** n * Math.log1p(-(2 ** -(n + m))));
}

// Wilson's 95 % interval for successes out of trials.
function wilson(successes, trials) {
  const p = successes / trials, z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = Z95 * Math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const f5 = (x) => x.toFixed(5);

function rows(n, trials, successes) {
  let html = '';
  for (let m = 0; m <= MAX_M; m++) {
    const exact = exactNoError(n, m);
    let measured = '', interval = '', inside = '';
    if (successes && trials > 0) {
      const p = successes[m] / trials;
      const [low, high] = wilson(successes[m], trials);
      measured = f5(p);
      interval = `${f5(low)} – ${f5(high)}`;
      inside = exact >= low && exact <= high ? ' class="inside"' : ' class="outside"';
    }
    html += `<tr data-m="${m}"><td>${m}</td><td class="num measured"${measured ? ` data-value="${measured}"` : ''}>${measured}</td>`
      + `<td class="num interval"${inside}>${interval}</td><td class="num exact" data-value="${exact}">${f5(exact)}</td>`
      + `<td class="num">${f5(Math.exp(-(2 ** -m)))}</td><td class="num">${PRINTED[m]}</td></tr>`;
  }
  return html;
}

export function setupTtPanel() {
  const body = $('tt-table').tBodies[0];
  const show = () => { body.innerHTML = rows(Number($('tt-n').value), 0, null); };
  show();
  // Another n: the table's exact values for it, and no measurement, so no
  // progress or status of the last run (of the n before) either.
  $('tt-n').addEventListener('change', () => {
    show();
    $('tt-progress').value = 0;
    delete $('tt-progress').dataset.done;
    if ($('tt-panel').dataset.state) $('tt-status').textContent = `n = ${$('tt-n').value}: run the experiment to measure these rows`;
    delete $('tt-panel').dataset.state;
  });
  $('tt-run').addEventListener('click', () => {
    const n = Number($('tt-n').value);
    const trials = Math.round(Number($('tt-trials').value));
    if (!Number.isFinite(trials) || trials < 100 || trials > 20000) {
      // No run: the last run's progress and rows go with its status line.
      $('tt-progress').value = 0;
      delete $('tt-progress').dataset.done;
      body.innerHTML = rows(n, 0, null);
      $('tt-status').textContent = 'trials must be between 100 and 20 000';
      $('tt-panel').dataset.state = 'refused';
      return;
    }
    const keys = $('tt-keys').value, impl = $('tt-impl').value;
    $('tt-progress').value = 0;
    $('tt-progress').dataset.done = '0';
    body.innerHTML = rows(n, 0, null);
    const what = `${keys === 'words' ? 'Zobrist codes of random words' : 'uniform SplitMix64 keys'}, ${impl === 'js' ? 'Paired32Table (JS)' : 'TranspositionTable (WASM)'}`;
    $('tt-status').textContent = `running ${trials.toLocaleString('en')} trials, n = ${n}: ${what}…`;
    const started = performance.now();
    startWorkerJob({
      url: new URL('./tt-worker.js', import.meta.url),
      message: { n, trials, keys, impl, seed: 1 },
      // The settings stay as the run has them (the table is labelled by n).
      panel: $('tt-panel'), run: $('tt-run'), stop: $('tt-stop'), controls: ['tt-n', 'tt-trials', 'tt-keys', 'tt-impl'].map($),
      status: $('tt-status'), failed: 'experiment failed',
      stopText: () => `stopped after ${$('tt-progress').dataset.done} of ${trials.toLocaleString('en')} trials (the rows show the trials done)`,
      onMessage(data, finish) {
        if (data.type === 'error') return finish(`experiment failed: ${data.message}`, 'error');
        body.innerHTML = rows(n, data.type === 'result' ? data.trials : data.done, data.successes);
        if (data.type === 'progress') {
          $('tt-progress').value = data.done / data.trials;
          $('tt-progress').dataset.done = String(data.done);
          return;
        }
        $('tt-progress').value = 1;
        $('tt-progress').dataset.done = String(data.trials);
        finish(`done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${trials.toLocaleString('en')} trials, n = ${n} (${(2 ** n).toLocaleString('en')} slots), ${what}`, 'done');
      },
    });
  });
}
