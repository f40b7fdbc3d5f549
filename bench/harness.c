/* SPDX-License-Identifier: MIT */
/*
 * harness.c — lluri's benchmark: the URL lists, the peers found at build
 * time, timing and reporting. What is timed is in workloads.c; each peer's
 * code in its adapter (peer_*.c, peer_*.cpp).
 *
 * Usage: bench [options] [FILE...]
 *
 *   FILE            a list of URLs, one per line (a trailing "\r" dropped,
 *                   empty lines skipped, every other byte kept). Without
 *                   FILEs: every .txt file in $LLURI_URL_DATA, else in the
 *                   directory configure found (--with-url-data), else the
 *                   shipped bench/sample-urls.txt.
 *   --workload W    parse, resolve, normalize, extract, scheme, request, a list of
 *                   them separated by "," (default: all)
 *   --only P        time only these peers ("," between names)
 *   --runs N        timed runs, the median reported (default 7)
 *   --reps N        passes over the list per timed run (default: as many
 *                   as take ~0.2 s, at least 3, chosen per peer); with
 *                   --reps there is no warm-up pass, for callgrind
 *   --tsv           one line per (list, workload, peer) on stdout, the
 *                   report on stderr
 *   --dat FILE      ns/URL of the parse workload per list and peer, as a
 *                   gnuplot data file (make bench draws it)
 *   --no-check      skip the agreement checks
 *   --check-only    run the agreement checks, no timing
 *   --diff          show every disagreement, not the first ten
 *
 * Method. Each list is loaded once; URLs are (pointer, length) pairs into
 * one buffer (each followed by a NUL for the peers that need C strings), so
 * nothing is copied in the timed loop. A round times `reps` passes of each
 * peer in turn, so load falls on all alike; ns/op is the median over the
 * rounds; a peer's ratio to lluri is computed within each round and the
 * median of those ratios reported (> 1: lluri is faster). Where the
 * kernel allows perf events, cycles, instructions and branch misses per op
 * are counted too (the median over the rounds). Under callgrind, give
 * --reps and --only: each pass is a function of its own,
 * bench_pass_WORKLOAD_PEER, for --toggle-collect:
 *   valgrind --tool=callgrind --toggle-collect=bench_pass_parse_lluri \
 *       bench/bench --workload parse --only lluri --reps 1 --runs 1 FILE
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#define _GNU_SOURCE /* syscall() */

#include <errno.h>
#include <glob.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#endif

#include "bench.h"

#ifndef BENCH_SAMPLE
#define BENCH_SAMPLE "bench/sample-urls.txt"
#endif
#ifndef BENCH_URL_DATA
#define BENCH_URL_DATA ""
#endif
#ifndef BENCH_CFLAGS
#define BENCH_CFLAGS "?"
#endif

#define TARGET_NS 200000000.0 /* one timed run of one peer: ~0.2 s */
#define MIN_REPS  3

/* The peers this build has, in report order; lluri first (the ratios are
 * to it). A peer not found at configure time is left out here, the one
 * place that knows which were. */
static const struct peer *const peers[] = {
    &peer_lluri,
    &peer_lluri_lenient,
    &peer_lluri_iri,
#ifdef HAVE_URIPARSER
    &peer_uriparser,
#endif
#ifdef HAVE_HTTP_PARSER
    &peer_http_parser,
#endif
#ifdef HAVE_CURL
    &peer_curl,
#endif
#ifdef HAVE_GLIB
    &peer_glib,
#endif
#ifdef HAVE_BOOST_URL
    &peer_boost,
#endif
#ifdef HAVE_ADA
    &peer_ada_can_parse,
    &peer_ada_parse,
#endif
    &peer_strlen,
    &peer_memchr,
};
#define NPEERS (sizeof peers / sizeof peers[0])

int bench_all_diffs;

static struct {
    int         tsv, check, timing;
    const char *only;         /* NULL: every peer */
    size_t      reps;         /* 0: calibrate */
    size_t      runs;
    const char *workloads;    /* NULL: all */
    const char *dat;
} opt = { 0, 1, 1, NULL, 0, 7, NULL, NULL };

static FILE *out;             /* the report: stdout, or stderr with --tsv */
static volatile size_t sink;

/* ---- helpers ------------------------------------------------------------------ */

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL) {
        fprintf(stderr, "bench: out of memory (%zu bytes)\n", n);
        exit(2);
    }
    return p;
}

