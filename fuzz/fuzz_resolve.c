/* SPDX-License-Identifier: MIT */
/* fuzz_resolve — lluri_resolve() (RFC 3986 §5.2).
 *
 * Control byte: bit 0 LLURI_RESOLVE_COMPAT, bit 1 parse both with
 * LLURI_ZONE_ID. Text: base '\n' reference, each parsed as a URI-reference
 * (inputs where either does not parse are skipped).
 *
 * Invariants: a base without a scheme gives LLURI_EBASE; otherwise
 * resolution succeeds and gives a valid URI (it parses under the URI
 * start rule, that parse equals *result, fz_check_uri holds); sizing with
 * cap 0 gives the same length; the target's components come from where
 * §5.2.2 says (scheme, authority, query and fragment from the reference or
 * the base); resolving the target again against the base (strictly)
 * gives it back unchanged after one more pass (idempotent), and resolving "" against it
 * gives it without its fragment (§5.2.2, empty reference).
 */
#define FUZZ_NAME resolve
#include "fuzz.h"

static int resolve_same_comp(const lluri *a, lluri_span sa, const lluri *b, lluri_span sb, uint32_t bit)
{
    if ((a->present & bit) != (b->present & bit))
        return 0;
    return !(a->present & bit) || fz_span_eq(a->src, sa, b->src, sb);
}

