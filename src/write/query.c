/* SPDX-License-Identifier: MIT */
/* query.c — the "key=value" pairs of a query: an iterator over them, and
 * the lookup of one key (lluri.h, "Query pairs"). Spans are the raw text;
 * nothing is decoded but a key being compared. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "internal.h"

static int query_error(lluri_query_iter *it, int code)
{
    it->_src = NULL;
    it->_pos = it->_end = 0;
    it->_error = code;
    return code;
}

int lluri_query_begin(lluri_query_iter *it, const lluri *u, unsigned flags)
{
    if (it == NULL)
        return LLURI_EINVAL;
    if (flags & ~(unsigned)LLURI_QUERY_FLAGS)
        return query_error(it, LLURI_EFLAGS);
    if (u == NULL)
        return query_error(it, LLURI_EINVAL);
    if (!lluri__spans_ok(u))
        return query_error(it, LLURI_ESPAN);
    it->_src = u->src;
    it->_flags = flags;
    it->_error = 0;
    if (u->present & LLURI_HAS_QUERY) {
        it->_pos = u->query.off;
        it->_end = u->query.off + u->query.len;
    } else {
        it->_pos = it->_end = 0;
    }
    return 0;
}

int lluri_query_next(lluri_query_iter *it, lluri_query_pair *pair)
{
    if (it == NULL || pair == NULL)
        return LLURI_EINVAL;
    if (it->_error < 0)
        return it->_error;
    while (it->_pos < it->_end) {
        uint32_t start = it->_pos, stop = start, eq;

        while (stop < it->_end && it->_src[stop] != '&' &&
               !(it->_src[stop] == ';' && (it->_flags & LLURI_QUERY_SEMICOLON)))
            stop++;
        it->_pos = stop < it->_end ? stop + 1 : stop;
        if (stop == start)
            continue; /* an empty piece: "a&&b", "&a", "a&" */
        for (eq = start; eq < stop && it->_src[eq] != '='; eq++)
            ;
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

/* Whether raw[0 .. n), percent-decoded ("+" as a space when form), is
 * key[0 .. len). A "%" without two hex digits never matches. */
static int key_is(const char *raw, size_t n, int form, const char *key,
                  size_t len)
{
    size_t i = 0, k = 0;

    while (i < n) {
        unsigned char c = (unsigned char)raw[i];
        if (c == '%') {
            int hi = n - i >= 3 ? lluri__hex_value((unsigned char)raw[i + 1]) : -1;
            int lo = hi >= 0 ? lluri__hex_value((unsigned char)raw[i + 2]) : -1;
            if (lo < 0)
                return 0;
            c = (unsigned char)(hi << 4 | lo);
            i += 3;
        } else {
            if (c == '+' && form)
                c = ' ';
            i++;
        }
        if (k == len || (unsigned char)key[k] != c)
            return 0;
        k++;
    }
    return k == len;
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
        if (key_is(u->src + p.key.off, p.key.len, (flags & LLURI_PCT_FORM) != 0,
                   key, len)) {
            *pair = p;
            return 1;
        }
    return rc;
}
