/* SPDX-License-Identifier: MIT */
/* write/ipv6.h — RFC 5952 text of an IPv6 address (ipv6.c). */
#ifndef LLURI_WRITE_IPV6_H
#define LLURI_WRITE_IPV6_H

#include "write/out.h"

/* IPv6address a[0 .. n) (valid: the parser checked it) in RFC 5952 form
 * to k. Returns 0, or -1 (nothing written) if it does not read as one. */
LLURI_INTERNAL int lluri__put_ipv6(lluri__sink *k, const char *a, size_t n);

#endif
