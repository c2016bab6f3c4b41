// zobrist-wasm/all: the main entry's exports, and an init() whose API has
// every game (zobrist-all.wasm).
import type { Zobrist, CensusPly, WasmSource } from './index.js';
import type { UtttApi } from './uttt/index.js';
import type { GoApi } from './go/index.js';
import type { PgnApi } from './pgn/index.js';
import type { BookApi } from './book/index.js';
import type { TtApi } from './tt/index.js';
import type { Bytes, WasmModule } from './platform.js';

export * from './index.js';
export { UTTT_START, UTTT_FEATURES, UTTT_CENSUS_HASHES } from './uttt/index.js';
export { Paired32Table, BigIntTable, TT_BOUND } from './tt/index.js';
export type { TtOptions, TtConfig, TtEntry, TtCounters, TtOutcome, TtPolicy, TranspositionTable, TranspositionTableConstructor } from './tt/index.js';

/** Chess with PGN files, books and the census; UTTT; Go; KeySpace; transposition tables. */
export interface ZobristAll extends Zobrist, UtttApi, GoApi, PgnApi, BookApi, TtApi {
  /**
   * Every distinct position reachable in exactly 1..maxPly plies (maxPly 1-7;
   * identity: board, side, castling rights, ep only if the capture is legal),
   * and the colliding pairs of each hash among them. From the start position,
   * ply 6 at most (ply 7 needs about 5 GB, past WebAssembly's 2 GiB: the
   * repository's native census reaches it).
   */
  census(maxPly: number, options?: { fen?: string; onProgress?: (fraction: number, ply: number) => void; budget?: number; keys?: boolean }): CensusPly[];
}

/** Loads zobrist-all.wasm (or source): streaming compile in browsers, a file read in Node. */
export function init(source?: WasmSource): Promise<ZobristAll>;
/** Synchronous, from the module's bytes or a compiled module (in Node, none: all.node.d.ts; in a browser only zobrist-wasm/inline takes none). */
export function initSync(source: Bytes | WasmModule): ZobristAll;

// ------------------------------------------------------------------ audit
/** audit()'s options: the width the keys are cut to, what to search. */
export interface AuditOptions {
  /** 1-64: the keys cut to this many bits (default 64). */
  bits?: number;
  /** The high `bits` bits (key >> (64 - bits)) instead of the low ones (default false). */
  high?: boolean;
  /** 1-8: dependent subsets of at most this many keys (default 6; 8 takes minutes on 781 keys). */
  maxSize?: number;
  /** 1-1e6: dependencies kept and counted a size; a size with more stops there (default 1000; the CLI takes up to 1e7). */
  limit?: number;
  /** Called between passes with a growing fraction, last with 1; return true to cancel (CANCELLED). */
  onProgress?: (fraction: number) => boolean | void;
}
/** The dependent subsets of one size, beside C(N, size) 2^-bits for random keys. */
export interface AuditSize {
  size: number;
  /** Exact when moreThanLimit is false; else the limit. */
  found: number;
  moreThanLimit: boolean;
  expected: number;
}
export interface AuditResult {
  /** The table's rank over GF(2) at this width. */
  rank: number;
  bits: number;
  high: boolean;
  /** Sizes 1..maxSize. */
  sizes: AuditSize[];
  /** Key indices (ascending) of each subset that XORs to zero, by size then lexicographically. */
  dependencies: number[][];
}
export interface ZobristAll {
  /**
   * The GF(2) audit of a key table (1-4096 keys): its rank and every subset of
   * at most maxSize keys that XORs to zero on the bits kept. Synchronous: in a
   * page, call it from a Web Worker. Throws ZobristError ARGUMENT,
   * ARGUMENT_TYPE, CANCELLED or NO_MEMORY.
   */
  audit(keys: BigUint64Array | readonly bigint[], options?: AuditOptions): AuditResult;
  /** The rank over GF(2) of the keys cut to `bits` bits (the high ones if `high`). */
  auditRank(keys: BigUint64Array | readonly bigint[], bits?: number, high?: boolean): number;
}
