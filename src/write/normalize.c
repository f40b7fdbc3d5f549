/* SPDX-License-Identifier: MIT */
/* normalize.c — RFC 3986 §6: syntax-based normalization (comparison,
 * lluri_equivalent(), and the sink side: normalize_sink.c).
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
 *                      Which paths: see "Which paths lose their dot
 *                      segments" in normalize_sink.c (an absolute path always; a
 *                      rootless path after a scheme unless §5.2.4 would
 *                      make it absolute; a relative-path reference never).
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
 * Nothing is allocated. The components are written in §5.3's order by
 * the one composer (write/compose.h) through this file's part writer
 * (see "The writer, and verbatim()" below): straight into a scratch
 * buffer when the result fits it (each component copied when nothing but
 * case and dot segments can change, else one pass per component; then
 * dot segments removed in place), else through a sink (normalize_sink.c) that
 * keeps only the bytes of a window [lo, hi) of the output, so sizing
 * (cap 0) costs the same as writing, and lluri_equivalent() can compare two
 * long results through a small scratch buffer, a window at a time. The
 * dot-segment removal is the right-to-left evaluation of write/dots.c, done
 * here over segments as they read after the other steps.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/compose.h"
#include "write/dots.h"
#include "write/normalize.h"
#include "scan.h"

/* ---- lluri_normalize --------------------------------------------------------- */

/* §6.2.3: the schemes whose empty path after an authority becomes "/". */
static int root_path_scheme(const char *sc, size_t sn)
{
    return name_equals(sc, sn, "http") || name_equals(sc, sn, "https")
           || name_equals(sc, sn, "ws") || name_equals(sc, sn, "wss");
}

/* The port of u (present): 1 when ":" port is written, its bytes from
 * *from on; 0 when NORM_SCHEME drops it (§6.2.3: empty, or the scheme's
 * default in value). A port kept under NORM_SCHEME loses its leading
 * zeros. */
static int port_kept(const lluri *u, unsigned flags, size_t *from)
{
    const char *p = u->src + u->port.off;
    size_t pn = u->port.len;
    *from = 0;
    if (!(flags & LLURI_NORM_SCHEME))
        return 1;
    if (pn == 0)
        return 0;                               /* empty port: dropped */
    size_t z = 0;                               /* leading zeros */
    while (z + 1 < pn && p[z] == '0')
        z++;
    long value = 0;
    for (size_t i = z; i < pn && value <= 65535; i++) {
        unsigned d = (unsigned)(unsigned char)p[i] - '0';
        if (d > 9)
            return 1;   /* a hand-edited port that is no number: no default */
        value = value * 10 + (long)d;
    }
    int def = (u->present & LLURI_HAS_SCHEME)
                  ? lluri_default_port(u->src + u->scheme.off, u->scheme.len) : -1;
    *from = z;
    return def < 0 || value != def;
}

/* ---- The writer, and verbatim() --------------------------------------------------
 * lluri_normalize() has one writer, put_normal() below: lluri__compose()
 * with this file's part writer, made twice by the compiler. put_fast() is
 * it straight into a buffer with room to spare: each component in one
 * pass, runs without "%" copied a block at a time (a host's letters
 * lowered on the way), then an absolute path's dot segments removed in
 * place, left to right (lluri__dots_in_place(): the path is already
 * decoded, so "%2e" reads as "."), when the path may hold one.
 * lluri__put_normalized() is it through the sink, for a result too long for the
 * scratch buffer and for lluri_equivalent()'s windows.
 *
 * Before it, one early case: verbatim(), which decides and does not
 * write. Most URIs come straight from lluri_parse(), each component in
 * its place in the text between its delimiters, and hold no "%" that
 * CASE or PCT would change. Their normal form is their components
 * copied, with the upper-case letters of the scheme and host lowered and
 * the path's dot segments removed. verbatim() looks at the text a block
 * at a time for "%", for upper case up to the host's end and for "/.";
 * when every "%" stays, the composer writes the URI with put_copied(),
 * whose transforms are a copy (a run of the text at a time), a lowering
 * and dot removal, each taken only when its sign was seen. Anything else
 * (a "%" that would change, an IP literal, a port or path NORM_SCHEME
 * changes, a rootless path that may hold a dot segment) goes to
 * put_normal(). tests/test_normalize.c checks they all give the same
 * bytes at every capacity; `make check` runs it with each way of
 * scanning (LLURI_SCAN). */

/* How text is scanned: scan.h (LLURI_SCAN); with 0, put_normal() alone
 * (no verbatim()). */

/* s[0 .. n) with ASCII letters lowered, to o; returns the end. s[0 ..
 * avail) may be read (avail >= n): a short s (a scheme) is read as one
 * word when eight bytes are there, and stored in two overlapping halves. */
