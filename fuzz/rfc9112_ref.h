/* SPDX-License-Identifier: MIT */
/* rfc9112_ref.h — a second recognizer of RFC 9112 request lines, written
 * for the differential tests from the ABNF alone (RFC 9112 §3, RFC 9110,
 * RFC 3986 Appendix A), by hand and by other means than lluri's: plain
 * C over the bytes, each rule a function that says how far it matched,
 * with backtracking where the ABNF has choices; IPv6 addresses counted
 * in groups instead of the nine alternatives. It shares no code with the
 * library. fuzz_request.c and tests/props/test_request_diff.c compare it
 * with lluri_request_parser_execute() and lluri_parse_request_target().
 *
 *   request-line   = method SP request-target SP HTTP-version   (§3)
 *   method         = token                                       (§3.1)
 *   request-target = origin-form / absolute-form / authority-form
 *                    / asterisk-form                             (§3.2)
 *   origin-form    = absolute-path [ "?" query ]                 (§3.2.1)
 *   absolute-form  = absolute-URI                                (§3.2.2)
 *   authority-form = uri-host ":" port                           (§3.2.3)
 *   asterisk-form  = "*"                                         (§3.2.4)
 *   HTTP-version   = HTTP-name "/" DIGIT "." DIGIT, HTTP-name = %s"HTTP"
 *   ended by CRLF, or a bare LF (§2.2 lets a recipient take it).
 * Which form a method takes (§3.2.3, §3.2.4, §9.3.6, §9.3.7 of RFC 9110):
 * CONNECT the authority-form only; OPTIONS also "*"; the others the
 * origin-form or the absolute-form. */
#ifndef LLURI_RFC9112_REF_H
#define LLURI_RFC9112_REF_H

#include <stddef.h>
#include <string.h>

enum { REF_NONE = 0, REF_ORIGIN = 1, REF_ABSOLUTE = 2, REF_AUTHORITY = 3,
       REF_ASTERISK = 4 };

