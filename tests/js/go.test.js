// Go from WASM: the published perft counts, keys equal to the CLI's on 1000
// random games, every key equal to the XOR of its features (KeySpace) and to
// the JS schemes kept incrementally from the features each move toggles,
// superko, and errors that leave the position as it was.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { splitmix64, ZobristError } from 'zobrist-wasm';
import { zb, requireCli } from './helpers.js';

const TRIPLE_KO = '.w.bw/wbbbw/w.bww/bbbw./wwww. b 0';
const throwsCode = (fn, code) => assert.throws(fn, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);

// A random game: moves drawn from the legal moves, passes less often.
function randomGoGame(seed, size, rules, maxPlies) {
  const rng = splitmix64(seed), pos = new zb.GoPosition(undefined, { size, rules }), moves = [];
  try {
    while (moves.length < maxPlies && !pos.gameOver) {
      const legal = pos.legalMoveCodes();
      const r = Number(rng.next().value % 1000n);
      const placements = legal.length - 1; // the pass is last
      const code = placements > 0 && r < 970 ? legal[r % placements] : legal[legal.length - 1];
      moves.push(pos.moveText(code));
      pos.play(code);
    }
  } finally {
    pos.free();
  }
  return moves;
}

describe('Go: perft from WASM equals the published counts', () => {
  const cases = [
    ['2x2', { size: 2 }, undefined, [1, 5, 21, 68, 156, 316, 604, 1088, 2184, 4184, 8024]],
    ['3x3 tt', { size: 3 }, undefined, [1, 10, 91, 738, 5281, 33384, 180768]],
    ['5x5 tt', { size: 5 }, undefined, [1, 26, 651, 15650, 361041]],
    ['triple ko tt', { rules: 'tt' }, TRIPLE_KO, [1, 5, 26, 121, 925]],
    ['triple ko cgos', { rules: 'cgos' }, TRIPLE_KO, [1, 5, 26, 109, 739]],
  ];
  for (const [name, options, text, counts] of cases) {
    it(name, () => {
      const pos = new zb.GoPosition(text, options);
      counts.forEach((n, depth) => assert.equal(pos.perft(depth), n, `${name} depth ${depth}`));
      pos.free();
    });
  }
});

describe('Go: keys', () => {
  const games = [];
  for (let g = 0; g < 1000; g++) {
    const size = [5, 7, 9, 13, 19][g % 5], rules = g % 2 ? 'cgos' : 'tt';
    games.push({ size, rules, moves: randomGoGame(BigInt(g) + 100n, size, rules, size <= 9 ? 120 : 60) });
  }

  it('equal the CLI\'s on 1000 random games, and the XOR of the features at every position', () => {
    const cli = requireCli();
    const spaces = new Map();
    let positions = 0, captures = 0;
    for (const { size, rules, moves } of games) {
      if (!spaces.has(size)) spaces.set(size, new zb.KeySpace(zb.goTable(size)));
      const space = spaces.get(size);
      const pos = new zb.GoPosition(undefined, { size, rules });
      const wasm = [pos.keyHex];
      for (const m of moves) {
        pos.play(m);
        captures += pos.lastCaptures().length;
        assert.equal(space.keyOf(pos.features()), pos.key, `${pos.text}`);
        wasm.push(pos.keyHex);
        positions++;
      }
      const out = execFileSync(cli, ['go', 'play', '--size', String(size), '--rules', rules, ...moves]).toString().trim().split('\n');
      assert.deepEqual(out, wasm, `game of ${moves.length} moves on ${size}x${size}`);
      pos.free();
    }
    for (const s of spaces.values()) s.free();
    assert.ok(positions > 50000, `only ${positions} positions`);
    assert.ok(captures > 1000, `only ${captures} captured stones`);
  });

  it('kept by each JS scheme from the features a move toggles equal the WASM key', () => {
    const table = zb.goTable(9);
    const schemes = ['bigint64', 'paired32', 'additive48'].map((n) => new zb.KeySpace(table).hash(n));
    const space = new zb.KeySpace(table);
    for (const { size, rules, moves } of games.filter((g) => g.size === 9).slice(0, 50)) {
      const pos = new zb.GoPosition(undefined, { size, rules });
      let before = new Set(pos.features());
      for (const s of schemes) s.setFeatures(before);
      for (const m of moves) {
        pos.play(m);
        const after = new Set(pos.features());
        for (const f of before) if (!after.has(f)) for (const s of schemes) s.remove(f);
        for (const f of after) if (!before.has(f)) for (const s of schemes) s.add(f);
        before = after;
        assert.equal(schemes[0].key, pos.key);
        assert.equal(schemes[1].hi, pos.keyHi);
        assert.equal(schemes[1].lo, pos.keyLo);
        assert.equal(schemes[2].key, space.add48Of(after));
      }
      pos.free();
    }
    space.free();
  });

  it('are the same for the same arrangement reached in different orders', () => {
    const a = new zb.GoPosition(undefined, { size: 9 }).play('C3').play('G7').play('D4').play('F6');
    const b = new zb.GoPosition(undefined, { size: 9 }).play('D4').play('F6').play('C3').play('G7');
    assert.equal(a.key, b.key);
    assert.equal(a.text, b.text);
    a.free(); b.free();
  });
});

