/* SPDX-License-Identifier: MIT */
/* resolve.c — RFC 3986 §5.2 reference resolution, and its inverse.
 *
 * No scratch buffer. §5.2.2 asks for remove_dot_segments(merge(Base.path,
 * R.path)), and merge (§5.2.3) concatenates two strings that live in two
 * different buffers.
 *
 * When the whole target fits in out even before its dot segments go (the
 * common case: cap >= that length + 2), T is written straight into out;
 * a path with dot segments is merged into a buffer on the stack, the RFC's
 * loop run there left to right (lluri__dots_in_place, write/dots.c), and
 * what survives copied out, so that out never receives a byte past the
 * result's NUL.
 *
 * Otherwise (sizing, truncated outputs) merge's result stays a path in
 * pieces (lluri__path), which dot-segment removal reads as one string:
 * write/dots.c's right-to-left walk (see the comment there): a first pass
 * over the elements from the last to the first gives the result's length,
 * a second writes the surviving elements from the end of their place in
 * the output backwards, each byte only if it lies below cap. The output
 * never serves as workspace, so sizing with cap 0 gives the exact length,
 * and out never overlaps the input. The same walk, with an emitter that
 * compares instead of writing, lets lluri_relativize() check a candidate
 * reference before it offers it. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1           /* memrchr() */
#endif
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "write/compose.h"
#include "write/dots.h"
#include "scan.h"

#if defined(__GLIBC__)
#define LLURI_HAVE_MEMRCHR 1
#endif

/* ---- §5.2.2 ------------------------------------------------------------------------ */

/* Dot segments are removed in place, in a buffer of the stack of this
 * size (the path merge gives), never in out: nothing is written past the
 * result's NUL. A longer path takes the sink. */
#define RESOLVE_SCRATCH 1024

#if defined(__GNUC__)
#define LLURI__NOINLINE __attribute__((noinline))
#else
#define LLURI__NOINLINE
#endif

/* The common cases below call nothing but last, as a tail call: so they
 * need no registers saved and no frame of their own. What they rarely do
 * is out of line, here. */

/* The writers' ending (lluri__end()) for the common cases, which write
 * only when the target fits with its NUL (n < cap): inline, the NUL and
 * *err (lluri__end_whole()); a target too long for a span, the rest. */
LLURI__NOINLINE static ptrdiff_t wrote_too_long(char *out, size_t cap, size_t n,
                                                lluri_error *err)
{
    return lluri__end(out, cap, n, LLURI_START_REFERENCE | LLURI_ZONE_ID, NULL, err);
}

static inline ptrdiff_t wrote(char *out, size_t cap, size_t n, lluri_error *err)
{
    if (n > UINT32_MAX)
        return wrote_too_long(out, cap, n, err);
    return lluri__end_whole(out, n, err);
}

/* The same for a target whose path, pn bytes at out + pre, begins with
 * "//" and has no authority before it: "/." goes before it (the "//"
 * guard, lluri__dot_prefix_in_place(); cap has room for it), moving it and
 * the rest of the n bytes on. */
LLURI__NOINLINE static ptrdiff_t wrote_guarded(char *out, size_t cap, size_t pre, size_t pn,
                                               size_t n, lluri_error *err)
{
    n += lluri__dot_prefix_in_place(0, out + pre, pn, n - pre);
    return wrote(out, cap, n, err);
}

/* wrote() or wrote_guarded(), as the path at out + pre needs. */
static inline ptrdiff_t wrote_path(char *out, size_t cap, int has_authority, size_t pre,
                                   size_t pn, size_t n, lluri_error *err)
{
    if (lluri__needs_dot_prefix(has_authority, out + pre, pn))
        return wrote_guarded(out, cap, pre, pn, n, err);
    return wrote(out, cap, n, err);
}

/* ---- short scans, without a call ------------------------------------------------ */

/* The strings a resolution looks at (a base's directory, a reference's
 * path) are mostly a few dozen bytes, where a libc call costs more than
 * the scan. These compare 16 bytes at a time (SSE2, which every x86-64
 * has) at any length, so that the common cases below call nothing; or 8
 * (in a uint64_t), falling back to libc for long strings. Each
 * takes `before`, how many bytes before s belong to the same string (a
 * path's URI up to it): a string shorter than 16 bytes is then read as the
 * 16 that end where it ends, and the bits of the bytes before it dropped.
 * Nothing outside [s - before, s + n) is read. */
/* How (scan.h's LLURI_SCAN): 2, by 16 bytes; 1, by 8 and memrchr; 0, byte by
 * byte. `make check` also runs test_resolve built with 0 and with 1. */

/* Whether byte c occurs in s[0 .. n). */
static inline int has_byte(const char *s, size_t n, size_t before, char c)
{
    (void)before;
#if LLURI_SCAN == 2
    if (n < 16) {
        if (n + before >= 16)
            return (veq(vload(s + n - 16), c) >> (16 - n)) != 0;
    } else {
        for (size_t i = 0; i + 16 < n; i += 16)
            if (veq(vload(s + i), c))
                return 1;
        return veq(vload(s + n - 16), c) != 0;  /* overlapping the one before */
    }
    /* here fewer than 16 bytes, with too few before them */
#elif LLURI_SCAN == 1
    if (n > 64)
        return memchr(s, c, n) != NULL;
    for (; n > 16; s += 8, n -= 8)
        if (word_eq(word_load(s), c))
            return 1;
#endif
#if LLURI_SCAN >= 1
    if (n > 8)                          /* two loads, the second overlapping */
        return (word_eq(word_load(s), c) | word_eq(word_load(s + n - 8), c)) != 0;
    if (n >= 4) {
        uint32_t lo, hi;
        memcpy(&lo, s, 4);
        memcpy(&hi, s + n - 4, 4);
        return word_eq(lo | (uint64_t)hi << 32, c) != 0;
    }
#endif
    for (size_t i = 0; i < n; i++)
        if (s[i] == c)
            return 1;
    return 0;
}

