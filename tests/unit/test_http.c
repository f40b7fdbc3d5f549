/* SPDX-License-Identifier: MIT */
/* test_http.c — RFC 9112 request targets and request lines, and where a
 * fetch goes (include/lluri/http.h, include/lluri/fetch.h).
 *
 *  - every rule of grammar/rfc9112.rl on its own entry point, with accept
 *    and reject lists and the offset where a rejection happens;
 *  - request targets by method: the form, the spans, every error's code
 *    and offset, the length limit;
 *  - request lines, one-shot and fed at every split point and byte by
 *    byte (the same answer), every error; targets of every length across
 *    the reader's blocks, with the line's end, a space and every version
 *    byte wrong at every place;
 *  - the address a resolver reads in a host, against glibc's inet_aton()
 *    itself, the registries' classes, and the fetch-safe verdict on the
 *    fetch table of doc/proxies.md. */
#include <arpa/inet.h>
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/fetch.h"
#include "lluri/http.h"
#include "quick.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ---- each rule alone ----------------------------------------------------------- */

static const struct rule_row {
    int rule;
    const char *in;
    int match;
    size_t off;     /* where a non-match fails */
} rule_rows[] = {
#define OK(r, s)    { LLURI_RULE_RFC9112_##r, s, 1, 0 }
#define NO(r, s, o) { LLURI_RULE_RFC9112_##r, s, 0, o }
    /* RFC 9110 §5.6.2 tchar */
    OK(TCHAR, "!"), OK(TCHAR, "#"), OK(TCHAR, "|"), OK(TCHAR, "~"), OK(TCHAR, "a"),
    OK(TCHAR, "Z"), OK(TCHAR, "7"), OK(TCHAR, "^"), OK(TCHAR, "`"),
    NO(TCHAR, "(", 0), NO(TCHAR, ")", 0), NO(TCHAR, " ", 0), NO(TCHAR, ":", 0),
    NO(TCHAR, "\"", 0), NO(TCHAR, "/", 0), NO(TCHAR, "@", 0), NO(TCHAR, "", 0),
    NO(TCHAR, "ab", 1),
    /* token = 1*tchar; method = token */
    OK(TOKEN, "GET"), OK(TOKEN, "M-SEARCH"), OK(TOKEN, "x!#$%&'*+-.^_`|~9"),
    NO(TOKEN, "", 0), NO(TOKEN, "GE T", 2), NO(TOKEN, "GET/", 3),
    OK(METHOD, "CONNECT"), OK(METHOD, "get"), NO(METHOD, "GET\t", 3), NO(METHOD, "{", 0),
    /* RFC 9110 §4.1 absolute-path = 1*( "/" segment ) */
    OK(ABSOLUTE_PATH, "/"), OK(ABSOLUTE_PATH, "//"), OK(ABSOLUTE_PATH, "/a//b/"),
    OK(ABSOLUTE_PATH, "//wp-login.php"), OK(ABSOLUTE_PATH, "/a:b@c"),
    NO(ABSOLUTE_PATH, "", 0), NO(ABSOLUTE_PATH, "a", 0), NO(ABSOLUTE_PATH, "/a?b", 2),
    NO(ABSOLUTE_PATH, "/a b", 2), NO(ABSOLUTE_PATH, "/%2", 3),
    /* uri-host = RFC 3986's host */
    OK(URI_HOST, "example.com"), OK(URI_HOST, "127.0.0.1"), OK(URI_HOST, "[::1]"),
    OK(URI_HOST, ""), NO(URI_HOST, "a:b", 1), NO(URI_HOST, "[::1", 4),
    /* §3.2.1 origin-form = absolute-path [ "?" query ] */
    OK(ORIGIN_FORM, "/"), OK(ORIGIN_FORM, "/a?b"), OK(ORIGIN_FORM, "/a?"),
    OK(ORIGIN_FORM, "//x?y=/z?"), NO(ORIGIN_FORM, "?a", 0), NO(ORIGIN_FORM, "/a#b", 2),
    NO(ORIGIN_FORM, "/a?b#c", 4), NO(ORIGIN_FORM, "*", 0),
    /* §3.2.2 absolute-form = absolute-URI */
    OK(ABSOLUTE_FORM, "http://a/b?c"), OK(ABSOLUTE_FORM, "urn:x"),
    OK(ABSOLUTE_FORM, "a:443"), NO(ABSOLUTE_FORM, "http://a/#f", 9),
    NO(ABSOLUTE_FORM, "/a", 0),
    /* §3.2.3 authority-form = uri-host ":" port */
    OK(AUTHORITY_FORM, "example.com:443"), OK(AUTHORITY_FORM, "[::1]:8080"),
    OK(AUTHORITY_FORM, "a:"), OK(AUTHORITY_FORM, "10.0.0.1:1"),
    NO(AUTHORITY_FORM, "example.com", 11), NO(AUTHORITY_FORM, "a:b", 2),
    NO(AUTHORITY_FORM, "u@a:1", 1), NO(AUTHORITY_FORM, "a:1/", 3),
    /* §3.2.4 asterisk-form = "*" */
    OK(ASTERISK_FORM, "*"), NO(ASTERISK_FORM, "**", 1), NO(ASTERISK_FORM, "", 0),
    /* §3.2 request-target: the union */
    OK(REQUEST_TARGET, "/a"), OK(REQUEST_TARGET, "http://a"), OK(REQUEST_TARGET, "a:1"),
    OK(REQUEST_TARGET, "*"), NO(REQUEST_TARGET, "", 0), NO(REQUEST_TARGET, "a b", 1),
    /* §2.3 HTTP-name = %s"HTTP", HTTP-version = HTTP-name "/" DIGIT "." DIGIT */
    OK(HTTP_NAME, "HTTP"), NO(HTTP_NAME, "http", 0), NO(HTTP_NAME, "HTTPS", 4),
    OK(HTTP_VERSION, "HTTP/1.1"), OK(HTTP_VERSION, "HTTP/2.0"), OK(HTTP_VERSION, "HTTP/9.9"),
    NO(HTTP_VERSION, "HTTP/1.10", 8), NO(HTTP_VERSION, "HTTP/1", 6),
    NO(HTTP_VERSION, "HTTP/11.1", 6), NO(HTTP_VERSION, "Http/1.1", 1),
    /* §3 request-line = method SP request-target SP HTTP-version */
    OK(REQUEST_LINE, "GET / HTTP/1.1"), OK(REQUEST_LINE, "CONNECT a:443 HTTP/1.1"),
    OK(REQUEST_LINE, "OPTIONS * HTTP/1.0"), OK(REQUEST_LINE, "GET http://a/?b HTTP/1.1"),
    NO(REQUEST_LINE, "GET  / HTTP/1.1", 4), NO(REQUEST_LINE, "GET / HTTP/1.1\r\n", 14),
    NO(REQUEST_LINE, "GET /", 5), NO(REQUEST_LINE, " GET / HTTP/1.1", 0),
    NO(REQUEST_LINE, "GET\t/ HTTP/1.1", 3),
#undef OK
#undef NO
};

START_TEST(test_rule)
{
    const struct rule_row *r = &rule_rows[_i];
    size_t n = strlen(r->in);
    char *copy = malloc(n ? n : 1);     /* exact size: ASan sees a read past it */
    lluri_error err = { 999, 999 };
    int rc;

    memcpy(copy, r->in, n);
    rc = lluri_match(r->rule, copy, n, 0, &err);
    free(copy);
    ck_assert_ptr_nonnull(lluri_rule_name(r->rule));
    if (r->match)
        ck_assert_msg(rc == 0, "%s should match \"%s\" (failed at %zu)",
                      lluri_rule_name(r->rule), r->in, err.offset);
    else
        ck_assert_msg(rc == LLURI_ENOMATCH && err.offset == r->off,
                      "%s on \"%s\": %s at %zu, want no match at %zu",
                      lluri_rule_name(r->rule), r->in, lluri_errname(rc), err.offset, r->off);
}
END_TEST

START_TEST(test_rule_names)
{
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_RFC9112_REQUEST_LINE), "request-line");
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_RFC9112_HTTP_NAME), "HTTP-name");
    ck_assert_ptr_null(lluri_rule_name(LLURI_RULE_RFC9112_REQUEST_LINE + 1));
    ck_assert_int_eq(lluri_match(LLURI_RULE_RFC9112_REQUEST_LINE + 1, "x", 1, 0, NULL),
                     LLURI_ERULE);
    /* zone ids through uri-host only with the flag */
    ck_assert_int_eq(lluri_match(LLURI_RULE_RFC9112_AUTHORITY_FORM, "[fe80::1%25eth0]:1", 18,
                                 0, NULL), LLURI_ENOMATCH);
    ck_assert_int_eq(lluri_match(LLURI_RULE_RFC9112_AUTHORITY_FORM, "[fe80::1%25eth0]:1", 18,
                                 LLURI_ZONE_ID, NULL), 0);
    ck_assert_str_eq(lluri_strerror(LLURI_EFORM), "request-target form not allowed for the method");
    ck_assert_str_eq(lluri_errname(LLURI_ESPACE), "LLURI_ESPACE");
}
END_TEST

