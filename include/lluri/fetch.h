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
    X(ENOTHTTP,   -65,  "not an http, https, ws or wss URL")                \
    X(ENETWORK,   -66,  "invalid network (address or prefix length)")

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
 * authority to RFC 3986 and the host evil.com to a browser.
 *
 * The verdict (lluri_fetch_check) denies both: what parsers read
 * otherwise, and, by default, every address that is not global. Names are
 * checked as written: a name that DNS resolves to an internal address
 * passes, so a server must check the address it connects to as well. */

enum lluri_address_kind {
    LLURI_ADDRESS_NAME = 1,   /* a name to resolve: name[] */
    LLURI_ADDRESS_IPV4 = 2,   /* ip[0..3], network order */
    LLURI_ADDRESS_IPV6 = 3    /* ip[0..15] */
};

/* The IANA special-purpose address registries (RFC 6890 and successors),
 * and the special-use names that are not DNS's to resolve (RFC 6761). */
enum lluri_address_class {
    LLURI_NET_NAME          = 0,  /* a name: its addresses are DNS's to say */
    LLURI_NET_GLOBAL        = 1,  /* IPv4 outside the entries below; IPv6
                                     global unicast (2000::/3) outside them */
    LLURI_NET_LOOPBACK      = 2,  /* 127/8, ::1; the names localhost and
                                     *.localhost (RFC 6761 §6.3) */
    LLURI_NET_PRIVATE       = 3,  /* 10/8, 172.16/12, 192.168/16 (RFC 1918);
                                     the names *.home.arpa (RFC 8375) and
                                     *.internal (private use) */
    LLURI_NET_LINK_LOCAL    = 4,  /* 169.254/16 (the cloud metadata address
                                     169.254.169.254), fe80::/10; the names
                                     *.local (mDNS, RFC 6762) */
    LLURI_NET_UNIQUE_LOCAL  = 5,  /* fc00::/7 */
    LLURI_NET_MULTICAST     = 6,  /* 224/4, ff00::/8 */
    LLURI_NET_UNSPECIFIED   = 7,  /* 0.0.0.0/8 ("this network"), :: */
    LLURI_NET_DOCUMENTATION = 8,  /* 192.0.2/24, 198.51.100/24, 203.0.113/24,
                                     2001:db8::/32, 3fff::/20 */
    LLURI_NET_SHARED        = 9,  /* 100.64/10 (RFC 6598, carrier NAT) */
    LLURI_NET_RESERVED      = 10  /* the registries' other entries: 192.0.0/24,
                                     198.18/15, 240/4, 255.255.255.255,
                                     64:ff9b::/96, 100::/64, 2001::/23,
                                     2002::/16, and IPv6 outside 2000::/3
                                     that no entry above names */
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
 * literal is its address (an IPv4-mapped one, ::ffff:a.b.c.d, reduced to
 * IPv4, as a dual-stack socket connects it; an IPv4-compatible one,
 * ::a.b.c.d, or an IPv4-translated one, ::ffff:0:a.b.c.d, stays IPv6,
 * of the class of the IPv4 address in it), and anything else a name (of
 * class NAME, but for the special-use names above). u is checked as
 * every writer checks it (an edited u as the text its components make:
 * a host span narrowed from "[::1]" to "::1" is LLURI_EHOST). Returns 0;
 * LLURI_EINVAL when u has no host; LLURI_EHOST for a host that decodes to
 * more than 255 bytes; LLURI_ESPAN for spans outside u's text. */
LLURI_API int lluri_fetch_address(const lluri *u, lluri_address *a,
                                  lluri_error *err);

/* The class of a 4- or 16-byte address (an IPv4-mapped, -compatible or
 * -translated IPv6 one by its IPv4 address). */
LLURI_API enum lluri_address_class lluri_address_class_of(const uint8_t *ip,
                                                          size_t len);
/* "global", "loopback", ..., "name"; NULL out of the enum. */
LLURI_API const char *lluri_address_class_name(enum lluri_address_class net);
/* The class named s[0 .. len) ("loopback", "link-local", ...), or
 * LLURI_EINVAL. */
LLURI_API int lluri_address_class_parse(const char *s, size_t len);

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
    LLURI_FETCH_NOT_URI         = 8, /* what a lenient or IRI parse took that
                                        RFC 3986 refuses (u->tolerated, or
                                        LLURI_HAS_NON_ASCII): WHATWG reads
                                        "a\\b@c" or a full-width "." its own way */
    LLURI_FETCH_IPV4_COMPATIBLE = 9, /* "[::a.b.c.d]" (RFC 4291 §2.5.5.1,
                                        deprecated): stacks read it as IPv4,
                                        as IPv6 or not at all; never allowed */
    LLURI_FETCH_DENIED          = 10 /* an address (or a special-use name) of
                                        a class the policy does not allow:
                                        a->net says which */
};
/* The reason in words ("numeric host read as an address"); NULL out of
 * the enum. */
