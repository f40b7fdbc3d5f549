/* SPDX-License-Identifier: MIT */
/* repair.c — the RFC 3986 form of what a lenient parse (LLURI_LENIENT), or
 * an IRI parse (LLURI_IRI), read: lluri_repair().
 *
 * One transform per component, then §5.3's recomposition: a component's
 * bytes that RFC 3986 does not allow there are percent-encoded by
 * lluri_pct_encode() for that component (RFC 3986 §2.1, §2.4: "a data
 * octet ... outside the allowed set ... must be encoded"), a "%" that
 * begins no "%" HEXDIG HEXDIG included (it is itself such an octet); a
 * "%XX" that is one stays as it is. The scheme, an IP literal and the port
 * are what RFC 3986 allows already (the lenient profile refuses any other)
 * and are copied. The encoded components go to a buffer on the stack and
 * from there through lluri_recompose(), which checks each against its rule
 * and parses the result. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "internal.h"
#include "write/out.h"

enum { REPAIR_MAX = 16384 };    /* bytes of encoded components, on the stack */

struct scratch {
    char   buf[REPAIR_MAX];
    size_t used;
};

/* t re-encoded for component c into the scratch; 0, or -1 when it is full. */
static int encode(struct scratch *sc, lluri_text *t, enum lluri_component c)
{
    const char *s = t->ptr;
    size_t n = t->len, i = 0, from = sc->used;

    if (s == NULL)
        return 0;                               /* absent stays absent */
    while (i < n) {
        size_t j = i;
        ptrdiff_t m;
        /* a run up to the next valid "%XX" */
        while (j < n && !(s[j] == '%' && n - j >= 3 && lluri__hex_value((unsigned char)s[j + 1]) >= 0
                          && lluri__hex_value((unsigned char)s[j + 2]) >= 0))
            j++;
        m = lluri_pct_encode(s + i, j - i, c, sc->buf + sc->used, REPAIR_MAX - sc->used, NULL);
        if (m < 0 || (size_t)m >= REPAIR_MAX - sc->used)
            return -1;
        sc->used += (size_t)m;
        if (j < n) {                            /* the "%XX" as it is */
            if (REPAIR_MAX - sc->used <= 3)
                return -1;
            memcpy(sc->buf + sc->used, s + j, 3);
            sc->used += 3;
            j += 3;
        }
        i = j;
    }
    *t = (lluri_text){ sc->buf + from, sc->used - from };
    return 0;
}

ptrdiff_t lluri_repair(const lluri *u, unsigned flags, char *out, size_t cap, lluri *result,
                       lluri_error *err)
{
    struct scratch sc;
    lluri_parts p;
    int literal;

    if (flags != 0)
        return lluri__fail_result(result, out, err, LLURI_EFLAGS, 0);
    if (u == NULL || (out == NULL && cap > 0))
        return lluri__fail_result(result, out, err, LLURI_EINVAL, 0);
    if (lluri_get_parts(u, &p) < 0)
        return lluri__fail_result(result, out, err, LLURI_ESPAN, 0);
    sc.used = 0;
    literal = p.host.len > 0 && p.host.ptr[0] == '[';
    if (encode(&sc, &p.userinfo, LLURI_COMPONENT_USERINFO) < 0
        || (!literal && encode(&sc, &p.host, LLURI_COMPONENT_REG_NAME) < 0)
        || encode(&sc, &p.path, LLURI_COMPONENT_PATH) < 0
        || encode(&sc, &p.query, LLURI_COMPONENT_QUERY) < 0
        || encode(&sc, &p.fragment, LLURI_COMPONENT_FRAGMENT) < 0)
        return lluri__fail_result(result, out, err, LLURI_ETOOLONG, REPAIR_MAX);
    return lluri_recompose(&p, out, cap, result, err);
}
