/* SPDX-License-Identifier: MIT */
/* fuzz_iri — IRIs (RFC 3987): lluri_parse with LLURI_IRI, the incremental
 * parser with it, lluri_iri_to_uri and lluri_uri_to_iri.
 *
 * Control byte: bits 0-1 the start rule (reference, URI, absolute,
 * relative), bit 2 LLURI_ZONE_ID, bits 3-6 where the incremental parse
 * splits the input ((ctl >> 3 & 15) / 15 of its length). The rest is the
 * text.
 *
 * Invariants: a parse is a known code with its offset inside the input, or
 * spans inside it and in order; an input all ASCII parses as an IRI
 * exactly as a URI does; an IRI holds no bidirectional formatting
 * character (RFC 3987 §4.1: LLURI_EBIDI at its first byte); the
 * incremental parse in two pieces gives the one-shot result. Every valid
 * IRI has a URI (§3.1): iri-to-uri succeeds, its output is ASCII, parses
 * as a URI under the same start rule and is what *result holds; the sizing
 * call agrees; uri-to-iri of that URI gives an IRI that parses, and
 * iri-to-uri of it gives the same URI again (the pair round-trips).
 * uri-to-iri of any input succeeds exactly when it parses as a URI.
 */
#define FUZZ_NAME iri
#include "fuzz.h"
#include "lluri/idn.h"
#include <strings.h>

/* u's components with its host as its A-labels, recomposed into *w
 * (malloc'd, sized by the writers' own sizing calls, so that a host of
 * any length is compared) and parsed into *r; 0 when the host has none. */
static int iri_host_as_a_labels(const lluri *u, lluri *r, char **w)
{
    lluri_parts p;
    ptrdiff_t n, m;
    char *h;
    int ok = 0;

    *w = NULL;
    if (lluri_get_parts(u, &p) != 0
        || (n = lluri_host_to_ascii_registration(p.host.ptr, p.host.len, NULL, 0, NULL)) < 0
        || (h = malloc((size_t)n + 1)) == NULL)
        return 0;
    if (lluri_host_to_ascii_registration(p.host.ptr, p.host.len, h, (size_t)n + 1, NULL) == n) {
        p.host = (lluri_text){ h, (size_t)n };
        m = lluri_recompose(&p, NULL, 0, NULL, NULL);
        if (m >= 0 && (*w = malloc((size_t)m + 1)) != NULL)
            ok = lluri_recompose(&p, *w, (size_t)m + 1, r, NULL) == m;
    }
    free(h);
    return ok;
}

/* Whether the URIs a and b, under a scheme known to use DNS, are
 * equivalent (RFC 3986 §6.2.2.1-2) once each reg-name is its A-labels
 * (the registration profile, as iri-to-uri writes them): "http://%C3%A9"
 * and "http://xn--9ca" name one host.
 * uri-to-iri shows the first as "http://\xc3\xa9" (RFC 3987 §3.2), and
 * iri-to-uri gives that the second (§3.1), while iri-to-uri of a URI is
 * the URI itself (§3.1 maps the characters a URI does not have). */
static int iri_same_host_names(const lluri *a, const lluri *b)
{
    /* the schemes known to use DNS (lluri/idn.h): under any other,
     * iri-to-uri writes no A-labels, and another host is another URI */
    static const char *const dns[] = { "http", "https", "ws", "wss", "ftp", "gopher",
                                       "telnet", "nntp", "wais", "prospero", "ldap" };
    lluri_parts pa;
    int dns_scheme = 0;
    if (lluri_get_parts(a, &pa) == 0 && pa.scheme.ptr != NULL)
        for (size_t i = 0; i < sizeof dns / sizeof dns[0]; i++)
            dns_scheme |= strlen(dns[i]) == pa.scheme.len
                          && strncasecmp(dns[i], pa.scheme.ptr, pa.scheme.len) == 0;
    lluri ra, rb;
    char *wa = NULL, *wb = NULL;
    int same = dns_scheme && (a->present & b->present & LLURI_HAS_AUTHORITY)
               && iri_host_as_a_labels(a, &ra, &wa) && iri_host_as_a_labels(b, &rb, &wb)
               && lluri_equivalent(&ra, &rb, LLURI_NORM_CASE | LLURI_NORM_PCT, NULL) == 1;

    free(wa);
    free(wb);
    return same;
}

static int iri_bidi(const char *s, size_t n, size_t *at)
{
    for (size_t i = 0; i + 2 < n; i++) {
        const unsigned char *c = (const unsigned char *)s + i;
        if (c[0] == 0xE2 && c[1] == 0x80
            && ((c[2] >= 0x8E && c[2] <= 0x8F) || (c[2] >= 0xAA && c[2] <= 0xAE))) {
            *at = i;
            return 1;
        }
    }
    return 0;
}

