// Types for zobrist-wasm.
import type { Layout, LayoutSpec } from './chess/layouts.js';
import type { Bytes, FetchResponse, WasmModule, WebUrl } from './platform.js';

/** Every failure is a ZobristError with a stable code. */
// Symbol.dispose for projects whose `lib` lacks esnext.disposable (TypeScript
// merges this with the lib's own declaration where it exists).
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

export class ZobristError extends Error {
  constructor(code: string, message: string, details?: Record<string, unknown>);
  readonly name: 'ZobristError';
  /**
   * The C core's names (FEN_RANK_TOO_LONG, FEN_EP_PAWN, MOVE_ILLEGAL,
   * MOVE_AMBIGUOUS, MOVE_PROMOTION_MISSING, MOVETEXT_SYNTAX, NOTHING_TO_UNDO, …)
   * and the glue's: ARGUMENT_TYPE (wrong type), ARGUMENT (out of range, too
   * long: chess moves over 64 characters, Go and UTTT moves over 16, FENs
   * over 1024, Go texts over 4096, UTTT texts over 1024), POSITION_FREED,
   * MOVE_MISMATCH, NO_MEMORY, WASM_TRAP, WASM_LOAD, WASM_CSP.
   *
   * The transposition tables' (TranspositionTable, Paired32Table, BigIntTable):
   * - TT_INDEX_BITS: indexBits is not from 0 to 32.
   * - TT_CHECK_BITS: checkBits is not from 0 to 64 - indexBits.
   * - TT_POLICY: policy is not 'always-replace', 'depth-preferred', 'two-tier' or 'buckets'.
   * - TT_BUCKET_SLOTS: bucketSlots is not the policy's (1, 1, 2, or 1-8 for 'buckets'; 0 for its default).
   * - TT_NO_MEMORY: the table does not fit in memory (WASM's 2 GiB, or a typed array's limit).
   * - TT_BOUND: a store's bound is not 1 (exact), 2 (lower) or 3 (upper).
   * - TT_NOT_INSTRUMENTED: probeId/storeId on a table made without idCount.
   * - TT_NEEDS_ID: a plain probe/store (get, the 32 forms) on a table made with idCount.
   * - TT_ID_RANGE: an identity that is not below the table's idCount.
   * - TT_FREED: a TranspositionTable used after free() (or dispose).
   */
  readonly code: string;
  /** The input that was rejected. */
  readonly input?: unknown;
  /** Where in the input: an index from 0 into the text (a FEN's character, a movetext's token); messages count characters from 1 ("at character 4" is offset 3). */
  readonly offset?: number;
  /** replay(): the ply of the bad move; keysOfFens(): the index of the bad FEN. */
  readonly ply?: number;
  readonly index?: number;
  /** The position (FEN) in which a move was rejected. */
  readonly fen?: string;
  /** UtttPosition and GoPosition play(): the position (its text) in which a move was rejected. */
  readonly position?: string;
  /** openBook(): the first bad entry's index (BOOK_TRUNCATED, BOOK_UNSORTED, BOOK_BAD_MOVE). */
  readonly entry?: number;
  /**
   * buildBook(): the rejected game's number, and where in the input (1-based
   * line and byte column); for BOOK_NULL_MOVE the line the game starts on,
   * and in ply the null move's ply.
   */
  readonly game?: number;
  readonly line?: number;
  readonly column?: number;
}

export const START_FEN: string;

/** A seed for SplitMix64 key sets: a non-negative safe integer or a BigInt (taken mod 2^64). */
export type Seed = number | bigint;

/** Which keys: a layout (Polyglot's by default), or SplitMix64 keys from a seed with Polyglot's rules; not both. */
export interface LayoutChoice {
  layout?: LayoutSpec;
  seed?: Seed;
}

