// PGN from WASM: every kind of source (a string, bytes, chunks of any size,
// Node and web streams, Blobs) gives the same games; keys, moves, tags and
// errors equal `zobrist pgn --format jsonl` on eco.pgn and random games;
// bad games are reported and reading goes on; constant memory on 50+ MB;
// readers are freed when a loop is left early or forgotten.
import assert from 'node:assert/strict';
import { spawnSync, execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { splitmix64, ZobristError } from 'zobrist-wasm';
import { zb, requireCli, START } from './helpers.js';

const ECO = '/usr/share/pgn-extract/eco.pgn';
const RANDOM_GAMES = fileURLToPath(new URL('../../build/random-games', import.meta.url));
const throwsCode = (fn, code) => assert.throws(fn, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);
const rejectsCode = (promise, code) => assert.rejects(promise, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);

function randomGamesPgn(games, seed) {
  if (!existsSync(RANDOM_GAMES)) throw new Error(`${RANDOM_GAMES} is missing: make build/random-games`);
  return execFileSync(RANDOM_GAMES, ['--games', String(games), '--seed', String(seed), '--format', 'pgn'], { maxBuffer: 1 << 28 });
}

// Bad games between good ones: each error is reported and the next game read.
const BAD = `[Event "illegal"]
[White "Anand, V."]
[Black "Carlsen, M."]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 O-O?? 5. Bxd7 1-0

[Event "good after illegal"]

1. d4 d5 2. c4 e6 *

[Event "bad fen"]
[SetUp "1"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"]

1. e4 *

[Event "good after bad fen"]
[FEN "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"]

1. O-O O-O-O 2. Rf7 Rd2 *

[Event "unterminated comment"]

1. e4 { a comment that never ends
2. e5

[Event "good after comment"]
[White "Müller, Jürgen"]
[Black "Ødegaard, Åse ♞"]

1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O O-O 1/2-1/2

[Event "tag syntax"]
[SetUp 1]

1. e4 *

[Event "promotions, en passant, null move"]
[FEN "8/P6k/8/3pP3/8/8/7K/8 w - d6 0 1"]

1. exd6 Kg6 2. a8=Q -- 3. d7 Kf5 4. d8=N+ *

[Event "variations"]

1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... c5 2. Nf3 (2. Nc3 Nc6 (2... d6)) 2... d6 1-0
`;

// The test input: eco.pgn, 150 random games, the bad games, as UTF-8.
let text, bytes, dir, file;
before(function () {
  this.timeout(60000);
  requireCli();
  bytes = Buffer.concat([readFileSync(ECO), Buffer.from('\n'), randomGamesPgn(150, 7), Buffer.from('\n' + BAD)]);
  text = bytes.toString('utf8');
  dir = mkdtempSync(join(tmpdir(), 'zobrist-pgn-'));
  file = join(dir, 'all.pgn');
  writeFileSync(file, bytes);
});
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

// A game as plain data, lazy fields included (BigInts as hex).
const plain = (g) => JSON.stringify(g);

async function collect(source, options) {
  const games = [];
  for await (const g of zb.readPgn(source, options)) games.push(g);
  return games;
}

// Chunks of random sizes 1..max from a seed.
function* randomChunks(data, seed, max) {
  const rng = splitmix64(seed);
  for (let at = 0; at < data.length;) {
    const n = 1 + Number(rng.next().value % BigInt(max));
    yield data.subarray ? data.subarray(at, at + n) : data.slice(at, at + n);
    at += n;
  }
}
async function* asyncly(iterable) { for (const x of iterable) yield x; }

function cliJsonl(path, ...flags) {
  const r = spawnSync(requireCli(), ['pgn', '--format', 'jsonl', ...flags, path], { maxBuffer: 1 << 28 });
  return { games: r.stdout.toString().trim().split('\n').map((l) => JSON.parse(l)), stderr: r.stderr.toString() };
}

const hex = (keys) => Array.from(keys, (k) => k.toString(16).padStart(16, '0'));

// A JS game against the CLI's JSON line for it.
function assertSameAsCli(g, c) {
  const where = `game ${c.game}`;
  assert.equal(g.number, c.game, where);
  assert.equal(g.line, c.line, where);
  assert.deepEqual(g.tags, c.tags, where);
  assert.equal(g.fen, c.fen, where);
  assert.equal(g.result, c.result, where);
  assert.deepEqual(g.uci, c.uci, where);
  assert.deepEqual(hex(g.keys), c.keys, where);
  assert.equal(g.keys.length, g.plies + (g.fen ? 1 : 0), where);
  assert.deepEqual(g.warnings, c.warnings, where);
  if (c.error === null) {
    assert.equal(g.error, null, where);
  } else {
    const e = g.error;
    assert.equal(e.code, `PGN_${c.error.code}`, where);
    assert.deepEqual([e.line, e.column, e.ply, e.depth, e.text, e.fen ?? ''], [c.error.line, c.error.column, c.error.ply, c.error.depth, c.error.text, c.error.fen], where);
    assert.equal(e.chessCode, c.error.chess_error ?? null, where);
  }
  if (c.variations) {
    assert.deepEqual(g.variations.map((v) => [v.depth, v.ply, v.uci, hex([v.keyBefore])[0], hex([v.key])[0]]),
      c.variations.map((v) => [v.depth, v.ply, v.uci, v.key_before, v.key]), where);
  }
}

describe('PGN: every source gives the same games', () => {
  let reference;
  before(() => { reference = zb.readPgnSync(text).map(plain); });

  it('readPgnSync of the text and of its bytes agree, and there are games of every kind', () => {
    assert.deepEqual(zb.readPgnSync(bytes).map(plain), reference);
    assert.deepEqual(zb.readPgnSync(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)).map(plain), reference);
    assert.ok(reference.length > 2000, `${reference.length} games`);
    assert.ok(zb.readPgnSync(text).filter((g) => g.error).length >= 4);
  });

  it('readPgn: a string, a Uint8Array, an ArrayBuffer, a Blob', async () => {
    assert.deepEqual((await collect(text)).map(plain), reference);
    assert.deepEqual((await collect(bytes)).map(plain), reference);
    assert.deepEqual((await collect(new Uint8Array(bytes).buffer)).map(plain), reference);
    assert.deepEqual((await collect(new Blob([bytes]))).map(plain), reference);
  });

  it('readPgn: an array of Uint8Array chunks, and an async iterable of random sizes (1 byte to 64 KiB)', async () => {
    const fixed = [];
    for (let at = 0; at < bytes.length; at += 4093) fixed.push(bytes.subarray(at, at + 4093));
    assert.deepEqual((await collect(fixed)).map(plain), reference);
    assert.deepEqual((await collect(asyncly(randomChunks(bytes, 1n, 300)))).map(plain), reference);
    assert.deepEqual((await collect(asyncly(randomChunks(bytes, 2n, 200000)))).map(plain), reference);
  });

  it('readPgn: 1-byte chunks (the bad games and 100 eco.pgn games)', async () => {
    const small = Buffer.from(text.slice(0, 12000) + '\n' + BAD);
    const expected = zb.readPgnSync(small).map(plain);
    assert.ok(expected.length > 100);
    assert.deepEqual((await collect(asyncly(randomChunks(small, 3n, 1)))).map(plain), expected);
    // string chunks split anywhere, even between a surrogate pair's halves
    assert.deepEqual((await collect(asyncly(randomChunks(small.toString(), 4n, 3)))).map(plain), expected);
  });

  it('readPgn: two string chunks split at every index, between the halves of surrogate pairs too', async () => {
    const astral = '[Event "chess \u{1F600} game"]\n[White "\u{1D4B2}\u{1F600}"]\n\n1. e4 {\u{1F600}} e5 *\n[Event "\u{1F600}"]\n1. d4 *\n';
    const whole = zb.readPgnSync(astral), expected = whole.map(plain);
    assert.equal(whole.length, 2);
    assert.equal(whole[0].tags.Event, 'chess \u{1F600} game');
    for (let at = 0; at <= astral.length; at++) {
      assert.deepEqual((await collect([astral.slice(0, at), astral.slice(at)])).map(plain), expected, `split at ${at}`);
    }
    // a lone half, as the text ends or as bytes follow: U+FFFD, as TextEncoder writes it
    const [lone] = await collect(['[Event "a\uD83D', new TextEncoder().encode('"]\n\n1. e4 *\n')]);
    assert.equal(lone.tags.Event, 'a\uFFFD');
  });

  it('replay() takes null moves as the reader does ("--", "Z0", UCI "0000")', () => {
    const [game] = zb.readPgnSync('1. e4 -- 2. d4 Z0 3. Nf3 *\n');
    assert.equal(game.keys.length, 6);
    assert.deepEqual(zb.replay('1. e4 -- 2. d4 Z0 3. Nf3'), game.keys);
    assert.deepEqual(zb.replay(['e4', '0000', 'd4', '--', 'Nf3']), game.keys);
  });

  it('error texts are whole characters: Latin-1 converted, a long text cut between characters', () => {
    const [latin1] = zb.readPgnSync(Buffer.from('[Variant "M\xfcller]\n\n1. e4 *\n', 'latin1'));
    assert.equal(latin1.error.code, 'PGN_TAG_SYNTAX');
    assert.equal(latin1.error.text, '[Variant "M\u00fcller]');
    const [long] = zb.readPgnSync(`[FEN "a${'\u00e9'.repeat(40)}"\n\n1. e4 *\n`);
    assert.equal(long.error.text, `[FEN "a${'\u00e9'.repeat(26)}...`);
  });

  it('readPgn: string chunks of random sizes (multi-byte characters inside)', async () => {
    assert.deepEqual((await collect(asyncly(randomChunks(text, 5n, 5000)))).map(plain), reference);
  });

  it('readPgn: a Node stream (fs.createReadStream), also with an encoding', async () => {
    assert.deepEqual((await collect(createReadStream(file, { highWaterMark: 997 }))).map(plain), reference);
    assert.deepEqual((await collect(createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 }))).map(plain), reference);
  });

  it('readPgn: a web ReadableStream', async () => {
    const chunks = randomChunks(bytes, 6n, 20000);
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
    });
    assert.deepEqual((await collect(stream)).map(plain), reference);
    assert.deepEqual((await collect(Readable.toWeb(createReadStream(file)))).map(plain), reference);
  });

  it('readPgn: a byte stream (as Blob.stream() is) is read into one buffer of its own, used again', async () => {
    let pulls = 0, byob = 0;
    const chunks = randomChunks(bytes, 9n, 20000);
    const stream = new ReadableStream({
      type: 'bytes',
      pull(controller) {
        pulls++;
        if (controller.byobRequest) byob++;
        const next = chunks.next();
        if (next.done) {
          controller.close();
          controller.byobRequest?.respond(0);
        } else controller.enqueue(new Uint8Array(next.value)); // into the reader's buffer
      },
    });
    assert.deepEqual((await collect(stream)).map(plain), reference);
    assert.ok(pulls > 10 && byob === pulls, `${byob} of ${pulls} reads into the reader's buffer`);
  });
});

