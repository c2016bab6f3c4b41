// The features of a chess.js 1.x position (a Chess instance) under a key
// layout, read through its public API, with no WebAssembly: the path for
// pages whose Content-Security-Policy forbids compiling WASM.
//
// chess.js 1.4 keeps an internal ep square only after a double step with an
// enemy pawn beside the pawn (Polyglot's own rule, pins ignored), or as a
// loaded FEN gave it; fen() prints it only if the ep capture is also legal
// (a pinned pawn hides it), and fen({ forceEnpassantSquare: true }) prints it
// as kept. We read the latter and apply the layout's rule ourselves, so the
// key is the layout's whichever ep squares chess.js keeps (chess.js issue
// #574 may make it keep every one). The 'literal' rule also keys a double
// step with no pawn beside, which chess.js 1.4 does not keep: that one is
// read from history({ verbose: true }) when the instance has it. A chess.js
// whose fen() has no such option prints its default: the key then misses
// the ep file exactly when the only pawn that could capture is pinned.
import { ZobristError, describe, expectOptions } from '../core/errors.js';
import { layout as toLayout } from './layouts.js';
import { epCaptureLegal } from './ep-legal.js';

const CASTLING = 768, EP = 772, TURN = 780;
const TYPES = 'pnbrqk';
const WHITE_PAWN = 1, BLACK_PAWN = 0, WHITE_ROOK = 7, BLACK_ROOK = 6, WHITE_KING = 11, BLACK_KING = 10;
// K, Q, k, q: the king's square, the rook's square.
const CASTLES = [[4, 7, WHITE_KING, WHITE_ROOK], [4, 0, WHITE_KING, WHITE_ROOK], [60, 63, BLACK_KING, BLACK_ROOK], [60, 56, BLACK_KING, BLACK_ROOK]];

function notChessJs(what, why, chess) {
  return new ZobristError('ARGUMENT_TYPE',
    `${what}: chess must be a chess.js 1.x Chess instance (with board(), turn(), getCastlingRights() and fen()), got ${why}`, { input: chess });
}

// Feature indices (0..780, 780: white to move) of a chess.js position, as
// the layout (options.layout, Polyglot's by default) keys it. Like
// Polyglot's own FEN reader, a castling right without its king and rook at
// home is left out, and the ep file is kept as the layout's ep rule says.
export function featuresOfChessJs(chess, options = undefined) {
  const { layout } = expectOptions(options, 'featuresOfChessJs(chess, options): options', ['layout']);
  return chessJsPosition(chess, toLayout(layout ?? 'polyglot'), 'featuresOfChessJs(chess)').features;
}

// The features and the halfmove clock of a chess.js position under a Layout.
export function chessJsPosition(chess, layout, what) {
  if (chess === null || typeof chess !== 'object' || typeof chess.board !== 'function' || typeof chess.turn !== 'function'
    || typeof chess.getCastlingRights !== 'function' || typeof chess.fen !== 'function') {
    throw notChessJs(what, describe(chess), chess);
  }
  const rows = chess.board();
  if (!Array.isArray(rows) || rows.length !== 8) throw notChessJs(what, `a board() of ${describe(rows)}`, chess);
  const board = new Int8Array(64).fill(-1);
  const features = [];
  for (let r = 0; r < 8; r++) {
    const row = rows[r];
    if (!Array.isArray(row) || row.length !== 8) throw notChessJs(what, `a board() row of ${describe(row)}`, chess);
    for (let file = 0; file < 8; file++) {
      const piece = row[file];
      if (piece === null || piece === undefined) continue;
      const type = typeof piece?.type === 'string' && piece.type.length === 1 ? TYPES.indexOf(piece.type) : -1;
      if (type < 0 || (piece.color !== 'w' && piece.color !== 'b')) {
        throw notChessJs(what, `a board() square holding ${describe(piece?.type)} of color ${describe(piece?.color)}`, chess);
      }
      const sq = 8 * (7 - r) + file, kind = 2 * type + (piece.color === 'w' ? 1 : 0);
      board[sq] = kind;
      features.push(64 * kind + sq);
    }
  }
  const turn = chess.turn();
  if (turn !== 'w' && turn !== 'b') throw notChessJs(what, `a turn() of ${describe(turn)}`, chess);
  const white = turn === 'w';

  for (const [color, offset] of [['w', 0], ['b', 2]]) {
    const rights = chess.getCastlingRights(color);
    if (rights === null || typeof rights !== 'object') throw notChessJs(what, `a getCastlingRights() of ${describe(rights)}`, chess);
    [rights.k, rights.q].forEach((has, side) => {
      const [king, rook, kingKind, rookKind] = CASTLES[offset + side];
      if (has === true && board[king] === kingKind && board[rook] === rookKind) features.push(CASTLING + offset + side);
    });
  }

  const fen = chess.fen({ forceEnpassantSquare: true });
  const fields = typeof fen === 'string' ? fen.split(/\s+/) : [];
  let ep = fields[3];
  if (ep === undefined) throw notChessJs(what, `a fen() of ${describe(fen)}`, chess);
  if (ep === '-' && layout.ep === 'literal') ep = lastDoubleStep(chess) ?? '-';
  if (ep !== '-') {
    const file = ep.charCodeAt(0) - 97, rank = ep.charCodeAt(1) - 49;
    if (ep.length !== 2 || file < 0 || file > 7 || rank !== (white ? 5 : 2)) {
      throw notChessJs(what, `a fen() with the ep square ${describe(ep)}`, chess);
    }
    // The square behind the pawn is empty and the pawn stands there; then
    // Polyglot's rule: a pawn of the side to move beside it ('legal': one
    // that may take), or always ('literal').
    const sq = 8 * rank + file, pushed = white ? sq - 8 : sq + 8;
    const mine = white ? WHITE_PAWN : BLACK_PAWN, theirs = white ? BLACK_PAWN : WHITE_PAWN;
    const beside = (file > 0 && board[pushed - 1] === mine) || (file < 7 && board[pushed + 1] === mine);
    if (board[sq] === -1 && board[pushed] === theirs && (layout.ep === 'literal'
      || (beside && (layout.ep === 'pseudo' || epCaptureLegal(board, sq, white))))) {
      features.push(EP + file);
    }
  }
  if (white) features.push(TURN);
  const clock = /^\d+$/.test(fields[4] ?? '') ? Math.min(Number(fields[4]), 65535) : 0;
  return { features: Uint32Array.from(features), halfmove: clock };
}

// The square a double step on the last move skipped, or undefined: what a
// FEN would give and chess.js 1.4 drops when no enemy pawn stands beside.
function lastDoubleStep(chess) {
  if (typeof chess.history !== 'function') return undefined;
  const history = chess.history({ verbose: true });
  const last = Array.isArray(history) ? history.at(-1) : undefined;
  if (!last || typeof last.flags !== 'string' || !last.flags.includes('b') || typeof last.to !== 'string') return undefined;
  return last.to[0] + (last.to[1] === '4' ? '3' : '6');
}