/* Whether s[0 .. n) holds "/." (scan.h's vdots()): where a dot segment
 * of a path that begins with "/" would begin. */
static inline int has_slash_dot(const char *s, size_t n, size_t before)
{
    (void)before;
#if LLURI_SCAN == 2
    if (n < 16) {
        if (n + before >= 16)           /* the "." of s[1 .. n) */
            return (vdots(vload(s + n - 16), 0) >> (17 - n)) != 0;
    } else {
        for (size_t i = 0; i + 16 < n; i += 15)     /* a "." after a window's */
            if (vdots(vload(s + i), 0))             /* last "/" is the next's */
                return 1;
        return vdots(vload(s + n - 16), 0) != 0;    /* overlapping the one before */
    }
    /* here fewer than 16 bytes, with too few before them */
#elif LLURI_SCAN == 1
    for (; n >= 8; s += 7, n -= 7)                  /* as above, by 8 bytes */
        if (vdots(vload(s), 0))
            return 1;
#endif
    for (size_t i = 0; i + 1 < n; i++)
        if (s[i] == '/' && s[i + 1] == '.')
            return 1;
    return 0;
}

/* The length of s[0 .. n) up to and including its right-most "/"; 0 when
 * it holds none. */
static inline size_t through_last_slash(const char *s, size_t n, size_t before)
{
    (void)before;
#if LLURI_SCAN == 2
    if (n < 16) {
        if (n + before >= 16) {
            marks m = veq(vload(s + n - 16), '/') >> (16 - n); /* bit k: s[k] */
            return m ? last_marked(m) + 1 : 0;
        }
    } else {
        size_t at = n;
        do {
            marks m = veq(vload(s + at - 16), '/');
            if (m)
                return at - 16 + last_marked(m) + 1;
            at -= 16;
        } while (at >= 16);
        marks m = veq(vload(s), '/') & first_bytes(at);  /* s[0 .. at) */
        return m ? last_marked(m) + 1 : 0;
    }
#elif LLURI_SCAN == 1 && defined(LLURI_HAVE_MEMRCHR)
    if (n >= 8) {
        const char *slash = memrchr(s, '/', n);
        return slash ? (size_t)(slash - s) + 1 : 0;
    }
#endif
    while (n > 0 && s[n - 1] != '/')
        n--;
    return n;
}

/* ---- RFC 3986 §5.2.3 merge ----------------------------------------------------------- */

/* §5.2.3 Merge Paths:
 *   If the base URI has a defined authority component and an empty path,
 *   then return a string consisting of "/" concatenated with the
 *   reference's path; otherwise, return a string consisting of the
 *   reference's path component appended to all but the last segment of
 *   the base URI's path (i.e., excluding any characters after the
 *   right-most "/" in the base URI path, or excluding the entire base URI
 *   path if it does not contain any "/" characters).
 * The string is returned in two pieces: the base's part, returned here,
 * then the reference's path (relativize puts two pieces of its own).
 *
 * merge_dir() is where the base's part lies: "/", or the base's path, of
 * which it is the first bytes (through its right-most "/"). The common
 * cases below take some of them off for a leading "..", and hand their
 * count dl to the dotted cases, which find the directory again with
 * merge_dir(): dl and the reference's first byte not yet read, i, go as
 * at = dl << 32 | i (both are below 2^32: spans), so that six arguments
 * stay in registers. (For a reference path from "/" dl is 0, and where the
 * directory lies does not matter.) */
static inline int merge_from_root(const lluri *base)   /* §5.2.3's first case */
{
    return (base->present & LLURI_HAS_AUTHORITY) && base->path.len == 0;
}

static inline const char *merge_dir(const lluri *base)
{
    return merge_from_root(base) ? "/" : base->src + base->path.off;
}

static lluri_text merge_base(const lluri *base)
{
    if (merge_from_root(base))
        return (lluri_text){ "/", 1 };
    const char *bp = base->src + base->path.off;            /* to its right-most "/" */
    return (lluri_text){ bp, through_last_slash(bp, base->path.len, base->path.off) };
}

/* ---- §5.2.2, the common cases ------------------------------------------------------ */

/* Every reference, every capacity: §5.2.2 as the RFC writes it. The
 * common cases below take it with flags 0 (their references have no
 * scheme, where LLURI_RESOLVE_COMPAT changes nothing). */
LLURI__NOINLINE static ptrdiff_t resolve_general(const lluri *base, const lluri *ref,
                                                 unsigned flags, char *out, size_t cap,
                                                 lluri_error *err);

