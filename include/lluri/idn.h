/* SPDX-License-Identifier: MIT */
/*
 * lluri/idn.h — internationalized host names (IDNA2008 with the UTS #46
 * mapping, nontransitional), through libidn2: a host's A-label form, for
 * DNS and for a URI (RFC 3986 §3.2.2: "xn--bcher-kva.de"), and its
 * U-label form, for display ("bücher.de"); and IRIs (RFC 3987) to URIs
 * and back (lluri_parse() reads an IRI with LLURI_IRI).
 *
 * A host is taken as a URI writes it, percent-encoded UTF-8
 * ("b%C3%BCcher.de", RFC 3986 §3.2.2), or as raw UTF-8 (an IRI's
 * ireg-name, RFC 3987): percent-encoding is decoded first. These are the
 * only functions of lluri that allocate, inside libidn2 (freed before they
 * return). Without libidn2 (configure --without-idn, or not found) they
 * return LLURI_ENOTSUP, and the rest of lluri works as ever.
 */
#ifndef LLURI_IDN_H
#define LLURI_IDN_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The codes of this header, -70 .. -79 (lluri_strerror() knows them). */
#define LLURI_IDN_ERRORS(X)                                                  \
    X(EIDN,       -70,  "invalid internationalized host name")

enum lluri_idn_errcode {
#define LLURI__IDN_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_IDN_ERRORS(LLURI__IDN_ERR_ENUM)
#undef LLURI__IDN_ERR_ENUM
    LLURI__IDN_ERR_END = 0
};

/* 1 when this build has libidn2 (the functions below work), else 0. */
LLURI_API int lluri_idn_supported(void);

/* host[0 .. len) as its A-labels: percent-decoded, mapped (UTS #46: "B"
 * is "b", full-width letters are ASCII), each non-ASCII label written
 * "xn--" + punycode; a writer (lluri.h's contract). An ASCII name comes
 * back lower-cased. Codes: LLURI_EPCT (a bad "%", its offset),
 * LLURI_EHOST (a control byte, "/", "?", "#", "@", ":", "\\" or space,
 * raw or decoded from "%XX": the offset of the byte or its "%"),
 * LLURI_ETOOLONG (decoded, over 1023 bytes: offset 1024), LLURI_EIDN
 * (libidn2 refuses the name: not UTF-8, a code point IDNA2008 disallows,
 * a label over 63 bytes; or its A-labels are no RFC 3986 reg-name, as
 * with a '"' or "<" decoded; offset 0), LLURI_ENOTSUP without libidn2. */
LLURI_API ptrdiff_t lluri_host_to_ascii(const char *host, size_t len, char *out,
                                        size_t cap, lluri_error *err);

/* host[0 .. len) for display: percent-decoded, mapped as above, each
 * "xn--" label decoded to Unicode (UTF-8): "xn--bcher-kva.de" and
 * "Bücher.DE" are "bücher.de". A label that does not decode to what
 * encodes back to it is LLURI_EIDN; otherwise the same codes. Display
 * only: lookups use lluri_host_to_ascii(). */
LLURI_API ptrdiff_t lluri_host_to_unicode(const char *host, size_t len, char *out,
                                          size_t cap, lluri_error *err);

/* ---- IRIs (RFC 3987) --------------------------------------------------------
 * Writers (lluri.h's contract); flags: a start rule (LLURI_START_*) and
 * LLURI_ZONE_ID, for the input and the output alike. *result (may be
 * NULL) is the output parsed: as a URI, as an IRI (LLURI_IRI). */

/* §3.1: the IRI iri[0 .. len) as a URI: every byte of a non-ASCII
 * character percent-encoded ("/ü" is "/%C3%BC"), but a reg-name host with
 * non-ASCII written as its A-labels (lluri_host_to_ascii: "bücher.de" is
 * "xn--bcher-kva.de"). An IRI's parse error (LLURI_IRI) is returned as
 * lluri_parse() gives it; the host's are lluri_host_to_ascii()'s, at
 * offsets into iri; without libidn2 a non-ASCII host is LLURI_ENOTSUP
 * (an ASCII one needs no libidn2). */
LLURI_API ptrdiff_t lluri_iri_to_uri(const char *iri, size_t len, unsigned flags,
                                     char *out, size_t cap, lluri *result,
                                     lluri_error *err);

/* §3.2, for display: the URI uri[0 .. len) as an IRI. A "%XX" run is
 * decoded where it is the UTF-8 of a character RFC 3987 allows there
 * (ucschar; iprivate in a query) or an unreserved ASCII character, and
 * kept as written otherwise: "%2F", "%25", a byte of no UTF-8, a
 * noncharacter, and the bidirectional formatting characters (§4.1:
 * "%E2%80%AE" stays). A reg-name with an "xn--" label is shown in
 * U-labels when libidn2 is there and they map back to the same A-labels,
 * and as written otherwise. Errors: the URI's parse error. */
LLURI_API ptrdiff_t lluri_uri_to_iri(const char *uri, size_t len, unsigned flags,
                                     char *out, size_t cap, lluri *result,
                                     lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_IDN_H */
