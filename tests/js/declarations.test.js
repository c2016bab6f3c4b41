// The TypeScript declarations against the objects they describe, name by
// name. A declared name missing at run time is a TypeError for a TypeScript
// user: checked for what the entries export, what init() resolves to, every
// class the API hands out and its records. A run-time name missing from the
// declarations is an API TypeScript users cannot reach: checked where the
// run-time surface is the API itself (exports, init()'s objects, records),
// not for classes, whose instances also carry their state and helpers as
// plain properties. (make test-types checks that the declarations compile
// and fit chess.js; this checks that they are true and complete.)
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as main from 'zobrist-wasm';
import * as all from 'zobrist-wasm/all';
import * as inline from 'zobrist-wasm/inline';
import { START, bookOf, field } from './helpers.js';

const START_KEY = 0x463b96181691fc9cn;
const USAGE = fileURLToPath(new URL('../types/usage.ts', import.meta.url)); // a file that imports every entry
const OPTIONS = { strict: true, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, noEmit: true, types: [] };

let program, checker;
function entrySymbol(entry) {
  const { resolvedModule } = ts.resolveModuleName(entry, USAGE, OPTIONS, ts.sys);
  return checker.getSymbolAtLocation(program.getSourceFile(resolvedModule.resolvedFileName));
}
const unalias = (s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
function declaredExports(entry, valuesOnly = false) {
  return checker.getExportsOfModule(entrySymbol(entry))
    .filter((s) => !valuesOnly || unalias(s).flags & ts.SymbolFlags.Value).map((s) => s.name);
}
// The members a declared interface or class (an entry's export) gives its
// instances: [name, optional] pairs; a symbol-keyed one as 'Symbol.name'.
function declaredMembers(entry, name) {
  const symbol = checker.getExportsOfModule(entrySymbol(entry)).find((s) => s.name === name);
  assert.ok(symbol, `${entry} declares no ${name}`);
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(unalias(symbol))).map((p) => [
    p.name.startsWith('__@') ? `Symbol.${p.name.slice(3, p.name.lastIndexOf('@'))}` : p.name,
    (p.flags & ts.SymbolFlags.Optional) !== 0,
  ]);
}
// An object's members at run time: own and inherited, methods and getters,
// 'Symbol.x' for well-known symbols.
function runtimeMembers(object) {
  const names = new Set();
  for (let o = object; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const key of Reflect.ownKeys(o)) {
      if (key === 'constructor') continue;
      if (typeof key === 'symbol') {
        const known = Object.getOwnPropertyNames(Symbol).find((n) => Symbol[n] === key);
        if (known) names.add(`Symbol.${known}`);
      } else {
        names.add(key);
      }
    }
  }
  return [...names];
}
// Every declared member that is not optional exists; with both, every
// run-time member is declared too.
function assertMembers(what, object, declared, { both = false } = {}) {
  const runtime = runtimeMembers(object);
  const names = declared.map(([n]) => n);
  assert.deepEqual(declared.filter(([n, optional]) => !optional && !runtime.includes(n)).map(([n]) => n), [], `${what}: declared but missing at run time`);
  if (both) assert.deepEqual(runtime.filter((n) => !names.includes(n)), [], `${what}: at run time but not declared`);
}


