// Shared by the Mocha suites: one loaded module, deterministic random games
// from chess.js (an independent move generator), the CLI's path.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { init, splitmix64 } from 'zobrist-wasm/all';

export const zb = await init();
export const CLI = fileURLToPath(new URL('../../build/zobrist', import.meta.url));
export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// A Polyglot book's bytes from entries [key, move field, weight, learn];
// field('e2e4') (promo 1-4: n b r q) is a move's field.
export function bookOf(entries) {
  const bytes = new Uint8Array(16 * entries.length), view = new DataView(bytes.buffer);
  entries.forEach(([key, move, weight = 1, learn = 0], i) => {
    view.setBigUint64(16 * i, key);
    view.setUint16(16 * i + 8, move);
    view.setUint16(16 * i + 10, weight);
    view.setUint32(16 * i + 12, learn);
  });
  return bytes;
}
const square = (name) => (name.charCodeAt(0) - 97) + 8 * (name.charCodeAt(1) - 49);
export const field = (uci, promo = 0) => (promo << 12) | (square(uci.slice(0, 2)) << 6) | square(uci.slice(2, 4));

export function requireCli() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run make first`);
  return CLI;
}

// The Polyglot standard's test positions (book_format.html): moves from the
// start, the FEN, the key.
export const POLYGLOT_VECTORS = [
  [[], START, '463b96181691fc9c'],
  [['e2e4'], 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', '823c9b50fd114196'],
  [['e2e4', 'd7d5'], 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2', '0756b94461c50fb0'],
  [['e2e4', 'd7d5', 'e4e5'], 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2', '662fafb965db29d4'],
  [['e2e4', 'd7d5', 'e4e5', 'f7f5'], 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', '22a48b5a8e47ff78'],
  [['e2e4', 'd7d5', 'e4e5', 'f7f5', 'e1e2'], 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3', '652a607ca3f242c1'],
  [['e2e4', 'd7d5', 'e4e5', 'f7f5', 'e1e2', 'e8f7'], 'rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4', '00fdd303c946bdd9'],
  [['a2a4', 'b7b5', 'h2h4', 'b5b4', 'c2c4'], 'rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3', '3c8123ea7b067637'],
  [['a2a4', 'b7b5', 'h2h4', 'b5b4', 'c2c4', 'b4c3', 'a1a3'], 'rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4', '5c3f9b829b279560'],
];

// A random legal game: each move drawn from our legal moves (in SAN), then
// played by chess.js, which throws on any SAN it finds illegal or ambiguous,
// and describes the move ({ from, to, piece, captured, flags, ... }).
// (chess.js's own move list costs ~1 ms a position: too slow for 1000 games.)
export function randomGame(seed, maxPlies) {
  const rng = splitmix64(seed);
  const pos = new zb.Position();
  const chess = new Chess();
  const moves = [];
  try {
    while (moves.length < maxPlies) {
      const legal = pos.legalMoves({ san: true });
      if (legal.length === 0) break;
      const san = legal[Number(rng.next().value % BigInt(legal.length))];
      moves.push(chess.move(san));
      pos.play(san);
    }
  } finally {
    pos.free();
  }
  return moves;
}

// chess.js's verbose moves to the plain objects applyMove documents.
export function plainMove(m) {
  return { from: m.from, to: m.to, piece: m.piece, color: m.color, captured: m.captured, promotion: m.promotion, flags: m.flags };
}
