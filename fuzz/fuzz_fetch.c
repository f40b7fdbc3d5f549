/* SPDX-License-Identifier: MIT */
/* fuzz_fetch — where a fetch goes (lluri_fetch_address, lluri_fetch_check).
 *
 * Control byte: bit 0 LLURI_ZONE_ID; bit 1 the text after "http://"
 * (so that most inputs have a host), else the text as it is.
 *
 * Invariants: for every URI with a host, the address derived from it is
 * what glibc's inet_aton() reads in the decoded host when inet_aton takes
 * it, and a name otherwise (an IPv6 literal aside); a name is lower case,
 * NUL-free and as long as it says; the class is the registries' for the
 * address; and a fetch-safe URL's host is the same under RFC 3986 and
 * under a WHATWG-style reading of the same bytes (special scheme: skip the
 * slashes, the authority ends at "/", "\", "?" or "#", userinfo at the
 * last "@", the port at the last ":" outside brackets; the host then
 * lower-cased), and it has a port no larger than 65535.
 */
#define FUZZ_NAME fetch
#include "fuzz.h"

#include <arpa/inet.h>

/* The host WHATWG's URL parser cuts out of a special URL s[0 .. n) (its
 * scheme "http:" etc. of length sl): lower-cased into out. */
static size_t whatwg_host(const char *s, size_t n, size_t sl, char *out)
{
    size_t i = sl + 1, a, e, at, colon, o = 0;
    int br = 0;
    while (i < n && (s[i] == '/' || s[i] == '\\'))
        i++;
    a = i;
    while (i < n && s[i] != '/' && s[i] != '\\' && s[i] != '?' && s[i] != '#')
        i++;
    e = i;
    at = a;
    for (size_t k = a; k < e; k++)
        if (s[k] == '@')
            at = k + 1;
    colon = e;
    for (size_t k = at; k < e; k++) {
        if (s[k] == '[')
            br = 1;
        else if (s[k] == ']')
            br = 0;
        else if (s[k] == ':' && !br)
            colon = k;
    }
    for (size_t k = at; k < colon; k++)
        out[o++] = (char)((s[k] >= 'A' && s[k] <= 'Z') ? s[k] + 32 : s[k]);
    return o;
}

FUZZ_ENTRY(data, size)
{
    fz_input in = fz_split_ctl(data, size);
    unsigned pflags = (in.ctl & 1u) ? LLURI_ZONE_ID : 0u;
    static char buf[FZ_MAX_IN + 8], whost[FZ_MAX_IN + 8];
    const char *s = in.text;
    size_t n = in.len;
    lluri u;
    lluri_address a;
    enum lluri_fetch_reason why;
    int rc;

    if (in.len > FZ_MAX_IN)
        return 0;
    if (in.ctl & 2u) {
        memcpy(buf, "http://", 7);
        memcpy(buf + 7, in.text, in.len);
        s = buf;
        n = in.len + 7;
    }
    if (lluri_parse(&u, s, n, pflags, NULL) != 0)
        return 0;
    rc = lluri_fetch_address(&u, &a, NULL);
    if (!(u.present & LLURI_HAS_AUTHORITY)) {
        FZ_CHECK(rc == LLURI_EINVAL, "an address without a host: %d", rc);
    } else if (rc == 0) {
        FZ_CHECK(a.kind == LLURI_ADDRESS_NAME || a.kind == LLURI_ADDRESS_IPV4
                 || a.kind == LLURI_ADDRESS_IPV6, "kind %d", a.kind);
        if (a.kind != LLURI_ADDRESS_IPV6 && u.host_kind != LLURI_HOST_IPV6) {
            struct in_addr want;
            /* the decoded host, as given to inet_aton: a.name holds it for
             * a name; rebuild it for an address */
            char text[300];
            size_t o = 0;
            for (size_t i = 0; i < u.host.len && o < sizeof text - 1; i++) {
                const char *h = s + u.host.off;
                unsigned char c = (unsigned char)h[i];
                if (c == '%' && u.host.len - i >= 3) {
                    char hex[3] = { h[i + 1], h[i + 2], 0 };
                    c = (unsigned char)strtol(hex, NULL, 16);
                    i += 2;
                }
                if (c == 0)
                    break;
                text[o++] = (char)((c >= 'A' && c <= 'Z') ? c + 32 : c);
            }
            text[o] = '\0';
            if (u.host_kind != LLURI_HOST_IPVFUTURE) {
                int ok = inet_aton(text, &want);
                FZ_CHECK(ok == (a.kind == LLURI_ADDRESS_IPV4), "inet_aton(\"%s\") %d, kind %d",
                         text, ok, a.kind);
                if (ok)
                    FZ_CHECK(memcmp(a.ip, &want.s_addr, 4) == 0, "\"%s\": other address", text);
            }
        }
        if (a.kind == LLURI_ADDRESS_NAME) {
            FZ_CHECK(a.name_len == strlen(a.name) && a.name_len < sizeof a.name, "name length");
            for (size_t i = 0; i < a.name_len; i++)
                FZ_CHECK(!(a.name[i] >= 'A' && a.name[i] <= 'Z'), "upper case in the name");
            /* a name has no class but the special-use names' */
            FZ_CHECK(a.net == LLURI_NET_NAME || a.net == LLURI_NET_LOOPBACK
                     || a.net == LLURI_NET_PRIVATE || a.net == LLURI_NET_LINK_LOCAL,
                     "a name of class %d", a.net);
        } else {
            FZ_CHECK(a.net == lluri_address_class_of(a.ip, a.kind == LLURI_ADDRESS_IPV4 ? 4 : 16),
                     "class");
        }
    }
    rc = lluri_fetch_check(&u, NULL, &why, &a, NULL);
    FZ_CHECK(rc == 1 || rc == 0 || rc == LLURI_ENOTHTTP || rc == LLURI_EHOST, "check %d", rc);
    FZ_CHECK(rc < 0 || (rc == 1) == (why == LLURI_FETCH_SAFE), "verdict %d, reason %d", rc, why);
    /* allowed: a global address or a name, read alike by WHATWG */
    FZ_CHECK(rc != 1 || a.net == LLURI_NET_GLOBAL || a.net == LLURI_NET_NAME,
             "allowed, of class %d", a.net);
    if (rc == 1 && (u.present & LLURI_HAS_SCHEME)) {
        size_t hn = whatwg_host(s, n, u.scheme.len, whost);
        FZ_CHECK(hn == u.host.len, "WHATWG host length %zu, RFC 3986 %u", hn, u.host.len);
        for (size_t i = 0; i < hn; i++) {
            char c = s[u.host.off + i];
            FZ_CHECK(whost[i] == ((c >= 'A' && c <= 'Z') ? c + 32 : c), "WHATWG host differs");
        }
        FZ_CHECK(!(u.present & LLURI_HAS_PORT) || lluri_port(&u, NULL) >= 0
                 || lluri_port(&u, NULL) == LLURI_ENOPORT, "a fetch-safe port out of range");
    }
    return 0;
}
