/* SPDX-License-Identifier: MIT */
/* fuzz_extract — lluri_extract_begin / _next / _copy (URLs in text).
 *
 * Control byte: bits 0-1 the readings (0 URIs, 1 LLURI_IRI, 2
 * LLURI_LENIENT, 3 both), bit 2 LLURI_EXTRACT_ERRORS, bit 3
 * LLURI_EXTRACT_ANY_SCHEME, bits 4-7 a fourth of the capacity of the
 * buffer handed to lluri_extract_next (0 passes NULL); all of bits 4-7 set,
 * an unknown flag bit (init and next must then return LLURI_EFLAGS). The
 * rest is the text.
 *
 * Invariants: every hit lies inside the text, its URI inside its outer
 * span, delimited by "<" ">" or quotes as its form says; hits come in
 * order and do not overlap; the iterator ends and stays ended; the URI,
 * as copy and next write it, is the hit's bytes with whitespace removed,
 * uri_len long (<= len); it parses with lluri_parse(LLURI_START_URI and
 * the readings asked for), as an IRI exactly when hit->iri, with the
 * tolerated bits hit->tolerated; an error hit (LLURI_EXTRACT_ERRORS only)
 * fails to parse with exactly its code and offset; a bare hit is never a
 * prefix of what the text holds (after it come only the sentence's
 * punctuation, then whitespace, a control byte, < > ", or the end); copy
 * at every small capacity and next's buffer keep the snprintf contract
 * (prefix, NUL only when whole, nothing written past cap); a bare hit
 * extracted from alone is found whole; the hits do not depend on the
 * bytes after len.
 */
#define FUZZ_NAME extract
#include "fuzz.h"

#define EXTRACT_MAXHITS (FZ_MAX_IN + 1)

static const char extract_junk[16] = "/a.b?c#d%41e)f>\"";

static int extract_ws(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* the hit's bytes with whitespace removed */
static size_t extract_strip(const char *t, const lluri_extract_hit *h, char *out)
{
    size_t i, k = 0;
    for (i = h->off; i < h->off + h->len; i++)
        if (!extract_ws((unsigned char)t[i]))
            out[k++] = t[i];
    return k;
}

/* Whether t[j ..) begins with the UTF-8 of a punctuation mark that ends
 * a URL in prose (lluri/extract.h's list). */
static int extract_cut_at(const char *t, size_t n, size_t j)
{
    static const char *const marks[] = {
        "\xc2\xbb", "\xe2\x80\x99", "\xe2\x80\x9d", "\xe3\x80\x81", "\xe3\x80\x82",
        "\xe3\x80\x8d", "\xe3\x80\x8f", "\xef\xbc\x81", "\xef\xbc\x89", "\xef\xbc\x8c",
        "\xef\xbc\x9a", "\xef\xbc\x9b", "\xef\xbc\x9f",
    };
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
        size_t k = strlen(marks[i]);
        if (n - j >= k && memcmp(t + j, marks[i], k) == 0)
            return 1;
    }
    return 0;
}

/* copy at capacities 0 .. a few past uri_len, into a guarded buffer */
static void extract_copy_caps(const char *t, size_t n, const lluri_extract_hit *h,
                              const char *want)
{
    char   buf[80];
    size_t cap, top = h->uri_len + 2, r, m;

    if (top > sizeof buf - 8)
        top = sizeof buf - 8;
    for (cap = 0; cap <= top; cap++) {
        memset(buf, 0x7e, sizeof buf);
        r = (size_t)lluri_extract_copy(t, n, h, cap ? buf : NULL, cap, NULL);
        FZ_CHECK(r == h->uri_len, "copy at cap %zu returns %zu, uri_len %zu", cap, r, h->uri_len);
        /* snprintf's contract: min(r, cap - 1) bytes, then a NUL */
        m = r < cap ? r : cap - 1;
        if (cap > 0) {
            FZ_CHECK(memcmp(buf, want, m) == 0, "copy at cap %zu: not a prefix", cap);
            FZ_CHECK(buf[m] == '\0', "copy at cap %zu: no NUL after %zu bytes", cap, m);
        }
        for (m = cap > 0 ? m + 1 : 0; m < sizeof buf; m++)
            FZ_CHECK(buf[m] == 0x7e, "copy at cap %zu writes byte %zu", cap, m);
    }
}

