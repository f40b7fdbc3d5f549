/* SPDX-License-Identifier: MIT */
/* ascii.h — the ASCII helpers every part of lluri shares: case, hex digits,
 * case-insensitive comparison. Bytes, not characters: nothing here looks at
 * a locale, and bytes >= 0x80 are never letters. */
#ifndef LLURI_ASCII_H
#define LLURI_ASCII_H

#include <stddef.h>

/* isspace(3) in the C locale: " ", "\t", "\n", "\v", "\f", "\r". */
static inline int lluri__is_space(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* ALPHA (RFC 5234): A-Z / a-z. */
static inline int lluri__is_alpha(unsigned char c)
{
    return (unsigned char)((c | 0x20) - 'a') < 26;
}

/* DIGIT: 0-9. */
static inline int lluri__is_digit(unsigned char c)
{
    return (unsigned char)(c - '0') < 10;
}

/* ALPHA / DIGIT. */
static inline int lluri__is_alnum(unsigned char c)
{
    return lluri__is_alpha(c) || lluri__is_digit(c);
}

/* c in lower case when it is an upper-case letter, else c. */
static inline char lluri__lower(char c)
{
    return (unsigned char)(c - 'A') < 26 ? (char)(c + ('a' - 'A')) : c;
}

/* c in upper case when it is a lower-case letter, else c. */
static inline char lluri__upper(char c)
{
    return (unsigned char)(c - 'a') < 26 ? (char)(c - ('a' - 'A')) : c;
}

/* The value of a hex digit (HEXDIG, either case), or -1. */
static inline int lluri__hex_value(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* "0123456789ABCDEF"[v] for v < 16: the digits %XX is written with. */
static inline char lluri__hex_upper(unsigned v)
{
    return "0123456789ABCDEF"[v & 15];
}

/* Whether a[0 .. n) and b[0 .. n) are the same bytes but for the case of
 * ASCII letters. */
static inline int lluri__same_nocase(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (lluri__lower(a[i]) != lluri__lower(b[i]))
            return 0;
    return 1;
}

#endif
