/* SPDX-License-Identifier: MIT */
/* uriparser_diff.h — lluri against uriparser (strict RFC 3986), for the same
 * bytes: do both accept, and do they put every component boundary at the
 * same place? Shared by fuzz/fuzz_differential.c and
 * tests/test_differential.c. Needs uriparser (HAVE_URIPARSER).
 *
 * lluri parses as URI-reference (LLURI_START_REFERENCE, and LLURI_ZONE_ID when
 * asked); uriparser with uriParseSingleUriExA.
 * Compared: validity; then scheme, userinfo, host (uriparser's hostText
 * lacks an IP literal's brackets: put back), host kind, port, path (as
 * uriparser's list of segments), query and fragment, each by presence,
 * offset and length. uriparser points an empty component at a static ""
 * outside the input; then only its presence and length are compared.
 */
#ifndef LLURI_DIFFERENTIAL_H
#define LLURI_DIFFERENTIAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <uriparser/Uri.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

enum diff_what {
    DIFF_AGREE = 0,
    DIFF_ONLY_LLURI,      /* lluri accepts, uriparser rejects */
    DIFF_ONLY_URIPARSER,  /* uriparser accepts, lluri rejects */
    DIFF_SCHEME, DIFF_USERINFO, DIFF_HOST, DIFF_HOST_KIND, DIFF_PORT, DIFF_PATH,
    DIFF_QUERY, DIFF_FRAGMENT
};

static const char *const diff_what_name[] = {
    "agree", "only lluri accepts", "only uriparser accepts", "scheme", "userinfo",
    "host", "host kind", "port", "path", "query", "fragment"
};

typedef struct diff_outcome {
    int    what;       /* enum diff_what, the first difference */
    int    ll_code;    /* lluri's return */
    size_t ll_offset;  /* lluri's error offset */
    int    up_code;    /* uriparser's return */
    size_t up_offset;  /* uriparser's error position */
    uint32_t ll_present; /* lluri's LLURI_HAS_* bits when it accepts */
} diff_outcome;

typedef struct diff_comp {
    int       present;
    long long off; /* -1: uriparser's range is outside the input */
    size_t    len;
} diff_comp;

static diff_comp diff_ll(const lluri *u, lluri_span sp, uint32_t bit)
{
    diff_comp c = { 0, -1, 0 };
    if (u->present & bit) {
        c.present = 1;
        c.off = sp.off;
        c.len = sp.len;
    }
    return c;
}

static diff_comp diff_up(UriTextRangeA r, const char *s, size_t n)
{
    diff_comp c = { 0, -1, 0 };
    uintptr_t a = (uintptr_t)r.first, z = (uintptr_t)r.afterLast;
    uintptr_t lo = (uintptr_t)s, hi = (uintptr_t)(s + n);
    if (r.first == NULL)
        return c;
    c.present = 1;
    c.len = z >= a ? (size_t)(z - a) : 0;
    if (a >= lo && a <= hi && n > 0)
        c.off = (long long)(a - lo);
    return c;
}

static int diff_comp_differ(diff_comp a, diff_comp b)
{
    if (a.present != b.present)
        return 1;
    if (!a.present)
        return 0;
    return a.len != b.len || (a.off >= 0 && b.off >= 0 && a.off != b.off);
}

static int diff_up_host_kind(const UriUriA *x)
{
    if (x->hostText.first == NULL)
        return LLURI_HOST_NONE;
    if (x->hostData.ip4 != NULL)
        return LLURI_HOST_IPV4;
    if (x->hostData.ip6 != NULL)
        return LLURI_HOST_IPV6;
    if (x->hostData.ipFuture.first != NULL)
        return LLURI_HOST_IPVFUTURE;
    return LLURI_HOST_REG_NAME;
}

/* uriparser's path is a list of segments without the "/"s and a flag,
 * absolutePath, set for a path starting with "/" when there is no
 * authority. From lluri's path: drop a leading "/", split the rest at
 * each "/"; an empty path has no segments, and neither has "/" without an
 * authority. Returns 0 when they agree. */
static int diff_path(const lluri *u, const UriUriA *x, const char *s, size_t n)
{
    const UriPathSegmentA *seg = x->pathHead;
    const char            *p = s + u->path.off;
    size_t                 pl = u->path.len, i = 0, j;
    int                    has_auth = (u->present & LLURI_HAS_AUTHORITY) != 0;
    int                    abs_expected = 0;

    if (pl > 0 && p[0] == '/') {
        i = 1;
        abs_expected = !has_auth;
    }
    if ((x->absolutePath != URI_FALSE) != abs_expected)
        return 1;
    if (pl == 0 || (pl == 1 && p[0] == '/' && !has_auth))
        return seg != NULL;
    for (;;) {
        diff_comp c;
        for (j = i; j < pl && p[j] != '/'; j++)
            ;
        if (seg == NULL)
            return 1;
        c = diff_up(seg->text, s, n);
        if (c.len != j - i)
            return 1;
        if (c.off < 0 && j > i)
            return 1;
        if (c.off >= 0 && j > i && (size_t)c.off != u->path.off + i)
            return 1;
        seg = seg->next;
        if (j >= pl)
            break;
        i = j + 1;
    }
    return seg != NULL;
}

