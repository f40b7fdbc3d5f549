/* SPDX-License-Identifier: MIT */
/* test_query.c — the query-pair layer (include/lluri/query.h).
 *
 *  - lluri_query_clean(): rows of query, options, result (split at each
 *    separator, empty pairs dropped, keep and drop globs on the decoded
 *    key, the stable sort by decoded key); every error with its offset;
 *    the writers' contract at every capacity;
 *  - the glob syntax on its own (lluri_query_key_match) and key equality
 *    (lluri_query_key_is);
 *  - the iterator over a text (lluri_query_begin_text) at each separator;
 *  - generated queries: the sort against a reference (qsort by decoded key,
 *    then position), a fixed point (cleaning a clean query changes
 *    nothing), and the scratch a long query needs. */
#include "ck.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/query.h"
#include "contract.h"
#include "quick.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define T(s) { s, sizeof(s) - 1 }

static const lluri_text tracking[] = { T("utm_*"), T("fbclid"), T("gclid") };
static const lluri_text only_ab[] = { T("a"), T("b") };
static const lluri_text prefix_x[] = { T("x*") };

static const struct clean_row {
    const char *q;
    lluri_query_options o;
    const char *want;       /* NULL: an error */
    int code;
    size_t off;
} clean_rows[] = {
#define SORT LLURI_QUERY_SORT
    /* split: "&" by default; empty pieces are no pairs */
    { "a=1&b=2", { 0 }, "a=1&b=2", 0, 0 },
    { "", { 0 }, "", 0, 0 },
    { "&", { 0 }, "", 0, 0 },
    { "&&a&&b&&", { 0 }, "a&b", 0, 0 },
    { "=", { 0 }, "=", 0, 0 },              /* the empty key with a value is a pair */
    { "a;b&c", { 0 }, "a;b&c", 0, 0 },
    { "a;b&c", { .flags = LLURI_QUERY_SEMICOLON }, "a&b&c", 0, 0 },
    { "a;b&c", { .separator = ';' }, "a;b&c", 0, 0 },
    { "b|a||c", { .flags = SORT, .separator = '|' }, "a|b|c", 0, 0 },
    /* sort: by the decoded key, stable for equal keys */
    { "b=1&a=2", { .flags = SORT }, "a=2&b=1", 0, 0 },
    { "a=2&a=1&a=3", { .flags = SORT }, "a=2&a=1&a=3", 0, 0 },
    { "b&a=2&b=1&a=1", { .flags = SORT }, "a=2&a=1&b&b=1", 0, 0 },
    { "key1=x&key=y", { .flags = SORT }, "key=y&key1=x", 0, 0 },
    { "key=y&key1=x", { .flags = SORT }, "key=y&key1=x", 0, 0 },
    { "%7A=1&y=2", { .flags = SORT }, "y=2&%7A=1", 0, 0 },          /* %7A is z */
    { "a%62=1&ab=2&a%62=3", { .flags = SORT }, "a%62=1&ab=2&a%62=3", 0, 0 }, /* equal keys */
    { "%2F=1&-=2", { .flags = SORT }, "-=2&%2F=1", 0, 0 },          /* "/" after "-" */
    { "b=1&a%3Db=2&a=3", { .flags = SORT }, "a=3&a%3Db=2&b=1", 0, 0 }, /* "%3D" is key data */
    { "B=1&a=2", { .flags = SORT }, "B=1&a=2", 0, 0 },              /* case-sensitive */
    { "%zz=1&%=2&a=3", { .flags = SORT }, "%=2&%zz=1&a=3", 0, 0 },  /* a bad "%" is itself */
    { "a+b=1&a!=2", { .flags = SORT }, "a!=2&a+b=1", 0, 0 },
    { "a+b=1&a!=2", { .flags = SORT | LLURI_PCT_FORM }, "a+b=1&a!=2", 0, 0 }, /* "a b" */
    { "\xff=1&\x01=2", { .flags = SORT }, "\x01=2&\xff=1", 0, 0 },  /* unsigned bytes */
    { "c=3&&b=2&a=1&", { .flags = SORT }, "a=1&b=2&c=3", 0, 0 },
    /* keep and drop globs on the decoded key */
    { "utm_source=x&a=1&fbclid=y&gclid=z&utm_medium=w",
      { .drop = tracking, .ndrop = 3 }, "a=1", 0, 0 },
    { "utm%5Fsource=x&a=1&%75tm_campaign=c", { .drop = tracking, .ndrop = 3 }, "a=1", 0, 0 },
    { "utm_source=x", { .drop = tracking, .ndrop = 3 }, "", 0, 0 },
    { "fbclidx=1&xfbclid=2", { .drop = tracking, .ndrop = 3 }, "fbclidx=1&xfbclid=2", 0, 0 },
    { "UTM_source=1", { .drop = tracking, .ndrop = 3 }, "UTM_source=1", 0, 0 },
    { "c=1&b=2&a=3&bb=4", { .keep = only_ab, .nkeep = 2 }, "b=2&a=3", 0, 0 },
    { "c=1&b=2&a=3", { .flags = SORT, .keep = only_ab, .nkeep = 2 }, "a=3&b=2", 0, 0 },
    { "x1=1&x2=2&a=3", { .keep = prefix_x, .nkeep = 1, .drop = &prefix_x[0], .ndrop = 1 },
      "", 0, 0 },
    { "b=1&utm_x=2&a=1", { .flags = SORT, .drop = tracking, .ndrop = 3 }, "a=1&b=1", 0, 0 },
    { "a+b=1&a%20b=2", { .drop = (const lluri_text[]){ T("a b") }, .ndrop = 1,
                         .flags = LLURI_PCT_FORM }, "", 0, 0 },
    { "a+b=1&a%20b=2", { .drop = (const lluri_text[]){ T("a b") }, .ndrop = 1 },
      "a+b=1", 0, 0 },
    /* errors */
    { "a", { .flags = LLURI_ZONE_ID }, NULL, LLURI_EFLAGS, 0 },
    { "a", { .flags = LLURI_QUERY_SORT | LLURI_NORM_CASE }, NULL, LLURI_EFLAGS, 0 },
    { "a", { .separator = '=' }, NULL, LLURI_EINVAL, 0 },
    { "a", { .separator = '%' }, NULL, LLURI_EINVAL, 0 },
    { "a", { .ndrop = 1 }, NULL, LLURI_EINVAL, 0 },
    { "a", { .nkeep = 1 }, NULL, LLURI_EINVAL, 0 },
    { "a", { .keep = (const lluri_text[]){ { NULL, 1 } }, .nkeep = 1 }, NULL, LLURI_EINVAL, 0 },
    { "a", { .scratch_size = 64 }, NULL, LLURI_EINVAL, 0 },
#undef SORT
};