/** A chess position in WebAssembly memory, its 64-bit key kept current on every move. */
export interface Position {
  /** Plays a move in SAN ("Nf3", "exd6", "O-O", "e8=Q+") or UCI ("g1f3", "e7e8q"). */
  play(move: string): this;
  /** Plays a move code from legalMoveCodes(). */
  playCode(code: number): this;
  /** Sets a new position from a FEN (default: the start) and clears the history; unchanged on error. */
  reset(fen?: string): this;
  /** Takes back the last move; throws NOTHING_TO_UNDO at the starting FEN. */
  undo(): this;
  /** The key as an unsigned 64-bit BigInt (allocates a BigInt). */
  readonly key: bigint;
  /** The key as 16 lower-case hex digits. */
  readonly keyHex: string;
  /** The high and low 32 bits of the key, as unsigned numbers. */
  readonly keyHi: number;
  readonly keyLo: number;
  readonly fen: string;
  readonly turn: 'w' | 'b';
  readonly inCheck: boolean;
  /** Moves played since the FEN. */
  readonly ply: number;
  readonly halfmoveClock: number;
  readonly fullmoveNumber: number;
  /** Legal moves in UCI, or SAN with { san: true }. */
  legalMoves(options?: { san?: boolean }): string[];
  /** Legal moves as 16-bit codes for playCode(). */
  legalMoveCodes(): Uint16Array;
  /** The SAN of a legal move given in SAN or UCI. */
  toSan(move: string): string;
  /** Threefold repetition, from the keys since the FEN within the halfmove clock. */
  isRepetition(): boolean;
  /** Earlier occurrences of the current key within the halfmove clock. */
  repetitions(): number;
  /** Leaf nodes at depth (0-20), every move made and unmade. */
  perft(depth: number): number;
  /** The features present, as indices into the 781-key table. */
  features(): Uint32Array;
  /** The key layout the position was made with. */
  readonly layout: Layout;
  readonly freed: boolean;
  /** Releases the WASM memory; later use throws POSITION_FREED. Idempotent. */
  free(): void;
  [Symbol.dispose](): void;
}

export interface PositionConstructor {
  /** From a FEN (default: the start position); { layout } selects a key layout ('stockfish', 'chessjs', ...), { seed } SplitMix64 keys. */
  new (fen?: string, options?: LayoutChoice): Position;
  readonly START_FEN: string;
}

/**
 * A chess.js-style move; only from, to and (for promotions) promotion are
 * required. chess.js 1.x `Move` objects and `chess.moves({ verbose: true })`
 * entries fit as they are (their piece fields are chess.js's PieceSymbol).
 */
export interface MoveLike {
  from: string | number;
  to: string | number;
  piece?: PieceSymbol;
  color?: 'w' | 'b';
  captured?: PieceSymbol;
  promotion?: PieceSymbol;
  flags?: string;
}
/** A piece type as chess.js writes it; applyMove checks what makes sense where. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';

/**
 * The interface shared by the pure-JS schemes. A scheme keys positions as its
 * layout does: BigInt64 and Paired32 give keyOfFeatures(layout, features,
 * halfmove) bit for bit; Additive48 sums (key >> 16) of the same keys mod 2^48.
 */
export abstract class Scheme {
  /**
   * layout: a Layout or a spec ('stockfish', 'seed:5,castling=16', { seed, ep }),
   * or 781 keys hashed by Polyglot's rules. parseFen: the module's featuresOfFen
   * (setFen passes { layout }). ARGUMENT for a bad spec.
   */
  constructor(layout: LayoutSpec | BigUint64Array | bigint[], options?: { parseFen?: (fen: string, options: { layout: Layout }) => ArrayLike<number> });
  readonly name: string;
  readonly bits: number;
  readonly keyHex: string;
  /** The layout the scheme keys by. */
  readonly layout: Layout;
  /** The halfmove clock (from setFen, setFromChessJs or setFeatures, then the moves); Stockfish's layout keys its buckets. */
  readonly halfmoveClock: number;
  /** The full key of the position with these features (indices 0..780, 780: white to move) and halfmove clock (default 0). */
  setFeatures(features: Iterable<number>, halfmove?: number): this;
  /** The full key of a FEN, its ep file by the layout's rule (needs parseFen: use createScheme()). */
  setFen(fen: string): this;
  /** Piece as a FEN letter or Polyglot kind 0-11; square as "e4" or 0-63. */
  togglePiece(piece: string | number, square: string | number): this;
  /** K, Q, k, q or 0-3. */
  toggleCastling(right: string | number): this;
  /** a-h or 0-7. */
  toggleEpFile(file: string | number): this;
  toggleSide(): this;
  /**
   * Follows a move, with castling rights, the layout's ep rule and the halfmove clock; MOVE_MISMATCH
   * if the board disagrees (no piece there, a pawn moving unlike a pawn,
   * castling without the right or through a piece); then nothing changes.
   */
  applyMove(move: MoveLike): this;
  /** Takes back the last applyMove exactly (key and board); NOTHING_TO_UNDO when none since the position was set or toggled. */
  undo(): this;
  /** Low level, unchecked: a feature's key enters or leaves the hash (the board is not updated). For benchmarks. */
  add(feature: number): void;
  remove(feature: number): void;
}

