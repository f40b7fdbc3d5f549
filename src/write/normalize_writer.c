/* SPDX-License-Identifier: MIT */
/* normalize_writer.c — lluri_normalize()'s one writer (RFC 3986 §6.2.2,
 * §6.2.3): put_normal(), the one composer (write/compose.h) with this
 * file's part writer, made twice by the compiler: put_fast() straight into
 * a buffer, each run of text copied a block at a time, and
 * lluri__put_normalized() through the sink (normalize_sink.c). What the
 * steps are and when the early case of normalize.c takes a URI instead:
 * the top of normalize.c. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/compose.h"
#include "write/dots.h"
#include "write/normalize.h"
#include "scan.h"

/* ---- §6.2.3: ports and http paths ------------------------------------------ */

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

/* lluri_normalize() but for its early case (normalize.h). */
ptrdiff_t lluri__normalize_any(const lluri *u, unsigned flags, char *out, size_t cap,
                               lluri *result, lluri_error *err)
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
