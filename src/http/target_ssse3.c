/* SPDX-License-Identifier: MIT */
/* target_ssse3.c — the request-target machine once more (target.rl,
 * without its API), compiled for SSSE3 so that its runs take 16 bytes at
 * a time (parse/machine.h); target.rl's run() calls it when the processor
 * has SSSE3, as lluri_parse() does parse_ssse3.c. */
#define LLURI_SSSE3_COPY_OF "http/target.c"
#include "parse/ssse3_copy.h"
