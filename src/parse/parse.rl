/* SPDX-License-Identifier: MIT */
/* parse.rl — the RFC 3986 parser: the grammar's hooks bound to actions that
 * record component boundaries. One function, run_machine(), holds the
 * machine (and calls the IRI machine of iri.rl for LLURI_IRI): the
 * incremental parser (init / execute / finish) runs it from the state kept
 * in a lluri_parser; lluri_parse() runs it once over the whole input from
 * the start rule's state, with no lluri_parser to set up, check and save
 * (its fixed cost per call is what a log pipeline pays per URL), and takes
 * a leading "https://", "http://" or "file://", and a plain host and "/"
 * after it, without the machine (the entries after_slashes and after_host,
 * proved equivalent by tests/proofs/check_entry.py). Both give the same
 * results, byte for byte (tests/test_oneshot.c).
 *
 * The machine only records offsets (marks); spans are derived from them
 * in fill() once the input is known to be complete. On a failure,
 * lluri__diagnose() (diagnose.c) names the component and the first offending
 * byte; that work is done only on the error path. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "parse/parse.h"
#include "parse/classes.h"
#include "scan.h"
#include "parse/machine.h"

/* The grammar's run hooks (parse/machine.h explains why runs are exact),
 * with RFC 3986's byte classes (classes.c); 16 bytes at a time in the
 * SSSE3 copy of this file (parse_ssse3.c), which holds the machine alone. */
#if defined(LLURI_RUNS_SSSE3)
#include "parse/nibbles.h"
#define RUN(self_loop, cls) \
    LLURI_RUN16(self_loop, buf, lluri__byte_class, lluri__byte_nibbles, cls)
#else
#define RUN(self_loop, cls) LLURI_RUN(self_loop, lluri__byte_class, cls)
#endif

/* For the ways in past "scheme://host/" (run_machine): the first byte at
 * or after p that is not in class cls (of lluri__byte_class), or pe. In
 * this copy, for an input of 32 bytes or more, the 32 bytes from p (or
 * the last 32, when fewer follow p) are classified at once, so that where
 * the class ends in them takes no branch (the lengths of hosts and paths
 * are what the branches of a run mispredict, and a URL's host and path
 * mostly fit); past them, or in the other copy, or under 32 bytes, a run
 * as the run hooks take it. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline const char *plain_end(const char *p, const char *pe, const char *buf,
                                    unsigned cls)
{
    if (p == pe || !(lluri__byte_class[(uint8_t)*p] & cls))
        return p;
#if defined(LLURI_RUNS_SSSE3)
    if (pe - buf >= 32) {
        const char *s = pe - p >= 32 ? p : pe - 32;
        const uint32_t out = lluri__outside32(s, &lluri__byte_nibbles[__builtin_ctz(cls)])
                             >> (p - s);        /* (p - s < 32: p is before pe) */
        if (out)
            return p + __builtin_ctz(out);
        if (s + 32 == pe)
            return pe;
        /* 32 bytes of the class from p: the rest as a run */
        return lluri__run_end16(s + 31, pe, buf, lluri__byte_class, cls,
                                &lluri__byte_nibbles[__builtin_ctz(cls)]) + 1;
    }
    return lluri__run_end16(p, pe, buf, lluri__byte_class, cls,
                            &lluri__byte_nibbles[__builtin_ctz(cls)]) + 1;
#else
    (void)buf;
    return lluri__run_end(p, pe, lluri__byte_class, cls) + 1;
#endif
}