FUZZ_ENTRY(data, size)
{
    fz_input in = fz_split_ctl(data, size);
    const unsigned start[] = { LLURI_START_REFERENCE, LLURI_START_URI, LLURI_START_ABSOLUTE,
                               LLURI_START_RELATIVE };
    unsigned flags = start[in.ctl & 3] | ((in.ctl & 4) ? LLURI_ZONE_ID : 0);
    size_t split = in.len * ((in.ctl >> 3) & 15) / 15, bidi = 0, cap;
    lluri u, v, r;
    lluri_error e, e2;
    int rc, ascii = 1;
    char *uri, *iri, *again;
    ptrdiff_t n, m, k;

    if (in.len > FZ_MAX_IN)
        return 0;
    for (size_t i = 0; i < in.len; i++)
        ascii &= (unsigned char)in.text[i] < 0x80;
    rc = lluri_parse(&u, in.text, in.len, flags | LLURI_IRI, &e);
    FZ_CHECK(rc == e.code && (rc == 0 || e.offset <= in.len), "%s at %zu", lluri_errname(rc),
             e.offset);
    if (ascii) {
        lluri_error es;
        int rs = lluri_parse(&v, in.text, in.len, flags, &es);
        FZ_CHECK(rs == rc && es.offset == e.offset && (rc != 0 || memcmp(&u, &v, sizeof u) == 0),
                 "an ASCII IRI is read otherwise than as a URI: %s/%s", lluri_errname(rc),
                 lluri_errname(rs));
    }
    if (iri_bidi(in.text, in.len, &bidi)) {
        FZ_CHECK(rc != 0, "an IRI with a bidirectional formatting character at %zu", bidi);
        FZ_CHECK(rc != LLURI_EBIDI || e.offset <= bidi, "EBIDI at %zu, the first at %zu",
                 e.offset, bidi);
    }
    if (rc == LLURI_EBIDI)
        FZ_CHECK(iri_bidi(in.text + e.offset, in.len - e.offset, &bidi) && bidi == 0,
                 "EBIDI at %zu, no such character there", e.offset);
    /* incremental, two pieces */
    if (in.len <= 4096) {
        lluri_parser ps;
        lluri w;
        int ri;
        FZ_CHECK(lluri_parser_init(&ps, flags | LLURI_IRI) == 0, "init");
        ri = lluri_parser_execute(&ps, in.text, split, &e2);
        if (ri == 0)
            ri = lluri_parser_finish(&ps, &w, in.text, in.len, &e2);
        FZ_CHECK(ri == rc && (rc != 0 || memcmp(&u, &w, sizeof u) == 0)
                     && (rc == 0 || e2.offset == e.offset),
                 "incremental (split %zu) %s at %zu, one-shot %s at %zu", split,
                 lluri_errname(ri), e2.offset, lluri_errname(rc), e.offset);
    }
    /* uri-to-iri of anything: as the URI parse goes */
    cap = 3 * in.len + 16;
    uri = malloc(cap * 3 + 64);
    iri = malloc(cap * 3 + 64);
    again = malloc(cap * 3 + 64);
    FZ_CHECK(uri && iri && again, "out of memory");
    {
        int ru = lluri_parse(&v, in.text, in.len, flags, NULL);
        m = lluri_uri_to_iri(in.text, in.len, flags, iri, cap * 3 + 64, &r, &e2);
        FZ_CHECK((m >= 0) == (ru == 0), "uri-to-iri %td, the URI parse %s", m,
                 lluri_errname(ru));
        if (m >= 0)
            FZ_CHECK(lluri_parse(&v, iri, (size_t)m, flags | LLURI_IRI, NULL) == 0,
                     "uri-to-iri's output is no IRI");
    }
    if (rc != 0)
        goto done;
    /* §3.1: every valid IRI has a URI */
    n = lluri_iri_to_uri(in.text, in.len, flags, uri, cap * 3 + 64, &r, &e2);
    if (n < 0) {
        fz_show("IRI", in.text, in.len);
        FZ_CHECK(0, "iri-to-uri fails on a valid IRI: %s at %zu", lluri_errname((int)n),
                 e2.offset);
    }
    FZ_CHECK((size_t)n < cap * 3 + 64, "URI of %td bytes", n);
    FZ_CHECK(lluri_iri_to_uri(in.text, in.len, flags, NULL, 0, NULL, NULL) == n, "sizing");
    for (ptrdiff_t i = 0; i < n; i++)
        FZ_CHECK((unsigned char)uri[i] < 0x80, "non-ASCII in the URI at %td", i);
    FZ_CHECK(lluri_parse(&v, uri, (size_t)n, flags, &e2) == 0,
             "the URI does not parse: %s at %zu", lluri_errname(e2.code), e2.offset);
    FZ_CHECK(memcmp(&v, &r, sizeof v) == 0, "*result is not the output parsed");
    /* the pair round-trips: uri-to-iri, then iri-to-uri, gives the URI,
     * or one equivalent to it (RFC 3987 §3.2 decodes "%2e" to "." as
     * RFC 3986 §6.2.2.2 does: the same resource), or one whose host is the
     * same name in A-labels (iri_same_host_names) */
    m = lluri_uri_to_iri(uri, (size_t)n, flags, iri, cap * 3 + 64, NULL, &e2);
    FZ_CHECK(m >= 0, "uri-to-iri of iri-to-uri's URI: %s", lluri_errname((int)m));
    k = lluri_iri_to_uri(iri, (size_t)m, flags, again, cap * 3 + 64, NULL, &e2);
    int same = k == n && memcmp(again, uri, (size_t)n) == 0;
    if (!same && k >= 0) {
        lluri x, y;
        same = lluri_parse(&x, uri, (size_t)n, flags, NULL) == 0
               && lluri_parse(&y, again, (size_t)k, flags, NULL) == 0
               && (lluri_equivalent(&x, &y, LLURI_NORM_CASE | LLURI_NORM_PCT, NULL) == 1
                   || iri_same_host_names(&x, &y));
    }
    if (!same) {
        fz_show("IRI", in.text, in.len);
        fz_show("URI", uri, (size_t)n);
        fz_show("IRI again", iri, (size_t)m);
        fz_show("URI again", again, k > 0 ? (size_t)k : 0);
        FZ_CHECK(0, "the conversion pair does not round-trip");
    }
done:
    free(uri);
    free(iri);
    free(again);
    return 0;
}