/* The common cases below are written so that what they call, they call
 * last (the end of a writer, the general code, the RFC's loop for paths
 * with dot segments): their own path has no call that would make them
 * save registers. They take (base, ref, err, out, cap): out and cap stay
 * in the registers lluri_resolve() received them in, and err, its seventh
 * argument (on the stack), comes third, in the register of flags, which
 * they do not take (their references have no scheme); nor a result,
 * which lluri_resolve() fills out of line. */

/* A reference with an empty path ("", "?q", "#f"), straight into out
 * when its target fits with the NUL: T.path = Base.path; T.query =
 * R.query, or Base.query when R has none. T is the base up to its path's
 * end (or its query's), then all of R. */
LLURI__NOINLINE static ptrdiff_t resolve_same_path(const lluri *base, const lluri *ref,
                                                   lluri_error *err, char *out, size_t cap)
{
    size_t keep = base->path.off + base->path.len, rlen = ref->len;
    if (!(ref->present & LLURI_HAS_QUERY) && (base->present & LLURI_HAS_QUERY))
        keep = base->query.off + base->query.len;
    if (keep + rlen >= cap)
        return resolve_general(base, ref, 0, out, cap, err);
    lluri__copy(out, base->src, keep);
    lluri__copy(out + keep, ref->src, rlen);            /* "?query" "#fragment" */
    return wrote(out, cap, keep + rlen, err);
}

/* A reference's path with dot segments: the base's text up to its path
 * into out, then merge's directory dir[0 .. dl) and R.path from byte i
 * into a buffer of the stack, where the RFC's loop runs left to right; the
 * survivors, then R's query and fragment, follow in out. cap has room for
 * the whole merge, "/." and the NUL. */
LLURI__NOINLINE static ptrdiff_t path_ref_dotted(const lluri *base, const lluri *ref,
                                                 lluri_error *err, char *out, size_t cap,
                                                 uint64_t at)
{
    const char *dir = merge_dir(base), *rs = ref->src;
    size_t dl = at >> 32, i = (uint32_t)at;
    size_t rlen = ref->len, rpl = ref->path.len, pre = base->path.off;
    char scratch[RESOLVE_SCRATCH];
    if (dl + rpl - i > sizeof scratch)
        return resolve_general(base, ref, 0, out, cap, err);
    lluri__copy(scratch, dir, dl);
    lluri__copy(scratch + dl, rs + i, rpl - i);
    size_t pn = lluri__dots_in_place(scratch, dl + rpl - i);
    char *path = out + pre;
    lluri__copy(out, base->src, pre);
    lluri__copy(path, scratch, pn);
    lluri__copy(path + pn, rs + rpl, rlen - rpl);       /* query, fragment */
    size_t n = pre + pn + rlen - rpl;
    return wrote_path(out, cap, base->present & LLURI_HAS_AUTHORITY, pre, pn, n, err);
}

/* As path_ref_dotted(), for an absolute directory dir[0 .. dl) without
 * dot segments: the RFC's loop runs over "/" and R.path from byte i only,
 * in scratch, and when no ".." in it climbs above that "/" its result
 * follows the directory but its last "/" (the loop over the whole merge
 * moves the directory's segments to the output as they are, then reads
 * the same input: see lluri__dots_in_place_climbs()). A ".." that climbs
 * takes path_ref_dotted(). The directory and the survivors go straight
 * into out. */
LLURI__NOINLINE static ptrdiff_t path_ref_tail_dotted(const lluri *base, const lluri *ref,
                                                      lluri_error *err, char *out, size_t cap,
                                                      uint64_t at)
{
    const char *dir = merge_dir(base), *rs = ref->src;
    size_t dl = at >> 32, i = (uint32_t)at;
    size_t rlen = ref->len, rpl = ref->path.len, pre = base->path.off, climbs;
    char scratch[RESOLVE_SCRATCH];
    if (1 + rpl - i > sizeof scratch)
        return resolve_general(base, ref, 0, out, cap, err);
    scratch[0] = '/';
    lluri__copy(scratch + 1, rs + i, rpl - i);
    size_t pn = lluri__dots_in_place_climbs(scratch, 1 + rpl - i, &climbs);
    if (climbs)
        return path_ref_dotted(base, ref, err, out, cap, at);
    char *path = out + pre;
    if (dir == base->src + pre) {
        lluri__copy(out, base->src, pre + dl - 1);  /* the base up to merge's "/" */
    } else {
        lluri__copy(out, base->src, pre);
        lluri__copy(path, dir, dl - 1);
    }
    char *o = path + dl - 1;
    lluri__copy(o, scratch, pn);
    o += pn;
    lluri__copy(o, rs + rpl, rlen - rpl);       /* query, fragment */
    size_t n = (size_t)(o - out) + rlen - rpl;
    return wrote_path(out, cap, base->present & LLURI_HAS_AUTHORITY, pre, (size_t)(o - path),
                      n, err);
}

