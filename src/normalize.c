/* normalize.c — RFC 3986 §6: syntax-based normalization and comparison.
 *
 * lluri_normalize() writes the components of a parsed reference back in
 * order, each through the steps its flags ask for:
 *
 *   LLURI_NORM_CASE    §6.2.2.1  scheme and host to lower case (for a
 *                      reg-name, ASCII letters only, never the hex digits
 *                      of a percent-encoding); the hex digits of every
 *                      percent-encoding, in every component, to upper case.
 *   LLURI_NORM_PCT     §6.2.2.2  decode the percent-encodings of unreserved
 *                      characters (ALPHA DIGIT "-" "." "_" "~") and nothing
 *                      else: "%2F", "%3D", "%25", "%20" stay encoded, with
 *                      their hex digits as written unless NORM_CASE is set
 *                      too (the steps are independent). A letter decoded
 *                      in a reg-name is lower-cased when NORM_CASE is set,
 *                      so that normalizing twice changes nothing.
 *   LLURI_NORM_DOTS    §6.2.2.3  remove_dot_segments (§5.2.4) on the path.
 *                      With NORM_PCT, a segment is a dot segment when it is
 *                      one after decoding ("/%2e%2E/" is "/../"); with DOTS
 *                      alone only literal "." and ".." count, as in §5.2.4.
 *                      A relative path (not starting with "/") of a
 *                      reference without a scheme is left alone: removing
 *                      its dot segments would change what it resolves to
 *                      ("../g" is not "g").
 *   LLURI_NORM_SCHEME  §6.2.3    the port is dropped, with its ":", when
 *                      empty (§3.2.3, any scheme) or equal in value to the
 *                      scheme's default (lluri_default_port(); "080" is 80);
 *                      a port kept loses its leading zeros ("0081" -> "81",
 *                      "000" -> "0"); an empty path after an authority
 *                      becomes "/" for http, https, ws and wss.
 *   LLURI_NORM_IPV6    RFC 5952 §4 text of IPv6 literals: lower case, no
 *                      leading zeros, the longest run of two or more zero
 *                      groups (the first on ties) as "::", a single zero
 *                      group written "0". A trailing dotted IPv4 part stays
 *                      dotted when written so (§5: "::ffff:192.0.2.1"). An
 *                      RFC 6874 zone id ("%25eth0") is kept byte for byte,
 *                      under every flag.
 *
 * The result keeps the reference's shape: the same components are present
 * (an empty port dropped by NORM_SCHEME excepted), and so that it parses
 * back to them, a path left starting with "//" without an authority is
 * written after "/." (as lluri_recompose() does). Decoding never yields
 * "/", "?", "#", ":" or "@", so no other component can change shape.
 *
 * Length: every step shortens or keeps the text, except that NORM_SCHEME
 * may add the "/" of an empty http path (+1) and NORM_IPV6 may lengthen a
 * literal by one byte where RFC 5952 forbids the input's "::" (a single
 * zero group: "1::2:3:4:5:6:7" -> "1:0:2:3:4:5:6:7"; or a tie resolved to
 * the first run). So the result is at most the input's length + 1, or + 2
 * when the host is an IPv6 literal.
 *
 * Nothing is allocated and no workspace is used. When out holds the result
 * with room to spare, it is written there directly (see "The direct
 * writer" below: one pass per component, then dot segments removed in
 * place). Otherwise text goes to a sink that
 * keeps only the bytes of a window [lo, hi) of the output, so sizing
 * (cap 0) costs the same as writing, and lluri_equivalent() can compare two
 * long results through a small scratch buffer, a window at a time. The
 * dot-segment removal is the right-to-left evaluation of src/dots.c, done
 * here over segments as they read after the other steps.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "internal.h"

/* ---- Character helpers ---------------------------------------------------- */

static char to_lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c;
}

