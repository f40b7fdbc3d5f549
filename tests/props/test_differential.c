/* SPDX-License-Identifier: MIT */
/* test_differential.c — lluri against uriparser (strict RFC 3986) on the
 * same bytes, deterministically: the test vectors, a table of tricky
 * inputs, and every line of the datasets in ../shared/data/urls (when
 * present). For each input both must accept or both reject, and when both
 * accept they must agree on every component boundary and the host kind
 * (fuzz/uriparser_diff.h does the comparison). A disagreement passes only
 * when it is one of the documented cases (diff_cases[] in uriparser_diff.h,
 * fuzz/DIFFERENTIAL.md), each with the RFC text that decides it; each
 * documented case is also exercised by a row here, so a case uriparser no
 * longer shows, or one that stops being recognized, fails the test.
 * Built only when uriparser is found. */
#include "ck.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uriparser_diff.h"
#include "vectors.h"
#include "dataset.h"

/* ---- tricky inputs ---------------------------------------------------------- */

static const struct {
    const char *in;
    size_t      len;      /* 0: strlen(in) */
    int         zone;     /* lluri with LLURI_ZONE_ID */
    const char *expect;   /* NULL: agree; else the documented case's name */
    int         valid;    /* when agreeing: both accept (1) or both reject (0) */
} tricky_rows[] = {
    /* §3.2.2 IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
    { .in = "http://[v1.x]/", .valid = 1 },
    { .in = "http://[V1.x]/", .valid = 1 },
    { .in = "http://[vA.x:y]/", .valid = 1 },
    { .in = "http://[v1.]/", .valid = 0 },
    { .in = "//[v.x]", .valid = 0 },
    { .in = "//[vg.x]", .valid = 0 },
    { .in = "//[v1x]", .valid = 0 },
    { .in = "//[]", .valid = 0 },
    /* §3.2.3 port = *DIGIT: empty, and as long as it likes */
    { .in = "http://h:/", .valid = 1 },
    { .in = "http://[::1]:/", .valid = 1 },
    { .in = "//h:99999999999999", .valid = 1 },
    { .in = "//h:8a", .valid = 0 },
    /* "%" in a host: pct-encoded in reg-name, nowhere in an IP literal */
    { .in = "http://a%41b/", .valid = 1 },
    { .in = "http://a%4/", .valid = 0 },
    { .in = "http://[::1%251]/", .valid = 0 },
    /* RFC 6874 zone ids: lluri only with LLURI_ZONE_ID */
    { .in = "http://[fe80::1%25eth0]/", .valid = 0 },
    { .in = "http://[fe80::1%25eth0]/", .zone = 1, .expect = "zone-id" },
    { .in = "//[::1%25%41]", .zone = 1, .expect = "zone-id" },
    { .in = "//[::1%25]", .zone = 1, .valid = 0 },
    { .in = "//[1.2.3.4%25x]", .zone = 1, .valid = 0 },
    /* §3.2.2 IPv6address, the nine forms, and not-quite ones */
    { .in = "//[::ffff:1.2.3.4]", .valid = 1 },
    { .in = "//[::1.2.3.4]", .valid = 1 },
    { .in = "//[1:2:3:4:5:6:7::]", .valid = 1 },
    { .in = "//[::1:2:3:4:5:6:7]", .valid = 1 },
    { .in = "//[1:2:3:4:5:6:7:8:9]", .valid = 0 },
    { .in = "//[1::2::3]", .valid = 0 },
    { .in = "//[::2:127.0.10.0.1]", .valid = 0 },
    { .in = "//[::256.1.1.1]", .valid = 0 },
    /* IPv4address or reg-name (first-match-wins) */
    { .in = "//1.2.3.4.5", .valid = 1 },
    { .in = "//1.2.3", .valid = 1 },
    { .in = "//01.2.3.4", .valid = 1 },
    { .in = "//256.1.1.1", .valid = 1 },
    { .in = "//1.2.3.4", .valid = 1 },
    /* empty and one-delimiter references */
    { .in = "", .valid = 1 },
    { .in = "#", .valid = 1 },
    { .in = "?", .valid = 1 },
    { .in = "//", .valid = 1 },
    { .in = "///", .valid = 1 },
    { .in = "a:", .valid = 1 },
    { .in = "a://", .valid = 1 },
    { .in = "a:/.//x", .valid = 1 },
    { .in = ":", .valid = 0 },
    { .in = "//@h", .valid = 1 },
    { .in = "//u:p@h", .valid = 1 },
    { .in = "x:%zz", .valid = 0 },
    /* bytes outside the grammar, NUL included */
    { BYTES("a\0b"), .valid = 0 },
    { .in = "http://h/\x80", .valid = 0 },
    { .in = "http://h/ ", .valid = 0 },
};