/* A reference with neither scheme nor authority and a path (strict, or
 * compat, which changes nothing then), resolved straight into out when its
 * target fits with room for "/." and the NUL. T starts with the base's
 * text up to its path, scheme ":" [ "//" authority ], and ends with the
 * reference's text from its path on (path, query and fragment follow one
 * another in ref->src), so T is two copies: the base up to its path (and,
 * for a relative path, on through merge's directory: the base's path up
 * to its right-most "/", or "/" when the base has an authority and an
 * empty path), then R. remove_dot_segments (§5.2.4) is done here in its
 * common case: a directory that is empty or absolute with no dot segment
 * (no "/." in it: "/a.b/" has none), and a reference whose dot segments
 * all lead ("../../g", "./g/h"): each leading "./" or "." goes, each "../"
 * or ".." takes the last segment off the directory (never its first "/"),
 * and no "." is left after them. Anything else runs the RFC's loop in
 * scratch (path_ref_dotted(), path_ref_tail_dotted()). */
LLURI__NOINLINE static ptrdiff_t resolve_path_ref(const lluri *base, const lluri *ref,
                                                  lluri_error *err, char *out, size_t cap)
{
    const char *bs = base->src, *rs = ref->src;
    size_t rlen = ref->len, rpl = ref->path.len, pre = base->path.off;

    const char *dir = "";                   /* merge's directory, dl bytes */
    size_t dl = 0;
    if (rs[0] == '/') {                     /* T.path = remove_dot_segments(R.path) */
        if (pre + rlen + 2 > cap)
            return resolve_general(base, ref, 0, out, cap, err);
    } else if (merge_from_root(base)) {
        if (pre + 1 + rlen + 2 > cap)       /* merge: "/" + R.path */
            return resolve_general(base, ref, 0, out, cap, err);
        dir = "/";
        dl = 1;
    } else {                                /* merge: Base.path to its last "/" */
        dir = bs + pre;
        dl = through_last_slash(dir, base->path.len, pre);
        if (pre + dl + rlen + 2 > cap)
            return resolve_general(base, ref, 0, out, cap, err);
    }

    /* the leading dot segments climb the directory in the base's text, so
     * that out only ever receives the target's own bytes (a directory
     * with a dot segment takes the RFC's loop; one "." is looked for
     * first, as most directories have none) */
    if ((dl > 0 && dir[0] != '/')
        || (dir == bs + pre && has_byte(dir, dl, pre, '.') && has_slash_dot(dir, dl, pre)))
        return path_ref_dotted(base, ref, err, out, cap, (uint64_t)dl << 32);
    size_t i = 0;
    while (i < rpl && rs[i] == '.' && dl > 0) {
        size_t rem = rpl - i;
        if (rem == 1 || rs[i + 1] == '/') {                     /* "." or "./" */
            i += rem == 1 ? 1 : 2;
        } else if (rs[i + 1] == '.' && (rem == 2 || rs[i + 2] == '/')) {
            i += rem == 2 ? 2 : 3;                              /* ".." or "../" */
            if (dl > 1)                                         /* the last segment */
                dl = through_last_slash(dir, dl - 1, pre);
        } else {
            break;                                              /* ".x": a segment */
        }
    }
    if (has_byte(rs + i, rpl - i, i, '.'))  /* the RFC's loop, in scratch */
        return dl > 0 ? path_ref_tail_dotted(base, ref, err, out, cap, (uint64_t)dl << 32 | i)
                      : path_ref_dotted(base, ref, err, out, cap, (uint64_t)dl << 32 | i);
    char *path = out + pre;                 /* (out is not NULL: it fits) */
    if (dir == bs + pre) {
        lluri__copy(out, bs, pre + dl);     /* the base up to merge's "/" */
    } else {
        lluri__copy(out, bs, pre);
        lluri__copy(path, dir, dl);
    }
    lluri__copy(path + dl, rs + i, rlen - i);           /* path, query, fragment */
    size_t n = pre + dl + rlen - i;
    return wrote_path(out, cap, base->present & LLURI_HAS_AUTHORITY, pre, dl + rpl - i, n,
                      err);
}

/* A reference with an authority and no scheme ("//host/p"), resolved
 * straight into out when its target fits with the NUL: T is Base.scheme
 * ":" and the reference, whose path's dot segments are removed
 * (T.authority = R.authority; T.path = remove_dot_segments(R.path);
 * T.query = R.query). */
LLURI__NOINLINE static ptrdiff_t resolve_net_ref(const lluri *base, const lluri *ref,
                                                 lluri_error *err, char *out, size_t cap)
{
    const char *rs = ref->src;
    size_t sl = base->scheme.len + 1, rlen = ref->len;  /* scheme ":" */
    size_t po = ref->path.off, pl = ref->path.len;
    if (sl + rlen >= cap || has_byte(rs + po, pl, po, '.'))
        return resolve_general(base, ref, 0, out, cap, err);
    lluri__copy(out, base->src, sl);
    lluri__copy(out + sl, rs, rlen);
    return wrote(out, cap, sl + rlen, err);
}

/* A component of a parsed URI as text; NULL when absent. */
static lluri_text part(const lluri *u, lluri_span s, uint32_t bit)
{
    if (!(u->present & bit))
        return (lluri_text){ NULL, 0 };
    return (lluri_text){ u->src + s.off, s.len };
}

/* The authority as written: [ userinfo "@" ] host [ ":" port ]. */
static lluri_text authority(const lluri *u)
{
    if (!(u->present & LLURI_HAS_AUTHORITY))
        return (lluri_text){ NULL, 0 };
    size_t from = (u->present & LLURI_HAS_USERINFO) ? u->userinfo.off : u->host.off;
    size_t to = (u->present & LLURI_HAS_PORT) ? u->port.off + u->port.len
                                                : u->host.off + u->host.len;
    return (lluri_text){ u->src + from, to - from };
}

