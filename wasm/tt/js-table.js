// The transposition table in pure JS, in the two key representations the
// JS schemes use: Paired32Table (a key as hi/lo int32 halves: bit operations
// only) and BigIntTable (a key as a BigInt: the bucket from
// Number(key & mask), the check bits cut out with BigInt shifts). Both keep
// the C table's slots and policies (slots.js) and answer as it does.
import { BOUND, OUTCOMES, COUNTER_NAMES, readConfig, configObject, checkKey, checkHalves, checkId, checkPayload, ttError } from './args.js';
import { SlotTable } from './slots.js';

// What the fronts share: the configuration, counters, the instrumented
// mode's argument rules (as tt_probe.c and tt_store.c order them).
class JsTable extends SlotTable {
  get config() { return configObject(this.n, this.m, this.policyIndex, this.k, this.idCount); }
  get counters() { return Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, this.counts[i]])); }

  // A plain probe: refused on an instrumented table, as C refuses it.
  probeChecked(first, lo, hi, what) {
    if (this.ids) throw ttError('TT_NEEDS_ID', what);
    return this.lookup(first, lo, hi) >= 0;
  }

  storeChecked(first, lo, hi, id, depth, score, bound, move, what) {
    if (this.ids) throw ttError('TT_NEEDS_ID', what);
    if (bound < 1 || bound > 3) throw ttError('TT_BOUND', what);
    this.place(first, lo, hi, 0, depth, score, bound, move);
  }

  probeIdChecked(first, lo, hi, id, what) {
    this.instrumented(id, what);
    return this.classify(this.lookup(first, lo, hi), id);
  }

  storeIdChecked(first, lo, hi, id, depth, score, bound, move, what) {
    this.instrumented(id, what);
    if (bound < 1 || bound > 3) throw ttError('TT_BOUND', what);
    this.place(first, lo, hi, id, depth, score, bound, move);
  }

  instrumented(id, what) {
    if (!this.ids) throw ttError('TT_NOT_INSTRUMENTED', what);
    if (id >= this.idCount) throw ttError('TT_ID_RANGE', what);
  }

  entry() { return { depth: this.depth, score: this.score, bound: this.bound, move: this.move, age: this.age }; }
}

export class Paired32Table extends JsTable {
  static name = 'Paired32Table';
  #indexMask; #shift; #maskLo; #maskHi;

  constructor(options = undefined) {
    const c = readConfig(options, 'new Paired32Table(options)');
    super(c, 'new Paired32Table(options)');
    const { n, m } = this;
    this.#indexMask = n === 32 ? -1 : (1 << n) - 1;
    this.#shift = n;
    this.#maskLo = m >= 32 ? -1 : (1 << m) - 1;
    this.#maskHi = m <= 32 ? 0 : m === 64 ? -1 : (1 << (m - 32)) - 1;
  }

  // The bucket's first slot; the check bits go to #lo/#hi.
  #lo = 0; #hi = 0;
  #split(hi, lo) {
    const n = this.#shift;
    let sLo, sHi;
    if (n === 0) sLo = lo, sHi = hi;
    else if (n === 32) sLo = hi, sHi = 0;
    else sLo = (lo >>> n) | (hi << (32 - n)), sHi = hi >>> n; // JS shifts count mod 32: 0 and 32 apart
    this.#lo = sLo & this.#maskLo;
    this.#hi = sHi & this.#maskHi;
    return ((lo & this.#indexMask) >>> 0) * this.k;
  }

  probe32(hi, lo) {
    const what = 'probe32(hi, lo)';
    checkHalves(hi, lo, what);
    return this.probeChecked(this.#split(hi, lo), this.#lo, this.#hi, what);
  }

  get32(hi, lo) { return this.probe32(hi, lo) ? this.entry() : null; }

  store32(hi, lo, depth, score, bound, move = 0) {
    const what = 'store32(hi, lo, ...)';
    checkHalves(hi, lo, what);
    checkPayload(depth, score, bound, move, what);
    this.storeChecked(this.#split(hi, lo), this.#lo, this.#hi, 0, depth, score, bound, move, what);
  }

  probeId32(hi, lo, id) {
    const what = 'probeId32(hi, lo, id)';
    checkHalves(hi, lo, what);
    checkId(id, what);
    return this.probeIdChecked(this.#split(hi, lo), this.#lo, this.#hi, id, what);
  }

  storeId32(hi, lo, id, depth, score, bound, move = 0) {
    const what = 'storeId32(hi, lo, id, ...)';
    checkHalves(hi, lo, what);
    checkId(id, what);
    checkPayload(depth, score, bound, move, what);
    this.storeIdChecked(this.#split(hi, lo), this.#lo, this.#hi, id, depth, score, bound, move, what);
  }
}

export class BigIntTable extends JsTable {
  static name = 'BigIntTable';
  #indexMask; #shift; #checkMask; #wide;

  constructor(options = undefined) {
    const c = readConfig(options, 'new BigIntTable(options)');
    super(c, 'new BigIntTable(options)');
    this.#indexMask = (1n << BigInt(this.n)) - 1n;
    this.#shift = BigInt(this.n);
    this.#checkMask = (1n << BigInt(this.m)) - 1n;
    this.#wide = this.m > 32; // else the high half is 0: one conversion saved
  }

  // Any BigInt, taken mod 2^64 (a signed one from an i64 works too).
  #lo = 0; #hi = 0;
  #split(key) {
    const check = (key >> this.#shift) & this.#checkMask;
    this.#lo = Number(check & 0xffffffffn) | 0;
    this.#hi = this.#wide ? Number(check >> 32n) | 0 : 0;
    return Number(key & this.#indexMask) * this.k;
  }

  probe(key) {
    const what = 'probe(key)';
    checkKey(key, what);
    return this.probeChecked(this.#split(key), this.#lo, this.#hi, what);
  }

  get(key) { return this.probe(key) ? this.entry() : null; }

  store(key, depth, score, bound, move = 0) {
    const what = 'store(key, ...)';
    checkKey(key, what);
    checkPayload(depth, score, bound, move, what);
    this.storeChecked(this.#split(key), this.#lo, this.#hi, 0, depth, score, bound, move, what);
  }

  probeId(key, id) {
    const what = 'probeId(key, id)';
    checkKey(key, what);
    checkId(id, what);
    return this.probeIdChecked(this.#split(key), this.#lo, this.#hi, id, what);
  }

  storeId(key, id, depth, score, bound, move = 0) {
    const what = 'storeId(key, id, ...)';
    checkKey(key, what);
    checkId(id, what);
    checkPayload(depth, score, bound, move, what);
    this.storeIdChecked(this.#split(key), this.#lo, this.#hi, id, depth, score, bound, move, what);
  }
}

Object.assign(Paired32Table, BOUND);
Object.assign(BigIntTable, BOUND);
export { BOUND, OUTCOMES };
