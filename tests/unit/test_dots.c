/* SPDX-License-Identifier: MIT */
/* test_dots.c — RFC 3986 §5.2.4 remove_dot_segments.
 *
 * lluri_remove_dot_segments() evaluates the RFC's loop right to left
 * (src/write/dots.c). Here the loop is transcribed literally, with an input and
 * an output buffer, and the two are compared on every path of up to 10
 * characters over ".", "/" and "a", at every output capacity. */
#include "ck.h"
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "contract.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

/* The RFC's algorithm, step by step. in and out have room for n + 1. */
static size_t rfc_loop(const char *path, size_t n, char *out)
{
    char in[64];
    size_t il = n, ol = 0;
    memcpy(in, path, n);
#define STARTS(s) (il >= strlen(s) && memcmp(in, s, strlen(s)) == 0)
#define IS(s) (il == strlen(s) && memcmp(in, s, il) == 0)
#define DROP(k) (memmove(in, in + (k), il - (k)), il -= (k))
    while (il > 0) {                                   /* 2. */
        if (STARTS("../")) {                           /* A. */
            DROP(3);
        } else if (STARTS("./")) {
            DROP(2);
        } else if (STARTS("/./")) {                    /* B. */
            DROP(2);
        } else if (IS("/.")) {
            in[0] = '/', il = 1;
        } else if (STARTS("/../") || IS("/..")) {      /* C. */
            if (IS("/.."))
                in[0] = '/', il = 1;
            else
                DROP(3);
            while (ol > 0 && out[ol - 1] != '/')
                ol--;
            if (ol > 0)
                ol--;                                  /* its preceding "/" */
        } else if (IS(".") || IS("..")) {              /* D. */
            il = 0;
        } else {                                       /* E. */
            size_t k = in[0] == '/' ? 1 : 0;           /* its "/", if any */
            while (k < il && in[k] != '/')
                k++;
            memcpy(out + ol, in, k);
            ol += k;
            DROP(k);
        }
    }
    return ol;                                         /* 3. */
}

/* RFC 3986 §5.2.4's two traces, and §5.4's dot cases in path form. */
static const struct { const char *in, *out; } examples[] = {
    { "/a/b/c/./../../g", "/a/g" },
    { "mid/content=5/../6", "mid/6" },
    { "/b/c/../../../g", "/g" },
    { "/./g", "/g" },
    { "/../g", "/g" },
    { "/b/c/g.", "/b/c/g." },
    { "/b/c/.g", "/b/c/.g" },
    { "/b/c/g..", "/b/c/g.." },
    { "/b/c/..g", "/b/c/..g" },
    { "/b/c/./../g", "/b/g" },
    { "/b/c/./g/.", "/b/c/g/" },
    { "/b/c/g/./h", "/b/c/g/h" },
    { "/b/c/g/../h", "/b/c/h" },
    { "/b/c/g;x=1/./y", "/b/c/g;x=1/y" },
    { "/b/c/g;x=1/../y", "/b/c/y" },
    { "/b/c/.", "/b/c/" },
    { "/b/c/..", "/b/" },
    { "", "" }, { ".", "" }, { "..", "" }, { "./", "" }, { "../", "" },
    { "/", "/" }, { "/.", "/" }, { "/..", "/" }, { "a/..", "/" },
    { "a/../b", "/b" },   /* the RFC's loop keeps the "/" of "/../" */
    { "//", "//" }, { "a//../b", "a/b" }, { "../../a", "a" },
};

START_TEST(rfc_examples)
{
    char out[64];
    const char *in = examples[_i].in, *want = examples[_i].out;
    size_t n = (size_t)lluri_remove_dot_segments(in, strlen(in), out, sizeof out, NULL);
    ck_assert_msg(n == strlen(want) && strcmp(out, want) == 0,
                  "\"%s\" -> \"%s\", want \"%s\"", in, out, want);
}
END_TEST

START_TEST(same_as_rfc_loop)
{
    /* every path of length _i over ".", "/", "a" */
    const char alphabet[] = "./a";
    size_t len = (size_t)_i, count = 1;
    for (size_t k = 0; k < len; k++)
        count *= 3;
    for (size_t code = 0; code < count; code++) {
        char path[16] = { 0 }, want[16], got[16];
        size_t c = code;
        for (size_t k = 0; k < len; k++, c /= 3)
            path[k] = alphabet[c % 3];
        size_t wn = rfc_loop(path, len, want);
        size_t gn = (size_t)lluri_remove_dot_segments(path, len, got, sizeof got, NULL);
        ck_assert_msg(gn == wn && memcmp(got, want, wn) == 0 && got[gn] == '\0',
                      "\"%.*s\": got \"%.*s\", RFC loop \"%.*s\"", (int)len,
                      path, (int)gn, got, (int)wn, want);
        /* every capacity: the same length and the writers' contract */
        for (size_t cap = 0; cap <= len + 2; cap++) {
            char small[16];
            const char *broken;
            memset(small, CONTRACT_CANARY, sizeof small);
            ck_assert_int_eq(lluri_remove_dot_segments(path, len, cap ? small : NULL, cap, NULL), (ptrdiff_t)wn);
            broken = contract_broken(small, sizeof small, cap, want, wn);
            ck_assert_msg(broken == NULL, "\"%.*s\" cap %zu: %s", (int)len, path, cap, broken);
        }
    }
}
END_TEST

START_TEST(not_nul_terminated)
{
    /* the input is bytes with a length: what follows is not read as path */
    char out[16];
    ck_assert_int_eq(lluri_remove_dot_segments("/a/..XYZ", 5, out, sizeof out, NULL), 1);
    ck_assert_str_eq(out, "/");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("remove_dot_segments");
    TCase *tc = tcase_create("RFC 3986 5.2.4");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, rfc_examples, 0, (int)(sizeof examples / sizeof examples[0]));
    tcase_add_loop_test(tc, same_as_rfc_loop, 0, 11);
    tcase_add_test(tc, not_nul_terminated);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
