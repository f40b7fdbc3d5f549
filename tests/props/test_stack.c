/* SPDX-License-Identifier: MIT */
/* test_stack.c — how much stack a call takes, at its worst. lluri never
 * allocates: the writers that need room take it on the stack (an edited
 * struct recomposed, a path's dot segments, a sorted query), and an
 * embedder that runs them on small stacks (a coroutine's, a thread's of
 * 64 KiB) needs the bound. Each call below is the deepest its entry point
 * goes (an edited struct, so the general path; sorting; IDNA through
 * libidn2), run on a thread whose stack is painted first; the bytes it
 * changed are what it used. lluri(3) (NOTES) gives the bound this
 * asserts: LLURI_STACK_BOUND bytes, four times that under the sanitizers
 * (their frames are larger); under valgrind the calls run unmeasured. */
#include "ck.h"
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/http.h"
#include "lluri/idn.h"
#include "lluri/log.h"
#include "lluri/scheme.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* lluri(3)'s bound, and the stack each call gets (the thread's own
 * frames come out of it too) */
#define LLURI_STACK_BOUND (48u * 1024)
#define STACK_SIZE (1024u * 1024)
#define PAINT 0xA5

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

/* ---- the inputs: long enough to reach every buffer ------------------------------ */

static char query_url[4000];    /* "http://h/p?" then pairs in reverse order */
static char dotted_url[3000];   /* a path of 2,000 bytes of "a/../" */
static char long_iri[1500];     /* non-ASCII throughout */

static void make_inputs(void)
{
    size_t n = 0;
    memcpy(query_url, "http://h/p?", 11);
    n = 11;
    for (int k = 400; k > 0; k--)                   /* 400 pairs, about 3,300 bytes */
        n += (size_t)snprintf(query_url + n, sizeof query_url - n, "k%03d=%d&", k, k);
    ck_assert(n < sizeof query_url);
    query_url[n - 1] = '\0';                        /* no "&" at the end */
    n = (size_t)snprintf(dotted_url, sizeof dotted_url, "http://h");
    while (n + 6 < 2010)
        n += (size_t)snprintf(dotted_url + n, sizeof dotted_url - n, "/a/..");
    dotted_url[n] = '\0';
    n = (size_t)snprintf(long_iri, sizeof long_iri, "http://h/");
    while (n + 3 < sizeof long_iri - 1) {
        memcpy(long_iri + n, "\xc3\xa9/", 3);       /* "é/" */
        n += 3;
    }
    long_iri[n] = '\0';
}

/* A parse of s, then edited (a span moved by nothing but a copy of the
 * struct's fields: the query's length one short and the text with it), so
 * that every writer takes its general path. */
static lluri edited(const char *s)
{
    lluri u;
    lluri_error e;
    size_t n = strlen(s);
    ck_assert_int_eq(lluri_parse(&u, s, n, LLURI_ZONE_ID, &e), 0);
    if (u.present & LLURI_HAS_QUERY) {
        u.query.len--;
        u.len--;
    } else {
        u.path.len--;
        u.len--;
    }
    return u;
}

/* ---- the calls ---------------------------------------------------------------- */

static char out[8192];

static void call_equivalent(void)
{
    lluri a = edited(query_url), b = edited(query_url);
    lluri_error e;
    ck_assert_int_eq(lluri_equivalent(&a, &b, LLURI_NORM_ALL | LLURI_NORM_SORT_QUERY, &e), 1);
}

static void call_normalize_sorted(void)
{
    lluri u = edited(query_url), r;
    lluri_error e;
    ptrdiff_t n = lluri_normalize(&u, LLURI_NORM_ALL | LLURI_NORM_SORT_QUERY, out, sizeof out,
                                  &r, &e);
    ck_assert_int_gt(n, 0);
    ck_assert(memcmp(out, "http://h/p?k001=&k002=2&", 24) == 0);   /* (k001's value cut) */
}

static void call_resolve(void)
{
    lluri b = edited(dotted_url), r = edited(dotted_url + 8), t;      /* its path alone */
    lluri_error e;
    ck_assert_int_gt(lluri_resolve(&b, &r, 0, out, sizeof out, &t, &e), 0);
    ck_assert_int_gt(lluri_resolve(&b, &r, 0, NULL, 0, NULL, &e), 0);    /* the sizing walk */
}

