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
      corpus.games.push(game);
    }
  } finally {
    pos.free();
  }
  return corpus;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// Each variant: { name, ops, run() }; run() does `ops` operations once.
// natives: [{ name, perft(depth) -> { nodes, seconds } }], the first the baseline.
function workloads(zb, Chess, corpus, { perftDepth, natives, gameDepths }) {
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
      { id: 'arithmetic', title: 'Key arithmetic alone per move (features precomputed)', unit: 'ns/move', baseline: 'BigInt64 add/remove', groups: arithmetic },
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
  if (variant.native) {
    const ms = await variant.run();
    return (ms * 1e6) / variant.ops;
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
export async function runBenchmarks({ zb, Chess, rounds = 7, corpus: corpusOptions = {}, perftDepth = 5, gameDepths = { uttt: 6, go: 4 }, natives = [], minMs = 50, onProgress = () => {} }) {
  const corpus = makeCorpus(zb, corpusOptions);
  const w = workloads(zb, Chess, corpus, { perftDepth, natives, gameDepths });
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
        return { name: v.name, nsPerOp, opsPerSecond: 1e9 / nsPerOp, samples: samples.get(v.name) };
      });
      const base = results.find((r) => r.name === wl.baseline);
      for (const r of results) r.ratio = base ? base.nsPerOp / r.nsPerOp : null; // > 1: faster than the baseline
      output.push({ id: wl.id, title: wl.title, unit: wl.unit, baseline: wl.baseline, results });
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
      lines.push(`  ${r.name.padEnd(36)} ${r.nsPerOp.toFixed(1).padStart(10)}  ${formatRate(r.opsPerSecond).padStart(10)}${ratio}`);
    }
  }
  return lines.join('\n');
}

function formatRate(perSecond) {
  return perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M/s` : `${(perSecond / 1e3).toFixed(1)} k/s`;
}
