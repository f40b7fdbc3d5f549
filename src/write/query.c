/* SPDX-License-Identifier: MIT */
/* query.c — the one query-pair layer (include/lluri/query.h says what it
 * does): pieces split at a separator, keys read decoded, compared and
 * matched against globs, pairs kept, dropped and ordered by a stable merge
 * sort, and written back; the iterator over a URI's or a text's pairs and
 * the lookup of one key, which split and decode the same way. Spans are
 * the raw text; nothing is decoded but a key being compared. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ascii.h"
#include "write/query.h"

/* ---- splitting ---------------------------------------------------------------- */

int lluri__qsplit_of(const lluri_query_options *o, lluri__qsplit *how)
{
    unsigned char sep = o && o->separator ? (unsigned char)o->separator : '&';
    if (sep == '=' || sep == '%')
        return 0;
    how->sep = sep;
    how->alt = o && (o->flags & LLURI_QUERY_SEMICOLON) ? ';' : sep;
    return 1;
}

/* ---- decoded keys ------------------------------------------------------------- */

/* The decoded byte of the key at raw[*i] (*i < n), *i moved past it:
 * "%HH" is HH, "+" a space when form, anything else (a "%" without two hex
 * digits too) itself. */
static inline unsigned char key_byte(const char *raw, size_t *i, size_t n, int form)
{
    unsigned char c = (unsigned char)raw[*i];
    if (c == '%' && n - *i >= 3) {
        int hi = lluri__hex_value((unsigned char)raw[*i + 1]);
        int lo = hi >= 0 ? lluri__hex_value((unsigned char)raw[*i + 2]) : -1;
        if (lo >= 0) {
            *i += 3;
            return (unsigned char)(hi << 4 | lo);
        }
    }
    (*i)++;
    return c == '+' && form ? ' ' : c;
}

/* The length of the key of the piece p[0 .. n): up to its first "=". */
static inline size_t key_len(const char *p, size_t n)
{
    const char *eq = memchr(p, '=', n);
    return eq ? (size_t)(eq - p) : n;
}