static void call_relativize(void)
{
    lluri b = edited(dotted_url), t = edited(query_url), r;
    lluri_error e;
    ck_assert_int_gt(lluri_relativize(&b, &t, 0, out, sizeof out, &r, &e), 0);
}

static void call_recompose(void)
{
    lluri u = edited(query_url), r;
    lluri_parts p;
    lluri_error e;
    ck_assert_int_eq(lluri_get_parts(&u, &p), 0);
    ck_assert_int_gt(lluri_recompose(&p, out, sizeof out, &r, &e), 0);
}

static void call_iri(void)
{
    lluri r;
    lluri_error e;
    ptrdiff_t n = lluri_iri_to_uri(long_iri, strlen(long_iri), 0, out, sizeof out, &r, &e);
    ck_assert_int_gt(n, 0);
    ck_assert_int_gt(lluri_uri_to_iri(out, (size_t)n, 0, out + 4096, sizeof out - 4096, &r, &e),
                     0);
}

static void call_idn(void)
{
    static const char u[] = "b\xc3\xbc" "cher.\xc3\xa9\xc3\xa9\xc3\xa9.example";
    static const char a[] = "xn--bcher-kva.xn--9caa.example";
    lluri_error e;
    ptrdiff_t n = lluri_host_to_ascii(u, sizeof u - 1, out, sizeof out, &e);
    if (n == LLURI_ENOTSUP)
        return;                                     /* built without libidn2 */
    ck_assert_int_gt(n, 0);
    ck_assert_int_gt(lluri_host_to_unicode(a, sizeof a - 1, out, sizeof out, &e), 0);
}

static void call_parse(void)
{
    lluri u;
    lluri_error e;
    lluri_parser p;
    size_t n = strlen(query_url);
    ck_assert_int_eq(lluri_parse(&u, long_iri, strlen(long_iri), LLURI_LENIENT | LLURI_IRI, &e),
                     0);
    ck_assert_int_eq(lluri_parser_init(&p, 0), 0);
    ck_assert_int_eq(lluri_parser_execute(&p, query_url, n / 2, &e), 0);
    ck_assert_int_eq(lluri_parser_finish(&p, &u, query_url, n, &e), 0);
}

static void call_query_get(void)
{
    lluri u;
    lluri_query_pair q;
    lluri_error e;
    ck_assert_int_eq(lluri_parse(&u, query_url, strlen(query_url), 0, &e), 0);
    ck_assert_int_eq(lluri_query_get(&u, "k001", 4, 0, &q, &e), 1);
}

static void call_http(void)
{
    static const char line[] = "GET /a/b?c HTTP/1.1\r\n";
    lluri_request_parser p;
    lluri_request_line l;
    lluri_error e;
    lluri u;
    enum lluri_fetch_reason why;
    lluri_address a;
    ck_assert_int_eq(lluri_request_parser_init(&p, 0, 0, 0), 0);
    ck_assert_int_eq(lluri_request_parser_execute(&p, line, sizeof line - 1, &l, &e),
                     (ptrdiff_t)sizeof line - 1);
    ck_assert_int_eq(lluri_parse(&u, "http://0x7f.1/", 14, 0, &e), 0);
    ck_assert_int_eq(lluri_fetch_check(&u, NULL, &why, &a, &e), 0);
}

static void call_repair(void)
{
    static char junk[4000];             /* spaces throughout: 3 bytes each */
    lluri u, r;
    lluri_error e;
    memset(junk, ' ', sizeof junk - 1);
    memcpy(junk, "http://h/", 9);
    junk[sizeof junk - 2] = 'x';
    ck_assert_int_eq(lluri_parse(&u, junk, sizeof junk - 1, LLURI_LENIENT, &e), 0);
    ck_assert_int_gt(lluri_repair(&u, 0, NULL, 0, &r, &e), 3 * 3900);
}

static void call_log(void)
{
    static const char line[] = "127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] \"GET /a\\\" HTTP/1.1\" "
                               "200 1 \"http://r/\" \"ua\"";
    lluri_log_format f;
    lluri_log_line l;
    lluri_error e;
    ck_assert_int_eq(lluri_log_format_compile(&f, LLURI_LOG_COMBINED, strlen(LLURI_LOG_COMBINED),
                                              0, &e), 0);
    ck_assert_int_eq(lluri_log_read(&f, line, sizeof line - 1, &l, &e), 0);
    ck_assert_int_gt(lluri_log_unescape(line, sizeof line - 1, out, sizeof out, &e), 0);
}

