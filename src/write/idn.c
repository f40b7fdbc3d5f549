/* SPDX-License-Identifier: MIT */
/* idn.c — internationalized host names through libidn2 (lluri/idn.h):
 * the host percent-decoded onto the stack (RFC 3986 §3.2.2: a reg-name's
 * non-ASCII is percent-encoded UTF-8), checked for the bytes that would
 * change what the host means, then handed to libidn2 (IDNA2008 with the
 * UTS #46 mapping, nontransitional: what curl and wget use), and its
 * answer written out by the one writer ending. Without libidn2 every call
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
 * a control byte (NUL is a C string's end to a resolver), a space, and
 * the delimiters around a host (RFC 3986 §3.2: "/", "?", "#", "@", ":",
 * "\" for browsers). */
static int ends_host(unsigned char c)
{
    return c < 0x20 || c == 0x7F || c == ' ' || c == '/' || c == '?' || c == '#'
        || c == '@' || c == ':' || c == '\\';
}

/* The offset of the first such byte, raw or as "%XX" (its "%"), or -1.
 * A "%" not followed by two hex digits is left to lluri_pct_decode(). */
static ptrdiff_t bad_byte(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '%' && i + 2 < n) {
            int hi = lluri__hex_value((unsigned char)s[i + 1]);
            int lo = lluri__hex_value((unsigned char)s[i + 2]);
            if (hi >= 0 && lo >= 0)
                c = (unsigned char)(hi * 16 + lo);
        }
        if (ends_host(c))
            return (ptrdiff_t)i;
    }
    return -1;
}
#endif

int lluri__idn_put(const char *host, size_t len, int to_ascii, lluri__sink *k,
                   lluri_error *err)
{
#ifndef HAVE_LIBIDN2
    (void)host, (void)len, (void)to_ascii, (void)k;
    return lluri__fail(err, LLURI_ENOTSUP, 0);
#else
    char name[IDN_MAX];
    ptrdiff_t n, at;

    if (len == 0)
        return 0;
    n = lluri_pct_decode(host, len, 0, name, sizeof name, err);
    if (n < 0)
        return (int)n;
    if ((size_t)n >= sizeof name)
        return lluri__fail(err, LLURI_ETOOLONG, sizeof name);
    if ((at = bad_byte(host, len)) >= 0)
        return lluri__fail(err, LLURI_EHOST, (size_t)at);

    /* the A-labels first: they validate and map the name; for display,
     * their U-labels, kept only when they give the same A-labels back
     * (libidn2 decodes a bad "xn--" label to nothing: "xn--a.de" would
     * show as ".de") */
    char *ascii = NULL, *uni = NULL, *again = NULL;
    int ok = idn2_to_ascii_8z(name, &ascii, IDN2_NONTRANSITIONAL) == IDN2_OK;
    if (ok && !to_ascii)
        ok = idn2_to_unicode_8z8z(ascii, &uni, 0) == IDN2_OK
             && idn2_to_ascii_8z(uni, &again, IDN2_NONTRANSITIONAL) == IDN2_OK
             && strcmp(again, ascii) == 0;
    /* a name whose A-labels are no reg-name (RFC 3986 §3.2.2) is no
     * host of a URI, either way (UTS #46 without the STD3 rules lets '"',
     * "<", a lone "%" ... by) */
    if (ok) {
        size_t unused;
        ok = lluri__rule_match(LLURI_RULE_REG_NAME, ascii, strlen(ascii), 0, &unused);
    }
    if (ok)
        lluri__put(k, to_ascii ? ascii : uni, strlen(to_ascii ? ascii : uni));
    idn2_free(ascii);
    idn2_free(uni);
    idn2_free(again);
    if (!ok)
        return lluri__fail(err, LLURI_EIDN, 0);
    return 0;
#endif
}

/* (without libidn2 out is only checked: not a pointer to const all the same) */
// cppcheck-suppress constParameter
static ptrdiff_t convert(const char *host, size_t len, int to_ascii, char *out,
                         size_t cap, lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    int rc;

    if ((host == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = lluri__idn_put(host, len, to_ascii, &k, err);
    if (rc < 0)
        return rc;
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}

ptrdiff_t lluri_host_to_ascii(const char *host, size_t len, char *out, size_t cap,
                              lluri_error *err)
{
    return convert(host, len, 1, out, cap, err);
}

ptrdiff_t lluri_host_to_unicode(const char *host, size_t len, char *out, size_t cap,
                                lluri_error *err)
{
    return convert(host, len, 0, out, cap, err);
}
