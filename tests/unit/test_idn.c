/* SPDX-License-Identifier: MIT */
/* test_idn.c — lluri/idn.h: host names to A-labels and to U-labels
 * through libidn2 (IDNA2008, UTS #46 nontransitional), every error with
 * its offset, the writers' contract at every capacity; and, in a build
 * without libidn2, LLURI_ENOTSUP from every call. Which build this is
 * comes from configure (HAVE_LIBIDN2), and lluri_idn_supported() must
 * agree. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ck.h"
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/idn.h"
#include "../common/contract.h"

typedef ptrdiff_t convert_fn(const char *, size_t, char *, size_t, lluri_error *);

#ifdef HAVE_LIBIDN2
static const struct idn_row {
    const char *in, *ascii, *unicode; /* NULL: the code below */
    int         code;
    size_t      offset;
} rows[] = {
    /* RFC 3986 3.2.2: percent-encoded UTF-8 and raw UTF-8 (an IRI) alike */
    { "b\xc3\xbc" "cher.de", "xn--bcher-kva.de", "b\xc3\xbc" "cher.de", 0, 0 },
    { "b%C3%BCcher.de", "xn--bcher-kva.de", "b\xc3\xbc" "cher.de", 0, 0 },
    { "b%c3%bccher.de", "xn--bcher-kva.de", "b\xc3\xbc" "cher.de", 0, 0 },
    /* UTS 46 mapping: case, then the A-label; U-labels shown mapped */
    { "B\xc3\x9c" "CHER.DE", "xn--bcher-kva.de", "b\xc3\xbc" "cher.de", 0, 0 },
    { "xn--bcher-kva.de", "xn--bcher-kva.de", "b\xc3\xbc" "cher.de", 0, 0 },
    { "XN--BCHER-KVA.de", "xn--bcher-kva.de", "b\xc3\xbc" "cher.de", 0, 0 },
    /* nontransitional: sharp s stays (IDNA2008), not "ss" */
    { "\xc3\x9f.de", "xn--zca.de", "\xc3\x9f.de", 0, 0 },
    { "Example.COM", "example.com", "example.com", 0, 0 },
    { "under_score.example", "under_score.example", "under_score.example", 0, 0 },
    { "", "", "", 0, 0 },
    /* errors: a bad %, bytes that would end the host, what IDNA refuses */
    { "b%zzcher.de", NULL, NULL, LLURI_EPCT, 1 },
    { "a%0", NULL, NULL, LLURI_EPCT, 1 },
    { "a%00b.de", NULL, NULL, LLURI_EHOST, 1 },
    { "evil.com%2F@good", NULL, NULL, LLURI_EHOST, 8 },
    { "a b", NULL, NULL, LLURI_EHOST, 1 },
    { "x%40y", NULL, NULL, LLURI_EHOST, 1 },
    { "h:80", NULL, NULL, LLURI_EHOST, 1 },
    { "a%1Fb.de", NULL, NULL, LLURI_EHOST, 1 },               /* a control byte */
    { "a\x7f" "b.de", NULL, NULL, LLURI_EHOST, 1 },
    { "a%22b.de", NULL, NULL, LLURI_EIDN, 0 },                /* '"': no reg-name */
    { "\xe2\x92\x88.com", NULL, NULL, LLURI_EIDN, 0 },      /* U+2488 disallowed */
    { "xn--a.de", NULL, NULL, LLURI_EIDN, 0 },               /* no punycode */
    { "\xff.de", NULL, NULL, LLURI_EIDN, 0 },                /* not UTF-8 */
    { "%FF.de", NULL, NULL, LLURI_EIDN, 0 },
    { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.de", NULL, NULL,
      LLURI_EIDN, 0 },                                       /* a 64-byte label */
};