START_TEST(test_clean)
{
    const struct clean_row *r = &clean_rows[_i];
    size_t n = strlen(r->q);
    char *q = malloc(n + 1), out[256];
    lluri_error err = { 99, 99 };
    ptrdiff_t got;

    memcpy(q, r->q, n);     /* exactly n bytes read: ASan sees more */
    got = lluri_query_clean(q, n, &r->o, out, sizeof out, &err);
    if (r->want == NULL) {
        ck_assert_msg(got == r->code && err.code == r->code && err.offset == r->off,
                      "\"%s\": %td (%s at %zu), want %s at %zu", r->q, got,
                      lluri_errname(err.code), err.offset, lluri_errname(r->code), r->off);
        ck_assert_str_eq(out, "");
        free(q);
        return;
    }
    ck_assert_msg(got >= 0, "\"%s\": %s at %zu", r->q, lluri_errname((int)got), err.offset);
    ck_assert_msg((size_t)got == strlen(r->want) && memcmp(out, r->want, (size_t)got) == 0,
                  "\"%s\": \"%s\", want \"%s\"", r->q, out, r->want);
    ck_assert_int_eq(err.code, LLURI_OK);
    /* the writers' contract at every capacity */
    for (size_t cap = 0; cap <= (size_t)got + 1; cap++) {
        char buf[300];
        memset(buf, CONTRACT_CANARY, sizeof buf);
        ck_assert_int_eq(lluri_query_clean(q, n, &r->o, cap ? buf : NULL, cap, NULL), got);
        const char *bad = contract_broken(buf, sizeof buf, cap, r->want, (size_t)got);
        ck_assert_msg(bad == NULL, "\"%s\" at cap %zu: %s", r->q, cap, bad);
    }
    /* cleaned once is clean: the same options change nothing more */
    {
        char again[256];
        ck_assert_int_eq(lluri_query_clean(out, (size_t)got, &r->o, again, sizeof again, NULL),
                         got);
        ck_assert_str_eq(again, out);
    }
    free(q);
}
END_TEST

