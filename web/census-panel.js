// The collisions panel: distinct positions per ply and colliding pairs per
// hash beside the birthday expectation.
const $ = (id) => document.getElementById(id);

function expected(value) {
  if (value === 0) return '0';
  return value >= 0.01 ? value.toFixed(2) : value.toExponential(1);
}

export function setupCensusPanel() {
  $('census-run').addEventListener('click', () => {
    const button = $('census-run');
    const ply = Number($('census-ply').value);
    button.disabled = true;
    $('census-status').textContent = `enumerating positions up to ply ${ply}…`;
    $('census-progress').value = 0;
    const started = performance.now();
    const worker = new Worker(new URL('./census-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        $('census-progress').value = data.fraction;
        return;
      }
      worker.terminate();
      button.disabled = false;
      if (data.type === 'error') {
        $('census-status').textContent = `census failed: ${data.message}`;
        return;
      }
      $('census-table').tBodies[0].innerHTML = data.results.map((r) => {
        const check = r.known === undefined ? '' : r.positions === r.known
          ? `<span class="check-ok">✔ ${r.known.toLocaleString('en')}</span>`
          : `<span class="check-bad">✘ ${r.known.toLocaleString('en')}</span>`;
        const cells = r.hashes.map((h) => `<td class="num" data-hash="${h.id}">${h.pairs} <span class="note">(${expected(h.expected)})</span></td>`);
        return `<tr data-ply="${r.ply}"><td>${r.ply}</td><td class="num positions">${r.positions.toLocaleString('en')}</td><td>${check}</td>${cells.join('')}</tr>`;
      }).join('');
      $('census-status').textContent = `done in ${((performance.now() - started) / 1000).toFixed(1)} s: colliding pairs (expected)`;
    };
    worker.onerror = (event) => {
      worker.terminate();
      button.disabled = false;
      $('census-status').textContent = `census failed: ${event.message}`;
    };
    worker.postMessage({ ply });
  });
}
