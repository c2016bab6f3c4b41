// The C table's layout and policies (src/tt/) over an Int32Array, for the
// pure-JS tables in js-table.js, which only turn a key into (the bucket's
// first slot, its check bits as two int32 halves). Same slots, same order,
// same choices as zobrist_tt_inline.h, so the same answers for the same calls.
//
// A slot is 4 int32s, 16 bytes as in C:
//   0 check bits, low half   1 check bits, high half (the key's bits n ..
//     n+m-1 shifted down; C keeps them in place: the same comparison)
//   2 score (low 16 bits, signed) | move << 16
//   3 depth (low 8 bits, signed) | bound << 8 | age << 16; bound 0 = empty
import { ttError } from './args.js';

const NEVER = 0, STORED = 1, EVICTED = 2; // an identity's state, as zobrist_tt_inline.h
const DEFAULT_SLOTS = [1, 1, 2, 4];
const MAX_SLOTS = [1, 1, 2, 8];
const ALWAYS_REPLACE = 0, DEPTH_PREFERRED = 1, TWO_TIER = 2, BUCKETS = 3;
const PROBES = 0, FOUND = 1, STORES = 2, REFUSED = 3, HITS = 4, MISSES = 5, TYPE1 = 6, TYPE2 = 7, EVICTIONS = 8;

const bound = (w3) => (w3 >>> 8) & 0xff;
const depth = (w3) => (w3 << 24) >> 24;
const age = (w3) => (w3 >>> 16) & 0xff;

// The slots a bucket has, checked against the policy as tt_table.c does
// (readConfig checked the rest).
function checkConfig(c, what) {
  const k = c.bucketSlots || DEFAULT_SLOTS[c.policy];
  if (k > MAX_SLOTS[c.policy] || (c.policy !== BUCKETS && k !== DEFAULT_SLOTS[c.policy])) throw ttError('TT_BUCKET_SLOTS', what);
  return k;
}

export class SlotTable {
  static name = 'SlotTable';
  // The entry the last successful probe found.
  depth = 0; score = 0; bound = 0; move = 0; age = 0;

  constructor(c, what) {
    const k = checkConfig(c, what);
    this.n = c.indexBits;
    this.m = c.checkBits;
    this.policyIndex = c.policy;
    this.k = k;
    this.idCount = c.idCount;
    try {
      this.slots = new Int32Array(4 * k * 2 ** c.indexBits);
      this.ids = c.idCount ? new Uint32Array(k * 2 ** c.indexBits) : null;
      this.idState = c.idCount ? new Uint8Array(c.idCount) : null;
    } catch (e) {
      if (e instanceof RangeError) throw ttError('TT_NO_MEMORY', what);
      throw e;
    }
    this.tableAge = 0;
    this.resetCounters();
  }

  // In COUNTER_NAMES' order (args.js): a typed array, cheap to increment.
  resetCounters() { this.counts = new Float64Array(9); }

  // The slot of the bucket that is used and holds the check bits, or -1.
  find(first, lo, hi) {
    const s = this.slots;
    for (let i = first, end = first + this.k; i < end; i++) {
      const at = 4 * i;
      if (s[at] === lo && s[at + 1] === hi && bound(s[at + 3]) !== 0) return i;
    }
    return -1;
  }

  // tt_lookup: counts the probe; the entry found into this.depth ...
  lookup(first, lo, hi) {
    this.counts[PROBES]++;
    const found = this.find(first, lo, hi);
    if (found < 0) return -1;
    const s = this.slots, at = 4 * found;
    if (this.policyIndex === BUCKETS) s[at + 3] = (s[at + 3] & 0xffff) | (this.tableAge << 16); // still in use
    const w2 = s[at + 2], w3 = s[at + 3];
    this.score = (w2 << 16) >> 16;
    this.move = w2 >>> 16;
    this.depth = depth(w3);
    this.bound = bound(w3);
    this.age = age(w3);
    this.counts[FOUND]++;
    return found;
  }

  // zb_tt_probe_id's classification of a lookup.
  classify(found, id) {
    const c = this.counts;
    if (found >= 0 && this.ids[found] === id) { c[HITS]++; return 'hit'; }
    if (found >= 0) { c[TYPE1]++; return 'type1'; }
    if (this.idState[id] === EVICTED) { c[TYPE2]++; return 'type2'; }
    c[MISSES]++;
    return 'miss';
  }

