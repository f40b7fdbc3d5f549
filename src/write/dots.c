/* SPDX-License-Identifier: MIT */
/* dots.c — RFC 3986 §5.2.4 remove_dot_segments.
 *
 * The RFC's loop over an input and an output buffer, read as a stack:
 *
 *   A. "../" and "./" prefixes are removed. After any other step the input
 *      starts with "/", so A only ever strips the start of the path.
 *   D. what is left is "." or "..": the result is empty.
 *   Otherwise what is left is a list of elements: a first segment without
 *   "/" (for a relative path) and then "/" segment, each moved whole to
 *   the output by step E, except that
 *   B. "/." is dropped ("/./" becomes "/"), and when it ends the path its
 *      "/" still reaches the output;
 *   C. "/.." is dropped and removes the last element of the output, and
 *      when it ends the path its "/" still reaches the output.
 *
 * A "/.." removes the nearest element before it that no other "/.."
 * removed, so which elements survive can be decided right to left with a
 * count of pending removals: no stack, no workspace, O(n). One pass gives
 * the length; a second writes the survivors from the end of the result
 * backwards, so that only the caller's window is ever written and a caller
 * can size with cap 0. The same walk serves resolution (a path in pieces:
 * merge's two), relativize (checking candidates) and normalization (with
 * "%2e" read as "." after percent-decoding). tests/test_dots.c checks it
 * against a literal transcription of the RFC's loop. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/dots.h"

void lluri__path_add(lluri__path *p, const char *s, size_t len, size_t reps)
{
    if (len == 0 || reps == 0)
        return;
    p->piece[p->npieces].s = s;
    p->piece[p->npieces].len = len;
    p->piece[p->npieces].reps = reps;
    p->npieces++;
    p->len += len * reps;
}

char lluri__path_at(const lluri__path *p, size_t i)
{
    for (size_t j = 0;; j++) {
        size_t whole = p->piece[j].len * p->piece[j].reps;
        if (i < whole)
            return p->piece[j].s[p->piece[j].reps == 1 ? i : i % p->piece[j].len];
        i -= whole;
    }
}

static char at(const lluri__path *p, size_t i)
{
    return p->npieces == 1 && p->piece[0].reps == 1 ? p->piece[0].s[i]
                                                    : lluri__path_at(p, i);
}

/* 1 when [from, to) reads ".", 2 when "..", else 0 ("%2e" is "." when the
 * path says decode). */
static int dot_segment(const lluri__path *p, size_t from, size_t to)
{
    int dots = 0;
    for (size_t i = from; i < to; dots++) {
        if (dots == 2)
            return 0;
        if (at(p, i) == '.')
            i += 1;
        else if (p->decode && to - i >= 3 && at(p, i) == '%'
                 && at(p, i + 1) == '2' && (at(p, i + 2) == 'e' || at(p, i + 2) == 'E'))
            i += 3;
        else
            return 0;
    }
    return dots;
}

/* The end of the segment that starts at i. */
static size_t segment_end(const lluri__path *p, size_t i)
{
    while (i < p->len && at(p, i) != '/')
        i++;
    return i;
}

size_t lluri__remove_dots(const lluri__path *p, lluri__emit_fn *emit, void *ctx)
{
    size_t first = 0, len = p->len;

    for (;;) {                          /* A: leading "../" and "./" */
        size_t j = segment_end(p, first);
        if (j == len || dot_segment(p, first, j) == 0)
            break;
        first = j + 1;
    }
    if (segment_end(p, first) == len    /* D: "." or ".." alone */
        && dot_segment(p, first, len) != 0)
        return 0;

    size_t end = len, total = 0, pending = 0;
    int last = 1;
    while (end > first) {
        size_t start = end;
        while (start > first && at(p, start - 1) != '/')
            start--;
        if (start > first)
            start--;                    /* the element's "/" */
        int d = at(p, start) == '/' ? dot_segment(p, start + 1, end) : 0;
        if (d) {
            if (d == 2)
                pending++;              /* C: remove an earlier element */
            if (last)                   /* B, C at the end: "/" stays */
                total += emit(ctx, p, start, 1);
        } else if (pending > 0) {
            pending--;                  /* removed by a later "/.." */
        } else {
            total += emit(ctx, p, start, end - start);      /* E */
        }
        last = 0;
        end = start;
    }
    return total;
}

static size_t measure(void *ctx, const lluri__path *p, size_t start, size_t n)
{
    (void)ctx, (void)p, (void)start;
    return n;
}

/* Puts each survivor at its place, right to left: pos is where the
 * element to come ends. */
struct placer {
    lluri__sink *k;
    size_t       pos;
};

static size_t place(void *ctx, const lluri__path *p, size_t start, size_t n)
{
    struct placer *w = ctx;
    w->pos -= n;
    w->k->pos = w->pos;
    for (size_t i = 0; i < n; i++)
        lluri__putc(w->k, at(p, start + i));
    return n;
}

/* Whether the path has a "." or ".." segment. Without one, every step of
 * §5.2.4 but E is idle and the result is the path itself. Decoded paths
 * ("%2e") always take the walk. */
