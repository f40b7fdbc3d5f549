/* SPDX-License-Identifier: MIT */
/* test_guard.c — no byte at or past `len` is ever read (lluri.h).
 *
 * Each input is copied so that its last byte is the last byte before a
 * PROT_NONE page; a read past `len` then dies with SIGSEGV. Every prefix of
 * every input (len 0..n) is parsed that way, with every start rule, with
 * and without LLURI_ZONE_ID, fed whole and fed one byte at a time (the
 * buffer moving to end at the guard each time), and matched against every
 * rule. The answers for the prefixes must hang together: the start rules
 * of RFC 3986 §4 nest, LLURI_ZONE_ID only adds inputs, an error found
 * before the end of a prefix stays for every longer one, and the full input
 * gets its expected verdict. The writers (normalize, resolve, relativize)
 * are run the same way, inputs and output each ending at a guard page; and
 * log lines and IRIs through LLURI_LENIENT, LLURI_IRI, their rules and the
 * IRI writers. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */

#include "ck.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "lluri.h"
#include "contract.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "lluri/http.h"
#include "lluri/idn.h"
#include "vectors.h"

/* One past the last RFC 3986 rule number (they run from 1). */
#define RULE_END (LLURI_RULE_IP_LITERAL_Z + 1)

/* ---- the guard page ---------------------------------------------------------- */

enum { DATA_PAGES = 3 };   /* room for the longest input */

static char *region;
static size_t region_size;
static char *guard;        /* first byte of the PROT_NONE page */

static void guard_setup(void)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    region_size = (DATA_PAGES + 1) * page;
    void *m = mmap(NULL, region_size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ck_assert_msg(m != MAP_FAILED, "mmap failed");
    region = m;
    guard = region + DATA_PAGES * page;
    ck_assert_msg(mprotect(guard, page, PROT_NONE) == 0, "mprotect failed");
}

static void guard_teardown(void)
{
    munmap(region, region_size);
}

/* Copy s[0, n) to end right before the guard page. */
static const char *place(const char *s, size_t n)
{
    ck_assert(n <= (size_t)(guard - region));
    char *p = guard - n;
    memcpy(p, s, n);
    return p;
}

/* The guard itself works: reading it kills the test with SIGSEGV. (The
 * default action is restored first: AddressSanitizer's handler would
 * report the fault and exit instead.) */
START_TEST(test_guard_page_faults)
{
    signal(SIGSEGV, SIG_DFL);
    const char *p = place("ab", 2);
    volatile const char *past = p + 2;
    char c = *past;
    (void)c;
}
END_TEST

/* ---- long inputs ------------------------------------------------------------- */

struct piece {
    const char *s;
    unsigned times;
};

static const struct long_vector {
    const char *what;
    struct piece pieces[6];  /* each s repeated `times`; times 0 ends */
    unsigned flags;
    int code;                /* 0: valid under `flags` */
    size_t offset, stop;     /* as in invalid_vectors; stop 0: = offset */
} long_vectors[] = {
    { .what = "long reg-name",
      .pieces = { { "http://", 1 }, { "a", 1000 }, { ".example/", 1 } } },
    { .what = "long path, query and fragment",
      .pieces = { { "http://h/", 1 }, { "%41", 300 }, { "?", 1 }, { "a=b&", 300 },
                  { "#", 1 }, { "f/", 200 } } },
    { .what = "long zone id", .flags = LLURI_ZONE_ID,
      .pieces = { { "http://[1:2:3:4:5:6:7:8%25", 1 }, { "z", 1000 }, { "]/", 1 } } },
    { .what = "long userinfo and port",
      .pieces = { { "http://u", 1 }, { ":", 1000 }, { "@h:", 1 }, { "9", 500 },
                  { "/", 1 } } },
    { .what = "long relative path",
      .pieces = { { "a/", 1500 } }, .flags = LLURI_START_RELATIVE },
    { .what = "long IPvFuture",
      .pieces = { { "//[v", 1 }, { "f", 100 }, { ".", 1 }, { "a:", 900 }, { "]", 1 } } },
    { .what = "bad byte after a long path",
      .pieces = { { "a/", 1000 }, { " ", 1 } },
      .code = LLURI_EPATH, .offset = 2000 },
    { .what = "bad port after a long host",
      .pieces = { { "http://", 1 }, { "a", 1000 }, { ":", 1 }, { "1", 100 },
                  { "x/", 1 } },
      .code = LLURI_EPORT, .offset = 1108, .stop = 1109 },
    { .what = "long h16",
      .pieces = { { "//[", 1 }, { "1", 1000 } },
      .code = LLURI_EIPLITERAL, .offset = 7 },
    { .what = "long query ending in a lone %",
      .pieces = { { "?", 1 }, { "q", 2000 }, { "%", 1 } },
      .code = LLURI_EPCT, .offset = 2002 },
};

