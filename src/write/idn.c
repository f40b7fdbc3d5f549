/* SPDX-License-Identifier: MIT */
/* idn.c — internationalized host names (lluri/idn.h): the host
 * percent-decoded onto the stack (RFC 3986 §3.2.2: a reg-name's non-ASCII
 * is percent-encoded UTF-8), checked for the bytes that would change what
 * the host means and for UTF-8, then handed to the profile (uts46.c), and
 * its answer written out by the one writer ending. Without IDN every call
 * is LLURI_ENOTSUP. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "write/idn.h"
#include "parse/parse.h"
#include "lluri/idn.h"

#ifdef HAVE_LIBIDN2
#include <idn2.h>
#endif

enum { IDN_MAX = 1024 };    /* a decoded host, its NUL included */

int lluri_idn_supported(void)
{
#ifdef HAVE_LIBIDN2
    return 1;
#else
    return 0;
#endif
}

#ifdef HAVE_LIBIDN2
/* A byte that, decoded into a host, would end it or change its meaning:
 * a control byte (NUL is a C string's end to a resolver), a space, the
 * delimiters around a host (RFC 3986 §3.2: "/", "?", "#", "@", ":", "\"
 * for browsers), and "%": "b%25c3%25a9" decoded is "b%c3%a9", which names
 * another host, and converting it again would change it again. */
static int ends_host(unsigned char c)
{
    return c < 0x20 || c == 0x7F || c == ' ' || c == '/' || c == '?' || c == '#'
        || c == '@' || c == ':' || c == '\\' || c == '%';
}

/* The offset of the first such byte, raw or as "%XX" (its "%"), or -1.
 * A "%" not followed by two hex digits is left to the decoding
 * (LLURI_EPCT). */
static ptrdiff_t bad_byte(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '%') {
            int hi = i + 2 < n ? lluri__hex_value((unsigned char)s[i + 1]) : -1;
            int lo = i + 2 < n ? lluri__hex_value((unsigned char)s[i + 2]) : -1;
            if (hi < 0 || lo < 0)
                continue;
            c = (unsigned char)(hi * 16 + lo);
        }
        if (ends_host(c))
            return (ptrdiff_t)i;
    }
    return -1;
}
#endif

int lluri__idn_put(const char *host, size_t len, int mode, lluri__sink *k,
                   lluri_error *err)
{
#ifndef HAVE_LIBIDN2
    (void)host, (void)len, (void)mode, (void)k;
    return lluri__fail(err, LLURI_ENOTSUP, 0);
#else
    unsigned char name[IDN_MAX];
    uint16_t from[IDN_MAX];
    size_t n = 0, bad = 0;
    ptrdiff_t at;
    int rc;

    if (len == 0)
        return 0;
    if ((at = bad_byte(host, len)) >= 0)
        return lluri__fail(err, LLURI_EHOST, (size_t)at);
    /* percent-decoded, each byte's offset in the host kept */
    for (size_t i = 0; i < len; n++) {
        int hi = -1, lo = -1;
        if (n == sizeof name - 1)
            return lluri__fail(err, LLURI_ETOOLONG, sizeof name);
        if (host[i] == '%' && i + 2 < len) {
            hi = lluri__hex_value((unsigned char)host[i + 1]);
            lo = lluri__hex_value((unsigned char)host[i + 2]);
        }
        from[n] = (uint16_t)i;
        if (hi >= 0 && lo >= 0) {
            name[n] = (unsigned char)(hi * 16 + lo);
            i += 3;
        } else if (host[i] == '%') {
            return lluri__fail(err, LLURI_EPCT, i);
        } else {
            name[n] = (unsigned char)host[i++];
        }
    }
    /* UTF-8 (RFC 3629 §4: grammar/rfc3987.rl UTF8-char), a character at a
     * time */
    for (size_t i = 0, fail; i < n;) {
        size_t c = name[i] < 0x80 ? 1 : name[i] >= 0xF0 ? 4 : name[i] >= 0xE0 ? 3 : 2;
        if (i + c > n
            || !lluri__rule_match(LLURI_RULE_UTF8_CHAR, (const char *)name + i, c, 0, &fail))
            return lluri__fail(err, LLURI_EIDN, from[i]);
        i += c;
    }
    size_t start = k->pos;
    rc = lluri__idna_process(name, n, from, mode, k, &bad);
    if (rc < 0)
        return lluri__fail(err, rc, bad);
    /* a result this function would refuse as input (A-labels are longer
     * than the name) is refused too: converting a result again gives it */
    if (k->pos - start > sizeof name - 1)
        return lluri__fail(err, LLURI_ETOOLONG, len);
    return 0;
#endif
}

/* (without libidn2 out is only checked: not a pointer to const all the same) */
// cppcheck-suppress constParameter
static ptrdiff_t convert(const char *host, size_t len, int mode, char *out,
                         size_t cap, lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    int rc;

    if ((host == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = lluri__idn_put(host, len, mode, &k, err);
    if (rc < 0)
        return rc;
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}

ptrdiff_t lluri_host_to_ascii(const char *host, size_t len, char *out, size_t cap,
                              lluri_error *err)
{
    return convert(host, len, LLURI__IDNA_LOOKUP, out, cap, err);
}

ptrdiff_t lluri_host_to_ascii_registration(const char *host, size_t len, char *out,
                                           size_t cap, lluri_error *err)
{
    return convert(host, len, LLURI__IDNA_REGISTRATION, out, cap, err);
}

ptrdiff_t lluri_host_to_unicode(const char *host, size_t len, char *out, size_t cap,
                                lluri_error *err)
{
    return convert(host, len, LLURI__IDNA_UNICODE, out, cap, err);
}
