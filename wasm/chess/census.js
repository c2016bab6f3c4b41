// census(): every distinct position up to a ply, and the colliding pairs of
// 32-, 48- and 64-bit hashes among them beside the birthday expectation
// P(P-1)/2^(b+1). The enumeration runs in WASM (src/census.c), where position
// identity is exact and never a key.
import { ZobristError, describe, expectInteger, expectOptions, expectShortString } from '../core/errors.js';
import { FEN_MAX, FEN_TEXT_MAX, START_FEN } from './position.js';
import { censusHashes } from '../keys/census-hashes.js';

// OEIS A083276: distinct positions after n plies from the start (ep counted
// only when the capture is legal).
export const KNOWN_DISTINCT = Object.freeze([1, 20, 400, 5362, 72078, 822518, 9417681, 96400068]);

export const CENSUS_HASHES = censusHashes('Polyglot key');

// A FEN's position without its clocks: what a census from it depends on.
const positionFields = (fen) => fen.split(' ').slice(0, 4).join(' ');
const START_FIELDS = positionFields(START_FEN);

export function defineCensus(core) {
  const x = core.x;

  // census(maxPly, { fen, onProgress, keys }) -> [{ ply, positions, known,
  // hashes: [{ id, bits, label, pairs, expected }] }] for plies 1..maxPly.
  // onProgress(fraction) is called between steps of about `budget` positions.
  // With keys: true, the last ply also has keys: { xor32, xor48, add48,
  // xor64 }, each a BigUint64Array of every position's hash (for audits).
  function census(maxPly, options = undefined) {
    const { fen, onProgress, budget = 20000, keys = false } = expectOptions(options, 'census(maxPly, options): options', ['fen', 'onProgress', 'budget', 'keys']);
    expectInteger(maxPly, 'census(maxPly): maxPly', 1, 7);
    expectInteger(budget, 'census(maxPly, { budget }): budget', 1, 1 << 30);
    if (fen !== undefined) expectShortString(fen, 'census(maxPly, { fen }): fen', FEN_TEXT_MAX);
    if (typeof keys !== 'boolean') {
      throw new ZobristError('ARGUMENT_TYPE', `census(maxPly, { keys }): keys must be a boolean, got ${describe(keys)}`);
    }
    if (onProgress !== undefined && typeof onProgress !== 'function') {
      throw new ZobristError('ARGUMENT_TYPE', `census(maxPly, { onProgress }): onProgress must be a function, got ${describe(onProgress)}`);
    }
    const start = fen ?? START_FEN;
    const scratch = core.scratch();
    const len = core.writeInput(start);
    const err = x.zbw_position_set_fen(scratch, core.input.ptr, len);
    if (err) throw core.fenError(err, start);
    // The start position however its FEN is written (four fields, other
    // clocks, extra spaces): the position as the C side reads it back.
    const fenPtr = core.output.need(FEN_MAX);
    const fromStart = positionFields(core.readString(fenPtr, x.zbw_position_fen(scratch, fenPtr))) === START_FIELDS;
    // Refused at once, not after a minute's work: WebAssembly memory ends at
    // 2 GiB, and the native census peaks at 5.35 GB for this one.
    if (maxPly === 7 && fromStart) {
      throw new ZobristError('ARGUMENT', `census(7): the ${KNOWN_DISTINCT[7].toLocaleString('en')} positions at ply 7 from the start need about 5 GB, ` +
        "more than WebAssembly's 2 GiB: run the native census (make collisions PLY=7, or build/zobrist census 7 in the repository)");
    }
    const handle = x.zbw_census_new(scratch);
    if (!handle) throw new ZobristError('NO_MEMORY', 'cannot allocate a census');
    // Each ply costs about 12 times the one before: weigh progress so.
    const weight = (ply) => 12 ** ply;
    const total = Array.from({ length: maxPly }, (_, i) => weight(i + 1)).reduce((a, b) => a + b, 0);
    let done = 0;
    const results = [];
    try {
      for (let ply = 1; ply <= maxPly; ply++) {
        for (;;) {
          const status = x.zbw_census_step(handle, budget);
          if (status < 0) {
            throw new ZobristError('NO_MEMORY', `out of WebAssembly memory (2 GiB at most) at ply ${ply} of the census: stop at an earlier ply, or run the native census`);
          }
          if (onProgress) onProgress((done + weight(ply) * (status ? 1 : x.zbw_census_progress(handle))) / total, ply);
          if (status) break;
        }
        done += weight(ply);
        const positions = x.zbw_census_positions(handle);
        results.push({
          ply,
          positions,
          known: fromStart ? KNOWN_DISTINCT[ply] : undefined,
          hashes: CENSUS_HASHES.map((h, i) => ({ ...h, pairs: x.zbw_census_pairs(handle, i), expected: (positions * (positions - 1)) / 2 ** (h.bits + 1) })),
        });
      }
      if (keys) {
        const out = core.output.need(8 * results.at(-1).positions);
        results.at(-1).keys = Object.fromEntries(CENSUS_HASHES.map((h, i) => {
          const n = x.zbw_census_hashes(handle, i, out);
          return [h.id, new BigUint64Array(core.memory.buffer, out, n).slice()];
        }));
      }
    } finally {
      x.zbw_census_free(handle);
    }
    return results;
  }

  return { census };
}
