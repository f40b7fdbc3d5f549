/* SPDX-License-Identifier: MIT */
/* scheme/scheme.h — the scheme grammars (RFC 1738, uri(7), database
 * URLs) that dispatch.c hands a URI to, and their rules one at a time. */
#ifndef LLURI_SCHEME_SCHEME_H
#define LLURI_SCHEME_SCHEME_H

#include "internal.h"
#include "lluri/scheme.h"

/* The scheme grammars (dispatch.c hands a URI to them). Each checks the URI u (already valid under RFC 3986, scheme known to be
 * of `kind`) against its scheme's grammar and fills p->field / p->present.
 * Returns 0, or a negative scheme code with *offset the first byte (into
 * u->src) the scheme's grammar could not take. */
LLURI_INTERNAL int lluri__scheme_rfc1738(int kind, const lluri *u,
                                         lluri_scheme_parts *p, size_t *offset);
LLURI_INTERNAL int lluri__scheme_uri7(int kind, const lluri *u,
                                      lluri_scheme_parts *p, size_t *offset);
LLURI_INTERNAL int lluri__scheme_database(const lluri *u,
                                          lluri_scheme_parts *p, size_t *offset);

/* ---- uri(7) schemes and database URLs (uri7.rl, database.c) -----------------
 * 1 when `scheme` names a database URL: it holds a "+" (dialect+driver) or
 * is one of the SQLAlchemy dialects listed in database.c; 0 otherwise. */
LLURI_INTERNAL int lluri__database_scheme(const char *scheme, size_t len);

/* One rule of a scheme grammar on its own, by its public number
 * (lluri/scheme.h: RFC 1738 from 100, uri(7) from 200), for lluri_match():
 * 1 when all of s[0..len) matches, 0 and *fail = the first byte the rule
 * could not take (len when the input ended too early), -1 for a number
 * that is not the grammar's. */
LLURI_INTERNAL int lluri__rfc1738_match(int rule, const char *s, size_t len,
                                        size_t *fail);
/* The same for the URL-level rules the scheme's cut runs (ftpurl, httpurl,
 * ...: rfc1738_fields.rl), by the machine with the grammar's runs; -1 for
 * any other rule. */
LLURI_INTERNAL int lluri__rfc1738_url_match(int rule, const char *s, size_t len,
                                            size_t *fail);
LLURI_INTERNAL int lluri__uri7_match(int rule, const char *s, size_t len,
                                     size_t *fail);

#endif
