/* SPDX-License-Identifier: MIT */
/* uts46.c — the two IDNA profiles of lluri/idn.h, over the Unicode tables
 * that make generates from the data Debian ships (write/gen_idna.c):
 *
 *   lookup        UTS #46 §4 Processing and §4.2 ToASCII with the URL
 *                 Standard's parameters (domain to ASCII, beStrict false):
 *                 nontransitional, CheckHyphens, UseSTD3ASCIIRules and
 *                 VerifyDnsLength false, CheckBidi and CheckJoiners true,
 *                 IgnoreInvalidPunycode false; and its first step, a name
 *                 all ASCII is only lower-cased. What browsers send.
 *   registration  IDNA2008 (RFC 5891 §4) of the same mapped labels: each
 *                 U-label checked by libidn2 (IDN2_NO_TR46: RFC 5892's
 *                 code point rules and context rules), hyphens (RFC 5891
 *                 §4.2.3.1), an A-label that must decode and encode back,
 *                 and RFC 5893's Bidi rule over every label of a Bidi
 *                 domain name, which libidn2 applies to a label alone.
 *
 * Both read the host as lluri_host_to_ascii() takes it (percent-decoded
 * first) and keep, for each code point, the offset in that text of the
 * byte it came from, so an error names the code point at fault. Nothing
 * allocates here; libidn2 does, inside its calls, and frees. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "parse/parse.h"
#include "write/idn.h"
#include "lluri/idn.h"

#ifdef HAVE_LIBIDN2
#include <idn2.h>

#include "write/idna_tables.h"

/* the bidi classes and joining types, in write/gen_idna.c's order */
enum { B_L, B_R, B_AL, B_EN, B_ES, B_ET, B_AN, B_CS, B_NSM, B_BN, B_B, B_S, B_WS,
       B_ON };
enum { J_U, J_L, J_R, J_D, J_C, J_T };
enum { ST_VALID, ST_IGNORED, ST_MAPPED, ST_DISALLOWED };

enum {
    CP_MAX = 1024,          /* code points of a mapped name */
    OUT_MAX = 4096,         /* bytes of its A-labels (or U-labels) */
};

/* A name as code points, each with the offset of its first byte in the
 * host text as given (before percent-decoding). */
struct name {
    uint32_t cp[CP_MAX];
    uint16_t at[CP_MAX];
    size_t n;
};

/* ---- the tables ------------------------------------------------------------ */

/* The row of a sorted range table whose range holds c. */
static size_t row_of(const uint32_t *first, size_t rows, uint32_t c)
{
    size_t lo = 0, hi = rows;       /* first[lo] <= c < first[hi] */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (first[mid] <= c)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

static uint32_t idna_row(uint32_t c)
{
    return idna_value[row_of(idna_first, IDNA_ROWS, c)];
}

static uint32_t prop_of(uint32_t c)
{
    return uprop_value[row_of(uprop_first, UPROP_ROWS, c)];
}

static unsigned bidi_of(uint32_t c) { return prop_of(c) & 0x1F; }
static unsigned joining_of(uint32_t c) { return (prop_of(c) >> 5) & 7; }
static unsigned ccc_of(uint32_t c) { return (prop_of(c) >> 8) & 0xFF; }
static int is_mark(uint32_t c) { return (prop_of(c) >> 16) & 1; }

/* Its UTS #46 status; for a mapped code point, its mapping. */
static unsigned status_of(uint32_t c, const uint32_t **to, size_t *n)
{
    uint32_t v = idna_row(c);
    *to = idna_pool + (v & 0xFFFFFF);
    *n = (v >> 24) & 0x3F;
    return v >> 30;
}

/* ---- NFC (UAX #15) ----------------------------------------------------------- */

enum { S_BASE = 0xAC00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11A7,
       L_COUNT = 19, V_COUNT = 21, T_COUNT = 28, N_COUNT = V_COUNT * T_COUNT,
       S_COUNT = L_COUNT * N_COUNT };

/* Append c's full canonical decomposition to *d (at: its offset). */
static int decompose(struct name *d, uint32_t c, uint16_t at)
{
    const uint32_t *seq = &c;
    uint32_t hangul[3];
    size_t n = 1;

    if (c >= S_BASE && c < S_BASE + S_COUNT) {
        uint32_t s = c - S_BASE;
        hangul[0] = L_BASE + s / N_COUNT;
        hangul[1] = V_BASE + (s % N_COUNT) / T_COUNT;
        hangul[2] = T_BASE + s % T_COUNT;
        seq = hangul;
        n = hangul[2] == T_BASE ? 2 : 3;
    } else {
        size_t lo = 0, hi = DECOMP_ROWS;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (decomp_cp[mid] < c)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < DECOMP_ROWS && decomp_cp[lo] == c) {
            seq = decomp_pool + (decomp_value[lo] >> 8);
            n = decomp_value[lo] & 0xFF;
        }
    }
    if (d->n + n > CP_MAX)
        return -1;
    for (size_t i = 0; i < n; i++) {
        d->cp[d->n] = seq[i];
        d->at[d->n++] = at;
    }
    return 0;
}

