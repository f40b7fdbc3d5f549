/* SPDX-License-Identifier: MIT */
/* fuzz_relativize — lluri_relativize(), the inverse of lluri_resolve().
 *
 * Control byte: bit 1 parse both with LLURI_ZONE_ID (other bits unused).
 * Text: base '\n' target, each parsed as a URI-reference (inputs where
 * either does not parse are skipped).
 *
 * Invariants: a base without a scheme gives LLURI_EBASE, a target without
 * one LLURI_ENOSCHEME. Otherwise, with T the target in resolved form
 * (resolve(base, target), which lluri.h's dot-segment caveat needs):
 * r = relativize(base, T) succeeds, is no longer than T, and
 * resolve(base, r) == T byte for byte; and when the target is already in
 * resolved form, resolve(base, relativize(base, target)) == target.
 * Sizing with cap 0 gives the same length.
 */
#define FUZZ_NAME relativize
#include "fuzz.h"

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    unsigned    pflags = (in.ctl & 2u) ? LLURI_ZONE_ID : 0;
    const char *rest = in.text, *bs, *ts;
    size_t      left = in.len, bn, tn;
    lluri       b, tg, t, rel, back;
    lluri_error e;
    ptrdiff_t   r, rt, r0, rb;
    char       *tout, *rout, *bout;

    if (in.len > FZ_MAX_IN)
        return 0;
    bn = fz_piece(&rest, &left, &bs);
    tn = fz_piece(&rest, &left, &ts);
    if (lluri_parse(&b, bs, bn, LLURI_START_REFERENCE | pflags, NULL) != 0 ||
        lluri_parse(&tg, ts, tn, LLURI_START_REFERENCE | pflags, NULL) != 0)
        return 0;
    tout = malloc(FZ_OUT_FOR(in.len));
    rout = malloc(FZ_OUT_FOR(in.len));
    bout = malloc(FZ_OUT_FOR(in.len));
    FZ_CHECK(tout && rout && bout, "out of memory");
    r = lluri_relativize(&b, &tg, 0, rout, FZ_OUT_FOR(in.len), &rel, &e);
    if (!(b.present & LLURI_HAS_SCHEME)) {
        FZ_CHECK(r == LLURI_EBASE && e.code == r, "base without a scheme: %s", lluri_errname((int)r));
        goto done;
    }
    if (!(tg.present & LLURI_HAS_SCHEME)) {
        FZ_CHECK(r == LLURI_ENOSCHEME && e.code == r, "target without a scheme: %s", lluri_errname((int)r));
        goto done;
    }
    FZ_CHECK(r >= 0 && (size_t)r <= tn, "relativize gives %td (%s), target %zu bytes", r,
             r < 0 ? lluri_errname((int)r) : "", tn);
    r0 = lluri_relativize(&b, &tg, 0, NULL, 0, NULL, NULL);
    FZ_CHECK(r0 == r, "sizing gives %td, not %td", r0, r);
    fz_check_uri(&rel, rout, (size_t)r, LLURI_START_REFERENCE | LLURI_ZONE_ID);

    /* T, the target in resolved form */
    rt = lluri_resolve(&b, &tg, 0, tout, FZ_OUT_FOR(in.len), &t, &e);
    FZ_CHECK(rt >= 0, "resolve(base, target) fails: %s", lluri_errname((int)rt));
    if ((size_t)rt == tn && memcmp(tout, ts, tn) == 0) {
        rb = lluri_resolve(&b, &rel, 0, bout, FZ_OUT_FOR(in.len), &back, &e);
        FZ_CHECK(rb == rt && memcmp(bout, tout, (size_t)rt) == 0,
                 "resolve(base, relativize(base, t)) != t (%td bytes, t %td)", rb, rt);
    }
    r = lluri_relativize(&b, &t, 0, rout, FZ_OUT_FOR(in.len), &rel, &e);
    FZ_CHECK(r >= 0 && r <= rt, "relativize(base, T) gives %td, T %td bytes", r, rt);
    rb = lluri_resolve(&b, &rel, 0, bout, FZ_OUT_FOR(in.len), &back, &e);
    if (!(rb == rt && memcmp(bout, tout, (size_t)rt) == 0)) {
        fz_show("T", tout, (size_t)rt);
        fz_show("r", rout, (size_t)r);
        fz_show("resolve(base, r)", bout, rb > 0 ? (size_t)rb : 0);
    }
    FZ_CHECK(rb == rt && memcmp(bout, tout, (size_t)rt) == 0, "resolve(base, relativize(base, T)) != T");
done:
    free(tout);
    free(rout);
    free(bout);
    return 0;
}
