// `make collisions PLY=6`: the census of the page's collisions panel, in Node:
// distinct positions per ply from the start, and colliding pairs of 32-, 48-
// and 64-bit hashes beside the birthday expectation P(P-1)/2^(b+1).
import { init, CENSUS_HASHES } from 'zobrist-wasm/all';

const ply = Number(process.argv[2] ?? 6);
if (!Number.isInteger(ply) || ply < 1 || ply > 7) {
  console.error('usage: node tools/collisions.js PLY   (PLY 1-7; 7 needs more than the 2 GiB a WASM module can have)');
  process.exit(2);
}
const zb = await init();
const start = performance.now();
let shown = -1;
let results;
try {
  results = zb.census(ply, {
    onProgress: (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent !== shown && percent % 5 === 0) process.stderr.write(`\r  census: ${percent}%`);
      shown = percent;
    },
  });
} catch (error) {
  console.error(`\ncollisions: ${error.message}`);
  process.exit(1);
}
process.stderr.write('\n');
const seconds = ((performance.now() - start) / 1000).toFixed(1);

const header = ['ply', 'positions', 'known', ...CENSUS_HASHES.map((h) => `${h.id} pairs (expected)`)];
const rows = results.map((r) => [
  String(r.ply),
  r.positions.toLocaleString('en'),
  r.positions === r.known ? 'ok' : `MISMATCH (${r.known})`,
  ...r.hashes.map((h) => `${h.pairs} (${h.expected < 0.01 && h.expected > 0 ? h.expected.toExponential(1) : h.expected.toFixed(2)})`),
]);
const widths = header.map((_, i) => Math.max(header[i].length, ...rows.map((r) => r[i].length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padStart(widths[i])).join('  '));
console.log(`\n${seconds} s; hashes: ${CENSUS_HASHES.map((h) => `${h.id} = ${h.label}`).join('; ')}`);
if (results.some((r) => r.positions !== r.known)) process.exit(1);