static size_t build_long(const struct long_vector *v, char *out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < NELEM(v->pieces) && v->pieces[i].times; i++) {
        size_t len = strlen(v->pieces[i].s);
        for (unsigned t = 0; t < v->pieces[i].times; t++) {
            ck_assert(n + len <= cap);
            memcpy(out + n, v->pieces[i].s, len);
            n += len;
        }
    }
    return n;
}

/* ---- one input, every prefix --------------------------------------------------- */

/* Arrays indexed by flags: the four start rules, with and without each of
 * LLURI_ZONE_ID, LLURI_PARTIAL and LLURI_IRI; the slots of other values
 * stay unused (skip_flags). */
enum { NFLAGS = LLURI_PARSE_FLAGS + 1 };

/* Whether f is not a combination the incremental parser takes (two
 * start rules, or LLURI_LENIENT, which reads a whole input only). */
static int skip_flags(unsigned f)
{
    unsigned start = f & LLURI_START_MASK;
    return (start & (start - 1)) != 0 || (f & LLURI_LENIENT) != 0;
}

struct verdict {
    int rc;
    lluri_error err;
    lluri u;
};

static int same_components(const lluri *a, const lluri *b)
{
    return a->len == b->len && a->present == b->present
        && a->host_kind == b->host_kind
        && a->scheme.off == b->scheme.off && a->scheme.len == b->scheme.len
        && a->userinfo.off == b->userinfo.off && a->userinfo.len == b->userinfo.len
        && a->host.off == b->host.off && a->host.len == b->host.len
        && a->port.off == b->port.off && a->port.len == b->port.len
        && a->path.off == b->path.off && a->path.len == b->path.len
        && a->query.off == b->query.off && a->query.len == b->query.len
        && a->fragment.off == b->fragment.off && a->fragment.len == b->fragment.len;
}

/* The rule lluri_match uses for each start rule (zone ids off). */
static const int start_rules[START_SLOTS] = {
    [LLURI_START_REFERENCE] = LLURI_RULE_URI_REFERENCE,
    [LLURI_START_URI] = LLURI_RULE_URI,
    [LLURI_START_ABSOLUTE] = LLURI_RULE_ABSOLUTE_URI,
    [LLURI_START_RELATIVE] = LLURI_RULE_RELATIVE_REF,
};

/* What every prefix walk finds, for the caller to hold against its row. */
struct walk {
    struct verdict full[NFLAGS];  /* the full input */
    size_t first_fail[NFLAGS];    /* bytes fed when execute first failed,
                                   * SIZE_MAX if it never did */
};

