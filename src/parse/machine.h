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
 * and names its current position p and its end pe, as Ragel does. */
#ifndef LLURI_MACHINE_H
#define LLURI_MACHINE_H

#include <stdint.h>

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
