/* SPDX-License-Identifier: MIT */
/* iri.c — IRIs to URIs and back (RFC 3987 §3.1 and §3.2), as writers.
 *
 * Both read their input with the parser (an IRI with LLURI_IRI, a URI
 * without), write it component by component, and end as every writer
 * does (lluri__finish), which parses the output again: a URI the first
 * way, an IRI the second. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "parse/classes.h"
#include "parse/parse.h"
#include "write/compose.h"
#include "write/idn.h"
#include "scan.h"
#include "lluri/idn.h"

#define IRI_FLAGS (LLURI_START_MASK | LLURI_ZONE_ID)

typedef void put_fn(lluri__sink *k, const char *s, size_t n, int in_query);

/* §3.1 step 2: every byte of a non-ASCII character as "%" HEXDIG HEXDIG
 * (upper case, RFC 3986 §2.1); ASCII as it is. */
static void put_encoded(lluri__sink *k, const char *s, size_t n, int in_query)
{
    size_t i = 0;

    (void)in_query;
    while (i < n) {
        size_t run = i;
        while (run < n && (unsigned char)s[run] < 0x80)
            run++;
        lluri__put(k, s + i, run - i);
        for (i = run; i < n && (unsigned char)s[i] >= 0x80; i++) {
            unsigned char c = (unsigned char)s[i];
            lluri__putc(k, '%');
            lluri__putc(k, lluri__hex_upper(c >> 4));
            lluri__putc(k, lluri__hex_upper(c));
        }
    }
}

/* The byte "%XX" at s[i] stands for (the URI is valid: two hex digits). */
static unsigned char pct_byte(const char *s, size_t i)
{
    return (unsigned char)(lluri__hex_value((unsigned char)s[i + 1]) * 16
                           + lluri__hex_value((unsigned char)s[i + 2]));
}

/* RFC 3987 §4.1: an IRI must not hold the bidirectional formatting
 * characters (LRM U+200E, RLM U+200F, LRE .. RLO U+202A-202E; and the
 * isolates U+2066-2069 that Unicode added since), so they stay encoded. */
static int bidi_format(const unsigned char *c, size_t n)
{
    return n == 3 && c[0] == 0xE2
           && ((c[1] == 0x80 && (c[2] == 0x8E || c[2] == 0x8F
                                 || (c[2] >= 0xAA && c[2] <= 0xAE)))
               || (c[1] == 0x81 && c[2] >= 0xA6 && c[2] <= 0xA9));
}

/* §3.2: the "%XX" that stand for an unreserved ASCII character or for the
 * UTF-8 of a character an IRI may hold there (ucschar; iprivate in a
 * query: RFC 3987's rules decide) are decoded; every other "%XX" (a
 * reserved or unsafe byte, "%25", a byte of no character or of one an IRI
 * may not hold) is kept as written. */
static void put_decoded(lluri__sink *k, const char *s, size_t n, int in_query)
{
    size_t i = 0, fail;

    while (i < n) {
        const char *pct = memchr(s + i, '%', n - i);
        size_t at = pct ? (size_t)(pct - s) : n;
        unsigned char c[4];
        size_t want, got;

        lluri__put(k, s + i, at - i);
        if (at == n)
            return;
        i = at;
        c[0] = pct_byte(s, i);
        if (c[0] < 0x80) {
            if (lluri__byte_class[c[0]] & LLURI__C_UNRESERVED)
                lluri__putc(k, (char)c[0]);
            else
                lluri__put(k, s + i, 3);
            i += 3;
            continue;
        }
        want = c[0] >= 0xF0 ? 4 : c[0] >= 0xE0 ? 3 : 2;
        for (got = 1; got < want && i + 3 * got + 2 < n && s[i + 3 * got] == '%'; got++)
            c[got] = pct_byte(s, i + 3 * got);
        if (got == want
            && (lluri__rfc3987_match(LLURI_RULE_UCSCHAR, (const char *)c, want, 0, &fail)
                || (in_query
                    && lluri__rfc3987_match(LLURI_RULE_IPRIVATE, (const char *)c, want, 0,
                                            &fail)))
            && !bidi_format(c, want)) {
            lluri__put(k, (const char *)c, want);
            i += 3 * want;
        } else {
            lluri__put(k, s + i, 3);
            i += 3;
        }
    }
}

/* Whether a host holds a label that begins "xn--" (an A-label). */
static int has_a_label(const char *h, size_t n)
{
    for (size_t i = 0; i + 4 <= n; i++)
        if ((i == 0 || h[i - 1] == '.') && lluri__same_nocase(h + i, "xn--", 4))
            return 1;
    return 0;
}

/* The part writers of the two conversions (§3.1, §3.2): the scheme and
 * port copied, the host converted, every other component through put
 * (its "%XX" or its non-ASCII bytes; query says which is the query). */
struct conversion {
    const lluri *u;
    lluri_parts  parts;
    put_fn      *put;
    int        (*put_host)(lluri__sink *, const lluri *, lluri_error *);
    lluri_error *err;
};

static int put_converted(lluri__sink *k, enum lluri_part c, void *ctx, int fits)
{
    const struct conversion *cv = ctx;
    lluri_text t = lluri__part_text(&cv->parts, c);

    (void)fits;                                 /* always the sink */

    if (c == LLURI_PART_SCHEME || c == LLURI_PART_PORT)
        lluri__put(k, t.ptr, t.len);
    else if (c == LLURI_PART_HOST)
        return cv->put_host(k, cv->u, cv->err);
    else
        cv->put(k, t.ptr, t.len, c == LLURI_PART_QUERY);
    return 0;
}

