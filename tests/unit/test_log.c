/* SPDX-License-Identifier: MIT */
/* test_log.c — access-log lines read by a log format (include/lluri/log.h).
 *
 *  - formats: the three presets, Apache's and nginx's notation, every
 *    compile error with its offset, the limits;
 *  - lines: every field of a Combined, Common and nginx line; "-" as no
 *    value; a request line with \" and a referer with \" in it; lines not
 *    in the format, with the offset where they stop matching;
 *  - unescaping: every escape of Apache and nginx, every bad one, the
 *    writers' size contract;
 *  - every prefix of a line read from a copy that ends where the prefix
 *    ends (no read past len, checked by the sanitizers and valgrind). */
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/log.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

static lluri_log_format compiled(const char *fmt, unsigned flags)
{
    lluri_log_format f;
    lluri_error e;
    int rc = lluri_log_format_compile(&f, fmt, strlen(fmt), flags, &e);
    ck_assert_msg(rc == 0, "compile '%s': %s at %zu", fmt, lluri_strerror(rc), e.offset);
    return f;
}

/* The text of field `field` of a line read, or "(absent)". */
static const char *field_text(const char *line, const lluri_log_line *l, int field)
{
    static char buf[512];
    lluri_span sp = l->field[field];
    if (!(l->present & LLURI_LOG_BIT(field)))
        return "(absent)";
    memcpy(buf, line + sp.off, sp.len);
    buf[sp.len] = '\0';
    return buf;
}

/* ---- lines in the formats servers ship ---------------------------------------------- */

