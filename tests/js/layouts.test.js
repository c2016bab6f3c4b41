// Key layouts through the WASM module and in pure JS: the JS tables equal
// the C core's, Position / keyOfFen / keysOfFens / replay / featuresOfFen
// take a layout and agree with chess.js 1.4's hash() (the chessjs layout)
// and with the pure-JS keyOfFeatures for every layout, along random games.
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { Chess } from 'chess.js';
import { initSync, layout, keyOfFeatures, halfmoveKey, ZobristError } from '../../wasm/index.js';
import { uniformRandom } from './random.js';

const zb = initSync(readFileSync(new URL('../../wasm/zobrist.wasm', import.meta.url)));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const hex = (key) => key.toString(16).padStart(16, '0');


const LAYOUTS = ['polyglot', 'stockfish', 'chessjs', 'seed:7,castling=16,ep=legal,turn=black', 'seed:9,ep=literal', 'stockfish,ep=legal'];

describe('key layouts', () => {
  it('built-in layouts: known start keys (Polyglot standard, Stockfish 15.1 d, chess.js hash())', () => {
    assert.equal(hex(zb.keyOfFen(START)), '463b96181691fc9c');
    assert.equal(hex(zb.keyOfFen(START, { layout: 'stockfish' })), '8f8f01d4562f59fb');
    assert.equal(hex(zb.keyOfFen(START, { layout: 'chessjs' })), new Chess().hash().padStart(16, '0'));
    assert.equal(layout('stockfish'), layout('stockfish'));
    assert.equal(layout().name, 'polyglot');
    assert.equal(layout('stockfish').castlingKeys, 16);
    assert.equal(layout('chessjs').turn, 'black');
  });

  it("a layout's tables are copies: writing to one changes no key anywhere", () => {
    const starts = { polyglot: '463b96181691fc9c', stockfish: '8f8f01d4562f59fb' };
    for (const [name, expected] of Object.entries(starts)) {
      const l = layout(name), table = l.table, castling = l.castling;
      const pos = new zb.Position(START, { layout: name });
      assert.equal(pos.layout, l);
      pos.layout.table[72] ^= 1n;
      l.table[780] ^= 1n;
      l.castling[15] ^= 1n;
      assert.deepEqual(l.table, table);
      assert.deepEqual(l.castling, castling);
      assert.notEqual(l.table, l.table);
      assert.equal(new zb.Position(START, { layout: name }).keyHex, expected);
      assert.equal(hex(zb.keyOfFen(START, { layout: name })), expected);
      assert.equal(zb.createScheme('paired32', { layout: name }).setFen(START).keyHex, expected);
      assert.equal(hex(keyOfFeatures(name, zb.featuresOfFen(START, { layout: name }))), expected);
      assert.equal(hex(keyOfFeatures(layout({ base: name, ep: 'legal' }), zb.featuresOfFen(START, { layout: name }))), expected);
      pos.free();
    }
  });

  it('a Position keeps its layout and its key follows chess.js hash() move by move', () => {
    const random = uniformRandom(3);
    for (let g = 0; g < 20; g++) {
      const chess = new Chess();
      const pos = new zb.Position(START, { layout: 'chessjs' });
      assert.equal(pos.layout, layout('chessjs'));
      for (let ply = 0; ply < 120; ply++) {
        const moves = chess.moves();
        if (moves.length === 0) break;
        const m = chess.move(moves[Math.floor(random() * moves.length)]);
        pos.play(m.lan);
        assert.equal(pos.keyHex, chess.hash().padStart(16, '0'), `game ${g} ply ${ply} ${chess.fen()}`);
      }
      pos.free();
    }
  });

  it('every layout: Position, keyOfFen, keysOfFens, replay and keyOfFeatures agree along random games', () => {
    const random = uniformRandom(5);
    for (const spec of LAYOUTS) {
      const l = layout(spec);
      for (let g = 0; g < 6; g++) {
        const chess = new Chess();
        const pos = new zb.Position(START, { layout: spec });
        const uci = [], fens = [START], keys = [pos.key];
        for (let ply = 0; ply < 80; ply++) {
          const moves = chess.moves();
          if (moves.length === 0) break;
          const m = chess.move(moves[Math.floor(random() * moves.length)]);
          uci.push(m.lan);
          pos.play(m.lan);
          fens.push(pos.fen);
          keys.push(pos.key);
          const features = zb.featuresOfFen(pos.fen, { layout: l });
          assert.equal(keyOfFeatures(l, features, pos.halfmoveClock), pos.key, `${spec}: ${pos.fen}`);
          assert.equal(zb.keyOfFen(pos.fen, { layout: l }), pos.key, `${spec}: ${pos.fen}`);
        }
        assert.deepEqual([...zb.keysOfFens(fens, { layout: spec })], keys, spec);
        assert.deepEqual([...zb.replay(uci, { layout: spec })], keys, spec);
        pos.free();
      }
    }
  });

  it('the layouts differ where their rules say', () => {
    const pinned = '4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1', plain = '4k3/8/8/2KPp2r/8/8/8/8 w - - 0 1';
    assert.equal(zb.keyOfFen(pinned, { layout: 'seed:3,ep=legal' }), zb.keyOfFen(plain, { layout: 'seed:3,ep=legal' }));
    assert.notEqual(zb.keyOfFen(pinned, { layout: 'seed:3' }), zb.keyOfFen(plain, { layout: 'seed:3' }));
    const lone = '4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1', lonePlain = '4k3/8/8/4p3/8/8/8/4K3 w - - 0 1';
    assert.notEqual(zb.keyOfFen(lone, { layout: 'seed:3,ep=literal' }), zb.keyOfFen(lonePlain, { layout: 'seed:3,ep=literal' }));
    // { seed } is the seed layout with Polyglot's rules.
    assert.equal(zb.keyOfFen(START, { seed: 12 }), zb.keyOfFen(START, { layout: { seed: 12 } }));
    assert.equal(zb.keyOfFen(START, { seed: 12 }), new zb.Position(START, { seed: 12 }).key);
    // Stockfish's halfmove buckets.
    const k13 = zb.keyOfFen('8/8/8/8/8/5k2/8/4K3 w - - 13 80', { layout: 'stockfish' });
    const k14 = zb.keyOfFen('8/8/8/8/8/5k2/8/4K3 w - - 14 80', { layout: 'stockfish' });
    assert.equal(k13 ^ k14, halfmoveKey(layout('stockfish'), 14));
  });

  it('a clock played past 65535 keys as the FEN written for it says (65535), in WASM and in the schemes', () => {
    const fen = '4k3/8/8/8/8/8/8/4K2R w K - 65530 1';
    const pos = new zb.Position(fen, { layout: 'stockfish' });
    const scheme = zb.createScheme('paired32', { layout: 'stockfish' }).setFen(fen);
    const chess = new Chess(fen);
    for (const san of 'Rh2 Ke7 Rh1 Ke8 Rh2 Ke7 Rh1 Ke8 Rh2 Ke7 Rh1 Ke8 Rh2 Ke7 Rh1 Ke8 Rh2'.split(' ')) {
      pos.play(san);
      scheme.applyMove(chess.move(san));
      assert.equal(pos.keyHex, zb.keyOfFen(pos.fen, { layout: 'stockfish' }).toString(16).padStart(16, '0'), `${pos.halfmoveClock}: ${pos.fen}`);
      assert.equal(scheme.keyHex, pos.keyHex);
    }
    assert.equal(pos.halfmoveClock, 65547);
    assert.match(pos.fen, / 65535 9$/);
    assert.equal(halfmoveKey(layout('stockfish'), 70000), halfmoveKey(layout('stockfish'), 65535));
    pos.free();
  });

  it('a custom table layout equals the same keys given as a seed', () => {
    const seeded = layout({ seed: 44, castling: 16, turn: 'black' });
    const custom = layout({ table: seeded.table.slice(), castlingTable: seeded.castling.slice(), turn: 'black' });
    assert.equal(custom.name, 'custom');
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    assert.equal(zb.keyOfFen(fen, { layout: custom }), zb.keyOfFen(fen, { layout: seeded }));
    const pos = new zb.Position(fen, { layout: custom });
    assert.equal(pos.perft(2), 2039);
    pos.free();
  });

  it('bad specs are specific errors', () => {
    const code = (fn) => { try { fn(); } catch (e) { assert.ok(e instanceof ZobristError); return e.code; } return 'none'; };
    assert.equal(code(() => layout('nosuch')), 'ARGUMENT');
    assert.equal(code(() => layout('polyglot,castling=16')), 'ARGUMENT');
    assert.equal(code(() => layout({ ep: 'sometimes' })), 'ARGUMENT');
    assert.equal(code(() => layout({ seed: 1, base: 'stockfish' })), 'ARGUMENT');
    assert.equal(code(() => layout({ table: [1n, 2n] })), 'ARGUMENT_TYPE');
    assert.equal(code(() => layout({ colour: 'white' })), 'ARGUMENT');
    const sixteen = new BigUint64Array(16).map((_, i) => BigInt(i + 1));
    assert.equal(code(() => layout({ seed: 1, castlingTable: sixteen, castling: 4 })), 'ARGUMENT'); // was a 16-key layout
    assert.equal(layout({ seed: 1, castlingTable: sixteen, castling: 16 }).castlingKeys, 16);
    assert.equal(code(() => new zb.Position(START, { layout: 'stockfish', seed: 1 })), 'ARGUMENT');
    assert.equal(code(() => zb.keyOfFen(START, { layout: 42 })), 'ARGUMENT_TYPE');
  });

  // The same spec text must give the same layout, or the same refusal, in
  // the CLI (src/cli/layout_option.c) and in JS (layouts.js fromText): the
  // CLI had keyed stockfish,castling=4 with stand-in keys, JS had wrapped
  // seeds past 2^64 and read castling=0x10 as 16.
  it('the CLI and JS read every spec text alike: the same key or both refuse', function () {
    const cli = new URL('../../build/zobrist', import.meta.url);
    if (!existsSync(cli)) this.skip();
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const specs = ['stockfish,castling=4', 'chessjs,castling=4', 'stockfish,castling=16', 'seed:5,castling=4', 'seed:5,castling=16',
      'seed:5,castling=0x10', 'seed:5,castling=16.0', 'seed:5,castling=', 'seed:18446744073709551615', 'seed:18446744073709551616',
      'seed:99999999999999999999999', 'seed:010', 'seed:-1', 'seed:0x8', 'seed:', 'polyglot,castling=16', 'polyglot,turn=black',
      'stockfish,ep=legal', 'seed:1,ep=maybe', 'chessjs,ep=literal,turn=white'];
    let accepted = 0;
    for (const spec of specs) {
      const r = spawnSync(cli.pathname, ['key', '--layout', spec, kiwipete], { encoding: 'utf8' });
      let js;
      try { js = hex(zb.keyOfFen(kiwipete, { layout: spec })); } catch (e) { assert.equal(e.code, 'ARGUMENT', spec); js = null; }
      assert.equal(r.status === 0 ? r.stdout.trim() : null, js, `${spec}: CLI ${r.status === 0 ? r.stdout.trim() : r.stderr.trim()}`);
      if (js) accepted++;
    }
    assert.ok(accepted >= 8, `only ${accepted} specs were accepted`);
  });

  it('keyOfFeatures refuses a list that uses a slot twice, as setFeatures does (XOR would cancel the pair)', () => {
    const conflict = (features, message) => assert.throws(() => keyOfFeatures('polyglot', features),
      (e) => e instanceof ZobristError && e.code === 'ARGUMENT' && e.message === message);
    conflict([0, 0], 'two pieces on a1');
    conflict([64 * 3 + 12, 64 * 5 + 12], 'two pieces on e2');
    conflict([768, 768], 'feature 768 conflicts with another');
    conflict([772, 775], 'feature 775 conflicts with another');
    conflict([780, 780], 'feature 780 conflicts with another');
    const scheme = zb.createScheme('bigint64');
    assert.throws(() => scheme.setFeatures([772, 775]), (e) => e.message === 'feature 775 conflicts with another');
    assert.equal(keyOfFeatures('polyglot', zb.featuresOfFen(START)), 0x463b96181691fc9cn);
  });
});
