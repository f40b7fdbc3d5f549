/*
 * bench.c — lluri's benchmark harness.
 *
 * Runs the same lists of URLs through lluri and, where they were found at
 * configure time, its peers, and reports the median time per URL:
 *
 *   lluri        lluri_parse(&u, s, len, LLURI_REFERENCE, &err)   always
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
 *   --tsv       machine-readable: one line per (file, parser) on stdout;
 *               everything else goes to stderr
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

BENCH_NOINLINE static size_t bench_pass_lluri(const url *v, size_t n, size_t *rejected)
{
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < n; i++) {
        lluri       u;
        lluri_error err;
        if (lluri_parse(&u, v[i].p, v[i].n, LLURI_REFERENCE, &err) == 0)
            acc += u.host.len;
        else
            rej++;
    }
    *rejected = rej;
    return acc;
}

#ifdef HAVE_URIPARSER
BENCH_NOINLINE static size_t bench_pass_uriparser(const url *v, size_t n, size_t *rejected)
{
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
BENCH_NOINLINE static size_t bench_pass_http_parser(const url *v, size_t n, size_t *rejected)
{
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

typedef size_t (*pass_fn)(const url *, size_t, size_t *);

enum { P_LLURI, P_URIPARSER, P_HTTP_PARSER, P_N };

static const struct parser {
    const char *name;
    pass_fn     pass; /* NULL: not compiled in */
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

/* Time `reps` passes of parser p over d; returns ns. */
static double timed(int p, const dataset *d, size_t reps, size_t *rejected)
{
    size_t r, acc = 0;
    double t0 = now_ns(), t1;
    for (r = 0; r < reps; r++)
        acc += parsers[p].pass(d->v, d->n, rejected);
    t1 = now_ns();
    sink += acc;
    return t1 - t0;
}

/* Passes that take ~TARGET_NS: warm up, then double until >= 1/10 of it. */
static size_t calibrate(int p, const dataset *d)
{
    size_t rej, reps = 1, want;
    double t;
    timed(p, d, 1, &rej); /* warm-up: page in, fill caches and predictors */
    for (;;) {
        t = timed(p, d, reps, &rej);
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

static struct {
    int         tsv, diff, check, timing;
    int         only; /* -1: all compiled-in parsers */
    size_t      reps; /* 0: calibrate */
    size_t      runs;
} opt = { 0, 0, 1, 1, -1, 0, DEF_RUNS };

static FILE *out; /* human-readable report: stdout, or stderr under --tsv */

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
        int         lr = lluri_parse(&u, s, n, LLURI_REFERENCE, &err);
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
            a[C_HOST] = ll_comp(&u, u.host, LLURI_HAS_HOST);
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

static void bench_file(const dataset *d)
{
    result res[P_N];
    size_t runs = opt.runs, r;
    int    p;
    int    ratios = active(P_LLURI);

    memset(res, 0, sizeof res);
    fprintf(out, "\n== %s: %zu URLs, %zu bytes (%.1f B/URL)\n", d->path, d->n, d->bytes,
            d->n ? (double)d->bytes / (double)d->n : 0.0);
    if (d->n == 0)
        return;

#ifdef HAVE_URIPARSER
    if (opt.check && opt.only < 0)
        check(d);
#endif
    if (!opt.timing)
        return;

    for (p = 0; p < P_N; p++) {
        if (!active(p))
            continue;
        res[p].reps = opt.reps ? opt.reps : calibrate(p, d);
        res[p].ns = xmalloc(runs * sizeof(double));
        res[p].ratio = xmalloc(runs * sizeof(double));
    }
    for (r = 0; r < runs; r++) {
        for (p = 0; p < P_N; p++) {
            double t;
            if (!active(p))
                continue;
            t = timed(p, d, res[p].reps, &res[p].rejected);
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

/* ------------------------------------------------------------------- main */

static void usage(FILE *f)
{
    fprintf(f,
            "usage: bench [--reps N] [--runs N] [--only PARSER] [--tsv] [--diff]\n"
            "             [--no-check | --check-only] [FILE...]\n"
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

    for (p = 0; p < P_N; p++)
        file_ratio[p] = xmalloc(nfiles * sizeof(double));
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
    for (p = 0; p < P_N; p++)
        free(file_ratio[p]);
    for (k = 0; owned && k < nfiles; k++)
        free(files[k]);
    free(files);
    fflush(stdout);
    return status;
}
