/* Progress, cancelling, and every bad argument answered without a crash. */
#include <stdlib.h>

#include "audit_test.h"

typedef struct progress_log {
    int calls, cancel_at;
    double last;
    int decreased;
} progress_log;

static int on_progress(double fraction, void *context)
{
    progress_log *log = context;
    if (fraction < log->last || fraction < 0 || fraction > 1)
        log->decreased = 1;
    log->last = fraction;
    log->calls++;
    return log->cancel_at && log->calls >= log->cancel_at;
}

void test_progress(void)
{
    uint64_t keys[300];
    zb_keys_fill(keys, 300, 5);
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    opt.max_size = 6;
    opt.bits = 40;
    progress_log log = {0, 0, 0, 0};
    opt.progress = on_progress;
    opt.context = &log;
    int error;
    zb_audit *a = zb_audit_run(keys, 300, &opt, &error);
    CHECK(a != NULL);
    CHECK_INT(error, ZB_AUDIT_OK);
    CHECK(log.calls >= 3);
    CHECK(!log.decreased);
    CHECK(log.last > 0.999);
    zb_audit_free(a);

    progress_log cancel = {0, 2, 0, 0};
    opt.context = &cancel;
    a = zb_audit_run(keys, 300, &opt, &error);
    CHECK(a == NULL);
    CHECK_INT(error, ZB_AUDIT_CANCELLED);
    CHECK_INT(cancel.calls, 2);
}

void test_bad_arguments(void)
{
    uint64_t keys[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    zb_audit_options opt;
    zb_audit_options_init(&opt);
    int error = 0;
    CHECK(zb_audit_run(NULL, 8, &opt, &error) == NULL);
    CHECK_INT(error, ZB_AUDIT_BAD_ARGUMENT);
    CHECK(zb_audit_run(keys, 0, &opt, &error) == NULL);
    CHECK_INT(error, ZB_AUDIT_BAD_ARGUMENT);
    CHECK(zb_audit_run(keys, ZB_AUDIT_MAX_KEYS + 1, &opt, &error) == NULL);
    CHECK_INT(error, ZB_AUDIT_BAD_ARGUMENT);
    CHECK(zb_audit_run(keys, 8, NULL, &error) == NULL);
    CHECK_INT(error, ZB_AUDIT_BAD_ARGUMENT);
    static const struct {
        unsigned bits, max_size;
        size_t limit;
    } bad[] = {{0, 6, 10}, {65, 6, 10}, {64, 0, 10}, {64, 9, 10}, {64, 6, 0}};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        zb_audit_options o = opt;
        o.bits = bad[i].bits;
        o.max_size = bad[i].max_size;
        o.limit = bad[i].limit;
        error = 0;
        CHECK(zb_audit_run(keys, 8, &o, &error) == NULL);
        CHECK_INT(error, ZB_AUDIT_BAD_ARGUMENT);
        CHECK(zb_audit_run(keys, 8, &o, NULL) == NULL); /* error may be NULL */
    }
    CHECK_INT(zb_audit_rank(NULL, 3, 64, 0), -1);
    CHECK_INT(zb_audit_rank(keys, 8, 0, 0), -1);
    CHECK_INT(zb_audit_rank(keys, 8, 65, 0), -1);
    CHECK_INT(zb_audit_rank(keys, ZB_AUDIT_MAX_KEYS + 1, 64, 0), -1);

    /* Accessors on NULL and out of range. */
    zb_audit_size_count c;
    CHECK_INT(zb_audit_size(NULL, 1, &c), -1);
    CHECK_INT(zb_audit_dependency_count(NULL), 0);
    uint32_t out[8];
    CHECK_INT(zb_audit_dependency(NULL, 0, out), 0);
    CHECK_INT(zb_audit_table_rank(NULL), -1);
    zb_audit_free(NULL);
    zb_audit *a = zb_audit_run(keys, 8, &opt, &error); /* 8 = 1 ^ 2 ^ ... : small keys, many */
    if (CHECK(a != NULL)) {
        CHECK_INT(zb_audit_size(a, 0, &c), -1);
        CHECK_INT(zb_audit_size(a, 7, &c), -1);
        CHECK_INT(zb_audit_size(a, 6, &c), 0);
        CHECK_INT(zb_audit_dependency(a, zb_audit_dependency_count(a), out), 0);
        CHECK_INT(zb_audit_table_rank(a), 4);
    }
    zb_audit_free(a);
    /* Expected counts: C(n, s) 2^-bits. */
    CHECK(zb_audit_expected(781, 2, 0) == 304590.0);
    CHECK(zb_audit_expected(781, 2, 1) == 152295.0);
    CHECK(zb_audit_expected(3, 4, 0) == 0.0);
}