/* The primary composite of a + b, or 0. */
static uint32_t compose_pair(uint32_t a, uint32_t b)
{
    if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT)
        return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
    if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT == 0
        && b > T_BASE && b < T_BASE + T_COUNT)
        return a + (b - T_BASE);
    const uint64_t key = (uint64_t)a << 21 | b;
    size_t lo = 0, hi = COMP_ROWS;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (comp_key[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < COMP_ROWS && comp_key[lo] == key ? comp_value[lo] : 0;
}

/* The canonical ordering and composition of d->cp[from .. d->n), which
 * holds decomposed text: NFC of it, in place. */
static void reorder_compose(struct name *d, size_t from)
{
    uint32_t *c = d->cp;
    uint16_t *at = d->at;
    size_t n = d->n, out, starter;
    int have_starter = 0;
    unsigned last_ccc = 0;

    /* canonical ordering: a stable sort of each run of non-starters */
    for (size_t i = from + 1; i < n; i++) {
        unsigned k = ccc_of(c[i]);
        if (k == 0)
            continue;
        for (size_t j = i; j > from && ccc_of(c[j - 1]) > k; j--) {
            uint32_t t = c[j];
            uint16_t a = at[j];
            c[j] = c[j - 1], at[j] = at[j - 1];
            c[j - 1] = t, at[j - 1] = a;
        }
    }
    /* composition: each character joins the last starter when nothing
     * between them blocks it (UAX #15 D117) */
    out = from;
    starter = from;
    for (size_t i = from; i < n; i++) {
        unsigned k = ccc_of(c[i]);
        if (have_starter) {
            uint32_t comp = 0;
            int blocked = out > starter + 1 && (last_ccc == 0 || last_ccc >= k);
            if (!blocked)
                comp = compose_pair(c[starter], c[i]);
            if (comp != 0) {
                c[starter] = comp;
                continue;
            }
        }
        if (k == 0) {
            starter = out;
            have_starter = 1;
            last_ccc = 0;
        } else {
            last_ccc = k;
        }
        c[out] = c[i];
        at[out++] = at[i];
    }
    d->n = out;
}

/* ---- Punycode (RFC 3492) ------------------------------------------------------ */

enum { P_BASE = 36, P_TMIN = 1, P_TMAX = 26, P_SKEW = 38, P_DAMP = 700,
       P_BIAS = 72, P_N = 0x80 };

static uint32_t adapt(uint32_t delta, uint32_t points, int first)
{
    uint32_t k = 0;
    delta = first ? delta / P_DAMP : delta / 2;
    delta += delta / points;
    while (delta > ((P_BASE - P_TMIN) * P_TMAX) / 2) {
        delta /= P_BASE - P_TMIN;
        k += P_BASE;
    }
    return k + (P_BASE - P_TMIN + 1) * delta / (delta + P_SKEW);
}

static char digit_char(uint32_t d)
{
    return (char)(d < 26 ? 'a' + d : '0' + (d - 26));
}

static int digit_value(uint32_t c)
{
    return c >= '0' && c <= '9' ? (int)(c - '0' + 26)
         : c >= 'a' && c <= 'z' ? (int)(c - 'a')
         : c >= 'A' && c <= 'Z' ? (int)(c - 'A') : -1;
}

/* §6.3: the label cp[0 .. n) as Punycode into out[*o ..), within cap.
 * 0, or -1 when it does not fit or overflows. */
static int puny_encode(const uint32_t *cp, size_t n, char *out, size_t *o, size_t cap)
{
    uint32_t code = P_N, delta = 0, bias = P_BIAS, h, b = 0;

    for (size_t i = 0; i < n; i++)
        if (cp[i] < 0x80) {
            if (*o >= cap)
                return -1;
            out[(*o)++] = (char)cp[i];
            b++;
        }
    h = b;
    if (b > 0) {
        if (*o >= cap)
            return -1;
        out[(*o)++] = '-';
    }
    while (h < n) {
        uint32_t m = UINT32_MAX;
        for (size_t i = 0; i < n; i++)
            if (cp[i] >= code && cp[i] < m)
                m = cp[i];
        if ((uint64_t)(m - code) * (h + 1) > UINT32_MAX - delta)
            return -1;
        delta += (m - code) * (h + 1);
        code = m;
        for (size_t i = 0; i < n; i++) {
            /* cppcheck-suppress knownConditionTrueFalse ; RFC 3492 6.3's overflow check */
            if (cp[i] < code && ++delta == 0)
                return -1;
            if (cp[i] != code)
                continue;
            uint32_t q = delta;
            for (uint32_t k = P_BASE;; k += P_BASE) {
                uint32_t t = k <= bias ? P_TMIN : k >= bias + P_TMAX ? P_TMAX : k - bias;
                if (q < t)
                    break;
                if (*o >= cap)
                    return -1;
                out[(*o)++] = digit_char(t + (q - t) % (P_BASE - t));
                q = (q - t) / (P_BASE - t);
            }
            if (*o >= cap)
                return -1;
            out[(*o)++] = digit_char(q);
            bias = adapt(delta, h + 1, h == b);
            delta = 0;
            h++;
        }
        delta++;
        code++;
    }
    return 0;
}

/* §6.2: the ASCII s[0 .. n) decoded into out[0 .. *len), at most cap
 * code points. 0, or -1 when it is no Punycode. */
static int puny_decode(const uint32_t *s, size_t n, uint32_t *out, size_t *len, size_t cap)
{
    uint32_t code = P_N, i = 0, bias = P_BIAS;
    size_t b = 0, in, olen = 0;

    for (size_t j = 0; j < n; j++)
        if (s[j] == '-')
            b = j;
    if (b > cap)
        return -1;
    for (size_t j = 0; j < b; j++) {
        if (s[j] >= 0x80)
            return -1;
        out[olen++] = s[j];
    }
    for (in = b > 0 ? b + 1 : 0; in < n;) {
        uint32_t oldi = i, w = 1;
        for (uint32_t k = P_BASE;; k += P_BASE) {
            if (in >= n)
                return -1;
            int d = digit_value(s[in++]);
            if (d < 0 || (uint32_t)d > (UINT32_MAX - i) / w)
                return -1;
            i += (uint32_t)d * w;
            uint32_t t = k <= bias ? P_TMIN : k >= bias + P_TMAX ? P_TMAX : k - bias;
            if ((uint32_t)d < t)
                break;
            if (w > UINT32_MAX / (P_BASE - t))
                return -1;
            w *= P_BASE - t;
        }
        bias = adapt(i - oldi, (uint32_t)olen + 1, oldi == 0);
        if (i / ((uint32_t)olen + 1) > 0x10FFFF - code)
            return -1;
        code += i / ((uint32_t)olen + 1);
        i %= (uint32_t)olen + 1;
        if (code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF) || olen >= cap)
            return -1;
        memmove(out + i + 1, out + i, (olen - i) * sizeof *out);
        out[i++] = code;
        olen++;
    }
    *len = olen;
    return 0;
}

