/* SPDX-License-Identifier: MIT */
/* parse_ssse3.c — the parser's machine once more (parse.rl, without its
 * API), compiled for SSSE3 so that its runs take 16 bytes at a time
 * (parse/machine.h); lluri_parse() and the incremental parser call it
 * when the processor has SSSE3. */
#define LLURI_SSSE3_COPY_OF "parse/parse.c"
#include "parse/ssse3_copy.h"
