/* SPDX-License-Identifier: MIT */
/* ssse3_copy.h — a Ragel driver's second copy, with 16-byte runs
 * (parse/machine.h). A file that defines LLURI_SSSE3_COPY_OF as the
 * driver's generated C and then includes this one is that driver compiled
 * for SSSE3 with LLURI_RUNS_SSSE3 defined: the driver then keeps its
 * machine and the way in that its other copy calls when the processor has
 * SSSE3. Where there is no such copy (parse/runs16.h), the file is
 * empty. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "parse/runs16.h"

#if defined(LLURI_RUNS16)
#if defined(__clang__)
#pragma clang attribute push (__attribute__((target("ssse3"))), apply_to = function)
#else
#pragma GCC target("ssse3")
#endif
#define LLURI_RUNS_SSSE3 1
#include LLURI_SSSE3_COPY_OF
#if defined(__clang__)
#pragma clang attribute pop
#endif
#else
typedef int lluri__no_ssse3_copy;   /* (ISO C: no empty translation unit) */
#endif
