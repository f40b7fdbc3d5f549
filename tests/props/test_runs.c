/* SPDX-License-Identifier: MIT */
/* test_runs.c — the parser's runs (src/parse/parse.rl) change nothing.
 *
 * A run steps over bytes that would only take a looping state back to
 * itself. That is exact only if the byte-class table agrees with the
 * grammar and the hooks sit where every byte of the class loops. Two checks:
 *
 *  1. each class bit, over all 256 byte values, against the grammar's own
 *     rules (lluri_match);
 *  2. the parser against itself compiled without runs (this file includes
 *     the generated parse.c with LLURI_NO_RUNS): on a large set of
 *     generated inputs, under every start rule, both give the same verdict,
 *     error offset and spans; and both agree with the rules machine's
 *     start rule, which has no hooks at all. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/http.h"
#include "lluri/scheme.h"
#include "parse/parse.h"
#include "parse/classes.h"

/* The plain parser: the same driver, runs compiled out, names changed. */
#define LLURI_NO_RUNS 1
#define lluri_parse           plain_parse
#define lluri_parser_init     plain_parser_init
#define lluri_parser_execute  plain_parser_execute
#define lluri_parser_finish   plain_parser_finish
#include "parse/parse.c"
#undef lluri_parse
#undef lluri_parser_init
#undef lluri_parser_execute
#undef lluri_parser_finish

#include "parse/nibbles.h"   /* the 16-byte runs' tables (gen_nibbles.c) */

#include "ck.h"   /* after parse.c: Check defines a macro named fail */
#include "quick.h"

/* ---- 1. the byte classes against the grammar ---------------------------- */

static int rule1(int rule, uint8_t b)
{
    char c = (char)b;
    return lluri_match(rule, &c, 1, 0, NULL) == LLURI_OK;
}

START_TEST(class_unreserved)
{
    uint8_t b = (uint8_t)_i;
    ck_assert_int_eq(!!(lluri__byte_class[b] & LLURI__C_UNRESERVED),
                     rule1(LLURI_RULE_UNRESERVED, b));
}
END_TEST

START_TEST(class_segment)
{
    /* pchar but "%" (which starts pct-encoded), and "/" */
    uint8_t b = (uint8_t)_i;
    int expect = (rule1(LLURI_RULE_PCHAR, b) && b != '%') || b == '/';
    ck_assert_int_eq(!!(lluri__byte_class[b] & LLURI__C_SEGMENT), expect);
}
END_TEST

START_TEST(class_query)
{
    /* query = *( pchar / "/" / "?" ), less "%": one-byte queries are it */
    uint8_t b = (uint8_t)_i;
    char c = (char)b;
    int expect = b != '%' && lluri_match(LLURI_RULE_QUERY, &c, 1, 0, NULL) == 0;
    ck_assert_int_eq(!!(lluri__byte_class[b] & LLURI__C_QUERY), expect);
    ck_assert_int_eq(lluri_match(LLURI_RULE_FRAGMENT, &c, 1, 0, NULL) == 0,
                     lluri_match(LLURI_RULE_QUERY, &c, 1, 0, NULL) == 0);
}
END_TEST

START_TEST(class_scheme)
{
    /* the bytes that may follow the first of a scheme */
    char s[2] = { 'a', (char)_i };
    ck_assert_int_eq(!!(lluri__byte_class[(uint8_t)_i] & LLURI__C_SCHEME),
                     lluri_match(LLURI_RULE_SCHEME, s, 2, 0, NULL) == 0);
}
END_TEST

START_TEST(class_tchar)
{
    /* RFC 9110 tchar, by the RFC 9112 grammar's rule (the request line's
     * method and lluri_parse_request_target() read a method by this bit) */
    uint8_t b = (uint8_t)_i;
    ck_assert_int_eq(!!(lluri__byte_class[b] & LLURI__C_TCHAR),
                     rule1(LLURI_RULE_RFC9112_TCHAR, b));
}
END_TEST

/* ---- 2. with runs == without runs == the rules machine ------------------ */

/* Pieces that make the grammar's decisions: delimiters, percent-encodings
 * good and bad, IP literal parts, dec-octets, characters from every class
 * and some from none. */