static char *lower_fast(char *o, const char *s, size_t n, size_t avail)
{
    size_t i = 0;
    if (n >= 4 && n < 8 && avail >= 8) {
        unsigned char w[8];
        uint64_t x = word_lower(word_load(s));
        memcpy(w, &x, 8);
        memcpy(o, w, 4);
        memcpy(o + n - 4, w + n - 4, 4);
        return o + n;
    }
    for (; n - i >= 8; i += 8) {
        uint64_t x = word_lower(word_load(s + i));
        memcpy(o + i, &x, 8);
    }
    for (; i < n; i++)
        o[i] = lluri__lower(s[i]);
    return o + n;
}

/* ---- Blocks (scan.h) ---- */

#if LLURI_SCAN == 2
/* The "%" of v, and its "." that follow a "/" in v. */
static marks vhits(vec v)
{
    vec slash = _mm_cmpeq_epi8(v, _mm_set1_epi8('/'));
    vec dot_after = _mm_and_si128(_mm_slli_si128(slash, 1),
                                  _mm_cmpeq_epi8(v, _mm_set1_epi8('.')));
    return (marks)_mm_movemask_epi8(
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('%')), dot_after));
}
#endif

#if LLURI_SCAN == 1
static marks vhits(vec v)
{
    return veq(v, '%') | vdots(v, 0);
}
#endif

/* ---- Runs ----
 * run(o, s, n, ...) copies s[0 .. k) to o and returns k: the index of the
 * first "%" in s[0 .. n), or n. It may also write o[k .. n + 15) (bytes of
 * no meaning: the caller writes there next, or they lie past the result).
 * With RUN_LOWER, ASCII letters are lowered on the way. With RUN_DOTS,
 * *dots becomes 1 when s[0 .. k) holds a "/." or starts with "." -- or,
 * now and then, when it does not: a 1 too many costs a dot pass that
 * changes nothing (lluri__dots_in_place() leaves a path with neither as
 * it is). It reads s[0 .. n), and may read any other byte of u's text
 * (rd: [lo, hi)), never one outside it. */
#define RUN_LOWER 1u
#define RUN_DOTS  2u
/* The runs are inlined into each writer that takes them: a call per run
 * costs the direct writer a tenth of its instructions. */
#define LLURI__INLINE_RUN __attribute__((always_inline)) inline

typedef struct readable {
    /* cppcheck-suppress unusedStructMember ; read when LLURI_SCAN is 2 */
    const char *lo, *hi;
} readable;

static size_t run_bytes(char *o, const char *s, size_t n, unsigned how,
                        int *dots)
{
    char prev = '/';                    /* a "." first counts */
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '%')
            return i;
        if ((how & RUN_DOTS) && c == '.' && prev == '/')
            *dots = 1;
        o[i] = (how & RUN_LOWER) ? lluri__lower(c) : c;
        prev = c;
    }
    return n;
}

#if LLURI_SCAN == 2
/* 0 < n < 16: the 16 bytes from s when u's text has them, stored whole;
 * else the 16 that end at s + n looked at, and s copied as two
 * overlapping words (lluri__copy()); else byte by byte. */
LLURI__INLINE_RUN static size_t run_short(char *o, const char *s, size_t n, unsigned how,
                        int *dots, const readable *rd)
{
    marks pct;
    if (rd->hi - s >= 16) {
        vec v = vload(s);
        pct = veq(v, '%') & first_bytes(n);
        if ((how & RUN_DOTS) && (vdots(v, 1u) & first_bytes(n)) != 0)
            *dots = 1;
        vstore(o, (how & RUN_LOWER) ? vlower(v) : v);
    } else if (s + n - rd->lo >= 16) {
        vec v = vload(s + n - 16);
        unsigned shift = 16u - (unsigned)n;  /* s[0] is byte shift of v */
        pct = veq(v, '%') >> shift;
        if ((how & RUN_DOTS)
            && ((((veq(v, '/') >> shift) << 1) | 1u) & (veq(v, '.') >> shift)) != 0)
            *dots = 1;
        if (how & RUN_LOWER)
            lower_fast(o, s, n, n);
        else
            lluri__copy(o, s, n);
    } else {
        return run_bytes(o, s, n, how, dots);
    }
    return pct ? first_marked(pct) : n;
}
#elif LLURI_SCAN == 1
/* 0 < n < 16: s as two overlapping words, s[0 .. 8) and s[n - 8 .. n)
 * (n < 8: s[0 .. 4) and s[n - 4 .. n) as one word; its bytes 3 and 4 are
 * next to each other in s only when n == 8, so vdots() may see a "/."
 * that is not there). Every pair of neighbours of s is in one of them.
 * n < 4: byte by byte. */
