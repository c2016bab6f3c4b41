// The audit panel: a layout's (or a seed's) 781 keys cut to b bits, audited
// in a worker (web/audit-worker.js) for dependent subsets of at most K keys;
// found vs expected per size, the dependencies by feature name, and the
// chosen one's pieces on a small board.
import { featureName } from './xor-trail.js';
import { buildMiniBoard, markPieces } from './mini-board.js';
import { startWorkerJob } from './worker-job.js';

const $ = (id) => document.getElementById(id);
const LIMIT = 1000;    // dependencies kept a size (the C core's default)
const LISTED = 200;    // the list shows the smallest this many
const NAMES = { polyglot: 'Polyglot', stockfish: 'Stockfish', chessjs: 'chess.js' };

const expectedText = (x) => (x === 0 ? '0' : x < 0.01 ? x.toExponential(2) : x < 1000 ? x.toPrecision(3) : Math.round(x).toLocaleString('en'));

function sizeRows(sizes) {
  const body = $('audit-table').tBodies[0];
  body.replaceChildren();
  for (const { size, found, moreThanLimit, expected } of sizes) {
    const tr = document.createElement('tr');
    tr.dataset.size = String(size);
    tr.dataset.found = String(found);
    tr.dataset.more = String(Boolean(moreThanLimit));
    tr.innerHTML = `<td class="num">${size}</td><td class="num found"></td><td class="num expected"></td>`;
    tr.querySelector('.found').textContent = moreThanLimit ? `more than ${Number(found).toLocaleString('en')}` : Number(found).toLocaleString('en');
    tr.querySelector('.expected').textContent = expectedText(Number(expected));
    body.append(tr);
  }
}

function choose(item, dependency) {
  for (const li of $('audit-dependencies').children) li.classList.toggle('chosen', li === item);
  markPieces($('audit-board'), dependency);
  const others = dependency.filter((f) => f >= 768).map(featureName);
  $('audit-chosen').textContent = `${dependency.map(featureName).join(' ⊕ ')} = 0` + (others.length ? ` (off the board: ${others.join(', ')})` : '');
}

function dependencyList(dependencies) {
  const list = $('audit-dependencies');
  list.replaceChildren();
  const sorted = [...dependencies].sort((a, b) => a.length - b.length);
  for (const dependency of sorted.slice(0, LISTED)) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'link';
    button.dataset.features = dependency.join(' ');
    button.textContent = dependency.map(featureName).join(' ⊕ ');
    button.addEventListener('click', () => choose(li, dependency));
    li.append(button);
    list.append(li);
  }
  if (sorted.length > LISTED) {
    const li = document.createElement('li');
    li.className = 'muted';
    li.textContent = `… and ${(sorted.length - LISTED).toLocaleString('en')} more`;
    list.append(li);
  }
}

export function setupAuditPanel() {
  buildMiniBoard($('audit-board'));
  const seedInput = $('audit-seed');
  const syncSeed = () => { seedInput.disabled = $('audit-layout').value !== 'seed'; };
  syncSeed();
  $('audit-layout').addEventListener('change', syncSeed);

  $('audit-run').addEventListener('click', () => {
    const spec = $('audit-layout').value, seed = seedInput.value.trim();
    const bits = Number($('audit-bits').value), high = $('audit-high').value === 'high', maxSize = Number($('audit-max-size').value);
    const status = $('audit-status'), panel = $('audit-panel');
    // A run, or a refused setting, starts from an empty panel: the last run's
    // progress and results went with its status line.
    $('audit-progress').value = 0;
    $('audit-table').tBodies[0].replaceChildren();
    $('audit-dependencies').replaceChildren();
    markPieces($('audit-board'), []);
    $('audit-chosen').textContent = '';
    const refuse = (text) => { status.textContent = text; panel.dataset.state = 'refused'; };
    if (!Number.isInteger(bits) || bits < 16 || bits > 64) return refuse('bits must be a whole number from 16 to 64');
    if (spec === 'seed' && !(/^\d{1,20}$/.test(seed) && BigInt(seed) < 2n ** 64n)) return refuse('a seed is a whole number from 0 to 2^64 − 1');
    const what = `${spec === 'seed' ? `seed ${seed}` : NAMES[spec]} keys, ${high ? 'high' : 'low'} ${bits} bits, subsets of at most ${maxSize}`;
    status.textContent = `auditing ${what}…`;
    startWorkerJob({
      url: new URL('./audit-worker.js', import.meta.url),
      message: { spec, seed, bits, high, maxSize, limit: LIMIT },
      // The settings stay as the run has them (its status names them).
      panel, run: $('audit-run'), stop: $('audit-stop'), status, failed: 'audit failed',
      controls: ['audit-layout', 'audit-seed', 'audit-bits', 'audit-high', 'audit-max-size'].map($), onFinish: syncSeed,
      // A large K at 64 bits takes minutes: the worker is simply ended.
      stopText: () => `stopped: ${what}`,
      onMessage(data, finish) {
        if (data.type === 'progress') { $('audit-progress').value = data.fraction; return; }
        if (data.type === 'missing') return finish(`cannot audit: ${data.message}`, 'missing');
        if (data.type === 'error') return finish(`audit failed: ${data.message}`, 'error');
        const { result, seconds } = data;
        $('audit-progress').value = 1;
        sizeRows(result.sizes);
        dependencyList(result.dependencies);
        const count = result.dependencies.length;
        finish(`done in ${seconds.toFixed(1)} s: ${what}; rank ${result.rank} of 781; ${count.toLocaleString('en')} dependenc${count === 1 ? 'y' : 'ies'}`
          + (count ? ', click one to see it on the board' : ''), 'done');
      },
    });
  });
}
