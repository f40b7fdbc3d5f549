/* SPDX-License-Identifier: MIT */
/* fetch.c — where a fetch of a URL goes (lluri/fetch.h): its host as a
 * resolver reads it (percent-decoded, lower-cased, every inet_aton() form
 * an IPv4 address), the class of that address in the IANA special-purpose
 * registries (and of the special-use names), whether browsers (WHATWG
 * URL) read the URL as RFC 3986 does, and the verdict: what parsers read
 * otherwise and what the policy does not allow is denied. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include <arpa/inet.h>

#include "parse/layout.h"
#include "write/out.h"
#include "parse/parse.h"
#include "lluri/fetch.h"
#include "ascii.h"
#include "internal.h"

/* ---- inet_aton, as glibc reads it ---------------------------------------------
 * 1 to 4 parts separated by "."; each part decimal, octal after a "0", hex
 * after "0x" (any case); the parts before the last are a byte each, the
 * last fills what is left (a.b.c.d, a.b.c with c 16 bits, a.b with b 24
 * bits, a alone 32 bits); a part without a digit ("0x") or over 32 bits
 * makes it no address (as glibc 2.36 reads them); a
 * whitespace byte (or the end) ends the address, anything else after it
 * makes it no address. s is NUL-terminated. Returns 1 and *ip, or 0. */
static int inet_aton_like(const char *s, uint8_t ip[4])
{
    static const uint64_t max[4] = { 0xffffffffu, 0xffffffu, 0xffffu, 0xffu };
    uint8_t parts[4];
    size_t n = 0;
    uint64_t val = 0;
    int digit = 0;
    unsigned char c = (unsigned char)*s;

    for (;;) {
        unsigned base = 10;
        if (!lluri__is_digit(c))
            return 0;
        val = 0;
        digit = 0;
        if (c == '0') {
            c = (unsigned char)*++s;
            if (c == 'x' || c == 'X') {
                base = 16;
                c = (unsigned char)*++s;
            } else {
                base = 8;
                digit = 1;
            }
        }
        for (;;) {
            if (lluri__is_digit(c)) {
                if (base == 8 && (c == '8' || c == '9'))
                    return 0;
                val = val * base + (uint64_t)(c - '0');
                c = (unsigned char)*++s;
                digit = 1;
            } else if (base == 16 && lluri__hex_value(c) >= 0) {
                val = (val << 4) | (uint64_t)lluri__hex_value(c);
                c = (unsigned char)*++s;
                digit = 1;
            } else {
                break;
            }
            if (val > 0xffffffffu)
                return 0;
        }
        if (!digit)
            return 0;
        if (c != '.')
            break;
        if (n > 2 || val > 0xff)
            return 0;
        parts[n++] = (uint8_t)val;
        c = (unsigned char)*++s;
    }
    if ((c != '\0' && !lluri__is_space(c)) || !digit || val > max[n])
        return 0;
    {
        uint32_t word = (uint32_t)val;
        for (size_t i = 0; i < n; i++)
            word |= (uint32_t)parts[i] << (24 - 8 * i);
        ip[0] = (uint8_t)(word >> 24);
        ip[1] = (uint8_t)(word >> 16);
        ip[2] = (uint8_t)(word >> 8);
        ip[3] = (uint8_t)word;
    }
    return 1;
}

/* ---- IPv6 text ---------------------------------------------------------------------- */

/* s[0 .. n): an IPv6address (valid under RFC 3986, whose ls32 is a dotted
 * quad as inet_pton reads it). */
static int ipv6_bytes(const char *s, size_t n, uint8_t ip[16])
{
    char text[64];
    if (n >= sizeof text)
        return 0;
    memcpy(text, s, n);
    text[n] = '\0';
    return inet_pton(AF_INET6, text, ip) == 1;
}

/* ---- the registries ------------------------------------------------------------- */