LLURI__INLINE_RUN static size_t run_short(char *o, const char *s, size_t n, unsigned how,
                        int *dots, const readable *rd)
{
    (void)rd;
    if (n >= 8) {
        vec a = vload(s), b = vload(s + n - 8);
        marks pa = veq(a, '%'), pb = veq(b, '%');
        if ((how & RUN_DOTS) && (vdots(a, 0x80) | vdots(b, 0)) != 0)
            *dots = 1;
        if (how & RUN_LOWER)
            a = vlower(a), b = vlower(b);
        vstore(o, a);
        vstore(o + n - 8, b);
        if (pa)
            return first_marked(pa);
        return pb ? n - 8 + first_marked(pb) : n;
    }
    if (n < 4)
        return run_bytes(o, s, n, how, dots);
    uint32_t lo, hi;
    memcpy(&lo, s, 4);
    memcpy(&hi, s + n - 4, 4);
    vec x = lo | (uint64_t)hi << 32;
    marks px = veq(x, '%');
    if ((how & RUN_DOTS) && vdots(x, 0x80) != 0)
        *dots = 1;
    if (how & RUN_LOWER)
        x = vlower(x);
    lo = (uint32_t)x;
    hi = (uint32_t)(x >> 32);
    memcpy(o, &lo, 4);
    memcpy(o + n - 4, &hi, 4);
    if (px == 0)
        return n;
    size_t j = first_marked(px);
    return j < 4 ? j : n - 8 + j;
}
#endif

#if LLURI_SCAN > 0
/* Copy the block at s to o; return its "%" marks. *lead: whether byte 0
 * follows a "/"; set to whether the byte after the block does. */
static marks block(char *o, const char *s, unsigned how, marks *lead,
                   int *dots)
{
    vec v = vload(s);
    marks pct = veq(v, '%');
    if (how & RUN_DOTS) {
        if (vdots(v, *lead) != 0)
            *dots = 1;
        *lead = veq(v, '/') >> SCAN_LAST_SHIFT;
    }
    vstore(o, (how & RUN_LOWER) ? vlower(v) : v);
    return pct;
}

/* n >= 16: block by block, the last block overlapping the one before (its
 * bytes were all seen: no "%" and no "/." among them). */
LLURI__INLINE_RUN static size_t run_long(char *o, const char *s, size_t n, unsigned how,
                       int *dots)
{
    marks lead = first_bytes(1), pct;
    size_t i = 0;
    for (; n - i >= SCAN_BLOCK; i += SCAN_BLOCK)
        if ((pct = block(o + i, s + i, how, &lead, dots)) != 0)
            return i + first_marked(pct);
    if (i < n) {
        lead = 0;
        if ((pct = block(o + n - SCAN_BLOCK, s + n - SCAN_BLOCK, how, &lead, dots)) != 0)
            return n - SCAN_BLOCK + first_marked(pct);
    }
    return n;
}
#endif

static size_t run(char *o, const char *s, size_t n, unsigned how, int *dots,
                  const readable *rd)
{
#if LLURI_SCAN > 0
    if (n >= 16)
        return run_long(o, s, n, how, dots);
    return run_short(o, s, n, how, dots, rd);
#else
    (void)rd;
    return run_bytes(o, s, n, how, dots);
#endif
}

/* s[0 .. n) through the steps in `mode` to o, as lluri__put_text() writes it
 * (with T_LOWER when `how` has RUN_LOWER); returns the end of what it
 * wrote (at most n bytes; it may write up to o + n + 15). With RUN_DOTS,
 * *dots becomes 1 when what it wrote may hold a "/." or start with ".":
 * a run says so of its own bytes (a run after a "%xx" counts as starting
 * the path, which may give a 1 too many), and a "." decoded from "%2e"
 * does; a "/" never comes from decoding, so no other "/." can form. */
static char *text_fast(char *o, const char *s, size_t n, unsigned mode,
                       unsigned how, int *dots, const readable *rd)
{
    while (n > 0) {                     /* s may be NULL when n is 0 */
        size_t r = run(o, s, n, how, dots, rd);
        o += r, s += r, n -= r;
        if (n == 0)
            break;
        int oct = pct_octet(s, n, 0);   /* s[0] is "%" */
        if (oct < 0) {
            *o++ = '%';
            s++, n--;
            continue;
        }
        if ((mode & T_DECODE) && is_unreserved((unsigned char)oct)) {
            if ((how & RUN_DOTS) && oct == '.')
                *dots = 1;
            *o++ = (how & RUN_LOWER) ? lluri__lower((char)oct) : (char)oct;
        } else if (mode & T_UPPER_HEX) {
            o[0] = '%', o[1] = lluri__upper(s[1]), o[2] = lluri__upper(s[2]);
            o += 3;
        } else {
            o[0] = '%', o[1] = s[1], o[2] = s[2];
            o += 3;
        }
        s += 3, n -= 3;
    }
    return o;
}

