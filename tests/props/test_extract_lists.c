/* SPDX-License-Identifier: MIT */
/* test_extract_lists.c — no URL of the shipped lists (tests/common/
 * dataset.h) is cut short in prose: each, put between words ("see URL
 * now"), comes back from lluri_extract_next() whole, as a hit or as an
 * error (LLURI_EXTRACT_ERRORS), in a URI reading and in an IRI and
 * lenient one; never as a prefix of itself.
 *
 * "Whole" is what prose lets a reader see: the line from its scheme (the
 * first "scheme:" in it; LLURI_EXTRACT_ANY_SCHEME, so that "node:url" is
 * one) to its end, less the sentence's punctuation at its end (extract.h:
 * ". , ; : ! ? '" and an unbalanced ")" or "]"). A line with no scheme
 * (a relative reference) is no URL in prose, and one that holds a byte
 * that ends a URL in prose (whitespace, a control byte, < > ") cannot
 * stand in it as one URL: both are counted and left out. */
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "dataset.h"
#include "quick.h"

static int scheme_char(unsigned char c)
{
    return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || (c >= '0' && c <= '9') || c == '+'
        || c == '-' || c == '.';
}

/* Where the URL of line s[0 .. n) begins: its first "scheme:" whose
 * first letter follows no letter or digit; n when it has none. */
static size_t url_start(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        size_t j = i;
        if (!((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'z'))
            continue;
        if (i > 0 && scheme_char((unsigned char)s[i - 1])
            && !(s[i - 1] == '+' || s[i - 1] == '-' || s[i - 1] == '.'))
            continue;
        while (j < n && scheme_char((unsigned char)s[j]))
            j++;
        if (j < n && s[j] == ':' && j + 1 < n)
            return i;
        i = j;
    }
    return n;
}

/* s[0 .. n) less the sentence's punctuation at its end (extract.h). */
static size_t trimmed(const char *s, size_t n)
{
    for (;;) {
        if (n == 0)
            return 0;
        char c = s[n - 1];
        if (strchr(".,;:!?'", c) != NULL) {
            n--;
            continue;
        }
        if (c == ')' || c == ']') {
            size_t open = 0, close = 0;
            for (size_t i = 0; i < n; i++) {
                open += s[i] == (c == ')' ? '(' : '[');
                close += s[i] == c;
            }
            if (close > open) {
                n--;
                continue;
            }
        }
        return n;
    }
}

static int ends_in_prose(unsigned char c)
{
    return c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == '"';
}

START_TEST(lists)
{
    static const unsigned readings[] = {
        LLURI_EXTRACT_ERRORS | LLURI_EXTRACT_ANY_SCHEME,
        LLURI_EXTRACT_ERRORS | LLURI_EXTRACT_ANY_SCHEME | LLURI_IRI | LLURI_LENIENT,
    };
    dataset_iter d;
    const char *s;
    size_t n, cap = 0;
    char *text = NULL;
    long urls = 0, whole = 0, errors = 0, relative = 0, spaced = 0, bad = 0;

    if (!dataset_begin(&d, (size_t)_i))
        return;
    while (dataset_next(&d, &s, &n)) {
        size_t at = url_start(s, n), want, k;
        int skip = 0;
        if (test_quick() && d.lineno % 16 != 0)
            continue;                       /* under valgrind: a sixteenth */
        if (at == n) {
            relative++;
            continue;
        }
        for (k = at; k < n && !skip; k++)
            skip = ends_in_prose((unsigned char)s[k]);
        if (skip) {
            spaced++;
            continue;
        }
        want = trimmed(s + at, n - at);
        {
            /* a URL reaches past "scheme:", or "scheme://" (extract.h):
             * "https://" alone is none */
            size_t lead = (size_t)((const char *)memchr(s + at, ':', n - at) - (s + at)) + 1;
            if (lead + 2 <= n - at && s[at + lead] == '/' && s[at + lead + 1] == '/')
                lead += 2;
            if (want <= lead)
                continue;
        }
        urls++;
        if (cap < n + 16) {
            cap = 2 * n + 16;
            char *grown = realloc(text, cap);
            ck_assert_ptr_nonnull(grown);
            text = grown;
        }
        memcpy(text, "see ", 4);
        memcpy(text + 4, s, n);
        memcpy(text + 4 + n, " now", 4);
        for (size_t r = 0; r < sizeof readings / sizeof readings[0]; r++) {
            lluri_extract_iter x;
            lluri_extract_hit h;
            int found = 0;
            lluri_extract_begin(&x, text, n + 8, readings[r]);
            while (lluri_extract_next(&x, &h, NULL, 0) == 1) {
                if (h.off + h.len <= 4 + at || h.off >= 4 + at + want)
                    continue;               /* a hit before or after it */
                found = h.form == LLURI_EXTRACT_BARE && h.off == 4 + at && h.len == want;
                if (found) {
                    whole += r == 0;
                    errors += r == 0 && h.error.code != LLURI_OK;
                } else if (bad++ < 20) {
                    fflush(stdout);
                    printf("%s line %zu, reading %zu: \"%.*s\" gives \"%.*s\" (%s)\n",
                           dataset_names[_i], d.lineno, r, (int)want, s + at, (int)h.len,
                           text + h.off, lluri_errname(h.error.code));
                }
                break;
            }
            if (!found && bad++ < 20)
                printf("%s line %zu, reading %zu: \"%.*s\" not found whole\n",
                       dataset_names[_i], d.lineno, r, (int)want, s + at);
        }
    }
    dataset_end(&d);
    free(text);
    printf("%s: %ld URLs in prose, %ld whole (%ld of them errors in a URI reading), %ld "
           "cut; %ld lines without a scheme, %ld with a byte that ends a URL in prose\n",
           dataset_names[_i], urls, whole, errors, bad, relative, spaced);
    ck_assert_int_eq(bad, 0);
    ck_assert_int_eq(whole, urls);
}
END_TEST

int main(void)
{
    Suite *su = suite_create("extract_lists");
    TCase *tc = tcase_create("the shipped lists in prose");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, lists, 0, (int)DATASET_COUNT);
    suite_add_tcase(su, tc);
    SRunner *sr = srunner_create(su);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
