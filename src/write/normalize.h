/* SPDX-License-Identifier: MIT */
/* write/normalize.h — what the files of RFC 3986 §6 normalization share:
 * normalize.c (lluri_normalize() and its early case, verbatim()),
 * normalize_writer.c (its one writer),
 * normalize_sink.c (what the writer does through a sink: text, hosts,
 * the dot-segment walk; the default ports, the sorted and edited forms,
 * lluri_equivalent()) and ipv6.c (RFC 5952). */
#ifndef LLURI_WRITE_NORMALIZE_H
#define LLURI_WRITE_NORMALIZE_H

#include <string.h>

#include "ascii.h"
#include "write/out.h"
#include "parse/parse.h"
#include "parse/classes.h"

/* ---- Character helpers ---------------------------------------------------- */

/* RFC 3986 §2.3 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
static inline int is_unreserved(unsigned char c)
{
    return (lluri__byte_class[c] & LLURI__C_UNRESERVED) != 0;
}

/* The octet of a valid "%XY" at s[i] (i + 2 < n), or -1. */
static inline int pct_octet(const char *s, size_t n, size_t i)
{
    if (s[i] != '%' || i + 2 >= n)
        return -1;
    int h = lluri__hex_value((unsigned char)(s[i + 1])), l = lluri__hex_value((unsigned char)(s[i + 2]));
    return (h < 0 || l < 0) ? -1 : h * 16 + l;
}

/* ---- Component text: percent-encodings and case ---------------------------- */

#define T_UPPER_HEX 1u /* §6.2.2.1: %xx hex digits to upper case */
#define T_DECODE    2u /* §6.2.2.2: decode %xx of unreserved octets */
#define T_LOWER     4u /* §6.2.2.1: ASCII letters (not in %xx) to lower case */

/* ---- lluri_normalize() and lluri_equivalent() ----------------------------- */

/* Whether LLURI_NORM_SORT_QUERY has work on u: a query of two pairs or
 * more ("&" in it: normalization makes none, %26 stays encoded). A query
 * of one pair or none is left as it is, at any length; a u the writers
 * refuse goes on to the sorting's own checks. */
static inline int sort_needed(const lluri *u)
{
    return !lluri__spans_in(u) || ((u->present & LLURI_HAS_QUERY)
                               && memchr(u->src + u->query.off, '&', u->query.len));
}

/* 0, or the code for what a writer cannot take: LLURI_EINVAL for a NULL u
 * or a NULL out with cap > 0, LLURI_ESPAN for a span outside u's text. */
static inline int input_error(const lluri *u, const char *out, size_t cap)
{
    if (u == NULL || (out == NULL && cap > 0))
        return LLURI_EINVAL;
    return lluri__spans_in(u) ? 0 : LLURI_ESPAN;
}

/* The end of lluri_normalize() once n bytes are written: the writers'
 * ending (lluri__end()), the result parsed with a zone id when u has one. */
static inline ptrdiff_t normalized(const lluri *u, char *out, size_t cap, size_t n,
                                   lluri *result, lluri_error *err)
{
    return lluri__end(out, cap, n,
                      LLURI_START_REFERENCE
                          | ((u->present & LLURI_HAS_ZONE_ID) ? LLURI_ZONE_ID : 0u),
                      result, err);
}

/* Whether s[0 .. len) is `lower` in any case. */
static inline int name_equals(const char *s, size_t len, const char *lower)
{
    size_t n = strlen(lower);
    return len == n && lluri__same_nocase(s, lower, n);
}

/* u without what LLURI_NORM_DROP_FRAGMENT and LLURI_NORM_DROP_EMPTY_QUERY
 * drop: the bits cleared and, when u is laid out as parsed, its length
 * cut, so that it stays laid out as parsed (a fragment is last; an empty
 * query is last once the fragment is gone). An edited u only loses the
 * bits: the writers then recompose it. Static and out of line, as it was
 * when one file held both callers: GCC then knows which registers the
 * call keeps (-fipa-ra), which keeps lluri_normalize()'s common path as
 * short as it was (an extern dropped() cost it 2 instructions a call).
 * (unused: normalize_writer.c does not call it.) */
