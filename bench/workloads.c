/* SPDX-License-Identifier: MIT */
/* workloads.c — what the benchmark times. Each workload prepares its input
 * for one URL list (untimed), checks that the peers agree on it, and names
 * who runs it:
 *
 *   parse      each URL of the list parsed (every peer with a parse)
 *   resolve    every URL of the list that has a scheme is a base, and each
 *              of nine references (RFC 3986 §5.4's kinds) is resolved
 *              against it into text; bases and references parsed before
 *              timing (lluri, uriparser)
 *   normalize  each URL from its text to its normalized text (case,
 *              percent-encoding, dot segments), parse included: uriparser
 *              normalizes its parsed structure in place, so both parse each
 *              time (lluri, uriparser)
 *   extract    one text per list, its URLs written into prose in every way
 *              RFC 1738's appendix and uri(7) write them; one op is one URL
 *              of the text; the hits are checked against the URLs put in
 *   scheme     lluri_scheme_parse() of each URL (RFC 3986, then the
 *              scheme's own grammar)
 *   request    HTTP request lines made of the list's URLs: for each URL
 *              with an authority, "GET URL HTTP/1.1" (absolute-form), and
 *              for each with a path from "/", "GET PATH?QUERY HTTP/1.1"
 *              (origin-form), CRLF-ended; one op is one line read and its
 *              target split (lluri, http-parser)
 *
 * A URL that one peer rejects, or whose result one cannot write, is
 * dropped for every peer of that workload (counted in the report). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/http.h"
#include "lluri/scheme.h"
#include "bench.h"

#define OUT_CAP 8192
#define N_EXAMPLES 10

static void add_runner(struct prepared *w, const struct peer *p, pass_fn *pass,
                       const void *input)
{
    if (w->nrunners < MAX_RUNNERS) {
        w->runner[w->nrunners].peer = p;
        w->runner[w->nrunners].pass = pass;
        w->runner[w->nrunners].input = input;
        w->nrunners++;
    }
}

/* ---- parse ------------------------------------------------------------------- */

static size_t parse_prepare(struct prepared *w, const dataset *d,
                            const struct peer *const *peers, size_t npeers,
                            int check, FILE *f)
{
    size_t bad = 0;

    w->ops = d->n;
    w->bytes = d->bytes;
    w->unit = "URLs";
    for (size_t i = 0; i < npeers; i++) {
        if (peers[i] == NULL || peers[i]->parse == NULL)
            continue;
        if (check && peers[i]->parse_check != NULL)
            bad += peers[i]->parse_check(d, f);
        add_runner(w, peers[i], peers[i]->parse, d);
    }
    return bad;
}

static void no_release(struct prepared *w)
{
    (void)w;
}

/* ---- resolve ----------------------------------------------------------------- */

static const char *const refs[] = {
    "g", "../g", "./g/h?y#s", "/g", "//g.example/x", "?y", "#s", "g;x=1/../y", "../../../g",
};
#define N_REFS (sizeof refs / sizeof refs[0])

struct resolve_state {
    url   *bases;             /* the bases kept */
    size_t n;
    const struct peer *peer[MAX_RUNNERS];
    void  *setup[MAX_RUNNERS];
    size_t npeers;
};

/* Whether r, lluri's result, holds an IPv6 literal: uriparser writes one
 * from its parsed address (all eight groups), not as it was written. */
static int has_ipv6(const char *r, long n)
{
    return n > 0 && memchr(r, '[', (size_t)n) != NULL;
}

/* Whether s is a URI reference without authority whose path does not begin
 * with "/" (a rootless path, "urn:a:b", or a relative-path reference,
 * "./a"): where RFC 3986's algorithms and uriparser part (§5.2.4 leaves
 * "urn:a" + "../g" as "urn:/g"; lluri's normalize keeps a relative path's
 * dot segments, which mean something only against a base, and a rootless
 * path's when §5.2.4 would make it absolute, "urn:a/../b"). */
static int rootless(const char *s, size_t n)
{
    lluri u;
    return lluri_parse(&u, s, n, 0, NULL) == 0 && !(u.present & LLURI_HAS_AUTHORITY)
           && (u.path.len == 0 || s[u.path.off] != '/');
}

