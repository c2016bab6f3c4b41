// WASM memory: positions are released by free(), or by the
// FinalizationRegistry when forgotten.
import assert from 'node:assert/strict';
import { init, START_FEN } from 'zobrist-wasm';

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

  it('text is copied in right after its region moves and after the memory grows', async () => {
    const zb = await init();
    const key = zb.keyOfFen(START_FEN), kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const kiwiKey = zb.keyOfFen(kiwipete);
    // A long text needs a larger input region, which moves it.
    assert.throws(() => zb.keyOfFen(`${START_FEN}${' x'.repeat(500)}`), { name: 'ZobristError' });
    assert.equal(zb.keyOfFen(START_FEN), key);
    assert.equal(zb.keyOfFen(kiwipete), kiwiKey);
    // 400 FENs at once (25 KB) move the region again, not through keyOfFen.
    assert.equal(zb.keysOfFens(Array(400).fill(kiwipete))[399], kiwiKey);
    assert.equal(zb.keyOfFen(START_FEN), key);
    assert.equal(zb.keyOfFen(kiwipete), kiwiKey);
    // 60 000 FENs at once grow the memory itself, leaving old views empty.
    const before = zb.stats().memoryBytes;
    assert.equal(zb.keysOfFens(Array(60000).fill(kiwipete))[59999], kiwiKey);
    assert.ok(zb.stats().memoryBytes > before, 'the memory grew');
    assert.equal(zb.keyOfFen(START_FEN), key);
    assert.equal(zb.keyOfFen(kiwipete), kiwiKey);
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
    for (let round = 0; round < 300 && zb.stats().livePositions > 0; round++) { // up to 3 s on a loaded machine
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.ok(zb.stats().livePositions < 500, `${zb.stats().livePositions} positions still live`);
  });
});

// Inputs past what a JS string or WASM memory can hold: a ZobristError, the
// instance usable after (found by a hunt of the limits). A subclass of Array
// whose join() of the whole throws as V8 does past 2^29 characters stands
// for the 560 MB it would take to get there.
describe('memory: inputs larger than a string or WASM memory can hold', () => {
  class TooLongToJoin extends Array {
    join(separator) {
      if (this.length > 256) throw new RangeError('Invalid string length');
      return super.join(separator);
    }
  }
  let zb;
  before(async () => { zb = await (await import('zobrist-wasm/all')).init(); });
  const startKey = () => zb.keyOfFen(START_FEN);

  it('keysOfFens with a non-ASCII FEN is the FEN error with its index, nothing joined whole', () => {
    const fens = TooLongToJoin.from({ length: 600 }, () => START_FEN);
    fens[450] = START_FEN.replace('w', 'é');
    assert.throws(() => zb.keysOfFens(fens), (e) => e.name === 'ZobristError' && e.index === 450 && /^FEN_/.test(e.code));
    assert.equal(startKey(), 0x463b96181691fc9cn);
  });

  it('replay of more moves than one string can hold is ARGUMENT', () => {
    const moves = TooLongToJoin.from({ length: 300 }, (_, i) => (i % 2 ? 'Nb8' : 'Nc3'));
    assert.throws(() => zb.replay(moves), { name: 'ZobristError', code: 'ARGUMENT', message: /replay them in parts/ });
    assert.equal(startKey(), 0x463b96181691fc9cn);
  });

  it('openBook of 4 GiB or more is NO_MEMORY (its size had wrapped to 0)', function () {
    let huge;
    try { huge = [new Uint8Array(2 ** 32), new ArrayBuffer(2 ** 32 + 16)]; } catch { this.skip(); } // never touched: no memory used
    for (const bytes of huge) assert.throws(() => zb.openBook(bytes), { name: 'ZobristError', code: 'NO_MEMORY' });
    assert.equal(startKey(), 0x463b96181691fc9cn);
  });
});