/* The scheme, lowered: one block when u's text has 16 bytes from it. */
static char *scheme_fast(char *o, const char *s, size_t n, const readable *rd)
{
#if LLURI_SCAN == 2
    if (n <= 16 && rd->hi - s >= 16) {
        vstore(o, vlower(vload(s)));
        return o + n;
    }
#endif
    return lower_fast(o, s, n, (size_t)(rd->hi - s));
}

/* An upper bound of every byte position put_fast() writes, from the spans
 * alone: each component's text only shrinks or keeps its length, but for
 * an IPv6 literal's RFC 5952 form, "/." before a path and an http "/";
 * the delimiters add at most 7; and a run may write 15 bytes past its
 * end. */
static size_t fast_bound(const lluri *u)
{
    return (size_t)u->scheme.len + u->userinfo.len + u->host.len + u->port.len
           + u->path.len + u->query.len + u->fragment.len + 48;
}

/* The span of component c of u, which the composer asks for only when it
 * is defined: lluri_part_span() without its presence test (the test cost
 * the writer 1.7 %). c is a constant where the part writers inline it. */
__attribute__((always_inline))
static inline lluri_span defined_span(const lluri *u, enum lluri_part c)
{
    return c == LLURI_PART_SCHEME     ? u->scheme
           : c == LLURI_PART_USERINFO ? u->userinfo
           : c == LLURI_PART_HOST     ? u->host
           : c == LLURI_PART_PORT     ? u->port
           : c == LLURI_PART_QUERY    ? u->query
           : c == LLURI_PART_FRAGMENT ? u->fragment
                                      : u->path;
}

/* ---- The writer ----------------------------------------------------------------
 * One part writer for lluri__compose() (write/compose.h), made twice by
 * the compiler: with fits, straight into a buffer that has room for
 * fast_bound(u) bytes (each run of text copied a block at a time by
 * text_fast(), an absolute path's dot segments then removed in place);
 * without, through the sink (lluri__put_text(), the path walker of dots.c). */
struct norm {
    const lluri *u;
    unsigned     flags, text;
    readable     rd;                /* what text_fast() may read */
    size_t       port_from;         /* the port's first byte written */
};

/* s[0 .. n) through `mode` (RUN_LOWER in how: T_LOWER) to k; with
 * RUN_DOTS, *dots as text_fast() says (fits only). */
__attribute__((always_inline))
static inline void put_text_fit(lluri__sink *k, const char *s, size_t n, unsigned mode,
                                unsigned how, int *dots, const readable *rd, int fits)
{
    if (fits)
        k->pos = (size_t)(text_fast(k->out + k->pos, s, n, mode, how, dots, rd) - k->out);
    else
        lluri__put_text(k, s, n, mode | ((how & RUN_LOWER) ? T_LOWER : 0u));
}

/* The path: its text; with NORM_DOTS its dot segments (an absolute
 * path's, a rootless one's after a scheme) and the "//" guard; with
 * NORM_SCHEME the "/" of an empty http path after an authority. */
__attribute__((always_inline))
static inline void put_path(lluri__sink *k, const char *p, size_t pn, const struct norm *nm,
                            int fits)
{
    const lluri *u = nm->u;
    int has_scheme = (u->present & LLURI_HAS_SCHEME) != 0;
    int has_auth = (u->present & LLURI_HAS_AUTHORITY) != 0;
    int rooted = pn > 0 && p[0] == '/';
    int walk = (nm->flags & LLURI_NORM_DOTS) && pn > 0
               && (rooted || (has_scheme && !has_auth));
    if (fits) {
        /* written first; the walk, when it is needed, writes over it */
        int dots = 0;
        char *path = k->out + k->pos;
        size_t dn = (size_t)(text_fast(path, p, pn, nm->text, RUN_DOTS, &dots, &nm->rd)
                             - path);
        if (walk && rooted && (dots || !has_auth)) {
            if (dots)
                dn = lluri__dots_in_place(path, dn);
            dn += lluri__dot_prefix_in_place(has_auth, path, dn, dn);
        }
        if (!walk || rooted || !dots) {
            k->pos += dn;
            pn = dn;
            walk = 0;
        }
    }
    if (walk && fits) {
        lluri__sink w = *k;     /* k itself stays in registers */
        pn = lluri__put_path_walked(&w, p, pn, has_auth, nm->text);
        k->pos = w.pos;
    } else if (walk) {
        pn = lluri__put_path_walked(k, p, pn, has_auth, nm->text);
    } else if (!fits) {
        lluri__put_text(k, p, pn, nm->text);
    }
    if ((nm->flags & LLURI_NORM_SCHEME) && has_auth && pn == 0 && has_scheme
        && root_path_scheme(u->src + u->scheme.off, u->scheme.len))
        lluri__putc_fit(k, '/', fits);
}

