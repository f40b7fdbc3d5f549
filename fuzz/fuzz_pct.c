/* SPDX-License-Identifier: MIT */
/* fuzz_pct — lluri_pct_decode() and lluri_pct_encode() (RFC 3986 §2.1).
 *
 * Control byte: bit 0 LLURI_PCT_FORM for decoding; bits 1-3 the component
 * to encode for (0 and values past LLURI_COMPONENT_FORM must give
 * LLURI_EINVAL); bit 4 an unknown decode flag (must give LLURI_EFLAGS).
 * Text: the bytes to decode and to encode.
 *
 * Invariants: decoding agrees with a plain reference decoder written here
 * (same bytes, or LLURI_EPCT at the offset of the first "%" without two hex
 * digits); the output is never longer than the input; encoding gives text
 * that matches the component's ABNF rule, that decodes back to the input
 * (with LLURI_PCT_FORM for the FORM component), and holds only upper-case
 * hex; sizing with cap 0 and a short buffer agree with the full call.
 */
#define FUZZ_NAME pct
#include "fuzz.h"

static int pct_hex(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The reference decoder: returns the length, or -1 - offset of the bad "%". */
static long pct_reference(const char *s, size_t n, int form, char *out)
{
    size_t i, k = 0;
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '%') {
            if (n - i < 3 || pct_hex((unsigned char)s[i + 1]) < 0 || pct_hex((unsigned char)s[i + 2]) < 0)
                return -1 - (long)i;
            out[k++] = (char)(pct_hex((unsigned char)s[i + 1]) * 16 + pct_hex((unsigned char)s[i + 2]));
            i += 2;
        } else {
            out[k++] = form && c == '+' ? ' ' : (char)c;
        }
    }
    return (long)k;
}

static int pct_rule(int component)
{
    switch (component) {
    case LLURI_COMPONENT_USERINFO: return LLURI_RULE_USERINFO;
    case LLURI_COMPONENT_REG_NAME: return LLURI_RULE_REG_NAME;
    case LLURI_COMPONENT_SEGMENT: return LLURI_RULE_SEGMENT;
    case LLURI_COMPONENT_PATH: return LLURI_RULE_PATH_ABEMPTY; /* after a "/" */
    case LLURI_COMPONENT_QUERY: return LLURI_RULE_QUERY;
    case LLURI_COMPONENT_FRAGMENT: return LLURI_RULE_FRAGMENT;
    default: return 0;
    }
}

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    int         form = (int)(in.ctl & 1u), comp = (int)((in.ctl >> 1) & 7u);
    char       *out, *ref, *enc, *dec;
    lluri_error e;
    ptrdiff_t   r, r0, re, rd;
    long        want;
    size_t      i;

    if (in.len > FZ_MAX_IN)
        return 0;
    if (in.ctl & 16u) {
        r = lluri_pct_decode(in.text, in.len, LLURI_QUERY_SEMICOLON, NULL, 0, &e);
        FZ_CHECK(r == LLURI_EFLAGS && e.code == r, "unknown flag: %s", lluri_errname((int)r));
        return 0;
    }
    out = malloc(in.len + 1);
    ref = malloc(in.len + 1);
    enc = malloc(3 * in.len + 2);
    dec = malloc(3 * in.len + 2);
    FZ_CHECK(out && ref && enc && dec, "out of memory");

    /* decoding */
    r = lluri_pct_decode(in.text, in.len, form ? LLURI_PCT_FORM : 0, out, in.len + 1, &e);
    want = pct_reference(in.text, in.len, form, ref);
    FZ_CHECK(e.code == (r < 0 ? r : 0), "err.code %d, returned %td", e.code, r);
    if (want < 0) {
        FZ_CHECK(r == LLURI_EPCT && e.offset == (size_t)(-1 - want), "decode gives %s at %zu, want EPCT at %ld",
                 lluri_errname((int)r), e.offset, -1 - want);
    } else {
        FZ_CHECK(r == want && memcmp(out, ref, (size_t)want) == 0 && out[r] == '\0',
                 "decode gives %td bytes, the reference %ld", r, want);
        r0 = lluri_pct_decode(in.text, in.len, form ? LLURI_PCT_FORM : 0, NULL, 0, NULL);
        FZ_CHECK(r0 == r, "sizing gives %td, not %td", r0, r);
        if (r > 0) {
            memset(dec, CONTRACT_CANARY, (size_t)r);
            r0 = lluri_pct_decode(in.text, in.len, form ? LLURI_PCT_FORM : 0, r > 1 ? dec : NULL,
                                  (size_t)r - 1, NULL);
            FZ_CHECK(r0 == r && contract_broken(dec, (size_t)r, (size_t)r - 1, ref, (size_t)r) == NULL,
                     "cap %td: not the contract", r - 1);
        }
    }

    /* encoding */
    re = lluri_pct_encode(in.text, in.len, comp, enc, 3 * in.len + 2, NULL);
    if (comp < LLURI_COMPONENT_USERINFO || comp > LLURI_COMPONENT_FORM) {
        FZ_CHECK(re == LLURI_EINVAL, "component %d: %td", comp, re);
        goto done;
    }
    FZ_CHECK(re >= (ptrdiff_t)in.len && re <= 3 * (ptrdiff_t)in.len, "encoded length %td for %zu bytes", re,
             in.len);
    r0 = lluri_pct_encode(in.text, in.len, comp, NULL, 0, NULL);
    FZ_CHECK(r0 == re, "sizing gives %td, not %td", r0, re);
    for (i = 0; i < (size_t)re; i++)
        if (enc[i] == '%')
            FZ_CHECK(i + 2 < (size_t)re && pct_hex((unsigned char)enc[i + 1]) >= 0 &&
                         pct_hex((unsigned char)enc[i + 2]) >= 0 &&
                         !(enc[i + 1] >= 'a' && enc[i + 1] <= 'f') && !(enc[i + 2] >= 'a' && enc[i + 2] <= 'f'),
                     "bad or lower-case %%XX at %zu", i);
    if (pct_rule(comp)) {
        int rule = pct_rule(comp);
        if (comp == LLURI_COMPONENT_PATH) {
            /* a path as written after an authority: "/" then the text */
            memmove(enc + 1, enc, (size_t)re);
            enc[0] = '/';
            FZ_CHECK(lluri_match(rule, enc, (size_t)re + 1, 0, &e) == 0, "encoded path fails path-abempty at %zu",
                     e.offset);
            memmove(enc, enc + 1, (size_t)re);
        } else {
            FZ_CHECK(lluri_match(rule, enc, (size_t)re, 0, &e) == 0, "encoded text fails %s at %zu",
                     lluri_rule_name(rule), e.offset);
        }
    }
    rd = lluri_pct_decode(enc, (size_t)re, comp == LLURI_COMPONENT_FORM ? LLURI_PCT_FORM : 0, dec,
                          3 * in.len + 2, &e);
    FZ_CHECK(rd == (ptrdiff_t)in.len && memcmp(dec, in.text, in.len) == 0,
             "decode(encode(x)) != x (%td bytes)", rd);
done:
    free(out);
    free(ref);
    free(enc);
    free(dec);
    return 0;
}
