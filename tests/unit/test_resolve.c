/* SPDX-License-Identifier: MIT */
/* test_resolve.c — RFC 3986 §5.3 recomposition, §5.2 resolution, and
 * relativization (its inverse).
 *
 * Every writer is checked for the snprintf contract (sizing with cap 0, a
 * prefix and no NUL at cap = len, the NUL at cap = len + 1, nothing written
 * at or past cap) and for the invariant that *result is the output parsed.
 *
 * The real-world URL lists are read through tests/common/dataset.h; the
 * tests that use them skip a list that is not there (LLURI_TEST_VERBOSE=1
 * prints how many URLs they used). */
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "contract.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "vectors.h"
#include "quick.h"
#include "dataset.h"

#define BIG 4096

/* ---- helpers ---------------------------------------------------------------- */

static lluri parse_ok(const char *s, unsigned flags)
{
    lluri u;
    lluri_error e;
    int rc = lluri_parse(&u, s, strlen(s), flags, &e);
    ck_assert_msg(rc == 0, "parse \"%s\": %s at %zu", s, lluri_errname(rc), e.offset);
    return u;
}

/* Two parsed URIs have the same components, byte for byte. */
static int same_components(const lluri *a, const lluri *b)
{
    lluri_parts p, q;
    lluri_get_parts(a, &p);
    lluri_get_parts(b, &q);
    const lluri_text *x = &p.scheme, *y = &q.scheme;
    for (int i = 0; i < 7; i++) {
        if (!x[i].ptr != !y[i].ptr || x[i].len != y[i].len
            || (x[i].len && memcmp(x[i].ptr, y[i].ptr, x[i].len) != 0))
            return 0;
    }
    return a->host_kind == b->host_kind && a->present == b->present;
}

/* A writer under test: fills out[0 .. cap) and maybe *result. */
typedef ptrdiff_t writer_fn(const void *ctx, char *out, size_t cap, lluri *result);

/* The snprintf contract at every capacity that matters, and *result. */
static void check_sizes(writer_fn *w, const void *ctx, const char *want)
{
    size_t n = strlen(want);
    char buf[BIG + 2];
    lluri r;
    ck_assert_int_eq(w(ctx, NULL, 0, NULL), (ptrdiff_t)n);
    size_t caps[] = { 0, 1, n / 2, n, n + 1, n + 2 };
    for (size_t i = 0; i < NELEM(caps); i++) {
        size_t cap = caps[i];
        memset(buf, '#', sizeof buf);
        memset(&r, 0xA5, sizeof r);
        ck_assert_int_eq(w(ctx, buf, cap, &r), (ptrdiff_t)n);
        const char *broken = contract_broken(buf, sizeof buf, cap, want, n);
        ck_assert_msg(broken == NULL, "\"%s\" cap %zu: %s", want, cap, broken);
        if (cap > n) {                           /* *result: the output parsed */
            lluri again = parse_ok(want, LLURI_ZONE_ID);
            ck_assert(r.src == buf && r.len == n);
            ck_assert(same_components(&r, &again));
        } else {                                 /* else zeroed but for src */
            ck_assert(r.src == buf && r.len == 0 && r.present == 0);
        }
    }
}

/* ---- RFC 3986 §5.3 recompose ------------------------------------------------------ */

/* p is read through the cast in do_recompose(), which cppcheck misses. */
/* cppcheck-suppress unusedStructMember */
struct recompose_ctx { const lluri_parts *p; };

static ptrdiff_t do_recompose(const void *ctx, char *out, size_t cap, lluri *result)
{
    return lluri_recompose(((const struct recompose_ctx *)ctx)->p, out, cap, result, NULL);
}

/* recompose(get_parts(parse(x))) == x, and parses back to the same. */
static void round_trip(const char *in, size_t len, unsigned flags)
{
    lluri u, r;
    lluri_parts p;
    char out[BIG];
    ck_assert_int_eq(lluri_parse(&u, in, len, flags, NULL), 0);
    lluri_get_parts(&u, &p);
    ptrdiff_t n = lluri_recompose(&p, out, sizeof out, &r, NULL);
    ck_assert_msg(n == (ptrdiff_t)len && memcmp(out, in, len) == 0,
                  "\"%.*s\" -> \"%.*s\"", (int)len, in, (int)(n > 0 ? n : 0), out);
    ck_assert(same_components(&u, &r));
}

START_TEST(recompose_vectors)
{
    const struct valid_vector *v = &valid_vectors[_i];
    round_trip(v->in, vector_len(v->in, v->len), LLURI_START_REFERENCE | v->flags);
}
END_TEST

/* Calls fn on every `every`-th line that parses as a URI (every 50 times
 * that many under LLURI_TEST_QUICK). */
static size_t each_url(size_t list, size_t every,
                       void (*fn)(const char *s, size_t n))
{
    dataset_iter d;
    const char *s;
    size_t n, k = 0, used = 0;
    every *= (size_t)QUICK(1, 50);
    if (!dataset_begin(&d, list))
        return 0;
    while (dataset_next(&d, &s, &n)) {
        lluri u;
        if (k++ % every != 0 || lluri_parse(&u, s, n, LLURI_START_URI, NULL) != 0)
            continue;
        fn(s, n);
        used++;
    }
    dataset_end(&d);
    return used;
}

static void round_trip_url(const char *s, size_t n)
{
    round_trip(s, n, LLURI_START_REFERENCE);
}

START_TEST(recompose_urls)
{
    each_url((size_t)_i, 1, round_trip_url);
}
END_TEST

/* Parts given as strings: NULL absent, "" empty. */
struct parts_row {
    const char *scheme, *userinfo, *host, *port, *path, *query, *fragment;
    const char *out;   /* the result, when it succeeds */
    int code;          /* else the error */
    size_t offset;
};

static lluri_text txt(const char *s)
{
    return (lluri_text){ s, s ? strlen(s) : 0 };
}

static lluri_parts make_parts(const struct parts_row *r)
{
    return (lluri_parts){ txt(r->scheme), txt(r->userinfo), txt(r->host),
                          txt(r->port), txt(r->path), txt(r->query),
                          txt(r->fragment) };
}

