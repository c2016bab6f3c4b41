// The page's PGN reading (web/pgn-jobs.js, which its PGN worker runs), in
// Node: readJob lists the first `limit` games and the bad games after them,
// each with its moves as one string of UCI, and counts every game.
import assert from 'node:assert/strict';
import { init } from 'zobrist-wasm/all';
import { readJob } from '../../web/pgn-jobs.js';

const good = (n) => `[White "W${n}"]\n[Black "B${n}"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n`;
const bad = (n) => `[White "W${n}"]\n[Black "B${n}"]\n[Result "0-1"]\n\n1. d4 d5 2. Ke3 0-1\n`;
// 12 games; bad ones at 2 (within the listed start), 7 and 11.
const PGN = Array.from({ length: 12 }, (_, i) => ([2, 7, 11].includes(i + 1) ? bad(i + 1) : good(i + 1))).join('\n');

let zb;
before(async () => { zb = await init(); });

async function run(job, ...args) {
  const messages = [];
  await job(zb, new Blob([PGN]), ...args, (m) => messages.push(m));
  return messages;
}

describe("the page's PGN jobs", () => {
  it('readJob: the first games and the bad games after them, with their moves, and the counts', async () => {
    const messages = await run(readJob, 4);
    const listed = messages.filter((m) => m.type === 'games').flatMap((m) => m.games);
    assert.deepEqual(listed.map((g) => g.number), [1, 2, 3, 4, 7, 11]);
    assert.deepEqual(listed.map((g) => g.uci), ['e2e4 e7e5 g1f3 b8c6', 'd2d4 d7d5', 'e2e4 e7e5 g1f3 b8c6', 'e2e4 e7e5 g1f3 b8c6', 'd2d4 d7d5', 'd2d4 d7d5']);
    assert.deepEqual(listed.map((g) => [g.white, g.black, g.result, g.plies]), [
      ['W1', 'B1', '1-0', 4], ['W2', 'B2', '0-1', 2], ['W3', 'B3', '1-0', 4], ['W4', 'B4', '1-0', 4], ['W7', 'B7', '0-1', 2], ['W11', 'B11', '0-1', 2],
    ]);
    assert.match(listed[4].error, /^game 7 \(White "W7" Black "B7"\), line \d+ column \d+, ply 3: ILLEGAL_MOVE "Ke3"/);
    assert.equal(listed[0].error, null);
    const done = messages.at(-1);
    assert.deepEqual([done.type, done.count, done.errors, done.listed, done.badAfter], ['done', 12, 3, 6, 2]);
    assert.equal(messages.at(-2).bytes, PGN.length, 'the last batch says the whole file was read');
  });

  it('readJob: at most `limit` bad games after the first `limit`, and every game of a short file', async () => {
    let listed = (await run(readJob, 1)).filter((m) => m.type === 'games').flatMap((m) => m.games);
    assert.deepEqual(listed.map((g) => g.number), [1, 2]); // 1 listed + 1 bad game after it (of 3)
    listed = (await run(readJob, 100)).filter((m) => m.type === 'games').flatMap((m) => m.games);
    assert.deepEqual(listed.map((g) => g.number), Array.from({ length: 12 }, (_, i) => i + 1));
    assert.ok(listed.every((g) => typeof g.uci === 'string'));
  });
});
