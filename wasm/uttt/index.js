// Ultimate tic-tac-toe on the C core: UtttPosition, its key table, the census.
import { defineUtttPosition } from './position.js';
import { defineUtttCensus } from './census.js';

export { UTTT_START, UTTT_FEATURES } from './position.js';
export { UTTT_CENSUS_HASHES } from './census.js';

export function defineUttt(core, live) {
  return { ...defineUtttPosition(core, live), ...defineUtttCensus(core) };
}