/* ---- request targets ------------------------------------------------------------ */

static const struct target_row {
    const char *method, *target;
    int code;                       /* 0 or the error */
    size_t off;
    enum lluri_target_form form;
    const char *host, *port, *path, *query, *scheme;   /* NULL: absent */
} target_rows[] = {
    /* origin-form: path and query; "//x" stays a path */
    { "GET", "/a?b", 0, 0, LLURI_FORM_ORIGIN, NULL, NULL, "/a", "b", NULL },
    { "GET", "/", 0, 0, LLURI_FORM_ORIGIN, NULL, NULL, "/", NULL, NULL },
    { "POST", "/a?", 0, 0, LLURI_FORM_ORIGIN, NULL, NULL, "/a", "", NULL },
    { "GET", "//wp-login.php", 0, 0, LLURI_FORM_ORIGIN, NULL, NULL, "//wp-login.php", NULL, NULL },
    { "GET", "//x:1@y/z?q", 0, 0, LLURI_FORM_ORIGIN, NULL, NULL, "//x:1@y/z", "q", NULL },
    { "OPTIONS", "/x", 0, 0, LLURI_FORM_ORIGIN, NULL, NULL, "/x", NULL, NULL },
    /* absolute-form: an absolute-URI (no fragment) */
    { "GET", "http://h:8/p?q", 0, 0, LLURI_FORM_ABSOLUTE, "h", "8", "/p", "q", "http" },
    { "GET", "www.example.com:443", 0, 0, LLURI_FORM_ABSOLUTE, NULL, NULL, "443", NULL,
      "www.example.com" },
    { "OPTIONS", "http://h", 0, 0, LLURI_FORM_ABSOLUTE, "h", NULL, "", NULL, "http" },
    /* authority-form: CONNECT only */
    { "CONNECT", "www.example.com:443", 0, 0, LLURI_FORM_AUTHORITY, "www.example.com", "443",
      "", NULL, NULL },
    { "CONNECT", "206.189.118.168:443", 0, 0, LLURI_FORM_AUTHORITY, "206.189.118.168", "443",
      "", NULL, NULL },
    { "CONNECT", "4pda.ru:443", 0, 0, LLURI_FORM_AUTHORITY, "4pda.ru", "443", "", NULL, NULL },
    { "CONNECT", "[::1]:8443", 0, 0, LLURI_FORM_AUTHORITY, "[::1]", "8443", "", NULL, NULL },
    /* asterisk-form: OPTIONS only */
    { "OPTIONS", "*", 0, 0, LLURI_FORM_ASTERISK, NULL, NULL, "*", NULL, NULL },
    /* forms the method does not take */
    { "GET", "*", LLURI_EFORM, 0, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "/x", LLURI_EFORM, 0, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "http://h/", LLURI_EFORM, 0, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "*", LLURI_EFORM, 0, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "a b", LLURI_ESCHEME, 1, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "", LLURI_EFORM, 0, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "?a", LLURI_EFORM, 0, 0, NULL, NULL, NULL, NULL, NULL },
    /* each part's own error, at its byte */
    { "GET", "/a b", LLURI_EPATH, 2, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "/a?b c", LLURI_EQUERY, 4, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "/a#f", LLURI_EPATH, 2, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "/a?b#f", LLURI_EQUERY, 4, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "/%zz", LLURI_EPCT, 2, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "http://h/#f", LLURI_ENOFRAGMENT, 9, 0, NULL, NULL, NULL, NULL, NULL },
    { "GET", "http://a b/", LLURI_EHOST, 8, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "host", LLURI_EPORT, 4, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "a b:1", LLURI_EHOST, 1, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "a:8o", LLURI_EPORT, 3, 0, NULL, NULL, NULL, NULL, NULL },
    { "CONNECT", "[::1:443", LLURI_EIPLITERAL, 8, 0, NULL, NULL, NULL, NULL, NULL },
    { "G(T", "/", LLURI_EMETHOD, 1, 0, NULL, NULL, NULL, NULL, NULL },
    { "", "/", LLURI_EMETHOD, 0, 0, NULL, NULL, NULL, NULL, NULL },
};

static void expect_span(const lluri *u, uint32_t bit, lluri_span sp, const char *want,
                        const char *what, const struct target_row *r)
{
    int present = bit == 0 || (u->present & bit);
    if (want == NULL) {
        ck_assert_msg(!present, "%s %s: %s present", r->method, r->target, what);
        return;
    }
    ck_assert_msg(present, "%s %s: %s absent", r->method, r->target, what);
    ck_assert_msg(sp.len == strlen(want) && memcmp(u->src + sp.off, want, sp.len) == 0,
                  "%s %s: %s is \"%.*s\", want \"%s\"", r->method, r->target, what,
                  (int)sp.len, u->src + sp.off, want);
}

START_TEST(test_target)
{
    const struct target_row *r = &target_rows[_i];
    size_t n = strlen(r->target);
    char *copy = malloc(n ? n : 1);
    lluri u;
    enum lluri_target_form form = 99;
    lluri_error err = { 999, 999 };
    int rc;

    memcpy(copy, r->target, n);
    memset(&u, 0xab, sizeof u);         /* what a refusal must clear */
    rc = lluri_parse_request_target(&u, &form, r->method, strlen(r->method), copy, n, 0, 0, &err);
    ck_assert_msg(rc == r->code && err.code == rc && (rc == 0 || err.offset == r->off),
                  "%s %s: %s at %zu, want %s at %zu", r->method, r->target, lluri_errname(rc),
                  err.offset, lluri_errname(r->code), r->off);
    if (rc == 0) {
        ck_assert_int_eq(form, r->form);
        ck_assert_ptr_eq(u.src, copy);
        ck_assert_uint_eq(u.len, n);
        expect_span(&u, LLURI_HAS_SCHEME, u.scheme, r->scheme, "scheme", r);
        expect_span(&u, LLURI_HAS_AUTHORITY, u.host, r->host, "host", r);
        expect_span(&u, LLURI_HAS_PORT, u.port, r->port, "port", r);
        expect_span(&u, 0, u.path, r->path, "path", r);
        expect_span(&u, LLURI_HAS_QUERY, u.query, r->query, "query", r);
        ck_assert(!(u.present & LLURI_HAS_FRAGMENT));
        ck_assert_str_eq(lluri_target_form_name(form), form == LLURI_FORM_ORIGIN ? "origin-form"
                         : form == LLURI_FORM_ABSOLUTE ? "absolute-form"
                         : form == LLURI_FORM_AUTHORITY ? "authority-form" : "asterisk-form");
        if (form == LLURI_FORM_AUTHORITY)
            ck_assert_int_eq(u.host_kind, r->host[0] == '[' ? LLURI_HOST_IPV6
                             : r->host[0] == '2' ? LLURI_HOST_IPV4 : LLURI_HOST_REG_NAME);
    } else {                            /* zeroed but for src, no form */
        lluri zero;
        memset(&zero, 0, sizeof zero);
        zero.src = copy;
        ck_assert_msg(memcmp(&u, &zero, sizeof u) == 0 && form == 0,
                      "%s %s: *u or *form not cleared", r->method, r->target);
    }
    free(copy);
}
END_TEST

START_TEST(test_target_limits)
{
    lluri u;
    enum lluri_target_form f;
    lluri_error err;

    /* the length limit: a target of max bytes passes, one more does not */
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "GET", 3, "/abcd", 5, 5, 0, &err), 0);
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "GET", 3, "/abcde", 6, 5, 0, &err),
                     LLURI_ETOOLONG);
    ck_assert_uint_eq(err.offset, 5);
    /* flags, NULLs */
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "GET", 3, "/", 1, 0, LLURI_NORM_CASE,
                                                &err), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parse_request_target(NULL, &f, "GET", 3, "/", 1, 0, 0, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_parse_request_target(&u, NULL, "GET", 3, "/", 1, 0, 0, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, NULL, 3, "/", 1, 0, 0, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "GET", 3, NULL, 1, 0, 0, &err),
                     LLURI_EINVAL);
    /* zone ids with the flag only */
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "CONNECT", 7, "[fe80::1%25en0]:1", 17,
                                                0, 0, &err), LLURI_EIPLITERAL);
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "CONNECT", 7, "[fe80::1%25en0]:1", 17,
                                                0, LLURI_ZONE_ID, &err), 0);
    ck_assert(u.present & LLURI_HAS_ZONE_ID);
    /* methods are case-sensitive (RFC 9110 §9.1): "connect" is not CONNECT */
    ck_assert_int_eq(lluri_parse_request_target(&u, &f, "connect", 7, "a:1", 3, 0, 0, &err), 0);
    ck_assert_int_eq(f, LLURI_FORM_ABSOLUTE);
    ck_assert_ptr_null(lluri_target_form_name((enum lluri_target_form)9));
}
END_TEST

