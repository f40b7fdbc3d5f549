/* SPDX-License-Identifier: MIT */
/* internal.h — declarations shared by lluri's own translation units.
 * Nothing here is exported: internal names are lluri__*. */
#ifndef LLURI_INTERNAL_H
#define LLURI_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/fetch.h"
#include "lluri/http.h"
#include "lluri/scheme.h"
#include "ascii.h"

/* Internal names are hidden from the shared library, and so reached
 * directly (not through the GOT) from position-independent code. */
#if defined(__GNUC__)
#define LLURI_INTERNAL __attribute__((visibility("hidden")))
#else
#define LLURI_INTERNAL
#endif

/* Indices of lluri_parser.mark: the component boundaries the grammar's
 * hooks record while the main machine runs. */
enum lluri__mark {
    LLURI__M_SCHEME_END,     /* offset of the ":" after the scheme */
    LLURI__M_AUTH_START,     /* first byte after "//" */
    LLURI__M_USERINFO_END,   /* offset of the "@" after userinfo */
    LLURI__M_HOST_END,       /* first byte after the host */
    LLURI__M_AUTH_END,       /* first byte after the authority */
    LLURI__M_QUERY,          /* first byte of the query (after "?") */
    LLURI__M_FRAGMENT,       /* first byte of the fragment (after "#") */
    LLURI__M_COUNT
};
_Static_assert(LLURI__M_COUNT == LLURI_PARSER_MARKS,
               "lluri_parser's mark array holds one mark per enum lluri__mark");

/* Whether flags are lluri_parse()'s: its bits only, and at most one start
 * rule. */
static inline int lluri__parse_flags_ok(unsigned flags)
{
    unsigned start = flags & LLURI_START_MASK;
    return (flags & ~LLURI_PARSE_FLAGS) == 0 && (start & (start - 1)) == 0;
}

/* LLURI_LENIENT's parse (lenient.rl) of what the strict machine refused,
 * for lluri_parse(): it runs the machine first (a valid input costs what a
 * strict parse does) and, from its error path (parse.rl's failed()), hands
 * on s, which is not NULL, and *verdict, the strict code and offset, which
 * a lenient success leaves in *err. Flags checked, u not NULL, len within
 * 32 bits. */
LLURI_INTERNAL int lluri__parse_lenient(lluri *u, const char *s, size_t len,
                                        unsigned flags, const lluri_error *verdict,
                                        lluri_error *err);

/* The URI machine with 16-byte runs (parse/parse_ssse3.c, on x86-64 with
 * GCC): run() of parse.rl, for a processor with SSSE3. */
LLURI_INTERNAL int lluri__run_ssse3(lluri *u, const char *buf, size_t len, unsigned flags,
                                    lluri_error *err, lluri_parser *ps);

/* One component as the lenient profile reads it (lenient.rl), by its
 * rule number (LLURI_RULE_LENIENT_*): 1 when all of s[0..len) is read,
 * else 0 and *fail the byte it cannot take. */
LLURI_INTERNAL int lluri__lenient_match(int rule, const char *s, size_t len, size_t *fail);

/* Byte classes for the parser's runs (parse.rl): bit set = the byte loops
 * on a state inside that component without any action. Derived from the
 * RFC 3986 character classes (and RFC 9110's tchar, which the request
 * line's method is a run of); tests/props/test_runs.c checks each bit
 * against the grammar's own rules over all 256 byte values. */
#define LLURI__C_UNRESERVED 0x01u /* unreserved */
#define LLURI__C_SEGMENT    0x02u /* pchar but "%", and "/" */
#define LLURI__C_QUERY      0x04u /* the same and "?" */
#define LLURI__C_SCHEME     0x08u /* ALPHA / DIGIT / "+" / "-" / "." */
#define LLURI__C_TCHAR      0x10u /* RFC 9110 tchar: the request line's method */
LLURI_INTERNAL extern const uint8_t lluri__byte_class[256];

