// What the last move did to the key, feature by feature: the keys that went
// in and out between two feature lists (as featuresOfFen gives them) under a
// key layout, in the order a reader thinks of a move (the piece leaves, it
// arrives, what it captured, the castling rook, the rights, the ep file, the
// turn, Stockfish's halfmove bucket), with the running key after each one.
// Pure (no DOM, no WASM), so Node tests it too (tests/js/xor-trail.test.js).
// The layouts module by path, not by the package's name: in Node the name
// resolves to the bundle, whose Layouts keyOfFeatures would not recognise.
import { keyOfFeatures, halfmoveKey } from '../wasm/chess/layouts.js';

const CASTLING = 768, EP = 772, TURN = 780;
const TYPES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
const RIGHTS = 'KQkq';
const MASK48 = (1n << 48n) - 1n;
export const hex16 = (k) => k.toString(16).padStart(16, '0');
export const hex12 = (k) => k.toString(16).padStart(12, '0');

const squareName = (sq) => String.fromCharCode(97 + (sq & 7), 49 + (sq >> 3));

// A feature index as words: "white knight g1", "castling K", "ep file e".
export function featureName(f) {
  if (f < CASTLING) return `${(f >> 6) & 1 ? 'white' : 'black'} ${TYPES[f >> 7]} ${squareName(f & 63)}`;
  if (f < EP) return `castling ${RIGHTS[f - CASTLING]}`;
  if (f < TURN) return `ep file ${'abcdefgh'[f - EP]}`;
  return 'turn (white to move)';
}

// The square of a piece feature, or -1.
export const featureSquare = (f) => (f < CASTLING ? f & 63 : -1);

const rightsOf = (features) => features.filter((f) => f >= CASTLING && f < EP).reduce((r, f) => r | (1 << (f - CASTLING)), 0);
const rightsText = (r) => [...RIGHTS].filter((_, bit) => r & (1 << bit)).join('') || '-';
const bucketText = (clock) => (clock < 14 ? 'none' : String(Math.floor((clock - 14) / 8)));
const turnKeyIn = (l, features) => features.includes(TURN) === (l.turn === 'white');

// The pieces in move order: each arriving piece after the piece it came
// from (same kind, else a pawn of its colour: a promotion), the king before
// its rook; then what left without arriving (captures).
function pieceChanges(l, left, entered) {
  const table = l.table; // a copy (a Layout hands out copies of its keys)
  const steps = [], rest = [...left];
  const take = (match) => { const i = rest.findIndex(match); return i < 0 ? undefined : rest.splice(i, 1)[0]; };
  const kind = (f) => f >> 6;
  const step = (f, sign, role) => steps.push({ feature: f, label: featureName(f), role, sign, key: table[f], out: sign === '−' ? table[f] : 0n, in: sign === '+' ? table[f] : 0n });
  let arrived = 0;
  for (const f of [...entered].sort((a, b) => b - a)) {
    const same = take((g) => kind(g) === kind(f));
    const pawn = same === undefined ? take((g) => kind(g) === (kind(f) & 1)) : undefined;
    const castlingRook = arrived > 0 && f >> 7 === 3;
    if (same !== undefined) step(same, '−', castlingRook ? 'rook from' : 'from');
    else if (pawn !== undefined) step(pawn, '−', 'pawn out');
    step(f, '+', castlingRook ? 'rook to' : pawn !== undefined ? 'promoted to' : same !== undefined ? 'to' : 'in');
    arrived++;
  }
  for (const f of rest) step(f, '−', arrived ? 'captured' : 'out');
  return steps;
}

