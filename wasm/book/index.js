// Polyglot opening books from JS: openBook (lookups, pick, best) and
// buildBook (from PGN, byte for byte as `zobrist book build`).
import { defineBook as defineReading } from './book.js';
import { defineBuild } from './build.js';

export function defineBook(core, live) {
  const { openBook, bookError } = defineReading(core, live);
  return { openBook, ...defineBuild(core, live, bookError) };
}
