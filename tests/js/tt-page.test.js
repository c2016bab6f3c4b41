// The page's transposition-table errors experiment (web/tt-errors-job.js,
// which its worker runs), in Node: with the same seed it gives the same
// counts as `zobrist tt-errors`, row by row, for uniform and word keys, on
// the WASM table and on the pure-JS Paired32Table.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { init } from 'zobrist-wasm/all';
import { ttErrorsJob, MAX_M } from '../../web/tt-errors-job.js';
import { CLI } from './helpers.js';

const N = 8, TRIALS = 500, SEED = 1;

// successes[m] from the CLI's table: its measured fraction times the trials
// (k / 500 has at most 3 decimals: the printed 5 are exact).
function cliSuccesses(keys) {
  const text = execFileSync(CLI, ['tt-errors', '--n', String(N), '--trials', String(TRIALS), '--seed', String(SEED), '--keys', keys],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const rows = [...text.matchAll(/^ +(\d+) +(0\.\d{5}|1\.00000) /gm)];
  assert.deepEqual(rows.map((r) => Number(r[1])), Array.from({ length: MAX_M + 1 }, (_, m) => m), 'the CLI printed a row for each m');
  return rows.map((r) => Math.round(Number(r[2]) * TRIALS));
}

describe('the page\'s tt experiment and zobrist tt-errors: the same counts for the same seed', function () {
  let zb;
  before(async function () {
    if (!existsSync(CLI)) {
      console.log(`      (skipped: ${CLI} is missing; run make build/zobrist)`);
      this.skip();
    }
    zb = await init();
  });

  for (const keys of ['uniform', 'words']) {
    for (const impl of ['wasm', 'js']) {
      it(`${keys} keys, ${impl === 'wasm' ? 'TranspositionTable' : 'Paired32Table'}: n ${N}, ${TRIALS} trials, seed ${SEED}`, () => {
        const messages = [];
        ttErrorsJob(zb, { n: N, trials: TRIALS, keys, impl, seed: SEED }, (m) => messages.push(m));
        const result = messages.at(-1);
        assert.equal(result.type, 'result');
        assert.equal(result.trials, TRIALS);
        assert.deepEqual(messages.at(-2), { type: 'progress', done: TRIALS, trials: TRIALS, successes: result.successes });
        assert.deepEqual(result.successes, cliSuccesses(keys), 'successes[m] for m = 0..10');
      });
    }
  }
});