START_TEST(tricky)
{
    const char  *in = tricky_rows[_i].in;
    size_t       n = vector_len(in, tricky_rows[_i].len);
    diff_outcome o = diff_run(in, n, tricky_rows[_i].zone);
    int          k = o.what == DIFF_AGREE ? -1 : diff_known(in, n, &o);

    if (tricky_rows[_i].expect == NULL) {
        ck_assert_msg(o.what == DIFF_AGREE, "\"%s\": %s (lluri %s at %zu, uriparser %d at %zu)", in,
                      diff_what_name[o.what], lluri_errname(o.ll_code), o.ll_offset, o.up_code,
                      o.up_offset);
        ck_assert_msg((o.ll_code == 0) == tricky_rows[_i].valid, "\"%s\": lluri %s", in,
                      lluri_errname(o.ll_code));
    } else {
        ck_assert_msg(k >= 0 && strcmp(diff_cases[k].name, tricky_rows[_i].expect) == 0,
                      "\"%s\": expected the documented case %s, got %s (%s)", in, tricky_rows[_i].expect,
                      diff_what_name[o.what], k >= 0 ? diff_cases[k].name : "undocumented");
    }
}
END_TEST

/* Every documented case has a row above that shows it. */
START_TEST(cases_exemplified)
{
    size_t j;
    int    seen = 0;
    for (j = 0; j < NELEM(tricky_rows); j++)
        if (tricky_rows[j].expect && strcmp(tricky_rows[j].expect, diff_cases[_i].name) == 0)
            seen = 1;
    ck_assert_msg(seen, "documented case %s has no example row", diff_cases[_i].name);
    ck_assert(diff_cases[_i].rfc != NULL && strlen(diff_cases[_i].rfc) > 20);
}
END_TEST

/* ---- the test vectors ---------------------------------------------------------- */

static void expect_agree(const char *in, size_t n, int zone)
{
    diff_outcome o = diff_run(in, n, zone);
    int          k = o.what == DIFF_AGREE ? -1 : diff_known(in, n, &o);
    ck_assert_msg(o.what == DIFF_AGREE || k >= 0,
                  "\"%.*s\": %s (lluri %s at %zu, uriparser %d at %zu), not a documented case", (int)n, in,
                  diff_what_name[o.what], lluri_errname(o.ll_code), o.ll_offset, o.up_code, o.up_offset);
}

START_TEST(valid_vector)
{
    const struct valid_vector *v = &valid_vectors[_i];
    expect_agree(v->in, vector_len(v->in, v->len), (v->flags & LLURI_ZONE_ID) != 0);
}
END_TEST

START_TEST(invalid_vector)
{
    const struct invalid_vector *v = &invalid_vectors[_i];
    expect_agree(v->in, vector_len(v->in, v->len), (v->flags & LLURI_ZONE_ID) != 0);
}
END_TEST

/* ---- the datasets ------------------------------------------------------------------ */

/* Every line (without its "\n", "\r\n" and a leading UTF-8 BOM) must agree. */
START_TEST(dataset)
{
    dataset_iter d;
    const char *s;
    size_t n, lines = 0, agree = 0, known = 0;

    if (!dataset_begin(&d, (size_t)_i))
        return;
    while (dataset_next(&d, &s, &n)) {
        diff_outcome o;
        if (lines == 0 && n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
            s += 3;
            n -= 3;
        }
        lines++;
        o = diff_run(s, n, 0);
        if (o.what == DIFF_AGREE)
            agree++;
        else {
            ck_assert_msg(diff_known(s, n, &o) >= 0, "%s line %zu: %s (lluri %s at %zu, uriparser %d at %zu)",
                          dataset_names[_i], lines, diff_what_name[o.what], lluri_errname(o.ll_code),
                          o.ll_offset, o.up_code, o.up_offset);
            known++;
        }
    }
    dataset_end(&d);
    printf("dataset %s: %zu lines, %zu agree, %zu documented disagreements\n", dataset_names[_i], lines,
           agree, known);
    ck_assert(lines > 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("differential");
    TCase *t = tcase_create("lluri vs uriparser");
    size_t ncases = 0;
    SRunner *sr;
    int failed;

    while (diff_cases[ncases].name != NULL)
        ncases++;
    tcase_add_loop_test(t, tricky, 0, (int)NELEM(tricky_rows));
    tcase_add_loop_test(t, cases_exemplified, 0, (int)ncases);
    tcase_add_loop_test(t, valid_vector, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(t, invalid_vector, 0, (int)NELEM(invalid_vectors));
    tcase_add_loop_test(t, dataset, 0, (int)DATASET_COUNT);
    tcase_set_timeout(t, 120);
    suite_add_tcase(s, t);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
