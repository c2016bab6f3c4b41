// The benchmark workloads, shared by `make bench` (Node) and the page's Web
// Worker. Every variant of a workload runs in the same rounds, one after the
// other, so machine noise hits them alike; figures are medians over rounds
// and ratios are taken within the run. Figures, not tests.
import { splitmix64 } from '../wasm/keys/splitmix64.js'; // a path: the page's worker has no import map

// Deterministic random games: SAN, UCI, move objects and the FEN of every
// position, drawn from the WASM legal-move list with SplitMix64.
export function makeCorpus(zb, { games = 60, plies = 120, seed = 2024 } = {}) {
  const rng = splitmix64(seed);
  const corpus = { games: [], fens: [], plies: 0 };
  const pos = new zb.Position();
  try {
    for (let g = 0; g < games; g++) {
      pos.reset();
      const game = { san: [], uci: [], moves: [], removed: [], added: [] };
      corpus.fens.push(pos.fen);
      let before = new Set(pos.features());
      while (game.san.length < plies) {
        const uci = pos.legalMoves();
        if (uci.length === 0) break;
        const pick = uci[Number(rng.next().value % BigInt(uci.length))];
        game.san.push(pos.toSan(pick));
        game.uci.push(pick);
        game.moves.push({ from: pick.slice(0, 2), to: pick.slice(2, 4), promotion: pick[4] });
        pos.play(pick);
        corpus.fens.push(pos.fen);
        // The features the move took away and brought: the key arithmetic alone.
        const after = new Set(pos.features());
        game.removed.push(Uint16Array.from([...before].filter((f) => !after.has(f))));
        game.added.push(Uint16Array.from([...after].filter((f) => !before.has(f))));
        before = after;
      }
      corpus.plies += game.san.length;
      corpus.games.push(flatten(game));
    }
  } finally {
    pos.free();
  }
  return corpus;
}

// The same features as flat typed arrays, for the bare loops: features holds,
// move after move, the features the move removes then those it adds;
// removedEnd[m] and addedEnd[m] are where each part of move m ends.
function flatten(game) {
  const n = game.removed.length;
  game.features = new Uint16Array(game.removed.reduce((sum, r, m) => sum + r.length + game.added[m].length, 0));
  game.removedEnd = new Uint32Array(n);
  game.addedEnd = new Uint32Array(n);
  for (let m = 0, at = 0; m < n; m++) {
    game.features.set(game.removed[m], at);
    game.removedEnd[m] = at += game.removed[m].length;
    game.features.set(game.added[m], at);
    game.addedEnd[m] = at += game.added[m].length;
  }
  return game;
}

// The bare loop of each scheme's key arithmetic: for every move of the
// corpus, the XORs (adds, subtractions) of the table entries the scheme's
// applyMove makes, over the precomputed feature lists, with the scheme's own
// key table and number representation; no method call, no board, no checks.
// What applyMove costs beyond it is the scheme's overhead. Each returns the
// last game's final key, which must equal the scheme's (checked once).
const BARE_LOOPS = {
  BigInt64(scheme, games, start) {
    const keys = scheme.keys;
    let k = 0n;
    for (let g = 0; g < games.length; g++) {
      const { features: f, addedEnd } = games[g], n = addedEnd.length;
      k = start.k;
      for (let m = 0, i = 0; m < n; m++) for (const end = addedEnd[m]; i < end; i++) k ^= keys[f[i]];
    }
    return k.toString(16).padStart(16, '0');
  },
  Paired32(scheme, games, start) {
    const hiKeys = scheme.hiKeys, loKeys = scheme.loKeys;
    let h = 0, l = 0;
    for (let g = 0; g < games.length; g++) {
      const { features: f, addedEnd } = games[g], n = addedEnd.length;
      h = start.h; l = start.l;
      for (let m = 0, i = 0; m < n; m++) {
        for (const end = addedEnd[m]; i < end; i++) { const x = f[i]; h ^= hiKeys[x]; l ^= loKeys[x]; }
      }
    }
    return (h >>> 0).toString(16).padStart(8, '0') + (l >>> 0).toString(16).padStart(8, '0');
  },
  Additive48(scheme, games, start) {
    const keys = scheme.keys, MODULUS = 2 ** 48;
    let k = 0;
    for (let g = 0; g < games.length; g++) {
      const { features: f, removedEnd, addedEnd } = games[g], n = addedEnd.length;
      k = start.k;
      for (let m = 0, i = 0; m < n; m++) {
        for (const end = removedEnd[m]; i < end; i++) { k -= keys[f[i]]; if (k < 0) k += MODULUS; }
        for (const end = addedEnd[m]; i < end; i++) { k += keys[f[i]]; if (k >= MODULUS) k -= MODULUS; }
      }
    }
    return k.toString(16).padStart(12, '0');
  },
};