/* ip's first `bits` bits equal prefix's. */
static int in(const uint8_t *ip, const uint8_t *prefix, unsigned bits)
{
    unsigned whole = bits / 8, rest = bits % 8;
    if (memcmp(ip, prefix, whole) != 0)
        return 0;
    return rest == 0 || ((ip[whole] ^ prefix[whole]) & (0xff00u >> rest) & 0xff) == 0;
}

static enum lluri_address_class class4(const uint8_t *a)
{
    static const struct { uint8_t p[4]; unsigned bits; enum lluri_address_class c; } net[] = {
        /* RFC 6890 §2.2.2 and the IANA IPv4 Special-Purpose Address Registry */
        { { 0, 0, 0, 0 }, 8, LLURI_NET_UNSPECIFIED },      /* "this network" (RFC 791) */
        { { 10, 0, 0, 0 }, 8, LLURI_NET_PRIVATE },         /* RFC 1918 */
        { { 100, 64, 0, 0 }, 10, LLURI_NET_SHARED },       /* RFC 6598 */
        { { 127, 0, 0, 0 }, 8, LLURI_NET_LOOPBACK },       /* RFC 1122 */
        { { 169, 254, 0, 0 }, 16, LLURI_NET_LINK_LOCAL },  /* RFC 3927 */
        { { 172, 16, 0, 0 }, 12, LLURI_NET_PRIVATE },      /* RFC 1918 */
        { { 192, 0, 0, 0 }, 24, LLURI_NET_RESERVED },      /* IETF protocol assignments */
        { { 192, 0, 2, 0 }, 24, LLURI_NET_DOCUMENTATION }, /* TEST-NET-1, RFC 5737 */
        { { 192, 88, 99, 0 }, 24, LLURI_NET_RESERVED },    /* 6to4 relay anycast, RFC 7526 */
        { { 192, 168, 0, 0 }, 16, LLURI_NET_PRIVATE },     /* RFC 1918 */
        { { 198, 18, 0, 0 }, 15, LLURI_NET_RESERVED },     /* benchmarking, RFC 2544 */
        { { 198, 51, 100, 0 }, 24, LLURI_NET_DOCUMENTATION }, /* TEST-NET-2 */
        { { 203, 0, 113, 0 }, 24, LLURI_NET_DOCUMENTATION }, /* TEST-NET-3 */
        { { 224, 0, 0, 0 }, 4, LLURI_NET_MULTICAST },      /* RFC 5771 */
        { { 240, 0, 0, 0 }, 4, LLURI_NET_RESERVED },       /* RFC 1112; and 255.255.255.255 */
    };
    for (size_t i = 0; i < sizeof net / sizeof net[0]; i++)
        if (in(a, net[i].p, net[i].bits))
            return net[i].c;
    return LLURI_NET_GLOBAL;
}

static enum lluri_address_class class6(const uint8_t *a)
{
    static const struct { uint8_t p[16]; unsigned bits; enum lluri_address_class c; } net[] = {
        /* RFC 6890 §2.2.3 and the IANA IPv6 Special-Purpose Address Registry */
        { { 0 }, 128, LLURI_NET_UNSPECIFIED },                          /* :: */
        { { [15] = 1 }, 128, LLURI_NET_LOOPBACK },                      /* ::1 */
        { { 0, 0x64, 0xff, 0x9b }, 96, LLURI_NET_RESERVED },            /* NAT64, RFC 6052 */
        { { 0, 0x64, 0xff, 0x9b, 0, 1 }, 48, LLURI_NET_RESERVED },      /* local NAT64, RFC 8215 */
        { { 1, 0 }, 64, LLURI_NET_RESERVED },                           /* discard-only, RFC 6666 */
        { { 0x20, 0x01, 0x0d, 0xb8 }, 32, LLURI_NET_DOCUMENTATION },    /* RFC 3849 */
        { { 0x20, 0x01 }, 23, LLURI_NET_RESERVED },                     /* IETF protocol assignments */
        { { 0x20, 0x02 }, 16, LLURI_NET_RESERVED },                     /* 6to4, RFC 3056 */
        { { 0x3f, 0xff }, 20, LLURI_NET_DOCUMENTATION },                /* RFC 9637 */
        { { 0xfc }, 7, LLURI_NET_UNIQUE_LOCAL },                        /* RFC 4193 */
        { { 0xfe, 0x80 }, 10, LLURI_NET_LINK_LOCAL },                   /* RFC 4291 */
        { { 0xff }, 8, LLURI_NET_MULTICAST },                           /* RFC 4291 */
    };
    static const uint8_t global_unicast[1] = { 0x20 };          /* 2000::/3 */
    for (size_t i = 0; i < sizeof net / sizeof net[0]; i++)
        if (in(a, net[i].p, net[i].bits))
            return net[i].c;
    /* IANA's IPv6 address space: only 2000::/3 is global unicast; the rest
     * not named above (::/8 but for what is, fec0::/10 site-local, ...)
     * is reserved by the IETF */
    return in(a, global_unicast, 3) ? LLURI_NET_GLOBAL : LLURI_NET_RESERVED;
}

