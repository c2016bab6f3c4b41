// The shared scheme interface: toggles, transpositions, seeded tables,
// Polyglot's ep rule, and rejected moves leaving the state unchanged.
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { BigInt64, Paired32, Additive48, splitmix64, splitmix64Table } from 'zobrist-wasm';
import { zb, START } from './helpers.js';

const NAMES = ['bigint64', 'paired32', 'additive48'];

function play(scheme, sans, fen = START) {
  const chess = new Chess(fen);
  scheme.setFen(fen);
  for (const san of sans) scheme.applyMove(chess.move(san));
  return scheme;
}

describe('JS schemes', () => {
  it('transposed move orders give equal keys in every scheme', () => {
    const orders = [
      ['e4 e5 Nf3 Nc6 Bb5', 'Nf3 Nc6 e4 e5 Bb5'],
      ['d4 Nf6 c4 e6 Nc3 Bb4', 'c4 e6 Nc3 Nf6 d4 Bb4'],
      ['e4 c5 Nf3 d6 d4 cxd4 Nxd4', 'Nf3 d6 e4 c5 d4 cxd4 Nxd4'],
      ['Nf3 Nf6 Ng1 Ng8', ''],
      ['e4 e5 Ke2 Ke7 Ke1 Ke8', 'e4 e5 Bc4 Bc5 Bf1 Bf8'],
    ];
    for (const name of NAMES) {
      for (const [a, b] of orders) {
        const ka = play(zb.createScheme(name), a.split(' ').filter(Boolean)).keyHex;
        const kb = play(zb.createScheme(name), b.split(' ').filter(Boolean)).keyHex;
        if (a.includes('Ke2')) assert.notEqual(ka, kb, `${name}: castling rights lost differ`);
        else assert.equal(ka, kb, `${name}: ${a} / ${b}`);
      }
    }
  });

  it('toggles add a feature, and toggling again removes it', () => {
    for (const name of NAMES) {
      const s = zb.createScheme(name).setFen(START);
      const start = s.keyHex;
      s.togglePiece('Q', 'e4').toggleCastling('K').toggleEpFile('c').toggleSide();
      assert.notEqual(s.keyHex, start);
      s.toggleSide().toggleEpFile(2).toggleCastling(0).togglePiece(9, 28);
      assert.equal(s.keyHex, start, name);
    }
  });

  it('toggles build the same key as a FEN', () => {
    for (const name of NAMES) {
      const built = zb.createScheme(name).setFeatures([]);
      built.togglePiece('K', 'e1').togglePiece('k', 'e8').togglePiece('R', 'h1').toggleCastling('K').toggleSide();
      const parsed = zb.createScheme(name).setFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
      assert.equal(built.keyHex, parsed.keyHex, name);
    }
  });

  it('XOR schemes are the 64-bit key; Additive48 sums the high 48 bits mod 2^48', () => {
    const table = zb.polyglotTable();
    const features = zb.featuresOfFen(START);
    let xor = 0n, sum = 0n;
    for (const f of features) { xor ^= table[f]; sum += table[f] >> 16n; }
    assert.equal(xor, 0x463b96181691fc9cn);
    assert.equal(new BigInt64(table).setFeatures(features).key, xor);
    assert.equal(new Paired32(table).setFeatures(features).key, xor);
    assert.equal(new Additive48(table).setFeatures(features).key, Number(sum % (1n << 48n)));
  });

  it('follows Polyglot\'s ep rule: the file counts only beside an enemy pawn', () => {
    for (const name of NAMES) {
      // 1. e4: no black pawn beside e4, so the key equals the FEN without ep.
      assert.equal(play(zb.createScheme(name), ['e4']).keyHex,
        zb.createScheme(name).setFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1').keyHex);
      // A pinned capturer still counts (the capture's legality does not matter).
      const pinnedFen = '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1';
      const pos = new zb.Position('8/8/8/8/k3p2Q/8/3P4/3K4 w - - 0 1');
      const s = zb.createScheme(name).setFen(pos.fen);
      s.applyMove({ from: 'd2', to: 'd4' });
      pos.play('d4');
      assert.equal(s.keyHex, zb.createScheme(name).setFen(pinnedFen).keyHex, name);
      if (name !== 'additive48') assert.equal(s.keyHex, pos.keyHex);
      pos.free();
    }
  });

  it('follows castling, en passant and promotion moves', () => {
    const line = ['e4', 'd5', 'e5', 'f5', 'exf6', 'Nc6', 'fxg7', 'Be6', 'gxh8=Q', 'Qd7', 'Nf3', 'O-O-O', 'Bb5', 'a6', 'O-O'];
    for (const name of NAMES) {
      const s = play(zb.createScheme(name), line);
      const chess = new Chess();
      for (const san of line) chess.move(san);
      const pos = new zb.Position();
      line.forEach((san) => pos.play(san));
      assert.equal(s.keyHex, zb.createScheme(name).setFen(pos.fen).keyHex, name);
      pos.free();
    }
  });

  it('seeded tables: JS SplitMix64 equals the WASM one, and positions agree', () => {
    for (const seed of [0, 42, 2n ** 64n - 1n]) {
      assert.deepEqual(splitmix64Table(seed), zb.seededTable(seed));
    }
    assert.equal(splitmix64Table(0)[0], 0xe220a8397b1dcdafn);
    const pos = new zb.Position(START, { seed: 42 });
    const s = zb.createScheme('paired32', { seed: 42 }).setFen(START);
    const chess = new Chess();
    for (const san of ['d4', 'd5', 'c4', 'dxc4', 'e4', 'b5', 'a4', 'c6', 'axb5', 'cxb5']) {
      pos.play(san);
      s.applyMove(chess.move(san));
      assert.equal(s.keyHex, pos.keyHex);
    }
    assert.notEqual(pos.keyHex, zb.replay(['d4', 'd5', 'c4', 'dxc4', 'e4', 'b5', 'a4', 'c6', 'axb5', 'cxb5']).at(-1).toString(16));
    pos.free();
  });

  it('a move the board disagrees with is rejected and changes nothing', () => {
    const bad = [
      [{ from: 'e3', to: 'e4' }, /no piece on e3/],
      [{ from: 'e7', to: 'e5' }, /not the side to move/],
      [{ from: 'e2', to: 'e4', piece: 'n' }, /holds P/],
      [{ from: 'e2', to: 'e4', color: 'b' }, /white's piece/],
      [{ from: 'g1', to: 'e2' }, /cannot capture on e2/],
      [{ from: 'e2', to: 'd3' }, /no en passant/],
      [{ from: 'e2', to: 'e4', captured: 'p' }, /captures p/],
      [{ from: 'e2', to: 'e4', promotion: 'q' }, /bad promotion/],
      [{ from: 'e1', to: 'g1' }, /cannot capture on g1/],
    ];
    for (const name of NAMES) {
      const s = zb.createScheme(name).setFen(START);
      const before = s.keyHex;
      for (const [move, why] of bad) {
        assert.throws(() => s.applyMove(move), (e) => e.code === 'MOVE_MISMATCH' && why.test(e.message), JSON.stringify(move));
        assert.equal(s.keyHex, before);
      }
      s.applyMove({ from: 'e2', to: 'e4' }); // still usable
      assert.equal(s.keyHex, zb.createScheme(name).setFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').keyHex);
    }
    const promo = zb.createScheme('bigint64').setFen('4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    assert.throws(() => promo.applyMove({ from: 'a7', to: 'a8' }), { code: 'MOVE_MISMATCH', message: /needs move.promotion/ });
    const noRight = zb.createScheme('bigint64').setFen('4k3/8/8/8/8/8/8/4K2R w - - 0 1');
    assert.throws(() => noRight.applyMove({ from: 'e1', to: 'g1' }), { code: 'MOVE_MISMATCH', message: /no K castling right/ });
    const noRook = zb.createScheme('bigint64').setFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1').toggleCastling('K');
    assert.throws(() => noRook.applyMove({ from: 'e1', to: 'g1' }), { code: 'MOVE_MISMATCH', message: /no rook on h1/ });
    const blocked = zb.createScheme('bigint64').setFen('4k3/8/8/8/8/8/8/4KB1R w K - 0 1');
    const before = blocked.keyHex;
    assert.throws(() => blocked.applyMove({ from: 'e1', to: 'g1' }), { code: 'MOVE_MISMATCH', message: /f1 is in the way/ });
    assert.equal(blocked.keyHex, before);
    const pawns = zb.createScheme('paired32').setFen('4k3/8/8/4p3/4P3/8/P7/4K3 w - - 0 1');
    for (const [move, why] of [
      [{ from: 'e4', to: 'e5' }, /pawn cannot go/],          // onto a piece
      [{ from: 'a2', to: 'a5' }, /pawn cannot go/],          // three squares
      [{ from: 'e4', to: 'e3' }, /pawn cannot go/],          // backwards
      [{ from: 'a2', to: 'b3' }, /no en passant/],           // diagonal onto nothing
      [{ from: 'e4', to: 'd6' }, /pawn cannot go/],
      [{ from: 'e2', to: 'e4', piece: 1n }, /no piece on e2/],
    ]) assert.throws(() => pawns.applyMove(move), (e) => e.code === 'MOVE_MISMATCH' && why.test(e.message), JSON.stringify(move, (k, v) => (typeof v === 'bigint' ? `${v}n` : v)));
    const promo2 = zb.createScheme('bigint64').setFen('4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    for (const promotion of ['', 'nb', 'rq', [], Symbol('q')]) {
      assert.throws(() => promo2.applyMove({ from: 'a7', to: 'a8', promotion }), { code: 'MOVE_MISMATCH' });
    }
  });

  it('rejects bad arguments with specific errors', () => {
    const s = zb.createScheme('paired32').setFen(START);
    assert.throws(() => s.applyMove('e2e4'), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => s.applyMove(null), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => s.applyMove({ from: 'z9', to: 'e4' }), { code: 'ARGUMENT', message: /move.from/ });
    assert.throws(() => s.applyMove({ from: 'e2', to: 64 }), { code: 'ARGUMENT', message: /move.to/ });
    assert.throws(() => s.togglePiece('X', 'e4'), { code: 'ARGUMENT' });
    assert.throws(() => s.togglePiece('Q', 'e9'), { code: 'ARGUMENT' });
    assert.throws(() => s.togglePiece('Q', 'e2'), { code: 'ARGUMENT', message: /e2 holds P/ });
    assert.throws(() => s.toggleCastling('X'), { code: 'ARGUMENT' });
    assert.throws(() => s.toggleCastling('KQ'), { code: 'ARGUMENT' });
    assert.throws(() => s.toggleEpFile(8), { code: 'ARGUMENT' });
    assert.throws(() => s.setFeatures([781]), { code: 'ARGUMENT' });
    assert.throws(() => s.setFeatures([0, 0]), { code: 'ARGUMENT', message: /two pieces/ });
    assert.throws(() => s.setFen('8/8/8/8 w - - 0 1'), { code: 'FEN_RANK_COUNT' });
    assert.throws(() => new Paired32(new BigUint64Array(780)), { code: 'ARGUMENT', message: /781 keys, this one 780/ });
    assert.throws(() => new Paired32([...zb.polyglotTable()].map((k, i) => (i ? k : -1n))), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => new Paired32(zb.polyglotTable(), null), { code: 'ARGUMENT_TYPE' });
    for (const bad of [null, undefined, 5, 'e4', true]) assert.throws(() => s.setFeatures(bad), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => splitmix64Table(1.5), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => splitmix64Table(-1), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => splitmix64Table(1, -1), { code: 'ARGUMENT' });
    assert.throws(() => splitmix64('7'), { code: 'ARGUMENT_TYPE' });
    assert.throws(() => new BigInt64(zb.polyglotTable()).setFen(START), { code: 'ARGUMENT', message: /parseFen/ });
    assert.throws(() => zb.createScheme('crc32'), { code: 'ARGUMENT' });
    assert.throws(() => zb.createScheme('paired32', { seed: -1 }), { code: 'ARGUMENT_TYPE' });
    assert.equal(s.keyHex, zb.keyOfFen(START).toString(16));
  });
});

describe('JS schemes: undo', () => {
  it('takes back every move of 1000 random games exactly, in every scheme', () => {
    const schemes = ['bigint64', 'paired32', 'additive48'].map((n) => zb.createScheme(n));
    // Random games from the WASM move list, as chess.js-style { from, to, promotion }.
    const randomUciGame = (seed, maxPlies) => {
      const rng = splitmix64(seed), pos = new zb.Position(), moves = [];
      for (let legal = pos.legalMoves(); legal.length && moves.length < maxPlies; legal = pos.legalMoves()) {
        const uci = legal[Number(rng.next().value % BigInt(legal.length))];
        pos.play(uci);
        moves.push({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      }
      pos.free();
      return moves;
    };
    let plies = 0;
    for (let g = 0; g < 1000; g++) {
      const game = randomUciGame(BigInt(g) + 5000n, 80);
      for (const s of schemes) {
        s.setFen(START);
        const keys = [s.keyHex];
        for (const m of game) { s.applyMove(m); keys.push(s.keyHex); }
        for (let i = game.length; i > 0; i--) {
          s.undo();
          assert.equal(s.keyHex, keys[i - 1], `${s.name}, game ${g}, undoing ply ${i}`);
        }
        assert.equal(s.keyHex, zb.createScheme(s.name.toLowerCase()).setFen(START).keyHex);
        // The board came back too: replaying gives the same keys.
        for (const [i, m] of game.entries()) assert.equal(s.applyMove(m).keyHex, keys[i + 1]);
      }
      plies += game.length;
    }
    assert.ok(plies > 50000, `only ${plies} plies`);
  });

  it('refuses to undo past the set position or a toggle', () => {
    const s = zb.createScheme('paired32').setFen(START);
    assert.throws(() => s.undo(), (e) => e.code === 'NOTHING_TO_UNDO');
    s.applyMove({ from: 'e2', to: 'e4' }).toggleSide().toggleSide();
    assert.throws(() => s.undo(), (e) => e.code === 'NOTHING_TO_UNDO');
  });
});
