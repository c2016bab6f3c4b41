// How a C callback reaches JS during a synchronous WASM run: the module
// imports env.zbw_audit_progress (src/wasm/exports_audit.c), which the
// loader binds to progressImport here for every instance, and a run sets the
// callback it stands for. The imports object is shared by every instance,
// so the callback is per run, not per instance; a run started from inside
// another's callback stacks its own and restores the outer one.
let current = null;

// The import: what the current run's callback returns (nonzero cancels).
export function progressImport(fraction) {
  return current ? current(fraction) : 0;
}

// Runs run() with callback (fraction => 0 or 1) as the progress import's.
export function withProgress(callback, run) {
  const outer = current;
  current = callback;
  try {
    return run();
  } finally {
    current = outer;
  }
}