/* ---- request lines ---------------------------------------------------------------- */

static const struct line_row {
    const char *in;
    ptrdiff_t want;                 /* > 0: consumed; 0: incomplete; < 0: the code */
    size_t off;                     /* of an error */
    enum lluri_target_form form;
    int major, minor;
} line_rows[] = {
    { "GET /a?b HTTP/1.1\r\n", 19, 0, LLURI_FORM_ORIGIN, 1, 1 },
    { "GET /a?b HTTP/1.1\n", 18, 0, LLURI_FORM_ORIGIN, 1, 1 },
    { "GET /a?b HTTP/1.1\r\nHost: x\r\n", 19, 0, LLURI_FORM_ORIGIN, 1, 1 },
    { "CONNECT www.example.com:443 HTTP/1.1\r\n", 38, 0, LLURI_FORM_AUTHORITY, 1, 1 },
    { "OPTIONS * HTTP/1.0\r\n", 20, 0, LLURI_FORM_ASTERISK, 1, 0 },
    { "GET http://a/b HTTP/2.0\r\n", 25, 0, LLURI_FORM_ABSOLUTE, 2, 0 },
    { "GET //wp-login.php HTTP/1.1\r\n", 29, 0, LLURI_FORM_ORIGIN, 1, 1 },
    /* incomplete: wait for more */
    { "", 0, 0, 0, 0, 0 }, { "GET", 0, 0, 0, 0, 0 }, { "GET /a", 0, 0, 0, 0, 0 },
    { "GET /a HTTP/1.", 0, 0, 0, 0, 0 }, { "GET /a HTTP/1.1", 0, 0, 0, 0, 0 },
    { "GET /a HTTP/1.1\r", 0, 0, 0, 0, 0 },
    /* errors */
    { " GET / HTTP/1.1\r\n", LLURI_EMETHOD, 0, 0, 0, 0 },
    { "G(T / HTTP/1.1\r\n", LLURI_EMETHOD, 1, 0, 0, 0 },
    { "GET\t/ HTTP/1.1\r\n", LLURI_EMETHOD, 3, 0, 0, 0 },
    { "\r\n", LLURI_EMETHOD, 0, 0, 0, 0 },
    { "GET  / HTTP/1.1\r\n", LLURI_ESPACE, 4, 0, 0, 0 },
    { "GET /\r\n", LLURI_ESPACE, 5, 0, 0, 0 },
    { "GET /\n", LLURI_ESPACE, 5, 0, 0, 0 },
    { "GET / HTTP/1.1 \r\n", LLURI_EEOL, 14, 0, 0, 0 },
    { "GET / http/1.1\r\n", LLURI_EVERSION, 6, 0, 0, 0 },
    { "GET / HTTP/1.10\r\n", LLURI_EEOL, 14, 0, 0, 0 },
    { "GET / HTTP/x.1\r\n", LLURI_EVERSION, 11, 0, 0, 0 },
    { "GET / HTTP/1.1\r\r\n", LLURI_EEOL, 15, 0, 0, 0 },
    { "GET / HTTP/1.1x", LLURI_EEOL, 14, 0, 0, 0 },
    { "GET /a b HTTP/1.1\r\n", LLURI_EVERSION, 7, 0, 0, 0 },
    { "GET /a?b\"c HTTP/1.1\r\n", LLURI_EQUERY, 8, 0, 0, 0 },
    { "GET * HTTP/1.1\r\n", LLURI_EFORM, 4, 0, 0, 0 },
    { "CONNECT /x HTTP/1.1\r\n", LLURI_EFORM, 8, 0, 0, 0 },
    { "CONNECT host HTTP/1.1\r\n", LLURI_EPORT, 12, 0, 0, 0 },
    /* the first fault in byte order, however the line comes in pieces:
     * the target's before a later part's, as soon as the target is whole */
    { "GET /a<b HTTP/1.1 \r\n", LLURI_EPATH, 6, 0, 0, 0 },
    { "GET /a<b http/1.1\r\n", LLURI_EPATH, 6, 0, 0, 0 },
    { "GET /a<b ", LLURI_EPATH, 6, 0, 0, 0 },
    { "GET /a<b HTTP/1.", LLURI_EPATH, 6, 0, 0, 0 },
    { "GET * http/1.1\r\n", LLURI_EFORM, 4, 0, 0, 0 },
    { "GET * ", LLURI_EFORM, 4, 0, 0, 0 },
    { "GET /a<b", 0, 0, 0, 0, 0 },             /* the target may go on */
    /* no version: a byte of the target that is a fault, else ESPACE */
    { "GET /a\tb\r\n", LLURI_EPATH, 6, 0, 0, 0 },
    { "GET /a<b\n", LLURI_EPATH, 6, 0, 0, 0 },
    { "GET /a%4\r\n", LLURI_ESPACE, 8, 0, 0, 0 },
    { "GET HTTP/1.1\r\n", LLURI_ESPACE, 12, 0, 0, 0 },
    { "CONNECT host\r\n", LLURI_ESPACE, 12, 0, 0, 0 },
};

/* Feed buf in pieces ending at each cut (the buffer only grows). */
static ptrdiff_t feed(const char *in, size_t n, const size_t *cuts, size_t ncuts,
                      lluri_request_line *line, lluri_error *err)
{
    lluri_request_parser p;
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
    for (size_t k = 0; k < ncuts; k++) {
        ptrdiff_t r = lluri_request_parser_execute(&p, in, cuts[k], line, err);
        if (r != 0)
            return r;
    }
    return lluri_request_parser_execute(&p, in, n, line, err);
}

START_TEST(test_line)
{
    const struct line_row *r = &line_rows[_i];
    size_t n = strlen(r->in);
    char *copy = malloc(n ? n : 1);
    lluri_request_line line;
    lluri_error err = { 999, 999 };
    ptrdiff_t got;

    memcpy(copy, r->in, n);
    got = feed(copy, n, NULL, 0, &line, &err);
    ck_assert_msg(got == r->want && (got >= 0 || err.offset == r->off),
                  "\"%s\": %td (%s) at %zu, want %td at %zu", r->in, got,
                  got < 0 ? lluri_errname((int)got) : "", err.offset, r->want, r->off);
    if (got > 0) {
        const char *sp1 = strchr(r->in, ' ');
        ck_assert_int_eq(line.form, r->form);
        ck_assert_int_eq(line.major, r->major);
        ck_assert_int_eq(line.minor, r->minor);
        ck_assert_uint_eq(line.method.off, 0);
        ck_assert_uint_eq(line.method.len, (size_t)(sp1 - r->in));
        ck_assert_uint_eq(line.target.off, line.method.len + 1);
        ck_assert_uint_eq(line.version.off, line.target.off + line.target.len + 1);
        ck_assert_uint_eq(line.version.len, 8);
        {
            /* the target's parse, against the buffer where it is now: its
             * spans count from its own first byte, those of the line from
             * the buffer's */
            lluri u, t;
            enum lluri_target_form form;
            char *moved = malloc(n);
            memcpy(moved, copy, n);
            ck_assert_int_eq(lluri_request_line_uri(&line, moved, &u), 0);
            ck_assert_ptr_eq(u.src, moved + line.target.off);
            ck_assert_uint_eq(u.len, line.target.len);
            ck_assert_int_eq(lluri_parse_request_target(&t, &form, moved, line.method.len,
                                                        moved + line.target.off,
                                                        line.target.len, 0, 0, NULL), 0);
            ck_assert(memcmp(&t, &u, sizeof t) == 0 && form == line.form);
            free(moved);
        }
    }
    /* every split in two, and byte by byte: the same answer */
    for (size_t cut = 0; cut <= n; cut++) {
        lluri_request_line l2;
        lluri_error e2 = { 0, 0 };
        ptrdiff_t g2 = feed(copy, n, &cut, 1, &l2, &e2);
        ck_assert_msg(g2 == got && (got >= 0 || e2.offset == err.offset),
                      "\"%s\" cut at %zu: %td at %zu, one-shot %td at %zu", r->in, cut, g2,
                      e2.offset, got, err.offset);
        if (got > 0)
            ck_assert(memcmp(&l2.target, &line.target, sizeof line.target) == 0
                      && l2.form == line.form
                      && memcmp(&l2._uri, &line._uri, sizeof line._uri) == 0);
    }
    {
        size_t cuts[512] = { 0 }, nc = 0;
        for (size_t k = 0; k < n && nc < NELEM(cuts); k++)
            cuts[nc++] = k;
        ck_assert_int_eq(feed(copy, n, cuts, nc, &line, &err), got);
    }
    /* finish: the line without its line end (a log's request field) reads
     * alike, but where the answer lies at or past that end */
    {
        size_t m = n;
        if (m > 0 && r->in[m - 1] == '\n')
            m--;
        if (m > 0 && m < n && r->in[m - 1] == '\r')
            m--;
        if (m < n && (got == (ptrdiff_t)n || (got < 0 && err.offset < m))) {
            char *w = malloc(m ? m : 1);
            lluri_request_parser p;
            lluri_request_line l3;
            lluri_error e3 = { 0, 0 };
            ptrdiff_t g3;
            memcpy(w, r->in, m);
            ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
            g3 = lluri_request_parser_finish(&p, w, m, &l3, &e3);
            ck_assert_msg(got > 0 ? g3 == (ptrdiff_t)m : (g3 == got && e3.offset == err.offset),
                          "\"%s\" finish: %td at %zu", r->in, g3, e3.offset);
            if (got > 0)
                ck_assert(memcmp(&l3.method, &line.method, sizeof line.method) == 0
                          && memcmp(&l3.target, &line.target, sizeof line.target) == 0
                          && memcmp(&l3.version, &line.version, sizeof line.version) == 0
                          && l3.form == line.form
                          && memcmp(&l3._uri, &line._uri, sizeof line._uri) == 0);
            free(w);
        }
    }
    free(copy);
}
END_TEST

