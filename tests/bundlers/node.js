// The packed package in Node, from a temporary folder outside the
// repository (so nothing resolves to the checkout): ESM import, CommonJS
// require() (require(esm) unless the package has a CJS entry), the inlined
// module, and an engines field that admits no Node without what it needs.
//   node tests/bundlers/node.js     (packs the repository itself)
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pack, resolveExport, ROOT } from './pack.js';

const run = promisify(execFile);
export const START_KEY = '463b96181691fc9c';
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const HEX = "toString(16).padStart(16, '0')";

const SCRIPTS = {
  'ESM import': ['esm.mjs', `import { init } from 'zobrist-wasm';\nconst zb = await init();\nconsole.log(zb.keyOfFen('${START}').${HEX});\n`],
  'CommonJS require()': ['cjs.cjs', `const { init } = require('zobrist-wasm');\ninit().then((zb) => console.log(zb.keyOfFen('${START}').${HEX}));\n`],
  // CommonJS has no top-level await: initSync() needs no argument in Node.
  'CommonJS require(), initSync() with no argument (main and /all)': ['cjs-sync.cjs', `const { initSync } = require('zobrist-wasm');\n` +
    `const all = require('zobrist-wasm/all');\nconst a = initSync().keyOfFen('${START}'), b = all.initSync().keyOfFen('${START}');\n` +
    `console.log(a === b ? a.${HEX} : 'differ');\n`],
  'ESM import of zobrist-wasm/inline, initSync()': ['inline.mjs', `import { initSync } from 'zobrist-wasm/inline';\nconsole.log(initSync().keyOfFen('${START}').${HEX});\n`],
  // The file by its subpath, as a server or a copy step finds it.
  'zobrist-wasm/zobrist.wasm found by import.meta.resolve, its bytes to initSync()': ['resolve.mjs',
    `import { readFileSync } from 'node:fs';\nimport { initSync } from 'zobrist-wasm';\n` +
    `const zb = initSync(readFileSync(new URL(import.meta.resolve('zobrist-wasm/zobrist.wasm'))));\nconsole.log(zb.keyOfFen('${START}').${HEX});\n`],
};

// The Node versions where require() of an ES module works without a flag:
// 20.19+ on the 20 line, 22.12+ on the 22 line, and 23+.
const requireEsm = ([major, minor]) => major >= 23 || (major === 22 && minor >= 12) || (major === 20 && minor >= 19);
const PROBES = ['16.20.2', '18.0.0', '18.20.8', '20.0.0', '20.18.3', '20.19.0', '21.7.3', '22.0.0', '22.11.0', '22.12.0', '23.0.0', '24.0.0']
  .map((v) => v.split('.').map(Number));

// A small semver range check: ||, space-separated comparators, >= > <= < = ^ ~
// and partial versions (20, 20.19, 20.x, *).
function satisfies(version, range) {
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const test = (comp) => {
    const [, op = '=', raw] = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comp);
    const parts = raw.replace(/^v/, '').split('.');
    let given = parts.findIndex((p) => !/^\d+$/.test(p));
    if (given < 0) given = Math.min(parts.length, 3);
    const v = [0, 1, 2].map((i) => (i < given ? Number(parts[i]) : 0));
    const bump = (i) => (i < 0 ? [Infinity, 0, 0] : v.map((x, j) => (j < i ? x : j === i ? x + 1 : 0)));
    const c = cmp(version, v);
    const below = (i) => cmp(version, bump(i)) < 0; // under the next version at position i
    switch (op) {
      case '>=': return c >= 0;
      case '>': return given < 3 ? !below(given - 1) : c > 0;
      case '<=': return given < 3 ? below(given - 1) : c <= 0;
      case '<': return c < 0;
      case '^': return c >= 0 && below(v[0] > 0 || given < 2 ? 0 : v[1] > 0 || given < 3 ? 1 : 2);
      case '~': return c >= 0 && below(given < 2 ? 0 : 1);
      default: return given === 0 || (c >= 0 && below(given - 1)) || (given === 3 && c === 0);
    }
  };
  return range.split('||').some((alt) => alt.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).filter(Boolean).every(test));
}

// Returns [{ name, ok, detail }].
export async function checkNode(packageDir, pkg) {
  const dir = await mkdtemp(join(tmpdir(), 'zobrist-wasm-node-'));
  try {
    await cp(packageDir, join(dir, 'node_modules', 'zobrist-wasm'), { recursive: true });
    await writeFile(join(dir, 'package.json'), '{ "name": "node-app", "private": true }\n');
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const results = await Promise.all(Object.entries(SCRIPTS).map(async ([name, [file, source]]) => {
      await writeFile(join(dir, file), source);
      const started = performance.now();
      try {
        const { stdout, stderr } = await run(process.execPath, [file], { cwd: dir, env, timeout: 30000 });
        const key = stdout.trim();
        const ms = performance.now() - started;
        return key === START_KEY
          ? { name, ok: true, detail: `${key} (${ms.toFixed(0)} ms)${stderr.trim() ? `; stderr: ${stderr.trim()}` : ''}` }
          : { name, ok: false, detail: `printed ${JSON.stringify(key)} instead of ${START_KEY}${stderr.trim() ? `; stderr: ${stderr.trim()}` : ''}` };
      } catch (error) {
        const text = (error.stderr || error.message).trim().split('\n');
        const code = text.find((l) => /\bcode: '/.test(l)) ?? '';
        const message = text.find((l) => /^(\w*Error|Error)\b/.test(l)) ?? text.at(-1);
        return { name, ok: false, detail: `exit ${error.code}: ${message}${code ? ` (${code.trim()})` : ''}` };
      }
    }));
    const hasCjsEntry = resolveExport(pkg, '.', ['node', 'require']) !== resolveExport(pkg, '.', ['node', 'import']);
    const engines = pkg.engines?.node;
    if (hasCjsEntry) {
      results.push({ name: 'engines.node', ok: true, detail: `${engines} (the package has a CommonJS entry)` });
    } else {
      const bad = PROBES.filter((v) => satisfies(v, engines ?? '*') && !requireEsm(v)).map((v) => v.join('.'));
      results.push(bad.length
        ? { name: 'engines.node', ok: false, detail: `"${engines}" admits Node ${bad.join(', ')}, where require('zobrist-wasm') throws ERR_REQUIRE_ESM (no CommonJS entry; require(esm) needs 20.19+ or 22.12+)` }
        : { name: 'engines.node', ok: true, detail: `"${engines}": only Node versions with require(esm)` });
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(ROOT, 'build', 'bundlers-node');
  await rm(dir, { recursive: true, force: true });
  const { packageDir, pkg } = await pack(dir);
  const results = await checkNode(packageDir, pkg);
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'} node: ${r.name}: ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
