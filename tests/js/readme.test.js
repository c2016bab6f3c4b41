// The README's JavaScript examples, run as written: every call they show
// must exist and work, and every result a comment states (a literal right
// after `//`: a string, a number or a BigInt) must be what that line gives.
// The examples name a few things they do not make (a FEN, a chess.js game, a
// file); the prelude below supplies them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
// Each game three times: make-book keeps a move played in at least 3 games.
const PGN = '[Event "a"]\n[White "W"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Event "b"]\n\n1. d4 d5 2. c4 *\n\n'.repeat(3);

// The ```js blocks, each with the line it starts at.
function examples() {
  return [...README.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => ({
    code: m[1],
    line: README.slice(0, m.index).split('\n').length + 1,
  }));
}

// A comment's leading literal, or undefined when the comment is prose.
function statedValue(comment) {
  const literal = /^('[^']*'|0x[0-9a-f]+n|-?\d+n?)(?=[\s,;(]|$)/i.exec(comment.trim());
  return literal ? literal[1] : undefined;
}

// The block as the body of an async function: imports become calls of
// load(), and a line `expression; // literal` becomes an assertion.
function runnable(code, firstLine) {
  const lines = code.split('\n').map((text, i) => {
    const at = `README.md:${firstLine + i}`;
    const imported = /^import \{([^}]*)\} from '([^']+)';/.exec(text);
    if (imported) return `const {${imported[1]}} = await load('${imported[2]}');`;
    const stated = /^(.*?);\s*\/\/(.*)$/.exec(text);
    const value = stated ? statedValue(stated[2]) : undefined;
    if (value !== undefined && !stated[1].includes(';') && !/^\s*(const|let|var)\s/.test(stated[1])) {
      return `check(${stated[1]}, ${value}, ${JSON.stringify(`${at}: ${stated[1].trim()}`)});`;
    }
    return text;
  });
  return lines.join('\n');
}

const AsyncFunction = (async () => {}).constructor;

describe('the README examples', () => {
  const blocks = examples();

  it('are there: two JavaScript blocks, with stated results', () => {
    assert.ok(blocks.length >= 2, `${blocks.length} js blocks`);
    assert.ok(blocks.reduce((n, b) => n + (runnable(b.code, b.line).match(/^check\(/gm) ?? []).length, 0) >= 4);
  });

  for (const [i, block] of examples().entries()) {
    it(`block ${i + 1} (README.md line ${block.line}) runs and gives what its comments say`, async () => {
      let checked = 0;
      const check = (actual, expected, where) => {
        assert.deepEqual(actual, expected, where);
        checked++;
      };
      // What the examples use without making it.
      const chess = new Chess();
      const chessJsMove = new Chess().move('e4');
      const prelude = {
        chess, chessJsMove, fen: START, fen1: START, fen2: AFTER_E4, key: 0x1234n,
        file: new Blob([PGN]),
        load: (specifier) => import(specifier),
        check,
      };
      const names = Object.keys(prelude);
      const body = runnable(block.code, block.line);
      await new AsyncFunction(...names, body)(...names.map((n) => prelude[n]));
      assert.ok(checked > 0, 'no stated result was checked');
    });
  }

  it('a wrong stated result fails (the check can fail)', async () => {
    const body = runnable("import { init } from 'zobrist-wasm';\nconst zb = await init();\nzb.keyOfFen(fen).toString(16);  // 'deadbeef'\n", 1);
    const check = (actual, expected, where) => assert.deepEqual(actual, expected, where);
    await assert.rejects(new AsyncFunction('fen', 'load', 'check', body)(START, (s) => import(s), check), /deadbeef/);
  });
});
