/* SPDX-License-Identifier: MIT */
/* peer_lluri.c — lluri itself, for every workload. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/http.h"
#include "lluri/scheme.h"
#include "bench.h"

#define OUT_CAP 8192

/* What the normalize workload asks of every peer: case, percent-encoding,
 * dot segments (RFC 3986 §6.2.2). */
#define LL_NORM (LLURI_NORM_CASE | LLURI_NORM_PCT | LLURI_NORM_DOTS)

BENCH_NOINLINE static size_t bench_pass_parse_lluri(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        lluri       u;
        lluri_error err;
        if (lluri_parse(&u, d->v[i].p, d->v[i].n, LLURI_START_REFERENCE, &err) == 0)
            acc += u.host.len;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

struct ll_bases {
    lluri *b;
    size_t nb;
    lluri *r;
    size_t nr;
};

static void *ll_resolve_setup(const url *bases, size_t nbases,
                              const char *const *refs, size_t nrefs)
{
    struct ll_bases *s = xmalloc(sizeof *s);
    s->b = xmalloc((nbases + 1) * sizeof *s->b);
    s->r = xmalloc((nrefs + 1) * sizeof *s->r);
    s->nb = nbases;
    s->nr = nrefs;
    for (size_t i = 0; i < nbases; i++)
        if (lluri_parse(&s->b[i], bases[i].p, bases[i].n, 0, NULL) != 0)
            memset(&s->b[i], 0, sizeof s->b[i]);    /* resolve_one fails on it */
    for (size_t j = 0; j < nrefs; j++)
        if (lluri_parse(&s->r[j], refs[j], strlen(refs[j]), 0, NULL) != 0)
            memset(&s->r[j], 0, sizeof s->r[j]);
    return s;
}

static void ll_resolve_free(void *p)
{
    struct ll_bases *s = p;
    free(s->b);
    free(s->r);
    free(s);
}

static long ll_resolve_one(void *p, size_t base, size_t ref, char *buf, size_t cap)
{
    const struct ll_bases *s = p;
    ptrdiff_t n = lluri_resolve(&s->b[base], &s->r[ref], 0, buf, cap, NULL, NULL);
    if (n < 0)
        return -1;
    return (size_t)n >= cap ? -2 : (long)n;
}

BENCH_NOINLINE static size_t bench_pass_resolve_lluri(const void *input, size_t *failed)
{
    const struct ll_bases *s = input;
    char buf[OUT_CAP];
    size_t i, j, acc = 0, rej = 0;
    for (i = 0; i < s->nb; i++)
        for (j = 0; j < s->nr; j++) {
            lluri_error err;
            ptrdiff_t r = lluri_resolve(&s->b[i], &s->r[j], 0, buf, sizeof buf, NULL, &err);
            if (r >= 0)
                acc += (size_t)r;
            else
                rej++;
        }
    *failed = rej;
    return acc;
}

/* From the text: parse, then normalize (uriparser has to parse each time
 * too, as it normalizes its parsed structure in place). */
static long ll_normalize_one(const char *s, size_t n, char *buf, size_t cap)
{
    lluri u;
    ptrdiff_t r;
    if (lluri_parse(&u, s, n, 0, NULL) != 0)
        return -1;
    r = lluri_normalize(&u, LL_NORM, buf, cap, NULL, NULL);
    if (r < 0)
        return -1;
    return (size_t)r >= cap ? -2 : (long)r;
}

BENCH_NOINLINE static size_t bench_pass_normalize_lluri(const void *input, size_t *failed)
{
    const struct url_list *l = input;
    char buf[OUT_CAP];
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < l->n; i++) {
        lluri       u;
        lluri_error err;
        ptrdiff_t   r;
        if (lluri_parse(&u, l->v[i].p, l->v[i].n, LLURI_START_REFERENCE, &err) != 0) {
            rej++;
            continue;
        }
        r = lluri_normalize(&u, LL_NORM, buf, sizeof buf, NULL, &err);
        if (r >= 0)
            acc += (size_t)r;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

/* Each line through the request-line parser: method, target (its form
 * and components, RFC 3986 and RFC 9112 exactly), version. */
BENCH_NOINLINE static size_t bench_pass_request_lluri(const void *input, size_t *failed)
{
    const struct request_list *l = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < l->n; i++) {
        lluri_request_parser p;
        lluri_request_line   line;
        lluri_error          err;
        lluri                u;
        lluri_request_parser_init(&p, 0, 0, 0);
        if (lluri_request_parser_execute(&p, l->v[i].p, l->v[i].n, &line, &err) > 0
            && lluri_request_line_uri(&line, l->v[i].p, &u) == 0)
            acc += u.host.len + u.path.len;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

/* The same parse with LLURI_LENIENT, and with LLURI_IRI: on the lists'
 * valid URLs each must cost what the strict parse does (README, Logs as
 * they are); the lenient pass also reads the invalid ones. */
BENCH_NOINLINE static size_t bench_pass_parse_lluri_lenient(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        lluri       u;
        lluri_error err;
        if (lluri_parse(&u, d->v[i].p, d->v[i].n, LLURI_LENIENT, &err) == 0)
            acc += u.host.len;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

BENCH_NOINLINE static size_t bench_pass_parse_lluri_iri(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        lluri       u;
        lluri_error err;
        if (lluri_parse(&u, d->v[i].p, d->v[i].n, LLURI_IRI, &err) == 0)
            acc += u.host.len;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

const struct peer peer_lluri_lenient = {
    "lluri_lenient", "lluri_parse with LLURI_LENIENT (what logs hold, and what it tolerated)",
    LLURI_VERSION_STRING, bench_pass_parse_lluri_lenient,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
};

const struct peer peer_lluri_iri = {
    "lluri_iri", "lluri_parse with LLURI_IRI (RFC 3987)", LLURI_VERSION_STRING,
    bench_pass_parse_lluri_iri,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
};

const struct peer peer_lluri = {
    "lluri", "RFC 3986, every span (lluri_parse, URI-reference)", LLURI_VERSION_STRING,
    bench_pass_parse_lluri,
    ll_resolve_setup, ll_resolve_free, ll_resolve_one, bench_pass_resolve_lluri,
    ll_normalize_one, bench_pass_normalize_lluri, NULL, bench_pass_request_lluri,
};
