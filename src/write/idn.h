/* SPDX-License-Identifier: MIT */
/* write/idn.h — internationalized host names (idn.c) in the IDNA profiles
 * (uts46.c), for the writers. */
#ifndef LLURI_WRITE_IDN_H
#define LLURI_WRITE_IDN_H

#include "write/out.h"

/* The IDNA profiles (lluri/idn.h; uts46.c): the lookup profile's
 * A-labels, the registration profile's, and the lookup profile's
 * U-labels for display. */
enum { LLURI__IDNA_LOOKUP, LLURI__IDNA_REGISTRATION, LLURI__IDNA_UNICODE };

/* The host s[0 .. len) (a reg-name, percent-encoded or not) put to k in
 * the profile `mode`, as lluri_host_to_ascii() and its kin write it
 * (idn.c). Returns 0, or their code (offsets into the host). */
LLURI_INTERNAL int lluri__idn_put(const char *host, size_t len, int mode,
                                  lluri__sink *k, lluri_error *err);
/* The profile `mode` over the UTF-8 name[0 .. len) (from[i]: the offset
 * in the host as given of name[i]), put to k: 0, or a code and *bad, the
 * offset of the code point at fault (uts46.c). */
LLURI_INTERNAL int lluri__idna_process(const unsigned char *name, size_t len,
                                       const uint16_t *from, int mode,
                                       lluri__sink *k, size_t *bad);
/* The Unicode version of the tables (uts46.c). */
LLURI_INTERNAL const char *lluri__idna_version(void);

#endif
