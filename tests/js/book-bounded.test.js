// The page's book build (web/pgn-jobs.js, which its PGN worker runs) on a
// PGN four times larger takes no more WASM memory: the builder's plies
// leave WASM memory in sorted runs and come back through a merger, so
// files of hundreds of MB build in the 2 GB the module may grow to. The
// bytes are still those of `zobrist book build`, halvings included (18 000
// games of 1. e4, split between the first run and the last).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from 'zobrist-wasm/all';
import { requireCli } from './helpers.js';
import { buildJob } from '../../web/pgn-jobs.js';

const RANDOM_GAMES = fileURLToPath(new URL('../../build/random-games', import.meta.url));
const MiB = 1 << 20;

let dir;
before(() => { dir = mkdtempSync(join(tmpdir(), 'zobrist-book-bounded-')); });
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

function cliBook(pgnPath, flags) {
  const out = join(dir, 'cli.bin');
  execFileSync(requireCli(), ['book', 'build', '--pgn', pgnPath, '--out', out, ...flags], { stdio: ['ignore', 'ignore', 'pipe'] });
  return readFileSync(out);
}

// The page's job on a fresh module: the book's bytes and the module's memory.
async function pageBuild(path, options) {
  const zb = await init();
  const before = zb.stats().memoryBytes;
  let book = null;
  const seen = [];
  await buildJob(zb, await openAsBlob(path), options, (message) => {
    seen.push(message.type);
    if (message.type === 'book') book = message.bytes;
  });
  assert.deepEqual(seen.filter((t) => t !== 'progress'), ['book']);
  return { book: Buffer.from(book), grew: zb.stats().memoryBytes - before };
}

describe('Books: the page builds books from large PGN files in bounded WASM memory', () => {
  it('4x the games take no more WASM memory, and the bytes equal `zobrist book build`', async function () {
    this.timeout(60000);
    if (!existsSync(RANDOM_GAMES)) throw new Error(`${RANDOM_GAMES} is missing: make build/random-games`);
    // random games are all draws: their Result tags made 1-0, 0-1, 1/2-1/2 and * in turn
    let n = 0;
    const games = execFileSync(RANDOM_GAMES, ['--games', '6000', '--seed', '17', '--format', 'pgn'], { maxBuffer: 1 << 28 }).toString()
      .replace(/\[Result "[^"]*"\]/g, () => `[Result "${['1-0', '0-1', '1/2-1/2', '*'][n++ % 4]}"]`);
    const quarter = games.slice(0, games.indexOf('[Event', Math.floor(games.length / 4)));
    const e4 = '[Result "1-0"]\n\n1. e4 e5 2. Nf3 1-0\n\n'.repeat(9000);
    const small = join(dir, 'small.pgn'), large = join(dir, 'large.pgn');
    writeFileSync(small, quarter);
    writeFileSync(large, e4 + games + e4);

    const a = await pageBuild(small, {});
    const b = await pageBuild(large, {});
    assert.ok(a.book.equals(cliBook(small, [])), 'small file: the CLI\'s bytes');
    assert.ok(b.book.equals(cliBook(large, [])), 'large file: the CLI\'s bytes');
    assert.ok(b.book.length > 16 * 100, `${b.book.length} bytes`);
    // 1.8 M plies (21 MB kept whole, twice for the sort) against 0.4 M; a
    // window a run to merge them (4 MiB)
    assert.ok(b.grew <= a.grew + 6 * MiB, `WASM memory grew by ${(a.grew / MiB).toFixed(1)} MiB for ${quarter.length} bytes of PGN, ${(b.grew / MiB).toFixed(1)} MiB for four times more`);
    assert.ok(b.grew <= 40 * MiB, `WASM memory grew by ${(b.grew / MiB).toFixed(1)} MiB`);

    const all = await pageBuild(large, { minGame: 1 });
    assert.ok(all.book.equals(cliBook(large, ['--min-game', '1'])), 'large file, min-game 1: the CLI\'s bytes');
    assert.ok(all.grew <= 40 * MiB, `WASM memory grew by ${(all.grew / MiB).toFixed(1)} MiB`);
  });
});
