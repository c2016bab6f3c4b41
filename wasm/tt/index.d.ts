// Transposition tables: the C table in WASM (TranspositionTable, from
// init()) and the same table in pure JS (Paired32Table, BigIntTable).

export type TtPolicy = 'always-replace' | 'depth-preferred' | 'two-tier' | 'buckets';
/** What an instrumented probe met: a miss, a hit, another position's entry (type 1), or the position's entry overwritten (type 2). */
export type TtOutcome = 'miss' | 'hit' | 'type1' | 'type2';

export interface TtOptions {
  /** n: 2^n buckets, the bucket from the key's low n bits; 0-32, default 16. */
  indexBits?: number;
  /** m: the check bits a slot keeps (the key's bits n..n+m-1); 0 to 64 - n, default 16. */
  checkBits?: number;
  /** Default 'always-replace'. */
  policy?: TtPolicy;
  /** k: slots a bucket; 0 (default) = the policy's: 1, 1, 2, 4 ('buckets' takes 1-8). */
  bucketSlots?: number;
  /** > 0: instrumented, with identities 0..idCount-1 (probeId, storeId). */
  idCount?: number;
}

export interface TtConfig {
  readonly indexBits: number;
  readonly checkBits: number;
  readonly policy: TtPolicy;
  readonly bucketSlots: number;
  readonly idCount: number;
}

export interface TtEntry {
  /** Plies searched below the position, -128..127. */
  depth: number;
  /** -32768..32767. */
  score: number;
  /** 1 exact, 2 lower bound (fail high), 3 upper bound (fail low). */
  bound: 1 | 2 | 3;
  /** 16 bits. */
  move: number;
  /** The search that stored it (or, with 'buckets', last found it), mod 256. */
  age: number;
}

export interface TtCounters {
  probes: number;
  found: number;
  stores: number;
  /** Stores the policy turned down (depth-preferred). */
  refused: number;
  /** Instrumented tables only. */
  hits: number;
  misses: number;
  type1Errors: number;
  type2Losses: number;
  /** Stores (and two-tier moves) that overwrote another position's entry. */
  evictions: number;
}

/** What every table has: the last probe's entry, and the table's state. */
interface TtBase {
  /** The entry the last successful probe found (after probe() returned true, or probeId() 'hit' or 'type1'). */
  readonly depth: number;
  readonly score: number;
  readonly bound: number;
  readonly move: number;
  readonly age: number;
  /** Empties the table: entries, identities, counters, age. */
  clear(): void;
  /** A new search: the table's age + 1 (mod 256). */
  newSearch(): void;
  readonly config: TtConfig;
  readonly counters: TtCounters;
}

/** Keys as BigInts: any BigInt, taken mod 2^64 (a signed one from an i64 works). */
interface TtBigIntKeys {
  /**
   * true, and the entry in depth/score/bound/move/age, when a slot holds the key's check bits.
   * An instrumented table (idCount > 0) throws TT_NEEDS_ID here and in store(): it takes probeId() and storeId().
   */
  probe(key: bigint): boolean;
  /** The entry as an object, or null. */
  get(key: bigint): TtEntry | null;
  /** Stores as the policy says (a refusal is counted, not thrown). */
  store(key: bigint, depth: number, score: number, bound: number, move?: number): void;
  probeId(key: bigint, id: number): TtOutcome;
  storeId(key: bigint, id: number, depth: number, score: number, bound: number, move?: number): void;
}

/** Keys as two 32-bit halves, hi and lo (int32 as Paired32 keeps them, or uint32). */
interface TtPairedKeys {
  /** As probe(): TT_NEEDS_ID on an instrumented table, as store32(). */
  probe32(hi: number, lo: number): boolean;
  store32(hi: number, lo: number, depth: number, score: number, bound: number, move?: number): void;
  probeId32(hi: number, lo: number, id: number): TtOutcome;
  storeId32(hi: number, lo: number, id: number, depth: number, score: number, bound: number, move?: number): void;
}

/** The C table (src/tt/) in WASM memory: free() it, or `using`. */
export interface TranspositionTable extends TtBase, TtBigIntKeys, TtPairedKeys {
  readonly freed: boolean;
  free(): void;
  [Symbol.dispose](): void;
}

export interface TranspositionTableConstructor {
  new (options?: TtOptions): TranspositionTable;
  readonly EXACT: 1;
  readonly LOWER: 2;
  readonly UPPER: 3;
}

export interface TtApi {
  readonly TranspositionTable: TranspositionTableConstructor;
}

/** The same table in pure JS over Int32Arrays, keys as hi/lo halves: no BigInt, no WebAssembly. */
export declare class Paired32Table implements TtBase, TtPairedKeys {
  constructor(options?: TtOptions);
  static readonly EXACT: 1;
  static readonly LOWER: 2;
  static readonly UPPER: 3;
  readonly depth: number;
  readonly score: number;
  readonly bound: number;
  readonly move: number;
  readonly age: number;
  clear(): void;
  newSearch(): void;
  readonly config: TtConfig;
  readonly counters: TtCounters;
  probe32(hi: number, lo: number): boolean;
  get32(hi: number, lo: number): TtEntry | null;
  store32(hi: number, lo: number, depth: number, score: number, bound: number, move?: number): void;
  probeId32(hi: number, lo: number, id: number): TtOutcome;
  storeId32(hi: number, lo: number, id: number, depth: number, score: number, bound: number, move?: number): void;
}

/** The same table in pure JS over Int32Arrays, keys as BigInts (the bucket from Number(key & mask)). */
export declare class BigIntTable implements TtBase, TtBigIntKeys {
  constructor(options?: TtOptions);
  static readonly EXACT: 1;
  static readonly LOWER: 2;
  static readonly UPPER: 3;
  readonly depth: number;
  readonly score: number;
  readonly bound: number;
  readonly move: number;
  readonly age: number;
  clear(): void;
  newSearch(): void;
  readonly config: TtConfig;
  readonly counters: TtCounters;
  probe(key: bigint): boolean;
  get(key: bigint): TtEntry | null;
  store(key: bigint, depth: number, score: number, bound: number, move?: number): void;
  probeId(key: bigint, id: number): TtOutcome;
  storeId(key: bigint, id: number, depth: number, score: number, bound: number, move?: number): void;
}

export declare const TT_BOUND: { readonly EXACT: 1; readonly LOWER: 2; readonly UPPER: 3 };
