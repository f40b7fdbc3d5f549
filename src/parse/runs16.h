/* SPDX-License-Identifier: MIT */
/* runs16.h — whether the parsers have a copy with 16-byte runs: GCC or
 * clang on x86-64, runs not turned off (LLURI_NO_RUNS) and not the byte
 * runs alone (LLURI_RUNS_BYTES). parse/machine.h builds the runs when it
 * is so; parse/ssse3_copy.h compiles the copies, before machine.h may be
 * included (its functions must come after the target pragma). */
#ifndef LLURI_RUNS16_H
#define LLURI_RUNS16_H

#if !defined(LLURI_NO_RUNS) && !defined(LLURI_RUNS_BYTES) && defined(__GNUC__) \
    && defined(__x86_64__)
#define LLURI_RUNS16 1  /* the parser has a copy with 16-byte runs */
#endif

#endif