static const struct parts_row recompose_rows[] = {
    /* absent is not empty */
    { .scheme = "http", .host = "a", .path = "", .out = "http://a" },
    { .scheme = "http", .host = "a", .path = "", .query = "", .out = "http://a?" },
    { .scheme = "http", .host = "a", .path = "", .fragment = "", .out = "http://a#" },
    { .scheme = "http", .host = "", .path = "", .out = "http://" },
    { .scheme = "http", .host = "a", .port = "", .path = "/", .out = "http://a:/" },
    { .scheme = "http", .userinfo = "", .host = "a", .path = "", .out = "http://@a" },
    { .path = "", .out = "" },
    { .path = NULL, .query = "q", .out = "?q" },
    { .scheme = "s", .out = "s:" },
    /* trap: no authority and a path starting with "//" */
    { .scheme = "s", .path = "//x/y", .out = "s:/.//x/y" },
    { .path = "//x", .out = "/.//x" },
    { .path = "//", .query = "q", .out = "/.//?q" },
    /* trap: no scheme, no authority and ":" in the first segment */
    { .path = "a:b", .out = "./a:b" },
    { .path = "a:b/c", .out = "./a:b/c" },
    { .path = "a/b:c", .out = "a/b:c" },
    { .path = ":", .out = "./:" },
    { .scheme = "s", .path = "a:b", .out = "s:a:b" },
    { .host = "h", .path = "/a:b", .out = "//h/a:b" },
    /* every component at once; IP literals; zone ids */
    { .scheme = "http", .userinfo = "u:p", .host = "[::1]", .port = "8080",
      .path = "/p", .query = "q=1", .fragment = "f", .out = "http://u:p@[::1]:8080/p?q=1#f" },
    { .scheme = "http", .host = "[v7.x]", .path = "", .out = "http://[v7.x]" },
    { .scheme = "http", .host = "[fe80::1%25eth0]", .path = "/", .out = "http://[fe80::1%25eth0]/" },
    { .scheme = "http", .host = "1.2.3.4", .path = "", .out = "http://1.2.3.4" },

    /* errors: the offset is the offending byte's in the output */
    { .scheme = "", .path = "", .code = LLURI_ESCHEME, .offset = 0 },
    { .scheme = "1a", .path = "", .code = LLURI_ESCHEME, .offset = 0 },
    { .scheme = "ht tp", .path = "", .code = LLURI_ESCHEME, .offset = 2 },
    { .scheme = "http", .userinfo = "u p", .host = "h", .path = "",
      .code = LLURI_EUSERINFO, .offset = 8 },
    { .scheme = "http", .userinfo = "u@", .host = "h", .path = "",
      .code = LLURI_EUSERINFO, .offset = 8 },
    { .scheme = "http", .host = "a b", .path = "", .code = LLURI_EHOST, .offset = 8 },
    { .scheme = "http", .host = "a/b", .path = "", .code = LLURI_EHOST, .offset = 8 },
    { .scheme = "http", .host = "[::1", .path = "", .code = LLURI_EIPLITERAL, .offset = 11 },
    { .scheme = "http", .host = "[::g]", .path = "", .code = LLURI_EIPLITERAL, .offset = 10 },
    { .scheme = "http", .userinfo = "u", .host = "[x]", .path = "",
      .code = LLURI_EIPLITERAL, .offset = 10 },
    { .scheme = "http", .host = "h", .port = "8a", .path = "", .code = LLURI_EPORT, .offset = 10 },
    { .scheme = "http", .host = "h", .port = "-1", .path = "", .code = LLURI_EPORT, .offset = 9 },
    { .scheme = "http", .host = "h", .path = "/a b", .code = LLURI_EPATH, .offset = 10 },
    { .scheme = "http", .host = "h", .path = "/%zz", .code = LLURI_EPATH, .offset = 10 },
    { .path = "a?b", .code = LLURI_EPATH, .offset = 1 },
    { .path = "a#b", .code = LLURI_EPATH, .offset = 1 },
    { .path = "//a b", .code = LLURI_EPATH, .offset = 5 },   /* after "/." */
    { .path = "x:a b", .code = LLURI_EPATH, .offset = 5 },   /* after "./" */
    { .scheme = "s", .path = "/", .query = "a#b", .code = LLURI_EQUERY, .offset = 5 },
    { .scheme = "s", .path = "/", .query = "%", .code = LLURI_EQUERY, .offset = 5 },
    { .scheme = "s", .path = "", .fragment = "a#b", .code = LLURI_EFRAGMENT, .offset = 4 },
    { .scheme = "s", .path = "", .query = "", .fragment = "<", .code = LLURI_EFRAGMENT,
      .offset = 4 },
    /* structure */
    { .scheme = "s", .userinfo = "u", .path = "", .code = LLURI_EPARTS, .offset = 2 },
    { .port = "80", .path = "", .code = LLURI_EPARTS, .offset = 0 },
    { .scheme = "http", .host = "h", .path = "a", .code = LLURI_EPARTS, .offset = 8 },
    { .host = "h", .port = "1", .path = "a/b", .code = LLURI_EPARTS, .offset = 5 },
};

START_TEST(recompose_table)
{
    const struct parts_row *row = &recompose_rows[_i];
    lluri_parts p = make_parts(row);
    lluri_error e = { 99, 99 };
    char out[BIG];
    ptrdiff_t n = lluri_recompose(&p, out, sizeof out, NULL, &e);
    if (row->out) {
        ck_assert_msg(n >= 0, "row %d: %s at %zu", _i, lluri_errname((int)n), e.offset);
        ck_assert_str_eq(out, row->out);
        ck_assert_int_eq(e.code, LLURI_OK);
        struct recompose_ctx ctx = { &p };
        check_sizes(do_recompose, &ctx, row->out);
    } else {
        ck_assert_msg(n == row->code && e.code == row->code && e.offset == row->offset,
                      "row %d: %s at %zu, want %s at %zu", _i, lluri_errname((int)n),
                      e.offset, lluri_errname(row->code), row->offset);
        ck_assert_int_eq(lluri_recompose(&p, NULL, 0, NULL, NULL), row->code);
        lluri r;                /* *result zeroed but for src, as on every writer's error */
        memset(&r, 0x55, sizeof r);
        ck_assert_int_eq(lluri_recompose(&p, out, sizeof out, &r, NULL), row->code);
        ck_assert_ptr_eq(r.src, out);
        ck_assert_uint_eq(r.len | r.present | r.path.off | r.path.len, 0);
    }
}
END_TEST

/* A component of a parsed URI replaced, the rest kept. */
START_TEST(recompose_replace)
{
    lluri u = parse_ok("http://user@example.com:8080/a/b?q#f", 0), r;
    lluri_parts p;
    char out[BIG];

    lluri_get_parts(&u, &p);
    p.host = txt("[::1]");
    ck_assert_int_eq(lluri_recompose(&p, out, sizeof out, &r, NULL), 30);
    ck_assert_str_eq(out, "http://user@[::1]:8080/a/b?q#f");
    ck_assert_int_eq(r.host_kind, LLURI_HOST_IPV6);
    ck_assert(r.src == out && r.host.off == 12 && r.host.len == 5);
    ck_assert(r.port.off == 18 && r.path.off == 22 && r.path.len == 4);

    p.userinfo = txt(NULL);
    p.port = txt(NULL);
    p.query = txt("");
    p.fragment = txt(NULL);
    ck_assert_int_eq(lluri_recompose(&p, out, sizeof out, &r, NULL), 17);
    ck_assert_str_eq(out, "http://[::1]/a/b?");
    ck_assert(r.present == (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY
                            | LLURI_HAS_QUERY));

    p.host = txt(NULL);                         /* drop the authority */
    p.path = txt("//srv/share");
    ck_assert_int_eq(lluri_recompose(&p, out, sizeof out, &r, NULL), 19);
    ck_assert_str_eq(out, "http:/.//srv/share?");
    ck_assert(!(r.present & LLURI_HAS_AUTHORITY));
    ck_assert_uint_eq(r.path.len, 13);

    p.scheme = txt(NULL);                       /* drop the scheme */
    p.path = txt("c:/windows");
    ck_assert_int_eq(lluri_recompose(&p, out, sizeof out, &r, NULL), 13);
    ck_assert_str_eq(out, "./c:/windows?");
    ck_assert(!(r.present & LLURI_HAS_SCHEME));

    lluri empty = parse_ok("", 0);              /* the path is "", never NULL */
    lluri_get_parts(&empty, &p);
    ck_assert(p.path.ptr != NULL && p.path.len == 0 && p.scheme.ptr == NULL);
    ck_assert_int_eq(lluri_recompose(&p, out, sizeof out, &r, NULL), 0);
    ck_assert_int_eq(lluri_recompose(NULL, out, sizeof out, NULL, NULL), LLURI_EINVAL);
}
END_TEST

