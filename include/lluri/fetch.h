/* SPDX-License-Identifier: MIT */
/*
 * lluri/fetch.h — where a fetch of a URL goes: the address a resolver
 * reads in its host, the class of that address (RFC 6890's registries),
 * and whether browsers (WHATWG URL) and RFC 3986 read the URL alike.
 */
#ifndef LLURI_FETCH_H
#define LLURI_FETCH_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The codes of this header, -65 .. -69 (lluri_strerror() knows them). */
#define LLURI_FETCH_ERRORS(X)                                                \
    X(ENOTHTTP,   -65,  "not an http, https, ws or wss URL")

enum lluri_fetch_errcode {
#define LLURI__FETCH_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_FETCH_ERRORS(LLURI__FETCH_ERR_ENUM)
#undef LLURI__FETCH_ERR_ENUM
    LLURI__FETCH_ERR_END = 0
};

/* ---- Where a fetch goes ----------------------------------------------------------
 * RFC 3986 says what a host *is*; a resolver (glibc getaddrinfo, curl) and
 * a browser (WHATWG URL) decide where a fetch *goes*, and they read some
 * hosts otherwise: "2130706433", "0177.0.0.1", "127.1", "0x7f000001" and
 * "0" are reg-names to RFC 3986 and addresses to inet_aton(); a host with
 * "%xx" is decoded by browsers and by curl; "http:evil.com" has no
 * authority to RFC 3986 and the host evil.com to a browser. */

enum lluri_address_kind {
    LLURI_ADDRESS_NAME = 1,   /* a name to resolve: name[] */
    LLURI_ADDRESS_IPV4 = 2,   /* ip[0..3], network order */
    LLURI_ADDRESS_IPV6 = 3    /* ip[0..15] */
};

/* The IANA special-purpose address registries (RFC 6890 and successors). */
enum lluri_address_class {
    LLURI_NET_NAME          = 0,  /* a name: its addresses are DNS's to say */
    LLURI_NET_GLOBAL        = 1,
    LLURI_NET_LOOPBACK      = 2,  /* 127/8, ::1 */
    LLURI_NET_PRIVATE       = 3,  /* 10/8, 172.16/12, 192.168/16 (RFC 1918) */
    LLURI_NET_LINK_LOCAL    = 4,  /* 169.254/16, fe80::/10 */
    LLURI_NET_UNIQUE_LOCAL  = 5,  /* fc00::/7 */
    LLURI_NET_MULTICAST     = 6,  /* 224/4, ff00::/8 */
    LLURI_NET_UNSPECIFIED   = 7,  /* 0.0.0.0/8 ("this network"), :: */
    LLURI_NET_DOCUMENTATION = 8,  /* 192.0.2/24, 198.51.100/24, 203.0.113/24,
                                     2001:db8::/32, 3fff::/20 */
    LLURI_NET_SHARED        = 9,  /* 100.64/10 (RFC 6598, carrier NAT) */
    LLURI_NET_RESERVED      = 10  /* the registries' other entries: 192.0.0/24,
                                     198.18/15, 240/4, 255.255.255.255,
                                     100::/64, 2001::/23, ... */
};

typedef struct lluri_address {
    enum lluri_address_kind  kind;
    enum lluri_address_class net;
    uint8_t  ip[16];
    char     name[256];       /* kind NAME: lower case, percent-decoded,
                                 NUL-terminated; a decoded NUL ends it, as
                                 it ends the C string a resolver is given */
    size_t   name_len;
} lluri_address;

/* Where a fetch of u goes: its host as a resolver reads it. The host is
 * percent-decoded and lower-cased; then every inet_aton() form (1 to 4
 * parts, each decimal, octal with "0", hex with "0x"; trailing whitespace
 * ended, as glibc's inet_aton ends it) is an IPv4 address, an IPv6
 * literal is its address (an IPv4-mapped or -compatible one reduced to
 * IPv4), and anything else a name. Returns 0; LLURI_EINVAL when u has no
 * host; LLURI_EHOST for a host that decodes to more than 255 bytes;
 * LLURI_ESPAN for an edited u whose spans are outside its text. */
LLURI_API int lluri_fetch_address(const lluri *u, lluri_address *a,
                                  lluri_error *err);

/* The class of a 4- or 16-byte address (an IPv4-mapped IPv6 one by its
 * IPv4 address). */
LLURI_API enum lluri_address_class lluri_address_class_of(const uint8_t *ip,
                                                          size_t len);
/* "global", "loopback", ..., "name"; NULL out of the enum. */
LLURI_API const char *lluri_address_class_name(enum lluri_address_class net);

/* Why a URL is not fetch-safe (lluri_fetch_check). */
enum lluri_fetch_reason {
    LLURI_FETCH_SAFE            = 0,
    LLURI_FETCH_NO_AUTHORITY    = 1, /* "http:x" or "http:/x": browsers find a host */
    LLURI_FETCH_EMPTY_HOST      = 2, /* "http:///x": browsers take "x" */
    LLURI_FETCH_PCT_HOST        = 3, /* "%xx" in the host: decoded by browsers, curl */
    LLURI_FETCH_NUMERIC_HOST    = 4, /* a reg-name that resolvers read as an address */
    LLURI_FETCH_NUMBER_LABEL    = 5, /* a last label of digits: WHATWG takes it
                                        as an IPv4 address or fails */
    LLURI_FETCH_IP_LITERAL      = 6, /* a zone id or IPvFuture: WHATWG fails */
    LLURI_FETCH_PORT            = 7, /* a port over 65535: WHATWG fails */
    LLURI_FETCH_NOT_URI         = 8  /* what a lenient or IRI parse took that
                                        RFC 3986 refuses (u->tolerated, or
                                        LLURI_HAS_NON_ASCII): WHATWG reads
                                        "a\\b@c" or a full-width "." its own way */
};
LLURI_API const char *lluri_fetch_reason_name(enum lluri_fetch_reason r);

/* Whether a fetch of u, an http, https, ws or wss URL, goes where RFC 3986
 * says: 1 (fetch-safe), 0 (not: *reason says why), or a negative code
 * (LLURI_ENOTHTTP for another scheme or none; LLURI_ESPAN). *a (may be
 * NULL) receives lluri_fetch_address()'s answer when there is a host. A
 * fetch-safe URL's host is read alike by RFC 3986, by WHATWG's URL parser
 * and by inet_aton(); whether its address may be fetched is the server's
 * to decide, after resolving a name (DNS can point anywhere). flags: 0. */
LLURI_API int lluri_fetch_check(const lluri *u, unsigned flags,
                                enum lluri_fetch_reason *reason,
                                lluri_address *a, lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_FETCH_H */
