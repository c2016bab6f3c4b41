// A misspelt option is refused by name (ARGUMENT, "unknown option"), never
// ignored with its default used in its place: every call that takes options.
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { ZobristError, layout, Paired32, featuresOfChessJs } from 'zobrist-wasm/all';
import { zb, START } from './helpers.js';

const BOOK = await zb.buildBook('1. e4 e5 *', { minGame: 1 });

function refuses(name, call) {
  it(name, async () => {
    await assert.rejects(async () => call({ bogus: 1 }), (e) => {
      assert.ok(e instanceof ZobristError, `not a ZobristError: ${e}`);
      assert.equal(e.code, 'ARGUMENT', e.message);
      assert.match(e.message, /unknown option "bogus"/);
      return true;
    });
  });
}

describe('options: an unknown name is refused', () => {
  refuses('new Position', (o) => new zb.Position(START, o));
  refuses('legalMoves', (o) => new zb.Position().legalMoves(o));
  refuses('keyOfFen', (o) => zb.keyOfFen(START, o));
  refuses('keysOfFens', (o) => zb.keysOfFens([START], o));
  refuses('featuresOfFen', (o) => zb.featuresOfFen(START, o));
  refuses('replay', (o) => zb.replay(['e4'], o));
  refuses('createScheme', (o) => zb.createScheme('paired32', o));
  refuses('new Scheme', (o) => new Paired32('polyglot', o));
  refuses('layout', (o) => layout(o));
  refuses('featuresOfChessJs', (o) => featuresOfChessJs(new Chess(), o));
  refuses('new KeySpace', (o) => new zb.KeySpace(8, o));
  refuses('census', (o) => zb.census(1, o));
  refuses('readPgnSync', (o) => zb.readPgnSync('1. e4 *', o));
  refuses('readPgn', async (o) => { for await (const g of zb.readPgn('1. e4 *', o)) void g; });
  refuses('buildBook', (o) => zb.buildBook('1. e4 *', o));
  refuses('book.moves', (o) => zb.openBook(BOOK).moves(START, o));
  refuses('book.pick', (o) => zb.openBook(BOOK).pick(START, o));
  refuses('new GoPosition', (o) => new zb.GoPosition(undefined, o));
  refuses('new UtttPosition', (o) => new zb.UtttPosition(undefined, o));
  refuses('utttCensus', (o) => zb.utttCensus(1, o));
  refuses('new TranspositionTable', (o) => new zb.TranspositionTable(o));
  refuses('audit', (o) => zb.audit(zb.polyglotTable(), o));

  it('the names a call knows still work', () => {
    assert.equal(zb.keyOfFen(START, { layout: 'polyglot' }), 0x463b96181691fc9cn);
    assert.equal(zb.replay(['e4'], { fen: START, seed: 1 }).length, 2);
    assert.equal(zb.readPgnSync('1. e4 *', { variations: false, moves: false, tags: false })[0].keys.length, 2);
  });

  it('a bad seed is named by the call and argument it came in', () => {
    assert.throws(() => zb.openBook(BOOK).pick(START, { seed: 'x' }), { code: 'ARGUMENT_TYPE', message: /^pick\(position, \{ seed \}\): seed must be/ });
    assert.throws(() => new zb.KeySpace(5, { seed: 'x' }), { code: 'ARGUMENT_TYPE', message: /^new KeySpace\(size, \{ seed \}\): seed must be/ });
    assert.throws(() => zb.createScheme('paired32', { seed: -1 }), { code: 'ARGUMENT_TYPE', message: /seed\b.*must be/ });
    assert.throws(() => zb.seededTable(1.5), { code: 'ARGUMENT_TYPE', message: /^seededTable\(seed\): seed must be/ });
  });

  it('options are own properties: an inherited one is not taken, an own one on any object is', () => {
    assert.equal(zb.replay('e4', Object.create({ fen: 'x' })).length, 2);
    assert.equal(zb.keyOfFen(START, Object.create({ layout: 'stockfish' })), 0x463b96181691fc9cn);
    class Options { constructor() { this.layout = 'stockfish'; } }
    assert.equal(zb.keyOfFen(START, new Options()), 0x8f8f01d4562f59fbn);
  });
});
