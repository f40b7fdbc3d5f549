/* SPDX-License-Identifier: MIT */
/* The one scanning layer: bytes looked at a block at a time, for the code
 * that searches text for a few bytes (resolve.c: "/" and "."; normalize.c
 * and normalize_writer.c: "%", "/." and upper case; extract.rl:
 * whitespace, the bytes that may start a URI, brackets; request.c: the SP
 * or LF after a request target; lluri__has_non_ascii()). The parser's
 * runs are another thing (parse/machine.h): they follow a byte class, not
 * a few bytes.
 *
 * LLURI_SCAN says how, and defined on the command line picks one:
 *   2  blocks of 16 bytes with SSE2 (every x86-64 has it);
 *   1  words of 8 bytes in a uint64_t (SWAR; GCC's builtins, little-endian);
 *   0  byte by byte (each user keeps a byte loop for it).
 * The default is the best the compiler allows. `make check` builds the
 * normalize, resolve, extract and http tests with 0 and with 1 as well.
 *
 * A block is SCAN_BLOCK bytes read at once (a vec). Its marks say which of
 * its bytes are of a kind, in the same order: a mark shifted left by
 * SCAN_PAIR_SHIFT is that of the next byte, one shifted right by
 * SCAN_LAST_SHIFT puts the last byte's at byte 0. No function here reads
 * outside the block it is given; the callers see to the bounds. */
#ifndef LLURI_SCAN_H
#define LLURI_SCAN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifndef LLURI_SCAN
#if defined(__GNUC__) && defined(__BYTE_ORDER__) \
    && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#if defined(__SSE2__)
#define LLURI_SCAN 2
#else
#define LLURI_SCAN 1
#endif
#else
#define LLURI_SCAN 0
#endif
#endif

/* ---- Words: eight bytes in a uint64_t, whatever LLURI_SCAN is ---- */

#define SCAN_ONES  UINT64_C(0x0101010101010101)
#define SCAN_HIGHS (SCAN_ONES * 0x80u)

static inline uint64_t word_load(const char *s)
{
    uint64_t x;
    memcpy(&x, s, 8);
    return x;
}

/* 0x80 in each byte of x that is c, nothing in the others. Exact: (t &
 * 0x7f) + 0x7f carries into bit 7 alone, and only when t & 0x7f is not 0. */
static inline uint64_t word_eq(uint64_t x, char c)
{
    uint64_t t = x ^ (SCAN_ONES * (unsigned char)c);
    return ~(((t & ~SCAN_HIGHS) + ~SCAN_HIGHS) | t) & SCAN_HIGHS;
}

/* 0x80 in each byte of x that is at most c (c < 0x80), nothing in the
 * others: (b & 0x7f) + 0x7f - c reaches bit 7 when b & 0x7f > c, and no
 * carry leaves a byte. */
static inline uint64_t word_le(uint64_t x, unsigned char c)
{
    uint64_t t = (x & ~SCAN_HIGHS) + SCAN_ONES * (0x7fu - c);
    return ~(t | x) & SCAN_HIGHS;
}

/* ASCII "A" to "Z" to lower case, the other bytes as they are. Per byte
 * b: bit 7 of (b & 0x7f) + 0x3f says b & 0x7f >= 'A', of (b & 0x7f) +
 * 0x25 that it is > 'Z' (no carry crosses a byte). */
static inline uint64_t word_lower(uint64_t x)
{
    uint64_t h = x & ~SCAN_HIGHS;
    uint64_t up = (h + SCAN_ONES * (0x80u - 'A')) & ~(h + SCAN_ONES * (0x7fu - 'Z'))
                  & ~x & SCAN_HIGHS;
    return x | (up >> 2);                   /* 0x80 >> 2 == 0x20 */
}

/* ---- Blocks ---- */

#if LLURI_SCAN == 2
#include <emmintrin.h>

#define SCAN_BLOCK      16u
#define SCAN_PAIR_SHIFT 1
#define SCAN_LAST_SHIFT 15
typedef __m128i  vec;
typedef unsigned marks;                 /* bit i: byte i */

