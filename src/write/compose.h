/* SPDX-License-Identifier: MIT */
/* write/compose.h — RFC 3986 §5.3, the one recomposition every writer's
 * output takes. lluri_recompose() (compose.c), resolve (resolve.c),
 * normalize (normalize.c) and the IRI conversions (iri.c) each hand
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

/* The components, in §5.3's order. */
enum lluri__part {
    LLURI__SCHEME, LLURI__USERINFO, LLURI__HOST, LLURI__PORT, LLURI__PATH,
    LLURI__QUERY, LLURI__FRAGMENT, LLURI__PARTS
};

/* Puts component c, whose text the writer handed as t, to k, in its own
 * way (ctx: the writer's state; fits: lluri__compose()'s); returns 0, or
 * a negative code that ends the composition with that code. */
typedef int lluri__part_writer(lluri__sink *k, enum lluri__part c, lluri_text t,
                               void *ctx, int fits);

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

/* §5.3: the components of c through put, with their delimiters, to k.
 * A component whose ptr is NULL is not defined (the path is always put);
 * the authority is defined when the host is (a writer may hand a whole
 * authority as its host). Returns 0, or the first negative code put
 * returned. */
__attribute__((always_inline))
static inline int lluri__compose(lluri__sink *k, const lluri_parts *c,
                                 lluri__part_writer *put, void *ctx, int fits)
{
    int rc;

    if (c->scheme.ptr) {                   /* scheme ":" */
        if ((rc = put(k, LLURI__SCHEME, c->scheme, ctx, fits)) < 0)
            return rc;
        lluri__putc_fit(k, ':', fits);
    }
    if (c->host.ptr) {                     /* "//" authority */
        lluri__put_fit(k, "//", 2, fits);
        if (c->userinfo.ptr) {
            if ((rc = put(k, LLURI__USERINFO, c->userinfo, ctx, fits)) < 0)
                return rc;
            lluri__putc_fit(k, '@', fits);
        }
        if ((rc = put(k, LLURI__HOST, c->host, ctx, fits)) < 0)
            return rc;
        if (c->port.ptr) {
            lluri__putc_fit(k, ':', fits);
            if ((rc = put(k, LLURI__PORT, c->port, ctx, fits)) < 0)
                return rc;
        }
    }
    if ((rc = put(k, LLURI__PATH, c->path, ctx, fits)) < 0) /* path */
        return rc;
    if (c->query.ptr) {                    /* "?" query */
        lluri__putc_fit(k, '?', fits);
        if ((rc = put(k, LLURI__QUERY, c->query, ctx, fits)) < 0)
            return rc;
    }
    if (c->fragment.ptr) {                 /* "#" fragment */
        lluri__putc_fit(k, '#', fits);
        if ((rc = put(k, LLURI__FRAGMENT, c->fragment, ctx, fits)) < 0)
            return rc;
    }
    return 0;
}

#endif
