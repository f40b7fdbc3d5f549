/* SPDX-License-Identifier: MIT */
/* test_edited.c — a lluri the caller edited gives the output of the text
 * it now describes (lluri.h: the writers read each component through its
 * span and presence bit; their fast paths, which copy runs of the text,
 * are taken only for a struct laid out as lluri_parse() leaves it).
 *
 * Every URI of a list is parsed, then edited in each way a caller would:
 * each presence bit cleared, each present span shortened by one byte at
 * its end or at its start. The edited struct is the "truth" only through
 * its components: lluri_get_parts() + lluri_recompose() give the text it
 * describes, which is parsed again. normalize, resolve (the edited struct
 * as base and as reference) and relativize (as base and as target) must
 * then give, byte for byte, what they give for the re-parsed text, or the
 * same error. An edit that makes components that cannot be recomposed
 * (LLURI_EPARTS and the like) must make the writers fail or succeed without
 * reading outside the text: ASan, UBSan and valgrind watch that. */
#include "ck.h"
#include <stdio.h>
#include <string.h>

#include "lluri.h"
#include "lluri/fetch.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define CAP 512

static const char *const uris[] = {
    "http://user:pw@example.com:8080/a/b/c?x=1&secret=2#frag",
    "http://a/b/c/d;p?q",
    "https://[2001:db8::1]:443/./x/../y?#",
    "http://h?q",
    "http://h#f",
    "ftp://u@h/",
    "//net.example/p/q?r",
    "/abs/./path/../x?q#f",
    "rel/a/../b?q",
    "?only",
    "#only",
    "urn:isbn:0451450523",
    "mailto:a@b.example?subject=hi",
    "file:///etc/hosts",
    "HTTP://EXA%41MPLE.com:/%7Euser/../x",
    "x:/a/..//b",
    "g;x=1/../y",
};

static const char *const refs[] = { "g", "../g?q", "//h2/p", "?y", "#s", "/g/./h" };

static size_t checked, skipped;

/* The output of one writer call, or its error. */
struct out {
    ptrdiff_t n;
    int       code;
    char      text[CAP];
};

static void norm(const lluri *u, struct out *o)
{
    lluri_error e = { 0, 0 };
    o->n = lluri_normalize(u, LLURI_NORM_ALL, o->text, CAP, NULL, &e);
    o->code = e.code;
}

static void resolve(const lluri *b, const lluri *r, struct out *o)
{
    lluri_error e = { 0, 0 };
    o->n = lluri_resolve(b, r, 0, o->text, CAP, NULL, &e);
    o->code = e.code;
}

static void relativize(const lluri *b, const lluri *t, struct out *o)
{
    lluri_error e = { 0, 0 };
    o->n = lluri_relativize(b, t, 0, o->text, CAP, NULL, &e);
    o->code = e.code;
}

static void same(const struct out *got, const struct out *want, const char *what,
                 const char *uri, const char *edit)
{
    int ok = got->n == want->n
             && (got->n < 0 ? got->code == want->code
                            : memcmp(got->text, want->text, (size_t)got->n) == 0);
    ck_assert_msg(ok, "%s of \"%s\" %s: %td \"%.*s\", the re-parsed text gives %td \"%.*s\"",
                  what, uri, edit, got->n, got->n > 0 ? (int)got->n : 0, got->text,
                  want->n, want->n > 0 ? (int)want->n : 0, want->text);
    checked++;
}

