// Ultimate tic-tac-toe from WASM: the perft counts, keys equal to the CLI's
// on 1000 random games, every key equal to the XOR of its features
// (KeySpace) and to the JS schemes kept from the features each move toggles,
// the write-up's closed-board rule, and errors that leave the state as it was.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { splitmix64, ZobristError } from 'zobrist-wasm';
import { zb, requireCli } from './helpers.js';

const START = zb.UtttPosition.START;
const throwsCode = (fn, code) => assert.throws(fn, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);

function randomUtttGame(seed, maxPlies = 81) {
  const rng = splitmix64(seed), pos = new zb.UtttPosition(), moves = [];
  try {
    for (let legal = pos.legalMoves(); legal.length && moves.length < maxPlies; legal = pos.legalMoves()) {
      const m = legal[Number(rng.next().value % BigInt(legal.length))];
      moves.push(m);
      pos.play(m);
    }
  } finally {
    pos.free();
  }
  return moves;
}

describe('UTTT: perft from WASM', () => {
  it('equals 1, 81, 720, 6336, 55080, 473256 (depth 0-5) from the empty board', () => {
    const pos = new zb.UtttPosition();
    [1, 81, 720, 6336, 55080, 473256].forEach((n, d) => assert.equal(pos.perft(d), n, `depth ${d}`));
    pos.free();
  });
});