/* ---- the checks --------------------------------------------------------------- */

/* RFC 5893 §2, over the labels of d: when the name is a Bidi domain name
 * (§1.4: a character of class R, AL or AN in any label), every label meets
 * the six rules. Returns the index of the code point at fault, or -1. */
static ptrdiff_t bidi_rule(const struct name *d)
{
    int bidi_name = 0;

    for (size_t i = 0; i < d->n; i++) {
        unsigned b = bidi_of(d->cp[i]);
        if (b == B_R || b == B_AL || b == B_AN)
            bidi_name = 1;
    }
    if (!bidi_name)
        return -1;
    for (size_t s = 0; s <= d->n;) {
        size_t e = s;
        while (e < d->n && d->cp[e] != '.')
            e++;
        if (e > s) {
            unsigned first = bidi_of(d->cp[s]);
            int rtl = first == B_R || first == B_AL, en = 0, an = 0;
            size_t last = e - 1;
            /* 1. the first character is L, R or AL */
            if (!rtl && first != B_L)
                return (ptrdiff_t)s;
            for (size_t i = s; i < e; i++) {
                unsigned b = bidi_of(d->cp[i]);
                /* 2. (RTL) R AL AN EN ES CS ET ON BN NSM only;
                 * 5. (LTR) L EN ES CS ET ON BN NSM only */
                int ok = b == B_EN || b == B_ES || b == B_CS || b == B_ET || b == B_ON
                         || b == B_BN || b == B_NSM
                         || (rtl ? b == B_R || b == B_AL || b == B_AN : b == B_L);
                if (!ok)
                    return (ptrdiff_t)i;
                en |= b == B_EN;
                an |= b == B_AN;
                /* 4. (RTL) EN and AN not both */
                if (rtl && en && an)
                    return (ptrdiff_t)i;
            }
            /* 3. (RTL) ends in R AL EN AN, 6. (LTR) in L EN, then NSM */
            while (last > s && bidi_of(d->cp[last]) == B_NSM)
                last--;
            unsigned b = bidi_of(d->cp[last]);
            if (rtl ? !(b == B_R || b == B_AL || b == B_EN || b == B_AN)
                    : !(b == B_L || b == B_EN))
                return (ptrdiff_t)last;
        }
        s = e + 1;
    }
    return -1;
}

