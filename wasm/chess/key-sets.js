// WASM key sets for Layouts, built in the module from the JS tables (the
// modules carry no table but Polyglot's, and zobrist.wasm not even that:
// polyglot-install.js). Polyglot's is the module's default (pointer 0);
// Stockfish's and chess.js's are built on first use and kept; others are
// copied in when a Position (or a bulk call) first needs them and freed when
// the last user lets go (reference counted).
import { ZobristError } from '../core/errors.js';
import { layout as toLayout, isBuiltIn, isPolyglot, keysOf } from './layouts.js';

const EP_RULES = { pseudo: 0, legal: 1, literal: 2 };

export class KeySets {
  constructor(core) {
    this.core = core;
    this.sets = new Map(); // Layout -> { ptr, users, kept }
  }

  // The key set's pointer for a Layout (0: Polyglot's, the module's default).
  acquire(l) {
    if (isPolyglot(l)) return 0;
    let set = this.sets.get(l);
    if (!set) {
      set = { ptr: this.#create(l), users: 0, kept: isBuiltIn(l) };
      this.sets.set(l, set);
    }
    set.users++;
    return set.ptr;
  }

  #create(l) {
    const at = this.core.output.need(8 * (781 + 16));
    const keys = new BigUint64Array(this.core.memory.buffer, at, 781 + 16);
    const own = keysOf(l);
    keys.set(own.table);
    keys.set(own.castling, 781);
    const ptr = this.core.x.zbw_keys_new_layout(at, l.castlingKeys === 16 ? at + 8 * 781 : 0, EP_RULES[l.ep],
      l.turn === 'white' ? 1 : 0, l.halfmoveBuckets ? 1 : 0);
    if (!ptr) throw new ZobristError('NO_MEMORY', 'cannot allocate a key set');
    return ptr;
  }

  release(l) {
    const set = this.sets.get(l);
    if (set && --set.users === 0 && !set.kept) {
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

// The options that choose a layout (layoutOf), for expectOptions' lists.
export const LAYOUT_CHOICE = Object.freeze(['layout', 'seed']);

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
