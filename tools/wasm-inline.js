// Writes the module as an ES module exporting its bytes in base64, for the
// zobrist-wasm/inline entry:  node tools/wasm-inline.js IN.wasm OUT.js
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node tools/wasm-inline.js IN.wasm OUT.js');
  process.exit(2);
}
const base64 = readFileSync(input).toString('base64');
writeFileSync(output, `// Generated from ${basename(input)} by tools/wasm-inline.js; do not edit.\n` +
  `export const wasmBase64 =\n  '${base64}';\n`);
