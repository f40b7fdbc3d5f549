/* SPDX-License-Identifier: MIT */
/*
 * lluri/idn.h — internationalized host names (IDNA2008 with the UTS #46
 * mapping, nontransitional), through libidn2: a host's A-label form, for
 * DNS and for a URI (RFC 3986 §3.2.2: "xn--bcher-kva.de"), and its
 * U-label form, for display ("bücher.de").
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
 * LLURI_EHOST (a "%00" or a "/", "?", "#", "@", ":" or space decoded:
 * the offset of its "%"), LLURI_ETOOLONG (decoded, over 1023 bytes:
 * offset 1024), LLURI_EIDN (libidn2 refuses the name: not UTF-8, a code
 * point IDNA2008 disallows, a label over 63 bytes; offset 0),
 * LLURI_ENOTSUP without libidn2. */
LLURI_API ptrdiff_t lluri_host_to_ascii(const char *host, size_t len, char *out,
                                        size_t cap, lluri_error *err);

/* host[0 .. len) for display: percent-decoded, mapped as above, each
 * "xn--" label decoded to Unicode (UTF-8): "xn--bcher-kva.de" and
 * "Bücher.DE" are "bücher.de". A label that does not decode to what
 * encodes back to it is LLURI_EIDN; otherwise the same codes. Display
 * only: lookups use lluri_host_to_ascii(). */
LLURI_API ptrdiff_t lluri_host_to_unicode(const char *host, size_t len, char *out,
                                          size_t cap, lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_IDN_H */
