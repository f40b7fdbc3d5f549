/* SPDX-License-Identifier: MIT */
/* write/query.h — the query-pair layer inside the library (query.c; what
 * it does is said once, in include/lluri/query.h): for the writers that
 * clean a query on their way (LLURI_NORM_SORT_QUERY, the cache key) and
 * for the iterator. */
#ifndef LLURI_WRITE_QUERY_H
#define LLURI_WRITE_QUERY_H

#include "write/out.h"
#include "lluri/query.h"

/* How pieces are split: at sep, and at alt too (alt == sep for one
 * separator). */
typedef struct lluri__qsplit {
    unsigned char sep, alt;
} lluri__qsplit;

/* The split o asks for (NULL: "&"), or 0 for a separator that cannot be
 * one ("=", "%"): then *how is not set. */
LLURI_INTERNAL int lluri__qsplit_of(const lluri_query_options *o, lluri__qsplit *how);

/* The end of the piece that begins at q[at] (at <= end): the offset of
 * the next separator, or end. */
static inline size_t lluri__qpiece_end(const char *q, size_t at, size_t end,
                                       lluri__qsplit how)
{
    while (at < end && (unsigned char)q[at] != how.sep && (unsigned char)q[at] != how.alt)
        at++;
    return at;
}

/* 0, or the code lluri_query_clean() gives for options it refuses but a
 * bad separator: LLURI_EFLAGS, LLURI_EINVAL (NULL is no options). */
LLURI_INTERNAL int lluri__query_options_error(const lluri_query_options *o);

/* The cleaned pairs of q[0 .. n) put to k (the separators between them
 * too): the options are checked (flags, globs, separator) as
 * lluri_query_clean() checks them. Returns the number of pairs put, or a
 * negative code (*err filled, offsets into q). */
LLURI_INTERNAL ptrdiff_t lluri__query_put(lluri__sink *k, const char *q, size_t n,
                                          const lluri_query_options *o, lluri_error *err);

#endif
