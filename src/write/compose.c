/* SPDX-License-Identifier: MIT */
/* compose.c — RFC 3986 §5.3 component recomposition.
 *
 * lluri_recompose() hands its components to the one §5.3 composer
 * (write/compose.h, where the algorithm is quoted): each component is
 * checked against its ABNF rule before it is appended, so the result
 * always parses back to the same components. Output goes through a
 * sink that counts every byte and stores only those below cap: one call
 * sizes, a second writes, and nothing else is needed. (The components of
 * a parsed URI as text, lluri_get_parts(), are in parse/parts.c.) */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/compose.h"
#include "parse/parse.h"

/* Returns the length of the result, or a negative code: LLURI_ESCHEME,
 * LLURI_EUSERINFO, LLURI_EHOST (LLURI_EIPLITERAL for a host that starts
 * with "["), LLURI_EPORT, LLURI_EPATH, LLURI_EQUERY, LLURI_EFRAGMENT with
 * the offset of the offending byte in the output that would have been
 * written; LLURI_EPARTS for userinfo or port without a host (offset: where
 * the authority would start) or a path that is neither empty nor starts
 * with "/" after an authority (offset: the path's first byte); LLURI_EINVAL
 * for a NULL p, or out NULL with cap > 0; LLURI_ETOOLONG for a result over
 * UINT32_MAX bytes. A NULL path is read as "". Two prefixes keep the
 * components apart when parsed again (both are dot segments, so the path
 * means the same after §5.2.4): "/." before a path starting with "//"
 * when there is no authority (else the path would read as one), and "./"
 * before a path whose first segment holds ":" when there is neither scheme
 * nor authority (else the segment would read as a scheme). The result is
 * parsed (LLURI_START_REFERENCE | LLURI_ZONE_ID) into *result when it fits. */
static ptrdiff_t recompose(const lluri_parts *p, char *out, size_t cap, lluri *result,
                           lluri_error *err);

ptrdiff_t lluri_recompose(const lluri_parts *p, char *out, size_t cap,
                          lluri *result, lluri_error *err)
{
    ptrdiff_t n = recompose(p, out, cap, result, err);
    if (n < 0)  /* as every writer ends (lluri.h) */
        lluri__fail_result(result, out, NULL, (int)n, 0);
    return n;
}

/* The part writer of lluri_recompose(): each component checked against its
 * rule, then copied; the path after the guards that keep it apart. */
struct recompose {
    const lluri_parts *p;
    lluri_error       *err;
};

static int put_checked(lluri__sink *k, enum lluri_part c, void *ctx, int fits)
{
    static const struct { int rule, code; } rules[LLURI_PART_COUNT] = {
        [LLURI_PART_SCHEME] = { LLURI_RULE_SCHEME, LLURI_ESCHEME },
        [LLURI_PART_USERINFO] = { LLURI_RULE_USERINFO, LLURI_EUSERINFO },
        [LLURI_PART_HOST] = { LLURI_RULE_HOST, LLURI_EHOST },
        [LLURI_PART_PORT] = { LLURI_RULE_PORT, LLURI_EPORT },
        [LLURI_PART_PATH] = { LLURI_RULE_PATH, LLURI_EPATH },
        [LLURI_PART_QUERY] = { LLURI_RULE_QUERY, LLURI_EQUERY },
        [LLURI_PART_FRAGMENT] = { LLURI_RULE_FRAGMENT, LLURI_EFRAGMENT },
    };
    const struct recompose *r = ctx;
    lluri_text t = lluri__part_text(r->p, c);
    int code = rules[c].code;
    size_t bad = 0;

    (void)fits;                                 /* always the sink */
    if (c == LLURI_PART_HOST && t.len > 0 && t.ptr[0] == '[')
        code = LLURI_EIPLITERAL;
    if (c == LLURI_PART_PATH) {
        if (r->p->host.ptr) {
            /* §3.3: after an authority the path is path-abempty */
            if (t.len > 0 && t.ptr[0] != '/')
                return lluri__fail(r->err, LLURI_EPARTS, k->pos);
        } else if (lluri__needs_dot_prefix(0, t.ptr, t.len)) {
            lluri__put_dot_prefix(k, 1);        /* trap: would read as "//" authority */
        } else if (!r->p->scheme.ptr) {
            size_t seg = 0;
            while (seg < t.len && t.ptr[seg] != '/' && t.ptr[seg] != ':')
                seg++;
            if (seg < t.len && t.ptr[seg] == ':')
                lluri__put(k, "./", 2);         /* trap: would read as a scheme */
        }
    }
    if (!lluri__rule_match(rules[c].rule, t.ptr, t.len, 1, &bad))
        return lluri__fail(r->err, code, k->pos + bad);
    lluri__put(k, t.ptr, t.len);
    return 0;
}

static ptrdiff_t recompose(const lluri_parts *p, char *out, size_t cap, lluri *result,
                           lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    int code;

    if (!p || (!out && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    lluri_parts c = *p;
    if (!c.path.ptr)
        c.path = (lluri_text){ "", 0 };
    if (!c.host.ptr && (c.userinfo.ptr || c.port.ptr)) {  /* no authority to hold them */
        size_t bad = 0;                 /* a bad scheme, before it, is the error */
        if (c.scheme.ptr && !lluri__rule_match(LLURI_RULE_SCHEME, c.scheme.ptr, c.scheme.len,
                                               1, &bad))
            return lluri__fail(err, LLURI_ESCHEME, bad);
        return lluri__fail(err, LLURI_EPARTS, c.scheme.ptr ? c.scheme.len + 1 : 0);
    }
    struct recompose r = { &c, err };
    if ((code = lluri__compose(&k, lluri__defined(&c), put_checked, &r, 0)) < 0)
        return code;
    return lluri__finish(&k, LLURI_START_REFERENCE | LLURI_ZONE_ID, result, err);
}

int lluri__laid_out(const lluri *u, char *buf, lluri *copy, const lluri **use,
                    lluri_error *err)
{
    lluri_parts parts;
    ptrdiff_t n;

    *use = u;
    if (lluri__as_parsed(u))
        return 0;
    if (lluri_get_parts(u, &parts) < 0)
        return lluri__fail(err, LLURI_ESPAN, 0);
    n = lluri_recompose(&parts, buf, LLURI__EDITED_MAX, copy, err);
    if (n < 0)
        return (int)n;
    if ((size_t)n >= LLURI__EDITED_MAX)
        return lluri__fail(err, LLURI_ETOOLONG, LLURI__EDITED_MAX);
    *use = copy;
    return 0;
}

int lluri__laid_out_pair(const lluri *a, const lluri *b, lluri__edited *e,
                         const lluri **a2, const lluri **b2, lluri_error *err)
{
    int rc = lluri__laid_out(a, e->buf[0], &e->copy[0], a2, err);
    return rc < 0 ? rc : lluri__laid_out(b, e->buf[1], &e->copy[1], b2, err);
}