/* run the extractor over t[0..n), checking each hit; returns the count */
static size_t extract_run(const char *t, size_t n, unsigned flags, size_t cap,
                          lluri_extract_hit *hits, int deep)
{
    lluri_extract_iter   x;
    lluri_extract_hit h;
    size_t            count = 0, prev_end = 0;
    char             *want = malloc(n + 1), *full = malloc(n + 1);
    char              small[72];
    int               r;

    FZ_CHECK(want && full, "out of memory");
    r = lluri_extract_begin(&x, t, n, flags);
    FZ_CHECK(r == 0, "init: %s", lluri_errname(r));
    for (;;) {
        size_t k, i;
        lluri  u;
        lluri_error e;

        memset(small, 0x7e, sizeof small);
        r = lluri_extract_next(&x, &h, cap ? small : NULL, cap);
        if (r == 0)
            break;
        FZ_CHECK(r == 1, "next returns %d", r);
        FZ_CHECK(count < EXTRACT_MAXHITS && count <= n, "more hits than bytes");
        /* where it lies */
        FZ_CHECK(h.outer_off >= prev_end, "hit %zu at %zu overlaps the one before (ends %zu)", count,
                 h.outer_off, prev_end);
        FZ_CHECK(h.outer_off <= h.off && h.off + h.len <= h.outer_off + h.outer_len &&
                     h.outer_off + h.outer_len <= n,
                 "hit {%zu,%zu} outer {%zu,%zu} in %zu bytes", h.off, h.len, h.outer_off,
                 h.outer_len, n);
        FZ_CHECK(h.len > 0 && h.uri_len > 0 && h.uri_len <= h.len, "uri_len %zu, len %zu", h.uri_len, h.len);
        switch (h.form) {
        case LLURI_EXTRACT_BARE:
            FZ_CHECK(h.outer_off == h.off && h.outer_len == h.len, "bare hit with delimiters");
            break;
        case LLURI_EXTRACT_URL:
        case LLURI_EXTRACT_ANGLE:
            FZ_CHECK(t[h.outer_off] == '<' && t[h.outer_off + h.outer_len - 1] == '>',
                     "angle hit not in < >");
            FZ_CHECK(h.outer_off < h.off && h.off + h.len < h.outer_off + h.outer_len, "angle hit");
            break;
        case LLURI_EXTRACT_QUOTED:
            FZ_CHECK(t[h.outer_off] == '"' && t[h.outer_off + h.outer_len - 1] == '"' &&
                         h.off == h.outer_off + 1 && h.len + 2 == h.outer_len,
                     "quoted hit not between quotes");
            break;
        default:
            FZ_CHECK(0, "form %d", h.form);
        }
        prev_end = h.outer_off + h.outer_len;
        /* what it holds */
        k = extract_strip(t, &h, want);
        FZ_CHECK(k == h.uri_len, "uri_len %zu, the hit has %zu bytes not whitespace", h.uri_len, k);
        FZ_CHECK(h.form != LLURI_EXTRACT_BARE || k == h.len, "bare hit holds whitespace");
        FZ_CHECK((size_t)lluri_extract_copy(t, n, &h, full, n + 1, NULL) == k && full[k] == '\0' &&
                     memcmp(full, want, k) == 0,
                 "copy is not the hit without whitespace");
        r = lluri_parse(&u, full, k,
                        LLURI_START_URI | (flags & (LLURI_IRI | LLURI_LENIENT)), &e);
        if (h.error.code != LLURI_OK) {
            FZ_CHECK(flags & LLURI_EXTRACT_ERRORS, "an error hit unasked");
            FZ_CHECK(h.form == LLURI_EXTRACT_BARE, "an error hit in a delimited form");
            if (r != h.error.code || e.offset != h.error.offset) {
                fz_show("hit", full, k);
                FZ_CHECK(0, "error hit: %s at %zu, the parse %s at %zu",
                         lluri_errname(h.error.code), h.error.offset, lluri_errname(r), e.offset);
            }
        } else if (r != 0) {
            fz_show("hit", full, k);
            FZ_CHECK(r == 0, "hit does not parse: %s at %zu", lluri_errname(r), e.offset);
        } else {
            FZ_CHECK(h.tolerated == u.tolerated, "tolerated %x, the parse %x", h.tolerated,
                     u.tolerated);
            FZ_CHECK(h.iri == ((u.present & LLURI_HAS_NON_ASCII) && !u.tolerated),
                     "iri %d", h.iri);
            FZ_CHECK(!h.iri || (flags & LLURI_IRI), "an IRI unasked");
        }
        /* never a prefix: a bare hit ends at the end of its candidate */
        if (h.form == LLURI_EXTRACT_BARE) {
            size_t j = h.off + h.len;
            while (j < n && strchr(".,;:!?')]", t[j]) != NULL && t[j] != '\0')
                j++;
            if (j < n) {
                unsigned char c = (unsigned char)t[j];
                int ends = c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == '"'
                           || c >= 0xc2;   /* (a punctuation mark's UTF-8, checked below) */
                if (c >= 0xc2)
                    ends = extract_cut_at(t, n, j);
                if (!ends) {
                    fz_show("hit", t + h.off, h.len);
                    FZ_CHECK(0, "a bare hit cut before byte 0x%02x at %zu", c, j);
                }
            }
        }
        /* next's buffer */
        if (cap) {
            size_t m = k < cap ? k : cap - 1;
            FZ_CHECK(memcmp(small, want, m) == 0, "next's out: not a prefix");
            FZ_CHECK(small[m] == '\0', "next's out: no NUL");
            for (i = m + 1; i < sizeof small; i++)
                FZ_CHECK(small[i] == 0x7e, "next's out: byte %zu written, cap %zu", i, cap);
        }
        if (deep) {
            extract_copy_caps(t, n, &h, want);
            /* a bare hit alone is found whole */
            if (h.form == LLURI_EXTRACT_BARE) {
                lluri_extract_hit alone[2];
                char *solo = malloc(h.len);
                size_t c;
                FZ_CHECK(solo != NULL, "out of memory");
                memcpy(solo, t + h.off, h.len);
                c = extract_run(solo, h.len, flags, 0, alone, 0);
                if (!(c >= 1 && alone[0].off == 0 && alone[0].len == h.len)) {
                    fz_show("hit", t + h.off, h.len);
                    FZ_CHECK(0, "a bare hit alone gives %zu hits, the first {%zu,%zu}", c,
                             c ? alone[0].off : 0, c ? alone[0].len : 0);
                }
                free(solo);
            }
        }
        if (hits != NULL && (deep || count < 1))
            hits[count] = h;
        count++;
    }
    FZ_CHECK(lluri_extract_next(&x, &h, NULL, 0) == 0, "next after the end");
    free(want);
    free(full);
    return count;
}