/* Byte classes for the RFC 1738 machines' runs (scheme/rfc1738_fields.rl),
 * by the fields' one-byte members (classes.c has the BNF). */
#define LLURI__C1738_UCHAR 0x01u /* uchar but "%": unreserved */
#define LLURI__C1738_HSEG  0x02u /* hsegment, search */
#define LLURI__C1738_FSEG  0x04u /* fsegment, psegment */
#define LLURI__C1738_XCHAR 0x08u /* xchar but "%": unreserved, reserved */
LLURI_INTERNAL extern const uint8_t lluri__rfc1738_class[256];

/* Match s[0..len) against one rule of the rules machine (rules.rl).
 * zone_ok enables the RFC 6874 zone id inside host/IP-literal rules.
 * Returns 1 on a full match; else 0 and *fail = the first byte the rule
 * could not take (len when the input ended too early). */
LLURI_INTERNAL int lluri__rule_match(int rule, const char *s, size_t len, int zone_ok,
                      size_t *fail);
/* The ABNF name of an RFC 3986 rule (rules.rl), or NULL. */
LLURI_INTERNAL const char *lluri__rfc3986_rule_name(int rule);

/* RFC 3987 (iri.rl): the rules from 400, as lluri__rule_match and
 * lluri__rfc3986_rule_name do RFC 3986's (lluri__rule_match takes both);
 * and the IRI machine of lluri_parse (LLURI_IRI): its start state for the
 * start rule in flags, and a run of it over [*at, pe) from state *state
 * with the marks of parse.rl, leaving *at where it stopped. Returns -1
 * when the input was refused at *at, 1 when what was read matches, 0
 * when it is only a prefix of a match. */
LLURI_INTERNAL const char *lluri__rfc3987_rule_name(int rule);
LLURI_INTERNAL int lluri__rfc3987_match(int rule, const char *s, size_t len,
                                        int zone_ok, size_t *fail);
LLURI_INTERNAL int lluri__iri_start(unsigned flags);
LLURI_INTERNAL int lluri__iri_exec(int *state, const char *buf, const char **at,
                                   const char *pe, const char *eof, uint32_t *mark,
                                   uint32_t *marks_seen, unsigned flags);

/* Whether s[0 .. len) is all of an IPv4address (parse/ipv4.rl). */
LLURI_INTERNAL int lluri__ipv4address(const char *s, size_t len);

/* The host kind: brackets mean an IP literal ("v" after "[" is IPvFuture,
 * RFC 3986 §3.2.2); otherwise first-match-wins makes a host that matches
 * IPv4address an IPv4 address, anything else a reg-name. */
static inline uint8_t lluri__host_kind(const char *h, uint32_t n)
{
    unsigned char c;

    if (n == 0)
        return LLURI_HOST_REG_NAME;
    c = (unsigned char)h[0];
    if (c >= '0' && c <= '9')    /* most hosts begin with a letter */
        return n >= 7 && n <= 15 && lluri__ipv4address(h, n)
                   ? LLURI_HOST_IPV4
                   : LLURI_HOST_REG_NAME;
    if (c == '[')
        return n > 1 && (h[1] == 'v' || h[1] == 'V') ? LLURI_HOST_IPVFUTURE
                                                      : LLURI_HOST_IPV6;
    return LLURI_HOST_REG_NAME;
}

/* Explain why the main machine failed: split s[0..len) into components as
 * RFC 3986 Appendix B does and match each against its rule, giving the
 * specific error code and the offset of the first offending byte.
 * `len` is the input read up to and including the byte the machine could
 * not take; `machine_off` is that byte's offset (or len at end of input). */
LLURI_INTERNAL void lluri__component_ends(const char *s, size_t len, unsigned flags,
                                         size_t b[4]);
LLURI_INTERNAL int lluri__diagnose(const char *s, size_t len, unsigned flags,
                    size_t machine_off, size_t *offset);

/* ---- The writers' output (lluri.h, "Writers") ------------------------------
 * Bytes are numbered from 0 as they are put; byte i lands in out[i - lo]
 * when lo <= i < hi, and is otherwise only counted. The whole of a
 * caller's buffer is the window lo = 0, hi = cap; lluri_equivalent()
 * compares two results a window at a time. */
