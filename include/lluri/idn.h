/* SPDX-License-Identifier: MIT */
/*
 * lluri/idn.h — internationalized host names, in two profiles, and IRIs
 * (RFC 3987) to URIs and back (lluri_parse() reads an IRI with LLURI_IRI).
 *
 *   lookup        what a client sends, as browsers and the URL Standard
 *                 have it (its "domain to ASCII"): UTS #46 processing,
 *                 nontransitional ("faß.de" is "xn--fa-hia.de", "ẞ.com"
 *                 "xn--zca.com"), with CheckHyphens, UseSTD3ASCIIRules and
 *                 VerifyDnsLength off ("-x.ß", "♥.net", "≠" are names) and
 *                 CheckBidi and CheckJoiners on; a name all ASCII is only
 *                 lower-cased. lluri_host_to_ascii(), {puny:host} in the
 *                 tool, lluri_iri_to_uri(), and a fetch verdict's host.
 *   registration  what may be registered, IDNA2008 (RFC 5891 §4) after the
 *                 same mapping: each U-label's code points and contexts by
 *                 RFC 5892 (through libidn2: "≠", "♥" are refused), no
 *                 hyphen first, last, or third and fourth, A-labels that
 *                 decode and encode back, and RFC 5893's Bidi rule over
 *                 every label of a name that holds right-to-left text.
 *                 lluri_host_to_ascii_registration().
 *
 * A host is taken as a URI writes it, percent-encoded UTF-8
 * ("b%C3%BCcher.de", RFC 3986 §3.2.2), or as raw UTF-8 (an IRI's
 * ireg-name, RFC 3987): percent-encoding is decoded first, and a byte that
 * would end a host or change what it names ("%2F", "%25") is refused. The
 * result is an RFC 3986 reg-name, so converting it again gives it back.
 *
 * The Unicode data are tables that make generates from the files Debian
 * ships (unicode-data, unicode-idna; configure --with-unicode-data=DIR),
 * with UTS #46 revision 31's mapping of U+1E9E where the files are older;
 * the registration profile's IDNA2008 rules come from libidn2. Nothing
 * here allocates but libidn2, inside its calls. Without IDN (configure
 * --without-idn, or libidn2 or the data not found) every function but
 * lluri_idn_supported() returns LLURI_ENOTSUP; the rest of lluri works as
 * ever.
 */
#ifndef LLURI_IDN_H
#define LLURI_IDN_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The codes of this header, -70 .. -76 (lluri_strerror() knows them).
 * Their offset is that of the code point at fault in the host as given
 * (its "%" when percent-encoded), or 0 for the name as a whole. */
#define LLURI_IDN_ERRORS(X)                                                  \
    X(EIDN,       -70,  "invalid internationalized host name")             \
    X(EIDNCHAR,   -71,  "code point not allowed in a host name")           \
    X(EIDNBIDI,   -72,  "host name breaks the Bidi rule (RFC 5893)")       \
    X(EIDNJOIN,   -73,  "joiner out of context (RFC 5892 Appendix A)")     \
    X(EIDNPUNY,   -74,  "invalid Punycode label (RFC 3492)")               \
    X(EIDNMARK,   -75,  "label begins with a combining mark")              \
    X(EIDNHYPHEN, -76,  "hyphen first, last, or third and fourth in a label")

enum lluri_idn_errcode {
#define LLURI__IDN_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_IDN_ERRORS(LLURI__IDN_ERR_ENUM)
#undef LLURI__IDN_ERR_ENUM
    LLURI__IDN_ERR_END = 0
};

/* 1 when this build has IDN (the functions below work), else 0. */
LLURI_API int lluri_idn_supported(void);