/* Compare the two parsers on s[0..n); lluri with LLURI_ZONE_ID when
 * `zone` is not 0. */
static diff_outcome diff_run(const char *s, size_t n, int zone)
{
    diff_outcome o = { DIFF_AGREE, 0, 0, 0, 0, 0 };
    lluri        u;
    lluri_error  err;
    UriUriA      x;
    const char  *errpos = NULL;
    static const char empty[1] = { 0 };
    const char  *sp = n ? s : empty;

    o.ll_code = lluri_parse(&u, sp, n, LLURI_START_REFERENCE | (zone ? LLURI_ZONE_ID : 0u), &err);
    o.ll_offset = o.ll_code ? err.offset : 0;
    o.ll_present = u.present;
    memset(&x, 0, sizeof x);
    o.up_code = uriParseSingleUriExA(&x, sp, sp + n, &errpos);
    o.up_offset = errpos ? (size_t)(errpos - sp) : n;
    if (o.up_code == URI_SUCCESS)
        o.up_offset = 0;
    if ((o.ll_code == 0) != (o.up_code == URI_SUCCESS)) {
        o.what = o.ll_code == 0 ? DIFF_ONLY_LLURI : DIFF_ONLY_URIPARSER;
    } else if (o.ll_code == 0) {
        diff_comp a, b;
        int hk = diff_up_host_kind(&x);
        if (diff_comp_differ(diff_ll(&u, u.scheme, LLURI_HAS_SCHEME), diff_up(x.scheme, sp, n)))
            o.what = DIFF_SCHEME;
        else if (diff_comp_differ(diff_ll(&u, u.userinfo, LLURI_HAS_USERINFO), diff_up(x.userInfo, sp, n)))
            o.what = DIFF_USERINFO;
        else if (hk != u.host_kind)
            o.what = DIFF_HOST_KIND;
        else {
            a = diff_ll(&u, u.host, LLURI_HAS_AUTHORITY);
            b = diff_up(x.hostText, sp, n);
            if ((hk == LLURI_HOST_IPV6 || hk == LLURI_HOST_IPVFUTURE) && b.present) {
                if (b.off > 0)
                    b.off -= 1; /* put back the brackets */
                b.len += 2;
            }
            if (diff_comp_differ(a, b))
                o.what = DIFF_HOST;
            else if (diff_comp_differ(diff_ll(&u, u.port, LLURI_HAS_PORT), diff_up(x.portText, sp, n)))
                o.what = DIFF_PORT;
            else if (diff_path(&u, &x, sp, n))
                o.what = DIFF_PATH;
            else if (diff_comp_differ(diff_ll(&u, u.query, LLURI_HAS_QUERY), diff_up(x.query, sp, n)))
                o.what = DIFF_QUERY;
            else if (diff_comp_differ(diff_ll(&u, u.fragment, LLURI_HAS_FRAGMENT), diff_up(x.fragment, sp, n)))
                o.what = DIFF_FRAGMENT;
        }
    }
    if (o.up_code == URI_SUCCESS)
        uriFreeUriMembersA(&x);
    return o;
}

/* The documented disagreements: where uriparser is wrong, the RFC 3986 text
 * that decides it. Each entry recognizes its case from the input and the
 * outcome; fuzz/DIFFERENTIAL.md has the same table with examples. */
typedef struct diff_case {
    const char *name;
    int         what; /* enum diff_what */
    int (*match)(const char *s, size_t n, const diff_outcome *o);
    const char *rfc;  /* the text that decides it */
} diff_case;

/* lluri, asked for RFC 6874 zone ids, accepts an IPv6 literal with one;
 * uriparser implements RFC 3986 alone, where "%" cannot appear in an IP
 * literal. Not a mistake of either: two grammars. */
static int diff_case_zone_id(const char *s, size_t n, const diff_outcome *o)
{
    (void)s;
    (void)n;
    return (o->ll_present & LLURI_HAS_ZONE_ID) != 0;
}

static const diff_case diff_cases[] = {
    { "zone-id", DIFF_ONLY_LLURI, diff_case_zone_id,
      "RFC 6874 section 2: IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture ) \"]\"; "
      "IPv6addrz = IPv6address \"%25\" ZoneID (\"This document updates RFC 3986\"); "
      "RFC 3986 section 3.2.2 alone has IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\"" },
    { NULL, 0, NULL, NULL }
};

/* The index of the documented case that explains o, or -1. */
static int diff_known(const char *s, size_t n, const diff_outcome *o)
{
    int i;
    for (i = 0; diff_cases[i].name != NULL; i++)
        if (diff_cases[i].what == o->what && diff_cases[i].match(s, n, o))
            return i;
    return -1;
}

#endif /* LLURI_DIFFERENTIAL_H */
