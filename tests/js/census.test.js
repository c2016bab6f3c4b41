// The census: OEIS counts, and an independent enumeration in JS (canonical
// FENs as identity, keys from keyOfFen and Additive48) giving the same
// positions and the same multiset of hashes.
import assert from 'node:assert/strict';
import { KNOWN_DISTINCT } from 'zobrist-wasm';
import { zb } from './helpers.js';

const sorted = (values) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

// The FEN without clocks, its ep square kept only if an ep capture is legal.
function canonicalFen(pos) {
  const [board, side, castling, ep] = pos.fen.split(' ');
  const epLegal = ep !== '-' && pos.legalMoves().some((m) => m.slice(2, 4) === ep && /[a-h][45]/.test(m.slice(0, 2)) && pos.toSan(m).includes('x'));
  return `${board} ${side} ${castling} ${epLegal ? ep : '-'}`;
}

function enumerate(plies) {
  const pos = new zb.Position();
  let frontier = new Set([canonicalFen(pos)]);
  for (let ply = 1; ply <= plies; ply++) {
    const next = new Set();
    for (const fen of frontier) {
      pos.reset(fen);
      for (const move of pos.legalMoves()) {
        pos.play(move);
        next.add(canonicalFen(pos));
        pos.undo();
      }
    }
    frontier = next;
  }
  pos.free();
  return frontier;
}

describe('census', () => {
  it('counts the distinct positions of OEIS A083276 up to ply 5', () => {
    let last = 0;
    const results = zb.census(5, { onProgress: (f) => { assert.ok(f >= last && f <= 1); last = f; } });
    assert.deepEqual(results.map((r) => r.positions), KNOWN_DISTINCT.slice(1, 6));
    assert.deepEqual(results.map((r) => r.known), KNOWN_DISTINCT.slice(1, 6));
    assert.equal(last, 1);
    const ply5 = results[4];
    assert.ok(Math.abs(ply5.hashes[0].expected - 78.76) < 0.01); // 822518 * 822517 / 2^33
  });

  it('agrees with an independent enumeration at ply 3, position by position and key by key', () => {
    const fens = enumerate(3);
    const [, , ply3] = zb.census(3, { keys: true });
    assert.equal(fens.size, 5362);
    assert.equal(ply3.positions, fens.size);
    const polyglot = [...fens].map((fen) => zb.keyOfFen(fen));
    assert.deepEqual(sorted(ply3.keys.xor64), sorted(polyglot));
    assert.deepEqual(sorted(ply3.keys.xor32), sorted(polyglot.map((k) => k & 0xffffffffn)));
    assert.deepEqual(sorted(ply3.keys.xor48), sorted(polyglot.map((k) => k >> 16n)));
    const additive = zb.createScheme('additive48');
    assert.deepEqual(sorted(ply3.keys.add48), sorted([...fens].map((fen) => BigInt(additive.setFen(fen).key))));
  });

  it('counts colliding pairs from the hashes it reports', () => {
    const results = zb.census(5, { keys: true });
    const last = results.at(-1);
    for (const h of last.hashes) {
      const keys = sorted(last.keys[h.id]);
      let pairs = 0, run = 1;
      for (let i = 1; i <= keys.length; i++) {
        if (i < keys.length && keys[i] === keys[i - 1]) run++;
        else { pairs += (run * (run - 1)) / 2; run = 1; }
      }
      assert.equal(h.pairs, pairs, h.id);
    }
    assert.ok(last.hashes[0].pairs > 20, 'a 32-bit key collides among 822518 positions');
  });

  it('starts from a FEN, and rejects bad arguments', () => {
    const [ply1] = zb.census(1, { fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' });
    assert.equal(ply1.positions, 48);
    assert.equal(ply1.known, undefined);
    assert.throws(() => zb.census(0), { code: 'ARGUMENT' });
    assert.throws(() => zb.census(8), { code: 'ARGUMENT' });
    // before any work, not after filling 2 GiB: ply 7 from the start needs ~5 GB
    let steps = 0;
    assert.throws(() => zb.census(7, { onProgress: () => steps++ }), { code: 'ARGUMENT', message: /about 5 GB.*native census/ });
    assert.equal(steps, 0);
    // the start position however its FEN is written: refused the same, and known
    for (const fen of ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -', ' rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 7 20 ']) {
      assert.throws(() => zb.census(7, { fen, onProgress: () => steps++ }), { code: 'ARGUMENT', message: /about 5 GB/ }, fen);
      assert.equal(steps, 0);
      assert.deepEqual(zb.census(2, { fen }).map((r) => r.known), [20, 400], fen);
    }
    assert.throws(() => zb.census(1, { keys: 'yes' }), { code: 'ARGUMENT_TYPE', message: /keys must be a boolean/ });
    assert.throws(() => zb.census('3'), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => zb.census(2, { fen: 'x' }), { code: 'FEN_FIELD_COUNT' });
  });
});