%%{
machine lluri_uri;

action scheme_end      { LLURI__MARK(LLURI__M_SCHEME_END); }
action authority_start { LLURI__MARK(LLURI__M_AUTH_START); }
action userinfo_end    { LLURI__MARK(LLURI__M_USERINFO_END); }
action host_end        { LLURI__MARK(LLURI__M_HOST_END); }
action authority_end   { LLURI__MARK(LLURI__M_AUTH_END); }
action query_start     { LLURI__MARK(LLURI__M_QUERY); }
action fragment_start  { LLURI__MARK(LLURI__M_FRAGMENT); }
action scheme_run      { RUN(fcurs == ftargs, LLURI__C_SCHEME); }
action path_run        { RUN(fcurs == ftargs, LLURI__C_SEGMENT); }
action query_run       { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action fragment_run    { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action host_run        { RUN(fcurs == ftargs, LLURI__C_UNRESERVED); }
action zone_ok         { (flags & LLURI_ZONE_ID) != 0 }

include rfc3986 "rfc3986.rl";

uri_reference := URI_reference;
uri           := URI;
absolute_uri  := absolute_URI;
relative      := relative_ref;

# lluri_parse's ways in past a leading "https://", "http://" or "file://"
# (run_machine): what URI, and URI-reference after a scheme, read after
# "scheme://" (hier-part's first alternative, then URI's query and
# fragment), and after "scheme://host/" for a host of unreserved bytes (the
# rest of path-abempty, query and fragment), with URI's hooks.
# tests/proofs/check_entry.py proves their start states equivalent to the
# states uri_reference and uri reach on those prefixes (Ragel gives each
# entry its own states).
after_slashes := authority >authority_start %authority_end path_abempty $path_run
                 ( "?" query >query_start $query_run )?
                 ( "#" fragment >fragment_start $fragment_run )?;
after_host    := ( segment ( "/" segment )* ) $path_run
                 ( "?" query >query_start $query_run )?
                 ( "#" fragment >fragment_start $fragment_run )?;

}%%

%% write data;

#define LLURI__CS_FAILED (-1)

static int start_state(unsigned flags, int iri)
{
    if (iri)
        return lluri__iri_start(flags);
    switch (flags & LLURI_START_MASK) {
    case LLURI_START_URI:      return lluri_uri_en_uri;
    case LLURI_START_ABSOLUTE: return lluri_uri_en_absolute_uri;
    case LLURI_START_RELATIVE: return lluri_uri_en_relative;
    default:             return lluri_uri_en_uri_reference;
    }
}

#ifndef LLURI_RUNS_SSSE3 /* the API: in the other copy */
int lluri_parser_init(lluri_parser *ps, unsigned flags)
{
    if (ps == NULL)
        return LLURI_EINVAL;
    /* The marks need no clearing: `seen` says which are set. */
    ps->_flags = flags;
    ps->_off = 0;
    ps->_seen = 0;
    ps->_error = 0;
    ps->_error_off = 0;
    ps->_cs = start_state(flags, (flags & LLURI_IRI) != 0);
    if (!lluri__parse_flags_ok(flags) || (flags & LLURI_LENIENT)) {
        ps->_cs = LLURI__CS_FAILED;
        ps->_error = LLURI_EFLAGS;
    }
    return ps->_error;
}
#endif

static int fail(lluri_parser *ps, int code, size_t off, lluri_error *err)
{
    ps->_cs = LLURI__CS_FAILED;
    ps->_error = code;
    ps->_error_off = (uint32_t)off;
    if (err) {
        err->code = code;
        err->offset = off;
    }
    return code;
}

#ifndef LLURI_RUNS_SSSE3
static int check_args(lluri_parser *ps, const char *buf, size_t len,
                      lluri_error *err)
{
    if (ps->_cs == LLURI__CS_FAILED) {
        if (err) {
            err->code = ps->_error;
            err->offset = ps->_error_off;
        }
        return ps->_error;
    }
    if (len > UINT32_MAX)
        return fail(ps, LLURI_ETOOLONG, UINT32_MAX, err);
    if ((buf == NULL && len > 0) || len < ps->_off)
        return fail(ps, LLURI_EINVAL, ps->_off, err);
    return 0;
}
#endif

#define SEEN(i) (seen & (1u << (i)))
#define SPAN(a, b) ((lluri_span){ (a), (uint32_t)((b) - (a)) })

/* Derive the spans from the recorded boundaries into *u, which is zeroed
 * but for src. (The marks and *u never overlap: restrict lets the
 * compiler keep `present` in a register.) */
#if defined(__GNUC__)
__attribute__((always_inline))  /* one copy in run() and one in run_iri() */
#endif
static inline void fill(lluri *restrict u, uint32_t len,
                 const uint32_t *restrict m, uint32_t seen)
{
    uint32_t present = 0, path_start = 0, path_end = len;

    if (SEEN(LLURI__M_SCHEME_END)) {
        present |= LLURI_HAS_SCHEME;
        u->scheme = SPAN(0, m[LLURI__M_SCHEME_END]);
        path_start = m[LLURI__M_SCHEME_END] + 1;
    }
    if (SEEN(LLURI__M_AUTH_START)) {
        uint32_t host_start = m[LLURI__M_AUTH_START];
        uint32_t host_end = m[LLURI__M_HOST_END];
        uint32_t auth_end = m[LLURI__M_AUTH_END];
        uint8_t kind;
        present |= LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY;
        if (SEEN(LLURI__M_USERINFO_END)) {
            present |= LLURI_HAS_USERINFO;
            u->userinfo = SPAN(host_start, m[LLURI__M_USERINFO_END]);
            host_start = m[LLURI__M_USERINFO_END] + 1;
        }
        u->host = SPAN(host_start, host_end);
        if (auth_end > host_end) {
            present |= LLURI_HAS_PORT;
            u->port = SPAN(host_end + 1, auth_end);
        }
        kind = lluri__host_kind(u->src + host_start, host_end - host_start);
        if (kind == LLURI_HOST_IPV6
            && memchr(u->src + host_start, '%', host_end - host_start))
            present |= LLURI_HAS_ZONE_ID;
        u->host_kind = kind;
        path_start = auth_end;
    }
    if (SEEN(LLURI__M_FRAGMENT)) {
        present |= LLURI_HAS_FRAGMENT;
        u->fragment = SPAN(m[LLURI__M_FRAGMENT], len);
        path_end = m[LLURI__M_FRAGMENT] - 1;
    }
    if (SEEN(LLURI__M_QUERY)) {
        present |= LLURI_HAS_QUERY;
        u->query = SPAN(m[LLURI__M_QUERY], path_end);
        path_end = m[LLURI__M_QUERY] - 1;
    }
    u->path = SPAN(path_start, path_end);
    u->len = len;
    u->present = present;
}

/* LLURI_PARTIAL: *u becomes the parse of buf's longest non-empty prefix
 * that ends where a component ends (lluri__component_ends) at or before
 * the error's offset, marked LLURI_HAS_PARTIAL; left zeroed when none
 * parses. */
static int run_any(lluri *u, const char *buf, size_t len, unsigned flags,
                   lluri_error *err, lluri_parser *ps);
static int run_iri(lluri *u, const char *buf, size_t len, unsigned flags,
                   lluri_error *err, lluri_parser *ps);

static void partial(lluri *u, const char *buf, size_t len, unsigned flags, size_t where)
{
    size_t b[4], tried = 0;
    int k;

    lluri__component_ends(buf, len, flags, b);
    for (k = 3; k >= 0; k--) {
        if (b[k] == 0 || b[k] > where || b[k] == tried)
            continue;                   /* nothing, past the error, or tried already */
        tried = b[k];
        /* the one-shot machine over the prefix (flags already checked) */
        if (run_any(u, buf, b[k], flags & ~(unsigned)LLURI_PARTIAL, NULL, NULL) == 0) {
            u->present |= LLURI_HAS_PARTIAL;
            return;
        }
    }
    memset(u, 0, sizeof *u);
    u->src = buf;
}

/* The error path, out of the way of the machine: name the error
 * (lluri__diagnose), record it in *ps (when parsing incrementally) and
 * *err, and leave *u (when finishing) zeroed but for src. `off` is the
 * byte the machine could not take, or len when the input ended early. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static int failed(lluri *u, const char *buf, size_t len, size_t off,
                  unsigned flags, lluri_error *err, lluri_parser *ps)
{
    size_t upto = off < len ? off + 1 : len;
    size_t where = off;
    int code = lluri__diagnose(buf, upto, flags, off, &where);

    /* LLURI_LENIENT (one-shot only): a valid input was the strict parse's,
     * its verdict LLURI_OK in *err; what the machine refuses goes on to
     * lenient.rl from the start, with this verdict (the diagnosis reads
     * only the start rule, LLURI_IRI and LLURI_ZONE_ID of the flags). So
     * a lenient parse of a valid input costs what a strict one does. */
    if ((flags & LLURI_LENIENT) && u && !ps) {
        const lluri_error verdict = { code, where };
        return lluri__parse_lenient(u, buf, len, flags, &verdict, err);
    }

    if (u) {
        memset(u, 0, sizeof *u);
        u->src = buf;
        if (flags & LLURI_PARTIAL)
            partial(u, buf, upto, flags, where);
    }
    if (ps)
        return fail(ps, code, where, err);
    if (err) {
        err->code = code;
        err->offset = where;
    }
    return code;
}

/* The machine over buf[from .. len), where from is ps->_off, or 0 for a
 * one-shot parse (ps NULL: from the start rule's state, no marks yet).
 * With u, the input ends at len: the end-of-input actions run and the
 * spans go to *u (u->src = buf); without, *ps keeps the state for the
 * next call. The arguments are checked, and buf is not NULL. Returns 0
 * or the error. (The arguments come in lluri_parse's order, so that it
 * passes them on as they are.)
 *
 * `iri` is a constant: run() is this with 0, the URI machine alone (a call
 * of the IRI machine in the same function would cost the URI machine
 * registers, saved and restored on every parse), run_iri() with 1. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int run_machine(lluri *u, const char *buf, size_t len, unsigned flags,
                              lluri_error *err, lluri_parser *ps, const int iri)
{
    uint32_t own_mark[LLURI__M_COUNT];
    uint32_t *mark = own_mark;
    uint32_t seen = 0;
    const char *p = buf;
    const char *pe = buf + len;
    const char *eof = u ? pe : NULL;
    int cs;

    if (ps) {
        p += ps->_off;
        mark = ps->_mark;
        seen = ps->_seen;
        cs = ps->_cs;
    } else {
        cs = -1;        /* (the start rule's state, unless a way in is taken) */
#ifndef LLURI_NO_RUNS /* (the plain machine: from the start rule's state) */
        if (!iri && len >= 8 && (flags & LLURI_START_MASK & ~(unsigned)LLURI_START_URI) == 0) {
            /* URI-reference or URI that begins "https://", "http://" or
             * "file://" (the scheme's letters in either case: 0x20 ORed
             * into the letters' bytes alone): the scheme's mark set here,
             * the machine entered past "//", in the state it would be in
             * there (tests/proofs/check_entry.py). The constants are
             * word_load()s of string literals (7 bytes and the NUL). */
            const uint64_t w = word_load(buf);
            const uint64_t w4 = (w | word_load("\x20\x20\x20\x20\0\0\0"))
                                & word_load("\xff\xff\xff\xff\xff\xff\xff");
            const int https =
                (w | word_load("\x20\x20\x20\x20\x20\0\0")) == word_load("https://");
            /* (no branch between the two: lists mix them) */
            const uint32_t colon = (uint32_t)https
                + 4u * (uint32_t)(https | (w4 == word_load("http://"))
                                  | (w4 == word_load("file://")));
            if (colon) {
                mark[LLURI__M_SCHEME_END] = colon;
                seen = 1u << LLURI__M_SCHEME_END;
                p = buf + colon + 3;
                cs = lluri_uri_en_after_slashes;
                /* and past "host/" when the host is a run of unreserved
                 * bytes, or empty, and "/" follows: the authority's marks
                 * set here too, and the path's plain bytes stepped over */
                const char *host_end = plain_end(p, pe, buf, LLURI__C_UNRESERVED);
                if (host_end < pe && *host_end == '/') {
                    mark[LLURI__M_AUTH_START] = colon + 3;
                    mark[LLURI__M_HOST_END] = (uint32_t)(host_end - buf);
                    mark[LLURI__M_AUTH_END] = (uint32_t)(host_end - buf);
                    seen |= 1u << LLURI__M_AUTH_START | 1u << LLURI__M_HOST_END
                            | 1u << LLURI__M_AUTH_END;
                    p = plain_end(host_end + 1, pe, buf, LLURI__C_SEGMENT);
                    cs = lluri_uri_en_after_host;
                }
            }
        }
#endif
        if (cs < 0)
            cs = start_state(flags, iri);
    }

    int status;     /* -1 refused at p, 0 a prefix so far, 1 a match so far */
    if (iri) {
        status = lluri__iri_exec(&cs, buf, &p, pe, eof, mark, &seen, flags);
    } else {
        %% write exec;
        status = cs == lluri_uri_error ? -1 : cs >= lluri_uri_first_final;
    }

    if (status < 0 || (u && status == 0)) {
        /* LLURI_IRI, one-shot: the URI machine read the IRI up to its
         * first non-ASCII byte (the two grammars agree on ASCII); the IRI
         * machine reads it from the start */
        if (!iri && ps == NULL && status < 0 && (flags & LLURI_IRI) && p < pe
            && (unsigned char)*p >= 0x80)
            return run_iri(u, buf, len, flags, err, NULL);
        return failed(u, buf, len, status < 0 ? (size_t)(p - buf) : len,
                      flags, err, ps);
    }
    if (ps) {
        ps->_cs = cs;
        ps->_seen = seen;
        ps->_off = (uint32_t)len;
    }
    if (u) {
        memset(u, 0, sizeof *u);
        u->src = buf;
        fill(u, (uint32_t)len, mark, seen);
        if (iri && lluri__has_non_ascii(buf, len))
            u->present |= LLURI_HAS_NON_ASCII;
        if (err) {
            err->code = LLURI_OK;
            err->offset = 0;
        }
    }
    return 0;
}

