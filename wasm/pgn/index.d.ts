// PGN: a streaming reader of multi-game PGN, with the keys of every position.
import type { ByteStream, WebBlob } from '../platform.js';

/**
 * Where PGN comes from. Chunks are pushed into the C reader as they arrive
 * and games are pulled as soon as they are complete, so memory stays about
 * one 64 KiB piece plus the current game whatever the input's size (nothing
 * joins the chunks). A Node stream is an async iterable (with or without an
 * encoding); string chunks are encoded as UTF-8, and may split a character.
 */
export type PgnSource =
  | string
  | Uint8Array
  | ArrayBuffer
  | WebBlob
  | ByteStream
  | AsyncIterable<Uint8Array | string>
  | Iterable<Uint8Array | string>;

export interface ReadPgnOptions {
  /** Also play the moves inside variations (game.variations); a bad one then fails the game. Default false: skipped unread. */
  variations?: boolean;
  /** Called after each chunk (and each 64 KiB of a large one) with the bytes (UTF-8) read so far. */
  onProgress?: (bytesRead: number) => void;
  /**
   * false: games without moves, uci and san (PgnKeysGame), for a caller
   * that wants keys (indexing a database, building a book): the moves are
   * not copied out and no game object with lazy SAN is made. Default true.
   */
  moves?: boolean;
  /**
   * With moves: false only (else ARGUMENT): false leaves out tags,
   * tagList, result and fen too, and the tags' text is not even decoded
   * (a failed game's error keeps its whole message). Default true.
   */
  tags?: boolean;
  /**
   * false: games without keys, for a caller that lists games (their tags,
   * moves and errors) and wants no keys: they are not copied out (the keys
   * of a large file are most of what reading it allocates). The reader
   * still plays every move, so errors are the same. Default true.
   */
  keys?: boolean;
}

/** Options for games without moves; tags: false leaves out the tags as well. */
export type ReadPgnKeysOptions = ReadPgnOptions & { moves: false };
/** Options for games without keys. */
export type ReadPgnNoKeysOptions = ReadPgnOptions & { keys: false };

/**
 * Why a game failed. Errors are per game: the game still comes out, with
 * its tags and the moves and keys before the error, and reading goes on
 * with the next game.
 */
export interface PgnGameError {
  /**
   * PGN_TAG_SYNTAX, PGN_UNTERMINATED_COMMENT, PGN_UNBALANCED_VARIATION,
   * PGN_BAD_CHARACTER, PGN_BAD_FEN_TAG, PGN_ILLEGAL_MOVE,
   * PGN_NULL_MOVE_IN_CHECK, PGN_VARIANT_UNSUPPORTED, PGN_GAME_TOO_LONG
   * (over 1 MiB of text), PGN_VARIATION_TOO_DEEP, PGN_NO_MEMORY.
   */
  code: string;
  /** The line `zobrist pgn` prints: game, tags, line and column, ply, the text, why, the position. */
  message: string;
  /** 1-based line and column (in bytes) of the offending text; offset: 0-based byte offset in the input. */
  line: number;
  column: number;
  offset: number;
  /** The bad move's ply (1 = the first move from the start position); 0 when no move is involved. */
  ply: number;
  /** Variation depth of the bad move (0: the main line). */
  depth: number;
  /** The bad move as written (PGN_ILLEGAL_MOVE, PGN_NULL_MOVE_IN_CHECK), else null. */
  move: string | null;
  /** The offending text (the move, the tag line, "{", the variant's name...), cut at 60 bytes. */
  text: string;
  /** The position (FEN) the bad move was played in; null when none. */
  fen: string | null;
  /** PGN_BAD_FEN_TAG and PGN_ILLEGAL_MOVE: the chess layer's reason (FEN_PIECE_CHAR, MOVE_ILLEGAL, MOVE_AMBIGUOUS...). */
  chessCode: string | null;
}

/** A move inside a variation (readPgn with { variations: true }). */
export interface PgnVariationMove {
  /** 1 for a variation of the main line, 2 inside it... */
  depth: number;
  /** The move's ply counted from the start position (1 = the first move). */
  ply: number;
  /** UCI; "0000" for a null move. */
  uci: string;
  /** The key of the position the move is played from, and of the one it leads to. */
  keyBefore: bigint;
  key: bigint;
}

