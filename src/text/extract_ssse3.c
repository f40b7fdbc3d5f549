/* SPDX-License-Identifier: MIT */
/* extract_ssse3.c — extract.rl's URI machine once more (without the
 * scanner and the API), compiled for SSSE3 so that its runs take 16 bytes
 * at a time (parse/machine.h); extract.rl's uri_feed() calls it when the
 * processor has SSSE3, as lluri_parse() does parse_ssse3.c. */
#define LLURI_SSSE3_COPY_OF "text/extract.c"
#include "parse/ssse3_copy.h"