#if defined(__GNUC__)
__attribute__((noinline, unused))
#endif
static lluri dropped(const lluri *u, unsigned flags)
{
    lluri v = *u;
    int laid_out = lluri__as_parsed(u);

    if ((flags & LLURI_NORM_DROP_FRAGMENT) && (v.present & LLURI_HAS_FRAGMENT)) {
        if (laid_out)
            v.len = v.fragment.off - 1;
        v.present &= ~LLURI_HAS_FRAGMENT;
        v.fragment.off = v.fragment.len = 0;
    }
    if ((flags & LLURI_NORM_DROP_EMPTY_QUERY) && (v.present & LLURI_HAS_QUERY)
        && v.query.len == 0) {
        if (laid_out && !(v.present & LLURI_HAS_FRAGMENT))
            v.len = v.query.off - 1;
        v.present &= ~LLURI_HAS_QUERY;
        v.query.off = 0;
    }
    return v;
}

/* ---- normalize_sink.c ----------------------------------------------------- */

/* Write s[0 .. n) through the steps in `mode` to k. */
LLURI_INTERNAL void lluri__put_text(lluri__sink *k, const char *s, size_t n, unsigned mode);
/* The path p[0 .. pn) (pn > 0) through the walk of dots.c, with the "//"
 * guard; a rootless path that the walk would make absolute is written as
 * it is ("Which paths lose their dot segments"). Returns its length. */
LLURI_INTERNAL size_t lluri__put_path_walked(lluri__sink *k, const char *p, size_t pn,
                                             int has_auth, unsigned text);
/* The host of u (which has an authority) to k, `text` the T_* steps. */
LLURI_INTERNAL void lluri__put_host(lluri__sink *k, const lluri *u, unsigned flags,
                                    unsigned text);
/* lluri_normalize() with LLURI_NORM_SORT_QUERY (cleared from flags). */
LLURI_INTERNAL ptrdiff_t lluri__normalize_sorted(const lluri *u, unsigned flags, char *out,
                                                 size_t cap, lluri *result, lluri_error *err);
/* lluri_normalize() of an edited u. */
LLURI_INTERNAL ptrdiff_t lluri__normalize_edited(const lluri *u, unsigned flags, char *out,
                                                 size_t cap, lluri *result, lluri_error *err);

/* ---- normalize_writer.c ---------------------------------------------------- */

/* The fast writers work in place, with slack: into a buffer of the
 * stack, whose result is then copied out, so that nothing is written past
 * the result's NUL (lluri.h, "Writers"). Longer URIs take the sink. */
#define NORM_SCRATCH 2048

/* The normalized form of u (checked by the caller) through the sink k;
 * returns its length. */
LLURI_INTERNAL size_t lluri__put_normalized(lluri__sink *k, const lluri *u, unsigned flags);
/* lluri_normalize() but for its early case: the arguments checked, then
 * put_fast() into a scratch buffer of NORM_SCRATCH bytes, or the sink.
 * Out of line, so that the early case does not pay for its registers. */
LLURI_INTERNAL ptrdiff_t lluri__normalize_any(const lluri *u, unsigned flags, char *out,
                                              size_t cap, lluri *result, lluri_error *err);

/* ---- Both part writers ---------------------------------------------------- */

/* The span of component c of u, which the composer asks for only when it
 * is defined: lluri_part_span() without its presence test (the test cost
 * the writer 1.7 %). c is a constant where the part writers inline it. */
__attribute__((always_inline))
static inline lluri_span defined_span(const lluri *u, enum lluri_part c)
{
    return c == LLURI_PART_SCHEME     ? u->scheme
           : c == LLURI_PART_USERINFO ? u->userinfo
           : c == LLURI_PART_HOST     ? u->host
           : c == LLURI_PART_PORT     ? u->port
           : c == LLURI_PART_QUERY    ? u->query
           : c == LLURI_PART_FRAGMENT ? u->fragment
                                      : u->path;
}

#endif
