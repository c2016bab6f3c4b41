// Compiled with `tsc --noEmit` by make test: the declarations cover the API
// as a user writes it (the package is imported by its name, as a user would).
import { init, initSync, ZobristError, BigInt64, Paired32, Additive48, Paired32Hash, splitmix64Table, toSeed, START_FEN, layout, keyOfFeatures } from 'zobrist-wasm';
import type { Layout, LayoutSpec } from 'zobrist-wasm';
import { init as initAll } from 'zobrist-wasm/all';
import { initSync as initInline } from 'zobrist-wasm/inline';
import type { ZobristAll } from 'zobrist-wasm/all';
import type { Zobrist, Position, MoveLike, Scheme, KeySpace, FeatureHash, PgnGame, PgnGameError, PgnSource, Book, BookMove, BadBookEntry, BuildBookOptions } from 'zobrist-wasm';

// Every kind of source init() and initSync() take, as lib "dom" names them;
// and what they do not take, although lib "dom" declares WebAssembly.Module
// as an empty interface, which any value but null and undefined would fit
// (platform.d.ts keeps primitives out; an object of another kind, such as a
// URL given to initSync(), still fits it: ARGUMENT_TYPE at run time).
async function sources(bytes: Uint8Array, buffer: ArrayBuffer, view: DataView, url: URL, response: Response, module: WebAssembly.Module): Promise<Zobrist[]> {
  const loaded: Zobrist[] = [
    await init(), await init(url), await init('/assets/zobrist.wasm'), await init(url.href), await init(response), await init(fetch(url)),
    await init(bytes), await init(buffer), await init(view), await init(module), await init(await WebAssembly.compile(buffer)),
    initSync(bytes), initSync(buffer), initSync(view), initSync(module), initInline(module), initInline(bytes),
    await initAll(url), await initAll(module), await initAll(fetch(url)),
  ];
  // @ts-expect-error a number is no module source
  await init(42);
  // @ts-expect-error initSync() reads no file: a path or URL is no module
  initSync('zobrist.wasm');
  // @ts-expect-error a boolean is no module
  initInline(true);
  // @ts-expect-error nor to /all
  await initAll(7);
  return loaded;
}

void sources;

