/* SPDX-License-Identifier: MIT */
/*
 * bench.c — lluri's benchmark harness.
 *
 * Runs the same lists of URLs through lluri and, where they were found at
 * configure time, its peers, and reports the median time per URL:
 *
 *   lluri        lluri_parse(&u, s, len, LLURI_START_REFERENCE, &err)   always
 *   uriparser    uriParseSingleUriExA + uriFreeUriMembersA         HAVE_URIPARSER
 *   http_parser  http_parser_url_init + http_parser_parse_url      HAVE_HTTP_PARSER
 *
 * Usage: bench [options] [FILE...]
 *
 *   FILE        a list of URLs, one per line. A trailing "\r" is stripped and
 *               empty lines are skipped; every other byte is kept as it is
 *               (a UTF-8 BOM on the first line stays: it is a real input).
 *               Without FILEs: $BENCH_DATA (file names separated by ':'),
 *               else every .txt file in $BENCH_SHARED/data/urls, or in
 *               $BENCH_SHARED itself if it has none (the macro
 *               BENCH_SHARED_DIR, set by the Makefile, when the variable is
 *               unset), else BENCH_SAMPLE (bench/sample-urls.txt).
 *   --reps N    passes over the list per timed run ($BENCH_REPS; default:
 *               as many as take ~0.2 s, at least 3, chosen per parser)
 *   --runs N    timed runs; the median is reported ($BENCH_RUNS; default 7)
 *   --only P    time one parser only (lluri, uriparser or http_parser)
 *   --workload W  what to time: parse, resolve, normalize, extract, scheme,
 *               a list of them
 *               separated by ",", or all (the default); see "Resolve and
 *               normalize" below
 *   --tsv       machine-readable: one line per (file, parser) on stdout;
 *               everything else goes to stderr. The resolve and normalize
 *               workloads add lines in the same columns, with parser
 *               "resolve/lluri", "normalize/uriparser" etc., urls = ops per
 *               pass, bytes = input bytes per pass, ns_per_url = ns per op
 *   --diff      print every disagreement between lluri and uriparser, not
 *               only the first 10 of each kind
 *   --no-check  skip the agreement check
 *   --check-only  run the agreement check, no timing
 *
 * Method. Each file is loaded into one buffer; the URLs are (pointer,
 * length) pairs into it, so no parser gets a NUL and nothing is copied in
 * the timed loop. A run round times R passes of each parser in turn
 * (lluri, uriparser, http_parser), so noise falls on all of them alike;
 * ns/URL is the median over the runs, MB/s is URL bytes (no newlines) per
 * second at that median, and a peer's ratio to lluri is computed within
 * each round and the median of those ratios is reported (ratio > 1: lluri
 * is faster). Each parser adds the length of the host it found to a
 * volatile sink, so no call can be optimized away.
 *
 * Under callgrind, give --reps: then there is no calibration and no
 * warm-up pass, and --only skips the agreement check, so the parser runs
 * exactly reps x runs passes:
 *   valgrind --tool=callgrind bench/bench --only lluri --reps 1 --runs 1 FILE
 * (each parser's pass is its own function, bench_pass_<name>, for
 * --toggle-collect).
 *
 * Resolve and normalize: two more workloads, lluri vs uriparser only, timed
 * and reported the same way (ns/op, median of per-run ratios, a summary
 * line each); what one op is, and which URLs take part, is described at
 * "resolve and normalize" below. Their passes are bench_pass_resolve_<name>
 * and bench_pass_normalize_<name>. Choosing their inputs calls each
 * library's resolve (normalize) once per op before timing, so under
 * callgrind count with --toggle-collect=bench_pass_resolve_lluri (etc.).
 *
 * Extract: lluri_extract over one text made of the file's URLs written in
 * prose, lluri only; see "extract" below. Its pass is
 * bench_pass_extract_lluri.
 *
 * The agreement check (lluri vs uriparser, untimed) counts the URLs whose
 * validity differs, and for the URLs both accept compares every component:
 * scheme, userinfo, host (uriparser's hostText excludes the brackets of an
 * IP literal; lluri's host includes them), host kind, port, path (uriparser
 * keeps a list of segments and an absolutePath flag; see path_diff()),
 * query and fragment.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <glob.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

#ifdef HAVE_URIPARSER
#include <uriparser/Uri.h>
#endif
#ifdef HAVE_HTTP_PARSER
#include <http_parser.h>
#endif

#ifndef BENCH_SAMPLE
#define BENCH_SAMPLE "bench/sample-urls.txt"
#endif

#if defined(__GNUC__)
#define BENCH_NOINLINE __attribute__((noinline))
#else
#define BENCH_NOINLINE
#endif

#define TARGET_NS   200000000.0 /* one timed run of one parser: ~0.2 s */
#define MIN_REPS    3
#define DEF_RUNS    7
#define N_EXAMPLES  10          /* disagreements shown per kind, per file */
#define SHOW_MAX    300         /* bytes of a URL shown in an example */

/* ---------------------------------------------------------------- input */

typedef struct url {
    const char *p;
    size_t      n;
} url;

typedef struct dataset {
    const char *path;
    char       *buf;
    url        *v;
    size_t      n;     /* URLs */
    size_t      bytes; /* sum of their lengths */
} dataset;

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL) {
        fprintf(stderr, "bench: out of memory (%zu bytes)\n", n);
        exit(2);
    }
    return p;
}

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (q == NULL) {
        fprintf(stderr, "bench: out of memory (%zu bytes)\n", n);
        exit(2);
    }
    return q;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n), s, n);
}

/* Read the whole file into one buffer and split it into lines. */
static int load(dataset *d, const char *path)
{
    FILE  *f = fopen(path, "rb");
    size_t cap = 1 << 16, len = 0, nl = 0, i, start;

    memset(d, 0, sizeof *d);
    d->path = path;
    if (f == NULL) {
        fprintf(stderr, "bench: %s: %s\n", path, strerror(errno));
        return -1;
    }
    d->buf = xmalloc(cap);
    for (;;) {
        size_t got;
        if (len == cap)
            d->buf = xrealloc(d->buf, cap *= 2);
        got = fread(d->buf + len, 1, cap - len, f);
        if (got == 0)
            break;
        len += got;
    }
    if (ferror(f)) {
        fprintf(stderr, "bench: %s: read error\n", path);
        fclose(f);
        free(d->buf);
        d->buf = NULL;
        return -1;
    }
    fclose(f);

    for (i = 0; i < len; i++)
        nl += d->buf[i] == '\n';
    d->v = xmalloc((nl + 1) * sizeof *d->v);
    for (start = 0, i = 0; i <= len; i++) {
        size_t n;
        if (i < len && d->buf[i] != '\n')
            continue;
        n = i - start;
        if (n > 0 && d->buf[start + n - 1] == '\r')
            n--;
        if (n > 0) {
            d->v[d->n].p = d->buf + start;
            d->v[d->n].n = n;
            d->n++;
            d->bytes += n;
        }
        start = i + 1;
    }
    return 0;
}

static void unload(dataset *d)
{
    free(d->buf);
    free(d->v);
    memset(d, 0, sizeof *d);
}

/* --------------------------------------------------------------- parsers */

static volatile size_t sink;

BENCH_NOINLINE static size_t bench_pass_lluri(const void *ctx, size_t *rejected)
{
    const url *v = ((const dataset *)ctx)->v;
    size_t     n = ((const dataset *)ctx)->n;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < n; i++) {
        lluri       u;
        lluri_error err;
        if (lluri_parse(&u, v[i].p, v[i].n, LLURI_START_REFERENCE, &err) == 0)
            acc += u.host.len;
        else
            rej++;
    }
    *rejected = rej;
    return acc;
}

#ifdef HAVE_URIPARSER
BENCH_NOINLINE static size_t bench_pass_uriparser(const void *ctx, size_t *rejected)
{
    const url *v = ((const dataset *)ctx)->v;
    size_t     n = ((const dataset *)ctx)->n;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < n; i++) {
        UriUriA     uri;
        const char *errpos;
        /* on failure uriparser frees what it allocated itself */
        if (uriParseSingleUriExA(&uri, v[i].p, v[i].p + v[i].n, &errpos) == URI_SUCCESS) {
            acc += (size_t)(uri.hostText.afterLast - uri.hostText.first);
            uriFreeUriMembersA(&uri);
        } else {
            rej++;
        }
    }
    *rejected = rej;
    return acc;
}
#endif

#ifdef HAVE_HTTP_PARSER
BENCH_NOINLINE static size_t bench_pass_http_parser(const void *ctx, size_t *rejected)
{
    const url *v = ((const dataset *)ctx)->v;
    size_t     n = ((const dataset *)ctx)->n;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < n; i++) {
        struct http_parser_url u;
        http_parser_url_init(&u);
        if (http_parser_parse_url(v[i].p, v[i].n, 0, &u) == 0)
            acc += u.field_data[UF_HOST].len;
        else
            rej++;
    }
    *rejected = rej;
    return acc;
}
#endif

/* One timed pass of a workload over its data; returns a sum the compiler
 * cannot drop, counts failures in *rejected. */

/* One timed pass of a workload over its data; returns a sum the compiler
 * cannot drop, counts failures in *rejected. */
typedef size_t (*work_fn)(const void *ctx, size_t *rejected);

enum { P_LLURI, P_URIPARSER, P_HTTP_PARSER, P_N };

