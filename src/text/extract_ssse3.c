/* SPDX-License-Identifier: MIT */
/* extract_ssse3.c — extract.rl's URI machine once more (without the
 * scanner and the API), compiled for SSSE3 so that its runs take 16 bytes
 * at a time (parse/machine.h); extract.rl's uri_feed() calls it when the
 * processor has SSSE3, as lluri_parse() does parse_ssse3.c. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#if defined(__GNUC__) && defined(__x86_64__) && !defined(LLURI_NO_RUNS) \
    && !defined(LLURI_RUNS_BYTES)
#if defined(__clang__)
#pragma clang attribute push (__attribute__((target("ssse3"))), apply_to = function)
#else
#pragma GCC target("ssse3")
#endif
#define LLURI_RUNS_SSSE3 1
#include "text/extract.c"
#if defined(__clang__)
#pragma clang attribute pop
#endif
#else
typedef int lluri__no_ssse3_copy;   /* (ISO C: no empty translation unit) */
#endif