/* The IPv6 addresses with an IPv4 address in their last four bytes. */
enum embedded {
    NOT_EMBEDDED,
    MAPPED,       /* ::ffff:0:0/96 (RFC 4291 §2.5.5.2): the IPv4 address itself
                     to a dual-stack socket */
    TRANSLATED,   /* ::ffff:0:0:0/96 (RFC 2765 §2.1): IPv4 through a translator */
    COMPATIBLE    /* ::/96 but :: and ::1 (RFC 4291 §2.5.5.1, deprecated) */
};

static enum embedded embedded_ipv4(const uint8_t *a)
{
    static const uint8_t mapped[12] = { [10] = 0xff, [11] = 0xff };
    static const uint8_t translated[12] = { [8] = 0xff, [9] = 0xff };
    static const uint8_t zero[12] = { 0 };
    if (memcmp(a, mapped, 12) == 0)
        return MAPPED;
    if (memcmp(a, translated, 12) == 0)
        return TRANSLATED;
    if (memcmp(a, zero, 12) == 0 && (a[12] | a[13] | a[14] | (a[15] & 0xfe)) != 0)
        return COMPATIBLE;
    return NOT_EMBEDDED;
}

enum lluri_address_class lluri_address_class_of(const uint8_t *ip, size_t len)
{
    if (ip == NULL || (len != 4 && len != 16))
        return LLURI_NET_RESERVED;
    if (len == 4)
        return class4(ip);
    return embedded_ipv4(ip) != NOT_EMBEDDED ? class4(ip + 12) : class6(ip);
}

const char *lluri_address_class_name(enum lluri_address_class net)
{
    switch (net) {
    case LLURI_NET_NAME:          return "name";
    case LLURI_NET_GLOBAL:        return "global";
    case LLURI_NET_LOOPBACK:      return "loopback";
    case LLURI_NET_PRIVATE:       return "private";
    case LLURI_NET_LINK_LOCAL:    return "link-local";
    case LLURI_NET_UNIQUE_LOCAL:  return "unique-local";
    case LLURI_NET_MULTICAST:     return "multicast";
    case LLURI_NET_UNSPECIFIED:   return "unspecified";
    case LLURI_NET_DOCUMENTATION: return "documentation";
    case LLURI_NET_SHARED:        return "shared";
    case LLURI_NET_RESERVED:      return "reserved";
    }
    return NULL;
}

int lluri_address_class_parse(const char *s, size_t len)
{
    if (s == NULL)
        return LLURI_EINVAL;
    for (int c = LLURI_NET_NAME; c <= LLURI_NET_RESERVED; c++) {
        const char *name = lluri_address_class_name((enum lluri_address_class)c);
        if (strlen(name) == len && memcmp(name, s, len) == 0)
            return c;
    }
    return LLURI_EINVAL;
}