describe('the TypeScript declarations describe the API as it is', function () {
  this.timeout(60000);
  let zb;
  before(async () => {
    program = ts.createProgram([USAGE], OPTIONS);
    checker = program.getTypeChecker();
    zb = await all.init();
  });

  it('each entry exports exactly the values it declares', () => {
    for (const [entry, module] of [['zobrist-wasm', main], ['zobrist-wasm/all', all], ['zobrist-wasm/inline', inline]]) {
      const runtime = Object.keys(module), declared = declaredExports(entry), values = declaredExports(entry, true);
      assert.deepEqual(runtime.filter((n) => !declared.includes(n)), [], `${entry}: exported but not declared`);
      assert.deepEqual(values.filter((n) => !runtime.includes(n)), [], `${entry}: declared but not exported`);
    }
  });

  it("init()'s API objects: Zobrist and ZobristAll", async () => {
    assertMembers('Zobrist', await main.init(), declaredMembers('zobrist-wasm', 'Zobrist'), { both: true });
    assertMembers('ZobristAll', zb, declaredMembers('zobrist-wasm/all', 'ZobristAll'), { both: true });
  });

  it('the classes the API hands out', () => {
    const pos = new zb.Position();
    const words = new zb.KeySpace(26 * 10, { seed: 1970n });
    const book = zb.openBook(bookOf([[START_KEY, field('e2e4')]]));
    const uttt = new zb.UtttPosition();
    const go = new zb.GoPosition(undefined, { size: 9 });
    const table = new zb.TranspositionTable({ indexBits: 8, checkBits: 8 });
    try {
      const cases = [
        ['Position', pos], ['KeySpace', words], ['Book', book], ['UtttPosition', uttt], ['GoPosition', go],
        ['TranspositionTable', table], ['Layout', all.layout('polyglot')],
        ['BigInt64', new all.BigInt64(all.polyglotKeys())], ['Paired32', new all.Paired32(all.polyglotKeys())],
        ['Additive48', new all.Additive48(all.polyglotKeys())],
        ['Paired32Hash', words.hash('paired32')], ['BigInt64Hash', words.hash('bigint64')], ['Additive48Hash', words.hash('additive48')],
        ['Paired32Table', new all.Paired32Table({ indexBits: 8, checkBits: 8 })], ['BigIntTable', new all.BigIntTable({ indexBits: 8, checkBits: 8 })],
      ];
      for (const [name, object] of cases) assertMembers(name, object, declaredMembers('zobrist-wasm/all', name));
    } finally {
      for (const o of [pos, words, book, uttt, go, table]) o.free();
    }
  });

  it('the records: a book move, a PGN game and its error', () => {
    const book = zb.openBook(bookOf([[START_KEY, field('e2e4')]]));
    const [move] = book.moves(START);
    book.free();
    assert.equal(move.uci, 'e2e4');
    assertMembers('BookMove', move, declaredMembers('zobrist-wasm/all', 'BookMove'), { both: true });
    const [game] = zb.readPgnSync('[Event "e"]\n\n1. e4 e5 *\n');
    assertMembers('PgnGame', game, declaredMembers('zobrist-wasm/all', 'PgnGame'), { both: true });
    assertMembers('PgnGameError', zb.readPgnSync('1. e4 e4 *\n')[0].error, declaredMembers('zobrist-wasm/all', 'PgnGameError'), { both: true });
  });

  it("errors carry only declared fields, whatever failed", async () => {
    const declared = declaredMembers('zobrist-wasm/all', 'ZobristError').map(([n]) => n);
    const failures = {
      'a FEN': () => zb.keyOfFen('bad'),
      'a FEN in a list': () => zb.keysOfFens([START, 'bad']),
      'a game': () => zb.replay(['e4', 'e4']),
      'a move': () => new zb.Position().play('e5'),
      'a book': () => zb.openBook(new Uint8Array(17)),
      'a book build': () => zb.buildBook('[Event "x"]\n\n1. e4 e4 *\n'),
      'a UTTT move': () => new zb.UtttPosition().play('z9'),
      'a Go move': () => new zb.GoPosition(undefined, { size: 9 }).play('Z1'),
      'a table': () => new zb.TranspositionTable({ indexBits: 99 }),
      'a scheme move': () => zb.createScheme('paired32').applyMove({ from: 'e2', to: 'e9' }),
    };
    for (const [what, fail] of Object.entries(failures)) {
      const error = await (async () => { try { await fail(); } catch (e) { return e; } })();
      assert.ok(error instanceof all.ZobristError, `${what}: ${error}`);
      // Its own fields: Error.prototype's are the platform's.
      assert.deepEqual(Object.keys(error).filter((n) => !declared.includes(n)), [], `${what} (${error.code}): fields at run time but not declared`);
      assertMembers(`ZobristError from ${what}`, error, declaredMembers('zobrist-wasm/all', 'ZobristError'));
    }
  });
});