typedef struct lluri__sink {
    char  *out;
    size_t lo, hi;
    size_t pos;        /* number of the next byte */
} lluri__sink;

static inline lluri__sink lluri__sink_of(char *out, size_t cap)
{
    lluri__sink k = { out, 0, cap, 0 };
    return k;
}

static inline void lluri__putc(lluri__sink *k, char c)
{
    if (k->pos >= k->lo && k->pos < k->hi)
        k->out[k->pos - k->lo] = c;
    k->pos++;
}

static inline void lluri__put(lluri__sink *k, const char *s, size_t n)
{
    /* the part of [pos, pos + n) inside the window, copied at once */
    size_t from = k->pos > k->lo ? k->pos : k->lo;
    size_t to = k->pos + n < k->hi ? k->pos + n : k->hi;
    if (from < to)
        memcpy(k->out + (from - k->lo), s + (from - k->pos), to - from);
    k->pos += n;
}

/* memcpy(d, s, n) for the strings writers copy, without a call (so that
 * a writer's common case needs no frame): two overlapping fixed-size
 * moves cover any n from k to 2k, and past 16 bytes 16-byte moves, the
 * last overlapping the one before, reading and writing only s[0 .. n)
 * and d[0 .. n). */
static inline void lluri__copy(char *d, const char *s, size_t n)
{
    if (n > 16) {
        for (size_t i = 0; i + 16 < n; i += 16)
            memcpy(d + i, s + i, 16);       /* 16 bytes at a time, the last */
        memcpy(d + n - 16, s + n - 16, 16); /* 16 overlapping the one before */
    } else if (n >= 8) {
        uint64_t a, b;
        memcpy(&a, s, 8);
        memcpy(&b, s + n - 8, 8);
        memcpy(d, &a, 8);
        memcpy(d + n - 8, &b, 8);
    } else if (n >= 4) {
        uint32_t a, b;
        memcpy(&a, s, 4);
        memcpy(&b, s + n - 4, 4);
        memcpy(d, &a, 4);
        memcpy(d + n - 4, &b, 4);
    } else if (n > 0) {
        d[0] = s[0];
        d[n / 2] = s[n / 2];
        d[n - 1] = s[n - 1];
    }
}

/* ---- The "//" guard (RFC 3986 §3.3, §5.3) ----------------------------------
 * Without an authority a path cannot begin with "//": it would read as
 * one. Every writer that puts a path without an authority (recompose,
 * resolve, normalize) writes such a path after "/.", a dot segment, so
 * that it parses back to the same path (the same after §5.2.4). These
 * are the guard's one test and its two ways of writing "/.". */

/* Whether the path p[0 .. n) (n its whole length: at least its first two
 * bytes are there when n >= 2) needs the guard. */
static inline int lluri__needs_dot_prefix(int has_authority, const char *p, size_t n)
{
    return !has_authority && n >= 2 && p[0] == '/' && p[1] == '/';
}

/* "/." put to k when needed (before the path). */
static inline void lluri__put_dot_prefix(lluri__sink *k, int needed)
{
    if (needed)
        lluri__put(k, "/.", 2);
}

/* The guard on a path already written at path[0 .. n) and followed by
 * what else was written, `moved` bytes from path on in all: "/." put
 * before the path when it needs it, the rest moved two bytes on (room
 * for them is the caller's). Returns the bytes it added, 2 or 0. */
static inline size_t lluri__dot_prefix_in_place(int has_authority, char *path, size_t n,
                                                size_t moved)
{
    if (!lluri__needs_dot_prefix(has_authority, path, n))
        return 0;
    memmove(path + 2, path, moved);
    path[0] = '/';
    path[1] = '.';
    return 2;
}

/* Whether every span u's bits say is there lies inside [0, u->len) (and
 * src is not NULL unless len is 0): what a lluri a caller may have edited
 * must satisfy before any of its bytes is read (compose.c). */