describe('PGN: equal to `zobrist pgn`', () => {
  it('eco.pgn and 150 random games and the bad games: tags, FEN, result, moves, keys, warnings, errors', () => {
    const { games: cli } = cliJsonl(file);
    const games = zb.readPgnSync(bytes);
    assert.equal(games.length, cli.length);
    games.forEach((g, i) => assertSameAsCli(g, cli[i]));
  });

  it('keys on 2000 random games (a line of keys a game)', function () {
    this.timeout(120000);
    const pgn = randomGamesPgn(2000, 11);
    const path = join(dir, 'random.pgn');
    writeFileSync(path, pgn);
    const lines = execFileSync(requireCli(), ['pgn', path], { maxBuffer: 1 << 28 }).toString().trim().split('\n');
    const games = zb.readPgnSync(pgn);
    assert.equal(games.length, 2000);
    let plies = 0;
    games.forEach((g, i) => {
      assert.equal(hex(g.keys).join(' '), lines[i], `game ${i + 1}`);
      plies += g.plies;
    });
    assert.ok(plies > 400000, `${plies} plies`);
  });

  it('with variations: the moves inside them, with the keys before and after', () => {
    const { games: cli } = cliJsonl(file, '--variations');
    const games = zb.readPgnSync(bytes, { variations: true });
    assert.equal(games.length, cli.length);
    games.forEach((g, i) => assertSameAsCli(g, cli[i]));
    const v = games.find((g) => g.tags.Event === 'variations');
    assert.deepEqual(v.variations.map((m) => m.uci), ['d2d4', 'd7d5', 'g8f6', 'c2c4', 'c2c4', 'b1c3', 'b8c6', 'd7d6']);
    assert.equal(zb.readPgnSync(BAD).find((g) => g.tags.Event === 'variations').variations, undefined);
  });

  it('SAN of every main-line move equals what a Position says', () => {
    let nulls = 0;
    for (const g of zb.readPgnSync(text).slice(-400)) {
      if (!g.fen) continue;
      const pos = new zb.Position(g.fen);
      try {
        for (let i = 0; i < g.plies; i++) {
          if (g.moves[i] === 0) { // a null move: the Position cannot follow it
            assert.deepEqual([g.san[i], g.uci[i]], ['--', '0000']);
            nulls++;
            break;
          }
          assert.equal(pos.toSan(g.uci[i]), g.san[i]);
          pos.playCode(g.moves[i]);
          assert.equal(pos.key, g.keys[i + 1]);
        }
      } finally {
        pos.free();
      }
    }
    assert.equal(nulls, 1);
  });
});