static const char *const pieces[] = {
    "a", "b", "z", "v", "V", "x", "F", "0", "1", "2", "5", "9", "25", "255",
    "256", "199", "1.2.3.4", "10.0.0.1", ".", "-", "_", "~", "+", "!", "$",
    "&", "'", "(", ")", "*", ",", ";", "=", ":", "::", "/", "//", "?", "#",
    "@", "[", "]", "[::1]", "[v1.x]", "[fe80::1%25eth0]", "%", "%2", "%25",
    "%41", "%zz", "%4g", "http", "https://", "http://", "file:///", "www.",
    "example.com", ":80", ":8080", "user@", "u:p@", "?q=1&r=2", "#frag",
    "abcdefghijklmnop", "/path/to/file.html", " ", "\"", "<", ">", "\\",
    "^", "`", "{", "|", "}", "\x7f", "\x80", "\xff", "\x01", "\t", "\r", "\n",
    /* every loop of the grammar entered and left: hex runs (IPvFuture's
     * version, h16), IPv6 pieces, zone ids, ports, schemes */
    "[v", "[V", "v12", "vAB", "12ab", "fFfF", "abcd1", "12345", "[::",
    "::ffff:", ":1.2.3.4]", "%25", "%25eth0", "%25a%2F", "eth0]", "!$&",
    "a+b-c.d", "1a", "~_-.", "%2e", "@@", "::1]", ":65535", ":0x1",
};
#define NPIECES (sizeof pieces / sizeof pieces[0])

static uint64_t next(uint64_t *s)   /* xorshift64*: fixed seed, repeatable */
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ull;
}

/* Build an input of up to ~24 pieces, with a NUL now and then. */
static size_t generate(uint64_t *seed, char *buf, size_t cap)
{
    size_t n = 0, count = (size_t)(next(seed) % 24);
    for (size_t i = 0; i < count; i++) {
        const char *piece = pieces[next(seed) % NPIECES];
        size_t len = strlen(piece);
        if (next(seed) % 97 == 0)
            piece = "\0", len = 1;
        if (n + len > cap)
            break;
        memcpy(buf + n, piece, len);
        n += len;
    }
    return n;
}

static const int start_rules[4][2] = {
    { LLURI_START_REFERENCE, LLURI_RULE_URI_REFERENCE },
    { LLURI_START_URI,       LLURI_RULE_URI },
    { LLURI_START_ABSOLUTE,  LLURI_RULE_ABSOLUTE_URI },
    { LLURI_START_RELATIVE,  LLURI_RULE_RELATIVE_REF },
};

static void same(const lluri *a, const lluri *b)
{
    ck_assert_uint_eq(a->present, b->present);
    ck_assert_uint_eq(a->host_kind, b->host_kind);
#define SAME(f)                                   \
    ck_assert_uint_eq(a->f.off, b->f.off);        \
    ck_assert_uint_eq(a->f.len, b->f.len)
    SAME(scheme); SAME(userinfo); SAME(host); SAME(port);
    SAME(path); SAME(query); SAME(fragment);
#undef SAME
}

START_TEST(runs_are_exact)
{
    /* Each loop iteration is one seed; the start rule is _i's. */
    const unsigned flags = (unsigned)start_rules[_i][0];
    const int rule = start_rules[_i][1];
    uint64_t seed = 0x9e3779b97f4a7c15ull + (uint64_t)(unsigned)_i;
    char buf[512];
    long valid = 0;

    const long iters = QUICK(200000, 10000); /* 1/20 under valgrind */

    for (long iter = 0; iter < iters; iter++) {
        size_t n = generate(&seed, buf, sizeof buf);
        unsigned fl = flags | ((iter & 1) ? LLURI_ZONE_ID : 0);
        lluri a, b;
        lluri_error ea, eb, em;
        int ra = lluri_parse(&a, buf, n, fl, &ea);
        int rb = plain_parse(&b, buf, n, fl, &eb);
        ck_assert_int_eq(ra, rb);
        if (ra == 0) {
            same(&a, &b);
            valid++;
        } else {
            ck_assert_uint_eq(ea.offset, eb.offset);
        }
        /* the rules machine has the RFC 6874 zone only in its own rules */
        if (!(fl & LLURI_ZONE_ID))
            ck_assert_int_eq(ra == 0,
                             lluri_match(rule, buf, n, 0, &em) == LLURI_OK);
    }
    /* the generator must reach both sides of the question */
    ck_assert_int_gt(valid, iters / 200);
    ck_assert_int_lt(valid, 190000);
}
END_TEST

START_TEST(runs_long_inputs)
{
    /* Runs that end exactly at the input's end, one byte before it, and at
     * every residue of the 4-byte unrolled loop. */
    char buf[128];
    for (size_t len = 0; len < 40; len++) {
        for (int kind = 0; kind < 4; kind++) {
            static const char *const prefix[] = { "http://", "http://h/",
                                                  "http://h/?", "a:" };
            size_t n = strlen(prefix[kind]);
            memcpy(buf, prefix[kind], n);
            memset(buf + n, 'x', len);
            for (size_t bad = n; bad <= n + len; bad++) {
                char keep = buf[bad];
                lluri a, b;
                lluri_error ea, eb;
                if (bad < n + len)
                    buf[bad] = ' ';
                ck_assert_int_eq(lluri_parse(&a, buf, n + len, 0, &ea),
                                 plain_parse(&b, buf, n + len, 0, &eb));
                if (bad < n + len) {
                    ck_assert_uint_eq(ea.offset, (uint64_t)bad);
                    ck_assert_uint_eq(eb.offset, (uint64_t)bad);
                } else {
                    same(&a, &b);
                }
                buf[bad] = keep;
            }
        }
    }
}
END_TEST