static const struct line_row {
    const char *format;     /* NULL: the preset below */
    const char *line;
    const char *want[LLURI_LOG_NFIELDS];  /* remote user time request status bytes referer ua */
} line_rows[] = {
    { LLURI_LOG_COMBINED,
      "127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] \"GET /apache_pb.gif HTTP/1.0\" 200 2326 "
      "\"http://www.example.com/start.html\" \"Mozilla/4.08 [en] (Win98; I ;Nav)\"",
      { "127.0.0.1", "frank", "10/Oct/2000:13:55:36 -0700", "GET /apache_pb.gif HTTP/1.0",
        "200", "2326", "http://www.example.com/start.html", "Mozilla/4.08 [en] (Win98; I ;Nav)" } },
    /* "-" is no value; a request line with \" in it stays one field */
    { LLURI_LOG_COMBINED,
      "::1 - - [01/Jan/2024:00:00:00 +0000] \"GET /a?q=\\\"x\\\" HTTP/1.1\" 404 - \"-\" \"curl/8\"",
      { "::1", "(absent)", "01/Jan/2024:00:00:00 +0000", "GET /a?q=\\\"x\\\" HTTP/1.1",
        "404", "(absent)", "(absent)", "curl/8" } },
    /* a backslash escaped before the closing quote: \\" ends the field */
    { LLURI_LOG_COMBINED,
      "h - - [t] \"GET /a\\\\\" 200 1 \"http://r/\\\\\" \"ua\"",
      { "h", "(absent)", "t", "GET /a\\\\", "200", "1", "http://r/\\\\", "ua" } },
    /* a quote that no backslash escapes and no " " follows is data; the
     * last field ends at its first quote (what follows is left) */
    { LLURI_LOG_COMBINED,
      "h - - [t] \"GET /a\"b HTTP/1.1\" 200 1 \"-\" \"u\"a\"",
      { "h", "(absent)", "t", "GET /a\"b HTTP/1.1", "200", "1", "(absent)", "u" } },
    /* no request line: "-" */
    { LLURI_LOG_COMBINED,
      "h - - [t] \"-\" 408 0 \"-\" \"-\"",
      { "h", "(absent)", "t", "(absent)", "408", "0", "(absent)", "(absent)" } },
    /* the Common Log Format: no referer, no user agent */
    { LLURI_LOG_COMMON,
      "10.0.0.1 - - [10/Oct/2000:13:55:36 -0700] \"POST /x HTTP/1.1\" 201 17",
      { "10.0.0.1", "(absent)", "10/Oct/2000:13:55:36 -0700", "POST /x HTTP/1.1", "201", "17",
        "(absent)", "(absent)" } },
    /* nginx's combined, with its \xHH escapes; more after the format's
     * last text (nginx's "main" adds $http_x_forwarded_for) */
    { LLURI_LOG_NGINX,
      "192.0.2.7 - bob [10/Oct/2000:13:55:36 +0000] \"GET /\\x22a\\x22 HTTP/1.1\" 200 612 "
      "\"https://b\\xC3\\xBCcher.de/\" \"Wget\" \"203.0.113.9\"",
      { "192.0.2.7", "bob", "10/Oct/2000:13:55:36 +0000", "GET /\\x22a\\x22 HTTP/1.1", "200",
        "612", "https://b\\xC3\\xBCcher.de/", "Wget" } },
    /* a format of the user's, Apache's notation as httpd.conf quotes it,
     * with a condition, %>s, a header read past and %% */
    { "%a \\\"%r\\\" %>s %{X-Forwarded-For}i %!200{Referer}i %%",
      "::1 \"GET / HTTP/1.1\" 500 10.1.1.1 http://r/ %",
      { "::1", "(absent)", "(absent)", "GET / HTTP/1.1", "500", "(absent)", "http://r/",
        "(absent)" } },
    /* %{FORMAT}t has no brackets; %{User-Agent}i any case */
    { "%{%Y-%m-%d}t|%r|%{user-AGENT}i|%s", "2024-01-01|GET * HTTP/1.1|x y|200",
      { "(absent)", "(absent)", "2024-01-01", "GET * HTTP/1.1", "200", "(absent)", "(absent)",
        "x y" } },
    /* nginx's notation, ${name}, $time_iso8601 and a variable read past */
    { "${remote_addr} $time_iso8601 \"$request\" $request_time $status",
      "10.0.0.2 2024-01-01T00:00:00+00:00 \"OPTIONS * HTTP/1.1\" 0.003 204",
      { "10.0.0.2", "(absent)", "2024-01-01T00:00:00+00:00", "OPTIONS * HTTP/1.1", "204",
        "(absent)", "(absent)", "(absent)" } },
    /* the first of a field given twice */
    { "%h %a", "a b", { "a", "(absent)", "(absent)", "(absent)", "(absent)", "(absent)",
                        "(absent)", "(absent)" } },
};

START_TEST(test_line)
{
    const struct line_row *r = &line_rows[_i];
    lluri_log_format f = compiled(r->format, 0);
    lluri_log_line l;
    lluri_error e = { -99, 99 };
    size_t n = strlen(r->line);
    char *copy = malloc(n ? n : 1);

    ck_assert_int_eq(lluri_log_read(&f, r->line, n, &l, &e), 0);
    ck_assert_int_eq(e.code, 0);
    for (int k = 0; k < LLURI_LOG_NFIELDS; k++)
        ck_assert_msg(strcmp(field_text(r->line, &l, k), r->want[k]) == 0,
                      "row %d, %s: '%s', want '%s'", _i, lluri_log_field_name(k),
                      field_text(r->line, &l, k), r->want[k]);
    /* escaped: the fields with a backslash */
    for (int k = 0; k < LLURI_LOG_NFIELDS; k++)
        ck_assert_int_eq((l.escaped >> k) & 1,
                         strchr(r->want[k], '\\') != NULL && strcmp(r->want[k], "(absent)") != 0);
    /* every prefix, from a copy that ends where it ends: a verdict, no
     * read past it (a prefix may read: a field last in the format, or
     * more after the format's last text) */
    memcpy(copy, r->line, n);
    for (size_t k = 0; k < n; k++) {
        char *p = malloc(k ? k : 1);
        int rc;
        memcpy(p, copy, k);
        rc = lluri_log_read(&f, p, k, &l, &e);
        ck_assert_msg(rc == 0 || (rc == LLURI_ELOGLINE && e.offset <= k),
                      "row %d prefix %zu: %d at %zu", _i, k, rc, e.offset);
        if (rc < 0)
            ck_assert_int_eq(l.present, 0);
        free(p);
    }
    free(copy);
}
END_TEST

