/* SPDX-License-Identifier: MIT */
/*
 * lluri_pg.h — the PostgreSQL extension's shared part: how a `uri` value
 * is stored, and the helpers every file of the extension uses.
 *
 * A stored uri is a varlena: a small header, then the URI's bytes exactly
 * as they were written. The header holds the parse (presence bits, host
 * kind, the length of each component), so that an accessor or a
 * comparison finds a component by a few additions and never parses again:
 *
 *   byte 0      format: URI_FORMAT_NARROW (lengths as uint16: the text is
 *               at most 65535 bytes) or URI_FORMAT_WIDE (uint32)
 *   byte 1      host kind (enum lluri_host_kind)
 *   bytes 2-3   LLURI_HAS_* bits (uint16, little-endian as the machine's)
 *   then        the lengths of scheme, userinfo, host, port, path, query
 *   then        the text
 *
 * The offsets follow from RFC 3986 Appendix B's layout, which a strict
 * parse's spans always have: scheme ":" "//" userinfo "@" host ":" port
 * path "?" query "#" fragment, the fragment running to the end. The
 * header is read with memcpy (a short varlena is not aligned).
 *
 * A value is only ever made by uri_make() from a successful strict parse
 * (uri_in, uri_recv, the writers' results), so the header always says
 * what a parse of the text says; binary input is text and parsed again,
 * never trusted.
 */
#ifndef LLURI_PG_H
#define LLURI_PG_H

#include "postgres.h"
#include "fmgr.h"
#include "utils/memutils.h"

#include <lluri.h>

#define URI_FORMAT_NARROW 1
#define URI_FORMAT_WIDE   2
#define URI_NLENGTHS      6 /* scheme, userinfo, host, port, path, query */

/* The longest text a uri holds: a value and its header fit in one
 * palloc'd varlena (1 GB). */
#define URI_MAX_LEN ((size_t) (MaxAllocSize - VARHDRSZ - 4 - URI_NLENGTHS * 4))

/* Inputs longer than this are parsed in pieces of this size, with a
 * check for a cancel request between pieces. */
#define URI_PARSE_CHUNK ((size_t) 1 << 20)

/* The stored value's text and its parse as a lluri (spans into the
 * value: valid while the value is). */
typedef struct UriValue {
    const char *text;
    uint32      len;
    lluri       u;
} UriValue;

/* The uri argument n, detoasted (packed varlenas are read in place). */
#define PG_GETARG_URI_PP(n) PG_GETARG_VARLENA_PP(n)

/* Unpack a stored value (no parse: the header's lengths and the layout). */
extern void uri_unpack(const struct varlena *v, UriValue *out);

/* The stored value of a URI just parsed (its spans into text[0 .. len)). */
extern struct varlena *uri_make(const lluri *u, const char *text, size_t len);

/* Parse text[0 .. len) strictly (RFC 3986 URI-reference), long inputs in
 * pieces with CHECK_FOR_INTERRUPTS() between them. Returns 0 or a negative
 * LLURI_E* code with *err. */
extern int uri_parse_strict(lluri *u, const char *text, size_t len, lluri_error *err);

/* ereport(ERROR) for a value longer than URI_MAX_LEN: "WHAT too long". */
extern void uri_check_length(size_t len, const char *what);

/* "REASON at offset N", palloc'd. */
extern char *uri_reason(int code, size_t offset);

/* ereport(ERROR) for a library error a function could not avoid: the
 * message names the function and the library's reason; the detail gives
 * the offset when there is one (LLURI_ENOTSUP: a hint that the library
 * was built without libidn2). Never returns. */
extern void uri_report(const char *fn, int code, const lluri_error *err) pg_attribute_noreturn();

/* The text of a span as a palloc'd text datum. */
extern text *uri_span_text(const lluri *u, lluri_span sp);

/* A writer's result: call write(ctx, out, cap, result, err) once with a
 * buffer of bound + 1 bytes (the writer's stated bound on its result), or
 * with URI_UNBOUNDED once to size and once to write; return the uri of
 * what it wrote (its parse is the writer's *result: not parsed again).
 * The writer's error goes to uri_report(fn, ...). */
#define URI_UNBOUNDED ((size_t) -1)
typedef ptrdiff_t (*uri_writer)(void *ctx, char *out, size_t cap, lluri *result,
                                lluri_error *err);
extern struct varlena *uri_write(const char *fn, uri_writer write, void *ctx,
                                 size_t bound);

/* The byte order of `uri` (scheme, host, port, the rest): <0, 0, >0. */
extern int uri_compare(const UriValue *a, const UriValue *b);

#endif /* LLURI_PG_H */