static const struct parser {
    const char *name;
    work_fn     pass; /* over a dataset; NULL: not compiled in */
} parsers[P_N] = {
    { "lluri", bench_pass_lluri },
#ifdef HAVE_URIPARSER
    { "uriparser", bench_pass_uriparser },
#else
    { "uriparser", NULL },
#endif
#ifdef HAVE_HTTP_PARSER
    { "http_parser", bench_pass_http_parser },
#else
    { "http_parser", NULL },
#endif
};

/* ---------------------------------------------------------------- timing */

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Time `reps` passes of f; returns ns. */
static double timed(work_fn f, const void *ctx, size_t reps, size_t *rejected)
{
    size_t r, acc = 0;
    double t0 = now_ns(), t1;
    for (r = 0; r < reps; r++)
        acc += f(ctx, rejected);
    t1 = now_ns();
    sink += acc;
    return t1 - t0;
}

/* Passes that take ~TARGET_NS: warm up, then double until >= 1/10 of it. */
static size_t calibrate(work_fn f, const void *ctx)
{
    size_t rej, reps = 1, want;
    double t;
    timed(f, ctx, 1, &rej); /* warm-up: page in, fill caches and predictors */
    for (;;) {
        t = timed(f, ctx, reps, &rej);
        if (t >= TARGET_NS / 10 || reps >= ((size_t)1 << 30))
            break;
        reps *= 2;
    }
    if (t <= 0)
        t = 1;
    want = (size_t)(TARGET_NS / (t / (double)reps) + 0.5);
    return want < MIN_REPS ? MIN_REPS : want;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median of n values (the mean of the middle two when n is even). */
static double median(const double *x, size_t n)
{
    double *s, m;
    if (n == 0)
        return 0;
    s = xmalloc(n * sizeof *s);
    memcpy(s, x, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);
    m = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    free(s);
    return m;
}

static double minimum(const double *x, size_t n)
{
    size_t i;
    double m = n ? x[0] : 0;
    for (i = 1; i < n; i++)
        if (x[i] < m)
            m = x[i];
    return m;
}

static double maximum(const double *x, size_t n)
{
    size_t i;
    double m = n ? x[0] : 0;
    for (i = 1; i < n; i++)
        if (x[i] > m)
            m = x[i];
    return m;
}

/* --------------------------------------------------------------- options */

enum { W_PARSE, W_RESOLVE, W_NORMALIZE, W_EXTRACT, W_SCHEME, W_N };
static const char *const workload_name[W_N] = { "parse", "resolve", "normalize", "extract",
                                                 "scheme" };
#define W_ALL ((1u << W_N) - 1)

static struct {
    int         tsv, diff, check, timing;
    int         only; /* -1: all compiled-in parsers */
    size_t      reps; /* 0: calibrate */
    size_t      runs;
    unsigned    workloads; /* bit (1 << W_*) per workload run */
} opt = { 0, 0, 1, 1, -1, 0, DEF_RUNS, W_ALL };

static FILE *out; /* human-readable report: stdout, or stderr under --tsv */
static size_t extract_failures; /* extract: hits that differ from the URLs put in */

static int active(int p)
{
    return parsers[p].pass != NULL && (opt.only < 0 || opt.only == p);
}

/* --------------------------------------------------------- agreement check */

#ifdef HAVE_URIPARSER

/* Print at most `max` bytes of s, quoted, with \xHH for anything that is not
 * printable ASCII. */
static void show(FILE *f, const char *s, size_t n, size_t max)
{
    size_t i, lim = n < max ? n : max;
    fputc('"', f);
    for (i = 0; i < lim; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f)
            fputc(c, f);
        else
            fprintf(f, "\\x%02x", c);
    }
    fputc('"', f);
    /* Callers pass max < n (SHOW_MAX); cppcheck judges by one call site. */
    /* cppcheck-suppress knownConditionTrueFalse */
    if (lim < n)
        fprintf(f, "...(%zu bytes)", n);
}

/* A component as either parser reports it. off < 0: present, but uriparser
 * points an empty range at a static string outside the input, so only its
 * (zero) length is known. */
typedef struct comp {
    int       present;
    long long off;
    size_t    len;
} comp;

static comp ll_comp(const lluri *u, lluri_span sp, uint32_t bit)
{
    comp c = { 0, -1, 0 };
    if (bit == 0 || (u->present & bit)) {
        c.present = 1;
        c.off = sp.off;
        c.len = sp.len;
    }
    return c;
}

static comp up_comp(UriTextRangeA r, const char *s, size_t n)
{
    comp      c = { 0, -1, 0 };
    uintptr_t a = (uintptr_t)r.first, z = (uintptr_t)r.afterLast;
    uintptr_t lo = (uintptr_t)s, hi = (uintptr_t)(s + n);
    if (r.first == NULL)
        return c;
    c.present = 1;
    c.len = z >= a ? (size_t)(z - a) : 0;
    if (a >= lo && a <= hi)
        c.off = (long long)(a - lo);
    return c;
}

static int comp_differ(comp a, comp b)
{
    if (a.present != b.present)
        return 1;
    if (!a.present)
        return 0;
    return a.len != b.len || (a.off >= 0 && b.off >= 0 && a.off != b.off);
}

static void show_comp(FILE *f, comp c, const char *s)
{
    if (!c.present)
        fputs("absent", f);
    else if (c.off < 0)
        fprintf(f, "\"\"(len %zu, off n/a)", c.len);
    else {
        show(f, s + c.off, c.len, SHOW_MAX);
        fprintf(f, "@%lld", c.off);
    }
}

static int up_host_kind(const UriUriA *x)
{
    if (x->hostText.first == NULL)
        return LLURI_HOST_NONE;
    if (x->hostData.ip4 != NULL)
        return LLURI_HOST_IPV4;
    if (x->hostData.ip6 != NULL)
        return LLURI_HOST_IPV6;
    if (x->hostData.ipFuture.first != NULL)
        return LLURI_HOST_IPVFUTURE;
    return LLURI_HOST_REG_NAME;
}

/*
 * uriparser's path is a list of segments, without the "/"s, plus a flag.
 * What uriparser 0.9 builds, checked on inputs ("OUT": an empty segment
 * whose range points at a static "" outside the input):
 *
 *   http://a        no segments           /a/    abs=1  "a" OUT
 *   http://a/       OUT                   /      abs=1  no segments (!)
 *   http://a//      OUT OUT               x:/    abs=1  no segments (!)
 *   http://a/b/     "b" OUT               a/b    abs=0  "a" "b"
 *   file:///x       "x"                   .//a   abs=0  "." OUT "a"
 *
 * So from lluri's path span: a leading "/" is dropped (it sets absolutePath,
 * which uriparser keeps false whenever there is an authority), the rest is
 * split at every "/", each piece being one segment; an empty path has no
 * segments, and so has the path "/" when there is no authority. Pieces are
 * compared by length, and by offset when uriparser's range is in the input.
 */
static const char *path_diff(const lluri *u, const UriUriA *x, const char *s, size_t n)
{
    const UriPathSegmentA *seg = x->pathHead;
    const char            *p = s + u->path.off;
    size_t                 pl = u->path.len, i = 0, j;
    int                    has_auth = (u->present & LLURI_HAS_AUTHORITY) != 0;
    int                    abs_expected = 0;

    if (pl > 0 && p[0] == '/') {
        i = 1;
        abs_expected = !has_auth;
    }
    if ((x->absolutePath != URI_FALSE) != abs_expected)
        return "absolutePath flag";
    if (pl == 0 || (pl == 1 && p[0] == '/' && !has_auth))
        return seg == NULL ? NULL : "segments where none expected";
    for (;;) {
        comp c;
        for (j = i; j < pl && p[j] != '/'; j++)
            ;
        if (seg == NULL)
            return "uriparser has fewer segments";
        c = up_comp(seg->text, s, n);
        if (c.len != j - i)
            return "segment length";
        if (c.off < 0 && j > i)
            return "segment outside the input";
        if (c.off >= 0 && j > i && (size_t)c.off != u->path.off + i)
            return "segment offset";
        seg = seg->next;
        if (j >= pl)
            break;
        i = j + 1;
    }
    return seg == NULL ? NULL : "uriparser has more segments";
}

/* uriparser's path, rebuilt for display: "/"? seg ("/" seg)* */
static void show_up_path(FILE *f, const UriUriA *x)
{
    const UriPathSegmentA *seg;
    fprintf(f, "absolutePath=%d segments:", x->absolutePath ? 1 : 0);
    for (seg = x->pathHead; seg != NULL; seg = seg->next) {
        fputc(' ', f);
        show(f, seg->text.first, (size_t)(seg->text.afterLast - seg->text.first), 80);
    }
    if (x->pathHead == NULL)
        fputs(" none", f);
}

enum { C_SCHEME, C_USERINFO, C_HOST, C_HOST_KIND, C_PORT, C_PATH, C_QUERY, C_FRAGMENT, C_N };
static const char *const comp_name[C_N] = { "scheme", "userinfo", "host", "host_kind",
                                            "port",   "path",     "query", "fragment" };

