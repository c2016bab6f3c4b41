// The speed panel: runs the benchmark worker, then a chart and a table of
// ns/op and ratios, downloadable as JSON.
import { startWorkerJob } from './worker-job.js';
import { Chart, BarController, BarElement, CategoryScale, LogarithmicScale, Legend, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LogarithmicScale, Legend, Tooltip);

const $ = (id) => document.getElementById(id);
const COLORS = ['#3867d6', '#20bf6b', '#f7b731', '#eb3b5a', '#8854d0'];

function formatRate(perSecond) {
  return perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M` : `${(perSecond / 1e3).toFixed(1)} k`;
}

export function setupBenchPanel() {
  let chart = null;
  let report = null;

  function show(result) {
    report = result;
    window.zobristBenchReport = result; // for tools/bench-browser.js
    const rows = [];
    for (const wl of result.workloads) {
      for (const r of wl.results) {
        const ratio = r.ratio === null ? '' : r.name === wl.baseline ? 'baseline' : `${r.ratio >= 10 ? r.ratio.toFixed(0) : r.ratio.toFixed(2)}×`;
        rows.push(`<tr><td>${wl.title}</td><td>${r.name}</td><td class="num">${r.nsPerOp.toFixed(1)}</td>` +
          `<td class="num">${formatRate(r.opsPerSecond)}</td><td class="num">${ratio}</td></tr>`);
      }
    }
    $('bench-table').tBodies[0].innerHTML = rows.join('');
    chart?.destroy();
    $('bench-chart').parentElement.classList.add('filled');
    chart = new Chart($('bench-chart'), {
      type: 'bar',
      data: {
        labels: result.workloads.flatMap((wl) => wl.results.map((r) => r.name)),
        datasets: result.workloads.map((wl, i) => ({
          label: `${wl.title} (${wl.unit})`,
          data: result.workloads.flatMap((other) => other.results.map((r) => (other === wl ? r.nsPerOp : null))),
          backgroundColor: COLORS[i % COLORS.length],
          skipNull: true,
        })),
      },
      options: {
        indexAxis: 'y', responsive: true, maintainAspectRatio: false, animation: false,
        scales: { x: { type: 'logarithmic', title: { display: true, text: 'ns per operation (log scale, shorter is faster)' } }, y: { stacked: true, ticks: { autoSkip: false } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    $('bench-download').disabled = false;
  }

  $('bench-run').addEventListener('click', () => {
    const mode = $('bench-rounds').value;
    $('bench-status').textContent = 'starting…';
    $('bench-progress').value = 0;
    startWorkerJob({
      url: new URL('./bench-worker.js', import.meta.url),
      message: { mode },
      panel: $('bench-panel'), run: $('bench-run'), stop: $('bench-stop'), controls: [$('bench-rounds')],
      status: $('bench-status'), failed: 'benchmark failed',
      stopText: () => `stopped at ${Math.round(100 * $('bench-progress').value)} %: ` +
        (report ? 'the chart and table are still the last finished run\'s' : 'no figures (a benchmark reports when all its rounds are done)'),
      onMessage(data, finish) {
        if (data.type === 'progress') {
          $('bench-progress').value = data.fraction;
          $('bench-status').textContent = data.label;
        } else if (data.type === 'result') {
          show(data.report);
          finish(`done: ${data.report.corpus.plies} plies, ${data.report.corpus.fens} FENs, ${data.report.rounds} round(s)`, 'done');
        } else {
          finish(`benchmark failed: ${data.message}`, 'error');
        }
      },
    });
  });

  $('bench-download').addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'zobrist-bench.json' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}