/* The line in[0 .. n) gives want (and, for an error, the offset off)
 * read whole, in two pieces at every split, and byte by byte; from a
 * buffer of exactly n bytes (AddressSanitizer sees a read past it). */
static void line_gives(const char *in, size_t n, ptrdiff_t want, size_t off, size_t tlen)
{
    char *copy = malloc(n);
    size_t cuts[256], nc = 0;
    lluri_request_line line;
    lluri_error err = { 0, 0 };
    ptrdiff_t got;

    memcpy(copy, in, n);
    for (size_t cut = 0; cut <= n; cut++) {
        got = feed(copy, n, &cut, 1, &line, &err);
        ck_assert_msg(got == want && (want >= 0 || err.offset == off),
                      "\"%.*s\" cut at %zu: %td (%s) at %zu, want %td at %zu", (int)n, in, cut,
                      got, got < 0 ? lluri_errname((int)got) : "", err.offset, want, off);
        if (want > 0)
            ck_assert(line.target.off == 4 && line.target.len == tlen
                      && line.version.off == 5 + tlen && line.version.len == 8
                      && line.major == 1 && line.minor == 1 && line.form == LLURI_FORM_ORIGIN
                      && line._uri.path.len == tlen);
    }
    for (size_t k = 0; k < n && nc < NELEM(cuts); k++)
        cuts[nc++] = k;
    got = feed(copy, n, cuts, nc, &line, &err);
    ck_assert_msg(got == want && (want >= 0 || err.offset == off),
                  "\"%.*s\" byte by byte: %td at %zu, want %td at %zu", (int)n, in, got,
                  err.offset, want, off);
    free(copy);
}

/* Targets of every length up to 72 bytes (36 under LLURI_TEST_QUICK),
 * across the reader's blocks (16 bytes with SSE2, 8 in a word, 1; the last
 * block of a buffer overlaps the one before) and the target machine's runs
 * (16 bytes with SSSE3, or 8, 4, 1): the target's end found at every
 * place, an LF (or CR LF), an SP, a byte no path or no query takes at
 * every place, and every byte of the version wrong. Each expectation
 * follows from how the line is made: RFC 9112 §3, RFC 3986 §3.3 and
 * §3.4. */
START_TEST(test_line_blocks)
{
    char in[128];
    const size_t most = QUICK(72, 36);      /* (under valgrind: three blocks) */
    for (size_t tlen = 1; tlen <= most; tlen++) {
        /* "GET " target " HTTP/1.1\r\n", the target "/" then "a"s */
        size_t n = 4 + tlen + 11, ver = 5 + tlen;
        memcpy(in, "GET /", 5);
        memset(in + 5, 'a', tlen - 1);
        memcpy(in + 4 + tlen, " HTTP/1.1\r\n", 11);
        line_gives(in, n, (ptrdiff_t)n, 0, tlen);
        line_gives(in, n - 1, 0, 0, tlen);              /* no LF yet: incomplete */
        for (size_t j = 0; j < tlen; j++) {
            char was = in[4 + j];
            in[4 + j] = '\n';                           /* the line ends inside the target */
            line_gives(in, n, LLURI_ESPACE, 4 + j, tlen);
            if (j > 0) {
                char before = in[3 + j];
                in[3 + j] = '\r';                       /* CR LF: where the CR is */
                line_gives(in, n, LLURI_ESPACE, 3 + j, tlen);
                in[3 + j] = before;
                in[4 + j] = ' ';                        /* the version would start with "a" */
                line_gives(in, n, LLURI_EVERSION, 5 + j, tlen);
            } else {
                in[4] = ' ';                            /* two SPs */
                line_gives(in, n, LLURI_ESPACE, 4, tlen);
            }
            if (j > 0) {
                in[4 + j] = '"';                        /* no pchar: the path's fault */
                line_gives(in, n, LLURI_EPATH, 4 + j, tlen);
            }
            if (j > 1) {
                in[5] = '?';                            /* the query's */
                line_gives(in, n, LLURI_EQUERY, 4 + j, tlen);
                in[5] = 'a';
            }
            in[4 + j] = was;
        }
        for (size_t v = 0; v < 8; v++) {                /* "HTTP/1.1" with one byte wrong */
            char was = in[ver + v];
            in[ver + v] = 'x';
            line_gives(in, n, LLURI_EVERSION, ver + v, tlen);
            in[ver + v] = v == 5 || v == 7 ? '.' : '7';
            line_gives(in, n, LLURI_EVERSION, ver + v, tlen);
            in[ver + v] = was;
        }
    }
}
END_TEST

