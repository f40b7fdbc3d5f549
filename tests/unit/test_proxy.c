/* SPDX-License-Identifier: MIT */
/* test_proxy.c — the proxy layer (include/lluri/proxy.h).
 *
 *  - lluri_cache_key(): rows of method, target, Host, options and the key
 *    (every target form, each step: the URI named, merged slashes, the
 *    normal form, the query cleaned, no fragment), every error with its
 *    offset, the writers' contract at every capacity, a key of a key's
 *    target is itself, and long targets through the scratch;
 *  - lluri_target_check(): the verdict and every confusion flag, each on
 *    its own and not where it is not; lluri_target_check_line()'s split;
 *  - the key against the URL lists: every line that is a valid target has
 *    a key, keying it twice changes nothing, the target laid out otherwise
 *    (which takes the recomposition, not the normalization in place) has
 *    the same key, and so has an absolute URL's origin-form target with
 *    its authority as the Host. */
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/proxy.h"
#include "contract.h"
#include "dataset.h"
#include "quick.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define T(s) { s, sizeof(s) - 1 }

static const lluri_text tracking[] = { T("utm_*"), T("fbclid"), T("gclid") };

enum { SORT = 1, DROP = 2, MERGE = 4, HTTPS = 8, FORM = 16 };

static lluri_cache_key_options options_of(unsigned o)
{
    lluri_cache_key_options k = { 0 };
    if (o & SORT)
        k.query.flags |= LLURI_QUERY_SORT;
    if (o & FORM)
        k.query.flags |= LLURI_PCT_FORM;
    if (o & DROP) {
        k.query.drop = tracking;
        k.query.ndrop = NELEM(tracking);
    }
    if (o & MERGE)
        k.flags |= LLURI_KEY_MERGE_SLASHES;
    if (o & HTTPS)
        k.scheme = (lluri_text)T("https");
    return k;
}

