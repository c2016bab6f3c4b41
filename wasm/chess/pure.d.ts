// Types for the pure-JS path (wasm/chess/pure.js): exact Polyglot keys with
// no WebAssembly, from a chess.js instance.
import type { PieceSymbol } from '../index.js';
import type { LayoutSpec } from './layouts.js';

export { polyglotKeys } from './polyglot-keys.js';
export type { Layout, LayoutOptions, LayoutSpec } from './layouts.js';
export { layout, keyOfFeatures, halfmoveKey } from './layouts.js';

/**
 * What setFromChessJs reads of a chess.js 1.x `Chess` (typed structurally, so
 * any chess.js 1.x instance fits without this package depending on chess.js).
 */
export interface ChessJsLike {
  /** 8 rows, a8..h8 first; null for an empty square. */
  board(): ReadonlyArray<ReadonlyArray<{ type: PieceSymbol; color: 'w' | 'b' } | null>>;
  turn(): 'w' | 'b';
  getCastlingRights(color: 'w' | 'b'): { k: boolean; q: boolean };
  /** chess.js 1.x: forceEnpassantSquare prints the ep square even when the ep capture is illegal (a pinned pawn). */
  fen(options?: { forceEnpassantSquare?: boolean }): string;
}

/**
 * The position's features (indices into the 781-key table, 780: white to
 * move), as the layout (Polyglot's by default) keys it: the ep file by its
 * rule (Polyglot's: a pawn of the side to move stands beside the pawn that
 * double-stepped), castling rights only with king and rook at home.
 * ARGUMENT_TYPE if chess is not a chess.js instance, ARGUMENT for a bad layout.
 */
export function featuresOfChessJs(chess: ChessJsLike, options?: { layout?: LayoutSpec }): Uint32Array;

declare module '../index.js' {
  interface Scheme {
    /**
     * Sets the position from a chess.js 1.x `Chess` (board, turn, castling
     * rights, ep, halfmove clock) under the scheme's layout, with no
     * WebAssembly: `new Paired32('polyglot').setFromChessJs(chess)`.
     * ARGUMENT_TYPE if chess is not a chess.js instance.
     */
    setFromChessJs(chess: ChessJsLike): this;
  }
}