/* LLURI_RESOLVE_COMPAT compares schemes without regard to case (§3.1). */
static int resolve_same_scheme_nocase(const char *a, lluri_span sa, const char *b, lluri_span sb)
{
    uint32_t i;
    if (sa.len != sb.len)
        return 0;
    for (i = 0; i < sa.len; i++) {
        unsigned char x = (unsigned char)a[sa.off + i], y = (unsigned char)b[sb.off + i];
        if (x != y && !((x | 0x20) == (y | 0x20) && (x | 0x20) >= 'a' && (x | 0x20) <= 'z'))
            return 0;
    }
    return 1;
}

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    unsigned    rflags = (in.ctl & 1u) ? LLURI_RESOLVE_COMPAT : 0u, pflags = (in.ctl & 2u) ? LLURI_ZONE_ID : 0;
    const char *rest = in.text, *bs, *rs;
    size_t      left = in.len, bn, rn;
    lluri       b, rf, t, t2, t3, chk, empty;
    lluri_error e;
    ptrdiff_t   r, r0, r2, r3;
    char       *out, *out2, *out3;
    int         ref_has_scheme;

    if (in.len > FZ_MAX_IN)
        return 0;
    bn = fz_piece(&rest, &left, &bs);
    rn = fz_piece(&rest, &left, &rs);
    if (lluri_parse(&b, bs, bn, LLURI_START_REFERENCE | pflags, NULL) != 0 ||
        lluri_parse(&rf, rs, rn, LLURI_START_REFERENCE | pflags, NULL) != 0)
        return 0;
    out = malloc(FZ_OUT_FOR(in.len));
    out2 = malloc(FZ_OUT_FOR(in.len));
    out3 = malloc(FZ_OUT_FOR(in.len));
    FZ_CHECK(out && out2 && out3, "out of memory");
    r = lluri_resolve(&b, &rf, rflags, out, FZ_OUT_FOR(in.len), &t, &e);
    r0 = lluri_resolve(&b, &rf, rflags, NULL, 0, NULL, NULL);
    FZ_CHECK(r == r0, "with a buffer %td, sizing %td", r, r0);
    if (!(b.present & LLURI_HAS_SCHEME)) {
        FZ_CHECK(r == LLURI_EBASE && e.code == r, "base without a scheme: %s", lluri_errname((int)r));
        goto done;
    }
    FZ_CHECK(r >= 0, "resolution fails: %s at %zu", lluri_errname((int)r), e.offset);
    FZ_CHECK((size_t)r < FZ_OUT_FOR(in.len), "result too long");
    FZ_CHECK(lluri_parse(&chk, out, (size_t)r, LLURI_START_URI | pflags, &e) == 0,
             "the target is not a URI: %s at %zu", lluri_errname(e.code), e.offset);
    FZ_CHECK(fz_same_uri(&chk, &t), "the target's parse differs from *result");
    fz_check_uri(&t, out, (size_t)r, LLURI_START_URI | pflags);

    /* where the components come from (§5.2.2) */
    ref_has_scheme = (rf.present & LLURI_HAS_SCHEME) &&
                     !((rflags & LLURI_RESOLVE_COMPAT) &&
                       resolve_same_scheme_nocase(rs, rf.scheme, bs, b.scheme));
    FZ_CHECK(resolve_same_comp(&t, t.fragment, &rf, rf.fragment, LLURI_HAS_FRAGMENT),
             "the fragment is not the reference's");
    if (ref_has_scheme) {
        FZ_CHECK(resolve_same_comp(&t, t.scheme, &rf, rf.scheme, LLURI_HAS_SCHEME), "scheme not the reference's");
    } else if (!(rf.present & LLURI_HAS_SCHEME) || !(rflags & LLURI_RESOLVE_COMPAT)) {
        FZ_CHECK(resolve_same_comp(&t, t.scheme, &b, b.scheme, LLURI_HAS_SCHEME), "scheme not the base's");
    }
    if (ref_has_scheme || (rf.present & LLURI_HAS_AUTHORITY)) {
        FZ_CHECK(resolve_same_comp(&t, t.host, &rf, rf.host, LLURI_HAS_AUTHORITY) &&
                     resolve_same_comp(&t, t.userinfo, &rf, rf.userinfo, LLURI_HAS_USERINFO) &&
                     resolve_same_comp(&t, t.port, &rf, rf.port, LLURI_HAS_PORT),
                 "authority not the reference's");
        FZ_CHECK(resolve_same_comp(&t, t.query, &rf, rf.query, LLURI_HAS_QUERY), "query not the reference's");
    } else if (!(rf.present & LLURI_HAS_SCHEME)) {
        FZ_CHECK(resolve_same_comp(&t, t.host, &b, b.host, LLURI_HAS_AUTHORITY) &&
                     resolve_same_comp(&t, t.userinfo, &b, b.userinfo, LLURI_HAS_USERINFO) &&
                     resolve_same_comp(&t, t.port, &b, b.port, LLURI_HAS_PORT),
                 "authority not the base's");
        if (rf.path.len == 0 && !(rf.present & LLURI_HAS_QUERY))
            FZ_CHECK(resolve_same_comp(&t, t.query, &b, b.query, LLURI_HAS_QUERY), "query not the base's");
        else
            FZ_CHECK(resolve_same_comp(&t, t.query, &rf, rf.query, LLURI_HAS_QUERY), "query not the reference's");
        if (rf.path.len == 0)
            FZ_CHECK(fz_span_eq(out, t.path, bs, b.path), "empty reference path: not the base's path");
    }

    /* once more: the second pass changes nothing. Strict only: with
     * LLURI_RESOLVE_COMPAT a target with the base's scheme and a rootless
     * path ("http:4/g/" against "http:4/a/b") is relative again and
     * merges once more, as §5.2.2's backward-compatible reading says. */
    r2 = lluri_resolve(&b, &t, 0, out2, FZ_OUT_FOR(in.len), &t2, &e);
    FZ_CHECK(r2 >= 0, "resolving the target again fails: %s", lluri_errname((int)r2));
    r3 = lluri_resolve(&b, &t2, 0, out3, FZ_OUT_FOR(in.len), &t3, &e);
    FZ_CHECK(r3 == r2 && memcmp(out2, out3, (size_t)r2) == 0, "resolving against the base is not idempotent");

    /* "" against the target: the target without its fragment */
    FZ_CHECK(lluri_parse(&empty, "", 0, LLURI_START_REFERENCE, NULL) == 0, "\"\" does not parse");
    r2 = lluri_resolve(&t, &empty, rflags, out2, FZ_OUT_FOR(in.len), &t2, &e);
    {
        size_t want = (t.present & LLURI_HAS_FRAGMENT) ? (size_t)t.fragment.off - 1 : (size_t)r;
        FZ_CHECK(r2 >= 0 && (size_t)r2 == want && memcmp(out2, out, want) == 0,
                 "resolve(T, \"\") is not T without its fragment (%td)", r2);
    }
done:
    free(out);
    free(out2);
    free(out3);
    return 0;
}