static const struct key_row {
    const char *method, *target, *host;
    unsigned o;
    const char *key;    /* NULL: an error */
    int code;
    size_t off;
} key_rows[] = {
    /* 1. the URI the request names, every form */
    { "GET", "/a?b", "example.com", 0, "http://example.com/a?b", 0, 0 },
    { "GET", "/", "Example.COM:80", 0, "http://example.com/", 0, 0 },
    { "GET", "/", "example.com:8080", 0, "http://example.com:8080/", 0, 0 },
    { "GET", "/", "example.com:", 0, "http://example.com/", 0, 0 },
    { "GET", "/", "example.com:443", HTTPS, "https://example.com/", 0, 0 },
    { "GET", "/", "example.com:80", HTTPS, "https://example.com:80/", 0, 0 },
    { "GET", "/", "[::1]:8080", 0, "http://[::1]:8080/", 0, 0 },
    { "GET", "/", "[0:0::1]", 0, "http://[::1]/", 0, 0 },
    { "GET", "/", "", 0, "http:///", 0, 0 },
    { "GET", "/", NULL, 0, "http:///", 0, 0 },
    { "GET", "//x/y", "h", 0, "http://h//x/y", 0, 0 },
    { "GET", "http://U:P@Other.Example:80/x?", "ignored", 0, "http://other.example/x", 0, 0 },
    { "GET", "HTTPS://a:443", NULL, 0, "https://a/", 0, 0 },
    { "GET", "urn:ISBN:0451450523", NULL, 0, "urn:ISBN:0451450523", 0, 0 },
    { "GET", "ftp://h/a/../b?z=1&&a=2", NULL, SORT, "ftp://h/b?a=2&z=1", 0, 0 },
    { "CONNECT", "Example.com:443", NULL, HTTPS, "https://example.com", 0, 0 },
    { "CONNECT", "example.com:80", NULL, 0, "http://example.com", 0, 0 },
    { "CONNECT", "[::1]:22", NULL, 0, "http://[::1]:22", 0, 0 },
    { "OPTIONS", "*", "H:80", 0, "http://h*", 0, 0 },
    { "OPTIONS", "/x", "h", 0, "http://h/x", 0, 0 },
    /* 2. merged slashes, before the dot segments go */
    { "GET", "//a//../b", "h", MERGE, "http://h/b", 0, 0 },
    { "GET", "//a//../b", "h", 0, "http://h//a/b", 0, 0 },
    { "GET", "/a///b?c//d", "h", MERGE, "http://h/a/b?c//d", 0, 0 },
    { "GET", "/a/%2F/b", "h", MERGE, "http://h/a/%2F/b", 0, 0 },
    { "GET", "http://h//a", NULL, MERGE, "http://h/a", 0, 0 },
    /* 3. the normal form: %2F kept, unreserved decoded, hex upper case, dots */
    { "GET", "/a%2fb/%7euser/%41%2e/x/%2e%2e/y", "h", 0, "http://h/a%2Fb/~user/A./y", 0, 0 },
    { "GET", "/a/./b/../../../c", "h", 0, "http://h/c", 0, 0 },
    { "GET", "/%e2%82%ac?%c3%a9=%3d", "h", 0, "http://h/%E2%82%AC?%C3%A9=%3D", 0, 0 },
    { "GET", "http://[2001:DB8:0:0:0:0:0:1]:80/", NULL, 0, "http://[2001:db8::1]/", 0, 0 },
    { "GET", "http://a%41.com/", NULL, 0, "http://aa.com/", 0, 0 },
    /* 4. the query cleaned */
    { "GET", "/p?b=2&utm_source=x&a=1&fbclid=y", "h", SORT | DROP, "http://h/p?a=1&b=2", 0, 0 },
    { "GET", "/p?%75tm_medium=z&a=1&&b=2&gclid=q", "h", SORT | DROP, "http://h/p?a=1&b=2", 0, 0 },
    { "GET", "/p?utm%5Fsource=x", "h", DROP, "http://h/p", 0, 0 },
    { "GET", "/p?a=2&a=1", "h", SORT, "http://h/p?a=2&a=1", 0, 0 },
    { "GET", "/p?key1=x&key=y", "h", SORT, "http://h/p?key=y&key1=x", 0, 0 },
    { "GET", "/p?", "h", 0, "http://h/p", 0, 0 },
    { "GET", "/p?&&", "h", SORT, "http://h/p", 0, 0 },
    { "GET", "/p?b=1&a=2", "h", 0, "http://h/p?b=1&a=2", 0, 0 },
    { "GET", "/p?a+b=1&a%20c=2", "h", SORT | FORM, "http://h/p?a+b=1&a%20c=2", 0, 0 },
    /* errors: the Host field, with its offset */
    { "GET", "/", "a b", 0, NULL, LLURI_EHOSTFIELD, 1 },
    { "GET", "/", "a:b", 0, NULL, LLURI_EHOSTFIELD, 2 },
    { "GET", "/", "a:80:80", 0, NULL, LLURI_EHOSTFIELD, 4 },
    { "GET", "/", "[::1", 0, NULL, LLURI_EHOSTFIELD, 4 },
    { "GET", "/", "[::1]x", 0, NULL, LLURI_EHOSTFIELD, 5 },
    { "GET", "/", "u@h", 0, NULL, LLURI_EHOSTFIELD, 1 },
    { "OPTIONS", "*", "h/", 0, NULL, LLURI_EHOSTFIELD, 1 },
};