static void check(const dataset *d)
{
    size_t both_ok = 0, both_bad = 0, only_ll = 0, only_up = 0;
    size_t by_code[32] = { 0 };  /* lluri rejects, uriparser accepts: by -code */
    size_t by_byte[256] = { 0 }; /* lluri accepts, uriparser rejects: by byte at errpos */
    size_t by_end = 0;           /* ... where errpos is the end of the input */
    size_t mism[C_N] = { 0 }, any_mism = 0, shown_valid = 0, shown_comp = 0;
    size_t i, k;

    fprintf(out, "  agreement, lluri (URI-reference) vs uriparser, not timed:\n");
    for (i = 0; i < d->n; i++) {
        const char *s = d->v[i].p;
        size_t      n = d->v[i].n;
        lluri       u;
        lluri_error err;
        UriUriA     x;
        const char *errpos = NULL;
        int         lr = lluri_parse(&u, s, n, LLURI_START_REFERENCE, &err);
        int         ur = uriParseSingleUriExA(&x, s, s + n, &errpos);
        size_t      epos = errpos ? (size_t)(errpos - s) : n;

        if (lr != 0 && ur != URI_SUCCESS) {
            both_bad++;
            continue;
        }
        if (lr != 0 || ur != URI_SUCCESS) {
            if (lr != 0) {
                only_up++;
                if (-lr > 0 && -lr < 32)
                    by_code[-lr]++;
            } else {
                only_ll++;
                if (epos < n)
                    by_byte[(unsigned char)s[epos]]++;
                else
                    by_end++;
            }
            if (opt.diff || shown_valid < N_EXAMPLES) {
                fputs("    [validity] lluri=", out);
                if (lr == 0)
                    fputs("accept", out);
                else
                    fprintf(out, "reject(%s@%zu)", lluri_errname(lr), err.offset);
                fputs(" uriparser=", out);
                if (ur == URI_SUCCESS)
                    fputs("accept", out);
                else
                    fprintf(out, "reject(%d@%zu)", ur, epos);
                fputs("  ", out);
                show(out, s, n, opt.diff ? n : SHOW_MAX);
                fputc('\n', out);
            }
            shown_valid++;
            if (ur == URI_SUCCESS)
                uriFreeUriMembersA(&x);
            continue;
        }

        /* both accept: compare the components */
        both_ok++;
        {
            comp        a[C_N], b[C_N];
            const char *pd;
            int         bad = 0, hk = up_host_kind(&x);

            a[C_SCHEME] = ll_comp(&u, u.scheme, LLURI_HAS_SCHEME);
            b[C_SCHEME] = up_comp(x.scheme, s, n);
            a[C_USERINFO] = ll_comp(&u, u.userinfo, LLURI_HAS_USERINFO);
            b[C_USERINFO] = up_comp(x.userInfo, s, n);
            a[C_HOST] = ll_comp(&u, u.host, LLURI_HAS_AUTHORITY);
            b[C_HOST] = up_comp(x.hostText, s, n);
            if ((hk == LLURI_HOST_IPV6 || hk == LLURI_HOST_IPVFUTURE) && b[C_HOST].off > 0) {
                b[C_HOST].off -= 1; /* put back the brackets */
                b[C_HOST].len += 2;
            }
            a[C_HOST_KIND].present = b[C_HOST_KIND].present = 1;
            a[C_HOST_KIND].off = b[C_HOST_KIND].off = -1;
            a[C_HOST_KIND].len = u.host_kind;
            b[C_HOST_KIND].len = (size_t)hk;
            a[C_PORT] = ll_comp(&u, u.port, LLURI_HAS_PORT);
            b[C_PORT] = up_comp(x.portText, s, n);
            a[C_QUERY] = ll_comp(&u, u.query, LLURI_HAS_QUERY);
            b[C_QUERY] = up_comp(x.query, s, n);
            a[C_FRAGMENT] = ll_comp(&u, u.fragment, LLURI_HAS_FRAGMENT);
            b[C_FRAGMENT] = up_comp(x.fragment, s, n);
            pd = path_diff(&u, &x, s, n);

            for (k = 0; k < C_N; k++) {
                int differ = k == C_PATH ? pd != NULL : comp_differ(a[k], b[k]);
                if (!differ)
                    continue;
                mism[k]++;
                bad = 1;
                if (!opt.diff && shown_comp >= N_EXAMPLES)
                    continue;
                fprintf(out, "    [%s] ", comp_name[k]);
                show(out, s, n, opt.diff ? n : SHOW_MAX);
                fputs("\n      lluri     ", out);
                if (k == C_HOST_KIND)
                    fprintf(out, "%s", u.host_kind ? lluri_host_kind_name(u.host_kind) : "none");
                else if (k == C_PATH)
                    show_comp(out, ll_comp(&u, u.path, 0), s);
                else
                    show_comp(out, a[k], s);
                fputs("\n      uriparser ", out);
                if (k == C_HOST_KIND)
                    fprintf(out, "%s", hk ? lluri_host_kind_name(hk) : "none");
                else if (k == C_PATH) {
                    show_up_path(out, &x);
                    fprintf(out, " (%s)", pd);
                } else
                    show_comp(out, b[k], s);
                fputc('\n', out);
                shown_comp++;
            }
            any_mism += (size_t)bad;
        }
        uriFreeUriMembersA(&x);
    }

    fprintf(out, "    validity: both accept %zu, both reject %zu, only lluri accepts %zu, "
                 "only uriparser accepts %zu\n",
            both_ok, both_bad, only_ll, only_up);
    if (only_up) {
        fputs("    lluri rejects, uriparser accepts, by lluri error:", out);
        for (k = 0; k < 32; k++)
            if (by_code[k])
                fprintf(out, " %s %zu", lluri_errname(-(int)k), by_code[k]);
        fputc('\n', out);
    }
    if (only_ll) {
        fputs("    lluri accepts, uriparser rejects, by byte at uriparser's error:", out);
        for (k = 0; k < 256; k++)
            if (by_byte[k]) {
                char c = (char)k;
                fputc(' ', out);
                show(out, &c, 1, 1);
                fprintf(out, " %zu", by_byte[k]);
            }
        if (by_end)
            fprintf(out, " end-of-input %zu", by_end);
        fputc('\n', out);
    }
    fprintf(out, "    components of the %zu URLs both accept: %zu differ;", both_ok, any_mism);
    for (k = 0; k < C_N; k++)
        fprintf(out, " %s %zu", comp_name[k], mism[k]);
    fputc('\n', out);
}
#endif /* HAVE_URIPARSER */

/* --------------------------------------------------------------- reporting */

typedef struct result {
    size_t  reps, rejected;
    double *ns;    /* ns/URL of each run */
    double *ratio; /* this parser / lluri, per run */
} result;

/* Per peer, the median-of-ratios of each file, for the final summary. */
static double *file_ratio[P_N];
static size_t  n_file_ratio;

static void bench_resolve(const dataset *d);
static void bench_normalize(const dataset *d);
static void bench_extract(const dataset *d);
static void bench_scheme(const dataset *d);

static void bench_parse(const dataset *d);

static void bench_file(const dataset *d)
{
    fprintf(out, "\n== %s: %zu URLs, %zu bytes (%.1f B/URL)\n", d->path, d->n, d->bytes,
            d->n ? (double)d->bytes / (double)d->n : 0.0);
    if (d->n == 0)
        return;
    if (opt.workloads & (1u << W_PARSE))
        bench_parse(d);
    if (opt.workloads & (1u << W_RESOLVE))
        bench_resolve(d);
    if (opt.workloads & (1u << W_NORMALIZE))
        bench_normalize(d);
    if (opt.workloads & (1u << W_EXTRACT))
        bench_extract(d);
    if (opt.workloads & (1u << W_SCHEME))
        bench_scheme(d);
}

static void bench_parse(const dataset *d)
{
    result res[P_N];
    size_t runs = opt.runs, r;
    int    p;
    int    ratios = active(P_LLURI);

    memset(res, 0, sizeof res);

#ifdef HAVE_URIPARSER
    if (opt.check && opt.only < 0)
        check(d);
#endif
    if (!opt.timing)
        return;

    for (p = 0; p < P_N; p++) {
        if (!active(p))
            continue;
        res[p].reps = opt.reps ? opt.reps : calibrate(parsers[p].pass, d);
        res[p].ns = xmalloc(runs * sizeof(double));
        res[p].ratio = xmalloc(runs * sizeof(double));
    }
    for (r = 0; r < runs; r++) {
        for (p = 0; p < P_N; p++) {
            double t;
            if (!active(p))
                continue;
            t = timed(parsers[p].pass, d, res[p].reps, &res[p].rejected);
            res[p].ns[r] = t / ((double)res[p].reps * (double)d->n);
        }
        for (p = 0; p < P_N; p++)
            if (active(p) && ratios)
                res[p].ratio[r] = res[p].ns[r] / res[P_LLURI].ns[r];
    }

    fprintf(out, "  %d timed run(s); in each, each parser makes `reps` passes over the list\n",
            (int)runs);
    fprintf(out, "  %-12s %10s %10s %21s %10s %10s\n", "parser", "reps", "ns/URL", "(min .. max)",
            "MB/s", "rejected");
    for (p = 0; p < P_N; p++) {
        double med, mbs;
        if (!active(p))
            continue;
        med = median(res[p].ns, runs);
        mbs = med > 0 ? (double)d->bytes / ((double)d->n * med) * 1e3 : 0;
        fprintf(out, "  %-12s %10zu %10.1f %9.1f .. %-9.1f %10.1f %10zu\n", parsers[p].name,
                res[p].reps, med, minimum(res[p].ns, runs), maximum(res[p].ns, runs), mbs,
                res[p].rejected);
        if (opt.tsv) {
            printf("%s\t%s\t%zu\t%zu\t%zu\t%zu\t%.3f\t%.3f\t%.3f\t%.3f\t%zu\t", d->path,
                   parsers[p].name, d->n, d->bytes, res[p].reps, runs, med,
                   minimum(res[p].ns, runs), maximum(res[p].ns, runs), mbs, res[p].rejected);
            if (ratios && p != P_LLURI)
                printf("%.4f\n", median(res[p].ratio, runs));
            else
                printf("NA\n");
        }
    }
    if (ratios) {
        for (p = 0; p < P_N; p++) {
            double m;
            if (p == P_LLURI || !active(p))
                continue;
            m = median(res[p].ratio, runs);
            fprintf(out, "  %s/lluri time ratio = %.2f  (median of the %d per-run ratios, "
                         "range %.2f .. %.2f; > 1: lluri is faster)\n",
                    parsers[p].name, m, (int)runs, minimum(res[p].ratio, runs),
                    maximum(res[p].ratio, runs));
            file_ratio[p][n_file_ratio] = m;
        }
        n_file_ratio++;
    }
    for (p = 0; p < P_N; p++) {
        free(res[p].ns);
        free(res[p].ratio);
    }
}