static void check_prefix_consistency(const struct verdict v[NFLAGS], const char *p,
                                     size_t k, const char *what)
{
    for (unsigned z = 0; z <= LLURI_ZONE_ID; z += LLURI_ZONE_ID) {
        const struct verdict *ref = &v[z | LLURI_START_REFERENCE], *uri = &v[z | LLURI_START_URI],
                             *abs = &v[z | LLURI_START_ABSOLUTE], *rel = &v[z | LLURI_START_RELATIVE];
        /* §4.1 URI-reference = URI / relative-ref, never both */
        ck_assert_msg((ref->rc == 0) == ((uri->rc == 0) != (rel->rc == 0)),
                      "%s, %zu bytes, zone %u: URI-reference %d, URI %d, relative-ref %d",
                      what, k, z, ref->rc, uri->rc, rel->rc);
        ck_assert_msg(!(uri->rc == 0 && rel->rc == 0), "%s, %zu bytes: URI and relative",
                      what, k);
        if (uri->rc == 0)
            ck_assert_msg(same_components(&ref->u, &uri->u),
                          "%s, %zu bytes: URI and URI-reference differ", what, k);
        if (rel->rc == 0)
            ck_assert_msg(same_components(&ref->u, &rel->u),
                          "%s, %zu bytes: relative-ref and URI-reference differ", what, k);
        /* §4.3 absolute-URI = URI without a fragment */
        ck_assert_msg((abs->rc == 0)
                          == (uri->rc == 0 && !(uri->u.present & LLURI_HAS_FRAGMENT)),
                      "%s, %zu bytes: absolute-URI %d, URI %d", what, k, abs->rc,
                      uri->rc);
        if (abs->rc == 0)
            ck_assert_msg(same_components(&abs->u, &uri->u),
                          "%s, %zu bytes: absolute-URI and URI differ", what, k);
    }
    FOR_EACH_START(start) {
        const struct verdict *plain = &v[start], *zone = &v[start | LLURI_ZONE_ID];
        /* LLURI_ZONE_ID only adds inputs, those with a zone id */
        if (plain->rc == 0)
            ck_assert_msg(zone->rc == 0 && same_components(&plain->u, &zone->u)
                              && !(zone->u.present & LLURI_HAS_ZONE_ID),
                          "%s, %zu bytes: LLURI_ZONE_ID changes a valid input", what, k);
        if (zone->rc == 0 && !(zone->u.present & LLURI_HAS_ZONE_ID))
            ck_assert_msg(plain->rc == 0,
                          "%s, %zu bytes: valid only with LLURI_ZONE_ID, yet no zone id",
                          what, k);
        ck_assert_msg(plain->rc != 0 || !(plain->u.present & LLURI_HAS_ZONE_ID),
                      "%s, %zu bytes: HAS_ZONE_ID without LLURI_ZONE_ID", what, k);
        /* the parser and the rules machine agree */
        int m = lluri_match(start_rules[start], p, k, 0, NULL);
        ck_assert_msg((m == 0) == (plain->rc == 0),
                      "%s, %zu bytes: lluri_match(%s) %s, lluri_parse %s", what, k,
                      lluri_rule_name(start_rules[start]), lluri_errname(m),
                      lluri_errname(plain->rc));
    }
}

