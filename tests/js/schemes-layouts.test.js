// The pure-JS schemes on every key layout: along random chess.js games each
// scheme's key equals the WASM Position's under the same layout (Additive48:
// the reference sum below), undo() walks back to the start key, the chessjs
// layout gives chess.js's own hash(), setFromChessJs agrees with the moves
// played, and pinned pawns decide the 'legal' ep rule.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { initSync, layout, halfmoveKey, featuresOfChessJs, BigInt64, Paired32, Additive48, ZobristError } from '../../wasm/index.js';
import { uniformRandom } from './random.js';

const zb = initSync(readFileSync(new URL('../../wasm/zobrist.wasm', import.meta.url)));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const NAMES = ['bigint64', 'paired32', 'additive48'];
const LAYOUTS = ['polyglot', 'stockfish', 'chessjs', 'seed:7,castling=16,ep=legal,turn=black', 'seed:9,ep=literal', 'stockfish,ep=legal'];
const GAMES = 30; // a layout: 180 games in all, each followed by the three schemes
const PLIES = 100;
const hex = (key) => key.toString(16).padStart(16, '0');


// Additive48 on a layout: (key >> 16) summed mod 2^48 over the keys the XOR
// would combine: castling[rights] as one addend on a 16-key layout, each
// right's key on a 4-key one; the turn key when the layout's side is to move.
function additiveReference(l, features, halfmove) {
  const table = l.table, castling = l.castling; // copies, once
  let sum = 0n, rights = 0, white = false;
  for (const f of features) {
    if (f >= 768 && f < 772) {
      rights |= 1 << (f - 768);
      if (l.castlingKeys === 4) sum += table[f] >> 16n;
    } else if (f === 780) {
      white = true;
    } else {
      sum += table[f] >> 16n;
    }
  }
  if (l.castlingKeys === 16) sum += castling[rights] >> 16n;
  if (white === (l.turn === 'white')) sum += table[780] >> 16n;
  sum += halfmoveKey(l, halfmove) >> 16n;
  return Number(sum % (1n << 48n));
}

// Each scheme's key against the Position's (or the reference sum).
function checkKeys(schemes, pos, l, where) {
  for (const s of schemes) {
    if (s.name === 'Additive48') {
      assert.equal(s.key, additiveReference(l, zb.featuresOfFen(pos.fen, { layout: l }), pos.halfmoveClock), `${s.name} ${where}`);
    } else {
      assert.equal(s.key, pos.key, `${s.name} ${where}`);
    }
  }
}

