/* SPDX-License-Identifier: MIT */
/* test_idn.c — lluri/idn.h: host names to A-labels in the lookup profile
 * (UTS #46 as the URL Standard has it) and the registration profile
 * (IDNA2008), and to U-labels; every error with its offset, the writers'
 * contract at every capacity, idempotence; and, in a build without IDN,
 * LLURI_ENOTSUP from every call. Which build this is comes from configure
 * (HAVE_LIBIDN2), and lluri_idn_supported() must agree. The third-party
 * vectors (WPT, IdnaTestV2) are scored by tests/props/test_conformance. */
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
/* One profile's answer: the text, or (text NULL) the code and offset. */
struct want {
    const char *text;
    int         code;
    size_t      offset;
};
#define OUT(t) { t, 0, 0 }
#define ERR(c, o) { NULL, LLURI_##c, o }

static const struct idn_row {
    const char *in;
    struct want lookup, registration, unicode;
} rows[] = {
    /* RFC 3986 3.2.2: percent-encoded UTF-8 and raw UTF-8 (an IRI) alike */
    { "b\xc3\xbc" "cher.de", OUT("xn--bcher-kva.de"), OUT("xn--bcher-kva.de"),
      OUT("b\xc3\xbc" "cher.de") },
    { "b%C3%BCcher.de", OUT("xn--bcher-kva.de"), OUT("xn--bcher-kva.de"),
      OUT("b\xc3\xbc" "cher.de") },
    { "b%c3%bccher.de", OUT("xn--bcher-kva.de"), OUT("xn--bcher-kva.de"),
      OUT("b\xc3\xbc" "cher.de") },
    /* UTS 46 mapping: case, then the A-label; U-labels shown mapped */
    { "B\xc3\x9c" "CHER.DE", OUT("xn--bcher-kva.de"), OUT("xn--bcher-kva.de"),
      OUT("b\xc3\xbc" "cher.de") },
    { "xn--bcher-kva.de", OUT("xn--bcher-kva.de"), OUT("xn--bcher-kva.de"),
      OUT("b\xc3\xbc" "cher.de") },
    { "XN--BCHER-KVA.de", OUT("xn--bcher-kva.de"), OUT("xn--bcher-kva.de"),
      OUT("b\xc3\xbc" "cher.de") },
    /* nontransitional: sharp s stays, not "ss"; capital sharp s is
     * mapped to it (UTS 46 revision 31) */
    { "\xc3\x9f.de", OUT("xn--zca.de"), OUT("xn--zca.de"), OUT("\xc3\x9f.de") },
    { "\xe1\xba\x9e.com", OUT("xn--zca.com"), OUT("xn--zca.com"), OUT("\xc3\x9f.com") },
    { "Example.COM", OUT("example.com"), OUT("example.com"), OUT("example.com") },
    { "under_score.example", OUT("under_score.example"), OUT("under_score.example"),
      OUT("under_score.example") },
    { "", OUT(""), OUT(""), OUT("") },
    /* what the lookup profile takes and IDNA2008 refuses: hyphens,
     * symbols (U+2665, U+2260), U+2027 */
    { "-x.\xc3\x9f", OUT("-x.xn--zca"), ERR(EIDNHYPHEN, 0), OUT("-x.\xc3\x9f") },
    { "ab--c.\xc3\x9f", OUT("ab--c.xn--zca"), ERR(EIDNHYPHEN, 2),
      OUT("ab--c.\xc3\x9f") },
    { "x-.\xc3\x9f", OUT("x-.xn--zca"), ERR(EIDNHYPHEN, 1), OUT("x-.\xc3\x9f") },
    { "\xe2\x99\xa5.net", OUT("xn--g6h.net"), ERR(EIDNCHAR, 0), OUT("\xe2\x99\xa5.net") },
    { "\xe2\x89\xa0", OUT("xn--1ch"), ERR(EIDNCHAR, 0), OUT("\xe2\x89\xa0") },
    { "=%CC%B8", OUT("xn--1ch"), ERR(EIDNCHAR, 0), OUT("\xe2\x89\xa0") },  /* NFC */
    { "www.lookout\xe2\x80\xa7net", OUT("www.xn--lookoutnet-406e"), ERR(EIDNCHAR, 4),
      OUT("www.lookout\xe2\x80\xa7net") },
    /* ignored code points go (U+00AD); a name all ASCII is only
     * lower-cased by the lookup profile, its "xn--" labels as they are */
    { "a%C2%ADb", OUT("ab"), OUT("ab"), OUT("ab") },
    /* "xn--a" decodes to U+0080, no letter of a name */
    { "xn--a.de", OUT("xn--a.de"), ERR(EIDNCHAR, 0), ERR(EIDNCHAR, 0) },
    { "xn--a.\xc3\x9f", ERR(EIDNCHAR, 0), ERR(EIDNCHAR, 0), ERR(EIDNCHAR, 0) },
    { "xn--ls8h=.\xc3\x9f", ERR(EIDNPUNY, 0), ERR(EIDNPUNY, 0), ERR(EIDNPUNY, 0) },
    { "xn--zca.\xc3\x9f", OUT("xn--zca.xn--zca"), OUT("xn--zca.xn--zca"),
      OUT("\xc3\x9f.\xc3\x9f") },
    { "xn--ab-.\xc3\x9f", ERR(EIDNPUNY, 0), ERR(EIDNPUNY, 0), ERR(EIDNPUNY, 0) }, /* ASCII */
    /* RFC 5893 over every label: "0" begins no label of a Bidi name */
    { "0\xc3\xa0.\xd7\x90", ERR(EIDNBIDI, 0), ERR(EIDNBIDI, 0), ERR(EIDNBIDI, 0) },
    { "\xd7\x90" "a", ERR(EIDNBIDI, 2), ERR(EIDNBIDI, 2), ERR(EIDNBIDI, 2) },
    { "\xd7\x90\xd7\x91.com", OUT("xn--4dbc.com"), OUT("xn--4dbc.com"),
      OUT("\xd7\x90\xd7\x91.com") },
    /* RFC 5892 Appendix A: a joiner out of its context; in it */
    { "a%E2%80%8D.example", ERR(EIDNJOIN, 1), ERR(EIDNJOIN, 1), ERR(EIDNJOIN, 1) },
    { "\xe0\xb7\x81\xe0\xb7\x8a\xe2\x80\x8d\xe0\xb6\xbb\xe0\xb7\x93",
      OUT("xn--10cl1a0b660p"), OUT("xn--10cl1a0b660p"),
      OUT("\xe0\xb7\x81\xe0\xb7\x8a\xe2\x80\x8d\xe0\xb6\xbb\xe0\xb7\x93") },
    /* UTS 46 4.1 criterion 6: no mark first */
    { "%CC%81a", ERR(EIDNMARK, 0), ERR(EIDNMARK, 0), ERR(EIDNMARK, 0) },
    /* errors: a bad %, bytes that would end the host or change it */
    { "b%zzcher.de", ERR(EPCT, 1), ERR(EPCT, 1), ERR(EPCT, 1) },
    { "a%0", ERR(EPCT, 1), ERR(EPCT, 1), ERR(EPCT, 1) },
    { "a%00b.de", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },
    { "evil.com%2F@good", ERR(EHOST, 8), ERR(EHOST, 8), ERR(EHOST, 8) },
    { "a b", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },
    { "x%40y", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },
    { "h:80", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },
    { "a%1Fb.de", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },   /* a control byte */
    { "a\x7f" "b.de", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },
    { "b%25c3%25a9.example", ERR(EHOST, 1), ERR(EHOST, 1), ERR(EHOST, 1) },
    { "a%22b.de", ERR(EIDN, 0), ERR(EIDN, 0), ERR(EIDN, 0) },     /* no reg-name */
    { "\xff.de", ERR(EIDN, 0), ERR(EIDN, 0), ERR(EIDN, 0) },     /* not UTF-8 */
    { "a%FF.de", ERR(EIDN, 1), ERR(EIDN, 1), ERR(EIDN, 1) },
    { "\xcd\xb8.net", ERR(EIDNCHAR, 0), ERR(EIDNCHAR, 0), ERR(EIDNCHAR, 0) }, /* U+0378 */
    { "x.%EF%BF%BD.com", ERR(EIDNCHAR, 2), ERR(EIDNCHAR, 2), ERR(EIDNCHAR, 2) },
    /* a label of 64 bytes: a name to the lookup profile, not to DNS */
    { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.de",
      OUT("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.de"),
      ERR(ETOOLONG, 0),
      OUT("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.de") },
    { "a..\xc3\x9f", OUT("a..xn--zca"), ERR(EIDN, 2), OUT("a..\xc3\x9f") },
};
#undef OUT
#undef ERR