static char to_upper(char c)
{
    return (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c;
}

/* RFC 3986 §2.3 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
static int is_unreserved(unsigned char c)
{
    return (lluri__byte_class[c] & LLURI__C_UNRESERVED) != 0;
}

/* The octet of a valid "%XY" at s[i] (i + 2 < n), or -1. */
static int pct_octet(const char *s, size_t n, size_t i)
{
    if (s[i] != '%' || i + 2 >= n)
        return -1;
    int h = lluri__hex_value((unsigned char)(s[i + 1])), l = lluri__hex_value((unsigned char)(s[i + 2]));
    return (h < 0 || l < 0) ? -1 : h * 16 + l;
}

/* ---- Component text: percent-encodings and case ---------------------------- */

#define T_UPPER_HEX 1u /* §6.2.2.1: %xx hex digits to upper case */
#define T_DECODE    2u /* §6.2.2.2: decode %xx of unreserved octets */
#define T_LOWER     4u /* §6.2.2.1: ASCII letters (not in %xx) to lower case */

/* Write s[0 .. n) through the steps in `mode`. */
static void put_text(lluri__sink *k, const char *s, size_t n, unsigned mode)
{
    for (size_t i = 0; i < n; i++) {
        int o = pct_octet(s, n, i);
        if (o < 0) {
            lluri__putc(k, (mode & T_LOWER) ? to_lower(s[i]) : s[i]);
            continue;
        }
        if ((mode & T_DECODE) && is_unreserved((unsigned char)o)) {
            char c = (char)o;
            lluri__putc(k, (mode & T_LOWER) ? to_lower(c) : c);
        } else if (mode & T_UPPER_HEX) {
            lluri__putc(k, '%');
            lluri__putc(k, to_upper(s[i + 1]));
            lluri__putc(k, to_upper(s[i + 2]));
        } else {
            lluri__put(k, s + i, 3);
        }
        i += 2;
    }
}

/* The length put_text() gives s[0 .. n). */
static size_t text_len(const char *s, size_t n, unsigned mode)
{
    lluri__sink k = { NULL, 0, 0, 0 };
    put_text(&k, s, n, mode);
    return k.pos;
}

/* ---- §6.2.2.3 dot segments, over segments as they read after decoding ---- */

/* src/dots.c's walk (lluri__remove_dots) decides which elements survive,
 * reading "%2e" as "." when the path is decoded; this emitter writes each
 * survivor as put_text() gives it, right to left at its final place (k
 * NULL: only measures), and notes whether the result starts with "//":
 * the leftmost survivor is a lone "/" and another follows it. */
struct dots_out {
    lluri__sink *k;
    unsigned     mode;
    size_t       pos;            /* where the element to come ends */
    size_t       count;          /* survivors so far */
    int          leftmost_slash; /* the last seen (leftmost) is "/" alone */
};

static size_t dots_emit(void *ctx, const lluri__path *p, size_t start, size_t n)
{
    struct dots_out *d = ctx;
    const char *s = p->piece[0].s + start;
    size_t m = text_len(s, n, d->mode);
    d->count++;
    d->leftmost_slash = n == 1 && s[0] == '/';
    if (d->k) {
        d->pos -= m;
        d->k->pos = d->pos;
        put_text(d->k, s, n, d->mode);
    }
    return m;
}

/* ---- RFC 5952 IPv6 text ---------------------------------------------------- */

static void put_dec(lluri__sink *k, unsigned v)
{
    char d[10];
    size_t n = 0;
    do {
        d[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    while (n > 0)
        lluri__putc(k, d[--n]);
}

static void put_hex16(lluri__sink *k, unsigned v)
{
    static const char digits[] = "0123456789abcdef";
    int shift = 12;
    while (shift > 0 && ((v >> shift) & 0xfu) == 0)
        shift -= 4;                                 /* RFC 5952 §4.1 */
    for (; shift >= 0; shift -= 4)
        lluri__putc(k, digits[(v >> shift) & 0xfu]);
}

/* Write IPv6address a[0 .. n) (valid: the parser checked it) in RFC 5952
 * form. Returns 0, or -1 (nothing written) if it does not read as one. */
static int put_ipv6(lluri__sink *k, const char *a, size_t n)
{
    unsigned g[8];
    size_t ng = 0, i = 0;
    int gap = -1, v4 = 0;

    if (n >= 2 && a[0] == ':' && a[1] == ':')
        gap = 0, i = 2;
    while (i < n) {
        size_t j = i;
        while (j < n && a[j] != ':')
            j++;
        if (memchr(a + i, '.', j - i) != NULL) {            /* ls32 dotted */
            unsigned oct[4] = { 0, 0, 0, 0 }, no = 0;
            for (size_t m = i; m < j; m++) {
                if (a[m] == '.') {
                    if (++no > 3)
                        return -1;
                } else {
                    oct[no] = oct[no] * 10 + (unsigned)(a[m] - '0');
                }
            }
            if (no != 3 || ng > 6 || j != n)
                return -1;
            g[ng++] = (oct[0] << 8) | oct[1];
            g[ng++] = (oct[2] << 8) | oct[3];
            v4 = 1;
        } else {
            unsigned v = 0;
            if (j - i < 1 || j - i > 4 || ng >= 8)
                return -1;
            for (size_t m = i; m < j; m++) {
                int h = lluri__hex_value((unsigned char)(a[m]));
                if (h < 0)
                    return -1;
                v = v * 16 + (unsigned)h;
            }
            g[ng++] = v;
        }
        if (j < n) {
            if (j + 1 < n && a[j + 1] == ':') {
                if (gap >= 0)
                    return -1;
                gap = (int)ng, i = j + 2;
            } else {
                i = j + 1;
            }
        } else {
            i = j;
        }
    }
    if ((gap < 0 && ng != 8) || (gap >= 0 && ng > 7))
        return -1;

    unsigned full[8];
    size_t fill = 8 - ng, f = 0;
    for (size_t m = 0; m < ng; m++) {
        if (gap >= 0 && m == (size_t)gap)
            for (size_t z = 0; z < fill; z++)
                full[f++] = 0;
        full[f++] = g[m];
    }
    if (gap >= 0 && (size_t)gap == ng)
        for (size_t z = 0; z < fill; z++)
            full[f++] = 0;

    /* §4.2: the longest run of two or more zero groups, the first on ties;
     * a dotted IPv4 tail (the last two groups) is never part of it. */
    size_t nh = v4 ? 6 : 8, rs = 8, rl = 0;
    for (size_t m = 0; m < nh;) {
        size_t e = m;
        while (e < nh && full[e] == 0)
            e++;
        if (e - m >= 2 && e - m > rl)
            rs = m, rl = e - m;
        m = e > m ? e : m + 1;
    }
    for (size_t m = 0; m < nh;) {
        if (m == rs) {
            lluri__put(k, "::", 2);
            m += rl;
            continue;
        }
        if (m > 0 && m != rs + rl)
            lluri__putc(k, ':');
        put_hex16(k, full[m]);
        m++;
    }
    if (v4) {
        if (nh > 0 && rs + rl != nh)
            lluri__putc(k, ':');
        put_dec(k, full[6] >> 8), lluri__putc(k, '.');
        put_dec(k, full[6] & 0xffu), lluri__putc(k, '.');
        put_dec(k, full[7] >> 8), lluri__putc(k, '.');
        put_dec(k, full[7] & 0xffu);
    }
    return 0;
}

/* ---- The default ports of §6.2.3 ------------------------------------------ */

static const struct {
    const char *name;
    int port;
} default_ports[] = {
    { "http", 80 },   { "https", 443 },  { "ws", 80 },      { "wss", 443 },
    { "ftp", 21 },    { "gopher", 70 },  { "nntp", 119 },   { "telnet", 23 },
    { "wais", 210 },  { "prospero", 1525 }, { "ldap", 389 },
};

static int name_equals(const char *s, size_t len, const char *lower)
{
    size_t n = strlen(lower);
    if (len != n)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (to_lower(s[i]) != lower[i])
            return 0;
    return 1;
}

/* The default port of `scheme` (len bytes, any case), or -1 when lluri
 * knows none. `scheme` may be NULL when len is 0. */
int lluri_default_port(const char *scheme, size_t len)
{
    if (scheme == NULL)
        return -1;
    for (size_t i = 0; i < sizeof default_ports / sizeof default_ports[0]; i++)
        if (name_equals(scheme, len, default_ports[i].name))
            return default_ports[i].port;
    return -1;
}

/* ---- lluri_normalize --------------------------------------------------------- */

/* The end of span s (spans are 32-bit: no overflow in 64). */
static uint64_t span_end(lluri_span s)
{
    return (uint64_t)s.off + s.len;
}

static uint64_t max64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

/* Every span inside u's text. */
static int check_input(const lluri *u)
{
    if (u == NULL || (u->src == NULL && u->len > 0))
        return 0;
    uint64_t m = max64(max64(max64(span_end(u->scheme), span_end(u->userinfo)),
                             max64(span_end(u->host), span_end(u->port))),
                       max64(max64(span_end(u->path), span_end(u->query)),
                             span_end(u->fragment)));
    return m <= u->len;
}

/* §6.2.3: the schemes whose empty path after an authority becomes "/". */
static int root_path_scheme(const char *sc, size_t sn)
{
    return name_equals(sc, sn, "http") || name_equals(sc, sn, "https")
           || name_equals(sc, sn, "ws") || name_equals(sc, sn, "wss");
}

/* host [ ":" port ] of u, which has an authority. */
static void put_host_port(lluri__sink *k, const lluri *u, unsigned flags,
                          unsigned text)
{
    const char *s = u->src;
    int has_scheme = (u->present & LLURI_HAS_SCHEME) != 0;
    const char *h = s + u->host.off;
    size_t hn = u->host.len;
    if (u->host_kind == LLURI_HOST_IPV6 && hn >= 2) {
        const char *inner = h + 1;
        size_t in = hn - 2;
        const char *zone = memchr(inner, '%', in);
        size_t an = zone ? (size_t)(zone - inner) : in;
        lluri__putc(k, '[');
        size_t mark = k->pos;
        if (!(flags & LLURI_NORM_IPV6) || put_ipv6(k, inner, an) < 0) {
            k->pos = mark;
            for (size_t i = 0; i < an; i++)
                lluri__putc(k, (flags & (LLURI_NORM_CASE | LLURI_NORM_IPV6))
                           ? to_lower(inner[i]) : inner[i]);
        }
        lluri__put(k, inner + an, in - an);                  /* zone id as is */
        lluri__putc(k, ']');
    } else if (u->host_kind == LLURI_HOST_IPVFUTURE) {
        for (size_t i = 0; i < hn; i++)
            lluri__putc(k, (flags & LLURI_NORM_CASE) ? to_lower(h[i]) : h[i]);
    } else {                                    /* reg-name, IPv4 */
        put_text(k, h, hn,
                 text | ((flags & LLURI_NORM_CASE) ? T_LOWER : 0u));
    }

    if (u->present & LLURI_HAS_PORT) {
        const char *p = s + u->port.off;
        size_t pn = u->port.len;
        if (!(flags & LLURI_NORM_SCHEME)) {
            lluri__putc(k, ':');
            lluri__put(k, p, pn);
        } else if (pn > 0) {
            size_t z = 0;                       /* leading zeros */
            while (z + 1 < pn && p[z] == '0')
                z++;
            long value = 0;
            for (size_t i = z; i < pn && value <= 65535; i++)
                value = value * 10 + (p[i] - '0');
            int def = has_scheme ? lluri_default_port(s + u->scheme.off,
                                                      u->scheme.len) : -1;
            if (def < 0 || value != def) {
                lluri__putc(k, ':');
                lluri__put(k, p + z, pn - z);
            }
        }                                       /* empty port: dropped */
    }
}

/* Write the normalized form of u to the sink; returns its length. The
 * input is checked by the caller. */
static size_t put_normalized(lluri__sink *k, const lluri *u, unsigned flags)
{
    const char *s = u->src;
    unsigned text = ((flags & LLURI_NORM_CASE) ? T_UPPER_HEX : 0u)
                    | ((flags & LLURI_NORM_PCT) ? T_DECODE : 0u);
    int has_scheme = (u->present & LLURI_HAS_SCHEME) != 0;
    int has_auth = (u->present & LLURI_HAS_AUTHORITY) != 0;
    size_t start = k->pos;

    if (has_scheme) {                                       /* scheme ":" */
        for (uint32_t i = 0; i < u->scheme.len; i++) {
            char c = s[u->scheme.off + i];
            lluri__putc(k, (flags & LLURI_NORM_CASE) ? to_lower(c) : c);
        }
        lluri__putc(k, ':');
    }

    if (has_auth) {                                         /* "//" authority */
        lluri__put(k, "//", 2);
        if (u->present & LLURI_HAS_USERINFO) {
            put_text(k, s + u->userinfo.off, u->userinfo.len, text);
            lluri__putc(k, '@');
        }

        put_host_port(k, u, flags, text);
    }

    const char *p = s + u->path.off;                        /* path */
    size_t pn = u->path.len;
    int rooted = pn > 0 && p[0] == '/';
    if ((flags & LLURI_NORM_DOTS) && (rooted || has_scheme)) {
        lluri__path dp = { .npieces = 0, .decode = (text & T_DECODE) != 0 };
        lluri__path_add(&dp, p, pn, 1);
        struct dots_out m = { NULL, text, 0, 0, 0 };
        size_t total = lluri__remove_dots(&dp, dots_emit, &m);
        if (m.leftmost_slash && m.count >= 2 && !has_auth)
            lluri__put(k, "/.", 2);                 /* not an authority */
        size_t at = k->pos;
        struct dots_out w = { k, text, at + total, 0, 0 };
        lluri__remove_dots(&dp, dots_emit, &w);
        k->pos = at + total;
        if (total == 0)
            pn = 0;
    } else {
        put_text(k, p, pn, text);
    }
    if ((flags & LLURI_NORM_SCHEME) && has_auth && pn == 0 && has_scheme) {
        const char *sc = s + u->scheme.off;
        size_t sn = u->scheme.len;
        if (root_path_scheme(sc, sn))
            lluri__putc(k, '/');
    }

    if (u->present & LLURI_HAS_QUERY) {
        lluri__putc(k, '?');
        put_text(k, s + u->query.off, u->query.len, text);
    }
    if (u->present & LLURI_HAS_FRAGMENT) {
        lluri__putc(k, '#');
        put_text(k, s + u->fragment.off, u->fragment.len, text);
    }
    return k->pos - start;
}

/* ---- The direct writer --------------------------------------------------------
 * When the caller's buffer holds the result with room to spare (see
 * fast_bound()), lluri_normalize() writes straight into it: each
 * component in one pass (runs without "%" copied whole, found with
 * memchr), then dot segments removed from the path in place, left to right
 * (lluri__dots_in_place(): the path is already decoded, so "%2e" reads as
 * "."). Otherwise put_normalized() above does the same through the sink.
 * tests/test_normalize.c checks both give the same bytes at every
 * capacity. */

#define ONES8 UINT64_C(0x0101010101010101)
#define HIGH8 (ONES8 * 0x80u)

/* Eight bytes at once: ASCII "A" to "Z" to lower case, other bytes as
 * they are. Per byte b: bit 7 of (b & 0x7f) + 0x3f says b & 0x7f >= 'A',
 * of (b & 0x7f) + 0x25 that it is > 'Z' (no carry crosses a byte). */
static uint64_t lower8(uint64_t x)
{
    uint64_t h = x & ~HIGH8;
    uint64_t up = (h + ONES8 * (0x80u - 'A')) & ~(h + ONES8 * (0x7fu - 'Z')) & ~x & HIGH8;
    return x | (up >> 2);                   /* 0x80 >> 2 == 0x20 */
}

/* Whether one of the eight bytes is "%". */
static int has_pct8(uint64_t x)
{
    uint64_t y = x ^ (ONES8 * '%');
    return ((y - ONES8) & ~y & HIGH8) != 0;
}

/* s[0 .. n) with ASCII letters lowered, to o; returns the end. s[0 ..
 * avail) may be read (avail >= n): a short s (a scheme) is read as one
 * word when eight bytes are there, and stored in two overlapping halves. */
static char *lower_fast(char *o, const char *s, size_t n, size_t avail)
{
    size_t i = 0;
    if (n >= 4 && n < 8 && avail >= 8) {
        unsigned char w[8];
        uint64_t x;
        memcpy(&x, s, 8);
        x = lower8(x);
        memcpy(w, &x, 8);
        memcpy(o, w, 4);
        memcpy(o + n - 4, w + n - 4, 4);
        return o + n;
    }
    for (; n - i >= 8; i += 8) {
        uint64_t x;
        memcpy(&x, s + i, 8);
        x = lower8(x);
        memcpy(o + i, &x, 8);
    }
    for (; i < n; i++)
        o[i] = to_lower(s[i]);
    return o + n;
}

/* s[0 .. n) through the steps in `mode` to o, as put_text() writes it;
 * returns the end of what it wrote (at most n bytes). */
static char *text_fast(char *o, const char *s, size_t n, unsigned mode)
{
    if (n == 0)
        return o;                           /* s may be NULL then */
    const char *end = s + n;
    if (mode & T_LOWER) {
        if (n >= 8) {                       /* eight bytes at a time while no "%" */
            size_t i = 0;
            uint64_t x;
            for (; n - i >= 8; i += 8) {
                memcpy(&x, s + i, 8);
                if (has_pct8(x))
                    break;
                x = lower8(x);
                memcpy(o + i, &x, 8);
            }
            if (i < n && n - i < 8) {       /* the last eight, overlapping */
                memcpy(&x, end - 8, 8);
                if (!has_pct8(x)) {
                    x = lower8(x);
                    memcpy(o + n - 8, &x, 8);
                    return o + n;
                }
            }
            if (i == n)
                return o + n;
            o += i;
            s += i;
        }
        while (s < end) {
            char c = *s;
            int oct = c == '%' ? pct_octet(s, (size_t)(end - s), 0) : -1;
            if (oct < 0) {
                *o++ = to_lower(c);
                s++;
                continue;
            }
            if ((mode & T_DECODE) && is_unreserved((unsigned char)oct)) {
                *o++ = to_lower((char)oct);
            } else if (mode & T_UPPER_HEX) {
                o[0] = '%', o[1] = to_upper(s[1]), o[2] = to_upper(s[2]);
                o += 3;
            } else {
                memcpy(o, s, 3);
                o += 3;
            }
            s += 3;
        }
        return o;
    }
    while (s < end) {
        const char *pc = (mode & (T_UPPER_HEX | T_DECODE))
                             ? memchr(s, '%', (size_t)(end - s)) : NULL;
        size_t run = pc ? (size_t)(pc - s) : (size_t)(end - s);
        memcpy(o, s, run);                  /* no "%": as it stands */
        o += run;
        s += run;
        if (pc == NULL)
            break;
        int oct = pct_octet(s, (size_t)(end - s), 0);
        if (oct < 0) {
            *o++ = '%';
            s++;
            continue;
        }
        if ((mode & T_DECODE) && is_unreserved((unsigned char)oct)) {
            *o++ = (char)oct;
        } else if (mode & T_UPPER_HEX) {
            o[0] = '%', o[1] = to_upper(s[1]), o[2] = to_upper(s[2]);
            o += 3;
        } else {
            memcpy(o, s, 3);
            o += 3;
        }
        s += 3;
    }
    return o;
}

/* An upper bound of every byte position put_fast() writes, from the spans
 * alone (each component's text only shrinks or keeps its length, but for
 * an IPv6 literal's RFC 5952 form, "/." before a path and an http "/"). */
static size_t fast_bound(const lluri *u)
{
    return (size_t)u->scheme.len + u->userinfo.len + u->host.len + u->port.len
           + u->path.len + u->query.len + u->fragment.len + 16;
}

/* The normalized form of u into out, which has room for fast_bound(u)
 * bytes (sink windows guard the rarer parts); returns its length. */
static size_t put_fast(char *out, size_t cap, const lluri *u, unsigned flags)
{
    const char *s = u->src;
    unsigned text = ((flags & LLURI_NORM_CASE) ? T_UPPER_HEX : 0u)
                    | ((flags & LLURI_NORM_PCT) ? T_DECODE : 0u);
    int has_scheme = (u->present & LLURI_HAS_SCHEME) != 0;
    int has_auth = (u->present & LLURI_HAS_AUTHORITY) != 0;
    char *o = out;

    if (has_scheme) {                                       /* scheme ":" */
        const char *sc = s + u->scheme.off;
        if (flags & LLURI_NORM_CASE)
            o = lower_fast(o, sc, u->scheme.len, u->len - u->scheme.off);
        else
            memcpy(o, sc, u->scheme.len), o += u->scheme.len;
        *o++ = ':';
    }
    if (has_auth) {                                         /* "//" authority */
        *o++ = '/';
        *o++ = '/';
        if (u->present & LLURI_HAS_USERINFO) {
            o = text_fast(o, s + u->userinfo.off, u->userinfo.len, text);
            *o++ = '@';
        }
        if (u->host_kind == LLURI_HOST_IPV6 || u->host_kind == LLURI_HOST_IPVFUTURE
            || (u->present & LLURI_HAS_PORT)) {
            lluri__sink k = { out, 0, cap, (size_t)(o - out) };
            put_host_port(&k, u, flags, text);
            o = out + k.pos;
        } else {                                            /* reg-name, IPv4 */
            o = text_fast(o, s + u->host.off, u->host.len,
                          text | ((flags & LLURI_NORM_CASE) ? T_LOWER : 0u));
        }
    }

    const char *p = s + u->path.off;                        /* path */
    size_t pn = u->path.len;
    char *path = o;
    o = text_fast(o, p, pn, text);
    if ((flags & LLURI_NORM_DOTS) && ((pn > 0 && p[0] == '/') || has_scheme)) {
        size_t dn = lluri__dots_in_place(path, (size_t)(o - path));
        if (!has_auth && dn >= 2 && path[0] == '/' && path[1] == '/') {
            memmove(path + 2, path, dn);                /* not an authority */
            path[0] = '/';
            path[1] = '.';
            dn += 2;
        }
        o = path + dn;
        if (dn == 0)
            pn = 0;
    }
    if ((flags & LLURI_NORM_SCHEME) && has_auth && pn == 0 && has_scheme
        && root_path_scheme(s + u->scheme.off, u->scheme.len))
        *o++ = '/';

    if (u->present & LLURI_HAS_QUERY) {
        *o++ = '?';
        o = text_fast(o, s + u->query.off, u->query.len, text);
    }
    if (u->present & LLURI_HAS_FRAGMENT) {
        *o++ = '#';
        o = text_fast(o, s + u->fragment.off, u->fragment.len, text);
    }
    return (size_t)(o - out);
}

static void set_error(lluri_error *err, int code)
{
    if (err) {
        err->code = code;
        err->offset = 0;
    }
}

/* RFC 3986 §6.2.2 and §6.2.3: the normalized form of u (see the top of
 * this file for each LLURI_NORM_* step), written snprintf-style into
 * out[0 .. cap): returns the whole result's length; a NUL follows it when
 * it is shorter than cap; only out[0 .. cap) is written; out may be NULL
 * when cap is 0. When `result` is not NULL and the result is shorter than
 * cap, *result receives it parsed (as a URI-reference, with LLURI_ZONE_ID
 * when u has a zone id), its spans pointing into out; otherwise *result is
 * zeroed but for src. Errors: LLURI_EFLAGS for bits outside LLURI_NORM_ALL;
 * LLURI_EINVAL for a NULL u, a NULL out with cap > 0, or spans outside u's
 * text (*err filled when err is not NULL, offset 0). The result is at most
 * u->len + 1 bytes, u->len + 2 with an IPv6 host (see above). */
ptrdiff_t lluri_normalize(const lluri *u, unsigned flags, char *out,
                          size_t cap, lluri *result, lluri_error *err)
{
    if (flags & ~(unsigned)LLURI_NORM_ALL) {
        set_error(err, LLURI_EFLAGS);
        return LLURI_EFLAGS;
    }
    if (!check_input(u) || (out == NULL && cap > 0)) {
        set_error(err, LLURI_EINVAL);
        return LLURI_EINVAL;
    }

    size_t n;
    if (fast_bound(u) <= cap) {
        n = put_fast(out, cap, u, flags);
    } else {
        lluri__sink k = { out, 0, cap, 0 };
        n = put_normalized(&k, u, flags);
    }
    if (n < cap)
        out[n] = '\0';

    if (result) {
        memset(result, 0, sizeof *result);
        result->src = out;
        if (n < cap) {
            unsigned pf = LLURI_REFERENCE
                          | ((u->present & LLURI_HAS_ZONE_ID) ? LLURI_ZONE_ID : 0u);
            int rc = lluri_parse(result, out, n, pf, err);
            if (rc < 0)
                return rc;      /* not expected: the result is valid */
        }
    }
    set_error(err, LLURI_OK);
    return (ptrdiff_t)n;
}

/* RFC 3986 §6.1's comparison ladder: 1 when a and b read the same after
 * normalization with `flags` (0: simple string comparison, §6.2.1; each
 * LLURI_NORM_* flag climbs a rung of §6.2.2 or §6.2.3), 0 when not, or a
 * negative code: LLURI_EFLAGS for unknown bits, LLURI_EINVAL for NULL
 * arguments or when cap < a->len + b->len + 2. Both forms are compared
 * through scratch a window of cap / 2 bytes at a time, so that bound
 * always suffices, even where normalization lengthens the text. Nothing
 * is written outside scratch[0 .. cap). */
int lluri_equivalent(const lluri *a, const lluri *b, unsigned flags,
                     char *scratch, size_t cap)
{
    if (flags & ~(unsigned)LLURI_NORM_ALL)
        return LLURI_EFLAGS;
    if (!check_input(a) || !check_input(b) || scratch == NULL
        || cap < (size_t)a->len + b->len + 2)
        return LLURI_EINVAL;

    lluri__sink ka = { NULL, 0, 0, 0 }, kb = { NULL, 0, 0, 0 };
    size_t na = put_normalized(&ka, a, flags);
    size_t nb = put_normalized(&kb, b, flags);
    if (na != nb)
        return 0;

    size_t half = cap / 2;
    for (size_t lo = 0; lo < na; lo += half) {
        lluri__sink wa = { scratch, lo, lo + half, 0 };
        lluri__sink wb = { scratch + half, lo, lo + half, 0 };
        put_normalized(&wa, a, flags);
        put_normalized(&wb, b, flags);
        size_t n = na - lo < half ? na - lo : half;
        if (memcmp(scratch, scratch + half, n) != 0)
            return 0;
    }
    return 1;
}