/* ---- lines not in the format ----------------------------------------------------------- */

static const struct bad_row {
    const char *format, *line;
    size_t off;
} bad_rows[] = {
    /* a Common line read as Combined: the " after %b never comes, so
     * the bytes field never ends */
    { LLURI_LOG_COMBINED, "h - - [t] \"GET / HTTP/1.1\" 200 1", 31 },
    { LLURI_LOG_COMBINED, "", 0 },
    /* no "[" where %t begins: %u never ends */
    { LLURI_LOG_COMBINED, "h - - 10/Oct/2000 \"GET / HTTP/1.1\" 200 1 \"-\" \"-\"", 4 },
    /* the line's text differs from the format's first text */
    { "[%t] %r", "(t) GET", 0 },
    { "ab%r", "ax", 1 },
    { "ab%r", "a", 1 },
    /* a request line cut off before its quote */
    { LLURI_LOG_NGINX, "h - - [t] \"GET / HTTP/1.1", 11 },
    /* the quote ending the request escaped: it never ends */
    { LLURI_LOG_COMMON, "h - - [t] \"GET /\\\" 200 1", 11 },
};

START_TEST(test_bad_line)
{
    const struct bad_row *r = &bad_rows[_i];
    lluri_log_format f = compiled(r->format, 0);
    lluri_log_line l;
    lluri_error e;
    int rc = lluri_log_read(&f, r->line, strlen(r->line), &l, &e);

    ck_assert_msg(rc == LLURI_ELOGLINE && e.code == rc && e.offset == r->off,
                  "row %d: %s at %zu, want ELOGLINE at %zu", _i, lluri_strerror(rc), e.offset,
                  r->off);
    ck_assert_int_eq(l.present, 0);
    ck_assert_int_eq(l.field[LLURI_LOG_REQUEST].len, 0);
}
END_TEST

/* ---- formats -------------------------------------------------------------------------- */

static const struct format_row {
    const char *format;
    unsigned flags;
    int code;
    size_t off;
} format_rows[] = {
    { "%h %r", 0, 0, 0 },
    { "$remote_addr $request", 0, 0, 0 },
    { "%h%r", 0, LLURI_ELOGFORMAT, 2 },            /* where would %h end? */
    { "$a$b", 0, LLURI_ELOGFORMAT, 2 },
    { "%h %", 0, LLURI_ELOGFORMAT, 3 },            /* "%" and nothing */
    { "%h %{Referer", 0, LLURI_ELOGFORMAT, 3 },    /* unclosed */
    { "%h %>", 0, LLURI_ELOGFORMAT, 3 },
    { "%h %{x}9", 0, LLURI_ELOGFORMAT, 3 },        /* no letter */
    { "$a ${b", 0, LLURI_ELOGFORMAT, 3 },
    { "$a ${}", 0, LLURI_ELOGFORMAT, 3 },
    { "$a $-", 0, LLURI_ELOGFORMAT, 3 },
    { "plain text", 0, LLURI_ELOGFORMAT, 0 },      /* no field */
    { "", 0, LLURI_ELOGFORMAT, 0 },
    { "%% $x", LLURI_LOG_NGINX_NOTATION, 0, 0 },   /* "%" is text to nginx */
    { "100% $request", 0, 0, 0 },                  /* no directive: nginx's */
    { "$request %r", LLURI_LOG_APACHE, 0, 0 },     /* "$" is text to Apache */
    { "%r", LLURI_LOG_APACHE | LLURI_LOG_NGINX_NOTATION, LLURI_EFLAGS, 0 },
    { "%r", 1u << 3, LLURI_EFLAGS, 0 },
};

