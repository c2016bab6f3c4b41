/* The GF(2) audit's exports (zobrist_audit.h) for the JS glue in
 * wasm/keys/audit.js; only zobrist-all.wasm has them. Conventions:
 *   - the glue writes the keys into memory it allocated (zbw_alloc) and the
 *     options into the static record at zbw_audit_options() (6 u32s: bits,
 *     high, max_size, limit, report progress, unused), read once when a run
 *     starts: no struct layout to know, and no pointer into a shared scratch
 *     region that a call made from the progress callback could move;
 *   - zbw_audit_run returns the audit or NULL, the ZB_AUDIT_ error then in
 *     zbw_audit_error();
 *   - counts come out as doubles (exact below 2^53).
 *
 * Progress crosses to JS during the synchronous run through an import,
 * env.zbw_audit_progress (wasm/core/loader.js provides it, and forwards to
 * the callback the glue registered for the current run): a nonzero return
 * cancels the run. Named as an import here, and known to emcc's link
 * through src/wasm/imports.js (no -sERROR_ON_UNDEFINED_SYMBOLS=0, which
 * would hide real mistakes); zobrist.wasm, without this file, does not
 * import it. The declaration does not start with a lower-case letter, so
 * tools/wasm-exports.sh does not take it for an export. */
#include "zobrist_audit.h"

#include "exports.h"

__attribute__((import_module("env"), import_name("zbw_audit_progress"))) extern int zbw_audit_progress(double fraction);

static uint32_t options[6];
static int last_error;

static int forward_progress(double fraction, void *context)
{
    (void)context;
    return zbw_audit_progress(fraction);
}

uint32_t *zbw_audit_options(void) { return options; }
int zbw_audit_error(void) { return last_error; }

zb_audit *zbw_audit_run(const uint64_t *keys, size_t n)
{
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    opt.bits = options[0];
    opt.high = options[1] != 0;
    opt.max_size = options[2];
    opt.limit = options[3];
    if (options[4])
        opt.progress = forward_progress;
    return zb_audit_run(keys, n, &opt, &last_error);
}

void zbw_audit_free(zb_audit *audit) { zb_audit_free(audit); }
int zbw_audit_rank(const uint64_t *keys, size_t n, unsigned bits, int high) { return zb_audit_rank(keys, n, bits, high); }
int zbw_audit_table_rank(const zb_audit *audit) { return zb_audit_table_rank(audit); }

/* 3 doubles: found, more than the limit (0 or 1), expected. -1 if size is
 * not 1..K. */
int zbw_audit_size(const zb_audit *audit, unsigned size, double *out)
{
    zb_audit_size_count c;
    int status = zb_audit_size(audit, size, &c);
    out[0] = (double)c.found, out[1] = c.more_than_limit, out[2] = c.expected;
    return status;
}

double zbw_audit_dependency_count(const zb_audit *audit) { return (double)zb_audit_dependency_count(audit); }

/* Every dependency kept, at once (a panel may ask for 8 sizes x the limit):
 * ZB_AUDIT_MAX_SIZE + 1 u32s each, its size and then its indices. out has
 * room for zbw_audit_dependency_count() of them. */
void zbw_audit_dependencies(const zb_audit *audit, uint32_t *out)
{
    size_t count = zb_audit_dependency_count(audit);
    for (size_t i = 0; i < count; i++, out += ZB_AUDIT_MAX_SIZE + 1)
        out[0] = zb_audit_dependency(audit, i, out + 1);
}
