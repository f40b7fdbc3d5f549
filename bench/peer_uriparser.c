/* SPDX-License-Identifier: MIT */
/* peer_uriparser.c — uriparser (strict RFC 3986; Debian liburiparser-dev):
 * parse, resolve and normalize. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdlib.h>
#include <string.h>

#include <uriparser/Uri.h>

#include "bench.h"
#include "uriparser_diff.h"

#define UP_NORM                                                                          \
    (URI_NORMALIZE_SCHEME | URI_NORMALIZE_USER_INFO | URI_NORMALIZE_HOST                 \
     | URI_NORMALIZE_PATH | URI_NORMALIZE_QUERY | URI_NORMALIZE_FRAGMENT)

BENCH_NOINLINE static size_t bench_pass_parse_uriparser(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        UriUriA uri;
        const char *errpos;
        /* on failure uriparser frees what it allocated itself */
        if (uriParseSingleUriExA(&uri, d->v[i].p, d->v[i].p + d->v[i].n, &errpos) == URI_SUCCESS) {
            acc += (size_t)(uri.hostText.afterLast - uri.hostText.first);
            uriFreeUriMembersA(&uri);
        } else {
            rej++;
        }
    }
    *failed = rej;
    return acc;
}

/* uri to text in buf (cap bytes); frees uri's members. uriparser writes an
 * IPv6 literal from its parsed address, all eight groups in full, not as
 * the text it parsed; the check compares with that in mind. */
static long to_string(UriUriA *x, char *buf, size_t cap)
{
    int need = 0, written = 0;
    long ret = -1;
    if (uriToStringCharsRequiredA(x, &need) == URI_SUCCESS) {
        if ((size_t)need >= cap)
            ret = -2;
        else if (uriToStringA(buf, x, need + 1, &written) == URI_SUCCESS)
            ret = need;
    }
    uriFreeUriMembersA(x);
    return ret;
}

struct up_bases {
    UriUriA *b;
    size_t   nb;
    int     *ok;    /* b[i] parsed */
    UriUriA *r;
    size_t   nr;
};

static void *up_resolve_setup(const url *bases, size_t nbases,
                              const char *const *refs, size_t nrefs)
{
    struct up_bases *s = xmalloc(sizeof *s);
    const char *errpos;
    s->b = xmalloc((nbases + 1) * sizeof *s->b);
    s->ok = xmalloc((nbases + 1) * sizeof *s->ok);
    s->r = xmalloc((nrefs + 1) * sizeof *s->r);
    s->nb = nbases;
    s->nr = nrefs;
    for (size_t i = 0; i < nbases; i++)
        s->ok[i] = uriParseSingleUriExA(&s->b[i], bases[i].p, bases[i].p + bases[i].n,
                                        &errpos) == URI_SUCCESS;
    for (size_t j = 0; j < nrefs; j++)
        if (uriParseSingleUriExA(&s->r[j], refs[j], refs[j] + strlen(refs[j]), &errpos)
            != URI_SUCCESS) {
            fprintf(stderr, "bench: uriparser rejects the reference \"%s\"\n", refs[j]);
            exit(2);
        }
    return s;
}

static void up_resolve_free(void *p)
{
    struct up_bases *s = p;
    for (size_t i = 0; i < s->nb; i++)
        if (s->ok[i])
            uriFreeUriMembersA(&s->b[i]);
    for (size_t j = 0; j < s->nr; j++)
        uriFreeUriMembersA(&s->r[j]);
    free(s->b);
    free(s->ok);
    free(s->r);
    free(s);
}

static long up_resolve_one(void *p, size_t base, size_t ref, char *buf, size_t cap)
{
    struct up_bases *s = p;
    UriUriA abs;
    if (!s->ok[base]
        || uriAddBaseUriExA(&abs, &s->r[ref], &s->b[base], URI_RESOLVE_STRICTLY) != URI_SUCCESS)
        return -1;
    return to_string(&abs, buf, cap);
}