static int ref_alpha(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
static int ref_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int ref_hex(unsigned char c)
{
    return ref_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
}

/* RFC 9110 §5.6.2 tchar */
static int ref_tchar(unsigned char c)
{
    return ref_alpha(c) || ref_digit(c) || (c && strchr("!#$%&'*+-.^_`|~", c));
}

/* RFC 3986 §2.3 unreserved, §2.2 sub-delims */
static int ref_unreserved(unsigned char c)
{
    return ref_alpha(c) || ref_digit(c) || c == '-' || c == '.' || c == '_' || c == '~';
}
static int ref_subdelim(unsigned char c) { return c && strchr("!$&'()*+,;=", c) != NULL; }

/* How many bytes of s[i ..) one "pchar"-like unit takes: a byte of `ok`,
 * or pct-encoded; 0 for none. */
static size_t ref_unit(const char *s, size_t n, size_t i, const char *extra)
{
    unsigned char c = (unsigned char)s[i];
    if (c == '%')
        return i + 2 < n && ref_hex((unsigned char)s[i + 1]) && ref_hex((unsigned char)s[i + 2])
                   ? 3 : 0;
    return ref_unreserved(c) || ref_subdelim(c) || (c && strchr(extra, c)) ? 1 : 0;
}

/* The whole of s[0 .. n) is units (*( unreserved / pct-encoded /
 * sub-delims / extra )). */
static int ref_units(const char *s, size_t n, const char *extra)
{
    for (size_t i = 0, k; i < n; i += k)
        if ((k = ref_unit(s, n, i, extra)) == 0)
            return 0;
    return 1;
}

/* RFC 3986 §3.2.2 dec-octet, IPv4address over all of s[0 .. n) */
static int ref_ipv4(const char *s, size_t n)
{
    size_t i = 0;
    for (int part = 0; part < 4; part++) {
        size_t st = i;
        unsigned v = 0;
        if (part > 0) {
            if (i >= n || s[i] != '.')
                return 0;
            st = ++i;
        }
        while (i < n && ref_digit((unsigned char)s[i]) && i - st < 3)
            v = v * 10 + (unsigned)(s[i++] - '0');
        if (i == st || v > 255 || (i - st > 1 && s[st] == '0'))
            return 0;
    }
    return i == n;
}

/* IPv6address over all of s[0 .. n): groups of 1-4 hex digits between
 * ":", at most one "::", an IPv4address in the last two groups' place;
 * eight groups, or fewer with "::" standing for at least one. */
static int ref_ipv6(const char *s, size_t n)
{
    size_t i = 0, groups = 0;
    int gap = 0;

    if (n >= 2 && s[0] == ':' && s[1] == ':') {
        gap = 1;
        i = 2;
        if (i == n)
            return 1;
    } else if (n >= 1 && s[0] == ':') {
        return 0;
    }
    for (;;) {
        size_t st = i;
        while (i < n && ref_hex((unsigned char)s[i]) && i - st < 5)
            i++;
        if (i < n && s[i] == '.') {             /* the IPv4 tail */
            if (!ref_ipv4(s + st, n - st))
                return 0;
            groups += 2;
            break;
        }
        if (i == st || i - st > 4)
            return 0;
        groups++;
        if (i == n)
            break;
        if (s[i] != ':')
            return 0;
        i++;
        if (i < n && s[i] == ':') {
            if (gap)
                return 0;
            gap = 1;
            i++;
            if (i == n)
                break;
        } else if (i == n) {
            return 0;                           /* a lone ":" last */
        }
    }
    return gap ? groups <= 7 : groups == 8;
}

/* IP-literal = "[" ( IPv6address / IPvFuture ) "]" over all of s */
static int ref_ip_literal(const char *s, size_t n)
{
    size_t i;
    if (n < 2 || s[0] != '[' || s[n - 1] != ']')
        return 0;
    s++, n -= 2;
    if (n >= 1 && (s[0] | 0x20) == 'v') {       /* "v" 1*HEXDIG "." 1*( ... ":" ) */
        for (i = 1; i < n && ref_hex((unsigned char)s[i]); i++)
            ;
        if (i == 1 || i >= n || s[i] != '.' || i + 1 == n)
            return 0;
        for (i++; i < n; i++)
            if (!ref_unreserved((unsigned char)s[i]) && !ref_subdelim((unsigned char)s[i])
                && s[i] != ':')
                return 0;
        return 1;
    }
    return ref_ipv6(s, n);
}

/* host = IP-literal / IPv4address / reg-name over all of s */
static int ref_host(const char *s, size_t n)
{
    if (n > 0 && s[0] == '[')
        return ref_ip_literal(s, n);
    return ref_units(s, n, "");                 /* reg-name (covers IPv4address) */
}

static int ref_port(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!ref_digit((unsigned char)s[i]))
            return 0;
    return 1;
}

/* authority = [ userinfo "@" ] host [ ":" port ]: the userinfo ends at the
 * last "@" (no "@" in a host), the port begins at the last ":" after a
 * host that is no IP literal, or after its "]". */
static int ref_authority(const char *s, size_t n)
{
    size_t at = n, colon = n, h = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '@')
            at = i;
    if (at < n) {
        if (!ref_units(s, at, ":"))
            return 0;
        h = at + 1;
    }
    if (h < n && s[h] == '[') {
        const char *close = memchr(s + h, ']', n - h);
        if (!close)
            return 0;
        colon = (size_t)(close - s) + 1;
        if (colon < n && s[colon] != ':')
            return 0;
    } else {
        for (size_t i = h; i < n; i++)
            if (s[i] == ':')
                colon = i;
    }
    if (!ref_host(s + h, colon - h))
        return 0;
    return colon >= n || ref_port(s + colon + 1, n - colon - 1);
}

/* path-abempty (or, with `rooted`, path-absolute), over all of s: segments
 * of pchar after "/"; path-absolute has no "//" first */
static int ref_path(const char *s, size_t n)
{
    return n == 0 || (s[0] == '/' && ref_units(s, n, ":@/"));
}

