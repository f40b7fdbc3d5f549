/* SPDX-License-Identifier: MIT */
/* test_request_diff.c — RFC 9112 request lines, differentially: lluri's
 * request-line reader against its own target parser
 * (lluri_parse_request_target on the target alone) and against a second,
 * independent recognizer written from the ABNF (fuzz/rfc9112_ref.h), on
 * lines generated from the grammar and mutated, from fixed seeds (so a
 * failure reproduces). Both must accept the same lines, with the same
 * length, method, target, version and form. fuzz_request runs the same
 * comparison on what libFuzzer finds. */
#include "ck.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/http.h"
#include "quick.h"
#include "rfc9112_ref.h"

static uint64_t rng;

static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static const char *pick(const char *const *list, size_t n)
{
    return list[next() % n];
}
#define PICK(list) pick(list, sizeof list / sizeof list[0])

static const char *const methods[] = {
    "GET", "POST", "CONNECT", "OPTIONS", "M-SEARCH", "PRI", "get", "X!#$%&'*+.^_`|~1",
    "G@T", "", "GET\t", "\xc3\xa9",
};
static const char *const hosts[] = {
    "a", "example.com", "xn--bcher-kva.de", "1.2.3.4", "256.1.1.1", "[::1]", "[::]",
    "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]", "[::ffff:1.2.3.4]", "[1::2::3]",
    "[v1.x]", "[v.x]", "[fe80::1%25eth0]", "[:1]", "[1:]", "%41b", "%zz", "a_b~c",
    "h\xc3\xbc", "a b", "", "[::1", "::1", "u@h", "u:p@h", "@h",
};
static const char *const ports[] = { "", ":", ":80", ":65536", ":8x", ":-1", "::80" };
static const char *const paths[] = {
    "/", "/a/b", "//x", "/a b", "/%2F", "/%zz", "/a:b@c", "/~!$&'()*+,;=", "/\"", "/<",
    "/a#f", "/\xc3\xbc", "", "/.", "/..",
};
static const char *const queries[] = { "", "?", "?a=b", "?a?b/c", "?a b", "?%", "?#", "?|" };
static const char *const schemes[] = { "http", "https", "h+t-t.p", "1http", "", "ht tp" };
static const char *const versions[] = {
    "HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "http/1.1", "HTTP/11", "HTTP/1.", "HTTP/1.1 ",
    "ICE/1.0", "HTTP/01.1", "",
};
static const char *const ends[] = { "\r\n", "\n", "\r", "", "\r\r\n", " \r\n" };

/* A request line from the pieces above. */
static size_t generate(char *out, size_t cap)
{
    char target[512];
    size_t n = 0;

    switch (next() % 5) {
    case 0:                                             /* origin-form */
        snprintf(target, sizeof target, "%s%s", PICK(paths), PICK(queries));
        break;
    case 1:                                             /* absolute-form */
        snprintf(target, sizeof target, "%s://%s%s%s%s", PICK(schemes), PICK(hosts),
                 PICK(ports), PICK(paths), PICK(queries));
        break;
    case 2:                                             /* authority-form */
        snprintf(target, sizeof target, "%s%s", PICK(hosts), PICK(ports));
        break;
    case 3:
        snprintf(target, sizeof target, "*");
        break;
    default:                                            /* no "//" */
        snprintf(target, sizeof target, "%s:%s%s", PICK(schemes), PICK(paths), PICK(queries));
        break;
    }
    n = (size_t)snprintf(out, cap, "%s%s%s%s%s%s", PICK(methods), next() % 16 ? " " : "  ",
                         target, next() % 16 ? " " : "", PICK(versions), PICK(ends));
    /* and sometimes a byte changed, dropped or doubled */
    if (n > 0 && next() % 3 == 0) {
        static const char bytes[] = " :/?#[]@%\r\n\t*.x0\x7f\x80";
        size_t at = next() % n;
        switch (next() % 3) {
        case 0: out[at] = bytes[next() % (sizeof bytes - 1)]; break;
        case 1: memmove(out + at, out + at + 1, n - at); n--; break;
        default:
            if (n + 1 < cap) {
                memmove(out + at + 1, out + at, n - at + 1);
                n++;
            }
        }
    }
    return n;
}

