/* SPDX-License-Identifier: MIT */
/* test_hostile.c — inputs known to make URL parsers disagree, the ones
 * used against proxies that check a URL with one parser and fetch it with
 * another. Each row is one row of doc/conformance.md's table of hostile
 * inputs: the exact components lluri gives (or the error code and offset),
 * and what normalization (RFC 3986 §6) makes of it where that matters. A
 * second table does the same for resolution (§5.2). */
#include "ck.h"
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* A parse row. `in` is NUL-terminated (no row holds a NUL byte). For a
 * valid row (code 0) each component is its exact text, NULL when absent;
 * `norm` is what lluri_normalize(LLURI_NORM_ALL) gives, or NULL when the
 * row does not check it. For an invalid row, code and offset. */
struct row {
    const char *in;
    unsigned    flags;
    int         code;
    size_t      offset;
    const char *c[7]; /* scheme userinfo host port path query fragment */
    int         host_kind;
    const char *norm;
};

#define OK(...) 0, 0, { __VA_ARGS__ }
#define BAD(code, off) code, off, { NULL, NULL, NULL, NULL, NULL, NULL, NULL }, 0, NULL
#define RN LLURI_HOST_REG_NAME

static const struct row rows[] = {
    /* Inputs known to make parsers disagree. */
    /* §3.2.1: userinfo holds no "@", so the second "@" is in the host. */
    { "http://a@b@c/", 0, BAD(LLURI_EHOST, 10) },
    /* §2: "\" is in no character class of RFC 3986. */
    { "http://a\\@b/", 0, BAD(LLURI_EHOST, 8) },
    /* §3.2: the authority ends at "#"; §3.5: the rest is the fragment;
     * §6.2.3: an empty path with an authority normalizes to "/". */
    { "http://a#@b/", 0, OK("http", NULL, "a", NULL, "", NULL, "@b/"), RN, "http://a/#@b/" },
    /* §3.2.1: "a:80" is userinfo (":" is allowed there); no port. */
    { "http://a:80@b/", 0, OK("http", "a:80", "b", NULL, "/", NULL, NULL), RN, "http://a:80@b/" },
    /* §3.2.2, §3.2.3: after an IP-literal only ":" port or the path. */
    { "http://[::1]x/", 0, BAD(LLURI_EHOST, 12) },
    /* §3.2.2: reg-name may hold any pct-encoded octet; kept encoded
     * (§6.2.2.2 decodes only unreserved characters). */
    { "http://a%00b/", 0, OK("http", NULL, "a%00b", NULL, "/", NULL, NULL), RN, "http://a%00b/" },
    /* §3.3: "\" is not a pchar. */
    { "http:/\\/a", 0, BAD(LLURI_EPATH, 6) },
    /* §3.3: "%2e" is a pchar, not a dot segment while encoded; §6.2.2.2
     * decodes it to ".", and §6.2.2.3 (§5.2.4) then removes "/../". */
    { "http://a/%2e%2e/", 0, OK("http", NULL, "a", NULL, "/%2e%2e/", NULL, NULL), RN, "http://a/" },

    /* More of the same kind. */
    { "http://a\\b/", 0, BAD(LLURI_EHOST, 8) },
    { "http://a b/", 0, BAD(LLURI_EHOST, 8) },
    /* §2: no control character anywhere (WHATWG strips TAB, LF, CR). */
    { "http://a/b\tc", 0, BAD(LLURI_EPATH, 10) },
    { "http://a/b\nc", 0, BAD(LLURI_EPATH, 10) },
    { "http://a/b\rc", 0, BAD(LLURI_EPATH, 10) },
    { "http://a\t/", 0, BAD(LLURI_EHOST, 8) },
    /* §4.2: no scheme, so a relative-ref whose path starts with " ". */
    { " http://a/", 0, BAD(LLURI_EPATH, 0) },
    { "http://a/ ", 0, BAD(LLURI_EPATH, 9) },
    /* §3.2.2: IPv6address has no "%"; RFC 6874 zone ids only with the flag,
     * and then only as "%25". */
    { "http://[::1%25eth0]/", 0, BAD(LLURI_EIPLITERAL, 11) },
    { "http://[::1%25eth0]/", LLURI_ZONE_ID,
      OK("http", NULL, "[::1%25eth0]", NULL, "/", NULL, NULL), LLURI_HOST_IPV6, NULL },
    { "http://[fe80::1%eth0]/", LLURI_ZONE_ID, BAD(LLURI_EPCT, 16) },
    { "http://[1::2::3]/", 0, BAD(LLURI_EIPLITERAL, 13) },
    { "http://[::1]]/", 0, BAD(LLURI_EHOST, 12) },
    /* §3.2.2: IPv4address is four dec-octets 0-255 only; anything else that
     * fits reg-name is a reg-name, never an address. */
    { "http://0x7f.1/", 0, OK("http", NULL, "0x7f.1", NULL, "/", NULL, NULL), RN, "http://0x7f.1/" },
    { "http://1.2.3.4.5/", 0, OK("http", NULL, "1.2.3.4.5", NULL, "/", NULL, NULL), RN, NULL },
    { "http://256.1.1.1/", 0, OK("http", NULL, "256.1.1.1", NULL, "/", NULL, NULL), RN, NULL },
    { "http://127.0.0.1/", 0, OK("http", NULL, "127.0.0.1", NULL, "/", NULL, NULL),
      LLURI_HOST_IPV4, NULL },
    /* §3.2.3: port = *DIGIT, no range; "-" is not a DIGIT. */
    { "http://a:65536/", 0, OK("http", NULL, "a", "65536", "/", NULL, NULL), RN, "http://a:65536/" },
    { "http://a:-1/", 0, BAD(LLURI_EPORT, 9) },
    { "http://a:80:80/", 0, BAD(LLURI_EPORT, 11) },
    { "http://a:b@c:d@e/", 0, BAD(LLURI_EPORT, 13) },
    /* §6.2.3: an empty port and the scheme's default are dropped. */
    { "http://a:/", 0, OK("http", NULL, "a", "", "/", NULL, NULL), RN, "http://a/" },
    /* §4.2: a network-path reference; §3: not a URI (no scheme). */
    { "//a/b", 0, OK(NULL, NULL, "a", NULL, "/b", NULL, NULL), RN, NULL },
    { "//a/b", LLURI_START_URI, BAD(LLURI_ENOSCHEME, 0) },
    /* §3.1, §3.2.2: scheme and host are case-insensitive; §6.2.2.1. */
    { "HTTP://A/", 0, OK("HTTP", NULL, "A", NULL, "/", NULL, NULL), RN, "http://a/" },
    /* §3.5: fragment holds no "#". */
    { "http://a/b#c#d", 0, BAD(LLURI_EFRAGMENT, 12) },
    /* §3.2.2: an empty reg-name is allowed; §3.3 path-abempty. */
    { "http:///a", 0, OK("http", NULL, "", NULL, "/a", NULL, NULL), RN, NULL },
    /* §2.1: "%" must start a pct-encoded triplet. */
    { "http://a/%zz", 0, BAD(LLURI_EPCT, 10) },
    { "http://a/b?c%", 0, BAD(LLURI_EPCT, 13) },
    /* §3.2.2: "%2f" in a host is an encoded octet, not a delimiter. */
    { "http://a%2fb/", 0, OK("http", NULL, "a%2fb", NULL, "/", NULL, NULL), RN, "http://a%2Fb/" },
    /* §5.2.4 (via §6.2.2.3): ".." above the root is dropped. */
    { "http://a/b/../../../c", 0, OK("http", NULL, "a", NULL, "/b/../../../c", NULL, NULL), RN,
      "http://a/c" },
    /* §6.2.2.2: "%2F" is reserved: it stays encoded, so "..%2Fc" is one
     * segment, not a dot segment and a separator. */
    { "http://a/b/%2e%2e%2fc", 0, OK("http", NULL, "a", NULL, "/b/%2e%2e%2fc", NULL, NULL), RN,
      "http://a/b/..%2Fc" },
};