  // Empties slot i; another position's entry there is now lost (type 2).
  vacate(i, id) {
    const s = this.slots, at = 4 * i;
    if (bound(s[at + 3]) === 0) return;
    if (this.ids && this.ids[i] !== id) {
      this.idState[this.ids[i]] = EVICTED;
      this.counts[EVICTIONS]++;
    }
    s[at + 3] &= ~0xff00;
  }

  put(i, lo, hi, id, d, score, b, move) {
    if (this.ids) { // what the slot held is lost (a plain table has nothing to record)
      this.vacate(i, id);
      this.ids[i] = id;
      this.idState[id] = STORED;
    }
    const s = this.slots, at = 4 * i;
    s[at] = lo;
    s[at + 1] = hi;
    s[at + 2] = (score & 0xffff) | (move << 16);
    s[at + 3] = (d & 0xff) | (b << 8) | (this.tableAge << 16);
  }

  // tt_place: the policy's choice (b is 1..3: the fronts checked it).
  place(first, lo, hi, id, d, score, b, move) {
    this.counts[STORES]++;
    const s = this.slots;
    switch (this.policyIndex) {
      case ALWAYS_REPLACE:
        this.put(first, lo, hi, id, d, score, b, move);
        return;
      case DEPTH_PREFERRED: {
        const w3 = s[4 * first + 3];
        if (bound(w3) === 0 || d >= depth(w3)) this.put(first, lo, hi, id, d, score, b, move);
        else this.counts[REFUSED]++;
        return;
      }
      case TWO_TIER:
        this.twoTier(first, lo, hi, id, d, score, b, move);
        return;
      default:
        this.agingBucket(first, lo, hi, id, d, score, b, move);
    }
  }

  // Slot first is depth-preferred, first + 1 always-replace.
  twoTier(first, lo, hi, id, d, score, b, move) {
    const s = this.slots, deep = first, recent = first + 1, dat = 4 * deep;
    const dw3 = s[dat + 3], deepUsed = bound(dw3) !== 0;
    if (deepUsed && d < depth(dw3)) {
      this.put(recent, lo, hi, id, d, score, b, move);
      return;
    }
    const rat = 4 * recent;
    if (bound(s[rat + 3]) !== 0 && s[rat] === lo && s[rat + 1] === hi) this.vacate(recent, id); // an older copy
    if (deepUsed && (s[dat] !== lo || s[dat + 1] !== hi)) this.moveDown(deep, recent);
    this.put(deep, lo, hi, id, d, score, b, move);
  }

  moveDown(deep, recent) {
    const moved = this.ids ? this.ids[deep] : 0;
    this.vacate(recent, moved);
    const s = this.slots, to = 4 * recent, from = 4 * deep; // four int32s: no copyWithin call
    s[to] = s[from];
    s[to + 1] = s[from + 1];
    s[to + 2] = s[from + 2];
    s[to + 3] = s[from + 3];
    if (this.ids) this.ids[recent] = moved;
    s[from + 3] &= ~0xff00;
  }

  // The slot holding the key, else an empty one, else the one to replace
  // first: from an earlier search before this one's, then the shallowest.
  agingBucket(first, lo, hi, id, d, score, b, move) {
    const same = this.find(first, lo, hi);
    if (same >= 0) {
      this.put(same, lo, hi, id, d, score, b, move);
      return;
    }
    const s = this.slots, now = this.tableAge;
    let victim = first;
    for (let i = first; i < first + this.k; i++) {
      const w3 = s[4 * i + 3];
      if (bound(w3) === 0) { victim = i; break; }
      const v3 = s[4 * victim + 3];
      const old = age(w3) !== now, vOld = age(v3) !== now;
      if (old !== vOld ? old : depth(w3) < depth(v3)) victim = i;
    }
    this.put(victim, lo, hi, id, d, score, b, move);
  }

  clear() {
    this.slots.fill(0);
    if (this.idState) this.idState.fill(NEVER);
    this.tableAge = 0;
    this.resetCounters();
  }

  newSearch() { this.tableAge = (this.tableAge + 1) & 0xff; }
}
