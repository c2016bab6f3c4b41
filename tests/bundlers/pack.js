// The package under test, as npm would publish it: `npm pack` of the
// repository root (lifecycle scripts included), extracted into a folder.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Packs the repository root into dir and extracts it as dir/package.
// BUNDLERS_PACK_LOCK=FILE runs `npm pack` (whose prepack may run make)
// under `flock FILE`, for machines where several builds share a checkout.
export async function pack(dir) {
  await mkdir(dir, { recursive: true });
  const npmArgs = ['pack', '--json', '--pack-destination', dir];
  const lock = process.env.BUNDLERS_PACK_LOCK;
  const [cmd, args] = lock ? ['flock', [lock, 'npm', ...npmArgs]] : ['npm', npmArgs];
  let stdout;
  try {
    ({ stdout } = await run(cmd, args, { cwd: ROOT, maxBuffer: 64 << 20 }));
  } catch (error) {
    throw new Error(`npm pack failed (exit ${error.code}):\n${error.stderr || error.message}`);
  }
  // prepack's output (make) may precede the JSON on stdout.
  const [info] = JSON.parse(stdout.slice(stdout.indexOf('\n[') + 1 || 0));
  const tarball = join(dir, info.filename);
  await run('tar', ['-xzf', tarball, '-C', dir]);
  const packageDir = join(dir, 'package');
  const pkg = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  return { tarball, packageDir, pkg, files: info.files.map((f) => f.path) };
}

// Resolves a subpath ('.', './inline') of package.json exports for a set of
// conditions, as Node's and the bundlers' resolvers do; null if none matches.
export function resolveExport(pkg, subpath, conditions) {
  let target = pkg.exports;
  if (target === undefined) return subpath === '.' ? (pkg.browser && conditions.includes('browser') && typeof pkg.browser === 'string' ? pkg.browser : pkg.main ?? './index.js') : null;
  const sugar = typeof target === 'string' || Array.isArray(target) || !Object.keys(target).some((k) => k.startsWith('.'));
  if (sugar) target = subpath === '.' ? target : undefined;
  else target = target[subpath];
  const pick = (t) => {
    if (t === null || t === undefined) return null;
    if (typeof t === 'string') return t;
    if (Array.isArray(t)) {
      for (const x of t) { const r = pick(x); if (r) return r; }
      return null;
    }
    for (const [key, value] of Object.entries(t)) {
      if (key !== 'default' && !conditions.includes(key)) continue;
      const r = pick(value);
      if (r) return r;
    }
    return null;
  };
  return pick(target);
}