static void walk_prefixes(const char *s, size_t n, const char *what, struct walk *w)
{
    lluri_parser ps[NFLAGS];
    lluri_error fail_err[NFLAGS];
    size_t rule_fail[RULE_END];  /* offset of a rule's failure before
                                          * the end, SIZE_MAX if none yet */
    struct verdict v[NFLAGS];

    for (unsigned f = 0; f < NFLAGS; f++) {
        if (skip_flags(f))
            continue;
        lluri_parser_init(&ps[f], f);
        w->first_fail[f] = SIZE_MAX;
    }
    for (int r = 0; r < RULE_END; r++)
        rule_fail[r] = SIZE_MAX;

    for (size_t k = 0; k <= n; k++) {
        const char *p = place(s, k);

        for (unsigned f = 0; f < NFLAGS; f++) {
            if (skip_flags(f))
                continue;
            lluri_error e;
            v[f].rc = lluri_parse(&v[f].u, p, k, f, &v[f].err);
            ck_assert_msg(v[f].rc == 0 || v[f].err.offset <= k,
                          "%s, %zu bytes, flags %u: offset %zu past the end", what, k,
                          f, v[f].err.offset);
            /* the same bytes fed one at a time; the buffer moves each time */
            int rc = lluri_parser_execute(&ps[f], p, k, &e);
            if (w->first_fail[f] == SIZE_MAX && rc < 0) {
                w->first_fail[f] = k;
                fail_err[f] = e;
            }
            if (w->first_fail[f] == SIZE_MAX)
                continue;
            /* once the parser stopped inside the input, the error is final
             * and every longer input gets it */
            ck_assert_msg(rc == fail_err[f].code && e.offset == fail_err[f].offset,
                          "%s, %zu bytes, flags %u: execute %s at %zu after %s at %zu",
                          what, k, f, lluri_errname(rc), e.offset,
                          lluri_errname(fail_err[f].code), fail_err[f].offset);
            ck_assert_msg(v[f].rc == fail_err[f].code
                              && v[f].err.offset == fail_err[f].offset,
                          "%s, %zu bytes, flags %u: %s at %zu, a shorter prefix "
                          "already failed with %s at %zu",
                          what, k, f, lluri_errname(v[f].rc), v[f].err.offset,
                          lluri_errname(fail_err[f].code), fail_err[f].offset);
        }
        check_prefix_consistency(v, p, k, what);

        for (int r = 1; r < RULE_END; r++) {
            lluri_error e;
            int rc = lluri_match(r, p, k, 0, &e);
            ck_assert_msg(rc == 0 || (rc == LLURI_ENOMATCH && e.offset <= k),
                          "%s, %zu bytes: %s gives %s at %zu", what, k,
                          lluri_rule_name(r), lluri_errname(rc), e.offset);
            if (rule_fail[r] != SIZE_MAX)
                ck_assert_msg(rc == LLURI_ENOMATCH && e.offset == rule_fail[r],
                              "%s, %zu bytes: %s gives %s at %zu, a prefix failed at %zu",
                              what, k, lluri_rule_name(r), lluri_errname(rc), e.offset,
                              rule_fail[r]);
            else if (rc == LLURI_ENOMATCH && e.offset < k)
                rule_fail[r] = e.offset;
        }
    }

    /* finish the byte-at-a-time parsers: the same as one lluri_parse */
    const char *p = place(s, n);
    for (unsigned f = 0; f < NFLAGS; f++) {
        if (skip_flags(f))
            continue;
        lluri u;
        lluri_error e;
        int rc = lluri_parser_finish(&ps[f], &u, p, n, &e);
        ck_assert_msg(rc == v[f].rc, "%s, flags %u: finish %s, lluri_parse %s", what,
                      f, lluri_errname(rc), lluri_errname(v[f].rc));
        if (rc == 0)
            ck_assert_msg(same_components(&u, &v[f].u),
                          "%s, flags %u: finish and lluri_parse differ", what, f);
        else
            ck_assert_msg(e.offset == v[f].err.offset,
                          "%s, flags %u: finish at %zu, lluri_parse at %zu", what, f,
                          e.offset, v[f].err.offset);
        w->full[f] = v[f];
    }
}

/* The full input of a row that must fail: code and offset under its flags,
 * and the byte-at-a-time parser stopped right after `stop`. */
static void expect_failure(const struct walk *w, unsigned flags, size_t n, int code,
                           size_t offset, size_t stop, const char *what)
{
    const struct verdict *v = &w->full[flags];
    ck_assert_msg(v->rc == code && v->err.offset == offset,
                  "%s: %s at %zu, want %s at %zu", what, lluri_errname(v->rc),
                  v->err.offset, lluri_errname(code), offset);
    size_t want = stop < n ? stop + 1 : SIZE_MAX;
    ck_assert_msg(w->first_fail[flags] == want,
                  "%s: byte-at-a-time parse failed after %zu bytes, want %zu", what,
                  w->first_fail[flags], want);
}

/* A span holds the expected text (NULL: absent). */
static int span_is(const lluri *u, uint32_t bit, lluri_span sp, const char *want)
{
    if (want == NULL)
        return (bit == 0 || !(u->present & bit)) && sp.off == 0 && sp.len == 0;
    return (bit == 0 || (u->present & bit)) && sp.len == strlen(want)
        && memcmp(u->src + sp.off, want, sp.len) == 0;
}