LLURI_INTERNAL int lluri__spans_ok(const lluri *u);

/* Whether u's spans follow one another as lluri_parse() lays them out,
 * from offset 0 to len, with room for one delimiter between them (two for
 * "//"): integers only, no byte of src read. What the writers' fast paths,
 * which copy runs of src whole, check first; a lluri the caller edited
 * (a presence bit cleared, a span moved) fails it and takes the general
 * path, which reads each component through its span. */
/* The end of that check, from pos, the end of the path: "?" query and
 * "#" fragment as the bits p say, then the end of the text. */
static inline int lluri__tail_laid_out(const lluri *u, uint32_t p, uint64_t pos)
{
    if (p & LLURI_HAS_QUERY) {
        if (u->query.off != pos + 1)                        /* "?" */
            return 0;
        pos += (uint64_t)u->query.len + 1;
    }
    if (p & LLURI_HAS_FRAGMENT) {
        if (u->fragment.off != pos + 1)                     /* "#" */
            return 0;
        pos += (uint64_t)u->fragment.len + 1;
    }
    return pos == u->len;
}

static inline int lluri__spans_consecutive(const lluri *u)
{
    uint32_t p = u->present;
    uint64_t pos = 0;

    if ((p & LLURI_HAS_NON_ASCII) || u->tolerated != 0)
        return 0;       /* no URI: the general path reports its component */

    if (p & LLURI_HAS_SCHEME) {
        if (u->scheme.off != 0)
            return 0;
        pos = (uint64_t)u->scheme.len + 1;                  /* ":" */
    }
    if (p & LLURI_HAS_AUTHORITY) {
        pos += 2;                                           /* "//" */
        if (p & LLURI_HAS_USERINFO) {
            if (u->userinfo.off != pos)
                return 0;
            pos += (uint64_t)u->userinfo.len + 1;           /* "@" */
        }
        if (u->host.off != pos)
            return 0;
        pos += u->host.len;
        if (p & LLURI_HAS_PORT) {
            if (u->port.off != pos + 1)                     /* ":" */
                return 0;
            pos += (uint64_t)u->port.len + 1;
        }
    } else if (p & (LLURI_HAS_USERINFO | LLURI_HAS_PORT)) {
        return 0;
    }
    if (u->path.off != pos)
        return 0;
    return lluri__tail_laid_out(u, p, pos + u->path.len)
           && (u->src != NULL || u->len == 0);
}

/* An edited lluri (spans inside its text, but not laid out as
 * lluri_parse() leaves them: lluri__spans_consecutive() fails) as the text
 * its components make, recomposed (§5.3) into buf[LLURI__EDITED_MAX] and
 * parsed into *copy; *use is then copy, or u itself when u is laid out as
 * parsed. The writers take an edited struct through it, so that their one
 * algorithm reads structs laid out as parsed only. Returns 0, or the
 * recomposition's code (LLURI_ETOOLONG past the buffer). */
#define LLURI__EDITED_MAX 2048
LLURI_INTERNAL int lluri__laid_out(const lluri *u, char *buf, lluri *copy,
                                   const lluri **use, lluri_error *err);
/* The same for the two structs of resolve and relativize, into *e. */
typedef struct lluri__edited {
    char  buf[2][LLURI__EDITED_MAX];
    lluri copy[2];
} lluri__edited;
LLURI_INTERNAL int lluri__laid_out_pair(const lluri *a, const lluri *b, lluri__edited *e,
                                        const lluri **a2, const lluri **b2,
                                        lluri_error *err);

/* Whether u is laid out as lluri_parse() leaves it: its components one
 * after the other from offset 0 to len, with their delimiters (":", "//",
 * "@", ":", "?", "#") between them in src. (Not whether each component
 * matches its rule: a caller that relies on that checks it.) */
LLURI_INTERNAL int lluri__layout_parsed(const lluri *u);

