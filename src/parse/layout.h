/* SPDX-License-Identifier: MIT */
/* parse/layout.h — what a lluri a caller may have edited is (parts.c):
 * its spans inside its text, and laid out as lluri_parse() leaves them. */
#ifndef LLURI_PARSE_LAYOUT_H
#define LLURI_PARSE_LAYOUT_H

#include "internal.h"

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

/* Whether u is laid out as lluri_parse() leaves it: its components one
 * after the other from offset 0 to len, with their delimiters (":", "//",
 * "@", ":", "?", "#") between them in src. (Not whether each component
 * matches its rule: a caller that relies on that checks it.) */
LLURI_INTERNAL int lluri__layout_parsed(const lluri *u);

#endif