static const char *const cnames[7] = {
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
};

static const uint32_t cbits[7] = {
    LLURI_HAS_SCHEME, LLURI_HAS_USERINFO, LLURI_HAS_AUTHORITY, LLURI_HAS_PORT, 0,
    LLURI_HAS_QUERY, LLURI_HAS_FRAGMENT,
};

static lluri_span cspan(const lluri *u, int i)
{
    const lluri_span s[7] = { u->scheme, u->userinfo, u->host, u->port,
                              u->path, u->query, u->fragment };
    return s[i];
}

START_TEST(test_parse_row)
{
    const struct row *r = &rows[_i];
    size_t len = strlen(r->in);
    lluri u;
    lluri_error err = { 1, 12345 };
    int rc = lluri_parse(&u, r->in, len, r->flags, &err);

    if (r->code != 0) {
        ck_assert_msg(rc == r->code, "row %d: got %s, want %s", _i,
                      lluri_errname(rc), lluri_errname(r->code));
        ck_assert_int_eq(err.code, r->code);
        ck_assert_msg(err.offset == r->offset, "row %d: offset %zu, want %zu", _i,
                      err.offset, r->offset);
        return;
    }
    ck_assert_msg(rc == 0, "row %d: %s at %zu", _i, lluri_errname(rc), err.offset);
    ck_assert_int_eq(u.host_kind, r->host_kind);
    for (int i = 0; i < 7; i++) {
        lluri_span sp = cspan(&u, i);
        int present = cbits[i] == 0 || (u.present & cbits[i]) != 0;

        if (r->c[i] == NULL) {
            ck_assert_msg(!present, "row %d: %s present", _i, cnames[i]);
            continue;
        }
        ck_assert_msg(present, "row %d: %s absent", _i, cnames[i]);
        ck_assert_uint_le((size_t)sp.off + sp.len, len);
        ck_assert_msg(sp.len == strlen(r->c[i]) &&
                          memcmp(r->in + sp.off, r->c[i], sp.len) == 0,
                      "row %d: %s is \"%.*s\", want \"%s\"", _i, cnames[i],
                      (int)sp.len, r->in + sp.off, r->c[i]);
    }
    if (r->norm != NULL) {
        char out[128];
        ptrdiff_t n = lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &err);

        ck_assert_msg(n >= 0 && (size_t)n < sizeof out, "row %d: normalize %td", _i, n);
        ck_assert_str_eq(out, r->norm);
    }
}
END_TEST