static int lluri_form(enum lluri_target_form f)
{
    return f == LLURI_FORM_ORIGIN ? REF_ORIGIN : f == LLURI_FORM_ABSOLUTE ? REF_ABSOLUTE
         : f == LLURI_FORM_AUTHORITY ? REF_AUTHORITY : f == LLURI_FORM_ASTERISK ? REF_ASTERISK
         : REF_NONE;
}

/* One line: the three readings agree. Returns 1 when lluri accepted it. */
static int compare(const char *s, size_t n)
{
    lluri_request_parser p;
    lluri_request_line line;
    lluri_error e;
    size_t span[6];
    int rform = REF_NONE;
    ptrdiff_t got;
    size_t want;

    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
    got = lluri_request_parser_execute(&p, s, n, &line, &e);
    want = ref_request_line(s, n, span, &rform);
    ck_assert_msg(got > 0 ? (size_t)got == want : want == 0,
                  "\"%.*s\": lluri %td (%s at %zu), the ABNF %zu (form %d)", (int)n, s, got,
                  lluri_errname(got < 0 ? (int)got : 0), e.offset, want, rform);
    if (got <= 0)
        return 0;
    ck_assert_msg(line.method.off == span[0] && line.method.len == span[1]
                  && line.target.off == span[2] && line.target.len == span[3]
                  && line.version.off == span[4] && line.version.len == span[5]
                  && lluri_form(line.form) == rform,
                  "\"%.*s\": spans or form differ", (int)n, s);
    /* the target on its own, through the target parser */
    {
        lluri t, lu;
        enum lluri_target_form f;
        int rc = lluri_parse_request_target(&t, &f, s + line.method.off, line.method.len,
                                            s + line.target.off, line.target.len, 0, 0, NULL);
        ck_assert_int_eq(lluri_request_line_uri(&line, s, &lu), 0);
        ck_assert_msg(rc == 0 && f == line.form
                      && memcmp(&t.path, &lu.path, sizeof t.path) == 0
                      && memcmp(&t.host, &lu.host, sizeof t.host) == 0
                      && t.present == lu.present,
                      "\"%.*s\": the target parser reads the target otherwise", (int)n, s);
    }
    return 1;
}

START_TEST(generated)
{
    char buf[1024];
    long accepted = 0, total = QUICK(200000, 20000);

    rng = 0x9E3779B97F4A7C15ull + (uint64_t)(unsigned)_i;
    for (long k = 0; k < total; k++) {
        size_t n = generate(buf, sizeof buf);
        accepted += compare(buf, n);
    }
    printf("request lines, seed %d: %ld of %ld accepted by both readings\n", _i, accepted,
           total);
    /* the generator reaches both sides (about 0.6 % of its lines are valid) */
    ck_assert_int_gt(accepted, total / 1000);
    ck_assert_int_lt(accepted, total - total / 20);
}
END_TEST

/* Lines each reading has a rule for, as the ABNF decides them. */
START_TEST(fixed)
{
    static const struct { const char *line; int ok; } rows[] = {
        { "GET / HTTP/1.1\r\n", 1 },
        { "GET / HTTP/1.1\n", 1 },
        { "GET / HTTP/1.1\r", 0 },
        { "CONNECT [::1]:443 HTTP/1.1\r\n", 1 },
        { "CONNECT [::1] HTTP/1.1\r\n", 0 },
        { "CONNECT h: HTTP/1.1\r\n", 1 },               /* port = *DIGIT */
        { "OPTIONS * HTTP/1.1\r\n", 1 },
        { "GET * HTTP/1.1\r\n", 0 },
        { "GET http://[1:2:3:4:5:6:7::]/ HTTP/1.1\r\n", 1 },
        { "GET http://[1:2:3:4:5:6:7:8::]/ HTTP/1.1\r\n", 0 },
        { "GET http://[::1.2.3.4]/ HTTP/1.1\r\n", 1 },
        { "GET http://[::1.2.3.256]/ HTTP/1.1\r\n", 0 },
        { "GET //a HTTP/1.1\r\n", 1 },
        { "GET /a#f HTTP/1.1\r\n", 0 },
        { "GET x: HTTP/1.1\r\n", 1 },
        { "GET  / HTTP/1.1\r\n", 0 },
        { "GET / HTTP/1.10\r\n", 0 },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        ck_assert_msg(compare(rows[i].line, strlen(rows[i].line)) == rows[i].ok, "%s",
                      rows[i].line);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("request_diff");
    TCase *tc = tcase_create("RFC 9112, two readings");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, fixed);
    tcase_add_loop_test(tc, generated, 1, 4);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