static void summary(void)
{
    int p;
    if (!opt.timing || !active(P_LLURI) || n_file_ratio == 0)
        return;
    for (p = 0; p < P_N; p++) {
        if (p == P_LLURI || !active(p))
            continue;
        fprintf(out, "summary %s/lluri over %zu file(s): min %.2f, median %.2f  "
                     "(each file's median of per-run time ratios; > 1: lluri is faster)\n",
                parsers[p].name, n_file_ratio, minimum(file_ratio[p], n_file_ratio),
                median(file_ratio[p], n_file_ratio));
    }
}

/* ------------------------------------------------ resolve and normalize */

/*
 * Two more workloads, each with one implementation per library (lluri and,
 * when compiled in, uriparser), timed and reported the way parsing is.
 *
 * resolve: every URL of the file that both libraries parse and that has a
 * scheme is a base; each of the N_REFS references below (parsed once) is
 * resolved against it. Bases and references are parsed before timing, so
 * one op is the resolution of one (base, reference) pair into text:
 *   lluri      lluri_resolve(&base, &ref, 0, out, 8 KiB, NULL, &err)
 *   uriparser  uriAddBaseUriExA(URI_RESOLVE_STRICTLY)
 *              + uriToStringCharsRequiredA + uriToStringA + uriFreeUriMembersA
 * A base that either library rejects, or for which either fails to resolve
 * a reference or whose result would not fit in 8 KiB, is dropped for both.
 *
 * normalize: one op takes a URL from its text to its normalized text:
 *   lluri      lluri_parse + lluri_normalize(CASE | PCT | DOTS) into 8 KiB
 *   uriparser  uriParseSingleUriExA + uriNormalizeSyntaxExA(all components)
 *              + uriToStringCharsRequiredA + uriToStringA + uriFreeUriMembersA
 * (uriparser normalizes its parsed structure in place, so it has to parse
 * every time; lluri is timed the same way, from the raw string). URLs that
 * either library rejects, or fails to normalize, are dropped for both.
 *
 * The agreement check (untimed) compares the two libraries' output strings.
 */

#define OUT_CAP 8192 /* the output buffer of one op, on the stack */
#define N_REFS  9
#define LL_NORM (LLURI_NORM_CASE | LLURI_NORM_PCT | LLURI_NORM_DOTS)
#ifdef HAVE_URIPARSER
#define UP_NORM                                                                          \
    (URI_NORMALIZE_SCHEME | URI_NORMALIZE_USER_INFO | URI_NORMALIZE_HOST                 \
     | URI_NORMALIZE_PATH | URI_NORMALIZE_QUERY | URI_NORMALIZE_FRAGMENT)
#endif

static const char *const ref_text[N_REFS] = { "g",  "../g", "./g/h?y#s",  "/g",        "//g.example/x",
                                              "?y", "#s",   "g;x=1/../y", "../../../g" };

typedef struct resolve_set {
    size_t n;     /* bases kept */
    size_t bytes; /* per pass: sum over the pairs of base + reference length */
    lluri *llb;   /* n bases */
    lluri  llr[N_REFS];
#ifdef HAVE_URIPARSER
    UriUriA *upb;
    UriUriA  upr[N_REFS];
#endif
    /* why URLs were dropped (the _up counts are used only under
     * HAVE_URIPARSER, a configuration cppcheck does not assume) */
    /* cppcheck-suppress unusedStructMember */
    size_t rej_ll, rej_up, no_scheme, fail_ll, fail_up, too_long;
} resolve_set;

typedef struct normalize_set {
    url   *v; /* the URLs kept (pointing into the dataset) */
    size_t n, bytes;
    /* the _up counts: as in resolve_set */
    /* cppcheck-suppress unusedStructMember */
    size_t rej_ll, rej_up, fail_ll, fail_up, too_long;
} normalize_set;


BENCH_NOINLINE static size_t bench_pass_resolve_lluri(const void *ctx, size_t *rejected)
{
    const resolve_set *rs = ctx;
    char               buf[OUT_CAP];
    size_t             i, j, acc = 0, rej = 0;
    for (i = 0; i < rs->n; i++)
        for (j = 0; j < N_REFS; j++) {
            lluri_error err;
            ptrdiff_t   r = lluri_resolve(&rs->llb[i], &rs->llr[j], 0, buf, sizeof buf, NULL, &err);
            if (r >= 0)
                acc += (size_t)r;
            else
                rej++;
        }
    *rejected = rej;
    return acc;
}

BENCH_NOINLINE static size_t bench_pass_normalize_lluri(const void *ctx, size_t *rejected)
{
    const normalize_set *ns = ctx;
    char                 buf[OUT_CAP];
    size_t               i, acc = 0, rej = 0;
    for (i = 0; i < ns->n; i++) {
        lluri       u;
        lluri_error err;
        ptrdiff_t   r;
        if (lluri_parse(&u, ns->v[i].p, ns->v[i].n, LLURI_START_REFERENCE, &err) != 0) {
            rej++;
            continue;
        }
        r = lluri_normalize(&u, LL_NORM, buf, sizeof buf, NULL, &err);
        if (r >= 0)
            acc += (size_t)r;
        else
            rej++;
    }
    *rejected = rej;
    return acc;
}

#ifdef HAVE_URIPARSER
BENCH_NOINLINE static size_t bench_pass_resolve_uriparser(const void *ctx, size_t *rejected)
{
    const resolve_set *rs = ctx;
    char               buf[OUT_CAP];
    size_t             i, j, acc = 0, rej = 0;
    for (i = 0; i < rs->n; i++)
        for (j = 0; j < N_REFS; j++) {
            UriUriA abs;
            int     need = 0, written = 0;
            /* on failure uriparser frees what it allocated itself */
            if (uriAddBaseUriExA(&abs, &rs->upr[j], &rs->upb[i], URI_RESOLVE_STRICTLY)
                != URI_SUCCESS) {
                rej++;
                continue;
            }
            if (uriToStringCharsRequiredA(&abs, &need) == URI_SUCCESS && need < OUT_CAP
                && uriToStringA(buf, &abs, need + 1, &written) == URI_SUCCESS)
                acc += (size_t)need;
            else
                rej++;
            uriFreeUriMembersA(&abs);
        }
    *rejected = rej;
    return acc;
}

BENCH_NOINLINE static size_t bench_pass_normalize_uriparser(const void *ctx, size_t *rejected)
{
    const normalize_set *ns = ctx;
    char                 buf[OUT_CAP];
    size_t               i, acc = 0, rej = 0;
    for (i = 0; i < ns->n; i++) {
        UriUriA     x;
        const char *errpos;
        int         need = 0, written = 0;
        if (uriParseSingleUriExA(&x, ns->v[i].p, ns->v[i].p + ns->v[i].n, &errpos)
            != URI_SUCCESS) {
            rej++;
            continue;
        }
        if (uriNormalizeSyntaxExA(&x, UP_NORM) == URI_SUCCESS
            && uriToStringCharsRequiredA(&x, &need) == URI_SUCCESS && need < OUT_CAP
            && uriToStringA(buf, &x, need + 1, &written) == URI_SUCCESS)
            acc += (size_t)need;
        else
            rej++;
        uriFreeUriMembersA(&x);
    }
    *rejected = rej;
    return acc;
}
#endif

/* ---- extract ----------------------------------------------------------------
 * One text per file: each URL that lluri takes as an RFC 3986 URI, written
 * into a sentence of prose in one of the ways text carries URIs (RFC 1738
 * Appendix, uri(7)): bare and followed by ". " or ", " or inside "( )",
 * as <URL:...> (broken across two lines when over 60 bytes, after a "/"),
 * as <...>, or in double quotes. A URL goes bare or quoted only where
 * lluri_extract promises to find it so ("scheme://", and for bare, no
 * parentheses or brackets and a last byte that is no punctuation); else it
 * goes in <URL:...>. The prose between holds traps that are no URIs
 * ("10:30", "note:", "INFO:root:", "<b>"). One op is one URL of the text;
 * MB/s is text bytes per second. Before timing, the hits are checked
 * against the URLs put in, one by one. */
typedef struct extract_set {
    char   *text;
    size_t  len;
    size_t  n;       /* URLs embedded */
    url    *want;    /* each URL, in text order */
    size_t  skipped; /* URLs that are no URI (relative references, errors) */
} extract_set;