/* RFC 5892 Appendix A.1 (ZWNJ) and A.2 (ZWJ) over the label cp[s .. e):
 * the index of a joiner out of its context, or -1. */
static ptrdiff_t joiners(const uint32_t *cp, size_t s, size_t e)
{
    for (size_t i = s; i < e; i++) {
        if (cp[i] != 0x200C && cp[i] != 0x200D)
            continue;
        /* If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True */
        if (i > s && ccc_of(cp[i - 1]) == 9)
            continue;
        if (cp[i] == 0x200D)
            return (ptrdiff_t)i;
        /* (Joining_Type:{L,D})(Joining_Type:T)* \u200C
         * (Joining_Type:T)*(Joining_Type:{R,D}) */
        size_t a = i, b = i + 1;
        while (a > s && joining_of(cp[a - 1]) == J_T)
            a--;
        while (b < e && joining_of(cp[b]) == J_T)
            b++;
        if (a > s && b < e) {
            unsigned l = joining_of(cp[a - 1]), r = joining_of(cp[b]);
            if ((l == J_L || l == J_D) && (r == J_R || r == J_D))
                continue;
        }
        return (ptrdiff_t)i;
    }
    return -1;
}

/* ---- processing ---------------------------------------------------------------- */

/* The UTF-8 name[0 .. len) (each byte's offset in the host: from[]) read,
 * mapped (UTS #46 §4 step 1), decomposed, then put in NFC (step 2), into
 * *d. 0, or a code and *bad the offset of the code point at fault. */
