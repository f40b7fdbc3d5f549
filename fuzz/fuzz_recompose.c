/* SPDX-License-Identifier: MIT */
/* fuzz_recompose — lluri_get_parts() and lluri_recompose().
 *
 * Control byte: bit i (0..6) says component i is present, in the order
 * scheme userinfo host port path query fragment (a clear bit passes a NULL
 * pointer: absent). The text is split at '\n' into those seven pieces, in
 * that order; missing pieces are empty.
 *
 * Invariants: recompose succeeds exactly when every present component
 * matches its own rule and they fit together (userinfo and port need a
 * host; after an authority the path is empty or starts with "/"); on
 * success the output parses, its parse equals *result, each component of
 * the result is the one given (the path possibly after the "/." or "./"
 * that lluri.h promises), sizing with cap 0 gives the same length and a
 * short buffer gets a prefix and nothing past cap; on failure the code is
 * one of the component codes with an offset inside the output it would
 * have written. Then the parse invariants (fz_check_uri) on the output.
 */
#define FUZZ_NAME recompose
#include "fuzz.h"

static int recompose_matches(int rule, lluri_text t)
{
    return t.ptr == NULL || lluri_match(rule, t.ptr, t.len, 0, NULL) == 0;
}

static int recompose_same(lluri_text given, const char *src, lluri_span got, uint32_t present,
                          uint32_t bit)
{
    if (given.ptr == NULL)
        return !(present & bit) && got.off == 0 && got.len == 0;
    return (present & bit) && given.len == got.len && memcmp(given.ptr, src + got.off, got.len) == 0;
}

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    lluri_text *t[7];
    lluri_parts parts;
    const char *rest = in.text, *piece;
    size_t      left = in.len, total = 0;
    int         i, expect_ok, zone_host = 0;
    char       *out, *pathbuf;
    lluri       res, again;
    lluri_error e;
    ptrdiff_t   r, r0;

    if (in.len > FZ_MAX_IN)
        return 0;
    t[0] = &parts.scheme; t[1] = &parts.userinfo; t[2] = &parts.host; t[3] = &parts.port;
    t[4] = &parts.path; t[5] = &parts.query; t[6] = &parts.fragment;
    for (i = 0; i < 7; i++) {
        size_t n = fz_piece(&rest, &left, &piece);
        t[i]->ptr = (in.ctl & (1u << i)) ? piece : NULL;
        t[i]->len = t[i]->ptr ? n : 0;
        total += t[i]->len + 2;
    }

    /* what the contract says */
    pathbuf = malloc(parts.path.len + 1);
    FZ_CHECK(pathbuf != NULL, "out of memory");
    pathbuf[0] = '/';
    if (parts.path.len)
        memcpy(pathbuf + 1, parts.path.ptr, parts.path.len);
    expect_ok = recompose_matches(LLURI_RULE_SCHEME, parts.scheme) &&
                recompose_matches(LLURI_RULE_USERINFO, parts.userinfo) &&
                recompose_matches(LLURI_RULE_HOST, parts.host) &&
                recompose_matches(LLURI_RULE_PORT, parts.port) &&
                (parts.path.ptr == NULL ||
                 lluri_match(LLURI_RULE_PATH_ABEMPTY, pathbuf, parts.path.len + 1, 0, NULL) == 0) &&
                recompose_matches(LLURI_RULE_QUERY, parts.query) &&
                recompose_matches(LLURI_RULE_FRAGMENT, parts.fragment) &&
                (parts.host.ptr != NULL || (parts.userinfo.ptr == NULL && parts.port.ptr == NULL)) &&
                (parts.host.ptr == NULL || parts.path.len == 0 || parts.path.ptr[0] == '/');
    free(pathbuf);
    if (parts.host.ptr && !recompose_matches(LLURI_RULE_HOST, parts.host) &&
        lluri_match(LLURI_RULE_IP_LITERAL_Z, parts.host.ptr, parts.host.len, 0, NULL) == 0)
        zone_host = 1; /* an RFC 6874 host: either answer is the contract's */

    out = malloc(FZ_OUT_FOR(in.len) + 1);
    FZ_CHECK(out != NULL, "out of memory");
    memset(out, 0x5a, FZ_OUT_FOR(in.len) + 1);
    r = lluri_recompose(&parts, out, FZ_OUT_FOR(in.len), &res, &e);
    r0 = lluri_recompose(&parts, NULL, 0, NULL, NULL);
    FZ_CHECK(r == r0, "with a buffer %td, sizing %td", r, r0);
    if (!zone_host)
        FZ_CHECK((r >= 0) == expect_ok, "recompose %s (%s at %zu), the rules say %s",
                 r >= 0 ? "succeeds" : "fails", r >= 0 ? "" : lluri_errname((int)r),
                 r >= 0 ? 0 : e.offset, expect_ok ? "valid" : "invalid");
    if (r < 0) {
        FZ_CHECK(e.code == r, "err.code %d, returned %td", e.code, r);
        FZ_CHECK(r == LLURI_ESCHEME || r == LLURI_EUSERINFO || r == LLURI_EHOST ||
                     r == LLURI_EIPLITERAL || r == LLURI_EPORT || r == LLURI_EPATH ||
                     r == LLURI_EQUERY || r == LLURI_EFRAGMENT || r == LLURI_EPARTS ||
                     r == LLURI_EPCT,
                 "unexpected code %s", lluri_errname((int)r));
        FZ_CHECK(e.offset <= total, "error offset %zu past the output (at most %zu)", e.offset, total);
        free(out);
        return 0;
    }
    FZ_CHECK((size_t)r < FZ_OUT_FOR(in.len) && out[r] == '\0' && (unsigned char)out[r + 1] == 0x5a,
             "NUL or bytes past the result (%td)", r);
    FZ_CHECK(res.src == out && res.len == (uint32_t)r, "result src/len");
    FZ_CHECK(lluri_parse(&again, out, (size_t)r, LLURI_START_REFERENCE | LLURI_ZONE_ID, &e) == 0,
             "the output does not parse: %s at %zu", lluri_errname(e.code), e.offset);
    FZ_CHECK(fz_same_uri(&again, &res), "the output's parse differs from *result");
    fz_check_uri(&res, out, (size_t)r, LLURI_START_REFERENCE | LLURI_ZONE_ID);
    FZ_CHECK(recompose_same(parts.scheme, out, res.scheme, res.present, LLURI_HAS_SCHEME), "scheme changed");
    FZ_CHECK(recompose_same(parts.userinfo, out, res.userinfo, res.present, LLURI_HAS_USERINFO), "userinfo changed");
    FZ_CHECK(recompose_same(parts.host, out, res.host, res.present, LLURI_HAS_AUTHORITY), "host changed");
    FZ_CHECK(recompose_same(parts.port, out, res.port, res.present, LLURI_HAS_PORT), "port changed");
    FZ_CHECK(recompose_same(parts.query, out, res.query, res.present, LLURI_HAS_QUERY), "query changed");
    FZ_CHECK(recompose_same(parts.fragment, out, res.fragment, res.present, LLURI_HAS_FRAGMENT), "fragment changed");
    {
        const char *pp = out + res.path.off;
        size_t      pl = res.path.len, gl = parts.path.len;
        int same = pl == gl && (gl == 0 || memcmp(pp, parts.path.ptr, gl) == 0);
        int dot_slash = pl == gl + 2 && memcmp(pp, "/.", 2) == 0 && gl >= 2 &&
                        memcmp(pp + 2, parts.path.ptr, gl) == 0 && parts.path.ptr[1] == '/' &&
                        !(res.present & LLURI_HAS_AUTHORITY);
        int dot = pl == gl + 2 && memcmp(pp, "./", 2) == 0 && memcmp(pp + 2, parts.path.ptr, gl) == 0 &&
                  !(res.present & LLURI_HAS_SCHEME) && memchr(parts.path.ptr, ':', gl) != NULL;
        FZ_CHECK(same || dot_slash || dot, "path changed beyond \"/.\" or \"./\"");
    }
    /* a short buffer: a prefix, nothing written past cap */
    if (r > 0) {
        char  *small = malloc((size_t)r);
        size_t cap = (size_t)r - 1 - (size_t)(in.ctl >> 7) * ((size_t)r - 1) / 2;
        FZ_CHECK(small != NULL, "out of memory");
        memset(small, CONTRACT_CANARY, (size_t)r);
        r0 = lluri_recompose(&parts, cap ? small : NULL, cap, &again, NULL);
        FZ_CHECK(r0 == r, "cap %zu gives %td, not %td", cap, r0, r);
        FZ_CHECK(contract_broken(small, (size_t)r, cap, out, (size_t)r) == NULL, "cap %zu: %s", cap,
                 contract_broken(small, (size_t)r, cap, out, (size_t)r));
        FZ_CHECK(again.src == (cap ? small : NULL) && again.present == 0 && again.len == 0, "cap %zu: *result not zeroed", cap);
        free(small);
    }
    free(out);
    return 0;
}