describe('PGN: keys without moves ({ moves: false }, { tags: false })', () => {
  const TAG_FIELDS = ['tags', 'tagList', 'result', 'fen'];
  const KEY_FIELDS = ['number', 'line', 'plies', 'keys', 'warnings', 'error'];
  const pick = (g, fields) => Object.fromEntries(fields.map((f) => [f, g[f]]));

  it('the same numbers, keys, warnings and errors as the whole games, and nothing else', () => {
    const full = zb.readPgnSync(bytes, { variations: true });
    const keys = zb.readPgnSync(bytes, { moves: false, tags: false, variations: true });
    const tagged = zb.readPgnSync(bytes, { moves: false });
    assert.equal(keys.length, full.length);
    assert.equal(tagged.length, full.length);
    assert.ok(full.some((g) => g.error) && full.some((g) => g.warnings.length));
    full.forEach((g, i) => {
      assert.deepEqual(keys[i], { ...pick(g, KEY_FIELDS), variations: g.variations }, `game ${i + 1}`);
      assert.deepEqual(tagged[i], pick(g, [...KEY_FIELDS, ...TAG_FIELDS]), `game ${i + 1}`);
      for (const field of ['moves', 'uci', 'san']) assert.ok(!(field in keys[i]) && !(field in tagged[i]), field);
    });
  });

  it('a failed game keeps its whole error (the message names the players) without tags', () => {
    const [game] = zb.readPgnSync(BAD, { moves: false, tags: false });
    assert.equal(game.error.code, 'PGN_ILLEGAL_MOVE');
    assert.match(game.error.message, /^game 1 \(White "Anand, V\." Black "Carlsen, M\." Event "illegal"\), line 5/);
    assert.ok(!('tags' in game));
  });

  it('readPgn streams them too, in chunks of any size', async () => {
    const want = zb.readPgnSync(text, { moves: false, tags: false });
    const got = await collect(randomChunks(bytes, 5, 4096), { moves: false, tags: false });
    assert.deepEqual(got, want);
  });

  it('options: tags: false needs moves: false (ARGUMENT); not booleans (ARGUMENT_TYPE)', () => {
    throwsCode(() => zb.readPgnSync('1. e4 *', { tags: false }), 'ARGUMENT');
    throwsCode(() => zb.readPgn('1. e4 *', { moves: true, tags: false }), 'ARGUMENT');
    throwsCode(() => zb.readPgnSync('1. e4 *', { moves: 0 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.readPgn('1. e4 *', { moves: false, tags: 'no' }), 'ARGUMENT_TYPE');
  });
});

describe('PGN: games without keys ({ keys: false })', () => {
  const withoutKeys = ({ keys, ...rest }) => rest; // eslint-disable-line no-unused-vars

  it('every other field as the default read gives it, whole games and without moves', () => {
    for (const options of [{}, { variations: true }, { moves: false }, { moves: false, tags: false }]) {
      const want = zb.readPgnSync(bytes, options);
      const got = zb.readPgnSync(bytes, { ...options, keys: false });
      assert.equal(got.length, want.length);
      assert.ok(want.some((g) => g.error) && want.some((g) => g.keys.length > 1), 'the file has bad games and keys');
      const fields = (g) => (options.moves === false ? g : { ...g, uci: g.uci, san: g.san }); // with the lazy ones
      got.forEach((g, i) => {
        assert.ok(!('keys' in g), `game ${i + 1} of ${JSON.stringify(options)} has keys`);
        assert.deepEqual(fields(g), withoutKeys(fields(want[i])), `game ${i + 1} of ${JSON.stringify(options)}`);
      });
    }
  });

  it('a game without keys still says where it failed, and its JSON has no keys', () => {
    const [game] = zb.readPgnSync(BAD, { keys: false });
    assert.equal(game.error.code, 'PGN_ILLEGAL_MOVE');
    assert.deepEqual(game.error, zb.readPgnSync(BAD)[0].error);
    assert.ok(!('keys' in JSON.parse(JSON.stringify(game))));
    assert.deepEqual(JSON.parse(JSON.stringify(game)).uci, game.uci);
  });

  it('readPgn streams them too, in chunks of any size', async () => {
    const want = zb.readPgnSync(text, { moves: false, keys: false });
    const got = await collect(randomChunks(bytes, 7, 4096), { moves: false, keys: false });
    assert.deepEqual(got, want);
  });

  it('options: keys must be a boolean (ARGUMENT_TYPE)', () => {
    throwsCode(() => zb.readPgnSync('1. e4 *', { keys: 0 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.readPgn('1. e4 *', { keys: 'no' }), 'ARGUMENT_TYPE');
  });
});

describe('PGN: bad games', () => {
  const games = () => zb.readPgnSync(BAD);
  const byEvent = (list, e) => list.find((g) => g.tags.Event === e);

  it('an illegal move: code, line, column, ply, move, FEN; the moves and keys before it stay', () => {
    const g = byEvent(games(), 'illegal');
    assert.deepEqual({ ...g.error, message: undefined }, {
      code: 'PGN_ILLEGAL_MOVE', message: undefined, line: 5, column: 39, offset: 99, ply: 8, depth: 0, move: 'O-O??', text: 'O-O??',
      fen: 'r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4', chessCode: 'MOVE_ILLEGAL',
    });
    assert.deepEqual(g.san, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6']);
    assert.equal(g.keys.length, 8);
    assert.equal(g.keys[0], zb.keyOfFen(START));
  });

  it('a bad FEN tag, an unterminated comment, a bad tag pair; the following games are read', () => {
    const list = games();
    assert.deepEqual(list.map((g) => [g.tags.Event, g.error?.code ?? null]), [
      ['illegal', 'PGN_ILLEGAL_MOVE'], ['good after illegal', null],
      ['bad fen', 'PGN_BAD_FEN_TAG'], ['good after bad fen', null],
      ['unterminated comment', 'PGN_UNTERMINATED_COMMENT'], ['good after comment', null],
      ['tag syntax', 'PGN_TAG_SYNTAX'], ['promotions, en passant, null move', null], ['variations', null],
    ]);
    const fen = byEvent(list, 'bad fen');
    assert.deepEqual([fen.error.line, fen.error.column, fen.error.chessCode, fen.fen, fen.keys.length, fen.error.move], [13, 1, 'FEN_PIECE_CHAR', '', 0, null]);
    const comment = byEvent(list, 'unterminated comment');
    assert.deepEqual([comment.error.line, comment.error.column, comment.uci], [24, 7, ['e2e4']]);
    const good = byEvent(list, 'good after comment');
    assert.equal(good.tags.White, 'Müller, Jürgen');
    assert.equal(good.tags.Black, 'Ødegaard, Åse ♞');
    assert.deepEqual(good.san.slice(-2), ['O-O', 'O-O']);
    const castle = byEvent(list, 'good after bad fen');
    assert.deepEqual(castle.uci, ['e1g1', 'e8c8', 'f1f7', 'd8d2']);
    const special = byEvent(list, 'promotions, en passant, null move');
    assert.deepEqual(special.uci, ['e5d6', 'h7g6', 'a7a8q', '0000', 'd6d7', 'g6f5', 'd7d8n']);
    assert.deepEqual(special.san, ['exd6', 'Kg6', 'a8=Q', '--', 'd7', 'Kf5', 'd8=N']);
  });

  it('error messages are the CLI\'s lines', () => {
    const path = join(dir, 'bad.pgn');
    writeFileSync(path, BAD);
    const { stderr } = cliJsonl(path);
    const cliLines = stderr.trim().split('\n').map((l) => l.replace(`zobrist: ${path}: `, ''));
    assert.deepEqual(games().filter((g) => g.error).map((g) => g.error.message), cliLines);
    assert.match(cliLines[0], /^game 1 \(White "Anand, V." Black "Carlsen, M." Event "illegal"\), line 5 column 39, ply 8: ILLEGAL_MOVE "O-O\?\?"/);
  });

  it('warnings: no result, result mismatch, Latin-1 tags (bytes)', () => {
    const latin1 = Buffer.concat([Buffer.from('[Event "x"]\n[White "M'), Buffer.from([0xfc]), Buffer.from('ller"]\n[Result "1-0"]\n\n1. e4 0-1\n\n1. d4\n')]);
    const [a, b] = zb.readPgnSync(latin1);
    assert.equal(a.tags.White, 'Müller');
    assert.deepEqual(a.warnings, ['RESULT_MISMATCH', 'LATIN1']);
    assert.deepEqual([b.result, b.warnings], ['*', ['NO_RESULT']]);
  });

  it('a tag with no value is skipped with a warning; the next game\'s tags may follow a result on its line', () => {
    const [a, b, c] = zb.readPgnSync('[Event "a"]\n[Site]\n\n1. e4 e5 1-0[Event "b"]\n\n1. d4 *[Event "c"]\n1. c4 *\n');
    assert.deepEqual([a.tags, a.warnings, a.uci, a.error], [{ Event: 'a' }, ['TAG_WITHOUT_VALUE'], ['e2e4', 'e7e5'], null]);
    assert.deepEqual([b.tags, b.line, b.uci, b.warnings, b.error], [{ Event: 'b' }, 4, ['d2d4'], [], null]);
    assert.deepEqual([c.tags, c.uci, c.error], [{ Event: 'c' }, ['c2c4'], null]);
  });
});

describe('PGN: memory and ownership', () => {
  it('a 50+ MB PGN streamed in chunks grows WASM memory by less than 8 MB', async function () {
    this.timeout(300000);
    const block = randomGamesPgn(1000, 21); // about 1.7 MB
    const repeats = Math.ceil((52 << 20) / block.length);
    async function* generated() {
      for (let r = 0; r < repeats; r++) {
        for (let at = 0; at < block.length; at += 65536) yield block.subarray(at, at + 65536);
      }
    }
    const blockKeys = zb.readPgnSync(block).map((g) => g.keys);
    const before = zb.stats().memoryBytes;
    let games = 0, bytesSeen = 0, calls = 0;
    for await (const g of zb.readPgn(generated(), { onProgress: (n) => { assert.ok(n >= bytesSeen); bytesSeen = n; calls++; } })) {
      const k = blockKeys[games % 1000];
      if (games % 997 === 0) assert.deepEqual(g.keys, k);
      games++;
    }
    assert.equal(games, 1000 * repeats);
    assert.equal(bytesSeen, block.length * repeats);
    assert.ok(bytesSeen > 50e6 && calls > 700);
    const growth = zb.stats().memoryBytes - before;
    assert.ok(growth < 8 << 20, `WASM memory grew by ${growth} bytes`);
  });

  it('leaving a for-await early frees the reader, and cancels a stream', async () => {
    const live = zb.stats().livePositions;
    for await (const g of zb.readPgn(bytes)) {
      assert.equal(zb.stats().livePositions, live + 1);
      if (g.number === 3) break;
    }
    assert.equal(zb.stats().livePositions, live);
    let cancelled = false;
    const stream = new ReadableStream({
      pull(c) { c.enqueue(new Uint8Array(bytes.subarray(0, 5000))); },
      cancel() { cancelled = true; },
    });
    for await (const g of zb.readPgn(stream)) if (g.number === 2) break;
    assert.ok(cancelled);
    let byteStreamCancelled = false;
    const byteStream = new ReadableStream({
      type: 'bytes',
      pull(c) { c.enqueue(new Uint8Array(bytes.subarray(0, 5000))); },
      cancel() { byteStreamCancelled = true; },
    });
    for await (const g of zb.readPgn(byteStream)) if (g.number === 2) break;
    assert.ok(byteStreamCancelled);
    const node = createReadStream(file, { highWaterMark: 1000 });
    for await (const g of zb.readPgn(node)) if (g.number === 2) break;
    assert.ok(node.destroyed);
    await assert.rejects(async () => {
      for await (const g of zb.readPgn(bytes)) if (g.number === 5) throw new Error('stop');
    }, /stop/);
    assert.equal(zb.stats().livePositions, live);
  });

  it('two readers interleaved, and a book built meanwhile, do not disturb each other', async () => {
    const a = zb.readPgn(asyncly(randomChunks(bytes, 8n, 3000)));
    const b = zb.readPgn(BAD);
    const expectedA = zb.readPgnSync(bytes).map(plain), expectedB = zb.readPgnSync(BAD).map(plain);
    const gotA = [], gotB = [];
    const building = zb.buildBook(readFileSync(ECO), { minGame: 1 });
    for (;;) {
      const [x, y] = [await a.next(), await b.next()];
      if (!x.done) gotA.push(plain(x.value));
      if (!y.done) gotB.push(plain(y.value));
      if (x.done && y.done) break;
    }
    assert.ok((await building).length > 0);
    assert.deepEqual(gotA, expectedA);
    assert.deepEqual(gotB, expectedB);
  });

  it('a reader that is dropped mid-way is freed by the FinalizationRegistry', async function () {
    if (typeof globalThis.gc !== 'function') this.skip();
    const live = zb.stats().livePositions;
    await (async () => {
      for (let i = 0; i < 20; i++) await zb.readPgn(bytes).next(); // never finished nor returned
    })();
    assert.equal(zb.stats().livePositions, live + 20);
    for (let round = 0; round < 300 && zb.stats().livePositions > live; round++) { // up to 3 s on a loaded machine
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(zb.stats().livePositions, live);
  });
});

describe('PGN: arguments', () => {
  it('bad sources and options throw ARGUMENT_TYPE at once', () => {
    for (const bad of [undefined, null, 42, {}, true, () => 1]) {
      throwsCode(() => zb.readPgn(bad), 'ARGUMENT_TYPE');
      throwsCode(() => zb.readPgnSync(bad), 'ARGUMENT_TYPE');
    }
    throwsCode(() => zb.readPgnSync(new Blob(['1. e4 *'])), 'ARGUMENT_TYPE');
    throwsCode(() => zb.readPgn('1. e4 *', { variations: 'yes' }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.readPgn('1. e4 *', { onProgress: 1 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.readPgn('1. e4 *', 'options'), 'ARGUMENT_TYPE');
  });

  it('a chunk that is not bytes or a string fails the loop with ARGUMENT_TYPE and frees the reader', async () => {
    const live = zb.stats().livePositions;
    await rejectsCode(collect([Buffer.from('1. e4 e5 *\n\n'), 42]), 'ARGUMENT_TYPE');
    await rejectsCode(collect((async function* () { yield '1. d4 *\n'; yield { length: 3 }; })()), 'ARGUMENT_TYPE');
    assert.equal(zb.stats().livePositions, live);
  });

  it('a detached ArrayBuffer and a locked stream are refused with ARGUMENT, not a TypeError', async () => {
    const detached = new ArrayBuffer(16), view = new DataView(detached);
    structuredClone(detached, { transfer: [detached] });
    assert.throws(() => zb.readPgnSync(detached), { code: 'ARGUMENT', message: /detached/ });
    assert.throws(() => zb.readPgnSync(view), { code: 'ARGUMENT', message: /detached/ });
    await rejectsCode(collect(detached), 'ARGUMENT');
    await rejectsCode(zb.buildBook(detached), 'ARGUMENT');
    const locked = new Blob(['1. e4 *\n']).stream();
    const reader = locked.getReader();
    await rejectsCode(collect(locked), 'ARGUMENT');
    await rejectsCode(zb.buildBook(locked), 'ARGUMENT');
    reader.releaseLock(); // then it reads
    assert.equal((await collect(locked)).length, 1);
  });

  it('an empty input has no games; a source that fails passes its error on', async () => {
    assert.deepEqual(zb.readPgnSync(''), []);
    assert.deepEqual(await collect(new Uint8Array(0)), []);
    assert.deepEqual(await collect([]), []);
    const live = zb.stats().livePositions;
    await assert.rejects(collect((async function* () { yield '1. e4 *\n'; throw new Error('disk'); })()), /disk/);
    assert.equal(zb.stats().livePositions, live);
  });

  it('onProgress reports the bytes read, up to the whole input', () => {
    const seen = [];
    zb.readPgnSync(text, { onProgress: (n) => seen.push(n) });
    assert.ok(seen.length > 5);
    assert.equal(seen.at(-1), bytes.length);
    assert.deepEqual(seen, [...seen].sort((a, b) => a - b));
  });
});