/* The special-use names that are no DNS names to resolve: the class of
 * name[0 .. n) (lower case) when it is one of them or under one, else
 * LLURI_NET_NAME. */
static enum lluri_address_class name_class(const char *name, size_t n)
{
    static const struct { const char *suffix; enum lluri_address_class c; } names[] = {
        { "localhost", LLURI_NET_LOOPBACK },    /* RFC 6761 §6.3; curl needs no DNS */
        { "local", LLURI_NET_LINK_LOCAL },      /* RFC 6762: mDNS on the link */
        { "home.arpa", LLURI_NET_PRIVATE },     /* RFC 8375 */
        { "internal", LLURI_NET_PRIVATE },      /* private use (ICANN, 2024) */
    };
    if (n > 0 && name[n - 1] == '.')            /* the root label */
        n--;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t k = strlen(names[i].suffix);
        if (n >= k && memcmp(name + n - k, names[i].suffix, k) == 0
            && (n == k || name[n - k - 1] == '.'))
            return names[i].c;
    }
    return LLURI_NET_NAME;
}

/* ---- the address --------------------------------------------------------------- */

/* u as every writer reads it: itself when laid out as parsed, else the
 * text its components make, parsed into *copy (lluri__laid_out); a struct
 * of a lenient or IRI parse, which no writer takes, as it is once its
 * spans are inside its text. */
static int as_checked(const lluri *u, char *buf, lluri *copy, const lluri **use,
                      lluri_error *err)
{
    if ((u->present & LLURI_HAS_NON_ASCII) || u->tolerated) {
        *use = u;
        return lluri__spans_in(u) ? 0 : lluri__fail(err, LLURI_ESPAN, 0);
    }
    return lluri__laid_out(u, buf, copy, use, err);
}

/* lluri_fetch_address() of a u that as_checked() gave. */
static int address_of(const lluri *u, lluri_address *a, lluri_error *err)
{
    const char *h;
    size_t hn, o = 0;

    if (!(u->present & LLURI_HAS_AUTHORITY))
        return lluri__fail(err, LLURI_EINVAL, 0);
    h = u->src + u->host.off;
    hn = u->host.len;
    if (hn >= 2 && h[0] == '[' && (h[1] != 'v' && h[1] != 'V')) {
        /* an IPv6 literal, its zone id (if any) left out */
        const char *z = memchr(h, '%', hn - 1);
        size_t an = (z ? (size_t)(z - h) : hn - 1) - 1;
        if (!ipv6_bytes(h + 1, an, a->ip))
            return lluri__fail(err, LLURI_EIPLITERAL, u->host.off);
        if (embedded_ipv4(a->ip) == MAPPED) {
            memmove(a->ip, a->ip + 12, 4);
            memset(a->ip + 4, 0, 12);
            a->kind = LLURI_ADDRESS_IPV4;
            a->net = class4(a->ip);
        } else {
            a->kind = LLURI_ADDRESS_IPV6;
            a->net = lluri_address_class_of(a->ip, 16);
        }
        return lluri__fail(err, LLURI_OK, 0);
    }
    /* a name (or an IPvFuture literal, which no resolver reads): decoded,
     * lower case, up to a decoded NUL, as a resolver is given it */
    for (size_t i = 0; i < hn; i++) {
        unsigned char c = (unsigned char)h[i];
        if (c == '%' && hn - i >= 3 && lluri__hex_value((unsigned char)h[i + 1]) >= 0
            && lluri__hex_value((unsigned char)h[i + 2]) >= 0) {
            c = (unsigned char)(lluri__hex_value((unsigned char)h[i + 1]) << 4
                                | lluri__hex_value((unsigned char)h[i + 2]));
            i += 2;
        }
        if (c == '\0')
            break;
        if (o == sizeof a->name - 1)
            return lluri__fail(err, LLURI_EHOST, u->host.off + i);
        a->name[o++] = lluri__lower((char)c);
    }
    a->name[o] = '\0';
    a->name_len = o;
    if (inet_aton_like(a->name, a->ip)) {
        a->kind = LLURI_ADDRESS_IPV4;
        a->net = class4(a->ip);
    } else {
        a->kind = LLURI_ADDRESS_NAME;
        a->net = name_class(a->name, o);
    }
    return lluri__fail(err, LLURI_OK, 0);
}