FUZZ_ENTRY(data, size)
{
    fz_input           in = fz_split_ctl(data, size);
    unsigned           flags = ((in.ctl & 1u) ? LLURI_IRI : 0u)
                               | ((in.ctl & 2u) ? LLURI_LENIENT : 0u)
                               | ((in.ctl & 4u) ? LLURI_EXTRACT_ERRORS : 0u)
                               | ((in.ctl & 8u) ? LLURI_EXTRACT_ANY_SCHEME : 0u);
    size_t             cap = (size_t)(in.ctl >> 4) * 4, c1, c2, i;
    lluri_extract_hit *h1, *h2;
    lluri_extract_iter    x;
    lluri_extract_hit  h;
    char              *copy;
    int                r;

    if (in.len > FZ_MAX_IN)
        return 0;
    if ((in.ctl & 0xF0u) == 0xF0u) {
        r = lluri_extract_begin(&x, in.text, in.len, flags | LLURI_SCHEME_AS_DATABASE);
        FZ_CHECK(r == LLURI_EFLAGS, "init with an unknown flag: %s", lluri_errname(r));
        r = lluri_extract_next(&x, &h, NULL, 0);
        FZ_CHECK(r == LLURI_EFLAGS, "next after a failed init: %d", r);
        return 0;
    }
    h1 = malloc((in.len + 1) * sizeof *h1);
    h2 = malloc((in.len + 1) * sizeof *h2);
    copy = malloc(in.len + sizeof extract_junk);
    FZ_CHECK(h1 && h2 && copy, "out of memory");
    c1 = extract_run(in.text, in.len, flags, cap, h1, 1);

    /* other bytes after len change nothing */
    memcpy(copy, in.text, in.len);
    memcpy(copy + in.len, extract_junk, sizeof extract_junk);
    c2 = extract_run(copy, in.len, flags, cap, h2, 1);
    FZ_CHECK(c1 == c2, "%zu hits, %zu with other bytes after len", c1, c2);
    for (i = 0; i < c1; i++)
        FZ_CHECK(h1[i].off == h2[i].off && h1[i].len == h2[i].len && h1[i].outer_off == h2[i].outer_off &&
                     h1[i].outer_len == h2[i].outer_len && h1[i].uri_len == h2[i].uri_len &&
                     h1[i].form == h2[i].form && h1[i].iri == h2[i].iri
                     && h1[i].tolerated == h2[i].tolerated
                     && h1[i].error.code == h2[i].error.code
                     && h1[i].error.offset == h2[i].error.offset,
                 "hit %zu differs with bytes after len", i);
    free(copy);
    free(h1);
    free(h2);
    return 0;
}