static size_t resolve_prepare(struct prepared *w, const dataset *d,
                              const struct peer *const *peers, size_t npeers,
                              int check, FILE *f)
{
    struct resolve_state *s = xmalloc(sizeof *s);
    static char a[OUT_CAP], b[OUT_CAP];
    size_t no_scheme = 0, failed = 0, same = 0, v6 = 0, root = 0, differ = 0, shown = 0;
    url *cand = xmalloc((d->n + 1) * sizeof *cand);
    size_t ncand = 0;

    memset(s, 0, sizeof *s);
    w->state = s;
    w->unit = "(base, reference) pairs";
    /* the candidates: URLs lluri parses as a URI with a scheme */
    for (size_t i = 0; i < d->n; i++) {
        lluri u;
        if (lluri_parse(&u, d->v[i].p, d->v[i].n, LLURI_START_URI, NULL) == 0)
            cand[ncand++] = d->v[i];
        else
            no_scheme++;
    }
    for (size_t p = 0; p < npeers; p++)
        if (peers[p] != NULL && peers[p]->resolve != NULL && s->npeers < MAX_RUNNERS) {
            s->peer[s->npeers] = peers[p];
            s->setup[s->npeers++] = peers[p]->resolve_setup(cand, ncand, refs, N_REFS);
        }
    /* keep a base only when every peer resolves every reference against it */
    s->bases = xmalloc((ncand + 1) * sizeof *s->bases);
    for (size_t i = 0; i < ncand; i++) {
        int ok = 1;
        for (size_t p = 0; p < s->npeers && ok; p++)
            for (size_t j = 0; j < N_REFS && ok; j++)
                ok = s->peer[p]->resolve_one(s->setup[p], i, j, a, sizeof a) >= 0;
        if (!ok) {
            failed++;
            continue;
        }
        if (check && s->npeers > 1)
            for (size_t j = 0; j < N_REFS; j++) {
                long la = s->peer[0]->resolve_one(s->setup[0], i, j, a, sizeof a);
                for (size_t p = 1; p < s->npeers; p++) {
                    long lb = s->peer[p]->resolve_one(s->setup[p], i, j, b, sizeof b);
                    if (la == lb && memcmp(a, b, (size_t)la) == 0)
                        same++;
                    else if (has_ipv6(a, la))
                        v6++;
                    else if (rootless(cand[i].p, cand[i].n))
                        root++;
                    else if (differ++, bench_all_diffs || shown++ < N_EXAMPLES) {
                        fprintf(f, "    [resolve] base ");
                        show(f, cand[i].p, cand[i].n, 300);
                        fprintf(f, " ref \"%s\": %s ", refs[j], s->peer[0]->name);
                        show(f, a, (size_t)la, 300);
                        fprintf(f, ", %s ", s->peer[p]->name);
                        show(f, b, lb > 0 ? (size_t)lb : 0, 300);
                        fputc('\n', f);
                    }
                }
            }
        s->bases[s->n++] = cand[i];
    }
    /* set up again over the bases kept, for timing */
    for (size_t p = 0; p < s->npeers; p++) {
        s->peer[p]->resolve_free(s->setup[p]);
        s->setup[p] = s->peer[p]->resolve_setup(s->bases, s->n, refs, N_REFS);
        add_runner(w, s->peer[p], s->peer[p]->resolve, s->setup[p]);
    }
    w->ops = s->n * N_REFS;
    for (size_t i = 0; i < s->n; i++)
        for (size_t j = 0; j < N_REFS; j++)
            w->bytes += s->bases[i].n + strlen(refs[j]);
    fprintf(f, "    %zu bases x %zu references; dropped: no URI with a scheme %zu, "
               "a resolution failed or too long %zu\n",
            s->n, N_REFS, no_scheme, failed);
    if (check && s->npeers > 1)
        fprintf(f, "    agreement (not timed): %zu results identical, %zu differ only in how "
                   "an IPv6 literal is written, %zu against a rootless base (RFC 3986 "
                   "5.2.4 gives \"s:/g\"), %zu differ otherwise%s\n",
                same, v6, root, differ, differ ? "  <-- DIFFERENCES" : "");
    free(cand);
    return 0;
}

