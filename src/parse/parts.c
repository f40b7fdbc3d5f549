/* SPDX-License-Identifier: MIT */
/* parts.c — reading a parsed lluri: its components as text, its host as an
 * address and zone id, its port as a number; and the span check every
 * function makes of a lluri a caller may have edited (parse/layout.h). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "parse/layout.h"

/* A span of u that the struct says is there lies inside [0, u->len). */
static int span_in(const lluri *u, lluri_span sp)
{
    return (uint64_t)sp.off + sp.len <= u->len;
}

int lluri__spans_in(const lluri *u)
{
    uint32_t p = u->present;

    if (u->src == NULL && u->len > 0)
        return 0;
    return span_in(u, u->path)
        && (!(p & LLURI_HAS_SCHEME) || span_in(u, u->scheme))
        && (!(p & LLURI_HAS_USERINFO) || span_in(u, u->userinfo))
        && (!(p & LLURI_HAS_AUTHORITY) || span_in(u, u->host))
        && (!(p & LLURI_HAS_PORT) || span_in(u, u->port))
        && (!(p & LLURI_HAS_QUERY) || span_in(u, u->query))
        && (!(p & LLURI_HAS_FRAGMENT) || span_in(u, u->fragment));
}

int lluri_get_parts(const lluri *u, lluri_parts *p)
{
    if (p == NULL)
        return LLURI_EINVAL;
    if (u == NULL || !lluri__spans_in(u)) {
        memset(p, 0, sizeof *p);
        return u == NULL ? LLURI_EINVAL : LLURI_ESPAN;
    }
    /* A present component points into u->src; an absent one is {NULL, 0}.
     * The path is always present (§3.3): "" when empty, even when u->src
     * is NULL (an empty input). */
    lluri__parts_of(u, p);
    return 0;
}

int lluri_host_address(const lluri *u, lluri_span *host, lluri_span *zone)
{
    lluri_span h = { 0, 0 }, z = { 0, 0 };
    int rc = 0;

    if (u == NULL || !(u->present & LLURI_HAS_AUTHORITY))
        rc = LLURI_EINVAL;
    else if (!lluri__spans_in(u))
        rc = LLURI_ESPAN;
    else {
        h = u->host;
        if (h.len >= 2 && u->src[h.off] == '['
            && u->src[h.off + h.len - 1] == ']') {
            const char *in = u->src + h.off + 1;
            const char *pct = memchr(in, '%', h.len - 2);
            h.off++;
            h.len -= 2;
            /* RFC 6874: IPv6address "%25" ZoneID */
            if (pct && (size_t)(in + h.len - pct) >= 3 && pct[1] == '2'
                && pct[2] == '5') {
                uint32_t at = (uint32_t)(pct - u->src);
                z.off = at + 3;
                z.len = h.off + h.len - z.off;
                h.len = at - h.off;
            }
        }
    }
    if (host)
        *host = h;
    if (zone)
        *zone = z;
    return rc;
}

int lluri_port(const lluri *u, lluri_error *err)
{
    uint32_t value = 0;

    if (u == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (!lluri__spans_in(u))
        return lluri__fail(err, LLURI_ESPAN, 0);
    if (!(u->present & LLURI_HAS_PORT) || u->port.len == 0)
        return lluri__fail(err, LLURI_ENOPORT, u->port.off);
    for (uint32_t i = 0; i < u->port.len; i++) {
        unsigned char c = (unsigned char)u->src[u->port.off + i];
        if (c < '0' || c > '9')
            return lluri__fail(err, LLURI_EPORT, u->port.off + i);
        if (value <= 65535)
            value = value * 10 + (uint32_t)(c - '0');
    }
    if (value > 65535)
        return lluri__fail(err, LLURI_EPORTRANGE, u->port.off);
    lluri__fail(err, LLURI_OK, 0);
    return (int)value;
}
