/* SPDX-License-Identifier: MIT */
/* fuzz_query — the query-pair iterator (lluri_query_begin/_next).
 *
 * Control byte: bit 0 LLURI_QUERY_SEMICOLON. Text: a URI-reference; when it
 * does not parse, the iterator runs over the whole text as the query of a
 * hand-made lluri (the iterator reads only src and the query span), so any
 * bytes reach it.
 *
 * Invariants: the pairs are exactly those of a plain reference splitter
 * written here (split at "&" and, with the flag, ";"; skip empty pieces;
 * split each at its first "="); every span lies inside the query and the
 * pairs come in order, each after the one before; a value is empty when
 * has_value is 0; after the end, next keeps returning 0.
 */
#define FUZZ_NAME query
#include "fuzz.h"

FUZZ_ENTRY(data, size)
{
    fz_input         in = fz_split_ctl(data, size);
    unsigned         flags = (in.ctl & 1u) ? LLURI_QUERY_SEMICOLON : 0u;
    lluri            u;
    lluri_query_iter it;
    lluri_query_pair pr;
    uint32_t         qa, qz, pos, last_end = 0;
    size_t           count = 0;

    if (in.len > FZ_MAX_IN)
        return 0;
    if (lluri_parse(&u, in.text, in.len, LLURI_START_REFERENCE | LLURI_ZONE_ID, NULL) != 0) {
        memset(&u, 0, sizeof u);
        u.src = in.text;
        u.len = (uint32_t)in.len;
        u.present = LLURI_HAS_QUERY;
        u.query.len = (uint32_t)in.len;
    }
    qa = u.query.off;
    qz = u.query.off + u.query.len;
    pos = qa;
    lluri_query_begin(&it, &u, flags);
    while (lluri_query_next(&it, &pr)) {
        uint32_t stop, eq;
        count++;
        /* the reference: next non-empty piece from pos */
        for (;;) {
            FZ_CHECK(pos < qz, "pair %zu past the reference's last", count);
            for (stop = pos; stop < qz && u.src[stop] != '&' &&
                             !(u.src[stop] == ';' && (flags & LLURI_QUERY_SEMICOLON));
                 stop++)
                ;
            if (stop > pos)
                break;
            pos = stop + 1;
        }
        for (eq = pos; eq < stop && u.src[eq] != '='; eq++)
            ;
        FZ_CHECK(pr.key.off == pos && pr.key.len == eq - pos, "pair %zu: key {%u,%u}, want {%u,%u}", count,
                 pr.key.off, pr.key.len, pos, eq - pos);
        FZ_CHECK(pr.has_value == (eq < stop), "pair %zu: has_value %d", count, pr.has_value);
        if (eq < stop)
            FZ_CHECK(pr.value.off == eq + 1 && pr.value.len == stop - eq - 1, "pair %zu: value {%u,%u}", count,
                     pr.value.off, pr.value.len);
        else
            FZ_CHECK(pr.value.len == 0, "pair %zu: value without \"=\"", count);
        FZ_CHECK(pr.key.off >= qa && pr.key.off + pr.key.len <= qz && pr.value.off >= qa &&
                     pr.value.off + pr.value.len <= qz,
                 "pair %zu outside the query", count);
        FZ_CHECK(pr.key.off >= last_end, "pair %zu before the previous one", count);
        last_end = pr.value.off + pr.value.len > pr.key.off + pr.key.len ? pr.value.off + pr.value.len
                                                                         : pr.key.off + pr.key.len;
        pos = stop < qz ? stop + 1 : stop;
    }
    /* the reference has no pair left */
    while (pos < qz && (u.src[pos] == '&' || (u.src[pos] == ';' && (flags & LLURI_QUERY_SEMICOLON))))
        pos++;
    FZ_CHECK(pos >= qz, "the iterator stopped with a pair left at %u", pos);
    FZ_CHECK(lluri_query_next(&it, &pr) == 0 && lluri_query_next(&it, &pr) == 0, "next after the end");
    return 0;
}
