/* SPDX-License-Identifier: MIT */
/* write/dots.h — RFC 3986 §5.2.4 remove_dot_segments (dots.c), for the
 * writers: over a path in pieces, right to left, and in place. */
#ifndef LLURI_WRITE_DOTS_H
#define LLURI_WRITE_DOTS_H

#include "write/out.h"

/* The path remove_dot_segments reads: up to four pieces, each repeated `reps` times, read as
 * one string (resolution's merge gives two pieces, relativize repeats
 * "../"); with `decode`, "%2e" reads as "." (normalization after
 * percent-decoding). */
typedef struct lluri__path {
    struct {
        const char *s;
        size_t      len, reps;
    } piece[4];
    size_t npieces, len;
    int    decode;
} lluri__path;

LLURI_INTERNAL void lluri__path_add(lluri__path *p, const char *s, size_t len,
                                    size_t reps);
LLURI_INTERNAL char lluri__path_at(const lluri__path *p, size_t i);

/* RFC 3986 §5.2.4 over a path: emit is called for each element that
 * survives, [start, start + n) of the path, from the last to the first
 * (a final "/." or "/.." gives n == 1: its "/"); it returns how many bytes
 * it puts out for it, and the walk returns their sum. */
typedef size_t lluri__emit_fn(void *ctx, const lluri__path *p, size_t start,
                              size_t n);
LLURI_INTERNAL size_t lluri__remove_dots(const lluri__path *p,
                                         lluri__emit_fn *emit, void *ctx);

/* The path's bytes as remove_dot_segments leaves them, put to k at its
 * position; returns their number. */
LLURI_INTERNAL size_t lluri__put_dots(const lluri__path *p, lluri__sink *k);

/* RFC 3986 §5.2.4 in place, left to right: the RFC's loop with its input
 * buffer b[i .. n) and its output buffer b[0 .. o) sharing b (o <= i
 * always). Returns the result's length; b[0 .. that) holds it. Literal "."
 * and ".." only (writers decode "%2e" before calling it). The writers use
 * it when their whole output fits in the caller's buffer; the walk above
 * serves sizing and truncated outputs, and gives the same bytes. */
LLURI_INTERNAL size_t lluri__dots_in_place(char *b, size_t n);
/* The same, with *climbs the number of ".." that found nothing left to
 * remove: for an absolute path "/" + t, 0 when the loop over d + t, for
 * any absolute d ending in "/" without dot segments, leaves d without its
 * last "/" and then this result. */
LLURI_INTERNAL size_t lluri__dots_in_place_climbs(char *b, size_t n, size_t *climbs);

/* Whether remove_dot_segments of the path is exactly want[0 .. len). */
LLURI_INTERNAL int lluri__dots_give(const lluri__path *p, const char *want,
                                    size_t len);

#endif
