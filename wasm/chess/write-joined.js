// Copies strings into the module's input region back to back, as
// core.writeInput(strings.join('')) would, without building the whole
// joined string: joining 7 000 FENs into one ~400 KB string took ~70 ns a
// FEN in Node 20, most of keysOfFens' time outside WASM; joined 256 at a
// time and encoded with TextEncoder.encodeInto straight into WASM memory,
// ~33 ns. Text that is not ASCII takes writeInput's path, whose one byte a
// UTF-16 unit keeps each string's length in bytes its length in JS.
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
    if (read !== text.length || written !== text.length) return core.writeInput(strings.join('')); // not ASCII
    at += text.length;
  }
  return length;
}