/* lluri__compose()'s part writer for lluri_normalize(). */
__attribute__((always_inline))
static inline int put_part(lluri__sink *k, enum lluri_part c, void *ctx, int fits)
{
    const struct norm *nm = ctx;
    const lluri *u = nm->u;
    lluri_span sp = defined_span(u, c);
    lluri_text t = { u->src + sp.off, sp.len };
    int case_ = (nm->flags & LLURI_NORM_CASE) != 0;
    int dots = 0;

    switch (c) {
    case LLURI_PART_SCHEME:
        if (!case_) {
            lluri__put_fit(k, t.ptr, t.len, fits);
        } else if (fits) {
            k->pos = (size_t)(scheme_fast(k->out + k->pos, t.ptr, t.len, &nm->rd) - k->out);
        } else {
            for (size_t i = 0; i < t.len; i++)
                lluri__putc(k, lluri__lower(t.ptr[i]));
        }
        break;
    case LLURI_PART_HOST:
        if (t.len > 0 && t.ptr[0] == '[') {             /* an IP literal */
            lluri__sink h = *k; /* k itself stays in registers */
            lluri__put_host(&h, nm->u, nm->flags, nm->text);
            k->pos = h.pos;
        } else                                            /* reg-name, IPv4 */
            put_text_fit(k, t.ptr, t.len, nm->text, case_ ? RUN_LOWER : 0u, &dots,
                         &nm->rd, fits);
        break;
    case LLURI_PART_PORT:                                   /* as port_kept() says */
        lluri__put_fit(k, t.ptr + nm->port_from, t.len - nm->port_from, fits);
        break;
    case LLURI_PART_PATH:
        put_path(k, t.ptr, t.len, nm, fits);
        break;
    default:                                            /* userinfo, query, fragment */
        put_text_fit(k, t.ptr, t.len, nm->text, 0u, &dots, &nm->rd, fits);
        break;
    }
    return 0;
}

/* The normalized form of u to k (checked by the caller); returns its
 * length. fits: k's buffer has room for fast_bound(u) bytes. */
__attribute__((always_inline))
static inline size_t put_normal(lluri__sink *k, const lluri *u, unsigned flags, int fits)
{
    struct norm nm = {
        u, flags,
        ((flags & LLURI_NORM_CASE) ? T_UPPER_HEX : 0u) | ((flags & LLURI_NORM_PCT) ? T_DECODE : 0u),
        { u->src, u->src + u->len }, 0
    };
    uint32_t defined = u->present;
    size_t start = k->pos;

    if ((defined & LLURI_HAS_PORT) && !port_kept(u, flags, &nm.port_from))
        defined &= ~LLURI_HAS_PORT;
    (void)lluri__compose(k, defined, put_part, &nm, fits);
    return k->pos - start;
}

/* Through the sink. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
size_t lluri__put_normalized(lluri__sink *k, const lluri *u, unsigned flags)
{
    return put_normal(k, u, flags, 0);
}

/* Straight into out, which has room for fast_bound(u) bytes. */
static size_t put_fast(char *out, size_t cap, const lluri *u, unsigned flags)
{
    lluri__sink k = { out, 0, cap, 0 };
    return put_normal(&k, u, flags, 1);
}

#if LLURI_SCAN > 0
/* Whether the "%" at s[i] (of the text s[0 .. len)) is written as it
 * stands under `mode`: not followed by two hex digits, or an octet that
 * is not decoded, its hex digits already upper case when they would be
 * made so. Two hex digits that cross into the next component (only in a
 * hand-made lluri: in a parsed one a delimiter follows) read as a
 * percent-encoding here and not in lluri__put_text(); the answer is right all
 * the same: when it is yes, lluri__put_text() writes those bytes as they stand
 * too (a host's letters lowered, which lower_host() does the same way). */
static int pct_stays(const char *s, size_t len, size_t i, unsigned mode)
{
    int oct = pct_octet(s, len, i);
    if (oct < 0)
        return 1;
    if ((mode & T_DECODE) && is_unreserved((unsigned char)oct))
        return 0;
    return !(mode & T_UPPER_HEX)
           || (lluri__upper(s[i + 1]) == s[i + 1] && lluri__upper(s[i + 2]) == s[i + 2]);
}

/* The text s[0 .. len) (len >= SCAN_BLOCK) looked at a block at a time,
 * each block overlapping the one before by a byte so that every pair of
 * neighbours is inside one (the last by what it takes to end with the
 * text), until a block holds a "%" or a "/." (vhits()). Returns where that
 * block starts, or len when none does. */
static size_t scan_blocks(const char *s, size_t len)
{
    size_t i = 0;
    for (; len - i > 2 * SCAN_BLOCK; i += 2 * (SCAN_BLOCK - 1)) {     /* two at once */
        vec a = vload(s + i), b = vload(s + i + SCAN_BLOCK - 1);
        if ((vhits(a) | vhits(b)) != 0)
            return i;
    }
    for (; len - i > SCAN_BLOCK; i += SCAN_BLOCK - 1)
        if (vhits(vload(s + i)) != 0)
            return i;
    i = len - SCAN_BLOCK;
    return vhits(vload(s + i)) != 0 ? i : len;
}