START_TEST(test_key)
{
    const struct key_row *r = &key_rows[_i];
    lluri_target_report t;
    lluri_cache_key_options o = options_of(r->o);
    size_t hl = r->host ? strlen(r->host) : 0;
    char out[512];
    lluri_error err = { 99, 99 };
    ptrdiff_t n;

    ck_assert_int_eq(lluri_target_check(&t, r->method, strlen(r->method), r->target,
                                        strlen(r->target), r->host, hl, 0),
                     LLURI_VERDICT_OK);
    n = lluri_cache_key(&t.uri, t.form, r->host, hl, &o, out, sizeof out, &err);
    if (r->key == NULL) {
        ck_assert_msg(n == r->code && err.code == r->code && err.offset == r->off,
                      "%s %s (Host %s): %td %s at %zu, want %s at %zu", r->method, r->target,
                      r->host, n, lluri_errname(err.code), err.offset, lluri_errname(r->code),
                      r->off);
        ck_assert_str_eq(out, "");
        return;
    }
    ck_assert_msg(n >= 0 && strcmp(out, r->key) == 0 && (size_t)n == strlen(r->key),
                  "%s %s (Host %s): %td \"%s\" (%s at %zu), want \"%s\"", r->method, r->target,
                  r->host, n, n >= 0 ? out : "", lluri_errname(err.code), err.offset, r->key);
    for (size_t cap = 0; cap <= (size_t)n + 1; cap++) {
        char buf[600];
        memset(buf, CONTRACT_CANARY, sizeof buf);
        ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, r->host, hl, &o, cap ? buf : NULL, cap,
                                         NULL), n);
        const char *bad = contract_broken(buf, sizeof buf, cap, r->key, (size_t)n);
        ck_assert_msg(bad == NULL, "%s at cap %zu: %s", r->target, cap, bad);
    }
    /* a key (but the asterisk- and authority-form's) is an absolute URI
     * whose key is itself */
    if (t.form == LLURI_FORM_ORIGIN || t.form == LLURI_FORM_ABSOLUTE) {
        lluri_target_report t2;
        char again[512];
        ck_assert_int_eq(lluri_target_check(&t2, "GET", 3, out, (size_t)n, NULL, 0, 0),
                         LLURI_VERDICT_OK);
        ck_assert_int_eq(lluri_cache_key(&t2.uri, t2.form, NULL, 0, &o, again, sizeof again,
                                         NULL), n);
        ck_assert_str_eq(again, out);
    }
}
END_TEST

START_TEST(test_key_arguments)
{
    lluri_target_report t;
    lluri_cache_key_options o = { 0 };
    lluri_error err;
    char out[64];

    ck_assert_int_eq(lluri_target_check(&t, "GET", 3, "/a", 2, NULL, 0, 0), LLURI_VERDICT_OK);
    /* NULL options: http, nothing dropped but empty pairs */
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, NULL, out, sizeof out, &err), 10);
    ck_assert_str_eq(out, "http://h/a");
    ck_assert_int_eq(lluri_cache_key(NULL, t.form, "h", 1, NULL, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_cache_key(&t.uri, 0, "h", 1, NULL, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_cache_key(&t.uri, 5, "h", 1, NULL, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, NULL, 1, NULL, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, NULL, NULL, 4, &err),
                     LLURI_EINVAL);
    o.flags = LLURI_QUERY_SORT;             /* the query's bit, in the key's flags */
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, &o, out, sizeof out, &err),
                     LLURI_EFLAGS);
    o.flags = 0;
    o.query.flags = LLURI_KEY_MERGE_SLASHES; /* and the other way */
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, &o, out, sizeof out, &err),
                     LLURI_EFLAGS);
    o.query.flags = 0;
    o.query.ndrop = 1;
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, &o, out, sizeof out, &err),
                     LLURI_EINVAL);
    o.query.ndrop = 0;
    o.scheme = (lluri_text)T("1http");
    ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, &o, out, sizeof out, &err),
                     LLURI_EINVAL);
    /* an edited target: its component's code, its offset in the target */
    {
        lluri e = t.uri;
        e.path.len = 5;                     /* past the text */
        ck_assert_int_eq(lluri_cache_key(&e, t.form, "h", 1, NULL, out, sizeof out, &err),
                         LLURI_ESPAN);
        ck_assert_int_eq(lluri_target_check(&t, "GET", 3, "/a b", 4, NULL, 0, 0),
                         LLURI_VERDICT_LENIENT);
        ck_assert_int_eq(lluri_cache_key(&t.uri, t.form, "h", 1, NULL, out, sizeof out, &err),
                         LLURI_EPATH);
        ck_assert_uint_eq(err.offset, 2);
    }
}
END_TEST

