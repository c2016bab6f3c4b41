/* The chess census exports (distinct positions by ply and hash collisions),
 * in their own file so that the chess-only module can leave them out. */
#include "zobrist.h"

#include "exports.h"

zb_census *zbw_census_new(const zb_position *root) { return zb_census_new(root); }
void zbw_census_free(zb_census *census) { zb_census_free(census); }
int zbw_census_step(zb_census *census, int budget) { return zb_census_step(census, (size_t)budget); }
size_t zbw_census_ply(const zb_census *census) { return zb_census_ply(census); }
double zbw_census_positions(const zb_census *census) { return (double)zb_census_positions(census); }
double zbw_census_progress(const zb_census *census) { return zb_census_progress(census); }
double zbw_census_pairs(const zb_census *census, int hash) { return (double)zb_census_pairs(census, hash); }
size_t zbw_census_hashes(const zb_census *census, int hash, uint64_t *out) { return zb_census_hashes(census, hash, out); }
