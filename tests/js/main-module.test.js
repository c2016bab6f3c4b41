// What zobrist.wasm leaves out to stay within 32 KiB, and what stands in for
// it: the Polyglot table, written by the glue at init from its JS copy; the
// built-in layouts, built from the glue's JS tables (held here against the C
// core's, in zobrist-all.wasm); its own allocator in place of emmalloc.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, layout } from '../../wasm/index.js';
import { initSync as initAllSync } from '../../wasm/all.js';
import { imports } from '../../wasm/core/loader.js';
import { polyglotKeys } from '../../wasm/chess/polyglot-keys.js';

const MAIN_BYTES = readFileSync(new URL('../../wasm/zobrist.wasm', import.meta.url));
const ALL_BYTES = readFileSync(new URL('../../wasm/zobrist-all.wasm', import.meta.url));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// The raw exports of a fresh instance, without the glue.
function rawExports(bytes) {
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports);
  exports._initialize();
  return exports;
}

// Whether bytes contain the 8 bytes of key, little-endian (as a module stores it).
function holdsKey(bytes, key) {
  const needle = new Uint8Array(new BigUint64Array([key]).buffer);
  return Buffer.from(bytes).indexOf(needle) >= 0;
}

describe('zobrist.wasm, the main module', () => {
  it('is within 32 KiB', () => {
    assert.ok(MAIN_BYTES.length <= 32 * 1024, `${MAIN_BYTES.length} bytes`);
  });

  it('carries no Polyglot table: the glue writes its JS copy at init, and the keys are Polyglot\'s', () => {
    const keys = polyglotKeys();
    assert.ok(holdsKey(ALL_BYTES, keys[1]), 'the search finds a key in zobrist-all.wasm');
    assert.ok(!holdsKey(MAIN_BYTES, keys[1]), 'zobrist.wasm holds no Polyglot key');
    const raw = rawExports(MAIN_BYTES);
    const slots = new BigUint64Array(raw.memory.buffer, raw.zbw_polyglot_table_slots(), 781);
    assert.ok(slots.every((k) => k === 0n), 'empty until the glue fills them');

    const zb = initSync(MAIN_BYTES);
    assert.deepEqual(zb.polyglotTable(), initAllSync(ALL_BYTES).polyglotTable(), 'the C core\'s table');
    assert.equal(zb.keyOfFen(START), 0x463b96181691fc9cn);
    const pos = new zb.Position().play('e4');
    assert.equal(pos.keyHex, '823c9b50fd114196');
    pos.free();
  });

  it('the built-in layouts the glue gives both modules equal the C core\'s own', () => {
    const raw = rawExports(ALL_BYTES);
    const EP_RULES = ['pseudo', 'legal', 'literal'];
    ['polyglot', 'stockfish', 'chessjs'].forEach((name, which) => {
      const l = layout(name);
      const keys = raw.zbw_keys_named(which);
      assert.deepEqual(new BigUint64Array(raw.memory.buffer, raw.zbw_keys_table_of(keys), 781), l.table, `${name} table`);
      assert.deepEqual(new BigUint64Array(raw.memory.buffer, raw.zbw_keys_castling_of(keys), 16), l.castling, `${name} castling`);
      assert.equal(EP_RULES[raw.zbw_keys_ep_rule_of(keys)], l.ep, `${name} ep rule`);
      assert.equal(raw.zbw_keys_turn_side_of(keys) === 1 ? 'white' : 'black', l.turn, `${name} turn`);
      assert.equal(raw.zbw_keys_halfmove_buckets_of(keys) === 1, l.halfmoveBuckets, `${name} halfmove buckets`);
    });
    assert.equal(raw.zbw_keys_named(3), 0);
  });

  it('its allocator: 16-aligned blocks that never overlap, reused once freed, 0 when too large', () => {
    const raw = rawExports(MAIN_BYTES);
    let state = 7;
    const random = (n) => { state ^= state << 13; state ^= state >>> 17; state ^= state << 5; return (state >>> 0) % n; }; // xorshift32
    const live = new Map(); // ptr -> [size, tag]
    const bytes = () => new Uint8Array(raw.memory.buffer);
    const check = (ptr) => {
      const [size, tag] = live.get(ptr);
      const u8 = bytes();
      for (let i = 0; i < size; i += 1 + (size >> 6)) assert.equal(u8[ptr + i], tag, `block ${ptr} (${size} bytes) overwritten at ${i}`);
      if (size) assert.equal(u8[ptr + size - 1], tag, `block ${ptr} (${size} bytes) overwritten at its end`);
    };
    const start = raw.memory.buffer.byteLength;
    let liveBytes = 0, peak = 0;
    for (let round = 0; round < 4000; round++) {
      if (live.size && random(2)) {
        const ptrs = [...live.keys()];
        const ptr = ptrs[random(ptrs.length)];
        check(ptr);
        raw.zbw_free(ptr);
        liveBytes -= live.get(ptr)[0];
        live.delete(ptr);
      } else {
        const size = random(5) ? random(2000) : random(300000);
        const ptr = raw.zbw_alloc(size);
        assert.ok(ptr > 0 && ptr % 16 === 0, `alloc(${size}) gave ${ptr}`);
        const tag = 1 + random(255);
        bytes().fill(tag, ptr, ptr + size);
        live.set(ptr, [size, tag]);
        peak = Math.max(peak, liveBytes += size);
      }
    }
    for (const ptr of live.keys()) check(ptr);
    // Power-of-two blocks, never merged: about twice the most ever live here.
    const grown = raw.memory.buffer.byteLength - start;
    assert.ok(grown <= 3 * peak, `memory grew by ${grown} bytes for at most ${peak} live`);
    assert.equal(raw.zbw_alloc(0xfffffff0), 0);
  });

  it('a history grown by realloc keeps every state: 300 plies played and taken back key by key', () => {
    const zb = initSync(MAIN_BYTES);
    const pos = new zb.Position();
    const keys = [pos.keyHex];
    for (let i = 0; i < 300; i++) keys.push(pos.play(['Nf3', 'Nc6', 'Nc3', 'Nf6', 'Ng1', 'Nb8', 'Nb1', 'Ng8'][i % 8]).keyHex);
    for (let i = 300; i > 0; i--) {
      assert.equal(pos.keyHex, keys[i], `ply ${i}`);
      pos.undo();
    }
    assert.equal(pos.keyHex, keys[0]);
    assert.equal(pos.fen, START);
    pos.free();
  });
});