static void resolve_release(struct prepared *w)
{
    struct resolve_state *s = w->state;
    for (size_t p = 0; p < s->npeers; p++)
        s->peer[p]->resolve_free(s->setup[p]);
    free(s->bases);
    free(s);
}

/* ---- normalize ------------------------------------------------------------------ */

static size_t normalize_prepare(struct prepared *w, const dataset *d,
                                const struct peer *const *peers, size_t npeers,
                                int check, FILE *f)
{
    struct url_list *l = xmalloc(sizeof *l);
    url *keep = xmalloc((d->n + 1) * sizeof *keep);
    static char a[OUT_CAP], b[OUT_CAP];
    const struct peer *np[MAX_RUNNERS];
    size_t nnp = 0, dropped = 0, same = 0, v6 = 0, root = 0, differ = 0, shown = 0;

    w->state = l;
    w->unit = "URLs";
    for (size_t p = 0; p < npeers; p++)
        if (peers[p] != NULL && peers[p]->normalize != NULL && nnp < MAX_RUNNERS)
            np[nnp++] = peers[p];
    l->v = keep;
    l->n = 0;
    for (size_t i = 0; i < d->n; i++) {
        int ok = 1;
        for (size_t p = 0; p < nnp && ok; p++)
            ok = np[p]->normalize_one(d->v[i].p, d->v[i].n, p ? b : a, OUT_CAP) >= 0;
        if (!ok) {
            dropped++;
            continue;
        }
        if (check && nnp > 1) {
            long la = np[0]->normalize_one(d->v[i].p, d->v[i].n, a, OUT_CAP);
            for (size_t p = 1; p < nnp; p++) {
                long lb = np[p]->normalize_one(d->v[i].p, d->v[i].n, b, OUT_CAP);
                if (la == lb && memcmp(a, b, (size_t)la) == 0)
                    same++;
                else if (has_ipv6(a, la))
                    v6++;
                else if (rootless(d->v[i].p, d->v[i].n))
                    root++;
                else if (differ++, bench_all_diffs || shown++ < N_EXAMPLES) {
                    fprintf(f, "    [normalize] ");
                    show(f, d->v[i].p, d->v[i].n, 300);
                    fprintf(f, ": %s ", np[0]->name);
                    show(f, a, (size_t)la, 300);
                    fprintf(f, ", %s ", np[p]->name);
                    show(f, b, lb > 0 ? (size_t)lb : 0, 300);
                    fputc('\n', f);
                }
            }
        }
        keep[l->n++] = d->v[i];
        w->bytes += d->v[i].n;
    }
    w->ops = l->n;
    for (size_t p = 0; p < nnp; p++)
        add_runner(w, np[p], np[p]->normalize, l);
    fprintf(f, "    %zu URLs; dropped: rejected or failed by a peer %zu\n", l->n, dropped);
    if (check && nnp > 1)
        fprintf(f, "    agreement (not timed): %zu identical, %zu differ only in how an IPv6 "
                   "literal is written, %zu with a rootless or relative path (lluri keeps the "
                   "dot segments of a relative path, and of a rootless one that would turn "
                   "absolute), %zu differ otherwise%s\n",
                same, v6, root, differ, differ ? "  <-- DIFFERENCES" : "");
    return 0;
}

static void normalize_release(struct prepared *w)
{
    struct url_list *l = w->state;
    free((void *)l->v);
    free(l);
}

/* ---- extract ----------------------------------------------------------------------
 * Each URL that lluri takes as an RFC 3986 URI, written into a sentence of
 * prose: bare and followed by ". " or ", " or inside "( )", as <URL:...>
 * (broken across two lines when over 60 bytes, after a "/"), as <...>, or
 * in double quotes. A URL goes bare or quoted only where the extractor
 * promises to find it so ("scheme://", and for bare, no parentheses or
 * brackets and a last byte that is no punctuation); else it goes in
 * <URL:...>. The prose between holds traps that are no URIs ("10:30",
 * "note:", "INFO:root:", "<b>"). MB/s is text bytes per second. */