// The least a move can do with a board (see MINIMAL in workloads).
class MinimalPaired32 {
  constructor(scheme) {
    this.hk = scheme.hiKeys;
    this.lk = scheme.loKeys;
    this.board = new Int8Array(64);
    this.undoWords = new Int32Array(1024);
    this.plies = 0;
    this.h = 0;
    this.l = 0;
  }

  set(features) {
    this.board.fill(-1);
    this.plies = this.h = this.l = 0;
    for (const f of features) {
      if (f < 768) this.board[f & 63] = f >> 6;
      this.h ^= this.hk[f];
      this.l ^= this.lk[f];
    }
  }

  move(m) {
    const fs = m.from, ts = m.to, board = this.board, hk = this.hk, lk = this.lk;
    const from = 8 * fs.charCodeAt(1) + fs.charCodeAt(0) - 489, to = 8 * ts.charCodeAt(1) + ts.charCodeAt(0) - 489;
    const kind = board[from], captured = board[to];
    this.undoWords[this.plies++ & 1023] = from | to << 6 | kind << 12 | (captured + 1) << 20;
    let h = this.h ^ hk[64 * kind + from] ^ hk[64 * kind + to] ^ hk[780];
    let l = this.l ^ lk[64 * kind + from] ^ lk[64 * kind + to] ^ lk[780];
    if (captured !== -1) {
      h ^= hk[64 * captured + to];
      l ^= lk[64 * captured + to];
    }
    this.h = h;
    this.l = l;
    board[from] = -1;
    board[to] = kind;
  }
}