/* ---- RFC 3986 §5.2 resolve ----------------------------------------------------------- */

struct resolve_row {
    const char *base, *ref, *out;
    unsigned flags;
};

/* §5.4.1 Normal Examples and §5.4.2 Abnormal Examples, verbatim. */
static const struct resolve_row rfc_rows[] = {
    /* 5.4.1 */
    { .base = "http://a/b/c/d;p?q", .ref = "g:h", .out = "g:h" },
    { .base = "http://a/b/c/d;p?q", .ref = "g", .out = "http://a/b/c/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "./g", .out = "http://a/b/c/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "g/", .out = "http://a/b/c/g/" },
    { .base = "http://a/b/c/d;p?q", .ref = "/g", .out = "http://a/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "//g", .out = "http://g" },
    { .base = "http://a/b/c/d;p?q", .ref = "?y", .out = "http://a/b/c/d;p?y" },
    { .base = "http://a/b/c/d;p?q", .ref = "g?y", .out = "http://a/b/c/g?y" },
    { .base = "http://a/b/c/d;p?q", .ref = "#s", .out = "http://a/b/c/d;p?q#s" },
    { .base = "http://a/b/c/d;p?q", .ref = "g#s", .out = "http://a/b/c/g#s" },
    { .base = "http://a/b/c/d;p?q", .ref = "g?y#s", .out = "http://a/b/c/g?y#s" },
    { .base = "http://a/b/c/d;p?q", .ref = ";x", .out = "http://a/b/c/;x" },
    { .base = "http://a/b/c/d;p?q", .ref = "g;x", .out = "http://a/b/c/g;x" },
    { .base = "http://a/b/c/d;p?q", .ref = "g;x?y#s", .out = "http://a/b/c/g;x?y#s" },
    { .base = "http://a/b/c/d;p?q", .ref = "", .out = "http://a/b/c/d;p?q" },
    { .base = "http://a/b/c/d;p?q", .ref = ".", .out = "http://a/b/c/" },
    { .base = "http://a/b/c/d;p?q", .ref = "./", .out = "http://a/b/c/" },
    { .base = "http://a/b/c/d;p?q", .ref = "..", .out = "http://a/b/" },
    { .base = "http://a/b/c/d;p?q", .ref = "../", .out = "http://a/b/" },
    { .base = "http://a/b/c/d;p?q", .ref = "../g", .out = "http://a/b/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "../..", .out = "http://a/" },
    { .base = "http://a/b/c/d;p?q", .ref = "../../", .out = "http://a/" },
    { .base = "http://a/b/c/d;p?q", .ref = "../../g", .out = "http://a/g" },
    /* 5.4.2 */
    { .base = "http://a/b/c/d;p?q", .ref = "../../../g", .out = "http://a/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "../../../../g", .out = "http://a/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "/./g", .out = "http://a/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "/../g", .out = "http://a/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "g.", .out = "http://a/b/c/g." },
    { .base = "http://a/b/c/d;p?q", .ref = ".g", .out = "http://a/b/c/.g" },
    { .base = "http://a/b/c/d;p?q", .ref = "g..", .out = "http://a/b/c/g.." },
    { .base = "http://a/b/c/d;p?q", .ref = "..g", .out = "http://a/b/c/..g" },
    { .base = "http://a/b/c/d;p?q", .ref = "./../g", .out = "http://a/b/g" },
    { .base = "http://a/b/c/d;p?q", .ref = "./g/.", .out = "http://a/b/c/g/" },
    { .base = "http://a/b/c/d;p?q", .ref = "g/./h", .out = "http://a/b/c/g/h" },
    { .base = "http://a/b/c/d;p?q", .ref = "g/../h", .out = "http://a/b/c/h" },
    { .base = "http://a/b/c/d;p?q", .ref = "g;x=1/./y", .out = "http://a/b/c/g;x=1/y" },
    { .base = "http://a/b/c/d;p?q", .ref = "g;x=1/../y", .out = "http://a/b/c/y" },
    { .base = "http://a/b/c/d;p?q", .ref = "g?y/./x", .out = "http://a/b/c/g?y/./x" },
    { .base = "http://a/b/c/d;p?q", .ref = "g?y/../x", .out = "http://a/b/c/g?y/../x" },
    { .base = "http://a/b/c/d;p?q", .ref = "g#s/./x", .out = "http://a/b/c/g#s/./x" },
    { .base = "http://a/b/c/d;p?q", .ref = "g#s/../x", .out = "http://a/b/c/g#s/../x" },
    { .base = "http://a/b/c/d;p?q", .ref = "http:g", .out = "http:g" },                       /* strict */
    { .base = "http://a/b/c/d;p?q", .ref = "http:g", .out = "http://a/b/c/g",
      .flags = LLURI_RESOLVE_COMPAT },
};

static const struct resolve_row more_rows[] = {
    /* compat compares schemes without case; other schemes stay */
    { .base = "http://a/b/c/d;p?q", .ref = "HTTP:g", .out = "http://a/b/c/g",
      .flags = LLURI_RESOLVE_COMPAT },
    { .base = "http://a/b/c/d;p?q", .ref = "HTTP:g", .out = "HTTP:g" },
    { .base = "http://a/b/c/d;p?q", .ref = "ftp:g", .out = "ftp:g",
      .flags = LLURI_RESOLVE_COMPAT },
    /* compat: a reference with the base's scheme is relative, so the strict
     * result of a rootless base, resolved again, merges again (fuzz_resolve,
     * fuzz/regressions/resolve/compat-rootless-not-idempotent) */
    { .base = "http:4/a/b/c/d;=p?q", .ref = "g/", .out = "http:4/a/b/c/g/" },
    { .base = "http:4/a/b/c/d;=p?q", .ref = "http:4/a/b/c/g/", .out = "http:4/a/b/c/4/a/b/c/g/",
      .flags = LLURI_RESOLVE_COMPAT },
    { .base = "http:4/a/b/c/d;=p?q", .ref = "http:4/a/b/c/g/", .out = "http:4/a/b/c/g/" },
    { .base = "http://a/b/c/d;p?q", .ref = "http://x/./y/../z", .out = "http://x/z" },
    { .base = "http://a/b/c/d;p?q", .ref = "http:/./g", .out = "http:/g" },
    /* a base with an empty path (merge's first case) */
    { .base = "http://a", .ref = "g", .out = "http://a/g" },
    { .base = "http://a", .ref = "", .out = "http://a" },
    { .base = "http://a", .ref = "?x", .out = "http://a?x" },
    { .base = "http://a", .ref = "#f", .out = "http://a#f" },
    { .base = "http://a", .ref = "..", .out = "http://a/" },
    { .base = "http://a?q", .ref = "", .out = "http://a?q" },
    { .base = "http://a?q", .ref = "g", .out = "http://a/g" },
    /* the fast path: leading "./" and "../" taken off the base's directory;
     * a dot segment left in the reference or in the base's directory goes
     * through the RFC's loop */
    { .base = "http://a/b/c/d", .ref = "../../../../g", .out = "http://a/g" },
    { .base = "http://a/b/./c/d", .ref = "../g", .out = "http://a/b/g" },
    { .base = "http://a/b.x/c.y/d", .ref = "../g", .out = "http://a/b.x/g" },
    { .base = "http://a/b/c/", .ref = ".", .out = "http://a/b/c/" },
    { .base = "http://a/b/c/", .ref = "..", .out = "http://a/b/" },
    { .base = "http://a/b/c/", .ref = "./..", .out = "http://a/b/" },
    { .base = "http://a/b/c/", .ref = ".x/../y", .out = "http://a/b/c/y" },
    { .base = "http://a/b/c/", .ref = "..x", .out = "http://a/b/c/..x" },
    { .base = "http://a/b//c", .ref = "../g", .out = "http://a/b/g" },
    { .base = "http://a/b/c", .ref = "../g?x#y", .out = "http://a/g?x#y" },
    { .base = "http://a/b/c", .ref = "../../g/./h/../i?q", .out = "http://a/g/i?q" },
    { .base = "http://a/b/c?q#f", .ref = "", .out = "http://a/b/c?q" },
    { .base = "http://a/b/c?q#f", .ref = "#s", .out = "http://a/b/c?q#s" },
    { .base = "http://a/b/c#f", .ref = "?y#s", .out = "http://a/b/c?y#s" },
    /* no authority */
    { .base = "mailto:x", .ref = "c", .out = "mailto:c" },
    { .base = "mailto:x", .ref = "", .out = "mailto:x" },
    { .base = "mailto:x", .ref = "?s=1", .out = "mailto:x?s=1" },
    { .base = "urn:a:b", .ref = "c", .out = "urn:c" },
    { .base = "urn:a:b", .ref = "./c:d", .out = "urn:c:d" },
    { .base = "s:a/b/c", .ref = "d", .out = "s:a/b/d" },
    { .base = "s:a/b/c", .ref = "../d", .out = "s:a/d" },
    { .base = "s:a/b/c", .ref = "../../d", .out = "s:/d" },       /* "a/.." leaves the "/" */
    { .base = "s:/a/b", .ref = "../../d", .out = "s:/d" },
    /* a dot-removed path starting with "//" with no authority: "/." kept */
    { .base = "s:a/b", .ref = "..//c", .out = "s:/.//c" },
    { .base = "s:/a/b", .ref = "..//c", .out = "s:/.//c" },
    { .base = "s:/a/b", .ref = "/.//c", .out = "s:/.//c" },
    { .base = "http://h/a/b", .ref = "..//c", .out = "http://h//c" },
    /* IP literals, userinfo, ports: the authority as written */
    { .base = "http://[::1]:8080/a/b", .ref = "c?d", .out = "http://[::1]:8080/a/c?d" },
    { .base = "http://u:p@[v1.x]:1/a", .ref = "/b", .out = "http://u:p@[v1.x]:1/b" },
    { .base = "http://u@h:/a", .ref = "b", .out = "http://u@h:/b" },
    { .base = "http://u@h:/a", .ref = "//[2001:db8::1]", .out = "http://[2001:db8::1]" },
    { .base = "http://1.2.3.4/a/b", .ref = "../../../c", .out = "http://1.2.3.4/c" },
    { .base = "http://[fe80::1%25eth0]/a", .ref = "b", .out = "http://[fe80::1%25eth0]/b" },
    /* the base's fragment is ignored; the reference's is kept */
    { .base = "http://a/b#frag", .ref = "", .out = "http://a/b" },
    { .base = "http://a/b#frag", .ref = "c", .out = "http://a/c" },
    { .base = "http://a/b#frag", .ref = "#g", .out = "http://a/b#g" },
    { .base = "http://a/b?q#frag", .ref = "#", .out = "http://a/b?q#" },
    /* empty query and fragment are not absent */
    { .base = "http://a/b?q", .ref = "?", .out = "http://a/b?" },
    { .base = "http://a/b?q", .ref = "c?", .out = "http://a/c?" },
};

struct resolve_ctx { const lluri *base, *ref; unsigned flags; };

static ptrdiff_t do_resolve(const void *ctx, char *out, size_t cap, lluri *result)
{
    const struct resolve_ctx *c = ctx;
    return lluri_resolve(c->base, c->ref, c->flags, out, cap, result, NULL);
}

static void check_resolve(const struct resolve_row *row)
{
    lluri b = parse_ok(row->base, LLURI_ZONE_ID), r = parse_ok(row->ref, 0);
    char out[BIG];
    lluri_error e;
    ptrdiff_t n = lluri_resolve(&b, &r, row->flags, out, sizeof out, NULL, &e);
    ck_assert_msg(n >= 0 && strcmp(out, row->out) == 0,
                  "\"%s\" + \"%s\" -> \"%s\" (%td), want \"%s\"", row->base, row->ref,
                  n >= 0 ? out : "", n, row->out);
    struct resolve_ctx ctx = { &b, &r, row->flags };
    check_sizes(do_resolve, &ctx, row->out);
}

START_TEST(resolve_rfc)
{
    check_resolve(&rfc_rows[_i]);
}
END_TEST

START_TEST(resolve_more)
{
    check_resolve(&more_rows[_i]);
}
END_TEST

START_TEST(resolve_errors)
{
    lluri rel = parse_ok("/a/b", 0), ref = parse_ok("c", 0), abs = parse_ok("s:x", 0);
    lluri_error e = { 0, 99 };
    char out[16];
    ck_assert_int_eq(lluri_resolve(&rel, &ref, 0, out, sizeof out, NULL, &e), LLURI_EBASE);
    ck_assert(e.code == LLURI_EBASE && e.offset == 0);
    ck_assert_int_eq(lluri_resolve(&rel, &ref, 0, NULL, 0, NULL, NULL), LLURI_EBASE);
    ck_assert_int_eq(lluri_resolve(&abs, &ref, 2, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_resolve(&abs, &ref, 0, NULL, 5, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_resolve(&abs, &ref, 0, out, sizeof out, NULL, &e), 3);
    ck_assert(e.code == LLURI_OK);
    ck_assert_str_eq(out, "s:c");

    /* on every error *result is zeroed but for src (out), whichever way
     * the call went: the checks up front, the general path, an edit */
    lluri r, edited = ref;
    edited.path.len = 40;                               /* past the text */
    const struct { const lluri *b, *r; unsigned flags; int code; } errs[] = {
        { &rel, &ref, 0, LLURI_EBASE },
        { &abs, &ref, 2, LLURI_EFLAGS },
        { &abs, &edited, 0, LLURI_ESPAN },
        { &edited, &abs, 0, LLURI_ESPAN },              /* the span check first */
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        memset(&r, 0x55, sizeof r);
        ck_assert_int_eq(lluri_resolve(errs[i].b, errs[i].r, errs[i].flags, out, sizeof out,
                                       &r, &e), errs[i].code);
        ck_assert_ptr_eq(r.src, out);
        ck_assert_uint_eq(r.len | r.present | r.path.off | r.path.len, 0);
    }
    /* an edited struct whose recomposition fails: that component's code */
    lluri q = parse_ok("s://h:1/", 0);
    q.present &= ~(uint32_t)LLURI_HAS_AUTHORITY;        /* the port has no authority */
    memset(&r, 0x55, sizeof r);
    ck_assert_int_eq(lluri_resolve(&abs, &q, 0, out, sizeof out, &r, &e), LLURI_EPARTS);
    ck_assert_ptr_eq(r.src, out);
    ck_assert_uint_eq(r.len | r.present, 0);
}
END_TEST

/* ---- the direct writer and the sink give the same bytes ------------------------
 * lluri_resolve() writes straight into out, removing dot segments in
 * place, when the whole target fits before they go (cap >= its length
 * before dot removal + 2); any smaller cap goes through the sink and the
 * right-to-left walk of src/write/dots.c. That bound is at least len + 2, so a
 * cap of BIG takes the direct writer and every cap from 0 to len + 1 the
 * sink; each must give the same return value, the same bytes (a prefix
 * when truncated), a NUL only when shorter than cap, nothing at or past
 * cap, and the same *result, with result given and not. */
static size_t every_cap_count;

static void same_at_every_cap(const lluri *b, const lluri *r, unsigned flags)
{
    static char full[BIG], buf[BIG + 2];
    lluri want, got;
    lluri_error e;
    ptrdiff_t n = lluri_resolve(b, r, flags, full, BIG, &want, &e);
    ck_assert_msg(n >= 0 && (size_t)n + 3 < BIG && e.code == LLURI_OK, "%.*s + %.*s: %td",
                  (int)b->len, b->src, (int)r->len, r->src, n);
    ck_assert_int_eq(lluri_resolve(b, r, flags, NULL, 0, NULL, NULL), n);
    /* plain tests in the loop (a passing ck_assert costs a pipe write) */
    for (size_t cap = 0; cap <= (size_t)n + 2; cap++) {
        for (int with_result = 0; with_result < 2; with_result++) {
            memset(buf, CONTRACT_CANARY, (size_t)n + 4);
            memset(&got, 0xA5, sizeof got);
            e.code = 99;
            ptrdiff_t m = lluri_resolve(b, r, flags, buf, cap, with_result ? &got : NULL, &e);
            size_t wrote = contract_kept((size_t)n, cap);
            int ok = m == n && e.code == LLURI_OK
                     && contract_broken(buf, (size_t)n + 4, cap, full, (size_t)n) == NULL;
            if (ok && with_result)
                ok = got.src == buf
                     && (cap > (size_t)n ? got.len == (uint32_t)n && same_components(&got, &want)
                                         : got.len == 0 && got.present == 0);
            if (!ok)
                ck_abort_msg("%.*s + %.*s, flags %u, cap %zu%s: %td \"%.*s\", want %td \"%.*s\"",
                             (int)b->len, b->src, (int)r->len, r->src, flags, cap,
                             with_result ? " with result" : "", m, (int)wrote, buf, n,
                             (int)wrote, full);
        }
    }
    every_cap_count++;
}

START_TEST(resolve_every_cap_rfc)
{
    lluri b = parse_ok(rfc_rows[_i].base, LLURI_ZONE_ID), r = parse_ok(rfc_rows[_i].ref, 0);
    same_at_every_cap(&b, &r, rfc_rows[_i].flags);
}
END_TEST

START_TEST(resolve_every_cap_more)
{
    lluri b = parse_ok(more_rows[_i].base, LLURI_ZONE_ID), r = parse_ok(more_rows[_i].ref, 0);
    same_at_every_cap(&b, &r, more_rows[_i].flags);
}
END_TEST

/* The benchmark's references (bench/bench.c), §5.4's dot cases, and
 * references whose target needs "/." before a "//" path. */
static const char *const cap_refs[] = {
    "g", "../g", "./g/h?y#s", "/g", "//g.example/x", "?y", "#s", "g;x=1/../y",
    "../../../g", "", ".", "..", "./", "../", "g/.", "g/..", "..//c", ".//c",
    "/./g/.", "a/./b/../../c", "g?y/./x", "HTTP:g", "s:/.//x/../y",
};

static void every_cap_url(const char *s, size_t n)
{
    lluri b;
    ck_assert_int_eq(lluri_parse(&b, s, n, LLURI_START_URI, NULL), 0);
    for (size_t i = 0; i < NELEM(cap_refs); i++) {
        lluri r = parse_ok(cap_refs[i], 0);
        same_at_every_cap(&b, &r, 0);
        same_at_every_cap(&b, &r, LLURI_RESOLVE_COMPAT);
    }
}

START_TEST(resolve_every_cap_urls)
{
    size_t used = each_url((size_t)_i, 23, every_cap_url);
    if (getenv("LLURI_TEST_VERBOSE"))
        fprintf(stderr, "%s: %zu bases, %zu pairs at every capacity\n", dataset_names[_i],
                used, every_cap_count);
}
END_TEST

/* Dot removal over merge's pieces is §5.2.4 on merge's string: every base
 * path and every reference path of up to 5 characters over ".", "/", "a"
 * (references not starting with "/", so merge runs), with and without an
 * authority, against lluri_remove_dot_segments on the concatenation. */
START_TEST(resolve_merge_dots)
{
    const char alphabet[] = "./a";
    size_t blen = (size_t)_i;
    size_t bcount = 1;
    for (size_t k = 0; k < blen; k++)
        bcount *= 3;
    for (size_t bc = 0; bc < bcount; bc++) {
        char bpath[8];
        for (size_t k = 0, c = bc; k < blen; k++, c /= 3)
            bpath[k] = alphabet[c % 3];
        bpath[blen] = '\0';
        for (size_t rlen = 1; rlen <= 5; rlen++) {
            size_t rcount = 1;
            for (size_t k = 0; k < rlen; k++)
                rcount *= 3;
            for (size_t rc = 0; rc < rcount; rc++) {
                char rpath[8];
                for (size_t k = 0, c = rc; k < rlen; k++, c /= 3)
                    rpath[k] = alphabet[c % 3];
                rpath[rlen] = '\0';
                if (rpath[0] == '/')
                    continue;
                for (int auth = 0; auth < 2; auth++) {
                    char btext[32], merged[32], want[32], out[64];
                    /* with an authority the base path is "" or absolute;
                     * without, it must not start with "//" */
                    if (auth && blen && bpath[0] != '/')
                        continue;
                    if (!auth && blen >= 2 && bpath[0] == '/' && bpath[1] == '/')
                        continue;
                    snprintf(btext, sizeof btext, "s:%s%s", auth ? "//h" : "", bpath);
                    lluri b = parse_ok(btext, 0), r = parse_ok(rpath, 0), t;
                    if (auth && blen == 0) {
                        snprintf(merged, sizeof merged, "/%s", rpath);
                    } else {
                        const char *slash = strrchr(bpath, '/');
                        int keep = slash ? (int)(slash - bpath + 1) : 0;
                        snprintf(merged, sizeof merged, "%.*s%s", keep, bpath, rpath);
                    }
                    size_t wn = (size_t)lluri_remove_dot_segments(merged, strlen(merged),
                                                          want, sizeof want, NULL);
                    ptrdiff_t n = lluri_resolve(&b, &r, 0, out, sizeof out, &t, NULL);
                    ck_assert(n > 0);
                    ck_assert_int_eq(!!(t.present & LLURI_HAS_AUTHORITY), auth);
                    /* the "/." that keeps "//" from reading as an authority */
                    char got[64];
                    size_t gn = (size_t)lluri_remove_dot_segments(out + t.path.off, t.path.len,
                                                          got, sizeof got, NULL);
                    ck_assert_msg(gn == wn && memcmp(got, want, wn) == 0,
                                  "\"%s\" + \"%s\" -> \"%s\", want path \"%s\"",
                                  btext, rpath, out, want);
                    if (!(wn >= 2 && want[0] == '/' && want[1] == '/') || auth)
                        ck_assert_uint_eq(t.path.len, wn);
                }
            }
        }
    }
}
END_TEST

/* The direct writers scan a base's path for its last "/" and the
 * directory and reference for "." 16 or 8 bytes at a time, reading
 * bytes before a short string when its URI has them. Base paths of every
 * length from 0 to 80 after prefixes of 2 to 24 bytes, with a second "/",
 * a "." inside a segment, a "/./" or "/../" segment or a segment that
 * begins with "." at every position, against
 * §5.2.2 written out here (merge, then lluri_remove_dot_segments, which
 * test_dots checks against the RFC's loop). Each target is also written
 * at exactly its length + 1, where the general code runs. */
static const char *const scan_refs[] = {
    "g", "../g", "./g", "../../g", "..//g", "g;x=1/../y", "g?q#f", "", "#f", "?q",
    "bbbbbbbbbb.c", "bbbbbbbbbbbbbbbbbbbb.c/d",
    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.c",
    "x/bbbbbbbbbbbbbbbbbbbb/../y", "../bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/./y",
    "../bbbbbbbbbbbbbbbbbbb", "./bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", ".bbbbbbbbbbbbbbbbbbbb/..",
    "/g", "/bbbbbbbbbbbbbbbbbbbb/./g", "//h2", "//h2/ppppp/./q", "//h2/pppppppppppppp",
    "//h2/pppppppppppppppppppp/../q?r#s",
    "//h2/pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp.q",
};

static size_t scan_checks;

/* T as §5.2.2 builds it, for a base "s:" [ "//" auth ] bpath (no query)
 * and a reference without scheme. */
static size_t expected_target(const char *auth, const char *bpath, const char *rtext,
                              char *out, size_t cap)
{
    lluri r = parse_ok(rtext, 0);
    const char *rp = rtext + r.path.off;
    size_t rpl = r.path.len, n = 0;
    char merged[256], path[256];
    n += (size_t)snprintf(out + n, cap - n, "s:");
    if (r.present & LLURI_HAS_AUTHORITY) {
        n += (size_t)snprintf(out + n, cap - n, "//%.*s", (int)r.host.len, rtext + r.host.off);
        size_t pn = (size_t)lluri_remove_dot_segments(rp, rpl, path, sizeof path, NULL);
        n += (size_t)snprintf(out + n, cap - n, "%.*s%s", (int)pn, path, rp + rpl);
        return n;
    }
    if (auth)
        n += (size_t)snprintf(out + n, cap - n, "//%s", auth);
    if (rpl == 0) {
        n += (size_t)snprintf(out + n, cap - n, "%s%s", bpath, rp);
        return n;
    }
    if (rp[0] == '/') {
        snprintf(merged, sizeof merged, "%.*s", (int)rpl, rp);
    } else if (auth && bpath[0] == '\0') {
        snprintf(merged, sizeof merged, "/%.*s", (int)rpl, rp);
    } else {
        const char *slash = strrchr(bpath, '/');
        int keep = slash ? (int)(slash - bpath + 1) : 0;
        snprintf(merged, sizeof merged, "%.*s%.*s", keep, bpath, (int)rpl, rp);
    }
    size_t pn = (size_t)lluri_remove_dot_segments(merged, strlen(merged), path, sizeof path, NULL);
    if (!auth && pn >= 2 && path[0] == '/' && path[1] == '/')
        n += (size_t)snprintf(out + n, cap - n, "/.");
    n += (size_t)snprintf(out + n, cap - n, "%.*s%s", (int)pn, path, rp + rpl);
    return n;
}

static void scan_case(const char *auth, const char *bpath)
{
    char btext[160], want[512], out[512], fit[512];
    snprintf(btext, sizeof btext, "s:%s%s%s", auth ? "//" : "", auth ? auth : "", bpath);
    lluri b = parse_ok(btext, 0);
    for (size_t i = 0; i < NELEM(scan_refs); i++) {
        lluri r = parse_ok(scan_refs[i], 0);
        size_t wn = expected_target(auth, bpath, scan_refs[i], want, sizeof want);
        ptrdiff_t n = lluri_resolve(&b, &r, 0, out, sizeof out, NULL, NULL);
        ptrdiff_t m = lluri_resolve(&b, &r, 0, fit, wn + 1, NULL, NULL);
        if (n != (ptrdiff_t)wn || memcmp(out, want, wn) != 0 || out[wn] != '\0' || m != n
            || memcmp(fit, want, wn) != 0 || fit[wn] != '\0')
            ck_abort_msg("\"%s\" + \"%s\": \"%s\" (%td), at cap %zu \"%.*s\" (%td); want \"%s\"",
                         btext, scan_refs[i], out, n, wn + 1, (int)wn, fit, m, want);
        scan_checks++;
    }
}

START_TEST(resolve_scan_boundaries)
{
    static const char *const auths[] = { NULL, "h", "hhhhhhhh", "hhhhhhhhhhhhhhhhhhhh" };
    const char *auth = auths[_i];
    char bpath[96];
    for (size_t len = 0; len <= 80; len++) {
        if (len == 0) {
            if (auth)
                scan_case(auth, "");
            continue;
        }
        for (size_t k = 0; k < len; k++) {
            for (int variant = 0; variant < 8; variant++) {
                memset(bpath, 'a', len);
                bpath[0] = '/';
                bpath[len] = '\0';
                if (variant == 0 && k > 0) {
                    bpath[k] = '/';                 /* a second "/" */
                } else if ((variant == 1 || variant == 4) && k > 0) {
                    bpath[k] = '.';                 /* "." inside a segment */
                } else if ((variant == 2 || variant == 3) && k + 3 <= len) {
                    memcpy(bpath + k, "/./", 3);    /* a "." segment */
                } else if (variant == 5 && !auth && k > 0) {
                    bpath[0] = 'a';                 /* rootless: "a/a" */
                    bpath[k] = '/';
                } else if (variant == 6 && k + 4 <= len) {
                    memcpy(bpath + k, "/../", 4);   /* a ".." segment */
                } else if (variant == 7 && k + 2 < len) {
                    memcpy(bpath + k, "/.", 2);     /* a segment ".a": none */
                } else {
                    continue;
                }
                if (variant == 3 || variant == 4 || variant >= 6)
                    bpath[len - 1] = '/';           /* all of it the directory */
                if (!auth && bpath[1] == '/')
                    continue;                       /* "s://" would be an authority */
                scan_case(auth, bpath);
            }
        }
    }
    if (getenv("LLURI_TEST_VERBOSE"))
        fprintf(stderr, "scan boundaries: %zu targets\n", scan_checks);
}
END_TEST

/* ---- relativize -------------------------------------------------------------------- */

struct relativize_ctx { const lluri *base, *target; };

static ptrdiff_t do_relativize(const void *ctx, char *out, size_t cap, lluri *result)
{
    const struct relativize_ctx *c = ctx;
    return lluri_relativize(c->base, c->target, 0, out, cap, result, NULL);
}

/* r = relativize(base, target); checks resolve(base, r) == target and
 * |r| <= |target|, and returns |r| (r in out). */
static size_t relativize_round_trip(const lluri *b, const lluri *t, char *out, size_t cap)
{
    lluri r;
    char back[BIG];
    ptrdiff_t n = lluri_relativize(b, t, 0, out, cap, &r, NULL);
    ck_assert_msg(n >= 0 && (size_t)n < cap, "relativize: %td", n);
    ck_assert(r.src == out && r.len == (size_t)n);
    ck_assert_msg((size_t)n <= t->len, "\"%.*s\" -> \"%s\" longer",
                  (int)t->len, t->src, out);
    ptrdiff_t m = lluri_resolve(b, &r, 0, back, sizeof back, NULL, NULL);
    ck_assert_msg(m == (ptrdiff_t)t->len && memcmp(back, t->src, t->len) == 0,
                  "base \"%.*s\" target \"%.*s\": r \"%s\" resolves to \"%s\"",
                  (int)b->len, b->src, (int)t->len, t->src, out, m >= 0 ? back : "");
    return (size_t)n;
}

struct relativize_row {
    const char *base, *target, *out;
};

static const struct relativize_row relativize_rows[] = {
    /* the same path: "", a fragment, a query */
    { "http://a/b/c", "http://a/b/c", "" },
    { "http://a/b/c#x", "http://a/b/c", "" },
    { "http://a/b/c", "http://a/b/c#f", "#f" },
    { "http://a/b/c?q", "http://a/b/c?q#f", "#f" },
    { "http://a/b/c?q", "http://a/b/c?r", "?r" },
    { "http://a/b/c", "http://a/b/c?", "?" },
    { "http://a/b/c?q", "http://a/b/c", "c" },           /* drop the query */
    { "http://a/b/", "http://a/b/", "" },
    { "http://a/b/?q", "http://a/b/", "." },
    { "http://a/b/?q", "http://a/b/#f", ".#f" },
    /* other paths */
    { "http://a/b/c/d;p?q", "http://a/b/c/g", "g" },
    { "http://a/b/c/d;p?q", "http://a/b/c/", "." },
    { "http://a/b/c/d;p?q", "http://a/b/g", "../g" },
    { "http://a/b/c/d;p?q", "http://a/b/", "../" },
    { "http://a/b/c/d;p?q", "http://a/g", "/g" },        /* shorter than ../../g */
    { "http://a/b/c/d;p?q", "http://a/", "/" },
    { "http://a/b/c/d;p?q", "http://a/b/c/g?y#s", "g?y#s" },
    { "http://a/b/c/d", "http://a/b/c/g:h", "./g:h" },   /* not a scheme */
    { "http://a/b/c/d", "http://a/b/c//g", ".//g" },     /* not an authority */
    { "http://a/b/c/d", "http://a/b//g", "..//g" },
    { "http://a/b/c/d", "http://a//g", "//a//g" },       /* not "../..//g" */
    { "http://a/b/c/d", "http://a/b/c/d/", "d/" },
    { "http://a/b", "http://a", "//a" },                 /* an empty path */
    { "http://a/b", "http://a?q", "//a?q" },
    { "http://a", "http://a/", "." },                    /* "/" + "." */
    { "http://a", "http://a/x", "x" },
    /* authority and scheme */
    { "http://a/b", "http://b/c", "//b/c" },
    { "http://a/b", "http://u@a/b", "//u@a/b" },
    { "http://a:80/b", "http://a/b", "//a/b" },
    { "http://a/b", "https://a/b", "https://a/b" },
    { "http://a/b", "HTTP://a/b", "HTTP://a/b" },
    { "http://[::1]/a/b", "http://[::1]/a/c", "c" },
    { "http://[::1]/a/b", "http://[::2]/a/c", "//[::2]/a/c" },
    { "s:/a/b", "s://h/a", "//h/a" },
    { "http://h/a", "http:/a", "http:/a" },              /* no authority: none */
    /* no authority */
    { "mailto:x", "mailto:y", "y" },
    { "mailto:x", "mailto:x?s", "?s" },
    { "mailto:x?s", "mailto:x", "x" },
    { "mailto:x", "mailto:", "." },
    { "urn:a:b", "urn:c:d", "./c:d" },
    { "s:a/b/c", "s:a/x", "../x" },
    { "s:a/b", "s:x", "s:x" },                           /* "../x" gives "/x" */
    { "s:a/b", "s:/x", "/x" },
    /* dot segments: only the base's own path, else the target itself */
    { "http://a/b/./c", "http://a/b/./c?q", "?q" },
    { "http://a/b/c", "http://a/b/./d", "http://a/b/./d" },
    { "s:/a", "s:/.//x", "s:/.//x" },
};

START_TEST(relativize_table)
{
    const struct relativize_row *row = &relativize_rows[_i];
    lluri b = parse_ok(row->base, 0), t = parse_ok(row->target, 0);
    char out[BIG];
    ptrdiff_t n = lluri_relativize(&b, &t, 0, out, sizeof out, NULL, NULL);
    ck_assert_msg(n >= 0 && strcmp(out, row->out) == 0,
                  "\"%s\" -> \"%s\": \"%s\", want \"%s\"", row->base, row->target,
                  n >= 0 ? out : "", row->out);
    struct relativize_ctx ctx = { &b, &t };
    check_sizes(do_relativize, &ctx, row->out);
    if (!strstr(row->target, "/./"))
        relativize_round_trip(&b, &t, out, sizeof out);
}
END_TEST

START_TEST(relativize_errors)
{
    lluri rel = parse_ok("/a", 0), abs = parse_ok("s:/a", 0);
    lluri_error e = { 0, 99 };
    char out[16];
    ck_assert_int_eq(lluri_relativize(&rel, &abs, 0, out, sizeof out, NULL, &e), LLURI_EBASE);
    ck_assert(e.code == LLURI_EBASE && e.offset == 0);
    ck_assert_int_eq(lluri_relativize(&abs, &rel, 0, out, sizeof out, NULL, &e), LLURI_ENOSCHEME);
    ck_assert(e.code == LLURI_ENOSCHEME && e.offset == 0);
    ck_assert_int_eq(lluri_relativize(&abs, &abs, 0, NULL, 3, NULL, &e), LLURI_EINVAL);
    /* *result zeroed but for src, as on every writer's error */
    lluri r;
    memset(&r, 0x55, sizeof r);
    ck_assert_int_eq(lluri_relativize(&rel, &abs, 0, out, sizeof out, &r, &e), LLURI_EBASE);
    ck_assert_ptr_eq(r.src, out);
    ck_assert_uint_eq(r.len | r.present | r.path.off | r.path.len, 0);
}
END_TEST

/* The property over the URL lists, every 7th URL, against several bases:
 * itself, its parent directory, its host root, a sibling elsewhere on the
 * host, another scheme. Targets whose path holds dot segments are left
 * out (no reference resolves to them; see lluri_relativize). */
static size_t property_count;

static void relativize_url(const char *s, size_t n)
{
    lluri t;
    ck_assert_int_eq(lluri_parse(&t, s, n, LLURI_START_URI, NULL), 0);
    char dots[BIG];
    size_t dn = (size_t)lluri_remove_dot_segments(s + t.path.off, t.path.len, dots, sizeof dots, NULL);
    if (dn != t.path.len || memcmp(dots, s + t.path.off, dn) != 0)
        return;

    char bases[5][BIG];
    size_t path_end = t.path.off + t.path.len, dir = path_end;
    while (dir > t.path.off && s[dir - 1] != '/')
        dir--;
    size_t root = (t.present & LLURI_HAS_AUTHORITY) ? t.path.off : t.scheme.len + 1;
    snprintf(bases[0], BIG, "%.*s", (int)n, s);
    snprintf(bases[1], BIG, "%.*s", (int)(dir > t.path.off + 1 ? dir - 1 : dir), s);
    snprintf(bases[2], BIG, "%.*s/", (int)root, s);
    snprintf(bases[3], BIG, "%.*s/other/dir/file?x#y", (int)root, s);
    snprintf(bases[4], BIG, "zz-other:%.*s", (int)(n - t.scheme.len - 1),
             s + t.scheme.len + 1);
    for (int i = 0; i < 5; i++) {
        lluri b;
        if (lluri_parse(&b, bases[i], strlen(bases[i]), LLURI_START_URI, NULL) != 0)
            continue;
        char out[BIG];
        relativize_round_trip(&b, &t, out, sizeof out);
        property_count++;
    }
}

START_TEST(relativize_urls)
{
    size_t used = each_url((size_t)_i, 7, relativize_url);
    if (getenv("LLURI_TEST_VERBOSE"))
        fprintf(stderr, "%s: %zu targets, %zu pairs\n", dataset_names[_i], used, property_count);
}
END_TEST

START_TEST(relativize_vectors)
{
    /* every absolute valid vector as a target against the §5.4 base */
    const struct valid_vector *v = &valid_vectors[_i];
    lluri t, b = parse_ok("http://a/b/c/d;p?q", 0);
    if (lluri_parse(&t, v->in, vector_len(v->in, v->len), LLURI_START_URI | v->flags, NULL) != 0)
        return;
    char dots[BIG];
    size_t dn = (size_t)lluri_remove_dot_segments(t.src + t.path.off, t.path.len, dots, sizeof dots, NULL);
    if (dn != t.path.len || memcmp(dots, t.src + t.path.off, dn) != 0)
        return;
    char out[BIG];
    relativize_round_trip(&b, &t, out, sizeof out);
    relativize_round_trip(&t, &t, out, sizeof out);
    ck_assert(out[0] == '\0' || out[0] == '#');
}
END_TEST

int main(void)
{
    Suite *s = suite_create("resolve");

    TCase *tc;
#ifndef LLURI_SCAN /* test_resolve_scan0/1: src/write/resolve.c built to scan by bytes, by words */
    tc = tcase_create("RFC 3986 5.3 recompose");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, recompose_vectors, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, recompose_urls, 0, (int)DATASET_COUNT);
    tcase_add_loop_test(tc, recompose_table, 0, (int)NELEM(recompose_rows));
    tcase_add_test(tc, recompose_replace);
    suite_add_tcase(s, tc);
#else
    (void)recompose_vectors, (void)recompose_urls, (void)recompose_table;
    (void)recompose_replace, (void)relativize_table, (void)relativize_errors;
    (void)relativize_vectors, (void)relativize_urls;
#endif

    tc = tcase_create("RFC 3986 5.2 resolve");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, resolve_rfc, 0, (int)NELEM(rfc_rows));
    tcase_add_loop_test(tc, resolve_more, 0, (int)NELEM(more_rows));
    tcase_add_test(tc, resolve_errors);
    tcase_add_loop_test(tc, resolve_merge_dots, 0, 6);
    tcase_add_loop_test(tc, resolve_scan_boundaries, 0, 4);
    suite_add_tcase(s, tc);

    tc = tcase_create("resolve: direct writer and sink agree");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, resolve_every_cap_rfc, 0, (int)NELEM(rfc_rows));
    tcase_add_loop_test(tc, resolve_every_cap_more, 0, (int)NELEM(more_rows));
    tcase_add_loop_test(tc, resolve_every_cap_urls, 0, (int)DATASET_COUNT);
    suite_add_tcase(s, tc);

#ifndef LLURI_SCAN
    tc = tcase_create("relativize");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, relativize_table, 0, (int)NELEM(relativize_rows));
    tcase_add_test(tc, relativize_errors);
    tcase_add_loop_test(tc, relativize_vectors, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, relativize_urls, 0, (int)DATASET_COUNT);
    suite_add_tcase(s, tc);
#endif

    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
