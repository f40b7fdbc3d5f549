/* SPDX-License-Identifier: MIT */
/* test_pct.c — percent-coding (RFC 3986 §2.1, §2.4) and query pairs.
 *
 * Decoding: each row's result or error and offset. Encoding: for each
 * component, exactly which bytes are kept, some rows in full, and for all
 * 256 byte values and random strings: decode(encode(x)) == x, and the
 * encoded text matches the component's ABNF rule (lluri_match). Every
 * writer is also called at every capacity (snprintf semantics). */
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "contract.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

/* ---- decoding ------------------------------------------------------------ */

static const struct {
    const char *in;
    unsigned    flags;
    const char *out;     /* when code is 0 */
    size_t      out_len;
    int         code;
    size_t      offset;
} decode_rows[] = {
    /* §2.1: "%" HEXDIG HEXDIG, either case */
    { .in = "", .out = "", .out_len = 0 },
    { .in = "abc", .out = "abc", .out_len = 3 },
    { .in = "%41%42c", .out = "ABc", .out_len = 3 },
    { .in = "%4a%4A", .out = "JJ", .out_len = 2 },
    { .in = "%7e%7E", .out = "~~", .out_len = 2 },
    { .in = "%00", .out = "\0", .out_len = 1 },
    { .in = "a%00b", .out = "a\0b", .out_len = 3 },
    { .in = "%ff%FF", .out = "\xff\xff", .out_len = 2 },
    { .in = "%C3%A9", .out = "\xc3\xa9", .out_len = 2 },
    { .in = "%2541", .out = "%41", .out_len = 3 },   /* decoded once only */
    /* the component's character set is not checked */
    { .in = "a b/?#[]", .out = "a b/?#[]", .out_len = 8 },
    /* "+" is a space only in form decoding */
    { .in = "a+b", .out = "a+b", .out_len = 3 },
    { .in = "a+b", .flags = LLURI_PCT_FORM, .out = "a b", .out_len = 3 },
    { .in = "%2B+%20", .flags = LLURI_PCT_FORM, .out = "+  ", .out_len = 3 },
    { .in = "++", .flags = LLURI_PCT_FORM, .out = "  ", .out_len = 2 },
    /* a "%" not followed by two hex digits: LLURI_EPCT at that "%" */
    { .in = "%", .code = LLURI_EPCT, .offset = 0 },
    { .in = "a%", .code = LLURI_EPCT, .offset = 1 },
    { .in = "%4", .code = LLURI_EPCT, .offset = 0 },
    { .in = "ab%4", .code = LLURI_EPCT, .offset = 2 },
    { .in = "%G1", .code = LLURI_EPCT, .offset = 0 },
    { .in = "%1G", .code = LLURI_EPCT, .offset = 0 },
    { .in = "%%41", .code = LLURI_EPCT, .offset = 0 },
    { .in = "%41%", .code = LLURI_EPCT, .offset = 3 },
    { .in = "%41%4", .code = LLURI_EPCT, .offset = 3 },
    { .in = "x%20%2", .code = LLURI_EPCT, .offset = 4 },
    { .in = "% 41", .code = LLURI_EPCT, .offset = 0 },
    { .in = "%+1", .flags = LLURI_PCT_FORM, .code = LLURI_EPCT, .offset = 0 },
    /* unknown flags */
    { .in = "a", .flags = 2, .code = LLURI_EFLAGS, .offset = 0 },
};