#if defined(LLURI_RUNS_SSSE3)
/* This copy's way in (parse_ssse3.c), for run() of the other. */
int lluri__run_ssse3(lluri *u, const char *buf, size_t len, unsigned flags,
                     lluri_error *err, lluri_parser *ps)
{
    return run_machine(u, buf, len, flags, err, ps, 0);
}
#define run lluri__run_ssse3
#else
#if defined(LLURI_RUNS16) && defined(__GNUC__)
__attribute__((noinline))   /* run()'s test costs no registers saved */
#endif
static int run_bytes(lluri *u, const char *buf, size_t len, unsigned flags,
                     lluri_error *err, lluri_parser *ps)
{
    return run_machine(u, buf, len, flags, err, ps, 0);
}

/* The URI machine: the copy with 16-byte runs when the processor has
 * SSSE3, else this file's. */
static inline int run(lluri *u, const char *buf, size_t len, unsigned flags,
                      lluri_error *err, lluri_parser *ps)
{
#if defined(LLURI_RUNS16)
    if (__builtin_cpu_supports("ssse3"))
        return lluri__run_ssse3(u, buf, len, flags, err, ps);
#endif
    return run_bytes(u, buf, len, flags, err, ps);
}
#endif

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int run_iri(lluri *u, const char *buf, size_t len, unsigned flags,
                   lluri_error *err, lluri_parser *ps)
{
    return run_machine(u, buf, len, flags, err, ps, 1);
}