/* The host s[0 .. len) (a reg-name) put to k as A-labels (to_ascii) or
 * U-labels through libidn2, as lluri_host_to_ascii/_to_unicode write it
 * (idn.c). Returns 0, or their code (offsets into the host). */
LLURI_INTERNAL int lluri__idn_put(const char *host, size_t len, int to_ascii,
                                  lluri__sink *k, lluri_error *err);

/* Store code and offset in *err (when not NULL); return code. */
LLURI_INTERNAL int lluri__fail(lluri_error *err, int code, size_t offset);
/* The same for a writer that takes `lluri *result`: *result (when not
 * NULL) zeroed but for src, which is out, as lluri.h says of a result not
 * written whole. (Only where the writer fails: result may be one of its
 * inputs.) */
LLURI_INTERNAL int lluri__fail_result(lluri *result, const char *out, lluri_error *err,
                                      int code, size_t offset);

/* End a writer whose output went to lluri__sink_of(out, cap), as lluri.h
 * says every writer ends: a NUL after it when it is shorter than cap, else
 * at out[cap - 1]; *result (when not NULL) the output parsed with
 * parse_flags when it was written whole, else zeroed but for src; return
 * its length (LLURI_ETOOLONG past what a span can hold, unless
 * parse_flags is LLURI__TEXT: a text that is no URI, never parsed). */
#define LLURI__TEXT 0xFFFFFFFFu
LLURI_INTERNAL ptrdiff_t lluri__finish(const lluri__sink *k, unsigned parse_flags,
                                       lluri *result, lluri_error *err);

/* That ending's common case, for a writer that wrote its n bytes straight
 * into out and knows it: n < cap, n within a span (or a text), no
 * *result: the NUL after the output, *err LLURI_OK. */
static inline ptrdiff_t lluri__end_whole(char *out, size_t n, lluri_error *err)
{
    out[n] = '\0';
    if (err) {
        err->code = LLURI_OK;
        err->offset = 0;
    }
    return (ptrdiff_t)n;
}

/* The ending for any writer that wrote its n bytes straight into out
 * (out[0 .. min(n, cap)) written): inline when the output is whole and
 * nothing is to be parsed (lluri__end_whole()), else lluri__finish(). */
static inline ptrdiff_t lluri__end(char *out, size_t cap, size_t n, unsigned parse_flags,
                                   lluri *result, lluri_error *err)
{
    if (result || (n > UINT32_MAX && parse_flags != LLURI__TEXT) || n >= cap) {
        lluri__sink done = { out, 0, cap, n };
        return lluri__finish(&done, parse_flags, result, err);
    }
    return lluri__end_whole(out, n, err);
}

/* ---- remove_dot_segments, shared (dots.c) ----------------------------------
 * The path it reads: up to four pieces, each repeated `reps` times, read as
 * one string (resolution's merge gives two pieces, relativize repeats
 * "../"); with `decode`, "%2e" reads as "." (normalization after
 * percent-decoding). */
typedef struct lluri__path {
    struct {
        const char *s;
        size_t      len, reps;
    } piece[4];
    size_t npieces, len;
    int    decode;
} lluri__path;

LLURI_INTERNAL void lluri__path_add(lluri__path *p, const char *s, size_t len,
                                    size_t reps);
LLURI_INTERNAL char lluri__path_at(const lluri__path *p, size_t i);

/* RFC 3986 §5.2.4 over a path: emit is called for each element that
 * survives, [start, start + n) of the path, from the last to the first
 * (a final "/." or "/.." gives n == 1: its "/"); it returns how many bytes
 * it puts out for it, and the walk returns their sum. */
typedef size_t lluri__emit_fn(void *ctx, const lluri__path *p, size_t start,
                              size_t n);
LLURI_INTERNAL size_t lluri__remove_dots(const lluri__path *p,
                                         lluri__emit_fn *emit, void *ctx);

/* The path's bytes as remove_dot_segments leaves them, put to k at its
 * position; returns their number. */
LLURI_INTERNAL size_t lluri__put_dots(const lluri__path *p, lluri__sink *k);

