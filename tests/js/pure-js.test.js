// The pure-JS path (no WebAssembly): the generated Polyglot table module, a
// scheme set from a chess.js instance, checked position by position against
// the WASM module over random chess.js games; the CSP explanation of a
// refused compile; the declarations under tsc --strict.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { initSync, splitmix64, ZobristError } from '../../wasm/index.js';
import { initSync as initAllSync } from '../../wasm/all.js';
import { BigInt64, Paired32, Additive48 } from '../../wasm/chess/schemes.js';
import { polyglotKeys, featuresOfChessJs } from '../../wasm/chess/pure.js';
import { explainWasmCompileError } from '../../wasm/core/csp.js';
import { explainMissingSimd } from '../../wasm/core/simd.js';
import { generate, parseKeys, DEFAULT_SOURCE } from '../../tools/gen-polyglot-js.js';

const ROOT = new URL('../../', import.meta.url);
// The module's bytes, not init(): this suite does not depend on how the entry finds them.
const zb = initSync(readFileSync(new URL('wasm/zobrist.wasm', ROOT)));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const hex = (key) => key.toString(16).padStart(16, '0');

// The Polyglot standard's test positions (book_format.html): FEN and key.
const POLYGLOT_VECTORS = [
  [START, '463b96181691fc9c'],
  ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', '823c9b50fd114196'],
  ['rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2', '0756b94461c50fb0'],
  ['rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2', '662fafb965db29d4'],
  ['rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', '22a48b5a8e47ff78'],
  ['rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3', '652a607ca3f242c1'],
  ['rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4', '00fdd303c946bdd9'],
  ['rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3', '3c8123ea7b067637'],
  ['rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4', '5c3f9b829b279560'],
];

