// Polyglot opening books: open and look up, pick by weight; build from PGN.
import type { PgnSource } from '../pgn/index.js';

/** A position for a lookup: a FEN, or a chess Position (anything with a `fen`, such as chess.js's Chess). */
export type BookPosition = string | { readonly fen: string } | { fen(): string };

/** A legal book move of a position. */
export interface BookMove {
  /** UCI, castling as the king's move (e1g1), whatever the book stores (e1h1). */
  uci: string;
  san: string;
  weight: number;
  learn: number;
  /** weight / the total weight of the position's legal book moves (0 when that is 0). */
  share: number;
  /** The entry's index in the book. */
  entry: number;
}

/** A book entry of a position that is never played: a move field no move has, or a move illegal there. */
export interface BadBookEntry {
  /** The move field as polyglot prints it ("e1e5", castling "e1h1"; "?" parts for impossible fields). */
  move: string;
  /** The raw 16-bit move field. */
  raw: number;
  weight: number;
  learn: number;
  entry: number;
  /** BOOK_BAD_MOVE or BOOK_ILLEGAL_MOVE. */
  code: string;
}

/**
 * An opening book in WebAssembly memory: openBook copies the bytes there
 * (the caller's array may be changed or dropped afterwards), so a book
 * costs its size in WASM memory until free(). Lookups use the position's
 * Polyglot key (board, side, castling rights, en passant only when a
 * capture is possible), whatever key set a Position uses.
 */
export interface Book {
  /** Entries (16 bytes each). */
  readonly size: number;
  /** The legal book moves of a position, heaviest first (ties in book order); [] if none. { san: false } leaves san out (faster with many moves). */
  moves(position: BookPosition, options?: { san?: true }): BookMove[];
  moves(position: BookPosition, options: { san: false }): Omit<BookMove, 'san'>[];
  moves(position: BookPosition, options?: { san?: boolean }): (BookMove | Omit<BookMove, 'san'>)[];
  /** The position's entries that moves() leaves out. */
  badEntries(position: BookPosition): BadBookEntry[];
  /**
   * A legal move drawn with probability proportional to its weight; the same
   * seed and position always give the same move (no seed: a random one).
   * null when the position has no legal book move or they all weigh 0.
   */
  pick(position: BookPosition, options?: { seed?: number | bigint }): BookMove | null;
  /** The heaviest legal move (the first in the book on a tie), or null. */
  best(position: BookPosition): BookMove | null;
  readonly freed: boolean;
  /** Releases the WASM memory; later use throws BOOK_FREED. Idempotent. */
  free(): void;
  [Symbol.dispose](): void;
}

/** polyglot make-book's options, with its defaults. */
export interface BuildBookOptions {
  /** Moves after this many plies of a game are ignored (0 to 2^31 - 1; 1024). */
  maxPly?: number;
  /** Entries played fewer times are dropped (0 to 2^31 - 1; 3). */
  minGame?: number;
  /** In %: entries scoring less are dropped (0-100; 0). */
  minScore?: number;
  /** Only entries with White to move (not with onlyBlack). */
  onlyWhite?: boolean;
  /** Only entries with Black to move. */
  onlyBlack?: boolean;
  /** Every weight 1. */
  uniform?: boolean;
  /** Called with the bytes read so far (also every 50 ms, with a break for the page to repaint). */
  onProgress?: (bytesRead: number) => void;
}

export interface BookApi {
  /**
   * A book from its bytes (copied into WASM memory), validated. Throws
   * BOOK_TRUNCATED (size not a multiple of 16), BOOK_UNSORTED and
   * BOOK_BAD_MOVE (with `entry`, the first bad entry's index), BOOK_EMPTY
   * (0 bytes), ARGUMENT_TYPE (not bytes), NO_MEMORY.
   */
  openBook(bytes: Uint8Array | ArrayBuffer): Book;
  /**
   * A book's bytes from PGN: the same bytes as `zobrist book build` with the
   * same options (polyglot make-book's rules; the FEN tag is honoured).
   * Rejects as the CLI stops: a game the reader rejects (its PGN_ code and
   * line, with `game`, `line`, `column`, `ply`), a null move
   * (BOOK_NULL_MOVE); bad options: ARGUMENT_TYPE, ARGUMENT; a source that
   * fails (a stream that errors): its own error, as it came. WASM memory
   * stays about 30 MB whatever the source's size: the games' plies are kept
   * out of it in sorted runs (Blobs), merged at the end.
   */
  buildBook(source: PgnSource, options?: BuildBookOptions): Promise<Uint8Array>;
}
