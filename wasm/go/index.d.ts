// Go: positions with positional superko and 64-bit keys.

export type GoRules = 'tt' | 'cgos';

export interface GoPosition {
  /** A move: "D4" (GTP: column A-T without I, row from the bottom), "pass", or a code (row * N + col; N * N passes). */
  play(move: string | number): this;
  undo(): this;
  /** A position from text (of any size, unless the position has keys of its own: SIZE_MISMATCH), or the empty board of its size; clears the history. */
  reset(text?: string): this;
  readonly key: bigint;
  readonly keyHi: number;
  readonly keyLo: number;
  readonly keyHex: string;
  /** The key without the turn key: what superko looks up. */
  readonly stonesKey: bigint;
  /** Rows top first, '/'-separated, '.', 'b', 'w'; then the player to move and the passes: "...../..b../... b 0". */
  readonly text: string;
  readonly size: number;
  readonly rules: GoRules;
  readonly turn: 'b' | 'w';
  readonly passes: number;
  readonly gameOver: boolean;
  readonly ply: number;
  stoneAt(point: number | string): 'b' | 'w' | null;
  /** N^2 characters 'b', 'w', '.' by point code. */
  readonly stones: string;
  /** The code of a move's text; legality not checked. */
  moveCode(move: string): number;
  moveText(code: number): string;
  legalMoveCodes(): Int32Array;
  legalMoves(): string[];
  /** Points where a placement is legal but for superko (none once the game is over). */
  superkoPoints(): number[];
  /** Points whose stones the last move removed. */
  lastCaptures(): number[];
  readonly lastWasSuicide: boolean;
  /** Superko key matches whose stones differed (hash collisions) so far. */
  readonly failedConfirmations: number;
  perft(depth: number): number;
  /** 2 * point + colour (black 0, white 1); 2N^2 when White is to move. */
  features(): Uint32Array;
  readonly freed: boolean;
  free(): void;
  [Symbol.dispose](): void;
}

export interface GoPositionConstructor {
  /** An empty board (size 9 by default) or a position text (a size given too must agree: ARGUMENT); keys: your own 2N^2 + 1. */
  new (text?: string, options?: { size?: number; rules?: GoRules; keys?: BigUint64Array | bigint[] }): GoPosition;
}

export interface GoApi {
  readonly GoPosition: GoPositionConstructor;
  /** The default 2N^2 + 1 keys of an N x N board (a prefix of SplitMix64 from 1970). */
  goTable(size?: number): BigUint64Array;
}