static int has_dot_segment(const lluri__path *p)
{
    int dots = 0;       /* dots in the segment so far; -1: not a dot segment */
    if (p->decode)
        return 1;
    for (size_t j = 0; j < p->npieces; j++)
        for (size_t r = 0; r < p->piece[j].reps; r++)
            for (size_t i = 0; i < p->piece[j].len; i++) {
                char c = p->piece[j].s[i];
                if (c == '/') {
                    if (dots > 0)
                        return 1;
                    dots = 0;
                } else if (c == '.' && dots >= 0 && dots < 2) {
                    dots++;
                } else {
                    dots = -1;
                }
            }
    return dots > 0;
}

size_t lluri__put_dots(const lluri__path *p, lluri__sink *k)
{
    if (!has_dot_segment(p)) {
        for (size_t j = 0; j < p->npieces; j++)
            for (size_t r = 0; r < p->piece[j].reps; r++)
                lluri__put(k, p->piece[j].s, p->piece[j].len);
        return p->len;
    }
    size_t total = lluri__remove_dots(p, measure, NULL);
    size_t base = k->pos;
    struct placer w = { k, base + total };
    lluri__remove_dots(p, place, &w);
    k->pos = base + total;
    return total;
}

/* Compares each survivor with want, right to left. */
struct comparer {
    const char *want;
    size_t      pos;
    int         same;
};

static size_t compare(void *ctx, const lluri__path *p, size_t start, size_t n)
{
    struct comparer *c = ctx;
    if (!c->same || n > c->pos) {
        c->same = 0;
        return n;
    }
    c->pos -= n;
    for (size_t i = 0; i < n; i++)
        if (c->want[c->pos + i] != at(p, start + i))
            c->same = 0;
    return n;
}

int lluri__dots_give(const lluri__path *p, const char *want, size_t len)
{
    if (lluri__remove_dots(p, measure, NULL) != len)
        return 0;
    struct comparer c = { want, len, 1 };
    lluri__remove_dots(p, compare, &c);
    return c.same;
}

/* While no step but E has run, output and input are the same bytes, so
 * the loop jumps (memchr) to the next "/." : every step before it is E and
 * moves nothing. Once they differ, E moves a segment byte by byte (what is
 * left after a ".." is short). */
static size_t skip_to_dot(const char *b, size_t i, size_t n)
{
    const char *d = b + i;              /* the "/" found is at i or after */
    if (i >= n)
        return n;
    do {                                /* the next "." after a "/" */
        d = memchr(d + 1, '.', (size_t)(b + n - (d + 1)));
        if (d == NULL)
            return n;
    } while (d[-1] != '/');
    return (size_t)(d - b) - 1;
}

/* The loop; with climbs (constant where it is inlined), the number of
 * C steps that found the output empty (a ".." above the root) is added
 * to *climbs. */
static inline size_t dots_in_place(char *b, size_t n, size_t *climbs)
{
    size_t i = 0, o = 0;                /* input b[i .. n), output b[0 .. o) */

    if (n == 0)
        return 0;
    if (b[0] != '.')
        i = o = skip_to_dot(b, 0, n);
    while (i < n) {                                         /* 2. */
        size_t rem = n - i;
        if (b[i] == '.') {
            if (rem == 1 || (rem == 2 && b[i + 1] == '.'))
                break;                                      /* D. "." or ".." */
            if (b[i + 1] == '/') {                          /* A. "./" */
                i += 2;
                continue;
            }
            if (b[i + 1] == '.' && b[i + 2] == '/') {       /* A. "../" */
                i += 3;
                continue;
            }
        } else if (b[i] == '/' && rem >= 2 && b[i + 1] == '.') {
            int up = rem >= 3 && b[i + 2] == '.';
            size_t after = i + 2 + (size_t)up;              /* past "/." or "/.." */
            if (after == n || b[after] == '/') {
                if (up) {                                   /* C. drop the last */
                    if (climbs && o == 0)
                        ++*climbs;                          /*    (none: above the root) */
                    while (o > 0 && b[o - 1] != '/')        /*    output segment */
                        o--;
                    if (o > 0)
                        o--;                                /*    and its "/" */
                }
                if (after == n) {                           /* B., C. at the end: */
                    b[o++] = '/';                           /*    input is "/" */
                    break;
                }
                i = after;                                  /* B., C.: "/" + rest */
                continue;
            }
        }
        /* E. the first segment, with its "/", to the output */
        if (o == i) {                   /* past this segment, to the next "/." */
            i = o = skip_to_dot(b, i + 1, n);
            continue;
        }
        b[o++] = b[i++];
        while (i < n && b[i] != '/')
            b[o++] = b[i++];
    }
    return o;                                               /* 3. */
}

size_t lluri__dots_in_place(char *b, size_t n)
{
    return dots_in_place(b, n, NULL);
}

size_t lluri__dots_in_place_climbs(char *b, size_t n, size_t *climbs)
{
    *climbs = 0;
    return dots_in_place(b, n, climbs);
}

ptrdiff_t lluri_remove_dot_segments(const char *path, size_t len, char *out,
                                    size_t cap, lluri_error *err)
{
    if ((out == NULL && cap > 0) || (path == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    /* survivors only, each written once at its place (no work in out) */
    lluri__path p = { .npieces = 0 };
    lluri__sink k = lluri__sink_of(out, cap);
    lluri__path_add(&p, path, len, 1);
    lluri__put_dots(&p, &k);
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}