static int same_text(lluri_text a, lluri_text b)
{
    if (!a.ptr || !b.ptr)
        return !a.ptr && !b.ptr;
    return a.len == b.len && memcmp(a.ptr, b.ptr, a.len) == 0;
}

static int same_scheme(lluri_text a, lluri_text b)
{
    return a.len == b.len && lluri__same_nocase(a.ptr, b.ptr, a.len);
}

/* An edited base or reference, its spans checked: the text its components
 * make, then as if parsed (lluri__laid_out); out of line, so that lluri_resolve() does not
 * carry its buffers. */
LLURI__NOINLINE static ptrdiff_t resolve_edited(const lluri *base, const lluri *ref,
                                                unsigned flags, char *out, size_t cap,
                                                lluri_error *err)
{
    lluri__edited e;
    const lluri *b2 = base, *r2 = ref;
    int rc = lluri__laid_out_pair(base, ref, &e, &b2, &r2, err);
    if (rc < 0)
        return rc;
    return lluri_resolve(b2, r2, flags, out, cap, NULL, err);
}

/* Returns the length of the target, or a negative code: LLURI_EBASE
 * (offset 0) when base has no scheme, LLURI_EFLAGS for flags other than
 * LLURI_RESOLVE_COMPAT, LLURI_EINVAL for NULL arguments or out NULL with
 * cap > 0. Strict (§5.2.2) unless LLURI_RESOLVE_COMPAT: then a reference
 * whose scheme equals the base's, compared without case, is read without
 * its scheme ("http:g" -> "http://a/b/c/g"). The base's fragment is
 * ignored (§5.1); the reference's is always kept. A target that would have
 * no authority and a path starting with "//" (possible: "s:a/b" with
 * "..//c" gives "//c") is written with "/." before the path, so that it
 * parses back with that path and no authority. *result is the target
 * parsed, when it fits. */
/* The common cases for base and reference laid out as lluri_parse()
 * leaves them (lluri__as_parsed()), straight into out when the target
 * fits. */
static inline ptrdiff_t resolve_laid_out(const lluri *base, const lluri *ref,
                                         unsigned flags, char *out, size_t cap,
                                         lluri_error *err)
{
    uint32_t how = ref->present & (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY);
    if (how == 0 && ref->path.off == 0)
        return ref->path.len == 0 ? resolve_same_path(base, ref, err, out, cap)
                                  : resolve_path_ref(base, ref, err, out, cap);
    if (how == LLURI_HAS_AUTHORITY && ref->path.off > 0)
        return resolve_net_ref(base, ref, err, out, cap);
    return resolve_general(base, ref, flags, out, cap, err);
}

/* Base and reference checked in full: laid out as parsed, the common
 * cases; else (edited) the general path, through the text they describe. */
LLURI__NOINLINE static ptrdiff_t resolve_checked(const lluri *base, const lluri *ref,
                                                 unsigned flags, char *out, size_t cap,
                                                 lluri_error *err)
{
    int as_parsed = lluri__as_parsed(base) && lluri__as_parsed(ref);
    if (!as_parsed && (!lluri__spans_in(base) || !lluri__spans_in(ref)))
        return lluri__fail(err, LLURI_ESPAN, 0);    /* the span check first, as everywhere */
    if (!(base->present & LLURI_HAS_SCHEME))
        return lluri__fail(err, LLURI_EBASE, 0);
    if (!as_parsed)
        return resolve_edited(base, ref, flags, out, cap, err);
    return resolve_laid_out(base, ref, flags, out, cap, err);
}

/* What lluri_resolve() does not take on its common path, out of line:
 * the arguments it refuses, and a result to fill (the target resolved
 * without it, then parsed, as lluri__finish() ends every writer). */
LLURI__NOINLINE static ptrdiff_t resolve_unusual(const lluri *base, const lluri *ref,
                                                 unsigned flags, char *out, size_t cap,
                                                 lluri *result, lluri_error *err)
{
    if (!base || !ref || (!out && cap > 0))
        return lluri__fail_result(result, out, err, LLURI_EINVAL, 0);
    if (flags & ~LLURI_RESOLVE_COMPAT)
        return lluri__fail_result(result, out, err, LLURI_EFLAGS, 0);
    lluri_error e;
    ptrdiff_t n = lluri_resolve(base, ref, flags, out, cap, NULL, &e);
    if (n < 0)
        return lluri__fail_result(result, out, err, e.code, e.offset);
    lluri__sink done = { out, 0, cap, (size_t)n };
    return lluri__finish(&done, LLURI_START_REFERENCE | LLURI_ZONE_ID, result, err);
}