/* scan_blocks() from the block at i on, which has vhits(): each "%" looked
 * at. Returns -1 when one does not stay under `mode`; else 1 when a "."
 * follows a "/", 0 when none does. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int scan_blocks_hit(const char *s, size_t len, size_t i, unsigned mode)
{
    int dots = 0;
    for (;; i += SCAN_BLOCK - 1) {
        if (len - i <= SCAN_BLOCK)
            i = len - SCAN_BLOCK;
        vec v = vload(s + i);
        marks pct = veq(v, '%');
        if (vdots(v, 0) != 0)
            dots = 1;
        if (mode != 0)
            for (; pct != 0; pct &= pct - 1)
                if (!pct_stays(s, len, i + first_marked(pct), mode))
                    return -1;
        if (i + SCAN_BLOCK == len)
            return dots;
    }
}

/* The upper-case letters of s[0 .. end) (as marks; 0 when none), of a
 * text of SCAN_BLOCK bytes or more: the first and the last block, and any
 * between. */
static marks upper_before(const char *s, size_t end)
{
    if (end < SCAN_BLOCK)
        return end == 0 ? 0 : vupper(vload(s)) & first_bytes(end);
    marks m = vupper(vload(s)) | vupper(vload(s + end - SCAN_BLOCK));
    for (size_t i = SCAN_BLOCK; end - i > SCAN_BLOCK; i += SCAN_BLOCK)
        m |= vupper(vload(s + i));
    return m;
}

/* RFC 3986 §6.2.2.1 on a host in place: ASCII letters lowered, but in a
 * percent-encoding (which stays, pct_stays() said so). */
static void lower_host(char *h, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (pct_octet(h, n, i) >= 0)
            i += 2;
        else
            h[i] = lluri__lower(h[i]);
    }
}

/* Whether the path p[0 .. n) (n > 0) may hold a dot segment: it starts
 * with "." or holds a "/." ("%2e" is no "." here: a "%" that would be
 * decoded sends the URI on to the writer anyway). Out of line: only
 * rootless paths ask. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int may_hold_dots(const char *p, size_t n)
{
    const char *end = p + n, *q = p;
    if (p[0] == '.')
        return 1;
    while ((q = memchr(q, '/', (size_t)(end - q))) != NULL)
        if (++q < end && *q == '.')
            return 1;
    return 0;
}

/* The components a URI's text may lay out, as lluri.present's bits, and
 * the two shapes most URLs have: a scheme and an authority, with a query
 * or without. verbatim() and its composition test u for them first, so
 * that the compiler makes a straight line of each: the layout check with
 * those bits known (lluri__as_parsed_known()), and the composer with its
 * presence tests decided: 25 to 27 instructions a URI fewer on the four
 * lists (bench/RESULTS.md). */
#define SHAPE_BITS (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_USERINFO \
                    | LLURI_HAS_PORT | LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT)
#define SHAPE_WEB (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY)
#define SHAPE_WEB_QUERY (SHAPE_WEB | LLURI_HAS_QUERY)

/* lluri__as_parsed(u), the shapes above first. */
__attribute__((always_inline))
static inline int as_parsed_shaped(const lluri *u)
{
    uint32_t shape = u->present & SHAPE_BITS;
    if (shape == SHAPE_WEB)
        return lluri__as_parsed_known(u, SHAPE_BITS, SHAPE_WEB);
    if (shape == SHAPE_WEB_QUERY)
        return lluri__as_parsed_known(u, SHAPE_BITS, SHAPE_WEB_QUERY);
    return lluri__as_parsed(u);
}

/* What verbatim() decided: u's normal form is its text, with the scheme
 * and host lowered (lower) and the path's dot segments removed (dots);
 * and put_copied()'s run: the text from byte `from` on is still to be
 * copied out. */
struct verbatim {
    const lluri *u;
    int          lower, dots;
    size_t       from;
};

/* lluri__compose()'s part writer when verbatim() said yes: each component
 * copied, the scheme and host lowered, the path's dot segments removed in
 * place with the "//" guard. The copies are made a run at a time: a
 * component that is only copied follows the one before it and its
 * delimiters in u's text (lluri__as_parsed()), and so is left to the
 * run, which is copied out whole (delimiters and all: the layout check
 * takes the bytes between the spans to be theirs) before a component
 * that changes, and at the last one, which ends the text. Most URIs are
 * so one memcpy() of their text: a copy per component (lluri__copy())
 * took a size test each, which the lengths of hosts and paths make hard
 * to foresee (bench/RESULTS.md). */