START_TEST(decode)
{
    const char *in = decode_rows[_i].in;
    size_t len = strlen(in);
    char out[64];
    lluri_error e = { 12345, 12345 };
    ptrdiff_t n = lluri_pct_decode(in, len, decode_rows[_i].flags, out,
                                   sizeof out, &e);

    if (decode_rows[_i].code != 0) {
        ck_assert_msg(n == decode_rows[_i].code && e.code == decode_rows[_i].code &&
                      e.offset == decode_rows[_i].offset,
                      "\"%s\": %td at %zu, want %d at %zu", in, n, e.offset,
                      decode_rows[_i].code, decode_rows[_i].offset);
        /* err may be NULL */
        ck_assert_int_eq(lluri_pct_decode(in, len, decode_rows[_i].flags, out,
                                          sizeof out, NULL), decode_rows[_i].code);
        return;
    }
    ck_assert_msg(n == (ptrdiff_t)decode_rows[_i].out_len &&
                  memcmp(out, decode_rows[_i].out, (size_t)n) == 0 && out[n] == '\0',
                  "\"%s\" -> \"%.*s\" (%td)", in, (int)(n < 0 ? 0 : n), out, n);
    /* every capacity: the same length, a prefix, a NUL only when it fits */
    for (size_t cap = 0; cap <= (size_t)n + 1; cap++) {
        char small[64];
        memset(small, CONTRACT_CANARY, sizeof small);
        ck_assert_int_eq(lluri_pct_decode(in, len, decode_rows[_i].flags,
                                          cap ? small : NULL, cap, NULL), n);
        ck_assert(contract_broken(small, sizeof small, cap, decode_rows[_i].out,
                                  (size_t)n) == NULL);
    }
}
END_TEST

