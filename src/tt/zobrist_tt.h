/*
 * zobrist_tt.h - transposition tables: the use Zobrist's report was written
 * for. A table knows no game: its keys are any 64-bit Zobrist keys (chess,
 * UTTT, Go, words), and its payload holds the fields Mediocre's guide uses.
 *
 * Layout. A table has 2^n buckets of k slots. A key's low n bits (bits
 * 0 .. n-1) pick the bucket; its next m bits (bits n .. n+m-1) are the check
 * bits a slot keeps, Zobrist's stored "key" that tells apart positions
 * sharing a bucket. A probe returns the first slot of the bucket, in slot
 * order, that is in use and holds the key's check bits. So a different
 * position that shares the bucket passes with probability 2^-m: with m = 0
 * every used slot passes, with m = 64 - n the whole key is compared.
 *
 * Replacement (what a store does when the bucket is full):
 *   ZB_TT_ALWAYS_REPLACE   k = 1: the new entry replaces the old.
 *   ZB_TT_DEPTH_PREFERRED  k = 1: it replaces the old one only when the slot
 *                          is empty or its depth is >= the stored depth;
 *                          otherwise the store is refused.
 *   ZB_TT_TWO_TIER         k = 2: slot 0 is depth-preferred, slot 1 always-
 *                          replace. A new entry that wins slot 0 moves the
 *                          entry there (if another key's) down to slot 1; one
 *                          that loses goes to slot 1. A stale copy of the same
 *                          key in slot 1 is dropped when slot 0 takes the key.
 *                          So a shallower store of the key slot 0 holds goes
 *                          to slot 1, behind it: probes find slot 0's older
 *                          entry first, and the newer bound and move stay
 *                          hidden until a store as deep replaces both (or
 *                          slot 0's entry, moved down by another key, lands
 *                          on them). The classic two-tier scheme does the
 *                          same; Stockfish's clusters, which store a key over
 *                          its own entry wherever it is, do not.
 *   ZB_TT_BUCKETS          k = 1..8 (default 4), with aging. The new entry
 *                          goes to the slot already holding the key's check
 *                          bits, else to an empty slot, else it replaces an
 *                          entry from an earlier search (age != the table's
 *                          age) before one from this search, the shallowest
 *                          among those, the first on ties. A probe that finds
 *                          an entry stamps it with the current age (in use).
 * zb_tt_new_search() starts a new search: the table's age + 1 (mod 256);
 * stores stamp entries with the table's age.
 *
 * Instrumented mode (config.id_count > 0): the caller also gives each probe
 * and store the position's identity, a number 0 .. id_count-1 that is equal
 * for equal positions and different for different ones, whatever their keys
 * (an index into the caller's list of distinct positions). The identity must
 * not come from the key: then two positions whose full 64-bit keys collide
 * still have different identities, and a probe that matches the check bits
 * of another position counts as the type-1 error it is. Each probe is then
 * classified (zb_tt_outcome) and counted; a plain probe or store, with no
 * identity, is refused (zb_tt_probe returns 0, zb_tt_store NEEDS_ID).
 *
 * zobrist_tt_inline.h has zb_tt_probe, zb_tt_store and zb_tt_prefetch as
 * inline functions, for searches that call them at every node.
 *
 * Memory is allocated once, by zb_tt_create, and freed by zb_tt_destroy;
 * probes and stores never allocate. Functions check their arguments and
 * return a zb_tt_error; none has undefined behaviour on bad input.
 */
#ifndef ZOBRIST_TT_H
#define ZOBRIST_TT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum zb_tt_error {
    ZB_TT_OK = 0,
    ZB_TT_ERR_NULL,             /* a required pointer is NULL */
    ZB_TT_ERR_INDEX_BITS,       /* n > ZB_TT_MAX_INDEX_BITS */
    ZB_TT_ERR_CHECK_BITS,       /* m > 64 - n: more check bits than the key has left */
    ZB_TT_ERR_POLICY,           /* not a zb_tt_policy */
    ZB_TT_ERR_BUCKET_SLOTS,     /* k not supported by the policy */
    ZB_TT_ERR_NO_MEMORY,        /* the table does not fit in memory (or in size_t) */
    ZB_TT_ERR_BOUND,            /* an entry's bound is not 1 (exact), 2 (lower) or 3 (upper) */
    ZB_TT_ERR_NOT_INSTRUMENTED, /* an _id call on a table made with id_count 0 */
    ZB_TT_ERR_NEEDS_ID,         /* zb_tt_store on an instrumented table: use zb_tt_store_id (zb_tt_probe: 0) */
    ZB_TT_ERR_ID_RANGE,         /* id >= id_count */
    ZB_TT_ERR_COUNT_            /* number of codes; not an error */
} zb_tt_error;

const char *zb_tt_error_name(zb_tt_error err);    /* e.g. "CHECK_BITS" */
const char *zb_tt_error_message(zb_tt_error err); /* one line */

#define ZB_TT_MAX_INDEX_BITS 32
#define ZB_TT_MAX_BUCKET_SLOTS 8