START_TEST(test_clean_arguments)
{
    char out[16];
    lluri_error err;

    /* NULL options: split at "&", empty pairs dropped */
    ck_assert_int_eq(lluri_query_clean("b&&a", 4, NULL, out, sizeof out, &err), 3);
    ck_assert_str_eq(out, "b&a");
    ck_assert_int_eq(lluri_query_clean(NULL, 0, NULL, out, sizeof out, &err), 0);
    ck_assert_str_eq(out, "");
    ck_assert_int_eq(lluri_query_clean(NULL, 1, NULL, out, sizeof out, &err), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_clean("a", 1, NULL, NULL, 4, &err), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_clean("a", 1, NULL, NULL, 0, NULL), 1);
}
END_TEST

/* ---- globs and keys --------------------------------------------------------------- */

static const struct glob_row {
    const char *key;        /* as written */
    const char *glob;
    unsigned flags;
    int match;
} glob_rows[] = {
    { "utm_source", "utm_*", 0, 1 }, { "utm_", "utm_*", 0, 1 }, { "utm", "utm_*", 0, 0 },
    { "utm%5Fsource", "utm_*", 0, 1 }, { "utm%5fsource", "utm_source", 0, 1 },
    { "%75tm_x", "utm_*", 0, 1 }, { "xutm_a", "utm_*", 0, 0 },
    { "", "", 0, 1 }, { "", "*", 0, 1 }, { "", "?", 0, 0 }, { "a", "", 0, 0 },
    { "abc", "a?c", 0, 1 }, { "ac", "a?c", 0, 0 }, { "a%2Fc", "a?c", 0, 1 },
    { "abc", "*c", 0, 1 }, { "abcbc", "*bc", 0, 1 }, { "abcbd", "*bc", 0, 0 },
    { "aXbXc", "a*b*c", 0, 1 }, { "aXbXd", "a*b*c", 0, 0 }, { "abab", "*ab*ab", 0, 1 },
    { "b", "[abc]", 0, 1 }, { "d", "[abc]", 0, 0 }, { "m", "[a-z]", 0, 1 },
    { "M", "[a-z]", 0, 0 }, { "M", "[!a-z]", 0, 1 }, { "m", "[^a-z]", 0, 0 },
    { "]", "[]a]", 0, 1 }, { "a", "[]a]", 0, 1 }, { "-", "[a-]", 0, 1 },
    { "[", "[", 0, 1 }, { "[a", "[a", 0, 1 }, { "x", "[", 0, 0 },
    { "*", "\\*", 0, 1 }, { "a", "\\*", 0, 0 }, { "?", "\\?", 0, 1 },
    { "]", "[\\]]", 0, 1 }, { "\\", "\\", 0, 1 },
    { "a+b", "a b", 0, 0 }, { "a+b", "a b", LLURI_PCT_FORM, 1 }, { "a%2Bb", "a+b", LLURI_PCT_FORM, 1 },
    { "a%00b", "a?b", 0, 1 }, { "%zz", "%zz", 0, 1 }, { "%e9", "\xe9", 0, 1 },
    { "k%3D", "k=", 0, 1 },
};

