/* SPDX-License-Identifier: MIT */
/*
 * lluri/query.h — the one query-pair layer: a query's "key=value" pairs
 * split at a separator, their keys compared decoded, kept or dropped by
 * key globs, ordered by key (stably) and written back, without
 * allocating; the iterator over a parsed URI's pairs (lluri_query_begin)
 * and the lookup of one key (lluri_query_get), which split and compare as
 * the layer does. <lluri.h> includes it.
 *
 * What the layer does, exactly:
 *   - Split: a piece is the text between two separators (the separator
 *     byte, "&" by default, and ";" too with LLURI_QUERY_SEMICOLON).
 *     Empty pieces ("a&&b", "&a", "a&") are no pairs: they are dropped.
 *   - Key: a pair's bytes up to its first "=" (the whole pair without
 *     one: "k" and "k=" have the key "k").
 *   - Decoded key: the key with each "%HH" read as the byte HH (either
 *     case), and with LLURI_PCT_FORM each "+" read as a space; a "%" not
 *     followed by two hex digits stands for itself. So "utm%5Fsource" is
 *     "utm_source", "%2F" is "/", and an encoded "=" ("a%3Db") is key
 *     data. Keys are case-sensitive.
 *   - Compare: decoded keys byte by byte (unsigned), a key that is a
 *     prefix of another first ("key" of "key=" before "key1").
 *   - Globs: on the decoded key, the whole of it: "*" any run of bytes,
 *     "?" one byte, "[abc]", "[a-z]", "[!a-z]" (or "[^a-z]") one byte of
 *     the set or not of it, "\x" the byte x itself; any other byte (and a
 *     "[" without its "]") itself.
 *   - Keep and drop: with keep globs, a pair stays only when its decoded
 *     key matches one of them; then a pair whose decoded key matches a
 *     drop glob goes.
 *   - Sort (LLURI_QUERY_SORT): the pairs that stay, ordered by decoded
 *     key; pairs with equal decoded keys keep their order ("a=2&a=1"
 *     stays so: arrays). A merge sort, O(p log p) comparisons.
 *   - Write: the pairs that stay, each as written (never decoded or
 *     re-encoded), joined by the separator ("&" by default).
 */
#ifndef LLURI_QUERY_H
#define LLURI_QUERY_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The iterator: the "key=value" pairs of a query, separated by "&" (and
 * ";" with LLURI_QUERY_SEMICOLON). Spans are the raw text in u->src:
 * decode a key or value with lluri_pct_decode(LLURI_PCT_FORM).
 * Only the first "=" splits ("a=b=c": key "a", value "b=c"); has_value
 * tells "k" from "k=". Empty pieces ("a&&b") are skipped; a URI without a
 * query, or with an empty one, has no pairs. */
typedef struct lluri_query_pair {
    lluri_span key, value;
    int        has_value;
} lluri_query_pair;

typedef struct lluri_query_iter {
    /* private: use the functions */
    const char *_src;
    uint32_t    _pos, _end;
    unsigned    _flags;
    int         _error;
} lluri_query_iter;

/* Start at u's query. flags: LLURI_QUERY_SEMICOLON. Returns 0, or a
 * negative code (LLURI_EFLAGS, LLURI_EINVAL, LLURI_ESPAN), which
 * lluri_query_next() then returns too. */
LLURI_API int lluri_query_begin(lluri_query_iter *it, const lluri *u,
                                lluri_flags flags);
/* 1 and the next pair, 0 at the end, or the error of begin. */
LLURI_API int lluri_query_next(lluri_query_iter *it, lluri_query_pair *pair);

/* The first pair whose key, percent-decoded (with "+" as a space when
 * LLURI_PCT_FORM), is key[0 .. len): 1 and *pair; 0 when there is none; or
 * a negative code (keys decoded as <lluri/query.h> says: a "%" without two
 * hex digits stands for itself).
 * flags: LLURI_QUERY_FLAGS and LLURI_PCT_FORM. */
LLURI_API int lluri_query_get(const lluri *u, const char *key, size_t len,
                              lluri_flags flags, lluri_query_pair *pair,
                              lluri_error *err);

/* What the layer does with a query (NULL options: split at "&", no
 * globs, no sort: the pairs with the empty ones dropped). */
typedef struct lluri_query_options {
    unsigned          flags;     /* LLURI_QUERY_SORT, LLURI_QUERY_SEMICOLON,
                                    LLURI_PCT_FORM */
    char              separator; /* between pairs, read and written; 0 is
                                    "&"; "=" and "%" cannot be */
    const lluri_text *keep;      /* globs: only pairs whose decoded key
                                    matches one stay (none: all stay) */
    size_t            nkeep;
    const lluri_text *drop;      /* globs: pairs whose decoded key matches
                                    one go */
    size_t            ndrop;
    void             *scratch;   /* room for sorting more pairs than the
                                    stack holds (LLURI_QUERY_STACK_PAIRS):
                                    LLURI_QUERY_SCRATCH(len) bytes for a
                                    query of len bytes; NULL: none */
    size_t            scratch_size;
} lluri_query_options;

/* Pairs sorted without scratch, and the scratch that sorts any query of
 * len bytes (8 bytes a pair, at most len / 2 + 1 pairs, and alignment). */
#define LLURI_QUERY_STACK_PAIRS 256
#define LLURI_QUERY_SCRATCH(len) (8 * ((size_t)(len) / 2 + 1) + 8)

/* The query q[0 .. len) (without its "?") as the options say, written
 * snprintf-style (the writers' contract in <lluri.h>): returns the length
 * of the result, which may be 0 (no pair stayed). Errors: LLURI_EFLAGS for
 * other bits; LLURI_EINVAL for a NULL q with len > 0, a NULL out with
 * cap > 0, a NULL glob list with a count, or the separator "=" or "%";
 * LLURI_ETOOLONG, with the offset of the first pair that did not fit,
 * when sorting needs more pairs than the stack and the scratch hold, and
 * for len over UINT32_MAX. */
LLURI_API ptrdiff_t lluri_query_clean(const char *q, size_t len,
                                      const lluri_query_options *o,
                                      char *out, size_t cap, lluri_error *err);

/* Iterate over the pairs of the text q[0 .. len) (a query without its
 * "?"), split as o says (separator, LLURI_QUERY_SEMICOLON; o may be
 * NULL): lluri_query_next() then gives them, their spans offsets into q.
 * Returns 0; LLURI_EFLAGS for a flag other than LLURI_QUERY_SEMICOLON and
 * LLURI_PCT_FORM, LLURI_EINVAL for globs (the iterator keeps every pair),
 * a bad separator or a NULL q with len > 0, LLURI_ETOOLONG past
 * UINT32_MAX; lluri_query_next() then returns the code too. */
LLURI_API int lluri_query_begin_text(lluri_query_iter *it, const char *q, size_t len,
                                     const lluri_query_options *o);

/* Whether the key raw[0 .. n) (as written, e.g. a pair's key span),
 * decoded, is key[0 .. len) (plain bytes): 1 or 0. flags: LLURI_PCT_FORM
 * ("+" is a space); LLURI_EFLAGS for others, LLURI_EINVAL for a NULL
 * pointer with a length. */
LLURI_API int lluri_query_key_is(const char *raw, size_t n, const char *key,
                                 size_t len, lluri_flags flags);

/* Whether the key raw[0 .. n), decoded, matches the glob glob[0 .. len)
 * (the syntax above): 1 or 0; flags and errors as lluri_query_key_is(). */
LLURI_API int lluri_query_key_match(const char *raw, size_t n, const char *glob,
                                    size_t len, lluri_flags flags);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_QUERY_H */