void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (q == NULL) {
        fprintf(stderr, "bench: out of memory (%zu bytes)\n", n);
        exit(2);
    }
    return q;
}

void show(FILE *f, const char *s, size_t n, size_t max)
{
    fputc('"', f);
    for (size_t i = 0; i < n && i < max; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            fputc(c, f);
        else
            fprintf(f, "\\x%02x", c);
    }
    fputs(n > max ? "\"..." : "\"", f);
}

/* Whether name is in the comma-separated list (NULL: everything is). */
static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    if (list == NULL)
        return 1;
    for (const char *p = list; *p;) {
        size_t k = strcspn(p, ",");
        if (k == n && strncmp(p, name, n) == 0)
            return 1;
        p += k + (p[k] == ',');
    }
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of n values (the mean of the middle two when n is even). */
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
    double m = n ? x[0] : 0;
    for (size_t i = 1; i < n; i++)
        if (x[i] < m)
            m = x[i];
    return m;
}

static double maximum(const double *x, size_t n)
{
    double m = n ? x[0] : 0;
    for (size_t i = 1; i < n; i++)
        if (x[i] > m)
            m = x[i];
    return m;
}

/* ---- the lists ------------------------------------------------------------------- */

static int load(dataset *d, const char *path)
{
    FILE *f = fopen(path, "rb");
    size_t cap = 1 << 16, len = 0, start, i;

    memset(d, 0, sizeof *d);
    d->path = path;
    if (f == NULL) {
        fprintf(stderr, "bench: %s: %s\n", path, strerror(errno));
        return -1;
    }
    d->buf = xmalloc(cap + 1);
    for (;;) {
        size_t got;
        if (len == cap)
            d->buf = xrealloc(d->buf, (cap *= 2) + 1);
        got = fread(d->buf + len, 1, cap - len, f);
        if (got == 0)
            break;
        len += got;
    }
    if (ferror(f)) {
        fprintf(stderr, "bench: %s: read error\n", path);
        fclose(f);
        free(d->buf);
        return -1;
    }
    fclose(f);
    d->buf[len] = '\n';
    d->v = xmalloc((len / 2 + 2) * sizeof *d->v);
    for (start = 0, i = 0; i <= len; i++) {
        size_t n;
        if (d->buf[i] != '\n')
            continue;
        d->buf[i] = '\0';               /* every URL a C string as well */
        n = i - start;
        if (n > 0 && d->buf[start + n - 1] == '\r')
            d->buf[start + --n] = '\0';
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

static char **default_files(size_t *count)
{
    glob_t g;
    const char *dir = getenv("LLURI_URL_DATA");
    char **files;

    if (dir == NULL || *dir == '\0')
        dir = BENCH_URL_DATA;
    *count = 0;
    if (*dir != '\0') {
        char pattern[4096];
        snprintf(pattern, sizeof pattern, "%s/*.txt", dir);
        if (glob(pattern, 0, NULL, &g) == 0 && g.gl_pathc > 0) {
            files = xmalloc(g.gl_pathc * sizeof *files);
            for (size_t i = 0; i < g.gl_pathc; i++) {
                size_t n = strlen(g.gl_pathv[i]) + 1;
                files[i] = memcpy(xmalloc(n), g.gl_pathv[i], n);
            }
            *count = g.gl_pathc;
            globfree(&g);
            return files;
        }
    }
    files = xmalloc(sizeof *files);
    files[0] = (char *)BENCH_SAMPLE;
    *count = 1;
    return files;
}

/* ---- timing ---------------------------------------------------------------------- */

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Hardware counters, where the kernel lets us open them. */
enum { EV_CYCLES, EV_INSTRUCTIONS, EV_BRANCH_MISSES, EV_N };
static int ev_fd[EV_N] = { -1, -1, -1 };

static void perf_open(void)
{
#if defined(__linux__)
    static const uint64_t config[EV_N] = { PERF_COUNT_HW_CPU_CYCLES,
                                           PERF_COUNT_HW_INSTRUCTIONS,
                                           PERF_COUNT_HW_BRANCH_MISSES };
    for (int e = 0; e < EV_N; e++) {
        struct perf_event_attr a;
        memset(&a, 0, sizeof a);
        a.type = PERF_TYPE_HARDWARE;
        a.size = sizeof a;
        a.config = config[e];
        a.disabled = 1;
        a.exclude_kernel = 1;
        a.exclude_hv = 1;
        ev_fd[e] = (int)syscall(SYS_perf_event_open, &a, 0, -1, -1, 0);
    }
#endif
}

static int perf_ok(void)
{
    return ev_fd[EV_CYCLES] >= 0 && ev_fd[EV_INSTRUCTIONS] >= 0 && ev_fd[EV_BRANCH_MISSES] >= 0;
}

/* Time `reps` passes; ns, and the counters' deltas when they work. */
static double timed(pass_fn *f, const void *input, size_t reps, size_t *failed,
                    double ev[EV_N])
{
    size_t acc = 0;
    double t0, t1;
#if defined(__linux__)
    if (ev && perf_ok())
        for (int e = 0; e < EV_N; e++) {
            ioctl(ev_fd[e], PERF_EVENT_IOC_RESET, 0);
            ioctl(ev_fd[e], PERF_EVENT_IOC_ENABLE, 0);
        }
#endif
    t0 = now_ns();
    for (size_t r = 0; r < reps; r++)
        acc += f(input, failed);
    t1 = now_ns();
#if defined(__linux__)
    if (ev && perf_ok())
        for (int e = 0; e < EV_N; e++) {
            uint64_t v = 0;
            ioctl(ev_fd[e], PERF_EVENT_IOC_DISABLE, 0);
            if (read(ev_fd[e], &v, sizeof v) != (ssize_t)sizeof v)
                v = 0;
            ev[e] = (double)v;
        }
#endif
    sink += acc;
    return t1 - t0;
}

/* Passes that take ~TARGET_NS: warm up, then double until >= 1/10 of it. */
static size_t calibrate(pass_fn *f, const void *input)
{
    size_t failed, reps = 1, want;
    double t;
    timed(f, input, 1, &failed, NULL);
    for (;;) {
        t = timed(f, input, reps, &failed, NULL);
        if (t >= TARGET_NS / 10 || reps >= ((size_t)1 << 30))
            break;
        reps *= 2;
    }
    if (t <= 0)
        t = 1;
    want = (size_t)(TARGET_NS / (t / (double)reps) + 0.5);
    return want < MIN_REPS ? MIN_REPS : want;
}

/* ---- running a workload on a list ---------------------------------------------------- */

/* Per workload and peer, each list's median ratio, for the summary. */
static double ratios_by_file[16][NPEERS][64];
static size_t nratios[16][NPEERS];
static FILE *dat;

static void run_workload(size_t wi, const dataset *d, size_t *bad)
{
    const struct workload *wl = &workloads[wi];
    const struct peer *active[NPEERS];
    struct prepared w;
    size_t na = 0, runs = opt.runs, li = SIZE_MAX;
    struct timing {
        size_t reps, failed;
        double *ns, *ratio, *ev[EV_N];
    } t[MAX_RUNNERS];

    for (size_t p = 0; p < NPEERS; p++)
        if (listed(opt.only, peers[p]->name))
            active[na++] = peers[p];
    memset(&w, 0, sizeof w);
    fprintf(out, "  -- %s: %s\n", wl->name, wl->what);
    *bad += wl->prepare(&w, d, active, na, opt.check && opt.only == NULL, out);
    if (!opt.timing || w.nrunners == 0 || w.ops == 0) {
        wl->release(&w);
        return;
    }
    memset(t, 0, sizeof t);
    for (size_t r = 0; r < w.nrunners; r++) {
        if (w.runner[r].peer == &peer_lluri)
            li = r;
        t[r].reps = opt.reps ? opt.reps : calibrate(w.runner[r].pass, w.runner[r].input);
        t[r].ns = xmalloc(runs * sizeof(double));
        t[r].ratio = xmalloc(runs * sizeof(double));
        for (int e = 0; e < EV_N; e++)
            t[r].ev[e] = xmalloc(runs * sizeof(double));
    }
    for (size_t k = 0; k < runs; k++) {
        for (size_t r = 0; r < w.nrunners; r++) {
            double ev[EV_N] = { 0, 0, 0 };
            double ns = timed(w.runner[r].pass, w.runner[r].input, t[r].reps, &t[r].failed, ev);
            double ops = (double)t[r].reps * (double)w.ops;
            t[r].ns[k] = ns / ops;
            for (int e = 0; e < EV_N; e++)
                t[r].ev[e][k] = ev[e] / ops;
        }
        for (size_t r = 0; r < w.nrunners; r++)
            t[r].ratio[k] = li != SIZE_MAX ? t[r].ns[k] / t[li].ns[k] : 0;
    }
    fprintf(out, "    %zu runs of `reps` passes over %zu %s (%.1f B each)\n", runs, w.ops,
            w.unit, (double)w.bytes / (double)w.ops);
    fprintf(out, "    %-14s %8s %9s %19s %9s %9s", "peer", "reps", "ns/op", "(min .. max)",
            "MB/s", "failed");
    if (perf_ok())
        fprintf(out, " %8s %8s %8s", "cyc/op", "ins/op", "bmiss/op");
    fprintf(out, " %8s\n", li != SIZE_MAX ? "x lluri" : "");
    for (size_t r = 0; r < w.nrunners; r++) {
        const struct peer *p = w.runner[r].peer;
        double med = median(t[r].ns, runs);
        double mbs = med > 0 ? (double)w.bytes / ((double)w.ops * med) * 1e3 : 0;
        double ratio = median(t[r].ratio, runs);
        fprintf(out, "    %-14s %8zu %9.1f %8.1f .. %-8.1f %9.1f %9zu", p->name, t[r].reps, med,
                minimum(t[r].ns, runs), maximum(t[r].ns, runs), mbs, t[r].failed);
        if (perf_ok())
            fprintf(out, " %8.0f %8.0f %8.2f", median(t[r].ev[EV_CYCLES], runs),
                    median(t[r].ev[EV_INSTRUCTIONS], runs),
                    median(t[r].ev[EV_BRANCH_MISSES], runs));
        if (li != SIZE_MAX && r != li)
            fprintf(out, " %8.2f", ratio);
        fputc('\n', out);
        if (opt.tsv)
            printf("%s\t%s\t%s\t%zu\t%zu\t%zu\t%.3f\t%.3f\t%.3f\t%.1f\t%zu\t%s%.4f\n", d->path,
                   wl->name, p->name, w.ops, w.bytes, t[r].reps, med, minimum(t[r].ns, runs),
                   maximum(t[r].ns, runs), mbs, t[r].failed, "", li != SIZE_MAX ? ratio : 0);
        if (dat && wi == 0)
            fprintf(dat, " %.2f", med);
        for (size_t pi = 0; pi < NPEERS; pi++)
            if (peers[pi] == p && li != SIZE_MAX && r != li && nratios[wi][pi] < 64)
                ratios_by_file[wi][pi][nratios[wi][pi]++] = ratio;
    }
    if (li != SIZE_MAX && w.nrunners > 1)
        fprintf(out, "    (x lluri: the median over the runs of each run's time ratio to "
                     "lluri; > 1: lluri is faster)\n");
    for (size_t r = 0; r < w.nrunners; r++) {
        free(t[r].ns);
        free(t[r].ratio);
        for (int e = 0; e < EV_N; e++)
            free(t[r].ev[e]);
    }
    wl->release(&w);
}

/* ---- the report's head and tail --------------------------------------------------------- */

static void machine(void)
{
    char line[256], model[256] = "?";
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        while (fgets(line, sizeof line, f))
            if (strncmp(line, "model name", 10) == 0) {
                const char *c = strchr(line, ':');
                snprintf(model, sizeof model, "%s", c ? c + 2 : line);
                model[strcspn(model, "\n")] = '\0';
                break;
            }
        fclose(f);
    }
    fprintf(out, "machine: %s, %ld CPUs online; compiler: %s; lluri CFLAGS: %s\n", model,
            sysconf(_SC_NPROCESSORS_ONLN),
#ifdef __VERSION__
            __VERSION__,
#else
            "?",
#endif
            BENCH_CFLAGS);
    fprintf(out, "hardware counters: %s\n", perf_ok() ? "cycles, instructions, branch misses"
                                                      : "not available (perf_event_open)");
    fprintf(out, "peers:\n");
    for (size_t p = 0; p < NPEERS; p++)
        fprintf(out, "  %-14s %-10s %s\n", peers[p]->name, peers[p]->version, peers[p]->what);
}

static void summary(void)
{
    for (size_t wi = 0; wi < nworkloads; wi++)
        for (size_t p = 0; p < NPEERS; p++)
            if (nratios[wi][p] > 0)
                fprintf(out, "summary %s %s/lluri over %zu list(s): min %.2f, median %.2f\n",
                        workloads[wi].name, peers[p]->name, nratios[wi][p],
                        minimum(ratios_by_file[wi][p], nratios[wi][p]),
                        median(ratios_by_file[wi][p], nratios[wi][p]));
}

/* ---- main -------------------------------------------------------------------------- */

static void usage(FILE *f)
{
    fprintf(f, "usage: bench [--workload W[,W...]] [--only PEER[,PEER...]] [--runs N] [--reps N]\n"
               "             [--tsv] [--dat FILE] [--no-check | --check-only] [--diff] [FILE...]\n"
               "workloads:");
    for (size_t w = 0; w < nworkloads; w++)
        fprintf(f, " %s", workloads[w].name);
    fprintf(f, "\npeers in this build:");
    for (size_t p = 0; p < NPEERS; p++)
        fprintf(f, " %s", peers[p]->name);
    fputc('\n', f);
}

static size_t count(const char *what, const char *s)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v <= 0) {
        fprintf(stderr, "bench: %s: not a positive number: %s\n", what, s);
        exit(2);
    }
    return (size_t)v;
}