BENCH_NOINLINE static size_t bench_pass_extract_lluri(const void *ctx, size_t *rejected)
{
    const extract_set *es = ctx;
    lluri_extract_iter    x;
    lluri_extract_hit  h;
    char               buf[8192];
    size_t             hits = 0, acc = 0;

    lluri_extract_begin(&x, es->text, es->len, 0);
    while (lluri_extract_next(&x, &h, buf, sizeof buf) == 1) {
        hits++;
        acc += h.uri_len + (unsigned char)buf[0];
    }
    *rejected = hits > es->n ? hits - es->n : es->n - hits;
    return acc;
}

/* The scheme workload (issue 4): lluri_scheme_parse() of each URL of the
 * file, text to fields (the RFC 3986 parse, then the scheme's grammar);
 * lluri only, as no peer has scheme grammars. "failed": every URL that
 * gets an error, RFC 3986's, ENOGRAMMAR (a scheme without a grammar) or a
 * scheme grammar's. Its pass is bench_pass_scheme_lluri. */
BENCH_NOINLINE static size_t bench_pass_scheme_lluri(const void *ctx, size_t *rejected)
{
    const url *v = ((const dataset *)ctx)->v;
    size_t     n = ((const dataset *)ctx)->n;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < n; i++) {
        lluri_scheme_parts p;
        lluri_error        err;
        if (lluri_scheme_parse(&p, v[i].p, v[i].n, 0, &err) == 0)
            acc += p.field[0].len + p.present;
        else
            rej++;
    }
    *rejected = rej;
    return acc;
}

/* Each workload's implementation per library (NULL: none, or not compiled
 * in); W_PARSE is the parsers[] table above, not this one. */
static const work_fn work_pass[W_N][P_N] = {
    { NULL, NULL, NULL },
#ifdef HAVE_URIPARSER
    { bench_pass_resolve_lluri, bench_pass_resolve_uriparser, NULL },
    { bench_pass_normalize_lluri, bench_pass_normalize_uriparser, NULL },
#else
    { bench_pass_resolve_lluri, NULL, NULL },
    { bench_pass_normalize_lluri, NULL, NULL },
#endif
    { bench_pass_extract_lluri, NULL, NULL },
    { bench_pass_scheme_lluri, NULL, NULL },
};

static int w_active(int w, int p)
{
    return work_pass[w][p] != NULL && (opt.only < 0 || opt.only == p);
}

/* One op of each library, for preparing the sets and for the check. The
 * result is NUL-terminated in buf (OUT_CAP bytes); returns its length, or
 * -1 on failure, or -2 when it would not fit. */
static long ll_resolve_one(const lluri *b, const lluri *r, char *buf)
{
    ptrdiff_t n = lluri_resolve(b, r, 0, buf, OUT_CAP, NULL, NULL);
    if (n < 0)
        return -1;
    return n >= OUT_CAP ? -2 : (long)n;
}

static long ll_normalize_one(const lluri *u, char *buf)
{
    ptrdiff_t n = lluri_normalize(u, LL_NORM, buf, OUT_CAP, NULL, NULL);
    if (n < 0)
        return -1;
    return n >= OUT_CAP ? -2 : (long)n;
}

#ifdef HAVE_URIPARSER
/* uriparser's uriToStringA writes an IPv6 literal from its parsed address,
 * all eight groups in full ("[::1]" becomes "[0000:...:0001]"), not as the
 * text it parsed. With ip6_text, the check has it write the text instead
 * (through the IPvFuture branch, which writes "[" ipFuture "]"), so that
 * this one difference can be told from the others. */
static int ip6_text;

/* uri to text in buf; frees uri's members */
static long up_to_string(UriUriA *x, char *buf)
{
    int                need = 0, written = 0;
    long               ret = -1;
    UriIp6            *ip6 = x->hostData.ip6;
    UriTextRangeA      fut = x->hostData.ipFuture;
    if (ip6_text && ip6 != NULL) {
        x->hostData.ip6 = NULL;
        x->hostData.ipFuture = x->hostText;
    }
    if (uriToStringCharsRequiredA(x, &need) == URI_SUCCESS) {
        if (need >= OUT_CAP)
            ret = -2;
        else if (uriToStringA(buf, x, need + 1, &written) == URI_SUCCESS)
            ret = need;
    }
    x->hostData.ip6 = ip6;
    x->hostData.ipFuture = fut;
    uriFreeUriMembersA(x);
    return ret;
}

static long up_resolve_one(const UriUriA *b, const UriUriA *r, char *buf)
{
    UriUriA abs;
    if (uriAddBaseUriExA(&abs, r, b, URI_RESOLVE_STRICTLY) != URI_SUCCESS)
        return -1;
    return up_to_string(&abs, buf);
}

/* a and b (n bytes each) are the same but for the case of letters inside
 * "[...]": uriparser lower-cases the IPv6 address it writes, not its text */
static int same_but_literal_case(const char *a, const char *b, size_t n)
{
    size_t i;
    int    in = 0;
    for (i = 0; i < n; i++) {
        char x = a[i], y = b[i];
        if (in && x >= 'A' && x <= 'Z')
            x = (char)(x - 'A' + 'a');
        if (in && y >= 'A' && y <= 'Z')
            y = (char)(y - 'A' + 'a');
        if (x != y)
            return 0;
        in = x == '[' ? 1 : x == ']' ? 0 : in;
    }
    return 1;
}

static long up_normalize_one(const char *s, size_t n, char *buf)
{
    UriUriA     x;
    const char *errpos;
    if (uriParseSingleUriExA(&x, s, s + n, &errpos) != URI_SUCCESS)
        return -1;
    if (uriNormalizeSyntaxExA(&x, UP_NORM) != URI_SUCCESS) {
        uriFreeUriMembersA(&x);
        return -1;
    }
    return up_to_string(&x, buf);
}
#endif

static void resolve_prepare(resolve_set *rs, const dataset *d)
{
    static char a[OUT_CAP];
#ifdef HAVE_URIPARSER
    static char b[OUT_CAP];
#endif
    size_t i, j;

    memset(rs, 0, sizeof *rs);
    for (j = 0; j < N_REFS; j++) {
        lluri_error err;
        if (lluri_parse(&rs->llr[j], ref_text[j], strlen(ref_text[j]), LLURI_START_REFERENCE, &err)
            != 0) {
            fprintf(stderr, "bench: lluri rejects the reference \"%s\"\n", ref_text[j]);
            exit(2);
        }
#ifdef HAVE_URIPARSER
        {
            const char *errpos;
            if (uriParseSingleUriExA(&rs->upr[j], ref_text[j], ref_text[j] + strlen(ref_text[j]),
                                     &errpos)
                != URI_SUCCESS) {
                fprintf(stderr, "bench: uriparser rejects the reference \"%s\"\n", ref_text[j]);
                exit(2);
            }
        }
#endif
    }
    rs->llb = xmalloc(d->n * sizeof *rs->llb);
#ifdef HAVE_URIPARSER
    rs->upb = xmalloc(d->n * sizeof *rs->upb);
#endif
    for (i = 0; i < d->n; i++) {
        const char *s = d->v[i].p;
        size_t      n = d->v[i].n;
        lluri      *lb = &rs->llb[rs->n];
        lluri_error err;
        int         ok_ll = lluri_parse(lb, s, n, LLURI_START_REFERENCE, &err) == 0, ok = ok_ll, big = 0;
#ifdef HAVE_URIPARSER
        UriUriA    *ub = &rs->upb[rs->n];
        const char *errpos;
        int         ok_up = uriParseSingleUriExA(ub, s, s + n, &errpos) == URI_SUCCESS;
        if (!ok_up)
            rs->rej_up++;
        ok = ok && ok_up;
#endif
        if (!ok_ll)
            rs->rej_ll++;
        if (ok && !(lb->present & LLURI_HAS_SCHEME)) {
            rs->no_scheme++;
            ok = 0;
        } else if (ok) {
            int f_ll = 0, f_up = 0;
            for (j = 0; j < N_REFS; j++) {
                long la = ll_resolve_one(lb, &rs->llr[j], a);
                f_ll |= la == -1;
                big |= la == -2;
#ifdef HAVE_URIPARSER
                {
                    long lb2 = up_resolve_one(ub, &rs->upr[j], b);
                    f_up |= lb2 == -1;
                    big |= lb2 == -2;
                }
#endif
            }
            rs->fail_ll += (size_t)f_ll;
            rs->fail_up += (size_t)f_up;
            /* f_up is set only under HAVE_URIPARSER; cppcheck also checks
             * the configuration without it. */
            /* cppcheck-suppress knownConditionTrueFalse */
            if (f_ll || f_up)
                ok = 0;
            else if (big) {
                rs->too_long++;
                ok = 0;
            }
        }
#ifdef HAVE_URIPARSER
        if (ok_up && !ok)
            uriFreeUriMembersA(ub);
#endif
        if (ok) {
            rs->n++;
            for (j = 0; j < N_REFS; j++)
                rs->bytes += n + strlen(ref_text[j]);
        }
    }
}

static void resolve_release(resolve_set *rs)
{
#ifdef HAVE_URIPARSER
    size_t i;
    for (i = 0; i < rs->n; i++)
        uriFreeUriMembersA(&rs->upb[i]);
    for (i = 0; i < N_REFS; i++)
        uriFreeUriMembersA(&rs->upr[i]);
    free(rs->upb);
#endif
    free(rs->llb);
    memset(rs, 0, sizeof *rs);
}

