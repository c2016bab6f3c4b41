// The page's XOR trail (web/xor-trail.js) in Node: for a capture, a castling,
// an ep capture and a promotion under Polyglot's and Stockfish's layouts, the
// lines name the features a reader expects and the running key ends at
// keyOfFeatures of the new position (the WASM key); the Additive48 trail
// ends at the Additive48 scheme's key.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, layout, keyOfFeatures } from '../../wasm/index.js';
import { xorTrail, addTrail, add48OfFeatures, featureName } from '../../web/xor-trail.js';

const zb = initSync(readFileSync(new URL('../../wasm/zobrist.wasm', import.meta.url)));
const halfmoveOf = (fen) => Number(fen.split(' ')[4]);

// The trail of one move from fen under a layout, checked against the WASM.
function trailOf(fen, uci, spec) {
  const l = layout(spec);
  const pos = new zb.Position(fen, { layout: spec });
  const before = zb.featuresOfFen(fen, { layout: spec });
  const keyBefore = pos.key;
  pos.play(uci);
  const after = zb.featuresOfFen(pos.fen, { layout: spec });
  const trail = xorTrail(l, before, after, halfmoveOf(fen), pos.halfmoveClock);
  assert.equal(keyOfFeatures(l, before, halfmoveOf(fen)), keyBefore, `${spec}: the start key`);
  assert.equal(trail.at(-1).running, pos.key, `${spec} ${uci}: the trail ends at the new key`);
  assert.equal(trail.at(-1).running, keyOfFeatures(l, after, pos.halfmoveClock));
  assert.ok(trail.every((s) => /^[0-9a-f]{16}$/.test(s.keyHex) && s.runningHex === s.running.toString(16).padStart(16, '0')));
  pos.free();
  return trail;
}

const labels = (trail) => trail.map((s) => s.label);

describe('the XOR trail of the page', () => {
  for (const spec of ['polyglot', 'stockfish']) {
    const castling = spec === 'polyglot' ? ['castling K', 'castling Q'] : ['castling KQkq → kq'];
    const turn = 'turn key (black to move)';

    it(`${spec}: a capture`, () => {
      const trail = trailOf('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 'e4d5', spec);
      assert.deepEqual(labels(trail), ['white pawn e4', 'white pawn d5', 'black pawn d5', turn]);
      assert.deepEqual(trail.map((s) => s.role), ['from', 'to', 'captured', 'turn']);
    });

    it(`${spec}: a castling`, () => {
      const trail = trailOf('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 3 10', 'e1g1', spec);
      assert.deepEqual(labels(trail), ['white king e1', 'white king g1', 'white rook h1', 'white rook f1', ...castling, turn]);
      assert.deepEqual(trail.slice(0, 4).map((s) => s.role), ['from', 'to', 'rook from', 'rook to']);
    });

    it(`${spec}: an en passant capture, the ep file leaving`, () => {
      const trail = trailOf('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', 'e5f6', spec);
      assert.deepEqual(labels(trail), ['white pawn e5', 'white pawn f6', 'black pawn f5', 'ep file f', turn]);
    });

    it(`${spec}: a double push keys the ep file when a pawn can take`, () => {
      const trail = trailOf('rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3', 'e2e4', spec);
      assert.deepEqual(labels(trail), ['white pawn e2', 'white pawn e4', 'ep file e', turn]);
    });

    it(`${spec}: a promotion with a capture`, () => {
      const trail = trailOf('1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a7b8q', spec);
      assert.deepEqual(labels(trail), ['white pawn a7', 'white queen b8', 'black rook b8', turn]);
      assert.deepEqual(trail.map((s) => s.role), ['pawn out', 'promoted to', 'captured', 'turn']);
    });
  }

  it('stockfish: the halfmove bucket change is a line of its own', () => {
    const trail = trailOf('8/8/8/8/8/5k2/8/4K3 w - - 21 80', 'e1d1', 'stockfish');
    assert.deepEqual(labels(trail), ['white king e1', 'white king d1', 'turn key (black to move)', 'halfmove bucket 0 → 1']);
    assert.equal(labels(trailOf('8/8/8/8/8/5k2/8/4K3 w - - 20 80', 'e1d1', 'stockfish')).length, 3);
  });

  it('a black move under polyglot takes the turn key in', () => {
    const trail = trailOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 'g8f6', 'polyglot');
    assert.deepEqual(labels(trail), ['black knight g8', 'black knight f6', 'turn key (white to move)']);
    assert.deepEqual(trail.map((s) => s.sign), ['−', '+', '+']);
  });

  it('the Additive48 trail ends at the Additive48 scheme\'s key', () => {
    for (const [fen, uci] of [['r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 3 10', 'e1c1'], ['1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a7b8n'],
      ['rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', 'e5f6']]) {
      const l = layout('polyglot');
      const scheme = zb.createScheme('additive48').setFen(fen);
      assert.equal(add48OfFeatures(l, zb.featuresOfFen(fen)), BigInt(scheme.key));
      const pos = new zb.Position(fen);
      pos.play(uci);
      const trail = addTrail(l, zb.featuresOfFen(fen), zb.featuresOfFen(pos.fen));
      assert.equal(trail.at(-1).runningHex, zb.createScheme('additive48').setFen(pos.fen).keyHex, `${fen} ${uci}`);
      pos.free();
    }
  });

  it('names every feature', () => {
    assert.equal(featureName(64 * 3 + 6), 'white knight g1');
    assert.equal(featureName(64 * 10 + 60), 'black king e8');
    assert.equal(featureName(769), 'castling Q');
    assert.equal(featureName(775), 'ep file d');
  });
});
