/* SPDX-License-Identifier: MIT */
/* test_misuse.c — the API tried as a careless embedder would: every entry
 * point given NULL pointers, a NULL out with a capacity, another family's
 * flag bits, a struct with spans past its text or in the wrong order, and
 * a port span that is no number. Each gets a specific code, never a crash
 * or a read outside the text (run under ASan+UBSan and valgrind in CI). */
#include "ck.h"
#include <stdio.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/http.h"
#include "lluri/scheme.h"
#include "lluri/log.h"
#include "lluri/proxy.h"

static lluri parsed(const char *s)
{
    lluri u;
    ck_assert_msg(lluri_parse(&u, s, strlen(s), LLURI_ZONE_ID, NULL) == 0, "%s", s);
    return u;
}

START_TEST(test_null_pointers)
{
    lluri u = parsed("http://a/b?c=d#f");
    lluri_error e = { 0, 0 };
    lluri_scheme_parts sp;
    lluri_parts parts;
    lluri_query_iter qi;
    lluri_query_pair qp;
    lluri_segment_iter si;
    lluri_prospero_iter pi;
    lluri_ldap_iter li;
    lluri_extract_hit hit;
    char out[32];

    ck_assert_int_eq(lluri_parse(NULL, "a", 1, 0, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_parse(&u, NULL, 1, 0, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_parser_init(NULL, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_parser_execute(NULL, "a", 1, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_parser_finish(NULL, &u, "a", 1, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_get_parts(NULL, &parts), LLURI_EINVAL);
    ck_assert_int_eq(lluri_get_parts(&u, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_recompose(NULL, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_resolve(NULL, &u, 0, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_resolve(&u, NULL, 0, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_relativize(NULL, &u, 0, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_normalize(NULL, 0, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_equivalent(NULL, &u, 0, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_port(NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_begin(NULL, &u, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_begin(&qi, NULL, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_get(NULL, "c", 1, 0, &qp, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_parse_uri(&sp, NULL, 0, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_segments_begin(NULL, &sp), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_segments_begin(&si, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_prospero_fields_begin(NULL, &sp), LLURI_EINVAL);
    ck_assert_int_eq(lluri_prospero_fields_begin(&pi, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_ldap_list_begin(NULL, &sp, LLURI_LDAP_ATTRIBUTES), LLURI_EINVAL);
    ck_assert_int_eq(lluri_ldap_list_begin(&li, NULL, LLURI_LDAP_ATTRIBUTES), LLURI_EINVAL);
    ck_assert_int_eq(lluri_extract_begin(NULL, "a", 1, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_extract_copy("abc", 3, NULL, out, sizeof out, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_fetch_address(NULL, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_request_parser_init(NULL, 0, 0, 0), LLURI_EINVAL);
    ck_assert_int_eq(e.code, LLURI_EINVAL);
    memset(&hit, 0, sizeof hit);
    hit.uri_len = 3;
    /* a NULL out with a capacity, in every writer */
    ck_assert_int_eq(lluri_extract_copy("abc", 3, &hit, NULL, 5, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_database_quote("a@b", 3, NULL, 5, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_remove_dot_segments("/a", 2, NULL, 5, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_decode("a", 1, 0, NULL, 5, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_pct_encode("a", 1, LLURI_COMPONENT_PATH, NULL, 5, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_normalize(&u, 0, NULL, 5, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_resolve(&u, &u, 0, NULL, 5, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_relativize(&u, &u, 0, NULL, 5, NULL, &e), LLURI_EINVAL);
    lluri_get_parts(&u, &parts);
    ck_assert_int_eq(lluri_recompose(&parts, NULL, 5, NULL, &e), LLURI_EINVAL);
}
END_TEST

START_TEST(test_wrong_family_flags)
{
    lluri u = parsed("http://a/b/../c"), r = parsed("g");
    lluri_error e;
    lluri_query_iter qi;
    char out[64];

    /* each function takes its own bits and refuses every other */
    ck_assert_int_eq(lluri_resolve(&u, &r, LLURI_START_URI, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_resolve(&u, &r, LLURI_ZONE_ID, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_ZONE_ID, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_RESOLVE_COMPAT, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_relativize(&u, &u, LLURI_NORM_CASE, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_equivalent(&u, &u, LLURI_PCT_FORM, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_query_begin(&qi, &u, LLURI_NORM_CASE), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_query_begin(&qi, &u, 1u << 30), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_pct_decode("a", 1, LLURI_ZONE_ID, out, sizeof out, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parse(&u, "a", 1, LLURI_RESOLVE_COMPAT, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_request_parser_init(&(lluri_request_parser){ 0 }, 0, 0, LLURI_START_URI),
                     LLURI_EFLAGS);
    /* start rules are one named field: no two of them at once */
    ck_assert_int_eq(lluri_parse(&u, "a:b", 3, LLURI_START_URI | LLURI_START_ABSOLUTE, &e),
                     LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parse(&u, "a:b", 3, LLURI_START_URI | LLURI_START_RELATIVE, &e),
                     LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parser_init(&(lluri_parser){ 0 }, LLURI_START_MASK), LLURI_EFLAGS);
}
END_TEST

START_TEST(test_bad_spans)
{
    lluri b = parsed("http://a/b/c"), u;
    lluri_error e;
    lluri_scheme_parts sp;
    lluri_span h, z;
    char out[64];

    u = parsed("http://h/p#f");
    u.fragment.off = 0;                        /* out of order, at 0 */
    ck_assert_int_eq(lluri_scheme_parse_uri(&sp, &u, 0, &e), LLURI_ESPAN);
    u = parsed("http://h/p?q");
    u.path.len = 1000;                         /* past the text */
    ck_assert_int_eq(lluri_resolve(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    ck_assert_int_eq(lluri_relativize(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    ck_assert_int_lt(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e), 0);
    ck_assert_int_eq(lluri_fetch_address(&u, &(lluri_address){ 0 }, &e), LLURI_ESPAN);
    u = parsed("http://h/p");
    u.host.len = 200;
    ck_assert_int_eq(lluri_host_address(&u, &h, &z), LLURI_ESPAN);
    ck_assert_int_eq(lluri_port(&u, &e), LLURI_ESPAN);
    /* a port span moved onto the host: not a number */
    u = parsed("http://a:80/b");
    u.port.off = 7;
    u.port.len = 1;
    ck_assert_int_eq(lluri_port(&u, &e), LLURI_EPORT);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e), LLURI_EPORT);
    /* a struct laid out as parsed, pointed at a text whose port is no
     * number (the layout is checked, not the bytes): the port is kept,
     * and its bytes are never summed as digits (a signed overflow) */
    {
        char t[64] = "http://a:";
        size_t tn = 9;
        memset(t + tn, 0xB0, 40);
        tn += 40;
        memcpy(t + tn, "/b", 2);
        tn += 2;
        u = parsed("http://a:0000000000000000000000000000000000000000/b");
        ck_assert_uint_eq(u.len, tn);
        u.src = t;
        ck_assert_int_eq(lluri_normalize(&u, LLURI_NORM_SCHEME, out, sizeof out, NULL, &e),
                         (ptrdiff_t)tn);
        ck_assert(memcmp(out, t, tn) == 0);
    }
    /* the struct lluri_parse documents for an empty text */
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, 0, &e), 0);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e), 0);
    ck_assert_str_eq(out, "");
}
END_TEST

START_TEST(test_ending_at_n_equals_cap)
{
    /* the review's probe: at cap == n every writer keeps n - 1 bytes and
     * a NUL, and *result is not filled (the output is not complete) */
    lluri b = parsed("http://a/b/c/d;p?q"), r = parsed("../g"), res;
    char out[16];
    memset(out, '#', sizeof out);
    ck_assert_int_eq(lluri_resolve(&b, &r, 0, out, 12, &res, NULL), 12);
    ck_assert_str_eq(out, "http://a/b/");
    ck_assert_uint_eq(res.len, 0);
    ck_assert_int_eq(out[12], '#');
    memset(out, '#', sizeof out);
    ck_assert_int_eq(lluri_normalize(&b, LLURI_NORM_ALL, out, 4, &res, NULL), 18);
    ck_assert_str_eq(out, "htt");
    ck_assert_uint_eq(res.present, 0);
    ck_assert_int_eq(out[4], '#');
    memset(out, '#', sizeof out);
    ck_assert_int_eq(lluri_pct_encode("a b", 3, LLURI_COMPONENT_PATH, out, 5, NULL), 5);
    ck_assert_str_eq(out, "a%20");
    ck_assert_int_eq(lluri_remove_dot_segments("/a/./b", 6, out, 4, NULL), 4);
    ck_assert_str_eq(out, "/a/");
}
END_TEST

/* One bit space for every function's flags (lluri.h, "Flags"): no two
 * flags of any header share a bit, so a flag of one function passed to
 * another is refused (LLURI_EFLAGS), never taken for one of its own. */
START_TEST(test_flag_bits_distinct)
{
    static const struct { const char *name; unsigned bit; } flags[] = {
#define F(x) { #x, x }
        F(LLURI_START_URI), F(LLURI_START_ABSOLUTE), F(LLURI_START_RELATIVE),
        F(LLURI_ZONE_ID), F(LLURI_PARTIAL), F(LLURI_IRI), F(LLURI_LENIENT),
        F(LLURI_NORM_CASE), F(LLURI_NORM_PCT), F(LLURI_NORM_DOTS), F(LLURI_NORM_SCHEME),
        F(LLURI_NORM_IPV6), F(LLURI_NORM_DROP_FRAGMENT), F(LLURI_NORM_DROP_EMPTY_QUERY),
        F(LLURI_NORM_SORT_QUERY), F(LLURI_RESOLVE_COMPAT), F(LLURI_PCT_FORM),
        F(LLURI_QUERY_SEMICOLON), F(LLURI_QUERY_SORT), F(LLURI_SCHEME_AS_DATABASE),
        F(LLURI_EXTRACT_ANY_SCHEME), F(LLURI_EXTRACT_ERRORS), F(LLURI_LOG_APACHE),
        F(LLURI_LOG_NGINX_NOTATION), F(LLURI_KEY_MERGE_SLASHES),
#undef F
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        ck_assert_msg(flags[i].bit != 0 && (flags[i].bit & (flags[i].bit - 1)) == 0,
                      "%s is not one bit", flags[i].name);
        for (size_t j = 0; j < i; j++)
            ck_assert_msg((flags[i].bit & flags[j].bit) == 0, "%s and %s share a bit",
                          flags[i].name, flags[j].name);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("misuse");
    TCase *tc = tcase_create("misuse");
    SRunner *sr;
    int failed;

    tcase_add_test(tc, test_null_pointers);
    tcase_add_test(tc, test_wrong_family_flags);
    tcase_add_test(tc, test_bad_spans);
    tcase_add_test(tc, test_ending_at_n_equals_cap);
    tcase_add_test(tc, test_flag_bits_distinct);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