/** Native BigInt XOR: the baseline. */
export class BigInt64 extends Scheme {
  readonly key: bigint;
}

/** Two Uint32 halves XORed: hi * 2^32 + lo equals the 64-bit key. */
export class Paired32 extends Scheme {
  readonly hi: number;
  readonly lo: number;
  readonly key: bigint;
}

/** 48-bit keys (the high 48 bits of each 64-bit key), added and subtracted modulo 2^48 in float64. */
export class Additive48 extends Scheme {
  readonly key: number;
}

export type SchemeName = 'bigint64' | 'paired32' | 'additive48';

/**
 * The hash of a set of features on any key table (Zobrist's general method,
 * no game): add, remove and toggle are checked against the set kept.
 */
export abstract class FeatureHash {
  constructor(table: BigUint64Array | bigint[]);
  readonly name: string;
  readonly bits: number;
  readonly keyHex: string;
  /** Number of features in the key space. */
  readonly size: number;
  /** Number of features present. */
  readonly count: number;
  has(feature: number): boolean;
  /** ARGUMENT if the feature is present already. */
  add(feature: number): this;
  /** ARGUMENT if the feature is not present. */
  remove(feature: number): this;
  toggle(feature: number): this;
  clear(): this;
  /** Replaces the set (ARGUMENT for an index out of range or listed twice; nothing changes then). */
  setFeatures(features: Iterable<number>): this;
  /** The features present, in increasing order. */
  features(): Uint32Array;
}
export class BigInt64Hash extends FeatureHash {
  readonly key: bigint;
  readonly hi: number;
  readonly lo: number;
}
export class Paired32Hash extends FeatureHash {
  readonly key: bigint;
  readonly hi: number;
  readonly lo: number;
}
export class Additive48Hash extends FeatureHash {
  readonly key: number;
}

/** N features with a 64-bit key each; keys of sets computed in WASM. */
export interface KeySpace {
  readonly size: number;
  /** After free(), every method and `table` throw KEY_SPACE_FREED. */
  readonly freed: boolean;
  /** A copy of the keys. */
  readonly table: BigUint64Array;
  keyAt(feature: number): bigint;
  /** XOR of the features' keys (a feature listed twice cancels). */
  keyOf(features: Iterable<number>): bigint;
  halvesOf(features: Iterable<number>): { hi: number; lo: number };
  /** The additive hash: the sum of (key >> 16) modulo 2^48. */
  add48Of(features: Iterable<number>): number;
  /** The key with one feature toggled: one XOR. */
  toggle(key: bigint, feature: number): bigint;
  hash(name: 'bigint64'): BigInt64Hash;
  hash(name: 'paired32'): Paired32Hash;
  hash(name: 'additive48'): Additive48Hash;
  hash(name?: SchemeName): FeatureHash;
  free(): void;
  [Symbol.dispose](): void;
}
export interface KeySpaceConstructor {
  /** size features with SplitMix64 keys from seed (default 0). */
  new (size: number, options?: { seed?: Seed }): KeySpace;
  /** Your keys: polyglotTable(), splitmix64Table(), or any table. */
  new (table: BigUint64Array | bigint[]): KeySpace;
}

export type { UtttPosition, UtttPositionConstructor, UtttBoardStatus, UtttCensusPly, UtttApi } from './uttt/index.js';
export type { GoPosition, GoPositionConstructor, GoRules, GoApi } from './go/index.js';
export type { PgnSource, ReadPgnOptions, ReadPgnKeysOptions, ReadPgnNoKeysOptions, PgnGame, PgnKeysGame, PgnGameError, PgnVariationMove, PgnApi } from './pgn/index.js';
export type { Book, BookMove, BadBookEntry, BookPosition, BuildBookOptions, BookApi } from './book/index.js';