LLURI_API const char *lluri_fetch_reason_name(enum lluri_fetch_reason r);
/* The verdict as a token a rule or a log can match: "allow" for
 * LLURI_FETCH_SAFE, else "deny:" and the reason ("deny:no-authority",
 * "deny:empty-host", "deny:encoded-host", "deny:numeric-obfuscated",
 * "deny:number-label", "deny:ip-literal", "deny:port-range",
 * "deny:not-uri", "deny:ipv4-compatible") or, for LLURI_FETCH_DENIED, the
 * class ("deny:loopback", "deny:link-local", ...). NULL for a value out of
 * the enums, or LLURI_FETCH_DENIED of a class that is always allowed. */
LLURI_API const char *lluri_fetch_verdict_name(enum lluri_fetch_reason r,
                                               enum lluri_address_class net);

/* A network: the addresses whose first `bits` bits are ip's. */
typedef struct lluri_fetch_net {
    enum lluri_address_kind kind;   /* LLURI_ADDRESS_IPV4 or _IPV6 */
    uint8_t  ip[16];
    unsigned bits;                  /* 0 .. 32, 0 .. 128 */
} lluri_fetch_net;

/* s[0 .. len) as a network: a dotted-quad IPv4 address or an IPv6
 * address (in brackets or not), and "/" a prefix length (none: the one
 * address). Bits past the prefix are cleared. Returns 0, or
 * LLURI_ENETWORK with the offset of the first byte that cannot be
 * (LLURI_EINVAL for NULL arguments). */
LLURI_API int lluri_fetch_net_parse(lluri_fetch_net *net, const char *s, size_t len,
                                    lluri_error *err);

/* What a server fetches on purpose beyond global addresses and names:
 * classes, and networks (whatever their class). NULL is the default
 * policy: no more. */
#define LLURI_FETCH_ALLOW(net) (1u << (net))   /* a bit of .allow */
typedef struct lluri_fetch_policy {
    unsigned               flags;   /* 0: none is defined yet */
    unsigned               allow;   /* LLURI_FETCH_ALLOW(LLURI_NET_LOOPBACK) | ... */
    const lluri_fetch_net *nets;
    size_t                 nnets;
} lluri_fetch_policy;

/* Whether a fetch of u, an http, https, ws or wss URL or an authority
 * alone (a CONNECT target as lluri_parse_request_target gives it: host and
 * port, no scheme, path, query), may go ahead: 1 (allow) or 0 (deny:
 * *reason says why), or a negative code. It denies, in this order:
 *   - what RFC 3986, WHATWG's URL parser and inet_aton() read otherwise
 *     (reasons 1 to 8: then the host lluri reports is not surely the host
 *     a fetch goes to);
 *   - an IPv4-compatible IPv6 literal (reason 9), whatever the policy;
 *   - an address, or a special-use name, whose class is not global, unless
 *     the policy allows its class or a network holding it (reason 10).
 * A name (class NAME) is allowed as written: resolve it, check every
 * address it gives as the policy says, and connect to the address you
 * checked. u is checked as lluri_fetch_address() checks it. *a (may be
 * NULL) receives lluri_fetch_address()'s answer when there is a host.
 * Errors: LLURI_ENOTHTTP for another scheme (or none, but for an
 * authority alone); LLURI_EFLAGS for policy flags; LLURI_EINVAL for a
 * NULL u, NULL nets with a count, or allow bits past the classes; and
 * lluri_fetch_address()'s. */
LLURI_API int lluri_fetch_check(const lluri *u, const lluri_fetch_policy *policy,
                                enum lluri_fetch_reason *reason,
                                lluri_address *a, lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_FETCH_H */
