// zobrist-wasm/all: the main entry's exports, and an init() whose API has
// every game (zobrist-all.wasm).
import type { Zobrist, CensusPly, WasmSource } from './index.js';
import type { UtttApi } from './uttt/index.js';
import type { GoApi } from './go/index.js';
import type { PgnApi } from './pgn/index.js';
import type { BookApi } from './book/index.js';
import type { TtApi } from './tt/index.js';

export * from './index.js';
export { UTTT_START, UTTT_FEATURES } from './uttt/index.js';
export { Paired32Table, BigIntTable, TT_BOUND } from './tt/index.js';
export type { TtOptions, TtConfig, TtEntry, TtCounters, TtOutcome, TtPolicy, TranspositionTable, TranspositionTableConstructor } from './tt/index.js';

/** Chess with PGN files, books and the census; UTTT; Go; KeySpace; transposition tables. */
export interface ZobristAll extends Zobrist, UtttApi, GoApi, PgnApi, BookApi, TtApi {
  /**
   * Every distinct position reachable in exactly 1..maxPly plies (maxPly 1-7;
   * identity: board, side, castling rights, ep only if the capture is legal),
   * and the colliding pairs of each hash among them.
   */
  census(maxPly: number, options?: { fen?: string; onProgress?: (fraction: number, ply: number) => void; budget?: number; keys?: boolean }): CensusPly[];
}

/** Loads zobrist-all.wasm (or source): streaming compile in browsers, a file read in Node. */
export function init(source?: WasmSource): Promise<ZobristAll>;
/** Synchronous, from the module's bytes or a compiled module. */
export function initSync(source: BufferSource | WebAssembly.Module): ZobristAll;