/* A target longer than the stack: LLURI_ETOOLONG without scratch, the key
 * with LLURI_CACHE_KEY_SCRATCH(); a query of more pairs than the query
 * layer's stack, sorted through the same scratch. */
START_TEST(test_key_long)
{
    size_t n = 20000, np = 3000, o = 0;
    char *target = malloc(n + np * 8 + 16), *out = malloc(n + np * 8 + 64);
    lluri_target_report t;
    lluri_cache_key_options opt = options_of(SORT);
    lluri_error err;
    ptrdiff_t got;

    target[o++] = '/';
    memset(target + o, 'a', n);
    o += n;
    target[o++] = '?';
    for (size_t i = 0; i < np; i++)
        o += (size_t)sprintf(target + o, "%s%c=%zu", i ? "&" : "", (char)('z' - i % 26), i);
    ck_assert_int_eq(lluri_target_check(&t, "GET", 3, target, o, NULL, 0, 0), LLURI_VERDICT_OK);
    got = lluri_cache_key(&t.uri, t.form, "h", 1, &opt, out, n + np * 8 + 64, &err);
    ck_assert_int_eq(got, LLURI_ETOOLONG);
    opt.query.scratch_size = LLURI_CACHE_KEY_SCRATCH(o + 1);
    opt.query.scratch = malloc(opt.query.scratch_size);
    got = lluri_cache_key(&t.uri, t.form, "h", 1, &opt, out, n + np * 8 + 64, &err);
    ck_assert_msg(got == (ptrdiff_t)(o + 8), "%td (%s at %zu)", got, lluri_errname(err.code),
                  err.offset);
    ck_assert(memcmp(out, "http://h/aaa", 12) == 0);
    ck_assert(memcmp(out + 9 + n, "?a=25&a=51&", 11) == 0);    /* sorted, stable */
    free(opt.query.scratch);
    free(target);
    free(out);
}
END_TEST

/* ---- the verdict ---------------------------------------------------------------------- */