/** What init() of the main entry gives: chess and KeySpace on zobrist.wasm. */
export interface Zobrist {
  /** Zobrist's general method for any game or object. */
  readonly KeySpace: KeySpaceConstructor;
  /** A chess position (also ChessPosition). */
  readonly Position: PositionConstructor;
  readonly ChessPosition: PositionConstructor;
  readonly START_FEN: string;
  /** The key of a FEN (Polyglot's, or another layout's). */
  keyOfFen(fen: string, options?: LayoutChoice): bigint;
  /** The keys of many FENs in one call. */
  keysOfFens(fens: string[], options?: LayoutChoice): BigUint64Array;
  /** The keys of every position of a game, the start included: SAN/UCI moves or PGN movetext. */
  replay(moves: string[] | string, options?: { fen?: string } & LayoutChoice): BigUint64Array;
  /** The features of a FEN, as indices into the 781-key table (validated strictly; the ep file as the layout's rule keys it). */
  featuresOfFen(fen: string, options?: LayoutChoice): Uint32Array;
  /** Polyglot's 781 Random64 keys. */
  polyglotTable(): BigUint64Array;
  /** 781 keys from SplitMix64 with this seed. */
  seededTable(seed: Seed): BigUint64Array;
  /** A scheme on a layout ({ layout }, or { seed }: SplitMix64 keys with Polyglot's rules; not both), Polyglot's by default. */
  createScheme(name: 'bigint64', options?: { seed?: Seed; layout?: LayoutSpec }): BigInt64;
  createScheme(name: 'paired32', options?: { seed?: Seed; layout?: LayoutSpec }): Paired32;
  createScheme(name: 'additive48', options?: { seed?: Seed; layout?: LayoutSpec }): Additive48;
  createScheme(name: SchemeName, options?: { seed?: Seed; layout?: LayoutSpec }): Scheme;
  stats(): { livePositions: number; memoryBytes: number };
}

export interface CensusHash {
  id: 'xor32' | 'xor48' | 'add48' | 'xor64';
  bits: number;
  label: string;
  /** Pairs of distinct positions with equal hashes. */
  pairs: number;
  /** The birthday expectation P(P-1)/2^(bits+1). */
  expected: number;
}

export interface CensusPly {
  ply: number;
  positions: number;
  /** The published count (OEIS A083276) when the census starts from the initial position. */
  known?: number;
  hashes: CensusHash[];
  /** With { keys: true }, on the last ply: every position's hash, by hash id. */
  keys?: Record<CensusHash['id'], BigUint64Array>;
}

/** OEIS A083276: distinct positions after n plies from the start. */
export const KNOWN_DISTINCT: readonly number[];
export const CENSUS_HASHES: readonly { id: string; bits: number; label: string }[];

/**
 * Where init() gets the module. A string is a URL; a relative one is resolved
 * against the package's own module URL (the bundle's, in a web app), or the
 * page's where there is none. In Node, a string without a scheme is a file
 * path, relative to the working directory.
 */
export type WasmSource = string | WebUrl | FetchResponse | Promise<FetchResponse> | Bytes | WasmModule;

/** Loads zobrist.wasm (or source): streaming compile in browsers; in Node the module is built into the entry (a source given is read or compiled as it is). */
export function init(source?: WasmSource): Promise<Zobrist>;
/** Synchronous, from the module's bytes or a compiled module (in Node, none: index.node.d.ts; in a browser only zobrist-wasm/inline takes none). */
export function initSync(source: Bytes | WasmModule): Zobrist;

/** SplitMix64 outputs for a seed (the generator behind seededTable); ARGUMENT_TYPE for a bad seed. */
export function splitmix64(seed: Seed): Generator<bigint, never, void>;
/** count (default 781, at most 2^24) SplitMix64 outputs. */
export function splitmix64Table(seed: Seed, count?: number): BigUint64Array;
/** A seed as the unsigned 64-bit BigInt it stands for; ARGUMENT_TYPE if it is not a seed. */
export function toSeed(seed: Seed): bigint;

export * from './chess/pure.js';
