// The Polyglot standard's test keys through WASM and every JS scheme.
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { zb, POLYGLOT_VECTORS, START } from './helpers.js';

const SCHEMES = ['bigint64', 'paired32', 'additive48'];

describe('Polyglot test keys', () => {
  for (const [moves, fen, hex] of POLYGLOT_VECTORS) {
    const key = BigInt('0x' + hex);
    const label = moves.length ? moves.join(' ') : 'start';

    it(`WASM: ${label}`, () => {
      assert.equal(zb.keyOfFen(fen), key);
      const fromFen = new zb.Position(fen);
      assert.equal(fromFen.key, key);
      assert.equal(fromFen.keyHex, hex);
      assert.equal((BigInt(fromFen.keyHi) << 32n) | BigInt(fromFen.keyLo), key);
      fromFen.free();
      const played = new zb.Position();
      for (const m of moves) played.play(m);
      assert.equal(played.key, key);
      played.free();
      assert.equal(zb.replay(moves).at(-1), key);
    });

    it(`JS schemes: ${label}`, () => {
      for (const name of SCHEMES) {
        const fromFen = zb.createScheme(name).setFen(fen);
        const played = zb.createScheme(name).setFen(START);
        const chess = new Chess();
        for (const m of moves) played.applyMove(chess.move(m));
        assert.equal(played.keyHex, fromFen.keyHex, `${name} incremental vs full`);
        if (name === 'additive48') continue; // a different hash: only self-consistency
        assert.equal(fromFen.keyHex, hex, name);
        assert.equal(fromFen.key, key, name);
      }
    });
  }

  it('Paired32 halves equal the 64-bit key bit for bit', () => {
    const s = zb.createScheme('paired32').setFen(POLYGLOT_VECTORS[8][1]);
    assert.equal((BigInt(s.hi) << 32n) + BigInt(s.lo), 0x5c3f9b829b279560n);
    assert.ok(s.hi >= 0 && s.hi < 2 ** 32 && s.lo >= 0 && s.lo < 2 ** 32);
  });
});