/* The machine flags ask for (LLURI_IRI or not). */
static int run_any(lluri *u, const char *buf, size_t len, unsigned flags,
                   lluri_error *err, lluri_parser *ps)
{
    return (flags & LLURI_IRI) ? run_iri(u, buf, len, flags, err, ps)
                               : run(u, buf, len, flags, err, ps);
}

#ifndef LLURI_RUNS_SSSE3
/* A NULL lluri_parser: nothing to record the error in. */
static int no_parser(lluri_error *err)
{
    if (err) {
        err->code = LLURI_EINVAL;
        err->offset = 0;
    }
    return LLURI_EINVAL;
}

int lluri_parser_execute(lluri_parser *ps, const char *buf, size_t len,
                         lluri_error *err)
{
    int rc;

    if (ps == NULL)
        return no_parser(err);
    rc = check_args(ps, buf, len, err);
    if (rc < 0)
        return rc;
    /* NULL only with len 0 (check_args) */
    return run_any(NULL, buf ? buf : "", len, ps->_flags, err, ps);
}

int lluri_parser_finish(lluri_parser *ps, lluri *u, const char *buf,
                        size_t len, lluri_error *err)
{
    int rc;

    if (ps == NULL) {
        if (u) {
            memset(u, 0, sizeof *u);
            u->src = buf;
        }
        return no_parser(err);
    }
    if (u == NULL)
        return fail(ps, LLURI_EINVAL, ps->_off, err);
    rc = check_args(ps, buf, len, err);
    if (rc == 0) {
        rc = run_any(u, buf ? buf : "", len, ps->_flags, err, ps);
        u->src = buf;
        return rc;
    }
    memset(u, 0, sizeof *u);
    u->src = buf;
    /* a syntax error execute() met: the same partial result as lluri_parse */
    if ((ps->_flags & LLURI_PARTIAL) && rc != LLURI_EFLAGS && rc != LLURI_EINVAL
        && rc != LLURI_ETOOLONG && buf != NULL && ps->_error_off < len)
        partial(u, buf, len, ps->_flags, ps->_error_off);
    return rc;
}