START_TEST(test_guard_valid)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    struct walk w;

    walk_prefixes(v->in, n, v->in, &w);
    FOR_EACH_START(start) {
        const struct verdict *r = &w.full[start | v->flags];
        if (!(v->starts & (1u << start))) {
            ck_assert_msg(r->rc < 0, "%s: valid under start rule %u", v->in, start);
            continue;
        }
        ck_assert_msg(r->rc == 0, "%s: %s at %zu", v->in, lluri_errname(r->rc),
                      r->err.offset);
        ck_assert_msg(w.first_fail[start | v->flags] == SIZE_MAX,
                      "%s: a prefix of a valid input was refused", v->in);
        ck_assert_msg(span_is(&r->u, LLURI_HAS_SCHEME, r->u.scheme, v->scheme)
                          && span_is(&r->u, LLURI_HAS_USERINFO, r->u.userinfo, v->userinfo)
                          && span_is(&r->u, LLURI_HAS_AUTHORITY, r->u.host, v->host)
                          && span_is(&r->u, LLURI_HAS_PORT, r->u.port, v->port)
                          && span_is(&r->u, 0, r->u.path, v->path)
                          && span_is(&r->u, LLURI_HAS_QUERY, r->u.query, v->query)
                          && span_is(&r->u, LLURI_HAS_FRAGMENT, r->u.fragment, v->fragment)
                          && r->u.host_kind == v->host_kind,
                      "%s: components differ from the row", v->in);
    }
}
END_TEST

START_TEST(test_guard_invalid)
{
    const struct invalid_vector *v = &invalid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    struct walk w;

    walk_prefixes(v->in, n, v->in, &w);
    expect_failure(&w, v->flags, n, v->code, v->offset, v->stop ? v->stop : v->offset,
                   v->in);
}
END_TEST

START_TEST(test_guard_long)
{
    const struct long_vector *v = &long_vectors[_i];
    static char buf[DATA_PAGES * 4096];
    size_t n = build_long(v, buf, sizeof buf);
    struct walk w;

    walk_prefixes(buf, n, v->what, &w);
    if (v->code == 0) {
        ck_assert_msg(w.full[v->flags].rc == 0, "%s: %s at %zu", v->what,
                      lluri_errname(w.full[v->flags].rc), w.full[v->flags].err.offset);
        ck_assert_msg(w.first_fail[v->flags] == SIZE_MAX,
                      "%s: a prefix of a valid input was refused", v->what);
        ck_assert_uint_eq(w.full[v->flags].u.len, n);
    } else {
        expect_failure(&w, v->flags, n, v->code, v->offset,
                       v->stop ? v->stop : v->offset, v->what);
    }
}
END_TEST

/* ---- the writers --------------------------------------------------------------- */

/* lluri_normalize, lluri_resolve and lluri_relativize read their inputs'
 * text (sometimes 16 bytes at a time, and bytes before a short string
 * when its URI has them) and write out[0 .. cap), sometimes as scratch
 * past the NUL. Here each input ends right before a PROT_NONE page, and so
 * does out, at capacities from the exact length + 1 to + 64 (the direct
 * writers need some room, the sink path none) and below it (truncated):
 * a read or write past either dies with SIGSEGV. The output must be what
 * the same call writes into an ordinary 8 KiB buffer. */
enum { W_BASE, W_REF, W_OUT, W_AREAS };

static char *w_region[W_AREAS], *w_guard[W_AREAS];
static size_t w_size;

static void writers_setup(void)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    w_size = (DATA_PAGES + 1) * page;
    for (int a = 0; a < W_AREAS; a++) {
        void *m = mmap(NULL, w_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                       -1, 0);
        ck_assert_msg(m != MAP_FAILED, "mmap failed");
        w_region[a] = m;
        w_guard[a] = w_region[a] + DATA_PAGES * page;
        ck_assert_msg(mprotect(w_guard[a], page, PROT_NONE) == 0, "mprotect failed");
    }
}

static void writers_teardown(void)
{
    for (int a = 0; a < W_AREAS; a++)
        munmap(w_region[a], w_size);
}

static const char *place_in(int area, const char *s, size_t n)
{
    ck_assert(n <= (size_t)(w_guard[area] - w_region[area]));
    char *p = w_guard[area] - n;
    memcpy(p, s, n);
    return p;
}

/* The capacities tried for a result of n bytes. */
static const size_t w_extra[] = { 0, 1, 2, 3, 17, 48, 64 };

typedef ptrdiff_t w_call(const void *ctx, char *out, size_t cap);

static size_t writer_checks;

/* call() at each capacity, out ending at its guard page, against call()
 * into an ordinary buffer. */