static void check_row(convert_fn *f, const char *want, const struct idn_row *r)
{
    char out[256];
    lluri_error e = { 1, 99 };
    ptrdiff_t n = f(r->in, strlen(r->in), out, sizeof out, &e);

    if (r->code != 0) {
        ck_assert_msg(n == r->code && e.code == r->code && e.offset == r->offset,
                      "%s: %td (%s at %zu), want %s at %zu", r->in, n, lluri_errname(e.code),
                      e.offset, lluri_errname(r->code), r->offset);
        return;
    }
    ck_assert_msg(n == (ptrdiff_t)strlen(want) && strcmp(out, want) == 0,
                  "%s: \"%s\" (%td), want \"%s\"", r->in, n >= 0 ? out : "", n, want);
    ck_assert_int_eq(e.code, LLURI_OK);
    /* every capacity: snprintf's contract */
    for (size_t cap = 0; cap <= (size_t)n + 1; cap++) {
        char small[64];
        memset(small, CONTRACT_CANARY, sizeof small);
        ck_assert_int_eq(f(r->in, strlen(r->in), cap ? small : NULL, cap, NULL), n);
        const char *why = contract_broken(small, sizeof small, cap, want, (size_t)n);
        ck_assert_msg(why == NULL, "%s cap %zu: %s", r->in, cap, why);
    }
}

START_TEST(to_ascii)
{
    check_row(lluri_host_to_ascii, rows[_i].ascii, &rows[_i]);
}
END_TEST

START_TEST(to_unicode)
{
    check_row(lluri_host_to_unicode, rows[_i].unicode, &rows[_i]);
}
END_TEST

START_TEST(not_nul_terminated)
{
    /* only len bytes are read: the rest of the buffer is another name */
    static const char buf[] = "b%C3%BCcher.deXN--ZZZ";
    char out[64];
    ck_assert_int_eq(lluri_host_to_ascii(buf, 14, out, sizeof out, NULL), 16);
    ck_assert_str_eq(out, "xn--bcher-kva.de");
}
END_TEST

START_TEST(too_long)
{
    /* decoded, 1024 bytes or more do not fit the stack buffer */
    static char in[1100];
    char out[16];
    lluri_error e;
    memset(in, 'a', sizeof in);
    ck_assert_int_eq(lluri_host_to_ascii(in, sizeof in, out, sizeof out, &e), LLURI_ETOOLONG);
    ck_assert_uint_eq(e.offset, 1024);
    ck_assert_int_eq(lluri_host_to_unicode(in, 1024, out, sizeof out, &e), LLURI_ETOOLONG);
}
END_TEST
#endif

START_TEST(bad_arguments)
{
    char out[8];
    lluri_error e;
    ck_assert_int_eq(lluri_host_to_ascii(NULL, 1, out, sizeof out, &e), LLURI_EINVAL);
    ck_assert_int_eq(e.code, LLURI_EINVAL);
    ck_assert_int_eq(lluri_host_to_unicode("a", 1, NULL, 4, &e), LLURI_EINVAL);
    ck_assert_str_eq(lluri_errname(LLURI_EIDN), "LLURI_EIDN");
    ck_assert_str_eq(lluri_strerror(LLURI_EIDN), "invalid internationalized host name");
}
END_TEST

START_TEST(build)
{
    char out[64];
    lluri_error e = { 1, 9 };
#ifdef HAVE_LIBIDN2
    ck_assert_int_eq(lluri_idn_supported(), 1);
    ck_assert_int_eq(lluri_host_to_ascii("a.b", 3, out, sizeof out, &e), 3);
#else
    /* without libidn2: a clear LLURI_ENOTSUP, from every call */
    ck_assert_int_eq(lluri_idn_supported(), 0);
    ck_assert_int_eq(lluri_host_to_ascii("a.b", 3, out, sizeof out, &e), LLURI_ENOTSUP);
    ck_assert_int_eq(e.code, LLURI_ENOTSUP);
    ck_assert_uint_eq(e.offset, 0);
    ck_assert_int_eq(lluri_host_to_unicode("a.b", 3, out, sizeof out, NULL), LLURI_ENOTSUP);
#endif
}
END_TEST

int main(void)
{
    Suite *s = suite_create("idn");
    TCase *tc = tcase_create("IDNA2008 through libidn2");
#ifdef HAVE_LIBIDN2
    tcase_add_loop_test(tc, to_ascii, 0, (int)(sizeof rows / sizeof rows[0]));
    tcase_add_loop_test(tc, to_unicode, 0, (int)(sizeof rows / sizeof rows[0]));
    tcase_add_test(tc, not_nul_terminated);
    tcase_add_test(tc, too_long);
#endif
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, build);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