async function main(bytes: Uint8Array): Promise<void> {
  const zb: Zobrist = await init();
  const again: Zobrist = initSync(bytes);
  const inlined: Zobrist = initInline();
  // The main entry's API is chess only; every game is in zobrist-wasm/all.
  // @ts-expect-error readPgn is not on the chess API
  void zb.readPgn;
  const every: ZobristAll = await initAll();
  const chessToo: Zobrist = every;
  const table = new every.TranspositionTable({ indexBits: 10, checkBits: 8, policy: 'two-tier' });
  const found: boolean = table.probe(1n) || table.probe32(1, 2);
  table.free();
  console.log(found);
  const key: bigint = zb.keyOfFen(START_FEN);
  const keys: BigUint64Array = zb.keysOfFens([START_FEN]);
  const game: BigUint64Array = zb.replay(['e4', 'e5'], { fen: START_FEN });
  const pgn: BigUint64Array = zb.replay('1. e4 e5 *');
  const features: Uint32Array = zb.featuresOfFen(START_FEN);
  // Key layouts: by name, the CLI's text, or parts.
  const stockfish: Layout = layout('stockfish');
  const own: Layout = layout({ seed: 7, castling: 16, ep: 'legal', turn: 'black' });
  const spec: LayoutSpec = 'seed:5,ep=literal';
  const sixteen: 4 | 16 = stockfish.castlingKeys;
  const sfKey: bigint = zb.keyOfFen(START_FEN, { layout: 'stockfish' }) ^ keyOfFeatures(own, features, 0);
  const sfKeys: BigUint64Array = zb.keysOfFens([START_FEN], { layout: spec });
  const sfGame: BigUint64Array = zb.replay(['e4'], { fen: START_FEN, layout: stockfish });
  const sfPos: Position = new zb.Position(START_FEN, { layout: 'chessjs' });
  const itsLayout: Layout = sfPos.layout;
  // @ts-expect-error an ep rule that does not exist
  layout({ ep: 'sometimes' });
  console.log(sixteen, sfKey, sfKeys, sfGame, itsLayout);

  const pos: Position = new zb.Position(START_FEN, { seed: 42n });
  pos.play('e4').play('e7e5').undo();
  const hex: string = pos.keyHex;
  const halves: number = pos.keyHi ^ pos.keyLo;
  const moves: string[] = pos.legalMoves({ san: true });
  const codes: Uint16Array = pos.legalMoveCodes();
  pos.playCode(codes[0]);
  const nodes: number = pos.perft(2);
  const rep: boolean = pos.isRepetition() || pos.inCheck;
  const turn: 'w' | 'b' = pos.turn;
  pos.free();
  pos[Symbol.dispose]();

  const paired: Paired32 = zb.createScheme('paired32');
  const move: MoveLike = { from: 'e2', to: 'e4', piece: 'p', color: 'w', flags: 'b' };
  paired.setFen(START_FEN).applyMove(move).undo().applyMove(move).togglePiece('Q', 'd4').toggleCastling('K').toggleEpFile('e').toggleSide();
  const hi: number = paired.hi, lo: number = paired.lo, full: bigint = paired.key;
  const additive: number = zb.createScheme('additive48', { seed: 7 }).setFeatures(features).key;
  const big: bigint = new BigInt64(zb.polyglotTable()).setFeatures(features).key;
  const generic: Scheme = new Additive48(splitmix64Table(1n));
  // Schemes on a layout: a spec, a Layout, or createScheme's { layout }.
  const sfScheme: Paired32 = zb.createScheme('paired32', { layout: 'stockfish' });
  const schemeLayout: Layout = new BigInt64('seed:5,castling=16').layout;
  const clock: number = sfScheme.setFeatures(features, 20).halfmoveClock + new Additive48(stockfish).halfmoveClock;
  const bits: number = generic.bits;
  generic.add(0);
  generic.remove(0);
  const space: KeySpace = new zb.KeySpace(260, { seed: 1970n });
  const word: bigint = space.keyOf([0, 27, 52]) ^ space.toggle(0n, 3);
  const halves2: number = space.halvesOf([1]).hi + space.add48Of([1, 2]);
  const any: FeatureHash = space.hash('additive48').add(1).toggle(2);
  const pairedHash: Paired32Hash = space.hash('paired32').setFeatures([1, 2]);
  const lo32: number = pairedHash.lo + new Paired32Hash(space.table).add(0).hi + any.count;
  const fromTable: KeySpace = new zb.KeySpace(zb.polyglotTable());
  fromTable.free();
  space[Symbol.dispose]();
  console.log(word, halves2, lo32);
  const u = new every.UtttPosition(every.UtttPosition.START, { seed: 3 }).play('e5').play(41);
  const forced: number | null = u.forcedBoard;
  const status: 'x' | 'o' | 'draw' | 'open' = u.boardStatus(4);
  const uttt: string = u.keyHex + u.text + u.result + every.UtttPosition.moveText(40) + u.legalMoves().join();
  const census2: number = every.utttCensus(2)[1].classes + every.utttTable().length + u.perft(1) + u.features().length;
  u.undo().free();
  const g = new every.GoPosition(undefined, { size: 5, rules: 'cgos' }).play('C3').play('pass');
  const gk: bigint = g.key ^ g.stonesKey;
  const captured: number[] = g.lastCaptures().concat(g.superkoPoints());
  const stone: 'b' | 'w' | null = g.stoneAt('C3');
  const goInfo: string = g.text + g.turn + g.rules + g.moveText(25) + g.stones + String(g.gameOver) + every.goTable(5).length;
  g[Symbol.dispose]();
  console.log(forced, status, uttt, census2, gk, captured, stone, goInfo);
  const seed: bigint = toSeed(7);
  const error = new ZobristError('ARGUMENT', 'example', { input: 1 });
  const census = every.census(2, { keys: true, budget: 1000, onProgress: (f: number) => void f });
  const pairs: number = census[1].hashes[0].pairs + (census[1].keys?.xor64.length ?? 0);

  try {
    zb.keyOfFen('bad');
  } catch (e) {
    if (e instanceof ZobristError) console.log(e.code, e.offset, e.input);
  }
  console.log(seed, error.code, pairs, again, inlined, chessToo, key, keys, game, pgn, hex, halves, moves, nodes, rep, turn, hi, lo, full, additive, big, bits, zb.stats().livePositions);
}
void main;

