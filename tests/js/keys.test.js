// The key layer from JS: Zobrist's general method on the 1970 report's own
// example, words of up to ten letters (26 x 10 features), through WASM
// (KeySpace) and the three JS schemes.
import assert from 'node:assert/strict';
import { splitmix64, splitmix64Table, BigInt64Hash, Paired32Hash, Additive48Hash, ZobristError } from 'zobrist-wasm';
import { zb, START } from './helpers.js';

const LETTERS = 26, PLACES = 10, SEED = 1970n;
const feature = (place, letter) => LETTERS * place + (letter.charCodeAt(0) - 65);
const featuresOf = (word) => [...word].map((c, i) => feature(i, c));

// An independent reference: the keys from the BigInt SplitMix64 generator,
// and a word's key as the XOR of its letters' keys, one at a time.
const reference = (() => { const g = splitmix64(SEED); return Array.from({ length: LETTERS * PLACES }, () => g.next().value); })();
const wordKey = (word) => featuresOf(word).reduce((k, f) => k ^ reference[f], 0n);
const wordSum = (word) => featuresOf(word).reduce((k, f) => (k + (reference[f] >> 16n)) % (1n << 48n), 0n);

function randomWords(count, seed) {
  const g = splitmix64(seed), words = [];
  for (let i = 0; i < count; i++) {
    const len = 1 + Number(g.next().value % BigInt(PLACES));
    let w = '';
    for (let j = 0; j < len; j++) w += String.fromCharCode(65 + Number(g.next().value % 26n));
    words.push(w);
  }
  return words;
}

const throwsCode = (fn, code) => assert.throws(fn, (e) => e instanceof ZobristError && e.code === code, `expected ${code}`);

describe('KeySpace: the 1970 report\'s words', () => {
  const space = new zb.KeySpace(LETTERS * PLACES, { seed: SEED });
  after(() => space.free());

  it('draws its keys from SplitMix64 as the JS generator does', () => {
    assert.equal(space.size, 260);
    assert.deepEqual([...space.table], reference);
    assert.deepEqual(space.table, splitmix64Table(SEED, 260));
    assert.equal(space.keyAt(259), reference[259]);
  });

  it('gives every word the XOR of its letter-position keys, in WASM and in each scheme', () => {
    const schemes = [space.hash('bigint64'), space.hash('paired32'), space.hash('additive48')];
    for (const word of ['CAT', 'CATS', 'CATNIP', 'DOG', 'ZOBRIST', ...randomWords(2000, 7n)]) {
      const expected = wordKey(word);
      assert.equal(space.keyOf(featuresOf(word)), expected, word);
      assert.equal(space.keyOf(featuresOf(word).reverse()), expected, `${word} reversed`);
      const { hi, lo } = space.halvesOf(featuresOf(word));
      assert.equal((BigInt(hi) << 32n) | BigInt(lo), expected);
      assert.equal(space.add48Of(featuresOf(word)), Number(wordSum(word)));
      for (const s of schemes) s.setFeatures(featuresOf(word));
      assert.equal(schemes[0].key, expected);
      assert.equal(schemes[1].key, expected);
      assert.equal((BigInt(schemes[1].hi) << 32n) | BigInt(schemes[1].lo), expected);
      assert.equal(schemes[2].key, Number(wordSum(word)));
    }
  });

  it('changes a key by exactly the letter\'s key when a letter is added or removed', () => {
    for (const word of randomWords(1000, 11n)) {
      if (word.length === PLACES) continue;
      const letter = String.fromCharCode(65 + (word.length * 7) % 26), longer = word + letter;
      const f = feature(word.length, letter);
      assert.equal(wordKey(longer) ^ wordKey(word), reference[f]);
      assert.equal(space.toggle(space.keyOf(featuresOf(word)), f), space.keyOf(featuresOf(longer)));
      assert.equal(space.toggle(space.keyOf(featuresOf(longer)), f), space.keyOf(featuresOf(word)));
      for (const name of ['bigint64', 'paired32', 'additive48']) {
        const h = space.hash(name).setFeatures(featuresOf(word));
        const before = h.key;
        h.add(f);
        assert.equal(h.keyHex, space.hash(name).setFeatures(featuresOf(longer)).keyHex, `${name}: ${longer}`);
        h.toggle(f);
        assert.equal(h.key, before, `${name}: back to ${word}`);
      }
    }
  });

  it('shows the report\'s clustering: CATS/DOGS differ as CAT/DOG and CATNIP/DOGNIP do', () => {
    const k = (w) => space.keyOf(featuresOf(w));
    assert.equal(k('CATS') ^ k('DOGS'), k('CAT') ^ k('DOG'));
    assert.equal(k('CATNIP') ^ k('DOGNIP'), k('CAT') ^ k('DOG'));
  });
});