START_TEST(test_line_limits)
{
    lluri_request_parser p;
    lluri_request_line line;
    lluri_error err;
    const char *in = "GET /abcdef HTTP/1.1\r\n";

    /* a target longer than the limit fails as soon as its extra byte comes */
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 4, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, 8, &line, &err), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, 9, &line, &err), LLURI_ETOOLONG);
    ck_assert_uint_eq(err.offset, 8);
    /* the error is final */
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, strlen(in), &line, &err), LLURI_ETOOLONG);
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 7, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, strlen(in), &line, &err), 22);
    /* no SP after a target: over the limit before the line ends (its CR
     * counts until the LF comes) is ETOOLONG, else ESPACE, at every split */
    {
        static const struct { const char *in; size_t max; int want; size_t off; } rows[] = {
            { "b HTTP/1.1\r\n", 2, LLURI_ETOOLONG, 4 },
            { "b HTTP/1.1\r\n", 8, LLURI_ETOOLONG, 10 },
            { "b HTTP/1.1\r\n", 9, LLURI_ESPACE, 10 },
            { "b HTTP/1.1\n", 8, LLURI_ESPACE, 10 },
            { "b HTTP/1.1\n", 7, LLURI_ETOOLONG, 9 },
        };
        for (size_t r = 0; r < NELEM(rows); r++) {
            size_t n = strlen(rows[r].in);
            for (size_t cut = 0; cut <= n; cut++) {
                ptrdiff_t got;
                ck_assert_int_eq(lluri_request_parser_init(&p, 0, rows[r].max, 0), 0);
                got = lluri_request_parser_execute(&p, rows[r].in, cut, &line, &err);
                if (got == 0)
                    got = lluri_request_parser_execute(&p, rows[r].in, n, &line, &err);
                ck_assert_msg(got == rows[r].want && err.offset == rows[r].off,
                              "row %zu cut %zu: %td at %zu", r, cut, got, err.offset);
            }
        }
    }
    /* the method's limit: LLURI_MAX_METHOD by default, its byte max + 1
     * an error as soon as it comes (not "more, please" for a MiB) */
    {
        char big[LLURI_MAX_METHOD + 40];
        size_t n;
        memset(big, 'M', sizeof big);
        static const char rest[] = " / HTTP/1.1\r\n";
        memcpy(big + LLURI_MAX_METHOD, rest, sizeof rest - 1);
        n = LLURI_MAX_METHOD + sizeof rest - 1;
        ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
        ck_assert_int_eq(lluri_request_parser_execute(&p, big, n, &line, &err), (ptrdiff_t)n);
        ck_assert_uint_eq(line.method.len, LLURI_MAX_METHOD);
        big[LLURI_MAX_METHOD] = 'M';                /* one byte more */
        for (size_t cut = 0; cut <= sizeof big; cut++) {
            ptrdiff_t got;
            ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
            got = lluri_request_parser_execute(&p, big, cut, &line, &err);
            if (cut <= LLURI_MAX_METHOD)
                ck_assert_int_eq(got, 0);
            else
                ck_assert_msg(got == LLURI_ETOOLONG && err.offset == LLURI_MAX_METHOD,
                              "cut %zu: %td at %zu", cut, got, err.offset);
        }
        /* SIZE_MAX: no limit (a method of all the bytes so far: more, please) */
        memset(big, 'M', sizeof big);
        ck_assert_int_eq(lluri_request_parser_init(&p, SIZE_MAX, 0, 0), 0);
        ck_assert_int_eq(lluri_request_parser_execute(&p, big, sizeof big, &line, &err), 0);
    }
    ck_assert_int_eq(lluri_request_parser_init(&p, 3, 0, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, strlen(in), &line, &err), 22);
    ck_assert_int_eq(lluri_request_parser_init(&p, 3, 0, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, "POST / HTTP/1.1\r\n", 17, &line, &err),
                     LLURI_ETOOLONG);
    ck_assert_uint_eq(err.offset, 3);
    ck_assert_int_eq(lluri_request_parser_init(&p, 3, 0, 0), 0);
    ck_assert_int_eq(lluri_request_parser_finish(&p, "POST", 4, &line, &err), LLURI_ETOOLONG);
    ck_assert_uint_eq(err.offset, 3);
    /* finish: where the input ends, an LF */
    {
        static const struct { const char *in; ptrdiff_t want; size_t off; } rows[] = {
            { "", LLURI_EMETHOD, 0 },
            { "GET", LLURI_EMETHOD, 3 },
            { "GET ", LLURI_ESPACE, 4 },
            { "GET /", LLURI_ESPACE, 5 },
            { "GET / ", LLURI_EVERSION, 6 },
            { "GET / HTTP/1.", LLURI_EVERSION, 13 },
            { "GET / HTTP/1.1", 14, 0 },
            { "GET / HTTP/1.1\r", 15, 0 },
            { "GET / HTTP/1.1\r\n", 16, 0 },
            { "GET / HTTP/1.1\n", 15, 0 },
            { "GET / HTTP/1.1x", LLURI_EEOL, 14 },
            { "GET / HTTP/1.1\r\r", LLURI_EEOL, 15 },
            { "GET /a b HTTP/1.1", LLURI_EVERSION, 7 },
        };
        for (size_t r = 0; r < NELEM(rows); r++) {
            size_t n = strlen(rows[r].in);
            char *w = malloc(n ? n : 1);
            memcpy(w, rows[r].in, n);
            for (size_t cut = 0; cut <= n; cut++) {    /* after execute of a prefix */
                ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
                ptrdiff_t got = lluri_request_parser_execute(&p, w, cut, &line, &err);
                if (got == 0)
                    got = lluri_request_parser_finish(&p, w, n, &line, &err);
                ck_assert_msg(got == rows[r].want && (got > 0 || err.offset == rows[r].off),
                              "finish \"%s\" cut %zu: %td at %zu", rows[r].in, cut, got,
                              err.offset);
            }
            free(w);
        }
    }
    /* the target against the buffer: misuse */
    {
        lluri u;
        lluri_request_line none;
        memset(&none, 0, sizeof none);
        ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
        ck_assert_int_eq(lluri_request_parser_execute(&p, in, strlen(in), &line, &err), 22);
        ck_assert_int_eq(lluri_request_line_uri(&line, in, &u), 0);
        ck_assert_int_eq(u.path.off, 0);
        ck_assert_int_eq(u.path.len, 7);
        ck_assert_int_eq(lluri_request_line_uri(NULL, in, &u), LLURI_EINVAL);
        ck_assert_int_eq(lluri_request_line_uri(&line, NULL, &u), LLURI_EINVAL);
        ck_assert_int_eq(lluri_request_line_uri(&line, in, NULL), LLURI_EINVAL);
        ck_assert_int_eq(lluri_request_line_uri(&none, in, &u), LLURI_EINVAL);
    }
    /* misuse */
    ck_assert_int_eq(lluri_request_parser_init(NULL, 0, 0, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, LLURI_START_URI), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, 3, &line, &err), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_request_parser_execute(NULL, in, 3, &line, &err), LLURI_EINVAL);
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, 5, NULL, &err), LLURI_EINVAL);
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, 6, &line, &err), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, in, 5, &line, &err), LLURI_EINVAL);
}
END_TEST

/* ---- where a fetch goes ------------------------------------------------------------ */

/* Where a fetch goes, through the C API (doc/proxies.md's table runs
 * through the tool in tests/golden/cli_fetch_table.sh): input, verdict,
 * reason, the address. */