// PGN and books: every kind of source, games, errors, lookups.
function position0(): string { return START_FEN; }
async function pgnAndBooks(zb: ZobristAll, bytes: Uint8Array, blob: Blob, stream: ReadableStream<Uint8Array>): Promise<void> {
  async function* chunks(): AsyncGenerator<Uint8Array | string> { yield bytes; yield '1. e4 *'; }
  const sources: PgnSource[] = ['1. e4 *', bytes, bytes.buffer as ArrayBuffer, blob, stream, chunks(), [bytes, 'text']];
  // @ts-expect-error a stream of numbers is no PGN source
  const numbers: PgnSource = new ReadableStream<number>();
  void numbers;
  for (const source of sources) {
    for await (const game of zb.readPgn(source, { variations: true, onProgress: (n: number) => void n })) {
      const g: PgnGame = game;
      const keys: BigUint64Array = g.keys;
      const moves: string[] = g.uci.concat(g.san);
      const white: string | undefined = g.tags.White;
      const pairs: [string, string][] = g.tagList;
      const info: string = g.result + g.fen + g.warnings.join() + g.number + g.plies + g.moves.length;
      const err: PgnGameError | null = g.error;
      if (err) console.log(err.code, err.message, err.line, err.column, err.ply, err.move, err.fen, err.chessCode);
      const v = g.variations?.[0];
      if (v) console.log(v.depth, v.ply, v.uci, v.keyBefore ^ v.key);
      console.log(keys, moves, white, pairs, info, JSON.stringify(g));
      break;
    }
  }
  const all: PgnGame[] = zb.readPgnSync('1. e4 e5 *', { variations: false });
  // { keys: false }: the same games without their keys
  const listed = zb.readPgnSync('1. e4 e5 *', { keys: false });
  const listedMoves: string[] = listed[0].uci.concat(listed[0].san, listed[0].tags.White ?? '');
  // @ts-expect-error no keys read with keys: false
  void listed[0].keys;
  for await (const game of zb.readPgn(bytes, { moves: false, tags: false, keys: false })) {
    const plies: number = game.plies;
    // @ts-expect-error neither keys nor moves
    void game.keys;
    console.log(plies, listedMoves);
  }
  // @ts-expect-error keys is a boolean
  void zb.readPgnSync('1. e4 *', { keys: 0 });
  const options: BuildBookOptions = { maxPly: 16, minGame: 1, minScore: 50, onlyWhite: true, uniform: false, onProgress: (n) => void n };
  const built: Uint8Array = await zb.buildBook(stream, options);
  const book: Book = zb.openBook(built);
  const size: number = book.size;
  const moves: BookMove[] = book.moves(START_FEN);
  const bare: string[] = book.moves(position0(), { san: false }).map((m) => m.uci + m.weight);
  // @ts-expect-error no san without SAN
  void book.moves(START_FEN, { san: false })[0].san;
  const position = new zb.Position();
  const picked: BookMove | null = book.pick(position, { seed: 7n }) ?? book.pick(START_FEN, { seed: 1 }) ?? book.best(position);
  if (picked) console.log(picked.uci, picked.san, picked.weight, picked.learn, picked.share, picked.entry);
  const bad: BadBookEntry[] = book.badEntries({ fen: () => START_FEN });
  console.log(bare, all.length, size, moves.length, bad.map((b) => b.code + b.move + b.raw));
  book.free();
  book[Symbol.dispose]();
  position.free();
  try {
    zb.openBook(new ArrayBuffer(0));
  } catch (e) {
    if (e instanceof ZobristError) console.log(e.code, e.entry, e.game, e.line, e.column);
  }
}
void pgnAndBooks;