describe('KeySpace with given keys', () => {
  it('hashes chess features on Polyglot\'s table as the chess core does', () => {
    const space = new zb.KeySpace(zb.polyglotTable());
    assert.equal(space.keyOf(zb.featuresOfFen(START)), zb.keyOfFen(START));
    space.free();
  });

  it('takes any table and the schemes take it too', () => {
    const table = [1n, 2n, 4n, (1n << 64n) - 1n];
    const space = new zb.KeySpace(table);
    assert.equal(space.keyOf([0, 1, 2]), 7n);
    assert.equal(space.keyOf([3, 0]), (1n << 64n) - 2n);
    assert.equal(new Paired32Hash(table).setFeatures([3]).hi, 0xFFFFFFFF);
    assert.equal(new BigInt64Hash(table).add(0).add(2).key, 5n);
    // (2^64-1) >> 16 twice, modulo 2^48: wraps to 2^48 - 2.
    assert.equal(new Additive48Hash([(1n << 64n) - 1n, (1n << 64n) - 1n]).add(0).add(1).key, 2 ** 48 - 2);
    space.free();
  });
});

describe('KeySpace and FeatureHash errors', () => {
  it('refuse bad arguments with specific codes and keep their state', () => {
    const space = new zb.KeySpace(10, { seed: 1 });
    throwsCode(() => new zb.KeySpace(0), 'ARGUMENT');
    throwsCode(() => new zb.KeySpace(1.5), 'ARGUMENT_TYPE');
    throwsCode(() => new zb.KeySpace('ten'), 'ARGUMENT_TYPE');
    throwsCode(() => new zb.KeySpace([1n, -1n]), 'ARGUMENT_TYPE');
    throwsCode(() => new zb.KeySpace([1n], { seed: 3 }), 'ARGUMENT');
    throwsCode(() => new zb.KeySpace(10, { seed: -1 }), 'ARGUMENT_TYPE');
    throwsCode(() => space.keyOf([10]), 'ARGUMENT');
    throwsCode(() => space.keyOf([-1]), 'ARGUMENT');
    throwsCode(() => space.keyOf(['1']), 'ARGUMENT_TYPE');
    throwsCode(() => space.keyOf(5), 'ARGUMENT_TYPE');
    throwsCode(() => space.toggle(5, 1), 'ARGUMENT_TYPE');
    throwsCode(() => space.hash('crc32'), 'ARGUMENT');
    throwsCode(() => space.keyAt(10), 'ARGUMENT');
    const h = space.hash('additive48').add(3);
    const key = h.key;
    throwsCode(() => h.add(3), 'ARGUMENT');
    throwsCode(() => h.remove(4), 'ARGUMENT');
    throwsCode(() => h.setFeatures([1, 1]), 'ARGUMENT');
    throwsCode(() => h.setFeatures([1, 99]), 'ARGUMENT');
    throwsCode(() => h.toggle(1.5), 'ARGUMENT');
    assert.equal(h.key, key);
    assert.deepEqual([...h.features()], [3]);
    assert.equal(space.keyOf([]), 0n);
    space.free();
    space.free(); // twice is harmless
    assert.equal(space.freed, true);
    // Every use, also of what the JS could still answer from its own copy.
    for (const use of [() => space.keyOf([1]), () => space.add48Of([1]), () => space.halvesOf([1]), () => space.keyAt(1),
      () => space.table, () => space.toggle(0n, 1), () => space.hash()]) throwsCode(use, 'KEY_SPACE_FREED');
    assert.equal(space.size, 10);
  });
});