static int map_name(const unsigned char *name, size_t len, const uint16_t *from,
                    struct name *d, size_t *bad)
{
    d->n = 0;
    for (size_t i = 0; i < len;) {
        uint32_t c = name[i];
        size_t k = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2, m;
        const uint32_t *to;
        /* the name passed UTF8-char (grammar/rfc3987.rl) already */
        if (k > 1) {
            c &= 0x3Fu >> (k - 1);
            for (size_t j = 1; j < k; j++)
                c = c << 6 | (name[i + j] & 0x3Fu);
        }
        switch (status_of(c, &to, &m)) {
        case ST_VALID:
            to = &c, m = 1;
            break;
        case ST_IGNORED:
            m = 0;
            break;
        case ST_MAPPED:
            break;
        default:
            *bad = from[i];
            return LLURI_EIDNCHAR;
        }
        for (size_t j = 0; j < m; j++)
            if (decompose(d, to[j], from[i]) < 0) {
                *bad = CP_MAX;
                return LLURI_ETOOLONG;
            }
        i += k;
    }
    reorder_compose(d, 0);
    return 0;
}

/* UTS #46 §4.1, the validity criteria (nontransitional), for the label
 * cp[s .. e) of d; `decoded`: it came from Punycode (then each code point
 * must be valid, not mapped, and the label NFC). 0, or a code and *bad. */
static int valid_label(const struct name *d, size_t s, size_t e, int decoded,
                       struct name *tmp, size_t *bad)
{
    const uint32_t *cp = d->cp;
    ptrdiff_t j;

    /* 4. (CheckHyphens false) not "xn--" at its start */
    if (e - s >= 4 && cp[s] == 'x' && cp[s + 1] == 'n' && cp[s + 2] == '-'
        && cp[s + 3] == '-') {
        *bad = d->at[s];
        return LLURI_EIDNPUNY;
    }
    /* 6. no mark first */
    if (e > s && is_mark(cp[s])) {
        *bad = d->at[s];
        return LLURI_EIDNMARK;
    }
    if (decoded) {
        /* 7. valid (or deviation) code points only; 1. in NFC */
        for (size_t i = s; i < e; i++) {
            const uint32_t *to;
            size_t m;
            if (status_of(cp[i], &to, &m) != ST_VALID || cp[i] == '.') {
                *bad = d->at[i];
                return LLURI_EIDNCHAR;
            }
        }
        tmp->n = 0;
        for (size_t i = s; i < e; i++)
            if (decompose(tmp, cp[i], d->at[i]) < 0) {
                *bad = d->at[s];
                return LLURI_ETOOLONG;
            }
        reorder_compose(tmp, 0);
        if (tmp->n != e - s || memcmp(tmp->cp, cp + s, tmp->n * sizeof *cp) != 0) {
            *bad = d->at[s];
            return LLURI_EIDNCHAR;
        }
    }
    /* 8. CheckJoiners */
    if ((j = joiners(cp, s, e)) >= 0) {
        *bad = d->at[j];
        return LLURI_EIDNJOIN;
    }
    return 0;
}

/* §4 step 4: each label of d converted (an "xn--" label decoded) and
 * validated; then (criterion 9) the Bidi rule over them all. */
static int convert_validate(struct name *d, struct name *tmp, size_t *bad)
{
    ptrdiff_t j;

    for (size_t s = 0; s <= d->n;) {
        size_t e = s;
        int decoded = 0;
        while (e < d->n && d->cp[e] != '.')
            e++;
        if (e - s >= 4 && d->cp[s] == 'x' && d->cp[s + 1] == 'n' && d->cp[s + 2] == '-'
            && d->cp[s + 3] == '-') {
            size_t n = 0, ascii = 1;
            uint16_t at = d->at[s];
            for (size_t i = s; i < e; i++)
                ascii &= d->cp[i] < 0x80;
            if (!ascii || puny_decode(d->cp + s + 4, e - s - 4, tmp->cp, &n, CP_MAX) < 0
                || n == 0) {
                *bad = at;
                return LLURI_EIDNPUNY;
            }
            /* an A-label decodes to something not all ASCII */
            ascii = 1;
            for (size_t i = 0; i < n; i++)
                ascii &= tmp->cp[i] < 0x80;
            if (ascii || d->n - (e - s) + n > CP_MAX) {
                *bad = at;
                return ascii ? LLURI_EIDNPUNY : LLURI_ETOOLONG;
            }
            /* the decoded label in place of the encoded one */
            memmove(d->cp + s + n, d->cp + e, (d->n - e) * sizeof *d->cp);
            memmove(d->at + s + n, d->at + e, (d->n - e) * sizeof *d->at);
            d->n = d->n - (e - s) + n;
            for (size_t i = 0; i < n; i++) {
                d->cp[s + i] = tmp->cp[i];
                d->at[s + i] = at;
            }
            e = s + n;
            decoded = 1;
        }
        int rc = valid_label(d, s, e, decoded, tmp, bad);
        if (rc)
            return rc;
        s = e + 1;
    }
    if ((j = bidi_rule(d)) >= 0) {
        *bad = d->at[j];
        return LLURI_EIDNBIDI;
    }
    return 0;
}