describe('Go: superko and captures', () => {
  it('forbids the immediate recapture of a ko, and allows it after a ko threat', () => {
    // A basic ko on 5x5: Black at C2 captures the white stone on B2.
    const ko = new zb.GoPosition('...../...../.bw../bw.w./.bw.. b 0');
    ko.play('C2'); // captures the white stone on B2
    assert.deepEqual(ko.lastCaptures(), [ko.moveCode('B2')]);
    assert.deepEqual(ko.superkoPoints(), [ko.moveCode('B2')]);
    ko.play('pass').play('pass'); // the game is over: nothing is legal, nothing marked for superko
    assert.equal(ko.gameOver, true);
    assert.deepEqual(ko.superkoPoints(), []);
    ko.undo().undo();
    assert.deepEqual(ko.superkoPoints(), [ko.moveCode('B2')]);
    throwsCode(() => ko.play('B2'), 'SUPERKO');
    assert.equal(ko.stoneAt('B2'), null);
    ko.play('E5').play('A5'); // a threat elsewhere and an answer
    ko.play('B2');            // now the recapture is legal
    assert.equal(ko.stoneAt('B2'), 'w');
    assert.equal(ko.stoneAt('C2'), null);
    ko.free();
  });

  it('keeps the position unchanged after each kind of bad input', () => {
    const pos = new zb.GoPosition(undefined, { size: 5, rules: 'cgos' }).play('C3');
    const text = pos.text, key = pos.key;
    throwsCode(() => pos.play('C3'), 'POINT_OCCUPIED');
    throwsCode(() => pos.play('I1'), 'MOVE_SYNTAX'); // GTP has no column I
    throwsCode(() => pos.play('pas'), 'MOVE_SYNTAX');
    throwsCode(() => pos.play('F1'), 'POINT_OFF_BOARD');
    throwsCode(() => pos.play(25 + 1), 'ARGUMENT');
    throwsCode(() => pos.play(1.5), 'ARGUMENT_TYPE');
    throwsCode(() => pos.play(null), 'ARGUMENT_TYPE');
    throwsCode(() => pos.reset('...../.... b 0'), 'TEXT_ROW_LENGTH');
    throwsCode(() => pos.reset('..../..../..../.... x 0'), 'TEXT_SIDE');
    throwsCode(() => pos.reset('bw/w. b 0'), 'TEXT_NO_LIBERTIES');
    throwsCode(() => new zb.GoPosition(undefined, { size: 20 }), 'ARGUMENT');
    throwsCode(() => new zb.GoPosition(undefined, { rules: 'japanese' }), 'ARGUMENT');
    throwsCode(() => new zb.GoPosition(undefined, { size: 2, keys: [1n, 2n] }), 'ARGUMENT');
    // a text is judged by the text reader, and a size given with it must agree
    throwsCode(() => new zb.GoPosition(''), 'TEXT_EMPTY');
    throwsCode(() => new zb.GoPosition('. b 0'), 'SIZE_RANGE');
    assert.throws(() => new zb.GoPosition('../.. b 0', { size: 3 }), { code: 'ARGUMENT', message: 'new GoPosition(text, { size }): the text has 2 rows, not 3' });
    assert.equal(new zb.GoPosition('../.. b 0', { size: 2 }).size, 2);
    assert.equal(pos.text, text);
    assert.equal(pos.key, key);
    const suicide = new zb.GoPosition('.b/b. w 0', { rules: 'cgos' });
    throwsCode(() => suicide.play('A2'), 'SUICIDE');
    const over = new zb.GoPosition(undefined, { size: 3 }).play('pass').play('pass');
    throwsCode(() => over.play('B2'), 'GAME_OVER');
    assert.deepEqual([...over.legalMoveCodes()], []);
    over.undo().undo();
    throwsCode(() => over.undo(), 'NOTHING_TO_UNDO');
    suicide.free(); over.free(); pos.free();
    throwsCode(() => pos.key, 'POSITION_FREED');
  });
});
