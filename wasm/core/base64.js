// The bytes of base64 text (line breaks allowed). Node 20's atob() is
// written in JS and takes about 1 ms for 8 KB in a fresh process, where its
// Buffer decodes natively. Browsers with Uint8Array.fromBase64 (Chrome 140,
// Firefox 133, Safari 18.2) decode natively too; elsewhere atob() is native
// but the loop that copies its string into bytes is not: in a fresh Chromium
// page 1.6 ms for the inline module's 32 KB, against 0.1 ms for fromBase64.
// Read as a property of globalThis: a free `Buffer` makes bundlers such as
// Parcel pull a polyfill into browser builds.
export function bytesOfBase64(text) {
  const NodeBuffer = globalThis.Buffer;
  if (typeof NodeBuffer === 'function' && typeof NodeBuffer.from === 'function') return bytesOfBase64ByBuffer(NodeBuffer, text);
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text); // skips ASCII whitespace
  const binary = atob(text); // forgiving-base64: ASCII whitespace is skipped
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// Node's decoder (which skips whitespace) called straight, through the
// buffer method its own Buffer.from(text, 'base64') ends in: the first
// Buffer.from of a process runs ~0.1 ms of Node's JS before it decodes, a
// cold start's init() 1.46 -> 1.34 ms (docs/performance.md). The method
// takes any Uint8Array, so the bytes start zeroed, as a Buffer from
// allocUnsafe would not. base64Write is not documented: a runtime whose
// Buffer lacks it, or whose method refuses this or answers no byte count,
// takes Buffer.from. The bytes are at most 3/4 of the text's length, plus
// a partial group; the count written says how many there are.
export function bytesOfBase64ByBuffer(NodeBuffer, text) {
  const write = NodeBuffer.prototype?.base64Write;
  if (typeof write === 'function') {
    const bytes = new Uint8Array((text.length >> 2) * 3 + 3);
    let count = -1;
    try {
      count = write.call(bytes, text, 0, bytes.length);
    } catch { /* not Node's method: Buffer.from below */ }
    if (Number.isInteger(count) && count >= 0 && count <= bytes.length) return bytes.subarray(0, count);
  }
  const decoded = NodeBuffer.from(text, 'base64');
  return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
}