ptrdiff_t lluri_resolve(const lluri *base, const lluri *ref, unsigned flags,
                        char *out, size_t cap, lluri *result, lluri_error *err)
{
    if (!base || !ref || (!out && cap > 0) || (flags & ~LLURI_RESOLVE_COMPAT) || result)
        return resolve_unusual(base, ref, flags, out, cap, result, err);

    /* The common cases, straight into out when the target fits (base and
     * reference as lluri_parse gives them: the scheme first, the
     * components one after the other; an edited one takes the general
     * path, which reads each component through its span). The layout
     * check is made here for the shapes most bases and references have (a
     * base with a scheme and an authority, and neither userinfo nor port;
     * a reference with neither scheme nor authority, or a network-path
     * one), where the shape tested first lets the compiler specialise it,
     * and in resolve_checked() for any other. */
    const uint32_t shape = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_USERINFO
                           | LLURI_HAS_PORT | LLURI_HAS_NON_ASCII;
    const uint32_t base_shape = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY;
    uint32_t bp = base->present, rp = ref->present;
    if ((bp & shape) == base_shape && lluri__as_parsed_known(base, shape, base_shape)) {
        if ((rp & shape) == 0 && lluri__as_parsed_known(ref, shape, 0))
            return ref->path.len == 0 ? resolve_same_path(base, ref, err, out, cap)
                                      : resolve_path_ref(base, ref, err, out, cap);
        if ((rp & shape) == LLURI_HAS_AUTHORITY
            && lluri__as_parsed_known(ref, shape, LLURI_HAS_AUTHORITY))
            return resolve_net_ref(base, ref, err, out, cap);
    }
    return resolve_checked(base, ref, flags, out, cap, err);
}

/* The target: its components (the authority whole, as its host), with
 * T.path as merge's directory and the reference's path, dotted when
 * remove_dot_segments() applies. */
struct target {
    lluri_parts t;
    lluri_text  dir;
    int         dotted;
};

/* The part writer of a resolved target (§5.3, lluri__compose()): every
 * component but the path copied. T.path is remove_dot_segments(dir +
 * path) when dotted, with "/." before it when it begins with "//" and T
 * has no authority (the "//" guard). fits (a constant at each call): all
 * of T, its guard and NUL fit in k's buffer, and dir + path in
 * RESOLVE_SCRATCH; dot segments then go in a scratch buffer, else
 * through the path walker into the sink. */
__attribute__((always_inline))
static inline int put_resolved(lluri__sink *k, enum lluri_part c, void *ctx, int fits)
{
    const struct target *tp = ctx;
    lluri_text t = lluri__part_text(&tp->t, c);
    int has_auth = tp->t.host.ptr != NULL;

    if (c != LLURI_PART_PATH || !tp->dotted) {
        if (c == LLURI_PART_PATH)
            lluri__put_fit(k, tp->dir.ptr, tp->dir.len, fits);
        lluri__put_fit(k, t.ptr, t.len, fits);
    } else if (fits) {
        /* merge and the RFC's loop in scratch: out gets the survivors */
        char scratch[RESOLVE_SCRATCH];
        char *o = k->out + k->pos;
        lluri__copy(scratch, tp->dir.ptr, tp->dir.len);
        lluri__copy(scratch + tp->dir.len, t.ptr, t.len);
        size_t pn = lluri__dots_in_place(scratch, tp->dir.len + t.len);
        lluri__copy(o, scratch, pn);
        k->pos += pn + lluri__dot_prefix_in_place(has_auth, o, pn, pn);
    } else {
        lluri__path dots = { .npieces = 0 };
        lluri__path_add(&dots, tp->dir.ptr, tp->dir.len, 1);
        lluri__path_add(&dots, t.ptr, t.len, 1);
        if (!has_auth) {                    /* the path's first two bytes */
            char head[2];
            lluri__sink peek = lluri__sink_of(head, sizeof head);
            size_t pn = lluri__put_dots(&dots, &peek);
            lluri__put_dot_prefix(k, lluri__needs_dot_prefix(0, head, pn));
        }
        lluri__put_dots(&dots, k);
    }
    return 0;
}

