// TranspositionTable: the C table (src/tt/) in WASM memory. Keys as a BigInt
// (probe, store) or as two 32-bit halves (probe32, store32: no BigInt made);
// a probe that finds an entry copies it into depth/score/bound/move/age.
import { ZobristError } from '../core/errors.js';
import { ownership, dispose } from '../core/owned.js';
import { BOUND, OUTCOMES, COUNTER_NAMES, readConfig, configObject, checkKey, checkHalves, checkId, checkPayload, ttError } from './args.js';

export function defineTable(core, live) {
  const x = core.x;
  const { error } = core.gameErrors(x.zbw_tt_error_name, x.zbw_tt_error_message, 'TT_');
  const owner = ownership(core, x.zbw_tt_destroy, live);
  // The record a probe's entry comes out in, a store's goes in through.
  // Memory growth detaches the old buffer, which empties the view: its
  // length is the cheap test (memory.buffer is a slow getter on a hot path).
  const recordPtr = x.zbw_tt_record();
  let record = new Int32Array(core.memory.buffer, recordPtr, 5);
  // Out of the callers: on the hot path its code would count against V8's
  // inlining budget (args.js says why that matters).
  const remakeRecord = () => { record = new Int32Array(core.memory.buffer, recordPtr, 5); };

  class TranspositionTable {
    static name = 'TranspositionTable';
    #ptr = 0;
    #instrumented = false;
    // The entry the last successful probe found.
    depth = 0; score = 0; bound = 0; move = 0; age = 0;

    // new TranspositionTable({ indexBits = 16, checkBits = 16, policy =
    // 'always-replace', bucketSlots = 0 (the policy's), idCount = 0 }).
    constructor(options = undefined) {
      const c = readConfig(options, 'new TranspositionTable(options)');
      const out = core.output.need(4);
      const err = x.zbw_tt_create(c.indexBits, c.checkBits, c.policy, c.bucketSlots, c.idCount, out);
      if (err) throw error(err, 'new TranspositionTable(options)');
      this.#ptr = new Uint32Array(core.memory.buffer, out, 1)[0];
      this.#instrumented = c.idCount > 0;
      owner.adopt(this, this.#ptr);
    }

    #live() {
      if (this.#ptr === 0) throw new ZobristError('TT_FREED', 'this TranspositionTable was freed (free() or dispose) and cannot be used');
      return this.#ptr;
    }

    #found() {
      if (record.length === 0) remakeRecord();
      this.depth = record[0]; this.score = record[1]; this.bound = record[2];
      this.move = record[3]; this.age = record[4];
    }

    // A store's entry goes in through the record (exports_tt.c says why).
    static #write(depth, score, bound, move) {
      if (record.length === 0) remakeRecord();
      record[0] = depth; record[1] = score; record[2] = bound; record[3] = move;
    }

    // true, and the entry in this.depth ... this.age, when a slot holds the
    // key's check bits.
    probe(key) {
      const ptr = this.#live();
      checkKey(key, 'probe(key)');
      if (!x.zbw_tt_probe(ptr, key)) return this.#missed('probe(key)');
      this.#found();
      return true;
    }

    probe32(hi, lo) {
      const ptr = this.#live();
      checkHalves(hi, lo, 'probe32(hi, lo)');
      if (!x.zbw_tt_probe32(ptr, hi, lo)) return this.#missed('probe32(hi, lo)');
      this.#found();
      return true;
    }

    // Nothing found, or, on an instrumented table, the probe refused by C
    // (it finds nothing there): probeId() it, as storeId() stores.
    #missed(what) {
      if (this.#instrumented) throw ttError('TT_NEEDS_ID', what);
      return false;
    }

    // The entry as an object, or null.
    get(key) {
      return this.probe(key) ? { depth: this.depth, score: this.score, bound: this.bound, move: this.move, age: this.age } : null;
    }

    // Stores as the policy says; a refusal is counted, not thrown.
    store(key, depth, score, bound, move = 0) {
      const ptr = this.#live();
      checkKey(key, 'store(key, ...)');
      checkPayload(depth, score, bound, move, 'store(key, ...)');
      TranspositionTable.#write(depth, score, bound, move);
      const err = x.zbw_tt_store(ptr, key);
      if (err) throw error(err, 'store(key, ...)');
    }

    store32(hi, lo, depth, score, bound, move = 0) {
      const ptr = this.#live();
      checkHalves(hi, lo, 'store32(hi, lo, ...)');
      checkPayload(depth, score, bound, move, 'store32(hi, lo, ...)');
      TranspositionTable.#write(depth, score, bound, move);
      const err = x.zbw_tt_store32(ptr, hi, lo);
      if (err) throw error(err, 'store32(hi, lo, ...)');
    }

    // Instrumented tables (idCount > 0): 'miss', 'hit', 'type1' or 'type2';
    // the entry (a wrong one for 'type1') as after probe().
    probeId(key, id) {
      const ptr = this.#live();
      checkKey(key, 'probeId(key, id)');
      checkId(id, 'probeId(key, id)');
      return this.#outcome(x.zbw_tt_probe_id(ptr, key, id), 'probeId(key, id)');
    }

    probeId32(hi, lo, id) {
      const ptr = this.#live();
      checkHalves(hi, lo, 'probeId32(hi, lo, id)');
      checkId(id, 'probeId32(hi, lo, id)');
      return this.#outcome(x.zbw_tt_probe_id32(ptr, hi, lo, id), 'probeId32(hi, lo, id)');
    }

    #outcome(code, what) {
      if (code < 0) throw error(-code, what);
      if (code === 1 || code === 2) this.#found();
      return OUTCOMES[code];
    }

    storeId(key, id, depth, score, bound, move = 0) {
      const ptr = this.#live();
      checkKey(key, 'storeId(key, id, ...)');
      checkId(id, 'storeId(key, id, ...)');
      checkPayload(depth, score, bound, move, 'storeId(key, id, ...)');
      TranspositionTable.#write(depth, score, bound, move);
      const err = x.zbw_tt_store_id(ptr, key, id);
      if (err) throw error(err, 'storeId(key, id, ...)');
    }

    storeId32(hi, lo, id, depth, score, bound, move = 0) {
      const ptr = this.#live();
      checkHalves(hi, lo, 'storeId32(hi, lo, id, ...)');
      checkId(id, 'storeId32(hi, lo, id, ...)');
      checkPayload(depth, score, bound, move, 'storeId32(hi, lo, id, ...)');
      TranspositionTable.#write(depth, score, bound, move);
      const err = x.zbw_tt_store_id32(ptr, hi, lo, id);
      if (err) throw error(err, 'storeId32(hi, lo, id, ...)');
    }

    // Empties the table: entries, identities, counters, age.
    clear() { x.zbw_tt_clear(this.#live()); }
    // A new search: entries stored from now on are newer (buckets' aging).
    newSearch() { x.zbw_tt_new_search(this.#live()); }

    get config() {
      const out = core.output.need(20);
      x.zbw_tt_config(this.#live(), out);
      const [n, m, policy, k, idCount] = new Uint32Array(core.memory.buffer, out, 5);
      return configObject(n, m, policy, k, idCount);
    }

    get counters() {
      const out = core.output.need(72);
      x.zbw_tt_counters(this.#live(), out);
      const values = new Float64Array(core.memory.buffer, out, 9);
      return Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, values[i]]));
    }

    get freed() { return this.#ptr === 0; }

    free() {
      if (this.#ptr === 0) return;
      owner.release(this, this.#ptr);
      this.#ptr = 0;
    }

    [dispose]() { this.free(); }
  }

  Object.assign(TranspositionTable, BOUND);
  return { TranspositionTable };
}
