/* SPDX-License-Identifier: MIT */
/* test_rfc1738_runs.c — the runs of the RFC 1738 machines (src/scheme/rfc1738_fields.rl)
 * change nothing.
 *
 * A run steps over bytes that would only take a looping state back to
 * itself; it is exact only if the byte-class table agrees with the grammar
 * and each hook sits where every byte of its class loops. Two checks:
 *
 *  1. each class bit, over all 256 byte values, against the one-byte
 *     members of the rules it stands for (lluri__rfc1738_match, by rule number);
 *  2. every URL-level rule the cut runs (lluri__rfc1738_url_match, with
 *     runs) against the same rule of the plain machine of every rule
 *     (lluri__rfc1738_match: src/scheme/rfc1738_rules.rl, without runs): on
 *     generated inputs, the same verdict and the same failure offset; and
 *     the same fields from lluri_scheme_parse's cut as from the same driver
 *     compiled without runs (this file includes the generated
 *     rfc1738_fields.c with LLURI_NO_RUNS). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "scheme/scheme.h"
#include "parse/classes.h"

/* The plain machine: the same driver, runs compiled out, names changed. */
#define LLURI_NO_RUNS 1
#define lluri__rfc1738_url_match    plain_url_match
#define lluri__scheme_rfc1738       plain_scheme_rfc1738
#define lluri_scheme_segments_begin plain_segments_begin
#define lluri_scheme_segments_next  plain_segments_next
#define lluri_prospero_fields_begin plain_fields_begin
#define lluri_prospero_fields_next  plain_fields_next
#include "scheme/rfc1738_fields.c"
#undef lluri__rfc1738_url_match
#undef lluri__scheme_rfc1738
#undef lluri_scheme_segments_begin
#undef lluri_scheme_segments_next
#undef lluri_prospero_fields_begin
#undef lluri_prospero_fields_next

#include "ck.h"   /* after rfc1738.c: Check defines a macro named fail */

/* ---- 1. the byte classes against the grammar ------------------------------ */

static int one_byte(int rule, int b)
{
    char c = (char)b;
    size_t off;
    return lluri__rfc1738_match(rule, &c, 1, &off) == 1;
}

START_TEST(test_classes)
{
    int b = _i;
    int uchar = one_byte(LLURI_RULE_RFC1738_UCHAR, b), xchar = one_byte(LLURI_RULE_RFC1738_XCHAR, b);
    int hseg = one_byte(LLURI_RULE_RFC1738_HSEGMENT, b), fseg = one_byte(LLURI_RULE_RFC1738_FSEGMENT, b);

    ck_assert_int_eq(!!(lluri__rfc1738_class[b] & LLURI__C1738_UCHAR), uchar);
    ck_assert_int_eq(!!(lluri__rfc1738_class[b] & LLURI__C1738_HSEG), hseg);
    ck_assert_int_eq(!!(lluri__rfc1738_class[b] & LLURI__C1738_FSEG), fseg);
    ck_assert_int_eq(!!(lluri__rfc1738_class[b] & LLURI__C1738_XCHAR), xchar);
    /* the rules whose fields share a class take the same bytes */
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_SEARCH, b), hseg);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_PSEGMENT, b), fseg);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_DATABASE, b), uchar);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_WTYPE, b), uchar);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_WPATH, b), uchar);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_SELECTOR, b), xchar);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING, b), xchar);
    ck_assert_int_eq(one_byte(LLURI_RULE_RFC1738_ENCODED822ADDR, b), xchar);
}
END_TEST

/* ---- 2. with runs and without, on generated inputs ---------------------------- */

static const int url_rules[] = {
    LLURI_RULE_RFC1738_FTPURL, LLURI_RULE_RFC1738_FILEURL, LLURI_RULE_RFC1738_HTTPURL,
    LLURI_RULE_RFC1738_HTTPSURL, LLURI_RULE_RFC1738_GOPHERURL, LLURI_RULE_RFC1738_MAILTOURL,
    LLURI_RULE_RFC1738_NEWSURL, LLURI_RULE_RFC1738_NNTPURL, LLURI_RULE_RFC1738_TELNETURL,
    LLURI_RULE_RFC1738_WAISURL, LLURI_RULE_RFC1738_PROSPEROURL,
};

