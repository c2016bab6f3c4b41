import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { init, initSync, ZobristError } from 'zobrist-wasm';
import { START } from './helpers.js';

const WASM = new URL('../../wasm/zobrist.wasm', import.meta.url);

describe('loading the module', () => {
  it('init() reads the package\'s own zobrist.wasm in Node', async () => {
    const zb = await init();
    assert.equal(zb.keyOfFen(START), 0x463b96181691fc9cn);
  });

  it('init() takes a URL, a path string, bytes or a compiled module', async () => {
    const bytes = await readFile(WASM);
    for (const source of [WASM, WASM.href, bytes, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length), new WebAssembly.Module(bytes)]) {
      const zb = await init(source);
      assert.equal(zb.keyOfFen(START), 0x463b96181691fc9cn);
    }
  });

  it('initSync() takes bytes or a compiled module', async () => {
    const bytes = await readFile(WASM);
    assert.equal(initSync(bytes).keyOfFen(START), 0x463b96181691fc9cn);
    assert.equal(initSync(new WebAssembly.Module(bytes)).keyOfFen(START), 0x463b96181691fc9cn);
  });

  it('each init() is an independent instance', async () => {
    const a = await init(), b = await init();
    const pa = new a.Position();
    assert.equal(a.stats().livePositions, 1);
    assert.equal(b.stats().livePositions, 0);
    pa.free();
  });

  it('rejects what is not a module, with a ZobristError', async () => {
    assert.throws(() => initSync('zobrist.wasm'), { name: 'ZobristError', code: 'ARGUMENT_TYPE' });
    assert.throws(() => initSync(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9])), { code: 'WASM_LOAD' });
    await assert.rejects(init(new URL('./missing.wasm', WASM)), { code: 'WASM_LOAD' });
    await assert.rejects(init(new Uint8Array(8)), (e) => e instanceof ZobristError && e.code === 'WASM_LOAD');
  });
});
