/* SPDX-License-Identifier: MIT */
/* fuzz_normalize — lluri_normalize() and lluri_equivalent() (RFC 3986 §6).
 *
 * Control byte: bit 0 LLURI_NORM_SORT_QUERY, bit 1
 * LLURI_NORM_DROP_EMPTY_QUERY, bit 2 LLURI_ZONE_ID, bits 3-7 the
 * LLURI_NORM_* steps (all 32 combinations). Text: the URI (inputs that do
 * not parse are skipped).
 *
 * Invariants: normalization succeeds (with SORT_QUERY, LLURI_ETOOLONG
 * exactly when the unsorted form is 4096 bytes or more); the result is at most len + 2 bytes;
 * sizing with cap 0 and a short buffer agree with the full call (a prefix,
 * nothing past cap); the output parses, that parse equals *result and
 * fz_check_uri holds; which components are present does not change;
 * normalizing the output again gives it unchanged (idempotent); the input
 * and its normal form are equivalent under the same flags; with
 * LLURI_NORM_CASE the scheme is lower case.
 */
#define FUZZ_NAME normalize
#include "fuzz.h"

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    /* ctl bit 2: LLURI_ZONE_ID; bits 3-7: the LLURI_NORM_* steps, in
     * their order; bits 0, 1: sorted pairs, no empty query */
    unsigned    pflags = (in.ctl & 4u) ? LLURI_ZONE_ID : 0u;
    unsigned    nflags = (unsigned)(in.ctl >> 3) * LLURI_NORM_CASE
                         | ((in.ctl & 1u) ? LLURI_NORM_SORT_QUERY : 0u)
                         | ((in.ctl & 2u) ? LLURI_NORM_DROP_EMPTY_QUERY : 0u);
    lluri       u, t, chk, t2;
    lluri_error e;
    ptrdiff_t   r, r0, r2;
    char       *out, *out2;
    uint32_t    pres_mask = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_USERINFO |
                         LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT;
    size_t      i;
    int         eq;

    if (in.len > FZ_MAX_IN)
        return 0;
    if (lluri_parse(&u, in.text, in.len, pflags, NULL) != 0)
        return 0;
    out = malloc(FZ_OUT_FOR(in.len));
    out2 = malloc(FZ_OUT_FOR(in.len));
    FZ_CHECK(out && out2, "out of memory");
    r = lluri_normalize(&u, nflags, out, FZ_OUT_FOR(in.len), &t, &e);
    if (r == LLURI_ETOOLONG && (nflags & LLURI_NORM_SORT_QUERY)) {
        r0 = lluri_normalize(&u, nflags & ~LLURI_NORM_SORT_QUERY, NULL, 0, NULL, NULL);
        FZ_CHECK(r0 >= 4096, "sorting %td bytes is ETOOLONG", r0);
        free(out);
        free(out2);
        return 0;
    }
    FZ_CHECK(r >= 0, "normalize fails: %s", lluri_errname((int)r));
    FZ_CHECK((size_t)r <= in.len + 2, "result %td bytes, input %zu", r, in.len);
    r0 = lluri_normalize(&u, nflags, NULL, 0, NULL, NULL);
    FZ_CHECK(r0 == r, "sizing gives %td, not %td", r0, r);
    FZ_CHECK(lluri_parse(&chk, out, (size_t)r, LLURI_START_REFERENCE | LLURI_ZONE_ID, &e) == 0,
             "the normal form does not parse: %s at %zu", lluri_errname(e.code), e.offset);
    FZ_CHECK(fz_same_uri(&chk, &t), "the normal form's parse differs from *result");
    fz_check_uri(&t, out, (size_t)r, LLURI_START_REFERENCE | (pflags & LLURI_ZONE_ID));
    if (!(nflags & LLURI_NORM_SCHEME))
        pres_mask |= LLURI_HAS_PORT;
    if (nflags & LLURI_NORM_DROP_EMPTY_QUERY)
        pres_mask &= ~LLURI_HAS_QUERY;
    FZ_CHECK((t.present & pres_mask) == (u.present & pres_mask),
             "components present: input %#x, normal form %#x", u.present, t.present);
    if (nflags & LLURI_NORM_CASE)
        for (i = 0; i < t.scheme.len; i++)
            FZ_CHECK(!(out[t.scheme.off + i] >= 'A' && out[t.scheme.off + i] <= 'Z'),
                     "upper case in the scheme");

    /* idempotent */
    r2 = lluri_normalize(&t, nflags, out2, FZ_OUT_FOR(in.len), &t2, &e);
    FZ_CHECK(r2 == r && memcmp(out, out2, (size_t)r) == 0, "normalizing twice changes the text (%td, %td)",
             r, r2);

    /* equivalent to its normal form */
    eq = lluri_equivalent(&u, &t, nflags, NULL);
    FZ_CHECK(eq == 1, "not equivalent to its own normal form (%d)", eq);

    /* a short buffer */
    if (r > 0) {
        size_t cap = (size_t)r - 1;
        memset(out2, CONTRACT_CANARY, (size_t)r + 1);
        r2 = lluri_normalize(&u, nflags, out2, cap, &t2, &e);
        FZ_CHECK(r2 == r && contract_broken(out2, (size_t)r + 1, cap, out, (size_t)r) == NULL,
                 "cap %zu: %td, %s", cap, r2, contract_broken(out2, (size_t)r + 1, cap, out, (size_t)r));
    }
    free(out);
    free(out2);
    return 0;
}
