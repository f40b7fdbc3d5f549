/* SPDX-License-Identifier: MIT */
/* ipv6.c — RFC 5952 §4 text of an IPv6 address, for LLURI_NORM_IPV6
 * (lluri__put_host(), normalize_sink.c). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "write/ipv6.h"

/* ---- RFC 5952 IPv6 text ---------------------------------------------------- */

static void put_dec(lluri__sink *k, unsigned v)
{
    char d[10];
    size_t n = 0;
    do {
        d[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    while (n > 0)
        lluri__putc(k, d[--n]);
}

static void put_hex16(lluri__sink *k, unsigned v)
{
    static const char digits[] = "0123456789abcdef";
    int shift = 12;
    while (shift > 0 && ((v >> shift) & 0xfu) == 0)
        shift -= 4;                                 /* RFC 5952 §4.1 */
    for (; shift >= 0; shift -= 4)
        lluri__putc(k, digits[(v >> shift) & 0xfu]);
}

/* Write IPv6address a[0 .. n) (valid: the parser checked it) in RFC 5952
 * form. Returns 0, or -1 (nothing written) if it does not read as one. */
int lluri__put_ipv6(lluri__sink *k, const char *a, size_t n)
{
    unsigned g[8];
    size_t ng = 0, i = 0;
    int gap = -1, v4 = 0;

    if (n >= 2 && a[0] == ':' && a[1] == ':')
        gap = 0, i = 2;
    while (i < n) {
        size_t j = i;
        while (j < n && a[j] != ':')
            j++;
        if (memchr(a + i, '.', j - i) != NULL) {            /* ls32 dotted */
            unsigned oct[4] = { 0, 0, 0, 0 }, no = 0;
            for (size_t m = i; m < j; m++) {
                if (a[m] == '.') {
                    if (++no > 3)
                        return -1;
                } else {
                    oct[no] = oct[no] * 10 + (unsigned)(a[m] - '0');
                }
            }
            if (no != 3 || ng > 6 || j != n)
                return -1;
            g[ng++] = (oct[0] << 8) | oct[1];
            g[ng++] = (oct[2] << 8) | oct[3];
            v4 = 1;
        } else {
            unsigned v = 0;
            if (j - i < 1 || j - i > 4 || ng >= 8)
                return -1;
            for (size_t m = i; m < j; m++) {
                int h = lluri__hex_value((unsigned char)(a[m]));
                if (h < 0)
                    return -1;
                v = v * 16 + (unsigned)h;
            }
            g[ng++] = v;
        }
        if (j < n) {
            if (j + 1 < n && a[j + 1] == ':') {
                if (gap >= 0)
                    return -1;
                gap = (int)ng, i = j + 2;
            } else {
                i = j + 1;
            }
        } else {
            i = j;
        }
    }
    if ((gap < 0 && ng != 8) || (gap >= 0 && ng > 7))
        return -1;

    unsigned full[8];
    size_t fill = 8 - ng, f = 0;
    for (size_t m = 0; m < ng; m++) {
        if (gap >= 0 && m == (size_t)gap)
            for (size_t z = 0; z < fill; z++)
                full[f++] = 0;
        full[f++] = g[m];
    }
    if (gap >= 0 && (size_t)gap == ng)
        for (size_t z = 0; z < fill; z++)
            full[f++] = 0;

    /* §4.2: the longest run of two or more zero groups, the first on ties;
     * a dotted IPv4 tail (the last two groups) is never part of it. */
    size_t nh = v4 ? 6 : 8, rs = 8, rl = 0;
    for (size_t m = 0; m < nh;) {
        size_t e = m;
        while (e < nh && full[e] == 0)
            e++;
        if (e - m >= 2 && e - m > rl)
            rs = m, rl = e - m;
        m = e > m ? e : m + 1;
    }
    for (size_t m = 0; m < nh;) {
        if (m == rs) {
            lluri__put(k, "::", 2);
            m += rl;
            continue;
        }
        if (m > 0 && m != rs + rl)
            lluri__putc(k, ':');
        put_hex16(k, full[m]);
        m++;
    }
    if (v4) {
        if (nh > 0 && rs + rl != nh)
            lluri__putc(k, ':');
        put_dec(k, full[6] >> 8), lluri__putc(k, '.');
        put_dec(k, full[6] & 0xffu), lluri__putc(k, '.');
        put_dec(k, full[7] >> 8), lluri__putc(k, '.');
        put_dec(k, full[7] & 0xffu);
    }
    return 0;
}