START_TEST(test_format)
{
    const struct format_row *r = &format_rows[_i];
    lluri_log_format f;
    lluri_error e;
    int rc = lluri_log_format_compile(&f, r->format, strlen(r->format), r->flags, &e);

    ck_assert_msg(rc == r->code && e.code == rc && (rc == 0 || e.offset == r->off),
                  "row %d '%s': %s at %zu, want %s at %zu", _i, r->format, lluri_strerror(rc),
                  e.offset, lluri_strerror(r->code), r->off);
}
END_TEST

START_TEST(test_format_limits)
{
    char fmt[LLURI_LOG_MAX_TEXT * 2 + 8];
    lluri_log_format f;
    lluri_log_line l;
    lluri_error e;
    size_t n = 0;

    /* LLURI_LOG_MAX_DIRECTIVES directives, then one more */
    for (int d = 0; d < LLURI_LOG_MAX_DIRECTIVES; d++)
        n += (size_t)sprintf(fmt + n, "%%h ");
    ck_assert_int_eq(lluri_log_format_compile(&f, fmt, n, 0, &e), 0);
    n += (size_t)sprintf(fmt + n, "%%h");
    ck_assert_int_eq(lluri_log_format_compile(&f, fmt, n, 0, &e), LLURI_ETOOLONG);
    ck_assert_uint_eq(e.offset, n - 2);
    /* LLURI_LOG_MAX_TEXT bytes of text, then one more */
    memset(fmt, 'x', LLURI_LOG_MAX_TEXT);
    memcpy(fmt + LLURI_LOG_MAX_TEXT, "%r", 2);
    ck_assert_int_eq(lluri_log_format_compile(&f, fmt, LLURI_LOG_MAX_TEXT + 2, 0, &e), 0);
    memset(fmt, 'x', LLURI_LOG_MAX_TEXT + 1);
    memcpy(fmt + LLURI_LOG_MAX_TEXT + 1, "%r", 2);
    ck_assert_int_eq(lluri_log_format_compile(&f, fmt, LLURI_LOG_MAX_TEXT + 3, 0, &e),
                     LLURI_ETOOLONG);
    ck_assert_uint_eq(e.offset, LLURI_LOG_MAX_TEXT);
    /* misuse */
    ck_assert_int_eq(lluri_log_format_compile(NULL, "%r", 2, 0, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_log_format_compile(&f, NULL, 2, 0, &e), LLURI_EINVAL);
    f = compiled("%r", 0);
    ck_assert_int_eq(lluri_log_read(&f, NULL, 1, &l, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_log_read(&f, "x", 1, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_log_read(NULL, "x", 1, &l, &e), LLURI_EINVAL);
    memset(&f, 0, sizeof f);                        /* never compiled */
    ck_assert_int_eq(lluri_log_read(&f, "x", 1, &l, &e), LLURI_EINVAL);
    /* an empty line has an empty last field */
    f = compiled("%r", 0);
    ck_assert_int_eq(lluri_log_read(&f, "", 0, &l, &e), 0);
    ck_assert_uint_eq(l.present, LLURI_LOG_BIT(LLURI_LOG_REQUEST));
    ck_assert_uint_eq(l.field[LLURI_LOG_REQUEST].len, 0);
}
END_TEST

START_TEST(test_names)
{
    ck_assert_str_eq(lluri_log_field_name(LLURI_LOG_REMOTE), "remote");
    ck_assert_str_eq(lluri_log_field_name(LLURI_LOG_REQUEST), "request");
    ck_assert_str_eq(lluri_log_field_name(LLURI_LOG_USER_AGENT), "user_agent");
    ck_assert_ptr_null(lluri_log_field_name((enum lluri_log_field)LLURI_LOG_NFIELDS));
    ck_assert_ptr_null(lluri_log_field_name((enum lluri_log_field)-1));
    ck_assert_str_eq(lluri_strerror(LLURI_ELOGLINE), "line not in the log format");
    ck_assert_str_eq(lluri_errname(LLURI_ELOGESCAPE), "LLURI_ELOGESCAPE");
    ck_assert_str_eq(lluri_errname(LLURI_ELOGFORMAT), "LLURI_ELOGFORMAT");
}
END_TEST

/* ---- unescaping -------------------------------------------------------------------------- */

static const struct esc_row {
    const char *in;
    size_t inlen;
    const char *out;
    size_t outlen;
    int code;
    size_t off;
} esc_rows[] = {
#define OK(in, out) { in, sizeof in - 1, out, sizeof out - 1, 0, 0 }
#define NO(in, off) { in, sizeof in - 1, NULL, 0, LLURI_ELOGESCAPE, off }
    OK("", ""), OK("plain", "plain"),
    OK("a\\\"b\\\\c", "a\"b\\c"),                          /* Apache's \" \\ */
    OK("\\b\\f\\n\\r\\t\\v", "\b\f\n\r\t\v"),
    OK("\\x16\\x03\\x01", "\x16\x03\x01"),                   /* TLS bytes, as Apache logs them */
    OK("b\\xC3\\xBCcher \\xc3\\xbc", "b\xc3\xbc" "cher \xc3\xbc"), /* nginx's, either case */
    OK("\\x22\\x5C", "\"\\"),
    OK("\\x00", "\0"),                                       /* a NUL: it has a length */
    OK("\\u0001\\u00fF", "\x01\xff"),                        /* nginx's escape=json */
    NO("a\\", 1), NO("\\q", 0), NO("ab\\x4", 2), NO("\\xg0", 0), NO("\\x0g", 0),
    NO("\\u0100", 0), NO("\\u00", 0), NO("x\\u12ab", 1), NO("\\'", 0),
#undef OK
#undef NO
};

START_TEST(test_unescape)
{
    const struct esc_row *r = &esc_rows[_i];
    char out[64], *in = malloc(r->inlen ? r->inlen : 1);
    lluri_error e = { 1, 1 };
    ptrdiff_t n;

    memcpy(in, r->in, r->inlen);                   /* ends where it ends */
    n = lluri_log_unescape(in, r->inlen, out, sizeof out, &e);
    if (r->code == 0) {
        ck_assert_int_eq(n, (ptrdiff_t)r->outlen);
        ck_assert_int_eq(memcmp(out, r->out, r->outlen), 0);
        ck_assert_int_eq(out[n], '\0');
        ck_assert_int_eq(e.code, 0);
        /* sized first, then written in a buffer too small */
        ck_assert_int_eq(lluri_log_unescape(in, r->inlen, NULL, 0, NULL), n);
        if (n > 1) {
            char small[2] = { 'z', 'z' };
            ck_assert_int_eq(lluri_log_unescape(in, r->inlen, small, 2, NULL), n);
            ck_assert_int_eq(small[0], r->out[0]);
            ck_assert_int_eq(small[1], '\0');
        }
    } else {
        ck_assert_msg(n == r->code && e.code == r->code && e.offset == r->off,
                      "row %d: %td at %zu", _i, n, e.offset);
    }
    free(in);
}
END_TEST

START_TEST(test_unescape_misuse)
{
    char out[4];
    ck_assert_int_eq(lluri_log_unescape(NULL, 1, out, sizeof out, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_log_unescape("a", 1, NULL, 4, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_log_unescape(NULL, 0, NULL, 0, NULL), 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("log");
    TCase *tc = tcase_create("log");
    SRunner *sr;
    int failed;

    tcase_add_loop_test(tc, test_line, 0, (int)NELEM(line_rows));
    tcase_add_loop_test(tc, test_bad_line, 0, (int)NELEM(bad_rows));
    tcase_add_loop_test(tc, test_format, 0, (int)NELEM(format_rows));
    tcase_add_test(tc, test_format_limits);
    tcase_add_test(tc, test_names);
    tcase_add_loop_test(tc, test_unescape, 0, (int)NELEM(esc_rows));
    tcase_add_test(tc, test_unescape_misuse);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
