// utttCensus(): every distinct UTTT position up to a ply, counted exactly
// (cells of each player and the forced board) and under closed-board
// equivalence (what the key encodes), with the colliding pairs of 32-, 48-
// and 64-bit hashes among the equivalence classes beside the birthday
// expectation. The enumeration runs in WASM.
import { ZobristError, describe, expectInteger, expectOptions } from '../core/errors.js';
import { censusHashes } from '../keys/census-hashes.js';

export const UTTT_CENSUS_HASHES = censusHashes('the key');

export function defineUtttCensus(core) {
  const x = core.x;

  // utttCensus(maxPly, { onProgress, budget }) -> [{ ply, positions,
  // classes, hashes: [{ id, bits, label, pairs, expected }] }].
  function utttCensus(maxPly, options = undefined) {
    const { onProgress, budget = 20000 } = expectOptions(options, 'utttCensus(maxPly, options): options', ['onProgress', 'budget']);
    expectInteger(maxPly, 'utttCensus(maxPly): maxPly', 1, 8);
    expectInteger(budget, 'utttCensus(maxPly, { budget }): budget', 1, 1 << 30);
    if (onProgress !== undefined && typeof onProgress !== 'function') {
      throw new ZobristError('ARGUMENT_TYPE', `utttCensus(maxPly, { onProgress }): onProgress must be a function, got ${describe(onProgress)}`);
    }
    const root = x.zbw_uttt_new(0); // the empty start; the census copies it
    const handle = root ? x.zbw_uttt_census_new(root) : 0;
    if (root) x.zbw_uttt_free(root);
    if (!handle) throw new ZobristError('NO_MEMORY', 'cannot allocate a census');
    const weight = (ply) => 9 ** ply; // each ply costs about 9 times the one before
    const total = Array.from({ length: maxPly }, (_, i) => weight(i + 1)).reduce((a, b) => a + b, 0);
    let done = 0;
    const results = [];
    try {
      for (let ply = 1; ply <= maxPly; ply++) {
        for (;;) {
          const status = x.zbw_uttt_census_step(handle, budget);
          if (status < 0) throw new ZobristError('NO_MEMORY', `out of WebAssembly memory at ply ${ply} of the census`);
          if (onProgress) onProgress((done + weight(ply) * (status ? 1 : x.zbw_uttt_census_progress(handle))) / total, ply);
          if (status) break;
        }
        done += weight(ply);
        const classes = x.zbw_uttt_census_classes(handle);
        results.push({
          ply,
          positions: x.zbw_uttt_census_positions(handle),
          classes,
          hashes: UTTT_CENSUS_HASHES.map((h, i) => ({ ...h, pairs: x.zbw_uttt_census_pairs(handle, i), expected: (classes * (classes - 1)) / 2 ** (h.bits + 1) })),
        });
      }
    } finally {
      x.zbw_uttt_census_free(handle);
    }
    return results;
  }

  return { utttCensus };
}