static inline vec vload(const char *s)
{
    return _mm_loadu_si128((const __m128i *)(const void *)s);
}

static inline void vstore(char *o, vec v)
{
    _mm_storeu_si128((__m128i *)(void *)o, v);
}

static inline marks veq(vec v, char c)
{
    return (marks)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c)));
}

/* The bytes at most c, unsigned: those that min(b, c) leaves as they are. */
static inline marks vle(vec v, unsigned char c)
{
    return (marks)_mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8((char)c)), v));
}

/* The bytes >= 0x80: the sign bits. */
static inline marks vhigh(vec v)
{
    return (marks)_mm_movemask_epi8(v);
}

/* 0xff for ASCII "A" to "Z": b + 0x3f is below -102 (signed) for those
 * 26 only. */
static inline vec upper_bytes(vec v)
{
    vec t = _mm_add_epi8(v, _mm_set1_epi8((char)(0x80 - 'A')));
    return _mm_cmplt_epi8(t, _mm_set1_epi8((char)(-128 + 26)));
}

static inline vec vlower(vec v)
{
    return _mm_or_si128(v, _mm_and_si128(upper_bytes(v), _mm_set1_epi8(0x20)));
}

static inline marks vupper(vec v)
{
    return (marks)_mm_movemask_epi8(upper_bytes(v));
}

/* The marks of bytes 0 .. k - 1 (k < SCAN_BLOCK). */
static inline marks first_bytes(size_t k)
{
    return (1u << k) - 1u;
}

/* The index of the first, or the last, byte marked in m (m != 0). */
static inline size_t first_marked(marks m)
{
    return (size_t)__builtin_ctz(m);
}

static inline size_t last_marked(marks m)
{
    return (size_t)(31 - __builtin_clz(m));
}

#elif LLURI_SCAN == 1

#define SCAN_BLOCK      8u
#define SCAN_PAIR_SHIFT 8
#define SCAN_LAST_SHIFT 56
typedef uint64_t vec;
typedef uint64_t marks;                 /* bit 7 of byte i (little-endian) */

static inline vec vload(const char *s)
{
    return word_load(s);
}

static inline void vstore(char *o, vec x)
{
    memcpy(o, &x, 8);
}

static inline marks veq(vec x, char c)
{
    return word_eq(x, c);
}

static inline marks vle(vec x, unsigned char c)
{
    return word_le(x, c);
}

static inline marks vhigh(vec x)
{
    return x & SCAN_HIGHS;
}

static inline vec vlower(vec x)
{
    return word_lower(x);
}

static inline marks vupper(vec x)
{
    return (word_lower(x) ^ x) << 2;    /* 0x20 of the bytes lowered */
}

static inline marks first_bytes(size_t k)
{
    return ((UINT64_C(1) << (8 * k)) - 1u) & SCAN_HIGHS;
}

static inline size_t first_marked(marks m)
{
    return (size_t)__builtin_ctzll(m) / 8;
}

static inline size_t last_marked(marks m)
{
    return (size_t)(63 - __builtin_clzll(m)) / 8;
}
#endif

#if LLURI_SCAN > 0
/* The "." of v that follow a "/", where a dot segment ("." or "..", RFC
 * 3986 §3.3) of a path can begin; lead marks byte 0 when it follows one. */
static inline marks vdots(vec v, marks lead)
{
    return ((veq(v, '/') << SCAN_PAIR_SHIFT) | lead) & veq(v, '.');
}
#endif

/* Whether s[0 .. len) holds a byte >= 0x80. */
static inline int lluri__has_non_ascii(const char *s, size_t len)
{
    size_t i = 0;
#if LLURI_SCAN > 0
    for (; len - i >= SCAN_BLOCK; i += SCAN_BLOCK)
        if (vhigh(vload(s + i)))
            return 1;
#endif
    for (; i < len; i++)
        if ((unsigned char)s[i] >= 0x80)
            return 1;
    return 0;
}

#endif