/* Every writer on the edited e against the re-parsed text it describes. */
static void compare(const lluri *e, const char *uri, const char *edit)
{
    lluri_parts parts;
    char text[CAP];
    lluri again, b, r;
    struct out got, want;

    if (lluri_get_parts(e, &parts) < 0
        || lluri_recompose(&parts, text, sizeof text, &again, NULL) < 0) {
        /* no text describes it: the writers must still stay inside */
        norm(e, &got);
        ck_assert(lluri_parse(&b, "http://a/b/c", 12, 0, NULL) == 0);
        resolve(&b, e, &got);
        relativize(&b, e, &got);
        skipped++;
        return;
    }
    norm(e, &got);
    norm(&again, &want);
    same(&got, &want, "normalize", uri, edit);
    for (size_t i = 0; i < NELEM(refs); i++) {
        ck_assert(lluri_parse(&r, refs[i], strlen(refs[i]), 0, NULL) == 0);
        resolve(e, &r, &got);
        resolve(&again, &r, &want);
        same(&got, &want, "resolve (as base)", uri, edit);
    }
    ck_assert(lluri_parse(&b, "http://a/b/c/d;p?q", 18, 0, NULL) == 0);
    resolve(&b, e, &got);
    resolve(&b, &again, &want);
    same(&got, &want, "resolve (as reference)", uri, edit);
    relativize(&b, e, &got);
    relativize(&b, &again, &want);
    same(&got, &want, "relativize (as target)", uri, edit);
    ck_assert(lluri_parse(&r, "http://a/b/x/y?z", 16, 0, NULL) == 0);
    relativize(e, &r, &got);
    relativize(&again, &r, &want);
    same(&got, &want, "relativize (as base)", uri, edit);
}

static const struct {
    const char *name;
    uint32_t    bit;
    size_t      span;       /* offsetof the span in lluri */
} fields[] = {
    { "scheme", LLURI_HAS_SCHEME, offsetof(lluri, scheme) },
    { "userinfo", LLURI_HAS_USERINFO, offsetof(lluri, userinfo) },
    { "host", LLURI_HAS_AUTHORITY, offsetof(lluri, host) },
    { "port", LLURI_HAS_PORT, offsetof(lluri, port) },
    { "path", 0, offsetof(lluri, path) },
    { "query", LLURI_HAS_QUERY, offsetof(lluri, query) },
    { "fragment", LLURI_HAS_FRAGMENT, offsetof(lluri, fragment) },
};

START_TEST(test_every_edit)
{
    const char *uri = uris[_i];
    lluri u;
    char edit[64];

    ck_assert_msg(lluri_parse(&u, uri, strlen(uri), 0, NULL) == 0, "%s", uri);
    compare(&u, uri, "unedited");
    for (size_t f = 0; f < NELEM(fields); f++) {
        uint32_t bit = fields[f].bit;
        lluri e = u;
        lluri_span *sp = (lluri_span *)((char *)&e + fields[f].span);

        if (bit != 0 && (u.present & bit)) {            /* the bit cleared */
            e.present &= ~bit;
            if (bit == LLURI_HAS_AUTHORITY)             /* as a caller must */
                e.present &= ~(LLURI_HAS_USERINFO | LLURI_HAS_PORT);
            snprintf(edit, sizeof edit, "without its %s", fields[f].name);
            compare(&e, uri, edit);
        }
        if ((bit == 0 || (u.present & bit)) && sp->len > 0) {
            e = u;
            sp = (lluri_span *)((char *)&e + fields[f].span);
            sp->len--;                                  /* a byte off its end */
            snprintf(edit, sizeof edit, "with its %s one byte shorter", fields[f].name);
            compare(&e, uri, edit);
            e = u;
            sp = (lluri_span *)((char *)&e + fields[f].span);
            sp->off++;                                  /* a byte off its start */
            sp->len--;
            snprintf(edit, sizeof edit, "with its %s from its second byte", fields[f].name);
            compare(&e, uri, edit);
        }
    }
}
END_TEST

