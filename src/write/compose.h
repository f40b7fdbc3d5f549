/* SPDX-License-Identifier: MIT */
/* write/compose.h — RFC 3986 §5.3, the one recomposition every writer's
 * output takes. lluri_recompose() (compose.c), resolve (resolve.c),
 * normalize (normalize*.c) and the IRI conversions (iri.c) each hand
 * lluri__compose() their components and a part writer: the function that
 * puts one component's text the way the operation wants it (a copy, case
 * and percent-encodings normalized, dot segments removed, a check against
 * its rule first). The order of the components and their delimiters are
 * written here and nowhere else:
 *
 *   result = ""
 *   if defined(scheme) then append scheme to result; append ":" to result;
 *   if defined(authority) then append "//" to result; append authority to result;
 *   append path to result;
 *   if defined(query) then append "?" to result; append query to result;
 *   if defined(fragment) then append "#" to result; append fragment to result;
 *   return result;
 *
 * with authority = [ userinfo "@" ] host [ ":" port ] (§3.2). The composer
 * is always inlined, and its part writer is a constant at each call, so
 * that the compiler makes each operation's own writer of it (a writer
 * whose parts are all copies is a copy). */
#ifndef LLURI_WRITE_COMPOSE_H
#define LLURI_WRITE_COMPOSE_H

#include "write/out.h"

/* The components are lluri.h's enum lluri_part, in §5.3's order. */

/* Puts component c to k, in the writer's own way (ctx: the writer's
 * state, which holds the components' text; fits: lluri__compose()'s);
 * returns 0, or a negative code that ends the composition with that
 * code. */
typedef int lluri__part_writer(lluri__sink *k, enum lluri_part c, void *ctx, int fits);

/* Which components of p are defined, as lluri.present's bits: a ptr not
 * NULL (userinfo and port only with a host). */
static inline uint32_t lluri__defined(const lluri_parts *p)
{
    uint32_t d = (p->scheme.ptr ? LLURI_HAS_SCHEME : 0u)
                 | (p->query.ptr ? LLURI_HAS_QUERY : 0u)
                 | (p->fragment.ptr ? LLURI_HAS_FRAGMENT : 0u);
    if (p->host.ptr)
        d |= LLURI_HAS_AUTHORITY | (p->userinfo.ptr ? LLURI_HAS_USERINFO : 0u)
             | (p->port.ptr ? LLURI_HAS_PORT : 0u);
    return d;
}

/* Component c of p (c a constant where the composer inlines it). */
__attribute__((always_inline))
static inline lluri_text lluri__part_text(const lluri_parts *p, enum lluri_part c)
{
    switch (c) {
    case LLURI_PART_SCHEME:   return p->scheme;
    case LLURI_PART_USERINFO: return p->userinfo;
    case LLURI_PART_HOST:     return p->host;
    case LLURI_PART_PORT:     return p->port;
    case LLURI_PART_QUERY:    return p->query;
    case LLURI_PART_FRAGMENT: return p->fragment;
    default:              return p->path;
    }
}

/* n bytes of s put to k. fits (a constant at each call) says all of the
 * output fits in k's buffer: then a plain copy, no window to test. */
__attribute__((always_inline))
static inline void lluri__put_fit(lluri__sink *k, const char *s, size_t n, int fits)
{
    if (fits) {
        lluri__copy(k->out + k->pos, s, n);
        k->pos += n;
    } else {
        lluri__put(k, s, n);
    }
}

/* A delimiter put to k (fits as above). */
__attribute__((always_inline))
static inline void lluri__putc_fit(lluri__sink *k, char c, int fits)
{
    if (fits)
        k->out[k->pos++] = c;
    else
        lluri__putc(k, c);
}

/* §5.3: the components `defined` names (lluri.present's bits: scheme,
 * authority, and in it userinfo and port; query; fragment), and always
 * the path, through put, with their delimiters, to k. Returns 0, or the
 * first negative code put returned. */
__attribute__((always_inline))
static inline int lluri__compose(lluri__sink *k, uint32_t defined, lluri__part_writer *put,
                                 void *ctx, int fits)
{
    int rc;

    if (defined & LLURI_HAS_SCHEME) {                   /* scheme ":" */
        if ((rc = put(k, LLURI_PART_SCHEME, ctx, fits)) < 0)
            return rc;
        lluri__putc_fit(k, ':', fits);
    }
    if (defined & LLURI_HAS_AUTHORITY) {                /* "//" authority */
        lluri__put_fit(k, "//", 2, fits);
        if (defined & LLURI_HAS_USERINFO) {
            if ((rc = put(k, LLURI_PART_USERINFO, ctx, fits)) < 0)
                return rc;
            lluri__putc_fit(k, '@', fits);
        }
        if ((rc = put(k, LLURI_PART_HOST, ctx, fits)) < 0)
            return rc;
        if (defined & LLURI_HAS_PORT) {
            lluri__putc_fit(k, ':', fits);
            if ((rc = put(k, LLURI_PART_PORT, ctx, fits)) < 0)
                return rc;
        }
    }
    if ((rc = put(k, LLURI_PART_PATH, ctx, fits)) < 0)      /* path */
        return rc;
    if (defined & LLURI_HAS_QUERY) {                    /* "?" query */
        lluri__putc_fit(k, '?', fits);
        if ((rc = put(k, LLURI_PART_QUERY, ctx, fits)) < 0)
            return rc;
    }
    if (defined & LLURI_HAS_FRAGMENT) {                 /* "#" fragment */
        lluri__putc_fit(k, '#', fits);
        if ((rc = put(k, LLURI_PART_FRAGMENT, ctx, fits)) < 0)
            return rc;
    }
    return 0;
}

#endif