/* Decoded a[0 .. an) against decoded b[0 .. bn): < 0, 0, > 0. */
static int key_cmp(const char *a, size_t an, const char *b, size_t bn, int form)
{
    size_t i = 0, j = 0;
    while (i < an && j < bn) {
        unsigned char x = key_byte(a, &i, an, form), y = key_byte(b, &j, bn, form);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return (i < an) - (j < bn);
}

/* Whether decoded raw[0 .. n) is the plain key[0 .. len). */
static int key_is(const char *raw, size_t n, const char *key, size_t len, int form)
{
    size_t i = 0, k = 0;
    while (i < n) {
        if (k == len || key_byte(raw, &i, n, form) != (unsigned char)key[k])
            return 0;
        k++;
    }
    return k == len;
}

/* ---- globs -------------------------------------------------------------------- */

/* Whether the glob element at g[*gi] (not "*") takes the byte c; *gi is
 * moved past the element either way. */
static int element_takes(const char *g, size_t *gi, size_t gn, unsigned char c)
{
    size_t i = *gi;
    unsigned char e = (unsigned char)g[i];

    if (e == '?') {
        *gi = i + 1;
        return 1;
    }
    if (e == '\\' && i + 1 < gn) {
        *gi = i + 2;
        return (unsigned char)g[i + 1] == c;
    }
    if (e == '[') {
        size_t j = i + 1, end;
        int negate = 0, in = 0;
        if (j < gn && (g[j] == '!' || g[j] == '^')) {
            negate = 1;
            j++;
        }
        /* the set's end: a "]" first is in the set; "\]" too */
        end = j < gn && g[j] == ']' ? j + 1 : j;
        while (end < gn && g[end] != ']')
            end += g[end] == '\\' && end + 1 < gn ? 2 : 1;
        if (end >= gn) {                    /* no "]": the "[" is itself */
            *gi = i + 1;
            return c == '[';
        }
        while (j < end) {
            unsigned char lo, hi;
            if (g[j] == '\\' && j + 1 < end)
                j++;
            lo = hi = (unsigned char)g[j++];
            if (j + 1 < end && g[j] == '-') {   /* a range "a-z" */
                if (g[j + 1] == '\\' && j + 2 < end)
                    j++;
                hi = (unsigned char)g[j + 1];
                j += 2;
            }
            if (c >= lo && c <= hi)
                in = 1;
        }
        *gi = end + 1;
        return in != negate;
    }
    *gi = i + 1;
    return e == c;
}

/* Whether decoded raw[0 .. n) matches all of g[0 .. gn): the greedy walk
 * with one backtrack point, the last "*" (O(n * gn) at worst). */
static int glob_match(const char *g, size_t gn, const char *raw, size_t n, int form)
{
    size_t gi = 0, i = 0, star_g = 0, star_i = 0;
    int star = 0;

    while (i < n) {
        if (gi < gn && g[gi] == '*') {
            star = 1;
            star_g = ++gi;
            star_i = i;
            continue;
        }
        if (gi < gn) {
            size_t at = i, next = gi;
            unsigned char c = key_byte(raw, &at, n, form);
            if (element_takes(g, &next, gn, c)) {
                gi = next;
                i = at;
                continue;
            }
        }
        if (!star)
            return 0;
        (void)key_byte(raw, &star_i, n, form);  /* the "*" takes one byte more */
        gi = star_g;
        i = star_i;
    }
    while (gi < gn && g[gi] == '*')
        gi++;
    return gi == gn;
}

static int any_match(const lluri_text *globs, size_t count, const char *raw, size_t n,
                     int form)
{
    for (size_t i = 0; i < count; i++)
        if (glob_match(globs[i].ptr, globs[i].len, raw, n, form))
            return 1;
    return 0;
}

/* ---- the pairs that stay ------------------------------------------------------- */

int lluri__query_options_error(const lluri_query_options *o)
{
    if (o == NULL)
        return 0;
    if (o->flags & ~(unsigned)(LLURI_QUERY_SORT | LLURI_QUERY_SEMICOLON | LLURI_PCT_FORM))
        return LLURI_EFLAGS;
    if ((o->keep == NULL && o->nkeep > 0) || (o->drop == NULL && o->ndrop > 0)
        || (o->scratch == NULL && o->scratch_size > 0))
        return LLURI_EINVAL;
    for (size_t i = 0; i < o->nkeep; i++)
        if (o->keep[i].ptr == NULL && o->keep[i].len > 0)
            return LLURI_EINVAL;
    for (size_t i = 0; i < o->ndrop; i++)
        if (o->drop[i].ptr == NULL && o->drop[i].len > 0)
            return LLURI_EINVAL;
    return 0;
}

/* Whether the piece p[0 .. n) stays: the keep globs, then the drop globs,
 * on its decoded key. */
static int stays(const lluri_query_options *o, const char *p, size_t n)
{
    int form;
    size_t kn;

    if (o == NULL || (o->nkeep == 0 && o->ndrop == 0))
        return 1;
    form = (o->flags & LLURI_PCT_FORM) != 0;
    kn = key_len(p, n);
    if (o->nkeep > 0 && !any_match(o->keep, o->nkeep, p, kn, form))
        return 0;
    return !any_match(o->drop, o->ndrop, p, kn, form);
}

/* Whether the pair at q[x] sorts before the one at q[y] (their pieces end
 * at a separator or at n): by decoded key only, so that a merge that takes
 * the left one unless the right one is before it is stable. */
static int before(const char *q, size_t n, lluri__qsplit how, int form, uint32_t x,
                  uint32_t y)
{
    size_t ex = lluri__qpiece_end(q, x, n, how), ey = lluri__qpiece_end(q, y, n, how);
    return key_cmp(q + x, key_len(q + x, ex - x), q + y, key_len(q + y, ey - y), form) < 0;
}

/* A bottom-up merge sort of the np pair offsets in a[] (b[] as wide): the
 * sorted order ends in the array returned. */
static uint32_t *merge_sort(const char *q, size_t n, lluri__qsplit how, int form,
                            uint32_t *a, uint32_t *b, size_t np)
{
    uint32_t *from = a, *to = b;

    for (size_t w = 1; w < np; w *= 2) {
        for (size_t lo = 0; lo < np; lo += 2 * w) {
            size_t mid = lo + w < np ? lo + w : np, hi = lo + 2 * w < np ? lo + 2 * w : np;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)   /* the left one when equal: stable */
                to[k++] = before(q, n, how, form, from[j], from[i]) ? from[j++] : from[i++];
            while (i < mid)
                to[k++] = from[i++];
            while (j < hi)
                to[k++] = from[j++];
        }
        uint32_t *t = from;
        from = to;
        to = t;
    }
    return from;
}