/* Spans outside the text are refused, never read. */
START_TEST(test_spans_outside)
{
    lluri u, b;
    char out[64];
    lluri_error e;

    ck_assert(lluri_parse(&b, "http://a/b", 10, 0, NULL) == 0);
    ck_assert(lluri_parse(&u, "http://h/p?q", 12, 0, NULL) == 0);
    u.query.len = 100;
    ck_assert_int_eq(lluri_resolve(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    ck_assert_int_eq(lluri_resolve(&u, &b, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    ck_assert_int_eq(lluri_relativize(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    ck_assert_int_eq(lluri_relativize(&u, &b, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    ck_assert_int_lt(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e), 0);
    ck_assert_int_lt(lluri_normalize(&u, LLURI_NORM_ALL, NULL, 0, NULL, &e), 0);
}
END_TEST

/* Every function that reads a lluri gives one verdict on its spans: the
 * span check (a present span outside the text is LLURI_ESPAN, and nothing
 * else is), made in one place, whatever the function. Each present span
 * of each URI is moved past the end of the text; each absent one is
 * pointed there (a span whose bit is clear is never read). */
static int verdicts(const lluri *u, int want_espan, const char *uri, const char *edit)
{
    lluri b, r;
    lluri_error e;
    lluri_parts parts;
    lluri_span h, z;
    lluri_query_iter it;
    lluri_query_pair pair;
    lluri_address a;
    char out[CAP];
    struct { const char *name; long code; } got[12];
    size_t n = 0;

    ck_assert(lluri_parse(&b, "http://a/b/c", 12, 0, NULL) == 0);
    ck_assert(lluri_parse(&r, "g?q", 3, 0, NULL) == 0);
#define V(what, call) (e.code = 0, got[n].name = (what), got[n++].code = (long)(call))
    V("lluri_normalize", lluri_normalize(u, LLURI_NORM_ALL, out, sizeof out, NULL, &e));
    V("lluri_resolve (base)", lluri_resolve(u, &r, 0, out, sizeof out, NULL, &e));
    V("lluri_resolve (reference)", lluri_resolve(&b, u, 0, out, sizeof out, NULL, &e));
    V("lluri_relativize (base)", lluri_relativize(u, &b, 0, out, sizeof out, NULL, &e));
    V("lluri_relativize (target)", lluri_relativize(&b, u, 0, out, sizeof out, NULL, &e));
    V("lluri_equivalent", lluri_equivalent(u, &b, LLURI_NORM_ALL, &e));
    V("lluri_get_parts", lluri_get_parts(u, &parts));
    V("lluri_query_begin", lluri_query_begin(&it, u, 0));
    V("lluri_query_get", lluri_query_get(u, "k", 1, 0, &pair, &e));
    V("lluri_fetch_address", lluri_fetch_address(u, &a, &e));
    if (u->present & LLURI_HAS_AUTHORITY) {
        V("lluri_host_address", lluri_host_address(u, &h, &z));
        V("lluri_port", lluri_port(u, &e));
    }
#undef V
    for (size_t i = 0; i < n; i++)
        ck_assert_msg((got[i].code == LLURI_ESPAN) == want_espan,
                      "%s of \"%s\" %s: %ld (%s), expected %s", got[i].name, uri, edit,
                      got[i].code, got[i].code < 0 ? lluri_strerror((int)got[i].code) : "no error",
                      want_espan ? "LLURI_ESPAN" : "no LLURI_ESPAN");
    return (int)n;
}

START_TEST(test_same_verdict)
{
    const char *uri = uris[_i];
    lluri u;
    char edit[64];

    ck_assert_msg(lluri_parse(&u, uri, strlen(uri), 0, NULL) == 0, "%s", uri);
    checked += (size_t)verdicts(&u, 0, uri, "unedited");
    for (size_t f = 0; f < NELEM(fields); f++) {
        uint32_t bit = fields[f].bit;
        int present = bit == 0 || (u.present & bit);
        lluri e = u;
        lluri_span *sp = (lluri_span *)((char *)&e + fields[f].span);

        sp->off = (uint32_t)u.len + 1;                  /* past the text */
        snprintf(edit, sizeof edit, "with its %s past the end", fields[f].name);
        checked += (size_t)verdicts(&e, present, uri, edit);
        e = u;
        sp = (lluri_span *)((char *)&e + fields[f].span);
        sp->len = (uint32_t)u.len + 1 - sp->off;        /* over the end */
        snprintf(edit, sizeof edit, "with its %s over the end", fields[f].name);
        checked += (size_t)verdicts(&e, present, uri, edit);
    }
}
END_TEST

START_TEST(test_count)
{
    /* the loops ran (a test that checks nothing must fail) */
    ck_assert_uint_gt(checked, 1000);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("edited structs");
    TCase *tc = tcase_create("edits");
    SRunner *sr;
    int failed;

    tcase_add_loop_test(tc, test_every_edit, 0, (int)NELEM(uris));
    tcase_add_test(tc, test_spans_outside);
    tcase_add_loop_test(tc, test_same_verdict, 0, (int)NELEM(uris));
    tcase_add_test(tc, test_count);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);             /* test_count reads the counters */
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    printf("%zu comparisons, %zu edits with no text\n", checked, skipped);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