/* RFC 3986 §5.2.4 in place, left to right: the RFC's loop with its input
 * buffer b[i .. n) and its output buffer b[0 .. o) sharing b (o <= i
 * always). Returns the result's length; b[0 .. that) holds it. Literal "."
 * and ".." only (writers decode "%2e" before calling it). The writers use
 * it when their whole output fits in the caller's buffer; the walk above
 * serves sizing and truncated outputs, and gives the same bytes. */
LLURI_INTERNAL size_t lluri__dots_in_place(char *b, size_t n);
/* The same, with *climbs the number of ".." that found nothing left to
 * remove: for an absolute path "/" + t, 0 when the loop over d + t, for
 * any absolute d ending in "/" without dot segments, leaves d without its
 * last "/" and then this result. */
LLURI_INTERNAL size_t lluri__dots_in_place_climbs(char *b, size_t n, size_t *climbs);

/* Whether remove_dot_segments of the path is exactly want[0 .. len). */
LLURI_INTERNAL int lluri__dots_give(const lluri__path *p, const char *want,
                                    size_t len);

/* ---- Scheme grammars (scheme.c dispatches to these) -------------------------
 * Each checks the URI u (already valid under RFC 3986, scheme known to be
 * of `kind`) against its scheme's grammar and fills p->field / p->present.
 * Returns 0, or a negative scheme code with *offset the first byte (into
 * u->src) the scheme's grammar could not take. */
LLURI_INTERNAL int lluri__scheme_rfc1738(int kind, const lluri *u,
                                         lluri_scheme_parts *p, size_t *offset);
LLURI_INTERNAL int lluri__scheme_uri7(int kind, const lluri *u,
                                      lluri_scheme_parts *p, size_t *offset);
LLURI_INTERNAL int lluri__scheme_database(const lluri *u,
                                          lluri_scheme_parts *p, size_t *offset);

/* ---- uri(7) schemes and database URLs (uri7.rl, database.c) -----------------
 * 1 when `scheme` names a database URL: it holds a "+" (dialect+driver) or
 * is one of the SQLAlchemy dialects listed in database.c; 0 otherwise. */
LLURI_INTERNAL int lluri__database_scheme(const char *scheme, size_t len);

/* One rule of a scheme grammar on its own, by its public number
 * (lluri/scheme.h: RFC 1738 from 100, uri(7) from 200), for lluri_match():
 * 1 when all of s[0..len) matches, 0 and *fail = the first byte the rule
 * could not take (len when the input ended too early), -1 for a number
 * that is not the grammar's. */
LLURI_INTERNAL int lluri__rfc1738_match(int rule, const char *s, size_t len,
                                        size_t *fail);
/* The same for the URL-level rules the scheme's cut runs (ftpurl, httpurl,
 * ...: rfc1738_fields.rl), by the machine with the grammar's runs; -1 for
 * any other rule. */
LLURI_INTERNAL int lluri__rfc1738_url_match(int rule, const char *s, size_t len,
                                            size_t *fail);
LLURI_INTERNAL int lluri__uri7_match(int rule, const char *s, size_t len,
                                     size_t *fail);
/* The same for RFC 9112 (http/target.rl, from 300); zone_ok as for RFC
 * 3986's rules. */
LLURI_INTERNAL int lluri__rfc9112_match(int rule, const char *s, size_t len,
                                        int zone_ok, size_t *fail);
/* The request-target machine built for SSSE3 (http/target_ssse3.c): its
 * run from entry state cs (http/target.rl's run()). */
LLURI_INTERNAL int lluri__target_run_ssse3(int cs, const char *s, size_t len, unsigned flags,
                                           size_t *fail, size_t *query_out,
                                           size_t *host_end_out);
/* lluri_parse_request_target() for a method known to be a token and
 * arguments known to be good (src/http/target.rl; the request line's). */
LLURI_INTERNAL int lluri__request_target(lluri *u, enum lluri_target_form *form,
                                         const char *method, size_t mlen, const char *s,
                                         size_t len, unsigned flags, lluri_error *err);

#endif
