/* SPDX-License-Identifier: MIT */
/* compose.c — RFC 3986 §5.3 component recomposition.
 *
 * §5.3's algorithm, which lluri_recompose() follows line by line:
 *
 *   result = ""
 *   if defined(scheme) then append scheme to result; append ":" to result;
 *   if defined(authority) then append "//" to result; append authority;
 *   append path to result;
 *   if defined(query) then append "?" to result; append query to result;
 *   if defined(fragment) then append "#"; append fragment to result;
 *   return result;
 *
 * with authority = [ userinfo "@" ] host [ ":" port ] (§3.2). Each
 * component is checked against its ABNF rule before it is appended, so the
 * result always parses back to the same components. Output goes through a
 * sink that counts every byte and stores only those below cap: one call
 * sizes, a second writes, and nothing else is needed. (The components of
 * a parsed URI as text, lluri_get_parts(), are in parse/parts.c.) */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/out.h"
#include "parse/parse.h"

/* Check t against `rule`; on a mismatch return `code` with the offset of
 * the first byte the rule cannot take, as placed in the output at `at`.
 * zone_ok only matters for the host rule (RFC 6874 zone ids are kept, so
 * that every URI lluri_parse accepts can be recomposed). */
static int check(int rule, lluri_text t, size_t at, int code, size_t *offset)
{
    size_t bad = 0;
    if (lluri__rule_match(rule, t.ptr, t.len, 1, &bad))
        return 0;
    *offset = at + bad;
    return code;
}

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

static ptrdiff_t recompose(const lluri_parts *p, char *out, size_t cap, lluri *result,
                           lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    size_t bad = 0;
    int code;

    if (!p || (!out && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    lluri_text path = p->path.ptr ? p->path : (lluri_text){ "", 0 };

    if (p->scheme.ptr) {                        /* scheme ":" */
        if ((code = check(LLURI_RULE_SCHEME, p->scheme, k.pos, LLURI_ESCHEME, &bad)))
            return lluri__fail(err, code, bad);
        lluri__put(&k, p->scheme.ptr, p->scheme.len);
        lluri__put(&k, ":", 1);
    }

    if (!p->host.ptr && (p->userinfo.ptr || p->port.ptr))
        return lluri__fail(err, LLURI_EPARTS, k.pos);  /* no authority to hold them */
    if (p->host.ptr) {                          /* "//" authority */
        lluri__put(&k, "//", 2);
        if (p->userinfo.ptr) {
            if ((code = check(LLURI_RULE_USERINFO, p->userinfo, k.pos,
                              LLURI_EUSERINFO, &bad)))
                return lluri__fail(err, code, bad);
            lluri__put(&k, p->userinfo.ptr, p->userinfo.len);
            lluri__put(&k, "@", 1);
        }
        int literal = p->host.len > 0 && p->host.ptr[0] == '[';
        if ((code = check(LLURI_RULE_HOST, p->host, k.pos,
                          literal ? LLURI_EIPLITERAL : LLURI_EHOST, &bad)))
            return lluri__fail(err, code, bad);
        lluri__put(&k, p->host.ptr, p->host.len);
        if (p->port.ptr) {
            lluri__put(&k, ":", 1);
            if ((code = check(LLURI_RULE_PORT, p->port, k.pos, LLURI_EPORT, &bad)))
                return lluri__fail(err, code, bad);
            lluri__put(&k, p->port.ptr, p->port.len);
        }
        /* §3.3: after an authority the path is path-abempty */
        if (path.len > 0 && path.ptr[0] != '/')
            return lluri__fail(err, LLURI_EPARTS, k.pos);
    } else if (lluri__needs_dot_prefix(0, path.ptr, path.len)) {
        lluri__put_dot_prefix(&k, 1);                  /* trap: would read as "//" authority */
    } else if (!p->scheme.ptr) {
        size_t seg = 0;
        while (seg < path.len && path.ptr[seg] != '/' && path.ptr[seg] != ':')
            seg++;
        if (seg < path.len && path.ptr[seg] == ':')
            lluri__put(&k, "./", 2);                   /* trap: would read as a scheme */
    }
    if ((code = check(LLURI_RULE_PATH, path, k.pos, LLURI_EPATH, &bad)))
        return lluri__fail(err, code, bad);
    lluri__put(&k, path.ptr, path.len);                /* path */

    if (p->query.ptr) {                         /* "?" query */
        lluri__put(&k, "?", 1);
        if ((code = check(LLURI_RULE_QUERY, p->query, k.pos, LLURI_EQUERY, &bad)))
            return lluri__fail(err, code, bad);
        lluri__put(&k, p->query.ptr, p->query.len);
    }
    if (p->fragment.ptr) {                      /* "#" fragment */
        lluri__put(&k, "#", 1);
        if ((code = check(LLURI_RULE_FRAGMENT, p->fragment, k.pos,
                          LLURI_EFRAGMENT, &bad)))
            return lluri__fail(err, code, bad);
        lluri__put(&k, p->fragment.ptr, p->fragment.len);
    }

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