struct extract_state {
    struct extract_text {
        char  *text;
        size_t len, n;
    } t;
    url   *want;          /* each URL, in text order */
};

static void put(struct extract_state *es, size_t *cap, const char *p, size_t n)
{
    while (es->t.len + n > *cap)
        es->t.text = xrealloc(es->t.text, *cap *= 2);
    memcpy(es->t.text + es->t.len, p, n);
    es->t.len += n;
}
#define PUT_LIT(es, cap, lit) put(es, cap, lit, sizeof lit - 1)

/* "scheme://" at the start of the URL u (already a valid URI) */
static int slashes(const url *u)
{
    const char *c = memchr(u->p, ':', u->n);
    return c != NULL && (size_t)(c - u->p) + 2 < u->n && c[1] == '/' && c[2] == '/';
}

static int bare_ok(const url *u)
{
    unsigned char last = (unsigned char)u->p[u->n - 1];
    return slashes(u) && memchr(u->p, '(', u->n) == NULL && memchr(u->p, ')', u->n) == NULL
           && memchr(u->p, '[', u->n) == NULL && memchr(u->p, ']', u->n) == NULL
           && strchr(".,;:!?'", last) == NULL;
}

BENCH_NOINLINE size_t bench_pass_extract_lluri(const void *input, size_t *failed)
{
    const struct extract_text *t = input;
    lluri_extract_iter x;
    lluri_extract_hit h;
    char buf[8192];
    size_t hits = 0, acc = 0;

    lluri_extract_begin(&x, t->text, t->len, 0);
    while (lluri_extract_next(&x, &h, buf, sizeof buf) == 1) {
        hits++;
        acc += h.uri_len + (unsigned char)buf[0];
    }
    *failed = hits > t->n ? hits - t->n : t->n - hits;
    return acc;
}

static size_t extract_prepare(struct prepared *w, const dataset *d,
                              const struct peer *const *peers, size_t npeers,
                              int check, FILE *f)
{
    static const char *const before[] = {
        "The report at 10:30 said the page moved to ",
        "note: the mirror is ",
        "INFO:root: fetched ",
        "If a < b and c > d, <b>read</b> ",
        "See also ",
    };
    struct extract_state *es = xmalloc(sizeof *es);
    size_t cap = 1 << 16, k = 0, skipped = 0, bad = 0;
    int have_lluri = 0;

    for (size_t p = 0; p < npeers; p++)
        have_lluri |= peers[p] == &peer_lluri;
    memset(es, 0, sizeof *es);
    w->state = es;
    w->unit = "URLs in the text";
    es->t.text = xmalloc(cap);
    es->want = xmalloc((d->n + 1) * sizeof *es->want);
    for (size_t i = 0; i < d->n; i++) {
        const url *u = &d->v[i];
        lluri parsed;
        /* no URI, or nothing after "scheme:" ("scheme://"): not for extract */
        if (lluri_parse(&parsed, u->p, u->n, LLURI_START_URI, NULL) != 0
            || parsed.scheme.len + 1 + (slashes(u) ? 2u : 0u) >= u->n) {
            skipped++;
            continue;
        }
        put(es, &cap, before[k % 5], strlen(before[k % 5]));
        switch (k % 6) {
        case 0: case 1: case 2:
            if (bare_ok(u)) {
                if (k % 6 == 2)
                    PUT_LIT(es, &cap, "(at ");
                put(es, &cap, u->p, u->n);
                if (k % 6 == 0)
                    PUT_LIT(es, &cap, ". Then\n");
                else if (k % 6 == 1)
                    PUT_LIT(es, &cap, ", and then ");
                else
                    PUT_LIT(es, &cap, ") again.\n");
                break;
            }
            /* fall through */
        case 3:
            PUT_LIT(es, &cap, "<URL:");
            if (u->n > 60) {
                const char *slash = memchr(u->p + u->n / 2, '/', u->n - u->n / 2);
                size_t cut = slash ? (size_t)(slash - u->p) : u->n;
                put(es, &cap, u->p, cut);
                PUT_LIT(es, &cap, "\n    ");
                put(es, &cap, u->p + cut, u->n - cut);
            } else {
                put(es, &cap, u->p, u->n);
            }
            PUT_LIT(es, &cap, ">, said the note.\n");
            break;
        case 4:
            if (slashes(u))
                PUT_LIT(es, &cap, "<");
            else
                PUT_LIT(es, &cap, "<URL:");
            put(es, &cap, u->p, u->n);
            PUT_LIT(es, &cap, "> is the one; ");
            break;
        default:
            if (slashes(u)) {
                PUT_LIT(es, &cap, "\"");
                put(es, &cap, u->p, u->n);
                PUT_LIT(es, &cap, "\" (quoted).\n");
            } else {
                PUT_LIT(es, &cap, "<URL:");
                put(es, &cap, u->p, u->n);
                PUT_LIT(es, &cap, ">.\n");
            }
            break;
        }
        es->want[es->t.n++] = *u;
        k++;
    }
    w->ops = es->t.n;
    w->bytes = es->t.len;
    fprintf(f, "    one text of %zu bytes holding %zu URLs (%zu lines left out: no URI, or "
               "nothing after the scheme)\n", es->t.len, es->t.n, skipped);
    if (check) {
        /* the hits must be the URLs put in, in order, nothing more */
        lluri_extract_iter x;
        lluri_extract_hit h;
        char buf[8192];
        size_t n = 0;
        lluri_extract_begin(&x, es->t.text, es->t.len, 0);
        while (lluri_extract_next(&x, &h, buf, sizeof buf) == 1) {
            int same = n < es->t.n && h.uri_len == es->want[n].n && h.uri_len < sizeof buf
                       && memcmp(buf, es->want[n].p, h.uri_len) == 0;
            if (!same && bad++ < N_EXAMPLES) {
                fprintf(f, "    extract: hit %zu at offset %zu: ", n, h.off);
                show(f, buf, h.uri_len < sizeof buf ? h.uri_len : sizeof buf - 1, 300);
                fputc('\n', f);
            }
            n++;
        }
        if (n < es->t.n)
            bad += es->t.n - n;
        fprintf(f, "    extract check: %zu URLs put in, %zu hits, %zu differ%s\n", es->t.n, n,
                bad, bad ? "  <-- MISMATCH" : "");
    }
    if (have_lluri)
        add_runner(w, &peer_lluri, bench_pass_extract_lluri, &es->t);
    return bad;
}