static void normalize_prepare(normalize_set *ns, const dataset *d)
{
    static char a[OUT_CAP];
#ifdef HAVE_URIPARSER
    static char b[OUT_CAP];
#endif
    size_t i;

    memset(ns, 0, sizeof *ns);
    ns->v = xmalloc(d->n * sizeof *ns->v);
    for (i = 0; i < d->n; i++) {
        const char *s = d->v[i].p;
        size_t      n = d->v[i].n;
        lluri       u;
        lluri_error err;
        int         ok = 1, big = 0;
        if (lluri_parse(&u, s, n, LLURI_START_REFERENCE, &err) != 0) {
            ns->rej_ll++;
            ok = 0;
        }
#ifdef HAVE_URIPARSER
        {
            UriUriA     x;
            const char *errpos;
            if (uriParseSingleUriExA(&x, s, s + n, &errpos) == URI_SUCCESS)
                uriFreeUriMembersA(&x);
            else {
                ns->rej_up++;
                ok = 0;
            }
        }
#endif
        if (!ok)
            continue;
        {
            long la = ll_normalize_one(&u, a);
            if (la == -1) {
                ns->fail_ll++;
                ok = 0;
            }
            big |= la == -2;
        }
#ifdef HAVE_URIPARSER
        {
            long lb = up_normalize_one(s, n, b);
            if (lb == -1) {
                ns->fail_up++;
                ok = 0;
            }
            big |= lb == -2;
        }
#endif
        if (ok && big) {
            ns->too_long++;
            ok = 0;
        }
        if (ok) {
            ns->v[ns->n++] = d->v[i];
            ns->bytes += n;
        }
    }
}

#ifdef HAVE_URIPARSER
/* One library's output in the check: its text, or why there is none. */
static void show_out(const char *what, const char *x, long xn)
{
    fprintf(out, "      %-10s", what);
    if (xn >= 0)
        show(out, x, (size_t)xn, opt.diff ? (size_t)xn : SHOW_MAX);
    else
        fputs(xn == -1 ? "(error)" : "(too long)", out);
    fputc('\n', out);
}

static void check_resolve(const resolve_set *rs)
{
    static char a[OUT_CAP], b[OUT_CAP];
    size_t      i, j, same = 0, differ = 0, v6 = 0, shown = 0, shown6 = 0, by_ref[N_REFS] = { 0 };

    fprintf(out, "    agreement, lluri vs uriparser, output strings, not timed:\n");
    for (i = 0; i < rs->n; i++)
        for (j = 0; j < N_REFS; j++) {
            long la = ll_resolve_one(&rs->llb[i], &rs->llr[j], a);
            long lb = up_resolve_one(&rs->upb[i], &rs->upr[j], b);
            int  only6 = 0;
            if (la >= 0 && la == lb && memcmp(a, b, (size_t)la) == 0) {
                same++;
                continue;
            }
            if (rs->upb[i].hostData.ip6 != NULL || rs->upr[j].hostData.ip6 != NULL) {
                ip6_text = 1;
                lb = up_resolve_one(&rs->upb[i], &rs->upr[j], b);
                ip6_text = 0;
                only6 = la >= 0 && la == lb && memcmp(a, b, (size_t)la) == 0;
            }
            if (only6) {
                v6++;
                if (shown6++ > 0 && !opt.diff)
                    continue;
                fputs("    [resolve, IPv6 text only; uriparser's shown with its text] base ", out);
            } else {
                differ++;
                by_ref[j]++;
                if (!opt.diff && shown >= N_EXAMPLES)
                    continue;
                shown++;
                fputs("    [resolve] base ", out);
            }
            show(out, rs->llb[i].src, rs->llb[i].len, opt.diff ? rs->llb[i].len : SHOW_MAX);
            fprintf(out, "  ref \"%s\"\n", ref_text[j]);
            show_out("lluri", a, la);
            show_out("uriparser", b, lb);
        }
    fprintf(out, "    %zu (base, reference) pairs: %zu identical, %zu differ only in how uriparser "
                 "writes an IPv6 literal, %zu differ otherwise; those by reference:",
            same + v6 + differ, same, v6, differ);
    for (j = 0; j < N_REFS; j++)
        fprintf(out, " \"%s\" %zu", ref_text[j], by_ref[j]);
    fputc('\n', out);
}

static void check_normalize(const normalize_set *ns)
{
    static char a[OUT_CAP], b[OUT_CAP];
    size_t      i, same = 0, differ = 0, v6 = 0, shown = 0, shown6 = 0;

    fprintf(out, "    agreement, lluri vs uriparser, output strings, not timed:\n");
    for (i = 0; i < ns->n; i++) {
        lluri       u;
        lluri_error err;
        long        la = -1, lb;
        if (lluri_parse(&u, ns->v[i].p, ns->v[i].n, LLURI_START_REFERENCE, &err) == 0)
            la = ll_normalize_one(&u, a);
        lb = up_normalize_one(ns->v[i].p, ns->v[i].n, b);
        if (la >= 0 && la == lb && memcmp(a, b, (size_t)la) == 0) {
            same++;
            continue;
        }
        if (la >= 0 && u.host_kind == LLURI_HOST_IPV6) {
            ip6_text = 1;
            lb = up_normalize_one(ns->v[i].p, ns->v[i].n, b);
            ip6_text = 0;
            if (la == lb && same_but_literal_case(a, b, (size_t)la)) {
                v6++;
                if (shown6++ > 0 && !opt.diff)
                    continue;
                fputs("    [normalize, IPv6 text only; uriparser's shown with its text] ", out);
                show(out, ns->v[i].p, ns->v[i].n, opt.diff ? ns->v[i].n : SHOW_MAX);
                fputc('\n', out);
                show_out("lluri", a, la);
                show_out("uriparser", b, lb);
                continue;
            }
        }
        differ++;
        if (!opt.diff && shown >= N_EXAMPLES)
            continue;
        shown++;
        fputs("    [normalize] ", out);
        show(out, ns->v[i].p, ns->v[i].n, opt.diff ? ns->v[i].n : SHOW_MAX);
        fputc('\n', out);
        show_out("lluri", a, la);
        show_out("uriparser", b, lb);
    }
    fprintf(out, "    %zu URLs: %zu identical, %zu differ only in how uriparser writes an IPv6 "
                 "literal, %zu differ otherwise\n",
            same + v6 + differ, same, v6, differ);
}
#endif /* HAVE_URIPARSER */

/* Per workload and peer, the median-of-ratios of each file. */
static double *w_file_ratio[W_N][P_N];
static size_t  w_n_file_ratio[W_N];

/* Time workload w over ctx (ops per pass, input bytes per pass) and report
 * it like the parse table; `unit` names what one op is. */
static void w_bench(int w, const dataset *d, const void *ctx, size_t ops, size_t bytes,
                    const char *unit)
{
    result res[P_N];
    size_t runs = opt.runs, r;
    int    p, any = 0, ratios = w_active(w, P_LLURI);
    char   label[64];

    for (p = 0; p < P_N; p++)
        any |= w_active(w, p);
    if (!any || ops == 0)
        return;
    memset(res, 0, sizeof res);
    for (p = 0; p < P_N; p++) {
        if (!w_active(w, p))
            continue;
        res[p].reps = opt.reps ? opt.reps : calibrate(work_pass[w][p], ctx);
        res[p].ns = xmalloc(runs * sizeof(double));
        res[p].ratio = xmalloc(runs * sizeof(double));
    }
    for (r = 0; r < runs; r++) {
        for (p = 0; p < P_N; p++) {
            double t;
            if (!w_active(w, p))
                continue;
            t = timed(work_pass[w][p], ctx, res[p].reps, &res[p].rejected);
            res[p].ns[r] = t / ((double)res[p].reps * (double)ops);
        }
        for (p = 0; p < P_N; p++)
            if (w_active(w, p) && ratios)
                res[p].ratio[r] = res[p].ns[r] / res[P_LLURI].ns[r];
    }

    fprintf(out, "    %d timed run(s); in each, each library makes `reps` passes over the %zu %s\n",
            (int)runs, ops, unit);
    fprintf(out, "    %-12s %10s %10s %21s %10s %10s\n", "library", "reps", "ns/op", "(min .. max)",
            "MB/s", "failed");
    for (p = 0; p < P_N; p++) {
        double med, mbs;
        if (!w_active(w, p))
            continue;
        med = median(res[p].ns, runs);
        mbs = med > 0 ? (double)bytes / ((double)ops * med) * 1e3 : 0;
        fprintf(out, "    %-12s %10zu %10.1f %9.1f .. %-9.1f %10.1f %10zu\n", parsers[p].name,
                res[p].reps, med, minimum(res[p].ns, runs), maximum(res[p].ns, runs), mbs,
                res[p].rejected);
        if (opt.tsv) {
            snprintf(label, sizeof label, "%s/%s", workload_name[w], parsers[p].name);
            printf("%s\t%s\t%zu\t%zu\t%zu\t%zu\t%.3f\t%.3f\t%.3f\t%.3f\t%zu\t", d->path, label, ops,
                   bytes, res[p].reps, runs, med, minimum(res[p].ns, runs),
                   maximum(res[p].ns, runs), mbs, res[p].rejected);
            if (ratios && p != P_LLURI)
                printf("%.4f\n", median(res[p].ratio, runs));
            else
                printf("NA\n");
        }
    }
    if (ratios) {
        for (p = 0; p < P_N; p++) {
            double m;
            if (p == P_LLURI || !w_active(w, p))
                continue;
            m = median(res[p].ratio, runs);
            fprintf(out, "    %s: %s/lluri time ratio = %.2f  (median of the %d per-run ratios, "
                         "range %.2f .. %.2f; > 1: lluri is faster)\n",
                    workload_name[w], parsers[p].name, m, (int)runs, minimum(res[p].ratio, runs),
                    maximum(res[p].ratio, runs));
            w_file_ratio[w][p][w_n_file_ratio[w]] = m;
        }
        w_n_file_ratio[w]++;
    }
    for (p = 0; p < P_N; p++) {
        free(res[p].ns);
        free(res[p].ratio);
    }
}