__attribute__((always_inline))
static inline int put_copied(lluri__sink *k, enum lluri_part c, void *ctx, int fits)
{
    struct verbatim *v = ctx;
    const lluri *u = v->u;
    lluri_span sp = defined_span(u, c);
    size_t n = sp.len, end = (size_t)sp.off + n;
    int lower = (c == LLURI_PART_SCHEME || c == LLURI_PART_HOST) && v->lower;
    int dots = c == LLURI_PART_PATH && v->dots;

    (void)fits;
    k->pos += n;
    if (!lower && !dots && end != u->len)
        return 0;                               /* left to the run */
    char *o = k->out + k->pos - n;              /* the component in out */
    memcpy(o - (sp.off - v->from), u->src + v->from, end - v->from);
    v->from = end;
    if (c == LLURI_PART_SCHEME && lower) {
        for (size_t j = 0; j < n; j++)
            o[j] = lluri__lower(o[j]);
    } else if (lower) {
        lower_host(o, n);
    } else if (dots) {
        size_t dn = lluri__dots_in_place(o, n);
        dn += lluri__dot_prefix_in_place((u->present & LLURI_HAS_AUTHORITY) != 0, o, dn, dn);
        k->pos = k->pos - n + dn;
    }
    return 0;
}

/* The composer through put_copied() to k, as verbatim() decided (v),
 * the shapes above first. */
__attribute__((always_inline))
static inline void compose_copied(lluri__sink *k, struct verbatim *v)
{
    uint32_t shape = v->u->present & SHAPE_BITS;
    void *ctx = v;
    if (shape == SHAPE_WEB)
        (void)lluri__compose(k, SHAPE_WEB, put_copied, ctx, 1);
    else if (shape == SHAPE_WEB_QUERY)
        (void)lluri__compose(k, SHAPE_WEB_QUERY, put_copied, ctx, 1);
    else
        (void)lluri__compose(k, shape, put_copied, ctx, 1);
}

/* Whether u's normal form is its own text but for case and dot segments
 * (*v then says which): u lluri__as_parsed(), of SCAN_BLOCK bytes or
 * more, without an IP literal, and every "%" stays; with NORM_SCHEME,
 * also without a port and with a path that starts with "/" after an
 * authority; with NORM_DOTS, also without a rootless or relative path
 * that may hold a dot segment (the writer decides whether one after a
 * scheme keeps them). It decides; the composer writes. */
static int verbatim(const lluri *u, unsigned flags, struct verbatim *v)
{
    const char *s = u->src;
    size_t len = u->len;
    if (len < SCAN_BLOCK || !as_parsed_shaped(u))
        return 0;
    uint32_t p = u->present;
    int auth = (p & LLURI_HAS_AUTHORITY) != 0;
    if (auth && u->host.len > 0 && s[u->host.off] == '[')
        return 0;                                   /* an IP literal */
    const char *path = s + u->path.off;
    size_t pn = u->path.len;
    if ((flags & LLURI_NORM_SCHEME) && auth
        && ((p & LLURI_HAS_PORT) || pn == 0 || path[0] != '/'))
        return 0;
    if (!auth && pn > 0 && path[0] != '/' && (flags & LLURI_NORM_DOTS)
        && may_hold_dots(path, pn))
        return 0;               /* a rootless path: the writer looks at it */

    /* "%" and "/." looked at */
    int dots = 0;
    size_t hit = scan_blocks(s, len);
    if (hit < len) {
        unsigned text = ((flags & LLURI_NORM_CASE) ? T_UPPER_HEX : 0u)
                        | ((flags & LLURI_NORM_PCT) ? T_DECODE : 0u);
        dots = scan_blocks_hit(s, len, hit, text);
        if (dots < 0)
            return 0;
    }
    v->u = u;
    v->from = 0;
    /* §6.2.2.1: the scheme and a reg-name or IPv4 host lowered, when an
     * upper-case letter is up to the host's end (perhaps in "//" userinfo
     * "@" only: then nothing changes) */
    v->lower = (flags & LLURI_NORM_CASE)
               && upper_before(s, auth ? (size_t)u->host.off + u->host.len : u->scheme.len);
    /* §6.2.2.3, when the path may hold a dot segment; and "/." before a
     * path left starting with "//" without an authority */
    v->dots = (dots || !auth) && (flags & LLURI_NORM_DOTS) && pn > 0 && path[0] == '/';
    return 1;
}
#endif

/* The fast writers work in place, with slack: into a buffer of the
 * stack, whose result is then copied out, so that nothing is written past
 * the result's NUL (lluri.h, "Writers"). Longer URIs take the sink. */
#define NORM_SCRATCH 2048