/* cp[0 .. n) as UTF-8 into out[*o ..), within cap: 0, or -1. */
static int put_utf8(const uint32_t *cp, size_t n, char *out, size_t *o, size_t cap)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t c = cp[i];
        size_t k = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        if (*o + k > cap)
            return -1;
        if (k == 1) {
            out[(*o)++] = (char)c;
            continue;
        }
        out[*o] = (char)((0xF00u >> k & 0xF0u) | c >> (6 * (k - 1)));
        for (size_t j = 1; j < k; j++)
            out[*o + j] = (char)(0x80 | ((c >> (6 * (k - 1 - j))) & 0x3F));
        *o += k;
    }
    return 0;
}

/* d's labels as A-labels (to_ascii) or U-labels (UTF-8) into out[0 ..
 * *o), within cap. 0, or -1 when they do not fit. */
static int write_labels(const struct name *d, int to_ascii, char *out, size_t *o,
                        size_t cap)
{
    for (size_t s = 0; s <= d->n;) {
        size_t e = s;
        int ascii = 1;
        while (e < d->n && d->cp[e] != '.')
            e++;
        for (size_t i = s; i < e; i++)
            ascii &= d->cp[i] < 0x80;
        if (s > 0) {
            if (*o >= cap)
                return -1;
            out[(*o)++] = '.';
        }
        if (!ascii && to_ascii) {
            if (*o + 4 > cap)
                return -1;
            memcpy(out + *o, "xn--", 4);
            *o += 4;
            if (puny_encode(d->cp + s, e - s, out, o, cap) < 0)
                return -1;
        } else if (put_utf8(d->cp + s, e - s, out, o, cap) < 0) {
            return -1;
        }
        s = e + 1;
    }
    return 0;
}

/* ---- the profiles ---------------------------------------------------------------- */

/* RFC 5891 §4.2.3.1: no "--" in the third and fourth places; §4.2.3.1
 * and UTS #46 §4.1 criterion 3: no hyphen first or last. */
static ptrdiff_t hyphens(const struct name *d, size_t s, size_t e)
{
    if (e - s >= 4 && d->cp[s + 2] == '-' && d->cp[s + 3] == '-')
        return (ptrdiff_t)(s + 2);
    if (e > s && d->cp[s] == '-')
        return (ptrdiff_t)s;
    if (e > s && d->cp[e - 1] == '-')
        return (ptrdiff_t)(e - 1);
    return -1;
}

/* libidn2's refusals as lluri's codes. */
static int idn2_code(int rc)
{
    switch (rc) {
    case IDN2_BIDI:               return LLURI_EIDNBIDI;
    case IDN2_CONTEXTJ:
    case IDN2_CONTEXTJ_NO_RULE:   return LLURI_EIDNJOIN;
    case IDN2_LEADING_COMBINING:  return LLURI_EIDNMARK;
    case IDN2_PUNYCODE_BAD_INPUT:
    case IDN2_PUNYCODE_BIG_OUTPUT:
    case IDN2_PUNYCODE_OVERFLOW:  return LLURI_EIDNPUNY;
    case IDN2_2HYPHEN:
    case IDN2_HYPHEN_STARTEND:    return LLURI_EIDNHYPHEN;
    case IDN2_TOO_BIG_LABEL:
    case IDN2_TOO_BIG_DOMAIN:     return LLURI_ETOOLONG;
    default:                      return LLURI_EIDNCHAR;
    }
}

