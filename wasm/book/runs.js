// Where buildBook keeps the sorted runs of plies out of WASM memory: Blobs
// where there are any (browsers may keep large ones on disk), else bytes.
// A run is read back a window at a time.
const hasBlob = typeof Blob === 'function';

export function runStore() {
  const runs = [];
  return {
    get count() { return runs.length; },
    // Copies the bytes (a view of WASM memory, valid until the next call).
    add(view) { runs.push(hasBlob ? new Blob([view]) : view.slice()); },
    // Up to `length` bytes of run i from `at` (none past its end).
    async read(i, at, length) {
      const run = runs[i];
      if (!hasBlob) return run.subarray(at, at + length);
      return new Uint8Array(await run.slice(at, at + length).arrayBuffer());
    },
  };
}