/* lluri_parse() for the arguments its one-shot path does not take (a NULL
 * u or s, unknown flags, too long an input): the incremental parser
 * checks them and names their errors; and LLURI_LENIENT with len 0 and
 * s NULL, parsed as "" (then u->src is s, NULL). */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static int parse_unusual(lluri *u, const char *s, size_t len, unsigned flags,
                         lluri_error *err)
{
    lluri_parser ps;
    const int ok = u != NULL && lluri__parse_flags_ok(flags) && len <= UINT32_MAX;

    if (ok && (flags & LLURI_LENIENT) && len == 0) {  /* (so s is NULL) */
        int rc = run(u, "", 0, flags, err, NULL);
        u->src = s;
        return rc;
    }
    if (lluri__parse_flags_ok(flags))   /* then EINVAL or ETOOLONG, not EFLAGS */
        flags &= ~(unsigned)LLURI_LENIENT;
    lluri_parser_init(&ps, flags);
    return lluri_parser_finish(&ps, u, s, len, err);
}

/* One call, no lluri_parser: the same machine, the same results. */
int lluri_parse(lluri *u, const char *s, size_t len, unsigned flags,
                lluri_error *err)
{
    const unsigned start = flags & LLURI_START_MASK;

    /* known flags, one start rule (lluri__parse_flags_ok) */
    if (u == NULL || s == NULL || len > UINT32_MAX
        || (flags & ~(unsigned)LLURI_PARSE_FLAGS) != 0 || (start & (start - 1)) != 0)
        return parse_unusual(u, s, len, flags, err);
    /* the URI machine; with LLURI_IRI, the IRI machine from the first
     * non-ASCII byte on (run_machine); with LLURI_LENIENT, what the
     * machine refuses goes on to lenient.rl (failed()) */
    return run(u, s, len, flags, err, NULL);
}
#endif
