/* SPDX-License-Identifier: MIT */
/* parse/layout.h — what a lluri a caller may have edited is (parts.c):
 * its spans inside its text, and laid out as lluri_parse() leaves them. */
#ifndef LLURI_PARSE_LAYOUT_H
#define LLURI_PARSE_LAYOUT_H

#include "internal.h"

/* ---- What a lluri is, to the functions that read one ------------------------
 * lluri_parse() lays a URI's components out one after the other in its
 * text, from offset 0 to len, with their delimiters between them: scheme
 * ":" "//" userinfo "@" host ":" port path "?" query "#" fragment, each as
 * its bit says. A caller may edit the struct (clear a bit, move a span):
 * the functions then work on the text its components describe (lluri.h).
 * These are the two checks every function makes of a struct, each written
 * here once. */

/* The span check: every span u's bits say is there, and the path, lies
 * inside [0, u->len), and src is not NULL unless len is 0. A span whose
 * bit is clear is never read, wherever it points. What a function checks
 * before it reads a byte of a struct a caller may have edited; failing
 * it is LLURI_ESPAN everywhere. (parts.c) */
LLURI_INTERNAL int lluri__spans_in(const lluri *u);

/* The layout check: whether u is laid out as lluri_parse() leaves a URI,
 * each present component where the ones before it and their delimiters
 * end, the last one ending the text, and u no IRI or lenient parse (their
 * text is no URI: LLURI_HAS_NON_ASCII, tolerated bits). Integers only, no
 * byte of src read: the bytes between the spans are taken to be their
 * delimiters, as in any text lluri_parse() laid out so (lluri.h: a struct
 * that keeps the layout but not the delimiters' bytes gets unspecified
 * output). It implies the span check. What the writers' fast paths, which copy runs of src whole,
 * rest on; a struct that fails it (and passes the span check) is
 * "edited", and the writers read it through its components (write/out.h,
 * lluri__laid_out()).
 *
 * lluri__as_parsed_known() is the check for a caller that has tested some
 * presence bits already ((u->present & known) == bits, both constants): it
 * is inline, so the compiler drops the tests those bits decide. */
__attribute__((always_inline))
static inline int lluri__as_parsed_known(const lluri *u, uint32_t known, uint32_t bits)
{
    uint32_t p = (u->present & ~known) | (bits & known);
    uint64_t pos = 0;
    /* what must be 0: each span's offset against where it should start,
     * gathered rather than tested one by one (fewer branches) */
    uint64_t off = (p & LLURI_HAS_NON_ASCII) | u->tolerated;

    if (p & LLURI_HAS_SCHEME) {
        off |= u->scheme.off;
        pos = (uint64_t)u->scheme.len + 1;                  /* ":" */
    }
    if (p & LLURI_HAS_AUTHORITY) {
        pos += 2;                                           /* "//" */
        if (p & LLURI_HAS_USERINFO) {
            off |= u->userinfo.off ^ pos;
            pos += (uint64_t)u->userinfo.len + 1;           /* "@" */
        }
        off |= u->host.off ^ pos;
        pos += u->host.len;
        if (p & LLURI_HAS_PORT) {
            off |= u->port.off ^ (pos + 1);                 /* ":" */
            pos += (uint64_t)u->port.len + 1;
        }
    } else if (p & (LLURI_HAS_USERINFO | LLURI_HAS_PORT)) {
        return 0;
    }
    off |= u->path.off ^ pos;
    pos += u->path.len;
    if (p & (LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT)) {
        if (p & LLURI_HAS_QUERY) {
            off |= u->query.off ^ (pos + 1);                /* "?" */
            pos += (uint64_t)u->query.len + 1;
        }
        if (p & LLURI_HAS_FRAGMENT) {
            off |= u->fragment.off ^ (pos + 1);             /* "#" */
            pos += (uint64_t)u->fragment.len + 1;
        }
    }
    return (off | (pos ^ u->len)) == 0 && (u->src != NULL || pos == 0);
}

static inline int lluri__as_parsed(const lluri *u)
{
    return lluri__as_parsed_known(u, 0, 0);
}

/* u's components as text, pointing into u->src: a component whose bit
 * is clear is { NULL, 0 }; the path is always there ("" when u->src is
 * NULL, an empty input). No check: lluri_get_parts() is this after the
 * span check, and the writers call it on a struct they checked. */
static inline void lluri__parts_of(const lluri *u, lluri_parts *p)
{
    const char *s = u->src;
    uint32_t bits = u->present;
#define LLURI__PART(field, bit)                                             \
    p->field = (bits & (bit)) ? (lluri_text){ s + u->field.off, u->field.len } \
                              : (lluri_text){ NULL, 0 };
    LLURI__PART(scheme, LLURI_HAS_SCHEME)
    LLURI__PART(userinfo, LLURI_HAS_USERINFO)
    LLURI__PART(host, LLURI_HAS_AUTHORITY)
    LLURI__PART(port, LLURI_HAS_PORT)
    LLURI__PART(query, LLURI_HAS_QUERY)
    LLURI__PART(fragment, LLURI_HAS_FRAGMENT)
#undef LLURI__PART
    p->path = s ? (lluri_text){ s + u->path.off, u->path.len } : (lluri_text){ "", 0 };
}

#endif