START_TEST(test_glob)
{
    const struct glob_row *r = &glob_rows[_i];
    int got = lluri_query_key_match(r->key, strlen(r->key), r->glob, strlen(r->glob), r->flags);
    ck_assert_msg(got == r->match, "key \"%s\" glob \"%s\": %d, want %d", r->key, r->glob, got,
                  r->match);
}
END_TEST

START_TEST(test_keys)
{
    ck_assert_int_eq(lluri_query_key_is("utm%5Fsource", 12, "utm_source", 10, 0), 1);
    ck_assert_int_eq(lluri_query_key_is("a+b", 3, "a b", 3, 0), 0);
    ck_assert_int_eq(lluri_query_key_is("a+b", 3, "a b", 3, LLURI_PCT_FORM), 1);
    ck_assert_int_eq(lluri_query_key_is("ab", 2, "a", 1, 0), 0);
    ck_assert_int_eq(lluri_query_key_is("a", 1, "ab", 2, 0), 0);
    ck_assert_int_eq(lluri_query_key_is("%4", 2, "%4", 2, 0), 1);
    ck_assert_int_eq(lluri_query_key_is("", 0, NULL, 0, 0), 1);
    ck_assert_int_eq(lluri_query_key_is("a", 1, "a", 1, LLURI_QUERY_SORT), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_query_key_is(NULL, 1, "a", 1, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_key_match("a", 1, NULL, 1, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_query_key_match("a", 1, "a", 1, LLURI_ZONE_ID), LLURI_EFLAGS);
}
END_TEST

/* ---- the iterator over a text ------------------------------------------------------- */

START_TEST(test_begin_text)
{
    static const struct { const char *q; lluri_query_options o; const char *want; } rows[] = {
        { "a=1&&b;c=", { 0 }, "[a=1][b;c=]" },
        { "a=1&&b;c=", { .flags = LLURI_QUERY_SEMICOLON }, "[a=1][b][c=]" },
        { "a=1|b|&c", { .separator = '|' }, "[a=1][b][&c]" },
        { "a=b=c", { 0 }, "[a=b=c]" },
        { "", { 0 }, "" },
    };
    for (size_t i = 0; i < NELEM(rows); i++) {
        lluri_query_iter it;
        lluri_query_pair p;
        char got[64] = "";
        size_t o = 0;
        ck_assert_int_eq(lluri_query_begin_text(&it, rows[i].q, strlen(rows[i].q), &rows[i].o), 0);
        while (lluri_query_next(&it, &p) == 1)
            o += (size_t)snprintf(got + o, sizeof got - o, "[%.*s%s%.*s]", (int)p.key.len,
                                  rows[i].q + p.key.off, p.has_value ? "=" : "",
                                  (int)p.value.len, rows[i].q + p.value.off);
        ck_assert_msg(strcmp(got, rows[i].want) == 0, "\"%s\": %s, want %s", rows[i].q, got,
                      rows[i].want);
    }
    {
        lluri_query_iter it;
        lluri_query_pair p;
        lluri_query_options o = { .flags = LLURI_QUERY_SORT };
        ck_assert_int_eq(lluri_query_begin_text(&it, "a", 1, &o), LLURI_EFLAGS);
        ck_assert_int_eq(lluri_query_next(&it, &p), LLURI_EFLAGS);
        o = (lluri_query_options){ .drop = tracking, .ndrop = 1 };
        ck_assert_int_eq(lluri_query_begin_text(&it, "a", 1, &o), LLURI_EINVAL);
        o = (lluri_query_options){ .separator = '=' };
        ck_assert_int_eq(lluri_query_begin_text(&it, "a", 1, &o), LLURI_EINVAL);
        ck_assert_int_eq(lluri_query_begin_text(&it, NULL, 1, NULL), LLURI_EINVAL);
        ck_assert_int_eq(lluri_query_next(&it, &p), LLURI_EINVAL);
        ck_assert_int_eq(lluri_query_begin_text(NULL, "a", 1, NULL), LLURI_EINVAL);
    }
}
END_TEST

/* ---- generated queries -------------------------------------------------------------- */

struct ref_pair {
    const char *p;
    size_t n, pos;
    unsigned char key[64];
    size_t kn;
};

static int ref_cmp(const void *a, const void *b)
{
    const struct ref_pair *x = a, *y = b;
    size_t m = x->kn < y->kn ? x->kn : y->kn;
    int c = memcmp(x->key, y->key, m);
    if (c == 0)
        c = (x->kn > y->kn) - (x->kn < y->kn);
    return c ? c : (x->pos > y->pos) - (x->pos < y->pos);
}

/* The reference: each pair's key decoded by lluri_pct_decode (or left as
 * written when it does not decode: a bad "%" is itself), sorted by
 * qsort on (decoded key, position). */
static size_t reference(const char *q, size_t n, char *out)
{
    struct ref_pair pairs[400] = {{0}};
    size_t np = 0, o = 0;
    for (size_t at = 0; at <= n; ) {
        const char *amp = memchr(q + at, '&', n - at);
        size_t e = amp ? (size_t)(amp - q) : n;
        if (e > at) {
            struct ref_pair *r = &pairs[np];
            const char *eq = memchr(q + at, '=', e - at);
            size_t kn = eq ? (size_t)(eq - (q + at)) : e - at;
            ptrdiff_t d = lluri_pct_decode(q + at, kn, 0, (char *)r->key, sizeof r->key, NULL);
            ck_assert_msg(d >= 0, "the generator writes only valid escapes");
            r->p = q + at;
            r->n = e - at;
            r->pos = np;
            r->kn = (size_t)d;
            np++;
        }
        at = e + 1;
    }
    qsort(pairs, np, sizeof pairs[0], ref_cmp);
    for (size_t i = 0; i < np; i++) {
        if (i > 0)
            out[o++] = '&';
        memcpy(out + o, pairs[i].p, pairs[i].n);
        o += pairs[i].n;
    }
    return o;
}

START_TEST(test_sort_reference)
{
    static const char *const bits[] = { "a", "b", "A", "%61", "%62", "%41", "%2F", "/", "-",
                                        "=", "=x", "=y", "&", "&&", "%20", "~", "%7E", "0",
                                        "%00", "%FF", "%ff", "." };
    unsigned seed = 12345;
    size_t rounds = QUICK(20000, 2000);
    lluri_query_options o = { .flags = LLURI_QUERY_SORT };

    for (size_t r = 0; r < rounds; r++) {
        char q[400], want[400], got[400];
        size_t n = 0, len = 1 + r % 40;
        for (size_t i = 0; i < len; i++) {
            seed = seed * 1103515245u + 12345u;
            const char *b = bits[(seed >> 16) % NELEM(bits)];
            memcpy(q + n, b, strlen(b));
            n += strlen(b);
        }
        size_t wn = reference(q, n, want);
        ptrdiff_t gn = lluri_query_clean(q, n, &o, got, sizeof got, NULL);
        ck_assert_msg(gn == (ptrdiff_t)wn && memcmp(got, want, wn) == 0,
                      "\"%.*s\": \"%s\", want \"%.*s\"", (int)n, q, got, (int)wn, want);
    }
}
END_TEST

/* More pairs than the stack sorts: LLURI_ETOOLONG at the first pair that
 * did not fit, and with the scratch LLURI_QUERY_SCRATCH() gives, sorted
 * and stable. */
START_TEST(test_scratch)
{
    size_t np = 3000, n = 0;
    char *q = malloc(np * 9), *out = malloc(np * 9);
    lluri_query_options o = { .flags = LLURI_QUERY_SORT };
    lluri_error err;
    ptrdiff_t got;
    size_t at257 = 0;

    for (size_t i = 0; i < np; i++) {
        if (i == LLURI_QUERY_STACK_PAIRS)
            at257 = n + 1;
        n += (size_t)sprintf(q + n, "%s%c=%zu", i ? "&" : "", (char)('z' - i % 26), i);
    }
    got = lluri_query_clean(q, n, &o, out, np * 9, &err);
    ck_assert_int_eq(got, LLURI_ETOOLONG);
    ck_assert_uint_eq(err.offset, at257);
    /* without sorting no room is needed */
    o.flags = 0;
    ck_assert_int_eq(lluri_query_clean(q, n, &o, out, np * 9, &err), (ptrdiff_t)n);
    o.flags = LLURI_QUERY_SORT;
    o.scratch_size = LLURI_QUERY_SCRATCH(n);
    o.scratch = malloc(o.scratch_size + 1);
    o.scratch = (char *)o.scratch + 1;      /* unaligned: the layer aligns it */
    got = lluri_query_clean(q, n, &o, out, np * 9, &err);
    ck_assert_int_eq(got, (ptrdiff_t)n);
    /* sorted by key; each key's values (their pair's index) in order */
    {
        char prev_key = 0;
        long prev_v = -1;
        size_t count = 0;
        for (char *p = out; p < out + got; count++) {
            char *amp = memchr(p, '&', (size_t)(out + got - p));
            long v = strtol(p + 2, NULL, 10);
            ck_assert(p[0] >= prev_key);
            if (p[0] == prev_key)
                ck_assert_int_gt(v, prev_v);
            prev_key = p[0];
            prev_v = v;
            p = amp ? amp + 1 : out + got;
        }
        ck_assert_uint_eq(count, np);
    }
    free((char *)o.scratch - 1);
    /* a scratch smaller than the stack is not used */
    {
        char small[64];
        o.scratch = small;
        o.scratch_size = sizeof small;
        ck_assert_int_eq(lluri_query_clean(q, n, &o, out, np * 9, &err), LLURI_ETOOLONG);
    }
    free(q);
    free(out);
}
END_TEST

/* Stability with many equal keys: the values of one key keep their order
 * across the merge passes. */
START_TEST(test_stable)
{
    char q[4096], out[4096];
    size_t n = 0;
    lluri_query_options o = { .flags = LLURI_QUERY_SORT };
    for (int i = 0; i < 200; i++)
        n += (size_t)sprintf(q + n, "%s%s=%03d", i ? "&" : "", i % 3 == 0 ? "k" : i % 3 == 1 ? "%6B" : "j", i);
    ptrdiff_t got = lluri_query_clean(q, n, &o, out, sizeof out, NULL);
    ck_assert_int_eq(got, (ptrdiff_t)n);
    int last_j = -1, last_k = -1;
    for (char *p = out; p < out + got; ) {
        char *amp = memchr(p, '&', (size_t)(out + got - p));
        char *eq = memchr(p, '=', (size_t)((amp ? amp : out + got) - p));
        int v = atoi(eq + 1);
        if (p[0] == 'j') {
            ck_assert_int_eq(last_k, -1);           /* every j before every k */
            ck_assert_int_gt(v, last_j);
            last_j = v;
        } else {
            ck_assert_int_gt(v, last_k);            /* "k" and "%6B" kept in order */
            last_k = v;
        }
        p = amp ? amp + 1 : out + got;
    }
    ck_assert_int_eq(last_k, 199);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("query");
    TCase *tc = tcase_create("the query-pair layer");
    SRunner *sr;
    int failed;

    tcase_add_loop_test(tc, test_clean, 0, (int)NELEM(clean_rows));
    tcase_add_test(tc, test_clean_arguments);
    tcase_add_loop_test(tc, test_glob, 0, (int)NELEM(glob_rows));
    tcase_add_test(tc, test_keys);
    tcase_add_test(tc, test_begin_text);
    tcase_add_test(tc, test_sort_reference);
    tcase_add_test(tc, test_scratch);
    tcase_add_test(tc, test_stable);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
