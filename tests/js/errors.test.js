// Every error path of the WASM API: a ZobristError with a stable code and a
// message naming the input; the position stays usable afterwards.
import assert from 'node:assert/strict';
import { Core } from '../../wasm/core/core.js';
import { init, ZobristError, Paired32, Paired32Hash, layout } from 'zobrist-wasm';
// The class the source modules below (Core, definePosition) throw; the
// package's bundles have their own.
import { ZobristError as SourceZobristError } from '../../wasm/core/errors.js';
import { definePosition } from '../../wasm/chess/position.js';
import { readFile } from 'node:fs/promises';
import { instantiate } from '../../wasm/core/loader.js';
import { UTTT_START } from 'zobrist-wasm/all';
import { zb, START } from './helpers.js';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function throwsCode(fn, code, pattern) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof ZobristError || e instanceof SourceZobristError, `not a ZobristError: ${e}`);
    assert.equal(e.code, code, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
}

describe('errors', () => {
  it('malformed FENs: specific code, the FEN and the character in the message', () => {
    const cases = [
      ['', 'FEN_EMPTY'],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0', 'FEN_FIELD_COUNT'],
      ['rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'FEN_RANK_TOO_LONG', /character 18/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'FEN_SIDE'],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1', 'FEN_CASTLING_SYNTAX'],
      ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1', 'FEN_EP_PAWN'],
      ['4k2R/8/8/8/8/8/8/4K3 w - - 0 1', 'FEN_OPPONENT_IN_CHECK'],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0', 'FEN_FULLMOVE'],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNÄ w KQkq - 0 1', 'FEN_PIECE_CHAR'],
    ];
    for (const [fen, code, where] of cases) {
      throwsCode(() => new zb.Position(fen), code, where);
      throwsCode(() => zb.keyOfFen(fen), code);
      throwsCode(() => zb.featuresOfFen(fen), code);
      assert.throws(() => zb.keyOfFen(fen), (e) => e.input === fen && e.message.includes(JSON.stringify(fen)));
    }
    throwsCode(() => zb.keysOfFens([START, START, '8/8 w - - 0 1']), 'FEN_RANK_COUNT', /index 2/);
    throwsCode(() => zb.replay(['e4'], { fen: 'bad' }), 'FEN_FIELD_COUNT');
    throwsCode(() => zb.replay(['e4'], { fen: '' }), 'FEN_EMPTY');
    assert.equal(zb.stats().livePositions, 0); // failed constructors free their memory
  });

  it('bad moves: specific code, the move and the position in the message; the position is unchanged', () => {
    const pos = new zb.Position();
    pos.play('e4');
    const fen = pos.fen, key = pos.key;
    const cases = [
      ['Ke3', 'MOVE_ILLEGAL'], ['e9', 'MOVE_SYNTAX'], ['', 'MOVE_SYNTAX'], ['Qh4', 'MOVE_ILLEGAL'],
      ['e2e4', 'MOVE_NO_PIECE'], ['Bb4', 'MOVE_ILLEGAL'], ['Nd7', 'MOVE_ILLEGAL'], ['e5e4', 'MOVE_NO_PIECE'],
      ['e7e5q', 'MOVE_PROMOTION_INVALID'], ['O-O', 'MOVE_ILLEGAL'], ['Nca6+', 'MOVE_NO_PIECE'],
    ];
    for (const [move, code] of cases) {
      throwsCode(() => pos.play(move), code, new RegExp(escape(`"${move}" in ${fen}`)));
      assert.equal(pos.fen, fen);
      assert.equal(pos.key, key);
    }
    pos.play('e5'); // still usable
    assert.equal(pos.keyHex, '0844931a6ef4b9a0');
    throwsCode(() => pos.reset('8/8 w - - 0 1'), 'FEN_RANK_COUNT');
    throwsCode(() => pos.reset(7), 'ARGUMENT_TYPE');
    assert.equal(pos.keyHex, '0844931a6ef4b9a0');
    assert.equal(pos.reset().keyHex, '463b96181691fc9c');
    assert.equal(pos.ply, 0);
    pos.play('e4').play('e5');
    throwsCode(() => pos.toSan('Ke3'), 'MOVE_ILLEGAL');
    throwsCode(() => pos.playCode(0), 'MOVE_ILLEGAL');
    pos.free();
  });

  it('replay names the ply, the move and the position', () => {
    assert.throws(() => zb.replay('1. e4 e5 2. Nf3 Nf3'), (e) => {
      assert.equal(e.code, 'MOVE_ILLEGAL');
      assert.equal(e.ply, 4);
      assert.equal(e.input, 'Nf3');
      assert.equal(e.offset, 16);
      assert.match(e.message, /"Nf3" at ply 4 in rnbqkbnr\/pppp1ppp\/8\/4p3\/4P3\/5N2\/PPPP1PPP\/RNBQKB1R b KQkq - 1 2/);
      return true;
    });
    throwsCode(() => zb.replay('e4 {unclosed'), 'MOVETEXT_SYNTAX');
    throwsCode(() => zb.replay('1. e4 e5 2. Nf3 1-0 2. Nc6'), 'MOVETEXT_SYNTAX'); // a move after the result
    assert.equal(zb.replay('1. e4 e5 1-0 {resigned}').length, 3);
    throwsCode(() => zb.replay(['e4', 'e5', 'e8=Q']), 'MOVE_ILLEGAL', /ply 3/);
    assert.equal(zb.replay(['e4']).length, 2); // still usable
  });

  it('wrong argument types', () => {
    const pos = new zb.Position();
    throwsCode(() => pos.play(42), 'ARGUMENT_TYPE', /number 42/);
    throwsCode(() => pos.play(undefined), 'ARGUMENT_TYPE');
    throwsCode(() => pos.play({ from: 'e2', to: 'e4' }), 'ARGUMENT_TYPE');
    throwsCode(() => pos.toSan(null), 'ARGUMENT_TYPE');
    throwsCode(() => pos.perft('3'), 'ARGUMENT_TYPE');
    throwsCode(() => pos.perft(2.5), 'ARGUMENT_TYPE');
    throwsCode(() => pos.perft(-1), 'ARGUMENT', /from 0 to 20/);
    throwsCode(() => pos.perft(21), 'ARGUMENT');
    throwsCode(() => new zb.Position(42), 'ARGUMENT_TYPE');
    throwsCode(() => new zb.Position(START, 'seed'), 'ARGUMENT_TYPE');
    throwsCode(() => new zb.Position(START, { seed: 1.5 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.keyOfFen(null), 'ARGUMENT_TYPE');
    throwsCode(() => zb.keysOfFens(START), 'ARGUMENT_TYPE');
    throwsCode(() => zb.keysOfFens([START, 7]), 'ARGUMENT_TYPE', /fens\[1\]/);
    throwsCode(() => zb.replay(5), 'ARGUMENT_TYPE');
    throwsCode(() => zb.replay(['e4', 5]), 'ARGUMENT_TYPE', /moves\[1\]/);
    throwsCode(() => zb.replay(['e4'], { fen: 3 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.seededTable('1'), 'ARGUMENT_TYPE');
    assert.equal(pos.perft(2), 400);
    pos.free();
  });

  it('an array element that is a getter is read once, even if it calls the module or answers otherwise the second time', async () => {
    const own = await init(); // a module of its own: a broken one would break no other test
    const fens = Array(300).fill(START);
    let reads = 0;
    Object.defineProperty(fens, 5, { get: () => (++reads === 1 ? START : START + ' '.repeat(100000)) });
    assert.equal(own.keysOfFens(fens).length, 300);
    assert.equal(reads, 1);
    const space = new own.KeySpace(10);
    const features = [0, 1];
    Object.defineProperty(features, 1, { get: () => (own.keyOfFen(START), 1) }); // the module's output region used meanwhile
    assert.equal(space.keyOf(features), space.keyOf([0, 1]));
    const moves = ['e4', 'e5'];
    let moveReads = 0;
    Object.defineProperty(moves, 1, { get: () => (++moveReads === 1 ? 'e5' : '{e5}') });
    assert.deepEqual(own.replay(moves), own.replay(['e4', 'e5']));
    assert.equal(new own.Position().keyHex, '463b96181691fc9c'); // the module still works
  });

  it('a long replay leaves its memory free for what comes next (its history and scratch regions are not kept)', async () => {
    const own = await (await import('zobrist-wasm/all')).init(); // a module of its own, whose memory this test reads
    assert.equal(own.replay('Nf3 Nf6 Ng1 Ng8 '.repeat(5e5)).length, 2e6 + 1);
    const grown = own.stats().memoryBytes;
    // a table of a quarter to a half of that memory fits in what the replay held
    const table = new own.TranspositionTable({ indexBits: Math.floor(Math.log2(grown / 16)) - 1, checkBits: 8 });
    assert.equal(own.stats().memoryBytes, grown, 'the memory grew');
    table.free();
  });

  it('names are looked up as names, not as properties every object has; exported tables are frozen', async () => {
    const all = await import('zobrist-wasm/all');
    const space = new zb.KeySpace(8);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      throwsCode(() => zb.createScheme(name), 'ARGUMENT', /name must be one of bigint64, paired32, additive48/);
      throwsCode(() => space.hash(name), 'ARGUMENT', /name must be one of/);
    }
    space.free();
    for (const table of [all.KNOWN_DISTINCT, all.CENSUS_HASHES, all.CENSUS_HASHES[0], all.UTTT_CENSUS_HASHES, all.UTTT_CENSUS_HASHES[3]]) {
      assert.ok(Object.isFrozen(table));
    }
    assert.throws(() => { 'use strict'; all.KNOWN_DISTINCT[1] = 5; }, TypeError);
    assert.equal(zb.census(1)[0].known, 20);
  });

  it('wrong arguments found in review: each a ZobristError, and nothing changed', async () => {
    const pos = new zb.Position();
    const code = pos.legalMoveCodes()[0];
    for (const bad of [1n, Symbol('x'), 'abc', {}, null, true, code + 0.5, code + 65536, -1]) {
      assert.throws(() => pos.playCode(bad), (e) => e instanceof ZobristError && /ARGUMENT/.test(e.code), String(bad?.toString?.()));
    }
    assert.equal(pos.ply, 0);
    throwsCode(() => pos.legalMoves(null), 'ARGUMENT_TYPE');
    throwsCode(() => pos.legalMoves({ san: 'false' }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.replay([], null), 'ARGUMENT_TYPE');
    throwsCode(() => zb.replay(['e4 e5']), 'ARGUMENT', /one move/);
    // every whitespace /\s/ knows, ASCII or not, and the empty move: the
    // C side would split such a text into other moves, or none
    for (const [i, move] of [[1, '\te5'], [1, 'e5\n'], [1, 'e5\u00a0'], [1, '\u2003e5'], [1, 'e\ufeff5'], [1, '']]) {
      throwsCode(() => zb.replay(['e4', move]), 'ARGUMENT', new RegExp(`moves\\[${i}\\] must be one move`));
    }
    // other movetext as an element: the joined text would read it as PGN,
    // skipping or shifting the moves after it
    for (const move of [';', '{e5}', '(d5)', '$1', '%x', '*', '1-0', '0-1', '1/2-1/2', '2.', '2...', '12', '1.e4', '[Event', 'e5"']) {
      throwsCode(() => zb.replay(['e4', move, 'Nf3']), 'ARGUMENT', /moves\[1\] must be one move/);
    }
    // every form of a move still is one: castling with zeros, null moves, annotations
    assert.equal(zb.replay(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', '0-0', '--', 'Z0', '0000', 'd3!?', 'g8f6']).length, 13);
    throwsCode(() => zb.replay(['e4', 'e5\u00e9']), 'MOVE_SYNTAX'); // not a space: the C side's own error
    throwsCode(() => zb.replay(['e4', 'N'.repeat(65)]), 'ARGUMENT', /moves\[1\].*at most 64/);
    throwsCode(() => zb.replay(['e4', , 'e5']), 'ARGUMENT_TYPE', /moves\[1\]/); // eslint-disable-line no-sparse-arrays
    throwsCode(() => zb.keysOfFens([START, , START]), 'ARGUMENT_TYPE', /fens\[1\]/); // eslint-disable-line no-sparse-arrays
    throwsCode(() => zb.census(1, null), 'ARGUMENT_TYPE');
    throwsCode(() => zb.census(1, { budget: 0 }), 'ARGUMENT');
    throwsCode(() => zb.census(1, { budget: 0.5 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.census(1, { onProgress: 5 }), 'ARGUMENT_TYPE');
    throwsCode(() => zb.createScheme(5), 'ARGUMENT_TYPE');
    throwsCode(() => zb.createScheme('paired32', null), 'ARGUMENT_TYPE');
    throwsCode(() => pos.play('e'.repeat(5e6)), 'ARGUMENT', /at most 64/);
    throwsCode(() => zb.keyOfFen('8'.repeat(5000)), 'ARGUMENT', /at most 1024/);
    await assert.rejects(init(5), { code: 'ARGUMENT_TYPE' });
    await assert.rejects(init(Promise.resolve(5)), { code: 'WASM_LOAD', message: /expected a Response/ });
    assert.equal(pos.play('e4').ply, 1); // still usable
    pos.free();
  });

  it('found in the games review: sparse key arrays, an array as options, texts with wide spacing', () => {
    // A sparse array of keys has holes, not keys (every() skipped them).
    const full = Array.from(zb.goTable(2));
    delete full[3];
    for (const keys of [new Array(9), full]) throwsCode(() => new zb.GoPosition(undefined, { size: 2, keys }), 'ARGUMENT_TYPE', /key table/);
    throwsCode(() => new zb.UtttPosition(undefined, { keys: new Array(199) }), 'ARGUMENT_TYPE', /key table/);
    throwsCode(() => new Paired32Hash(new Array(4)), 'ARGUMENT_TYPE', /key table/);
    throwsCode(() => new Paired32(new Array(781)), 'ARGUMENT_TYPE', /key table/);
    const sparse = Array.from(zb.polyglotTable());
    delete sparse[100];
    throwsCode(() => layout({ table: sparse }), 'ARGUMENT_TYPE', /781 keys/);
    throwsCode(() => zb.keyOfFen(START, { layout: { table: sparse } }), 'ARGUMENT_TYPE', /781 keys/);
    throwsCode(() => layout({ seed: 1, castlingTable: new Array(16) }), 'ARGUMENT_TYPE', /16 keys/);
    // An array is no options object (its keys() method was read as keys).
    throwsCode(() => new zb.GoPosition(undefined, []), 'ARGUMENT_TYPE', /options must be an object, got an array/);
    throwsCode(() => new zb.UtttPosition(undefined, []), 'ARGUMENT_TYPE', /options must be an object, got an array/);
    // Fields may be apart by any amount of space, so a valid text may be
    // longer than any the C side writes.
    const empty19 = Array(19).fill('.'.repeat(19)).join('/');
    const go = new zb.GoPosition(`${empty19}${' '.repeat(600)}b\t\t0`);
    assert.equal(go.text, `${empty19} b 0`);
    go.free();
    const uttt = new zb.UtttPosition(UTTT_START.replace(' x ', ' '.repeat(300) + 'x' + ' '.repeat(300)));
    assert.equal(uttt.text, UTTT_START);
    uttt.free();
  });

  it('offsets and tokens are the JS string\'s, non-ASCII text included', () => {
    const text = '1. e4 {Très bien ♞} e5 2. Kxx';
    assert.throws(() => zb.replay(text), (e) => e.offset === text.indexOf('Kxx') && e.input === 'Kxx');
    assert.throws(() => zb.replay(['e4', 'é5']), (e) => e.input === 'é5' && e.message.includes('"é5"'));
    const long = `${text.slice(0, 22)}${' '.repeat(200)} 2. Kxx`;
    assert.throws(() => zb.replay(long), (e) => e.offset === long.indexOf('Kxx'));
  });

  it('undo at the start, and use after free()', () => {
    const pos = new zb.Position();
    throwsCode(() => pos.undo(), 'NOTHING_TO_UNDO');
    pos.play('d4').undo();
    assert.equal(pos.fen, START);
    pos.free();
    pos.free(); // idempotent
    assert.ok(pos.freed);
    for (const use of [() => pos.play('e4'), () => pos.key, () => pos.fen, () => pos.undo(), () => pos.legalMoves(), () => pos.perft(1)]) {
      throwsCode(use, 'POSITION_FREED');
    }
    const disposed = new zb.Position();
    disposed[Symbol.dispose ?? Symbol.for('Symbol.dispose')]();
    assert.ok(disposed.freed);
  });

  it('a WASM trap surfaces as WASM_TRAP, and the instance refuses further calls', () => {
    // A stand-in instance whose export traps the way a real one would.
    const memory = new WebAssembly.Memory({ initial: 1 });
    let calls = 0;
    const exports = {
      memory,
      _initialize() {},
      zbw_module_kind: () => 1,
      zbw_alloc: () => 64,
      zbw_free() {},
      zbw_position_key() { calls++; throw new WebAssembly.RuntimeError('unreachable'); },
    };
    const core = new Core({ exports });
    throwsCode(() => core.x.zbw_position_key(0), 'WASM_TRAP', /trapped \(unreachable\).*call init\(\) again/);
    throwsCode(() => core.x.zbw_alloc(8), 'WASM_TRAP');
    assert.equal(calls, 1);
    // Other exceptions pass through unchanged.
    // (Freeing seeded positions after a trap must not throw, below.)
    const plain = new Core({ exports: { ...exports, zbw_position_key() { throw new TypeError('x'); } } });
    assert.throws(() => plain.x.zbw_position_key(0), TypeError);
  });

  it('after a trap, freeing positions (seeded or not) neither throws nor frees twice', async () => {
    const core = new Core(await instantiate(await readFile(new URL('../../wasm/zobrist.wasm', import.meta.url)), {}));
    const { Position, live } = definePosition(core);
    const seeded = new Position(undefined, { seed: 77 }), plain = new Position();
    core.broken = new WebAssembly.RuntimeError('simulated');
    seeded.free();
    plain.free();
    assert.ok(seeded.freed && plain.freed);
    assert.equal(live.count, 0);
    throwsCode(() => new Position(), 'WASM_TRAP');
  });
});
