/* SPDX-License-Identifier: MIT */
/* machine.h — what every Ragel driver (a .rl under src/) shares: the
 * warning settings for Ragel's output, and the run layer.
 *
 * Runs. While a component loops in one state, the machine spends a whole
 * state dispatch on every byte; a run steps over the bytes that would only
 * take that state back to itself, with one table look-up each. A run hook
 * fires only on a transition from a state to itself (fcurs == ftargs), and
 * every byte of the class it skips loops on that state too, with no other
 * action, in every state where the hook sits; so the language and every
 * action are unchanged. tests/proofs/check_runs.py proves this on the
 * generated RFC 3986 machine; tests/props/test_runs.c and
 * test_rfc1738_runs.c check each driver against itself built without runs
 * (LLURI_NO_RUNS).
 *
 * A driver binds its grammar's run hooks to RUN with its class table:
 *   #define RUN(self_loop, cls) LLURI_RUN(self_loop, lluri__byte_class, cls)
 *   action path_run { RUN(fcurs == ftargs, LLURI__C_SEGMENT); }
 * and names its current position p and its end pe, as Ragel does.
 *
 * Runs 16 bytes at a time. On x86-64 the parser (parse.rl) is compiled a
 * second time for SSSE3 (parse_ssse3.c, through parse/ssse3_copy.h, as the
 * request-target and the extractor's URI machines are), and lluri_parse()
 * takes that copy when the processor has SSSE3 (__builtin_cpu_supports,
 * asked on every call: no state of our own). There a run classifies 16
 * bytes with two pshufb look-ups of the class's nibble tables
 * (parse/nibbles.h, written by gen_nibbles.c from classes.c's table) and
 * finds its end with one count of trailing zeros. LLURI_RUNS_BYTES (-D)
 * builds the byte runs alone; `make check` runs the parse and http suites
 * both ways. */
#ifndef LLURI_MACHINE_H
#define LLURI_MACHINE_H

#include <stdint.h>

#include "parse/runs16.h"   /* LLURI_RUNS16 */

/* A byte class as pshufb reads it: byte b is in the class when
 * lo[b & 15] & hi[b >> 4] is not 0. hi[h] is 1 << h for h < 8 and 0 for
 * the bytes >= 0x80 (no class has one); bit h of lo[l] says whether byte
 * 16 * h + l is in the class. */
typedef struct lluri__nibbles {
    uint8_t lo[16], hi[16];
} lluri__nibbles;

/* Ragel's output falls through between states by design, and writes
 * constants a driver need not use. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wunused-const-variable"
#endif

/* The last byte of the run of bytes in class `cls` (of table t) that
 * follows p — p itself when there is none — never past pe - 1: the machine
 * then steps to the byte after it. Eight bytes a round while eight remain,
 * then four, then one; no byte at or past pe is read. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline const char *lluri__run_end(const char *p, const char *pe,
                                         const uint8_t *t, unsigned cls)
{
    /* while p < last8, p[1 .. 8] are before pe (set once: a run's loop
     * costs one compare a round) */
    const char *last8 = pe - p > 8 ? pe - 8 : p;

    while (p < last8) {
        if (!(t[(uint8_t)p[1]] & cls)) return p;
        if (!(t[(uint8_t)p[2]] & cls)) return p + 1;
        if (!(t[(uint8_t)p[3]] & cls)) return p + 2;
        if (!(t[(uint8_t)p[4]] & cls)) return p + 3;
        if (!(t[(uint8_t)p[5]] & cls)) return p + 4;
        if (!(t[(uint8_t)p[6]] & cls)) return p + 5;
        if (!(t[(uint8_t)p[7]] & cls)) return p + 6;
        if (!(t[(uint8_t)p[8]] & cls)) return p + 7;
        p += 8;
    }
    if (pe - p > 4) {
        if (!(t[(uint8_t)p[1]] & cls)) return p;
        if (!(t[(uint8_t)p[2]] & cls)) return p + 1;
        if (!(t[(uint8_t)p[3]] & cls)) return p + 2;
        if (!(t[(uint8_t)p[4]] & cls)) return p + 3;
        p += 4;
    }
    while (p + 1 < pe && (t[(uint8_t)p[1]] & cls))
        p++;
    return p;
}

#if defined(LLURI_RUNS_SSSE3)
#include <tmmintrin.h>

/* Bit i set when s[i] is not in the class of (lo, hi), for i in 0 .. 15. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline unsigned lluri__outside16(const char *s, __m128i lo, __m128i hi)
{
    const __m128i low4 = _mm_set1_epi8(0x0f);
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)s);
    __m128i a = _mm_shuffle_epi8(lo, _mm_and_si128(v, low4));
    __m128i b = _mm_shuffle_epi8(hi, _mm_and_si128(_mm_srli_epi16(v, 4), low4));
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(a, b),
                                                      _mm_setzero_si128()));
}

/* lluri__run_end() 16 bytes at a time, for the class nib (= cls of t):
 * blocks while 16 bytes follow p; then the 16 that end at pe, when the
 * text [text, pe) has them, their bytes up to p dropped; else byte by
 * byte. No byte outside [text, pe) is read. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline const char *lluri__run_end16(const char *p, const char *pe,
                                           const char *text, const uint8_t *t,
                                           unsigned cls, const lluri__nibbles *nib)
{
    const __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)nib->lo);
    const __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)nib->hi);

    while (pe - p > 16) {               /* p[1 .. 16] are before pe */
        unsigned out = lluri__outside16(p + 1, lo, hi);
        if (out)
            return p + __builtin_ctz(out);
        p += 16;
    }
    if (pe - text >= 16) {
        unsigned before = 16u - (unsigned)(pe - p - 1);  /* lanes up to p */
        unsigned out = lluri__outside16(pe - 16, lo, hi) >> before;
        return out ? p + __builtin_ctz(out) : pe - 1;
    }
    return lluri__run_end(p, pe, t, cls);
}

/* Bit i set when s[i] is not in the class nib, for i in 0 .. 31. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline uint32_t lluri__outside32(const char *s, const lluri__nibbles *nib)
{
    const __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)nib->lo);
    const __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)nib->hi);

    return lluri__outside16(s, lo, hi) | lluri__outside16(s + 16, lo, hi) << 16;
}

#define LLURI_RUN16(self_loop, text, table, nibbles, cls)                \
    if (self_loop)                                                       \
        p = lluri__run_end16(p, pe, (text), (table), (cls),              \
                             &(nibbles)[__builtin_ctz(cls)])
#endif

/* The URI machines' component marks (parse.rl, iri.rl): the offset of p
 * in buf recorded as mark i (LLURI__M_*), and the mark's bit in seen. */
#define LLURI__MARK(i) (mark[i] = (uint32_t)(p - buf), seen |= 1u << (i))

#ifndef LLURI_NO_RUNS
#define LLURI_RUN(self_loop, table, cls)                                 \
    if (self_loop)                                                       \
        p = lluri__run_end(p, pe, (table), (cls))
#else /* the plain machine, one byte at a time (the runs' tests) */
#define LLURI_RUN(self_loop, table, cls) ((void)(self_loop), (void)(cls))
#endif

#endif
