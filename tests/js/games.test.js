// 1000 random legal games played by chess.js: at every position the WASM
// key, BigInt64 and Paired32 agree with each other and with the native CLI;
// Additive48's incremental key equals its full recomputation.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { zb, randomGame, plainMove, requireCli, START } from './helpers.js';

const GAMES = 1000;
const MAX_PLIES = 160;

describe(`${GAMES} random games`, () => {
  const games = [];
  before(function () {
    // chess.js takes ~0.2 ms a move: ~25 s for the games on this machine, and
    // past mocha's 2 minutes when the host is busy. A set-up, not a timed test.
    this.timeout(10 * 60 * 1000);
    for (let g = 0; g < GAMES; g++) games.push(randomGame(g + 1, MAX_PLIES));
  });

  it('WASM, BigInt64 and Paired32 keys agree at every position; Additive48 incremental == full', () => {
    const big = zb.createScheme('bigint64'), paired = zb.createScheme('paired32'), additive = zb.createScheme('additive48');
    const full = zb.createScheme('additive48');
    let positions = 0, epHashed = 0;
    for (const game of games) {
      const pos = new zb.Position();
      for (const s of [big, paired, additive]) s.setFen(START);
      for (let ply = 0; ply <= game.length; ply++) {
        if (ply > 0) {
          const move = game[ply - 1];
          pos.play(move.san);
          big.applyMove(plainMove(move));
          paired.applyMove(move);
          additive.applyMove(move);
        }
        const key = pos.key;
        if (big.key !== key || paired.key !== key || paired.keyHex !== pos.keyHex || pos.keyHi !== paired.hi || pos.keyLo !== paired.lo) {
          assert.fail(`game ${games.indexOf(game) + 1} ply ${ply} (${pos.fen}): WASM ${pos.keyHex}, BigInt64 ${big.keyHex}, Paired32 ${paired.keyHex}`);
        }
        // From scratch: our FEN (ep after every double step), parsed again.
        full.setFen(pos.fen);
        if (full.key !== additive.key) assert.fail(`Additive48 at ${pos.fen}: incremental ${additive.keyHex}, full ${full.keyHex}`);
        epHashed += additive.ep !== -1;
        positions++;
      }
      pos.free();
    }
    assert.ok(positions > 50000, `only ${positions} positions`);
    assert.ok(epHashed > 100, `only ${epHashed} positions with a hashed ep file`);
  });

  it('equal the keys of build/zobrist replay on the same games', () => {
    const input = games.map((game) => game.map((m) => m.san).join(' ')).join('\n') + '\n';
    const lines = execFileSync(requireCli(), ['replay'], { input, maxBuffer: 1 << 28 }).toString().trim().split('\n');
    assert.equal(lines.length, games.length);
    games.forEach((game, g) => {
      const wasm = Array.from(zb.replay(game.map((m) => m.lan)), (k) => k.toString(16).padStart(16, '0'));
      assert.deepEqual(lines[g].split(' '), wasm, `game ${g + 1}`);
    });
  });
});