static void check_row(convert_fn *f, const struct want *w, const char *in)
{
    char out[256];
    lluri_error e = { 1, 99 };
    ptrdiff_t n = f(in, strlen(in), out, sizeof out, &e);

    if (w->text == NULL) {
        ck_assert_msg(n == w->code && e.code == w->code && e.offset == w->offset,
                      "%s: %td \"%s\" (%s at %zu), want %s at %zu", in, n, n >= 0 ? out : "",
                      lluri_errname(e.code), e.offset, lluri_errname(w->code), w->offset);
        return;
    }
    ck_assert_msg(n == (ptrdiff_t)strlen(w->text) && strcmp(out, w->text) == 0,
                  "%s: \"%s\" (%td, %s at %zu), want \"%s\"", in, n >= 0 ? out : "", n,
                  lluri_errname(e.code), e.offset, w->text);
    ck_assert_int_eq(e.code, LLURI_OK);
    /* every capacity: snprintf's contract */
    for (size_t cap = 0; cap <= (size_t)n + 1; cap++) {
        char small[128];
        memset(small, CONTRACT_CANARY, sizeof small);
        ck_assert_int_eq(f(in, strlen(in), cap ? small : NULL, cap, NULL), n);
        const char *why = contract_broken(small, sizeof small, cap, w->text, (size_t)n);
        ck_assert_msg(why == NULL, "%s cap %zu: %s", in, cap, why);
    }
    /* idempotent: the A-labels converted again are the same */
    if (f != lluri_host_to_unicode) {
        char again[256];
        ck_assert_int_eq(f(out, (size_t)n, again, sizeof again, NULL), n);
        ck_assert_str_eq(again, out);
    }
}