ptrdiff_t lluri__query_put(lluri__sink *k, const char *q, size_t n,
                           const lluri_query_options *o, lluri_error *err)
{
    uint32_t stack[2 * LLURI_QUERY_STACK_PAIRS], *pairs = stack;
    size_t room = LLURI_QUERY_STACK_PAIRS, np = 0;
    lluri__qsplit how;
    int rc = lluri__query_options_error(o);
    char sep;

    if (rc < 0)
        return lluri__fail(err, rc, 0);
    if (!lluri__qsplit_of(o, &how) || (q == NULL && n > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (n > UINT32_MAX)
        return lluri__fail(err, LLURI_ETOOLONG, UINT32_MAX);
    sep = (char)how.sep;
    if (o == NULL || !(o->flags & LLURI_QUERY_SORT)) {
        /* no order to find: each pair that stays, as it comes */
        for (size_t at = 0; at < n; ) {
            size_t e = lluri__qpiece_end(q, at, n, how);
            if (e > at && stays(o, q + at, e - at)) {
                if (np++ > 0)
                    lluri__put(k, &sep, 1);
                lluri__put(k, q + at, e - at);
            }
            at = e + 1;
        }
        lluri__fail(err, LLURI_OK, 0);
        return (ptrdiff_t)np;
    }
    if (o->scratch != NULL && o->scratch_size / 8 > LLURI_QUERY_STACK_PAIRS + 1) {
        /* the caller's room, aligned for uint32_t */
        uintptr_t p = (uintptr_t)o->scratch, a = (p + 3) & ~(uintptr_t)3;
        size_t usable = o->scratch_size - (size_t)(a - p);
        pairs = (uint32_t *)a;
        room = usable / 8;
    }
    for (size_t at = 0; at < n; ) {
        size_t e = lluri__qpiece_end(q, at, n, how);
        if (e > at && stays(o, q + at, e - at)) {
            if (np == room)
                return lluri__fail(err, LLURI_ETOOLONG, at);
            pairs[np++] = (uint32_t)at;
        }
        at = e + 1;
    }
    const uint32_t *sorted = merge_sort(q, n, how, (o->flags & LLURI_PCT_FORM) != 0, pairs,
                                        pairs + room, np);
    for (size_t i = 0; i < np; i++) {
        size_t at = sorted[i];
        if (i > 0)
            lluri__put(k, &sep, 1);
        lluri__put(k, q + at, lluri__qpiece_end(q, at, n, how) - at);
    }
    lluri__fail(err, LLURI_OK, 0);
    return (ptrdiff_t)np;
}

ptrdiff_t lluri_query_clean(const char *q, size_t len, const lluri_query_options *o,
                            char *out, size_t cap, lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    ptrdiff_t rc;

    if (out == NULL && cap > 0)
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = lluri__query_put(&k, q, len, o, err);
    if (rc < 0) {
        if (cap > 0)
            out[0] = '\0';
        return rc;
    }
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}

/* ---- keys, one at a time -------------------------------------------------------- */

static int key_args_error(const char *raw, size_t n, const char *key, size_t len,
                          unsigned flags)
{
    if (flags & ~(unsigned)LLURI_PCT_FORM)
        return LLURI_EFLAGS;
    if ((raw == NULL && n > 0) || (key == NULL && len > 0))
        return LLURI_EINVAL;
    return 0;
}

int lluri_query_key_is(const char *raw, size_t n, const char *key, size_t len,
                       unsigned flags)
{
    int rc = key_args_error(raw, n, key, len, flags);
    return rc < 0 ? rc : key_is(raw, n, key, len, (flags & LLURI_PCT_FORM) != 0);
}

int lluri_query_key_match(const char *raw, size_t n, const char *glob, size_t len,
                          unsigned flags)
{
    int rc = key_args_error(raw, n, glob, len, flags);
    return rc < 0 ? rc : glob_match(glob, len, raw, n, (flags & LLURI_PCT_FORM) != 0);
}

/* ---- the iterator ----------------------------------------------------------------
 * Its private _flags hold the caller's flags and, in bits 24 .. 31, the
 * separator (which the public flag space never reaches). */
#define ITER_SEP_SHIFT 24

static int query_error(lluri_query_iter *it, int code)
{
    it->_src = NULL;
    it->_pos = it->_end = 0;
    it->_error = code;
    return code;
}

static void iter_start(lluri_query_iter *it, const char *src, uint32_t pos, uint32_t end,
                       unsigned flags, unsigned char sep)
{
    it->_src = src;
    it->_pos = pos;
    it->_end = end;
    it->_flags = (flags & LLURI_QUERY_SEMICOLON) | (unsigned)sep << ITER_SEP_SHIFT;
    it->_error = 0;
}

int lluri_query_begin(lluri_query_iter *it, const lluri *u, unsigned flags)
{
    if (it == NULL)
        return LLURI_EINVAL;
    if (flags & ~(unsigned)LLURI_QUERY_FLAGS)
        return query_error(it, LLURI_EFLAGS);
    if (u == NULL)
        return query_error(it, LLURI_EINVAL);
    if (!lluri__spans_in(u))
        return query_error(it, LLURI_ESPAN);
    if (u->present & LLURI_HAS_QUERY)
        iter_start(it, u->src, u->query.off, u->query.off + u->query.len, flags, '&');
    else
        iter_start(it, u->src, 0, 0, flags, '&');
    return 0;
}

int lluri_query_begin_text(lluri_query_iter *it, const char *q, size_t len,
                           const lluri_query_options *o)
{
    lluri__qsplit how;

    if (it == NULL)
        return LLURI_EINVAL;
    if (o != NULL && (o->flags & ~(unsigned)(LLURI_QUERY_SEMICOLON | LLURI_PCT_FORM)))
        return query_error(it, LLURI_EFLAGS);
    if ((q == NULL && len > 0) || (o != NULL && (o->nkeep > 0 || o->ndrop > 0))
        || !lluri__qsplit_of(o, &how))
        return query_error(it, LLURI_EINVAL);
    if (len > UINT32_MAX)
        return query_error(it, LLURI_ETOOLONG);
    iter_start(it, q, 0, (uint32_t)len, o ? o->flags : 0, how.sep);
    return 0;
}

int lluri_query_next(lluri_query_iter *it, lluri_query_pair *pair)
{
    lluri__qsplit how;

    if (it == NULL || pair == NULL)
        return LLURI_EINVAL;
    if (it->_error < 0)
        return it->_error;
    how.sep = (unsigned char)(it->_flags >> ITER_SEP_SHIFT);
    how.alt = (it->_flags & LLURI_QUERY_SEMICOLON) ? ';' : how.sep;
    while (it->_pos < it->_end) {
        uint32_t start = it->_pos;
        uint32_t stop = (uint32_t)lluri__qpiece_end(it->_src, start, it->_end, how);
        uint32_t eq = start + (uint32_t)key_len(it->_src + start, stop - start);

        it->_pos = stop < it->_end ? stop + 1 : stop;
        if (stop == start)
            continue; /* an empty piece: "a&&b", "&a", "a&" */
        pair->key.off = start;
        pair->key.len = eq - start;
        if (eq < stop) {
            pair->value.off = eq + 1;
            pair->value.len = stop - eq - 1;
            pair->has_value = 1;
        } else {
            pair->value.off = stop;
            pair->value.len = 0;
            pair->has_value = 0;
        }
        return 1;
    }
    return 0;
}

int lluri_query_get(const lluri *u, const char *key, size_t len,
                    unsigned flags, lluri_query_pair *pair, lluri_error *err)
{
    lluri_query_iter it;
    lluri_query_pair p;
    int rc;

    if (flags & ~(unsigned)(LLURI_QUERY_FLAGS | LLURI_PCT_FORM))
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if (pair == NULL || (key == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    rc = lluri_query_begin(&it, u, flags & LLURI_QUERY_FLAGS);
    if (rc < 0)
        return lluri__fail(err, rc, 0);
    lluri__fail(err, LLURI_OK, 0);
    while ((rc = lluri_query_next(&it, &p)) == 1)
        if (key_is(u->src + p.key.off, p.key.len, key, len, (flags & LLURI_PCT_FORM) != 0)) {
            *pair = p;
            return 1;
        }
    return rc;
}
