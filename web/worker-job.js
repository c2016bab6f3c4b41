// One run of a panel's Web Worker, as every long-running panel has it: the
// Run button and the settings locked while it runs (the results are
// labelled by them), a Stop button that ends the worker, and the panel's
// data-state (done, stopped, error, ...) set when the run is over.
//   url: the worker's module; message: what it is sent to start;
//   onMessage(data, finish): each message it posts; finish(text, state)
//   ends the run (once: later calls are ignored) and shows text as status;
//   stopText(): the status when Stop is clicked; onFinish(): after the
//   controls are unlocked (to disable again those the settings disable).
import { setDisabled } from './focus.js';

export function startWorkerJob({ url, message, panel, run, stop, controls = [], status, failed, stopText, onMessage, onFinish }) {
  const locked = [run, ...controls];
  stop.disabled = false;
  setDisabled(run, true, stop); // Enter on Run: the focus goes to Stop, not to the page
  for (const control of controls) control.disabled = true;
  delete panel.dataset.state;
  const worker = new Worker(url, { type: 'module' });
  let over = false;
  const finish = (text, state) => {
    if (over) return;
    over = true;
    worker.terminate();
    for (const control of locked) control.disabled = false;
    setDisabled(stop, true, run);
    stop.onclick = null;
    status.textContent = text;
    panel.dataset.state = state;
    onFinish?.();
  };
  stop.onclick = () => finish(stopText(), 'stopped');
  worker.onmessage = ({ data }) => { if (!over) onMessage(data, finish); };
  worker.onerror = (event) => finish(`${failed}: ${event.message}`, 'error');
  worker.postMessage(message);
  return finish;
}