describe('the pure-JS path (no WebAssembly)', () => {
  describe('the Polyglot table module (wasm/chess/polyglot-keys.js)', () => {
    it("equals the WASM module's polyglotTable()", () => {
      const keys = polyglotKeys();
      assert.ok(keys instanceof BigUint64Array);
      assert.equal(keys.length, 781);
      // zobrist-all.wasm's: the one built from src/chess/polyglot_random64.c
      // (zobrist.wasm's is this very JS copy, written in at init).
      assert.deepEqual(keys, initAllSync(readFileSync(new URL('wasm/zobrist-all.wasm', ROOT))).polyglotTable());
      assert.equal(hex(keys[0]), '9d39247e33776d41');
      assert.equal(hex(keys[780]), 'f8d626aaaf278509');
    });

    it("is the generator's output for src/chess/polyglot_random64.c (regenerate: node tools/gen-polyglot-js.js > wasm/chess/polyglot-keys.js)", () => {
      const module = readFileSync(new URL('wasm/chess/polyglot-keys.js', ROOT), 'utf8');
      assert.equal(module, generate(readFileSync(DEFAULT_SOURCE, 'utf8')));
      // The C table itself is Polyglot's list, where the shared copy exists.
      const shared = fileURLToPath(new URL('../shared/data/polyglot-random64.txt', ROOT));
      if (existsSync(shared)) assert.equal(generate(readFileSync(shared, 'utf8')), module);
    });

    it('the generator rejects a list without 781 keys', () => {
      const list = parseKeys(readFileSync(DEFAULT_SOURCE, 'utf8')).join('\n');
      assert.throws(() => generate(list.split('\n').slice(1).join('\n')), /expected 781 keys, found 780/);
      assert.equal(generate(list), generate(readFileSync(DEFAULT_SOURCE, 'utf8')));
    });

    it('gives a new copy each call', () => {
      const a = polyglotKeys();
      a[0] = 0n;
      assert.equal(hex(polyglotKeys()[0]), '9d39247e33776d41');
    });
  });

  describe('setFromChessJs(chess)', () => {
    const schemes = () => [new BigInt64(polyglotKeys()), new Paired32(polyglotKeys())];

    it("gives the Polyglot standard's keys for its test positions loaded into chess.js", () => {
      for (const [fen, key] of POLYGLOT_VECTORS) {
        for (const s of schemes()) assert.equal(s.setFromChessJs(new Chess(fen)).keyHex, key, `${s.name} ${fen}`);
      }
    });

    it("counts an ep square only as Polyglot does: a pawn of the side to move beside the pawn, even a pinned one", () => {
      // After d7-d5 the e5 pawn could take en passant but is pinned (by the
      // rook on e8, or along the rank by the rook on h5): chess.js's fen()
      // leaves the ep square out; Polyglot (and the WASM module) hash it.
      for (const [fen, san] of [['k3r3/3p4/8/4P3/8/8/8/4K3 b - - 0 1', 'd5'], ['4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1', 'c5']]) {
        const chess = new Chess(fen);
        const pos = new zb.Position(fen);
        try {
          chess.move(san);
          pos.play(san);
          assert.equal(chess.fen().split(' ')[3], '-', 'chess.js 1.4 prints no ep square when the capture is illegal');
          assert.notEqual(chess.fen({ forceEnpassantSquare: true }).split(' ')[3], '-');
          for (const s of schemes()) {
            assert.equal(s.setFromChessJs(chess).keyHex, pos.keyHex, `${s.name} after ${fen} ${san}`);
            assert.notEqual(s.keyHex, hex(zb.keyOfFen(chess.fen())), 'the ep file is in the key');
          }
        } finally {
          pos.free();
        }
      }
      // A FEN's ep square that no pawn can take on is not hashed (the standard FEN after 1.e4).
      const chess = new Chess('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
      assert.equal(chess.fen({ forceEnpassantSquare: true }).split(' ')[3], 'e3');
      assert.ok(!Array.from(featuresOfChessJs(chess)).some((f) => f >= 772 && f < 780));
    });

    it("leaves out castling rights whose king and rook are not at home, as Polyglot's FEN reader does", () => {
      const chess = new Chess('4k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1'); // chess.js keeps all four
      assert.deepEqual(chess.getCastlingRights('w'), { k: true, q: true });
      for (const s of schemes()) {
        assert.equal(s.setFromChessJs(chess).keyHex, hex(zb.keyOfFen('4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1')), s.name);
      }
    });

    it('rejects anything but a chess.js instance with ARGUMENT_TYPE, leaving the scheme as it was', () => {
      const good = new Chess();
      const like = (overrides) => ({
        board: () => good.board(), turn: () => good.turn(), getCastlingRights: (c) => good.getCastlingRights(c),
        fen: (o) => good.fen(o), ...overrides,
      });
      assert.equal(new Paired32(polyglotKeys()).setFromChessJs(like({})).keyHex, '463b96181691fc9c', 'the structural type is enough');
      const bad = [
        undefined, null, 42, START, [], {}, new Map(), { board: () => [] },
        like({ board: undefined }), like({ turn: 'w' }), like({ board: () => good.board().slice(1) }),
        like({ board: () => good.board().map((row) => row.slice(1)) }),
        like({ board: () => [[{ type: 'x', color: 'w' }, ...good.board()[0].slice(1)], ...good.board().slice(1)] }),
        like({ board: () => [[{ type: 'r', color: 'white' }, ...good.board()[0].slice(1)], ...good.board().slice(1)] }),
        like({ turn: () => 'white' }), like({ getCastlingRights: () => null }), like({ fen: () => 'nonsense' }),
        like({ fen: () => `${START.split(' ').slice(0, 3).join(' ')} e9 0 1` }),
      ];
      for (const s of [...schemes(), new Additive48(polyglotKeys())]) {
        s.setFromChessJs(good).applyMove(good.moves({ verbose: true })[0]);
        const key = s.key;
        for (const value of bad) {
          assert.throws(() => s.setFromChessJs(value), (e) => e instanceof ZobristError && e.code === 'ARGUMENT_TYPE'
            && /^setFromChessJs\(chess\): chess must be a chess\.js 1\.x Chess instance/.test(e.message), `${s.name} accepted ${String(value)}`);
          assert.equal(s.key, key);
        }
        s.undo(); // the move applied before is still there to take back
        assert.equal(s.keyHex, new s.constructor(polyglotKeys()).setFromChessJs(good).keyHex);
      }
      assert.throws(() => featuresOfChessJs({}), { code: 'ARGUMENT_TYPE', message: /^featuresOfChessJs\(chess\): / });
    });

    it('setFen without the WASM parser says what to use instead', () => {
      assert.throws(() => new Paired32(polyglotKeys()).setFen(START), { code: 'ARGUMENT', message: /setFromChessJs\(new Chess\(fen\)\)/ });
    });
  });

  describe('over random chess.js games, every position against the WASM module', function () {
    this.timeout(300000);
    const GAMES = 200, MAX_PLIES = 120;

    // A random game, biased to the moves that test the most: en passant,
    // promotions and castling when there are some, pawn moves (double steps,
    // so ep squares) often.
    function* randomGame(seed) {
      const rng = splitmix64(seed);
      const pick = (list) => list[Number(rng.next().value % BigInt(list.length))];
      const pos = new zb.Position();
      const chess = new Chess();
      try {
        yield { chess, pos, move: null };
        for (let ply = 0; ply < MAX_PLIES; ply++) {
          const legal = pos.legalMoves({ san: true });
          if (legal.length === 0) break;
          const roll = Number(rng.next().value % 100n);
          const ep = chess.fen().split(' ')[3];
          const special = legal.filter((m) => m.includes('=') || m.startsWith('O-O') || (ep !== '-' && /^[a-h]x/.test(m) && m.slice(2, 4) === ep));
          const pawn = legal.filter((m) => m >= 'a' && m <= 'h');
          const san = special.length && roll < 60 ? pick(special) : pawn.length && roll < 50 ? pick(pawn) : pick(legal);
          const move = chess.move(san);
          pos.play(san);
          yield { chess, pos, move };
        }
      } finally {
        pos.free();
      }
    }

    it(`setFromChessJs and applyMove equal the WASM keys at every position of ${GAMES} games (BigInt64, Paired32, Additive48)`, () => {
      const space = new zb.KeySpace(zb.polyglotTable());
      const seen = new Set();
      const count = { positions: 0, epHashed: 0, epPinnedOnly: 0, epCaptures: 0, castles: 0, promotions: 0, underpromotions: 0, captures: 0 };
      try {
        for (let g = 0; g < GAMES; g++) {
          const fresh = [new BigInt64(polyglotKeys()), new Paired32(polyglotKeys()), new Additive48(polyglotKeys())];
          const followed = [new BigInt64(polyglotKeys()), new Paired32(polyglotKeys()), new Additive48(polyglotKeys())];
          for (const { chess, pos, move } of randomGame(BigInt(g) + 900n)) {
            const at = () => `game ${g}, ply ${pos.ply}: ${chess.fen()}`;
            if (move === null) followed.forEach((s) => s.setFromChessJs(chess));
            else followed.forEach((s) => s.applyMove(move));
            fresh.forEach((s) => s.setFromChessJs(chess));
            const fen = chess.fen({ forceEnpassantSquare: true });
            const wasm = pos.keyHex;
            assert.equal(hex(zb.keyOfFen(fen)), wasm, at());
            for (const s of [...fresh.slice(0, 2), ...followed.slice(0, 2)]) assert.equal(s.keyHex, wasm, `${s.name} ${at()}`);
            const features = zb.featuresOfFen(fen);
            assert.deepEqual(Array.from(featuresOfChessJs(chess)).sort((a, b) => a - b), Array.from(features).sort((a, b) => a - b), at());
            const add48 = space.add48Of(features);
            assert.equal(fresh[2].key, add48, `Additive48 ${at()}`);
            assert.equal(followed[2].key, add48, `Additive48 (applyMove) ${at()}`);

            features.forEach((f) => seen.add(f));
            count.positions++;
            if (features.some((f) => f >= 772 && f < 780)) {
              count.epHashed++;
              if (chess.fen().split(' ')[3] === '-') count.epPinnedOnly++;
            }
            if (move) {
              if (move.flags.includes('e')) count.epCaptures++;
              if (move.flags.includes('k') || move.flags.includes('q')) count.castles++;
              if (move.promotion) count.promotions++;
              if (move.promotion && move.promotion !== 'q') count.underpromotions++;
              if (move.captured) count.captures++;
            }
          }
        }
      } finally {
        space.free();
      }
      // The sample has the cases the rules are about, and uses every key of
      // castling, ep and turn, and most piece keys.
      count.pieceKeysUsed = [...seen].filter((f) => f < 768).length;
      console.log(`      ${JSON.stringify(count)}`);
      assert.ok(count.epHashed >= 100 && count.epCaptures >= 50 && count.castles >= 80 && count.promotions >= 200 && count.underpromotions >= 50
        && count.pieceKeysUsed >= 600, JSON.stringify(count));
      for (let f = 768; f < 781; f++) assert.ok(seen.has(f), `feature ${f} never seen`);
    });

    it('would notice one wrong key of any kind (the comparison can fail)', () => {
      // One key flipped in each part of the table: a piece, a castling right,
      // an ep file, the side to move. Each must change some key of the games.
      for (const feature of [64 * 11 + 4, 64 * 4 + 62, 768, 771, 772 + 3, 779, 780]) {
        const table = polyglotKeys();
        table[feature] ^= 1n << 40n;
        const wrong = new BigInt64(table);
        let differ = false;
        for (let g = 0; g < 20 && !differ; g++) {
          for (const { chess, pos } of randomGame(BigInt(g) + 900n)) {
            if (wrong.setFromChessJs(chess).keyHex !== pos.keyHex) { differ = true; break; }
          }
        }
        assert.ok(differ, `feature ${feature}`);
      }
    });
  });

  describe('explainWasmCompileError (wasm/core/csp.js)', () => {
    const chromium = "WebAssembly.instantiateStreaming(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\".";
    const refusals = [
      new WebAssembly.CompileError(chromium),
      new WebAssembly.CompileError('WebAssembly.instantiate(): Wasm code generation disallowed by embedder'),
      new WebAssembly.CompileError('call to WebAssembly.instantiate() blocked by CSP'),
      new EvalError("Refused to create a WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\"."),
    ];

    it("turns a browser's CSP refusal (also wrapped in WASM_LOAD) into WASM_CSP naming 'wasm-unsafe-eval'", () => {
      for (const refusal of refusals) {
        for (const error of [refusal, new ZobristError('WASM_LOAD', `cannot load the WebAssembly module: ${refusal.message}`, { cause: refusal })]) {
          const explained = explainWasmCompileError(error);
          assert.ok(explained instanceof ZobristError, refusal.message);
          assert.equal(explained.code, 'WASM_CSP');
          assert.equal(explained.cause, refusal);
          assert.match(explained.message, /Add 'wasm-unsafe-eval' to script-src .*it is the only relaxation the module needs/);
          assert.ok(explained.message.endsWith(`(The browser said: ${refusal.message})`));
          assert.equal(explainWasmCompileError(explained), explained);
        }
      }
    });

    it('returns undefined for any other error', () => {
      let invalid;
      try {
        new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 99]));
      } catch (error) {
        invalid = error;
      }
      assert.ok(invalid instanceof WebAssembly.CompileError);
      for (const error of [invalid, new TypeError('Failed to fetch'), new Error('Content Security Policy'), new ZobristError('WASM_LOAD', 'HTTP 404'),
        undefined, null, 'CSP', { name: 'CompileError' }]) {
        assert.equal(explainWasmCompileError(error), undefined, String(error?.message ?? error));
      }
    });
  });

  describe('explainMissingSimd (wasm/core/simd.js)', () => {
    const compileError = (() => {
      try {
        new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 99]));
      } catch (error) {
        return error;
      }
    })();
    // A runtime whose validate() refuses SIMD, as one without it does.
    const withoutSimd = { CompileError: WebAssembly.CompileError, validate: (bytes) => !bytes.includes(123) };

    it('this runtime has SIMD: nothing to explain', () => {
      assert.ok(compileError instanceof WebAssembly.CompileError);
      assert.equal(explainMissingSimd(compileError), undefined);
    });

    it('a CompileError in a runtime without SIMD becomes WASM_LOAD naming SIMD and the pure-JS way', () => {
      const explained = explainMissingSimd(compileError, withoutSimd);
      assert.ok(explained instanceof ZobristError);
      assert.equal(explained.code, 'WASM_LOAD');
      assert.equal(explained.cause, compileError);
      assert.match(explained.message, /lacks WebAssembly SIMD.*Safari 16\.4.*new Paired32\(polyglotKeys\(\)\)\.setFromChessJs\(chess\)/);
      assert.ok(explained.message.endsWith(`(The runtime said: ${compileError.message})`));
      for (const other of [new TypeError('Failed to fetch'), new ZobristError('WASM_LOAD', 'HTTP 404'), undefined, null]) {
        assert.equal(explainMissingSimd(other, withoutSimd), undefined, String(other?.message ?? other));
      }
    });

    it('initSync() in a runtime without SIMD throws that error', async () => {
      const { initSync } = await import('zobrist-wasm');
      const validate = WebAssembly.validate;
      WebAssembly.validate = withoutSimd.validate;
      try {
        assert.throws(() => initSync(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 99])), { code: 'WASM_LOAD', message: /lacks WebAssembly SIMD/ });
      } finally {
        WebAssembly.validate = validate;
      }
      assert.throws(() => initSync(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 99])), (error) => error.code === 'WASM_LOAD' && !/SIMD/.test(error.message));
    });
  });

  describe('declarations', function () {
    this.timeout(120000);
    const dir = new URL('build/pure-js-types/', ROOT);
    const tsc = fileURLToPath(new URL('node_modules/typescript/bin/tsc', ROOT));
    const source = `
import { Chess } from 'chess.js';
import { Paired32, BigInt64, Additive48 } from '../../wasm/index.js';
import type { Scheme } from '../../wasm/index.js';
import { polyglotKeys, featuresOfChessJs } from '../../wasm/chess/pure.js';
import type { ChessJsLike } from '../../wasm/chess/pure.js';
import { polyglotKeys as keysFromSubpath } from '../../wasm/chess/polyglot-keys.js';

const chess = new Chess();
const like: ChessJsLike = chess;
const paired: Paired32 = new Paired32(polyglotKeys()).setFromChessJs(chess);
const big: BigInt64 = new BigInt64(keysFromSubpath()).setFromChessJs(like);
const additive: Scheme = new Additive48(polyglotKeys()).setFromChessJs(chess).applyMove(chess.move('e4'));
const features: Uint32Array = featuresOfChessJs(chess);
export const keys: [string, bigint, number, number] = [paired.keyHex, big.key, additive.bits, features.length];
// @ts-expect-error a FEN is not a chess.js instance
paired.setFromChessJs('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
// @ts-expect-error an object without chess.js's methods
paired.setFromChessJs({ board: () => [] });
// @ts-expect-error polyglotKeys() is a BigUint64Array
const wrong: number[] = polyglotKeys();
`;
    const configs = {
      'nodenext, esnext.disposable': { module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom', 'esnext.disposable'] },
      'bundler, es2022': { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'] },
    };

    before(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(new URL('check.ts', dir), source);
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    for (const [name, options] of Object.entries(configs)) {
      it(`a chess.js Chess fits setFromChessJs under tsc --strict (${name})`, () => {
        const config = new URL(`tsconfig.${name.replace(/\W+/g, '-')}.json`, dir);
        writeFileSync(config, JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, target: 'es2022', skipLibCheck: false, types: [], ...options },
          files: ['check.ts'],
        }));
        try {
          execFileSync(process.execPath, [tsc, '-p', fileURLToPath(config)], { encoding: 'utf8' });
        } catch (error) {
          assert.fail(`tsc failed:\n${error.stdout}${error.stderr}`);
        }
      });
    }
  });
});