#define C(x) LLURI_CONFUSE_##x
static const struct verdict_row {
    const char *method, *target, *host;
    enum lluri_verdict verdict;
    unsigned confusions;
    enum lluri_target_form form;
} verdict_rows[] = {
    { "GET", "/a/b?c=d", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/a/./b", NULL, LLURI_VERDICT_OK, C(DOT_SEGMENT), LLURI_FORM_ORIGIN },
    { "GET", "/a/../b", NULL, LLURI_VERDICT_OK, C(DOT_SEGMENT), LLURI_FORM_ORIGIN },
    { "GET", "/a/..", NULL, LLURI_VERDICT_OK, C(DOT_SEGMENT), LLURI_FORM_ORIGIN },
    { "GET", "/a/...", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/.a/b.", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/a?x=/../", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/a%2Fb", NULL, LLURI_VERDICT_OK, C(ENCODED_SLASH), LLURI_FORM_ORIGIN },
    { "GET", "/a%2fb", NULL, LLURI_VERDICT_OK, C(ENCODED_SLASH), LLURI_FORM_ORIGIN },
    { "GET", "/a?%2F", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/%2e%2e/x", NULL, LLURI_VERDICT_OK, C(ENCODED_DOT), LLURI_FORM_ORIGIN },
    { "GET", "/.%2E/x", NULL, LLURI_VERDICT_OK, C(ENCODED_DOT), LLURI_FORM_ORIGIN },
    { "GET", "/a%2Ehtml", NULL, LLURI_VERDICT_OK, C(ENCODED_DOT), LLURI_FORM_ORIGIN },
    { "GET", "/a%5Cb", NULL, LLURI_VERDICT_OK, C(BACKSLASH), LLURI_FORM_ORIGIN },
    { "GET", "/a\\b", NULL, LLURI_VERDICT_LENIENT, C(BACKSLASH), LLURI_FORM_ORIGIN },
    { "GET", "/..;/admin", NULL, LLURI_VERDICT_OK, C(DOT_PARAMS), LLURI_FORM_ORIGIN },
    { "GET", "/a/.;x/b", NULL, LLURI_VERDICT_OK, C(DOT_PARAMS), LLURI_FORM_ORIGIN },
    { "GET", "/%2e%2e;/b", NULL, LLURI_VERDICT_OK, C(DOT_PARAMS) | C(ENCODED_DOT), LLURI_FORM_ORIGIN },
    { "GET", "/a;x/..;/b", NULL, LLURI_VERDICT_OK, C(DOT_PARAMS), LLURI_FORM_ORIGIN },
    { "GET", "/a;b/c", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/...;x", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/a%3B../b", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "//a", NULL, LLURI_VERDICT_OK, C(DOUBLE_SLASH), LLURI_FORM_ORIGIN },
    { "GET", "/a//b", NULL, LLURI_VERDICT_OK, C(DOUBLE_SLASH), LLURI_FORM_ORIGIN },
    { "GET", "/a?b//c", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/a%00", NULL, LLURI_VERDICT_OK, C(NUL), LLURI_FORM_ORIGIN },
    { "GET", "/a?b=%00", NULL, LLURI_VERDICT_OK, C(NUL), LLURI_FORM_ORIGIN },
    { "GET", "/a%C0%AE", NULL, LLURI_VERDICT_OK, C(OVERLONG_UTF8), LLURI_FORM_ORIGIN },
    { "GET", "/a%c1%bf", NULL, LLURI_VERDICT_OK, C(OVERLONG_UTF8), LLURI_FORM_ORIGIN },
    { "GET", "/a%e0%80%af", NULL, LLURI_VERDICT_OK, C(OVERLONG_UTF8), LLURI_FORM_ORIGIN },
    { "GET", "/a%f0%80%80%af", NULL, LLURI_VERDICT_OK, C(OVERLONG_UTF8), LLURI_FORM_ORIGIN },
    { "GET", "/?q=%C0%AF", NULL, LLURI_VERDICT_OK, C(OVERLONG_UTF8), LLURI_FORM_ORIGIN },
    { "GET", "/%C3%A9%E2%82%AC%F0%9F%98%80", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "/%E0%A0%80", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "http://u@h/", NULL, LLURI_VERDICT_OK, C(USERINFO), LLURI_FORM_ABSOLUTE },
    { "GET", "http://h/", "h", LLURI_VERDICT_OK, 0, LLURI_FORM_ABSOLUTE },
    { "GET", "http://H:80/", "h", LLURI_VERDICT_OK, 0, LLURI_FORM_ABSOLUTE },
    { "GET", "http://h/", "h:80", LLURI_VERDICT_OK, 0, LLURI_FORM_ABSOLUTE },
    { "GET", "http://h:080/", "h:80", LLURI_VERDICT_OK, 0, LLURI_FORM_ABSOLUTE },
    { "GET", "https://h/", "h:443", LLURI_VERDICT_OK, 0, LLURI_FORM_ABSOLUTE },
    { "GET", "https://h/", "h:80", LLURI_VERDICT_OK, C(HOST_MISMATCH), LLURI_FORM_ABSOLUTE },
    { "GET", "http://h:8080/", "h", LLURI_VERDICT_OK, C(HOST_MISMATCH), LLURI_FORM_ABSOLUTE },
    { "GET", "http://evil/", "good", LLURI_VERDICT_OK, C(HOST_MISMATCH), LLURI_FORM_ABSOLUTE },
    { "GET", "http://h/", "h h", LLURI_VERDICT_OK, C(HOST_MISMATCH), LLURI_FORM_ABSOLUTE },
    { "GET", "/a", "other", LLURI_VERDICT_OK, 0, LLURI_FORM_ORIGIN },
    { "GET", "http://u@h/a/../%2F", "x", LLURI_VERDICT_OK,
      C(USERINFO) | C(HOST_MISMATCH) | C(DOT_SEGMENT) | C(ENCODED_SLASH), LLURI_FORM_ABSOLUTE },
    /* lenient and invalid */
    { "GET", "/a b", NULL, LLURI_VERDICT_LENIENT, 0, LLURI_FORM_ORIGIN },
    { "GET", "/a\"b/./c", NULL, LLURI_VERDICT_LENIENT, C(DOT_SEGMENT), LLURI_FORM_ORIGIN },
    { "GET", "/a%zz", NULL, LLURI_VERDICT_LENIENT, 0, LLURI_FORM_ORIGIN },
    { "GET", "/caf\xc3\xa9", NULL, LLURI_VERDICT_LENIENT, 0, LLURI_FORM_ORIGIN },
    { "GET", "/\xc0\xae", NULL, LLURI_VERDICT_LENIENT, C(OVERLONG_UTF8), LLURI_FORM_ORIGIN },
    { "GET", "http://h/a b", NULL, LLURI_VERDICT_LENIENT, 0, LLURI_FORM_ABSOLUTE },
    { "GET", "/a#b", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "GET", "http://h/#b", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "GET", "//a b", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "GET", "", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "GET", "*", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "GET", "a b", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "G T", "/", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "CONNECT", "h:1", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_AUTHORITY },
    { "CONNECT", "h 1", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "CONNECT", "/a/../b", NULL, LLURI_VERDICT_INVALID, 0, 0 },
    { "OPTIONS", "*", NULL, LLURI_VERDICT_OK, 0, LLURI_FORM_ASTERISK },
};
#undef C

START_TEST(test_verdict)
{
    const struct verdict_row *r = &verdict_rows[_i];
    size_t n = strlen(r->target);
    char *copy = malloc(n ? n : 1);
    lluri_target_report t;
    int v;

    memcpy(copy, r->target, n);     /* exactly n bytes read */
    v = lluri_target_check(&t, r->method, strlen(r->method), copy, n, r->host,
                           r->host ? strlen(r->host) : 0, 0);
    ck_assert_msg(v == (int)r->verdict && t.verdict == r->verdict && t.confusions == r->confusions
                  && t.form == r->form,
                  "%s \"%s\" (Host %s): %s 0x%x form %d, want %s 0x%x form %d", r->method,
                  r->target, r->host, lluri_verdict_name(t.verdict), t.confusions, t.form,
                  lluri_verdict_name(r->verdict), r->confusions, r->form);
    ck_assert_int_eq(t.target.off, 0);
    ck_assert_uint_eq(t.target.len, n);
    if (r->verdict == LLURI_VERDICT_OK)
        ck_assert_int_eq(t.error.code, LLURI_OK);
    else
        ck_assert_int_lt(t.error.code, 0);
    if (r->verdict == LLURI_VERDICT_LENIENT)
        ck_assert_uint_ne(t.uri.tolerated, 0);
    free(copy);
}
END_TEST

START_TEST(test_verdict_line)
{
    static const struct { const char *line; int verdict; const char *target; } rows[] = {
        { "GET /a HTTP/1.1", LLURI_VERDICT_OK, "/a" },
        { "GET /a HTTP/1.1  ", LLURI_VERDICT_OK, "/a" },
        { "GET ", LLURI_VERDICT_INVALID, "" },
        { "GET  /a HTTP/1.1", LLURI_VERDICT_INVALID, " /a" },
        { "GET /a  HTTP/1.1", LLURI_VERDICT_LENIENT, "/a " },
        { "GET /a b HTTP/1.1", LLURI_VERDICT_LENIENT, "/a b" },
        { "GET /a", LLURI_VERDICT_OK, "/a" },
        { "GET", LLURI_VERDICT_INVALID, "" },
        { "", LLURI_VERDICT_INVALID, "" },
        { "CONNECT h:443 HTTP/1.1", LLURI_VERDICT_OK, "h:443" },
        { "OPTIONS * HTTP/1.1", LLURI_VERDICT_OK, "*" },
        { "GET * HTTP/1.1", LLURI_VERDICT_INVALID, "*" },
    };
    for (size_t i = 0; i < NELEM(rows); i++) {
        lluri_target_report t;
        size_t n = strlen(rows[i].line);
        int v = lluri_target_check_line(&t, rows[i].line, n, NULL, 0, 0);
        ck_assert_msg(v == rows[i].verdict, "\"%s\": %d", rows[i].line, v);
        ck_assert_msg(t.target.len == strlen(rows[i].target)
                      && memcmp(rows[i].line + t.target.off, rows[i].target, t.target.len) == 0,
                      "\"%s\": target at %u len %u", rows[i].line, t.target.off, t.target.len);
    }
    {
        lluri_target_report t;
        ck_assert_int_eq(lluri_target_check(&t, "GET", 3, "/", 1, NULL, 0, LLURI_IRI),
                         LLURI_EFLAGS);
        ck_assert_int_eq(lluri_target_check(&t, NULL, 3, "/", 1, NULL, 0, 0), LLURI_EINVAL);
        ck_assert_int_eq(lluri_target_check(&t, "GET", 3, NULL, 1, NULL, 0, 0), LLURI_EINVAL);
        ck_assert_int_eq(lluri_target_check(&t, "GET", 3, "/", 1, NULL, 1, 0), LLURI_EINVAL);
        ck_assert_int_eq(lluri_target_check(NULL, "GET", 3, "/", 1, NULL, 0, 0), LLURI_EINVAL);
        ck_assert_int_eq(lluri_target_check_line(&t, NULL, 1, NULL, 0, 0), LLURI_EINVAL);
        ck_assert_int_eq(lluri_target_check(&t, "GET", 3, "[fe80::1%25x]", 0, NULL, 0,
                                            LLURI_ZONE_ID), LLURI_VERDICT_INVALID);
        ck_assert_int_eq(lluri_target_check(&t, "CONNECT", 7, "[fe80::1%25x]:1", 15, NULL, 0,
                                            LLURI_ZONE_ID), LLURI_VERDICT_OK);
    }
}
END_TEST

START_TEST(test_names)
{
    unsigned all = 0;
    for (unsigned bit = 1; bit != 0; bit <<= 1)
        if (lluri_confusion_name(bit) != NULL)
            all |= bit;
    ck_assert_uint_eq(all, (1u << 10) - 1);
    ck_assert_str_eq(lluri_confusion_name(LLURI_CONFUSE_DOT_PARAMS), "dot-params");
    ck_assert_ptr_null(lluri_confusion_name(3));
    ck_assert_ptr_null(lluri_confusion_name(0));
    ck_assert_str_eq(lluri_verdict_name(LLURI_VERDICT_LENIENT), "lenient");
    ck_assert_ptr_null(lluri_verdict_name((enum lluri_verdict)3));
    ck_assert_str_eq(lluri_strerror(LLURI_EHOSTFIELD), "invalid Host header field");
    ck_assert_str_eq(lluri_errname(LLURI_EHOSTFIELD), "LLURI_EHOSTFIELD");
}
END_TEST

/* Every line of the URL lists that is a valid target has a key, and the
 * key of its key is itself (the layer's steps are a fixed point). */
START_TEST(test_key_lists)
{
    size_t keyed = 0, lines = 0, origins = 0, step = QUICK(1, 20);
    lluri_cache_key_options o = options_of(SORT | DROP | MERGE);
    int any = 0;

    for (size_t i = 0; i < DATASET_COUNT; i++) {
        dataset_iter d;
        const char *s;
        size_t n;
        if (!dataset_begin(&d, i))
            continue;
        any = 1;
        while (dataset_next(&d, &s, &n)) {
            lluri_target_report t, t2;
            char out[8192], again[8192];
            ptrdiff_t k;
            if (lines++ % step)
                continue;
            if (n >= 2000 || lluri_target_check(&t, "GET", 3, s, n, NULL, 0, 0) != LLURI_VERDICT_OK)
                continue;
            k = lluri_cache_key(&t.uri, t.form, "h", 1, &o, out, sizeof out, NULL);
            ck_assert_msg(k > 0 && (size_t)k < sizeof out, "%.*s: %td", (int)n, s, k);
            /* the same target laid out otherwise (two bytes before it, its
             * spans moved on) takes the recomposition: the same key */
            {
                char moved[2100], other[8192];
                lluri m = t.uri;
                lluri_span *sp[] = { &m.scheme, &m.userinfo, &m.host, &m.port, &m.path,
                                     &m.query, &m.fragment };
                memcpy(moved, "##", 2);
                memcpy(moved + 2, s, n);
                m.src = moved;
                m.len = (uint32_t)n + 2;
                for (size_t j = 0; j < NELEM(sp); j++)
                    sp[j]->off += 2;
                ck_assert_int_eq(lluri_cache_key(&m, t.form, "h", 1, &o, other, sizeof other,
                                                 NULL), k);
                ck_assert_msg(memcmp(other, out, (size_t)k) == 0, "%.*s: %s, moved %s", (int)n,
                              s, out, other);
            }
            /* an absolute URL's key is its origin-form target's with its
             * authority as the Host */
            if (t.form == LLURI_FORM_ABSOLUTE && (t.uri.present & LLURI_HAS_AUTHORITY)
                && !(t.uri.present & LLURI_HAS_USERINFO) && t.uri.path.len > 0
                && s[t.uri.path.off] == '/' && !(t.uri.path.len > 1 && s[t.uri.path.off + 1] == '/')) {
                lluri_target_report ot;
                lluri_cache_key_options oo = o;
                char viaorigin[8192];
                size_t auth = t.uri.host.off, authn = (t.uri.present & LLURI_HAS_PORT)
                    ? t.uri.port.off + t.uri.port.len - auth : t.uri.host.len;
                oo.scheme = (lluri_text){ s + t.uri.scheme.off, t.uri.scheme.len };
                ck_assert_int_eq(lluri_target_check(&ot, "GET", 3, s + t.uri.path.off,
                                                    n - t.uri.path.off, NULL, 0, 0),
                                 LLURI_VERDICT_OK);
                ck_assert_int_eq(lluri_cache_key(&ot.uri, ot.form, s + auth, authn, &oo,
                                                 viaorigin, sizeof viaorigin, NULL), k);
                ck_assert_msg(memcmp(viaorigin, out, (size_t)k) == 0, "%.*s: %s, origin %s",
                              (int)n, s, out, viaorigin);
                origins++;
            }
            ck_assert_int_eq(lluri_target_check(&t2, "GET", 3, out, (size_t)k, NULL, 0, 0),
                             LLURI_VERDICT_OK);
            ck_assert_int_eq(lluri_cache_key(&t2.uri, t2.form, "h", 1, &o, again, sizeof again,
                                             NULL), k);
            ck_assert_msg(memcmp(again, out, (size_t)k) == 0, "%s -> %s", out, again);
            keyed++;
        }
        dataset_end(&d);
    }
    if (any) {
        ck_assert_uint_gt(keyed, lines / step / 2);
        ck_assert_uint_gt(origins, keyed / 4);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("proxy");
    TCase *tk = tcase_create("the cache key");
    TCase *tv = tcase_create("the target verdict");
    SRunner *sr;
    int failed;

    tcase_add_loop_test(tk, test_key, 0, (int)NELEM(key_rows));
    tcase_add_test(tk, test_key_arguments);
    tcase_add_test(tk, test_key_long);
    tcase_add_test(tk, test_key_lists);
    tcase_set_timeout(tk, 120);
    tcase_add_loop_test(tv, test_verdict, 0, (int)NELEM(verdict_rows));
    tcase_add_test(tv, test_verdict_line);
    tcase_add_test(tv, test_names);
    suite_add_tcase(s, tk);
    suite_add_tcase(s, tv);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