static ptrdiff_t resolve_general(const lluri *base, const lluri *ref, unsigned flags,
                                 char *out, size_t cap, lluri_error *err)
{
    if (!lluri__spans_in(base) || !lluri__spans_in(ref))
        return lluri__fail(err, LLURI_ESPAN, 0);
    /* (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R); */
    lluri_text r_scheme = part(ref, ref->scheme, LLURI_HAS_SCHEME);
    lluri_text r_path = { ref->src ? ref->src + ref->path.off : "", ref->path.len };
    lluri_text r_query = part(ref, ref->query, LLURI_HAS_QUERY);
    lluri_text b_scheme = { base->src + base->scheme.off, base->scheme.len };
    lluri_text t_scheme = b_scheme;                 /* T.scheme = Base.scheme; below */

    lluri_text t_authority, t_query;
    /* T.path: remove_dot_segments(t_dir + t_path) when dotted, else t_path
     * as it stands; dot segments go while T is written (see the top). */
    lluri_text t_dir = { "", 0 }, t_path;
    int dotted = 1;

    /* RFC 3986 §5.2.2, line by line. */
    if ((flags & LLURI_RESOLVE_COMPAT)              /* if ((not strict) and */
        && r_scheme.ptr && same_scheme(r_scheme, b_scheme)) /* (R.scheme == Base.scheme)) then */
        r_scheme.ptr = NULL;                        /*    undefine(R.scheme); */
                                                    /* endif; */
    if (r_scheme.ptr) {                             /* if defined(R.scheme) then */
        t_scheme = r_scheme;                        /*    T.scheme    = R.scheme; */
        t_authority = authority(ref);               /*    T.authority = R.authority; */
        t_path = r_path;                            /*    T.path      = remove_dot_segments(R.path); */
        t_query = r_query;                          /*    T.query     = R.query; */
    } else {                                        /* else */
        if (ref->present & LLURI_HAS_AUTHORITY) {   /*    if defined(R.authority) then */
            t_authority = authority(ref);           /*       T.authority = R.authority; */
            t_path = r_path;                        /*       T.path      = remove_dot_segments(R.path); */
            t_query = r_query;                      /*       T.query     = R.query; */
        } else {                                    /*    else */
            if (r_path.len == 0) {                  /*       if (R.path == "") then */
                t_path = (lluri_text){ base->src + base->path.off, /* T.path = Base.path; */
                                       base->path.len };
                dotted = 0;
                if (r_query.ptr)                    /*          if defined(R.query) then */
                    t_query = r_query;              /*             T.query = R.query; */
                else                                /*          else */
                    t_query = part(base, base->query, /*           T.query = Base.query; */
                                   LLURI_HAS_QUERY);
                                                    /*          endif; */
            } else {                                /*       else */
                if (r_path.ptr[0] == '/') {         /*          if (R.path starts-with "/") then */
                    t_path = r_path;                /*             T.path = remove_dot_segments(R.path); */
                } else {                            /*          else */
                    t_dir = merge_base(base);       /*             T.path = merge(Base.path, R.path); */
                    t_path = r_path;                /*             T.path = remove_dot_segments(T.path); */
                }                                   /*          endif; */
                t_query = r_query;                  /*          T.query = R.query; */
            }                                       /*       endif; */
            t_authority = authority(base);          /*       T.authority = Base.authority; */
        }                                           /*    endif; */
                                                    /*    T.scheme = Base.scheme; (its initial value) */
    }                                               /* endif; */
    lluri_text t_fragment = part(ref, ref->fragment, /* T.fragment = R.fragment; */
                                 LLURI_HAS_FRAGMENT);

    /* §5.3 recomposition of T: straight into out when all of it fits
     * before dot segments go (the common case), else through the sink;
     * one composition, made twice by the compiler. */
    struct target tp = { { .scheme = t_scheme, .host = t_authority, .path = t_path,
                           .query = t_query, .fragment = t_fragment },
                         t_dir, dotted };
    uint32_t defined = lluri__defined(&tp.t);
    size_t bound = t_scheme.len + 1 + (t_authority.ptr ? 2 + t_authority.len : 0)
                   + t_dir.len + t_path.len + 2
                   + (t_query.ptr ? 1 + t_query.len : 0)
                   + (t_fragment.ptr ? 1 + t_fragment.len : 0);
    if (bound <= cap && (!dotted || t_dir.len + t_path.len <= RESOLVE_SCRATCH)) {
        lluri__sink direct = lluri__sink_of(out, cap);  /* in registers */
        (void)lluri__compose(&direct, defined, put_resolved, &tp, 1);
        return wrote(out, cap, direct.pos, err);
    }
    lluri__sink k = lluri__sink_of(out, cap);
    (void)lluri__compose(&k, defined, put_resolved, &tp, 0);
    return lluri__finish(&k, LLURI_START_REFERENCE | LLURI_ZONE_ID, NULL, err);
}

/* ---- relativize ------------------------------------------------------------------- */

/* A candidate reference: `pre` repeated `reps` times, then the target's
 * text from byte `from` on (its path's tail, query and fragment follow
 * one another in the target). */
struct candidate {
    const char *pre;
    size_t      prelen, reps, from;
    size_t      len;    /* its whole length */
};

static struct candidate cand(const lluri *t, const char *pre, size_t reps, size_t from)
{
    size_t prelen = strlen(pre);
    return (struct candidate){ pre, prelen, reps, from,
                               prelen * reps + (t->len - from) };
}

static ptrdiff_t relativize(const lluri *base, const lluri *target, unsigned flags,
                            char *out, size_t cap, lluri *result, lluri_error *err);

/* Returns the length of a reference r, as short as this finds, such that
 * lluri_resolve(base, r) (strict) writes target byte for byte; or a
 * negative code: LLURI_EBASE (offset 0) when base has no scheme,
 * LLURI_ENOSCHEME (offset 0) when target has none, LLURI_EINVAL for NULL
 * arguments. The base's fragment is ignored. Tried in order, the first
 * that applies and is shortest winning:
 *   - same path as the base: "" , "#f" (same query) or "?q#f";
 *   - same scheme and authority: a relative path ("g", "../g", "./a:b",
 *     "." for the base's directory) or an absolute path ("/g"), each
 *     checked by running §5.2.3 merge and §5.2.4 on it;
 *   - same scheme: a network-path reference ("//host/g");
 *   - else, or when nothing shorter exists, the target itself.
 * Schemes are compared byte for byte (a scheme differing in case gives the
 * target itself). A target whose path holds dot segments ("/a/./b") is no
 * result of any resolution but an empty-path one (§5.2.2 removes them in
 * every other branch), so unless its path is the base's it comes back
 * unchanged, and resolving that does not give it back. On a negative
 * code, *result is zeroed but for src, as every writer's. */
ptrdiff_t lluri_relativize(const lluri *base, const lluri *target,
                           unsigned flags, char *out, size_t cap, lluri *result,
                           lluri_error *err)
{
    ptrdiff_t n = relativize(base, target, flags, out, cap, result, err);
    if (n < 0)  /* as every writer ends (lluri.h) */
        lluri__fail_result(result, out, NULL, (int)n, 0);
    return n;
}