/* absolute-URI = scheme ":" hier-part [ "?" query ] */
static int ref_absolute_uri(const char *s, size_t n)
{
    size_t i = 0, q, end;
    const char *c;

    if (n == 0 || !ref_alpha((unsigned char)s[0]))
        return 0;
    while (i < n && (ref_alpha((unsigned char)s[i]) || ref_digit((unsigned char)s[i])
                     || s[i] == '+' || s[i] == '-' || s[i] == '.'))
        i++;
    if (i >= n || s[i] != ':')
        return 0;
    i++;
    c = memchr(s + i, '?', n - i);
    q = c ? (size_t)(c - s) : n;
    if (c && !ref_units(s + q + 1, n - q - 1, ":@/?"))
        return 0;
    if (q - i >= 2 && s[i] == '/' && s[i + 1] == '/') {
        const char *slash = memchr(s + i + 2, '/', q - i - 2);
        end = slash ? (size_t)(slash - s) : q;
        return ref_authority(s + i + 2, end - i - 2) && ref_path(s + end, q - end);
    }
    /* path-absolute / path-rootless / path-empty: pchar and "/" ("//"
     * first was the authority's) */
    return ref_units(s + i, q - i, ":@/");
}

/* The form the target s[0 .. n) has for the method m[0 .. mn), or
 * REF_NONE. */
static int ref_target(const char *m, size_t mn, const char *s, size_t n)
{
    int connect = mn == 7 && memcmp(m, "CONNECT", 7) == 0;
    int options = mn == 7 && memcmp(m, "OPTIONS", 7) == 0;

    if (connect) {
        /* uri-host ":" port: the port after the last ":" */
        size_t colon = n;
        for (size_t i = 0; i < n; i++)
            if (s[i] == ':')
                colon = i;
        if (colon == n || (n > 0 && s[0] == '[' && (colon == 0 || s[colon - 1] != ']')))
            return REF_NONE;
        return ref_host(s, colon) && ref_port(s + colon + 1, n - colon - 1) ? REF_AUTHORITY
                                                                            : REF_NONE;
    }
    if (n == 1 && s[0] == '*')
        return options ? REF_ASTERISK : REF_NONE;
    if (n > 0 && s[0] == '/') {
        /* absolute-path = 1*( "/" segment ) [ "?" query ] */
        const char *c = memchr(s, '?', n);
        size_t q = c ? (size_t)(c - s) : n;
        if (!ref_units(s, q, ":@/"))
            return REF_NONE;
        return !c || ref_units(s + q + 1, n - q - 1, ":@/?") ? REF_ORIGIN : REF_NONE;
    }
    return ref_absolute_uri(s, n) ? REF_ABSOLUTE : REF_NONE;
}

/* The request line at the start of s[0 .. n): its length with its line
 * end, and the spans of method, target and version and the form; 0 when
 * it is none (or not complete). */
static size_t ref_request_line(const char *s, size_t n, size_t span[6], int *form)
{
    size_t i = 0, m, t0, t1, v0;

    while (i < n && ref_tchar((unsigned char)s[i]))
        i++;
    if (i == 0 || i >= n || s[i] != ' ')
        return 0;
    m = i++;
    t0 = i;
    while (i < n && s[i] != ' ' && s[i] != '\r' && s[i] != '\n')
        i++;
    t1 = i;
    if (t1 == t0 || i >= n || s[i] != ' ')
        return 0;
    v0 = ++i;
    if (n - i < 8 || memcmp(s + i, "HTTP/", 5) != 0 || !ref_digit((unsigned char)s[i + 5])
        || s[i + 6] != '.' || !ref_digit((unsigned char)s[i + 7]))
        return 0;
    i += 8;
    if (i < n && s[i] == '\r')
        i++;
    if (i >= n || s[i] != '\n' || (s[i - 1] == '\r') != (i == v0 + 9))
        return 0;
    *form = ref_target(s, m, s + t0, t1 - t0);
    if (*form == REF_NONE)
        return 0;
    span[0] = 0, span[1] = m, span[2] = t0, span[3] = t1 - t0, span[4] = v0, span[5] = 8;
    return i + 1;
}

#endif /* LLURI_RFC9112_REF_H */