describe('JS schemes on key layouts', () => {
  it('follow the WASM Position on every layout along random games, and undo back to the start', () => {
    const random = uniformRandom(11);
    let plies = 0, buckets = 0, eps = 0;
    for (const spec of LAYOUTS) {
      const l = layout(spec);
      const schemes = NAMES.map((name) => zb.createScheme(name, { layout: l }));
      for (const s of schemes) assert.equal(s.layout, l);
      for (let g = 0; g < GAMES; g++) {
        const chess = new Chess();
        const pos = new zb.Position(START, { layout: spec });
        for (const s of schemes) s.setFen(START);
        const trail = [schemes.map((s) => s.keyHex)], checkAt = Math.floor(random() * PLIES);
        for (let ply = 0; ply < PLIES; ply++) {
          // Drawn from the WASM move list (chess.js's moves() is the slow
          // part), played by chess.js: its move object goes to applyMove.
          const legal = pos.legalMoves();
          if (legal.length === 0) break;
          const uci = legal[Math.floor(random() * legal.length)];
          const m = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
          pos.play(uci);
          for (const s of schemes) s.applyMove(m);
          const where = `${spec} game ${g} ply ${ply} ${pos.fen}`;
          checkKeys(schemes, pos, l, where);
          assert.equal(schemes[ply % 3].halfmoveClock, pos.halfmoveClock, where);
          if (spec === 'chessjs') assert.equal(schemes[0].keyHex, chess.hash().padStart(16, '0'), where);
          if (ply === checkAt) { // a fresh scheme from chess.js agrees with the moves played
            const s = schemes[g % 3];
            assert.equal(new s.constructor(l).setFromChessJs(chess).keyHex, s.keyHex, `setFromChessJs ${s.name} ${where}`);
          }
          trail.push(schemes.map((s) => s.keyHex));
          buckets += pos.halfmoveClock >= 14 && l.halfmoveBuckets;
          eps += schemes[0].ep !== -1;
          plies++;
        }
        for (let back = trail.length - 2; back >= 0; back--) {
          for (const s of schemes) s.undo();
          assert.deepEqual(schemes.map((s) => s.keyHex), trail[back], `${spec} game ${g} undo to ply ${back}`);
        }
        pos.free();
      }
    }
    assert.ok(plies > 12000 && buckets > 30 && eps > 100, `${plies} plies, ${buckets} in halfmove buckets, ${eps} with an ep file`);
  });

  it("'legal' keys the ep file only if the capture is legal: pinned pawns, and a capture out of check", () => {
    const cases = [
      // Black d4 pinned along the rank by the queen: no ep capture is legal.
      ['8/8/8/8/k2p3Q/8/2P1P3/4K3 w - - 0 1', 'e2e4', false],
      ['8/8/8/8/k2p3Q/8/2P1P3/4K3 w - - 0 1', 'c2c4', false],
      // Black d4 pinned along the diagonal a7-g1: dxe3 stays on it, dxc3 leaves it.
      ['8/k7/8/8/3p4/8/2P1P3/4K1B1 w - - 0 1', 'e2e4', true],
      ['8/k7/8/8/3p4/8/2P1P3/4K1B1 w - - 0 1', 'c2c4', false],
      // d2d4 gives check; exd3 takes the checker.
      ['8/8/8/4k3/4p3/8/3P4/4K3 w - - 0 1', 'd2d4', true],
      // A white pawn pinned against its king by a rook on the fifth rank.
      ['4k3/3p4/8/KP5r/8/8/8/8 b - - 0 1', 'd7d5', false],
    ];
    for (const spec of ['seed:7,castling=16,ep=legal,turn=black', 'stockfish,ep=legal']) {
      for (const [fen, uci, legal] of cases) {
        const pos = new zb.Position(fen, { layout: spec });
        pos.play(uci);
        const plain = pos.fen.replace(/ [a-h][36] /, ' - ');
        for (const name of NAMES) {
          const s = zb.createScheme(name, { layout: spec }).setFen(fen);
          const start = s.keyHex;
          s.applyMove({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
          assert.equal(s.ep !== -1, legal, `${spec} ${name} ${fen} ${uci}`);
          if (name !== 'additive48') assert.equal(s.key, pos.key, `${spec} ${name} ${fen} ${uci}`);
          const fromFen = zb.createScheme(name, { layout: spec }).setFen(plain).keyHex;
          if (legal) assert.notEqual(s.keyHex, fromFen);
          else assert.equal(s.keyHex, fromFen, `${spec} ${name}: an illegal ep capture leaves the file out`);
          const viaChessJs = new Chess(fen);
          viaChessJs.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
          assert.equal(zb.createScheme(name, { layout: spec }).setFromChessJs(viaChessJs).keyHex, s.keyHex, `setFromChessJs ${spec} ${name} ${fen} ${uci}`);
          assert.equal(s.undo().keyHex, start);
        }
        pos.free();
      }
    }
    // Under Polyglot's rule the pinned pawn still counts.
    const pseudo = zb.createScheme('paired32', { layout: 'stockfish' }).setFen('8/8/8/8/k2p3Q/8/2P1P3/4K3 w - - 0 1');
    assert.notEqual(pseudo.applyMove({ from: 'e2', to: 'e4' }).ep, -1);
  });

  it("'literal' keys every double step; setFromChessJs finds the one chess.js drops", () => {
    for (const name of NAMES) {
      const s = zb.createScheme(name, { layout: 'seed:9,ep=literal' }).setFen(START);
      const chess = new Chess();
      s.applyMove(chess.move('e4'));
      assert.equal(s.ep, 772 + 4);
      assert.equal(s.keyHex, zb.createScheme(name, { layout: 'seed:9,ep=literal' }).setFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').keyHex);
      assert.equal(new (s.constructor)('seed:9,ep=literal').setFromChessJs(chess).keyHex, s.keyHex);
      assert.ok(!Array.from(featuresOfChessJs(chess)).includes(776), 'Polyglot\'s rule: no pawn beside');
      assert.ok(Array.from(featuresOfChessJs(chess, { layout: 'seed:9,ep=literal' })).includes(776));
    }
  });

  it("16-key castling, the black turn key, toggles and Stockfish's halfmove buckets", () => {
    for (const name of NAMES) {
      for (const spec of ['stockfish', 'seed:7,castling=16,ep=legal,turn=black']) {
        const built = zb.createScheme(name, { layout: spec }).setFeatures([]);
        built.togglePiece('K', 'e1').togglePiece('k', 'e8').togglePiece('R', 'h1').toggleCastling('K').toggleSide();
        const parsed = zb.createScheme(name, { layout: spec }).setFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
        assert.equal(built.keyHex, parsed.keyHex, `${name} ${spec}`);
        built.toggleCastling('K').toggleCastling('K');
        assert.equal(built.keyHex, parsed.keyHex);
      }
      // The clock from the FEN, then moves cross the buckets' edges and undo crosses back.
      const fen = '8/8/8/8/8/5k2/8/4K3 w - - 12 80';
      const s = zb.createScheme(name, { layout: 'stockfish' }).setFen(fen);
      const pos = new zb.Position(fen, { layout: 'stockfish' });
      const keys = [s.keyHex];
      const shuffle = ['e1d1', 'f3e3', 'd1e1', 'e3f3'];
      for (let i = 0; i < 16; i++) {
        const uci = shuffle[i % 4];
        s.applyMove({ from: uci.slice(0, 2), to: uci.slice(2) });
        pos.play(uci);
        assert.equal(s.halfmoveClock, pos.halfmoveClock);
        if (name !== 'additive48') assert.equal(s.keyHex, pos.keyHex, `${name} clock ${pos.halfmoveClock}`);
        keys.push(s.keyHex);
      }
      for (let i = keys.length - 2; i >= 0; i--) assert.equal(s.undo().keyHex, keys[i]);
      assert.equal(s.halfmoveClock, 12);
      pos.free();
      // Without buckets the clock is counted from the record, and outlives a toggle.
      const p = zb.createScheme(name).setFen('4k3/8/8/8/8/8/4P3/4K3 w - - 5 40');
      p.applyMove({ from: 'e1', to: 'd1' }).applyMove({ from: 'e8', to: 'd8' });
      assert.equal(p.halfmoveClock, 7);
      p.toggleSide().toggleSide().applyMove({ from: 'd1', to: 'c1' });
      assert.equal(p.halfmoveClock, 8);
      p.toggleSide().applyMove({ from: 'e2', to: 'e4' });
      assert.equal(p.halfmoveClock, 0);
      assert.equal(p.undo().halfmoveClock, 8);
    }
  });

  it('take a Layout, a spec or a 781-key table; bad ones are specific errors', () => {
    const table = zb.polyglotTable();
    assert.equal(new Paired32(table).layout.name, 'custom');
    assert.equal(new Paired32(table).setFen === undefined, false);
    assert.equal(new Paired32(table).setFromChessJs(new Chess()).keyHex, '463b96181691fc9c');
    assert.equal(new BigInt64('stockfish').layout, layout('stockfish'));
    assert.equal(new Additive48(layout('chessjs')).layout, layout('chessjs'));
    assert.equal(new BigInt64({ seed: 7, castling: 16, ep: 'legal', turn: 'black' }).setFromChessJs(new Chess()).key,
      zb.keyOfFen(START, { layout: 'seed:7,castling=16,ep=legal,turn=black' }));
    assert.equal(zb.createScheme('paired32', { seed: 42 }).setFen(START).key, zb.keyOfFen(START, { seed: 42 }));
    assert.equal(zb.createScheme('paired32').layout, layout('polyglot'));
    const code = (fn) => { try { fn(); } catch (e) { assert.ok(e instanceof ZobristError, e); return e.code; } return 'none'; };
    assert.equal(code(() => new Paired32('nosuch')), 'ARGUMENT');
    assert.equal(code(() => new BigInt64('polyglot,castling=16')), 'ARGUMENT');
    assert.equal(code(() => new Additive48({ ep: 'sometimes' })), 'ARGUMENT');
    assert.equal(code(() => new Paired32(42)), 'ARGUMENT_TYPE');
    assert.equal(code(() => new Paired32()), 'ARGUMENT_TYPE');
    assert.equal(code(() => zb.createScheme('paired32', { layout: 'seed:x' })), 'ARGUMENT');
    assert.equal(code(() => zb.createScheme('paired32', { layout: 'stockfish', seed: 1 })), 'ARGUMENT');
    assert.equal(code(() => featuresOfChessJs(new Chess(), { layout: 'nosuch' })), 'ARGUMENT');
    assert.equal(code(() => zb.createScheme('bigint64').setFeatures([], -1)), 'ARGUMENT');
  });
});
