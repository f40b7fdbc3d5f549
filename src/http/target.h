/* SPDX-License-Identifier: MIT */
/* http/target.h — RFC 9112 request targets inside the library
 * (target.rl, target_rules.rl), for the request line and lluri_match(). */
#ifndef LLURI_HTTP_TARGET_H
#define LLURI_HTTP_TARGET_H

#include "internal.h"
#include "lluri/http.h"

/* One rule of RFC 9112 on its own, by its public number (from 300:
 * target_rules.rl), for lluri_match(): 1 when all of s[0..len) matches, 0
 * and *fail = the first byte the rule could not take (len when the input
 * ended too early), -1 for a number that is not the grammar's; zone_ok as
 * for RFC 3986's rules. */
LLURI_INTERNAL int lluri__rfc9112_match(int rule, const char *s, size_t len,
                                        int zone_ok, size_t *fail);
/* The request-target machine built for SSSE3 (http/target_ssse3.c): its
 * run from entry state cs (http/target.rl's run()). */
LLURI_INTERNAL int lluri__target_run_ssse3(int cs, const char *s, size_t len, unsigned flags,
                                           size_t *fail, size_t *query_out,
                                           size_t *host_end_out);
/* lluri_parse_request_target() for a method known to be a token and
 * arguments known to be good (src/http/target.rl; the request line's). */
LLURI_INTERNAL int lluri__request_target(lluri *u, enum lluri_target_form *form,
                                         const char *method, size_t mlen, const char *s,
                                         size_t len, unsigned flags, lluri_error *err);

#endif