typedef enum zb_tt_policy {
    ZB_TT_ALWAYS_REPLACE,
    ZB_TT_DEPTH_PREFERRED,
    ZB_TT_TWO_TIER,
    ZB_TT_BUCKETS,
    ZB_TT_POLICY_COUNT_ /* number of policies; not a policy */
} zb_tt_policy;

typedef struct zb_tt_config {
    unsigned index_bits;   /* n: 2^n buckets, 0 .. ZB_TT_MAX_INDEX_BITS */
    unsigned check_bits;   /* m: 0 .. 64 - n */
    zb_tt_policy policy;
    unsigned bucket_slots; /* k; 0 = the policy's (1, 1, 2, 4) */
    uint32_t id_count;     /* > 0: instrumented, identities 0 .. id_count-1 */
} zb_tt_config;

typedef enum zb_tt_bound { ZB_TT_EXACT = 1, ZB_TT_LOWER = 2, ZB_TT_UPPER = 3 } zb_tt_bound;

/* The payload: Mediocre's fields (its key is the slot's check bits). */
typedef struct zb_tt_entry {
    int8_t depth;      /* plies searched below the position */
    int16_t score;
    zb_tt_bound bound; /* the score is exact, a lower bound (fail high) or an upper bound (fail low) */
    uint16_t move;     /* the best move, 16 bits (a zb_move in chess) */
    uint8_t age;       /* set by the table: the search that stored it (with ZB_TT_BUCKETS, or last found
                          it: a probe stamps the entry it finds); ignored by stores */
} zb_tt_entry;

/* What an instrumented probe met. */
typedef enum zb_tt_outcome {
    ZB_TT_MISS,        /* nothing found; the position was never stored (or its store was refused) */
    ZB_TT_HIT,         /* found, and it is the probed position's entry */
    ZB_TT_TYPE1_ERROR, /* found, but another position's entry: its check bits matched */
    ZB_TT_TYPE2_LOSS,  /* nothing found: the position was stored, then overwritten by another */
} zb_tt_outcome;

typedef struct zb_tt_counters {
    uint64_t probes;    /* every probe but a refused one (zb_tt_probe on an instrumented table) */
    uint64_t found;     /* probes that returned an entry */
    uint64_t stores;    /* every store */
    uint64_t refused;   /* stores the policy turned down (depth-preferred) */
    /* Instrumented tables only (0 otherwise). Each probe is one of these: */
    uint64_t hits, misses, type1_errors, type2_losses;
    uint64_t evictions; /* stores (and two-tier moves) that overwrote another position's entry */
} zb_tt_counters;

typedef struct zb_tt zb_tt;

/* Checks the configuration, allocates the table (empty, age 0) in *out.
 * On error *out is NULL (when out is not). */
zb_tt_error zb_tt_create(const zb_tt_config *config, zb_tt **out);
void zb_tt_destroy(zb_tt *tt); /* NULL is fine */
/* Empties every slot, forgets identities, zeroes counters and the age. */
void zb_tt_clear(zb_tt *tt);
void zb_tt_new_search(zb_tt *tt);
/* The configuration as made (k filled in); a zeroed one for NULL. */
zb_tt_config zb_tt_config_of(const zb_tt *tt);
/* A copy of the counters; zeroes for NULL. */
zb_tt_counters zb_tt_counters_of(const zb_tt *tt);

/* 1 and the entry in *out when a slot holds the key's check bits; 0 when none
 * does, or when tt or out is NULL. On an instrumented table 0, and nothing
 * counted: it probes with zb_tt_probe_id (as it stores with zb_tt_store_id;
 * the JS tables throw TT_NEEDS_ID), so that each probe it counts is one of
 * the four outcomes. */
int zb_tt_probe(zb_tt *tt, uint64_t key, zb_tt_entry *out);
/* Stores the entry for the key as the policy says (it may refuse: counted). */
zb_tt_error zb_tt_store(zb_tt *tt, uint64_t key, const zb_tt_entry *entry);

/* Starts loading the key's bucket into the cache and returns at once, so
 * that a probe of the key a little later waits less: in a table larger than
 * the cache a probe's time is nearly all that wait. A search calls it as soon
 * as it knows a position's key (Stockfish does it on making a move); NULL is
 * fine; without compiler support it does nothing. */
void zb_tt_prefetch(const zb_tt *tt, uint64_t key);

/* Instrumented probe and store: the same, with the position's identity. On
 * ZB_TT_HIT and ZB_TT_TYPE1_ERROR *out has the entry found (a wrong one for
 * a type-1 error, as a search would use it). */
zb_tt_error zb_tt_probe_id(zb_tt *tt, uint64_t key, uint32_t id, zb_tt_entry *out, zb_tt_outcome *outcome);
zb_tt_error zb_tt_store_id(zb_tt *tt, uint64_t key, uint32_t id, const zb_tt_entry *entry);

#ifdef __cplusplus
}
#endif
#endif /* ZOBRIST_TT_H */