static int w_any(int w)
{
    int p, any = 0;
    for (p = 0; p < P_N; p++)
        any |= w_active(w, p);
    return any;
}

static void bench_resolve(const dataset *d)
{
    resolve_set rs;
    if (!w_any(W_RESOLVE) || d->n == 0)
        return;
    resolve_prepare(&rs, d);
    fprintf(out, "  -- resolve: %zu bases x %zu references = %zu ops per pass (%.1f B/op in); "
                 "URLs dropped:",
            rs.n, (size_t)N_REFS, rs.n * N_REFS,
            rs.n ? (double)rs.bytes / (double)(rs.n * N_REFS) : 0.0);
    fprintf(out, " rejected by lluri %zu", rs.rej_ll);
#ifdef HAVE_URIPARSER
    fprintf(out, ", by uriparser %zu", rs.rej_up);
#endif
    fprintf(out, "; no scheme %zu; a resolution failed: lluri %zu", rs.no_scheme, rs.fail_ll);
#ifdef HAVE_URIPARSER
    fprintf(out, ", uriparser %zu", rs.fail_up);
#endif
    fprintf(out, "; result over %d bytes %zu\n", OUT_CAP - 1, rs.too_long);
#ifdef HAVE_URIPARSER
    if (opt.check && opt.only < 0)
        check_resolve(&rs);
#endif
    if (opt.timing)
        w_bench(W_RESOLVE, d, &rs, rs.n * N_REFS, rs.bytes, "(base, reference) pairs");
    resolve_release(&rs);
}

static void bench_normalize(const dataset *d)
{
    normalize_set ns;
    if (!w_any(W_NORMALIZE) || d->n == 0)
        return;
    normalize_prepare(&ns, d);
    fprintf(out, "  -- normalize: %zu URLs (%.1f B/URL), from text to normalized text; "
                 "URLs dropped: rejected by lluri %zu",
            ns.n, ns.n ? (double)ns.bytes / (double)ns.n : 0.0, ns.rej_ll);
#ifdef HAVE_URIPARSER
    fprintf(out, ", by uriparser %zu", ns.rej_up);
#endif
    fprintf(out, "; normalization failed: lluri %zu", ns.fail_ll);
#ifdef HAVE_URIPARSER
    fprintf(out, ", uriparser %zu", ns.fail_up);
#endif
    fprintf(out, "; result over %d bytes %zu\n", OUT_CAP - 1, ns.too_long);
#ifdef HAVE_URIPARSER
    if (opt.check && opt.only < 0)
        check_normalize(&ns);
#endif
    if (opt.timing)
        w_bench(W_NORMALIZE, d, &ns, ns.n, ns.bytes, "URLs");
    free(ns.v);
}

static void es_put(extract_set *es, size_t *cap, const char *p, size_t n)
{
    while (es->len + n > *cap)
        es->text = xrealloc(es->text, *cap *= 2);
    memcpy(es->text + es->len, p, n);
    es->len += n;
}
#define ES_LIT(es, cap, lit) es_put(es, cap, lit, sizeof lit - 1)

/* "scheme://" at the start of the URL u (already a valid URI) */
static int es_slashes(const url *u)
{
    const char *c = memchr(u->p, ':', u->n);
    return c != NULL && (size_t)(c - u->p) + 2 < u->n && c[1] == '/' && c[2] == '/';
}

static int es_bare_ok(const url *u)
{
    unsigned char last = (unsigned char)u->p[u->n - 1];
    return es_slashes(u) && memchr(u->p, '(', u->n) == NULL
           && memchr(u->p, ')', u->n) == NULL && memchr(u->p, '[', u->n) == NULL
           && memchr(u->p, ']', u->n) == NULL && strchr(".,;:!?'", last) == NULL;
}

static void extract_prepare(extract_set *es, const dataset *d)
{
    static const char *const before[] = {
        "The report at 10:30 said the page moved to ",
        "note: the mirror is ",
        "INFO:root: fetched ",
        "If a < b and c > d, <b>read</b> ",
        "See also ",
    };
    size_t cap = 1 << 16, i, k = 0;

    memset(es, 0, sizeof *es);
    es->text = xmalloc(cap);
    es->want = xmalloc((d->n + 1) * sizeof *es->want);
    for (i = 0; i < d->n; i++) {
        const url *u = &d->v[i];
        lluri      parsed;
        /* no URI, or nothing after "scheme:" ("scheme://"): not for extract */
        if (lluri_parse(&parsed, u->p, u->n, LLURI_START_URI, NULL) != 0
            || parsed.scheme.len + 1 + (es_slashes(u) ? 2u : 0u) >= u->n) {
            es->skipped++;
            continue;
        }
        es_put(es, &cap, before[k % 5], strlen(before[k % 5]));
        switch (k % 6) {
        case 0: case 1: case 2:
            if (es_bare_ok(u)) {
                if (k % 6 == 2)
                    ES_LIT(es, &cap, "(at ");
                es_put(es, &cap, u->p, u->n);
                if (k % 6 == 0)
                    ES_LIT(es, &cap, ". Then\n");
                else if (k % 6 == 1)
                    ES_LIT(es, &cap, ", and then ");
                else
                    ES_LIT(es, &cap, ") again.\n");
                break;
            }
            /* fall through */
        case 3:
            ES_LIT(es, &cap, "<URL:");
            if (u->n > 60) {
                const char *slash = memchr(u->p + u->n / 2, '/', u->n - u->n / 2);
                size_t      cut = slash ? (size_t)(slash - u->p) : u->n;
                es_put(es, &cap, u->p, cut);
                ES_LIT(es, &cap, "\n    ");
                es_put(es, &cap, u->p + cut, u->n - cut);
            } else {
                es_put(es, &cap, u->p, u->n);
            }
            ES_LIT(es, &cap, ">, said the note.\n");
            break;
        case 4:
            if (!es_slashes(u)) {
                ES_LIT(es, &cap, "<URL:");
            } else {
                ES_LIT(es, &cap, "<");
            }
            es_put(es, &cap, u->p, u->n);
            ES_LIT(es, &cap, "> is the one; ");
            break;
        default:
            if (es_slashes(u)) {
                ES_LIT(es, &cap, "\"");
                es_put(es, &cap, u->p, u->n);
                ES_LIT(es, &cap, "\" (quoted).\n");
            } else {
                ES_LIT(es, &cap, "<URL:");
                es_put(es, &cap, u->p, u->n);
                ES_LIT(es, &cap, ">.\n");
            }
            break;
        }
        es->want[es->n++] = *u;
        k++;
    }
}

/* The hits must be the URLs put in, in order, nothing more. Returns the
 * number of differences. */
static size_t check_extract(const extract_set *es)
{
    lluri_extract_iter   x;
    lluri_extract_hit h;
    char              buf[8192];
    size_t            k = 0, bad = 0;

    lluri_extract_begin(&x, es->text, es->len, 0);
    while (lluri_extract_next(&x, &h, buf, sizeof buf) == 1) {
        int same = k < es->n && h.uri_len == es->want[k].n && h.uri_len < sizeof buf
                   && memcmp(buf, es->want[k].p, h.uri_len) == 0;
        if (!same && bad++ < N_EXAMPLES) {
            fprintf(out, "    extract: hit %zu at offset %zu: ", k, h.off);
            show(out, buf, h.uri_len < sizeof buf ? h.uri_len : sizeof buf - 1, SHOW_MAX);
            if (k < es->n) {
                fprintf(out, "\n      put in: ");
                show(out, es->want[k].p, es->want[k].n, SHOW_MAX);
            }
            fputc('\n', out);
        }
        k++;
    }
    if (k < es->n)
        bad += es->n - k;
    fprintf(out, "    extract check: %zu URLs put in, %zu hits, %zu differ%s\n", es->n, k, bad,
            bad ? "  <-- MISMATCH" : "");
    return bad;
}

static void bench_extract(const dataset *d)
{
    extract_set es;
    if (!w_any(W_EXTRACT) || d->n == 0)
        return;
    extract_prepare(&es, d);
    fprintf(out, "  -- extract: one text of %zu bytes holding %zu URLs (%zu lines left out: "
                 "no URI, or nothing after the scheme)\n",
            es.len, es.n, es.skipped);
    if (opt.check)
        extract_failures += check_extract(&es);
    if (opt.timing)
        w_bench(W_EXTRACT, d, &es, es.n, es.len, "URLs in the text");
    free(es.text);
    free(es.want);
}

static void bench_scheme(const dataset *d)
{
    size_t i, ok = 0, no_grammar = 0, rfc3986 = 0, grammar = 0;
    if (!w_any(W_SCHEME) || d->n == 0)
        return;
    for (i = 0; i < d->n; i++) {
        lluri_scheme_parts p;
        lluri_error        err;
        int rc = lluri_scheme_parse(&p, d->v[i].p, d->v[i].n, 0, &err);
        if (rc == 0)
            ok++;
        else if (rc == LLURI_ENOGRAMMAR)
            no_grammar++;
        else if (rc <= LLURI_ESLASHES)
            grammar++;
        else
            rfc3986++;
    }
    fprintf(out, "  -- scheme: %zu URLs through lluri_scheme_parse (RFC 3986, then the scheme's "
                 "grammar): valid %zu; not RFC 3986 %zu; no grammar for the scheme %zu; "
                 "failed the scheme's grammar %zu\n",
            d->n, ok, rfc3986, no_grammar, grammar);
    if (opt.timing)
        w_bench(W_SCHEME, d, d, d->n, d->bytes, "URLs");
}

