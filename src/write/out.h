/* SPDX-License-Identifier: MIT */
/* write/out.h — the writers' output: the sink, the copy, the "//" guard,
 * the one ending every writer's result takes (out.c), and an edited
 * struct recomposed (compose.c). */
#ifndef LLURI_WRITE_OUT_H
#define LLURI_WRITE_OUT_H

#include <string.h>

#include "internal.h"
#include "parse/layout.h"

/* ---- The writers' output (lluri.h, "Writers") ------------------------------
 * Bytes are numbered from 0 as they are put; byte i lands in out[i - lo]
 * when lo <= i < hi, and is otherwise only counted. The whole of a
 * caller's buffer is the window lo = 0, hi = cap; lluri_equivalent()
 * compares two results a window at a time. */
typedef struct lluri__sink {
    char  *out;
    size_t lo, hi;
    size_t pos;        /* number of the next byte */
} lluri__sink;

static inline lluri__sink lluri__sink_of(char *out, size_t cap)
{
    lluri__sink k = { out, 0, cap, 0 };
    return k;
}

static inline void lluri__putc(lluri__sink *k, char c)
{
    if (k->pos >= k->lo && k->pos < k->hi)
        k->out[k->pos - k->lo] = c;
    k->pos++;
}

static inline void lluri__put(lluri__sink *k, const char *s, size_t n)
{
    /* the part of [pos, pos + n) inside the window, copied at once */
    size_t from = k->pos > k->lo ? k->pos : k->lo;
    size_t to = k->pos + n < k->hi ? k->pos + n : k->hi;
    if (from < to)
        memcpy(k->out + (from - k->lo), s + (from - k->pos), to - from);
    k->pos += n;
}

/* memcpy(d, s, n) for the strings writers copy, without a call (so that
 * a writer's common case needs no frame): two overlapping fixed-size
 * moves cover any n from k to 2k, and past 16 bytes 16-byte moves, the
 * last overlapping the one before, reading and writing only s[0 .. n)
 * and d[0 .. n). */
static inline void lluri__copy(char *d, const char *s, size_t n)
{
    if (n > 16) {
        for (size_t i = 0; i + 16 < n; i += 16)
            memcpy(d + i, s + i, 16);       /* 16 bytes at a time, the last */
        memcpy(d + n - 16, s + n - 16, 16); /* 16 overlapping the one before */
    } else if (n >= 8) {
        uint64_t a, b;
        memcpy(&a, s, 8);
        memcpy(&b, s + n - 8, 8);
        memcpy(d, &a, 8);
        memcpy(d + n - 8, &b, 8);
    } else if (n >= 4) {
        uint32_t a, b;
        memcpy(&a, s, 4);
        memcpy(&b, s + n - 4, 4);
        memcpy(d, &a, 4);
        memcpy(d + n - 4, &b, 4);
    } else if (n > 0) {
        d[0] = s[0];
        d[n / 2] = s[n / 2];
        d[n - 1] = s[n - 1];
    }
}

/* ---- The "//" guard (RFC 3986 §3.3, §5.3) ----------------------------------
 * Without an authority a path cannot begin with "//": it would read as
 * one. Every writer that puts a path without an authority (recompose,
 * resolve, normalize) writes such a path after "/.", a dot segment, so
 * that it parses back to the same path (the same after §5.2.4). These
 * are the guard's one test and its two ways of writing "/.". */

/* Whether the path p[0 .. n) (n its whole length: at least its first two
 * bytes are there when n >= 2) needs the guard. */
static inline int lluri__needs_dot_prefix(int has_authority, const char *p, size_t n)
{
    return !has_authority && n >= 2 && p[0] == '/' && p[1] == '/';
}

/* "/." put to k when needed (before the path). */
static inline void lluri__put_dot_prefix(lluri__sink *k, int needed)
{
    if (needed)
        lluri__put(k, "/.", 2);
}

/* The guard on a path already written at path[0 .. n) and followed by
 * what else was written, `moved` bytes from path on in all: "/." put
 * before the path when it needs it, the rest moved two bytes on (room
 * for them is the caller's). Returns the bytes it added, 2 or 0. */
static inline size_t lluri__dot_prefix_in_place(int has_authority, char *path, size_t n,
                                                size_t moved)
{
    if (!lluri__needs_dot_prefix(has_authority, path, n))
        return 0;
    memmove(path + 2, path, moved);
    path[0] = '/';
    path[1] = '.';
    return 2;
}

/* The same for a writer that takes `lluri *result`: *result (when not
 * NULL) zeroed but for src, which is out, as lluri.h says of a result not
 * written whole. (Only where the writer fails: result may be one of its
 * inputs.) */
LLURI_INTERNAL int lluri__fail_result(lluri *result, const char *out, lluri_error *err,
                                      int code, size_t offset);

/* End a writer whose output went to lluri__sink_of(out, cap), as lluri.h
 * says every writer ends: a NUL after it when it is shorter than cap, else
 * at out[cap - 1]; *result (when not NULL) the output parsed with
 * parse_flags when it was written whole, else zeroed but for src; return
 * its length (LLURI_ETOOLONG past what a span can hold, unless
 * parse_flags is LLURI__TEXT: a text that is no URI, never parsed). */
#define LLURI__TEXT 0xFFFFFFFFu
LLURI_INTERNAL ptrdiff_t lluri__finish(const lluri__sink *k, unsigned parse_flags,
                                       lluri *result, lluri_error *err);

/* That ending's common case, for a writer that wrote its n bytes straight
 * into out and knows it: n < cap, n within a span (or a text), no
 * *result: the NUL after the output, *err LLURI_OK. */
static inline ptrdiff_t lluri__end_whole(char *out, size_t n, lluri_error *err)
{
    out[n] = '\0';
    if (err) {
        err->code = LLURI_OK;
        err->offset = 0;
    }
    return (ptrdiff_t)n;
}

/* The ending for any writer that wrote its n bytes straight into out
 * (out[0 .. min(n, cap)) written): inline when the output is whole and
 * nothing is to be parsed (lluri__end_whole()), else lluri__finish(). */
static inline ptrdiff_t lluri__end(char *out, size_t cap, size_t n, unsigned parse_flags,
                                   lluri *result, lluri_error *err)
{
    if (result || (n > UINT32_MAX && parse_flags != LLURI__TEXT) || n >= cap) {
        lluri__sink done = { out, 0, cap, n };
        return lluri__finish(&done, parse_flags, result, err);
    }
    return lluri__end_whole(out, n, err);
}

/* An edited lluri (spans inside its text, but not laid out as
 * lluri_parse() leaves them: lluri__as_parsed() fails) as the text
 * its components make, recomposed (§5.3) into buf[LLURI__EDITED_MAX] and
 * parsed into *copy; *use is then copy, or u itself when u is laid out as
 * parsed. The writers take an edited struct through it, so that their one
 * algorithm reads structs laid out as parsed only. Returns 0, or the
 * recomposition's code (LLURI_ETOOLONG past the buffer). */
#define LLURI__EDITED_MAX 2048
LLURI_INTERNAL int lluri__laid_out(const lluri *u, char *buf, lluri *copy,
                                   const lluri **use, lluri_error *err);
/* The same for the two structs of resolve and relativize, into *e. */
typedef struct lluri__edited {
    char  buf[2][LLURI__EDITED_MAX];
    lluri copy[2];
} lluri__edited;
LLURI_INTERNAL int lluri__laid_out_pair(const lluri *a, const lluri *b, lluri__edited *e,
                                        const lluri **a2, const lluri **b2,
                                        lluri_error *err);

#endif
