// Files for the Node entries (index.node.js, all.node.js), which are each
// bundled into one file of their own (Makefile), so this module is no chunk
// to load. Node 20.16+ and 22.3+ (every Node the package's engines allow)
// hand over their already loaded fs through process.getBuiltinModule; a
// static import of node:fs/promises instead cost a cold start about 1 ms.

// The bytes of a file: URL given to init().
export async function readFile(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  return fs ? fs.readFileSync(url) : (await import('node:fs/promises')).readFile(url);
}

// The bytes of the entry's own module beside it, read synchronously: for
// zobrist-all.wasm's 171 KB this starts sooner than the asynchronous read
// and compile (README, Figures); a module this large is not built in, as
// base64 it would be 228 KB more of the entry for Node to load.
export function readOwnModule(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  if (!fs) throw new Error(`cannot read ${url.href}: this Node has no process.getBuiltinModule (Node >= 20.16 or >= 22.3)`);
  return fs.readFileSync(url);
}
