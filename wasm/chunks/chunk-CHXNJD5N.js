// Bundled by esbuild from the sources in wasm/ (make); do not edit.

// wasm/core/node-read-file.js
async function readFile(url) {
  const fs = process.getBuiltinModule?.("node:fs");
  return fs ? fs.readFileSync(url) : (await import("node:fs/promises")).readFile(url);
}

export {
  readFile
};