/**
 * A game read with { moves: false }: what every game has. Its tags, tagList,
 * result and fen too unless { tags: false }.
 */
export interface PgnKeysGame {
  /** 1-based index of the game in the input. */
  number: number;
  /** The line the game starts on. */
  line: number;
  /** Main-line moves read (up to the error, if any). */
  plies: number;
  /** As PgnGame.keys: plies + 1 keys (none when the FEN tag was bad). */
  keys: BigUint64Array;
  warnings: string[];
  error: PgnGameError | null;
  /** With { variations: true }. */
  variations?: PgnVariationMove[];
  tags?: Record<string, string>;
  tagList?: [string, string][];
  result?: string;
  fen?: string;
}

/** One game. uci and san are made on first use (getters, cached). */
export interface PgnGame {
  /** 1-based index of the game in the input. */
  number: number;
  /** The line the game starts on. */
  line: number;
  /** Tag values by name (the first, if a name appears twice). */
  tags: Record<string, string>;
  /** Every tag pair, in order. */
  tagList: [string, string][];
  /** The movetext's result: "1-0", "0-1", "1/2-1/2" or "*". */
  result: string;
  /** The start position (the FEN tag normalised, or the standard start); "" when the FEN tag was bad. */
  fen: string;
  /** Main-line moves read (up to the error, if any). */
  plies: number;
  /** The main line's moves as codes (Position.playCode); 0 for a null move. */
  moves: Uint16Array;
  /** The main line in UCI (castling as e1g1); "0000" for a null move. */
  readonly uci: string[];
  /** The main line in SAN; "--" for a null move. */
  readonly san: string[];
  /**
   * keys[0] the start position's Polyglot key, keys[i] after the i-th move:
   * plies + 1 keys (none when the FEN tag was bad). Keys and moves of
   * successive games may share one ArrayBuffer (as Node's Buffer pool
   * does): slice() before transferring keys.buffer.
   */
  keys: BigUint64Array;
  /** FULLMOVE_ZERO, NO_RESULT, RESULT_MISMATCH, LATIN1, SKIPPED_TEXT, FEN_REPAIRED, TAG_WITHOUT_VALUE, BAD_TAG: the game is still good. */
  warnings: string[];
  error: PgnGameError | null;
  /** With { variations: true }: every move inside variations, in text order. */
  variations?: PgnVariationMove[];
  /** Plain data with uci and san (keys as hex strings), for JSON.stringify. */
  toJSON(): Record<string, unknown>;
}

export interface PgnApi {
  /**
   * The games of a PGN source, one at a time, in constant memory:
   * `for await (const game of zb.readPgn(source)) ...`. Arguments are
   * checked at once (ARGUMENT_TYPE); a chunk that is neither bytes nor a
   * string fails the loop with ARGUMENT_TYPE. A source that fails (a stream
   * that errors) fails the loop with its own error, as it came. Leaving the
   * loop early frees the reader at once and cancels a stream.
   */
  readPgn(source: PgnSource, options: ReadPgnKeysOptions & ReadPgnNoKeysOptions): AsyncGenerator<Omit<PgnKeysGame, 'keys'>, void, undefined>;
  readPgn(source: PgnSource, options: ReadPgnKeysOptions): AsyncGenerator<PgnKeysGame, void, undefined>;
  readPgn(source: PgnSource, options: ReadPgnNoKeysOptions): AsyncGenerator<Omit<PgnGame, 'keys'>, void, undefined>;
  readPgn(source: PgnSource, options?: ReadPgnOptions): AsyncGenerator<PgnGame, void, undefined>;
  /** Every game of a string or bytes at once: for small inputs. */
  readPgnSync(text: string | Uint8Array | ArrayBuffer, options: ReadPgnKeysOptions & ReadPgnNoKeysOptions): Omit<PgnKeysGame, 'keys'>[];
  readPgnSync(text: string | Uint8Array | ArrayBuffer, options: ReadPgnKeysOptions): PgnKeysGame[];
  readPgnSync(text: string | Uint8Array | ArrayBuffer, options: ReadPgnNoKeysOptions): Omit<PgnGame, 'keys'>[];
  readPgnSync(text: string | Uint8Array | ArrayBuffer, options?: ReadPgnOptions): PgnGame[];
}