static void extract_release(struct prepared *w)
{
    struct extract_state *es = w->state;
    free(es->t.text);
    free(es->want);
    free(es);
}

/* ---- scheme ----------------------------------------------------------------------- */

BENCH_NOINLINE size_t bench_pass_scheme_lluri(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        lluri_scheme_parts p;
        lluri_error err;
        if (lluri_scheme_parse(&p, d->v[i].p, d->v[i].n, 0, &err) == 0)
            acc += p.field[0].len + p.present;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

static size_t scheme_prepare(struct prepared *w, const dataset *d,
                             const struct peer *const *peers, size_t npeers,
                             int check, FILE *f)
{
    size_t ok = 0, no_grammar = 0, rfc3986 = 0, grammar = 0;
    int have_lluri = 0;

    (void)check;
    for (size_t p = 0; p < npeers; p++)
        have_lluri |= peers[p] == &peer_lluri;
    for (size_t i = 0; i < d->n; i++) {
        lluri_scheme_parts p;
        int rc = lluri_scheme_parse(&p, d->v[i].p, d->v[i].n, 0, NULL);
        if (rc == 0)
            ok++;
        else if (rc == LLURI_ENOGRAMMAR)
            no_grammar++;
        else if (rc <= LLURI_ESLASHES && rc >= LLURI_EDATABASE)
            grammar++;
        else
            rfc3986++;
    }
    fprintf(f, "    valid %zu; not RFC 3986 %zu; no grammar for the scheme %zu; failed the "
               "scheme's grammar %zu\n", ok, rfc3986, no_grammar, grammar);
    w->ops = d->n;
    w->bytes = d->bytes;
    w->unit = "URLs";
    if (have_lluri)
        add_runner(w, &peer_lluri, bench_pass_scheme_lluri, d);
    return 0;
}

/* ---- request ---------------------------------------------------------------------- */

struct request_state {
    struct request_list l;
    url  *v;
    char *text;
};

static size_t request_prepare(struct prepared *w, const dataset *d,
                              const struct peer *const *peers, size_t npeers,
                              int check, FILE *f)
{
    struct request_state *rs = xmalloc(sizeof *rs);
    size_t cap = 2 * d->bytes + 2 * d->n * sizeof "GET  HTTP/1.1\r\n", o = 0, n = 0;
    size_t invalid = 0, absolute = 0, origin = 0, refused = 0;
    size_t *off;

    (void)check;
    rs->text = xmalloc(cap);
    off = xmalloc((2 * d->n + 1) * sizeof *off);
    for (size_t i = 0; i < d->n; i++) {
        lluri u;
        const char *s = d->v[i].p;
        if (lluri_parse(&u, s, d->v[i].n, LLURI_START_URI, NULL) != 0) {
            invalid++;
            continue;
        }
        if (u.present & LLURI_HAS_AUTHORITY) {
            size_t end = (u.present & LLURI_HAS_FRAGMENT) ? u.fragment.off - 1 : d->v[i].n;
            off[n++] = o;
            o += (size_t)sprintf(rs->text + o, "GET %.*s HTTP/1.1\r\n", (int)end, s);
            absolute++;
        }
        if (u.path.len > 0 && s[u.path.off] == '/') {
            size_t end = (u.present & LLURI_HAS_QUERY) ? u.query.off + u.query.len
                                                       : u.path.off + u.path.len;
            off[n++] = o;
            o += (size_t)sprintf(rs->text + o, "GET %.*s HTTP/1.1\r\n",
                                 (int)(end - u.path.off), s + u.path.off);
            origin++;
        }
    }
    off[n] = o;
    rs->v = xmalloc((n + 1) * sizeof *rs->v);
    w->bytes = 0;
    /* keep the lines every peer takes: http-parser refuses some that RFC
     * 9112 allows (and the other way round) */
    for (size_t k = 0, kept = 0; k < n; k++) {
        url line = { rs->text + off[k], off[k + 1] - off[k] };
        lluri_request_parser p;
        lluri_request_line rl;
        int ok = lluri_request_parser_init(&p, 0, 0, 0) == 0
                 && lluri_request_parser_execute(&p, line.p, line.n, &rl, NULL)
                        == (ptrdiff_t)line.n;
        for (size_t q = 0; ok && q < npeers; q++) {
            size_t failed = 0;
            struct request_list one = { &line, 1 };
            if (peers[q] != NULL && peers[q]->request != NULL)
                peers[q]->request(&one, &failed);
            ok = failed == 0;
        }
        if (!ok) {
            refused++;
            continue;
        }
        rs->v[kept] = line;
        rs->l.n = ++kept;
        w->bytes += line.n;
    }
    free(off);
    rs->l.v = rs->v;
    fprintf(f, "    %zu lines (%zu absolute-form, %zu origin-form) from the %zu URLs with a "
               "scheme; %zu without; %zu lines refused by a peer, dropped\n",
            absolute + origin - refused, absolute, origin, d->n - invalid, invalid, refused);
    w->state = rs;
    w->ops = rs->l.n;
    w->unit = "lines";
    for (size_t q = 0; q < npeers; q++)
        if (peers[q] != NULL && peers[q]->request != NULL)
            add_runner(w, peers[q], peers[q]->request, &rs->l);
    return 0;
}

static void request_release(struct prepared *w)
{
    struct request_state *rs = w->state;
    free(rs->text);
    free(rs->v);
    free(rs);
}

const struct workload workloads[] = {
    { "parse", "parse one URL (each peer's own parse)", parse_prepare, no_release },
    { "resolve", "resolve one reference against a base, into text", resolve_prepare,
      resolve_release },
    { "normalize", "one URL from its text to its normalized text", normalize_prepare,
      normalize_release },
    { "extract", "find one URL in prose", extract_prepare, extract_release },
    { "scheme", "one URL through its scheme's grammar", scheme_prepare, no_release },
    { "request", "one HTTP request line, its target split", request_prepare, request_release },
};
const size_t nworkloads = sizeof workloads / sizeof workloads[0];
