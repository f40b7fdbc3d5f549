/* SPDX-License-Identifier: MIT */
/* bench.h — the benchmark's parts: the harness (harness.c: options, the URL
 * lists, timing, reporting), one adapter per peer (peer_*.c, peer_*.cpp:
 * the only files that know a peer), and the workloads (workloads.c: what is
 * timed, prepared once per list, checked for agreement before timing).
 *
 * Adding a workload is a row of workloads[] and its prepare/release
 * functions; adding a peer is an adapter file that fills a struct peer and
 * a line in peers[] (harness.c). */
#ifndef LLURI_BENCH_H
#define LLURI_BENCH_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define BENCH_NOINLINE __attribute__((noinline))
#else
#define BENCH_NOINLINE
#endif

/* ---- the URL lists ---------------------------------------------------------- */

/* A URL: its bytes; p[n] is a NUL (peers that need C strings get them
 * without a copy in the timed loop). */
typedef struct url {
    const char *p;
    size_t      n;
} url;

/* One list: every non-empty line of a file (a trailing "\r" dropped; every
 * other byte kept, a BOM on the first line too: it is a real input). */
typedef struct dataset {
    const char *path;
    char       *buf;
    url        *v;
    size_t      n;      /* URLs */
    size_t      bytes;  /* sum of their lengths */
} dataset;

/* ---- peers ---------------------------------------------------------------------
 * A pass runs one operation over a whole prepared input and returns a sum
 * of what it found (so that no call can be optimized away); *failed counts
 * the operations that failed. Every pass is a function of its own, named
 * bench_pass_WORKLOAD_PEER, so that callgrind can count it alone
 * (--toggle-collect). */
typedef size_t pass_fn(const void *input, size_t *failed);

/* The peers' one-op functions, for preparing inputs and checking
 * agreement before timing: each writes its result (NUL-terminated) to buf
 * and returns its length, -1 on failure, -2 when it would not fit. */
typedef long resolve_one_fn(void *bases, size_t base, size_t ref, char *buf,
                            size_t cap);
typedef long normalize_one_fn(const char *s, size_t n, char *buf, size_t cap);

struct peer {
    const char *name;
    const char *what;           /* what it is and what its parse does */
    const char *version;        /* as found at build time */
    pass_fn    *parse;          /* over a dataset's URLs */
    /* resolve: the bases and references, parsed once before timing */
    void     *(*resolve_setup)(const url *bases, size_t nbases,
                               const char *const *refs, size_t nrefs);
    void      (*resolve_free)(void *bases);
    resolve_one_fn *resolve_one;
    pass_fn    *resolve;        /* over its resolve_setup() result */
    normalize_one_fn *normalize_one;
    pass_fn    *normalize;      /* over a struct url_list */
    /* The parse agreement check against lluri (uriparser only): counts
     * and the first differences to f (all with bench_all_diffs); returns
     * the number of differences not documented as RFC 3986 readings. */
    size_t    (*parse_check)(const dataset *d, FILE *f);
    /* request: each line of a struct request_list read as an HTTP request
     * line, its target split into components */
    pass_fn    *request;
};

/* The adapters (a peer not built is NULL in the harness's table). */
extern const struct peer peer_lluri, peer_lluri_lenient, peer_lluri_iri, peer_uriparser, peer_http_parser,
    peer_curl, peer_glib, peer_boost, peer_ada_can_parse, peer_ada_parse,
    peer_strlen, peer_memchr;

/* lluri's passes for the workloads no peer has. */
pass_fn bench_pass_extract_lluri, bench_pass_scheme_lluri;

/* A list of URLs (a normalize input: the URLs every peer normalizes). */
struct url_list {
    const url *v;
    size_t     n;
};

/* HTTP request lines, each ending in CRLF, one after another in text. */
struct request_list {
    const url *v;          /* each line, its CRLF included */
    size_t     n;
};

/* ---- workloads ------------------------------------------------------------ */

#define MAX_RUNNERS 16

/* A workload prepared for one list: its input and who runs it. */
struct prepared {
    size_t      ops;            /* operations per pass */
    size_t      bytes;          /* input bytes per pass */
    const char *unit;           /* what one op is, plural ("URLs") */
    size_t      nrunners;
    struct {
        const struct peer *peer;
        pass_fn           *pass;
        const void        *input;
    } runner[MAX_RUNNERS];
    void       *state;          /* the workload's own, for release */
};

struct workload {
    const char *name;
    const char *what;           /* one line: what one op is */
    /* Prepare w for list d with the peers given (NULL entries are peers
     * not built); report what was dropped, and with check the agreement
     * of the peers' results, to f. Returns the number of disagreements
     * that are failures (extract's hits that are not the URLs put in). */
    size_t    (*prepare)(struct prepared *w, const dataset *d,
                         const struct peer *const *peers, size_t npeers,
                         int check, FILE *f);
    void      (*release)(struct prepared *w);
};

extern const struct workload workloads[];
extern const size_t nworkloads;

/* ---- the harness's helpers for the workloads ---------------------------------- */

void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
/* Show n bytes of s, escaped, at most max of them. */
void show(FILE *f, const char *s, size_t n, size_t max);
/* --diff: show every difference, not the first few. */
extern int bench_all_diffs;

#ifdef __cplusplus
}
#endif
#endif
