// Files for the Node entries (index.node.js, all.node.js), which are each
// bundled into one file of their own (Makefile), so this module is no chunk
// to load. Node 20.16+ and 22.3+ (every Node the package's engines allow)
// hand over their already loaded fs through process.getBuiltinModule; a
// static import of node:fs/promises instead cost a cold start about 1 ms.

// A string given to init() in Node: a URL when it has a scheme of two letters
// or more (file:, https:, data:), else a file path, relative to the working
// directory as fs takes it (C:\x is a path too).
export function fileUrl(source) {
  if (/^[a-z][a-z0-9+.-]+:/i.test(source)) return new URL(source);
  const url = process.getBuiltinModule?.('node:url');
  if (url) return url.pathToFileURL(source);
  return new URL(source, `file://${process.cwd().replace(/\/*$/, '/')}`); // no getBuiltinModule: a plain path
}

// The bytes of a file: URL: one given to init(), or /all's own module.
export async function readFile(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  return fs ? fs.readFileSync(url) : (await import('node:fs/promises')).readFile(url);
}

// The same, synchronously: /all's own module for initSync() with no
// argument. Node before 20.16 and 22.3 (outside the package's engines) has
// no process.getBuiltinModule, and an ES module no synchronous way to fs.
export function readFileSync(url) {
  const fs = process.getBuiltinModule?.('node:fs');
  if (!fs) throw new Error('initSync() with no argument reads zobrist-all.wasm with process.getBuiltinModule (Node 20.16+, 22.3+); pass its bytes');
  return fs.readFileSync(url);
}