static void w_summary(void)
{
    int w, p;
    if (!opt.timing)
        return;
    for (w = W_RESOLVE; w < W_N; w++) {
        if (!(opt.workloads & (1u << (unsigned)w)) || !w_active(w, P_LLURI) || w_n_file_ratio[w] == 0)
            continue;
        for (p = 0; p < P_N; p++) {
            if (p == P_LLURI || !w_active(w, p))
                continue;
            fprintf(out, "summary %s %s/lluri over %zu file(s): min %.2f, median %.2f  "
                         "(each file's median of per-run time ratios; > 1: lluri is faster)\n",
                    workload_name[w], parsers[p].name, w_n_file_ratio[w],
                    minimum(w_file_ratio[w][p], w_n_file_ratio[w]),
                    median(w_file_ratio[w][p], w_n_file_ratio[w]));
        }
    }
}

/* ------------------------------------------------------------------- main */

static void usage(FILE *f)
{
    fprintf(f,
            "usage: bench [--reps N] [--runs N] [--only PARSER] [--tsv] [--diff]\n"
            "             [--no-check | --check-only] [--workload W[,W...]] [FILE...]\n"
            "  W: parse, resolve, normalize, extract, scheme or all (default all)\n"
            "  FILE: URLs, one per line; default $BENCH_DATA (':'-separated), else\n"
            "        $BENCH_SHARED/data/urls/*.txt (or $BENCH_SHARED/*.txt), else\n"
            "        " BENCH_SAMPLE "\n"
            "  env: BENCH_REPS, BENCH_RUNS, BENCH_DATA, BENCH_SHARED\n"
            "  parsers compiled in:");
    {
        int p;
        for (p = 0; p < P_N; p++)
            if (parsers[p].pass)
                fprintf(f, " %s", parsers[p].name);
    }
    fputc('\n', f);
}

static size_t parse_count(const char *what, const char *s)
{
    char              *end;
    unsigned long long v;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (errno || end == s || *end != '\0' || v == 0 || s[0] == '-' || v > (1ull << 40)) {
        fprintf(stderr, "bench: %s: want a positive integer, got \"%s\"\n", what, s);
        exit(2);
    }
    return (size_t)v;
}

static int parser_by_name(const char *name)
{
    int p;
    for (p = 0; p < P_N; p++)
        if (strcmp(name, parsers[p].name) == 0) {
            if (parsers[p].pass == NULL) {
                fprintf(stderr, "bench: %s was not compiled in\n", name);
                exit(2);
            }
            return p;
        }
    fprintf(stderr, "bench: unknown parser \"%s\" (lluri, uriparser, http_parser)\n", name);
    exit(2);
}

/* "all", or one or more of parse, resolve, normalize separated by ",". */
static unsigned workloads_by_name(const char *list)
{
    unsigned    set = 0;
    const char *s = list;
    while (*s) {
        size_t n = strcspn(s, ",");
        if (n == 3 && strncmp(s, "all", 3) == 0)
            set |= W_ALL;
        else {
            int w;
            for (w = 0; w < W_N; w++)
                if (strlen(workload_name[w]) == n && strncmp(s, workload_name[w], n) == 0)
                    break;
            if (w == W_N) {
                fprintf(stderr, "bench: unknown workload \"%.*s\" (parse, resolve, normalize, extract, scheme, all)\n",
                        (int)n, s);
                exit(2);
            }
            set |= 1u << (unsigned)w;
        }
        s += n;
        if (*s == ',')
            s++;
    }
    if (set == 0) {
        fprintf(stderr, "bench: --workload: empty list\n");
        exit(2);
    }
    return set;
}

/* Value of option `name` at argv[*i], as "--name V" or "--name=V". */
static const char *opt_value(int argc, char **argv, int *i, const char *name)
{
    const char *a = argv[*i];
    size_t      n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return NULL;
    if (a[n] == '=')
        return a + n + 1;
    if (a[n] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        fprintf(stderr, "bench: %s needs a value\n", name);
        exit(2);
    }
    return argv[++*i];
}

/* The files to run when none are named on the command line. */
static char **default_files(size_t *count)
{
    const char *env = getenv("BENCH_DATA");
    char      **files = NULL;
    size_t      n = 0;

    if (env != NULL && *env != '\0') {
        char *copy = xstrdup(env), *tok = copy, *colon;
        for (;;) {
            colon = strchr(tok, ':');
            if (colon)
                *colon = '\0';
            if (*tok) {
                files = xrealloc(files, (n + 1) * sizeof *files);
                files[n++] = xstrdup(tok);
            }
            if (!colon)
                break;
            tok = colon + 1;
        }
        free(copy);
    } else {
        const char *shared = getenv("BENCH_SHARED");
        char       *pat;
        glob_t      g;
#ifdef BENCH_SHARED_DIR
        if (shared == NULL || *shared == '\0')
            shared = BENCH_SHARED_DIR;
#endif
        /* the shared directory, or its data/urls directory itself */
        static const char *const sub[] = { "/data/urls/*.txt", "/*.txt" };
        size_t                   t;
        for (t = 0; n == 0 && shared != NULL && *shared != '\0' && t < 2; t++) {
            size_t len = strlen(shared) + strlen(sub[t]) + 1;
            pat = xmalloc(len);
            snprintf(pat, len, "%s%s", shared, sub[t]);
            if (glob(pat, 0, NULL, &g) == 0) {
                size_t k;
                files = xmalloc(g.gl_pathc * sizeof *files);
                for (k = 0; k < g.gl_pathc; k++)
                    files[n++] = xstrdup(g.gl_pathv[k]);
                globfree(&g);
            }
            free(pat);
        }
        if (n == 0) {
            files = xmalloc(sizeof *files);
            files[n++] = xstrdup(BENCH_SAMPLE);
        }
    }
    *count = n;
    return files;
}

int main(int argc, char **argv)
{
    const char *e, *v;
    char      **files;
    size_t      nfiles = 0, k;
    int         i, p, status = 0, owned = 0;

    if ((e = getenv("BENCH_REPS")) != NULL && *e)
        opt.reps = parse_count("BENCH_REPS", e);
    if ((e = getenv("BENCH_RUNS")) != NULL && *e)
        opt.runs = parse_count("BENCH_RUNS", e);

    files = xmalloc((size_t)argc * sizeof *files);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            for (i++; i < argc; i++)
                files[nfiles++] = argv[i];
            break;
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--tsv") == 0) {
            opt.tsv = 1;
        } else if (strcmp(a, "--diff") == 0) {
            opt.diff = 1;
        } else if (strcmp(a, "--no-check") == 0) {
            opt.check = 0;
        } else if (strcmp(a, "--check-only") == 0) {
            opt.timing = 0;
        } else if ((v = opt_value(argc, argv, &i, "--reps")) != NULL) {
            opt.reps = parse_count("--reps", v);
        } else if ((v = opt_value(argc, argv, &i, "--runs")) != NULL) {
            opt.runs = parse_count("--runs", v);
        } else if ((v = opt_value(argc, argv, &i, "--only")) != NULL) {
            opt.only = parser_by_name(v);
        } else if ((v = opt_value(argc, argv, &i, "--workload")) != NULL) {
            opt.workloads = workloads_by_name(v);
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "bench: unknown option %s\n", a);
            usage(stderr);
            return 2;
        } else {
            files[nfiles++] = argv[i];
        }
    }
    if (nfiles == 0) {
        free(files);
        files = default_files(&nfiles);
        owned = 1;
    }
    out = opt.tsv ? stderr : stdout;

#ifndef HAVE_URIPARSER
    if (!opt.timing) {
        fprintf(stderr, "bench: --check-only needs uriparser, which was not compiled in\n");
        return 2;
    }
#endif

    fprintf(out, "bench: lluri %s; peers:", lluri_version());
    for (p = 1; p < P_N; p++)
        fprintf(out, " %s%s", parsers[p].name, parsers[p].pass ? "" : " (not compiled in)");
    fputc('\n', out);
    if (opt.tsv)
        printf("file\tparser\turls\tbytes\treps\truns\tns_per_url_median\tns_per_url_min"
               "\tns_per_url_max\tmb_per_s\trejected\tratio_to_lluri_median_of_ratios\n");

    for (p = 0; p < P_N; p++) {
        int w;
        file_ratio[p] = xmalloc(nfiles * sizeof(double));
        for (w = 0; w < W_N; w++)
            w_file_ratio[w][p] = xmalloc(nfiles * sizeof(double));
    }
    for (k = 0; k < nfiles; k++) {
        dataset d;
        if (load(&d, files[k]) != 0) {
            status = 1;
            continue;
        }
        bench_file(&d);
        unload(&d);
    }
    fputc('\n', out);
    summary();
    w_summary();
    for (p = 0; p < P_N; p++) {
        int w;
        free(file_ratio[p]);
        for (w = 0; w < W_N; w++)
            free(w_file_ratio[w][p]);
    }
    for (k = 0; owned && k < nfiles; k++)
        free(files[k]);
    free(files);
    fflush(stdout);
    return status ? status : extract_failures ? 1 : 0;
}