/* RFC 3987 §3.1 converts an ireg-name to A-labels only "for URI schemes
 * known to use DNS": here the schemes whose host RFC 1738 §3.1 and the URL
 * Standard (its special schemes) say is a domain name, and LDAP (RFC 4516).
 * Any other scheme, and a reference without one, gets the step everyone
 * gets, percent-encoded UTF-8. */
static int scheme_uses_dns(const lluri *u)
{
    static const char *const dns[] = {
        "http", "https", "ws", "wss", "ftp", "gopher", "telnet", "nntp", "wais",
        "prospero", "ldap",
    };
    const char *s = u->src + u->scheme.off;

    if (!(u->present & LLURI_HAS_SCHEME))
        return 0;
    for (size_t i = 0; i < sizeof dns / sizeof dns[0]; i++)
        if (strlen(dns[i]) == u->scheme.len && lluri__same_nocase(s, dns[i], u->scheme.len))
            return 1;
    return 0;
}

/* Whether every label of the A-labels a[0 .. n) is letters, digits and
 * hyphens: §3.1's ToASCII runs "with the flag UseSTD3ASCIIRules set to
 * TRUE" ("é!" has no A-label, only its percent-encoding). */
static int ldh(const char *a, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!lluri__is_alnum((unsigned char)a[i]) && a[i] != '-' && a[i] != '.')
            return 0;
    return 1;
}

/* §3.1: a reg-name with non-ASCII, for a scheme that uses DNS, as its
 * A-labels when it has them in the registration profile (IDNA2008,
 * lluri_host_to_ascii_registration): §3.1 runs ToASCII "with the flag
 * UseSTD3ASCIIRules set to TRUE" and without unassigned code points, so
 * the A-labels are those of a name that can exist, all letters, digits
 * and hyphens ("a、b" and "😀.ws" keep their percent-encoding, which
 * browsers would send as "xn--ab-o13a" and "xn--e28h.ws"); any other
 * host as step 2 maps every component, its non-ASCII percent-encoded.
 * A valid IRI always has a URI. */
static int host_to_uri(lluri__sink *k, const lluri *u, lluri_error *err)
{
    const char *h = u->src + u->host.off;

    (void)err;
    if (u->host_kind == LLURI_HOST_REG_NAME && lluri__has_non_ascii(h, u->host.len)
        && scheme_uses_dns(u) && lluri_idn_supported()) {
        char a[4096];   /* (a profile writes at most 4096 bytes) */
        lluri__sink t = lluri__sink_of(a, sizeof a);
        if (lluri__idn_put(h, u->host.len, LLURI__IDNA_REGISTRATION, &t, NULL) == 0
            && t.pos <= sizeof a && ldh(a, t.pos)) {
            lluri__put(k, a, t.pos);
            return 0;
        }
    }
    put_encoded(k, h, u->host.len, 0);
    return 0;
}

/* §3.2: a reg-name with an A-label as its U-labels when its A-labels are
 * those host_to_uri() writes (a scheme that uses DNS, and valid in the
 * registration profile, so that converting back gives them again), else
 * as written: still an IRI; percent-encoded UTF-8 decoded as in the other
 * components. (Under any other scheme, U-labels would come back
 * percent-encoded: another URI.) */
static int host_to_iri(lluri__sink *k, const lluri *u, lluri_error *err)
{
    const char *h = u->src + u->host.off;
    size_t n = u->host.len;

    (void)err;
    if (u->host_kind == LLURI_HOST_REG_NAME && has_a_label(h, n) && scheme_uses_dns(u)
        && lluri_idn_supported()) {
        char a[4096];
        lluri__sink t = lluri__sink_of(a, sizeof a), try = *k;
        if (lluri__idn_put(h, n, LLURI__IDNA_REGISTRATION, &t, NULL) == 0
            && t.pos == n && n <= sizeof a && lluri__same_nocase(a, h, n)
            && lluri__idn_put(h, n, LLURI__IDNA_UNICODE, &try, NULL) == 0) {
            *k = try;
            return 0;
        }
    }
    if (u->host_kind == LLURI_HOST_REG_NAME)
        put_decoded(k, h, n, 0);
    else
        lluri__put(k, h, n);
    return 0;
}

static ptrdiff_t convert(const char *in, size_t len, unsigned flags, int to_uri,
                         char *out, size_t cap, lluri *result, lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    lluri u;
    struct conversion cv;
    int rc;

    if (result) {
        memset(result, 0, sizeof *result);
        result->src = out;
    }
    if (flags & ~(unsigned)IRI_FLAGS)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if ((in == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = lluri_parse(&u, in ? in : "", len, flags | (to_uri ? LLURI_IRI : 0), err);
    if (rc < 0)
        return rc;
    cv.u = &u;
    lluri__parts_of(&u, &cv.parts);
    cv.put = to_uri ? put_encoded : put_decoded;
    cv.put_host = to_uri ? host_to_uri : host_to_iri;
    cv.err = err;
    if ((rc = lluri__compose(&k, u.present, put_converted, &cv, 0)) < 0)
        return rc;
    return lluri__finish(&k, flags | (to_uri ? 0 : LLURI_IRI), result, err);
}

ptrdiff_t lluri_iri_to_uri(const char *iri, size_t len, unsigned flags, char *out,
                           size_t cap, lluri *result, lluri_error *err)
{
    return convert(iri, len, flags, 1, out, cap, result, err);
}

ptrdiff_t lluri_uri_to_iri(const char *uri, size_t len, unsigned flags, char *out,
                           size_t cap, lluri *result, lluri_error *err)
{
    return convert(uri, len, flags, 0, out, cap, result, err);
}
