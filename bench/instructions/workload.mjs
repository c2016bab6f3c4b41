// One workload of bench/instructions/count.sh, repeated REPS times, in the
// package at the current directory (so that two builds can be compared):
//   node workload.mjs pgn|perft|book|fens|replay REPS
// pgn: 2 000 random games (build/random-games, seed 11) read through the raw
// exports, push and next with no JS objects: the C reader as V8 runs it.
// perft: Kiwipete perft 4. book: 20 000 lookups of the start position in the
// demo book, the FEN alternating between two strings (parsed every time),
// with SAN. fens: keysOfFens over build/bench-fens.txt, 20 times. replay:
// 200 random games of up to 80 plies, SAN, through replay(), 20 times.
// Each repetition is some hundreds of millions of instructions, which
// Node's start does not drown.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const [what, repsText] = process.argv.slice(2);
const reps = Number(repsText);
const root = process.cwd();
const all = async () => (await import(`${root}/wasm/zobrist-all.node.js`)).init();
let sink = 0n;

const workloads = {
  async pgn() {
    const bytes = execFileSync(`${root}/build/random-games`, ['--games', '2000', '--seed', '11', '--format', 'pgn'], { maxBuffer: 1 << 26 });
    const imports = { env: { emscripten_notify_memory_growth() {}, zbw_audit_progress() { return 0; } } };
    const { instance } = await WebAssembly.instantiate(readFileSync(`${root}/wasm/zobrist-all.wasm`), imports);
    const x = instance.exports;
    x._initialize();
    const PIECE = 1 << 16, buf = x.zbw_alloc(PIECE);
    let games = 0;
    for (let r = 0; r < reps; r++) {
      const reader = x.zbw_pgn_new(0);
      for (let at = 0; at < bytes.length; at += PIECE) {
        const end = Math.min(bytes.length, at + PIECE);
        new Uint8Array(x.memory.buffer, buf, end - at).set(bytes.subarray(at, end));
        x.zbw_pgn_push(reader, buf, end - at);
        while (x.zbw_pgn_next(reader, 0) > 0) games++;
      }
      x.zbw_pgn_finish(reader);
      while (x.zbw_pgn_next(reader, 0) > 0) games++;
      x.zbw_pgn_free(reader);
    }
    sink = BigInt(games);
  },
  async perft() {
    const zb = await all();
    const pos = new zb.Position('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    for (let r = 0; r < reps; r++) sink += BigInt(pos.perft(4));
  },
  async book() {
    const zb = await all();
    const book = zb.openBook(readFileSync(`${root}/build/demo/eco-book.bin`));
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const twins = [start, `${start} `];
    for (let i = 0; i < reps * 20000; i++) sink += BigInt(book.moves(twins[i & 1]).length);
  },
  async fens() {
    const zb = await all();
    const fens = readFileSync(`${root}/build/bench-fens.txt`, 'utf8').trim().split('\n');
    for (let r = 0; r < reps * 20; r++) sink ^= zb.keysOfFens(fens)[7];
  },
  async replay() {
    const zb = await all();
    const games = [];
    let seed = 12345n;
    const next = (n) => { seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n); return Number(seed >> 33n) % n; };
    for (let g = 0; g < 200; g++) {
      const pos = new zb.Position(), san = [];
      for (let ply = 0; ply < 80; ply++) {
        const moves = pos.legalMoves();
        if (!moves.length) break;
        const move = moves[next(moves.length)]; // UCI
        san.push(pos.toSan(move));
        pos.play(move);
      }
      games.push(san);
      pos.free();
    }
    for (let r = 0; r < reps * 20; r++) for (const san of games) sink ^= zb.replay(san)[0];
  },
};

if (!workloads[what] || !(reps >= 1)) {
  console.error(`usage: node workload.mjs ${Object.keys(workloads).join('|')} REPS`);
  process.exit(2);
}
await workloads[what]();
console.log(String(sink));