static void call_extract(void)
{
    lluri_extract_iter x;
    lluri_extract_hit h;
    ck_assert_int_eq(lluri_extract_begin(&x, query_url, strlen(query_url), 0), 0);
    ck_assert_int_eq(lluri_extract_next(&x, &h, out, sizeof out), 1);
}

static void call_scheme(void)
{
    static const char db[] = "postgresql+psycopg2://u:p@h:5432/db?sslmode=require";
    lluri_scheme_parts sp;
    lluri_database_parts d = {
        { "postgresql", 10 }, { "psycopg2", 8 }, { "u@x", 3 }, { "p:w", 3 },
        { "::1", 3 }, { "5432", 4 }, { "db", 2 }, { "sslmode=require", 15 } };
    lluri r;
    lluri_error e;
    ck_assert_int_eq(lluri_scheme_parse(&sp, "ftp://u:p@h/a/b;type=i", 22, 0, &e), 0);
    ck_assert_int_eq(lluri_scheme_parse(&sp, db, sizeof db - 1, LLURI_SCHEME_AS_DATABASE, &e), 0);
    ck_assert_int_gt(lluri_database_build(&d, out, sizeof out, &r, &e), 0);
}

static const struct call {
    const char *name;
    void (*fn)(void);
} calls[] = {
    { "lluri_equivalent (edited, sorted)", call_equivalent },
    { "lluri_normalize (edited, sorted)", call_normalize_sorted },
    { "lluri_resolve (edited, dotted)", call_resolve },
    { "lluri_relativize (edited)", call_relativize },
    { "lluri_recompose", call_recompose },
    { "lluri_iri_to_uri, lluri_uri_to_iri", call_iri },
    { "lluri_host_to_ascii/unicode", call_idn },
    { "lluri_parse, lluri_parser_*", call_parse },
    { "lluri_query_get", call_query_get },
    { "request line, fetch check", call_http },
    { "lluri_extract_next", call_extract },
    { "lluri_repair (16 KiB of components)", call_repair },
    { "log format, line, unescape", call_log },
    { "scheme and database URLs", call_scheme },
};

/* ---- the painted stack ---------------------------------------------------------- */

/* Under valgrind (make check-valgrind) the stack of a thread that ended is
 * no memory to read: the calls run (memcheck watches them), unmeasured.
 * Valgrind puts its preload library in the client's LD_PRELOAD. */
static int under_valgrind(void)
{
    const char *p = getenv("LD_PRELOAD");
    return p != NULL && strstr(p, "vgpreload") != NULL;
}

static void *run(void *arg)
{
    const struct call *c = arg;
    c->fn();
    return NULL;
}

START_TEST(stack_bound)
{
    const struct call *c = &calls[_i];
    unsigned char *stack = mmap(NULL, STACK_SIZE, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    pthread_attr_t at;
    pthread_t t;
    size_t low = 0, used, bound = LLURI_STACK_BOUND * (SANITIZED ? 4u : 1u);

    ck_assert(stack != MAP_FAILED);
    memset(stack, PAINT, STACK_SIZE);
    ck_assert_int_eq(pthread_attr_init(&at), 0);
    ck_assert_int_eq(pthread_attr_setstack(&at, stack, STACK_SIZE), 0);
    ck_assert_int_eq(pthread_create(&t, &at, run, (void *)c), 0);
    ck_assert_int_eq(pthread_join(t, NULL), 0);
    pthread_attr_destroy(&at);
    if (under_valgrind()) {
        printf("%-40s run, not measured under valgrind\n", c->name);
        munmap(stack, STACK_SIZE);
        return;
    }
    while (low < STACK_SIZE && stack[low] == PAINT)  /* the stack grows down */
        low++;
    used = STACK_SIZE - low;
    munmap(stack, STACK_SIZE);
    printf("%-40s %6zu bytes of stack\n", c->name, used);
    ck_assert_msg(used <= bound, "%s: %zu bytes of stack, over %zu", c->name, used, bound);
}
END_TEST

int main(void)
{
    make_inputs();
    Suite *s = suite_create("stack");
    TCase *t = tcase_create("worst cases");
    tcase_add_loop_test(t, stack_bound, 0, (int)NELEM(calls));
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_set_fork_status(r, CK_NOFORK);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}