describe('UTTT: keys', () => {
  const games = Array.from({ length: 1000 }, (_, g) => randomUtttGame(BigInt(g) + 1n));

  it('equal the CLI\'s on 1000 random games and the XOR of the features at every position', () => {
    const cli = requireCli();
    const space = new zb.KeySpace(zb.utttTable());
    let positions = 0, decided = 0, closedBoards = 0;
    for (const moves of games) {
      const pos = new zb.UtttPosition();
      const wasm = [pos.keyHex];
      for (const m of moves) {
        pos.play(m);
        assert.equal(space.keyOf(pos.features()), pos.key, pos.text);
        wasm.push(pos.keyHex);
        positions++;
      }
      if (pos.result !== 'ongoing') decided++;
      closedBoards += pos.boards.filter((b) => b !== 'open').length;
      const out = execFileSync(cli, ['uttt', 'play', START, ...moves]).toString().trim().split('\n');
      assert.deepEqual(out, wasm, moves.join(' '));
      pos.free();
    }
    space.free();
    assert.ok(positions > 30000, `only ${positions} positions`);
    assert.equal(decided, games.length, 'random games run to their end');
    assert.ok(closedBoards > 5000, `only ${closedBoards} closed boards`);
  });

  it('kept by each JS scheme from the features a move toggles equal the WASM key', () => {
    const space = new zb.KeySpace(zb.utttTable());
    const schemes = ['bigint64', 'paired32', 'additive48'].map((n) => space.hash(n));
    for (const moves of games.slice(0, 200)) {
      const pos = new zb.UtttPosition();
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

  it('come back exactly on undo', () => {
    for (const moves of games.slice(0, 100)) {
      const pos = new zb.UtttPosition();
      const keys = [pos.key], texts = [pos.text];
      for (const m of moves) { pos.play(m); keys.push(pos.key); texts.push(pos.text); }
      for (let i = moves.length; i > 0; i--) {
        pos.undo();
        assert.equal(pos.key, keys[i - 1]);
        assert.equal(pos.text, texts[i - 1]);
      }
      pos.free();
    }
  });

  it('agree for every transposition to depth 5, and with the key of the position read from text', () => {
    const pos = new zb.UtttPosition(), seen = new Map();
    let transpositions = 0;
    (function walk(depth) {
      const text = pos.text, key = pos.key;
      if (seen.has(text)) {
        transpositions++;
        assert.equal(key, seen.get(text), text);
      } else seen.set(text, key);
      if (depth === 0) return;
      for (const code of pos.legalMoveCodes()) {
        pos.play(code);
        walk(depth - 1);
        pos.undo();
      }
    })(5);
    assert.ok(transpositions > 1000, `only ${transpositions} transpositions`);
    let checked = 0;
    for (const [text, key] of seen) {
      if (checked++ % 97) continue;
      const read = new zb.UtttPosition(text);
      assert.equal(read.key, key, text);
      read.free();
    }
    pos.free();
  });

  it('hash a local board closed two ways the same afterwards', () => {
    // Board 0 won by X along the top row, or down the left column, with O's
    // stones elsewhere in it; everything else equal.
    const viaRow = new zb.UtttPosition('xxxoo..../........./........./........./o......../........./........./........./......... x -');
    const viaCol = new zb.UtttPosition('x..xo.xo./........./........./........./o......../........./........./........./......... x -');
    assert.equal(viaRow.boardStatus(0), 'x');
    assert.equal(viaCol.boardStatus(0), 'x');
    assert.notEqual(viaRow.text, viaCol.text);
    assert.equal(viaRow.key, viaCol.key);
    // With board 0 still open (X's third stone elsewhere in it) the key differs.
    const open = new zb.UtttPosition('xx.oo.x../........./........./........./o......../........./........./........./......... x 0');
    assert.equal(open.boardStatus(0), 'open');
    assert.notEqual(open.key, viaRow.key);
    throwsCode(() => viaRow.play('c2'), 'BOARD_CLOSED');
    viaRow.free(); viaCol.free(); open.free();
  });
});

describe('UTTT: cells', () => {
  it('reads every cell by its grid name as by its code, occupied or not', () => {
    const pos = new zb.UtttPosition();
    for (const m of randomUtttGame(77n, 40)) pos.play(m);
    const text = pos.text.split(' ')[0].replaceAll('/', '');
    for (let code = 0; code < 81; code++) {
      const expected = text[code] === '.' ? null : text[code];
      assert.equal(pos.cell(code), expected, `code ${code}`);
      assert.equal(pos.cell(zb.UtttPosition.moveText(code)), expected, zb.UtttPosition.moveText(code));
    }
    throwsCode(() => pos.cell('j1'), 'ARGUMENT');
    pos.free();
  });
});

describe('UTTT: errors', () => {
  it('give each bad move and position its code and change nothing', () => {
    const pos = new zb.UtttPosition().play('e5');
    const text = pos.text, key = pos.key;
    throwsCode(() => pos.play('e5'), 'CELL_OCCUPIED');
    throwsCode(() => pos.play('a1'), 'WRONG_BOARD');
    throwsCode(() => pos.play('j1'), 'MOVE_SYNTAX');
    throwsCode(() => pos.play('e0'), 'MOVE_SYNTAX');
    throwsCode(() => pos.play(81), 'ARGUMENT');
    throwsCode(() => pos.play(-1), 'ARGUMENT');
    throwsCode(() => pos.play({}), 'ARGUMENT_TYPE');
    throwsCode(() => pos.reset('x'), 'TEXT_FIELD_COUNT');
    throwsCode(() => pos.reset(START.replace('.', 'q')), 'TEXT_CELL_CHAR');
    throwsCode(() => pos.reset(START.replace(' x ', ' z ')), 'TEXT_SIDE');
    throwsCode(() => pos.reset(START.replace('.', 'o')), 'TEXT_STONE_COUNT');
    throwsCode(() => pos.reset(START.replace('........./', '')), 'TEXT_GROUP_COUNT');
    throwsCode(() => pos.reset(START.replace('/', '')), 'TEXT_GROUP_TOO_LONG');
    assert.equal(pos.text, text);
    assert.equal(pos.key, key);
    const over = new zb.UtttPosition();
    for (const m of randomUtttGame(5n)) over.play(m);
    assert.notEqual(over.result, 'ongoing');
    throwsCode(() => over.play(over.text.indexOf('.') >= 0 ? 0 : 1), 'GAME_OVER');
    assert.deepEqual(over.legalMoves(), []);
    over.free();
    const fresh = new zb.UtttPosition();
    throwsCode(() => fresh.undo(), 'NOTHING_TO_UNDO');
    fresh.free();
    pos.free();
    throwsCode(() => pos.text, 'POSITION_FREED');
  });
});
