/* SPDX-License-Identifier: MIT */
/* write/idn.h — host names through libidn2 (idn.c), for the writers. */
#ifndef LLURI_WRITE_IDN_H
#define LLURI_WRITE_IDN_H

#include "write/out.h"

/* The host s[0 .. len) (a reg-name) put to k as A-labels (to_ascii) or
 * U-labels through libidn2, as lluri_host_to_ascii/_to_unicode write it
 * (idn.c). Returns 0, or their code (offsets into the host). */
LLURI_INTERNAL int lluri__idn_put(const char *host, size_t len, int to_ascii,
                                  lluri__sink *k, lluri_error *err);

#endif
