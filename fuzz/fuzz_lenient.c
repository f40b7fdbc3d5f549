/* SPDX-License-Identifier: MIT */
/* fuzz_lenient — the lenient profile (lluri_parse with LLURI_LENIENT).
 *
 * Control byte: bits 0-1 the start rule, bit 2 LLURI_ZONE_ID, bit 3
 * LLURI_IRI, bit 4 LLURI_PARTIAL. The rest is the text.
 *
 * Invariants: what the strict parse takes, the lenient one gives byte for
 * byte, with nothing tolerated and the verdict LLURI_OK; what the strict
 * parse refuses, the lenient one either refuses with a known code at an
 * offset inside the input, or takes with at least one tolerated bit named
 * (lluri_tolerated_name), the strict verdict (code and offset) in *err,
 * the spans inside the input and in order; its components hold no
 * control byte.
 */
#define FUZZ_NAME lenient
#include "fuzz.h"

static void lenient_span(const lluri *u, lluri_span sp, size_t n, size_t *at)
{
    FZ_CHECK(sp.off >= *at && sp.off + sp.len <= n, "span {%u,%u} out of place (%zu, %zu)",
             sp.off, sp.len, *at, n);
    for (uint32_t i = 0; i < sp.len; i++) {
        unsigned char c = (unsigned char)u->src[sp.off + i];
        FZ_CHECK(c >= 0x20 && c != 0x7f, "a control byte 0x%02x in a component", c);
    }
    *at = sp.off + sp.len;
}

FUZZ_ENTRY(data, size)
{
    fz_input in = fz_split_ctl(data, size);
    const unsigned start[] = { LLURI_START_REFERENCE, LLURI_START_URI, LLURI_START_ABSOLUTE,
                               LLURI_START_RELATIVE };
    unsigned flags = start[in.ctl & 3] | ((in.ctl & 4) ? LLURI_ZONE_ID : 0)
                     | ((in.ctl & 8) ? LLURI_IRI : 0) | ((in.ctl & 16) ? LLURI_PARTIAL : 0);
    lluri s, l;
    lluri_error es, el;
    int rs, rl;

    if (in.len > FZ_MAX_IN)
        return 0;
    rs = lluri_parse(&s, in.text, in.len, flags & ~(unsigned)LLURI_PARTIAL, &es);
    rl = lluri_parse(&l, in.text, in.len, flags | LLURI_LENIENT, &el);
    if (rs == 0) {
        FZ_CHECK(rl == 0 && el.code == LLURI_OK && l.tolerated == 0
                     && memcmp(&s, &l, sizeof s) == 0,
                 "a valid input read otherwise: %s, tolerated %x", lluri_errname(rl),
                 l.tolerated);
        return 0;
    }
    if (rl != 0) {
        FZ_CHECK(rl == el.code && el.offset <= in.len && lluri_strerror(rl) != NULL,
                 "%s at %zu", lluri_errname(rl), el.offset);
        return 0;
    }
    FZ_CHECK(el.code == rs && el.offset == es.offset, "verdict %s at %zu, strict %s at %zu",
             lluri_errname(el.code), el.offset, lluri_errname(rs), es.offset);
    FZ_CHECK(l.tolerated != 0, "refused strictly, nothing tolerated");
    for (uint32_t b = 1; b != 0; b <<= 1)
        if (l.tolerated & b)
            FZ_CHECK(lluri_tolerated_name(b) != NULL, "bit %x has no name", b);
    {
        size_t at = 0;
        if (l.present & LLURI_HAS_SCHEME)
            lenient_span(&l, l.scheme, in.len, &at);
        if (l.present & LLURI_HAS_USERINFO)
            lenient_span(&l, l.userinfo, in.len, &at);
        if (l.present & LLURI_HAS_AUTHORITY)
            lenient_span(&l, l.host, in.len, &at);
        if (l.present & LLURI_HAS_PORT)
            lenient_span(&l, l.port, in.len, &at);
        lenient_span(&l, l.path, in.len, &at);
        if (l.present & LLURI_HAS_QUERY)
            lenient_span(&l, l.query, in.len, &at);
        if (l.present & LLURI_HAS_FRAGMENT)
            lenient_span(&l, l.fragment, in.len, &at);
    }
    return 0;
}