static ptrdiff_t relativize(const lluri *base, const lluri *target, unsigned flags,
                            char *out, size_t cap, lluri *result, lluri_error *err)
{
    if (!base || !target || (!out && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (flags != 0)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if (!lluri__spans_in(base) || !lluri__spans_in(target))
        return lluri__fail(err, LLURI_ESPAN, 0);
    if (!(base->present & LLURI_HAS_SCHEME))
        return lluri__fail(err, LLURI_EBASE, 0);
    if (!(target->present & LLURI_HAS_SCHEME))
        return lluri__fail(err, LLURI_ENOSCHEME, 0);
    if (!lluri__as_parsed(base) || !lluri__as_parsed(target)) {
        /* edited: the text its components make, then as if parsed */
        lluri__edited e;
        const lluri *b2 = base, *t2 = target;
        int rc = lluri__laid_out_pair(base, target, &e, &b2, &t2, err);
        return rc < 0 ? rc : lluri_relativize(b2, t2, flags, out, cap, result, err);
    }

    const char *tp = target->src + target->path.off;
    size_t tlen = target->path.len, tend = target->path.off + target->path.len;
    lluri_text b_path = { base->src + base->path.off, base->path.len };
    struct candidate best = cand(target, "", 0, 0);         /* target itself */
    lluri__path ps;

    if (!same_text(part(base, base->scheme, LLURI_HAS_SCHEME),
                   part(target, target->scheme, LLURI_HAS_SCHEME)))
        goto write;

    if (same_text(authority(base), authority(target))) {
        lluri_text bq = part(base, base->query, LLURI_HAS_QUERY);
        lluri_text tq = part(target, target->query, LLURI_HAS_QUERY);
        /* An empty reference path takes the base's path as it is. */
        if (same_text(b_path, (lluri_text){ tp, tlen })) {
            if (same_text(bq, tq)) {
                best = cand(target, "", 0, (target->present & LLURI_HAS_FRAGMENT)
                                               ? target->fragment.off - 1 : target->len);
                goto write;
            }
            if (tq.ptr) {
                best = cand(target, "", 0, target->query.off - 1);
                goto write;
            }
        }
        ps = (lluri__path){ .npieces = 0 };
        lluri__path_add(&ps, tp, tlen, 1);
        if (!lluri__dots_give(&ps, tp, tlen))
            goto write;                     /* dot segments: no reference */

        /* A relative path: climb from the base's directory to the longest
         * prefix it shares with the target's path that ends in "/". */
        lluri_text mb = merge_base(base);
        ps = (lluri__path){ .npieces = 0 };
        lluri__path_add(&ps, mb.ptr, mb.len, 1);
        const lluri__path dir = ps;
        size_t common = 0, ups = 0;
        for (size_t i = 0; i < dir.len && i < tlen && lluri__path_at(&dir, i) == tp[i]; i++)
            if (tp[i] == '/')
                common = i + 1;
        for (size_t i = common; i < dir.len; i++)
            if (lluri__path_at(&dir, i) == '/')
                ups++;
        const char *tail = tp + common;
        size_t tail_len = tlen - common, seg = 0;
        while (seg < tail_len && tail[seg] != '/' && tail[seg] != ':')
            seg++;
        struct candidate rel;
        if (ups > 0)
            rel = cand(target, "../", ups, target->path.off + common);
        else if (tail_len == 0)
            rel = cand(target, ".", 1, tend);       /* the directory itself */
        else if (tail[0] == '/' || (seg < tail_len && tail[seg] == ':'))
            rel = cand(target, "./", 1, target->path.off + common);
        else
            rel = cand(target, "", 0, target->path.off + common);
        lluri__path_add(&ps, rel.pre, rel.prelen, rel.reps);
        lluri__path_add(&ps, tail, tail_len, 1);
        int rel_ok = lluri__dots_give(&ps, tp, tlen);

        /* An absolute path: itself after §5.2.4, as it has no dot segments. */
        if (tlen > 0 && tp[0] == '/' && !(tlen >= 2 && tp[1] == '/')) {
            struct candidate abs = cand(target, "", 0, target->path.off);
            if (abs.len < best.len)
                best = abs;
        }
        if (rel_ok && rel.len <= best.len)
            best = rel;
    }
    if (target->present & LLURI_HAS_AUTHORITY) {
        /* A network-path reference: the target from its "//" on. */
        size_t from = ((target->present & LLURI_HAS_USERINFO) ? target->userinfo.off
                                                             : target->host.off) - 2;
        ps = (lluri__path){ .npieces = 0 };
        lluri__path_add(&ps, tp, tlen, 1);
        struct candidate net = cand(target, "", 0, from);
        if (net.len < best.len && lluri__dots_give(&ps, tp, tlen))
            best = net;
    }

write:;
    lluri__sink k = lluri__sink_of(out, cap);
    for (size_t i = 0; i < best.reps; i++)
        lluri__put(&k, best.pre, best.prelen);
    lluri__put(&k, target->src + best.from, target->len - best.from);
    return lluri__finish(&k, LLURI_START_REFERENCE | LLURI_ZONE_ID, result, err);
}