START_TEST(decode_not_nul_terminated)
{
    char out[8];
    /* the "%" is at the end of the input: what follows is not read */
    lluri_error e;
    ck_assert_int_eq(lluri_pct_decode("ab%41", 3, 0, out, sizeof out, &e), LLURI_EPCT);
    ck_assert_uint_eq(e.offset, 2);
    ck_assert_int_eq(lluri_pct_decode("%41%42", 3, 0, out, sizeof out, NULL), 1);
    ck_assert_str_eq(out, "A");
    ck_assert_int_eq(lluri_pct_decode(NULL, 0, 0, NULL, 0, NULL), 0);
    ck_assert_int_eq(lluri_pct_decode(NULL, 1, 0, out, sizeof out, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_decode("a", 1, 0, NULL, 4, NULL), LLURI_EINVAL);
}
END_TEST

/* ---- encoding ------------------------------------------------------------ */

#define UNRESERVED "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
#define SUB_DELIMS "!$&'()*+,;="

/* Exactly the bytes each component writes as is (§2.2, §2.3, §3). */
static const struct {
    int         component;
    const char *kept;
} kept_rows[] = {
    /* §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
    { LLURI_COMPONENT_USERINFO, UNRESERVED SUB_DELIMS ":" },
    /* §3.2.2 reg-name = *( unreserved / pct-encoded / sub-delims ) */
    { LLURI_COMPONENT_REG_NAME, UNRESERVED SUB_DELIMS },
    /* §3.3 segment = *pchar; pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
    { LLURI_COMPONENT_SEGMENT, UNRESERVED SUB_DELIMS ":@" },
    { LLURI_COMPONENT_PATH, UNRESERVED SUB_DELIMS ":@/" },
    /* §3.4 query = *( pchar / "/" / "?" ); §3.5 fragment the same */
    { LLURI_COMPONENT_QUERY, UNRESERVED SUB_DELIMS ":@/?" },
    { LLURI_COMPONENT_FRAGMENT, UNRESERVED SUB_DELIMS ":@/?" },
    /* WHATWG URL, application/x-www-form-urlencoded serializer */
    { LLURI_COMPONENT_FORM,
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._" },
};

START_TEST(kept_bytes)
{
    int comp = kept_rows[_i].component;
    const char *kept = kept_rows[_i].kept;

    for (int b = 0; b < 256; b++) {
        char in = (char)b, out[8];
        ptrdiff_t n = lluri_pct_encode(&in, 1, comp, out, sizeof out, NULL);
        int is_kept = b != 0 && strchr(kept, b) != NULL;

        if (is_kept) {
            ck_assert_msg(n == 1 && out[0] == in, "component %d: 0x%02X encoded", comp, b);
        } else if (b == ' ' && comp == LLURI_COMPONENT_FORM) {
            ck_assert_msg(n == 1 && out[0] == '+', "form: space is not \"+\"");
        } else {
            char want[4];
            want[0] = '%';
            want[1] = "0123456789ABCDEF"[b >> 4];
            want[2] = "0123456789ABCDEF"[b & 15];
            want[3] = '\0';
            ck_assert_msg(n == 3 && strcmp(out, want) == 0,
                          "component %d: 0x%02X -> \"%s\", want \"%s\"", comp, b, out, want);
        }
    }
}
END_TEST

static const struct {
    int         component;
    const char *in, *out;
} encode_rows[] = {
    { LLURI_COMPONENT_USERINFO, "user:pa ss@x", "user:pa%20ss%40x" },
    { LLURI_COMPONENT_USERINFO, "100%", "100%25" },
    { LLURI_COMPONENT_USERINFO, "a/b?c#d[e]", "a%2Fb%3Fc%23d%5Be%5D" },
    { LLURI_COMPONENT_REG_NAME, "a:b@c d", "a%3Ab%40c%20d" },
    { LLURI_COMPONENT_REG_NAME, "ex-1.com!$&'()*+,;=~_", "ex-1.com!$&'()*+,;=~_" },
    { LLURI_COMPONENT_REG_NAME, "caf\xc3\xa9", "caf%C3%A9" },
    { LLURI_COMPONENT_SEGMENT, "a/b?c#d:e@f", "a%2Fb%3Fc%23d:e@f" },
    { LLURI_COMPONENT_SEGMENT, "..", ".." },
    { LLURI_COMPONENT_SEGMENT, "50%", "50%25" },
    { LLURI_COMPONENT_PATH, "/a b/c?d#e", "/a%20b/c%3Fd%23e" },
    { LLURI_COMPONENT_PATH, "//x:y@z", "//x:y@z" },
    { LLURI_COMPONENT_QUERY, "a=b&c=d/e?f#g h", "a=b&c=d/e?f%23g%20h" },
    { LLURI_COMPONENT_QUERY, "q=\"x\"<y>", "q=%22x%22%3Cy%3E" },
    { LLURI_COMPONENT_FRAGMENT, "s/?#[]", "s/?%23%5B%5D" },
    { LLURI_COMPONENT_FRAGMENT, "sec:2@x", "sec:2@x" },
    { LLURI_COMPONENT_FORM, "a b+c&d=e*-._~!", "a+b%2Bc%26d%3De*-._%7E%21" },
    { LLURI_COMPONENT_FORM, "caf\xc3\xa9 au lait", "caf%C3%A9+au+lait" },
    { LLURI_COMPONENT_FORM, "", "" },
};

START_TEST(encode)
{
    int comp = encode_rows[_i].component;
    const char *in = encode_rows[_i].in, *want = encode_rows[_i].out;
    size_t len = strlen(in), wn = strlen(want);
    char out[128];
    ptrdiff_t n = lluri_pct_encode(in, len, comp, out, sizeof out, NULL);

    ck_assert_msg(n == (ptrdiff_t)wn && strcmp(out, want) == 0,
                  "component %d: \"%s\" -> \"%s\", want \"%s\"", comp, in,
                  n >= 0 ? out : "(error)", want);
    for (size_t cap = 0; cap <= wn + 1; cap++) {
        char small[128];
        memset(small, CONTRACT_CANARY, sizeof small);
        ck_assert_int_eq(lluri_pct_encode(in, len, comp, cap ? small : NULL, cap, NULL), n);
        ck_assert(contract_broken(small, sizeof small, cap, want, wn) == NULL);
    }
}
END_TEST

START_TEST(encode_bad_arguments)
{
    char out[8];
    ck_assert_int_eq(lluri_pct_encode("a", 1, 0, out, sizeof out, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_encode("a", 1, 8, out, sizeof out, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_encode("a", 1, -1, out, sizeof out, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_encode(NULL, 1, LLURI_COMPONENT_PATH, out, sizeof out, NULL),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_encode("a", 1, LLURI_COMPONENT_PATH, NULL, 4, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_encode(NULL, 0, LLURI_COMPONENT_PATH, NULL, 0, NULL), 0);
    /* not NUL-terminated: only len bytes are read */
    ck_assert_int_eq(lluri_pct_encode("a b", 1, LLURI_COMPONENT_PATH, out, sizeof out, NULL), 1);
    ck_assert_str_eq(out, "a");
}
END_TEST

/* ---- round trips and the ABNF -------------------------------------------- */

/* The rule each component's encoded text must match. A form key or value
 * is written into a query. */
static int rule_of(int comp)
{
    switch (comp) {
    case LLURI_COMPONENT_USERINFO: return LLURI_RULE_USERINFO;
    case LLURI_COMPONENT_REG_NAME: return LLURI_RULE_REG_NAME;
    case LLURI_COMPONENT_SEGMENT:  return LLURI_RULE_SEGMENT;
    case LLURI_COMPONENT_PATH:     return LLURI_RULE_PATH;
    case LLURI_COMPONENT_QUERY:    return LLURI_RULE_QUERY;
    case LLURI_COMPONENT_FRAGMENT: return LLURI_RULE_FRAGMENT;
    default:                       return LLURI_RULE_QUERY;
    }
}

/* encode, check the rule, decode, compare. */
static void round_trip(int comp, const char *in, size_t len)
{
    char enc[3 * 512 + 1], dec[512 + 1];
    ptrdiff_t n = lluri_pct_encode(in, len, comp, enc, sizeof enc, NULL);
    lluri_error e = { 0, 0 };

    ck_assert(n >= (ptrdiff_t)len && n <= 3 * (ptrdiff_t)len);
    ck_assert_msg(lluri_match(rule_of(comp), enc, (size_t)n, 0, &e) == 0,
                  "component %d: \"%s\" does not match %s at %zu", comp, enc,
                  lluri_rule_name(rule_of(comp)), e.offset);
    if (comp == LLURI_COMPONENT_FORM)
        ck_assert_msg(strpbrk(enc, "&=;#") == NULL, "form: \"%s\" has a delimiter", enc);
    ptrdiff_t m = lluri_pct_decode(enc, (size_t)n,
                                   comp == LLURI_COMPONENT_FORM ? LLURI_PCT_FORM : 0,
                                   dec, sizeof dec, &e);
    ck_assert_msg(m == (ptrdiff_t)len && memcmp(dec, in, len) == 0,
                  "component %d: round trip of %zu bytes failed", comp, len);
}

START_TEST(all_bytes)
{
    int comp = _i;
    char in[256];
    for (int b = 0; b < 256; b++)
        in[b] = (char)b;
    round_trip(comp, in, sizeof in);
    for (int b = 0; b < 256; b++)
        round_trip(comp, in + b, 1);
}
END_TEST

START_TEST(random_strings)
{
    int comp = _i;
    unsigned long x = 0x9E3779B9ul * (unsigned long)comp + 1;

    for (int k = 0; k < 2000; k++) {
        char in[512];
        x = x * 6364136223846793005ul + 1442695040888963407ul;
        size_t len = (size_t)(x >> 33) % 80;
        for (size_t j = 0; j < len; j++) {
            x = x * 6364136223846793005ul + 1442695040888963407ul;
            /* half the bytes from the interesting ASCII range */
            unsigned v = (unsigned)(x >> 40);
            in[j] = (char)(v & 0x100 ? 0x20 + (v & 0xFF) % 0x60 : v & 0xFF);
        }
        round_trip(comp, in, len);
    }
}
END_TEST

/* ---- query pairs --------------------------------------------------------- */

/* Pairs written "<key>" or "<key>=<value>", separated by one space. */
static const struct {
    const char *uri;
    unsigned    flags;
    const char *pairs;
} query_rows[] = {
    { "http://a/", 0, "" },                     /* no query */
    { "http://a/?", 0, "" },                    /* an empty query */
    { "http://a/?#f", 0, "" },
    { "?a=1&b=2", 0, "<a>=<1> <b>=<2>" },
    { "?k", 0, "<k>" },
    { "?k=", 0, "<k>=<>" },
    { "?k=v", 0, "<k>=<v>" },
    { "?a&&b", 0, "<a> <b>" },
    { "?&a&", 0, "<a>" },
    { "?&&&", 0, "" },
    { "?a=b=c", 0, "<a>=<b=c>" },
    { "?=v", 0, "<>=<v>" },
    { "?=", 0, "<>=<>" },
    { "?a;b=1", 0, "<a;b>=<1>" },
    { "?a;b=1", LLURI_QUERY_SEMICOLON, "<a> <b>=<1>" },
    { "?a=1;b=2&c", LLURI_QUERY_SEMICOLON, "<a>=<1> <b>=<2> <c>" },
    { "?;;a;;", LLURI_QUERY_SEMICOLON, "<a>" },
    { "http://u@h:1/p?x=1&y#a=b&c", 0, "<x>=<1> <y>" },
    { "?a+b=c%20d", 0, "<a+b>=<c%20d>" },       /* raw text: decode with FORM */
    { "?q=a/b?c", 0, "<q>=<a/b?c>" },
};

START_TEST(query_pairs)
{
    const char *uri = query_rows[_i].uri;
    lluri u;
    lluri_query_iter it;
    lluri_query_pair p;
    char got[256] = "";
    size_t n = 0;

    ck_assert_int_eq(lluri_parse(&u, uri, strlen(uri), 0, NULL), 0);
    lluri_query_begin(&it, &u, query_rows[_i].flags);
    while (lluri_query_next(&it, &p) == 1) {
        ck_assert(p.key.off + p.key.len <= u.len && p.value.off + p.value.len <= u.len);
        n += (size_t)snprintf(got + n, sizeof got - n, "%s<%.*s>", n ? " " : "",
                              (int)p.key.len, uri + p.key.off);
        if (p.has_value)
            n += (size_t)snprintf(got + n, sizeof got - n, "=<%.*s>",
                                  (int)p.value.len, uri + p.value.off);
        else
            ck_assert_uint_eq(p.value.len, 0);
    }
    ck_assert_msg(strcmp(got, query_rows[_i].pairs) == 0, "\"%s\": %s, want %s",
                  uri, got, query_rows[_i].pairs);
    /* the end is final */
    ck_assert_int_eq(lluri_query_next(&it, &p), 0);
}
END_TEST

START_TEST(query_decode_form)
{
    const char *uri = "http://a/?q=a+b%26c&x%3D=%C3%A9";
    lluri u;
    lluri_query_iter it;
    lluri_query_pair p;
    char out[32];

    ck_assert_int_eq(lluri_parse(&u, uri, strlen(uri), 0, NULL), 0);
    lluri_query_begin(&it, &u, 0);
    ck_assert_int_eq(lluri_query_next(&it, &p), 1);
    ck_assert_int_eq(lluri_pct_decode(uri + p.value.off, p.value.len, LLURI_PCT_FORM,
                                      out, sizeof out, NULL), 5);
    ck_assert_str_eq(out, "a b&c");
    ck_assert_int_eq(lluri_query_next(&it, &p), 1);
    ck_assert_int_eq(lluri_pct_decode(uri + p.key.off, p.key.len, LLURI_PCT_FORM,
                                      out, sizeof out, NULL), 2);
    ck_assert_str_eq(out, "x=");
    ck_assert_int_eq(lluri_pct_decode(uri + p.value.off, p.value.len, LLURI_PCT_FORM,
                                      out, sizeof out, NULL), 2);
    ck_assert_str_eq(out, "\xc3\xa9");
    ck_assert_int_eq(lluri_query_next(&it, &p), 0);
}
END_TEST

#define N(a) ((int)(sizeof a / sizeof a[0]))

int main(void)
{
    Suite *s = suite_create("pct");
    TCase *dec = tcase_create("RFC 3986 2.1 decoding");
    tcase_add_loop_test(dec, decode, 0, N(decode_rows));
    tcase_add_test(dec, decode_not_nul_terminated);
    suite_add_tcase(s, dec);

    TCase *enc = tcase_create("RFC 3986 2.1, 3 encoding");
    tcase_add_loop_test(enc, kept_bytes, 0, N(kept_rows));
    tcase_add_loop_test(enc, encode, 0, N(encode_rows));
    tcase_add_test(enc, encode_bad_arguments);
    tcase_add_loop_test(enc, all_bytes, LLURI_COMPONENT_USERINFO, LLURI_COMPONENT_FORM + 1);
    tcase_add_loop_test(enc, random_strings, LLURI_COMPONENT_USERINFO,
                        LLURI_COMPONENT_FORM + 1);
    suite_add_tcase(s, enc);

    TCase *q = tcase_create("query pairs");
    tcase_add_loop_test(q, query_pairs, 0, N(query_rows));
    tcase_add_test(q, query_decode_form);
    suite_add_tcase(s, q);

    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