static void at_guard(w_call *call, const void *ctx, const char *what)
{
    static char want[8192];
    ptrdiff_t n = call(ctx, want, sizeof want);
    ck_assert_msg(n >= 0 && (size_t)n < sizeof want - 64, "%s: %td", what, n);
    for (size_t k = 0; k < NELEM(w_extra) + 1; k++) {
        size_t cap = k < NELEM(w_extra) ? (size_t)n + w_extra[k] : (size_t)n / 2;
        char *out = w_guard[W_OUT] - cap;
        memset(out, CONTRACT_CANARY, cap);
        ptrdiff_t m = call(ctx, out, cap);
        size_t cmp = contract_kept((size_t)n, cap);
        if (m != n || contract_broken(out, cap, cap, want, (size_t)n) != NULL)
            ck_abort_msg("%s, cap %zu: %td \"%.*s\", want %td \"%.*s\"", what, cap, m,
                         (int)cmp, out, n, (int)n, want);
        writer_checks++;
    }
}

struct w_norm { const lluri *u; unsigned flags; };

static ptrdiff_t call_normalize(const void *ctx, char *out, size_t cap)
{
    const struct w_norm *c = ctx;
    return lluri_normalize(c->u, c->flags, out, cap, NULL, NULL);
}

struct w_pair { const lluri *base, *ref; };

static ptrdiff_t call_resolve(const void *ctx, char *out, size_t cap)
{
    const struct w_pair *c = ctx;
    return lluri_resolve(c->base, c->ref, 0, out, cap, NULL, NULL);
}

static ptrdiff_t call_relativize(const void *ctx, char *out, size_t cap)
{
    const struct w_pair *c = ctx;
    return lluri_relativize(c->base, c->ref, 0, out, cap, NULL, NULL);
}

static const char *const w_refs[] = {
    "g", "../g", "./g/h?y#s", "/g", "//g.example/x", "?y", "#s", "g;x=1/../y",
    "../../../g", "", ".", "..//c", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/./c",
    "//h/pppppppppppppppppppppppppppppppp/../q",
};

/* Every prefix of a valid vector normalized; the whole vector, when it has
 * a scheme, as the base of every reference above, and relativized against
 * itself; and every prefix as a reference against an RFC 3986 §5.4 base. */
START_TEST(test_guard_writers)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    lluri u, b, r;
    char what[160];
    static const char rfc_base[] = "http://a/b/c/d;p?q";
    const char *bs = place_in(W_BASE, rfc_base, sizeof rfc_base - 1);
    lluri rb;
    ck_assert_int_eq(lluri_parse(&rb, bs, sizeof rfc_base - 1, LLURI_START_URI, NULL), 0);

    for (size_t k = 0; k <= n; k++) {
        const char *s = place_in(W_REF, v->in, k);
        if (lluri_parse(&u, s, k, LLURI_START_REFERENCE | v->flags, NULL) != 0)
            continue;
        static const unsigned norm_flags[] = {
            LLURI_NORM_ALL, LLURI_NORM_CASE | LLURI_NORM_PCT | LLURI_NORM_DOTS };
        for (size_t f = 0; f < NELEM(norm_flags); f++) {
            struct w_norm c = { &u, norm_flags[f] };
            snprintf(what, sizeof what, "normalize \"%.*s\" (%u)", (int)k, v->in, c.flags);
            at_guard(call_normalize, &c, what);
        }
        struct w_pair c = { &rb, &u };
        snprintf(what, sizeof what, "resolve \"%s\" + \"%.*s\"", rfc_base, (int)k, v->in);
        at_guard(call_resolve, &c, what);
    }

    const char *s = place_in(W_BASE, v->in, n);
    if (lluri_parse(&b, s, n, LLURI_START_REFERENCE | v->flags, NULL) != 0
        || !(b.present & LLURI_HAS_SCHEME))
        return;
    for (size_t i = 0; i < NELEM(w_refs); i++) {
        size_t rn = strlen(w_refs[i]);
        const char *rs = place_in(W_REF, w_refs[i], rn);
        ck_assert_int_eq(lluri_parse(&r, rs, rn, LLURI_START_REFERENCE, NULL), 0);
        struct w_pair c = { &b, &r };
        snprintf(what, sizeof what, "resolve \"%s\" + \"%s\"", v->in, w_refs[i]);
        at_guard(call_resolve, &c, what);
    }
    const char *t = place_in(W_REF, v->in, n);
    ck_assert_int_eq(lluri_parse(&r, t, n, LLURI_START_REFERENCE | v->flags, NULL), 0);
    struct w_pair c = { &rb, &r };
    snprintf(what, sizeof what, "relativize \"%s\" against \"%s\"", v->in, rfc_base);
    at_guard(call_relativize, &c, what);
    if (getenv("LLURI_TEST_VERBOSE"))
        fprintf(stderr, "%s: %zu writer calls at the guard\n", v->in, writer_checks);
}
END_TEST

