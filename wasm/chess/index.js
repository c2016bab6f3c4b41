// Chess on the C core: Position, the bulk calls, and the JS
// schemes on a chess key layout.
import { ZobristError, describe, expectOptions } from '../core/errors.js';
import { definePosition, START_FEN } from './position.js';
import { defineBulk } from './bulk.js';
import { BigInt64, Paired32, Additive48 } from './schemes.js';
import { LAYOUT_CHOICE, layoutOf } from './key-sets.js';

export { START_FEN } from './position.js';
export { Scheme, BigInt64, Paired32, Additive48 } from './schemes.js';
export { KNOWN_DISTINCT, CENSUS_HASHES } from './census.js';
// The census is in the whole package's module only (zobrist-wasm/all).
export { defineCensus } from './census.js';

const SCHEMES = { bigint64: BigInt64, paired32: Paired32, additive48: Additive48 };

export function defineChess(core, live) {
  const { Position, keySets } = definePosition(core, live);
  const bulk = defineBulk(core, keySets);

  // A pure-JS scheme on a layout ({ layout }, or { seed }: SplitMix64 keys
  // with Polyglot's rules; Polyglot's by default) whose setFen uses this
  // module's strict FEN parser, with the layout's ep rule.
  function createScheme(name, options = undefined) {
    const opts = expectOptions(options, 'createScheme(name, options): options', LAYOUT_CHOICE);
    if (typeof name !== 'string') {
      throw new ZobristError('ARGUMENT_TYPE', `createScheme(name): name must be a string, got ${describe(name)}`);
    }
    const key = name.toLowerCase(), Class = Object.prototype.hasOwnProperty.call(SCHEMES, key) ? SCHEMES[key] : undefined; // not 'constructor'
    if (!Class) {
      throw new ZobristError('ARGUMENT', `createScheme(name): name must be one of ${Object.keys(SCHEMES).join(', ')}, got ${describe(name)}`);
    }
    return new Class(layoutOf(opts, 'createScheme(name, options)'), { parseFen: bulk.featuresOfFen });
  }

  return { Position, ChessPosition: Position, ...bulk, createScheme, START_FEN };
}
