// WASM memory: positions are released by free(), or by the
// FinalizationRegistry when forgotten.
import assert from 'node:assert/strict';
import { init } from 'zobrist-wasm';

describe('memory', () => {
  it('100 000 positions created and freed keep WASM memory under its first 2 MiB + 1 MiB', async () => {
    const zb = await init();
    const before = zb.stats().memoryBytes;
    for (let i = 0; i < 100000; i++) {
      const pos = new zb.Position(i % 2 ? undefined : 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
      pos.play(i % 2 ? 'e4' : 'O-O');
      pos.free();
    }
    assert.equal(zb.stats().livePositions, 0);
    assert.ok(zb.stats().memoryBytes <= before + (1 << 20), `memory grew from ${before} to ${zb.stats().memoryBytes}`);
  });

  it('a long game grows the history and freeing returns the memory', async () => {
    const zb = await init();
    const pos = new zb.Position();
    for (let i = 0; i < 2500; i++) pos.play(['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]);
    assert.equal(pos.ply, 2500);
    assert.ok(pos.isRepetition());
    pos.free();
    const after = zb.stats().memoryBytes;
    for (let i = 0; i < 1000; i++) new zb.Position().free();
    assert.equal(zb.stats().memoryBytes, after);
  });

  it('forgotten positions are freed by the FinalizationRegistry after garbage collection', async function () {
    if (typeof globalThis.gc !== 'function') this.skip(); // needs node --expose-gc (set in .mocharc.json)
    const zb = await init();
    (() => { for (let i = 0; i < 5000; i++) new zb.Position().play('e4'); })();
    assert.equal(zb.stats().livePositions, 5000);
    for (let round = 0; round < 50 && zb.stats().livePositions > 0; round++) {
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.ok(zb.stats().livePositions < 500, `${zb.stats().livePositions} positions still live`);
  });
});