int main(int argc, char **argv)
{
    char **files = NULL;
    size_t nfiles = 0, bad = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--tsv") == 0) {
            opt.tsv = 1;
        } else if (strcmp(a, "--no-check") == 0) {
            opt.check = 0;
        } else if (strcmp(a, "--check-only") == 0) {
            opt.timing = 0;
        } else if (strcmp(a, "--diff") == 0) {
            bench_all_diffs = 1;
        } else if (v && strcmp(a, "--workload") == 0) {
            opt.workloads = strcmp(v, "all") == 0 ? NULL : v, i++;
        } else if (v && strcmp(a, "--only") == 0) {
            opt.only = v, i++;
        } else if (v && strcmp(a, "--runs") == 0) {
            opt.runs = count(a, v), i++;
        } else if (v && strcmp(a, "--reps") == 0) {
            opt.reps = count(a, v), i++;
        } else if (v && strcmp(a, "--dat") == 0) {
            opt.dat = v, i++;
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (a[0] == '-') {
            fprintf(stderr, "bench: unknown option or missing value: %s\n", a);
            usage(stderr);
            return 2;
        } else {
            files = xrealloc(files, (nfiles + 1) * sizeof *files);
            files[nfiles++] = argv[i];
        }
    }
    for (const char *p = opt.workloads; p && *p;) {
        size_t k = strcspn(p, ","), w;
        for (w = 0; w < nworkloads; w++)
            if (strlen(workloads[w].name) == k && strncmp(workloads[w].name, p, k) == 0)
                break;
        if (w == nworkloads) {
            fprintf(stderr, "bench: unknown workload: %.*s\n", (int)k, p);
            usage(stderr);
            return 2;
        }
        p += k + (p[k] == ',');
    }
    out = opt.tsv ? stderr : stdout;
    if (nfiles == 0)
        files = default_files(&nfiles);
    if (opt.timing && opt.reps == 0)
        perf_open();
    machine();
    if (opt.dat) {
        dat = fopen(opt.dat, "w");
        if (dat == NULL) {
            fprintf(stderr, "bench: %s: %s\n", opt.dat, strerror(errno));
            return 2;
        }
        fprintf(dat, "list");
        for (size_t p = 0; p < NPEERS; p++)
            if (listed(opt.only, peers[p]->name))
                fprintf(dat, " %s", peers[p]->name);
        fputc('\n', dat);
    }
    if (opt.tsv)
        printf("list\tworkload\tpeer\tops\tbytes\treps\tns_per_op\tmin\tmax\tMB_per_s\tfailed\tratio_to_lluri\n");
    for (size_t f = 0; f < nfiles; f++) {
        dataset d;
        const char *base;
        if (load(&d, files[f]) < 0)
            return 2;
        base = strrchr(d.path, '/');
        fprintf(out, "\n== %s: %zu URLs, %zu bytes (%.1f B/URL)\n", d.path, d.n, d.bytes,
                d.n ? (double)d.bytes / (double)d.n : 0.0);
        if (dat && listed(opt.workloads, "parse"))
            fprintf(dat, "%s", base ? base + 1 : d.path);
        for (size_t w = 0; w < nworkloads; w++)
            if (d.n > 0 && listed(opt.workloads, workloads[w].name))
                run_workload(w, &d, &bad);
        if (dat && listed(opt.workloads, "parse"))
            fputc('\n', dat);
        unload(&d);
    }
    if (opt.timing)
        summary();
    if (dat)
        fclose(dat);
    if (bad) {
        fprintf(out, "bench: %zu disagreements that are not documented readings (see above)\n",
                bad);
        return 1;
    }
    return 0;
}
