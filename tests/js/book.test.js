// Polyglot books from WASM: buildBook gives the bytes `zobrist book build`
// writes (eco.pgn and random games, several option sets, every kind of
// source); openBook on the demo book gives the moves `zobrist book moves`
// prints; malformed books fail with specific codes and leave the module
// usable; pick is reproducible and follows the weights; free and dispose.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { ZobristError, init } from 'zobrist-wasm/all';
import { zb, requireCli, START, bookOf, field } from './helpers.js';
import { createAllApi } from '../../wasm/all-api.js';
import { imports } from '../../wasm/core/loader.js';

const ECO = '/usr/share/pgn-extract/eco.pgn';
const DEMO_BOOK = fileURLToPath(new URL('../../build/demo/eco-book.bin', import.meta.url));
const ALL_MODULE = new URL('../../wasm/zobrist-all.wasm', import.meta.url);
const RANDOM_GAMES = fileURLToPath(new URL('../../build/random-games', import.meta.url));
const throwsCode = (fn, code) => assert.throws(fn, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);
const rejectsCode = (promise, code) => assert.rejects(promise, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);

let dir;
before(() => { dir = mkdtempSync(join(tmpdir(), 'zobrist-book-')); });
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

// The CLI, run again if it could not start (the binary being rebuilt by make).
function cliRun(args) {
  for (let attempt = 0; ; attempt++) {
    const r = spawnSync(requireCli(), args);
    if (!r.error) return r;
    if (attempt === 5) throw r.error;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
}

function cliBook(pgnPath, flags) {
  const out = join(dir, 'cli.bin');
  execFileSync(requireCli(), ['book', 'build', '--pgn', pgnPath, '--out', out, ...flags], { stdio: ['ignore', 'ignore', 'pipe'] });
  return readFileSync(out);
}

// The CLI's flags for buildBook's options.
function flagsOf(o) {
  const f = [];
  if (o.maxPly !== undefined) f.push('--max-ply', String(o.maxPly));
  if (o.minGame !== undefined) f.push('--min-game', String(o.minGame));
  if (o.minScore !== undefined) f.push('--min-score', String(o.minScore));
  if (o.onlyWhite) f.push('--only-white');
  if (o.onlyBlack) f.push('--only-black');
  if (o.uniform) f.push('--uniform');
  return f;
}

const OPTION_SETS = [
  {}, { minGame: 1 }, { maxPly: 8, minGame: 1 }, { maxPly: 0, minGame: 1 }, { minScore: 50, minGame: 1 },
  { onlyWhite: true, minGame: 2 }, { onlyBlack: true }, { uniform: true, minGame: 1 }, { maxPly: 20, minGame: 2, minScore: 40, uniform: true },
  { minScore: 33.4, minGame: 1 }, { minGame: 0, maxPly: 2 ** 31 - 1 }, { minGame: 70000 },
];

describe('Books: buildBook equals `zobrist book build`', () => {
  it(`eco.pgn with ${OPTION_SETS.length} option sets`, async () => {
    const pgn = readFileSync(ECO);
    for (const o of OPTION_SETS) {
      const bytes = await zb.buildBook(pgn, o);
      assert.ok(bytes instanceof Uint8Array);
      assert.ok(Buffer.from(bytes).equals(cliBook(ECO, flagsOf(o))), JSON.stringify(o));
    }
    assert.ok(Buffer.from(await zb.buildBook(pgn, { minGame: 1 })).equals(readFileSync(DEMO_BOOK)));
  });

  it('3000 random games with 5 option sets, from a Node stream and a string', async function () {
    this.timeout(120000);
    if (!existsSync(RANDOM_GAMES)) throw new Error(`${RANDOM_GAMES} is missing: make build/random-games`);
    const path = join(dir, 'random.pgn');
    // random games are all draws: their Result tags made 1-0, 0-1, 1/2-1/2 and * in turn
    let n = 0;
    const text = execFileSync(RANDOM_GAMES, ['--games', '3000', '--seed', '5', '--format', 'pgn'], { maxBuffer: 1 << 28 }).toString()
      .replace(/\[Result "[^"]*"\]/g, () => `[Result "${['1-0', '0-1', '1/2-1/2', '*'][n++ % 4]}"]`);
    writeFileSync(path, text);
    for (const o of [{}, { minGame: 1, maxPly: 12 }, { minGame: 2, onlyBlack: true }, { maxPly: 6, minScore: 60, minGame: 1 }, { uniform: true, minScore: 45 }]) {
      const cli = cliBook(path, flagsOf(o));
      assert.ok(cli.length > 160, `${cli.length} bytes`);
      assert.ok(Buffer.from(await zb.buildBook(createReadStream(path), o)).equals(cli), JSON.stringify(o));
      assert.ok(Buffer.from(await zb.buildBook(text, o)).equals(cli), JSON.stringify(o));
    }
  });

  it('a game the CLI rejects rejects the build with its message; a null move is BOOK_NULL_MOVE', async () => {
    const bad = '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 *\n\n[Event "b"]\n[White "X"]\n\n1. e4 e5 2. Ke3 *\n';
    const path = join(dir, 'bad.pgn');
    writeFileSync(path, bad);
    const r = spawnSync(requireCli(), ['book', 'build', '--pgn', path, '--out', join(dir, 'bad.bin')]);
    assert.notEqual(r.status, 0);
    const cliMessage = r.stderr.toString().trim().replace(`zobrist: ${path}: `, '');
    const live = zb.stats().livePositions;
    await assert.rejects(zb.buildBook(bad), (e) => e instanceof ZobristError && e.code === 'PGN_ILLEGAL_MOVE' &&
      e.message === `buildBook(source): ${cliMessage}` && e.game === 2 && e.ply === 3 && e.line === 9);
    // a game past the PGN reader's 1 MiB (a long comment): read whole, as polyglot and the CLI read it
    const long = `[Event "long"]\n[Result "1-0"]\n\n1. e4 {${'a long comment '.repeat(80000)}} e5 2. Nf3 1-0\n`;
    const longPath = join(dir, 'long.pgn');
    writeFileSync(longPath, long);
    const longBook = Buffer.from(await zb.buildBook(long, { minGame: 1 }));
    assert.equal(longBook.length, 2 * 16); // e4 and Nf3: a lost game's moves score 0
    assert.ok(longBook.equals(cliBook(longPath, ['--min-game', '1'])));
    // polyglot reads no move past max-ply: an illegal one there is no error
    assert.ok(Buffer.from(await zb.buildBook(bad, { maxPly: 2, minGame: 1 })).equals(cliBook(path, ['--max-ply', '2', '--min-game', '1'])));
    // a null move: the game named as the CLI names it, from the line it starts on
    const nullMove = '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b \u00e9"]\n[White "X"]\n\n1. e4 -- 2. d4 *\n';
    const nullPath = join(dir, 'null.pgn');
    writeFileSync(nullPath, nullMove);
    const n = spawnSync(requireCli(), ['book', 'build', '--pgn', nullPath, '--out', join(dir, 'null.bin')]);
    assert.notEqual(n.status, 0);
    const cliNull = n.stderr.toString().trim().replace(`zobrist: ${nullPath}: `, '');
    assert.equal(cliNull, 'game 2 (White "X" Event "b \u00e9") from line 5, ply 2: a null move cannot go in a book');
    await assert.rejects(zb.buildBook(nullMove), (e) => e instanceof ZobristError && e.code === 'BOOK_NULL_MOVE' &&
      e.message === `buildBook(source): ${cliNull}` && e.game === 2 && e.line === 5 && e.ply === 2);
    assert.equal(zb.stats().livePositions, live);
  });

  it('bad options and sources reject with ARGUMENT_TYPE or ARGUMENT', async () => {
    await rejectsCode(zb.buildBook(42), 'ARGUMENT_TYPE');
    await rejectsCode(zb.buildBook(null), 'ARGUMENT_TYPE');
    await rejectsCode(zb.buildBook('1. e4 *', 'x'), 'ARGUMENT_TYPE');
    await rejectsCode(zb.buildBook('1. e4 *', { maxPly: 1.5 }), 'ARGUMENT_TYPE');
    await rejectsCode(zb.buildBook('1. e4 *', { maxPly: -1 }), 'ARGUMENT');
    await rejectsCode(zb.buildBook('1. e4 *', { minGame: -1 }), 'ARGUMENT');
    await rejectsCode(zb.buildBook('1. e4 *', { minGame: 2 ** 31 }), 'ARGUMENT');
    await rejectsCode(zb.buildBook('1. e4 *', { minScore: 101 }), 'ARGUMENT');
    await rejectsCode(zb.buildBook('1. e4 *', { minScore: '50' }), 'ARGUMENT_TYPE');
    await rejectsCode(zb.buildBook('1. e4 *', { onlyWhite: true, onlyBlack: true }), 'ARGUMENT');
    await rejectsCode(zb.buildBook('1. e4 *', { uniform: 1 }), 'ARGUMENT_TYPE');
    await rejectsCode(zb.buildBook('1. e4 *', { onProgress: 'x' }), 'ARGUMENT_TYPE');
    assert.equal((await zb.buildBook('')).length, 0);
  });

  it('onProgress reports the bytes read', async () => {
    const pgn = readFileSync(ECO);
    const seen = [];
    await zb.buildBook([pgn.subarray(0, 100000), pgn.subarray(100000)], { onProgress: (n) => seen.push(n) });
    assert.equal(seen.at(-1), pgn.length);
    assert.ok(seen.includes(100000));
  });
});

describe('Books: openBook and lookups equal `zobrist book moves`', () => {
  let book;
  before(() => { book = zb.openBook(readFileSync(DEMO_BOOK)); });
  after(() => book.free());

  // Positions of the demo book: along eco.pgn's lines, and a few out of it.
  function positions(count) {
    const fens = new Set([START, '8/8/8/8/8/8/8/K6k w - - 0 1']);
    for (const g of zb.readPgnSync(readFileSync(ECO))) {
      const pos = new zb.Position(g.fen);
      for (const code of g.moves.slice(0, 12)) {
        pos.playCode(code);
        fens.add(pos.fen);
      }
      pos.free();
      if (fens.size >= count) break;
    }
    return [...fens];
  }

  it('size, and the moves of 150 positions: UCI (castling as e1g1), SAN, weight, learn, share', () => {
    assert.equal(book.size, readFileSync(DEMO_BOOK).length / 16);
    let moves = 0, castles = 0;
    for (const fen of positions(150)) {
      const r = cliRun(['book', 'moves', DEMO_BOOK, fen]);
      const lines = r.stdout.toString().trim().split('\n').slice(1).filter(Boolean);
      const cli = lines.map((l) => {
        const [uci, san, , weight, , learn, share] = l.trim().split(/\s+/);
        return { uci, san, weight: Number(weight), learn: Number(learn), share: share };
      });
      const ours = book.moves(fen);
      assert.deepEqual(ours.map((m) => ({ uci: m.uci, san: m.san, weight: m.weight, learn: m.learn, share: `${(100 * m.share).toFixed(2)}%` })), cli, fen);
      assert.deepEqual(book.badEntries(fen), []);
      moves += ours.length;
      castles += ours.filter((m) => m.san.startsWith('O-O')).length;
      if (ours.length) {
        assert.deepEqual(book.best(fen), ours[0]);
        assert.ok(Math.abs(ours.reduce((s, m) => s + m.share, 0) - 1) < 1e-9);
      } else {
        assert.equal(book.best(fen), null);
        assert.equal(book.pick(fen, { seed: 1 }), null);
      }
    }
    assert.ok(moves > 120, `${moves} moves`);
    assert.ok(castles > 0, 'no castling move seen');
  });

  it('a Position is looked up directly (one of another init() and anything with a fen, such as chess.js, by its FEN)', async () => {
    const pos = new zb.Position().play('e4').play('c5');
    assert.deepEqual(book.moves(pos), book.moves(pos.fen));
    assert.deepEqual(book.best(pos), book.moves(pos.fen)[0]);
    assert.deepEqual(book.pick(pos, { seed: 5 }), book.pick(pos.fen, { seed: 5 }));
    // The direct path reads the Position's own state: after a move it follows.
    pos.play('Nf3');
    assert.deepEqual(book.moves(pos), book.moves(pos.fen));
    assert.ok(book.moves(pos).length > 0);
    // { san: false }: the same moves, weights and order, without SAN.
    const bare = book.moves(pos, { san: false });
    assert.deepEqual(bare, book.moves(pos).map(({ san, ...rest }) => rest));
    assert.ok(bare.length > 0 && !('san' in bare[0]));
    assert.deepEqual(book.moves(pos.fen, { san: false }), bare);
    throwsCode(() => book.moves(pos, { san: 'no' }), 'ARGUMENT_TYPE');
    const other = await init();
    const foreign = new other.Position().play('e4').play('c5');
    assert.deepEqual(book.moves(foreign), book.moves(foreign.fen));
    foreign.free();
    const chess = new Chess();
    chess.move('d4');
    assert.deepEqual(book.moves(chess), book.moves(chess.fen()));
    // A Position keeping other keys is looked up by its Polyglot key all the same.
    for (const options of [{ layout: 'stockfish' }, { layout: 'chessjs' }, { seed: 1 }, { layout: 'polyglot,ep=literal' }]) {
      const twin = new zb.Position(START, options);
      assert.ok(book.moves(twin).length > 5, JSON.stringify(options));
      assert.deepEqual(book.moves(twin), book.moves(START), JSON.stringify(options));
      assert.deepEqual(book.best(twin), book.best(START), JSON.stringify(options));
      assert.deepEqual(book.pick(twin, { seed: 3 }), book.pick(START, { seed: 3 }), JSON.stringify(options));
      twin.play('e4');
      assert.deepEqual(book.moves(twin), book.moves(twin.fen), JSON.stringify(options));
      twin.free();
    }
    pos.free();
    throwsCode(() => book.moves(pos), 'POSITION_FREED');
  });

  it('lookups read the right records after the WASM memory grows (its old buffer detached)', () => {
    const fen = positions(40).at(-1);
    const before = book.moves(fen), start = book.moves(START), bestBefore = book.best(START);
    const grown = zb.stats().memoryBytes;
    // 16-byte slots, more of them than the memory holds bytes (other test
    // files in this worker may have grown it already): the memory must grow.
    const indexBits = Math.min(26, Math.max(22, Math.ceil(Math.log2(grown / 16)) + 1));
    const table = new zb.TranspositionTable({ indexBits, checkBits: 16 });
    try {
      assert.ok(zb.stats().memoryBytes > grown, 'the memory did not grow');
      assert.deepEqual(book.moves(fen), before);
      assert.deepEqual(book.moves(START), start);
      assert.deepEqual(book.best(START), bestBefore);
      assert.ok(start.length > 5);
    } finally {
      table.free();
    }
  });

  it('a SAN the module cannot intern (its memory used up) still arrives, and lookups go on once memory is freed', () => {
    // A module of its own, whose memory the test can use up through its raw exports.
    const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(ALL_MODULE)), imports);
    const own = createAllApi(instance), x = instance.exports;
    const small = own.openBook(readFileSync(DEMO_BOOK));
    const expected = book.moves(START);
    assert.ok(new Set(expected.map((m) => m.san)).size > 5);
    // Without SAN first: the lookup's output region exists, the table of SAN texts not yet.
    assert.deepEqual(small.moves(START, { san: false }), expected.map(({ san, ...rest }) => rest));
    const held = [];
    for (let size = 2 ** 29; size >= 16; size /= 2) {
      for (let p; (p = x.zbw_alloc(size)) !== 0;) held.push(p);
    }
    assert.equal(x.zbw_alloc(16), 0, 'memory is not used up');
    // Every SAN now comes without an id, as text in its record.
    assert.deepEqual(small.moves(START), expected);
    for (const p of held) x.zbw_free(p);
    assert.deepEqual(small.moves(START), expected);
    assert.deepEqual(small.moves(positions(30).at(-1)), book.moves(positions(30).at(-1)));
    small.free();
  });

  it('bad positions: FEN errors with the chess codes, ARGUMENT_TYPE, ARGUMENT', () => {
    assert.throws(() => book.moves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'), (e) => e instanceof ZobristError && e.code.startsWith('FEN_'));
    throwsCode(() => book.moves(42), 'ARGUMENT_TYPE');
    throwsCode(() => book.pick(null), 'ARGUMENT_TYPE');
    throwsCode(() => book.best({ fen: 3 }), 'ARGUMENT_TYPE');
    throwsCode(() => book.moves('x'.repeat(2000)), 'ARGUMENT');
    assert.throws(() => book.best({ fen: () => 'x'.repeat(1025) }), { code: 'ARGUMENT', message: /best\(position\): position\.fen .*at most 1024/ });
    assert.throws(() => book.pick('8'.repeat(1025)), { code: 'ARGUMENT', message: /pick\(position\): fen .*at most 1024/ });
    assert.equal(book.moves(START + ' '.repeat(1024 - START.length)).length, book.moves(START).length); // 1024: still read
    throwsCode(() => book.pick(START, { seed: -1 }), 'ARGUMENT_TYPE');
    throwsCode(() => book.pick(START, 'seed'), 'ARGUMENT_TYPE');
  });

  it('pick is reproducible for a seed, and its frequencies follow the weights', () => {
    const after = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    for (const fen of [START, after]) {
      const moves = book.moves(fen);
      const counts = new Map(moves.map((m) => [m.uci, 0]));
      const N = 20000;
      for (let seed = 0; seed < N; seed++) {
        const m = book.pick(fen, { seed });
        assert.deepEqual(book.pick(fen, { seed: BigInt(seed) }), m);
        counts.set(m.uci, counts.get(m.uci) + 1);
      }
      // chi-square over the moves expected 5 times or more (the rest pooled)
      let chi = 0, df = -1, restObserved = 0, restExpected = 0;
      for (const m of moves) {
        const expected = N * m.share, observed = counts.get(m.uci);
        if (expected >= 5) {
          chi += (observed - expected) ** 2 / expected;
          df++;
        } else {
          restObserved += observed;
          restExpected += expected;
        }
      }
      if (restExpected > 0) {
        chi += (restObserved - restExpected) ** 2 / Math.max(restExpected, 1);
        df++;
      }
      assert.ok(df >= 3);
      assert.ok(chi < 3 * df + 20, `chi-square ${chi.toFixed(1)} with ${df} degrees of freedom at ${fen}`);
      assert.ok(moves.every((m) => counts.get(m.uci) > 0 || m.share < 0.001));
    }
    const legal = new Set(book.moves(START).map((m) => m.uci));
    for (let i = 0; i < 50; i++) assert.ok(legal.has(book.pick(START).uci)); // no seed: a random one
  });
});

describe('Books: hand-made books', () => {
  const castleFen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

  it('castling stored as king takes rook comes back as e1g1 / O-O; illegal and bad entries are set apart', () => {
    const key = zb.keyOfFen(castleFen);
    const entries = [
      [0n, 0, 0, 0x40504740], // a "@PG@" header with key 0
      [key, field('e1h1'), 10], [key, field('e1a1'), 30], [key, field('e1e5'), 5], [key, field('a1a8'), 20], [key, field('e1g1'), 7],
    ].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const book = zb.openBook(bookOf(entries));
    assert.equal(book.size, 6);
    assert.deepEqual(book.moves(castleFen).map((m) => [m.uci, m.san, m.weight]), [['e1c1', 'O-O-O', 30], ['a1a8', 'Rxa8+', 20], ['e1g1', 'O-O', 10]]);
    assert.deepEqual(book.moves(castleFen).map((m) => m.share), [0.5, 1 / 3, 1 / 6]);
    assert.deepEqual(book.badEntries(castleFen).map((e) => [e.move, e.weight, e.code]), [['e1e5', 5, 'BOOK_ILLEGAL_MOVE'], ['e1g1', 7, 'BOOK_ILLEGAL_MOVE']]);
    assert.equal(book.best(castleFen).uci, 'e1c1');
    book.free();
  });

  it('promotions; a position whose moves all weigh 0 has moves but no pick', () => {
    const fen = '8/P6k/8/8/8/8/7K/8 w - - 0 1';
    const key = zb.keyOfFen(fen);
    const book = zb.openBook(bookOf([[key, field('a7a8', 4), 3], [key, field('a7a8', 1), 1]]));
    assert.deepEqual(book.moves(fen).map((m) => [m.uci, m.san]), [['a7a8q', 'a8=Q'], ['a7a8n', 'a8=N']]);
    book.free();
    const zero = zb.openBook(bookOf([[zb.keyOfFen(START), field('e2e4'), 0]]));
    assert.deepEqual(zero.moves(START).map((m) => [m.uci, m.share]), [['e2e4', 0]]);
    assert.equal(zero.pick(START, { seed: 3 }), null);
    zero.free();
  });

  it('malformed books: each its code, no crash, and the module stays usable', () => {
    const good = readFileSync(DEMO_BOOK);
    const start = zb.keyOfFen(START);
    const swapped = Buffer.from(good);
    swapped.copy(swapped, 0, 16, 32); // entry 0 := entry 1, then entry 1 := the old entry 0
    good.copy(swapped, 16, 0, 16);
    const cases = [
      ['1 byte', new Uint8Array(1), 'BOOK_TRUNCATED'],
      ['15 bytes', new Uint8Array(15), 'BOOK_TRUNCATED'],
      ['17 bytes', new Uint8Array(17), 'BOOK_TRUNCATED'],
      ['the demo book less a byte', good.subarray(0, good.length - 1), 'BOOK_TRUNCATED'],
      ['the demo book and 8 bytes', Buffer.concat([good, Buffer.alloc(8)]), 'BOOK_TRUNCATED'],
      ['two entries swapped', swapped, 'BOOK_UNSORTED'],
      ['keys decreasing', bookOf([[start, field('e2e4')], [start - 1n, field('e2e4')]]), 'BOOK_UNSORTED'],
      ['the demo book reversed', Buffer.concat(Array.from({ length: good.length / 16 }, (_, i) => good.subarray(good.length - 16 * (i + 1), good.length - 16 * i))), 'BOOK_UNSORTED'],
      ['from = to', bookOf([[start, field('e2e2')]]), 'BOOK_BAD_MOVE'],
      ['bit 15 set', bookOf([[start, 0x8000 | field('e2e4')]]), 'BOOK_BAD_MOVE'],
      ['promotion 5', bookOf([[start, field('a7a8', 5)]]), 'BOOK_BAD_MOVE'],
      ['a promotion not to the last rank', bookOf([[start, field('e2e4', 4)]]), 'BOOK_BAD_MOVE'],
      ['a promotion two files across', bookOf([[start, field('a7c8', 1)]]), 'BOOK_BAD_MOVE'],
      ['empty Uint8Array', new Uint8Array(0), 'BOOK_EMPTY'],
      ['empty ArrayBuffer', new ArrayBuffer(0), 'BOOK_EMPTY'],
      ['a string', 'book.bin', 'ARGUMENT_TYPE'],
      ['a number', 42, 'ARGUMENT_TYPE'],
      ['null', null, 'ARGUMENT_TYPE'],
      ['undefined', undefined, 'ARGUMENT_TYPE'],
      ['an array of numbers', [1, 2, 3], 'ARGUMENT_TYPE'],
      ['a Blob', new Blob([good]), 'ARGUMENT_TYPE'],
    ];
    const live = zb.stats().livePositions;
    for (const [name, bytes, code] of cases) {
      assert.throws(() => zb.openBook(bytes), (e) => e instanceof ZobristError && e.code === code, `${name}: expected ${code}`);
      assert.equal(zb.keyOfFen(START), start, name);
    }
    assert.equal(cases.length, 21);
    assert.throws(() => zb.openBook(swapped), (e) => e.code === 'BOOK_UNSORTED' && e.entry === 1 && /at entry 1/.test(e.message));
    assert.throws(() => zb.openBook(bookOf([[1n, field('e2e4')], [2n, field('e2e2')]])), (e) => e.code === 'BOOK_BAD_MOVE' && e.entry === 1);
    assert.equal(zb.stats().livePositions, live);
    const book = zb.openBook(good.buffer.slice(good.byteOffset, good.byteOffset + good.length));
    assert.equal(book.best(START).uci, 'e2e4');
    book.free();
  });

  it('free, dispose, use after free (BOOK_FREED); the live count; the bytes are copied', () => {
    const live = zb.stats().livePositions;
    const bytes = new Uint8Array(readFileSync(DEMO_BOOK));
    const book = zb.openBook(bytes);
    assert.equal(zb.stats().livePositions, live + 1);
    bytes.fill(0); // the book has its own copy
    assert.equal(book.best(START).uci, 'e2e4');
    assert.equal(book.freed, false);
    book.free();
    book.free();
    assert.equal(book.freed, true);
    assert.equal(zb.stats().livePositions, live);
    for (const use of [() => book.size, () => book.moves(START), () => book.badEntries(START), () => book.pick(START, { seed: 1 }), () => book.best(START)]) {
      throwsCode(use, 'BOOK_FREED');
    }
    const other = zb.openBook(readFileSync(DEMO_BOOK));
    other[Symbol.dispose]();
    throwsCode(() => other.best(START), 'BOOK_FREED');
    assert.equal(zb.stats().livePositions, live);
  });

  it('forgotten books are freed by the FinalizationRegistry', async function () {
    if (typeof globalThis.gc !== 'function') this.skip();
    const live = zb.stats().livePositions;
    const bytes = readFileSync(DEMO_BOOK);
    (() => { for (let i = 0; i < 50; i++) zb.openBook(bytes).best(START); })();
    assert.equal(zb.stats().livePositions, live + 50);
    for (let round = 0; round < 300 && zb.stats().livePositions > live; round++) { // up to 3 s on a loaded machine
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(zb.stats().livePositions, live);
  });
});
