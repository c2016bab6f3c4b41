// The collisions panel: distinct positions per ply and colliding pairs per
// hash beside the birthday expectation.
import { startWorkerJob } from './worker-job.js';

const $ = (id) => document.getElementById(id);

function expected(value) {
  if (value === 0) return '0';
  return value >= 0.01 ? value.toFixed(2) : value.toExponential(1);
}

export function setupCensusPanel() {
  let shownPly = 0; // the ply of the census in the table
  $('census-run').addEventListener('click', () => {
    const ply = Number($('census-ply').value);
    $('census-status').textContent = `enumerating positions up to ply ${ply}…`;
    $('census-progress').value = 0;
    const started = performance.now();
    startWorkerJob({
      url: new URL('./census-worker.js', import.meta.url),
      message: { ply },
      panel: $('census-panel'), run: $('census-run'), stop: $('census-stop'), controls: [$('census-ply')],
      status: $('census-status'), failed: 'census failed',
      stopText: () => `stopped after ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        (shownPly ? `the table still shows the census up to ply ${shownPly}` : 'no table (a census reports when it finishes)'),
      onMessage(data, finish) {
        if (data.type === 'progress') {
          $('census-progress').value = data.fraction;
          return;
        }
        if (data.type === 'error') {
          finish(`census failed: ${data.message}`, 'error');
          return;
        }
        $('census-table').tBodies[0].innerHTML = data.results.map((r) => {
          const check = r.known === undefined ? '' : r.positions === r.known
            ? `<span class="check-ok">✔ ${r.known.toLocaleString('en')}</span>`
            : `<span class="check-bad">✘ ${r.known.toLocaleString('en')}</span>`;
          const cells = r.hashes.map((h) => `<td class="num" data-hash="${h.id}">${h.pairs} <span class="note">(${expected(h.expected)})</span></td>`);
          return `<tr data-ply="${r.ply}"><td>${r.ply}</td><td class="num positions">${r.positions.toLocaleString('en')}</td><td>${check}</td>${cells.join('')}</tr>`;
        }).join('');
        shownPly = ply;
        finish(`done in ${((performance.now() - started) / 1000).toFixed(1)} s: colliding pairs (expected)`, 'done');
      },
    });
  });
}