/* RFC 9112 request targets and request lines, and the fetch checks, on
 * every prefix of inputs that end at the guard page. */
static const char *const http_lines[] = {
    "GET /a?b HTTP/1.1\r\n", "CONNECT www.example.com:443 HTTP/1.1\r\n",
    "OPTIONS * HTTP/1.0\n", "GET http://u@h:8/p?q HTTP/1.1\r\n",
    "CONNECT [fe80::1%25eth0]:1 HTTP/1.1\r\n", "GET //x HTTP/1.1\r\r\n",
    "G(T / HTTP/1.1\r\n", "GET /a b HTTP/1.1\r\n", "GET / HTTP/1.x\r\n",
};
static const char *const http_urls[] = {
    "http://2130706433/", "http://%31%32%37.0.0.1/x", "http:evil.com", "http://[::ffff:1.2.3.4]/",
    "https://0x7f.1:65536/", "http://[v1.x]/", "ws://foo.0x1f./", "http://a%00b/",
};

START_TEST(test_guard_http)
{
    const char *line = http_lines[(size_t)_i % NELEM(http_lines)];
    const char *url = http_urls[(size_t)_i % NELEM(http_urls)];
    size_t n = strlen(line), un = strlen(url);

    for (size_t k = 0; k <= n; k++) {
        const char *p = place(line, k);
        lluri_request_parser rp;
        lluri_request_line rl;
        lluri_error e;
        ck_assert_int_eq(lluri_request_parser_init(&rp, 0, 0, LLURI_ZONE_ID), 0);
        ptrdiff_t r = lluri_request_parser_execute(&rp, p, k, &rl, &e);
        ck_assert(r <= (ptrdiff_t)k);
        ck_assert(r >= 0 || e.offset <= k);
        /* the target alone, after each method */
        static const char *const methods[] = { "GET", "CONNECT", "OPTIONS" };
        for (size_t m = 0; m < NELEM(methods); m++) {
            lluri u;
            enum lluri_target_form f;
            const char *t = place(line + 4, k > 4 ? k - 4 : 0);
            if (lluri_parse_request_target(&u, &f, methods[m], strlen(methods[m]), t,
                                           k > 4 ? k - 4 : 0, 0, LLURI_ZONE_ID, &e) < 0)
                ck_assert(e.offset <= (k > 4 ? k - 4 : 0));
        }
    }
    for (size_t k = 0; k <= un; k++) {
        const char *p = place(url, k);
        lluri u;
        lluri_address a;
        enum lluri_fetch_reason why;
        if (lluri_parse(&u, p, k, LLURI_ZONE_ID, NULL) == 0) {
            lluri_fetch_check(&u, NULL, &why, &a, NULL);
            ck_assert(a.name_len < sizeof a.name);
        }
    }
}
END_TEST

/* Logs and IRIs: every prefix of each line, ending at the guard page,
 * through the lenient profile and the IRI machine (each start rule), the
 * RFC 3987 rules and the lenient ones, and the IRI writers; an error's
 * offset is never past the prefix, and a prefix the strict parse takes
 * the lenient one takes tolerating nothing. */