static const char *const prefixes[] = {
    "ftp://h/", "ftp://u:p@h:21/a/", "file:///", "file://h/", "http://h/",
    "http://h/a?", "https://h/", "gopher://h/1", "gopher://h/1a%09",
    "gopher://h/1a%09b%09", "mailto:", "news:", "nntp://h/", "telnet://",
    "wais://h/", "wais://h/d?", "wais://h/d/t/", "prospero://h/",
    "prospero://h/p;a=", "x-y:",
};

/* Pieces the generated tails are made of: every class of byte, escapes
 * (tab, LF, CR among them) and the schemes' delimiters. */
static const char *const pieces[] = {
    "a", "Z", "0", "9", "$", "-", "_", ".", "+", "!", "*", "'", "(", ")",
    ",", ";", "/", "?", ":", "@", "&", "=", "%", "%41", "%09", "%0a", "%0D",
    "%0B", "%2", "~", "#", " ", "\"", "<", "\x7f", "\x80", "\xff",
    ";type=", "abc", "//", "%0", "9",
};

/* A small deterministic generator (no global state). */
static uint32_t next_rand(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

enum { CASES_PER_PREFIX = 4000 };

START_TEST(test_same_with_and_without_runs)
{
    const char *prefix = prefixes[_i];
    uint32_t seed = 2463534242u + (uint32_t)_i;
    char buf[128];
    size_t compared = 0;

    for (int k = 0; k < CASES_PER_PREFIX; k++) {
        size_t n = strlen(prefix);
        int npieces = (int)(next_rand(&seed) % 12);
        memcpy(buf, prefix, n);
        for (int j = 0; j < npieces; j++) {
            /* mostly plain bytes, so that runs get long */
            const char *piece = next_rand(&seed) % 3
                ? pieces[next_rand(&seed) % 24]
                : pieces[next_rand(&seed) % (sizeof pieces / sizeof pieces[0])];
            size_t m = strlen(piece);
            if (n + m > sizeof buf)
                break;
            memcpy(buf + n, piece, m);
            n += m;
        }
        for (size_t r = 0; r < sizeof url_rules / sizeof url_rules[0]; r++) {
            size_t off_runs = 999, off_plain = 999;
            int a = lluri__rfc1738_url_match(url_rules[r], buf, n, &off_runs);
            int b = lluri__rfc1738_match(url_rules[r], buf, n, &off_plain);
            ck_assert_msg(a == b && (a == 1 || off_runs == off_plain),
                          "%s on \"%.*s\": runs %d at %zu, plain %d at %zu",
                          lluri_rule_name(url_rules[r]), (int)n, buf, a, off_runs, b, off_plain);
            compared++;
        }
        /* and the whole of lluri_scheme_parse: code, offset, fields */
        lluri u;
        if (lluri_parse(&u, buf, n, LLURI_START_URI, NULL) == 0) {
            lluri_scheme_parts p, q;
            size_t off_runs = 0, off_plain = 0;
            int kind;
            lluri_scheme_parse_uri(&p, &u, 0, NULL);
            kind = p.kind;
            if (kind >= LLURI_SCHEME_FTP && kind <= LLURI_SCHEME_PROSPERO) {
                memset(&p, 0, sizeof p);
                memset(&q, 0, sizeof q);
                int a = lluri__scheme_rfc1738(kind, &u, &p, &off_runs);
                int b = plain_scheme_rfc1738(kind, &u, &q, &off_plain);
                ck_assert_int_eq(a, b);
                ck_assert_uint_eq(off_runs, off_plain);
                ck_assert(memcmp(&p, &q, sizeof p) == 0);
            }
        }
    }
    ck_assert_uint_gt(compared, 0);
}
END_TEST

static Suite *runs_suite(void)
{
    Suite *s = suite_create("rfc1738 runs");
    TCase *tc = tcase_create("byte classes, all 256 bytes");
    tcase_add_loop_test(tc, test_classes, 0, 256);
    suite_add_tcase(s, tc);
    tc = tcase_create("runs change nothing");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_same_with_and_without_runs, 0,
                        (int)(sizeof prefixes / sizeof prefixes[0]));
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(runs_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