int lluri_fetch_address(const lluri *u, lluri_address *a, lluri_error *err)
{
    char buf[LLURI__EDITED_MAX];
    lluri copy;
    const lluri *use;
    int rc;

    if (a == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    memset(a, 0, sizeof *a);
    if (u == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = as_checked(u, buf, &copy, &use, err);
    return rc < 0 ? rc : address_of(use, a, err);
}

/* ---- networks -------------------------------------------------------------------- */

int lluri_fetch_net_parse(lluri_fetch_net *net, const char *s, size_t len, lluri_error *err)
{
    const char *slash;
    size_t an, a0 = 0, max;
    char text[64];
    unsigned bits = 0;

    if (net == NULL || (s == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    memset(net, 0, sizeof *net);
    slash = len ? memchr(s, '/', len) : NULL;
    an = slash ? (size_t)(slash - s) : len;
    if (an >= 2 && s[0] == '[') {               /* "[v6]" */
        if (s[an - 1] != ']')
            return lluri__fail(err, LLURI_ENETWORK, an);
        a0 = 1;
        an -= 2;
    }
    if (an == 0 || an >= sizeof text)
        return lluri__fail(err, LLURI_ENETWORK, a0 + (an ? sizeof text : 0));
    memcpy(text, s + a0, an);
    text[an] = '\0';
    if (a0 == 0 && memchr(text, ':', an) == NULL) {
        size_t fail;
        if (!lluri__rule_match(LLURI_RULE_IPV4ADDRESS, text, an, 0, &fail))
            return lluri__fail(err, LLURI_ENETWORK, fail);
        if (inet_pton(AF_INET, text, net->ip) != 1)
            return lluri__fail(err, LLURI_ENETWORK, 0);
        net->kind = LLURI_ADDRESS_IPV4;
        max = 32;
    } else {
        if (inet_pton(AF_INET6, text, net->ip) != 1)
            return lluri__fail(err, LLURI_ENETWORK, a0);
        net->kind = LLURI_ADDRESS_IPV6;
        max = 128;
    }
    if (slash == NULL) {
        bits = (unsigned)max;
    } else {
        size_t i = (size_t)(slash - s) + 1;
        if (i == len)
            return lluri__fail(err, LLURI_ENETWORK, i);
        for (; i < len; i++) {
            if (!lluri__is_digit((unsigned char)s[i]) || (bits = bits * 10 + (unsigned)(s[i] - '0')) > max)
                return lluri__fail(err, LLURI_ENETWORK, i);
        }
    }
    net->bits = bits;
    for (unsigned b = bits; b < max; b++)       /* the host bits cleared */
        net->ip[b / 8] &= (uint8_t)~(0x80u >> (b % 8));
    return lluri__fail(err, LLURI_OK, 0);
}

/* ---- the verdict ------------------------------------------------------------------ */

const char *lluri_fetch_reason_name(enum lluri_fetch_reason r)
{
    switch (r) {
    case LLURI_FETCH_SAFE:            return "safe";
    case LLURI_FETCH_NO_AUTHORITY:    return "no authority";
    case LLURI_FETCH_EMPTY_HOST:      return "empty host";
    case LLURI_FETCH_PCT_HOST:        return "percent-encoded host";
    case LLURI_FETCH_NUMERIC_HOST:    return "numeric host read as an address";
    case LLURI_FETCH_NUMBER_LABEL:    return "last label a number";
    case LLURI_FETCH_IP_LITERAL:      return "zone id or IPvFuture";
    case LLURI_FETCH_PORT:            return "port out of range";
    case LLURI_FETCH_NOT_URI:         return "not a URI (lenient or IRI)";
    case LLURI_FETCH_IPV4_COMPATIBLE: return "IPv4-compatible IPv6 address";
    case LLURI_FETCH_DENIED:          return "address class not allowed";
    }
    return NULL;
}

const char *lluri_fetch_verdict_name(enum lluri_fetch_reason r, enum lluri_address_class net)
{
    switch (r) {
    case LLURI_FETCH_SAFE:            return "allow";
    case LLURI_FETCH_NO_AUTHORITY:    return "deny:no-authority";
    case LLURI_FETCH_EMPTY_HOST:      return "deny:empty-host";
    case LLURI_FETCH_PCT_HOST:        return "deny:encoded-host";
    case LLURI_FETCH_NUMERIC_HOST:    return "deny:numeric-obfuscated";
    case LLURI_FETCH_NUMBER_LABEL:    return "deny:number-label";
    case LLURI_FETCH_IP_LITERAL:      return "deny:ip-literal";
    case LLURI_FETCH_PORT:            return "deny:port-range";
    case LLURI_FETCH_NOT_URI:         return "deny:not-uri";
    case LLURI_FETCH_IPV4_COMPATIBLE: return "deny:ipv4-compatible";
    case LLURI_FETCH_DENIED:
        switch (net) {
        case LLURI_NET_LOOPBACK:      return "deny:loopback";
        case LLURI_NET_PRIVATE:       return "deny:private";
        case LLURI_NET_LINK_LOCAL:    return "deny:link-local";
        case LLURI_NET_UNIQUE_LOCAL:  return "deny:unique-local";
        case LLURI_NET_MULTICAST:     return "deny:multicast";
        case LLURI_NET_UNSPECIFIED:   return "deny:unspecified";
        case LLURI_NET_DOCUMENTATION: return "deny:documentation";
        case LLURI_NET_SHARED:        return "deny:shared";
        case LLURI_NET_RESERVED:      return "deny:reserved";
        case LLURI_NET_NAME:
        case LLURI_NET_GLOBAL:        break;
        }
        break;
    }
    return NULL;
}

/* Whether the last label of name[0 .. n) (a trailing "." left out) is a
 * number as WHATWG's "ends in a number" reads it: all digits, or "0x"
 * and hex digits. */
static int ends_in_number(const char *name, size_t n)
{
    size_t e = n, b;
    if (e > 0 && name[e - 1] == '.')
        e--;
    b = e;
    while (b > 0 && name[b - 1] != '.')
        b--;
    if (b == e)
        return 0;
    if (e - b >= 2 && name[b] == '0' && (name[b + 1] == 'x' || name[b + 1] == 'X')) {
        for (size_t i = b + 2; i < e; i++)
            if (lluri__hex_value((unsigned char)name[i]) < 0)
                return 0;
        return 1;
    }
    for (size_t i = b; i < e; i++)
        if (!lluri__is_digit((unsigned char)name[i]))
            return 0;
    return 1;
}

static int special(const char *s, size_t n)
{
    static const char *const names[] = { "http", "https", "ws", "wss" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == n && lluri__same_nocase(s, names[i], n))
            return 1;
    return 0;
}

/* An authority alone: host and port, nothing else (RFC 9112 §3.2.3's
 * authority-form, as laid out again by as_checked()). */
static int authority_alone(const lluri *u)
{
    return (u->present & (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_USERINFO
                          | LLURI_HAS_PORT | LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT))
               == (LLURI_HAS_AUTHORITY | LLURI_HAS_PORT)
           && u->path.len == 0;
}

static int policy_error(const lluri_fetch_policy *p)
{
    if (p == NULL)
        return 0;
    if (p->flags != 0)
        return LLURI_EFLAGS;
    if ((p->nets == NULL && p->nnets > 0)
        || (p->allow & ~((LLURI_FETCH_ALLOW(LLURI_NET_RESERVED) << 1) - 1)) != 0)
        return LLURI_EINVAL;
    return 0;
}

/* Whether the policy lets a fetch reach a: a global address or a name
 * always; another class when allowed; an address in an allowed network. */
static int allowed(const lluri_fetch_policy *p, const lluri_address *a)
{
    if (a->net == LLURI_NET_GLOBAL || a->net == LLURI_NET_NAME)
        return 1;
    if (p == NULL)
        return 0;
    if (p->allow & LLURI_FETCH_ALLOW(a->net))
        return 1;
    for (size_t i = 0; i < p->nnets; i++)
        if (a->kind == p->nets[i].kind
            && in(a->ip, p->nets[i].ip, p->nets[i].bits > 128 ? 128 : p->nets[i].bits))
            return 1;
    return 0;
}

int lluri_fetch_check(const lluri *u, const lluri_fetch_policy *policy,
                      enum lluri_fetch_reason *reason, lluri_address *a, lluri_error *err)
{
    char buf[LLURI__EDITED_MAX];
    lluri copy;
    const lluri *use;
    lluri_address own;
    enum lluri_fetch_reason why = LLURI_FETCH_SAFE;
    const char *h;
    uint8_t kind;
    int rc;

    if (a == NULL)
        a = &own;
    memset(a, 0, sizeof *a);
    if (reason)
        *reason = LLURI_FETCH_SAFE;
    if (u == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = policy_error(policy);
    if (rc < 0)
        return lluri__fail(err, rc, 0);
    rc = as_checked(u, buf, &copy, &use, err);
    if (rc < 0)
        return rc;
    if (!((use->present & LLURI_HAS_SCHEME)
          && special(use->src + use->scheme.off, use->scheme.len))
        && !authority_alone(use))
        return lluri__fail(err, LLURI_ENOTHTTP, 0);
    lluri__fail(err, LLURI_OK, 0);
    if (!(use->present & LLURI_HAS_AUTHORITY)) {
        why = LLURI_FETCH_NO_AUTHORITY;
        goto done;
    }
    h = use->src + use->host.off;
    rc = address_of(use, a, err);
    if (rc < 0)
        return rc;
    /* the host's kind as its text says (an edited u's host_kind is not
     * trusted: a parse would give this one) */
    kind = lluri__host_kind(h, use->host.len);
    if ((use->present & LLURI_HAS_NON_ASCII) || use->tolerated)
        why = LLURI_FETCH_NOT_URI;
    else if (use->host.len == 0)
        why = LLURI_FETCH_EMPTY_HOST;
    else if (kind == LLURI_HOST_IPVFUTURE || (use->present & LLURI_HAS_ZONE_ID))
        why = LLURI_FETCH_IP_LITERAL;
    else if (h[0] != '[' && memchr(h, '%', use->host.len) != NULL)
        why = LLURI_FETCH_PCT_HOST;
    else if (a->kind == LLURI_ADDRESS_IPV4 && kind != LLURI_HOST_IPV4
             && kind != LLURI_HOST_IPV6)
        why = LLURI_FETCH_NUMERIC_HOST;
    else if (a->kind == LLURI_ADDRESS_NAME && ends_in_number(a->name, a->name_len))
        why = LLURI_FETCH_NUMBER_LABEL;
    else if ((use->present & LLURI_HAS_PORT) && lluri_port(use, NULL) == LLURI_EPORTRANGE)
        why = LLURI_FETCH_PORT;
    else if (a->kind == LLURI_ADDRESS_IPV6 && embedded_ipv4(a->ip) == COMPATIBLE)
        why = LLURI_FETCH_IPV4_COMPATIBLE;
    else if (!allowed(policy, a))
        why = LLURI_FETCH_DENIED;
done:
    if (reason)
        *reason = why;
    return why == LLURI_FETCH_SAFE;
}