/* Resolution (§5.2) of hostile references against one base. */
static const struct {
    const char *ref;
    unsigned    flags;
    const char *target;
} resolve_rows[] = {
    /* §5.2.4 removes only literal dot segments: "%2e%2e" stays (the
     * target is then normalized to "http://a/x" by §6.2.2). */
    { "/%2e%2e/x", 0, "http://a/%2e%2e/x" },
    /* §5.2.4: ".." above the root is dropped, never kept or an error. */
    { "../../../g", 0, "http://a/g" },
    /* §4.2: a network-path reference replaces the authority. */
    { "//evil/x", 0, "http://evil/x" },
    /* §5.2.2: strict, "http:g" is an absolute URI with path "g"; the
     * backward-compatible reading takes it as relative. */
    { "http:g", 0, "http:g" },
    { "http:g", LLURI_RESOLVE_COMPAT, "http://a/b/g" },
    /* §3.2, §3.5: "#@evil" is a fragment, the authority stays "a". */
    { "#@evil/", 0, "http://a/b/c#@evil/" },
};

START_TEST(test_resolve_row)
{
    static const char base_text[] = "http://a/b/c";
    lluri base, ref;
    lluri_error err;
    char out[128];
    ptrdiff_t n;

    ck_assert_int_eq(lluri_parse(&base, base_text, sizeof base_text - 1, 0, &err), 0);
    ck_assert_int_eq(lluri_parse(&ref, resolve_rows[_i].ref, strlen(resolve_rows[_i].ref), 0,
                                 &err), 0);
    n = lluri_resolve(&base, &ref, resolve_rows[_i].flags, out, sizeof out, NULL, &err);
    ck_assert_msg(n >= 0 && (size_t)n < sizeof out, "resolve %d: %td", _i, n);
    ck_assert_str_eq(out, resolve_rows[_i].target);
}
END_TEST

/* doc/conformance.md's table lists each row's input: they must be distinct
 * rows (input and flags), so that no row silently shadows another. */
START_TEST(test_rows_distinct)
{
    for (size_t i = 0; i < NELEM(rows); i++)
        for (size_t j = i + 1; j < NELEM(rows); j++)
            ck_assert_msg(strcmp(rows[i].in, rows[j].in) != 0 || rows[i].flags != rows[j].flags,
                          "rows %zu and %zu are the same", i, j);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = tcase_create("parser disagreements");
    SRunner *sr;
    int failed;

    tcase_add_loop_test(tc, test_parse_row, 0, (int)NELEM(rows));
    tcase_add_loop_test(tc, test_resolve_row, 0, (int)NELEM(resolve_rows));
    tcase_add_test(tc, test_rows_distinct);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
