// WASM key sets for Layouts: the built-in ones live in the module for good;
// others are copied in when a Position (or a bulk call) first needs them and
// freed when the last user lets go (reference counted).
import { ZobristError } from '../core/errors.js';
import { layout as toLayout } from './layouts.js';

const BUILT_IN = ['polyglot', 'stockfish', 'chessjs'];
const EP_RULES = { pseudo: 0, legal: 1, literal: 2 };

export class KeySets {
  constructor(core) {
    this.core = core;
    this.sets = new Map(); // Layout -> { ptr, users }
    this.builtIns = new Map(BUILT_IN.map((name) => [toLayout(name), BUILT_IN.indexOf(name)]));
  }

  // The key set's pointer for a Layout (0: Polyglot's, the module's default).
  acquire(l) {
    const builtIn = this.builtIns.get(l);
    if (builtIn === 0) return 0;
    if (builtIn !== undefined) return this.core.x.zbw_keys_named(builtIn);
    let set = this.sets.get(l);
    if (!set) {
      const x = this.core.x;
      const bytes = 8 * (781 + 16);
      const at = this.core.output.need(bytes);
      const keys = new BigUint64Array(this.core.memory.buffer, at, 781 + 16);
      keys.set(l.table);
      keys.set(l.castling, 781);
      const ptr = x.zbw_keys_new_layout(at, l.castlingKeys === 16 ? at + 8 * 781 : 0, EP_RULES[l.ep],
        l.turn === 'white' ? 1 : 0, l.halfmoveBuckets ? 1 : 0);
      if (!ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate a key set');
      set = { ptr, users: 0 };
      this.sets.set(l, set);
    }
    set.users++;
    return set.ptr;
  }

  release(l) {
    if (this.builtIns.has(l)) return;
    const set = this.sets.get(l);
    if (set && --set.users === 0) {
      if (!this.core.broken) this.core.x.zbw_keys_free(set.ptr); // never throw from a finalizer
      this.sets.delete(l);
    }
  }

  // Runs fn(ptr) with the layout's key set held for the call.
  with(l, fn) {
    const ptr = this.acquire(l);
    try {
      return fn(ptr);
    } finally {
      this.release(l);
    }
  }
}

// The Layout an options object asks for: { layout } or { seed } (SplitMix64
// keys with Polyglot's rules), Polyglot's by default.
export function layoutOf(options, what) {
  const { layout, seed } = options;
  if (layout !== undefined && seed !== undefined) {
    throw new ZobristError('ARGUMENT', `${what}: give layout or seed, not both`);
  }
  if (seed !== undefined) return toLayout({ seed });
  return toLayout(layout ?? 'polyglot');
}
