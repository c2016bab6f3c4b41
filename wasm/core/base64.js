// The bytes of base64 text (line breaks allowed). Node 20's atob() is
// written in JS and takes about 1 ms for 8 KB in a fresh process, where its
// Buffer decodes natively in a few microseconds. Browsers with
// Uint8Array.fromBase64 (Chrome 140, Firefox 133, Safari 18.2) decode
// natively too; elsewhere atob() is native but the loop that copies its
// string into bytes is not: in a fresh Chromium page 1.6 ms for the inline
// module's 32 KB, against 0.1 ms for fromBase64.
// Read as a property of globalThis: a free `Buffer` makes bundlers such as
// Parcel pull a polyfill into browser builds.
export function bytesOfBase64(text) {
  const NodeBuffer = globalThis.Buffer;
  if (typeof NodeBuffer === 'function' && typeof NodeBuffer.from === 'function') {
    const decoded = NodeBuffer.from(text, 'base64');
    return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
  }
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text); // skips ASCII whitespace
  const binary = atob(text); // forgiving-base64: ASCII whitespace is skipped
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
