// Calls that stay inside WASM: keyOfFen, keysOfFens, replay.
import assert from 'node:assert/strict';
import { zb, POLYGLOT_VECTORS, START } from './helpers.js';

describe('bulk calls', () => {
  it('keysOfFens equals keyOfFen one by one', () => {
    const fens = POLYGLOT_VECTORS.map(([, fen]) => fen);
    const keys = zb.keysOfFens(fens);
    assert.ok(keys instanceof BigUint64Array);
    assert.deepEqual([...keys], fens.map((fen) => zb.keyOfFen(fen)));
    assert.equal(zb.keysOfFens([]).length, 0);
  });

  it('keysOfFens reads each FEN as keyOfFen does, whitespace and newlines included', () => {
    const spaced = [`${START}\n`, START.replace(' 0 1', '\n0 1'), ` ${START.replaceAll(' ', '\t')}`];
    assert.deepEqual([...zb.keysOfFens([START, ...spaced])], [START, ...spaced].map((fen) => zb.keyOfFen(fen)));
    const two = `${START}\n${START}`;
    assert.throws(() => zb.keyOfFen(two), { code: 'FEN_FIELD_COUNT' });
    assert.throws(() => zb.keysOfFens([START, two]), { code: 'FEN_FIELD_COUNT', index: 1 });
  });

  it('keysOfFens over many FENs (copied into WASM in chunks): keys in order, errors at their index and offset', () => {
    const fens = Array.from({ length: 700 }, (_, i) => POLYGLOT_VECTORS[i % POLYGLOT_VECTORS.length][1]);
    const one = fens.map((fen) => zb.keyOfFen(fen));
    assert.deepEqual([...zb.keysOfFens(fens)], one);
    assert.deepEqual([...zb.keysOfFens(fens.slice(0, 257))], one.slice(0, 257)); // one FEN past a chunk
    const errorOf = (f) => { try { f(); } catch (e) { return e; } assert.fail('no error'); };
    // A bad FEN past the first chunks, ASCII (the chunked copy) or not (the
    // copy a byte a UTF-16 unit): the same code and offset as keyOfFen's.
    // The last: a non-ASCII character last in a chunk, where the bytes of the
    // call before ("... 0 11") lie, must not read as a valid fullmove 11.
    for (const [at, bad] of [[600, '8/8/8/8/8/8/8/8/8 w - - 0 1'], [513, `${START.slice(0, 20)}é${START.slice(21)}`],
      [255, 'k7/8/8/8/8/8/8/K6 w - - 0 1'], [255, `${START}é`]]) {
      const list = fens.slice();
      const single = errorOf(() => zb.keyOfFen(bad));
      list[at] = `${START}1`;
      zb.keysOfFens(list);
      list[at] = bad;
      const bulk = errorOf(() => zb.keysOfFens(list));
      assert.equal(bulk.index, at, bad);
      assert.equal(bulk.code, single.code, bad);
      assert.equal(bulk.offset, single.offset, bad);
    }
  });

  it('replay takes moves or PGN movetext, from the start or a FEN', () => {
    const keys = zb.replay(['e4', 'e5', 'Nf3']);
    assert.deepEqual([...keys].map((k) => k.toString(16).padStart(16, '0')),
      ['463b96181691fc9c', '823c9b50fd114196', '0844931a6ef4b9a0', 'd3207fec0612d89d']);
    assert.deepEqual(zb.replay('1. e4 {king pawn} e5 (1... c5) 2. Nf3 $1 1-0'), keys);
    assert.deepEqual(zb.replay(['e2e4', 'e7e5', 'g1f3']), keys);
    assert.deepEqual(zb.replay([]), new BigUint64Array([0x463b96181691fc9cn]));
    const fromFen = zb.replay(['exf6'], { fen: POLYGLOT_VECTORS[4][1] });
    assert.equal(fromFen[0], 0x22a48b5a8e47ff78n);
    assert.equal(fromFen.length, 2);
  });

  it('replays long input whole (keys of every ply)', () => {
    const shuffle = Array.from({ length: 3000 }, (_, i) => ['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]);
    const keys = zb.replay(shuffle);
    assert.equal(keys.length, 3001);
    assert.equal(keys[3000], keys[0]);
  });

  it('Position basics: legal moves, SAN, repetition, perft', () => {
    const pos = new zb.Position();
    assert.equal(pos.legalMoves().length, 20);
    assert.ok(pos.legalMoves({ san: true }).includes('Nf3'));
    assert.equal(pos.legalMoveCodes().length, 20);
    assert.equal(pos.toSan('g1f3'), 'Nf3');
    assert.equal(pos.turn, 'w');
    for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) pos.play(m);
    assert.equal(pos.isRepetition(), false);
    pos.play('Ng8');
    assert.equal(pos.isRepetition(), true);
    assert.equal(pos.repetitions(), 2);
    assert.equal(pos.ply, 8);
    assert.equal(pos.perft(3), 8902);
    const code = pos.legalMoveCodes()[0];
    assert.equal(pos.playCode(code).ply, 9);
    pos.free();
    const mate = new zb.Position('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    assert.deepEqual(mate.legalMoves(), []);
    assert.equal(mate.inCheck, true);
    mate.free();
  });
});
