// The bytes of base64 text (line breaks allowed). Node 20's atob() is
// written in JS and takes about 1 ms for 8 KB in a fresh process, where its
// Buffer decodes natively in a few microseconds; browsers' atob() is native.
// Read as a property of globalThis: a free `Buffer` makes bundlers such as
// Parcel pull a polyfill into browser builds.
export function bytesOfBase64(text) {
  const NodeBuffer = globalThis.Buffer;
  if (typeof NodeBuffer === 'function' && typeof NodeBuffer.from === 'function') {
    const decoded = NodeBuffer.from(text, 'base64');
    return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
  }
  const binary = atob(text); // forgiving-base64: ASCII whitespace is skipped
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
