/* The transposition table's exports for the JS glue in wasm/tt/. Conventions:
 *   - a table is an opaque pointer that zbw_tt_create writes to *out;
 *   - functions returning int error codes return zb_tt_error values (0 = OK;
 *     names and messages from zbw_tt_error_name/_message);
 *   - every key-taking call comes twice: the key as a u64 (JS passes a
 *     BigInt; any BigInt works, taken mod 2^64) and, suffixed 32, as hi/lo
 *     u32 halves (JS passes Numbers: no BigInt made on the hot path);
 *   - the payload crosses in one static record of 5 int32s (depth, score,
 *     bound, move, age) at zbw_tt_record(): a probe writes the entry found
 *     there (the glue reads it at once), a store reads the entry to store
 *     from it (the glue writes it just before). No struct layout to know,
 *     and at most 4 arguments a call: the glue's trap guard passes more
 *     through a rest parameter, an array made on every call;
 *   - the glue has checked the payload's ranges (the bound is checked here:
 *     ZB_TT_ERR_BOUND);
 *   - counters come out as doubles (exact below 2^53). */
#include "zobrist_tt.h"

#include "exports.h"

static int32_t record[5];

const char *zbw_tt_error_name(int err) { return zb_tt_error_name((zb_tt_error)err); }
const char *zbw_tt_error_message(int err) { return zb_tt_error_message((zb_tt_error)err); }
int32_t *zbw_tt_record(void) { return record; }

int zbw_tt_create(unsigned index_bits, unsigned check_bits, int policy, unsigned bucket_slots, uint32_t id_count,
                  zb_tt **out)
{
    zb_tt_config config = {index_bits, check_bits, (zb_tt_policy)policy, bucket_slots, id_count};
    return zb_tt_create(&config, out);
}
void zbw_tt_destroy(zb_tt *tt) { zb_tt_destroy(tt); }
void zbw_tt_clear(zb_tt *tt) { zb_tt_clear(tt); }
void zbw_tt_new_search(zb_tt *tt) { zb_tt_new_search(tt); }

/* The configuration as made (k filled in): 5 u32s (n, m, policy, k, id_count). */
void zbw_tt_config(const zb_tt *tt, uint32_t *out)
{
    zb_tt_config c = zb_tt_config_of(tt);
    out[0] = c.index_bits, out[1] = c.check_bits, out[2] = (uint32_t)c.policy;
    out[3] = c.bucket_slots, out[4] = c.id_count;
}

/* 9 doubles, in zb_tt_counters' order. */
void zbw_tt_counters(const zb_tt *tt, double *out)
{
    zb_tt_counters c = zb_tt_counters_of(tt);
    const uint64_t all[9] = {c.probes, c.found, c.stores, c.refused, c.hits, c.misses,
                             c.type1_errors, c.type2_losses, c.evictions};
    for (int i = 0; i < 9; i++)
        out[i] = (double)all[i];
}

static uint64_t join(uint32_t hi, uint32_t lo) { return (uint64_t)hi << 32 | lo; }

static void to_record(const zb_tt_entry *e)
{
    record[0] = e->depth, record[1] = e->score, record[2] = (int32_t)e->bound;
    record[3] = e->move, record[4] = e->age;
}

static zb_tt_entry from_record(void)
{
    return (zb_tt_entry){(int8_t)record[0], (int16_t)record[1], (zb_tt_bound)record[2], (uint16_t)record[3], 0};
}

/* ------------------------------------------------------------ plain */

int zbw_tt_probe(zb_tt *tt, uint64_t key)
{
    zb_tt_entry e;
    int found = zb_tt_probe(tt, key, &e);
    if (found)
        to_record(&e);
    return found;
}
int zbw_tt_probe32(zb_tt *tt, uint32_t hi, uint32_t lo) { return zbw_tt_probe(tt, join(hi, lo)); }

/* The entry is the record's. */
int zbw_tt_store(zb_tt *tt, uint64_t key)
{
    zb_tt_entry e = from_record();
    return zb_tt_store(tt, key, &e);
}
int zbw_tt_store32(zb_tt *tt, uint32_t hi, uint32_t lo) { return zbw_tt_store(tt, join(hi, lo)); }

/* ------------------------------------------------------ instrumented */

/* The zb_tt_outcome (0 miss, 1 hit, 2 type 1, 3 type 2), or a negated
 * error; the entry in the record on a hit or a type-1 error. */
int zbw_tt_probe_id(zb_tt *tt, uint64_t key, uint32_t id)
{
    zb_tt_entry e;
    zb_tt_outcome outcome;
    zb_tt_error err = zb_tt_probe_id(tt, key, id, &e, &outcome);
    if (err)
        return -(int)err;
    if (outcome == ZB_TT_HIT || outcome == ZB_TT_TYPE1_ERROR)
        to_record(&e);
    return (int)outcome;
}
int zbw_tt_probe_id32(zb_tt *tt, uint32_t hi, uint32_t lo, uint32_t id) { return zbw_tt_probe_id(tt, join(hi, lo), id); }

int zbw_tt_store_id(zb_tt *tt, uint64_t key, uint32_t id)
{
    zb_tt_entry e = from_record();
    return zb_tt_store_id(tt, key, id, &e);
}
int zbw_tt_store_id32(zb_tt *tt, uint32_t hi, uint32_t lo, uint32_t id) { return zbw_tt_store_id(tt, join(hi, lo), id); }