START_TEST(nibbles_are_the_table)
{
    /* the 16-byte runs' classes (parse/nibbles.h) byte for byte */
    uint8_t b = (uint8_t)_i;
    for (unsigned k = 0; k < 8; k++) {
        const lluri__nibbles *n = &lluri__byte_nibbles[k];
        ck_assert_msg(((n->lo[b & 15] & n->hi[b >> 4]) != 0)
                      == ((lluri__byte_class[b] & (1u << k)) != 0),
                      "byte 0x%02x, class bit %u", b, k);
    }
}
END_TEST

START_TEST(runs_every_byte)
{
    /* Every byte value at every place of a run up to 48 bytes long, in
     * each component with a run, near the input's end and far from it:
     * the 16-byte blocks, the last block that overlaps the one before,
     * and the byte runs of a short text. */
    static const char *const prefix[] = { "http://", "http://h/", "http://h/?",
                                          "http://h/#", "a:", "ab" };
    const char *pre = prefix[_i];
    size_t n = strlen(pre);
    char buf[128];
    memcpy(buf, pre, n);
    for (size_t len = 1; len <= 48; len += (len < 20 ? 1 : 7)) {
        for (size_t tail = 0; tail <= 17; tail += 17) {
            memset(buf + n, 'x', len);
            memset(buf + n + len, '/', tail);
            for (size_t at = n; at < n + len; at++) {
                /* under valgrind, every 8th byte value at each place, a
                 * different eighth at the next place */
                for (unsigned b = (unsigned)QUICK(0, at % 8); b < 256; b += QUICK(1, 8)) {
                    buf[at] = (char)b;
                    lluri a, c;
                    lluri_error ea, ec;
                    int ra = lluri_parse(&a, buf, n + len + tail, 0, &ea);
                    int rc = plain_parse(&c, buf, n + len + tail, 0, &ec);
                    ck_assert_msg(ra == rc, "%s + %zu bytes, 0x%02x at %zu: %d, %d", pre,
                                  len, b, at, ra, rc);
                    if (ra == 0)
                        same(&a, &c);
                    else
                        ck_assert_uint_eq(ea.offset, ec.offset);
                }
                buf[at] = 'x';
            }
        }
    }
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("runs");
    TCase *tc = tcase_create("byte classes vs grammar");
    tcase_add_loop_test(tc, class_unreserved, 0, 256);
    tcase_add_loop_test(tc, class_segment, 0, 256);
    tcase_add_loop_test(tc, class_query, 0, 256);
    tcase_add_loop_test(tc, class_scheme, 0, 256);
    tcase_add_loop_test(tc, class_tchar, 0, 256);
    suite_add_tcase(s, tc);

    tc = tcase_create("runs vs plain machine");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, runs_are_exact, 0, 4);
    tcase_add_test(tc, runs_long_inputs);
    tcase_add_loop_test(tc, runs_every_byte, 0, 6);
    tcase_add_loop_test(tc, nibbles_are_the_table, 0, 256);
    suite_add_tcase(s, tc);
    return s;
}

/* `test_runs --classes` prints each class as "NAME byte byte ...", for
 * tests/check_runs.py, which checks every run against the generated DFA. */
static int print_classes(void)
{
    static const struct { const char *name; unsigned bit; } c[] = {
        { "LLURI__C_UNRESERVED", LLURI__C_UNRESERVED },
        { "LLURI__C_SEGMENT",    LLURI__C_SEGMENT },
        { "LLURI__C_QUERY",      LLURI__C_QUERY },
        { "LLURI__C_SCHEME",     LLURI__C_SCHEME },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        printf("%s", c[i].name);
        for (unsigned b = 0; b < 256; b++)
            if (lluri__byte_class[b] & c[i].bit)
                printf(" %u", b);
        printf("\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--classes") == 0)
        return print_classes();
#if defined(__GNUC__) && defined(__x86_64__)
    /* lluri_parse takes the 16-byte runs on this machine, or says why not */
    if (!__builtin_cpu_supports("ssse3"))
        printf("test_runs: no SSSE3 here: the byte runs alone are tested\n");
#endif
    SRunner *sr = srunner_create(suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
