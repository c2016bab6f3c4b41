// Copies strings into the module's input region back to back, as
// core.writeInput(strings.join('')) would, without building the whole
// joined string: joining 7 000 FENs into one ~400 KB string took ~70 ns a
// FEN in Node 20, most of keysOfFens' time outside WASM; joined 256 at a
// time and encoded with TextEncoder.encodeInto straight into WASM memory,
// ~33 ns. A chunk that is not ASCII is written as writeInput writes text,
// one byte a UTF-16 unit (0x80 for any other character, which no parser
// accepts), so each string's length in bytes stays its length in JS, and
// nothing is joined whole (the whole may be longer than a JS string can be).
import { writeUnits } from '../core/core.js';

const CHUNK = 256; // strings a chunk: small joined strings, few encodeInto calls
const encoder = new TextEncoder();

// length: the strings' total length. Returns it, the byte count written at
// core.input.ptr.
export function writeJoined(core, strings, length) {
  if (strings.length <= CHUNK) return core.writeInput(strings.join(''));
  const u8 = (core.input.need(length), core.bytes());
  let at = core.input.ptr;
  for (let i = 0; i < strings.length; i += CHUNK) {
    const end = Math.min(i + CHUNK, strings.length);
    const text = strings.slice(i, end).join('');
    const { read, written } = encoder.encodeInto(text, u8.subarray(at, at + text.length));
    if (read !== text.length || written !== text.length) writeUnits(u8, at, text); // not ASCII: this chunk alone
    at += text.length;
  }
  return length;
}