START_TEST(to_ascii)
{
    check_row(lluri_host_to_ascii, &rows[_i].lookup, rows[_i].in);
}
END_TEST

START_TEST(to_ascii_registration)
{
    check_row(lluri_host_to_ascii_registration, &rows[_i].registration, rows[_i].in);
}
END_TEST

START_TEST(to_unicode)
{
    check_row(lluri_host_to_unicode, &rows[_i].unicode, rows[_i].in);
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
    ck_assert_int_eq(lluri_host_to_ascii_registration(in, sizeof in, out, sizeof out, &e),
                     LLURI_ETOOLONG);
    /* a mapping that grows the name past 1024 code points: U+FDFA is 18 */
    for (size_t i = 0; i + 3 <= 900; i += 3)
        memcpy(in + i, "\xef\xb7\xba", 3);
    ck_assert_int_eq(lluri_host_to_ascii(in, 900, out, sizeof out, &e), LLURI_ETOOLONG);

    /* A-labels longer than a name these functions take are refused, so a
     * result converts to itself: "a\xc3\xa9." (4 bytes) is "xn--a-9ba."
     * (10); 102 of them make 1019 bytes, 103 would make 1029 */
    static char big[2048];
    size_t n = 0;
    for (int i = 0; i < 103; i++, n += 4)
        memcpy(big + n, "a\xc3\xa9.", 4);
    n--;                                    /* no "." at the end */
    ck_assert_int_eq(lluri_host_to_ascii(big, n, big + 1024, 1024, &e), LLURI_ETOOLONG);
    ck_assert_uint_eq(e.offset, n);
    ck_assert_int_eq(lluri_host_to_ascii(big, n - 4, big + 1024, 1024, &e), 1019);
    ck_assert_int_eq(lluri_host_to_ascii(big + 1024, 1019, big, 1024, &e), 1019);
    ck_assert_int_eq(memcmp(big, big + 1024, 1019), 0);
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
    ck_assert_int_eq(lluri_host_to_ascii_registration("a.b", 3, out, sizeof out, NULL),
                     LLURI_ENOTSUP);
#endif
}
END_TEST

int main(void)
{
    Suite *s = suite_create("idn");
    TCase *tc = tcase_create("IDNA profiles");
#ifdef HAVE_LIBIDN2
    tcase_add_loop_test(tc, to_ascii, 0, (int)(sizeof rows / sizeof rows[0]));
    tcase_add_loop_test(tc, to_ascii_registration, 0, (int)(sizeof rows / sizeof rows[0]));
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