// Every change between two positions under layout l, as
//   { feature?, label, role, sign: '+' | '−' | '±', key, out, in }
// key: what XOR combines; out/in: what an additive key subtracts and adds.
export function changes(l, before, after, halfmoveBefore = 0, halfmoveAfter = 0) {
  const table = l.table, castling = l.castling; // copies, once
  before = [...before];
  after = [...after];
  const had = new Set(before), has = new Set(after);
  const left = before.filter((f) => !has.has(f)), entered = after.filter((f) => !had.has(f));
  const pieces = (list) => list.filter((f) => f < CASTLING);
  const steps = pieceChanges(l, pieces(left), pieces(entered));

  const r0 = rightsOf(before), r1 = rightsOf(after);
  if (r0 !== r1 && l.castlingKeys === 16) {
    // No key per right: the old set's key goes and the new set's comes.
    const out = castling[r0], into = castling[r1];
    steps.push({ label: `castling ${rightsText(r0)} → ${rightsText(r1)}`, role: 'rights', sign: '±', key: out ^ into, out, in: into });
  } else {
    for (let bit = 0; bit < 4; bit++) {
      if (((r0 ^ r1) >> bit) & 1) {
        const f = CASTLING + bit, lost = (r0 >> bit) & 1, k = table[f];
        steps.push({ feature: f, label: featureName(f), role: lost ? 'right lost' : 'right gained', sign: lost ? '−' : '+', key: k, out: lost ? k : 0n, in: lost ? 0n : k });
      }
    }
  }

  for (const f of left.filter((g) => g >= EP && g < TURN)) steps.push({ feature: f, label: featureName(f), role: 'ep out', sign: '−', key: table[f], out: table[f], in: 0n });
  for (const f of entered.filter((g) => g >= EP && g < TURN)) steps.push({ feature: f, label: featureName(f), role: 'ep in', sign: '+', key: table[f], out: 0n, in: table[f] });

  const turnBefore = turnKeyIn(l, before), turnAfter = turnKeyIn(l, after);
  if (turnBefore !== turnAfter) {
    const k = table[TURN];
    steps.push({ feature: TURN, label: `turn key (${after.includes(TURN) ? 'white' : 'black'} to move)`, role: 'turn',
      sign: turnAfter ? '+' : '−', key: k, out: turnAfter ? 0n : k, in: turnAfter ? k : 0n });
  }

  const h0 = halfmoveKey(l, halfmoveBefore), h1 = halfmoveKey(l, halfmoveAfter);
  if (h0 !== h1) {
    steps.push({ label: `halfmove bucket ${bucketText(halfmoveBefore)} → ${bucketText(halfmoveAfter)}`, role: 'halfmove', sign: '±', key: h0 ^ h1, out: h0, in: h1 });
  }
  return steps;
}

// The XOR trail: [{ label, role, sign, feature?, key, keyHex, running,
// runningHex }], the running key starting at the old position's key; the
// last running key is keyOfFeatures(l, after, halfmoveAfter).
export function xorTrail(l, before, after, halfmoveBefore = 0, halfmoveAfter = 0) {
  let running = keyOfFeatures(l, before, halfmoveBefore);
  return changes(l, before, after, halfmoveBefore, halfmoveAfter).map((s) => {
    running ^= s.key;
    return { ...s, keyHex: hex16(s.key), running, runningHex: hex16(running) };
  });
}

// An Additive48 key of features under l (Polyglot's for the page's scheme):
// the sum mod 2^48 of the high 48 bits of the keys XOR would combine.
export function add48OfFeatures(l, features, halfmove = 0) {
  const table = l.table, castling = l.castling; // copies, once
  const high = (k) => k >> 16n;
  let sum = 0n, rights = 0;
  for (const f of features) {
    if (f >= CASTLING && f < EP) rights |= 1 << (f - CASTLING);
    else if (f !== TURN) sum += high(table[f]);
  }
  if (l.castlingKeys === 16) sum += high(castling[rights]);
  else for (let bit = 0; bit < 4; bit++) if (rights & (1 << bit)) sum += high(table[CASTLING + bit]);
  if (turnKeyIn(l, [...features])) sum += high(table[TURN]);
  sum += high(halfmoveKey(l, halfmove));
  return sum & MASK48;
}

// The Additive48 trail: one line a key subtracted or added (a '±' change is
// two lines), { label, sign, key48, keyHex, running, runningHex }.
export function addTrail(l, before, after, halfmoveBefore = 0, halfmoveAfter = 0) {
  let running = add48OfFeatures(l, before, halfmoveBefore);
  const lines = [];
  const push = (label, role, sign, key) => {
    const key48 = key >> 16n;
    running = (running + (sign === '+' ? key48 : -key48)) & MASK48;
    lines.push({ label, role, sign, key48, keyHex: hex12(key48), running, runningHex: hex12(running) });
  };
  for (const s of changes(l, before, after, halfmoveBefore, halfmoveAfter)) {
    if (s.sign !== '±') push(s.label, s.role, s.sign, s.key);
    else {
      const [from, to] = s.label.replace(/^(castling|halfmove bucket) /, '').split(' → ');
      const what = s.label.startsWith('castling') ? 'castling' : 'halfmove bucket';
      if (s.out) push(`${what} ${from}`, s.role, '−', s.out);
      if (s.in) push(`${what} ${to}`, s.role, '+', s.in);
    }
  }
  return lines;
}