static const char *const log_lines[] = {
    "\xef\xbb\xbf <http://u:p@ss@b\xc3\xbc" "cher.de:80/a b\\c/%zz?q=[1]&x={y}|^`#f#g\xff> ",
    "\"https://\xe4\xbe\x8b\xe3\x81\x88.jp/\xf0\x9f\x98\x80?\xee\x80\x80#\xc3\xa9",
    "http://[fe80::1%25eth0]/\xc3\xbc\xc3",
    "x:/%C3%BC%E2%80%AE%41?%EE%80%80#%C0%AF",
};

START_TEST(test_guard_logs)
{
    const char *line = log_lines[_i];
    size_t n = strlen(line);

    for (size_t k = 0; k <= n; k++) {
        const char *p = place(line, k);
        lluri u, st;
        lluri_error e;
        char out[512];

        for (unsigned f = 0; f <= (LLURI_START_MASK | LLURI_ZONE_ID); f++) {
            if (skip_flags(f))
                continue;
            static const unsigned modes[] = { LLURI_LENIENT, LLURI_IRI, LLURI_LENIENT | LLURI_IRI };
            int strict = lluri_parse(&st, p, k, f, NULL);
            for (size_t m = 0; m < NELEM(modes); m++) {
                int rc = lluri_parse(&u, p, k, f | modes[m], &e);
                ck_assert_msg(rc == 0 || e.offset <= k, "%zu bytes, flags %#x: %s at %zu", k,
                              f | modes[m], lluri_errname(rc), e.offset);
                if (strict == 0)
                    ck_assert(rc == 0 && u.tolerated == 0);
            }
            if (lluri_iri_to_uri(p, k, f, out, sizeof out, NULL, &e) < 0)
                ck_assert(e.offset <= k);
            if (lluri_uri_to_iri(p, k, f, out, sizeof out, NULL, &e) < 0)
                ck_assert(e.offset <= k);
        }
        for (int r = LLURI_RULE_IRI; r <= LLURI_RULE_LENIENT_FRAGMENT; r++) {
            if (lluri_rule_name(r) == NULL)
                continue;
            int rc = lluri_match(r, p, k, 0, &e);
            ck_assert_msg(rc == 0 || (rc == LLURI_ENOMATCH && e.offset <= k),
                          "%zu bytes: %s gives %s at %zu", k, lluri_rule_name(r),
                          lluri_errname(rc), e.offset);
        }
    }
}
END_TEST

static Suite *guard_suite(void)
{
    Suite *s = suite_create("guard");
    TCase *tc;

    tc = tcase_create("guard page");
    tcase_add_checked_fixture(tc, guard_setup, guard_teardown);
    /* Dying of SIGSEGV needs Check's fork mode: under valgrind (make
     * check-valgrind, CK_FORK=no) this one test is left out. */
    const char *fork_mode = getenv("CK_FORK");
    if (fork_mode == NULL || strcmp(fork_mode, "no") != 0)
        tcase_add_test_raise_signal(tc, test_guard_page_faults, SIGSEGV);
    suite_add_tcase(s, tc);

    tc = tcase_create("every prefix");
    tcase_add_checked_fixture(tc, guard_setup, guard_teardown);
    tcase_add_loop_test(tc, test_guard_valid, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, test_guard_invalid, 0, (int)NELEM(invalid_vectors));
    suite_add_tcase(s, tc);

    tc = tcase_create("writers");
    tcase_add_checked_fixture(tc, writers_setup, writers_teardown);
    tcase_add_loop_test(tc, test_guard_writers, 0, (int)NELEM(valid_vectors));
    suite_add_tcase(s, tc);

    tc = tcase_create("HTTP request lines and fetch checks");
    tcase_add_checked_fixture(tc, guard_setup, guard_teardown);
    tcase_add_loop_test(tc, test_guard_http, 0, (int)NELEM(http_lines));
    tcase_add_loop_test(tc, test_guard_logs, 0, (int)NELEM(log_lines));
    suite_add_tcase(s, tc);

    tc = tcase_create("every prefix, long inputs");
    tcase_add_checked_fixture(tc, guard_setup, guard_teardown);
    tcase_add_loop_test(tc, test_guard_long, 0, (int)NELEM(long_vectors));
    tcase_set_timeout(tc, 300);
    suite_add_tcase(s, tc);

    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(guard_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
