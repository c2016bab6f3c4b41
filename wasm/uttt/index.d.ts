// Ultimate tic-tac-toe: positions with the write-up's 64-bit keys.

/** 'x', 'o' or 'draw' for a closed local board; 'open' otherwise. */
export type UtttBoardStatus = 'x' | 'o' | 'draw' | 'open';

export interface UtttPosition {
  /** A move: "e5" (9x9 grid, column a-i from the left, row 1-9 from the top) or a code 0..80 (9 * board + cell). */
  play(move: string | number): this;
  undo(): this;
  /** A position from text (the empty start by default); clears the history. */
  reset(text?: string): this;
  readonly key: bigint;
  readonly keyHi: number;
  readonly keyLo: number;
  readonly keyHex: string;
  /** "groups of 9 cells / ... player forced-board", e.g. the start "........./.../......... x -". */
  readonly text: string;
  readonly turn: 'x' | 'o';
  /** The board the player to move is sent to, or null when the choice is free. */
  readonly forcedBoard: number | null;
  boardStatus(board: number): UtttBoardStatus;
  readonly boards: UtttBoardStatus[];
  readonly result: 'x' | 'o' | 'draw' | 'ongoing';
  /** 'x', 'o' or null on a square (0..80 or "e5"); closed boards keep their cells. */
  cell(square: number | string): 'x' | 'o' | null;
  readonly ply: number;
  /** The code of a legal move's text; the move's error otherwise. */
  moveCode(move: string): number;
  legalMoves(): string[];
  legalMoveCodes(): Uint8Array;
  perft(depth: number): number;
  /** The features present, increasing: indices into the 199-key table. */
  features(): Uint32Array;
  readonly freed: boolean;
  free(): void;
  [Symbol.dispose](): void;
}

export interface UtttPositionConstructor {
  /** From text (the empty start by default); seed: SplitMix64 keys; keys: your own 199. */
  new (text?: string, options?: { seed?: number | bigint; keys?: BigUint64Array | bigint[] }): UtttPosition;
  readonly START: string;
  /** The text of a move code (40 -> "e5"). */
  moveText(code: number): string;
}

export interface UtttCensusPly {
  ply: number;
  /** Distinct positions (cells of each player and the forced board). */
  positions: number;
  /** Distinct under closed-board equivalence: what the key encodes. */
  classes: number;
  hashes: { id: 'xor32' | 'xor48' | 'add48' | 'xor64'; bits: number; label: string; pairs: number; expected: number }[];
}

export interface UtttApi {
  readonly UtttPosition: UtttPositionConstructor;
  /** The 199 default keys (SplitMix64 from 0x75747474), or a seed's. */
  utttTable(seed?: number | bigint): BigUint64Array;
  utttCensus(maxPly: number, options?: { onProgress?: (fraction: number, ply: number) => void; budget?: number }): UtttCensusPly[];
}

export const UTTT_START: string;
export const UTTT_FEATURES: number;
/** The hashes utttCensus counts colliding pairs of, as CENSUS_HASHES does for chess. */
export const UTTT_CENSUS_HASHES: readonly { id: string; bits: number; label: string }[];