static const struct fetch_row {
    const char *url;
    int safe;
    enum lluri_fetch_reason why;
    const char *addr;               /* dotted quad, an IPv6 text, or the name */
    enum lluri_address_class net;
} fetch_rows[] = {
    /* what parsers read otherwise */
    { "http://2130706433/", 0, LLURI_FETCH_NUMERIC_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://0177.0.0.1/", 0, LLURI_FETCH_NUMERIC_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://127.1/", 0, LLURI_FETCH_NUMERIC_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://0x7f000001/", 0, LLURI_FETCH_NUMERIC_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://0x7f.1/", 0, LLURI_FETCH_NUMERIC_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://0/", 0, LLURI_FETCH_NUMERIC_HOST, "0.0.0.0", LLURI_NET_UNSPECIFIED },
    { "http://127.0.0.01/", 0, LLURI_FETCH_NUMERIC_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://134744072/", 0, LLURI_FETCH_NUMERIC_HOST, "8.8.8.8", LLURI_NET_GLOBAL },
    { "http://%31%32%37.0.0.1/", 0, LLURI_FETCH_PCT_HOST, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://%6c%6fcalhost/", 0, LLURI_FETCH_PCT_HOST, "localhost", LLURI_NET_LOOPBACK },
    { "http://example.com%00.evil/", 0, LLURI_FETCH_PCT_HOST, "example.com", LLURI_NET_NAME },
    { "http:/evil.com/", 0, LLURI_FETCH_NO_AUTHORITY, NULL, LLURI_NET_NAME },
    { "http:evil.com", 0, LLURI_FETCH_NO_AUTHORITY, NULL, LLURI_NET_NAME },
    { "https:///evil.com", 0, LLURI_FETCH_EMPTY_HOST, "", LLURI_NET_NAME },
    { "http://foo.1/", 0, LLURI_FETCH_NUMBER_LABEL, "foo.1", LLURI_NET_NAME },
    { "http://1.2.3.4.5/", 0, LLURI_FETCH_NUMBER_LABEL, "1.2.3.4.5", LLURI_NET_NAME },
    { "http://0x/", 0, LLURI_FETCH_NUMBER_LABEL, "0x", LLURI_NET_NAME },
    { "http://a.0x1f./", 0, LLURI_FETCH_NUMBER_LABEL, "a.0x1f.", LLURI_NET_NAME },
    { "http://a:65536/", 0, LLURI_FETCH_PORT, "a", LLURI_NET_NAME },
    { "http://[v1.x]/", 0, LLURI_FETCH_IP_LITERAL, "[v1.x]", LLURI_NET_NAME },
    { "ws://[fe80::1%25eth0]/", 0, LLURI_FETCH_IP_LITERAL, "fe80::1", LLURI_NET_LINK_LOCAL },
    /* IPv4-compatible: never; IPv4-translated: its IPv4 address's class */
    { "http://[::127.0.0.1]/", 0, LLURI_FETCH_IPV4_COMPATIBLE, "::127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://[::8.8.8.8]/", 0, LLURI_FETCH_IPV4_COMPATIBLE, "::8.8.8.8", LLURI_NET_GLOBAL },
    { "http://[::ffff:0:7f00:1]/", 0, LLURI_FETCH_DENIED, "::ffff:0:7f00:1", LLURI_NET_LOOPBACK },
    { "http://[::ffff:0:8.8.8.8]/", 1, LLURI_FETCH_SAFE, "::ffff:0:808:808", LLURI_NET_GLOBAL },
    /* the classes that are not global */
    { "http://127.0.0.1/", 0, LLURI_FETCH_DENIED, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://[::1]/", 0, LLURI_FETCH_DENIED, "::1", LLURI_NET_LOOPBACK },
    { "http://[::ffff:127.0.0.1]/", 0, LLURI_FETCH_DENIED, "127.0.0.1", LLURI_NET_LOOPBACK },
    { "http://localhost/", 0, LLURI_FETCH_DENIED, "localhost", LLURI_NET_LOOPBACK },
    { "http://LOCALHOST./", 0, LLURI_FETCH_DENIED, "localhost.", LLURI_NET_LOOPBACK },
    { "http://a.b.localhost/", 0, LLURI_FETCH_DENIED, "a.b.localhost", LLURI_NET_LOOPBACK },
    { "http://10.1.2.3/", 0, LLURI_FETCH_DENIED, "10.1.2.3", LLURI_NET_PRIVATE },
    { "http://172.31.0.1/", 0, LLURI_FETCH_DENIED, "172.31.0.1", LLURI_NET_PRIVATE },
    { "http://metadata.google.internal/", 0, LLURI_FETCH_DENIED, "metadata.google.internal",
      LLURI_NET_PRIVATE },
    { "http://h.home.arpa/", 0, LLURI_FETCH_DENIED, "h.home.arpa", LLURI_NET_PRIVATE },
    { "http://169.254.169.254/", 0, LLURI_FETCH_DENIED, "169.254.169.254", LLURI_NET_LINK_LOCAL },
    { "http://printer.local./", 0, LLURI_FETCH_DENIED, "printer.local.", LLURI_NET_LINK_LOCAL },
    { "wss://[fd00::1]/", 0, LLURI_FETCH_DENIED, "fd00::1", LLURI_NET_UNIQUE_LOCAL },
    { "http://224.0.0.1/", 0, LLURI_FETCH_DENIED, "224.0.0.1", LLURI_NET_MULTICAST },
    { "http://[::]/", 0, LLURI_FETCH_DENIED, "::", LLURI_NET_UNSPECIFIED },
    { "http://[2001:db8::1]/", 0, LLURI_FETCH_DENIED, "2001:db8::1", LLURI_NET_DOCUMENTATION },
    { "http://198.51.100.7/", 0, LLURI_FETCH_DENIED, "198.51.100.7", LLURI_NET_DOCUMENTATION },
    { "http://100.64.0.1/", 0, LLURI_FETCH_DENIED, "100.64.0.1", LLURI_NET_SHARED },
    { "http://255.255.255.255/", 0, LLURI_FETCH_DENIED, "255.255.255.255", LLURI_NET_RESERVED },
    { "http://[fec0::1]/", 0, LLURI_FETCH_DENIED, "fec0::1", LLURI_NET_RESERVED },
    { "http://[::2]/", 0, LLURI_FETCH_IPV4_COMPATIBLE, "::2", LLURI_NET_UNSPECIFIED },
    /* allowed: global addresses and names */
    { "http://8.8.8.8/", 1, LLURI_FETCH_SAFE, "8.8.8.8", LLURI_NET_GLOBAL },
    { "http://172.32.0.1/", 1, LLURI_FETCH_SAFE, "172.32.0.1", LLURI_NET_GLOBAL },
    { "http://[2606:4700::1111]/", 1, LLURI_FETCH_SAFE, "2606:4700::1111", LLURI_NET_GLOBAL },
    { "http://[::ffff:8.8.8.8]/", 1, LLURI_FETCH_SAFE, "8.8.8.8", LLURI_NET_GLOBAL },
    { "HTTP://Example.COM:8080/a", 1, LLURI_FETCH_SAFE, "example.com", LLURI_NET_NAME },
    { "https://u:p@example.com/", 1, LLURI_FETCH_SAFE, "example.com", LLURI_NET_NAME },
    { "http://notlocalhost/", 1, LLURI_FETCH_SAFE, "notlocalhost", LLURI_NET_NAME },
    { "http://localhost.example/", 1, LLURI_FETCH_SAFE, "localhost.example", LLURI_NET_NAME },
    { "http://a:/", 1, LLURI_FETCH_SAFE, "a", LLURI_NET_NAME },
};

START_TEST(test_fetch)
{
    const struct fetch_row *r = &fetch_rows[_i];
    lluri u;
    lluri_address a;
    enum lluri_fetch_reason why = 99;
    int rc;

    ck_assert_int_eq(lluri_parse(&u, r->url, strlen(r->url), LLURI_ZONE_ID, NULL), 0);
    rc = lluri_fetch_check(&u, NULL, &why, &a, NULL);
    ck_assert_msg(rc == r->safe && why == r->why, "%s: %d (%s), want %d (%s)", r->url, rc,
                  lluri_fetch_reason_name(why), r->safe, lluri_fetch_reason_name(r->why));
    ck_assert_ptr_nonnull(lluri_fetch_verdict_name(why, a.net));
    if (r->addr == NULL) {
        ck_assert_int_eq(lluri_fetch_address(&u, &a, NULL), LLURI_EINVAL);
        return;
    }
    ck_assert_int_eq(a.net, r->net);
    ck_assert_ptr_nonnull(lluri_address_class_name(a.net));
    if (a.kind == LLURI_ADDRESS_IPV6) {
        char text[64];
        ck_assert_ptr_nonnull(inet_ntop(AF_INET6, a.ip, text, sizeof text));
        ck_assert_str_eq(text, r->addr);
    } else if (a.kind == LLURI_ADDRESS_IPV4) {
        char dq[16];
        snprintf(dq, sizeof dq, "%u.%u.%u.%u", a.ip[0], a.ip[1], a.ip[2], a.ip[3]);
        ck_assert_str_eq(dq, r->addr);
    } else {
        ck_assert_int_eq(a.kind, LLURI_ADDRESS_NAME);
        ck_assert_str_eq(a.name, r->addr);
        ck_assert_uint_eq(a.name_len, strlen(r->addr));
    }
    /* the address alone is the same */
    {
        lluri_address b;
        ck_assert_int_eq(lluri_fetch_address(&u, &b, NULL), 0);
        ck_assert(b.kind == a.kind && b.net == a.net && memcmp(b.ip, a.ip, 16) == 0);
    }
}
END_TEST

START_TEST(test_fetch_errors)
{
    lluri u, e;
    lluri_address a;
    enum lluri_fetch_reason why;
    lluri_error err;
    lluri_fetch_policy p = { 0 };
    char big[600] = "http://";

    ck_assert_int_eq(lluri_parse(&u, "ftp://a/", 8, 0, NULL), 0);
    ck_assert_int_eq(lluri_fetch_check(&u, NULL, &why, &a, &err), LLURI_ENOTHTTP);
    ck_assert_int_eq(lluri_parse(&u, "//a/", 4, 0, NULL), 0);
    ck_assert_int_eq(lluri_fetch_check(&u, NULL, &why, &a, &err), LLURI_ENOTHTTP);
    ck_assert_int_eq(lluri_parse(&u, "http://a/", 9, 0, NULL), 0);
    p.flags = LLURI_ZONE_ID;
    ck_assert_int_eq(lluri_fetch_check(&u, &p, &why, &a, &err), LLURI_EFLAGS);
    p.flags = 0;
    p.nnets = 1;
    ck_assert_int_eq(lluri_fetch_check(&u, &p, &why, &a, &err), LLURI_EINVAL);
    p.nnets = 0;
    p.allow = LLURI_FETCH_ALLOW(11);
    ck_assert_int_eq(lluri_fetch_check(&u, &p, &why, &a, &err), LLURI_EINVAL);
    p.allow = 0;
    ck_assert_int_eq(lluri_fetch_check(&u, &p, &why, &a, &err), 1);
    ck_assert_int_eq(lluri_fetch_check(NULL, NULL, &why, &a, &err), LLURI_EINVAL);
    ck_assert_int_eq(lluri_fetch_check(&u, NULL, NULL, NULL, NULL), 1);
    e = u;
    e.host.len = 100;                       /* edited past the text */
    ck_assert_int_eq(lluri_fetch_check(&e, NULL, &why, &a, &err), LLURI_ESPAN);
    ck_assert_int_eq(lluri_fetch_address(&e, &a, &err), LLURI_ESPAN);
    ck_assert_int_eq(lluri_fetch_address(&u, NULL, &err), LLURI_EINVAL);
    {
        lluri k;
        /* the host's kind is its text's, whatever host_kind says */
        ck_assert_int_eq(lluri_parse(&k, "http://127.1/", 13, 0, NULL), 0);
        for (uint8_t kind = LLURI_HOST_NONE; kind <= LLURI_HOST_IPVFUTURE; kind++) {
            k.host_kind = kind;
            ck_assert_int_eq(lluri_fetch_check(&k, NULL, &why, &a, &err), 0);
            ck_assert_int_eq(why, LLURI_FETCH_NUMERIC_HOST);
        }
        ck_assert_int_eq(lluri_parse(&k, "http://[v1.x]/", 14, 0, NULL), 0);
        k.host_kind = LLURI_HOST_REG_NAME;
        ck_assert_int_eq(lluri_fetch_check(&k, NULL, &why, &a, &err), 0);
        ck_assert_int_eq(why, LLURI_FETCH_IP_LITERAL);
        /* what a lenient or IRI parse took, which WHATWG reads its own way:
         * "\" before "@" (its host "evil.com"), a full-width "." in an
         * address (its host 127.0.0.1) */
        static const char *const not_uri[] = { "http://evil.com\\@good.com/",
                                               "http://127\xe3\x80\x82" "0.0.1/" };
        for (size_t i = 0; i < 2; i++) {
            ck_assert_int_eq(lluri_parse(&k, not_uri[i], strlen(not_uri[i]),
                                         LLURI_LENIENT | LLURI_IRI, NULL), 0);
            ck_assert_int_eq(lluri_fetch_check(&k, NULL, &why, &a, &err), 0);
            ck_assert_int_eq(why, LLURI_FETCH_NOT_URI);
            ck_assert_str_eq(lluri_fetch_reason_name(why), "not a URI (lenient or IRI)");
        }
    }
    /* an edited struct is checked as every writer checks it: a host span
     * narrowed from "[::1]" to "::1" is LLURI_EHOST, as lluri_normalize()
     * says of it, not the name "::1" */
    {
        lluri k;
        char out[64];
        ck_assert_int_eq(lluri_parse(&k, "http://[::1]/", 13, 0, NULL), 0);
        k.host.off++;
        k.host.len -= 2;
        ck_assert_int_eq(lluri_normalize(&k, LLURI_NORM_ALL, out, sizeof out, NULL, &err),
                         LLURI_EHOST);
        ck_assert_int_eq(lluri_fetch_check(&k, NULL, &why, &a, &err), LLURI_EHOST);
        ck_assert_int_eq(lluri_fetch_address(&k, &a, &err), LLURI_EHOST);
        /* and an edit that stays a URI is read as its text is */
        ck_assert_int_eq(lluri_parse(&k, "http://8.8.8.8/?a=127.0.0.1", 27, 0, NULL), 0);
        k.host = k.query;
        k.host.off += 2;
        k.host.len -= 2;
        k.present &= ~LLURI_HAS_QUERY;
        ck_assert_int_eq(lluri_fetch_check(&k, NULL, &why, &a, &err), 0);
        ck_assert_int_eq(why, LLURI_FETCH_DENIED);
        ck_assert_int_eq(a.net, LLURI_NET_LOOPBACK);
    }
    /* a host that decodes to more than 255 bytes */
    for (size_t i = 7; i < 7 + 3 * 90; i += 3)
        memcpy(big + i, "%41", 3);
    big[7 + 270] = '/';
    ck_assert_int_eq(lluri_parse(&u, big, 278, 0, NULL), 0);
    ck_assert_int_eq(lluri_fetch_address(&u, &a, &err), 0);
    ck_assert_uint_eq(a.name_len, 90);
    memset(big + 7, 'a', 300);
    big[307] = '/';
    ck_assert_int_eq(lluri_parse(&u, big, 308, 0, NULL), 0);
    ck_assert_int_eq(lluri_fetch_address(&u, &a, &err), LLURI_EHOST);
    ck_assert_uint_eq(err.offset, 7 + 255);
    /* the classes of raw addresses */
    {
        const uint8_t v4[4] = { 192, 168, 1, 1 }, mapped[16] = { [10] = 0xff, [11] = 0xff, 10, 0, 0, 1 };
        const uint8_t translated[16] = { [8] = 0xff, [9] = 0xff, [12] = 127, 0, 0, 1 };
        const uint8_t compatible[16] = { [12] = 169, 254, 1, 1 };
        const uint8_t site[16] = { 0xfe, 0xc0, [15] = 1 }, gua[16] = { 0x3f, 0xfe, [15] = 1 };
        ck_assert_int_eq(lluri_address_class_of(v4, 4), LLURI_NET_PRIVATE);
        ck_assert_int_eq(lluri_address_class_of(mapped, 16), LLURI_NET_PRIVATE);
        ck_assert_int_eq(lluri_address_class_of(translated, 16), LLURI_NET_LOOPBACK);
        ck_assert_int_eq(lluri_address_class_of(compatible, 16), LLURI_NET_LINK_LOCAL);
        ck_assert_int_eq(lluri_address_class_of(site, 16), LLURI_NET_RESERVED);
        ck_assert_int_eq(lluri_address_class_of(gua, 16), LLURI_NET_GLOBAL);
        ck_assert_int_eq(lluri_address_class_of(v4, 3), LLURI_NET_RESERVED);
        ck_assert_ptr_null(lluri_address_class_name((enum lluri_address_class)99));
        ck_assert_ptr_null(lluri_fetch_reason_name((enum lluri_fetch_reason)99));
    }
}
END_TEST

/* CONNECT targets (RFC 9112 §3.2.3's authority-form) get a verdict. */
START_TEST(test_fetch_connect)
{
    static const struct { const char *target; int allow; enum lluri_fetch_reason why;
                          enum lluri_address_class net; } rows[] = {
        { "example.com:443", 1, LLURI_FETCH_SAFE, LLURI_NET_NAME },
        { "8.8.8.8:53", 1, LLURI_FETCH_SAFE, LLURI_NET_GLOBAL },
        { "127.0.0.1:22", 0, LLURI_FETCH_DENIED, LLURI_NET_LOOPBACK },
        { "2130706433:22", 0, LLURI_FETCH_NUMERIC_HOST, LLURI_NET_LOOPBACK },
        { "localhost:6379", 0, LLURI_FETCH_DENIED, LLURI_NET_LOOPBACK },
        { "[::1]:22", 0, LLURI_FETCH_DENIED, LLURI_NET_LOOPBACK },
        { "[::127.0.0.1]:22", 0, LLURI_FETCH_IPV4_COMPATIBLE, LLURI_NET_LOOPBACK },
        { "10.0.0.1:65536", 0, LLURI_FETCH_PORT, LLURI_NET_PRIVATE },
        { "%31%30.0.0.1:80", 0, LLURI_FETCH_PCT_HOST, LLURI_NET_PRIVATE },
        { ":443", 0, LLURI_FETCH_EMPTY_HOST, LLURI_NET_NAME },
    };
    for (size_t i = 0; i < NELEM(rows); i++) {
        lluri u;
        enum lluri_target_form form;
        enum lluri_fetch_reason why = 99;
        lluri_address a;
        size_t n = strlen(rows[i].target);
        ck_assert_int_eq(lluri_parse_request_target(&u, &form, "CONNECT", 7, rows[i].target, n,
                                                    0, 0, NULL), 0);
        ck_assert_int_eq(form, LLURI_FORM_AUTHORITY);
        ck_assert_msg(lluri_fetch_check(&u, NULL, &why, &a, NULL) == rows[i].allow
                      && why == rows[i].why && a.net == rows[i].net,
                      "CONNECT %s: %s %s", rows[i].target, lluri_fetch_reason_name(why),
                      lluri_address_class_name(a.net));
    }
}
END_TEST

/* The policy: classes and networks allowed; never a confusion. */
START_TEST(test_fetch_policy)
{
    lluri_fetch_net nets[2];
    lluri_fetch_policy p = { 0, LLURI_FETCH_ALLOW(LLURI_NET_PRIVATE), nets, 2 };
    static const struct { const char *url; int allow; } rows[] = {
        { "http://10.1.2.3/", 1 }, { "http://192.168.0.1/", 1 },
        { "http://127.0.0.1/", 0 }, { "http://169.254.169.254/", 0 },
        { "http://169.254.169.1/", 1 }, { "http://169.254.170.1/", 0 },
        { "http://[fd12:3456::1]/", 1 }, { "http://[fe80::1]/", 0 },
        { "http://167772161/", 0 }, { "http://[::10.0.0.1]/", 0 },
        { "http://[::ffff:10.0.0.1]/", 1 }, { "http://example.com/", 1 },
    };
    ck_assert_int_eq(lluri_fetch_net_parse(&nets[0], "169.254.169.0/25", 16, NULL), 0);
    ck_assert_int_eq(lluri_fetch_net_parse(&nets[1], "[fd12::7]/16", 12, NULL), 0);
    for (size_t i = 0; i < NELEM(rows); i++) {
        lluri u;
        ck_assert_int_eq(lluri_parse(&u, rows[i].url, strlen(rows[i].url), 0, NULL), 0);
        ck_assert_msg(lluri_fetch_check(&u, &p, NULL, NULL, NULL) == rows[i].allow, "%s",
                      rows[i].url);
    }
}
END_TEST

START_TEST(test_fetch_names)
{
    static const struct { const char *net; enum lluri_address_kind kind; unsigned bits;
                          uint8_t ip[16]; int code; size_t off; } nets[] = {
        { "10.0.0.0/8", LLURI_ADDRESS_IPV4, 8, { 10 }, 0, 0 },
        { "10.9.9.9/8", LLURI_ADDRESS_IPV4, 8, { 10 }, 0, 0 },
        { "127.0.0.1", LLURI_ADDRESS_IPV4, 32, { 127, 0, 0, 1 }, 0, 0 },
        { "0.0.0.0/0", LLURI_ADDRESS_IPV4, 0, { 0 }, 0, 0 },
        { "fd00::/8", LLURI_ADDRESS_IPV6, 8, { 0xfd }, 0, 0 },
        { "fd12:3456::1/20", LLURI_ADDRESS_IPV6, 20, { 0xfd, 0x12, 0x30 }, 0, 0 },
        { "[::1]", LLURI_ADDRESS_IPV6, 128, { [15] = 1 }, 0, 0 },
        { "10.0.0/8", 0, 0, { 0 }, LLURI_ENETWORK, 6 },
        { "10.0.0.0/33", 0, 0, { 0 }, LLURI_ENETWORK, 10 },
        { "10.0.0.0/", 0, 0, { 0 }, LLURI_ENETWORK, 9 },
        { "10.0.0.0/8x", 0, 0, { 0 }, LLURI_ENETWORK, 10 },
        { "::1/129", 0, 0, { 0 }, LLURI_ENETWORK, 6 },
        { "[::1/8", 0, 0, { 0 }, LLURI_ENETWORK, 4 },
        { "fe80::1%eth0", 0, 0, { 0 }, LLURI_ENETWORK, 0 },
        { "private", 0, 0, { 0 }, LLURI_ENETWORK, 0 },
        { "", 0, 0, { 0 }, LLURI_ENETWORK, 0 },
    };
    for (size_t i = 0; i < NELEM(nets); i++) {
        lluri_fetch_net n;
        lluri_error err = { 99, 99 };
        int rc = lluri_fetch_net_parse(&n, nets[i].net, strlen(nets[i].net), &err);
        if (nets[i].code) {
            ck_assert_msg(rc == nets[i].code && err.offset == nets[i].off, "%s: %s at %zu",
                          nets[i].net, lluri_errname(rc), err.offset);
            continue;
        }
        ck_assert_msg(rc == 0, "%s: %s at %zu", nets[i].net, lluri_errname(rc), err.offset);
        ck_assert_int_eq(n.kind, nets[i].kind);
        ck_assert_uint_eq(n.bits, nets[i].bits);
        ck_assert_msg(memcmp(n.ip, nets[i].ip, 16) == 0, "%s: other address", nets[i].net);
    }
    ck_assert_int_eq(lluri_fetch_net_parse(NULL, "a", 1, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_address_class_parse("link-local", 10), LLURI_NET_LINK_LOCAL);
    ck_assert_int_eq(lluri_address_class_parse("name", 4), LLURI_NET_NAME);
    ck_assert_int_eq(lluri_address_class_parse("link", 4), LLURI_EINVAL);
    ck_assert_int_eq(lluri_address_class_parse(NULL, 0), LLURI_EINVAL);
    ck_assert_str_eq(lluri_fetch_verdict_name(LLURI_FETCH_SAFE, LLURI_NET_LOOPBACK), "allow");
    ck_assert_str_eq(lluri_fetch_verdict_name(LLURI_FETCH_DENIED, LLURI_NET_LINK_LOCAL),
                     "deny:link-local");
    ck_assert_str_eq(lluri_fetch_verdict_name(LLURI_FETCH_NUMERIC_HOST, LLURI_NET_GLOBAL),
                     "deny:numeric-obfuscated");
    ck_assert_ptr_null(lluri_fetch_verdict_name(LLURI_FETCH_DENIED, LLURI_NET_GLOBAL));
    ck_assert_ptr_null(lluri_fetch_verdict_name((enum lluri_fetch_reason)99, LLURI_NET_NAME));
    for (int r = LLURI_FETCH_SAFE; r <= LLURI_FETCH_DENIED; r++)
        ck_assert_ptr_nonnull(lluri_fetch_reason_name((enum lluri_fetch_reason)r));
    for (int c = LLURI_NET_LOOPBACK; c <= LLURI_NET_RESERVED; c++) {
        const char *v = lluri_fetch_verdict_name(LLURI_FETCH_DENIED, (enum lluri_address_class)c);
        ck_assert_ptr_nonnull(v);
        ck_assert_str_eq(v + 5, lluri_address_class_name((enum lluri_address_class)c));
    }
    ck_assert_str_eq(lluri_strerror(LLURI_ENETWORK), "invalid network (address or prefix length)");
}
END_TEST

/* The address of every numeric spelling is what glibc's inet_aton reads. */
START_TEST(test_inet_aton)
{
    static const char *const parts[] = {
        "0", "1", "7", "8", "9", "10", "127", "255", "256", "0377", "0400", "08", "09",
        "0x", "0x0", "0xff", "0x100", "0XFF", "0x7f000001", "4294967295", "4294967296",
        "16777215", "16777216", "65535", "65536", "00", "000000000127", "0xffffffff",
        "99999999999", "1a", "", "0xg",
    };
    const size_t np = NELEM(parts);
    size_t checked = 0;
    char host[128], url[160];

    for (size_t n = 1; n <= 4; n++) {
        size_t combos = 1;
        for (size_t k = 0; k < n; k++)
            combos *= np;
        for (size_t c = 0; c < combos && c < 40000; c++) {
            size_t x = c, o = 0;
            for (size_t k = 0; k < n; k++) {
                const char *p = parts[x % np];
                x /= np;
                o += (size_t)snprintf(host + o, sizeof host - o, "%s%s", k ? "." : "", p);
            }
            for (int tail = 0; tail < 2; tail++) {
                struct in_addr want;
                lluri u;
                lluri_address a;
                int ok;
                size_t ul = (size_t)snprintf(url, sizeof url, "http://%s%s/", host,
                                             tail ? "%20x" : "");
                if (lluri_parse(&u, url, ul, 0, NULL) != 0)
                    continue;               /* "" as a part gives ".." : still a reg-name */
                ck_assert_int_eq(lluri_fetch_address(&u, &a, NULL), 0);
                /* glibc reads the decoded host: a space ends the address */
                snprintf(url, sizeof url, "%s%s", host, tail ? " x" : "");
                ok = inet_aton(url, &want);
                ck_assert_msg(ok == (a.kind == LLURI_ADDRESS_IPV4),
                              "\"%s\": inet_aton %d, lluri kind %d", url, ok, a.kind);
                if (ok)
                    ck_assert_msg(memcmp(a.ip, &want.s_addr, 4) == 0, "\"%s\": other address",
                                  url);
                checked++;
            }
        }
    }
    ck_assert_uint_gt(checked, 50000);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("http");
    TCase *tc = tcase_create("RFC 9112 rules, targets, lines");
    TCase *tf = tcase_create("where a fetch goes");
    SRunner *sr;
    int failed;

    tcase_add_loop_test(tc, test_rule, 0, (int)NELEM(rule_rows));
    tcase_add_test(tc, test_rule_names);
    tcase_add_loop_test(tc, test_target, 0, (int)NELEM(target_rows));
    tcase_add_test(tc, test_target_limits);
    tcase_add_loop_test(tc, test_line, 0, (int)NELEM(line_rows));
    tcase_add_test(tc, test_line_limits);
    tcase_add_test(tc, test_line_blocks);
    tcase_add_loop_test(tf, test_fetch, 0, (int)NELEM(fetch_rows));
    tcase_add_test(tf, test_fetch_errors);
    tcase_add_test(tf, test_fetch_connect);
    tcase_add_test(tf, test_fetch_policy);
    tcase_add_test(tf, test_fetch_names);
    tcase_add_test(tf, test_inet_aton);
    tcase_set_timeout(tf, 120);
    suite_add_tcase(s, tc);
    suite_add_tcase(s, tf);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