/* The registration profile's checks of d (mapped, in NFC; xn-- labels
 * decoded and valid by UTS #46): hyphens, and each label with non-ASCII
 * through libidn2 as IDNA2008 has it (IDN2_NO_TR46: RFC 5892's
 * PVALID/CONTEXTJ/CONTEXTO, RFC 5891 §5.4's checks). */
static int registration(const struct name *d, size_t *bad)
{
    size_t total = 0;

    for (size_t s = 0; s <= d->n;) {
        size_t e = s, o = 0, alen;
        int ascii = 1;
        ptrdiff_t j;

        while (e < d->n && d->cp[e] != '.')
            e++;
        if ((j = hyphens(d, s, e)) >= 0) {
            *bad = d->at[j];
            return LLURI_EIDNHYPHEN;
        }
        for (size_t i = s; i < e; i++)
            ascii &= d->cp[i] < 0x80;
        alen = e - s;
        if (!ascii) {
            char label[OUT_MAX], *a = NULL;
            if (put_utf8(d->cp + s, e - s, label, &o, sizeof label - 1) < 0) {
                *bad = d->at[s];
                return LLURI_ETOOLONG;
            }
            label[o] = '\0';
            int rc = idn2_to_ascii_8z(label, &a, IDN2_NO_TR46);
            alen = rc == IDN2_OK ? strlen(a) : 0;
            idn2_free(a);
            if (rc != IDN2_OK) {
                *bad = d->at[s];
                return idn2_code(rc);
            }
        }
        /* RFC 5890 §2.3.2.1, RFC 1034 §3.1: a label of 1 to 63 octets
         * (the root's empty one last), a name of at most 253 without it */
        if (alen > 0 || e < d->n)
            total += alen + (s > 0);
        if (alen > 63 || (alen == 0 && e < d->n) || total > 253) {
            *bad = s < d->n ? d->at[s] : 0;
            return alen == 0 ? LLURI_EIDN : LLURI_ETOOLONG;
        }
        s = e + 1;
    }
    return 0;
}

int lluri__idna_process(const unsigned char *name, size_t len, const uint16_t *from,
                        int mode, lluri__sink *k, size_t *bad)
{
    struct name d, tmp;
    char out[OUT_MAX];
    size_t o = 0, unused;
    int all_ascii = 1;

    for (size_t i = 0; i < len; i++)
        all_ascii &= name[i] < 0x80;
    /* the URL Standard's domain to ASCII: a name all ASCII is lower-cased
     * and nothing more (its "xn--" labels pass as they are) */
    if (all_ascii && mode == LLURI__IDNA_LOOKUP) {
        if (len > OUT_MAX) {
            *bad = 0;
            return LLURI_ETOOLONG;
        }
        for (size_t i = 0; i < len; i++)
            out[i] = lluri__lower((char)name[i]);
        o = len;
    } else {
        int rc = map_name(name, len, from, &d, bad);
        if (rc == 0)
            rc = convert_validate(&d, &tmp, bad);
        if (rc == 0 && mode == LLURI__IDNA_REGISTRATION)
            rc = registration(&d, bad);
        if (rc)
            return rc;
        if (write_labels(&d, mode != LLURI__IDNA_UNICODE, out, &o, sizeof out) < 0) {
            *bad = 0;
            return LLURI_ETOOLONG;
        }
    }
    /* the A-labels of a URI's host are an RFC 3986 reg-name (§3.2.2), the
     * U-labels an RFC 3987 ireg-name; the URL Standard refuses the
     * forbidden domain code points (all outside them) after its domain to
     * ASCII; an empty name is no name */
    if (o == 0
        || !lluri__rule_match(mode == LLURI__IDNA_UNICODE ? LLURI_RULE_IREG_NAME
                                                          : LLURI_RULE_REG_NAME,
                              out, o, 0, &unused)) {
        *bad = 0;
        return LLURI_EIDN;
    }
    lluri__put(k, out, o);
    return 0;
}

const char *lluri__idna_version(void)
{
    return IDNA_TABLE_VERSION;
}
#endif /* HAVE_LIBIDN2 */