BENCH_NOINLINE static size_t bench_pass_resolve_uriparser(const void *input, size_t *failed)
{
    const struct up_bases *s = input;
    char buf[8192];
    size_t i, j, acc = 0, rej = 0;
    for (i = 0; i < s->nb; i++)
        for (j = 0; j < s->nr; j++) {
            UriUriA abs;
            int need = 0, written = 0;
            if (uriAddBaseUriExA(&abs, &s->r[j], &s->b[i], URI_RESOLVE_STRICTLY) != URI_SUCCESS) {
                rej++;
                continue;
            }
            if (uriToStringCharsRequiredA(&abs, &need) == URI_SUCCESS && need < (int)sizeof buf
                && uriToStringA(buf, &abs, need + 1, &written) == URI_SUCCESS)
                acc += (size_t)need;
            else
                rej++;
            uriFreeUriMembersA(&abs);
        }
    *failed = rej;
    return acc;
}

static long up_normalize_one(const char *s, size_t n, char *buf, size_t cap)
{
    UriUriA x;
    const char *errpos;
    if (uriParseSingleUriExA(&x, s, s + n, &errpos) != URI_SUCCESS)
        return -1;
    if (uriNormalizeSyntaxExA(&x, UP_NORM) != URI_SUCCESS) {
        uriFreeUriMembersA(&x);
        return -1;
    }
    return to_string(&x, buf, cap);
}

BENCH_NOINLINE static size_t bench_pass_normalize_uriparser(const void *input, size_t *failed)
{
    const struct url_list *l = input;
    char buf[8192];
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < l->n; i++) {
        UriUriA x;
        const char *errpos;
        int need = 0, written = 0;
        if (uriParseSingleUriExA(&x, l->v[i].p, l->v[i].p + l->v[i].n, &errpos) != URI_SUCCESS) {
            rej++;
            continue;
        }
        if (uriNormalizeSyntaxExA(&x, UP_NORM) == URI_SUCCESS
            && uriToStringCharsRequiredA(&x, &need) == URI_SUCCESS && need < (int)sizeof buf
            && uriToStringA(buf, &x, need + 1, &written) == URI_SUCCESS)
            acc += (size_t)need;
        else
            rej++;
        uriFreeUriMembersA(&x);
    }
    *failed = rej;
    return acc;
}

/* lluri against uriparser on every URL of d (fuzz/uriparser_diff.h, the
 * comparison the differential test and fuzz target use): validity, then
 * every component boundary. */
static size_t up_parse_check(const dataset *d, FILE *f)
{
    size_t counts[DIFF_FRAGMENT + 1] = { 0 }, shown = 0, unexplained = 0;

    for (size_t i = 0; i < d->n; i++) {
        diff_outcome o = diff_run(d->v[i].p, d->v[i].n, 0);
        counts[o.what]++;
        if (o.what == DIFF_AGREE)
            continue;
        if (diff_known(d->v[i].p, d->v[i].n, &o) < 0)
            unexplained++;
        if (bench_all_diffs || shown++ < 10) {
            fprintf(f, "    [parse, %s] ", diff_what_name[o.what]);
            show(f, d->v[i].p, d->v[i].n, 300);
            fputc('\n', f);
        }
    }
    fprintf(f, "    agreement with uriparser (not timed): %zu URLs agree", counts[DIFF_AGREE]);
    for (int w = DIFF_AGREE + 1; w <= DIFF_FRAGMENT; w++)
        if (counts[w])
            fprintf(f, ", %s %zu", diff_what_name[w], counts[w]);
    fprintf(f, "%s\n", unexplained ? "  <-- DIFFERENCES" : "");
    return unexplained;
}

const struct peer peer_uriparser = {
    "uriparser", "RFC 3986, every component (uriParseSingleUriExA, allocates)", URI_VER_ANSI,
    bench_pass_parse_uriparser,
    up_resolve_setup, up_resolve_free, up_resolve_one, bench_pass_resolve_uriparser,
    up_normalize_one, bench_pass_normalize_uriparser, up_parse_check, NULL,
};
