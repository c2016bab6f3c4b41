// The base64 decoder every built-in module and key table goes through: each
// of its paths (Node's buffer method, Buffer.from where a runtime lacks it,
// fromBase64 or atob in browsers) gives the same bytes, whitespace and
// padding included.
import assert from 'node:assert/strict';
import { bytesOfBase64, bytesOfBase64ByBuffer } from '../../wasm/core/base64.js';
import { wasmBase64 } from '../../wasm/zobrist-base64.js';

// Bytes 0..n-1 of a fixed pseudo-random run, and their base64 broken into
// lines as the generated tables are.
function sample(n) {
  const bytes = new Uint8Array(n);
  for (let i = 0, x = 12345; i < n; i++) bytes[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  const text = Buffer.from(bytes).toString('base64').replace(/.{1,76}/g, '$&\n');
  return { bytes, text };
}

// A Buffer as a runtime without the undocumented base64Write has it.
const BufferWithoutWrite = { from: Buffer.from.bind(Buffer) };

// The path that runs in a browser without Uint8Array.fromBase64: no Buffer.
function withoutBuffer(fn) {
  const saved = globalThis.Buffer;
  const savedFrom = Uint8Array.fromBase64;
  globalThis.Buffer = undefined;
  delete Uint8Array.fromBase64;
  try {
    return fn();
  } finally {
    globalThis.Buffer = saved;
    if (savedFrom) Uint8Array.fromBase64 = savedFrom;
  }
}

describe('base64', () => {
  it('every path decodes lengths 0-67 (each padding, and none) with line breaks to the same bytes', () => {
    for (let n = 0; n < 68; n++) {
      const { bytes, text } = sample(n);
      assert.deepEqual(bytesOfBase64(text), bytes, `Node's path, ${n} bytes`);
      assert.deepEqual(bytesOfBase64ByBuffer(BufferWithoutWrite, text), bytes, `Buffer.from, ${n} bytes`);
      assert.deepEqual(withoutBuffer(() => bytesOfBase64(text)), bytes, `atob, ${n} bytes`);
      const unpadded = text.replace(/=/g, '').trim(); // allowed; more bytes than 3/4 of the length
      assert.deepEqual(bytesOfBase64(unpadded), bytes, `Node's path, ${n} bytes unpadded`);
      assert.deepEqual(withoutBuffer(() => bytesOfBase64(unpadded)), bytes, `atob, ${n} bytes unpadded`);
    }
  });

  it('the built-in module decodes to the committed zobrist.wasm, by either buffer path', async () => {
    const { readFileSync } = await import('node:fs');
    const file = new Uint8Array(readFileSync(new URL('../../wasm/zobrist.wasm', import.meta.url)));
    assert.deepEqual(bytesOfBase64(wasmBase64), file);
    assert.deepEqual(bytesOfBase64ByBuffer(BufferWithoutWrite, wasmBase64), file);
  });

  it('takes the buffer method where the runtime has it (the cold start path)', () => {
    let used = 0;
    const SpyBuffer = {
      from() { throw new Error('Buffer.from used'); },
      prototype: { base64Write(...args) { used++; return Buffer.prototype.base64Write.apply(this, args); } },
    };
    assert.deepEqual(bytesOfBase64ByBuffer(SpyBuffer, 'AAEC/w=='), new Uint8Array([0, 1, 2, 255]));
    assert.equal(used, 1);
  });

  it('falls back to Buffer.from when the method throws or answers no byte count', () => {
    const { bytes, text } = sample(40);
    for (const base64Write of [
      () => { throw new TypeError('not a Buffer'); },
      () => undefined,
      () => 1e9,
      () => -1,
    ]) {
      const OddBuffer = { from: Buffer.from.bind(Buffer), prototype: { base64Write } };
      assert.deepEqual(bytesOfBase64ByBuffer(OddBuffer, text), bytes, String(base64Write));
    }
  });
});
