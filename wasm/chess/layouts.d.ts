// Types for chess key layouts (wasm/chess/layouts.js).
import type { Seed } from '../index.js';

/** A key layout: which key each feature gets and how a position's key is formed. */
export interface Layout {
  readonly name: 'polyglot' | 'stockfish' | 'chessjs' | 'custom';
  /**
   * 781 keys in Polyglot's feature order (64 * piece + square, 768-771
   * castling K Q k q, 772-779 ep file, 780 turn): a copy at each read (a
   * layout is shared by every Position and scheme on it, so its own keys
   * are not handed out); keep it in a variable to read many keys.
   */
  readonly table: BigUint64Array;
  /** The castling part of the key, by the rights (bit 0 K, 1 Q, 2 k, 3 q): a copy at each read. */
  readonly castling: BigUint64Array;
  /** 4: castling[r] is the XOR of the rights' table keys; 16: 16 independent keys. */
  readonly castlingKeys: 4 | 16;
  /** When the ep file is keyed: a pawn of the side to move stands beside (Polyglot, Stockfish 15.1, chess.js), the capture is legal, or always. */
  readonly ep: 'pseudo' | 'legal' | 'literal';
  /** The side whose turn puts table[780] into the key. */
  readonly turn: 'white' | 'black';
  /** Stockfish's key(): from a halfmove clock of 14 on, the clock's 8-ply bucket is XORed in. */
  readonly halfmoveBuckets: boolean;
}

/** The parts of a layout: at most one of base, seed and table, then rules. */
export interface LayoutOptions {
  base?: 'polyglot' | 'stockfish' | 'chessjs';
  /** SplitMix64 keys: 781, and 16 more for castling: 16. */
  seed?: Seed;
  table?: BigUint64Array | bigint[];
  castlingTable?: BigUint64Array | bigint[];
  castling?: 4 | 16;
  ep?: 'pseudo' | 'legal' | 'literal';
  turn?: 'white' | 'black';
}

/** A Layout, a built-in name, the CLI's text ('seed:5,castling=16,ep=legal'), or its parts. */
export type LayoutSpec = Layout | 'polyglot' | 'stockfish' | 'chessjs' | (string & {}) | LayoutOptions;

/** The layout a spec names (built-in names give the same object each time). ARGUMENT for a bad spec. */
export function layout(spec?: LayoutSpec): Layout;
/**
 * The key of a feature list (780 meaning white to move) under a layout;
 * halfmove for Stockfish's buckets. ARGUMENT for a feature out of 0-780, or
 * a list with two pieces on a square, a castling right, ep file or turn twice.
 */
export function keyOfFeatures(layout: LayoutSpec, features: Iterable<number>, halfmove?: number): bigint;
/** What a layout with halfmoveBuckets XORs in for a halfmove clock (an integer from 0; 0n otherwise). */
export function halfmoveKey(layout: LayoutSpec, halfmove: number): bigint;
