/* SPDX-License-Identifier: MIT */
/* normalize.c — RFC 3986 §6: syntax-based normalization: lluri_normalize()
 * and its early case (its writer: normalize_writer.c; the sink side,
 * comparison and lluri_equivalent(): normalize_sink.c).
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
 * the one composer (write/compose.h) through a part writer (see "The
 * writer, and verbatim()" below): straight into a scratch buffer when
 * the result fits it (each component copied when nothing but case and
 * dot segments can change, else one pass per component; then dot
 * segments removed in place), else through a sink (normalize_sink.c)
 * that keeps only the bytes of a window [lo, hi) of the output, so
 * sizing (cap 0) costs the same as writing, and lluri_equivalent() can
 * compare two long results through a small scratch buffer, a window at a
 * time. The dot-segment removal is the right-to-left evaluation of
 * write/dots.c, done over segments as they read after the other steps.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/compose.h"
#include "write/dots.h"
#include "write/normalize.h"
#include "scan.h"

/* ---- The writer, and verbatim() -------------------------------------------
 * lluri_normalize() has one writer, put_normal() (normalize_writer.c):
 * lluri__compose() with that file's part writer, made twice by the
 * compiler. put_fast() is it straight into a buffer with room to spare:
 * each component in one pass, runs without "%" copied a block at a time
 * (a host's letters lowered on the way), then an absolute path's dot
 * segments removed in place, left to right (lluri__dots_in_place(): the
 * path is already decoded, so "%2e" reads as "."), when the path may hold
 * one. lluri__put_normalized() is it through the sink, for a result too
 * long for the scratch buffer and for lluri_equivalent()'s windows.
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

    char *o = k->out + k->pos;                  /* the component in out */
    (void)fits;
    k->pos += n;
    if (!lower && !dots && end != u->len)
        return 0;                               /* left to the run */
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
    v->from = 0;                                /* the run: from the start */
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
        return lluri__normalize_any(&v, flags, out, cap, result, err);
    }
    if (u != NULL && !lluri__as_parsed(u))
        return lluri__normalize_edited(u, flags, out, cap, result, err);
    return lluri__normalize_any(u, flags, out, cap, result, err);
}