/* host[0 .. len) as its A-labels, in the lookup profile: percent-decoded,
 * mapped (UTS #46: "B" is "b", full-width letters are ASCII, "ß" stays),
 * in NFC, each "xn--" label decoded and checked, each label with
 * non-ASCII written "xn--" + Punycode; a writer (lluri.h's contract). A
 * name all ASCII comes back lower-cased, as it is otherwise. Codes:
 * LLURI_EPCT (a bad "%", its offset); LLURI_EHOST (a control byte, "/",
 * "?", "#", "@", ":", "\\", "%" or space, raw or decoded from "%XX": the
 * offset of the byte or its "%"); LLURI_ETOOLONG (decoded, over 1023
 * bytes, or over 1024 code points mapped; or a result over 1023 bytes,
 * at offset len: what these functions take back, so that a second call
 * on a result gives it again); LLURI_EIDN (not UTF-8, or the
 * result is empty or no RFC 3986 reg-name: a '"' or "<" decoded); the
 * codes above, at the code point at fault; LLURI_ENOTSUP without IDN. */
LLURI_API ptrdiff_t lluri_host_to_ascii(const char *host, size_t len, char *out,
                                        size_t cap, lluri_error *err);

/* The same in the registration profile: IDNA2008, stricter (above). */
LLURI_API ptrdiff_t lluri_host_to_ascii_registration(const char *host, size_t len,
                                                     char *out, size_t cap,
                                                     lluri_error *err);

/* host[0 .. len) for display: as lluri_host_to_ascii() reads it, each
 * label in Unicode (UTF-8): "xn--bcher-kva.de" and "Bücher.DE" are
 * "bücher.de". An "xn--" label that is no valid A-label is an error here
 * (the lookup profile passes it through in an ASCII name). Display only:
 * lookups use lluri_host_to_ascii(). */
LLURI_API ptrdiff_t lluri_host_to_unicode(const char *host, size_t len, char *out,
                                          size_t cap, lluri_error *err);

/* ---- IRIs (RFC 3987) --------------------------------------------------------
 * Writers (lluri.h's contract); flags: a start rule (LLURI_START_*) and
 * LLURI_ZONE_ID, for the input and the output alike. *result (may be
 * NULL) is the output parsed: as a URI, as an IRI (LLURI_IRI). */

/* §3.1: the IRI iri[0 .. len) as a URI: every byte of a non-ASCII
 * character percent-encoded ("/ü" is "/%C3%BC"), the host's too; but for
 * a scheme known to use DNS (http, https, ws, wss, ftp, gopher, telnet,
 * nntp, wais, prospero, ldap), a reg-name with non-ASCII that has A-labels
 * in the registration profile, all letters, digits and hyphens (§3.1's
 * UseSTD3ASCIIRules), is written as them ("bücher.de" is
 * "xn--bcher-kva.de"; "é!" and "😀.ws" under "foo:" are percent-encoded).
 * Every valid IRI has a URI: the only errors are the IRI's (LLURI_IRI),
 * as lluri_parse() gives them, and the writers'. Without IDN every host is
 * percent-encoded. */
LLURI_API ptrdiff_t lluri_iri_to_uri(const char *iri, size_t len, lluri_flags flags,
                                     char *out, size_t cap, lluri *result,
                                     lluri_error *err);

/* §3.2, for display: the URI uri[0 .. len) as an IRI. A "%XX" run is
 * decoded where it is the UTF-8 of a character RFC 3987 allows there
 * (ucschar; iprivate in a query) or an unreserved ASCII character, and
 * kept as written otherwise: "%2F", "%25", a byte of no UTF-8, a
 * noncharacter, and the bidirectional formatting characters (§4.1:
 * "%E2%80%AE" stays). Under a scheme known to use DNS (as above), a
 * reg-name with an "xn--" label is shown in U-labels
 * (lluri_host_to_unicode()) when they are valid in the registration
 * profile, and as written otherwise ("foo://xn--bcher-kva.de/" stays).
 * lluri_iri_to_uri() of the result gives the URI back when it came from
 * lluri_iri_to_uri(). Errors: the URI's parse error. */
LLURI_API ptrdiff_t lluri_uri_to_iri(const char *uri, size_t len, lluri_flags flags,
                                     char *out, size_t cap, lluri *result,
                                     lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_IDN_H */