// The minimal move must read the squares and move the pieces as applyMove
// does: its board equals the scheme's after every move of every game, up to
// the game's first castling, en passant or promotion.
function checkMinimal(minimal, scheme, corpus, startFeatures) {
  for (const game of corpus.games) {
    minimal.set(startFeatures);
    scheme.setFeatures(startFeatures);
    for (const m of game.moves) {
      const board = minimal.board, fs = m.from, ts = m.to;
      const from = 8 * fs.charCodeAt(1) + fs.charCodeAt(0) - 489, to = 8 * ts.charCodeAt(1) + ts.charCodeAt(0) - 489;
      const type = board[from] >> 1, sideways = (from & 7) !== (to & 7);
      if (m.promotion !== undefined || (type === 5 && sideways && Math.abs(to - from) === 2) || (type === 0 && sideways && board[to] === -1)) break;
      minimal.move(m);
      scheme.applyMove(m);
      if (board.join() !== scheme.board.join()) throw new Error(`the minimal move's board differs from Paired32's after ${fs}${ts}`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// Each variant: { name, ops, run() }; run() does `ops` operations once.
// natives: [{ name, perft(depth) -> { nodes, seconds } }], the first the baseline.
function workloads(zb, Chess, corpus, { perftDepth, natives, nativeFens, gameDepths }) {
  const schemes = ['bigint64', 'paired32', 'additive48'].map((name) => zb.createScheme(name));
  const startFeatures = zb.featuresOfFen(zb.START_FEN);
  const fenFeatures = corpus.fens.map((fen) => zb.featuresOfFen(fen));
  const pos = new zb.Position();
  let sink = 0;

  const incremental = [
    { name: 'WASM Position.play(SAN)', ops: corpus.plies, run() {
      for (const game of corpus.games) { pos.reset(); for (const san of game.san) pos.play(san); }
      sink ^= pos.keyLo;
    } },
    { name: 'WASM Position.play(UCI)', ops: corpus.plies, run() {
      for (const game of corpus.games) { pos.reset(); for (const uci of game.uci) pos.play(uci); }
      sink ^= pos.keyLo;
    } },
    ...schemes.map((s) => ({ name: `${s.name}.applyMove`, ops: corpus.plies, run() {
      for (const game of corpus.games) { s.setFeatures(startFeatures); for (const m of game.moves) s.applyMove(m); }
      sink ^= s.keyHex.length;
    } })),
  ];

  const arithmetic = schemes.map((s) => ({ name: `${s.name} add/remove`, ops: corpus.plies, run() {
    for (const game of corpus.games) {
      s.setFeatures(startFeatures);
      for (let i = 0; i < game.removed.length; i++) {
        for (const f of game.removed[i]) s.remove(f);
        for (const f of game.added[i]) s.add(f);
      }
    }
    sink ^= s.keyHex.length;
  } }));

  // Each scheme's applyMove beside the bare loop of its key arithmetic over
  // the same moves (BARE_LOOPS), in the same rounds: the ratio is the
  // scheme's overhead (board, checks of the move object, the ep rule, the
  // undo record, method calls). Goals: Paired32 and Additive48 within 1.3x.
  const overhead = [], overheadPairs = [];
  for (const s of schemes) {
    s.setFeatures(startFeatures);
    const start = { k: s.k, h: s.h, l: s.l }, bare = BARE_LOOPS[s.name];
    for (const m of corpus.games.at(-1).moves) s.applyMove(m);
    if (bare(s, corpus.games, start) !== s.keyHex) throw new Error(`the ${s.name} bare loop does not give the scheme's key`);
    overhead.push({ name: `${s.name}.applyMove`, ops: corpus.plies, run() {
      for (const game of corpus.games) { s.setFeatures(startFeatures); for (const m of game.moves) s.applyMove(m); }
      sink ^= s.keyHex.length;
    } }, { name: `${s.name} bare loop`, ops: corpus.plies, run() {
      sink ^= bare(s, corpus.games, start).length;
    } });
    overheadPairs.push({ name: `${s.name}.applyMove`, over: `${s.name} bare loop`, goal: s.name === 'BigInt64' ? null : 1.3 });
  }
  // The floor of any applyMove that takes chess.js's moves: only reading
  // each move object's two square names as numbers, as applyMove must
  // first (no board, no key). Beside the Paired32 bare loop it shows how
  // much of the 1.3x goal the input alone takes.
  const READ_MOVES = 'move objects\' squares read alone';
  overhead.push({ name: READ_MOVES, ops: corpus.plies, run() {
    let sum = 0;
    for (const game of corpus.games) {
      for (const m of game.moves) {
        const from = m.from, to = m.to;
        sum += 8 * from.charCodeAt(1) + from.charCodeAt(0) + 8 * to.charCodeAt(1) + to.charCodeAt(0);
      }
    }
    sink ^= sum;
  } });
  overheadPairs.push({ name: READ_MOVES, over: 'Paired32 bare loop', goal: null });
  // And a move with as little as a move can do with a board, as a method
  // like applyMove: the squares read, the piece moved and any piece on `to`
  // taken, their keys and the turn's XORed, one undo word written; no
  // checks, castling, en passant or promotion (so its key is not the
  // scheme's). The nearest any real applyMove could come.
  const MINIMAL = 'a minimal Paired32 move (no checks)';
  const paired = schemes.find((s) => s.name === 'Paired32');
  const minimal = new MinimalPaired32(paired);
  checkMinimal(minimal, paired, corpus, startFeatures);
  overhead.push({ name: MINIMAL, ops: corpus.plies, run() {
    for (const game of corpus.games) {
      minimal.set(startFeatures);
      for (const m of game.moves) minimal.move(m);
    }
    sink ^= minimal.h;
  } });
  overheadPairs.push({ name: MINIMAL, over: 'Paired32 bare loop', goal: null });

  const fullKey = [
    { name: 'WASM keyOfFen', ops: corpus.fens.length, run() {
      for (const fen of corpus.fens) sink ^= Number(zb.keyOfFen(fen) & 1n);
    } },
    { name: 'WASM keysOfFens (bulk)', ops: corpus.fens.length, run() {
      sink ^= Number(zb.keysOfFens(corpus.fens)[0] & 1n);
    } },
    ...schemes.map((s) => ({ name: `${s.name}.setFen`, ops: corpus.fens.length, run() {
      for (const fen of corpus.fens) s.setFen(fen);
    } })),
    ...schemes.map((s) => ({ name: `${s.name}.setFeatures (parsed)`, ops: fenFeatures.length, run() {
      for (const f of fenFeatures) s.setFeatures(f);
    } })),
  ];

  // The key of a FEN in WASM beside the same C code run natively, on the
  // same FENs, in the same rounds. Goals: native <= 150 ns a FEN, and
  // keysOfFens (the JS glue, the copy into WASM memory and the parse in
  // WASM) within 1.2x of native.
  const fenVsNative = [
    { name: 'WASM keysOfFens (bulk)', ops: corpus.fens.length, run() {
      sink ^= Number(zb.keysOfFens(corpus.fens)[0] & 1n);
    } },
    { name: 'WASM keyOfFen', ops: corpus.fens.length, run() {
      for (const fen of corpus.fens) sink ^= Number(zb.keyOfFen(fen) & 1n);
    } },
  ];
  const fenPairs = [];
  if (nativeFens) {
    const name = 'native set_fen + key (C, -O3)';
    fenVsNative.unshift({ name, ops: corpus.fens.length, native: true, goal: 150, async run() {
      return { nsPerOp: await nativeFens(corpus.fens) };
    } });
    fenPairs.push({ name: 'WASM keysOfFens (bulk)', over: name, goal: 1.2 }, { name: 'WASM keyOfFen', over: name, goal: null });
  }

  const perft = [
    { name: `WASM perft ${perftDepth}`, ops: 0, run() {
      pos.reset();
      this.ops = pos.perft(perftDepth);
    } },
  ];
  for (const native of natives) {
    perft.push({ name: `${native.name} perft ${perftDepth}`, ops: 0, native: true, async run() {
      const { nodes, seconds } = await native.perft(perftDepth);
      this.ops = nodes;
      return seconds * 1e3;
    } });
  }

  // The other games' perft, the key kept at every node: UTTT from the empty
  // board, Go on 5x5 under Tromp-Taylor rules with superko.
  const uttt = new zb.UtttPosition(), go = new zb.GoPosition(undefined, { size: 5, rules: 'tt' });
  const gamePerft = (name, wasmPos, depth, args) => [
    { name: `WASM ${name} perft ${depth}`, ops: 0, run() { this.ops = wasmPos.perft(depth); } },
    ...natives.filter((n) => n.command).map((native) => ({ name: `${native.name} ${name} perft ${depth}`, ops: 0, native: true, async run() {
      const { nodes, seconds } = await native.command([...args.slice(0, 2), String(depth), ...args.slice(2)]);
      this.ops = nodes;
      return seconds * 1e3;
    } })),
  ];
  const utttPerft = gamePerft('UTTT', uttt, gameDepths.uttt, ['uttt', 'perft']);
  const goPerft = gamePerft('Go 5x5', go, gameDepths.go, ['go', 'perft', '--size', '5', '--rules', 'tt']);

  const replay = [
    { name: 'WASM replay (key after every ply)', ops: corpus.plies, run() {
      for (const game of corpus.games) sink ^= Number(zb.replay(game.san)[0] & 1n);
    } },
  ];
  if (Chess) {
    const few = corpus.games.slice(0, Math.max(1, corpus.games.length >> 3)); // chess.js is slow
    replay.push({ name: 'chess.js move() + hash()', ops: few.reduce((n, g) => n + g.san.length, 0), run() {
      for (const game of few) {
        const chess = new Chess();
        for (const san of game.san) { chess.move(san); sink ^= chess.hash().length; }
      }
    } });
  }

  return {
    list: [
      { id: 'incremental', title: 'Incremental update per move', unit: 'ns/move', baseline: 'BigInt64.applyMove', groups: incremental },
      { id: 'overhead', title: 'Scheme overhead: applyMove beside the bare loop of its key arithmetic', unit: 'ns/move', baseline: null, groups: overhead, pairs: overheadPairs },
      { id: 'arithmetic', title: 'Key arithmetic alone per move (features precomputed)', unit: 'ns/move', baseline: 'BigInt64 add/remove', groups: arithmetic },
      { id: 'fenNative', title: 'Key from a FEN: WASM beside native C, same FENs', unit: 'ns/FEN', baseline: null, groups: fenVsNative, pairs: fenPairs },
      { id: 'fullKey', title: 'Full key from a FEN', unit: 'ns/FEN', baseline: 'BigInt64.setFen', groups: fullKey },
      { id: 'perft', title: 'Perft: make/unmake and key at every node', unit: 'ns/node', baseline: natives.length ? `${natives[0].name} perft ${perftDepth}` : null, groups: perft },
      { id: 'replay', title: 'Replay a game, key after every ply', unit: 'ns/ply', baseline: Chess ? 'chess.js move() + hash()' : null, groups: replay },
      { id: 'utttPerft', title: 'UTTT perft: make/unmake and key at every node', unit: 'ns/node', baseline: utttPerft[1]?.name ?? null, groups: utttPerft },
      { id: 'goPerft', title: 'Go 5x5 perft: make/unmake, captures, superko and key at every node', unit: 'ns/node', baseline: goPerft[1]?.name ?? null, groups: goPerft },
    ],
    done() { pos.free(); uttt.free(); go.free(); return sink; },
  };
}

// Times one variant: repeats it until at least minMs have passed, since
// browsers coarsen performance.now() (to 0.1 ms or more) and a short run
// would read as zero. Returns ns per operation.
async function measure(variant, minMs) {
  if (variant.native) { // it times itself: ms for its ops, or { nsPerOp }
    const out = await variant.run();
    return typeof out === 'object' ? out.nsPerOp : (out * 1e6) / variant.ops;
  }
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    await variant.run();
    ops += variant.ops;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return (elapsed * 1e6) / ops;
}

// Runs every workload; onProgress(fraction, label) is called as it goes.
// Returns { corpus: {...}, rounds, workloads: [{ id, title, unit, baseline,
// results: [{ name, nsPerOp, opsPerSecond, ratio, samples }] }] }.
// only: workload ids to run (all when absent); nativeFens: an async function
// from FENs to the native ns per FEN (zb_position_set_fen and the key).
export async function runBenchmarks({ zb, Chess, rounds = 7, corpus: corpusOptions = {}, perftDepth = 5, gameDepths = { uttt: 6, go: 4 }, natives = [], nativeFens = null, minMs = 50, only = null, onProgress = () => {} }) {
  const corpus = makeCorpus(zb, corpusOptions);
  const w = workloads(zb, Chess, corpus, { perftDepth, natives, nativeFens, gameDepths });
  if (only) w.list = w.list.filter((wl) => only.includes(wl.id));
  const total = w.list.reduce((n, wl) => n + wl.groups.length, 0) * rounds;
  let step = 0;
  const output = [];
  try {
    for (const wl of w.list) {
      const samples = new Map(wl.groups.map((v) => [v.name, []]));
      for (let round = 0; round < rounds; round++) {
        for (const variant of wl.groups) {
          onProgress(step++ / total, `${wl.title}: ${variant.name}`);
          samples.get(variant.name).push(await measure(variant, minMs));
          await new Promise((resolve) => setTimeout(resolve, 0)); // let the page breathe
        }
      }
      const results = wl.groups.map((v) => {
        const nsPerOp = median(samples.get(v.name));
        return { name: v.name, nsPerOp, opsPerSecond: 1e9 / nsPerOp, samples: samples.get(v.name), ...(v.goal ? { goal: v.goal } : {}) };
      });
      const base = results.find((r) => r.name === wl.baseline);
      for (const r of results) r.ratio = base ? base.nsPerOp / r.nsPerOp : null; // > 1: faster than the baseline
      const byName = new Map(results.map((r) => [r.name, r]));
      const pairs = (wl.pairs ?? []).map(({ name, over, goal }) => {
        // the ratio of the medians, and the median of the per-round ratios
        const a = byName.get(name), b = byName.get(over);
        return { name, over, ratio: a.nsPerOp / b.nsPerOp, roundRatio: median(a.samples.map((x, i) => x / b.samples[i])), goal };
      });
      output.push({ id: wl.id, title: wl.title, unit: wl.unit, baseline: wl.baseline, results, ...(pairs.length ? { pairs } : {}) });
    }
  } finally {
    w.done();
  }
  onProgress(1, 'done');
  return { corpus: { games: corpus.games.length, plies: corpus.plies, fens: corpus.fens.length }, rounds, workloads: output };
}

// A plain-text table of the results, for the terminal and the README.
export function formatTable(report) {
  const lines = [];
  for (const wl of report.workloads) {
    lines.push('', `${wl.title} (${wl.unit}; median of ${report.rounds})`);
    for (const r of wl.results) {
      const ratio = r.ratio === null ? '' : r.name === wl.baseline ? '  baseline' : `  ${r.ratio >= 10 ? r.ratio.toFixed(0) : r.ratio.toFixed(2)}x`;
      const goal = r.goal ? `  (goal <= ${r.goal} ${wl.unit.split('/')[0]}: ${r.nsPerOp <= r.goal ? 'met' : 'not met'})` : '';
      lines.push(`  ${r.name.padEnd(36)} ${r.nsPerOp.toFixed(1).padStart(10)}  ${formatRate(r.opsPerSecond).padStart(10)}${ratio}${goal}`);
    }
    for (const p of wl.pairs ?? []) {
      const goal = p.goal ? `  (goal <= ${p.goal}x: ${p.ratio <= p.goal ? 'met' : 'not met'})` : '';
      lines.push(`  ${`${p.name} / ${p.over}`.padEnd(58)} ${p.ratio.toFixed(2).padStart(6)}x${goal}`);
    }
  }
  return lines.join('\n');
}

function formatRate(perSecond) {
  return perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M/s` : `${(perSecond / 1e3).toFixed(1)} k/s`;
}