/* lluri_normalize() but for verbatim(): the arguments checked, then the
 * direct writer or the sink. Kept out of line, so that the common path
 * does not pay for its registers. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static ptrdiff_t normalize_any(const lluri *u, unsigned flags, char *out,
                               size_t cap, lluri *result, lluri_error *err)
{
    int bad = input_error(u, out, cap);
    if (bad)
        return lluri__fail_result(result, out, err, bad, 0);
    size_t n;
    if (fast_bound(u) <= NORM_SCRATCH) {
        /* the fast writer's slack (a run's 16-byte stores, dot segments
         * removed in place) lands in scratch, never in out past the result */
        char scratch[NORM_SCRATCH];
        n = put_fast(scratch, sizeof scratch, u, flags);
        if (cap > 0)
            memcpy(out, scratch, n < cap ? n : cap);
        return normalized(u, out, cap, n, result, err);
    }
    lluri__sink k = { out, 0, cap, 0 };
    n = lluri__put_normalized(&k, u, flags);
    return normalized(u, out, cap, n, result, err);
}

/* RFC 3986 §6.2.2 and §6.2.3: the normalized form of u (see the top of
 * this file for each LLURI_NORM_* step), written snprintf-style into
 * out[0 .. cap): returns the whole result's length; a NUL follows it when
 * it is shorter than cap; only out[0 .. cap) is written; out may be NULL
 * when cap is 0. When `result` is not NULL and the result is shorter than
 * cap, *result receives it parsed (as a URI-reference, with LLURI_ZONE_ID
 * when u has a zone id), its spans pointing into out; otherwise *result is
 * zeroed but for src (on an error too). Errors: LLURI_EFLAGS for bits
 * outside LLURI_NORM_ALL; LLURI_EINVAL for a NULL u or a NULL out with
 * cap > 0; LLURI_ESPAN for spans outside u's text (*err filled when err is
 * not NULL, offset 0); for an edited u, the code of the component that no
 * longer matches its rule. The result is at most u->len + 1 bytes,
 * u->len + 2 with an IPv6 host (see above). */
ptrdiff_t lluri_normalize(const lluri *u, unsigned flags, char *out,
                          size_t cap, lluri *result, lluri_error *err)
{
    if (flags & ~(unsigned)LLURI_NORM_FLAGS)
        return lluri__fail_result(result, out, err, LLURI_EFLAGS, 0);
    if (u != NULL && (flags & LLURI_NORM_SORT_QUERY)) {
        if (sort_needed(u))
            return lluri__normalize_sorted(u, flags & ~(unsigned)LLURI_NORM_SORT_QUERY, out, cap,
                                    result, err);
        flags &= ~(unsigned)LLURI_NORM_SORT_QUERY;
    }
    if (u != NULL && (flags & (LLURI_NORM_DROP_FRAGMENT | LLURI_NORM_DROP_EMPTY_QUERY))) {
        lluri v = dropped(u, flags);
        flags &= LLURI_NORM_ALL;
        /* a parsed URI whose empty query went and fragment stays ("/a?#f")
         * keeps the "?" between its spans: its components are those of a
         * parse, so the writer reads them through their spans (the edited
         * path would recompose it first, into a buffer of
         * LLURI__EDITED_MAX bytes) */
        if (lluri__as_parsed(u) && !lluri__as_parsed(&v)) {
            lluri__sink k = lluri__sink_of(out, cap);
            int bad = input_error(&v, out, cap);
            if (bad)
                return lluri__fail_result(result, out, err, bad, 0);
            return normalized(&v, out, cap, lluri__put_normalized(&k, &v, flags), result, err);
        }
        return lluri_normalize(&v, flags, out, cap, result, err);
    }
#if LLURI_SCAN > 0
    /* verbatim() checks the layout itself (lluri__as_parsed()), and
     * decides; the composer writes, straight into out (the result is
     * the text's length) but when dot segments go: they are removed in
     * place, in scratch, so that nothing lands in out past the result */
    if (u != NULL && u->src != NULL && out != NULL && cap > (size_t)u->len + 2
        && (size_t)u->len + 2 <= NORM_SCRATCH) {
        struct verbatim v;
        if (verbatim(u, flags, &v)) {
            size_t n;
            if (v.dots) {
                char scratch[NORM_SCRATCH];
                lluri__sink k = { scratch, 0, sizeof scratch, 0 };
                compose_copied(&k, &v);
                n = k.pos;
                memcpy(out, scratch, n);
            } else {
                lluri__sink k = { out, 0, cap, 0 };
                compose_copied(&k, &v);
                n = k.pos;
            }
            if (result == NULL)           /* n <= u->len + 2 < cap, n <= 2048 */
                return lluri__end_whole(out, n, err);
            return normalized(u, out, cap, n, result, err);
        }
    }
#endif
    if (u != NULL && u->src == NULL && u->len == 0) {
        /* lluri_parse(&u, NULL, 0, ...): the empty text, so that no span
         * is ever added to a NULL pointer */
        lluri v = *u;
        v.src = "";
        return normalize_any(&v, flags, out, cap, result, err);
    }
    if (u != NULL && !lluri__as_parsed(u))
        return lluri__normalize_edited(u, flags, out, cap, result, err);
    return normalize_any(u, flags, out, cap, result, err);
}

