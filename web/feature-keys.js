// What the UTTT and Go panels share: the three JS schemes kept on a game's
// key table from the features each move toggles, and the keys column (the
// key in every scheme, the agreement mark, what the last move toggled and
// the XOR check), filled by element ids with the panel's prefix.
const SCHEMES = ['bigint64', 'paired32', 'additive48'];
const hex8 = (n) => n.toString(16).padStart(8, '0');
export const hex16 = (k) => k.toString(16).padStart(16, '0');

// A KeySpace on a game's table and its three incremental hashes. sync()
// moves them to a position's features by the symmetric difference: the
// features that left are removed, those that entered are added.
export class FeatureKeys {
  constructor(zb, table) {
    this.space = new zb.KeySpace(table);
    this.hashes = Object.fromEntries(SCHEMES.map((name) => [name, this.space.hash(name)]));
    this.present = new Set();
  }

  sync(features) {
    const next = new Set(features);
    const left = [...this.present].filter((f) => !next.has(f));
    const entered = [...next].filter((f) => !this.present.has(f));
    for (const hash of Object.values(this.hashes)) {
      for (const f of left) hash.remove(f);
      for (const f of entered) hash.add(f);
    }
    this.present = next;
    return { left, entered };
  }

  free() { this.space.free(); }
}

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

// Fills the keys column of the panel whose element ids start with prefix.
//   pos: the game's position (key, keyHex, features())
//   keys: its FeatureKeys
//   change: what the last move toggled, { move, before, left, entered } or null
//   nameOf: feature index -> readable name ("X on e5")
export function renderKeyColumn(prefix, { pos, keys, change, nameOf }) {
  const $ = (id) => document.getElementById(`${prefix}-${id}`);
  const { bigint64, paired32, additive48 } = keys.hashes;
  $('key-wasm').textContent = pos.keyHex;
  $('key-bigint64').textContent = bigint64.keyHex;
  $('key-paired32').textContent = `${hex8(paired32.hi)}:${hex8(paired32.lo)}`;
  $('key-additive48').textContent = additive48.keyHex;

  const key = pos.key;
  const xorAgree = key === bigint64.key && key === paired32.key;
  const addAgree = additive48.key === keys.space.add48Of(pos.features());
  const agree = xorAgree && addAgree;
  const mark = $('agreement');
  mark.textContent = agree
    ? '✔ WASM 64-bit, BigInt64 and Paired32 agree; Additive48 matches add48Of(features)'
    : `✘ ${[!xorAgree && 'the 64-bit keys differ', !addAgree && 'Additive48 differs from add48Of(features)'].filter(Boolean).join('; ')}`;
  mark.className = `agreement ${agree ? 'ok' : 'bad'}`;
  mark.dataset.agree = String(agree);

  const body = $('toggles').tBodies[0];
  const check = $('xor-check');
  body.replaceChildren();
  if (!change) {
    $('toggles-title').textContent = 'What the last move toggled';
    const tr = document.createElement('tr');
    tr.append(cell('no move yet', 'muted'));
    tr.firstChild.colSpan = 4;
    body.append(tr);
    check.textContent = '';
    check.className = 'xor-check';
    delete check.dataset.ok;
    return;
  }
  $('toggles-title').textContent = `What ${change.move} toggled`;
  const toggled = [...change.left.map((f) => [f, '−']), ...change.entered.map((f) => [f, '+'])].sort((a, b) => a[0] - b[0]);
  let xor = change.before;
  for (const [f, sign] of toggled) {
    const k = keys.space.keyAt(f);
    xor ^= k;
    const tr = document.createElement('tr');
    tr.dataset.feature = String(f);
    tr.append(cell(sign, sign === '+' ? 'in' : 'out'), cell(String(f), 'num'), cell(nameOf(f)));
    const code = document.createElement('code');
    code.textContent = hex16(k);
    const td = document.createElement('td');
    td.append(code);
    tr.append(td);
    body.append(tr);
  }
  const ok = xor === key;
  check.textContent = `${hex16(change.before)} ⊕ ${toggled.length} key${toggled.length === 1 ? '' : 's'} = ${hex16(xor)} ${ok ? '✔ the new WASM key' : `✘ the WASM key is ${hex16(key)}`}`;
  check.className = `xor-check ${ok ? 'ok' : 'bad'}`;
  check.dataset.ok = String(ok);
}

// The HTML of a keys column (the same for both games), for index.html's
// placeholders: <div class="keys-column" data-keys="uttt"></div>.
export function buildKeyColumn(container) {
  const p = container.dataset.keys;
  container.innerHTML = `
    <table id="${p}-keys" class="keys" aria-label="Keys of this position">
      <thead><tr><th>Scheme</th><th>Key of this position</th></tr></thead>
      <tbody>
        <tr><td>WASM 64-bit (C core)</td><td><code id="${p}-key-wasm"></code></td></tr>
        <tr><td>BigInt64 (JS)</td><td><code id="${p}-key-bigint64"></code></td></tr>
        <tr><td>Paired32 hi:lo (JS)</td><td><code id="${p}-key-paired32"></code></td></tr>
        <tr><td>Additive48 (JS)</td><td><code id="${p}-key-additive48"></code></td></tr>
      </tbody>
    </table>
    <p id="${p}-agreement" class="agreement"></p>
    <h3 id="${p}-toggles-title" class="toggles-title">What the last move toggled</h3>
    <table id="${p}-toggles" class="keys toggles" aria-labelledby="${p}-toggles-title">
      <thead><tr><th><span class="sr-only">In or out</span></th><th>Feature</th><th>Meaning</th><th>Key</th></tr></thead>
      <tbody></tbody>
    </table>
    <p class="xor-line">Old key ⊕ toggled keys: <code id="${p}-xor-check" class="xor-check"></code></p>`;
}

// A ZobristError as the page shows it: its message, which names the code
// (the glue's own argument errors get the code added).
export function errorText(e) {
  if (e?.name !== 'ZobristError') return String(e?.message ?? e);
  return e.message.includes(e.code) ? e.message : `${e.message} (${e.code})`;
}

// The error of a text typed in a load box (game: 'UTTT', 'Go'): a text over
// the module's length limit is said in the box's terms, not by the call the
// page made ("reset(text): text is 2000 characters long; ...").
export function loadErrorText(e, game) {
  const long = e?.name === 'ZobristError' && e.code === 'ARGUMENT' && /\btext is (\d+) characters long; at most (\d+)/.exec(e.message);
  if (!long) return errorText(e);
  const [, length, max] = long.map(Number);
  return `The text is too long: ${length.toLocaleString('en')} characters, and a ${game} position's text has at most ${max.toLocaleString('en')}.`;
}
