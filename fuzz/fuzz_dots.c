/* SPDX-License-Identifier: MIT */
/* fuzz_dots — lluri_remove_dot_segments() (RFC 3986 §5.2.4).
 *
 * Control byte: bits 0-6 a capacity for the short-buffer call (as a
 * fraction of the result's length). Text: the path (any bytes).
 *
 * Invariants: the result is byte for byte that of the RFC's loop (rules A
 * to E, written out here plainly over a copy of the input); it is never
 * longer than the input; cap 0 sizes it; a short buffer gets a prefix and
 * nothing past cap; the result of a path starting with "/" has no "." or
 * ".." segment, and removing dot segments from it again changes nothing.
 */
#define FUZZ_NAME dots
#include "fuzz.h"

static int dots_starts(const char *s, size_t n, const char *p)
{
    size_t k = strlen(p);
    return n >= k && memcmp(s, p, k) == 0;
}

static int dots_is(const char *s, size_t n, const char *p)
{
    return n == strlen(p) && memcmp(s, p, n) == 0;
}

/* RFC 3986 §5.2.4, step by step; buf is a writable copy of the input. */
static size_t dots_reference(char *buf, size_t n, char *out)
{
    size_t i = 0, k = 0;
    while (i < n) {
        const char *in = buf + i;
        size_t      left = n - i;
        if (dots_starts(in, left, "../"))                       /* A */
            i += 3;
        else if (dots_starts(in, left, "./"))
            i += 2;
        else if (dots_starts(in, left, "/./"))                  /* B */
            i += 2;
        else if (dots_is(in, left, "/.")) {
            i += 1;
            buf[i] = '/';
        } else if (dots_starts(in, left, "/../") || dots_is(in, left, "/..")) { /* C */
            if (left == 3) {
                i += 2;
                buf[i] = '/';
            } else {
                i += 3;
            }
            while (k > 0 && out[k - 1] != '/')
                k--;
            if (k > 0)
                k--;
        } else if (dots_is(in, left, ".") || dots_is(in, left, "..")) { /* D */
            i = n;
        } else {                                                /* E */
            size_t j = 1;
            if (in[0] != '/')
                j = 0;
            while (j < left && in[j] != '/')
                j++;
            if (in[0] == '/' && j == 0)
                j = 1;
            memcpy(out + k, in, j);
            k += j;
            i += j;
        }
    }
    return k;
}

FUZZ_ENTRY(data, size)
{
    fz_input in = fz_split_ctl(data, size);
    char    *buf, *want, *got, *again;
    size_t   nw, ng, n0, na, cap, i;

    if (in.len > FZ_MAX_IN)
        return 0;
    buf = malloc(in.len + 1);
    want = malloc(in.len + 1);
    got = malloc(in.len + 1);
    again = malloc(in.len + 1);
    FZ_CHECK(buf && want && got && again, "out of memory");
    if (in.len)
        memcpy(buf, in.text, in.len);
    nw = dots_reference(buf, in.len, want);
    ng = (size_t)lluri_remove_dot_segments(in.text, in.len, got, in.len + 1, NULL);
    if (ng != nw || memcmp(got, want, nw) != 0) {
        fz_show("input", in.text, in.len);
        fz_show("RFC loop", want, nw);
        fz_show("lluri", got, ng <= in.len ? ng : 0);
    }
    FZ_CHECK(ng == nw && memcmp(got, want, nw) == 0, "not the RFC's result (%zu bytes, want %zu)", ng, nw);
    FZ_CHECK(got[ng] == '\0', "no NUL after the result");
    n0 = (size_t)lluri_remove_dot_segments(in.text, in.len, NULL, 0, NULL);
    FZ_CHECK(n0 == ng, "sizing gives %zu, not %zu", n0, ng);
    if (ng > 0) {
        cap = (size_t)(in.ctl & 0x7f) * ng / 128;
        memset(again, CONTRACT_CANARY, in.len + 1);
        n0 = (size_t)lluri_remove_dot_segments(in.text, in.len, cap ? again : NULL, cap, NULL);
        FZ_CHECK(n0 == ng && contract_broken(again, in.len + 1, cap, want, ng) == NULL,
                 "cap %zu: %s", cap, contract_broken(again, in.len + 1, cap, want, ng));
    }
    if (ng > 0 && got[0] == '/') {
        for (i = 0; i < ng; i++)
            if (got[i] == '/') {
                size_t j = i + 1;
                while (j < ng && got[j] != '/')
                    j++;
                FZ_CHECK(!(j - i == 2 && got[i + 1] == '.') &&
                             !(j - i == 3 && got[i + 1] == '.' && got[i + 2] == '.'),
                         "a dot segment left at %zu", i);
            }
        na = (size_t)lluri_remove_dot_segments(got, ng, again, in.len + 1, NULL);
        FZ_CHECK(na == ng && memcmp(again, got, ng) == 0, "not idempotent");
    }
    free(buf);
    free(want);
    free(got);
    free(again);
    return 0;
}
