// The page's PGN reading (web/pgn-jobs.js, which its PGN worker runs), in
// Node: readJob lists the first `limit` games and the bad games after them,
// each with its moves as one string of UCI, and counts every game.
import assert from 'node:assert/strict';
import { init } from 'zobrist-wasm/all';
import { buildJob, notPgnText, readJob } from '../../web/pgn-jobs.js';

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

  it('notPgnText: binary files by their magic or a NUL byte; PGN text (UTF-8, Latin-1, with a BOM) is text', () => {
    const bytes = (...b) => Uint8Array.from(b);
    assert.equal(notPgnText(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)), 'a PNG image');
    assert.equal(notPgnText(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)), 'a ZIP archive');
    assert.equal(notPgnText(bytes(0x1f, 0x8b, 8, 0)), 'a gzip-compressed file');
    assert.match(notPgnText(bytes(0xff, 0xfe, 0x5b, 0)), /^UTF-16 text/);
    assert.match(notPgnText(new TextEncoder().encode('[Event "x"]\0')), /NUL/);
    for (const text of [PGN, '\ufeff[Event "é"]\n\n1. e4 *\n', 'BZh is no bzip2 here', '']) {
      assert.equal(notPgnText(new TextEncoder().encode(text)), null, JSON.stringify(text.slice(0, 20)));
    }
    assert.equal(notPgnText(bytes(0x5b, 0xe9, 0x5d)), null, 'Latin-1 text');
  });

  it('readJob and buildJob post only not-text for a binary file', async () => {
    const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), PGN]);
    for (const [job, arg] of [[readJob, 10], [buildJob, {}]]) {
      const messages = [];
      await job(zb, png, arg, (m) => messages.push(m));
      assert.deepEqual(messages, [{ type: 'not-text', kind: 'a PNG image' }]);
    }
  });
});
